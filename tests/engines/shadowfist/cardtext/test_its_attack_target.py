""""The target of its attack" (28.1): a damage modifier against or from the card a Character
is attacking, not its interceptors; read from real cards' printed text copied from the dump."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import PASS, attack, cards, character, fss, intercept, run, scenario
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

DALLAS = ("Ambush against <PubOrd> or <Buro> Characters. Dallas Rocket inflicts +3 damage on the target of her "
          "attack.")
BLOOD_REAVER = "Takes no damage from the target of its attack."


def test_rule_28_1_the_target_of_her_attack_is_a_selector_of_the_card_itself() -> None:
    dallas = compiled_objects("Dallas Rocket", "Character", DALLAS)[1]
    assert dallas["against"] == {"its_attack_target": True}
    assert dallas["modifiers"] == [{"kind": "damage_bonus", "value": 3}]
    reaver = compiled_objects("Blood Reaver", "Character", BLOOD_REAVER)[0]
    assert reaver["from"] == {"its_attack_target": True}


def test_rule_28_1_a_states_its_attack_is_its_subjects_and_stays_unread() -> None:
    compiled = compile_text("Subject inflicts +3 damage on the target of its attack.", "Some Gun", "State")
    assert not compiled.complete


def _dallas(actions: list[dict[str, Any]]) -> dict[str, Any]:
    board = [character("dallas", "A", 3, title="Dallas Rocket",
                       abilities=compiled_objects("Dallas Rocket", "Character", DALLAS)),
             fss("site", "B", 1, 12), character("guard", "B", 9, column=1)]
    return run(scenario(board, actions))


def test_rule_28_1_dallas_rocket_inflicts_3_more_on_the_target_of_her_attack() -> None:
    result = _dallas([attack("A", ["dallas"], "site"), PASS, PASS])
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["site"]["damage"] == 6


def test_rule_28_1_dallas_rocket_inflicts_no_more_on_her_interceptor() -> None:
    result = _dallas([attack("A", ["dallas"], "site"), PASS, intercept("B", dallas=["guard"])])
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["guard"]["damage"] == 3 and cards(result)["site"]["damage"] == 0


def test_rule_28_1_blood_reaver_takes_no_damage_from_the_character_it_attacks_only() -> None:
    reaver = character("reaver", "A", 5, title="Blood Reaver",
                       abilities=compiled_objects("Blood Reaver", "Character", BLOOD_REAVER))
    board = [reaver, fss("site", "B", 1, 12), character("foe", "B", 4, column=1), character("guard", "B", 3, column=1)]
    hit = run(scenario(board, [attack("A", ["reaver"], "foe"), PASS, PASS]))
    assert hit["outcome"] == "resolved", hit.get("illegal")
    assert cards(hit)["reaver"]["damage"] == 0 and cards(hit)["foe"]["zone"] != "in_play"
    stopped = run(scenario(board, [attack("A", ["reaver"], "foe"), PASS, intercept("B", reaver=["guard"])]))
    assert cards(stopped)["reaver"]["damage"] == 3


def test_rule_29_7_only_the_last_item_of_a_list_is_against_a_kind_of_card() -> None:
    """Eisenriese: "+3 damage to Sites" qualifies only its own item; Proximi-chi Scanner's
    "an additional +2 combat damage against Unique cards" adds to the +1 against any card."""
    eisen = compiled_objects("Eisenriese", "State", "Vehicle. Subject Character gains +1 Fighting, Toughness: 1, and "
                                                    "+3 damage to Sites.")
    assert eisen[0]["modifiers"] == [{"kind": "fighting", "value": 1}] and "against" not in eisen[0]
    assert eisen[0]["grants"] == ["Toughness: 1"]
    assert eisen[1]["modifiers"] == [{"kind": "damage_bonus", "value": 3}] and eisen[1]["against"] == {"type": "site"}
    scanner = compiled_objects("Proximi-chi Scanner", "State", "Play on a Character. Subject gains +1 combat damage, "
                                                               "and an additional +2 combat damage against Unique cards.")
    assert scanner[1]["modifiers"] == [{"kind": "damage_bonus", "value": 1}] and "against" not in scanner[1]
    assert scanner[2]["against"] == {"unique": True}
