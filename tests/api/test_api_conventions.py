"""Serving conventions: operation ids, the API documentation page, robots and sitemap,
library files accepted by resolve, and a clear answer to a body that is not sent as JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from refbase import config

SCENARIOS = config.PROJECT_ROOT / "scenarios"


@pytest.fixture(scope="module")
def spec(app):
    return app.test_client().get("/api/v1/openapi.json").get_json()


def _operations(spec):
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                yield method, path, operation


def test_every_operation_has_a_unique_readable_operation_id(spec):
    ids = [op.get("operationId") for _, _, op in _operations(spec)]
    assert all(ids), [(m, p) for m, p, op in _operations(spec) if not op.get("operationId")]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[a-z]+(?:[A-Z][a-z0-9]*)*", i) for i in ids), ids


def test_operation_ids_name_what_they_do(spec):
    named = {(m, p): op["operationId"] for m, p, op in _operations(spec)}
    assert named[("get", "/api/v1/documents/{doc}/sections/{number}")] == "getSection"
    assert named[("get", "/api/v1/search")] == "searchRules"
    assert named[("post", "/api/v1/scenarios/resolve")] == "resolveScenario"
    assert named[("post", "/api/v1/linkify")] == "linkifyText"


def test_an_operation_without_a_name_gets_one_from_its_path():
    from refbase.api import fallback_operation_id

    assert fallback_operation_id("get", "/api/v1/cards/{slug}") == "getCardsBySlug"
    assert fallback_operation_id("post", "/api/v1/scenarios/options") == "postScenariosOptions"


def test_operations_with_a_body_document_the_415(spec):
    for method, path, operation in _operations(spec):
        if method == "post":
            assert "415" in operation["responses"], path


@pytest.mark.parametrize("game", ["shadowfist", "ufs"])
def test_resolve_accepts_a_library_file_as_the_readme_shows(client, game):
    path = sorted((SCENARIOS / game).glob("*.json"))[0]
    library = json.loads(path.read_text(encoding="utf-8"))
    response = client.post("/api/v1/scenarios/resolve", data=path.read_bytes(),
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 200, response.get_json()
    direct = client.post("/api/v1/scenarios/resolve", json=library["scenario"]).get_json()
    assert response.get_json() == direct


def test_a_json_body_without_a_json_content_type_is_415_naming_the_header(client):
    response = client.post("/api/v1/linkify", data='{"text": "28.6.1"}',
                           headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert response.status_code == 415
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert "Content-Type: application/json" in body["detail"] and "x-www-form-urlencoded" in body["detail"]
    assert "Content-Type" in body["errors"]


def test_a_curl_style_body_with_no_content_type_is_415(client):
    response = client.post("/api/v1/scenarios/resolve", data=b'{"game": "shadowfist"}')
    assert response.status_code == 415
    assert "Content-Type" in response.get_json()["detail"]


def test_api_docs_page_is_served_locally_under_a_strict_csp(client):
    response = client.get("/api-docs")
    assert response.status_code == 200
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp
    page = response.get_data(as_text=True)
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", page, re.S)
    assert scripts and all('src="/' in attrs and not body.strip() for attrs, body in scripts), "no inline script"
    assert not re.search(r'(?:src|href)="(?:https?:)?//', page), "no CDN"
    for asset in re.findall(r'(?:src|href)="(/api-docs/assets/[^"]+)"', page):
        assert client.get(asset).status_code == 200, asset
    assert client.get("/api-docs/assets/index.html").status_code == 404


def test_swagger_ui_licence_ships_with_the_package():
    from importlib.metadata import distribution

    dist = distribution("swagger-ui-bundle")
    assert dist.version == "1.1.0"
    assert "Apache" in (dist.metadata.get("License") or "")


def test_robots_txt_points_at_the_sitemap(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    text = response.get_data(as_text=True)
    assert "Sitemap: http://localhost/sitemap.xml" in text
    assert "Disallow: /api/" in text and "Disallow: /search" in text


def test_sitemap_lists_every_section_permalink(client, kb):
    response = client.get("/sitemap.xml")
    assert response.status_code == 200 and response.mimetype == "application/xml"
    xml = response.get_data(as_text=True)
    locs = re.findall(r"<loc>([^<]+)</loc>", xml)
    assert "http://localhost/rules/shadowfist-comprehensive/28.6.1" in locs
    assert "http://localhost/rules/ufs-living-rules/G.2.2" in locs
    assert len(locs) == len(set(locs)) >= sum(len(d.sections) for d in kb.documents.values())
    assert xml.startswith('<?xml version="1.0" encoding="UTF-8"?>')


def test_readme_curl_example_names_a_real_library_file():
    readme = (config.PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    assert "-d @scenarios/shadowfist/<id>.json" in readme
    assert any(Path(SCENARIOS / "shadowfist").glob("*.json"))
