"""Responses: bounded size, gzip, cached read-only bytes, and absolute URLs that never come
from the request's Host header."""

from __future__ import annotations

import gzip
import json

import pytest

from refbase import config

FULL = "/rules/shadowfist-comprehensive/all"
SECTION = "/api/v1/documents/shadowfist-comprehensive/sections/28.6.1"
PAGE = "/rules/shadowfist-comprehensive/28.6.1"
GZIP = {"Accept-Encoding": "gzip, deflate, br"}


@pytest.fixture()
def fresh_app(data_dir):
    from refbase.app import create_app

    def make(**settings):
        return create_app({"TESTING": True, "DATA_DIR": data_dir, "AUTO_BUILD": False, **settings})
    return make


# --- output size ---------------------------------------------------------------------------

def test_linkify_refuses_more_citations_than_the_limit(client, no_leak):
    text = "see 28.6.1. " * (config.MAX_LINKIFY_CITATIONS + 1)
    response = client.post("/api/v1/linkify", json={"text": text})
    assert response.status_code == 413 and response.mimetype == "application/problem+json"
    assert "text" in response.get_json()["errors"]
    no_leak(response.get_data(as_text=True))


def test_linkify_at_the_citation_limit_answers(client):
    text = "see 28.6.1. " * config.MAX_LINKIFY_CITATIONS
    response = client.post("/api/v1/linkify", json={"text": text})
    assert response.status_code == 200 and len(response.get_json()["citations"]) == config.MAX_LINKIFY_CITATIONS


# --- compression ---------------------------------------------------------------------------

@pytest.mark.parametrize("path", [FULL, SECTION, "/api/v1/openapi.json", "/rules/ufs-living-rules"])
def test_large_text_answers_are_gzipped_when_the_client_accepts_it(client, path):
    plain = client.get(path)
    zipped = client.get(path, headers=GZIP)
    assert plain.status_code == zipped.status_code == 200
    assert "Content-Encoding" not in plain.headers
    assert zipped.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in zipped.headers["Vary"]
    assert gzip.decompress(zipped.data) == plain.data
    assert int(zipped.headers["Content-Length"]) == len(zipped.data) < len(plain.data)
    assert zipped.headers["ETag"] != plain.headers["ETag"]  # one strong ETag per representation


@pytest.mark.parametrize("accept", ["gzip;q=0", "identity", "br", "*;q=0", ""])
def test_no_gzip_when_the_client_refuses_it(client, accept):
    response = client.get(FULL, headers={"Accept-Encoding": accept})
    assert response.status_code == 200 and "Content-Encoding" not in response.headers
    assert response.data.startswith(b"<!")


def test_posted_answers_are_gzipped_too(client):
    scenario = json.loads((config.SCENARIOS_DIR / "ufs" / "ufs-contract-example-resolved.json").read_text())["scenario"]
    plain = client.post("/api/v1/scenarios/resolve", json=scenario)
    zipped = client.post("/api/v1/scenarios/resolve", json=scenario, headers=GZIP)
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(zipped.data)) == plain.get_json()


def test_small_answers_are_not_gzipped(client):
    response = client.get("/api/v1/health", headers=GZIP)
    assert response.status_code == 200 and len(response.data) < 1024
    assert "Content-Encoding" not in response.headers


# --- cached read-only answers --------------------------------------------------------------

@pytest.mark.parametrize("path", [FULL, PAGE, "/", "/embed", SECTION,
                                  "/api/v1/oembed?url=http%3A%2F%2Flocalhost%2Frules%2Fshadowfist-comprehensive%2F28.6.1"])
def test_read_only_answers_carry_etag_and_cache_control_and_answer_304(client, path):
    for headers in ({}, GZIP):
        first = client.get(path, headers=headers)
        assert first.status_code == 200
        assert first.headers["Cache-Control"] == "public, max-age=300" and first.headers["ETag"]
        again = client.get(path, headers={**headers, "If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and not again.data
        assert again.headers["ETag"] == first.headers["ETag"]


def test_read_only_answers_are_computed_once_per_build(fresh_app, monkeypatch):
    import refbase.web.pages as pages

    app = fresh_app()
    client = app.test_client()
    calls = []
    real = pages.render_template
    monkeypatch.setattr(pages, "render_template", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    bodies = {client.get(FULL).data for _ in range(5)} | {gzip.decompress(client.get(FULL, headers=GZIP).data)}
    assert calls == ["document_full.html"] and len(bodies) == 1
    cache = app.extensions["refbase_responses"]
    assert len(cache) == 1 and cache.build == app.extensions["refbase"].snapshot().build_dir.name


def test_cached_answers_still_enforce_the_header_limit(client):
    client.get(SECTION)
    response = client.get(SECTION, headers={"X-Big": "a" * (config.MAX_HEADER_BYTES + 1)})
    assert response.status_code == 431


def test_errors_and_health_are_not_cached(client):
    assert client.get("/rules/shadowfist-comprehensive/99.99").status_code == 404
    health = client.get("/api/v1/health")
    assert health.headers["Cache-Control"] == "no-store" and "ETag" not in health.headers


# --- absolute URLs -------------------------------------------------------------------------

def _absolute_urls(client, headers=None) -> list[str]:
    section = client.get(SECTION, headers=headers).get_json()
    oembed = client.get("/api/v1/oembed", query_string={"url": "http://x/rules/shadowfist-comprehensive/28.6.1"},
                        headers=headers).get_json()
    page = client.get(PAGE, headers=headers).get_data(as_text=True)
    embed = client.get("/embed", headers=headers).get_data(as_text=True)
    documents = client.get("/api/v1/documents", headers=headers).get_json()["documents"]
    return [section["url"], section["html_url"], oembed["provider_url"], oembed["html_url"], page, embed,
            documents[0]["html_url"]]


def test_the_host_header_is_never_copied_into_absolute_urls(fresh_app):
    client = fresh_app().test_client()
    for text in _absolute_urls(client, {"Host": "evil.example", "X-Forwarded-Host": "evil.example"}):
        assert "evil.example" not in text
        assert "http://localhost/" in text


def test_the_public_url_comes_from_configuration(fresh_app):
    client = fresh_app(PUBLIC_URL="https://rules.example.org/ref").test_client()
    urls = _absolute_urls(client, {"Host": "evil.example"})
    assert urls[0] == "https://rules.example.org/ref/api/v1/documents/shadowfist-comprehensive/sections/28.6.1"
    assert urls[1] == "https://rules.example.org/ref/rules/shadowfist-comprehensive/28.6.1"
    assert '<meta property="og:url" content="https://rules.example.org/ref/rules/shadowfist-comprehensive/28.6.1">' \
        in urls[4]
    assert "https://rules.example.org/ref/embed.js" in urls[5]
    assert all("evil.example" not in text for text in urls)


def test_trusted_proxy_headers_are_used_only_when_configured(fresh_app):
    forwarded = {"Host": "internal:8000", "X-Forwarded-Host": "rules.example.org", "X-Forwarded-Proto": "https"}
    trusting = fresh_app(TRUSTED_PROXIES=1).test_client()
    assert trusting.get(SECTION, headers=forwarded).get_json()["url"].startswith("https://rules.example.org/api/")
    direct = trusting.get(SECTION, headers={"Host": "evil.example"}).get_json()["url"]
    assert direct.startswith("http://localhost/")  # no X-Forwarded-Host: the server's address
    untrusting = fresh_app().test_client()
    assert untrusting.get(SECTION, headers=forwarded).get_json()["url"].startswith("http://localhost/")


def test_a_malformed_public_url_is_refused_at_start_up(fresh_app):
    with pytest.raises(ValueError, match="REFBASE_PUBLIC_URL"):
        fresh_app(PUBLIC_URL="rules.example.org")
