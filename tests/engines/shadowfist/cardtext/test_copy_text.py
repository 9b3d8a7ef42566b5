"""Printed rules text copied by a written ability, on real cards' text copied from the community
card dump: the copied card is one in play the player chooses (named in the `use`'s `source`), the
receiving card the ability's own or its target. Rules 36.0 (copying), 36.2 (what is printed),
36.4 (fixed on generation), 49.8 (Uncopyable). Then the engine on each."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

WUDANG_MONK = "Once per turn, you may copy the rules text of a non-Unique Character to this card until the end of the turn."
JOHN_FENRIS = ("Unique. Uncopyable. Toughness: 1. Guts. Once per turn, you may copy the printed text of any other "
               "Character to this card until the end of the turn.")
RIGOROUS = "Copy the printed rules text from any Character to target Character until the end of the turn."
ECHO = "Copy a Site's rules text to target Site until the end of the turn."
DEATH_MASQUE = ("Play on a Character. Subject gains +3 Fighting while this card is unturned. Turn and maintain and target "
                "a Character :: Blank subject's rules text and copy target's printed rules text onto subject.")


def test_36_0_wudang_monk_copies_a_non_unique_characters_text_onto_itself() -> None:
    (made,) = compiled_objects("Wudang Monk", "Character", WUDANG_MONK)
    assert made["once_per"] == "turn"
    assert made["effect"] == {"effect": "copy", "aim": "self", "duration": "turn",
                              "copy_from": {"type": "character", "unique": False}}


def test_36_2_john_fenris_copies_the_printed_text_of_another_character() -> None:
    *_, made = compiled_objects("John Fenris, the Iron Man", "Character", JOHN_FENRIS)
    assert made["effect"]["copy_from"] == {"type": "character", "other": True}


def test_36_0_rigorous_discipline_and_echo_distortion_copy_onto_their_target() -> None:
    (rigorous,) = compiled_objects("Rigorous Discipline v2", "Event", RIGOROUS)
    (echo,) = compiled_objects("Echo Distortion", "Event", ECHO)
    assert rigorous["effect"] == {"effect": "copy", "aim": "chosen", "select": {"type": "character"},
                                  "duration": "turn", "copy_from": {"type": "character"}}
    assert echo["effect"]["select"] == {"type": "site"} and echo["effect"]["copy_from"] == {"type": "site"}


def test_36_0_a_targeted_original_stays_not_modelled() -> None:
    compiled = compile_text(DEATH_MASQUE, "Death Masque", "State")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (copying)")


def _board(original_unique: bool, source: str | None = "bruiser") -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 10}
    use: dict[str, Any] = {"do": "use", "id": "c", "player": "A", "card": "monk", "ability": 0}
    if source is not None:
        use["source"] = source
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", "column": 1, **site},
                      {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                      {"id": "monk", "title": "Wudang Monk", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, "abilities": compile_text(WUDANG_MONK, "Wudang Monk", "Character").abilities},
                      {"id": "bruiser", "title": "Bruiser", "type": "character", "controller": "B", "column": 1,
                       "fighting": 3, "abilities": ["Unique", "Ambush"] if original_unique else ["Ambush"]}],
            "actions": [use, {"do": "pass"}]}


def test_36_0_wudang_monk_gains_the_copied_ambush() -> None:
    r = as_json(resolve(_board(False)))
    assert r["outcome"] == "resolved", r.get("illegal")
    assert any("copied onto Wudang Monk" in s["text"] and "Ambush" in s["text"] and "36.0" in s["rules"]
               for s in r["steps"])


def test_36_0_wudang_monk_refuses_a_unique_character_and_a_use_without_the_original() -> None:
    unique = as_json(resolve(_board(True)))
    assert unique["illegal"] is not None and "36.0" in unique["illegal"]["rules"]
    missing = as_json(resolve(_board(False, source=None)))
    assert missing["illegal"] is not None and "source" in missing["illegal"]["reason"]
