"""The ledger records each payment as a ``Payment``, whole numbers as ints."""

from __future__ import annotations

from fractions import Fraction

from tarock.scoring.settlement import Kind, Ledger, Payment, Pot


def test_each_opponent_pays_records_payments_in_order() -> None:
    ledger = Ledger()
    ledger.each_opponent_pays(0, (1, 2), 5, "Pagat home", Kind.PAGAT)
    assert ledger.payments == [
        Payment(1, 0, 5, "Pagat home", Kind.PAGAT),
        Payment(2, 0, 5, "Pagat home", Kind.PAGAT),
    ]
    assert all(type(payment) is Payment for payment in ledger)


def test_a_negative_amount_is_turned_round_and_zero_is_not_recorded() -> None:
    ledger = Ledger()
    ledger.each_opponent_pays(0, (1, 2), -10, "Pagat captured")
    ledger.pay(1, Pot.KING, 0, "nothing into the pot")
    assert [(p.payer, p.payee, p.amount, p.kind) for p in ledger] == [
        (0, 1, 10, Kind.OTHER),
        (0, 2, 10, Kind.OTHER),
    ]


def test_whole_fractions_are_recorded_as_ints_others_kept_exact() -> None:
    ledger = Ledger(start={Pot.PAGAT: 10})
    ledger.pay(0, Pot.PAGAT, Fraction(12, 3), "whole")
    ledger.pay(Pot.PAGAT, 1, Fraction(-4, 3), "a third, turned round")
    amounts = [payment.amount for payment in ledger]
    assert amounts == [4, Fraction(4, 3)]
    assert [type(amount) for amount in amounts] == [int, Fraction]
    assert ledger.payments[1][:2] == (1, Pot.PAGAT)
    assert ledger.pot(Pot.PAGAT) == Fraction(46, 3)
    assert ledger.net((0, 1)) == {0: -4, 1: Fraction(-4, 3), Pot.PAGAT: Fraction(16, 3)}
