"""Scenario endpoints (docs/api.md, scenarios and resolution): resolve, the library, 422 problems."""

import pytest

from refbase import config
from refbase.engines.library import load_library


def test_library_is_served(client):
    body = client.get("/api/v1/scenarios").get_json()
    ids = [s["id"] for s in body["scenarios"]]
    assert ids == list(load_library(config.SCENARIOS_DIR))
    assert {"shadowfist", "ufs"} <= {s["game"] for s in body["scenarios"]}


@pytest.mark.slow
def test_each_library_scenario_resolves_through_the_api_with_full_citations(client):
    for item in load_library(config.SCENARIOS_DIR).values():
        served = client.get(f"/api/v1/scenarios/{item.id}").get_json()
        response = client.post("/api/v1/scenarios/resolve", json=served["scenario"])
        assert response.status_code == 200, (item.id, response.get_json())
        body = response.get_json()
        assert body["outcome"] in ("resolved", "illegal", "pending")
        for step in body["steps"]:
            assert step["rules"], (item.id, step)
            for rule in step["rules"]:
                assert rule["title"] and rule["url"], (item.id, rule)
        ids = {c["id"] for c in served["scenario"].get("cards", [])}
        tokens = {a["token"]["id"] for a in served["scenario"].get("actions", []) if a.get("token")}
        if ids:  # a token an effect creates (Shadowfist 47.0) joins the final cards
            assert set(body["final"]["cards"]) - tokens == ids


def test_unknown_library_scenario_is_404(client):
    assert client.get("/api/v1/scenarios/nope").status_code == 404


def test_malformed_scenario_is_422_naming_the_field(client):
    response = client.post("/api/v1/scenarios/resolve", json={"game": "shadowfist", "players": "x"})
    assert response.status_code == 422
    body = response.get_json()
    assert body["errors"] and any("players" in field for field in body["errors"])
