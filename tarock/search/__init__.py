"""The search player (``player``: it deals the unseen cards again many times and plays
every legal action out in each, through the compiled core when it is built) and every
player kind by name (``bots``).

May import the compiled core, the players, scoring, the engine, the rules and the base.
"""
