"""One effect of several parts (rule 24.6: "each part must be completed fully before the next
part is applied, and the parts are applied in the order listed on the card"): "<effect> and
<effect>" read as a template whose `then` lists the later parts, on real cards' printed text
copied from the community card dump, and the engine resolving them in order."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Fist of Shadow": ("Character", "Sacrifice Fist of Shadow and target an Edge :: smoke that Edge and gain 1 Power."),
    "Covert Strike Squad": ("Character", "Tactics. When this card enters play, target a Character :: Turn target and "
                                         "inflict 2 Unstoppable non-combat damage on it."),
    "Cavalry Regiment": ("Character", "When you play this card from your hand, you may choose a Character :: Unturn "
                                      "that Character, and it gains Independent until the end of the turn."),
}


def ability(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    (made,) = [a for a in compiled.abilities if isinstance(a, dict)]
    return made


def test_24_6_fist_of_shadow_smokes_that_edge_then_gains_power() -> None:
    assert ability("Fist of Shadow")["effect"] == {
        "effect": "smoke", "aim": "chosen", "select": {"type": "edge"}, "sacrifice_self": True,
        "then": [{"effect": "gain_power", "amount": 1, "aim": "none"}]}


def test_24_6_covert_strike_squad_turns_its_target_then_damages_it() -> None:
    made = ability("Covert Strike Squad")
    assert made["kind"] == "triggered" and made["trigger"] == {"on": "enters_play"}
    assert made["effect"] == {"effect": "turn", "aim": "chosen", "select": {"type": "character"},
                              "then": [{"effect": "damage", "amount": 2, "aim": "chosen",
                                        "abilities": ["Unstoppable"]}]}


def test_24_6_cavalry_regiment_unturns_that_character_then_it_gains_independent() -> None:
    made = ability("Cavalry Regiment")
    assert made["kind"] == "triggered" and made["trigger"] == {"on": "played"} and made["optional"] is True
    assert made["effect"] == {"effect": "unturn", "aim": "chosen", "choose": True, "select": {"type": "character"},
                              "then": [{"effect": "grant", "aim": "chosen", "abilities": ["Independent"],
                                        "duration": "turn"}]}


def test_24_6_and_it_gains_names_no_new_card_so_a_target_gains_stays_unread() -> None:
    compiled = compile_text("Target a Character :: Unturn target and target gains Independent until the end of the "
                            "turn.", "Made-up Event", "Event")
    assert not compiled.complete


@pytest.mark.parametrize(("kind", "text", "reason"), [
    # shaped after Entropy Sphere and Mobius Portal: a later part choosing cards of its own is a second choice
    ("Event", "Smoke target Character and inflict 2 damage on target Site.", "several targets"),
    ("Event", "Target a Character or Site :: Inflict 1 Unstoppable non-combat damage on target and heal 1 damage from a "
     "card you control.", "several targets"),
    # Vivisector: a part the language cannot say keeps the whole sentence unread
    ("Character", "Turn Vivisector to sacrifice a character and gain Power equal to its play cost.", ""),
    # Blossoming Chi: canceling stays unwritable, as a part too
    ("Event", "Target a card in play :: Turn target and cancel it until the end of the turn.", "canceling"),
])
def test_24_6_a_sentence_with_an_unread_part_is_not_modelled(kind: str, text: str, reason: str) -> None:
    compiled = compile_text(text, "Vivisector", kind)
    assert not [a for a in compiled.abilities if isinstance(a, dict)]
    assert reason in compiled.not_modelled[0].reason


def test_24_6_fist_of_shadow_smokes_the_edge_and_gains_power_in_play() -> None:
    kind, text = CARDS["Fist of Shadow"]
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                "cards": [{"id": "fist", "title": "Fist of Shadow", "type": "character", "controller": "A",
                           "fighting": 2, "column": 1, "abilities": compile_text(text, "Fist of Shadow", kind).abilities},
                          {"id": "edge", "title": "Edge", "type": "edge", "controller": "B"}],
                "actions": [{"do": "use", "id": "u", "player": "A", "card": "fist", "ability": 0, "targets": ["edge"]},
                            {"do": "pass"}]}
    answer = as_json(resolve(scenario))
    cards = answer["final"]["cards"]
    assert answer["outcome"] == "resolved" and cards["edge"]["zone"] == "smoked" and cards["fist"]["zone"] == "smoked"
    assert answer["final"]["players"]["A"]["power"] == 1
    assert "24.6" in {r for s in answer["steps"] for r in s["rules"]}
