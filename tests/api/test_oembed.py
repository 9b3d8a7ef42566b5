"""oEmbed endpoint and discovery: previews of pasted rule links."""

from __future__ import annotations

import html
import re
from urllib.parse import quote

import pytest

PAGE = "http://localhost/rules/shadowfist-comprehensive/28.6.1"


def _oembed(client, url: str, **params):
    query = "&".join([f"url={quote(url, safe='')}"] + [f"{k}={v}" for k, v in params.items()])
    return client.get(f"/api/v1/oembed?{query}")


def test_section_page_advertises_its_oembed_endpoint(client):
    page = client.get("/rules/shadowfist-comprehensive/28.6.1").get_data(as_text=True)
    link = re.search(r'<link rel="alternate" type="application/json\+oembed" href="([^"]+)"', page)
    assert link, "discovery link"
    response = client.get(html.unescape(link.group(1)))
    assert response.status_code == 200 and response.get_json()["number"] == "28.6.1"


def test_rule_page_gets_a_rich_oembed_answer(client):
    response = _oembed(client, PAGE, format="json", maxwidth=400)
    body = response.get_json()
    assert response.status_code == 200 and response.mimetype == "application/json"
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert body["version"] == "1.0" and body["type"] == "rich"
    assert body["title"].startswith("Shadowfist CR 28.6.1 ")
    assert body["provider_name"] == "refbase" and body["width"] == 400 and body["height"] > 0
    assert body["html"].startswith('<blockquote class="refbase-embed"') and PAGE in body["html"]
    assert body["html_url"] == PAGE


@pytest.mark.parametrize("url", [PAGE + "/", PAGE + "/index.html",
                                 "https://rules.example.org/rules/shadowfist-comprehensive/28.6.1"])
def test_static_export_and_other_host_urls_are_understood(client, url):
    assert _oembed(client, url).get_json()["number"] == "28.6.1"


def test_document_page_gets_a_link_answer(client):
    body = _oembed(client, "http://localhost/rules/ufs-living-rules").get_json()
    assert body["type"] == "link" and body["title"] == "UFS Living Game Rules"


@pytest.mark.parametrize("url, status", [
    ("http://localhost/rules/shadowfist-comprehensive/99.99.99", 404),
    ("http://localhost/rules/nope/1.0", 404),
    ("http://localhost/search?q=x", 404),
    ("javascript:alert(1)", 404),
    ("not a url", 404),
    ("http://localhost/rules/x/" + "a" * 3000, 413),
])
def test_bad_urls_are_problem_documents(client, url, status):
    response = _oembed(client, url)
    assert response.status_code == status and response.mimetype == "application/problem+json"


def test_other_formats_and_missing_url_are_422(client):
    assert _oembed(client, PAGE, format="xml").status_code == 422
    response = client.get("/api/v1/oembed")
    assert response.status_code == 422 and "url" in response.get_json()["errors"]
    assert _oembed(client, PAGE, maxwidth="abc").status_code == 422


def test_oembed_html_is_escaped(client, kb):
    section = next(s for s in kb.all_sections() if "<" in s.text or "&" in s.text or '"' in s.text)
    body = _oembed(client, f"http://localhost/rules/{section.doc}/{section.id}").get_json()
    text = re.sub(r"<[^>]+>", "", body["html"])
    assert "<" not in text.replace("&lt;", "")


def test_oembed_is_in_the_openapi_description(client):
    assert "/api/v1/oembed" in client.get("/api/v1/openapi.json").get_json()["paths"]


def test_a_shared_scenario_naming_catalogue_cards_gets_its_preview(client):
    from refbase.api.share import encode

    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "g", "card": "Temple Guards", "controller": "A", "fighting": 2}], "actions": []}
    assert client.post("/api/v1/scenarios/resolve", json=payload).status_code == 200
    url = f"http://localhost/scenarios/s/{encode({'scenario': payload, 'question': 'Guards?'})}"
    response = client.get("/api/v1/oembed", query_string={"url": url})
    assert response.status_code == 200 and response.get_json()["title"] == "Guards?"
