"""Selectors by a card's state: turned or unturned (21.0), damaged or undamaged (damage counters
on it, 29.0). Read from real cards' text into the selector's `state` and matched by the engine;
states a selector cannot ask ("non-attacking") stay not modelled."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def test_29_0_tom_baxter_damaged_characters_you_control() -> None:
    """Tom Baxter: "Unique. Guts. Damaged Characters you control gain +1 Fighting and Unstoppable." """
    ability = _compiled("Tom Baxter").abilities[-1]
    assert ability["affects"] == {"type": "character", "controller": "you", "state": "damaged"}


def test_21_0_redglare_chapel_every_other_turned_site() -> None:
    """RedGlare Chapel: "... Turn to inflict 1 damage on every other turned Site." """
    effect = _compiled("RedGlare Chapel").abilities[-1]["effect"]
    assert effect["aim"] == "all" and effect["select"] == {"type": "site", "other": True, "state": "turned"}


def test_21_0_explosives_v2_play_on_an_unturned_character() -> None:
    """Explosives v2: "Play on an unturned Character. ..." """
    assert _compiled("Explosives v2").abilities[0]["affects"] == {"type": "character", "state": "unturned"}


def test_28_1_4_a_negated_attack_role_excludes_the_attackers() -> None:
    result = compile_text("Turn :: Inflict 1 damage on target non-attacking Character.", "Foo", "Character")
    assert result.abilities[0]["effect"]["select"] == {"type": "character", "none_of": [{"state": "attacking"}]}


def _baxter() -> dict[str, Any]:
    hero = {"type": "character", "controller": "A", "fighting": 2, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "tom", "title": "Tom Baxter", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1, "abilities": _compiled("Tom Baxter").abilities},
                      {"id": "hurt", "title": "Hurt", "damage": 1, **hero},
                      {"id": "fine", "title": "Fine", **hero},
                      {"id": "theirs", "title": "Theirs", "damage": 1, **hero, "controller": "B"}],
            "actions": []}


def test_29_0_tom_baxter_gives_only_damaged_characters_you_control() -> None:
    cards = as_json(resolve(_baxter()))["final"]["cards"]
    # Fighting as the final board shows it, its damage counted off: Hurt 2 +1 -1, Fine 2, Theirs 2 -1
    assert (cards["hurt"]["fighting"], cards["fine"]["fighting"], cards["theirs"]["fighting"]) == (2, 2, 1)


def test_21_0_explosives_v2_on_a_turned_character_is_refused() -> None:
    """25.5.1: a valid subject is a play requirement; Explosives v2 asks an unturned one."""
    scenario = _baxter()
    scenario["players"][0]["power"] = 5
    scenario["cards"][1]["turned"] = True
    scenario["cards"].append({"id": "ex", "title": "Explosives v2", "type": "state", "controller": "A", "zone": "hand",
                              "cost": 0, "abilities": _compiled("Explosives v2").abilities})
    scenario["actions"] = [{"do": "play", "player": "A", "card": "ex", "attached_to": "hurt"}]
    illegal = as_json(resolve(scenario))["illegal"]
    assert "unturned Characters" in illegal["reason"] and "25.5.1" in illegal["rules"]


def test_9_1_2_terracotta_warriors_play_on_a_front_row_site() -> None:
    """Terracotta Warriors: "Schtick. Play on a front-row Site. Turn to inflict 2 damage on target
    Character at this location." Shields of Darkness: "Play on a back-row site. ..." """
    assert _compiled("Terracotta Warriors").abilities[1]["affects"] == {"type": "site", "state": "front-row"}
    assert _compiled("Shields of Darkness").abilities[0]["affects"] == {"type": "site", "state": "back-row"}
    assert compile_text("Play on a front-row Character.", "S", "State").not_modelled  # only a Site has a row


def _rows(subject: str) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B"}],
            "cards": [{"id": "front", "title": "Front", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 5},
                      {"id": "back", "title": "Back", "type": "site", "controller": "A", "column": 1, "row": "back",
                       "body": 5},
                      {"id": "tw", "title": "Terracotta Warriors", "type": "state", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": _compiled("Terracotta Warriors").abilities}],
            "actions": [{"do": "play", "player": "A", "card": "tw", "attached_to": subject}]}


def test_9_1_2_terracotta_warriors_on_a_back_row_site_is_refused() -> None:
    illegal = as_json(resolve(_rows("back")))["illegal"]
    assert "front-row Sites" in illegal["reason"] and "25.5.1" in illegal["rules"]
    assert as_json(resolve(_rows("front")))["outcome"] == "resolved"


QUAI_LI = "Turn Quai Li to inflict 2 points of damage on any unrevealed site."


def test_25_7_1_quai_li_any_unrevealed_site() -> None:
    """Quai Li: "Turn Quai Li to inflict 2 points of damage on any unrevealed site." A face-down Site."""
    (shot,) = [a for a in compile_text(QUAI_LI, "Quai Li", "Character").abilities if isinstance(a, dict)]
    assert shot["effect"]["select"] == {"type": "site", "state": "unrevealed"}


def _quai_li(face_down: bool) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site a1", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "fss", "title": "Some Feng Shui Site", "type": "feng_shui_site", "controller": "B",
                       "column": 1, "row": "front", "body": 6, "face_down": face_down},
                      {"id": "quai", "title": "Quai Li", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, "abilities": compile_text(QUAI_LI, "Quai Li", "Character").abilities}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "quai", "ability": 0, "targets": ["fss"]},
                        {"do": "pass"}]}


def test_25_7_1_a_face_down_site_takes_quai_lis_damage() -> None:
    result = as_json(resolve(_quai_li(True)))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["fss"]["damage"] == 2


def test_25_7_1_a_revealed_site_is_no_choice_of_quai_li() -> None:
    result = as_json(resolve(_quai_li(False)))
    assert result["outcome"] == "illegal" and "24.1.3.2" in result["illegal"]["rules"]
