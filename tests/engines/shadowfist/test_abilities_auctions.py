"""Bold-faced abilities as written (50.0, 49.0) and uniqueness auctions (31.x, 49.9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from refbase.engines.shadowfist.model.abilities import FLAGS, NUMERIC, RESTRICTIONS, UNMODELLED, Ability, combine, parse_ability

from ._support import attack, cards, character, fss, player, run, scenario


@pytest.mark.parametrize("text,expected", [
    ("Superleap", Ability("superleap")), ("  toughness:  2 ", Ability("toughness", 2)),
    ("Immunity: Events", Ability("immunity", "event")), ("Toast It", Ability("toast it")),
    ("Unique", Ability("unique")), ("Identity: Johnny", Ability("identity", "Johnny")),
])
def test_50_0_abilities_parse_as_printed(text: str, expected: Ability) -> None:
    assert parse_ability(text) == expected


@pytest.mark.parametrize("text", ["Superleep", "Toughness", "Toughness: -1", "Toughness: X", "Immunity"])
def test_50_0_unknown_or_incomplete_abilities_are_rejected(text: str) -> None:
    with pytest.raises(ValueError):
        parse_ability(text)


RULEBOOK = Path(__file__).resolve().parents[3] / "rules" / "shadowfist-comprehensive.txt"


def _titles(chapter: int) -> set[str]:
    """The keyword names the rulebook lists under `chapter`.x (49 restrictions, 50 abilities)."""
    found = re.findall(rf"^{chapter}\.[1-9]\d* (.+)$", RULEBOOK.read_text(encoding="utf-8"), re.MULTILINE)
    return {title.strip().lower() for title in found}


def test_49_0_the_restrictions_are_exactly_the_keywords_of_chapter_49() -> None:
    assert RESTRICTIONS | {"identity"} == _titles(49)


def test_50_0_bold_faced_abilities_are_never_restrictions() -> None:
    """Loyalty (50.10) is rules text (8.3): blanked (32.0) and copied (36.0) with it."""
    bold = _titles(50)
    assert "loyalty" in bold and not bold & RESTRICTIONS
    assert bold <= FLAGS | NUMERIC | UNMODELLED | {"immunity"}
    assert not parse_ability("Loyalty").is_restriction


def test_50_17_toughness_adds_up_but_other_abilities_do_not() -> None:
    combined = combine([Ability("toughness", 1), Ability("toughness", 2), Ability("stealth"),
                        Ability("stealth")])
    assert combined.toughness == 3 and combined.flags == frozenset({"stealth"})


def test_40_0_immunity_to_sites_covers_feng_shui_sites() -> None:
    assert combine([Ability("immunity", "site")]).immune_to("feng_shui_site")


def unique_copy(cid: str, controller: str, zone: str = "hand") -> dict:
    return {"id": cid, "title": "Old Master", "type": "character", "controller": controller, "fighting": 3,
            "cost": 1, "unique": True, "zone": zone}


def test_49_9_cannot_play_a_unique_card_you_already_control() -> None:
    payload = scenario([unique_copy("m1", "A", "in_play"), unique_copy("m2", "A")],
                       [{"do": "play", "player": "A", "card": "m2"}], players=[player("A", 3), player("B")])
    assert run(payload)["illegal"]["rules"] == ["49.9"]


def test_31_5_the_opening_bid_is_at_least_one_and_within_your_power() -> None:
    payload = scenario([unique_copy("m1", "B", "in_play"), unique_copy("m2", "A")],
                       [{"do": "play", "player": "A", "card": "m2"},
                        {"do": "bid", "player": "A", "amount": 5}],
                       players=[player("A", 3), player("B")])
    assert "31.5" in run(payload)["illegal"]["rules"]


def test_31_6_a_bid_must_beat_the_previous_one() -> None:
    payload = scenario([unique_copy("m1", "B", "in_play"), unique_copy("m2", "A")],
                       [{"do": "play", "player": "A", "card": "m2"},
                        {"do": "bid", "player": "A", "amount": 2},
                        {"do": "bid", "player": "B", "amount": 2}],
                       players=[player("A", 4), player("B", 5)])
    assert run(payload)["illegal"]["rules"] == ["31.6"]


def test_31_5_missing_opening_bid_is_a_pending_decision() -> None:
    payload = scenario([unique_copy("m1", "B", "in_play"), unique_copy("m2", "A")],
                       [{"do": "play", "player": "A", "card": "m2"}], players=[player("A", 3), player("B")])
    r = run(payload)
    assert r["outcome"] == "pending" and r["pending"]["decision"] == "opening_bid"
    assert r["pending"]["options"] == [1, 2]


def test_31_1_face_down_unique_sites_cause_no_auction_until_revealed() -> None:
    payload = scenario([fss("s1", "A", 1, 5, title="Kowloon Gate", unique=True),
                        fss("s2", "B", 1, 5, title="Kowloon Gate", unique=True, face_down=True)], [])
    assert run(payload)["outcome"] == "resolved"


def test_30_3_4_a_unique_site_revealed_in_combat_starts_an_auction() -> None:
    payload = scenario([fss("gate-a", "A", 1, 5, title="Kowloon Gate", unique=True),
                        character("h", "A", 2, column=1),
                        fss("gate-b", "B", 1, 6, title="Kowloon Gate", unique=True, face_down=True)],
                       [attack("A", ["h"], "gate-b"), {"do": "bid", "player": "B", "amount": 1},
                        {"do": "keep", "player": "B", "card": "gate-b"}],
                       players=[player("A", 0), player("B", 2)])
    r = run(payload)
    assert r["outcome"] == "resolved"
    c = cards(r)
    states = (c["gate-a"]["zone"], c["gate-b"]["zone"], c["gate-b"]["face_down"])
    assert states == ("smoked", "in_play", False)
    assert any("30.3.4" in s["rules"] for s in r["steps"])
    assert r["final"]["players"]["B"]["power"] == 1


def test_31_5_1_the_revealed_copys_controller_without_power_loses_it() -> None:
    payload = scenario([fss("gate-a", "A", 1, 5, title="Kowloon Gate", unique=True),
                        character("h", "A", 2, column=1),
                        fss("gate-b", "B", 1, 6, title="Kowloon Gate", unique=True, face_down=True)],
                       [attack("A", ["h"], "gate-b")], players=[player("A", 3), player("B", 0)])
    r = run(payload)
    assert cards(r)["gate-b"]["zone"] == "toasted" and r["final"]["attack"]["status"] == "successful"


def test_49_2_cannot_play_a_limited_card_you_already_control() -> None:
    def copy(cid: str, zone: str) -> dict:
        return {"id": cid, "title": "Street Gang", "type": "character", "controller": "A", "fighting": 1,
                "cost": 0, "abilities": ["Limited"], "zone": zone}

    payload = scenario([copy("g1", "in_play"), copy("g2", "hand")],
                       [{"do": "play", "player": "A", "card": "g2"}])
    assert run(payload)["illegal"]["rules"] == ["49.2"]
