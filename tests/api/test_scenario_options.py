"""`POST /api/v1/scenarios/options` (docs/api.md): the legality query over HTTP."""

from __future__ import annotations

import json

from refbase import config

UFS_EXAMPLE = json.loads((config.SCENARIOS_DIR / "ufs" / "ufs-contract-example.json").read_text())["scenario"]


def test_G_2_1_block_step_options_are_complete_actions_with_labels_and_cited_rules(client):
    prefix = {**UFS_EXAMPLE, "actions": UFS_EXAMPLE["actions"][:3]}
    body = client.post("/api/v1/scenarios/options", json=prefix).get_json()
    assert body["outcome"] == "pending" and body["at"]["decision_by"] == "B" and body["at"]["step"] == "block"
    actions = [o["action"] for o in body["options"]]
    assert {"do": "block", "player": "B", "card": "blk"} in actions and {"do": "no_block", "player": "B"} in actions
    for option in body["options"]:
        assert option["label"] and option["rules"] and all(r["title"] and r["url"] for r in option["rules"])
        appended = {**prefix, "actions": [*prefix["actions"], option["action"]]}
        resolved = client.post("/api/v1/scenarios/resolve", json=appended).get_json()
        assert resolved["outcome"] != "illegal" or resolved["illegal"]["action"] < len(prefix["actions"])


def test_illegal_prefix_has_no_options_and_resolves_illegal(client):
    prefix = {**UFS_EXAMPLE, "actions": [{"do": "pass", "player": "B"}]}
    body = client.post("/api/v1/scenarios/options", json=prefix).get_json()
    resolved = client.post("/api/v1/scenarios/resolve", json=prefix).get_json()
    assert body["outcome"] == "illegal" and body["options"] == []
    assert body["illegal"] == resolved["illegal"]


def test_options_problems_are_400_and_422_never_500(client):
    assert client.post("/api/v1/scenarios/options", data="nope", content_type="application/json").status_code == 400
    response = client.post("/api/v1/scenarios/options", json={"game": "ufs", "players": "x"})
    assert response.status_code == 422 and response.get_json()["errors"]
    assert client.get("/api/v1/scenarios/options").status_code == 405


def test_options_is_described_in_openapi(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    post = spec["paths"]["/api/v1/scenarios/options"]["post"]
    assert "200" in post["responses"] and "422" in post["responses"]


def test_E_3_5_2_a_commit_decision_comes_back_as_actions_that_replace_the_one_being_handled(client):
    deck_b = {"id": "B", "vitality": 20, "momentum": 0, "card_pool": 0, "deck": [1, 5],
              "staging": [{"id": f"f{i}", "type": "foundation", "ready": True, "name": f"F{i}"} for i in (1, 2, 3, 4)],
              "hand": [{"id": "blk", "name": "Block", "type": "action", "difficulty": 4, "block_zone": "mid",
                        "block_modifier": 2}],
              "character": {"name": "Character B", "hand_size": 6, "max_vitality": 20}}
    scenario = {"game": "ufs", "active_player": "A",
                "actions": [{"do": "pass", "player": "A"}, {"do": "pass", "player": "B"},
                            {"do": "block", "player": "B", "card": "blk"}],
                "attack": {"player": "A", "card": {"id": "atk", "name": "Attack", "difficulty": 3, "speed": 3,
                                                   "zone": "mid", "damage": 3}},
                "players": [{"id": "A", "vitality": 20, "momentum": 0, "card_pool": 0, "deck": [6, 5], "hand": [],
                             "staging": [], "character": {"name": "Character A", "hand_size": 6, "max_vitality": 20}},
                            deck_b]}
    body = client.post("/api/v1/scenarios/options", json=scenario).get_json()
    assert body["outcome"] == "pending" and body["options"]
    for option in body["options"]:
        assert option["replaces"] == 2
        replaced = {**scenario, "actions": [*scenario["actions"][:2], option["action"]]}
        assert client.post("/api/v1/scenarios/resolve", json=replaced).get_json()["outcome"] == "resolved"
