"""The four-colour cards for Qt: ``faces`` paints a card face or back, ``names`` words a card."""
