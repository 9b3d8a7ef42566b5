"""Canceling (33.0): an unresolved effect of the scene, with the other effects of its card
unless it is a card's play; or a card in play, whose text is blanked and whose unresolved
effects are removed. Immunity bars canceling the immune card or its effects (40.0)."""

from __future__ import annotations

from refbase.engines.shadowfist.effects import text_kinds
from refbase.engines.shadowfist.effects.makers import maker_type
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import immune
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K


def verify_cancel(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Only unresolved effects of the current scene can be canceled (24.1.3.2, 33.0), and
    cards in play (33.0: its text is blanked, its unresolved effects removed)."""
    for effect_id in a.targets:
        card = _canceled_card(game, scene, effect_id)
        if card is not None:
            check(card.in_play, f"{card.title} is not in play: only an unresolved effect or a card in "
                  f"play can be canceled", R.LEGAL_CHOICES + R.CANCELING)
            check(not immune(game.board, card, game.board.cards.get(a.card), maker_type(game, a)),
                  f"{card.title} is immune to this effect", R.IMMUNITY + R.CANCELING)
            continue
        check(scene.unresolved(effect_id) is not None, f"effect {effect_id!r} is not an unresolved "
              f"effect of the current scene", R.LEGAL_CHOICES + R.CANCELING)
        parent = scene.generated[effect_id].data.get("uncancelable")
        check(parent is None, f"{effect_id!r} is the delayed part of {parent}, which has "
              f"resolved: it cannot be canceled by any means", R.DELAYED + R.CANCELING)
        source = scene.generated[effect_id].source
        if source is not None:  # 40.0 2): no canceling effects an immune card generated
            kind = maker_type(game, a)
            check(not immune(game.board, source, game.board.cards.get(a.card), kind),
                  f"{source.title} is immune to {(kind or '').replace('_', ' ')}s: they cannot cancel "
                  "the effects it generates", R.IMMUNITY + R.CANCELING)


def _canceled_card(game: Game, scene: Scene, target: str) -> Card | None:
    """The card a `cancel` target names, when it names a card rather than an effect."""
    if scene.unresolved(target) is not None or target in scene.generated:
        return None
    return game.board.cards.get(target)


def _cancel_card(game: Game, scene: Scene, effect: Effect, card: Card) -> None:
    """33.0: a canceled card's rules text is blanked (until it leaves play, 32.0 Note) and the
    unresolved effects it generated in the scene are removed."""
    if not card.in_play:
        return
    card.canceled = True
    doomed = [e for e in scene.stack if e.source is card and not e.canceled]
    for e in doomed:
        e.canceled = True
    removed = f"; its {len(doomed)} unresolved effect(s) in the scene are removed" if doomed else ""
    game.step(f"{effect.label} resolves: {card.title} is canceled: its rules text is blanked until it "
              f"leaves play{removed}.", R.CANCELING + R.BLANKING)
    text_kinds.zero_blanked_x(game, card)


def resolve_cancel(game: Game, scene: Scene, effect: Effect) -> None:
    for effect_id in effect.request.targets:
        card = _canceled_card(game, scene, effect_id)
        if card is not None:
            _cancel_card(game, scene, effect, card)
            continue
        target = scene.unresolved(effect_id)
        if target is None:
            continue
        doomed = [e for e in scene.stack if e is target or (
            target.source is not None and target.kind != K.PLAY and e.source is target.source)]
        for e in doomed:
            e.canceled = True
        if target.kind == K.PLAY and target.source is not None:
            target.source.canceled = True
        others = len(doomed) - 1
        game.step(f"{effect.label} resolves: {target.label} is canceled and will not resolve"
                  f"{f', nor {others} other effect(s) of that card' if others else ''}.", R.CANCELING)
