"""Records take any input: whatever a file holds, reading and replaying it gives a correct
result or one line saying what is wrong (at the command line: that line and exit 2)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_cli import failed

from tarock import rules
from tarock.play import play_deal, play_session, replay_session
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.table import Table


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"format": 3}', "field 'format': expected 'tarock-record' or 'tarock-session', got 3"),
        ('{"format": ["tarock-record"]}', "field 'format': expected"),
        ('{"format": {"a": 1}}', "field 'format': expected"),
        ("[" * 100_000 + "]" * 100_000, "not a record: its brackets are nested too deep"),
        ('{"variant": ' + "[" * 100_000, "not a record: its brackets are nested too deep"),
    ],
)
def test_odd_json_gets_one_line(text: str, said: str, tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        loads_any(text)
    assert said in str(caught.value) and "\n" not in str(caught.value)
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    assert said in failed("replay", str(path))


def test_an_illegal_recorded_action_gets_one_line() -> None:
    data = dict(valid()[0])
    data["actions"] = ["discard HK", *data["actions"][1:]]  # no King may be laid away
    with pytest.raises(RecordError) as caught:
        Table.replay(loads_any(json.dumps(data)))
    assert "field 'actions[0]': HK may not be laid away: No King" in str(caught.value)
    assert "\n" not in str(caught.value)


@cache
def valid() -> tuple[dict[str, Any], ...]:
    """Valid records as JSON objects: deals of three rule sets and a Danish session."""
    deals = [
        play_deal(rules.get(variant), "random", seed).record
        for variant, seed in (("grosstarock", 1), ("tapp-tarock", 2), ("taroc-1754", 3))
    ]
    session = play_session(rules.get("danish-tarok"), "random", 4, 2).record
    return tuple(json.loads(record.dumps()) for record in (*deals, session))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 100) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def _mutated(data: Any, path: list[int], value: Any, how: int) -> Any:
    """``data`` with one place changed: a value replaced, a key or item removed, a list
    cut short, an item doubled (``path`` picks the place, ``how`` the change)."""
    if isinstance(data, dict) and data:
        key = sorted(data)[path[0] % len(data)] if path else None
        out = dict(data)
        if key is None:
            return out
        if len(path) == 1 or not isinstance(data[key], dict | list):
            if how == 0:
                del out[key]
            else:
                out[key] = value
            return out
        out[key] = _mutated(data[key], path[1:], value, how)
        return out
    if isinstance(data, list) and data:
        index = path[0] % len(data) if path else 0
        out = list(data)
        if len(path) <= 1:
            if how == 0:
                del out[index]
            elif how == 1:
                out = out[:index]
            elif how == 2:
                out.insert(index, out[index])
            else:
                out[index] = value
            return out
        out[index] = _mutated(data[index], path[1:], value, how)
        return out
    return value


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    which=st.integers(0, 3),
    path=st.lists(st.integers(0, 1000), min_size=1, max_size=4),
    value=JSON,
    how=st.integers(0, 3),
)
def test_a_mutated_record_replays_correctly_or_says_why_in_one_line(
    which: int, path: list[int], value: Any, how: int
) -> None:
    data = _mutated(valid()[which], path, value, how)
    try:
        record = loads_any(json.dumps(data))
        table = Table.replay(record)
    except RecordError as error:
        assert str(error) and "\n" not in str(error)
        return
    # It replays: then it is a whole, consistent game that replays again the same.
    again = loads_any(record.dumps())
    if isinstance(record, Record):
        assert isinstance(again, Record) and table.result is not None
        assert sum(table.result.net.values()) == 0
        assert Table.replay(again).result.net == table.result.net  # type: ignore[union-attr]
    else:
        assert isinstance(record, SessionRecord) and table.session is not None
        assert sum(table.session.totals().values()) == 0
        assert isinstance(again, SessionRecord)
        assert replay_session(again).totals() == table.session.totals()
