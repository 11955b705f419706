"""The compiled play core (``_core.c``)."""

from typing import Any

FIELDS: tuple[tuple[str, int], ...]
DISCARD_RULES: tuple[str, ...]
CARD_SETTLEMENTS: tuple[str, ...]
ACTIONS: tuple[str, ...]
KINDS: tuple[str, ...]
WORDS: int

def play(config: bytes, kinds: tuple[int, ...], seeds: list[int], trace: bool = ...) -> Any: ...
def random_draws(seed: int, n: int) -> list[float]: ...
def shuffled(config: bytes, seed: int) -> list[int]: ...
def soak(
    config: bytes, kinds: tuple[int, ...], first: int, count: int
) -> tuple[int, int, int, str]: ...

PHASES: tuple[str, ...]
STATE_FIELDS: tuple[tuple[str, int], ...]

def play_on(
    config: bytes, state: bytes, kind: int, seed: int, seat: int, actions: list[int]
) -> list[int]: ...

VIEW_FIELDS: tuple[tuple[str, int], ...]
FACTORIAL_WORDS: int
OBJ_PAGAT: int
OBJ_TRICK: int

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
) -> tuple[int, int, list[list[int]], tuple[tuple[int, int], ...] | None]: ...
SUMMARY_FIELDS: tuple[tuple[str, int], ...]
MAXDECL: int

def summaries(
    configs: tuple[bytes, ...], kinds: tuple[int, ...], seed: int, start: int, stop: int
) -> bytes: ...
def session(
    configs: tuple[bytes, ...],
    kinds: tuple[int, ...],
    seed: int,
    first_dealer: int,
    deals: int,
    stake: tuple[int, int, int],
) -> tuple[bytes, tuple[int, int]]: ...
def sessions(
    configs: tuple[bytes, ...],
    kinds: tuple[int, ...],
    seed: int,
    start: int,
    stop: int,
    length: int,
    stake: tuple[int, int, int],
) -> tuple[bytes, bytes]: ...
def card_texts(masks: bytes, names: tuple[str, ...]) -> tuple[bytes, bytes]: ...
