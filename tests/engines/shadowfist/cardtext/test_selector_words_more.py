"""Selector words real cards print, each quoted from the community card dump: "neither A nor B"
(not either: 18.2, 49.2, 49.9), a Foundation card (18.4), a clause before the controller, two
kinds of cards of different types counted together (7.0), cards "placed on" a card (its States,
25.5), the columns of a Site structure (9.1.2), a target's list of designators in a cost (24.1);
a State's "the target of subject's attack" (25.5, 28.1), a duration printed first, "all attackers
(including him)" and "... while attacking and -1 damage otherwise" (10.2); and the engine choosing by
them: a Limited Feng Shui Site is no legal discard for Monkey House, Panzer X hits only what its
subject attacks."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import PASS, as_json, attack, cards, character, fss, intercept, run, scenario

MONKEY_HOUSE = ("Limited. If any opponent controls more Power-generating Sites than you, you may turn Monkey House and "
                "discard a Feng Shui Site that is neither Unique nor Limited :: Gain 1 Power.")
FOUNDATION = {"requires_at_most": 0, "provides_at_least": 1}


def _abilities(text: str, title: str, kind: str) -> list[Any]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    return result.abilities


def test_18_2_orange_sage_returns_a_card_that_is_neither_hand_nor_chi() -> None:
    text = "Turn to return a card that is neither [g] nor [C] from your smoked pile to your hand."
    effect = _abilities(text, "Orange Sage", "character")[0]["effect"]
    assert effect["select"] == {"none_of": [{"faction": "hand"}, {"talent": "chi"}], "controller": "you",
                                "in_smoked_pile": True}


def test_49_2_monkey_house_discards_a_site_neither_unique_nor_limited() -> None:
    effect = _abilities(MONKEY_HOUSE, "Monkey House", "feng_shui_site")[1]["effect"]
    assert effect["discard"] == {"type": "feng_shui_site", "none_of": [{"unique": True}, {"restriction": "limited"}]}


def test_18_4_boot_hill_discards_a_character_that_is_not_a_foundation() -> None:
    text = ("Limited. If any opponent is closer to victory than you, turn and discard a Character that is not a "
            "foundation :: Gain 1 Power.")
    effect = _abilities(text, "Boot Hill", "feng_shui_site")[1]["effect"]
    assert effect["discard"] == {"type": "character", "none_of": [FOUNDATION]}


def test_18_4_a_foundation_character_requires_none_and_provides_one() -> None:
    from refbase.engines.shadowfist.cardtext.selectors import selector
    assert selector("non-Unique foundation Character") == {"type": "character", "unique": False, **FOUNDATION}


def test_8_4_rat_clan_spies_clause_before_the_controller() -> None:
    text = "Stealth while you control a Lodge or Transformed Character that requires resources."
    ability = _abilities(text, "Rat Clan Spies", "character")[0]
    assert ability["condition"]["select"] == {"type": "character", "controller": "you", "requires_at_least": 1,
                                              "any_of": [{"designator": "Lodge"}, {"designator": "Transformed"}]}


def test_7_0_teutonic_knights_counts_sites_and_edges_of_one_faction() -> None:
    """A Site is never an Edge (7.0): "each [m] Site and each [m] Edge" counts every such card once."""
    ability = _abilities("+1 damage for each [m] Site and each [m] Edge you control.", "Teutonic Knights",
                         "character")[0]
    assert ability["per"] == {"controller": "you", "faction": "monarchs", "any_of": [{"type": "site"}, {"type": "edge"}]}


def test_14_0_abominable_lab_two_designators_of_one_type_stay_not_modelled() -> None:
    """A Character may be both <Buro> and <PubOrd>: whether it counts once or twice is not said."""
    text = ("Abominable Lab provides one [H] resource for each <Buro> Character and each <PubOrd> Character you "
            "control.")
    assert not compile_text(text, "Abominable Lab", "site").complete


def test_25_5_gadgeteer_counts_tech_states_placed_on_her() -> None:
    ability = _abilities("Gains +1 Fighting for each [H] card placed on her.", "Gadgeteer", "character")[0]
    assert ability["per"] == {"type": "state", "talent": "tech", "on_itself": True}


def test_9_1_2_morse_code_poet_counts_the_columns_of_its_site_structure() -> None:
    ability = _abilities("+1 Fighting for every column in your Site structure.", "Morse Code Poet", "character")[0]
    assert ability["per"] == {"type": "site", "controller": "you", "state": "front-row"}


@pytest.mark.parametrize("text", [
    # a list of targets after another cost stays one part only when it is the last: here "pay" follows it
    "Turn and target a Hero, Cop or Techie Character and pay 1 Power :: Target gains +1 Fighting.",
    "Turn and target a Character that is neither Unique :: Smoke target.",
])
def test_other_lists_and_half_clauses_stay_not_modelled(text: str) -> None:
    assert not compile_text(text, "Foo", "site").complete


# -- the engine: a Limited Feng Shui Site is no legal discard -------------------------------------

def _monkey_house(discarded: dict[str, Any]) -> dict[str, Any]:
    def site(cid: str, controller: str, column: int, power: int) -> dict[str, Any]:
        return {"id": cid, "title": f"Site {cid}", "type": "feng_shui_site", "controller": controller,
                "column": column, "row": "front", "body": 6, "power": power}
    house = {**site("mh", "A", 1, 1), "title": "Monkey House",
             "abilities": _abilities(MONKEY_HOUSE, "Monkey House", "feng_shui_site")}
    junk = {"id": "junk", "title": "Junk Site", "type": "feng_shui_site", "controller": "A", "zone": "hand",
            "body": 5, "power": 1, **discarded}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [house, site("b1", "B", 1, 1), site("b2", "B", 2, 1), junk],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "mh", "ability": 1, "discard": "junk"},
                        {"do": "pass"}]}


def test_49_2_monkey_house_discards_a_plain_feng_shui_site_for_power() -> None:
    result = as_json(resolve(_monkey_house({})))
    assert result["outcome"] == "resolved", result
    assert result["final"]["players"]["A"]["power"] == 1


def test_49_2_a_limited_feng_shui_site_is_no_legal_discard_for_monkey_house() -> None:
    result = as_json(resolve(_monkey_house({"abilities": ["Limited"]})))
    assert result["outcome"] == "illegal", result
    assert "49.2" in result["illegal"]["rules"]


# -- an attack's target named from a State, "(including him)", "otherwise" ------------------------

PANZER_X = ("Vehicle. Subject Character gains +2 Fighting and Toughness: 1. Turn :: Inflict 2 damage on the target of "
            "subject's attack.")


def test_28_1_panzer_x_damages_the_target_of_its_subjects_attack() -> None:
    effect = _abilities(PANZER_X, "Panzer X", "state")[-1]["effect"]
    assert effect == {"effect": "damage", "amount": 2, "aim": "all", "select": {"subject_attack_target": True},
                      "turn_self": True}


def _panzer(actions: list[dict[str, Any]]) -> dict[str, Any]:
    board = [fss("a1", "A", 1, 6), character("tank", "A", 1, column=1),
             {"id": "px", "title": "Panzer X", "type": "state", "controller": "A", "attached_to": "tank",
              "abilities": _abilities(PANZER_X, "Panzer X", "state")},
             fss("site", "B", 1, 12), fss("other", "B", 2, 12)]
    return run(scenario(board, actions))


USE_PANZER = {"do": "use", "id": "u1", "player": "A", "card": "px", "ability": 2}


def test_28_1_panzer_x_hits_the_site_its_subject_attacks_and_no_other() -> None:
    result = _panzer([attack("A", ["tank"], "site"), USE_PANZER, PASS, PASS, PASS, PASS])
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["site"]["damage"] == 2 + 3 and cards(result)["other"]["damage"] == 0


def test_28_1_panzer_x_outside_an_attack_damages_nothing() -> None:
    result = _panzer([USE_PANZER, PASS, PASS])
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["site"]["damage"] == 0 and cards(result)["other"]["damage"] == 0


def test_28_1_a_characters_subjects_attack_stays_not_modelled() -> None:
    assert not compile_text("Turn :: Inflict 2 damage on the target of subject's attack.", "Foo", "character").complete


def test_28_1_4_lord_shi_all_attackers_including_him_until_the_end_of_the_attack() -> None:
    text = ("Unique. When Lord Shi attacks, until the end of the attack, all attackers (including him) gain +1 "
            "Fighting and Tactics.")
    effect = _abilities(text, "Lord Shi", "character")[1]["effect"]
    assert effect["aim"] == "all" and effect["select"] == {"type": "character", "state": "attacking"}
    assert effect["duration"] == "attack" and effect["abilities"] == ["Tactics"]


@pytest.mark.parametrize("text", [
    "Until the end of the turn, inflict 2 damage on target Character.",  # damage does not last
    "When this card attacks, all other attackers (including him) gain +1 Fighting.",
])
def test_a_duration_first_or_including_itself_elsewhere_stays_not_modelled(text: str) -> None:
    assert not compile_text(text, "Foo", "character").complete


def test_10_2_rampage_inflicts_more_while_attacking_and_less_otherwise() -> None:
    text = "Limited. All Characters you control inflict +1 damage while attacking and -1 damage otherwise."
    more, less = _abilities(text, "Rampage!", "edge")[1:]
    assert more["modifiers"] == [{"kind": "damage_bonus", "value": 1}] and more["condition"] == {"is": "attacking"}
    assert less["modifiers"] == [{"kind": "damage_penalty", "value": 1}]
    assert less["condition"] == {"is": "attacking", "not": True}


# -- "every card it is in combat with" (30.0) --------------------------------------------------------

HARBINGER = ("Unique. Play only if you control a <Secret> card. When this card enters combat, inflict 2 damage on "
             "every card it is in combat with.")


def test_30_0_harbinger_damages_every_card_it_is_in_combat_with() -> None:
    effect = _abilities(HARBINGER, "Harbinger", "character")[-1]["effect"]
    assert effect == {"effect": "damage", "amount": 2, "aim": "all", "select": {"in_combat_with_source": True}}


def _harbinger(actions: list[dict[str, Any]]) -> dict[str, Any]:
    board = [fss("a1", "A", 1, 6),
             character("harb", "A", 1, column=1, title="Harbinger", abilities=_abilities(HARBINGER, "Harbinger",
                                                                                          "character")[-1:]),
             fss("site", "B", 1, 12), character("guard", "B", 5, column=1), character("other", "B", 1, column=1)]
    return run(scenario(board, actions))


def test_30_2_harbinger_unintercepted_damages_the_site_it_attacks() -> None:
    result = _harbinger([attack("A", ["harb"], "site"), PASS, PASS, PASS, PASS])
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["site"]["damage"] == 2 + 1 and cards(result)["other"]["damage"] == 0
    assert "30.2" in {r for s in result["steps"] for r in s.get("rules", [])}


def test_30_2_harbinger_intercepted_damages_its_interceptor_only() -> None:
    result = _harbinger([attack("A", ["harb"], "site"), PASS, intercept("B", harb=["guard"]), PASS, PASS, PASS])
    assert result["outcome"] == "resolved", result.get("illegal")
    final = cards(result)
    assert final["guard"]["damage"] == 2 + 1 and final["site"]["damage"] == 0 and final["other"]["damage"] == 0


@pytest.mark.parametrize(("text", "kind"), [
    ("When subject enters combat, inflict 2 damage on every card it is in combat with.", "state"),  # "it": subject?
    ("When Kan Li enters combat, you may smoke any States on Characters he is in combat with.", "character"),
])
def test_30_0_in_combat_with_on_a_state_or_a_list_of_states_stays_not_modelled(text: str, kind: str) -> None:
    assert not compile_text(text, "Kan Li", kind).complete


# -- "that is not being attacked" (28.1) -----------------------------------------------------------

VITALITY_SHUNT = "Toast a Feng Shui Site you control that is not being attacked :: Smoke target Character."


def test_28_1_vitality_shunt_toasts_a_site_that_is_not_being_attacked() -> None:
    effect = _abilities(VITALITY_SHUNT, "Vitality Shunt", "event")[0]["effect"]
    assert effect["toast"] == {"type": "feng_shui_site", "controller": "you", "none_of": [{"state": "attacked"}]}


def _vitality_shunt(toast: str) -> dict[str, Any]:
    board = [fss("a1", "A", 1, 6), fss("a2", "A", 2, 6), fss("b1", "B", 1, 6), character("foe", "B", 3, column=1),
             {"id": "vs", "title": "Vitality Shunt", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
              "abilities": _abilities(VITALITY_SHUNT, "Vitality Shunt", "event")}]
    use = {"do": "use", "id": "u1", "player": "A", "card": "vs", "ability": 0, "targets": ["foe"], "toast": toast}
    return run(scenario(board, [attack("B", ["foe"], "a1"), use, PASS, PASS], active="B"))


def test_28_1_vitality_shunt_toasts_a_site_the_attack_spares() -> None:
    result = _vitality_shunt("a2")
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["a2"]["zone"] == "toasted" and cards(result)["foe"]["zone"] == "smoked"


def test_28_1_the_site_under_attack_is_no_toast_for_vitality_shunt() -> None:
    result = _vitality_shunt("a1")
    assert result["outcome"] == "illegal" and "28.1" in result["illegal"]["rules"]
