""""While there are no counters on this card, it gains ...": a condition on the counters a card's
text put on it (rule 10.5: only text that says "counter" makes counters; damage counters are
damage, rule 29.0), of the card the ability is on (rule 10.2), on real cards' text copied from
the community card dump."""

from __future__ import annotations

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, scenario

INITIATE = ("Uncopyable. This card enters play with two counters on it. At the start of your turn, remove a counter. "
            "While there are no counters on this card, it gains +1 Fighting and Superleap.")


def test_10_5_confucian_initiate_gains_fighting_and_superleap_while_it_has_no_counters() -> None:
    result = compile_text(INITIATE, "Confucian Initiate", "Character")
    assert result.complete
    assert result.abilities[-1] == {
        "kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}], "grants": ["Superleap"],
        "condition": {"is": "has_counters", "of": "source", "not": True},
        "text": "While there are no counters on this card, it gains +1 Fighting and Superleap."}


def test_10_2_a_pronoun_after_a_condition_on_another_card_stays_unread() -> None:
    """"While you control a Cop, it gains ..." may name the Cop: not read as the card itself."""
    assert not compile_text("While you control a Cop, it gains +1 Fighting.", "Hero", "Character").complete


@pytest.mark.parametrize(("counters", "fighting"), [(0, 2), (1, 1)])
def test_10_5_the_bonus_holds_only_without_counters(counters: int, fighting: int) -> None:
    card = {"id": "ci", "title": "Confucian Initiate", "type": "character", "controller": "A", "fighting": 1,
            "column": 1, "counters": counters,
            "abilities": compile_text(INITIATE, "Confucian Initiate", "Character").abilities}
    assert as_json(resolve(scenario([*home_sites(), card], [])))["final"]["cards"]["ci"]["fighting"] == fighting


@pytest.mark.parametrize(("counters", "fighting"), [(1, 1), (2, 4)])
def test_10_5_a_counters_condition_counts_up_to_n(counters: int, fighting: int) -> None:
    """`has_counters` with `n` holds with at least n counters on the card (10.5)."""
    card = {"id": "c", "title": "C", "type": "character", "controller": "A", "fighting": 1, "column": 1,
            "counters": counters,
            "abilities": [{"kind": "continuous", "text": "+3 Fighting while there are two counters on this card.",
                           "modifiers": [{"kind": "fighting", "value": 3}],
                           "condition": {"is": "has_counters", "n": 2}}]}
    assert as_json(resolve(scenario([*home_sites(), card], [])))["final"]["cards"]["c"]["fighting"] == fighting
