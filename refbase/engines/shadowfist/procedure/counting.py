"""How many: an effect's amount as written, "N for each <card>" or X, counted as the effect is
generated (24.2, 48.0), with the step that says how it was counted. Pure but for the step
`amount_of` logs: the checks of a use count before anything changes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.continuous import count_cards, of_game, subject_of
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.matching import selector_rules, selector_words
from refbase.engines.shadowfist.model.pool import card_resources, resources_of
from refbase.engines.shadowfist.model.records import Modifier
from refbase.engines.shadowfist.model.vocabulary import EffectKindName
from refbase.engines.shadowfist.model.written import AmountIf, Count, Template


class Counted(NamedTuple):
    """An effect's amount and, when it was counted rather than written, the step saying so."""

    amount: int | None
    says: str | None = None
    rules: tuple[RuleRef, ...] = ()


def count_amount(game: Game, card: Card, tpl: Template, chosen: tuple[str, ...] = (),
                 paid: str | None = None) -> Counted:
    """The effect's amount: as written, "N for each <card>" (`per`) or X (`x`, 48.0), counted
    now, as the effect is generated (24.2: variables are determined on generation and do not
    change later; the FAQ's Shattering Fire example counts the Magic resources then). Pure: the
    checks of a use run it before anything changes."""
    if tpl.x is not None:
        return _x_of(game, card, tpl.x, chosen, paid)
    if tpl.amount_if is not None:
        return _amount_if(game, card, tpl, tpl.amount_if)
    if tpl.per is None:
        return Counted(tpl.amount)
    n = count_cards(game.board, tpl.per, card)
    total = (tpl.amount or 0) * (n // tpl.per_every)
    every = f" (once for every {tpl.per_every}, rounded down)" if tpl.per_every > 1 else ""
    return Counted(total, f"{card.title}'s effect counts {n} of the {selector_words(tpl.per)} as it is "
                   f"generated{every}: its amount is {total}.", R.GAME_STATE_DETERMINATION + selector_rules(tpl.per))


def _amount_if(game: Game, card: Card, tpl: Template, other: AmountIf) -> Counted:
    """"Draw 1 card, or 3 cards if "Malachi" is in play": the other amount when its condition
    holds now, as the effect is generated (24.2: variables are determined on generation)."""
    holds = of_game(game).holds(other.condition, card, card)
    amount = other.amount if holds else tpl.amount
    return Counted(amount, f"{card.title}'s effect checks its condition as it is generated: it "
                   f"{'holds' if holds else 'does not hold'}, so its amount is {amount}.", R.GAME_STATE_DETERMINATION)


def amount_of(game: Game, card: Card, tpl: Template, chosen: tuple[str, ...] = ()) -> int | None:
    """The effect's amount, its count logged as a step (`count_amount`)."""
    counted = count_amount(game, card, tpl, chosen)
    if counted.says is not None:
        game.step(counted.says, counted.rules)
    return counted.amount


def scaled_modifiers(tpl: Template, amount: int | None) -> tuple[Modifier, ...]:
    """A grant's modifiers; with X ("gains +X Fighting"), each written as 1 is X, as counted on
    generation (24.2, 48.0)."""
    if tpl.x is None or tpl.effect != EffectKindName.GRANT:
        return tpl.modifiers
    return tuple(replace(m, value=m.value * (amount or 0)) for m in tpl.modifiers)


def _x_of(game: Game, card: Card, x: Count, chosen: tuple[str, ...], paid: str | None) -> Counted:
    """X: the resources of one kind in the pool (18.1), the resources one card requires and
    provides (8.4, 8.6) or a value of one card (its cost, counters, Fighting or damage), or the cards a
    selector picks, in play or in a smoked pile (9.2.1); "half, rounded down" divides it."""
    counted = _x_count(game, card, x, chosen, paid)
    if x.every == 1 or counted.amount is None:
        return counted
    n = counted.amount // x.every
    return Counted(n, f"{counted.says[:-1] if counted.says else ''}; divided by {x.every} and rounded down, "
                   f"it is {n}.", counted.rules)


def _read_card(game: Game, card: Card, x: Count, chosen: tuple[str, ...], paid: str | None) -> Card | None:
    """The one card X reads: the ability's subject, the effect's chosen target, or the card its
    cost paid (24.1.4); None when there is none."""
    if x.of == "target":
        return game.board.cards[chosen[0]] if chosen else None
    if x.of == "paid":
        return game.board.cards[paid] if paid is not None else None
    return subject_of(game.board, card)


def _card_value(game: Game, of: Card, value: str) -> tuple[int, str, tuple[RuleRef, ...]]:
    """One card's printed cost (8.5), counters (10.5), current Fighting (15.1) or damage (29.0)."""
    if value == "cost":
        return of.cost or 0, f"the printed cost of {of.title}", R.PRINTED_COST
    if value == "counters":
        return of_game(game).counters_on(of), f"the counters on {of.title}", R.COUNTERS
    if value == "fighting":
        return game.board.current_fighting(of), f"the current Fighting of {of.title}", R.CURRENT_FIGHTING
    return of.damage, f"the damage on {of.title}", R.DAMAGE


def _x_count(game: Game, card: Card, x: Count, chosen: tuple[str, ...], paid: str | None) -> Counted:
    if x.value is not None:
        of = _read_card(game, card, x, chosen, paid)
        if of is None:
            return Counted(0, f"{card.title}'s X is 0: the card it reads is not there.", R.VALUE_OF_X)
        n, what, rules = _card_value(game, of, x.value)
        return Counted(n + x.plus, f"{card.title}'s X is {n + x.plus}, counted as its effect is generated: "
                       f"{what}.", R.VALUE_OF_X + R.GAME_STATE_DETERMINATION + rules)
    if x.card_resources is not None:
        subject = _read_card(game, card, x, chosen, paid)
        if subject is None:
            return Counted(0, f"{card.title}'s X is 0: the card it reads is not there.", R.VALUE_OF_X)
        n = card_resources(subject, x.card_resources)
        kind = {"all": "", "faction": "faction "}.get(x.card_resources, f"{x.card_resources.title()} ")
        what = f"{kind}resources {subject.title} requires and provides"
        rules = R.VALUE_OF_X + R.RESOURCE_REQUIREMENTS + R.RESOURCE_PROVISIONS
    elif x.resource is not None:
        n = resources_of(game.board, card.controller, x.resource)
        what = f"{x.resource.title()} resources in {card.controller}'s pool"
        rules = R.VALUE_OF_X + R.RESOURCE_POOL
    else:
        assert x.cards is not None
        n = count_cards(game.board, x.cards, card)
        where = "in the smoked pile" if x.cards.in_smoked_pile else "in play"
        what = f"cards {where} that fit {selector_words(x.cards)}"
        rules = R.VALUE_OF_X + (R.SMOKED_PILE if x.cards.in_smoked_pile else ())
    if x.plus:
        return Counted(n + x.plus, f"{card.title}'s X is {n + x.plus}, counted as its effect is generated: "
                       f"{x.plus} plus the number of {what} ({n}).", rules)
    return Counted(n, f"{card.title}'s X is {n}, counted as its effect is generated: the number of {what}.", rules)
