"""Keywords (I): parsing ratings and character prefixes, and each keyword ability's effect."""

from __future__ import annotations

import pytest
from ufs_builders import (
    attack,
    block,
    guard,
    no_block,
    numbers,
    passes,
    player_a,
    player_b,
    run,
    scenario,
    step_texts,
)

from refbase.engines.ufs.keywords import parse_keyword
from refbase.engines.ufs.model import Keyword


def enhance(player, **fields):
    return {"do": "enhance", "player": player, **fields}


REVERSAL_CARD = {"id": "rev", "name": "Counter", "type": "attack", "difficulty": 2, "zone": "mid", "speed": 2,
                 "damage": 2, "keywords": ["Reversal"]}


# --- parsing (I.2.3, I.2.4, I.3.2) ------------------------------------------------------------

@pytest.mark.parametrize("text, parsed", [
    ("Stun: 1", Keyword("Stun: 1", "Stun", 1)),
    ("Breaker:2", Keyword("Breaker:2", "Breaker", 2)),
    ("ex: 3", Keyword("ex: 3", "EX", 3)),
    ("Throw", Keyword("Throw", "Throw")),
    ("Ranged", Keyword("Ranged", "Ranged")),
    ("Kai Stun: 2", Keyword("Kai Stun: 2", "Stun", 2, "Kai")),
    ("Mega Man Only", Keyword("Mega Man Only", "Only", None, "Mega Man", only=True)),
])
def test_I_2_3_keywords_parse_with_their_rating(text, parsed):
    assert parse_keyword(text) == parsed


@pytest.mark.parametrize("text", ["Stun", "Stun: x", "Throw: 1", "Stunn: 1", "", "Kai Only: 2"])
def test_I_2_malformed_keywords_are_rejected(text):
    with pytest.raises(ValueError):
        parse_keyword(text)


def test_I_2_4_a_character_prefixed_keyword_exists_only_for_that_character():
    result = run(scenario([enhance("A", keyword="Stun")], card=attack(keywords=("Mira Stun: 1",))))
    assert result["outcome"] == "illegal"
    assert "I.2.4" in numbers(result["illegal"]["rules"])


def test_I_1_keyword_traits_have_no_effect():
    result = run(scenario([*passes(), no_block()], card=attack(keywords=("Punch", "Weapon", "Tech"))))
    assert result["final"]["attack"]["damage"] == 4


def test_I_3_2_1_character_only_cards_cannot_be_played_by_others():
    result = run(scenario([], card=attack(keywords=("Mira Only",))))
    assert result["illegal"]["action"] == -1
    assert "I.3.2.1" in numbers(result["illegal"]["rules"])
    assert run(scenario([], card=attack(keywords=("Kai Only",))))["outcome"] == "pending"


def test_I_3_2_1_character_only_block_cards_are_not_legal_blocks():
    result = run(scenario([*passes(), block("guard", [])], b=player_b(hand=[guard(keywords=["Kai Only"])])))
    assert "I.3.2.1" in numbers(result["illegal"]["rules"])


# --- Stun (I.3.12) -------------------------------------------------------------------------------

def test_I_3_12_1_stun_commits_the_opponents_foundations():
    result = run(scenario([enhance("A", keyword="Stun", choose=["fb2"])], card=attack(keywords=("Stun: 1",))))
    cards = result["final"]["cards"]
    assert cards["fb2"]["ready"] is False and cards["fb1"]["ready"] is True


def test_I_3_12_1_stun_commits_foundations_only_not_the_character():
    b = player_b(staging=[{"id": "fb1", "type": "foundation"}, {"id": "as1", "type": "asset"}])
    result = run(scenario([enhance("A", keyword="Stun")], b=b, card=attack(keywords=("Stun: 3",))))
    cards = result["final"]["cards"]
    assert cards["fb1"]["ready"] is False
    assert cards["as1"]["ready"] is True and cards["B.character"]["ready"] is True
    assert "J.1.1" in numbers(result["steps"][-1]["rules"])


def test_I_3_12_1_stun_choice_is_the_defenders():
    b = player_b(staging=[{"id": "fb1", "type": "foundation", "name": "Dojo"},
                          {"id": "fb2", "type": "foundation", "name": "Temple"}])
    result = run(scenario([enhance("A", keyword="Stun")], b=b, card=attack(keywords=("Stun: 1",))))
    assert result["outcome"] == "pending"
    assert result["pending"]["player"] == "B" and result["pending"]["options"] == ["fb1", "fb2"]


def test_K_2_3_identical_foundations_are_no_decision_the_engine_picks_one():
    result = run(scenario([enhance("A", keyword="Stun"), *passes("B"), no_block()], card=attack(keywords=("Stun: 1",))))
    assert result["outcome"] == "resolved"
    cards = result["final"]["cards"]
    assert [cards["fb1"]["ready"], cards["fb2"]["ready"]] == [False, True]
    said = next(s for s in result["steps"] if "identical" in s["text"])
    assert "K.2.3" in numbers(said["rules"])


def test_I_3_12_1_stun_cannot_choose_a_committed_foundation():
    b = player_b(staging=[{"id": "fb1", "type": "foundation", "ready": False},
                          {"id": "fb2", "type": "foundation"}, {"id": "fb3", "type": "foundation"}])
    result = run(scenario([enhance("A", keyword="Stun", choose=["fb1"])], b=b, card=attack(keywords=("Stun: 1",))))
    assert "I.3.12.1" in numbers(result["illegal"]["rules"])
    assert "fb1 is not among them" in result["illegal"]["reason"]


# --- EX, Powerful, Multiple (I.3.6, I.3.9, I.3.8) --------------------------------------------------

def test_I_3_6_1_ex_needs_one_or_more_momentum():
    result = run(scenario([enhance("A", keyword="EX")], a=player_a(momentum=2), card=attack(keywords=("EX: 1",))))
    assert numbers(result["illegal"]["rules"]) == ["I.3.6.1"]


def test_I_3_6_1_ex_adds_rating_times_momentum_speed():
    actions = [enhance("A", keyword="EX", pay={"momentum": 2}), *passes("B"), no_block()]
    result = run(scenario(actions, a=player_a(momentum=3), card=attack(speed=2, keywords=("EX: 2",))))
    assert result["final"]["attacks"][0]["speed"] == 6
    assert result["final"]["players"]["A"]["momentum"] == 1


def test_I_3_9_1_powerful_adds_rating_times_momentum_damage():
    actions = [enhance("A", keyword="Powerful", pay={"momentum": 1}), *passes("B"), no_block()]
    result = run(scenario(actions, a=player_a(momentum=1), card=attack(damage=4, keywords=("Powerful: 3",))))
    assert result["final"]["attack"]["damage"] == 7


@pytest.mark.parametrize("momentum", [0, 3])
def test_I_3_8_1_multiple_costs_one_to_rating_momentum(momentum):
    result = run(scenario([enhance("A", keyword="Multiple", pay={"momentum": momentum})],
                          a=player_a(momentum=3), card=attack(keywords=("Multiple: 2",))))
    assert numbers(result["illegal"]["rules"]) == ["I.3.8.1"]


def test_I_3_8_2_multiple_copies_have_printed_values_and_no_keywords():
    actions = [enhance("A", keyword="Multiple", pay={"momentum": 1}), enhance("B", card="fb1", modify={"speed": 2}),
               *passes(), no_block(), enhance("A", keyword="Multiple", pay={"momentum": 1})]
    result = run(scenario(actions, a=player_a(momentum=2), card=attack(keywords=("Multiple: 1",))))
    assert result["illegal"]["action"] == 5
    assert "I.3.8.2" in numbers(result["illegal"]["rules"])
    copy = result["final"]["attacks"][1]
    assert (copy["card"], copy["kind"], copy["speed"]) == ("atk#copy1", "multiple_copy", 3)


# --- Throw, Flash, Safe, Reversal, Breaker ---------------------------------------------------------

def test_I_3_14_1_throw_deals_half_damage_when_completely_blocked():
    result = run(scenario([*passes(), block("guard", [])], b=player_b(hand=[guard("mid", 1)], deck=[6]),
                          card=attack(damage=7, keywords=("Throw",))))
    assert result["final"]["attack"] == {"block": "completely", "damage": 4, "card": "atk", "played": True,
                                         "sequence": "resolved"}
    assert "I.3.14.1" in numbers(result["steps"][-2]["rules"])


def test_I_3_14_1_throw_changes_nothing_when_partially_blocked():
    result = run(scenario([*passes(), block("guard", [])], b=player_b(hand=[guard("mid", 1)], deck=[6]),
                          card=attack(zone="high", damage=7, keywords=("Throw",))))
    assert result["final"]["attack"]["damage"] == 4


def test_I_3_7_1_flash_skips_the_enhance_step():
    result = run(scenario([no_block()], card=attack(keywords=("Flash",))))
    assert result["outcome"] == "resolved"
    assert not any(s["phase"] == "enhance" and "priority" in s["text"] for s in result["steps"])
    flash_pass = run(scenario([{"do": "pass", "player": "A"}], card=attack(keywords=("Flash",))))
    assert numbers(flash_pass["illegal"]["rules"]) == ["I.3.7.1"]


def test_I_3_10_1_reversal_after_a_blocked_attack_resolves():
    b = player_b(hand=[guard(), REVERSAL_CARD], deck=[6, 6])
    actions = [*passes(), block("guard", []), {"do": "respond", "player": "B", "card": "rev", "keyword": "Reversal"},
               *passes("B"), no_block("A")]
    result = run(scenario(actions, b=b))
    assert [a["kind"] for a in result["final"]["attacks"]] == ["attack", "reversal"]
    assert result["final"]["players"]["A"]["vitality"] == 18


def test_I_3_10_2_1_only_one_reversal_attempt_per_attack():
    second = dict(REVERSAL_CARD, id="rev2")
    b = player_b(hand=[guard(), dict(REVERSAL_CARD, difficulty=9), second], deck=[6, 1, 6])
    respond = {"do": "respond", "player": "B", "keyword": "Reversal", "commit": []}
    actions = [*passes(), block("guard", []), {**respond, "card": "rev"}, {**respond, "card": "rev2"}]
    result = run(scenario(actions, b=b))
    assert result["final"]["cards"]["rev"]["zone"] == "discard"
    assert result["illegal"]["action"] == 4
    assert numbers(result["illegal"]["rules"]) == ["I.3.10.2.1"]


def test_I_3_11_1_safe_attacks_cannot_be_reversed():
    b = player_b(hand=[guard(), REVERSAL_CARD], deck=[6, 6])
    actions = [*passes(), block("guard", []), {"do": "respond", "player": "B", "card": "rev", "keyword": "Reversal"}]
    result = run(scenario(actions, b=b, card=attack(keywords=("Safe",))))
    assert numbers(result["illegal"]["rules"]) == ["I.3.11.1"]


def test_I_3_1_1_breaker_adds_to_the_opponents_next_card():
    b = player_b(hand=[guard(keywords=["Breaker: 1"])], deck=[6])
    actions = [*passes(), block("guard", []), {"do": "respond", "player": "B", "card": "guard", "keyword": "Breaker"}]
    result = run(scenario(actions, b=b))
    assert result["final"]["players"]["A"]["next_card_difficulty"] == 1


def test_I_3_1_1_breaker_needs_the_card_that_blocked():
    b = player_b(hand=[guard(keywords=["Breaker: 1"])], deck=[1])
    actions = [*passes(), block("guard", []), {"do": "respond", "player": "B", "card": "guard", "keyword": "Breaker"}]
    result = run(scenario(actions, b=b))
    assert "I.3.1.1" in numbers(result["illegal"]["rules"])


def test_I_3_1_1_breaker_raises_the_difficulty_of_the_next_attack():
    result = run(scenario([], a=player_a(next_card_difficulty=2, deck=[4]), commit=[]))
    assert any("difficulty 3 + 2 (Breaker) + 0 for the card pool = 5" in t for t in step_texts(result))
    assert result["final"]["cards"]["atk"]["zone"] == "discard"


def test_I_3_1_1_note_breaker_does_not_reach_a_blocks_check():
    b = player_b(hand=[guard("mid", 1)], deck=[4], next_card_difficulty=3)
    result = run(scenario([*passes(), block("guard", [])], b=b))
    assert result["final"]["attack"]["block"] == "completely"
    assert result["final"]["players"]["B"]["next_card_difficulty"] == 0


def test_I_3_4_1_deadlock_sets_difficulty_when_opponent_has_more_than_10_foundations():
    many = [{"id": f"fb{i}", "type": "foundation"} for i in range(11)]
    result = run(scenario([], a=player_a(deck=[1]), b=player_b(staging=many),
                          card=attack(difficulty=6, keywords=("Deadlock: 1",))))
    assert any("Deadlock: 1" in t and "= 1" in t for t in step_texts(result))


def test_I_3_5_1_desperation_below_half_vitality():
    desperate = attack(difficulty=6, keywords=("Desperation: 2",))
    result = run(scenario([], a=player_a(vitality=9, deck=[2]), card=desperate))
    assert result["final"]["cards"]["atk"]["zone"] == "card_pool"
    exactly_half = run(scenario([], a=player_a(vitality=10, deck=[2]), commit=[],
                                card=attack(difficulty=6, keywords=("Desperation: 2",))))
    assert exactly_half["final"]["cards"]["atk"]["zone"] == "discard"


@pytest.mark.parametrize("text", ["Stun: -1", "Breaker: x"])
def test_I_2_3_a_rating_that_is_no_printed_number_is_named_as_such(text):
    with pytest.raises(ValueError, match=r"a rating is a printed number, 0 or more"):
        parse_keyword(text)
