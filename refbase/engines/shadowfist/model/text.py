"""Sentences a player understands, for the steps of a resolution."""

from __future__ import annotations

from collections.abc import Iterable

from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import Modifier

_MODIFIER_WORDS = {
    "fighting": "{:+d} Fighting", "body": "{:+d} Body", "damage_bonus": "+{} damage",
    "damage_penalty": "-{} damage", "damage_multiplier": "x{} damage",
    "damage_divisor": "damage divided by {}", "damage_taken_bonus": "+{} damage taken",
    "damage_taken_multiplier": "x{} damage taken", "damage_reduction": "damage reduction {}",
    "reduce_damage_to": "damage taken reduced to {}",
    "effect_damage_bonus": "+{} damage from its effects",
    "cost_reduction": "costs {} less", "damage_taken_divisor": "damage taken divided by {}",
    "variable_damage": "damage equal to the Fighting of the Character it damages {:+d}",
}
_UNTIL = {"attack": "until the end of the attack", "turn": "until the end of the turn",
          "permanent": "until it leaves play", "combat": "until the end of combat",
          "next_turn": "until the end of the next turn"}


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


def until(duration: str) -> str:
    """How long a granted effect lasts, in words (26.5)."""
    return _UNTIL[duration]


def with_article(word: str) -> str:
    """'an Edge', 'a Character': for messages naming a card type."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
