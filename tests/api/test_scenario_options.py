"""`POST /api/v1/scenarios/options` (contract section 6): the legality query over HTTP."""

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
