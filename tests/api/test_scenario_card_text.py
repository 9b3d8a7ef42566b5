"""Cards carry their text through the API (docs/cards.md): the card JSON's `engine`, a
scenario card by title resolving with its compiled ability, the resolution's `caveats`, and the
422s for a `use` the compiled text cannot answer. Real cards: tests/cards/fixtures/real-text.csv
copies their rows from the community card database."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from refbase.cards import import_file

FIXTURES = Path(__file__).resolve().parents[1] / "cards" / "fixtures"


@pytest.fixture(scope="module")
def text_client(data_dir, tmp_path_factory):
    from refbase.app import create_app

    copy = tmp_path_factory.mktemp("text-data") / "data"
    shutil.copytree(data_dir, copy, symlinks=True)
    import_file(FIXTURES / "real-text.csv", copy)
    return create_app({"TESTING": True, "DATA_DIR": copy, "AUTO_BUILD": False}).test_client()


def scenario(card: str, *actions: dict) -> dict:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "c", "card": card, "controller": "A", "column": 1}],
            "actions": list(actions)}


def use(**fields: object) -> dict:
    return {"do": "use", "id": "u1", "player": "A", "card": "c", **fields}


def test_the_card_json_carries_the_compiled_text(text_client):
    card = text_client.get("/api/v1/cards/swiss-banker").get_json()
    assert card["engine"]["abilities"][0]["text"] == "Turn Swiss Banker to gain 1 Power."
    assert card["engine"]["not_modelled"][0]["reason"].startswith("trigger on Power")
    assert text_client.get("/api/v1/cards/temple-guards").get_json()["engine"] is None  # no text


def test_a_card_by_title_only_resolves_with_its_compiled_ability_rule_24_0(text_client):
    response = text_client.post("/api/v1/scenarios/resolve", json=scenario("Swiss Banker", use()))
    body = response.get_json()
    assert response.status_code == 200, body
    assert body["outcome"] == "resolved", body
    assert body["final"]["players"]["A"]["power"] == 1
    assert body["caveats"] == [{"card": "c", "text": "When you have no Power, immediately smoke Swiss Banker.",
                                "reason": "trigger on Power spent, generated or lacking: not in the language"}]


def test_a_resolution_without_unread_text_has_no_caveats(text_client):
    response = text_client.post("/api/v1/scenarios/resolve", json=scenario("Purist Sorcerer"))
    assert response.status_code == 200 and "caveats" not in response.get_json()


def test_an_ability_named_by_the_beginning_of_its_text_resolves(text_client):
    body = text_client.post("/api/v1/scenarios/resolve",
                            json=scenario("Man With No Name", use(ability="turn to draw"))).get_json()
    assert body["outcome"] == "resolved", body
    assert "Man With No Name resolves: A draws" in body["steps"][-1]["text"]


@pytest.mark.parametrize(("card", "action", "field", "words"), [
    ("Purist Sorcerer", use(ability="turn"), "actions[0].ability", "2 abilities a use can use"),
    ("Man With No Name", use(ability="Turn to add"), "actions[0].ability",
     "Turn to add a faction resource of your choice"),
    ("Gorilla Fighter", use(), "actions[0]", "The cost to play Gorilla Fighter is reduced"),
])
def test_a_use_the_compiled_text_cannot_answer_is_a_422_naming_the_action(text_client, card, action, field, words):
    response = text_client.post("/api/v1/scenarios/resolve", json=scenario(card, action))
    assert response.status_code == 422
    body = response.get_json()
    assert field in body["errors"] and words in body["errors"][field][0]


def test_the_scenario_runner_lists_the_caveats_under_the_result(text_client):
    import json

    response = text_client.post("/scenarios/result", data=json.dumps(scenario("Swiss Banker", use())))
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and "Card text the engine does not read" in page
    assert "<code>c</code>: When you have no Power, immediately smoke Swiss Banker." in page


def test_the_options_offer_a_cards_ability_in_its_printed_words_rule_24_0(text_client):
    """The builder shows the options' labels as they are: an ability is named by its text."""
    response = text_client.post("/api/v1/scenarios/options", json=scenario("Swiss Banker"))
    assert response.status_code == 200, response.get_json()
    uses = [o for o in response.get_json()["options"] if o["action"]["do"] == "use"]
    assert [o["label"] for o in uses] == ["A uses Swiss Banker: \u201cTurn Swiss Banker to gain 1 Power.\u201d"]
    assert uses[0]["action"]["ability"] == 0
