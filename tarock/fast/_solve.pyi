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
