"""Nothing on the pages can run script from a rule text, a query, a scenario or linkify text."""

from __future__ import annotations

import json
import re
from urllib.parse import quote

import pytest
from markupsafe import escape

from refbase.kb.model import Kind, Section

HOSTILE = (
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    "javascript:alert(1)",
)
#: Markup that must never appear unescaped in a page.
DANGER = re.compile(r"<script>alert|<img src=x|<svg onload|href=\"javascript:|href='javascript:", re.I)


def _assert_inert(page: str) -> None:
    assert not DANGER.search(page), DANGER.search(page).group(0)


@pytest.mark.parametrize("text", HOSTILE)
def test_search_queries_are_escaped(client, text):
    for url in (f"/search?q={quote(text)}", f"/search?q={quote(text)}&doc={quote(text)}&kind={quote(text)}",
                f"/search?q={quote('tougness ' + text)}"):
        response = client.get(url)
        assert response.status_code == 200
        _assert_inert(response.get_data(as_text=True))


@pytest.mark.parametrize("text", HOSTILE)
def test_scenario_titles_and_ids_are_escaped(client, text):
    scenario = {
        "game": "shadowfist", "format": "multiplayer", "active_player": "A",
        "players": [{"id": "A", "power": 3}, {"id": "B", "power": 1}],
        "cards": [
            {"id": "hitter", "title": text, "subtitle": text, "type": "character", "controller": "A",
             "column": 1, "fighting": 4},
            {"id": "bsite", "title": f"Temple {text}", "type": "feng_shui_site", "controller": "B",
             "column": 1, "row": "front", "body": 4, "power": 1},
        ],
        "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "bsite"},
                    {"do": "pass"}],
    }
    page = client.post("/scenarios/run", data={"scenario": json.dumps(scenario)}).get_data(as_text=True)
    assert '<li class="frame"' in page and 'class="board-diagram' in page
    assert f'<span class="card-name">{escape(text)}' in page, \
        "the diagram shows the hostile name as text"
    _assert_inert(page)
    scenario["cards"][0]["id"] = text
    response = client.post("/scenarios/run", data={"scenario": json.dumps(scenario), "id": text})
    _assert_inert(response.get_data(as_text=True))
    broken = client.post("/scenarios/run", data={"scenario": text})
    assert broken.status_code == 422
    _assert_inert(broken.get_data(as_text=True))


@pytest.mark.parametrize("text", HOSTILE)
def test_rule_text_is_escaped_when_rendered(app, kb, text):
    from refbase.web.render import render_text

    section = Section(doc="shadowfist-comprehensive", id="x", number=None, title=text,
                      text=f"{text} see 28.6.1 and (13.0) {text}\n\n{text} Toughness", kind=Kind.SECTION,
                      parent=None, order=0)
    with app.test_request_context():
        html = str(render_text(kb, section))
    _assert_inert(html)
    assert 'href="/rules/shadowfist-comprehensive/28.6.1"' in html or 'href="/rules/shadowfist-comprehensive/13.0"' in html


def test_search_snippets_cannot_carry_markup(app):
    from refbase.web.render import safe_snippet

    assert str(safe_snippet("a <mark>b</mark> <script>x</script>")) == \
        "a <mark>b</mark> &lt;script&gt;x&lt;/script&gt;"


@pytest.mark.parametrize("text", HOSTILE)
def test_linkify_output_is_inert(client, text):
    body = client.post("/api/v1/linkify", json={"text": f"{text} see 28.6.1 and {text} 99.99.99"}).get_json()
    _assert_inert(body["html"])
    assert 'class="refbase-cite"' in body["html"]


def test_section_url_junk_is_not_reflected_as_markup(client):
    for text in HOSTILE:
        response = client.get(f"/rules/shadowfist-comprehensive/{quote(text, safe='')}")
        assert response.status_code == 404
        _assert_inert(response.get_data(as_text=True))
