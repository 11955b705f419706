"""The score sheet: an evening of deals entered as their facts, worked out again on every
change; the sharing of the pots in whole chips; who pays whom; JSON and CSV; a game
record opened as a sheet gives the totals ``tarock replay`` gives."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from fractions import Fraction
from typing import Any

import pytest
from test_corpus import ENTRIES, ids, read

from tarock import rules
from tarock.cards import KINGS, PAGAT
from tarock.play import play_session, replay, replay_session
from tarock.records import SessionRecord
from tarock.scoring.facts import Declared, Facts, Honour
from tarock.scoring.settlement import Pot
from tarock.scoring.sheet import Sheet, SheetError, loads, share_in_chips, transfers
from tarock.text.explain import add_to
from tarock.web import score as page
from tarock.web.score import sheet_of

HK, DK, CK, SK = KINGS
NAMES = ("Ann", "Bo", "Cy")
NAMES_4 = ("Ann", "Bo", "Cy", "Dan")


def _running(session: Any) -> list[dict[int, Any]]:
    """``tarock replay``'s running totals after each deal of a session (stakes counted)."""
    totals: dict[int, Any] = dict.fromkeys(range(len(session.record.seats)), 0)
    out = []
    for stake, deal in zip(session.stakes, session.deals, strict=True):
        add_to(totals, stake)
        add_to(totals, deal.ledger)
        out.append(dict(totals))
    return out


@pytest.mark.parametrize("seats", [3, 4])
def test_a_played_session_opens_as_a_sheet_with_replays_totals(seats: int) -> None:
    ruleset = rules.get("danish-tarok", [f"seats={seats}"])
    session = play_session(ruleset, ["heuristic"] * seats, 11, 6, first_dealer=1)
    sheet = sheet_of(session.record)
    scores = sheet.scores()
    assert [s.totals for s in scores] == _running(session)
    assert [s.pots_after for s in scores] == list(session.pots)
    assert [s.facts.dealer for s in scores] == [d.state.dealer for d in session.deals]
    for count in range(1, len(sheet.deals)):  # the dealer proposed is the one who dealt
        proposed = dataclasses.replace(sheet, deals=sheet.deals[:count]).next_dealer()
        assert proposed == sheet.deals[count].dealer
    if seats == 3:  # shared exactly among the same three, as replay shares
        assert dataclasses.replace(sheet, chip=0).final() == session.totals()


SESSIONS = [e for e in ENTRIES if e["kind"] == "session"]


@pytest.mark.parametrize("entry", SESSIONS, ids=ids)
def test_every_corpus_session_opens_as_a_sheet(entry: dict[str, Any]) -> None:
    record = read(entry)
    assert isinstance(record, SessionRecord)
    session = replay_session(record)
    sheet = sheet_of(record)
    assert [s.totals for s in sheet.scores()] == _running(session)
    assert loads(sheet.dumps()).scores() == sheet.scores()
    if len(record.seats) == 3 or not sheet.pots():
        assert dataclasses.replace(sheet, chip=0).final() == session.totals()


def test_a_single_deal_record_opens_with_its_net() -> None:
    entry = next(e for e in ENTRIES if e["kind"] == "deal" and e["record"]["pots"])
    record = read(entry)
    result = replay(record)  # type: ignore[arg-type]
    sheet = sheet_of(record)
    assert sheet.totals() == {s: result.net.get(s, 0) for s in sheet.seats}
    assert sheet.pots() == {pot: result.ledger.pot(pot) for pot in Pot}


def _deal(dealer: int, winner: int, points: dict[int, int], **more: Any) -> Facts:
    return Facts(dealer=dealer, last_winner=winner, card_points=points, **more)


def _evening() -> Sheet:
    """Three deals at three: a plain one, one with a King ultimo won, one with four Kings
    shown and the Pagat captured."""
    sheet = Sheet("danish-tarok", NAMES)
    sheet.add(_deal(0, 1, {0: 20, 1: 34, 2: 24}))
    sheet.add(_deal(1, 2, {0: 26, 1: 22, 2: 30}, last=(Honour(HK, 2, 2),)))
    sheet.add(
        _deal(
            2,
            0,
            {0: 40, 1: 20, 2: 18},
            declared=(Declared(0, "four Kings", 10, (HK, DK, CK, SK)),),
            honours=(Honour(PAGAT, 1, 0),),
        )
    )
    return sheet


def test_an_evening_worked_out_to_the_chip() -> None:
    sheet = _evening()
    first, second, third = sheet.scores()
    # founding 20 into each pot from everyone, the dealer 5 into each
    assert first.pots_before == {Pot.KING: 65, Pot.PAGAT: 65}
    assert first.totals == {0: -75, 1: 5, 2: -60}
    # Bo deals (5 into each pot); Cy's King ultimo: 40 from each and the King pot (70)
    assert second.pots_before == {Pot.KING: 70, Pot.PAGAT: 70}
    assert second.pots_after == {Pot.KING: 0, Pot.PAGAT: 70}
    # card points: Ann 26 and Bo 22 (-5); Cy, after the dealer, takes the balance (+5)
    assert second.net == {0: -40, 1: -10 - 40 - 5, 2: 40 + 40 + 70 + 5}
    # Cy deals; the King pot is founded again (20 each), Cy adds 5 to each (stakes: Ann and
    # Bo 20, Cy 30)
    assert third.pots_before == {Pot.KING: 65, Pot.PAGAT: 75}
    # Ann's four Kings 10 from each, Bo's Pagat captured: 5 to each and 5 into its pot,
    # Ann's last trick 20 from each; card points Bo 20 (-5), Cy 18 (-10), Ann after the
    # dealer takes the balance (+15)
    assert third.net == {
        0: -20 + 20 + 5 + 40 + 15,
        1: -20 - 10 - 10 - 5 - 20 - 5,
        2: -30 - 10 + 5 - 20 - 10,
    }
    assert third.pots_after == {Pot.KING: 65, Pot.PAGAT: 80}
    assert sum(sheet.totals().values()) + sum(sheet.pots().values()) == 0
    assert sheet.next_dealer() == 0


def test_an_evening_without_counting_pays_everything_but_the_card_points() -> None:
    """ "Uden tælling": the same deals pay the same, less the card-point payments (first
    deal: Ann 5 to Bo; second: Bo 5 to Cy; third: Bo 5 and Cy 10 to Ann), and no card
    points need be entered."""
    counted = _evening()
    uncounted = Sheet("danish-tarok", NAMES, options=("card_settlement=none",))
    for facts in counted.deals:
        uncounted.add(dataclasses.replace(facts, card_points={}))
    first, second, third = (s.net for s in uncounted.scores())
    before = counted.scores()
    assert first == {0: -75 + 5, 1: 5 - 5, 2: -60}
    assert second == {0: -40, 1: -10 - 40, 2: 40 + 40 + 70}
    assert third == {0: -20 + 20 + 5 + 40, 1: -20 - 10 - 10 - 5 - 20, 2: -30 - 10 + 5 - 20}
    for old, new in zip(before, uncounted.scores(), strict=True):
        assert not [p for p in new.ledger if p.kind.value == "card_points"]
        assert old.pots_after == new.pots_after
    given = Sheet("danish-tarok", NAMES, options=("card_settlement=none",))
    given.add(counted.deals[0])  # points given anyway are checked, and pay nothing
    assert given.scores()[0].net == first


def test_a_correction_recomputes_every_later_deal() -> None:
    sheet = _evening()
    before = sheet.scores()
    corrected = _deal(1, 0, {0: 26, 1: 22, 2: 30}, last=(Honour(HK, 2, 0),))  # beaten
    sheet.correct(1, corrected)
    after = sheet.scores()
    assert after[0] == before[0]
    # the failed ultimo: 40 to each and the King pot doubled; founded pots not refounded
    assert after[1].pots_after == {Pot.KING: 140, Pot.PAGAT: 70}
    assert after[2].pots_before == {Pot.KING: 145, Pot.PAGAT: 75}
    fresh = Sheet("danish-tarok", NAMES, deals=[before[0].facts, corrected, before[2].facts])
    assert fresh.scores() == after
    assert sheet.undo() == before[2].facts and len(sheet.deals) == 2


def test_a_bad_entry_is_refused_and_nothing_is_changed() -> None:
    sheet = _evening()
    kept = sheet.to_json()
    bad = [
        (_deal(0, 1, {0: 20, 1: 34, 2: 20}), "deal 4: card points: .* add up to 74, not 78"),
        (_deal(0, 1, {0: 20, 1: 34, 2: 24}, last=(Honour(HK, 1, 0),)), "two winners"),
        (
            _deal(0, 1, {0: 20, 1: 34, 2: 24}, honours=(Honour(PAGAT, 0, 0), Honour(PAGAT, 1, 1))),
            "the Pagat is played twice",
        ),
    ]
    for facts, message in bad:
        with pytest.raises(SheetError, match=message):
            sheet.add(facts)
        with pytest.raises(SheetError, match=message.replace("deal 4", "deal 2")):
            sheet.correct(1, facts)
    assert sheet.to_json() == kept


def test_at_four_the_dealers_opposite_sits_out_and_founds_nothing() -> None:
    sheet = Sheet("danish-tarok", NAMES_4, first_dealer=2)
    sheet.add(_deal(2, 3, {2: 30, 3: 26, 1: 22}))  # Ann, opposite, sits out
    first = sheet.scores()[0]
    assert first.totals[0] == 0
    assert first.pots_before == {Pot.KING: 65, Pot.PAGAT: 65}
    assert sheet.next_dealer() == 3
    with pytest.raises(SheetError, match="deal 2: card points: seat 3 sits this deal out"):
        sheet.add(_deal(1, 0, {0: 30, 1: 26, 3: 22}))


def test_the_sharing_in_whole_chips_gives_the_rest_to_the_lowest_total() -> None:
    totals = {0: 40, 1: -25, 2: -25, 3: -120}
    ledger = share_in_chips({Pot.KING: 145, Pot.PAGAT: 80}, totals, 1, 5)
    # 145 among four in chips of 5: 35 each and the 5 left to seat 3, the lowest total
    assert ledger.net(totals) == {0: 55, 1: 55, 2: 55, 3: 60, Pot.KING: -145, Pot.PAGAT: -80}
    # a tie for the lowest: the one who would deal soonest from the next dealer (2) round
    tied = share_in_chips({Pot.KING: 10, Pot.PAGAT: 0}, {0: -5, 1: 10, 2: 0, 3: -5}, 2, 5)
    assert [(p.payee, p.amount) for p in tied] == [(3, 10)]


def test_who_pays_whom_in_the_fewest_transfers() -> None:
    assert transfers({0: 30, 1: -30, 2: 10, 3: -10}) == [(1, 0, 30), (3, 2, 10)]
    assert len(transfers({0: 50, 1: -20, 2: -20, 3: -10})) == 3
    assert transfers({0: Fraction(1, 3), 1: Fraction(-1, 3), 2: 0}) == [(1, 0, Fraction(1, 3))]
    with pytest.raises(ValueError, match="do not sum to zero"):
        transfers({0: 5, 1: 0})


def test_the_sheet_goes_to_json_and_csv_and_back() -> None:
    sheet = _evening()
    assert loads(sheet.dumps()).to_json() == sheet.to_json()
    text = sheet.to_csv()
    assert loads(text).to_json() == sheet.to_json()
    rows = list(csv.DictReader(io.StringIO(text)))
    end = rows[-1]
    assert end["deal"] == "end"
    assert {name: int(end[f"total {name}"]) for name in NAMES} == {
        NAMES[s]: v for s, v in sheet.final().items()
    }
    assert sum(sheet.final().values()) == 0
    for broken, message in [
        ("", "the file is empty"),
        ("{not json", "the file is damaged: its JSON breaks off at line 1, column 2"),
        ('{"format": "tarock-score", "version": 9}', "'version': expected 1"),
        ("deal,dealer\n1,Ann\n", "second row holds no setup"),
        (text.replace('""dealer"": 1', '""dealer"": 9'), "deal 2: dealer 9"),
    ]:
        with pytest.raises(SheetError, match=message):
            loads(broken)


def test_a_danish_table_has_danish_headers_and_reads_back_in_either_language() -> None:
    sheet = _evening()
    text = page.to_csv(sheet.dumps(), "da")
    header, setup, *deals, end = list(csv.reader(io.StringIO(text)))
    assert header == [
        "spil", "kortgiver", *NAMES, *(f"i alt {name}" for name in NAMES),
        "kongekop", "pagatkop", "fakta",
    ]  # fmt: skip
    assert (setup[0], end[0]) == ("opsætning", "slut")
    assert [row[0] for row in deals] == [str(k) for k in range(1, len(deals) + 1)]
    assert [int(total) for total in end[5:8]] == [sheet.final()[seat] for seat in range(3)]
    assert loads(text).to_json() == loads(page.to_csv(sheet.dumps())).to_json() == sheet.to_json()
    assert page.to_csv(sheet.dumps(), "en") == sheet.to_csv()


def test_the_page_calls_answer_json_and_name_the_bad_entry() -> None:
    sheet = _evening()
    answer = json.loads(page.score(sheet.dumps()))
    assert answer["totals"] == {NAMES[s]: str(v) for s, v in sheet.totals().items()}
    assert answer["pots"] == {"King pot": "65", "Pagat pot": "80"}
    reasons = [row["reason"] for row in answer["deals"][1]["payments"]]
    assert "King of hearts ultimo wins trick 25: takes the King pot" in reasons
    data = sheet.to_json()
    data["deals"][0]["card_points"]["2"] = -4
    assert json.loads(page.score(json.dumps(data))) == {
        "error": "deal 1: card points of Cy: -4 is negative"
    }
    opened = json.loads(page.open_file(json.dumps(SESSIONS[0]["record"])))
    assert opened["format"] == "tarock-score"
    assert "error" in json.loads(page.open_file('{"format": "tarock-record", "seats": 1}'))
    setup = json.loads(page.setup("danish-tarok"))
    assert setup["variants"][0]["id"] == "danish-tarok" and setup["tables"] == [3, 4]
    kings = next(form for form in setup["forms"] if form["name"] == "four Kings")
    assert (kings["value"], kings["cards"]) == (10, ["HK", "DK", "CK", "SK"])


def test_a_sheet_no_table_could_have_is_refused_with_one_message() -> None:
    """What the page could be sent that no evening could hold: each refused, naming it."""
    for names, options, message in [
        (("Ann", "Bo", "ann"), (), "names: 'ann' is at the table twice"),
        (("Ann", " ", "Cy"), (), "names: player 2 has no name"),
        (NAMES, ("colour=red",), "rule set: unknown option 'colour'"),
        (NAMES, ("pot_ante=-10",), "rule set: option 'pot_ante' cannot be -10"),
    ]:
        with pytest.raises(SheetError, match=message):
            Sheet("danish-tarok", names, options=options)
    with pytest.raises(SheetError, match=r"names: Tapp Tarock .* is played by 3 players, not 4"):
        Sheet("tapp-tarock", NAMES_4)


def test_a_deal_no_table_could_have_is_refused_with_one_message() -> None:
    sheet = Sheet("danish-tarok", NAMES)
    kings = Declared(0, "four Kings", 10, (HK, DK, CK, SK))
    for facts, message in [
        (
            _deal(0, 1, {0: Fraction(113, 4), 1: Fraction(87, 4), 2: 28}),
            "card points of seat 0: 28 1/4 cannot be, card points come whole or in thirds",
        ),
        (
            dataclasses.replace(_deal(0, 1, {0: 20, 1: 34, 2: 24}), last_winner=None),
            "deal 1: last trick: who took it?",
        ),
        (
            _deal(0, 1, {0: 20, 1: 34, 2: 24}, declared=(kings, Declared(1, "half in Kings", 5))),
            "seat 0's four Kings and seat 1's half in Kings need 7 Kings; the pack has 4",
        ),
        (
            _deal(
                0,
                1,
                {0: 20, 1: 34, 2: 24},
                declared=(
                    Declared(0, "19 trumps without Pagat", 55),
                    Declared(2, "4 Matadors", 15),
                ),
            ),
            "seat 0's 19 trumps without Pagat and seat 2's 4 Matadors need 23 trumps;"
            " the pack has 22",
        ),
        (
            _deal(0, 1, {0: 20, 1: 34, 2: 24}, declared=(Declared(0, "seven Kings", 30),)),
            "declaration 'seven Kings': not a declaration of this rule set",
        ),
        (
            _deal(0, 1, {0: 20, 1: 34, 2: 24}, declared=(Declared(0, "four Kings", 99, ()),)),
            "declaration 'four Kings': it is worth 10, not 99",
        ),
    ]:
        with pytest.raises(SheetError, match=message):
            sheet.add(facts)
    assert sheet.deals == []
