"""Sentences a player understands, for the steps of a resolution."""

from __future__ import annotations

from collections.abc import Iterable

from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import Modifier
from refbase.engines.shadowfist.model.vocabulary import Duration, ModifierKind

_MODIFIER_WORDS = {
    ModifierKind.FIGHTING: "{:+d} Fighting", ModifierKind.BODY: "{:+d} Body",
    ModifierKind.DAMAGE_BONUS: "+{} damage", ModifierKind.DAMAGE_PENALTY: "-{} damage",
    ModifierKind.DAMAGE_MULTIPLIER: "x{} damage", ModifierKind.DAMAGE_DIVISOR: "damage divided by {}",
    ModifierKind.DAMAGE_TAKEN_BONUS: "+{} damage taken",
    ModifierKind.DAMAGE_TAKEN_MULTIPLIER: "x{} damage taken",
    ModifierKind.DAMAGE_REDUCTION: "damage reduction {}",
    ModifierKind.REDUCE_DAMAGE_TO: "damage taken reduced to {}",
    ModifierKind.REDUCE_COMBAT_DAMAGE_TO: "combat damage taken reduced to {}",
    ModifierKind.REDUCE_NONCOMBAT_DAMAGE_TO: "non-combat damage taken reduced to {}",
    ModifierKind.EFFECT_DAMAGE_BONUS: "+{} damage from its effects",
    ModifierKind.EFFECT_DAMAGE_PENALTY: "-{} damage from its effects",
    ModifierKind.INFLICTS_REDUCED_TO: "damage it inflicts reduced to {}",
    ModifierKind.COST_REDUCTION: "costs {} less",
    ModifierKind.COST_INCREASE: "costs {} more",
    ModifierKind.DAMAGE_TAKEN_DIVISOR: "damage taken divided by {}",
    ModifierKind.DAMAGE_TAKEN_HALVED: "damage taken less half of it, rounded up ({}x)",
    ModifierKind.VARIABLE_DAMAGE: "damage equal to the Fighting of the Character it damages {:+d}",
    ModifierKind.HAND_SIZE: "{:+d} to its controller's hand size",
    ModifierKind.POWER: "generates {} more Power",
    ModifierKind.POWER_REDUCED_TO: "Power it generates reduced to {}",
    ModifierKind.EXTRA_DISCARDS: "its controller may discard {} more card(s) in its discard step",
}
_UNTIL = {Duration.ATTACK: "until the end of the attack", Duration.TURN: "until the end of the turn",
          Duration.PERMANENT: "until it leaves play", Duration.COMBAT: "until the end of combat",
          Duration.NEXT_TURN: "until the end of the next turn"}


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


def until(duration: Duration) -> str:
    """How long a granted effect lasts, in words (26.5)."""
    return _UNTIL[duration]


def with_article(word: str) -> str:
    """'an Edge', 'a Character': for messages naming a card type."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
