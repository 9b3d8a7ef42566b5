"""Scenario cards by title: `"card": "<title>"` takes the catalogue's printed values (docs/cards.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from refbase.cards import build_catalogue, import_file, load_imported
from refbase.cards.scenario import fill_cards, fill_from_shipped, printed
from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve

FIXTURES = Path(__file__).parent / "fixtures"


def scenario(*cards: dict) -> dict:
    return {"game": "shadowfist", "format": "multiplayer", "active_player": "A",
            "players": [{"id": "A", "power": 3}, {"id": "B", "power": 1}],
            "cards": list(cards), "actions": []}


@pytest.fixture(scope="module")
def catalogue(kb, tmp_path_factory):
    directory = tmp_path_factory.mktemp("cards")
    import_file(FIXTURES / "good.csv", directory)
    return build_catalogue(kb, load_imported(directory))


def test_a_card_by_title_takes_its_printed_values(catalogue):
    filled = fill_cards(scenario({"id": "g", "card": "Temple Guards", "controller": "A"}), catalogue)
    [card] = filled["cards"]
    assert card == {"id": "g", "controller": "A", "title": "Temple Guards", "subtitle": "Shaolin Monks",
                    "type": "character", "fighting": 2, "cost": 1, "requires": ["Dragons"],
                    "abilities": ["Guts", "Toughness: 1"]}


def test_fields_given_in_the_scenario_override_the_card(catalogue):
    filled = fill_cards(scenario({"id": "h", "card": "big hitter", "controller": "A", "fighting": 9,
                                  "abilities": []}), catalogue)
    [card] = filled["cards"]
    assert card["fighting"] == 9 and card["abilities"] == [] and card["title"] == "Big Hitter"
    assert card["unique"] is True


def test_an_unknown_title_is_invalid_naming_the_field_with_did_you_mean(catalogue):
    with pytest.raises(ScenarioInvalid) as caught:
        fill_cards(scenario({"id": "a", "title": "x", "type": "event", "controller": "A"},
                            {"id": "g", "card": "Temple Gaurds", "controller": "A"}), catalogue)
    [(field, [message])] = caught.value.errors.items()
    assert field == "cards[1].card" and "did you mean 'Temple Guards'" in message


def test_payloads_without_cards_are_untouched(catalogue):
    payload = {"game": "ufs", "cards": [{"card": "Temple Guards"}]}
    assert fill_cards(payload, catalogue) is payload


def test_x_ratings_are_left_to_the_scenario(catalogue):
    card = catalogue.by_title("Temple Guards").with_(keywords=())
    assert "abilities" not in printed(card)


def test_resolve_endpoint_accepts_cards_by_title(client):
    body = scenario({"id": "g", "card": "Temple Guards", "controller": "A", "column": 1, "fighting": 2},
                    {"id": "s", "card": "Desolate Ridge", "controller": "B", "column": 1, "row": "front",
                     "body": 5, "power": 1})
    response = client.post("/api/v1/scenarios/resolve", json=body)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["final"]["cards"]["g"]["zone"] == "in_play"


def test_resolve_endpoint_unknown_title_is_422(client):
    response = client.post("/api/v1/scenarios/resolve",
                           json=scenario({"id": "g", "card": "Temple Gaurds", "controller": "A"}))
    assert response.status_code == 422
    assert "cards[0].card" in response.get_json()["errors"]


@pytest.mark.slow
def test_cli_resolve_fills_cards_from_the_catalogue(data_dir, tmp_path):
    import json

    from click.testing import CliRunner

    from refbase.cli import main

    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario({"id": "g", "card": "Temple Guards", "controller": "A", "fighting": 2})))
    result = CliRunner().invoke(main, ["resolve", str(path), "--json", "--data-dir", str(data_dir)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["final"]["cards"]["g"]["zone"] == "in_play"
    path.write_text(json.dumps(scenario({"id": "g", "card": "Temple Gaurds", "controller": "A"})))
    result = CliRunner().invoke(main, ["resolve", str(path), "--data-dir", str(data_dir)])
    assert result.exit_code == 1 and "cards[0].card" in result.output and "Temple Guards" in result.output


def _final_brawl_by(player_cards: list[dict]) -> dict:
    """B plays Final Brawl (printed: requires one [Dragons] resource) with `player_cards` in play."""
    cards = [{"id": "s", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 6},
             {"id": "fb", "card": "Final Brawl", "controller": "B", "zone": "hand"}, *player_cards]
    return {"game": "shadowfist", "active_player": "B", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 5}],
            "cards": cards, "actions": [{"do": "use", "id": "u1", "player": "B", "card": "fb"}]}


def test_rule_8_4_a_card_by_title_keeps_its_printed_resource_requirements():
    """Final Brawl requires [Dragons] (8.4): with no card providing it, the play is illegal (25.1, 18.1)."""
    result = resolve(fill_from_shipped(_final_brawl_by([])))
    assert result.outcome.value == "illegal"
    assert {"8.4", "18.1"} <= {r.number for r in result.illegal.rules}
    assert "requires 1x dragons" in result.illegal.reason


def test_rule_8_6_a_card_by_title_provides_its_printed_resources():
    """Big Mack provides [Dragons] (8.6): in play under B, it meets Final Brawl's requirement (18.1)."""
    mack = {"id": "m", "card": "Big Mack", "controller": "B", "column": 1}
    result = resolve(fill_from_shipped(_final_brawl_by([mack])))
    assert result.outcome.value == "resolved", result.illegal


def test_rule_48_0_a_fighting_or_cost_of_x_is_told_to_the_engine(catalogue):
    """A card printed with Fighting X or cost X is filled with the engine's X flags, so that a
    printed-Fighting selector does not take X for a number (48.0) and X is chosen as it is
    played (48.3)."""
    cho = catalogue.by_title("Temple Guards").with_(fighting=None, cost=None, x_values=("cost", "fighting"))
    fields = printed(cho)
    assert fields["fighting_is_x"] is True and fields["cost_is_x"] is True
    assert "fighting" not in fields and "cost" not in fields
    assert "fighting_is_x" not in printed(catalogue.by_title("Temple Guards"))
