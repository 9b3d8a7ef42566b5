"""GET /api/v1/cite (docs/api.md)."""

import pytest


@pytest.mark.parametrize("ref, doc, number", [
    ("CR 28.6.1", "shadowfist-comprehensive", "28.6.1"),
    ("UFS G.2.2", "ufs-living-rules", "G.2.2"),
    ("shadowfist-comprehensive 50.17", "shadowfist-comprehensive", "50.17"),
    ("28.6.1", "shadowfist-comprehensive", "28.6.1"),
])
def test_cite_resolves(client, ref, doc, number):
    response = client.get("/api/v1/cite", query_string={"ref": ref})
    assert response.status_code == 200
    body = response.get_json()
    assert (body["doc"], body["number"]) == (doc, number)


def test_cite_with_doc_parameter(client):
    body = client.get("/api/v1/cite", query_string={"ref": "A.1.2", "doc": "ufs-living-rules"}).get_json()
    assert body["doc"] == "ufs-living-rules"


@pytest.mark.parametrize("query, status", [
    ({"ref": "CR 99.1"}, 404),
    ({"ref": "28.6", "doc": "nope"}, 404),
    ({"ref": "28..6"}, 400),
    ({"ref": ""}, 400),
    ({"ref": "\x00"}, 400),
    ({"ref": "9" * 5000}, 413),
    ({}, 422),
    ({"ref": "28.6", "extra": "ignored", "x[]": "1"}, 200),
])
def test_cite_errors_are_problem_documents(client, query, status):
    response = client.get("/api/v1/cite", query_string=query)
    assert response.status_code == status
    if status != 200:
        assert response.mimetype == "application/problem+json"
        assert response.get_json()["status"] == status


def test_missing_ref_names_the_field(client):
    body = client.get("/api/v1/cite").get_json()
    assert "ref" in body["errors"]


def test_cite_is_cors_enabled_for_embeds(client):
    assert client.get("/api/v1/cite?ref=28.6").headers["Access-Control-Allow-Origin"] == "*"
