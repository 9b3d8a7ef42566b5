"""A State's "Play on ..." with more than a card type, on real cards' printed text (copied from
the community card dump): a subject "that requires no resources" (no resource conditions, 8.4)
and a subject printed with the requirement of playing the State ("if you control a <Martial>
Character": a `play_if`, 25.1), both checked when the State is played (25.5.1)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

DISGUISE_KIT = ("Play on a non-Unique Character that requires no resources. Characters that require resources "
                "cannot intercept subject.")
EVIL_MASTER = ("Limited. Play on a Character if you control a <Martial> Character. Subject gains +6 Fighting and "
               "the designator <Master>.")


def test_8_4_disguise_kit_subject_requires_no_resources() -> None:
    compiled = compile_text(DISGUISE_KIT, "Disguise Kit", "State")
    assert compiled.complete
    assert compiled.abilities[0]["affects"] == {"type": "character", "unique": False, "requires_at_most": 0}


def test_25_1_evil_master_subject_and_play_requirement() -> None:
    compiled = compile_text(EVIL_MASTER, "Evil Master", "State")
    assert compiled.complete
    play_on, play_if = compiled.abilities[1:3]
    assert play_on["affects"] == {"type": "character"}
    assert play_if["kind"] == "play_if" and play_if["condition"] == {
        "is": "card_in_play", "select": {"type": "character", "designator": "Martial", "controller": "you"}}


def test_25_1_a_requirement_beyond_the_language_leaves_the_sentence_unread() -> None:
    compiled = compile_text("Play on a Character if you control a Site that was seized this turn.", "S", "State")
    assert not compiled.abilities and compiled.not_modelled


def _play(title: str, text: str, subject: dict[str, Any], extra: list[dict[str, Any]]) -> dict[str, Any]:
    payload = {"game": "shadowfist", "active_player": "A",
               "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
               "cards": [{"id": "site", "title": "Site", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 5},
                         {"id": "ch", "title": "Hero", "type": "character", "controller": "A", "fighting": 2,
                          "column": 1, **subject},
                         {"id": "st", "title": title, "type": "state", "controller": "A", "zone": "hand",
                          "cost": 0, "abilities": compile_text(text, title, "State").abilities}, *extra],
               "actions": [{"do": "play", "player": "A", "card": "st", "attached_to": "ch"}]}
    return as_json(resolve(payload))


def test_25_5_1_disguise_kit_refused_on_a_character_with_resource_conditions() -> None:
    assert _play("Disguise Kit", DISGUISE_KIT, {}, [])["outcome"] == "resolved"
    r = _play("Disguise Kit", DISGUISE_KIT, {"requires": ["M"]}, [])
    assert r["outcome"] == "illegal" and "25.5.1" in r["illegal"]["rules"]


def test_25_1_evil_master_needs_a_martial_character() -> None:
    r = _play("Evil Master", EVIL_MASTER, {}, [])
    assert r["outcome"] == "illegal" and "25.1" in r["illegal"]["rules"]
    monk = {"id": "monk", "title": "Martial Monk", "type": "character", "controller": "A", "fighting": 1, "column": 1}
    assert _play("Evil Master", EVIL_MASTER, {}, [monk])["outcome"] == "resolved"
