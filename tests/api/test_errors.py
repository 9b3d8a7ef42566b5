"""No request gets a 500, an HTML error page or a stack trace (docs/api.md, Errors)."""

import pytest


@pytest.mark.parametrize("method, path, kwargs", [
    ("POST", "/api/v1/documents", {}),
    ("DELETE", "/api/v1/cite?ref=28.6", {}),
    ("GET", "/api/v1/cite?" + "a=1&" * 3000, {}),
    ("POST", "/api/v1/scenarios/resolve", {"data": "not json", "content_type": "application/json"}),
    ("POST", "/api/v1/scenarios/resolve", {"data": b"\xff\xfe", "content_type": "application/json"}),
    ("POST", "/api/v1/scenarios/resolve", {"data": "x" * 400_000, "content_type": "application/json"}),
    ("POST", "/api/v1/scenarios/resolve", {"json": []}),
    ("POST", "/api/v1/scenarios/resolve", {"json": {"game": "chess"}}),
    ("POST", "/api/v1/scenarios/resolve", {"json": {"game": ["shadowfist"]}}),
    ("GET", "/api/v1/search?q=%00", {}),
])
def test_bad_requests_are_4xx_problems(client, method, path, kwargs):
    response = client.open(path, method=method, **kwargs)
    assert 400 <= response.status_code < 500, response.data[:200]
    assert response.mimetype == "application/problem+json"
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and "/work/" not in text and "site-packages" not in text


def test_method_not_allowed_names_allowed_methods(client):
    response = client.post("/api/v1/documents")
    assert response.status_code == 405 and "GET" in response.headers["Allow"]


def test_unexpected_exception_is_a_500_problem_without_trace(app, monkeypatch):
    import refbase.api.routes.documents as documents

    monkeypatch.setattr(documents, "document_json", lambda _d: 1 / 0)
    app.extensions["refbase_responses"].clear()  # an earlier test's cached answer would hide the view
    response = app.test_client().get("/api/v1/documents")
    assert response.status_code == 500
    assert response.mimetype == "application/problem+json"
    assert "ZeroDivision" not in response.get_data(as_text=True)


def test_openapi_is_generated_and_lists_every_endpoint(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert spec["openapi"].startswith("3.")
    for path in ("/api/v1/documents", "/api/v1/documents/{doc}/sections/{number}", "/api/v1/cite",
                 "/api/v1/search", "/api/v1/scenarios/resolve", "/api/v1/designators/match",
                 "/api/v1/linkify", "/api/v1/scenarios"):
        assert path in spec["paths"], path
    assert "Section" in spec["components"]["schemas"]


def test_pages_carry_security_headers(client):
    response = client.get("/")
    assert "default-src 'self'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Referrer-Policy"]


def test_every_api_route_is_in_the_openapi_document(app, client):
    import re

    spec = client.get("/api/v1/openapi.json").get_json()
    routes = {re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", r.rule) for r in app.url_map.iter_rules()
              if r.rule.startswith("/api/")}
    assert routes - set(spec["paths"]) == {"/api/v1/openapi.json"}
