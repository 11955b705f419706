"""What a deal pays: card points (``counting``), the settlement of a played deal into the
ledger (``settlement``), stakes and pots across a session (``session``), and a finished
deal's ``Summary`` (``summary``).

May import the engine, the rules and the base (cards, rng, shown).
"""
