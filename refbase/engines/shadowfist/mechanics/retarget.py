"""Changing an attacker's target (28.1.3.1).

The new target must be a legal one: a Character or front-row Site not controlled by the
attacker's controller (28.1.3). If it is at another location, the attacker moves there
(28.3). Interception goes on where it was: players who declared or passed do not declare
again, and the order still starts left of the original target's controller (28.6). If the
new target takes combat damage, the attack succeeds. When only some attackers change target,
the others continue to their original target (28.1.3.1): the attack now has several targets,
and players joining it assign their attackers among them (28.4).
"""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import NOT_ATTACKED
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import Stage


def verify_change_target(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    atk = game.attack
    check(atk is not None and atk.stage not in (Stage.FOUGHT_TARGET, Stage.ENDED),
          "an attacker's target can change only during an attack, before combat with the "
          "target", R.CHANGING_TARGET)
    assert atk is not None
    for card in cards:
        check(atk.is_attacking(card), f"{card.title} is not attacking", R.CHANGING_TARGET)
    new = game.board.cards[a.to or ""]
    check(new.in_play and (new.is_character or new.is_site), f"{new.title} is not a Character "
          f"or Site in play", R.CHANGING_TARGET + R.LEGAL_TARGET)
    for card in cards:
        attacker = atk.attacker_of(card)
        check(attacker is None or new is not atk.target_of(attacker), f"{new.title} is already "
              f"{card.title}'s target", R.CHANGING_TARGET)
        check(new.controller != card.controller, f"{card.controller} controls {new.title}: it "
              f"cannot be {card.title}'s target", R.CHANGING_TARGET + R.LEGAL_TARGET)
    loc = new.location
    check(not new.is_site or (loc is not None and loc.front == new.id), f"{new.title} is in a "
          f"back row and cannot be attacked", R.CHANGING_TARGET + R.LEGAL_TARGET)
    check(not game.board.abilities(new).has(NOT_ATTACKED), f"{new.title}'s text says it cannot be attacked",
          R.CHANGING_TARGET + R.LEGAL_TARGET + R.GOLDEN_RULE)


def resolve_change_target(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    atk = game.attack
    new = game.board.cards[effect.request.to or ""]
    moving = [x for x in (atk.attacker_of(c) for c in cards) if x is not None] if atk else []
    if atk is None or not moving or not new.in_play:
        game.step(f"{effect.label} resolves, but there is no attacker or target left to change.",
                  R.CHANGING_TARGET + R.RESOLVING)
        return
    old = {atk.target_of(x).title for x in moving}
    loc = game.board.location_of(new) or atk.location
    whole = len(moving) == len(atk.active_attackers())
    if whole:
        atk.target_handle, atk.location = new.handle(), loc
    for attacker in moving:
        own = not whole and new is not atk.target
        attacker.target, attacker.at = (new.handle(), loc) if own else (None, None)
        attacker.card.location = loc
    names = ", ".join(x.card.title for x in moving)
    rest = "" if whole else " The other attackers continue to their original target: the attack has several targets."
    game.step(f"{effect.label} resolves: {names} now attack{'s' if len(moving) == 1 else ''} "
              f"{new.title} instead of {', '.join(sorted(old))}, at {game.board.describe(loc)}."
              f"{rest} Interception continues where it was: no player declares it twice.",
              R.CHANGING_TARGET + R.ATTACKER_LOCATION + R.RESOLVING + (() if whole else R.JOINING))


def follow_split_target(game: Game, card: Card) -> None:
    """Attackers stay with a Character they attack that changes location (28.3)."""
    atk = game.attack
    loc = card.location
    if atk is None or loc is None or not card.is_character:
        return
    followers = [a for a in atk.active_attackers() if a.target is not None and a.target.card is card]
    for attacker in followers:
        attacker.at = attacker.card.location = loc
    if followers:
        game.step(f"{', '.join(a.card.title for a in followers)} stay with {card.title}, their "
                  f"target, at {game.board.describe(loc)}.", R.ATTACKER_LOCATION)


def describe_change_target(game: Game, a: EffectAction) -> str:
    return f"change the target of {', '.join(game.name(t) for t in a.targets)} to {game.name(a.to or '')}"
