"""Damage (29.x), smoking (20.x), healing (16.x): the modification order and its edges."""

from __future__ import annotations

import pytest

from refbase.engines.shadowfist.loading.scenario import load_scenario
from refbase.engines.shadowfist.mechanics.damage import receiving_side, source_side
from refbase.engines.shadowfist.model.board import Board

from ._support import PASS, attack, cards, character, effect, fss, intercept, run, scenario


def board_with(source_mods: list[dict], recipient_mods: list[dict],
               abilities: list[str] | None = None) -> Board:
    payload = scenario([character("src", "A", 4, modifiers=source_mods),
                        character("dst", "B", 50, modifiers=recipient_mods, abilities=abilities or [])], [])
    return Board(load_scenario(payload))


def mod(kind: str, value: int) -> dict:
    return {"kind": kind, "value": value}


@pytest.mark.parametrize("source_mods,recipient_mods,abilities,expected", [
    ([mod("damage_bonus", 2)], [], [], 6),                                       # step 2
    ([mod("damage_bonus", 2), mod("damage_penalty", 1)], [], [], 5),            # step 3
    ([mod("damage_bonus", 2), mod("damage_multiplier", 2)], [], [], 12),        # bonus before multiplier
    ([mod("damage_multiplier", 2), mod("damage_multiplier", 3)], [], [], 24),   # multipliers cumulative
    ([mod("damage_divisor", 3)], [], [], 1),                                    # divisions round down
    ([], [mod("damage_taken_bonus", 2)], ["Toughness: 3"], 3),                  # step 6 before step 7
    ([], [mod("damage_reduction", 1)], ["Toughness: 1"], 2),                    # subtractions add up
    ([], [mod("reduce_damage_to", 1), mod("damage_taken_bonus", 5)], [], 1),   # "reduce to" last
    ([], [], ["Toughness: 9"], 0),                                              # never negative (29.6)
])
def test_29_7_modification_order(source_mods: list, recipient_mods: list, abilities: list,
                                 expected: int) -> None:
    board = board_with(source_mods, recipient_mods, abilities)
    dealt = source_side(board, board.cards["src"], 4, combat=True)
    assert receiving_side(board, board.cards["dst"], dealt.amount, unstoppable=False).amount == expected


def test_29_5_source_modifiers_do_not_touch_non_combat_damage() -> None:
    board = board_with([mod("damage_bonus", 2), mod("damage_multiplier", 3)], [])
    assert source_side(board, board.cards["src"], 1, combat=False).amount == 1


def test_29_9_unstoppable_skips_subtractions_and_reduce_to() -> None:
    board = board_with([], [mod("reduce_damage_to", 1)], ["Toughness: 3"])
    assert receiving_side(board, board.cards["dst"], 5, unstoppable=True).amount == 5


def test_29_4_each_attacker_is_a_separate_source_against_toughness() -> None:
    payload = scenario([character("a1", "A", 2), character("a2", "A", 2), character("a3", "A", 2),
                        character("rock", "B", 9, abilities=["Toughness: 1"])],
                       [attack("A", ["a1", "a2", "a3"], "rock"),
                        {"do": "divide", "player": "B", "card": "rock",
                         "damage": {"a1": 9, "a2": 0, "a3": 0}}])
    assert cards(run(payload))["rock"]["damage"] == 3


def test_30_3_1_a_division_must_add_up() -> None:
    payload = scenario([character("a1", "A", 2), character("a2", "A", 2), character("rock", "B", 5)],
                       [attack("A", ["a1", "a2"], "rock"),
                        {"do": "divide", "player": "B", "card": "rock", "damage": {"a1": 1, "a2": 1}}])
    assert run(payload)["illegal"]["rules"] == ["30.3.1"]


def test_30_3_combat_damage_is_simultaneous_both_fighters_smoked() -> None:
    payload = scenario([character("a", "A", 3), fss("b1", "B", 1, 5), character("g", "B", 3, column=1)],
                       [attack("A", ["a"], "b1"), intercept("B", a=["g"])])
    c = cards(run(payload))
    assert (c["a"]["zone"], c["g"]["zone"]) == ("smoked", "smoked")


def test_20_1_site_reduced_by_non_combat_damage_is_smoked() -> None:
    payload = scenario([fss("b1", "B", 1, 3)],
                       [effect("fire", "A", "Fire Bomb", "damage", source_type="event", amount=5,
                               targets=["b1"]), PASS])
    r = run(payload)
    assert cards(r)["b1"]["zone"] == "smoked" and r["outcome"] == "resolved"


def test_20_3_smoking_directly_inflicts_no_damage_and_ignores_toughness() -> None:
    payload = scenario([character("tank", "B", 5, abilities=["Toughness: 9"])],
                       [effect("gone", "A", "Neutron Bomb", "smoke", source_type="event",
                               targets=["tank"]), PASS])
    assert cards(run(payload))["tank"]["zone"] == "smoked"


def test_16_0_heal_removes_all_damage_or_up_to_an_amount() -> None:
    payload = scenario([character("hurt", "A", 6, damage=4), character("hurt2", "A", 6, damage=4)],
                       [effect("h1", "A", "Doctor", "heal", source_type="event", targets=["hurt"]),
                        effect("h2", "A", "Bandage", "heal", source_type="event", targets=["hurt2"],
                               amount=1), PASS])
    c = cards(run(payload))
    assert (c["hurt"]["damage"], c["hurt2"]["damage"]) == (0, 3)


def test_10_3_2_turn_to_heal_turns_the_character() -> None:
    payload = scenario([character("hurt", "A", 6, damage=4)],
                       [effect("rest", "A", "hurt", "heal", targets=["hurt"], cost={"turn": "hurt"}), PASS])
    c = cards(run(payload))["hurt"]
    assert (c["damage"], c["turned"]) == (0, True)


def test_24_1_3_3_damage_aimed_at_a_card_that_left_play_is_lost() -> None:
    payload = scenario([character("v", "B", 5)],
                       [effect("hit", "A", "Fire", "damage", source_type="event", amount=2, targets=["v"]),
                        effect("flee", "B", "Disappear", "smoke", source_type="event", targets=["v"]), PASS])
    r = run(payload)
    assert cards(r)["v"]["zone"] == "smoked" and cards(r)["v"]["damage"] == 0
    assert any("24.1.3.3" in s["rules"] for s in r["steps"])


def test_50_9_lethal_non_combat_damage_from_an_effect() -> None:
    payload = scenario([character("big", "B", 9)],
                       [effect("sting", "A", "Poison Dart", "damage", source_type="event", amount=1,
                               targets=["big"], abilities=["Lethal"]), PASS])
    assert cards(run(payload))["big"]["zone"] == "smoked"


def test_29_1_toughness_against_combat_damage_reduces_only_combat_damage() -> None:
    """Sir James Lamb's "Toughness: 2 against combat damage": an attacker's 3 becomes 1 (29.1),
    an Event's 3 non-combat damage is not reduced (29.2)."""
    lamb = ["Toughness: 2 against combat damage"]
    fought = scenario([character("a", "A", 3), character("lamb", "B", 9, abilities=lamb)],
                      [attack("A", ["a"], "lamb")])
    assert cards(run(fought))["lamb"]["damage"] == 1
    bombed = scenario([character("lamb", "B", 9, abilities=lamb)],
                      [effect("fire", "A", "Fire Bomb", "damage", source_type="event", amount=3,
                              targets=["lamb"]), PASS])
    assert cards(run(bombed))["lamb"]["damage"] == 3


def test_29_2_toughness_against_non_combat_damage_spares_combat_damage() -> None:
    """Darkness Golem's "Toughness: 4 against non-combat damage": an Event's 5 becomes 1 (29.2),
    an attacker's 3 combat damage is not reduced (29.1)."""
    golem = ["Toughness: 4 against non-combat damage"]
    bombed = scenario([character("golem", "B", 9, abilities=golem)],
                      [effect("fire", "A", "Fire Bomb", "damage", source_type="event", amount=5,
                              targets=["golem"]), PASS])
    r = run(bombed)
    assert cards(r)["golem"]["damage"] == 1
    assert any("29.2" in s["rules"] and "50.17" in s["rules"] for s in r["steps"])
    fought = scenario([character("a", "A", 3), character("golem", "B", 9, abilities=golem)],
                      [attack("A", ["a"], "golem")])
    assert cards(run(fought))["golem"]["damage"] == 3


def test_50_17_toughness_of_either_kind_adds_to_plain_toughness() -> None:
    board = board_with([], [], ["Toughness: 1", "Toughness: 2 against combat damage"])
    assert receiving_side(board, board.cards["dst"], 5, unstoppable=False, combat=True).amount == 2
    assert receiving_side(board, board.cards["dst"], 5, unstoppable=False).amount == 4


def test_29_9_its_damage_cannot_be_reduced_ignores_the_recipients_toughness() -> None:
    """BK97 Attack Chopper gives its subject "Damage subject inflicts cannot be reduced" (29.9)."""
    board = board_with([], [mod("reduce_damage_to", 0)], ["Toughness: 3"])
    plain = receiving_side(board, board.cards["dst"], 4, unstoppable=False, source=board.cards["src"])
    assert plain.amount == 0
    payload = scenario([character("src", "A", 4, abilities=["Its damage cannot be reduced"]),
                        character("dst", "B", 50, abilities=["Toughness: 3"])], [])
    board = Board(load_scenario(payload))
    landed = receiving_side(board, board.cards["dst"], 4, unstoppable=False, source=board.cards["src"])
    assert landed.amount == 4 and "29.9" in [r.number for r in landed.rules]


def test_29_9_damage_inflicted_on_it_cannot_be_reduced() -> None:
    """Drugged!'s subject: "Damage inflicted on subject cannot be reduced" overrides its Toughness."""
    payload = scenario([character("a", "A", 3),
                        character("doped", "B", 9, abilities=["Toughness: 2",
                                                              "Damage inflicted on it cannot be reduced"])],
                       [attack("A", ["a"], "doped")])
    r = run(payload)
    assert cards(r)["doped"]["damage"] == 3
    assert any("29.9" in s["rules"] and "6.0" in s["rules"] for s in r["steps"])
