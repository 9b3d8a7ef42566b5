"""Checks shared by every way of putting a State into play: its subject (25.5.1, 40.1, 44.1)."""

from __future__ import annotations

from collections.abc import Mapping

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import NO_STATES_FROM_CONTROLLER
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import immune, matches, selector_words
from refbase.engines.shadowfist.model.vocabulary import CardType, Restriction
from refbase.engines.shadowfist.model.written import AbilityKind


def verify_state_subject(game: Game, state: Card, subject_id: str, rules: tuple[RuleRef, ...],
                         player: str | None = None) -> Card:
    """The subject is in play, not an Event, may have the State (40.1, 49.10) and fits the
    State's own "Play on ..." (25.5.1: a valid subject is a play requirement). With `player`,
    the State is played (not returned or placed): a subject whose text says "You cannot play
    States on this card" refuses its own controller's (25.5, 6.0)."""
    board = game.board
    subject = board.cards[subject_id]
    check(subject.in_play and subject.type != CardType.EVENT, f"{subject.title} is not in play "
          f"and cannot be the subject of {state.title}", rules + R.VALID_SUBJECT)
    refused = board.abilities(subject)
    check(not immune(board, subject, state, CardType.STATE), f"{subject.title} is immune "
          f"to States", rules + R.IMMUNITY_TO_STATES)
    check(not refused.refuses_states(), f"{subject.title}'s text says it is not a legal subject "
          f"for States", rules + R.SUBJECT_BECOMES_ILLEGAL + R.VALID_SUBJECT)
    check(player is None or player != subject.controller or not refused.has(NO_STATES_FROM_CONTROLLER),
          f"{subject.title}'s text says its controller, {player}, cannot play States on it",
          rules + R.VALID_SUBJECT + R.GOLDEN_RULE)
    check(not _carries(board.cards, subject, state), f"{state.title} cannot be placed on "
          f"{'itself' if subject is state else subject.title + ', which is on it'}", rules + R.VALID_SUBJECT)
    for need in (w.affects for w in state.written if w.kind == AbilityKind.PLAY_ON and w.affects is not None):
        check(matches(board, subject, need, state), f"{state.title} is played only on "
              f"{selector_words(need)}, and {subject.title} is not one", rules + R.VALID_SUBJECT)
    if state.has_restriction(Restriction.VEHICLE):
        check(subject.is_character, f"a Vehicle may only be played on a Character, and "
              f"{subject.title} is not one", rules + R.VEHICLE)
        check(not any(s.has_restriction(Restriction.VEHICLE) for s in board.states_on(subject)),
              f"{subject.title} already has a Vehicle and cannot have another", rules + R.VEHICLE)
    return subject


def _carries(cards: Mapping[str, Card], subject: Card, state: Card) -> bool:
    """Is `subject` the State itself, or attached (through other States) to it?"""
    seen: set[str] = set()
    card: Card | None = subject
    while card is not None and card.id not in seen:
        if card is state:
            return True
        seen.add(card.id)
        card = cards.get(card.attached_to) if card.attached_to else None
    return False
