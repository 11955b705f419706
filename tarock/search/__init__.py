"""The search player (``player``: it deals the unseen cards again many times and plays
every legal action out in each, through the compiled core when it is built, or solves each
near the end), the open-hand solver it solves them with (``solver``; its names are given by
``tarock.analysis.solver`` too) and every player kind by name (``bots``).

May import the compiled core, the players, scoring, the engine, the rules and the base.
"""
