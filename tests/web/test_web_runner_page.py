"""The scenario runner pages, without JavaScript: library, server-side run, clear errors."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from refbase import config
from refbase.engines.library import load_library
from refbase.web.runner import STARTER


@pytest.fixture(scope="module")
def library():
    items = load_library(config.SCENARIOS_DIR)
    assert items, f"no scenario in {config.SCENARIOS_DIR}: these tests need the library"
    return items


def _run(client, scenario: str, status: int = 200, **extra) -> str:
    response = client.post("/scenarios/run", data={"scenario": scenario, **extra})
    assert response.status_code == status, response.status_code
    return response.get_data(as_text=True)


def test_runner_lists_the_library_and_prefills_a_starter(client, library):
    page = client.get("/scenarios").get_data(as_text=True)
    for item in library.values():
        assert f'href="/scenarios/{item.id}"' in page
    assert 'data-result="/scenarios/result"' in page and 'action="/scenarios/run"' in page
    assert "&#34;declare_attack&#34;" in page


def test_library_scenario_page_shows_source_question_and_json(client, library):
    item = next(iter(library.values()))
    page = client.get(f"/scenarios/{item.id}").get_data(as_text=True)
    assert item.title.replace("'", "&#39;") in page
    assert f'href="/rules/{item.source["doc"]}/' in page
    assert f'name="id" value="{item.id}"' in page


def test_server_side_run_shows_every_step_with_linked_rules_and_the_final_board(client):
    page = _run(client, json.dumps(STARTER))
    assert "<strong>Resolved</strong>" in page
    frames = re.findall(r'<li class="frame" id="r-frame-(\d+)"', page)
    assert len(frames) >= 4 and frames[0] == "0", "the board before any step, then one per step"
    assert re.search(r'<a class="rule-cite" href="http://localhost/rules/shadowfist-comprehensive/28\.1"', page)
    assert "<caption>Cards</caption>" in page and "Big Hitter" in page and "<caption>Players</caption>" in page


def test_pending_and_illegal_outcomes_are_explained(client):
    pending = {**STARTER, "actions": STARTER["actions"][:2]}
    page = _run(client, json.dumps(pending))
    assert "A must decide:</strong> what becomes of the Site" in page and "Mountain Temple: burn for victory" in page
    illegal = {**STARTER, "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hitter"],
                                       "target": "hitter"}]}
    page = _run(client, json.dumps(illegal))
    assert "Not allowed:</strong>" in page and "Move 1 (A attacks Big Hitter with Big Hitter) breaks a rule." in page
    assert 'class="message error"' not in page, "an illegal play is an answer, not an error box"


def test_malformed_json_is_a_422_page_with_line_and_column(client):
    page = _run(client, '{"game": "shadowfist",\n  "players": [}', 422)
    assert "not valid JSON" in page and "line 2, column" in page
    assert '{&#34;game&#34;: &#34;shadowfist&#34;,' in page, "the editor keeps the text"


def test_invalid_scenario_lists_every_field_error(client):
    page = _run(client, json.dumps({"game": "shadowfist", "cards": [{"id": "x"}]}), 422)
    assert "<code>players</code>" in page and "<code>cards[0].title</code>" in page
    page = _run(client, json.dumps({"game": "chess"}), 422)
    assert "<code>game</code>" in page
    page = _run(client, "[1, 2]", 422)
    assert "<code>_body</code>" in page


def test_an_oversized_body_is_a_413_page(client):
    response = client.post("/scenarios/run", data={"scenario": "x" * (config.MAX_BODY_BYTES + 10)})
    assert response.status_code == 413 and response.mimetype == "text/html"


def test_picking_a_library_scenario_opens_its_page(client, library):
    scenario_id = next(iter(library))
    response = client.get(f"/scenarios?pick={scenario_id}")
    assert response.status_code == 303 and response.headers["Location"].endswith(f"/scenarios/{scenario_id}")
    assert client.get("/scenarios?pick=nope").status_code == 200


def test_deeply_nested_json_is_a_422_page_not_a_500(client):
    page = _run(client, "[" * 5000 + "]" * 5000, 422)
    assert "nested deeper than" in page


# --- one rendering: runner.js inserts the fragment the page itself shows ----------------

def _fragment(client, scenario: str, status: int = 200) -> str:
    response = client.post("/scenarios/result", data=scenario, content_type="application/json")
    assert response.status_code == status, response.status_code
    assert response.mimetype == "text/html"
    return response.get_data(as_text=True)


@pytest.mark.parametrize("scenario, status", [
    (json.dumps(STARTER), 200),
    (json.dumps({**STARTER, "actions": STARTER["actions"][:2]}), 200),
    ('{"game": "shadowfist",\n  "players": [}', 422),
    (json.dumps({"game": "shadowfist", "cards": [{"id": "x"}]}), 422),
])
def test_the_result_fragment_is_what_the_page_shows(client, scenario, status):
    fragment = _fragment(client, scenario, status)
    assert "<html" not in fragment and "<form" not in fragment, "the result area only"
    assert fragment.strip() and fragment.strip() in _run(client, scenario, status)


def test_the_result_fragment_names_cards_and_lines(client):
    assert "Big Hitter" in _fragment(client, json.dumps(STARTER))
    assert "line 2, column" in _fragment(client, '{"game": "shadowfist",\n  "players": [}', 422)
    assert "nested deeper than" in _fragment(client, "[" * 5000 + "]" * 5000, 422)


def test_runner_js_renders_no_result_itself():
    """The column list and the card-name helper live in the server only (no hand-kept copy in the page's script)."""
    script = (Path(config.__file__).parent / "web" / "static" / "runner.js").read_text(encoding="utf-8")
    for duplicate in ("CARD_COLUMNS", "PLAYER_COLUMNS", "function names", "timeline", "board"):
        assert duplicate not in script, duplicate
