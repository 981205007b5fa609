"""The terminal front ends: the ``tusac`` command line, a game against bots, a seat's move menu, the peer's
terminal front and the progress bar."""
