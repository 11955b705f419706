"""Many deals at once: ``simulate`` (local or on a Dask cluster, ``cluster``), the rows of
each deal (``rows``; as columns from the compiled core, ``columnar``), the rules lab
(``lab``), settling a recorded deal again
(``resettle``), the compiled core checked against the Python engine (``differential``)
and the intervals the figures carry (``stats``).

May import the table and play, the search player, the compiled core, records and
results, scoring, the engine, the rules and the base (cards, rng); never the words and
pictures or the interfaces.
"""
