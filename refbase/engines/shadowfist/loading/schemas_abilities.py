"""Marshmallow schemas of the ability objects a card's `abilities` list may hold (written.py).

An entry of `abilities` is either a printed bold-faced word ("Toughness: 2") or an object
with a `kind`; `AbilityEntry` (schemas.py) sends objects here. A bad object is refused with
a 422 naming the path, e.g. `cards[2].abilities[1].condition.is`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from marshmallow import ValidationError, fields, post_load, validate, validates_schema

from refbase.engines.shadowfist.effects.effect_kinds import KINDS, NAMEABLE
from refbase.engines.shadowfist.effects.effect_kinds import Aim as KindAim
from refbase.engines.shadowfist.loading.schema_fields import MAX_LIST, MAX_NUMBER, EnumValue, Flag, ModifierSchema
from refbase.engines.shadowfist.loading.schemas_selectors import (
    BOLD_WORDS,
    CARD_RESOURCES,
    DELAYED_AT,
    EVERY,
    RESOURCES,
    ConditionSchema,
    CountSchema,
    LoadsRecord,
    SelectorSchema,
    TriggerSchema,
    choice,
)
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import parse_ability
from refbase.engines.shadowfist.model.matching import bounds_current_fighting
from refbase.engines.shadowfist.model.rules import numbers
from refbase.engines.shadowfist.model.vocabulary import CANCELS_CARDS, CardType, Duration, EffectKindName, ModifierKind, Zone
from refbase.engines.shadowfist.model.written import (
    AbilityKind,
    Aim,
    AmountIf,
    Delayed,
    Is,
    Of,
    On,
    Per,
    Players,
    Selector,
    Template,
    WrittenAbility,
)

#: what a continuous ability's `per_value` counts of each card: its printed cost (8.5) or damage (29.0)
PER_VALUES = ("cost", "damage")
#: the most parts one effect has (24.6)
MAX_PARTS = 4
#: the cards a later part of an effect acts on (24.6): the effect's own, its card's or none
PART_AIMS = (Aim.CHOSEN, Aim.SELF, Aim.SUBJECT, Aim.NONE)
#: what only the effect as a whole says: its cost, how its cards are picked, what follows it
_PART_REFUSED = ("power", "turn_self", "sacrifice_self", "sacrifice", "discard", "turn", "remove_counters",
                 "damage_self", "give_power", "choose", "up_to", "divided",
                 "delayed", "per", "x", "then", "amount_if")


def _at(i: int, name: str) -> tuple[str]:
    """The field name of a part's field, as a nested list's errors name it: then[0].aim."""
    return (f"then[{i}].{name}",)


#: the conditions an effect's "if" may hold, checked as it resolves: the board as its player has it, or
#: its card being the only attacker (28.1.4)
RESOLUTION_CONDITIONS = frozenset({Is.CARD_IN_PLAY, Is.HAS_POWER, Is.HAND_AT_MOST, Is.OPPONENT_CLOSER_TO_VICTORY,
                                   Is.ONE_SITE_FROM_VICTORY, Is.HAS_RESOURCES, Is.OPPONENT_CONTROLS_MORE,
                                   Is.MORE_RESOURCES, Is.ATTACKING_ALONE})


class AmountIfSchema(LoadsRecord):
    """Another amount of an effect, when a condition of the board holds as it is generated (24.2)."""

    record = AmountIf
    amount = fields.Integer(strict=True, required=True, validate=validate.Range(0, MAX_NUMBER))
    condition = fields.Nested(ConditionSchema, required=True)

    @validates_schema
    def _board(self, data: dict[str, Any], **_: Any) -> None:
        cond = data.get("condition")
        if cond is not None and cond.is_ not in RESOLUTION_CONDITIONS:
            raise ValidationError(f"another amount's condition is a condition of the board "
                                  f"{numbers(R.GAME_STATE_DETERMINATION)}: one of "
                                  f"{', '.join(sorted(RESOLUTION_CONDITIONS))}, not {cond.is_}", "condition")


class TemplateSchema(LoadsRecord):
    record = Template
    effect = fields.String(required=True)
    aim = EnumValue(Aim, load_default=Aim.CHOSEN)
    select = fields.Nested(SelectorSchema, load_default=None)
    amount = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    x = fields.Nested(CountSchema, load_default=None)
    modifiers = fields.List(fields.Nested(ModifierSchema), load_default=list,
                            validate=validate.Length(max=MAX_LIST))
    abilities = BOLD_WORDS
    duration = EnumValue(Duration, load_default=Duration.PERMANENT)
    power = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    turn_self = Flag(load_default=False)
    sacrifice_self = Flag(load_default=False)
    sacrifice = fields.Nested(SelectorSchema, load_default=None)
    discard = fields.Nested(SelectorSchema, load_default=None)
    turn = fields.Nested(SelectorSchema, load_default=None)
    toast = fields.Nested(SelectorSchema, load_default=None)
    remove_counters = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    damage_self = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    give_power = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    choose = Flag(load_default=False)
    up_to = fields.Integer(strict=True, load_default=None, validate=validate.Range(1, MAX_NUMBER))
    divided = Flag(load_default=False)
    delayed = fields.Nested(lambda: DelayedSchema(), load_default=None)
    per = fields.Nested(SelectorSchema, load_default=None)
    per_every = EVERY
    players = EnumValue(Players, load_default=None)
    then = fields.List(fields.Nested(lambda: TemplateSchema()), load_default=list,
                       validate=validate.Length(max=MAX_PARTS))
    redirect_to = fields.Nested(SelectorSchema, load_default=None)
    copy_from = fields.Nested(SelectorSchema, load_default=None)
    change_to = fields.Nested(SelectorSchema, load_default=None)
    effects = fields.List(EnumValue(EffectKindName), load_default=list, validate=validate.Length(max=MAX_LIST))
    reduction = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    waives_timing = Flag(load_default=False)
    condition = fields.Nested(ConditionSchema, load_default=None)
    amount_if = fields.Nested(AmountIfSchema, load_default=None)
    against = fields.Nested(SelectorSchema, load_default=None)
    damage_from = fields.Nested(SelectorSchema, data_key="from", load_default=None)

    @validates_schema
    def _on_resolution(self, data: dict[str, Any], **_: Any) -> None:
        """An effect's "if" is checked as it resolves (24.2): only a condition of the board, seen
        from the effect's card, can be."""
        cond = data.get("condition")
        if cond is not None and cond.is_ not in RESOLUTION_CONDITIONS:
            raise ValidationError(f"an effect's condition is checked when it resolves {numbers(R.GAME_STATE_DETERMINATION)}: "
                                  f"one of {', '.join(sorted(RESOLUTION_CONDITIONS))}, not {cond.is_}", "condition")


    @validates_schema
    def _versus_grant(self, data: dict[str, Any], **_: Any) -> None:
        """A grant only against / from a kind of card (26.5, 29.7): the modifiers and words a
        continuous ability may have that way, and only a grant's."""
        if data.get("against") is None and data.get("damage_from") is None:
            return
        if data.get("effect") != EffectKindName.GRANT:
            raise ValidationError("only a `grant` gives modifiers \"against\" or \"from\" a kind of card",
                                  "against" if data.get("against") is not None else "from")
        _versus({**data, "grants": data.get("abilities") or ()})

    @validates_schema
    def _parts(self, data: dict[str, Any], **_: Any) -> None:
        """The further parts of one effect (24.6): each a template of its own kind, read by
        this same schema, acting on the effect's cards, its own card, its subject or none;
        the cost, the choices and what follows the effect belong to the effect itself."""
        for i, part in enumerate(data.get("then") or ()):
            if part.aim not in PART_AIMS:
                raise ValidationError(f"a part of an effect {numbers(R.MULTIPLE_PARTS)} acts on the effect's "
                                      f"cards (\"chosen\"), {', '.join(PART_AIMS[1:])}: not {part.aim}", *_at(i, "aim"))
            if part.aim == Aim.CHOSEN and part.select is not None:
                raise ValidationError("a part of \"aim\": \"chosen\" acts on the effect's own cards: "
                                      "it has no \"select\"", *_at(i, "select"))
            extra = [n for n in _PART_REFUSED if getattr(part, n)]
            if extra:
                raise ValidationError(f"a part of an effect {numbers(R.MULTIPLE_PARTS)} has no cost, choice, "
                                      f"count or part of its own: {extra[0]} belongs to the effect", *_at(i, extra[0]))
            if KINDS[part.effect].on_generate is not None:
                raise ValidationError(f"a `{part.effect}` effect fixes what it acts on as it is generated: "
                                      f"it cannot be a later part of an effect", *_at(i, "effect"))

    @validates_schema
    def _kind(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("effect") not in NAMEABLE:
            raise ValidationError(f"must be one of: {', '.join(NAMEABLE)}", "effect")
        _verify_template_kind(data)
        kind = KINDS[data["effect"]]
        if data.get("players") is not None and ("players" not in kind.reads or kind.one_player):
            raise ValidationError(f"a `{kind.name}` effect does not act on several players", "players")
        if data.get("per") is not None and data.get("amount") is None:
            raise ValidationError(f"\"per\" counts cards to multiply the effect's amount "
                                  f"{numbers(R.GAME_STATE_DETERMINATION)}: it needs an \"amount\"", "per")
        if data.get("per_every", 1) > 1 and data.get("per") is None:
            raise ValidationError("\"per_every\" divides what \"per\" counts: it needs a \"per\"", "per_every")
        if data.get("sacrifice_self") and data.get("sacrifice") is not None:
            raise ValidationError("a cost sacrifices this card (sacrifice_self) or a card the use names "
                                  "(sacrifice), not both", "sacrifice")
        if data.get("choose") and data.get("aim", Aim.CHOSEN) != Aim.CHOSEN:
            raise ValidationError("\"choose\" says how the `chosen` cards are picked: only with \"aim\": \"chosen\"",
                                  "choose")
        if data.get("divided") and (data["effect"] != EffectKindName.DAMAGE or data.get("aim", Aim.CHOSEN) != Aim.CHOSEN
                                    or data.get("amount") is None):
            raise ValidationError("\"divided\" divides the amount of a `damage` effect among the cards the use "
                                  "chooses: only with \"aim\": \"chosen\" and an \"amount\"", "divided")
        if data.get("up_to") is not None and data.get("aim", Aim.CHOSEN) != Aim.CHOSEN:
            raise ValidationError("\"up_to\" is the most cards the use names: only with \"aim\": \"chosen\"",
                                  "up_to")
        if data.get("aim") in (Aim.ALL,) and data.get("select") is None:
            raise ValidationError("\"aim\": \"all\" needs a \"select\" saying which cards", "select")
        if data.get("amount_if") is not None and (data.get("amount") is None or data.get("x") is not None
                                                  or data.get("per") is not None or data.get("divided")):
            raise ValidationError("\"amount_if\" replaces a written \"amount\" (not X, \"per\" or a divided "
                                  "amount)", "amount_if")
        if data.get("reduction") and data["effect"] != EffectKindName.PLAY_CARD:
            raise ValidationError(f"\"reduction\" is the cost reduction of a `play_card` effect "
                                  f"{numbers(R.COST_REDUCTION)}", "reduction")
        if data.get("waives_timing") and data["effect"] != EffectKindName.PLAY_CARD:
            raise ValidationError(f"\"waives_timing\" waives the timing of the card a `play_card` effect plays "
                                  f"{numbers(R.CARD_PLAYING_TIMING)}", "waives_timing")

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data["effect"] = EffectKindName(data["effect"])
        return super().make(data, **kw)


#: what a written effect can say besides its kind: its cards (`aim`, `select`) and these
TEMPLATE_FIELDS = ("targets", "amount")


def _verify_written_copy(data: dict[str, Any], kind: EffectKindName) -> None:
    """"Copy the rules text of a non-Unique Character to this card": only a `copy` has an
    original, and it copies onto the card itself or the cards it chooses, in one part (36.0)."""
    if kind != EffectKindName.COPY:
        raise ValidationError(f"only a `copy` effect has an original {numbers(R.COPYING)}", "copy_from")
    if data.get("aim", Aim.CHOSEN) not in (Aim.CHOSEN, Aim.SELF) or data.get("then"):
        raise ValidationError(f"a written `copy` copies onto its own card or the cards it chooses "
                              f"{numbers(R.COPYING)}", "aim")


def _verify_template_kind(data: dict[str, Any]) -> None:
    """A written effect of a kind whose needs a template cannot give (a token's card, a
    redirection's source, a copy's original, effects or cards out of play as targets) would
    be generated incomplete: refused here with the way to write it instead."""
    kind = KINDS[data["effect"]]
    missing = [n for n in kind.needs if n not in TEMPLATE_FIELDS]
    if data.get("effects") and (kind.name != EffectKindName.CANCEL or data.get("aim", Aim.CHOSEN) != Aim.CHOSEN):
        raise ValidationError(f"only a `cancel` of chosen effects names the kinds it cancels {numbers(R.CANCELING)}",
                              "effects")
    if data.get("redirect_to") is not None and kind.name != EffectKindName.REDIRECT:
        raise ValidationError(f"only a `redirect` effect has a new recipient {numbers(R.PLAYING_REDIRECTION)}",
                              "redirect_to")
    if data.get("copy_from") is not None:
        _verify_written_copy(data, kind.name)
        return  # the `use`'s `source` is the copied card, its own cards the receiving ones (36.0)
    if data.get("change_to") is not None:
        if kind.name != EffectKindName.CHANGE_TARGET or data.get("aim", Aim.CHOSEN) != Aim.CHOSEN or data.get("then"):
            raise ValidationError(f"only a `change_target` of chosen attackers has a new target "
                                  f"{numbers(R.CHANGING_TARGET)}", "change_to")
        return  # the chosen attackers' new target is the `use`'s `to` (28.1.3.1)
    select = data.get("select")
    if kind.aim == KindAim.PILES and not missing and kind.pile == Zone.SMOKED and data.get("aim", Aim.CHOSEN) == Aim.CHOSEN \
            and isinstance(select, Selector) and select.in_smoked_pile:
        if kind.name == EffectKindName.RETURN_TO_PLAY and select.type in (None, CardType.STATE):
            raise ValidationError(f"a State returned to play needs its subject {numbers(R.RETURN_TO_PLAY + R.VALID_SUBJECT)}, "
                                  f"which a written ability cannot name: pick a card type other than State", "select")
        return  # cards chosen in a smoked pile (9.2.1): "Choose a Character in your smoked pile :: Return ..."
    if kind.aim == KindAim.PILES and not missing and kind.pile == Zone.SMOKED and data.get("aim") == Aim.TRIGGER_CARD \
            and kind.name != EffectKindName.RETURN_TO_PLAY:  # a State returned to play needs its subject
        return  # the card a trigger names, now in a smoked pile: "When this card is smoked, return it to your hand" (9.2.1)
    if kind.name == EffectKindName.PLAY_CARD and data.get("aim", Aim.CHOSEN) == Aim.CHOSEN:
        _verify_played(select)
        return  # a card in its player's hand, played by the effect: "Turn to play an Edge at -1 cost" (37.0)
    if kind.name == EffectKindName.CANCEL and not missing and data.get("aim", Aim.CHOSEN) == Aim.CHOSEN:
        return  # cards canceled while a turn-and-maintain ability holds (10.4; the ability's kind is checked there)
    if kind.name == EffectKindName.REDIRECT and data.get("aim", Aim.CHOSEN) == Aim.CHOSEN \
            and data.get("redirect_to") is not None and not data.get("then"):
        return  # the chosen card's damage from the `use`'s source goes to `redirect_to` (38.2)
    if kind.name == EffectKindName.FACEOFF and data.get("aim", Aim.CHOSEN) == Aim.CHOSEN and not data.get("then"):
        return  # the ability's own Character against the Character it chooses (41.0, 41.2): its `from`
    if kind.name in CANCELS_CARDS and not missing and data.get("aim", Aim.CHOSEN) == Aim.CHOSEN:
        return  # "Cancel and smoke a [C] card": cards the use names, in play or being played (33.1)
    if missing or kind.aim in (KindAim.EFFECTS, KindAim.PILES):
        what = f"its {', '.join(missing)}" if missing else f"its targets ({kind.aim} out of play or on the stack)"
        raise ValidationError(f"a written ability cannot generate a `{kind.name}` effect: {what} cannot be "
                              f"written in an ability's effect; write it as an `effect` action", "effect")
    _check_x(data, kind.name)
    if data.get("x") is not None and (data.get("amount") is not None or "amount" not in kind.needs) \
            and not (kind.name == EffectKindName.GRANT and data.get("modifiers") and data.get("amount") is None):
        needs = "has one" if "amount" in kind.needs else "needs none"
        raise ValidationError(f"\"x\" is the amount of an effect that needs one {numbers(R.VALUE_OF_X)}, given "
                              f"instead of \"amount\"; a `{kind.name}` effect {needs}", "x")
    if "amount" in kind.needs and data.get("amount") is None and data.get("x") is None:
        raise ValidationError(f"a `{kind.name}` effect needs an amount", "amount")


def _play_permission(data: dict[str, Any]) -> None:
    """"You may play Characters during other players' Main Shots": its controller may play the
    cards `playing` picks in any player's Main Shot (25.1.1); "You may ignore resource conditions
    when playing Demon Characters": without their resource conditions (8.4, 25.1). Such an
    ability gives nothing else."""
    flag = "any_main_shot" if data.get("any_main_shot") else "ignores_resources"
    if data.get("playing") is None:
        raise ValidationError(f"\"{flag}\" on a continuous ability lets its controller play the cards "
                              f"\"playing\" picks {numbers(R.CARD_PLAYING_TIMING + R.RESOURCE_REQUIREMENTS)}: "
                              f"it needs \"playing\"", flag)
    extra = [n for n in ("modifiers", "grants", "designators", "provides", "affects", "condition", "per",
                         "against", "damage_from", "onto_this_card") if data.get(n)]
    if extra:
        raise ValidationError("a continuous ability letting its controller play cards in any Main Shot gives "
                              "nothing else", _KEY.get(extra[0], extra[0]))


#: what a written `play_card` plays: the card types the effect itself can play (play_costs.py;
#: an Event is played with its own effect, a Site with a `play` action)
PLAYABLE_BY_EFFECT = (CardType.CHARACTER, CardType.STATE, CardType.EDGE)


def _verify_played(select: Any) -> None:
    """A written `play_card` picks cards in its player's hand (9.2.2) of one type it can play."""
    if not isinstance(select, Selector) or not select.in_hand:
        raise ValidationError(f"a written `play_card` plays a card from its player's hand {numbers(R.HAND)}: "
                              f"its \"select\" says \"in_hand\"", "select")
    types = {s.type for s in select.any_of} if select.any_of and select.type is None else {select.type}
    if not types <= set(PLAYABLE_BY_EFFECT):
        raise ValidationError("a written `play_card` picks Characters, States or Edges (an Event is played with "
                              "its own effect, a Site with a `play` action): its \"select\" names the type",
                              "select")


def _check_x(data: dict[str, Any], kind: EffectKindName) -> None:
    """X read of one card needs that card: the effect's chosen target, or the card its cost pays
    (24.1.4: sacrificed, toasted or discarded). A grant's X multiplies its modifiers, each
    written as 1 ("+X Fighting"), as its amount is counted on generation (24.2, 48.0)."""
    x = data.get("x")
    if x is None:
        return
    if x.of == "paid" and sum(data.get(n) is not None for n in ("sacrifice", "toast", "discard")) != 1:
        raise ValidationError(f"X read of the card a cost pays needs a cost that sacrifices, toasts or discards one, "
                              f"and only one such cost, to say which card {numbers(R.EFFECT_COST)}", "x")
    if x.of == "target" and data.get("aim", Aim.CHOSEN) != Aim.CHOSEN:
        raise ValidationError("X read of the effect's target needs an effect on chosen cards", "x")
    if kind == EffectKindName.GRANT and any(abs(m.value) != 1 for m in data.get("modifiers", ())):
        raise ValidationError(f"a grant's X multiplies its modifiers: write each as 1 {numbers(R.VALUE_OF_X)}", "x")


class DelayedSchema(LoadsRecord):
    record = Delayed
    at = EnumValue(On, validate=validate.OneOf(DELAYED_AT), required=True)
    effect = fields.Nested(TemplateSchema, required=True)


_NEEDS = {
    AbilityKind.CONTINUOUS: ("modifiers or grants", ("trigger", "effect", "optional", "once_per", "counters")),
    AbilityKind.TURN_AND_MAINTAIN: ("effect", ("trigger", "per", "per_resource", "per_card_resource", "optional",
                                               "any_main_shot", "provides", "playing", "onto_this_card", "counters")),
    AbilityKind.TRIGGERED: ("trigger and effect", ("per", "per_resource", "per_card_resource", "any_main_shot",
                                                   "provides", "playing", "onto_this_card", "counters")),
    AbilityKind.ACTIVATED: ("effect", ("trigger", "per", "per_resource", "per_card_resource", "optional",
                                       "any_main_shot", "provides", "playing", "onto_this_card", "counters")),
    AbilityKind.PLAY_ON: ("affects", ("trigger", "effect", "optional", "per", "per_counter", "per_resource",
                                      "per_card_resource", "per_damage",
                                      "condition",
                                      "modifiers", "grants", "designators", "against", "damage_from", "once_per",
                                      "provides", "playing", "onto_this_card", "counters")),
    AbilityKind.PLAY_IF: ("condition", ("trigger", "effect", "optional", "per", "per_counter", "per_resource",
                                        "per_card_resource", "per_damage", "affects", "modifiers", "grants",
                                        "designators", "against", "damage_from", "once_per", "provides",
                                        "playing", "onto_this_card", "any_main_shot", "counters")),
    AbilityKind.ENTERS_WITH: ("counters", ("trigger", "effect", "optional", "per", "per_counter", "per_resource",
                                           "per_card_resource", "per_damage", "condition", "affects",
                                           "modifiers", "grants", "designators", "against", "damage_from", "once_per",
                                           "any_main_shot", "provides", "playing", "onto_this_card")),
}
#: the conditions a play requirement may have (`play_if`): on the board, seen from the player
#: playing the card (10.2), never on the card itself, which is not in play yet
PLAY_IF_CONDITIONS = frozenset({Is.CARD_IN_PLAY, Is.HAS_POWER, Is.HAND_AT_MOST, Is.OPPONENT_CLOSER_TO_VICTORY,
                                Is.ONE_SITE_FROM_VICTORY, Is.HAS_RESOURCES, Is.MORE_RESOURCES,
                                Is.OPPONENT_CONTROLS_MORE})
_KEY = {"damage_from": "from"}  # fields whose JSON key differs from the record's name
#: the damage modifiers of the source's side of 29.7 (steps 2-5), and of the recipient's (4-8)
SOURCE_SIDE = frozenset({"damage_bonus", "damage_penalty", "damage_multiplier", "damage_divisor"})
RECEIVING_SIDE = frozenset({"damage_taken_bonus", "damage_taken_multiplier", "damage_taken_divisor",
                            "damage_reduction", "reduce_damage_to", "reduce_combat_damage_to",
                            "reduce_noncombat_damage_to", "damage_taken_halved"})


#: bold-faced words a card may have only against or from a kind of card: those the engine asks
#: with the other card at hand (Ambush and Lethal in combat, 50.1, 50.9; Toughness, 50.17)
#: words a card has only against a kind of card: Ambush and Lethal in combat with it (50.1, 50.9),
#: "Cannot be intercepted" by it (6.0 over 28.6.2); Toughness against damage from it (50.17)
_VERSUS_GRANTS = {"against": frozenset({"ambush", "lethal", "cannot be intercepted"}),
                  "damage_from": frozenset({"toughness"})}


def _versus(data: dict[str, Any]) -> None:
    """"against" names the recipients of the card's own damage, so it goes with the source's
    modifiers; "from" names the sources of damage the card takes, with the recipient's (29.7)."""
    for name, key, side, which in (("against", "against", SOURCE_SIDE, "the damage it inflicts"),
                                   ("damage_from", "from", RECEIVING_SIDE, "the damage it takes")):
        if data.get(name) is None:
            continue
        kinds = {m.kind for m in data.get("modifiers") or ()}
        words = _VERSUS_GRANTS[name]
        if not kinds <= side or not all(parse_ability(g).name in words for g in data.get("grants") or ()):
            raise ValidationError(f"\"{key}\" goes only with modifiers of {which} "
                                  f"{numbers(R.MODIFICATION_ORDER)}: {', '.join(sorted(side))}, or a "
                                  f"grant of {' or '.join(w.title() for w in sorted(words))}", key)
    if data.get("against") is not None and data.get("damage_from") is not None:
        raise ValidationError("one ability modifies damage \"against\" or \"from\" a kind of card, "
                              "not both", "from")


def _no_current_fighting(data: dict[str, Any]) -> None:
    """A Character's current Fighting counts the continuous abilities acting on it (15.1, 10.1),
    so the cards a continuous ability acts on, counts or looks for are not picked by it; its
    "against" and "from" are asked only when damage is inflicted."""
    cond = data.get("condition")
    for key, sel in (("affects", data.get("affects")), ("per", data.get("per")),
                     ("condition", cond.select if cond is not None else None)):
        if isinstance(sel, Selector) and bounds_current_fighting(sel):
            raise ValidationError(f"a continuous ability's cards are not picked by their current Fighting "
                                  f"{numbers(R.CURRENT_FIGHTING)}, which it changes: only its \"against\" "
                                  f"and \"from\" may ask it", key)


def _provides(data: dict[str, Any]) -> None:
    """A resource the card's own text provides (8.6) is the card's, counted once or per card:
    not granted to other cards, nor with modifiers, nor per a count of resources (18.1)."""
    if not data.get("provides"):
        return
    for name in ("modifiers", "grants", "affects", "against", "damage_from", "per_counter", "per_resource",
                 "per_card_resource"):
        if data.get(name):
            raise ValidationError("a continuous ability providing a resource provides it on its own card, "
                                  f"once or \"per\" card counted {numbers(R.RESOURCE_PROVISIONS)}",
                                  _KEY.get(name, name))


def _playing(data: dict[str, Any]) -> None:
    """A cost reduction for the cards played that fit `playing` / onto this card (37.0), or an
    increase every player pays (6.0): its ability gives that alone, to no card in play."""
    if data.get("playing") is None and not data.get("onto_this_card"):
        return
    extra = [n for n in ("grants", "affects", "against", "damage_from", "condition", "per", "per_counter",
                         "per_resource", "per_card_resource") if data.get(n)]
    if extra or any(m.kind not in (ModifierKind.COST_REDUCTION, ModifierKind.COST_INCREASE)
                    for m in data.get("modifiers") or ()):
        raise ValidationError(f"\"playing\" and \"onto_this_card\" name the cards a `cost_reduction` "
                              f"applies to as they are played {numbers(R.COST_REDUCTION)}: that ability "
                              f"has only cost_reduction or cost_increase modifiers", _KEY.get(extra[0], extra[0]) if extra else "modifiers")


class WrittenAbilitySchema(LoadsRecord):
    record = WrittenAbility
    kind = EnumValue(AbilityKind, required=True)
    text = fields.String(load_default="", validate=validate.Length(max=500))
    modifiers = fields.List(fields.Nested(ModifierSchema), load_default=list,
                            validate=validate.Length(max=MAX_LIST))
    grants = BOLD_WORDS
    designators = fields.List(fields.String(validate=[
        validate.Length(min=1, max=60),
        validate.Regexp(r"^[^\s<>]+$", error=f"a designator is one word, without spaces or brackets "
                        f"{numbers(R.DESIGNATORS + R.DESIGNATOR_WORDS)}")]),
        load_default=list, validate=validate.Length(max=MAX_LIST))
    affects = fields.Nested(SelectorSchema, load_default=None)
    condition = fields.Nested(ConditionSchema, load_default=None)
    per = fields.Nested(SelectorSchema, load_default=None)
    per_counter = Flag(load_default=False)
    per_resource = choice(RESOURCES, load_default=None)
    per_card_resource = choice(CARD_RESOURCES, load_default=None)
    provides = choice(RESOURCES, load_default=None)
    per_every = EVERY
    per_minus = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    per_value = choice(PER_VALUES, load_default=None)
    per_damage = Flag(load_default=False)
    against = fields.Nested(SelectorSchema, load_default=None)
    damage_from = fields.Nested(SelectorSchema, data_key="from", load_default=None)
    trigger = fields.Nested(TriggerSchema, load_default=None)
    optional = Flag(load_default=False)
    effect = fields.Nested(TemplateSchema, load_default=None)
    once_per = EnumValue(Per, load_default=None)
    any_main_shot = Flag(load_default=False)
    ignores_resources = Flag(load_default=False)
    playing = fields.Nested(SelectorSchema, load_default=None)
    onto_this_card = Flag(load_default=False)
    counters = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))

    @validates_schema
    def _piles_only_counted(self, data: dict[str, Any], **_: Any) -> None:
        """Cards in a smoked pile are out of play (9.2.1): an ability may count them, nothing else."""
        effect, cond, trig = data.get("effect"), data.get("condition"), data.get("trigger")
        chosen_in_pile = effect is not None and KINDS[effect.effect].pile == Zone.SMOKED  # checked by its template
        for key, sel in (("affects", data.get("affects")), ("against", data.get("against")),
                         ("from", data.get("damage_from")), ("condition", cond.select if cond else None),
                         ("trigger", trig.card if trig else None),
                         ("effect", effect.select if effect and not chosen_in_pile else None)):
            if isinstance(sel, Selector) and sel.in_hand and not (key == "effect" and effect is not None
                                                                  and effect.effect == EffectKindName.PLAY_CARD):
                raise ValidationError(f"cards in a hand {numbers(R.HAND)} are out of play: a selector picks them "
                                      f"only for an effect that plays one", key)
            if isinstance(sel, Selector) and sel.in_smoked_pile:
                raise ValidationError(f"cards in a smoked pile {numbers(R.SMOKED_PILE)} are out of play: "
                                      f"a selector may pick them only to count them (\"per\") or for an "
                                      f"effect on cards in that pile", key)

    @validates_schema
    def _shape(self, data: dict[str, Any], **_: Any) -> None:
        """The fields each kind of ability needs and refuses, then the checks of that kind."""
        kind = data.get("kind")
        if kind is None:
            return
        needs, refused = _NEEDS[AbilityKind(kind)]
        if AbilityKind(kind) != AbilityKind.CONTINUOUS:  # parts only a continuous ability has
            refused = ("ignores_resources", "per_minus", "per_value", *refused)
        for name in refused:
            if data.get(name):
                raise ValidationError(f"not part of a {kind} ability (it needs {needs})",
                                      _KEY.get(name, name))
        _SHAPES.get(AbilityKind(kind), _verify_effect_ability)(AbilityKind(kind), data)


def _verify_continuous(_kind: AbilityKind, data: dict[str, Any]) -> None:
    """What a continuous ability gives (10.1), counted one way at most, and its damage forms."""
    if data.get("any_main_shot") or data.get("ignores_resources"):
        _play_permission(data)
        return
    if not data.get("modifiers") and not data.get("grants") and not data.get("provides") \
            and not data.get("designators"):
        raise ValidationError("a continuous ability gives modifiers, grants, designators or resources "
                              "it provides", "modifiers")
    if data.get("designators") and (data.get("against") is not None or data.get("damage_from") is not None):
        raise ValidationError(f"a designator {numbers(R.DESIGNATORS)} is had or not, not only "
                              f"against or from a kind of card", "designators")
    _provides(data)
    counted = [n for n in ("per", "per_counter", "per_resource", "per_card_resource", "per_damage")
               if data.get(n)]
    if data.get("per_every", 1) > 1 and not {"per", "per_resource"} & set(counted):
        raise ValidationError("\"per_every\" divides the cards (per) or resources (per_resource) "
                              "counted: it needs one", "per_every")
    if data.get("per_value") is not None and data.get("per") is None:
        raise ValidationError(f"\"per_value\" counts each card \"per\" picks as its cost or damage "
                              f"{numbers(R.VALUE_OF_X)}: it needs a \"per\"", "per_value")
    if data.get("per_minus") and not counted:
        raise ValidationError(f"\"per_minus\" is subtracted from what the ability counts {numbers(R.VALUE_OF_X)}: "
                              f"it needs a count", "per_minus")
    if len(counted) > 1:
        raise ValidationError("count cards (per), counters (per_counter), resources in the pool "
                              "(per_resource) or of the affected card (per_card_resource), or the "
                              "affected card's damage (per_damage), only one",
                              counted[1])
    _versus(data)
    _playing(data)
    _no_current_fighting(data)


def _verify_play_if(_kind: AbilityKind, data: dict[str, Any]) -> None:
    cond = data.get("condition")
    if cond is None or cond.is_ not in PLAY_IF_CONDITIONS or cond.of != Of.AFFECTED:
        raise ValidationError(f"a play_if ability names a requirement of playing the card "
                              f"{numbers(R.PLAY_REQUIREMENTS)} in \"condition\", one on the board: "
                              f"{', '.join(sorted(PLAY_IF_CONDITIONS))}", "condition")


def _verify_enters_with(_kind: AbilityKind, data: dict[str, Any]) -> None:
    if not data.get("counters"):
        raise ValidationError(f"an enters_with ability names the counters the card enters play with "
                              f"{numbers(R.COUNTERS)}", "counters")


def _verify_play_on(_kind: AbilityKind, data: dict[str, Any]) -> None:
    if data.get("affects") is None:
        raise ValidationError(f"a play_on ability names the State's valid subjects "
                              f"{numbers(R.VALID_SUBJECT)} in \"affects\"", "affects")


def _verify_effect_ability(kind: AbilityKind, data: dict[str, Any]) -> None:
    """An activated, triggered or turn-and-maintain ability: an effect (24.0), costs as its kind
    allows them, and none of a continuous ability's fields."""
    if data.get("effect") is None:
        raise ValidationError(f"a {kind} ability needs an effect", "effect")
    if kind == AbilityKind.TRIGGERED and data.get("trigger") is None:
        raise ValidationError("a triggered ability needs a trigger", "trigger")
    effect = data["effect"]
    if kind == AbilityKind.TURN_AND_MAINTAIN:
        _verify_maintained(effect)
    elif effect.effect == EffectKindName.CANCEL and not effect.effects:
        raise ValidationError(f"a written `cancel` cancels cards while a turn-and-maintain ability holds "
                              f"{numbers(R.TURN_AND_MAINTAIN + R.CANCELING)}: other written cancels "
                              f"are not in the language; use an `effect` action", "effect")
    if kind == AbilityKind.TRIGGERED and not data.get("optional") and (
            effect.power or effect.turn_self or effect.sacrifice_self or effect.sacrifice
            or effect.discard or effect.turn or effect.toast or effect.remove_counters or effect.damage_self
            or effect.give_power):
        raise ValidationError(f"a triggered effect with a cost is voluntary "
                              f"{numbers(R.VOLUNTARY_TRIGGER)}: set \"optional\": true",
                              "optional")
    for name in ("modifiers", "grants", "designators", "affects", "per_counter", "per_damage", "against",
                 "damage_from"):
        if data.get(name):
            key = _KEY.get(name, name)
            raise ValidationError(f"only a continuous ability has {key}; put them in the "
                                  f"effect", key)


def _verify_maintained(effect: Template) -> None:
    """A turn-and-maintain ability (10.4): one lasting effect of its own card, which turns to
    generate it and stays in play; it cancels cards, not effects (33.0)."""
    if effect.effects:
        raise ValidationError(f"a turn-and-maintain ability cancels cards while it holds "
                              f"{numbers(R.TURN_AND_MAINTAIN + R.CANCELING)}, not effects", "effect")
    if effect.turn is not None:
        raise ValidationError(f"a turn-and-maintain ability turns its own card "
                              f"{numbers(R.TURN_AND_MAINTAIN)}: it cannot turn another as its cost", "effect")
    if effect.then:
        raise ValidationError(f"a turn-and-maintain ability gives one lasting effect "
                              f"{numbers(R.TURN_AND_MAINTAIN)}: it has no further parts", "effect")
    if effect.sacrifice_self:
        raise ValidationError(f"a turn-and-maintain ability lasts while its card stays in play "
                              f"{numbers(R.TURN_AND_MAINTAIN)}: it cannot sacrifice that card",
                              "effect")


#: the checks of each kind of ability beyond its fields (`_NEEDS`); the others have an effect
_SHAPES: dict[AbilityKind, Callable[[AbilityKind, dict[str, Any]], None]] = {
    AbilityKind.CONTINUOUS: _verify_continuous,
    AbilityKind.PLAY_IF: _verify_play_if,
    AbilityKind.ENTERS_WITH: _verify_enters_with,
    AbilityKind.PLAY_ON: _verify_play_on,
}


WRITTEN_SCHEMA = WrittenAbilitySchema()

_LOADED: dict[str, WrittenAbility] = {}
_MAX_LOADED = 2048


def load_written(value: dict[str, Any]) -> WrittenAbility:
    """Load one ability object. Records are immutable, so an object written the same way
    again (the same card in several scenarios, each trial of the legality query) is loaded
    once; errors are raised each time, as they are never stored."""
    key = json.dumps(value, sort_keys=True, default=str)
    found = _LOADED.get(key)
    if found is None:
        found = WRITTEN_SCHEMA.load(value)
        if len(_LOADED) >= _MAX_LOADED:
            _LOADED.clear()
        _LOADED[key] = found
    return found
