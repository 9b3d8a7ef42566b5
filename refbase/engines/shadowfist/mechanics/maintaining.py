"""Turn-and-maintain abilities once they resolve (10.4), and what they give ending.

A resolved turn-and-maintain effect creates a conditional ability: its modifiers and
bold-faced abilities (continuous.py reads `Maintained`) or its change of control last
while the generating card stays in play, turned, and with its text active. As soon as the
card unturns, is canceled (33.0) or blanked (32.0), or leaves play even for a moment, the
ability ends at once; `end_lapsed` runs with every recalculation and gives back control.
What was chosen stays maintained even if choosing it would no longer be legal (10.4).
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics import control
from refbase.engines.shadowfist.mechanics.targets import live_targets
from refbase.engines.shadowfist.mechanics.zones import zero_blanked_x
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import Ability
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.continuous import Maintained, of_game
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.matching import versus_words
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.text import modifier_words
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.vocabulary import Keyword


def _counting(game: Game) -> None:
    rt = of_game(game)
    for card_id in list(rt.counters):
        card = game.board.cards[card_id]
        n = rt.counters_on(card)
        if not n:
            continue
        now = rt.counts_counters(card)
        if rt.counting.get(card_id, now) != now:
            game.step(f"{card.title} {'gains' if now else 'loses'} the ability that counts its "
                      f"counters; its {n} counter{'s' if n != 1 else ''} "
                      f"{'count again' if now else 'remain on it'}.", R.COUNTERS_REMAIN)
        rt.counting[card_id] = now


def resolve_maintained(game: Game, scene: Scene, effect: Effect) -> None:
    """The effect of a turn-and-maintain ability resolves: what it gives is now maintained."""

    source = effect.source
    assert source is not None
    cards = live_targets(game, effect)
    rt = of_game(game)
    kind = effect.kind
    if kind == K.TAKE_CONTROL:
        taken = []
        for card in cards:
            if card.controller != effect.player and not game.board.abilities(card).has(Keyword.LOYALTY):
                taken.append(card.handle())
                control.take(game, card, effect.player, None, None, None,
                             R.TAKING_CONTROL + R.TURN_AND_MAINTAIN, maintained_by=source.id)
        rt.maintained.append(Maintained(source.handle(), tuple(taken), (), (), effect.label))
        return
    if kind == K.CANCEL:
        _cancel_maintained(game, scene, effect, cards)
        return
    abilities: tuple[Ability, ...] = effect.data.get("abilities", ())
    versus = effect.data.get("against") or effect.data.get("damage_from")
    rt.maintained.append(Maintained(source.handle(), tuple(c.handle() for c in cards), abilities,
                                    effect.request.modifiers, effect.label, versus))
    if any(a.name == Keyword.IMMUNITY for a in abilities):
        game.board.immunity_written = True  # matching.immune must look at every card now
    gains = [a.label() for a in abilities] + modifier_words(effect.request.modifiers)
    for card in cards:
        game.step(f"{effect.label} resolves: {card.title} gains {', '.join(gains)} {versus_words(effect.data)}as long as "
                  f"{source.title} stays in play and turned.", R.RESOLVING + R.TURN_AND_MAINTAIN)


def _cancel_maintained(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """"Turn and maintain :: Cancel target Site": each card is canceled as the effect resolves,
    its unresolved effects in the scene removed (33.0), and its rules text stays blanked as long
    as the ability holds (10.4: it ends as soon as the card unturns, is canceled or blanked, or
    leaves play); a Fighting of X it defines is 0 meanwhile (48.1)."""
    source = effect.source
    assert source is not None
    for card in cards:
        doomed = [e for e in scene.stack if e.source is card and not e.canceled]
        for e in doomed:
            e.canceled = True
        card.canceled_while.add(source.id)
        removed = f"; its {len(doomed)} unresolved effect(s) in the scene are removed" if doomed else ""
        game.step(f"{effect.label} resolves: {card.title} is canceled as long as {source.title} stays in "
                  f"play and turned{removed}.", R.CANCELING + R.TURN_AND_MAINTAIN + R.RESOLVING)
        zero_blanked_x(game, card)
    of_game(game).maintained.append(Maintained(source.handle(), tuple(c.handle() for c in cards), (), (),
                                               effect.label))


def _uncancel(game: Game, card: Card, source: Card) -> None:
    """A maintained cancel ends: the card's text works again unless something else blanks it;
    a Fighting of X it zeroed is back (48.1)."""
    if source.id not in card.canceled_while:
        return
    card.canceled_while.discard(source.id)
    if not card.own_text_active:
        return
    if card.fighting_is_x and "fighting" in card.restore:
        card.fighting = card.restore["fighting"]
    game.step(f"{card.title} is no longer canceled: its rules text works again.", R.TURN_AND_MAINTAIN + R.CANCELING)


def end_lapsed(game: Game) -> None:
    """Maintained abilities whose card has unturned, lost its text or left play end (10.4);
    counters stay when the ability counting them is lost or regained (10.5.1)."""
    extra = game.board.extra
    if extra is None:
        return
    rt = of_game(game)
    if rt.counters:
        _counting(game)
    if not rt.maintained:
        return
    for m in [m for m in rt.maintained if not m.holds()]:
        rt.maintained.remove(m)
        card = m.source.card
        why = "left play" if not m.source.live else "is no longer turned" if not card.turned \
            else "is blanked" if card.blanked else "is canceled" if card.canceled or card.canceled_while \
            else "lost its text"
        game.step(f"{card.title} {why}: the ability it maintained ({m.label}) ends at once.",
                  R.TURN_AND_MAINTAIN)
        for handle in m.targets:  # the control it gave, if any, is on each card's stack (35.3.4)
            if handle.live:
                _uncancel(game, handle.card, card)
                control.end_maintained(game, handle.card, card.id, R.TURN_AND_MAINTAIN + R.CONTROL_EXPIRATION)
