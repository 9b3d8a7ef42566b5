"""Sentences a player understands, for the steps of a resolution."""

from __future__ import annotations

from collections.abc import Iterable

from refbase.engines.shadowfist.game import Game
from refbase.engines.shadowfist.records import EffectAction, Modifier

_MODIFIER_WORDS = {
    "fighting": "{:+d} Fighting", "body": "{:+d} Body", "damage_bonus": "+{} damage",
    "damage_penalty": "-{} damage", "damage_multiplier": "x{} damage",
    "damage_divisor": "damage divided by {}", "damage_taken_bonus": "+{} damage taken",
    "damage_taken_multiplier": "x{} damage taken", "damage_reduction": "damage reduction {}",
    "reduce_damage_to": "damage taken reduced to {}",
}
_UNTIL = {"attack": "until the end of the attack", "turn": "until the end of the turn",
          "permanent": "until it leaves play"}


def label(game: Game, key: str) -> str:
    """A card's title, or the label of an effect of the current scene, by id."""
    if key in game.board.cards:
        return game.board.cards[key].title
    scene = game.scene
    return scene.generated[key].label if scene is not None and key in scene.generated else key


def names(game: Game, ids: Iterable[str]) -> str:
    titles = [label(game, i) for i in ids]
    if len(titles) <= 1:
        return "".join(titles)
    return ", ".join(titles[:-1]) + " and " + titles[-1]


def modifier_words(modifiers: Iterable[Modifier]) -> list[str]:
    return [_MODIFIER_WORDS[m.kind].format(m.value) for m in modifiers]


def describe_effect(game: Game, a: EffectAction) -> str:
    """What the effect will do, as chosen on generation (24.2)."""
    who = names(game, a.targets)
    kind = a.effect
    if kind == "damage":
        return f"{a.amount} damage on {who}"
    if kind == "heal":
        return f"heal {who}" + (f" (up to {a.amount} damage)" if a.amount is not None else "")
    if kind == "grant":
        gains = list(a.abilities) + modifier_words(a.modifiers)
        return f"{who} gain{'s' if len(a.targets) == 1 else ''} {', '.join(gains)} {_UNTIL[a.duration]}"
    if kind == "cancel":
        return f"cancel {names(game, a.targets)}"
    if kind == "redirect":
        source = names(game, [a.source or ""])
        return (f"redirect {source}'s damage from {names(game, [a.from_ or ''])} to "
                f"{names(game, [a.to or ''])}")
    if kind == "gain_power":
        return f"{a.player} gains {a.amount} Power"
    if kind in ("cease_attacking", "cease_intercepting"):
        return f"{who} {'cease' if len(a.targets) > 1 else 'ceases'} {kind[6:]}"
    verbs = {"smoke": "smoke", "toast": "toast", "take_control": "take control of",
             "turn": "turn", "unturn": "unturn", "sacrifice": "sacrifice"}
    return f"{verbs[kind]} {who}"


def until(duration: str) -> str:
    return _UNTIL[duration]
