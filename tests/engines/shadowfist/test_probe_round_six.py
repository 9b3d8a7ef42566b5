"""Rules found by the sixth round of scenarios written from the rulebook alone, each named by
its rule: what a scenario may not express is refused with its reason, not silently ignored."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options

from ._support import PASS, cards, character, effect, fss, move, player, run, scenario


def _errors(payload: dict[str, Any]) -> dict[str, list[str]]:
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(payload)
    return caught.value.errors


def _board() -> list[dict[str, Any]]:
    return [fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), character("ac", "A", 2, 1),
            character("bc", "B", 2, 1)]


def test_14_1_a_designator_is_one_word() -> None:
    """14.1: a designator word is separated from other words by a space; "Sapphire Guards"
    would silently match nothing, so it is refused with the reason."""
    card = character("w", "A", 1, 1, abilities=[{"kind": "continuous", "text": "Guards get +1 Fighting",
                                                  "affects": {"designator": "Sapphire Guards"},
                                                  "modifiers": [{"kind": "fighting", "value": 1}]}])
    errors = _errors(scenario(_board() + [card], []))
    assert any("one word" in m for key, msgs in errors.items() if key.endswith("designator") for m in msgs)


def test_24_0_a_field_the_effect_kind_never_reads_is_refused() -> None:
    """A `duration` on damage would change nothing: a 422 naming the field and what the kind reads."""
    errors = _errors(scenario(_board(), [effect("e", "A", "Blast", "damage", source_type="event",
                                                targets=["bc"], amount=1, duration="turn")]))
    assert "actions[0].duration" in errors
    assert "does not read `duration`" in errors["actions[0].duration"][0]
    assert "targets, amount" in errors["actions[0].duration"][0]


def test_32_0_note_a_second_blank_never_shortens_the_first() -> None:
    """32.0 Note: a blank lasts until the card leaves play unless its effect says otherwise;
    a blank "until the end of the turn" on a card already blanked for good changes nothing."""
    champ = character("champ", "B", 1, 1, abilities=["Toughness: 2"])
    result = run(scenario([fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), champ], [
        effect("p", "A", "Pinch", "blank", source_type="event", targets=["champ"]), PASS,
        effect("q", "A", "Pinch", "blank", source_type="event", targets=["champ"], duration="turn"), PASS,
        {"do": "end_turn", "player": "A"}]))
    assert result["outcome"] == "resolved"
    assert not any("blanking lasted" in s["text"] for s in result["steps"])


def test_33_0_canceling_a_card_out_of_play_is_refused() -> None:
    """33.0 cancels a card in play or an unresolved effect; a smoked card is neither."""
    gone = {"id": "gone", "title": "Gone", "type": "character", "controller": "B", "zone": "smoked",
            "fighting": 1}
    result = run(scenario(_board() + [gone], [
        effect("c", "A", "Nerve", "cancel", source_type="event", targets=["gone"])]))
    assert result["outcome"] == "illegal"
    assert "not in play" in result["illegal"]["reason"]


def test_47_0_a_token_named_before_its_effect_resolves_is_no_card_yet() -> None:
    """47.0: tokens are created by effects; moving one while its effect waits names no card
    (it was a 500)."""
    token = {"id": "tok", "title": "Spirit", "type": "character", "fighting": 2, "cost": 0}
    result = run(scenario([fss("a1", "A", 1, 5), fss("a2", "A", 2, 5), fss("b1", "B", 1, 5)], [
        effect("mk", "A", "Summon", "token", source_type="event", column=1, token=token),
        move("A", "tok", "A", 2)]))
    assert result["outcome"] == "illegal"
    assert result["illegal"]["action"] == 1 and "does not exist yet" in result["illegal"]["reason"]
    assert result["illegal"]["rules"] == ["47.0"]


def test_22_3_2_3_the_legality_query_offers_no_response_by_the_declaring_player() -> None:
    """22.3.2.3: each of your opponents can respond by starting a scene; you cannot."""
    answer = options(scenario(_board(), [{"do": "end_turn", "player": "A"}]))
    starters = {o.action.get("player") for o in answer.options if o.action.get("do") == "effect"}
    assert starters == {"B"}


def test_22_3_2_3_the_declaring_player_adds_to_a_scene_an_opponent_started() -> None:
    """Once an opponent has started the response scene, every player may add to it (23.3)."""
    result = run(scenario(_board(), [
        {"do": "end_turn", "player": "A"},
        effect("b", "B", "Blast", "damage", source_type="event", targets=["ac"], amount=1),
        effect("a", "A", "Blast", "damage", source_type="event", targets=["bc"], amount=1), PASS]))
    assert result["outcome"] == "resolved"
    assert cards(result)["bc"]["damage"] == 1 and cards(result)["ac"]["damage"] == 1


def test_49_4_2_not_cumulative_triggers_of_separate_events_each_count() -> None:
    """49.4.2 limits the triggered effects of one event; two events trigger twice."""
    uncle = {"id": "u1", "title": "Old Uncle", "type": "character", "controller": "A", "fighting": 1,
             "column": 1, "abilities": ["Not Cumulative", {
                 "kind": "triggered", "text": "When a Character enters play, gain 1 Power.",
                 "trigger": {"on": "enters_play", "card": {"type": "character", "controller": "any"}},
                 "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}]}
    twin = {**uncle, "id": "u2"}
    new = [{"id": f"n{i}", "title": f"New {i}", "type": "character", "controller": "A", "zone": "hand",
            "fighting": 1, "cost": 0} for i in (1, 2)]
    plays = [{"do": "play", "player": "A", "card": "n1", "column": 1}, PASS,
             {"do": "play", "player": "A", "card": "n2", "column": 1}, PASS]
    result = run(scenario([fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), uncle, twin, *new], plays,
                          players=[player("A"), player("B")]))
    assert result["outcome"] == "resolved"
    assert result["final"]["players"]["A"]["power"] == 2  # one per event, not four, not one


def test_16_2_blanking_cannot_be_healed_lets_healing_work() -> None:
    """16.2: no damage is removed "except by leaving play or by first blanking (32.0) or
    canceling (33.0) the ability": it is rules text, not a restriction."""
    w = character("w", "A", 5, 1, damage=3, abilities=["Cannot be healed"])
    result = run(scenario([fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), w], [
        effect("bl", "A", "Pinch", "blank", source_type="event", targets=["w"]), PASS,
        effect("h", "A", "Salve", "heal", source_type="event", targets=["w"]), PASS]))
    assert result["outcome"] == "resolved"
    assert cards(result)["w"]["damage"] == 0


def test_20_3_an_effect_of_another_card_type_smokes_it() -> None:
    """20.3 names Events: a Character's ability that smokes directly is not stopped."""
    v = character("v", "B", 2, 1, abilities=["Cannot be smoked by Events"])
    result = run(scenario([fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), character("k", "A", 1, 1), v], [
        effect("s", "A", "k", "smoke", targets=["v"]), PASS]))
    assert result["outcome"] == "resolved"
    assert cards(result)["v"]["zone"] == "smoked"


def _three() -> list[dict[str, Any]]:
    return [player("A"), player("B"), player("C")]


def _three_board() -> list[dict[str, Any]]:
    return [fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), fss("c1", "C", 1, 5), character("bt", "B", 2, 1),
            character("ct", "C", 1, 1)]


def test_28_1_the_next_players_attack_after_an_end_of_turn_waits_for_its_own_main_shot() -> None:
    """With more turns, B's declaration right after A's end of turn and one pass is B's own
    attack (28.1), not an out-of-turn attack by a Character that cannot make one (28.1.2)."""
    result = run(scenario(_three_board(), [{"do": "end_turn", "player": "A"}, PASS,
                                           {"do": "declare_attack", "player": "B", "attackers": ["bt"],
                                            "target": "c1"}], players=_three(), turns=2))
    assert result["outcome"] == "resolved", result["illegal"]
    assert any(s["text"].startswith("B turns Bt") for s in result["steps"])


def test_22_3_2_3_checked_priority_opens_the_end_of_turn_responses_with_the_next_player() -> None:
    """Only opponents start the response scene: B holds priority first, without A passing."""
    blast = effect("e", "B", "Blast", "damage", source_type="event", targets=["ac"], amount=1)
    board = [fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), character("ac", "A", 2, 1)]
    result = run(scenario(board, [{"do": "end_turn", "player": "A"}, blast, {"do": "pass", "player": "A"},
                                  {"do": "pass", "player": "B"}], priority="checked"))
    assert result["outcome"] == "resolved", result["illegal"]
    assert cards(result)["ac"]["damage"] == 1


def test_5_3_an_eliminated_player_no_longer_passes_or_acts() -> None:
    """B, eliminated at the end of A's turn (5.1), plays nothing in C's turn."""
    players = [player("A"), player("B", power=3, deck_size=0), player("C")]
    late = effect("late", "B", "Blast", "damage", source_type="event", targets=["ct"], amount=1)
    result = run(scenario(_three_board(), [{"do": "end_turn", "player": "A"}, PASS, late], players=players,
                          turns=3))
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == 2
    assert "eliminated" in result["illegal"]["reason"] and "5.3" in result["illegal"]["rules"]


def test_40_0_a_mandatory_triggers_target_choices_leave_out_immune_cards() -> None:
    """40.0 (5): a card immune to Characters is not among a Character's trigger's choices."""
    watcher = character("w", "A", 1, 1, abilities=[{
        "kind": "triggered", "text": "When a Character enters play, 1 damage to a Character.",
        "trigger": {"on": "enters_play", "card": {"type": "character", "controller": "any"}},
        "effect": {"effect": "damage", "aim": "chosen", "amount": 1, "select": {"type": "character"}}}])
    z = character("z", "B", 2, 1, abilities=["Immunity: Characters"])
    new = {"id": "n", "title": "Newbie", "type": "character", "controller": "A", "zone": "hand", "fighting": 1,
           "cost": 0}
    result = run(scenario([fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), watcher, z, new],
                          [{"do": "play", "player": "A", "card": "n", "column": 1}]))
    assert result["outcome"] == "pending"
    chosen = [o["targets"] for o in result["pending"]["options"]]
    assert ["z"] not in chosen and ["w"] in chosen


def _play_by_effect(waives: bool) -> dict[str, Any]:
    hand = {"id": "h", "title": "Recruit", "type": "character", "controller": "A", "zone": "hand", "fighting": 1,
            "cost": 0}
    play = effect("pg", "A", "Proving Ground", "play_card", source_type="site", targets=["h"], column=1)
    if waives:
        play["waives_timing"] = True
    return scenario(_board() + [hand], [{"do": "declare_attack", "player": "A", "attackers": ["ac"],
                                         "target": "b1"}, play])


def test_25_1_1_an_ability_that_waives_timing_plays_a_character_during_an_attack() -> None:
    """25.1.1: the card type's timing holds "unless timing or type restrictions are waived by
    that ability": with `waives_timing` the Character enters play mid-attack."""
    assert run(_play_by_effect(False))["outcome"] == "illegal"
    result = run(_play_by_effect(True))
    assert result["outcome"] == "resolved", result["illegal"]
    assert cards(result)["h"]["zone"] == "in_play"
