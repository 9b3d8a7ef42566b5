"""An Event played when something happens (rule 25.1.1: a timing restriction may be lifted when
"the ability generates an effect that is triggered (26.0) at a specific time"): "Play when
<trigger> :: <effect>" compiles into a voluntary triggered ability (26.1.2) of the Event, which
its controller may play from hand in the scene of the trigger or the next (26.1.4)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, player

KICK = '"Time to Kick Ass!"'
#: the community card database's text of each card
KICK_TEXT = "Play when an attack is declared against a card you control :: Unturn all your Characters."
WHISPERS = "Play when an opponent spends 2 or more Power at one time :: Gain 1 Power."
UNYIELDING = "Play when a Unique Character you control smokes a Unique Character by inflicting combat damage :: Gain 3 Power."


def test_25_1_1_time_to_kick_ass_is_a_voluntary_trigger_on_an_attack_against_your_card() -> None:
    result = compile_text(KICK_TEXT, KICK, "Event")
    assert result.complete
    assert result.abilities == [{"kind": "triggered", "text": KICK_TEXT, "optional": True,
                                 "trigger": {"on": "attack_declared", "card": {"controller": "you"}},
                                 "effect": {"effect": "unturn", "aim": "all",
                                            "select": {"type": "character", "controller": "you"}}}]


def test_26_1_a_trigger_on_another_card_reads_as_for_cards_in_play() -> None:
    played = compile_text("Play when a Unique Character you control is smoked :: Gain 2 Power.", "E", "Event")
    assert played.abilities[0]["trigger"] == {"on": "smoked", "card": {"type": "character", "controller": "you",
                                                                        "unique": True}}


def test_25_1_1_triggers_the_language_lacks_stay_not_modelled() -> None:
    """Evil Whispers (Power spent) and The Dragon Unyielding (a card smoking another, which names
    no card of the Event's own) have no trigger the engine checks: not read as any trigger."""
    for title, text in (("Evil Whispers", WHISPERS), ("The Dragon Unyielding", UNYIELDING)):
        result = compile_text(text, title, "Event")
        assert not result.abilities
        assert result.not_modelled[0].reason.startswith("play timing: the trigger is not in the language")


def test_25_1_1_a_trigger_on_this_card_is_not_an_events() -> None:
    """An Event is never in play (25.3): "when this card is smoked" names nothing that happens to it."""
    result = compile_text("Play when this card is smoked :: Gain 1 Power.", "E", "Event")
    assert not result.abilities and result.not_modelled[0].category == "play timing"


def _scenario(attacker: str, target: str) -> dict[str, Any]:
    kick = compile_text(KICK_TEXT, KICK, "Event").abilities
    return {"game": "shadowfist", "active_player": attacker,
            "players": [player("A"), player("B")],
            "cards": [*home_sites(),
                      {"id": "kick", "title": KICK, "type": "event", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": kick},
                      {"id": "ha", "title": "A's Hero", "type": "character", "controller": "A", "fighting": 2,
                       "column": 1, "turned": attacker == "B"},
                      {"id": "hb", "title": "B's Hero", "type": "character", "controller": "B", "fighting": 2,
                       "column": 1}],
            "actions": [{"do": "declare_attack", "player": attacker, "attackers": [f"h{attacker.lower()}"],
                         "target": target},
                        {"do": "use", "id": "u1", "player": "A", "card": "kick", "ability": 0},
                        {"do": "pass"}]}


def test_25_1_1_the_event_is_played_in_the_scene_of_its_trigger() -> None:
    answer = as_json(resolve(_scenario("B", "a1")))
    assert answer["outcome"] == "resolved"
    assert any("may play" in s["text"] and "25.1.1" in s["rules"] for s in answer["steps"])
    assert any(s["text"].endswith("resolves: A's Hero is now unturned.") for s in answer["steps"])


def test_26_1_4_an_attack_on_another_players_card_does_not_trigger_it() -> None:
    """A attacks B's Site: no card A controls is attacked, so the Event cannot be played."""
    illegal = as_json(resolve(_scenario("A", "b1")))["illegal"]
    assert illegal["action"] == 1 and "only when its trigger happens" in illegal["reason"]
    assert "25.1.1" in illegal["rules"] and "26.1.4" in illegal["rules"]
