"""Meaning checks of the fields the later effect kinds add (players, cards, tokens)."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping

from refbase.engines.shadowfist.effects.effect_fields import GENERAL
from refbase.engines.shadowfist.effects.effect_kinds import KINDS
from refbase.engines.shadowfist.loading.cards_check import Errors, check_ability_words
from refbase.engines.shadowfist.model.records import CardSpec, EffectAction
from refbase.engines.shadowfist.model.vocabulary import EffectKindName, Pile
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K


def check_effect_fields(errors: Errors, players: Collection[str], cards: Mapping[str, CardSpec],
                        effects: Collection[str], path: str, a: EffectAction) -> None:
    """Known players and cards in the new fields; a token id that is new."""
    for j, pid in enumerate(a.players):
        if pid not in players:
            errors.add(f"{path}.players[{j}]", f"unknown player {pid!r}")
    card_fields = KINDS[a.effect].card_fields
    named = {"from": a.from_ if "from" in card_fields else None,
             "to": a.to if "to" in card_fields else None, "attached_to": a.attached_to}
    for name, value in named.items():
        if value is not None and value not in cards:
            errors.add(f"{path}.{name}", f"unknown card {value!r}")
    if a.permitted_by is not None and a.permitted_by not in cards:
        errors.add(f"{path}.permitted_by", f"unknown card {a.permitted_by!r}")
    if a.from_pile == Pile.SMOKED and a.card not in cards:
        errors.add(f"{path}.card", "an Event played from the smoked pile is a card of the scenario")
    for j, value in enumerate(a.reductions):
        if value not in cards:
            errors.add(f"{path}.reductions[{j}]", f"unknown card {value!r}")
    if a.token is not None and a.effect == K.TOKEN:
        if cards.get(a.token.id) is not a.token or a.token.id in effects:
            errors.add(f"{path}.token.id", f"{a.token.id!r} is already a card or effect id")
        _check_token_abilities(errors, f"{path}.token", a.token)
    for name in unread_fields(a):  # a `token` on another kind, `values` off a copy, ...
        errors.add(f"{path}.{name}", f"a `{a.effect}` effect does not read `{name}`: it would "
                   f"change nothing (fields it reads: {', '.join(read_fields(a.effect))})")


def _check_token_abilities(errors: Errors, path: str, token: CardSpec) -> None:
    """A token's abilities are printed words (47.0: the effect gives its values), checked as a
    card's are; ability objects on a token are refused: a token is written when created."""
    for w in token.written:
        errors.add(f"{path}.abilities[{w.index}]", "a token's abilities are bold-faced words and "
                   "restrictions; ability objects on a token are not modelled")
    check_ability_words(errors, path, token)


#: fields every effect has: who generates it, from what card
_ALWAYS = ("id", "player", "card", "effect", "source_type")


def read_fields(kind: EffectKindName) -> tuple[str, ...]:
    """The fields an effect of `kind` reads: its needs, its optional fields, the general ones."""
    return tuple(dict.fromkeys(KINDS[kind].needs + KINDS[kind].reads + GENERAL))


def unread_fields(a: EffectAction) -> list[str]:
    """Fields given a value (other than their default) that the effect's kind never reads: a
    scenario that sets them expects something the engine would silently not do."""
    read = set(read_fields(a.effect)) | set(_ALWAYS)
    out = []
    for f in dataclasses.fields(EffectAction):
        name = "from" if f.name == "from_" else f.name
        if name in read:
            continue
        default = f.default if f.default_factory is dataclasses.MISSING else f.default_factory()
        if getattr(a, f.name) != default:
            out.append(name)
    return out
