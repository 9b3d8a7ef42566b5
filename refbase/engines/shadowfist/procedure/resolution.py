"""Resolving effects (24.8): apply what can still be applied, then recalculate.

An effect resolves even if its card has left play (24.7, 24.8); what each kind does is in
effect_kinds.py (a target that left play is no longer affected, 24.1.3.3, nor one that
became immune, 24.8, 40.0). After each resolution: smoke what damage reduced to zero
(24.8.1.1), recalculate (24.8.1.3), and apply the attack's ceasing rules.
"""

from __future__ import annotations

from refbase.engines.shadowfist.effects import effect_kinds
from refbase.engines.shadowfist.mechanics import ceasing, triggers
from refbase.engines.shadowfist.mechanics.maintaining import resolve_maintained
from refbase.engines.shadowfist.mechanics.smoking import recalculate
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.continuous import of_game
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.written import Condition


def resolve_effect(game: Game, scene: Scene, effect: Effect) -> None:
    """Resolve one effect and everything that follows from it (24.8.1)."""
    if not triggers.ineffective(game, effect) and _if_holds(game, effect):
        _apply(game, scene, effect)
    for key in [k for k, s in game.signposts.items() if s.source == effect.id]:
        del game.signposts[key]
    recalculate(game)
    ceasing.update_attack(game)


def _if_holds(game: Game, effect: Effect) -> bool:
    """An effect's "if" is checked as it resolves, not as it is generated (24.2: Nine Dragon
    Temple's example); unmet, the effect resolves and changes nothing (24.8)."""
    cond: Condition | None = effect.data.get("if")
    if cond is None or effect.source is None:
        return True
    if of_game(game).holds(cond, effect.source, effect.source):
        game.step(f"{effect.label}'s condition holds as it resolves.", R.GAME_STATE_DETERMINATION)
        return True
    game.step(f"{effect.label} resolves, but its condition does not hold now: it changes nothing.",
              R.GAME_STATE_DETERMINATION + R.RESOLVING)
    return False


def _apply(game: Game, scene: Scene, effect: Effect) -> None:
    if effect.data.get("maintain"):
        resolve_maintained(game, scene, effect)
    else:
        effect_kinds.KINDS[effect.kind].resolve(game, scene, effect)
    for part in effect.data.get("parts", ()):  # the next part, once the one before is done (24.6)
        game.step(f"The next part of {effect.label}'s effect is applied: "
                  f"{effect_kinds.describe_effect(game, part.request)}.", R.MULTIPLE_PARTS)
        effect_kinds.KINDS[part.kind].resolve(game, scene, part)
    if effect.data.get("delayed") is not None:
        triggers.set_up_delayed(game, effect.id, effect.player, effect.source,
                                effect.data["delayed"], list(effect.targets))
