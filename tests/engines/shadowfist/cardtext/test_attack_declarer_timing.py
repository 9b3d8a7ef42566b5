"""An Event's timing by who declared the attack ("Play during an attack you declared", "Play
during an opponent's attack": rule 28.1, the attack's declarer; rule 25.1.1, the timing is a
requirement of the effect) and an Event played "in response to" an Event being played that
cancels it (rules 26.2.1 and 33.0), on real cards' text copied from the community card dump."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, character, home_sites, player, scenario

BARREL = "Play during an opponent's attack :: Play a Character at -1 cost."
LETS_BOOK = "Play during an attack you declared. All attacking characters you control cease attacking."
STREET_RIOT = ("Play during an attack you declared on a Site :: Inflict X non-combat damage, divided any way you "
               "choose, on non-attacking Characters at the location of the attack.")
SECRETS = "Play during any Main Shot in response to a 0-cost Event :: Cancel that Event."
JOURNEY = "Play in response to an Event :: Cancel that Event and that Event's controller gains 1 Power."


def test_28_1_out_of_the_barrel_is_played_only_during_an_opponents_attack() -> None:
    result = compile_text(BARREL, "Out of the Barrel", "Event")
    assert result.complete
    (played,) = result.abilities
    assert played["condition"] == {"is": "attack_under_way", "of": "source", "declarer": "opponent"}
    assert played["effect"]["effect"] == "play_card" and played["text"] == BARREL


def test_25_1_1_out_of_the_barrel_plays_its_character_outside_the_characters_timing() -> None:
    """The rule's own example: "Out of the Barrel is an example of an Event that allows you to play
    a Character on an opponent's turn"; an Event timed in your Main Shot keeps the type's timing."""
    (played,) = compile_text(BARREL, "Out of the Barrel", "Event").abilities
    assert played["effect"]["waives_timing"] is True
    (own,) = compile_text("Play during your Main Shot :: Play a Character at -1 cost.", "E", "Event").abilities
    assert "waives_timing" not in own["effect"]


def _barrel(active: str) -> dict[str, Any]:
    barrel = {"id": "barrel", "title": "Out of the Barrel", "type": "event", "controller": "A", "zone": "hand",
              "cost": 0, "abilities": compile_text(BARREL, "Out of the Barrel", "Event").abilities}
    monkey = {"id": "monkey", "title": "Monkey", "type": "character", "controller": "A", "zone": "hand", "cost": 2,
              "fighting": 2}
    attacker, target = ("thug", "a1") if active == "B" else ("hero", "b1")
    return scenario([*home_sites(), character("thug", "B", 2, 1), character("hero", "A", 2, 1), barrel, monkey],
                    [{"do": "declare_attack", "player": active, "attackers": [attacker], "target": target},
                     {"do": "use", "id": "u", "player": "A", "card": "barrel", "ability": 0, "targets": ["monkey"],
                      "column": 1}, {"do": "pass"}], [player("A", 1), player("B", 0)], active=active)


def test_25_1_1_out_of_the_barrel_plays_a_character_in_an_opponents_attack() -> None:
    answer = as_json(resolve(_barrel("B")))
    assert answer["outcome"] == "resolved" and answer["final"]["cards"]["monkey"]["zone"] == "in_play"
    assert answer["final"]["players"]["A"]["power"] == 0


def test_28_1_out_of_the_barrel_is_refused_in_an_attack_you_declared() -> None:
    illegal = as_json(resolve(_barrel("A")))["illegal"]
    assert "during an attack an opponent declared" in illegal["reason"] and "28.1" in illegal["rules"]


def test_25_1_1_only_a_play_card_effect_waives_a_timing() -> None:
    card = {"id": "c", "title": "C", "type": "character", "controller": "A", "fighting": 1, "column": 1,
            "abilities": [{"kind": "activated", "text": "Gain 1 Power.",
                           "effect": {"effect": "gain_power", "amount": 1, "aim": "none", "waives_timing": True}}]}
    with pytest.raises(Exception, match="waives_timing"):
        resolve(scenario([*home_sites(), card], []))


def test_28_1_lets_book_is_played_only_during_an_attack_its_player_declared() -> None:
    (played,) = compile_text(LETS_BOOK, "Let's Book!", "Event").abilities
    assert played["condition"] == {"is": "attack_under_way", "of": "source", "declarer": "you"}
    assert played["text"] == LETS_BOOK


def test_28_1_street_riot_names_the_declarer_and_the_attacks_target_its_x_stays_unread() -> None:
    """The timing reads (an attack you declared against a Site); the X its effect needs does not,
    so the sentence stays not modelled for its X, not for its timing."""
    result = compile_text(STREET_RIOT, "Street Riot", "Event")
    assert not result.abilities and result.not_modelled[0].category == "X values"
    assert compile_text("Play during an attack you declared on a Site :: Gain 1 Power.", "E",
                        "Event").abilities[0]["condition"] == {"is": "attack_under_way", "of": "source",
                                                               "declarer": "you", "select": {"type": "site"}}


def _lets_book(active: str) -> dict[str, Any]:
    """A's Let's Book! in hand; the active player's Character attacks the other player's Site."""
    other = "B" if active == "A" else "A"
    book = {"id": "book", "title": "Let's Book!", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
            "abilities": compile_text(LETS_BOOK, "Let's Book!", "Event").abilities}
    attack = {"do": "declare_attack", "player": active, "attackers": ["hero"], "target": f"{other.lower()}1"}
    return scenario([*home_sites(), character("hero", active, 2, 1), book],
                    [attack, {"do": "use", "id": "b", "player": "A", "card": "book", "ability": 0}, {"do": "pass"}],
                    [player("A", 3), player("B", 3)], active=active)


def test_28_1_an_event_for_an_attack_you_declared_resolves_in_your_attack() -> None:
    answer = as_json(resolve(_lets_book("A")))
    assert answer["outcome"] == "resolved" and answer["illegal"] is None
    assert any("ceases attacking" in s["text"] or "cease attacking" in s["text"] for s in answer["steps"])


def test_28_1_an_event_for_an_attack_you_declared_is_refused_in_an_opponents_attack() -> None:
    illegal = as_json(resolve(_lets_book("B")))["illegal"]
    assert "during an attack its controller declared" in illegal["reason"]
    assert "25.1.1" in illegal["rules"] and "28.1" in illegal["rules"]


@pytest.mark.parametrize("bad", [{"is": "attacking", "declarer": "you"}, {"is": "attack_under_way", "declarer": "me"}])
def test_28_1_only_an_attack_under_way_names_its_declarer(bad: dict[str, Any]) -> None:
    """Who declared an attack is a condition's field only for an attack under way; a bad value
    is refused as a problem naming the field, not a crash."""
    card = {"id": "c", "title": "C", "type": "character", "controller": "A", "fighting": 1, "column": 1,
            "abilities": [{"kind": "continuous", "text": "+1 Fighting.", "modifiers": [{"kind": "fighting", "value": 1}],
                           "condition": bad}]}
    with pytest.raises(Exception, match="declarer"):
        resolve(scenario([*home_sites(), card], []))


# --- "in response to" an Event being played (26.2.1), canceling it (33.0) ----------------------------


def test_26_2_1_secrets_of_shaolin_chooses_the_0_cost_event_it_cancels() -> None:
    result = compile_text(SECRETS, "Secrets of Shaolin", "Event")
    assert result.complete
    (played,) = result.abilities
    assert played["condition"] == {"is": "main_shot", "of": "source"}
    assert played["effect"] == {"effect": "cancel_card", "aim": "chosen", "choose": True,
                                "select": {"type": "event", "cost_at_most": 0, "cost_at_least": 0}}


def test_26_2_a_response_with_any_effect_but_a_cancel_stays_not_modelled() -> None:
    """Journey's Reward also gives the canceled Event's controller Power: not read, so the whole
    sentence stays out rather than a cancel alone."""
    result = compile_text(JOURNEY, "Journey's Reward", "Event")
    assert not result.abilities and result.not_modelled[0].category == "play timing"


def _secrets(cost: int) -> dict[str, Any]:
    zap = {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand", "cost": cost,
           "abilities": [{"kind": "activated", "text": "Inflict 2 damage on target Character.",
                          "effect": {"effect": "damage", "amount": 2, "aim": "chosen",
                                     "select": {"type": "character"}}}]}
    secrets = {"id": "sec", "title": "Secrets of Shaolin", "type": "event", "controller": "B", "zone": "hand",
               "cost": 0, "abilities": compile_text(SECRETS, "Secrets of Shaolin", "Event").abilities}
    return scenario([*home_sites(), character("monk", "B", 2, 1), zap, secrets],
                    [{"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["monk"]},
                     {"do": "use", "id": "s", "player": "B", "card": "sec", "ability": 0, "targets": ["zap"]},
                     {"do": "pass"}], [player("A", 3), player("B", 3)])


def test_33_0_secrets_of_shaolin_cancels_a_0_cost_event_as_it_is_played() -> None:
    answer = as_json(resolve(_secrets(0)))
    final = answer["final"]["cards"]
    assert answer["outcome"] == "resolved" and final["monk"]["damage"] == 0
    assert any("Zap is canceled" in s["text"] and "33.0" in s["rules"] for s in answer["steps"])


def test_24_1_3_secrets_of_shaolin_refuses_an_event_that_costs_power() -> None:
    illegal = as_json(resolve(_secrets(1)))["illegal"]
    assert illegal is not None and "24.1.3.2" in illegal["rules"]
