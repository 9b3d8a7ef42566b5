"""Effect kinds that work on counters (10.5) and on other effects' targets (26.6.4).

* `add_counters` / `remove_counters`: counters placed by an effect that says "counter"
  (10.5); they stay on the card if it loses the ability that placed them (10.5.1), and a
  Fighting or Body modification is never a counter, so removing counters leaves it (10.5.2).
* `retarget`: changes one target of an unresolved effect of the current scene (26.6.1,
  26.6.4): `from` the card it was aimed at `to` another card; every number set when it was
  generated stays as it was.
"""

from __future__ import annotations

from refbase.engines.shadowfist.effects.makers import maker_type, maker_words
from refbase.engines.shadowfist.mechanics.targets import live_targets
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.continuous import of_game
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import immune
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.text import names
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K


def _live(game: Game, effect: Effect) -> list[Card]:

    return live_targets(game, effect)


def add_counters(game: Game, scene: Scene, effect: Effect) -> None:
    amount = effect.request.amount or 0
    rt = of_game(game)
    for card in _live(game, effect):
        total = rt.add_counters(card, amount)
        game.step(f"{effect.label} resolves: {amount} counter{'s' if amount != 1 else ''} "
                  f"placed on {card.title} (now {total}).", R.RESOLVING + R.COUNTERS)


def remove_counters(game: Game, scene: Scene, effect: Effect) -> None:
    rt = of_game(game)
    limit = effect.request.amount
    for card in _live(game, effect):
        present = rt.counters_on(card)
        n = present if limit is None else min(limit, present)
        rt.add_counters(card, -n)
        modified = any(card.modifiers) or any(g.modifiers for g in card.grants)
        game.step(f"{effect.label} resolves: {n} counter{'s' if n != 1 else ''} removed from "
                  f"{card.title}"
                  f"{'; its Fighting and Body modifications are not counters and stay' if modified else ''}.",
                  R.RESOLVING + R.COUNTERS + (R.NOT_COUNTERS if modified else ()))


def verify_retarget(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Explicit modification: in response to the effect, in its scene (26.6.1, 26.6.4)."""
    board = game.board
    check(len(a.targets) == 1, "retarget one effect at a time", R.MODIFY_TARGET)
    target = scene.unresolved(a.targets[0])
    check(target is not None, f"effect {a.targets[0]!r} is not an unresolved effect of the "
          f"current scene: an effect is retargeted in response to it", R.MODIFY_EXPLICITLY
          + R.MODIFY_TARGET)
    assert target is not None
    check(not target.data.get("chosen_not_targeted"), f"{target.label} chose its cards without "
          f"targeting them: \"target\" and \"choose\" are not synonymous, and only a target can be changed",
          R.AFFECTED_CARDS + R.MODIFY_TARGET)
    check(any(h.card.id == a.from_ for h in target.targets), f"{names(game, [a.from_ or ''])} is "
          f"not a target of {target.label}", R.MODIFY_TARGET)
    new = board.cards[a.to or ""]
    check(new.in_play, f"{new.title} is not in play and cannot be chosen", R.LEGAL_CHOICES)
    check(all(h.card is not new for h in target.targets), f"{new.title} is already a target of "
          f"{target.label}", R.MODIFY_TARGET)
    check(not immune(board, new, target.source, target.source_type), f"{new.title} is immune to "
          f"{target.label} and cannot be chosen", R.IMMUNITY + R.MODIFY_TARGET)
    maker, kind, words = board.cards.get(a.card), maker_type(game, a), maker_words(game, a)
    check(not immune(board, new, maker, kind), f"{new.title} is immune to {words}: it cannot choose "
          f"{new.title} as the new target", R.IMMUNITY + R.MODIFY_TARGET)
    source = target.source
    check(source is None or not immune(board, source, maker, kind), f"{source.title if source else ''} is "
          f"immune to {words}: they cannot change the effects it generates", R.IMMUNITY + R.MODIFY_TARGET)


def retarget(game: Game, scene: Scene, effect: Effect) -> None:
    a = effect.request
    target = scene.unresolved(a.targets[0])
    new = game.board.cards[a.to or ""]
    if target is None or not new.in_play:
        game.step(f"{effect.label} resolves, but there is nothing left to retarget.", R.RESOLVING)
        return
    target.targets = [new.handle() if h.card.id == a.from_ else h for h in target.targets]
    amount = target.request.amount if target.kind not in (K.PLAY, K.MOVE, K.STEALTH) else None
    game.step(f"{effect.label} resolves: {target.label} now affects {new.title} instead of "
              f"{names(game, [a.from_ or ''])}"
              f"{f'; its amount stays {amount}, as set when it was generated' if amount is not None else ''}.",
              R.RESOLVING + R.MODIFY_TARGET)


def describe_retarget(game: Game, a: EffectAction) -> str:
    return (f"make {names(game, a.targets)} affect {names(game, [a.to or ''])} instead of "
            f"{names(game, [a.from_ or ''])}")
