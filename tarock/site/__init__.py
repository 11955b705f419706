"""The documentation site's generators: what the pages compute and show at build time.

Nothing in the core package (cards, rules, engine, scoring, players, records, play)
imports from here; the pages import the core. ``pages`` builds the home page's table,
the comparison matrix and the rule pages' citations; ``docs`` the rule pages' worked
examples; ``history``, ``sources``, ``glossary`` and ``examples`` the pages of those
names; ``findings``, ``stats`` and ``charts`` the notebooks' figures.
"""
