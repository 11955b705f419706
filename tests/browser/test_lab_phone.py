"""The rules lab on a phone: every option row fits the screen, its longest choice too."""

from __future__ import annotations

import pytest

from .conftest import Visit

pytestmark = pytest.mark.browser


def test_the_lab_s_choices_fit_a_phone(phone: Visit) -> None:
    phone.goto("lab/?variant=grosstarock")
    page = phone.page
    page.wait_for_selector(".lab-option select", state="attached", timeout=60_000)
    page.evaluate("document.querySelectorAll('details.lab-group').forEach(d => d.open = true)")
    page.wait_for_timeout(300)
    assert page.locator(".lab-option select").count() >= 10
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    wide = page.evaluate(
        "[...document.querySelectorAll('.lab-option select')]"
        ".filter(e => e.getBoundingClientRect().right > 390).map(e => e.name)"
    )
    assert wide == []
