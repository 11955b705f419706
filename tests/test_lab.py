"""The rules lab (tarock.analysis.lab): its figures are those of the package's own deals on the same
seeds, its limits and refusals are one-line errors, and a run can be stopped."""

from __future__ import annotations

import json
import math
import re
from typing import Any

import pandas as pd
import pytest

from tarock import fast, rules
from tarock.analysis import lab
from tarock.analysis.lab import Lab, LabError, catalogue, checked, page_data, run
from tarock.analysis.simulate import simulate
from tarock.play import play_deal
from tarock.rng import deal_seed
from tarock.rules.applies import unused
from tarock.rules.options import doc
from tarock.rules.sources import SOURCES, key_of

POSITIONS = {0: "dealer", 1: "forehand", 2: "middlehand"}


@pytest.fixture(autouse=True)
def nothing_kept() -> None:
    """Each test starts with no deals kept from another test's runs."""
    lab._kept.clear()


def figure(result: dict[str, object], label: str) -> dict[str, dict[str, float] | None]:
    found = [f for f in result["figures"] if f["label"] == label]  # type: ignore[attr-defined]
    assert len(found) == 1, label
    return found[0]  # type: ignore[no-any-return]


def nets_by_position(variant: str, options: tuple[str, ...], deals: int) -> dict[int, list[float]]:
    """Each position's net, deal by deal, as ``play_deal`` pays it on the lab's seeds."""
    ruleset = rules.get(variant, options)
    seats = ruleset.options.seats
    out: dict[int, list[float]] = {p: [] for p in range(seats)}
    for k in range(deals):
        result = play_deal(ruleset, ["heuristic"] * seats, deal_seed(lab.SEED, k), k % seats)
        assert not result.state.redealt
        for seat, net in result.net.items():
            out[(seat - k % seats) % seats].append(float(net))
    return out


def test_a_small_run_gives_the_means_and_differences_play_deal_gives() -> None:
    options = ("card_settlement=bands", "pagat_ultimo=30")
    result = run("grosstarock", list(options), 12)
    chosen = nets_by_position("grosstarock", options, 12)
    default = nets_by_position("grosstarock", (), 12)
    assert result["deals"] == 12 and result["finished"]
    for place, name in POSITIONS.items():
        found = figure(result, f"Net per deal: {name}")
        assert found["chosen"] is not None and found["default"] is not None
        assert found["difference"] is not None
        assert found["chosen"]["n"] == found["default"]["n"] == found["difference"]["n"] == 12
        assert found["chosen"]["estimate"] == pytest.approx(
            math.fsum(chosen[place]) / 12, abs=1e-12
        )
        assert found["default"]["estimate"] == pytest.approx(
            math.fsum(default[place]) / 12, abs=1e-12
        )
        paired = [a - b for a, b in zip(chosen[place], default[place], strict=True)]
        assert found["difference"]["estimate"] == pytest.approx(math.fsum(paired) / 12, abs=1e-12)
    # Nets are zero-sum in every deal, so the three means are too.
    means = [figure(result, f"Net per deal: {n}")["chosen"]["estimate"] for n in POSITIONS.values()]  # type: ignore[index]
    assert math.fsum(means) == pytest.approx(0, abs=1e-9)


def by_position(frame: pd.DataFrame, column: str) -> dict[str, float]:
    means = frame.groupby("position")[column].mean()
    return {POSITIONS[int(p)]: float(v) for p, v in means.items()}


def test_a_run_with_pots_gives_the_figures_of_simulate_on_the_same_seeds() -> None:
    options = ["card_settlement=exact"]
    result = run("danish-tarok", options, 9)
    chosen = simulate("danish-tarok", 9, "heuristic", seed=lab.SEED, options=options)
    default = simulate("danish-tarok", 9, "heuristic", seed=lab.SEED)
    for column, group in (
        ("net", "Net per deal"),
        ("pay_card_points", "Card-point payment per deal"),
    ):
        for name, mean in by_position(chosen, column).items():
            assert figure(result, f"{group}: {name}")["chosen"]["estimate"] == pytest.approx(mean)  # type: ignore[index]
        for name, mean in by_position(default, column).items():
            assert figure(result, f"{group}: {name}")["default"]["estimate"] == pytest.approx(mean)  # type: ignore[index]
    nothing = default.groupby("deal")["pay_card_points"].apply(lambda s: bool((s == 0).all()))
    share = figure(result, "Deals where card points pay nothing")["default"]
    assert share is not None and share["estimate"] == pytest.approx(nothing.mean())
    assert figure(result, "Deals where card points pay nothing")["chosen"]["estimate"] == 0.0  # type: ignore[index]
    pagat = default.groupby("deal")["pot_pagat_before"].first()
    assert figure(result, "Pot before a deal: Pagat pot")["default"]["estimate"] == pytest.approx(
        pagat.mean()
    )  # type: ignore[index]
    taken = default.groupby("deal")["pot_pagat_taken"].apply(lambda s: bool((s > 0).any()))
    assert figure(result, "Pot taken in a deal: Pagat pot")["default"]["estimate"] == pytest.approx(
        taken.mean()
    )  # type: ignore[index]


@pytest.mark.parametrize("rule", ["bands", "bands-eldest"])
def test_another_card_point_rule_alone_is_the_same_deals_settled_again(rule: str) -> None:
    options = [f"card_settlement={rule}"]
    lab._kept.clear()
    result = run("grosstarock", options, 30)
    assert result["settled_again"] and result["played"] == 30  # one play serves both
    played = simulate("grosstarock", 30, "heuristic", seed=lab.SEED, options=options)
    for column, group in (
        ("net", "Net per deal"),
        ("pay_card_points", "Card-point payment per deal"),
    ):
        for name, mean in by_position(played, column).items():
            assert figure(result, f"{group}: {name}")["chosen"]["estimate"] == pytest.approx(mean)  # type: ignore[index]
    nothing = played.groupby("deal")["pay_card_points"].apply(lambda s: bool((s == 0).all()))
    assert figure(result, "Deals where card points pay nothing")["chosen"][
        "estimate"
    ] == pytest.approx(nothing.mean())  # type: ignore[index]


def test_the_rule_sets_own_options_make_no_difference_at_all() -> None:
    result = run("taroc-1754", [], 6)
    for found in result["figures"]:
        difference = found["difference"]
        assert difference is not None
        assert (difference["estimate"], difference["low"], difference["high"]) == (0, 0, 0)
        assert found["chosen"] == found["default"]


def test_a_contract_game_has_no_card_point_figures() -> None:
    labels = [f["label"] for f in run("tapp-tarock", [], 3)["figures"]]
    assert labels == [f"Net per deal: {name}" for name in POSITIONS.values()]


def test_a_run_advances_in_whole_sessions_and_can_be_stopped() -> None:
    danish = Lab("danish-tarok", [], 20)
    assert danish.done == 3  # the first deal is a whole session of three
    assert danish.advance(4) == 9 and not danish.finished
    seen: list[int] = []
    result = run(
        "grosstarock",
        [],
        50,
        every=10,
        progress=lambda d, n: seen.append(d),
        stop=lambda: len(seen) >= 2,
    )
    assert seen == [10, 20]
    assert (result["deals"], result["asked"], result["finished"]) == (20, 50, False)
    assert figure(result, "Net per deal: dealer")["chosen"]["n"] == 20  # type: ignore[index]


def test_same_choices_same_figures_and_the_defaults_are_played_once() -> None:
    lab._kept.clear()
    first = run("grand-tarot", ["pagat_ultimo=20"], 7)
    again = run("grand-tarot", ["pagat_ultimo=20"], 7)
    assert (first.pop("played"), again.pop("played")) == (14, 7)  # the defaults kept
    assert (first.pop("kept"), again.pop("kept")) == (0, 7)
    assert json.dumps(first) == json.dumps(again)
    other = Lab("grand-tarot", ["king_ultimo=20"], 7)
    other.advance(2)
    assert other.played == other.done  # only its own deals are played
    assert run("grand-tarot", [], 7)["played"] == 0  # no options: both runs are the kept one
    lab._kept.clear()
    alone = Lab("grand-tarot", [], 7)
    alone.advance(7)
    assert alone.played == 7 and len(alone.runs) == 1


def test_a_stopped_run_keeps_nothing_and_other_deals_are_not_reused() -> None:
    lab._kept.clear()
    run("danish-tarok", [], 6, every=3, stop=lambda: True)
    assert not lab._kept
    run("danish-tarok", [], 6)
    # The two whole sessions of that run serve a longer one: 9 deals played, 3 of its own.
    assert run("danish-tarok", ["last_trick=10"], 9)["played"] == 12
    # A session that a run's end cut short is not taken: 7 deals keep only 6 of those 9.
    assert run("danish-tarok", ["last_trick=10"], 7)["kept"] == 6


@pytest.mark.parametrize(
    ("variant", "options", "deals", "message"),
    [
        ("grosstarok", [], 10, "unknown rule set 'grosstarok'; rule sets are: taroc-1754, "),
        ("grosstarock", [], 0, "deals must be a whole number from 1 to 2000, not 0"),
        ("grosstarock", [], 2001, "deals must be a whole number from 1 to 2000, not 2001"),
        ("grosstarock", [], "ten", "deals must be a whole number from 1 to 2000, not 'ten'"),
        ("grosstarock", [], "-5", "deals must be a whole number from 1 to 2000, not '-5'"),
        ("grosstarock", [], True, "deals must be a whole number from 1 to 2000, not True"),
        ("grosstarock", ["vole"], 10, "option 'vole' is not NAME=VALUE"),
        ("grosstarock", ["speed=9"], 10, "unknown option 'speed'; options are: "),
        ("grosstarock", ["vole=lots"], 10, "option 'vole' takes a whole number, not 'lots'"),
        (
            "grosstarock",
            ["ultimo_takes_pot=true"],
            10,
            "option ultimo_takes_pot does nothing in grosstarock: grosstarock keeps no pots",
        ),
        (
            "tapp-tarock",
            ["seats=4"],
            10,
            "option 'seats' cannot be 4 with a talon of 6 cards: the talon is split between"
            " three hands",
        ),
    ],
)
def test_bad_choices_are_refused_in_one_line(
    variant: str, options: list[str], deals: object, message: str
) -> None:
    with pytest.raises(LabError) as caught:
        Lab(variant, options, deals)  # type: ignore[arg-type]
    text = str(caught.value)
    assert text.startswith(message) and "\n" not in text


def test_the_catalogue_offers_only_options_that_apply_with_their_meaning_and_source() -> None:
    entries = catalogue(lambda cite: f"<{cite}>")
    assert [entry["id"] for entry in entries] == rules.ids()
    for entry in entries:
        ruleset = rules.get(entry["id"])
        names = [option["name"] for option in entry["options"]]
        assert "card_settlement" in names or ruleset.options.has_auction
        assert "solo_first_turn" not in names or ruleset.options.has_auction
        for option in entry["options"]:
            assert unused(ruleset, [f"{option['name']}={option['value']}"]) is None
            assert option["meaning"] == doc(option["name"])
            assert key_of(option["cites"]) in SOURCES
            assert option["source"] == f"<{option['cites']}>"
            checked(entry["id"], [f"{option['name']}={option['value']}"], 1)


def test_the_page_data_is_one_script_element_of_json() -> None:
    text = page_data(measured=2, style={"width": 688})
    found = re.fullmatch(r'<script type="application/json" id="lab-data">(.*)</script>', text)
    assert found is not None and "</" not in found.group(1)
    data = json.loads(found.group(1))
    assert data["max_deals"] == lab.MAX_DEALS and data["style"] == {"width": 688}
    assert set(data["cpython"]) == set(rules.ids()) and min(data["cpython"].values()) > 0


@pytest.mark.parametrize(("variant", "deals"), [("danish-tarok", 11), ("grosstarock", 8)])
def test_ready_made_deals_give_the_figures_of_a_run_that_plays_them(
    variant: str, deals: int
) -> None:
    options = ["last_trick=10"]
    played = run(variant, options, deals)
    assert (played["kept"], played["played"]) == (0, 2 * deals)
    lab._kept.clear()
    held = lab.load_defaults(lab.defaults_text(variant, deals=15))
    assert held == 15
    ready = run(variant, options, deals)
    session = 3 if variant == "danish-tarok" else 1
    kept = deals - deals % session  # whole sessions only: 9 of 11 Danish deals, all 8 others
    assert (ready["kept"], ready["played"]) == (kept, 2 * deals - kept)
    for key in ("kept", "played"):
        played.pop(key), ready.pop(key)
    assert json.dumps(ready) == json.dumps(played)


def test_ready_made_deals_with_another_card_point_rule_play_nothing() -> None:
    lab.load_defaults(lab.defaults_text("danish-tarok", deals=9))
    ready = run("danish-tarok", ["card_settlement=exact"], 9)
    assert (ready["kept"], ready["played"], ready["settled_again"]) == (9, 0, True)
    lab._kept.clear()
    played = run("danish-tarok", ["card_settlement=exact"], 9)
    assert played["figures"] == ready["figures"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "the rule sets' own deals could not be read: Expecting value"),
        (
            '{"variant": "grosstarok", "seed": 1, "asked": 1, "columns": [], "deals": []}',
            "could not be read: unknown columns or rule set",
        ),
        (
            '{"variant": "grosstarock", "seed": 1, "asked": 1, "columns": ["net"],'
            ' "deals": [[[1, 2]]]}',
            "could not be read: zip() argument 2 is longer than argument 1",
        ),
    ],
)
def test_ready_made_deals_that_cannot_be_read_are_one_line(text: str, message: str) -> None:
    with pytest.raises(LabError, match=re.escape(message)) as error:
        lab.load_defaults(text)
    assert "\n" not in str(error.value)
    assert not lab._kept


def test_the_build_machines_rate_is_the_compiled_cores_as_the_page_plays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if not fast.available():
        pytest.skip("the compiled core is not built")
    played = []
    words, sessions = fast.summary_words, fast.session_words

    def spy(name: str, call: Any) -> Any:
        return lambda *args: played.append(name) or call(*args)

    monkeypatch.setattr(fast, "summary_words", spy("summary_words", words))
    monkeypatch.setattr(fast, "session_words", spy("session_words", sessions))
    assert lab.rate("grosstarock", 5) > 0 and lab.rate("danish-tarok", 3) > 0
    assert {"summary_words", "session_words"} <= set(played)


def test_a_difference_is_marked_only_when_it_stands_among_all_the_figures() -> None:
    def difference(estimate: float, half: float) -> dict[str, object]:
        return {
            "difference": {
                "estimate": estimate,
                "low": estimate - half,
                "high": estimate + half,
                "n": 400,
            }
        }

    # alone, 0.1 ± 0.09 is clear of zero (p about 0.03); among twenty figures it is not
    alone = lab.judged([difference(0.1, 0.09)])[0]["difference"]
    assert alone["clear"] and alone["needed"] is None
    many = lab.judged([difference(0.1, 0.09)] + [difference(0.0, 0.1)] * 19)
    first = many[0]["difference"]
    assert not first["clear"]
    assert first["needed"] > 400  # a difference of that size needs more deals to stand
    assert [f["difference"]["needed"] for f in many[1:]] == [None] * 19  # zero: none would
    # a large one stands among them all
    strong = lab.judged([difference(1.0, 0.1)] + [difference(0.0, 0.1)] * 19)
    assert strong[0]["difference"]["clear"]
