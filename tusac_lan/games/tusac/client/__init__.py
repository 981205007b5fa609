"""Tứ Sắc's desktop client parts: its plugin (``plugin``, loaded by the shell through the registry), the
table scene (``table_widget``), its words (``words``), the house-rules form (``house_rules``) and the coach
panel (``coach_panel``). Only this package imports the GUI toolkit on the game's side.
"""
