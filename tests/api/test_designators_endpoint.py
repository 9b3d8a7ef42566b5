"""Designator endpoints (POST /api/v1/designators/match, docs/designators.md)."""

import pytest


def test_match_has_the_contract_shape_and_full_citations(client):
    body = client.post("/api/v1/designators/match",
                       json={"a": {"title": "Mr. X"}, "b": {"title": "X-Ray Specs"}}).get_json()
    assert {"match", "shared", "a", "b", "rules"} <= set(body)
    assert body["match"] is True and body["shared"] == ["X"]
    assert all(r["title"] and r["url"] for r in body["rules"])


def test_14_2_priest_and_priestess_differ_and_the_faq_ruling_is_noted(client):
    body = client.post("/api/v1/designators/match",
                       json={"a": {"title": "Priest"}, "b": {"title": "Priestess"}}).get_json()
    assert body["match"] is False
    assert body["older_rulings"] and body["older_rulings"][0]["source"]["doc"] == "shadowfist-faq"


def test_analysis_explains_each_word(client):
    body = client.get("/api/v1/designators", query_string={"title": "Gun-Toting Swordsman"}).get_json()
    assert {"Gun", "Toting", "Swords", "Man"} <= set(body["designators"])
    kinds = {t["kind"] for w in body["words"] for t in w["treatments"]}
    assert {"split_punctuation", "split_compound"} <= kinds


@pytest.mark.parametrize("payload, field", [
    ({"a": {"title": ""}, "b": {"title": "x"}}, "a.title"),
    ({"a": {"title": "x" * 10_000}, "b": {"title": "x"}}, "a.title"),
    ({"a": {"title": "ok"}}, "b"),
    ({"a": {"title": "ok\x00"}, "b": {"title": "x"}}, "a.title"),
    ({"a": {"title": 5}, "b": {"title": "x"}}, "a.title"),
])
def test_bad_input_is_422_naming_the_field(client, payload, field):
    response = client.post("/api/v1/designators/match", json=payload)
    assert response.status_code == 422
    assert field in response.get_json()["errors"]


def test_odd_unicode_gets_a_sane_answer(client):
    response = client.get("/api/v1/designators", query_string={"title": "Ｇｕｎ 🔫 Café", "subtitle": "\u202eevil"})
    assert response.status_code in (200, 422)
