"""POST /api/v1/linkify: citations linked, ordinary numbers left alone, cross-origin use."""

from __future__ import annotations

CR = "shadowfist-comprehensive"


def _linkify(client, text, **extra):
    response = client.post("/api/v1/linkify", json={"text": text, **extra})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_readme_example_links_all_three(client):
    body = _linkify(client, "see 28.6.1, 50.15 and UFS G.2.2")
    assert [(c["doc"], c["number"]) for c in body["citations"]] == [
        (CR, "28.6.1"), (CR, "50.15"), ("ufs-living-rules", "G.2.2")]
    assert [c["cite"] for c in body["citations"]] == ["Shadowfist CR 28.6.1", "Shadowfist CR 50.15", "UFS G.2.2"]
    assert body["html"].count('<a class="refbase-cite"') == 3
    assert body["skipped"] == []


def test_versions_and_amounts_are_not_linked_and_are_reported(client):
    body = _linkify(client, "FAQ version 1.0 says it costs 2.5 dollars, see rule 20.0")
    assert [c["number"] for c in body["citations"]] == ["20.0"]
    assert [(s["text"], s["start"]) for s in body["skipped"]] == [("1.0", 12), ("2.5", 30)]
    assert all(s["reason"] for s in body["skipped"])
    assert "version 1.0" in body["html"] and "2.5 dollars" in body["html"]


def test_faq_ids_are_linked(client):
    body = _linkify(client, "as FAQ ch5.q5 says")
    assert [(c["doc"], c["number"], c["cite"]) for c in body["citations"]] == [
        ("shadowfist-faq", "ch5.q5", "Shadowfist FAQ ch5.q5")]
    assert 'href="http://localhost/rules/shadowfist-faq/ch5.q5"' in body["html"]


def test_cors_preflight_allows_a_json_post(client):
    response = client.options("/api/v1/linkify", headers={
        "Origin": "https://faq.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type"})
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "content-type" in response.headers["Access-Control-Allow-Headers"].lower()
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    assert int(response.headers["Access-Control-Max-Age"]) > 0


def test_cross_origin_post_answer_carries_the_cors_header(client):
    response = client.post("/api/v1/linkify", json={"text": "28.6.1"}, headers={"Origin": "https://faq.example"})
    assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_section_answer_names_its_canonical_citation_and_authority(client):
    ufs = client.get("/api/v1/documents/ufs-living-rules/sections/G.2.2").get_json()
    assert ufs["cite"] == "UFS G.2.2" and ufs["authority"] is True and ufs["superseded_by"] is None
    faq = client.get("/api/v1/cite?ref=FAQ%20ch5.q5").get_json()
    assert faq["authority"] is False and faq["superseded_by"] == CR
