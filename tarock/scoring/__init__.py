"""What a deal pays: card points (``counting``), the facts of a deal, derived from a played
deal or entered by a person (``facts``), their one settlement into the ledger
(``settlement``), stakes and pots across a session (``session``), and a finished
deal's ``Summary`` (``summary``).

May import the engine, the rules and the base (cards, rng, shown).
"""
