"""One deal as a state machine that knows no rule set by name: seats, typed actions, the
state (apply, push, pop, its one-line position), legality with its clause, the loop.

May import the rules and the base (cards, rng, shown); nothing else of the package.
"""
