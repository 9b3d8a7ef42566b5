"""Documents and sections endpoints (docs/api.md)."""

import pytest

CR = "shadowfist-comprehensive"


def test_documents_lists_the_five_contract_ids(client):
    body = client.get("/api/v1/documents").get_json()
    ids = [d["id"] for d in body["documents"]]
    assert ids == [CR, "shadowfist-basic", "ufs-living-rules", "shadowfist-faq", "shadowfist-notes"]
    for d in body["documents"]:
        assert {"id", "game", "title", "version", "date", "sections"} <= set(d)
        assert d["sections"] > 0


def test_section_has_the_contract_shape(client):
    body = client.get(f"/api/v1/documents/{CR}/sections/28.12").get_json()
    assert {"doc", "number", "title", "text", "parent", "children", "references",
            "referenced_by", "url", "html_url"} <= set(body)
    assert body["number"] == "28.12" and body["parent"] == "28.0"
    assert {"doc": CR, "number": "50.6", "id": "50.6"} in body["references"]


def test_section_urls_are_permalinks_that_work(client):
    body = client.get(f"/api/v1/documents/{CR}/sections/50.6").get_json()
    assert client.get(body["url"]).status_code == 200
    page = client.get(body["html_url"])
    assert page.status_code == 200 and b"50.6" in page.data


def test_referenced_by_lists_28_12_on_50_6(client):
    body = client.get(f"/api/v1/documents/{CR}/sections/50.6").get_json()
    assert {"doc": CR, "number": "28.12", "id": "28.12"} in body["referenced_by"]


def test_duplicate_ufs_numbers_are_separate_entries(client):
    first = client.get("/api/v1/documents/ufs-living-rules/sections/I.2.2").get_json()
    second = client.get("/api/v1/documents/ufs-living-rules/sections/I.2.2~2").get_json()
    assert first["id"] == "I.2.2" and second["id"] == "I.2.2~2"
    assert first["number"] == second["number"] == "I.2.2"
    assert first["text"] != second["text"]
    assert first["duplicates"] == ["I.2.2~2"]


def test_document_toc_lists_every_entry(client):
    body = client.get(f"/api/v1/documents/{CR}").get_json()
    assert len(body["entries"]) == body["sections"]


def test_etag_gives_304_on_revalidation(client):
    first = client.get(f"/api/v1/documents/{CR}/sections/28.6.1")
    assert first.headers["ETag"]
    again = client.get(f"/api/v1/documents/{CR}/sections/28.6.1",
                       headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304


@pytest.mark.parametrize("path", [
    f"/api/v1/documents/{CR}/sections/99.9",
    "/api/v1/documents/nope/sections/28.6.1",
    "/api/v1/documents/nope",
    f"/api/v1/documents/{CR}/sections/28..6",
    f"/api/v1/documents/{CR}/sections/%00",
    f"/api/v1/documents/{CR}/sections/" + "9" * 5000,
    f"/api/v1/documents/{CR}/sections/%E2%80%AE28.6",
    "/api/v1/nothing-here",
])
def test_unknown_or_malformed_paths_are_404_problems(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert {"type", "title", "status", "detail"} <= set(body) and body["status"] == 404
