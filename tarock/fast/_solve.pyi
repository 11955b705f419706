"""The solver's search in C (``_solve.c``)."""

CONFIG_BYTES: int
STATE_BYTES: int
ENTRY_BYTES: int

def solve(
    config: bytes,
    state: bytes,
    objective: int,
    limit: int,
    seconds: float,
    merge: bool,
    table: int,
) -> tuple[list[tuple[int, int, list[int]]] | None, int, str]: ...
def search_worlds(
    config: bytes,
    view: bytes,
    factorials: bytes,
    rng: int,
    first: int,
    count: int,
    seed: int,
    rollouts: int,
    kind: int,
    actions: list[int],
    settlements: list[int],
    tries: int,
    repairs: int,
    limit: int,
    table: int,
) -> tuple[int, int, list[list[int]], tuple[tuple[int, int], ...] | None]: ...
