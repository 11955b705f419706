"""The command line (``tarock``) and play at the terminal: the edge of the package, where
click, rich and tqdm are used. The core (cards, rules, engine, scoring, players, records,
play) never imports from here.

May import every other part of the package (but the play page's bridge, ``tarock.web``)."""

from tarock.cli.commands import main

__all__ = ["main"]
