"""`POST /api/v1/scenarios/resolve?boards=true`: the board before and after every step."""

from __future__ import annotations

from refbase.web.runner import STARTER


def test_boards_are_answered_only_when_asked(client):
    plain = client.post("/api/v1/scenarios/resolve", json=STARTER).get_json()
    assert "boards" not in plain, "the plain answer is unchanged"
    answer = client.post("/api/v1/scenarios/resolve?boards=true", json=STARTER).get_json()
    assert {k: v for k, v in answer.items() if k != "boards"} == plain
    assert len(answer["boards"]) == len(answer["steps"]) + 1
    assert answer["boards"][0]["cards"]["hitter"]["turned"] is False
    assert answer["boards"][-1]["cards"] == answer["final"]["cards"]


def test_a_malformed_boards_flag_is_a_422_naming_it(client):
    response = client.post("/api/v1/scenarios/resolve?boards=maybe", json=STARTER)
    assert response.status_code == 422
    assert "boards" in response.get_data(as_text=True)
