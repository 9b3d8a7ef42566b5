"""Canceling (33.0): an unresolved effect of the scene, with the other effects of its card
unless it is a card's play; or a card in play, whose text is blanked and whose unresolved
effects are removed. Immunity bars canceling the immune card or its effects (40.0)."""

from __future__ import annotations

from refbase.engines.shadowfist.effects.makers import maker_type
from refbase.engines.shadowfist.mechanics.zones import zero_blanked_x
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
    zero_blanked_x(game, card)


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


# --- cancel and smoke: a card chosen by a written ability (33.0, 33.1, 33.2) ---------------------


def verify_cancel_cards(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """A card to cancel is a card in play (33.0), or a card whose unresolved effects are in the
    scene though it is not in play, such as an Event being played (33.1: "used in response to
    cancel any unresolved effect including those triggered on the play of the card itself";
    33.2: "even if the generating card has left play"). Immunity bars both (40.0)."""
    board = game.board
    for target in a.targets:
        card = board.cards.get(target)
        check(card is not None, f"{target!r} is not a card: this effect cancels cards", R.LEGAL_CHOICES)
        assert card is not None
        check(card.in_play or bool(scene.pending_from(card)), f"{card.title} is neither in play nor the "
              f"source of an unresolved effect of the current scene: there is nothing to cancel",
              R.LEGAL_CHOICES + R.CANCELING + R.CANCELS_ANYTHING)
        check(not immune(board, card, board.cards.get(a.card), maker_type(game, a)),
              f"{card.title} is immune to this effect", R.IMMUNITY + R.CANCELING)


def remember_cards(game: Game, scene: Scene, effect: Effect) -> None:
    """On generation: the chosen cards in play are remembered as the cards it affects (34.0), so
    one that leaves play is not smoked later (24.1.3.3); every chosen card is remembered for
    canceling its unresolved effects, which holds even if it has left play (33.2)."""
    cards = [game.board.cards[t] for t in effect.request.targets]
    effect.targets = [c.handle() for c in cards if c.in_play]
    effect.data["canceled_cards"] = tuple(cards)


def cancel_cards(game: Game, scene: Scene, effect: Effect) -> None:
    """Resolving: each chosen card's unresolved effects in the scene are removed (33.0), even if
    it is not in play (33.2), and a card still in play is canceled: its rules text is blanked
    until it leaves play (33.0, 32.0 Note)."""
    live = {h.card.id for h in effect.targets if h.live}
    for card in effect.data["canceled_cards"]:
        doomed = scene.pending_from(card)
        for e in doomed:
            e.canceled = True
        if card.id in live:
            card.canceled = True
        blanked = ": its rules text is blanked until it leaves play" if card.id in live else ""
        removed = f"; its {len(doomed)} unresolved effect(s) in the scene are removed" if doomed else \
            "; it has no unresolved effect in the scene"
        game.step(f"{effect.label} resolves: {card.title} is canceled{blanked}{removed}.",
                  R.CANCELING + (R.BLANKING if blanked else R.CANCELING_OUT_OF_PLAY))
        if card.id in live:
            zero_blanked_x(game, card)
