"""Control checks (E.3) and committing cards to pass them (E.3.5.2)."""

from __future__ import annotations

from ufs_builders import attack, block, guard, numbers, passes, player_a, player_b, run, scenario


def attack_check(deck, commit=None, card_pool=0, staging=None, **a):
    """A scenario that only plays the attack (difficulty 3 + card pool)."""
    a_player = player_a(deck=deck, card_pool=card_pool, **a)
    if staging is not None:
        a_player["staging"] = staging
    return run(scenario([], a=a_player, commit=commit))


def test_E_3_1_starting_value_is_top_card_of_deck_and_it_is_discarded():
    result = attack_check([4, 1])
    assert "control value 4 is the starting value" in result["steps"][2]["text"]
    assert result["final"]["players"]["A"]["deck"] == [1]
    assert result["final"]["players"]["A"]["discard"] == 1


def test_E_3_5_1_final_value_equal_to_difficulty_passes():
    result = attack_check([3])
    assert result["final"]["cards"]["atk"]["zone"] == "card_pool"
    assert "E.3.5.1" in numbers(result["steps"][3]["rules"])


def test_E_3_5_2_2_declining_to_commit_fails_the_check():
    result = attack_check([2], commit=[])
    assert result["final"]["cards"]["atk"]["zone"] == "discard"
    assert "E.3.5.2.2" in numbers(result["steps"][3]["rules"])


def test_E_3_5_2_3_1_commit_exactly_the_difference():
    result = attack_check([1], commit=["fa1", "fa2"],
                          staging=[{"id": "fa1", "type": "foundation"}, {"id": "fa2", "type": "foundation"}])
    cards = result["final"]["cards"]
    assert result["outcome"] == "pending"  # the attack is played; the Enhance Step waits for A
    assert cards["atk"]["zone"] == "card_pool"
    assert cards["fa1"]["ready"] is False and cards["fa2"]["ready"] is False


def test_E_3_5_2_3_2_starting_character_can_be_committed():
    result = attack_check([2], commit=["A.character"])
    assert result["final"]["cards"]["A.character"]["ready"] is False
    assert result["final"]["cards"]["atk"]["zone"] == "card_pool"


def test_E_3_5_2_3_2_only_until_enough_cards_are_committed():
    result = attack_check([2], commit=["fa1", "A.character"])
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == -1
    assert numbers(result["illegal"]["rules"]) == ["E.3.5.2.3.2"]


def test_E_3_5_2_3_2_too_few_committed_is_illegal():
    result = attack_check([1], commit=["fa1"])
    assert result["outcome"] == "illegal"
    assert "E.3.5.2.3.1" in numbers(result["illegal"]["rules"])


def test_E_3_5_2_3_2_assets_cannot_be_committed_for_checks():
    result = attack_check([2], commit=["as1"], staging=[{"id": "as1", "type": "asset"},
                                                         {"id": "fa1", "type": "foundation"}])
    assert result["outcome"] == "illegal"
    assert "not a character or foundation" in result["illegal"]["reason"]


def test_C_1_4_committed_cards_cannot_be_committed_again():
    result = attack_check([2], commit=["fa1"], staging=[{"id": "fa1", "type": "foundation", "ready": False}])
    assert result["outcome"] == "illegal"
    assert numbers(result["illegal"]["rules"]) == ["C.1.4"]


def test_D_2_2_3_5_attached_cards_cannot_be_committed_to_pass_checks():
    staging = [{"id": "fa1", "type": "foundation"},
               {"id": "kai2", "type": "character", "name": "Kai", "attached_to": "A.character"}]
    result = attack_check([2], commit=["kai2"], staging=staging)
    assert numbers(result["illegal"]["rules"]) == ["D.2.2.3.5"]


def test_E_3_5_2_1_cannot_choose_to_commit_unless_able_to_complete():
    result = attack_check([1], commit=["fa1", "A.character"], card_pool=1)
    assert result["outcome"] == "illegal"
    assert numbers(result["illegal"]["rules"]) == ["E.3.5.2.1"]


def test_E_3_5_2_1_unable_player_fails_without_a_decision():
    result = attack_check([1], card_pool=1)
    assert result["outcome"] == "resolved"
    assert result["final"]["cards"]["atk"]["zone"] == "discard"
    assert "E.3.5.2.1" in numbers(result["steps"][3]["rules"])


def test_E_3_5_2_missing_commit_decision_is_pending_with_the_committable_cards():
    result = attack_check([2])
    assert result["outcome"] == "pending"
    assert result["pending"]["player"] == "A"
    assert result["pending"]["options"] == ["A.character", "fa1"]


def test_E_3_5_1_committing_when_the_check_already_passes_is_illegal():
    result = attack_check([6], commit=["fa1"])
    assert result["outcome"] == "illegal"
    assert "E.3.5.1" in numbers(result["illegal"]["rules"])


def test_E_3_5_2_3_2_cards_of_the_opponent_cannot_be_committed():
    result = run(scenario([*passes(), block("guard", ["fa1"])], b=player_b(hand=[guard()], deck=[4])))
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == 2
    assert "not in B's staging area" in result["illegal"]["reason"]


def test_E_3_1_checks_use_each_players_own_deck():
    result = run(scenario([*passes(), block("guard", [])], a=player_a(deck=[6, 1]),
                          b=player_b(hand=[guard()], deck=[5, 2]), card=attack(speed=3)))
    players = result["final"]["players"]
    assert players["A"]["deck"] == [1] and players["B"]["deck"] == [2]
