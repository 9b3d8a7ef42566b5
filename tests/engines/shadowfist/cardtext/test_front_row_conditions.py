"""A Site's own row as a condition (9.1.2: a location holds one Site in the front row and one in
the back row): "If <this card> is in your front row, <continuous ability>" (10.2) and "If <this
card> is in your front row, turn it to <effect>" (a requirement of its use, 24.1), on real cards'
printed text copied from the community card dump, and the engine checking the row."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

THE_HOME_FRONT = ("If The Home Front is in your front row, your sites gain +2 Body. "
                  "Any player who seizes this site gains 2 Power.")
TRAINING_CAMP = ("Any player who seizes this card gains 2 Power. If Training Camp is in your front row, "
                 "turn it to return a <Soldier> Character from your smoked pile to your hand.")
FRONT_ROW = {"is": "in_front_row", "of": "source"}


def _read(text: str, title: str) -> dict[str, Any]:
    compiled = compile_text(text, title, "Site")
    (found,) = [a for a in compiled.abilities if isinstance(a, dict) and "front row" in a["text"]]
    return found


def test_9_1_2_the_home_front_gives_your_sites_body_while_it_is_in_your_front_row() -> None:
    bonus = _read(THE_HOME_FRONT, "The Home Front")
    assert bonus["kind"] == "continuous" and bonus["modifiers"] == [{"kind": "body", "value": 2}]
    assert bonus["affects"] == {"type": "site", "controller": "you"} and bonus["condition"] == FRONT_ROW


def test_24_1_training_camp_is_used_only_while_it_is_in_your_front_row() -> None:
    used = _read(TRAINING_CAMP, "Training Camp")
    assert used["kind"] == "activated" and used["condition"] == FRONT_ROW
    assert used["effect"]["effect"] == "smoked_to_hand" and used["effect"]["turn_self"] is True


@pytest.mark.parametrize(("text", "title"), [
    ("+6 Body while in your front row with no Site behind it.", "Ominous Swamp"),
    ("Turn during an attack if this card is in the front row :: Change all targets of the attack to this card",
     "Horseshoe Island"),
    ("Limited. If this Site is in your front row, turn it and discard a card at random :: Gain 1 Power.",
     "Boiler Room"),
])
def test_9_1_2_near_misses_stay_unread(text: str, title: str) -> None:
    """A row with more words ("with no Site behind it"), a row after another requirement, and a
    cost the language cannot pay ("at random") leave their sentence unread."""
    result = compile_text(text, title, "Site")
    assert not any(isinstance(a, dict) and "front row" in a["text"] for a in result.abilities)
    assert any("front row" in n.text for n in result.not_modelled)


def _board(home_row: str) -> dict[str, Any]:
    other_row = "back" if home_row == "front" else "front"
    home = {"id": "home", "title": "The Home Front", "type": "site", "controller": "A", "column": 1,
            "row": home_row, "body": 3, "abilities": compile_text(THE_HOME_FRONT, "The Home Front", "Site").abilities}
    camp = {"id": "camp", "title": "Training Camp", "type": "site", "controller": "A", "column": 2, "row": "front",
            "body": 5, "abilities": compile_text(TRAINING_CAMP, "Training Camp", "Site").abilities}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [home, {"id": "mate", "title": "Old Mill", "type": "site", "controller": "A", "column": 1,
                             "row": other_row, "body": 4},
                      camp, {"id": "theirs", "title": "Their Site", "type": "site", "controller": "B", "column": 1,
                             "row": "front", "body": 4},
                      {"id": "vet", "title": "Soldier of Fortune", "type": "character", "controller": "A", "zone": "smoked",
                       "fighting": 2}],  # "Soldier" in its title: the designator (14.0)
            "actions": []}


@pytest.mark.parametrize(("row", "bonus"), [("front", 2), ("back", 0)])
def test_9_1_2_the_home_front_counts_only_in_the_front_row(row: str, bonus: int) -> None:
    final = as_json(resolve(_board(row)))["final"]["cards"]
    assert final["mate"]["body"] == 4 + bonus and final["camp"]["body"] == 5 + bonus
    assert final["theirs"]["body"] == 4  # not a Site of its controller's


def _camp_use(camp_row: str) -> dict[str, Any]:
    payload = _board("front")
    payload["cards"][2]["row"] = camp_row
    if camp_row == "back":
        payload["cards"].append({"id": "before", "title": "Front Yard", "type": "site", "controller": "A",
                                 "column": 2, "row": "front", "body": 4})
    index = next(i for i, a in enumerate(payload["cards"][2]["abilities"])
                 if isinstance(a, dict) and "front row" in a["text"])
    payload["actions"] = [{"do": "use", "id": "u1", "player": "A", "card": "camp", "ability": index,
                           "targets": ["vet"]}, {"do": "pass"}]
    return as_json(resolve(payload))


def test_24_1_training_camp_returns_a_soldier_from_the_front_row() -> None:
    answer = _camp_use("front")
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["vet"]["zone"] == "hand"


def test_24_1_training_camp_in_the_back_row_cannot_be_used() -> None:
    answer = _camp_use("back")
    assert answer["outcome"] == "illegal" and "front row" in answer["illegal"]["reason"]
    assert "9.1.2" in answer["illegal"]["rules"]


LOCKSLEY_STATION = ("Unique. If Locksley Station is in your front row, turn and maintain it to take control of "
                    "target non-feng shui site.")


def test_24_1_locksley_station_turned_and_maintained_from_the_front_row() -> None:
    """"turn and maintain it to": the card the condition names is the one turned (24.1.4)."""
    used = _read(LOCKSLEY_STATION, "Locksley Station")
    assert used["kind"] == "turn_and_maintain" and used["condition"] == FRONT_ROW
    assert used["effect"] == {"effect": "take_control", "aim": "chosen",
                              "select": {"type": "site", "none_of": [{"type": "feng_shui_site"}]}}


def test_24_1_turning_another_card_named_after_the_condition_stays_unread() -> None:
    """Only the card itself ("it", its title) is the turned card; another card's name is not."""
    text = "If Locksley Station is in your front row, turn Gao Zhang to take control of target non-feng shui site."
    result = compile_text(text, "Locksley Station", "Site")
    assert [n.text for n in result.not_modelled] == [text]


def _station_use(row: str) -> dict[str, Any]:
    station = {"id": "station", "title": "Locksley Station", "type": "feng_shui_site", "controller": "A",
               "column": 1, "row": row, "body": 6,
               "abilities": compile_text(LOCKSLEY_STATION, "Locksley Station", "Feng Shui Site").abilities}
    cards = [station, {"id": "lab", "title": "Their Lab", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 4}]
    if row == "back":
        cards.append({"id": "before", "title": "Front Yard", "type": "site", "controller": "A", "column": 1,
                      "row": "front", "body": 4})
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "station", "ability": 1,
                            "targets": ["lab"]}, {"do": "pass"},
                           {"do": "place", "player": "A", "card": "lab", "column": 2, "row": "front"}]}
    return as_json(resolve(payload))


def test_24_1_locksley_station_takes_a_site_from_the_front_row_only() -> None:
    answer = _station_use("front")
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["lab"]["controller"] == "A"
    refused = _station_use("back")
    assert refused["outcome"] == "illegal" and "front row" in refused["illegal"]["reason"]
