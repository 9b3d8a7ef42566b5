"""Smoking (20.0): by damage, by losing a bonus, and the recalculation loop (24.8.1.3)."""

from __future__ import annotations

from collections.abc import Iterable

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.maintaining import end_lapsed
from refbase.engines.shadowfist.mechanics.triggers import Damagers
from refbase.engines.shadowfist.mechanics.zones import leave_play
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.matching import immune
from refbase.engines.shadowfist.model.vocabulary import CardType, Zone


def _score(card: Card) -> str:
    return "Fighting" if card.is_character else "Body"


def smoke_reduced(game: Game, candidates: Iterable[Card], rules: tuple[RuleRef, ...],
                  lethal: Iterable[Card] = (), by: Damagers | None = None,
                  player: str | None = None) -> list[Card]:
    """Smoke, simultaneously, the candidates reduced to zero, then any hit by Lethal (50.9).
    `by`: the sources of the damage just placed, which smoke the cards it reduced (20.1);
    `player`: the controller of the effect whose damage it was, who smokes them (35.0)."""
    board = game.board
    doomed = [c for c in dict.fromkeys(candidates)
              if c.in_play and (c.is_character or c.is_site) and board.is_reduced_to_zero(c)]
    struck = [c for c in dict.fromkeys(lethal) if c.in_play and c.is_character and c not in doomed]
    triggers.note_inflicted(game)
    # who smokes each: the controllers of the damage's sources, read before any leaves play (29.4)
    smokers = {c.id: (player,) if player is not None else
               tuple(dict.fromkeys(src.controller for src, _ in (by or {}).get(c.id, ())))
               for c in doomed + struck}
    if by:
        triggers.note_smoked_by(game, doomed + struck, by)
        triggers.note_reduced_by(game, [c for c in doomed if c.is_site], by)
    for card in doomed:
        leave_play(game, card, Zone.SMOKED, f"{card.title}'s {_score(card)} is reduced to zero and "
                   f"it is smoked", rules + R.SMOKED_BY_DAMAGE, smokers=smokers[card.id])
    for card in struck:
        if card.in_play:
            leave_play(game, card, Zone.SMOKED, f"{card.title} took Lethal damage and is smoked",
                       R.LETHAL, smokers=smokers[card.id])
            doomed.append(card)
    return doomed


def _fate_chosen(game: Game, site: Card) -> bool:
    """A Site its attacker chose to burn leaves play at Return Home (30.3.3.3, 30.3.3.4), not
    when a recalculation before then finds its Body still zero."""
    return game.attack is not None and any(f.site is site for f in game.attack.fates)


def recalculate(game: Game, rules: tuple[RuleRef, ...] = R.RECALCULATION) -> None:
    """Smoke every card whose Fighting or Body is now zero, until none is (24.8.1.3, 20.2),
    and every State whose subject is now immune to States (25.5.3, 40.1); turn-and-maintain
    abilities whose card unturned or left play end first (10.4)."""
    end_lapsed(game)
    while True:
        _smoke_unseen_states(game)
        doomed = [c for c in game.board.in_play() if (c.is_character or c.is_site)
                  and game.board.is_reduced_to_zero(c) and not _fate_chosen(game, c)]
        if not doomed:
            return
        for card in doomed:
            leave_play(game, card, Zone.SMOKED, f"Recalculating, {card.title}'s {_score(card)} is "
                       f"zero and it is smoked", rules + R.SMOKED_BY_LOST_BONUS)


def _smoke_unseen_states(game: Game) -> None:
    board = game.board
    for state in [c for c in board.in_play() if c.type == CardType.STATE and c.attached_to]:
        subject = board.cards.get(state.attached_to or "")
        if subject is None or not state.in_play:
            continue  # it left play with an earlier State it was on (9.2.4)
        refused = board.abilities(subject)
        if immune(board, subject, state, CardType.STATE):  # to States, or to these States (40.1)
            leave_play(game, state, Zone.SMOKED, f"{subject.title} is now immune to States: "
                       f"{state.title} can no longer see its subject and is smoked",
                       R.SUBJECT_BECOMES_ILLEGAL + R.IMMUNITY_TO_STATES)
        elif refused.refuses_states():
            leave_play(game, state, Zone.SMOKED, f"{subject.title} is now not a legal subject for "
                       f"States: {state.title} is smoked", R.SUBJECT_BECOMES_ILLEGAL)
