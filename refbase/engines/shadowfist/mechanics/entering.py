"""Cards entering play other than by being played from hand: returned (44.1), put into play
by an effect (44.4), or created as tokens (47.0).

For each card entering play, steps 24.5.1 and 24.5.2 happen (44.4): it is placed and its
text is active at once; then the effect that put it there finishes resolving. Returning a
card ignores timing and play restrictions and costs nothing beyond the effect (44.1).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.checks.entering_checks import verify_state_subject
from refbase.engines.shadowfist.checks.restrictions import verify_no_copy
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.auction import check_unique_copies
from refbase.engines.shadowfist.mechanics.piles import chosen_in_pile, verify_in_pile
from refbase.engines.shadowfist.mechanics.zones import (
    add_site,
    choose_place,
    enters_turned,
    enters_with_counters,
    follow_subject,
    subject_control_rules,
)
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Zone
from refbase.engines.shadowfist.model.written import On


def enter_play(game: Game, scene: Scene, card: Card, player: str, a: EffectAction,
               why: str, rules: tuple[RuleRef, ...]) -> None:
    """Place `card` in play under `player` (24.5.1) with its text active; then auctions."""
    board = game.board
    column, row = choose_place(game, player, card, a.column, a.row, rules)
    card.zone, card.controller = Zone.IN_PLAY, player
    card.incarnation += 1
    card.entered_scene, card.turned, card.damage, card.corrupted = scene.serial, False, 0, 0
    card.entered_turn = game.turn_state.number
    card.text_active, card.face_down = True, False
    where = ""
    if card.is_character:
        card.location = board.home_location(player, column)
        where = f" at {board.describe(card.location)}"
    elif card.type == CardType.STATE and a.attached_to is not None:
        subject = board.cards[a.attached_to]
        card.attached_to = subject.id
        if subject_control_rules(card):
            follow_subject(game, subject)
        where = f" on {subject.title}"
    game.step(f"{why}: {card.title} enters play under {player}'s control{where}, its text "
              f"active at once.", rules + R.ENTER_PLAY_SEQUENCE + R.PLACEMENT_ACTIVATION
              + R.GENERATE_AND_TRIGGER)
    if card.is_site:
        add_site(game, player, card, column, row)
    enters_with_counters(game, card)
    enters_turned(game, card)
    triggers.notice(game, On.ENTERS_PLAY, card)  # "enters play" triggers, not "played" (44.1, 24.5.2)
    check_unique_copies(game, card, player, rules)


# --- Return to play (44.1) ---------------------------------------------------------------------


def verify_return(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """A card in a smoked pile that can be in play; a State names a legal subject now (44.1)."""
    for card in verify_in_pile(game, a, Zone.SMOKED, own=False):
        check(card.type != CardType.EVENT, f"{card.title} is an Event: Events are never in play",
              R.EVENTS + R.RETURN_TO_PLAY)
        if card.type == CardType.STATE:
            check(len(a.targets) == 1 and a.attached_to is not None, f"returning the State "
                  f"{card.title} to play needs `attached_to`: its subject",
                  R.RETURN_TO_PLAY + R.VALID_SUBJECT)
            verify_state_subject(game, card, a.attached_to or "", R.RETURN_TO_PLAY)
        if card.is_character and a.column is not None:
            check(a.column <= len(game.board.players[a.player].columns),
                  f"{a.player} has no column {a.column}", R.LOCATION)
        verify_no_copy(game, a.player, card, R.RETURN_TO_PLAY)


def resolve_return(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    a = effect.request
    for card in chosen_in_pile(game, effect, Zone.SMOKED):
        subject = game.board.cards.get(a.attached_to or "")
        if card.type == CardType.STATE and (subject is None or not subject.in_play):
            game.step(f"{card.title}'s subject has left play: it stays in the smoked pile.",
                      R.RETURN_TO_PLAY + R.VALID_SUBJECT)
            continue
        enter_play(game, scene, card, effect.player, a, f"{effect.label} resolves and returns "
                   f"{card.title} from the smoked pile (not playing it: no cost, timing or play "
                   f"restrictions)", R.RETURN_TO_PLAY + R.OTHER_WAYS_TO_PLAY + R.RESOLVING)
