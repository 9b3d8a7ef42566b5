"""Where the rules leave a card's location to a player, the player decides: a Character played
(25.4), returned to play (44.1) or taken over (35.3) goes to any one of its new controller's
locations, a Site into an empty back row or a new column at the right (9.1.3.2). When the
script does not say, the answer is `pending` on a `place` decision; with one legal place there
is nothing to decide, and no default stands in for the player's choice."""

from __future__ import annotations

from ._support import PASS, cards, character, effect, fss, run, scenario


def _board(*extra: dict) -> list[dict]:
    return [fss("a1", "A", 1, 5), fss("a2", "A", 2, 5), fss("b1", "B", 1, 5),
            character("brute", "B", 3, column=1), *extra]


def _place(card: str, column: int, row: str | None = None, player: str = "A") -> dict:
    return {"do": "place", "player": player, "card": card, "column": column} | ({"row": row} if row else {})


def test_rule_44_1_a_character_returned_to_play_is_placed_by_its_new_controller() -> None:
    back = effect("back", "A", "Return Trip", "return_to_play", source_type="event", targets=["hero"])
    board = _board(character("hero", "A", 2, zone="smoked"))
    result = run(scenario(board, [back, PASS]))
    assert result["outcome"] == "pending"
    assert result["pending"]["decision"] == "place" and result["pending"]["player"] == "A"
    assert result["pending"]["options"] == [{"card": "hero", "column": 1}, {"card": "hero", "column": 2}]
    assert {"44.1", "25.4"} <= set(result["pending"]["rules"])
    placed = run(scenario(board, [back, PASS, _place("hero", 2)]))
    assert placed["outcome"] == "resolved" and cards(placed)["hero"]["column"] == 2


def test_rule_35_3_a_character_taken_over_is_placed_by_the_player_taking_it() -> None:
    grab = effect("grab", "A", "Mind Control", "take_control", source_type="event", targets=["brute"])
    result = run(scenario(_board(), [grab, PASS]))
    assert (result["pending"]["decision"], result["pending"]["player"]) == ("place", "A")
    assert cards(result)["brute"]["controller"] == "B"  # nothing changes before the decision
    placed = run(scenario(_board(), [grab, PASS, _place("brute", 2)]))
    assert (cards(placed)["brute"]["controller"], cards(placed)["brute"]["column"]) == ("A", 2)


def test_rule_9_1_3_2_a_site_taken_by_an_effect_goes_where_its_new_controller_says() -> None:
    grab = effect("grab", "A", "Land Grab", "take_control", source_type="event", targets=["b1"])
    result = run(scenario(_board(), [grab, PASS]))
    assert result["pending"]["options"] == [
        {"card": "b1", "column": 1, "row": "back"}, {"card": "b1", "column": 2, "row": "back"},
        {"card": "b1", "column": 3, "row": "front"}]
    assert "9.1.3.2" in result["pending"]["rules"]
    placed = run(scenario(_board(), [grab, PASS, _place("b1", 1, "back")]))
    assert (cards(placed)["b1"]["column"], cards(placed)["b1"]["row"]) == (1, "back")


def test_rule_35_3_4_a_card_whose_control_lapses_is_placed_by_the_player_regaining_it() -> None:
    grab = effect("grab", "A", "Borrowed Muscle", "take_control", source_type="event",
                  targets=["brute"], duration="turn", column=1)
    board = _board(fss("b2", "B", 2, 5))
    result = run(scenario(board, [grab, PASS, {"do": "end_turn", "player": "A"}]))
    assert (result["pending"]["decision"], result["pending"]["player"]) == ("place", "B")
    placed = run(scenario(board, [grab, PASS, {"do": "end_turn", "player": "A"}, _place("brute", 2, player="B")]))
    assert (cards(placed)["brute"]["controller"], cards(placed)["brute"]["column"]) == ("B", 2)


def test_rule_25_4_a_character_played_without_a_column_is_placed_by_its_player() -> None:
    hand = character("hero", "A", 2, zone="hand", cost=0)
    result = run(scenario(_board(hand), [{"do": "play", "player": "A", "card": "hero"}]))
    assert (result["pending"]["decision"], result["pending"]["player"]) == ("place", "A")
    assert "25.4" in result["pending"]["rules"]


def test_rule_25_4_with_one_location_there_is_nothing_to_decide() -> None:
    board = [fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), character("hero", "A", 2, zone="smoked")]
    result = run(scenario(board, [effect("back", "A", "Return Trip", "return_to_play",
                                         source_type="event", targets=["hero"]), PASS]))
    assert result["outcome"] == "resolved" and cards(result)["hero"]["column"] == 1


def test_rule_25_4_the_script_going_on_without_the_decision_is_illegal() -> None:
    back = effect("back", "A", "Return Trip", "return_to_play", source_type="event", targets=["hero"])
    result = run(scenario(_board(character("hero", "A", 2, zone="smoked")),
                          [back, PASS, {"do": "end_turn", "player": "A"}]))
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == 2
    assert "`place` action" in result["illegal"]["reason"]


def test_rule_9_1_3_2_a_place_outside_the_structure_is_illegal() -> None:
    grab = effect("grab", "A", "Land Grab", "take_control", source_type="event", targets=["b1"])
    result = run(scenario(_board(), [grab, PASS, _place("b1", 2, "front")]))
    assert result["outcome"] == "illegal" and "9.1.3.2" in result["illegal"]["rules"]
    assert "column 3, front row" in result["illegal"]["reason"]


def test_rule_47_0_a_token_character_is_placed_by_its_creator() -> None:
    token = {"id": "tok", "title": "Spirit", "type": "character", "controller": "A", "fighting": 1}
    make = effect("make", "A", "Summoning", "token", source_type="event", token=token)
    result = run(scenario(_board(), [make, PASS]))
    assert (result["pending"]["decision"], result["pending"]["player"]) == ("place", "A")
    placed = run(scenario(_board(), [make, PASS, _place("tok", 2)]))
    assert cards(placed)["tok"]["column"] == 2
