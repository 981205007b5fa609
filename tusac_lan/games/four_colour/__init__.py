"""The four-colour deck of 112 cards (seven ranks in green, red, white and yellow, four copies of each), as
Tứ Sắc and Kuaho share it: card ids and codes in ``cards``; the Qt faces and the card names in words in
``client`` (loaded only by a game's client plugin). It depends on nothing of the project and imports no game."""
