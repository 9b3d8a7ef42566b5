"""Rules text about which cards may be attacked (the card's text over 28.1.3, 6.0): "cannot be
attacked" on the target (a State's subject, or given by a turn-and-maintain ability, 10.4) and
"Cannot be declared as an attacker on front-row Sites" on the attacker, on real cards' printed
text (copied from the community card dump), and the engine acting on them."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import PASS, as_json, attack, home_sites, scenario

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Safehouse": ("Edge", "Turn and maintain; no attacks can be declared against target character."),
    "Invisi-Ray": ("State", "Unique. Subject Character cannot be attacked. Reload: Sacrifice a [H] card."),
    "Cheng Hu Bai": ("Character", "Unique. Superleap. Can attack back-row Sites. Cannot be declared as an attacker on "
                                  "front-row Sites."),
}


def printed(title: str) -> list[Any]:
    """What the card's text compiles to (Invisi-Ray's Reload stays unread: not modelled)."""
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert [n.text for n in compiled.not_modelled] in ([], ["Reload: Sacrifice a [H] card."]), compiled.not_modelled
    return list(compiled.abilities)


def test_safehouse_maintains_cannot_be_attacked_on_its_target_10_4() -> None:
    (used,) = printed("Safehouse")
    assert used["kind"] == "turn_and_maintain"
    assert used["effect"] == {"effect": "grant", "aim": "chosen", "select": {"type": "character"},
                              "abilities": ["Cannot be attacked"]}


def test_invisi_ray_subject_cannot_be_attacked_25_5() -> None:
    assert printed("Invisi-Ray")[1] == {"kind": "continuous", "grants": ["Cannot be attacked"],
                                        "text": "Subject Character cannot be attacked."}


def test_cheng_hu_bai_cannot_attack_front_row_sites_28_1_3() -> None:
    assert printed("Cheng Hu Bai")[-2:] == ["Can attack back-row Sites", "Cannot attack front-row Sites"]


def _board(attacker: list[Any], target: str, safehouse: bool = False) -> dict[str, Any]:
    """A's Character "me" (`attacker` abilities) attacks `target`: B's Site b1 or B's Hero, whom
    B's Safehouse first turns and maintains on when `safehouse`."""
    cards = home_sites() + [
        {"id": "me", "title": "Cheng Hu Bai", "type": "character", "controller": "A", "column": 1, "fighting": 4,
         "abilities": attacker},
        {"id": "hero", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 1},
        {"id": "safe", "title": "Safehouse", "type": "edge", "controller": "B", "abilities": printed("Safehouse")}]
    used = [{"do": "use", "id": "u1", "player": "B", "card": "safe", "ability": 0, "targets": ["hero"]}, PASS]
    return scenario(cards, (used if safehouse else []) + [attack("A", ["me"], target), PASS, PASS])


def test_safehouse_target_is_refused_as_an_attack_target_6_0() -> None:
    result = as_json(resolve(_board([], "hero", safehouse=True)))
    assert result["illegal"]["action"] == 2 and "cannot be attacked" in result["illegal"]["reason"]
    assert {"28.1.3", "6.0"} <= set(result["illegal"]["rules"])
    assert as_json(resolve(_board([], "hero")))["outcome"] == "resolved"


def test_cheng_hu_bai_is_refused_a_front_row_site_but_attacks_a_character_6_0() -> None:
    illegal = as_json(resolve(_board(printed("Cheng Hu Bai"), "b1")))["illegal"]
    assert "cannot attack front-row sites" in illegal["reason"].lower()
    assert as_json(resolve(_board(printed("Cheng Hu Bai"), "hero")))["outcome"] == "resolved"


def test_a_card_that_cannot_be_attacked_is_refused_as_a_new_target_28_1_3_1() -> None:
    cards = home_sites() + [
        {"id": "me", "title": "Attacker", "type": "character", "controller": "A", "column": 1, "fighting": 2},
        {"id": "hero", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 1},
        {"id": "ray", "title": "Invisi-Ray", "type": "state", "controller": "B", "attached_to": "hero",
         "abilities": printed("Invisi-Ray")[:2]}]
    fox = {"do": "effect", "id": "c", "player": "B", "card": "Fox", "effect": "change_target", "source_type": "event",
           "targets": ["me"], "to": "hero"}
    result = as_json(resolve(scenario(cards, [attack("A", ["me"], "b1"), fox, PASS])))
    assert result["illegal"]["action"] == 1 and "cannot be attacked" in result["illegal"]["reason"]
    assert "28.1.3.1" in result["illegal"]["rules"]


#: a State granting its subject the back-row permission (6.0 over 28.1.3), as the dump prints them
UNDERCOVER = "Subject character can attack back-row sites."
LURKING_RAT = "Subject Character may attack back-row Sites."


def test_undercover_and_path_of_the_lurking_rat_grant_the_back_row_to_their_subject_28_1_3() -> None:
    for title, text in (("Undercover", UNDERCOVER), ("Path of the Lurking Rat", LURKING_RAT)):
        (granted,) = compile_text(text, title, "State").abilities
        assert granted["kind"] == "continuous"
        assert granted["grants"][0].lower() in ("can attack back-row sites", "may attack back-row sites")
        assert "affects" not in granted  # its subject's, not other cards'


def test_undercover_lets_its_subject_attack_a_back_row_site_6_0() -> None:
    back = {"id": "b2", "title": "B's Back Site", "type": "site", "controller": "B", "column": 1, "row": "back",
            "body": 6}
    me = {"id": "me", "title": "Agent", "type": "character", "controller": "A", "column": 1, "fighting": 2}
    kit = {"id": "kit", "title": "Undercover", "type": "state", "controller": "A", "attached_to": "me",
           "abilities": compile_text(UNDERCOVER, "Undercover", "State").abilities}
    declared = [attack("A", ["me"], "b2"), PASS, PASS]
    assert as_json(resolve(scenario(home_sites() + [back, me, kit], declared)))["outcome"] == "resolved"
    refused = as_json(resolve(scenario(home_sites() + [back, me], declared)))
    assert refused["outcome"] == "illegal" and "back row" in refused["illegal"]["reason"]
