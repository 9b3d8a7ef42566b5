"""Control as a stack (35.3.4, refbase.engines.shadowfist.mechanics.control): the library scenarios
`sf-35-3-4-control-is-a-stack` and `sf-35-3-1-control-back-already-controlled` give the
rulebook's cases; these tests pin the stack's bookkeeping."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.mechanics import control
from refbase.engines.shadowfist.model.board import Card, ControlGrant
from refbase.engines.shadowfist.model.vocabulary import CardType, Duration, Zone

from ._support import as_json
from .test_library import LIBRARY_DIR, load


class _Steps:
    """Just enough of a game for the stack's bookkeeping: the steps it logs."""

    def __init__(self) -> None:
        self.steps: list[tuple[str, tuple]] = []

    def step(self, text: str, rules: tuple) -> None:
        self.steps.append((text, rules))


def _card(controller: str, stack: list[ControlGrant]) -> Card:
    card = Card("bc", "Bc", CardType.CHARACTER, "B", controller, Zone.IN_PLAY, 3, 0, 0, 1)
    card.control_returns.extend(stack)
    return card


def test_35_3_4_an_effect_ending_under_a_later_one_hands_its_place_down():
    """B's card: A took it for the turn, then C for the next turn. A's effect ends first: C
    keeps the card, and when C's ends the card goes back to B, not to A."""
    a_turn, c_next = ControlGrant("B", Duration.TURN), ControlGrant("A", Duration.NEXT_TURN)
    card, game = _card("C", [a_turn, c_next]), _Steps()
    control.end(game, card, a_turn, ())  # type: ignore[arg-type]
    assert card.controller == "C" and card.control_returns == [ControlGrant("B", Duration.NEXT_TURN)]
    assert "stays on top" in game.steps[0][0]


def test_35_3_1_control_given_back_to_its_controller_changes_nothing():
    grant = ControlGrant("B", Duration.TURN)
    card, game = _card("B", [grant]), _Steps()
    card.turned = True
    control.end(game, card, grant, ())  # type: ignore[arg-type]
    assert card.turned and card.control_returns == []
    assert any(r.number == "35.3.1" for r in game.steps[0][1])


def test_35_3_4_a_timed_effect_alone_on_the_stack_gives_the_card_back_unturned():
    payload = load(LIBRARY_DIR / "sf-35-3-4-control-is-a-stack.json")["scenario"]
    payload["actions"] = [a for a in payload["actions"] if a.get("id") != "e2"]
    del payload["actions"][1]  # the pass after C's effect
    result = as_json(resolve(payload))
    assert result["final"]["cards"]["bc"]["controller"] == "B"
    assert any(r == "35.3.4" for s in result["steps"] for r in s["rules"])


def test_35_3_3_a_site_seized_after_a_timed_control_stays_seized():
    """Seizing is taking control (35.3.3): it goes on the stack, so an earlier timed effect
    ending later does not hand the Site back."""
    card, game = _card("A", [ControlGrant("B", Duration.TURN)]), _Steps()
    control.seized(card, "A")
    card.controller = "C"
    control.end(game, card, card.control_returns[0], ())  # type: ignore[arg-type]
    assert card.controller == "C" and card.control_returns == [ControlGrant("B", Duration.PERMANENT)]



def test_35_3_2_a_plain_state_taken_alone_changes_hands_and_stays_on_its_subject() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "hit", "title": "Gunslinger", "type": "character", "controller": "A", "fighting": 4},
                         {"id": "st", "title": "Lucky Charm", "type": "state", "controller": "A",
                          "attached_to": "hit", "modifiers": [{"kind": "fighting", "value": 1}]}],
               "actions": [{"do": "effect", "id": "tc", "player": "B", "card": "Mind Control",
                            "source_type": "event", "effect": "take_control", "targets": ["st"]}, {"do": "pass"}]}
    r = as_json(resolve(payload))
    assert r["final"]["cards"]["st"]["controller"] == "B"
    assert r["steps"][-1]["text"] == "B takes control of Lucky Charm; it unturns and stays on Gunslinger."
