"""Blanking (32.0) and copying (36.0) rules text.

A card's rules text here is what the scenario gives it besides restrictions: its printed
abilities and modifiers. Blanking makes it inoperative until the card leaves play, with the
text copied onto it so far; it leaves restrictions (49.0, 33.3), abilities other cards give
it, innate abilities (10.3) and effects already generated alone (32.0). A Fighting of X
defined by blanked text becomes 0 (48.1). Copying takes the printed text of another card
(36.2) as it is when the effect is generated (36.4), blanked or not (36.3), never its
restrictions, damage or granted abilities (36.0); copied text adds up (36.8) and text copied
after a blank works (32.0).
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics.zones import zero_blanked_x
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import Ability
from refbase.engines.shadowfist.model.board import Card, Grant
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction, Modifier
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.text import modifier_words, until
from refbase.engines.shadowfist.model.vocabulary import Duration, Keyword, Restriction

#: how long each duration lasts, shortest first: a second blank never shortens the first
LASTING = (Duration.COMBAT, Duration.ATTACK, Duration.TURN, Duration.NEXT_TURN, Duration.PERMANENT)


def resolve_blank(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    duration = Duration(effect.request.duration)
    for card in cards:
        copied = [g for g in card.grants if g.copied]
        ends = duration if not card.blanked else max(card.blank_ends, duration, key=LASTING.index)
        card.blanked, card.blank_ends = True, ends
        card.blanked_copies += copied
        card.grants[:] = [g for g in card.grants if not g.copied]
        extra = " with the text copied onto it" if copied else ""
        how_long = "until it leaves play" if ends == Duration.PERMANENT else f"{until(ends)} (or until it leaves play)"
        game.step(f"{effect.label} resolves: {card.title}'s rules text{extra} is blanked {how_long} "
                  f"(its restrictions, innate abilities, abilities other cards give it "
                  f"and effects it already generated are not).", R.BLANKING + R.RESOLVING
                  + (R.DURATION if ends != Duration.PERMANENT else ()))
        zero_blanked_x(game, card)


# --- copying (36.0) --------------------------------------------------------------------------


def verify_copy(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """The copied card has text to copy and is not Uncopyable (49.8)."""
    original = game.board.cards[a.from_ or ""]
    check(not original.has_restriction(Restriction.UNCOPYABLE), f"{original.title} is Uncopyable",
          R.UNCOPYABLE)
    abilities, modifiers = printed_text(original)
    check(bool(abilities or modifiers or a.values), f"{original.title} has no rules text to copy "
          f"(restrictions are not copied)", R.COPYING + R.RESTRICTIONS)
    if "fighting" in a.values:
        check(original.is_character and all(c.is_character for c in cards), "a Fighting is copied "
              "from a Character onto Characters", R.COPYING_PRINTED)


def printed_text(card: Card) -> tuple[tuple[Ability, ...], tuple[Modifier, ...]]:
    """What is printed, restrictions left out (36.0, 36.2), whatever is blanked (36.3)."""
    return tuple(a for a in card.printed if not a.is_restriction), card.modifiers


def remember_copied_text(game: Game, scene: Scene, effect: Effect) -> None:
    """The copied text is fixed when the effect is generated (36.4)."""
    original = game.board.cards[effect.request.from_ or ""]
    effect.data["copied"] = (*printed_text(original), original.title)
    effect.data["values"] = {name: getattr(original, name) or 0 for name in effect.request.values}
    effect.data["blanked"] = original.blanked or original.canceled


def resolve_copy(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    abilities, modifiers, title = effect.data["copied"]
    duration = Duration(effect.request.duration)
    for card in cards:
        _copy_values(game, effect, card, title)
        if not (abilities or modifiers):
            continue
        card.grants.append(Grant(abilities, modifiers, duration, effect.id, copied=True))
        words = [a.label() for a in abilities] + modifier_words(modifiers)
        onto = "itself" if card.title == title else card.title
        game.step(f"{effect.label} resolves: {title}'s printed rules text ({', '.join(words)}) is "
                  f"copied onto {onto} {until(duration)}; copied text adds to what is there.",
                  R.COPYING + R.COPYING_PRINTED + R.COPY_ON_GENERATION + R.RESOLVING
                  + (R.COPYING_ONTO_SELF if card.title == title else ())
                  + (R.COPYING_BLANKED if effect.data.get("blanked") else ())
                  + (R.COPYING_CUMULATIVE if any(a.name == Keyword.TOUGHNESS for a in abilities) else ()))


def _copy_values(game: Game, effect: Effect, card: Card, title: str) -> None:
    """Printed values are copied as printed, whatever modifies them (36.1, 36.2)."""
    values: dict[str, int] = effect.data["values"]
    for name, value in values.items():
        card.restore.setdefault(name, getattr(card, name) or 0)
        setattr(card, name, value)
    if values:
        words = ", ".join(f"printed {name.title()} {value}" for name, value in values.items())
        game.step(f"{effect.label} resolves: {card.title} takes {title}'s {words} (what is printed, "
                  f"not what modifies it).", R.IMPLICIT_COPYING + R.COPYING_PRINTED + R.RESOLVING)


def describe_copy(game: Game, a: EffectAction) -> str:
    return f"copy {game.name(a.from_ or '')}'s text onto {', '.join(game.name(t) for t in a.targets)}"
