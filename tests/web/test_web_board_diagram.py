"""The answer as a picture (docs/pages.md), without JavaScript: the board diagram before
any step and after each, answers for illegal and pending plays, library pages answered
without a click."""

from __future__ import annotations

import json
import re

import pytest

from refbase import config
from refbase.engines.library import load_library
from refbase.web.runner import STARTER


def _fragment(client, scenario: dict) -> str:
    response = client.post("/scenarios/result", data=json.dumps(scenario), content_type="application/json")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def _frames(page: str) -> list[str]:
    """Each position of the replay, as HTML."""
    return re.split(r'<li class="frame" id="r-frame-\d+"', page)[1:]


def test_every_step_has_its_board_and_the_first_is_the_board_as_set_up(client):
    page = _fragment(client, STARTER)
    frames = _frames(page)
    assert len(frames) == 15, "the board before any step and after each of the 14 steps"
    drawn = [i for i, f in enumerate(frames) if 'class="board-diagram board-shadowfist"' in f]
    assert drawn[0] == 0 and drawn[-1] == 14 and 1 in drawn, "the setup, the declaration, the end"
    for i, f in enumerate(frames):  # a step that changed nothing points at the board it leaves as it was
        if i not in drawn:
            source = int(re.search(r'data-board-from="r-frame-(\d+)"', f).group(1))
            assert source in drawn and source < i and "nothing on it changed" in f
    assert "Before the first step" in frames[0] and "Step 1 of 14" in frames[1]


WITH_SITES = {**STARTER, "cards": STARTER["cards"] + [
    {"id": "asite", "title": "Rice Paddy", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 3},
    {"id": "aback", "title": "Back Garden", "type": "site", "controller": "A", "column": 1, "row": "back", "body": 2}]}


def test_shadowfist_board_shows_sites_by_column_and_row_characters_turned_and_damage(client):
    frames = _frames(_fragment(client, WITH_SITES))
    before, declared = frames[0], frames[1]
    assert re.search(r'aria-label="B.s column 1">.*?<span class="visually-hidden">Front row: </span>'
                     r'<div class="card card-feng-shui-site[^"]*".*?Mountain Temple', before, re.S)
    assert re.search(r'aria-label="A.s column 1">.*?Back row: </span><div class="card card-site".*?Back Garden'
                     r'.*?Front row: </span><div class="card card-site".*?Rice Paddy'
                     r'.*?class="cards at-location">.*?Big Hitter', before, re.S)
    assert 'card card-character turned' not in before
    assert re.search(r'card card-character turned[^"]*visitor', declared), "declared: turned, at B's Site"
    assert 'glyph-card glyph-turned' in declared, "a turned card is drawn rotated"
    assert re.search(r'card card-feng-shui-site[^"]* target" data-card-id="bsite"', declared)
    assert '<span class="tag attacked">under attack</span>' in declared
    assert "under attack" not in frames[-1], "the attack is over at the end"
    damaged = next(f for f in frames if "inflicts 4 combat damage" in f)
    assert re.search(r'Mountain Temple</span></div>\s*<div class="card-meta"><span class="damage" title="4 damage">4', damaged)
    assert "card card-feng-shui-site changed" in damaged, "what the step changed is marked"


def test_smoked_pile_and_power_after_burning_for_power(client):
    frames = _frames(_fragment(client, STARTER))
    burned = next(f for f in frames if "is burned for Power" in f)
    assert re.search(r'pile-smoked">\s*<span class="pile-label">Smoked</span>.*?Mountain Temple', burned, re.S)
    last = frames[-1]
    assert re.search(r'<dt>Power</dt><dd>6</dd>', last), "A gained 3 Power"


def test_burned_for_victory_pile_is_drawn(client):
    scenario = {**STARTER, "actions": STARTER["actions"][:2] + [
        {"do": "site_fate", "player": "A", "site": "bsite", "choice": "burn_for_victory"}]}
    last = _frames(_fragment(client, scenario))[-1]
    assert re.search(r'pile-burned-for-victory">\s*<span class="pile-label">Burned for victory</span>.*?Mountain Temple',
                     last, re.S)
    assert re.search(r'<dt>Burned for victory</dt><dd>1</dd>', last)


UFS = {
    "game": "ufs", "active_player": "A",
    "players": [{"id": "A", "character": {"name": "Kai", "hand_size": 6, "max_vitality": 20}, "vitality": 20,
                 "momentum": 1, "staging": [{"id": "fa1", "type": "foundation", "ready": True}], "deck": [5]},
                {"id": "B", "character": {"name": "Mira", "hand_size": 6, "max_vitality": 22}, "vitality": 22,
                 "staging": [{"id": "fb1", "type": "foundation", "ready": True},
                             {"id": "fb2", "type": "foundation", "ready": True}],
                 "hand": [{"id": "blk", "name": "Low Guard", "type": "action", "difficulty": 2, "block_zone": "low",
                           "block_modifier": 3}], "deck": [4]}],
    "attack": {"player": "A", "card": {"id": "atk", "name": "Sweep", "difficulty": 3, "zone": "low", "speed": 3,
                                       "damage": 4}},
    "actions": [{"do": "pass", "player": "A"}, {"do": "pass", "player": "B"},
                {"do": "block", "player": "B", "card": "blk", "commit": ["fb1", "fb2"]}],
}


def test_ufs_board_shows_staging_areas_pool_vitality_momentum_and_the_attack(client):
    page = _fragment(client, UFS)
    assert 'class="answer answer-resolved"' in page
    frames = _frames(page)
    assert all('board-diagram board-ufs' in f or "data-board-from" in f for f in frames)
    before, last = frames[0], frames[-1]
    assert "A · Kai" in before and "B · Mira" in before
    assert re.search(r'<dt>Vitality</dt><dd>22 of 22</dd>', before)
    assert re.search(r'<dt>Momentum</dt><dd>1</dd>', before)
    assert "about to attack with Sweep" in before and re.search(r"<dt>Zone</dt><dd>low</dd>", before)
    assert re.search(r'pile-card-pool">\s*<span class="pile-label">Card pool \(1\)</span>.*?Sweep', last, re.S)
    assert re.search(r"<dt>Speed</dt><dd>3</dd>", last) and re.search(r"<dt>Block</dt><dd>\w+ blocked</dd>", last)
    committed = re.search(r'<div class="card card-foundation turned[^>]*data-card-id="fb1"', last)
    assert committed, "B's foundation committed to the block is drawn turned"
    assert '<span class="tag">committed</span>' in last


def test_an_illegal_play_is_the_answer_not_an_error_box(client):
    scenario = {**STARTER, "cards": [{**STARTER["cards"][0], "turned": True}, STARTER["cards"][1]]}
    page = _fragment(client, scenario)
    assert 'class="answer answer-illegal"' in page and "message error" not in page
    line = re.search(r'<p class="answer-line">(.*?)</p>', page, re.S).group(1)
    assert line.startswith("<strong>Not allowed:</strong>") and "turned" in line
    assert re.search(r'\(<a class="rule-cite" href="[^"]+/rules/shadowfist-comprehensive/28\.1', line)
    assert "Nothing happened before it." in page
    assert len(_frames(page)) == 1, "the board as set up is still drawn"


def test_a_missing_decision_is_the_answer(client):
    page = _fragment(client, {**STARTER, "actions": STARTER["actions"][:2]})
    assert 'class="answer answer-pending"' in page and "message warn" not in page
    assert re.search(r'<strong>A must decide:</strong> what becomes of the Site \(seize, burn', page)
    options = re.findall(r'<li>([^<]+) <code class="meta">', page)
    assert options == ["Mountain Temple: seize", "Mountain Temple: burn for victory",
                       "Mountain Temple: burn for power", "Mountain Temple: smoke"], "card names, in words"


@pytest.fixture(scope="module")
def library():
    return load_library(config.SCENARIOS_DIR)


def test_library_pages_show_question_answer_and_board_without_a_click(client, library):
    for game in ("shadowfist", "ufs"):
        item = next(s for s in library.values() if s.game == game and s.question)
        page = client.get(f"/scenarios/{item.id}").get_data(as_text=True)
        assert f"board-diagram board-{game}" in page and 'class="answer answer-' in page
        question = page.index('<p class="lead">')
        assert question < page.index('class="answer answer-') < page.index('id="scenario"'), \
            "question, then the answer, then the JSON"
        outcome = item.expected.get("outcome")
        if outcome:
            assert f'class="answer answer-{outcome}"' in page


def test_pages_load_the_stepper_and_rule_tooltips_from_this_site(client, library):
    item = next(iter(library.values()))
    for url in ("/scenarios", f"/scenarios/{item.id}"):
        page = client.get(url).get_data(as_text=True)
        assert '<script src="/static/stepper.js" defer></script>' in page
        assert '<script src="/static/embed.js" defer></script>' in page
        assert "<script>" not in page, "no inline script"


def test_a_shared_link_opens_the_same_answer_with_its_board(client):
    token = client.post("/api/v1/scenarios/share", json={"scenario": STARTER, "question": "Burn it?"}).get_json()
    page = client.get(token["url"].replace("http://localhost", "")).get_data(as_text=True)
    assert 'class="answer answer-resolved"' in page and len(_frames(page)) == 15
    assert '<script src="/static/stepper.js" defer></script>' in page


def test_a_long_resolution_draws_at_most_the_budget_of_cards():
    from refbase.web.diagram import DRAWN_CARDS_BUDGET, frames

    cards = {f"c{i}": {"zone": "in_play", "controller": "A", "damage": 0, "turned": False, "owner": "A",
                       "column": 1, "fighting": 1} for i in range(200)}
    boards = [{"cards": {**cards, "c0": {**cards["c0"], "damage": n}}, "players": {}, "attack": {}, "winner": None}
              for n in range(401)]
    result = {"game": "shadowfist", "steps": [{"n": n, "phase": "x", "text": f"step {n}", "rules": []}
                                              for n in range(1, 401)],
              "final": boards[-1], "boards": boards}
    shown = frames(result, {"players": [{"id": "A"}], "cards": []})
    assert len(shown) == 401 and shown[0].board is not None and shown[-1].board is not None
    drawn = [f for f in shown if f.board is not None]
    assert len(drawn) * 200 <= DRAWN_CARDS_BUDGET and len(drawn) >= 10
    assert all(f.same_as is None for f in shown if f.board is None), "every board differs: none is reused"


def test_the_answer_says_what_changed(client):
    page = _fragment(client, STARTER)
    facts = re.findall(r"<li>([^<]*)</li>", re.search(r'<ul class="answer-facts">(.*?)</ul>', page, re.S).group(1))
    assert facts == ["A&#39;s attack on Mountain Temple: successful", "A: Power 3 → 6",
                     "Mountain Temple → B&#39;s smoked pile"]
    ufs = _fragment(client, UFS)
    facts = re.search(r'<ul class="answer-facts">(.*?)</ul>', ufs, re.S).group(1)
    assert re.search(r"<li>Sweep: (completely|partially) blocked, \d+ damage dealt</li>", facts)
    assert "<li>Low Guard → B&#39;s card pool</li>" in facts


def test_a_resolution_with_its_first_boards_only_draws_those_and_the_final_board(client, monkeypatch):
    from refbase.engines import common

    monkeypatch.setattr(common, "MAX_BOARD_CARDS", 10)  # two cards a board: the first five
    frames = _frames(_fragment(client, STARTER))
    assert len(frames) == 15
    drawn = [i for i, f in enumerate(frames) if "board-diagram" in f]
    assert drawn[0] == 0 and drawn[-1] == 14 and max(drawn[:-1]) <= 4
    assert all("board-diagram" not in f and "is not drawn" in f for f in frames[5:14])
    assert "Mountain Temple" in frames[14] and "pile-smoked" in frames[14], "the final board"
