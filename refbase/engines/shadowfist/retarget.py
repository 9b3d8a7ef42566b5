"""Changing an attacker's target (28.1.3.1).

The new target must be a legal one: a Character or front-row Site not controlled by the
attacker's controller (28.1.3). If it is at another location, the attacker moves there
(28.3). Interception goes on where it was: players who declared or passed do not declare
again, and the order still starts left of the original target's controller (28.6). If the
new target takes combat damage, the attack succeeds. Splitting an attack between several
targets (some attackers changing target, 28.4) is refused: the engine keeps one target.
"""

from __future__ import annotations

from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.board import Card
from refbase.engines.shadowfist.game import Game, check
from refbase.engines.shadowfist.records import EffectAction
from refbase.engines.shadowfist.stack import Effect, Scene
from refbase.engines.shadowfist.vocabulary import Stage


def verify_change_target(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    atk = game.attack
    check(atk is not None and atk.stage not in (Stage.FOUGHT_TARGET, Stage.ENDED),
          "an attacker's target can change only during an attack, before combat with the "
          "target", R.CHANGING_TARGET)
    assert atk is not None
    for card in cards:
        check(atk.is_attacking(card), f"{card.title} is not attacking", R.CHANGING_TARGET)
    active = {x.card.id for x in atk.active_attackers()}
    check({c.id for c in cards} == active, "changing the target of only some attackers splits "
          "the attack between several targets, which the engine does not model yet: name every "
          "attacker", R.CHANGING_TARGET + R.JOINING)
    new = game.board.cards[a.to or ""]
    check(new.in_play and (new.is_character or new.is_site), f"{new.title} is not a Character "
          f"or Site in play", R.CHANGING_TARGET + R.LEGAL_TARGET)
    check(new is not atk.target, f"{new.title} is already the target", R.CHANGING_TARGET)
    for card in cards:
        check(new.controller != card.controller, f"{card.controller} controls {new.title}: it "
              f"cannot be {card.title}'s target", R.CHANGING_TARGET + R.LEGAL_TARGET)
    loc = new.location
    check(not new.is_site or (loc is not None and loc.front == new.id), f"{new.title} is in a "
          f"back row and cannot be attacked", R.CHANGING_TARGET + R.LEGAL_TARGET)


def resolve_change_target(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    atk = game.attack
    new = game.board.cards[effect.request.to or ""]
    attackers = [c for c in cards if atk is not None and atk.is_attacking(c)]
    if atk is None or not attackers or not new.in_play:
        game.step(f"{effect.label} resolves, but there is no attacker or target left to change.",
                  R.CHANGING_TARGET + R.RESOLVING)
        return
    old = atk.target
    atk.target_handle = new.handle()
    moved = ""
    loc = game.board.location_of(new)
    if loc is not None and loc is not atk.location:
        atk.location = loc
        for card in attackers:
            card.location = loc
        moved = f"; the attackers move to {game.board.describe(loc)}, the new target's location"
    game.step(f"{effect.label} resolves: {', '.join(c.title for c in attackers)} now "
              f"attack{'s' if len(attackers) == 1 else ''} {new.title} instead of {old.title}"
              f"{moved}. Interception continues where it was: no player declares it twice.",
              R.CHANGING_TARGET + R.ATTACKER_LOCATION + R.RESOLVING)


def describe_change_target(game: Game, a: EffectAction) -> str:
    return f"change the target of {', '.join(game.name(t) for t in a.targets)} to {game.name(a.to or '')}"
