"""The seats: their names and numbers, and who plays a deal.

Examples:
    >>> seat("b"), seat(2), seat("3"), active_seats(4, 1)
    (1, 2, 3, (0, 1, 2))
"""

from __future__ import annotations

SEAT_NAMES = ("A", "B", "C", "D")
"""The seats' names, in the order of play: seat 0 is A (the command line takes either)."""


def seat(name: str | int) -> int:
    """A seat's number from its name (``"B"``, any case) or its number."""
    text = str(name).strip()
    if text.isdigit():
        return int(text)
    if text.upper() in SEAT_NAMES:
        return SEAT_NAMES.index(text.upper())
    raise ValueError(f"{name!r} is not a seat: give its letter (A-D) or its number (0-3)")


# --8<-- [start:active-seats]
def active_seats(seats: int, dealer: int) -> tuple[int, ...]:
    """The seats that play this deal: all three, or with four all but the dealer's opposite."""
    if seats == 3:
        return (0, 1, 2)
    out = (dealer + 2) % 4
    return tuple(s for s in range(4) if s != out)


# --8<-- [end:active-seats]
