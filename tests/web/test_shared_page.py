"""Shared answers (docs/api.md): `/scenarios/s/<token>`, the scenario compressed into the URL."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from refbase import config
from refbase.api.share import PREFIX, ShareTokenError, decode, encode

UFS = json.loads((config.SCENARIOS_DIR / "ufs" / "ufs-contract-example.json").read_text())["scenario"]
HOSTILE = "<script>alert(1)</script><img src=x onerror=alert(2)>"


def test_a_token_round_trips_and_carries_its_version():
    token = encode({"scenario": UFS, "question": "Does Stun stop the block?"})
    assert token.startswith(PREFIX) and "=" not in token and "/" not in token and "+" not in token
    assert decode(token) == {"scenario": UFS, "question": "Does Stun stop the block?"}


def test_the_shared_page_shows_the_same_answer_as_resolve(client):
    token = encode({"scenario": UFS, "question": "Does Stun stop the block?"})
    page = client.get(f"/scenarios/s/{token}")
    resolved = client.post("/api/v1/scenarios/resolve", json=UFS).get_json()
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "Does Stun stop the block?" in html
    assert resolved["steps"][-1]["text"].split(":")[0] in html
    assert 'property="og:title"' in html and 'property="og:description"' in html
    assert "application/json+oembed" in html


def test_the_shared_page_cites_in_the_one_style_of_each_game(client):
    """"UFS G.4" as on the builder and section pages, never "UFS LGR G.4"."""
    html = client.get(f"/scenarios/s/{encode({'scenario': UFS, 'question': 'Q?'})}").get_data(as_text=True)
    assert ">UFS G." in html and "UFS LGR" not in html


def test_the_api_gives_a_link_that_works_without_server_state(client, app):
    body = client.post("/api/v1/scenarios/share", json={"scenario": UFS, "question": "Q?"}).get_json()
    fresh = app.test_client()  # another "replica": nothing is remembered between the two
    assert fresh.get(body["url"].split("localhost", 1)[-1]).status_code == 200
    exported = fresh.get(body["export_url"].split("localhost", 1)[-1])
    item = json.loads(exported.get_data(as_text=True))
    assert exported.headers["Content-Disposition"].startswith("attachment;")
    assert set(item) == {"id", "title", "question", "source", "scenario", "expected"}
    assert item["scenario"] == UFS and item["expected"]["outcome"] == "resolved" and item["source"]["ref"]


@pytest.mark.parametrize("token,status", [
    ("nope", 400), (PREFIX + "!!!", 400), (PREFIX + "AAAA", 400),
    (PREFIX + base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode().rstrip("="), 400),
    (PREFIX + base64.urlsafe_b64encode(zlib.compress(b'{"scenario": 1}')).decode().rstrip("="), 400),
    (PREFIX + "A" * (config.MAX_SHARE_TOKEN_CHARS + 1), 414),
    (PREFIX + base64.urlsafe_b64encode(zlib.compress(b" " * (config.MAX_SHARE_JSON_BYTES + 10))).decode().rstrip("="), 414),
])
def test_malformed_or_oversized_links_are_a_clear_4xx_page_never_a_500(client, token, status):
    response = client.get(f"/scenarios/s/{token}")
    assert response.status_code == status
    assert "cannot be opened" in response.get_data(as_text=True)


def test_a_cut_short_link_says_so():
    token = encode({"scenario": UFS})
    with pytest.raises(ShareTokenError, match="cut short|damaged"):
        decode(token[:-12])


def test_a_too_large_scenario_cannot_be_shared(client):
    big = {**UFS, "players": [{**UFS["players"][0], "deck": list(range(40_000))}, UFS["players"][1]]}
    response = client.post("/api/v1/scenarios/share", json={"scenario": big})
    assert response.status_code in (413, 414, 422)


def test_hostile_card_names_render_inert_on_the_shared_page(client):
    sf = json.loads((config.SCENARIOS_DIR / "shadowfist").glob("*.json").__next__().read_text())["scenario"]
    sf = json.loads(json.dumps(sf))
    for card in sf.get("cards", []):
        card["title"] = HOSTILE
    token = encode({"scenario": sf, "question": HOSTILE})
    html = client.get(f"/scenarios/s/{token}").get_data(as_text=True)
    assert "<script>alert(1)" not in html and "<img src=x" not in html
    assert "&lt;script&gt;" in html


def test_oembed_previews_a_shared_link_with_question_and_answer(client):
    token = encode({"scenario": UFS, "question": "Does <b>Stun</b> stop the block?"})
    url = f"http://localhost/scenarios/s/{token}"
    body = client.get("/api/v1/oembed", query_string={"url": url}).get_json()
    assert body["type"] == "rich" and body["title"] == "Does <b>Stun</b> stop the block?"
    assert "&lt;b&gt;Stun" in body["html"] and "<b>" not in body["html"]


def test_a_library_answer_s_link_carries_the_library_question(client):
    import re

    item = json.loads((config.SCENARIOS_DIR / "ufs" / "ufs-contract-example.json").read_text())
    html = client.get(f"/scenarios/{item['id']}").get_data(as_text=True)
    token = re.search(r'/scenarios/s/([A-Za-z0-9_.-]+)"', html).group(1)
    assert decode(token)["question"] == (item.get("question") or item["title"])[:300].strip()
    assert 'data-result="/scenarios/result?question=' in html


def test_the_answer_line_says_the_result_in_the_pages_citation_style(client):
    token = encode({"scenario": UFS, "question": "Is Sweep blocked?"})
    html = client.get(f"/scenarios/s/{token}").get_data(as_text=True)
    resolved = client.post("/api/v1/scenarios/resolve", json=UFS).get_json()
    attack = resolved["final"]["attacks"][0]
    line = html.split('<p class="lead answer">', 1)[1].split("</p>", 1)[0]
    assert f"{attack['name']}: {attack['block']} blocked, {attack['damage']} damage dealt" in line
    assert "UFS G." in line and "LGR" not in line


@pytest.mark.parametrize("sid, said", [
    ("sf-13-0-attacked-character-moved-by-an-effect", "attack on Runner: successful"),  # titles, not ids
    ("sf-10-4-maintained-control-while-turned", "Brute: now controlled by A"),
    ("sf-24-8-1-5-response-between-resolutions", "Sword Saint: damage 0 → 2"),
])
def test_the_answer_line_says_what_changed_naming_cards_by_title(client, sid, said):
    item = json.loads((config.SCENARIOS_DIR / "shadowfist" / f"{sid}.json").read_text())
    token = encode({"scenario": item["scenario"], "question": item["question"]})
    html = client.get(f"/scenarios/s/{token}").get_data(as_text=True)
    line = html.split('<p class="lead answer">', 1)[1].split("</p>", 1)[0]
    assert said in line.replace("&#39;", "'")


def test_a_library_page_does_not_repeat_the_source_title(client):
    html = client.get("/scenarios/sf-28-6-1-moved-characters-must-intercept").get_data(as_text=True)
    assert "(28.6.1 Declaring Interception)" not in html
