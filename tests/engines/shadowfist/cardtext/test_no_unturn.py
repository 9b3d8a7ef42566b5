"""Rules text keeping a card turned through its controller's unturn step (6.0 over 22.2.3), read
from real cards' printed text (quoted verbatim from the community card dump) and run in the
engine: a State's subject, the cards a selector picks, a turn-and-maintain grant."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

WORDS = "Does not unturn during its controller's Establishing Shot"
HOUSE_ARREST = "Play on a Character. Subject does not unturn during its controller's Establishing Shot."
CHAINS_OF_BONE = "[a] cards do not unturn during their controller's establishing shot."
MUCKRAKING = "Turn and maintain to prevent target character from unturning normally."


def _objects(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    c = compile_text(text, title, kind)
    assert c.complete, c.not_modelled
    return [a for a in c.abilities if isinstance(a, dict)]


def test_22_2_3_house_arrest_gives_its_subject_the_words() -> None:
    _, arrest = _objects(HOUSE_ARREST, "House Arrest", "State")
    assert arrest == {"kind": "continuous", "grants": [WORDS],
                      "text": "Subject does not unturn during its controller's Establishing Shot."}


def test_22_2_3_chains_of_bone_keeps_every_ascended_card_turned() -> None:
    (chains,) = _objects(CHAINS_OF_BONE, "Chains of Bone", "Edge")
    assert chains["grants"] == [WORDS] and chains["affects"] == {"faction": "ascended"}


def test_22_2_3_muckraking_journalist_maintains_the_words_on_a_target_character() -> None:
    (use,) = _objects(MUCKRAKING, "Muckraking Journalist", "Character")
    assert use["kind"] == "turn_and_maintain"
    assert use["effect"] == {"effect": "grant", "aim": "chosen", "select": {"type": "character"}, "abilities": [WORDS]}


def test_22_2_3_a_states_this_card_is_not_its_subject() -> None:
    """Long Black Hearse keeps itself turned, not its subject: a State's written abilities act on
    its subject (25.5), so the sentence stays unread."""
    c = compile_text("Vehicle. Play on a Character. This card does not unturn during your Establishing Shot.",
                     "Long Black Hearse", "State")
    assert [n.text for n in c.not_modelled] == ["This card does not unturn during your Establishing Shot."]


def test_22_2_3_a_character_of_its_own_does_not_unturn() -> None:
    c = compile_text("This card does not unturn during your Establishing Shot.", "Someone", "Character")
    assert c.abilities == [{"kind": "continuous", "grants": [WORDS],
                            "text": "This card does not unturn during your Establishing Shot."}]


def _turn_passes(cards: list[dict[str, Any]], actions: list[dict[str, Any]]) -> dict[str, Any]:
    site = {"id": "s", "title": "Site", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 5}
    return as_json(resolve({"game": "shadowfist", "active_player": "A", "turns": 2, "cards": [site, *cards],
                            "players": [{"id": "A", "hand": 6}, {"id": "B", "hand": 6}],
                            "actions": [*actions, {"do": "end_turn", "player": "A"}]}))


def _char(i: str, **kw: Any) -> dict[str, Any]:
    return {"id": i, "title": f"Char {i}", "type": "character", "controller": "B", "column": 1, "fighting": 2,
            "turned": True, **kw}


def test_22_2_3_chains_of_bone_keeps_the_ascended_character_turned_and_not_the_other() -> None:
    chains = {"id": "chains", "title": "Chains of Bone", "type": "edge", "controller": "A",
              "abilities": compile_text(CHAINS_OF_BONE, "Chains of Bone", "Edge").abilities}
    r = _turn_passes([chains, _char("asc", factions=["ascended"]), _char("other")], [])
    assert r["outcome"] == "resolved"
    assert r["final"]["cards"]["asc"]["turned"] and not r["final"]["cards"]["other"]["turned"]
    stays = next(s for s in r["steps"] if "stays turned" in s["text"])
    assert stays["rules"] == ["22.2.3", "6.0"] and "Char asc" in stays["text"]


def test_22_2_3_muckrakings_target_stays_turned_while_he_maintains() -> None:
    mj = {"id": "mj", "title": "Muckraking Journalist", "type": "character", "controller": "A", "column": 1,
          "fighting": 1, "abilities": compile_text(MUCKRAKING, "Muckraking Journalist", "Character").abilities}
    r = _turn_passes([mj, _char("x"), _char("y")],
                     [{"do": "use", "id": "u1", "player": "A", "card": "mj", "ability": 0, "targets": ["x"]}])
    assert r["outcome"] == "resolved"
    assert {k: r["final"]["cards"][k]["turned"] for k in ("mj", "x", "y")} == {"mj": True, "x": True, "y": False}


def test_21_1_an_effect_still_unturns_a_card_that_does_not_unturn_in_the_step() -> None:
    r = as_json(resolve({"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
                         "cards": [_char("x", abilities=[WORDS])],
                         "actions": [{"do": "effect", "id": "e1", "player": "B", "card": "Back for Seconds",
                                      "source_type": "event", "effect": "unturn", "targets": ["x"]}, {"do": "pass"}]}))
    assert r["outcome"] == "resolved" and not r["final"]["cards"]["x"]["turned"]
