"""The board builder's server side: /scenarios/new (empty boards, edit from the library),
its vocabulary (keywords linked to the rule defining each), the export and the share link."""

from __future__ import annotations

import html
import json
import re

import pytest

from refbase.api.share import decode
from refbase.engines.library import load_library


def _builder(client, query: str) -> tuple[str, dict, dict]:
    response = client.get(f"/scenarios/new?{query}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    scenario = json.loads(html.unescape(re.search(r"data-scenario='([^']*)'", page).group(1)))
    words = json.loads(html.unescape(re.search(r"data-vocabulary='([^']*)'", page).group(1)))
    return page, scenario, words


@pytest.mark.parametrize("game", ["shadowfist", "ufs"])
def test_empty_board_resolves_and_offers_moves(client, game):
    page, scenario, _ = _builder(client, f"game={game}")
    assert scenario["game"] == game and scenario["actions"] == []
    assert 'src="/static/builder.js"' in page
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page), "inline script"
    assert not re.search(r"\sstyle=|\son[a-z]+=", page), "inline style or handler"
    answer = client.post("/api/v1/scenarios/options", json=scenario)
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["options"], "an empty board still offers a first move"


def test_edit_opens_the_library_scenario_itself(client, app):
    library = load_library(app.config["SCENARIOS_DIR"])
    item = next(iter(library.values()))
    page, scenario, _ = _builder(client, f"from={item.id}")
    assert scenario == item.scenario
    assert item.title in html.unescape(page)


def test_every_library_scenario_page_links_to_its_editor(client, app):
    library = load_library(app.config["SCENARIOS_DIR"])
    for item in list(library.values())[:: max(1, len(library) // 8)]:
        page = client.get(f"/scenarios/{item.id}").get_data(as_text=True)
        assert f'href="/scenarios/new?from={item.id}"' in page


@pytest.mark.parametrize("query", ["game=chess", "from=no-such-scenario", "from=" + "x" * 300])
def test_unknown_game_or_scenario_is_a_404_page(client, query):
    response = client.get(f"/scenarios/new?{query}")
    assert response.status_code == 404 and "text/html" in response.content_type


@pytest.mark.parametrize("game, doc", [("shadowfist", "shadowfist-comprehensive"), ("ufs", "ufs-living-rules")])
def test_keywords_come_with_the_rule_that_defines_them(client, kb, game, doc):
    _, _, words = _builder(client, f"game={game}")
    names = {k["name"] for k in words["keywords"]}
    expected = {"shadowfist": {"Superleap", "Toughness", "Immunity", "Toast It", "Unique"},
                "ufs": {"Stun", "Throw", "Breaker", "Kick"}}[game]
    assert expected <= names
    for keyword in words["keywords"]:
        assert kb.section(doc, keyword["rule"]) is not None, keyword
        assert keyword["url"] == f"/rules/{doc}/{keyword['rule']}"
        section = kb.section(doc, keyword["rule"])  # its title, or (16.2, 20.3) the text defining the phrase
        # an exception the card prints after the phrase is the card's own ("Cannot be healed except when seized")
        phrase = keyword["name"].lower().split(" except ")[0]
        assert phrase in section.title.lower() or phrase in section.text.lower()
    rated = {k["name"] for k in words["keywords"] if k["value"] == "number"}
    assert ("Toughness" in rated) if game == "shadowfist" else ({"Stun", "Breaker"} <= rated and "Throw" not in rated)


def test_shadowfist_menus_come_from_the_engine_schema(client):
    from refbase.engines.shadowfist.loading import schema_fields, schemas

    _, _, words = _builder(client, "game=shadowfist")
    assert words["effect_kinds"] == list(schemas.EFFECT_KINDS)
    assert words["modifier_kinds"] == list(schema_fields.MODIFIER_KINDS)
    assert "Crisis" not in {k["name"] for k in words["keywords"]}, "unmodelled abilities are not offered"


def test_export_gives_the_library_file_format(client):
    _, scenario, _ = _builder(client, "game=shadowfist")
    response = client.post("/scenarios/export", data={"scenario": json.dumps(scenario),
                                                      "question": "<b>Can A attack?</b>"})
    assert response.status_code == 200 and "attachment" in response.headers["Content-Disposition"]
    item = json.loads(response.get_data(as_text=True))
    assert item["scenario"] == scenario and item["question"] == "<b>Can A attack?</b>"
    assert item["expected"]["outcome"] == "resolved" and item["id"].startswith("sf-shared-")


@pytest.mark.parametrize("body", ["", "{", '{"game": "shadowfist"}'])
def test_export_of_a_malformed_scenario_is_a_4xx(client, body):
    response = client.post("/scenarios/export", data={"scenario": body})
    assert response.status_code == 422 and "Traceback" not in response.get_data(as_text=True)


def test_the_result_fragment_carries_the_question_into_the_share_link(client):
    _, scenario, _ = _builder(client, "game=ufs")
    response = client.post("/scenarios/result?question=Is+it+blocked%3F", data=json.dumps(scenario),
                           content_type="application/json")
    assert response.status_code == 200
    link = re.search(r'class="share-link"><a href="[^"]*/scenarios/s/([^"]+)"', response.get_data(as_text=True))
    envelope = decode(html.unescape(link.group(1)))
    assert envelope["question"] == "Is it blocked?" and envelope["scenario"] == scenario


def test_builder_script_never_parses_strings_as_html(app):
    """Card names and texts are set as text: the page's script has no HTML or code sinks."""
    from pathlib import Path

    source = (Path(app.static_folder) / "builder.js").read_text(encoding="utf-8")
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
        assert sink not in source, sink


def test_effect_details_come_from_the_engine_registries(client, kb):
    """Every optional effect field the form offers is a field of the effect schema, shown only
    for the kinds that read it; each rule it links exists."""
    from refbase.engines.shadowfist.effects import effect_fields
    from refbase.engines.shadowfist.effects.effect_kinds import KINDS
    from refbase.engines.shadowfist.loading import schemas

    _, _, words = _builder(client, "game=shadowfist")
    schema = {f.data_key or name for name, f in schemas.EffectSchema().fields.items()}
    assert set(words["effect_fields"]) == set(schemas.EFFECT_KINDS)
    for kind, extra in words["effect_fields"].items():
        assert set(extra) <= schema, kind
        assert not set(extra) & set(KINDS[kind].needs), f"{kind}: a required field is listed as optional"
    assert set(words["effect_general"]) <= schema and "cost" in words["effect_general"]
    assert "duration" in words["effect_fields"]["grant"] and "duration" in words["effect_fields"]["take_control"]
    assert "duration" not in words["effect_fields"]["damage"], "a damage effect has no duration"
    assert {"x", "reduction", "attached_to", "waives_timing"} <= set(words["effect_fields"]["play_card"])
    assert "waives_timing" in words["rare_fields"] and words["field_rules"]["waives_timing"]
    assert words["timings"] == list(schemas.TIMINGS) and words["piles"] == list(schemas.PILES)
    assert {k["name"].lower() for k in words["damage_properties"]} == set(effect_fields.DAMAGE_PROPERTIES)
    assert set(words["rare_fields"]) <= schema
    for name, links in words["field_rules"].items():
        assert links, name
        for link in links:
            assert kb.section("shadowfist-comprehensive", link["number"]) is not None, (name, link)
            assert link["url"] == f"/rules/shadowfist-comprehensive/{link['number']}"
    assert [r["number"] for r in words["field_rules"]["cost"]] == ["24.1.4"]


def test_effect_kinds_read_the_fields_the_registry_gives_them(client):
    """The registry is not a guess: an effect resolves differently with the field than without."""
    board = {"game": "shadowfist", "format": "multiplayer", "active_player": "A",
             "players": [{"id": "A", "power": 3}, {"id": "B", "power": 0}],
             "cards": [{"id": "c1", "title": "Hitter", "type": "character", "controller": "A", "fighting": 2},
                       {"id": "c2", "title": "Payer", "type": "character", "controller": "A", "fighting": 1}]}
    grant = {"do": "effect", "id": "e1", "player": "A", "card": "Effect", "source_type": "event", "effect": "grant",
             "targets": ["c1"], "modifiers": [{"kind": "fighting", "value": 1}],
             "cost": {"turn": "c2", "power": 1}}

    def steps(**extra):
        scenario = {**board, "actions": [{**grant, **extra}, {"do": "pass"}]}
        answer = client.post("/api/v1/scenarios/resolve", json=scenario).get_json()
        assert answer["outcome"] == "resolved", answer
        return " ".join(s["text"] for s in answer["steps"]), answer["final"]

    text, final = steps(duration="turn")
    assert "A turns Payer to pay the cost" in text and "A pays 1 Power." in text
    assert final["cards"]["c2"]["turned"] and final["players"]["A"]["power"] == 2
    assert "until the end of the turn" in text
    assert "until the end of the turn" not in steps(duration="permanent")[0]


def test_ufs_ability_details_come_from_the_engine_schemas(client, kb):
    from refbase.engines.ufs import action_schemas as ufs

    _, _, words = _builder(client, "game=ufs")
    assert words["pay_fields"] == list(ufs.PaySchema().fields)
    assert words["attack_to"] == ["discard", "hand", "removed"]
    assert {"first", "combo", "while_committed"} <= set(words["restriction_flags"])
    assert "character" not in words["restriction_flags"], "a text restriction is not a checkbox"
    assert words["restriction_zones"] == ["hand", "staging", "card_pool"] and words["per_turn"] == [1, 2]
    assert words["modify_kinds"] == ["speed", "damage", "difficulty"]
    for name, links in words["field_rules"].items():
        for link in links:
            assert kb.section("ufs-living-rules", link["number"]) is not None, (name, link)
    for flag in words["restriction_flags"]:
        assert f"restrictions.{flag}" in words["field_rules"], flag
