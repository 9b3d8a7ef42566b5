"""Marshmallow schemas of what a written ability's parts pick and when (written.py): the
selectors of cards, the conditions, the triggers and the counts. The abilities and effect
templates that hold them are in schemas_abilities.py.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from refbase.engines.shadowfist.loading.schema_fields import MAX_LIST, MAX_NUMBER, EnumValue, Flag
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import parse_ability
from refbase.engines.shadowfist.model.matching import FACTIONS, SELECTABLE_RESTRICTIONS
from refbase.engines.shadowfist.model.pool import CARD_RESOURCE_KINDS
from refbase.engines.shadowfist.model.resource_types import TALENTS
from refbase.engines.shadowfist.model.rules import numbers
from refbase.engines.shadowfist.model.vocabulary import CardType
from refbase.engines.shadowfist.model.written import (
    BY_A_PLAYER,
    BY_THIS_CARD,
    CardState,
    Condition,
    Count,
    Is,
    Of,
    On,
    Selector,
    Trigger,
    Whose,
)

#: when a delayed effect may be set to happen (26.4)
DELAYED_AT = (On.END_OF_TURN, On.END_OF_ATTACK)
#: triggers on an attack, which know who declared it (28.1)
ATTACK_TRIGGERS = (On.ATTACK_DECLARED, On.ATTACK_SUCCEEDS, On.ATTACK_FAILS, On.END_OF_ATTACK)


def choice(values: Any, **kw: Any) -> fields.String:
    """A string field that is one of `values` (a 422 names the field otherwise)."""
    return fields.String(validate=validate.OneOf(tuple(values)), **kw)


class LoadsRecord(Schema):
    """A schema whose load makes its frozen `record` (lists become tuples)."""

    record: type | None = None

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Any:
        assert self.record is not None
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        return self.record(**values)


def _bold(value: str) -> None:
    try:
        parse_ability(value)
    except ValueError as exc:
        raise ValidationError(str(exc)) from None


BOLD_WORDS = fields.List(fields.String(validate=[validate.Length(min=1, max=100), _bold]),
                    load_default=list, validate=validate.Length(max=MAX_LIST))


class SelectorSchema(LoadsRecord):
    record = Selector
    type = EnumValue(CardType, load_default=None)
    designator = fields.String(load_default=None, validate=[
        validate.Length(min=1, max=60),
        validate.Regexp(r"^\S+$", error=f"a designator is one word, without spaces "
                        f"{numbers(R.DESIGNATORS + R.DESIGNATOR_WORDS)}: a card whose title "
                        f"has that word matches")])
    faction = choice(FACTIONS, load_default=None)
    talent = choice(TALENTS, load_default=None)
    controller = EnumValue(Whose, load_default=Whose.ANY)
    owner = EnumValue(Whose, load_default=Whose.ANY)
    title = fields.String(load_default=None, validate=validate.Length(min=1, max=100))
    power_generating = Flag(load_default=False)
    on = fields.Nested(lambda: SelectorSchema(exclude=("on", "in_smoked_pile")), load_default=None)
    at_this_location = Flag(load_default=False)
    other = Flag(load_default=False)
    unique = Flag(load_default=None)
    restriction = choice(SELECTABLE_RESTRICTIONS, load_default=None)
    state = EnumValue(CardState, load_default=None)
    cost_at_most = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    cost_at_least = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    printed_fighting_at_most = fields.Integer(strict=True, load_default=None,
                                              validate=validate.Range(0, MAX_NUMBER))
    printed_fighting_at_least = fields.Integer(strict=True, load_default=None,
                                               validate=validate.Range(0, MAX_NUMBER))
    printed_fighting_of_x = Flag(load_default=False)
    fighting_at_most = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    fighting_at_least = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    fighting_parity = choice(("odd", "even"), load_default=None)
    fighting_vs_source = choice(("lower", "at_most", "higher", "at_least"), load_default=None)
    requires_at_most = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    requires_at_least = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    provides_at_most = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    provides_at_least = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    requires = choice((*FACTIONS, *TALENTS), load_default=None)
    damage_at_least = fields.Integer(strict=True, load_default=None, validate=validate.Range(1, MAX_NUMBER))
    in_smoked_pile = Flag(load_default=False)
    in_hand = Flag(load_default=False)
    its_attack_target = Flag(load_default=False)
    subject_attack_target = Flag(load_default=False)
    in_combat_with_source = Flag(load_default=False)
    subject_of = fields.Nested(lambda: SelectorSchema(exclude=("subject_of", "in_smoked_pile", "in_hand")), load_default=None)
    itself = Flag(load_default=False)
    on_itself = Flag(load_default=False)
    targeting = fields.Nested(lambda: SelectorSchema(exclude=("any_of", "none_of", "in_smoked_pile", "in_hand", "targeting")),
                              load_default=None)
    any_of = fields.List(fields.Nested(lambda: SelectorSchema(exclude=("any_of", "none_of", "in_smoked_pile", "in_hand"))),
                         load_default=list,
                         validate=validate.Length(min=2, max=MAX_LIST, error=(
                             "alternatives are two or more selectors (\"a Character or Site\"), "
                             "one level deep")))
    none_of = fields.List(fields.Nested(lambda: SelectorSchema(exclude=(
        "any_of", "none_of", "in_smoked_pile", "in_hand", "controller", "owner", "at_this_location", "other"))),
                          load_default=list,
                          validate=validate.Length(min=1, max=MAX_LIST, error=(
                              "exclusions are one or more selectors (\"a non-[M] Character\"), one level deep, "
                              "naming what a card is, not whose or where it is")))

    @validates_schema
    def _pile(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("in_smoked_pile") and (data.get("at_this_location") or data.get("state") or data.get("subject_of")
                                           or data.get("on")):
            raise ValidationError(f"a card in a smoked pile {numbers(R.SMOKED_PILE)} has no location "
                                  f"or state in play", "in_smoked_pile")
        if data.get("in_hand") and (data.get("in_smoked_pile") or data.get("at_this_location") or data.get("state")
                                    or data.get("subject_of") or data.get("controller", Whose.ANY) != Whose.ANY
                                    or data.get("other")):
            raise ValidationError(f"a card in its player's hand {numbers(R.HAND)} has no location, state "
                                  f"or controller in play", "in_hand")

    @validates_schema
    def _bounds(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("printed_fighting_of_x") and data.get("printed_fighting_at_most") is None \
                and data.get("printed_fighting_at_least") is None:
            raise ValidationError(f"printed_fighting_of_x compares a Fighting of X by its value "
                                  f"{numbers(R.FIGHTING_SCORE + R.BLANKED_X)}: it needs a printed_fighting bound",
                                  "printed_fighting_of_x")
        for value in ("cost", "printed_fighting", "fighting", "requires", "provides"):
            most, least = data.get(f"{value}_at_most"), data.get(f"{value}_at_least")
            if most is not None and least is not None and least > most:
                raise ValidationError(f"{value}_at_least is above {value}_at_most: no card fits",
                                      f"{value}_at_least")


_SELECTING = (Is.CARD_IN_PLAY, Is.SUBJECT_OF, Is.OPPONENT_CONTROLS_MORE)
_COUNTING = (Is.HAS_POWER, Is.DAMAGED, Is.HAND_AT_MOST, Is.HAS_COUNTERS)


class ConditionSchema(LoadsRecord):
    record = Condition
    is_ = EnumValue(Is, data_key="is", required=True)
    of = EnumValue(Of, load_default=Of.AFFECTED)
    select = fields.Nested(SelectorSchema, load_default=None)
    n = fields.Integer(strict=True, load_default=1, validate=validate.Range(0, MAX_NUMBER))
    negated = Flag(data_key="not", load_default=False)
    resources = fields.List(choice(FACTIONS + TALENTS), load_default=list, validate=validate.Length(max=MAX_LIST))
    declarer = EnumValue(Whose, load_default=Whose.ANY)

    @validates_schema
    def _needs(self, data: dict[str, Any], **_: Any) -> None:
        is_ = data.get("is_")
        if is_ != Is.ATTACK_UNDER_WAY and data.get("declarer", Whose.ANY) != Whose.ANY:
            raise ValidationError(f"only \"{Is.ATTACK_UNDER_WAY}\" names who declared the attack "
                                  f"{numbers(R.DECLARE_ATTACK)}", "declarer")
        if (is_ in (Is.HAS_RESOURCES, Is.MORE_RESOURCES)) != bool(data.get("resources")):
            raise ValidationError(f"\"{Is.HAS_RESOURCES}\" and \"{Is.MORE_RESOURCES}\", and only they, name "
                                  f"the \"resources\" the pool holds {numbers(R.RESOURCE_POOL)}", "resources")
        if is_ == Is.MORE_RESOURCES and len(data["resources"]) != 1:
            raise ValidationError(f"\"{Is.MORE_RESOURCES}\" compares one resource {numbers(R.RESOURCE_POOL)}",
                                  "resources")
        if is_ in _SELECTING and data.get("select") is None:
            raise ValidationError(f"\"{is_}\" looks for the cards \"select\" picks", "select")
        if is_ not in (*_SELECTING, Is.ATTACKING, Is.ATTACK_UNDER_WAY) and data.get("select") is not None:
            raise ValidationError(f"only {', '.join(_SELECTING)}, {Is.ATTACKING} and {Is.ATTACK_UNDER_WAY} (the "
                                  f"attack's target) look for cards", "select")
        if is_ == Is.OPPONENT_CONTROLS_MORE and data["select"].controller != Whose.ANY:
            raise ValidationError(f"\"{is_}\" counts each player's own cards {numbers(R.CONTROL)}: its "
                                  f"\"select\" names no controller", "select")
        if is_ not in _COUNTING and data.get("n", 1) != 1:
            raise ValidationError(f"only {', '.join(_COUNTING)} count (n)", "n")

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        return Condition(Is(data["is_"]), Of(data["of"]), data["select"], data["n"], data["negated"],
                         tuple(data["resources"]), Whose(data["declarer"]))


class TriggerSchema(LoadsRecord):
    record = Trigger
    on = EnumValue(On, required=True)
    card = fields.Nested(SelectorSchema, load_default=None)
    any_card = Flag(load_default=False)
    whose_turn = EnumValue(Whose, load_default=Whose.ANY)
    combat = Flag(load_default=False)
    subject = Flag(load_default=False)
    declarer = EnumValue(Whose, load_default=Whose.ANY)
    target = fields.Nested(SelectorSchema, load_default=None)
    onto_this_card = Flag(load_default=False)
    by_player = EnumValue(Whose, load_default=Whose.ANY)
    attack_target = Flag(load_default=False)

    @validates_schema
    def _combat(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("combat") and data.get("on") not in BY_THIS_CARD:
            raise ValidationError(f"\"combat\" (combat damage only) goes with \"on\": "
                                  f"{' or '.join(BY_THIS_CARD)}", "combat")
        if data.get("subject") and (data.get("any_card")
                                    or data.get("card") is not None and data.get("on") not in BY_THIS_CARD):
            raise ValidationError("\"subject\" names the card the trigger happens to, or on what this card does, "
                                  "the card doing it: not with \"any_card\", nor with \"card\" but on what it "
                                  "does", "subject")
        if data.get("declarer", Whose.ANY) != Whose.ANY and data.get("on") not in ATTACK_TRIGGERS:
            raise ValidationError(f"\"declarer\" (who declared the attack) goes with \"on\": "
                                  f"{' or '.join(ATTACK_TRIGGERS)}", "declarer")
        if data.get("onto_this_card") and data.get("on") != On.PLAYED:
            raise ValidationError(f"\"onto_this_card\" (a State played on this card) goes with \"on\": {On.PLAYED}",
                                  "onto_this_card")
        if data.get("by_player", Whose.ANY) != Whose.ANY and data.get("on") not in BY_A_PLAYER:
            raise ValidationError(f"\"by_player\" (who smoked, burned, turned or seized the card) goes with \"on\": "
                                  f"{', '.join(BY_A_PLAYER)}", "by_player")
        if data.get("attack_target") and data.get("on") != On.INFLICTS_DAMAGE:
            raise ValidationError(f"\"attack_target\" (the target of this card's attack) goes with \"on\": "
                                  f"{On.INFLICTS_DAMAGE}", "attack_target")
        if data.get("target") is not None and data.get("on") != On.TURNS_TO_ATTACK:
            raise ValidationError(f"\"target\" (the target of the attack) goes with \"on\": {On.TURNS_TO_ATTACK}",
                                  "target")



#: the faction and talent resources a count of a pool names (18.1, 18.2)
RESOURCES = FACTIONS + TALENTS
#: which resources of one card a count names (8.4, 8.6): all, the faction ones, or one kind
CARD_RESOURCES = CARD_RESOURCE_KINDS + RESOURCES


#: "for every three <cards>": the count divided by this, rounded down (24.2); only with a count
EVERY = fields.Integer(load_default=1, strict=True, validate=validate.Range(min=1, max=MAX_NUMBER))


#: what X reads of one card (48.0): its printed cost (8.5), current Fighting (15.1), damage (29.0),
#: counters (10.5)
COUNT_VALUES = ("cost", "fighting", "damage", "counters")
#: which card: the ability's subject, the effect's chosen target, the card its cost paid (24.1.4)
COUNT_OF = ("subject", "target", "paid")


class CountSchema(LoadsRecord):
    """X (48.0): the cards in play a selector picks, or one kind of resource in the pool."""

    record = Count
    cards = fields.Nested(SelectorSchema, load_default=None)
    resource = choice(RESOURCES, load_default=None)
    card_resources = choice(CARD_RESOURCES, load_default=None)
    plus = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    value = choice(COUNT_VALUES, load_default=None)
    of = choice(COUNT_OF, load_default="subject")
    every = EVERY

    @validates_schema
    def _one(self, data: dict[str, Any], **_: Any) -> None:
        if sum(data.get(n) is not None for n in ("cards", "resource", "card_resources", "value")) != 1:
            raise ValidationError("X counts either \"cards\" (a selector), a \"resource\" in the pool, "
                                  f"the \"card_resources\" of one card "
                                  f"{numbers(R.RESOURCE_REQUIREMENTS + R.RESOURCE_PROVISIONS)} or a \"value\" of one card "
                                  f"(its cost, Fighting or damage)", "cards")
        if data.get("of", "subject") != "subject" and data.get("card_resources") is None and data.get("value") is None:
            raise ValidationError("\"of\" names the card whose \"card_resources\" or \"value\" X reads", "of")
