"""The whole Shadowfist turn over HTTP (docs/shadowfist-turn.md): the new scenario fields resolve,
the legality query offers the Establishing Shot's decisions, bad values are 422s naming them."""

from __future__ import annotations

import json

from refbase import config

POWER = json.loads((config.SCENARIOS_DIR / "shadowfist" /
                    "sf-22-2-2-power-generation-sites-and-face-down-fss.json").read_text())["scenario"]


def test_22_2_establishing_shot_resolves_over_http_with_the_turn_in_the_final_board(client):
    body = client.post("/api/v1/scenarios/resolve", json=POWER).get_json()
    assert body["outcome"] == "resolved"
    assert body["final"]["turn"] == {"number": 1, "active_player": "A"}
    assert body["final"]["players"]["A"]["power"] == 4 and body["final"]["players"]["A"]["hand"] == 6


def test_22_2_2_1_options_offer_foregoing_generation_with_its_rule(client):
    body = client.post("/api/v1/scenarios/options", json=POWER).get_json()
    option = next(o for o in body["options"] if o["action"] == {"do": "skip_generation", "player": "A"})
    assert "22.2.2.1" in [r["number"] for r in option["rules"]]
    assert body["at"]["phase"] == "start_of_turn" and body["at"]["decision_by"] is None


def test_turn_fields_out_of_range_are_422_naming_the_field(client):
    for field, value in (("turns", 0), ("priority", "loose"), ("establishing_shot", 1)):
        response = client.post("/api/v1/scenarios/resolve", json={**POWER, field: value})
        assert response.status_code == 422 and field in response.get_json()["errors"], field
    bad = {**POWER, "actions": [{"do": "discard", "player": "A", "cards": ["ghost"]}]}
    response = client.post("/api/v1/scenarios/options", json=bad)
    assert response.status_code == 422 and "actions[0].cards[0]" in response.get_json()["errors"]
