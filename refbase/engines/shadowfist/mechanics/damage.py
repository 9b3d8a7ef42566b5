"""How much damage lands, in the modification order of 29.7, and placing it (29.0).

Source side (steps 2-5) applies only to combat damage: "+X Damage" style modifiers are the
mathematical template that modifies combat damage alone (29.5). Receiving side (the
recipient's multipliers, additions, subtractions such as Toughness, "reduce to") applies to
every damage; Unstoppable damage skips the reductions (29.9, 50.18). All multipliers,
the source's and the recipient's, come before any division (29.7 steps 4 and 5), so a
`Dealt` remembers the damage before its division as well as after.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import UNREDUCED_FROM, UNREDUCED_ON
from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.game import Game, Signpost
from refbase.engines.shadowfist.model.vocabulary import ModifierKind


@dataclass(frozen=True, slots=True)
class Dealt:
    """Damage a source deals before the recipient's side (29.7 steps 1-5)."""

    amount: int
    note: str
    undivided: int | None = None  # before step 5, when the source divides its damage
    divisor: int = 1
    rules: tuple[RuleRef, ...] = ()  # what worked the amount out, when not plain Fighting


@dataclass(frozen=True, slots=True)
class Landed:
    """Damage counters to place after the recipient's side (29.7 steps 4, 6-8)."""

    amount: int
    note: str
    rules: tuple[RuleRef, ...] = ()


def effect_damage_modifier(board: Board, source: Card | None) -> int:
    """What modifies the damage of `source`'s effects (non-combat damage): "inflicts +1 damage"
    with its effects, less what "reduces the damage it inflicts" (29.5: both kinds of damage)."""
    if source is None or not source.in_play:
        return 0
    return sum(board.modifiers(source, ModifierKind.EFFECT_DAMAGE_BONUS)) \
        - sum(board.modifiers(source, ModifierKind.EFFECT_DAMAGE_PENALTY))


def source_side(board: Board, source: Card | None, base: int, combat: bool,
                recipient: Card | None = None) -> Dealt:
    """Steps 1-5 of 29.7 for a source's damage; only combat damage gets "+X" modifiers (29.5),
    those "against" a kind of card only on a `recipient` of that kind (10.2)."""
    if not combat or source is None:
        return Dealt(base, "")
    bonus = sum(board.modifiers(source, ModifierKind.DAMAGE_BONUS, recipient))
    penalty = sum(board.modifiers(source, ModifierKind.DAMAGE_PENALTY, recipient))
    multiplier = prod(board.modifiers(source, ModifierKind.DAMAGE_MULTIPLIER, recipient))
    divisor = prod(board.modifiers(source, ModifierKind.DAMAGE_DIVISOR, recipient))
    undivided = max(0, base + bonus - penalty) * multiplier
    value = undivided // divisor
    parts = [f"Fighting {base}"]
    if bonus:
        parts.append(f"+{bonus} damage")
    if penalty:
        parts.append(f"-{penalty} damage")
    if multiplier != 1:
        parts.append(f"x{multiplier}")
    if divisor != 1:
        parts.append(f"divided by {divisor}, rounded down (the rulebook gives no rounding)")
    versus = _versus_rules(board, source, recipient, True)
    return Dealt(value, f" ({', '.join(parts)})" if len(parts) > 1 else "", undivided, divisor,
                 R.MODIFICATION_ORDER + versus if versus else ())


_SOURCE_KINDS = frozenset({"damage_bonus", "damage_penalty", "damage_multiplier", "damage_divisor"})


def _versus_rules(board: Board, card: Card, other: Card | None, source_side: bool) -> tuple[RuleRef, ...]:
    """10.2 when a modifier of this side against or from `other`'s kind acts on this damage."""
    if other is None or board.versus is None:
        return ()
    kinds: list[str] = [m.kind for _, mods, _ in board.versus(card, other) for m in mods]
    kinds += ["toughness" for abilities, _, _ in board.versus(card, other) for _ in abilities]
    return R.CONDITIONAL if any((k in _SOURCE_KINDS) == source_side for k in kinds) else ()


def variable(board: Board, source: Card, recipient: Card, dealt: Dealt) -> Dealt:
    """A variable damage bonus (29.8): "damage equal to the Fighting of the Character it damages,
    plus n" (`variable_damage` modifiers, n each), its Fighting as damage leaves it (15.1). It is worked out taking the fixed bonuses and
    penalties into account (the recipient's fixed additions and subtractions: Toughness, damage
    reduction), so that the fixed ones leave the intended amount, but not the variable ones
    (multipliers, divisions, "reduce to"), which then act on it. A bonus never lowers damage."""
    offsets = board.modifiers(source, ModifierKind.VARIABLE_DAMAGE)
    if not offsets or not recipient.is_character:
        return dealt
    fighting = board.current_fighting(recipient)  # its Fighting less its damage (15.1)
    intended = max(0, fighting + sum(offsets))
    fixed = (board.abilities(recipient, source).toughness_against(True)  # combat damage (29.1)
             + sum(board.modifiers(recipient, ModifierKind.DAMAGE_REDUCTION, source))
             - sum(board.modifiers(recipient, ModifierKind.DAMAGE_TAKEN_BONUS, source)))
    value = intended + fixed
    if value <= dealt.amount:
        return dealt
    return Dealt(value, f" (variable damage: {recipient.title}'s Fighting {fighting}"
                        f"{sum(offsets):+d} = {intended}, plus {fixed} for its fixed reductions)",
                 rules=R.VARIABLE_DAMAGE + R.MODIFICATION_ORDER)


def receiving_side(board: Board, recipient: Card, dealt: int | Dealt, unstoppable: bool,
                   source: Card | None = None, combat: bool = False) -> Landed:
    """Steps 4 and 6-8 of 29.7 on the recipient; reductions stop at zero (29.6).

    The recipient's multipliers join the source's at step 4, before its division (step 5).
    Modifiers of damage taken "from" a kind of card act on damage from a `source` of that
    kind (10.2); "takes no damage from" is a reduction to zero (29.6.3); "takes no combat
    damage" one of `combat` damage only (29.1), "takes no non-combat damage" one of the rest
    (29.2). Toughness "against combat damage" acts only on
    `combat` damage (29.1), "against non-combat damage" only on the rest (29.2)."""
    notes: list[str] = []
    rules: tuple[RuleRef, ...] = ()
    value = dealt if isinstance(dealt, int) else dealt.amount
    multiplier = prod(board.modifiers(recipient, ModifierKind.DAMAGE_TAKEN_MULTIPLIER, source))
    if multiplier != 1 and isinstance(dealt, Dealt) and dealt.divisor != 1 and dealt.undivided is not None:
        value = dealt.undivided * multiplier // dealt.divisor
        notes.append(f"multiplied before the division by {dealt.divisor}: {value}")
    elif multiplier != 1:
        value *= multiplier
        notes.append(f"multiplied to {value}")
    divisor = prod(board.modifiers(recipient, ModifierKind.DAMAGE_TAKEN_DIVISOR, source))  # step 5, after every multiplier
    if divisor > 1:
        value //= divisor
        notes.append(f"divided by {divisor}, rounded down (the rulebook gives no rounding), to {value}")
        rules += R.MODIFICATION_ORDER
    extra = sum(board.modifiers(recipient, ModifierKind.DAMAGE_TAKEN_BONUS, source))
    if extra:
        value += extra
        notes.append(f"increased to {value}")
    held = board.abilities(recipient, source)
    toughness = held.toughness_against(combat)
    kind_rules = ((R.COMBAT_DAMAGE if combat else R.NON_COMBAT_DAMAGE)  # Toughness against that kind only
                  if toughness != held.toughness else ())
    reduction = sum(board.modifiers(recipient, ModifierKind.DAMAGE_REDUCTION, source))
    caps = board.modifiers(recipient, ModifierKind.REDUCE_DAMAGE_TO, source) \
        + board.modifiers(recipient, ModifierKind.REDUCE_COMBAT_DAMAGE_TO if combat
                          else ModifierKind.REDUCE_NONCOMBAT_DAMAGE_TO, source) \
        + _source_caps(board, source)
    by_text = "" if unstoppable else _unreduced_by_text(board, recipient, source)
    unreduced = unstoppable or bool(by_text)  # 29.9
    halved = sum(board.modifiers(recipient, ModifierKind.DAMAGE_TAKEN_HALVED, source))
    if halved and not unreduced:  # step 7, before Toughness (29.8's example)
        value = _less_halves(value, halved)
        notes.append(f"less half of it, rounded up, to {value}")
        rules += R.MODIFICATION_ORDER
    if unreduced and (toughness or reduction or caps or halved):
        notes.append(f"{by_text or 'Unstoppable'}: it cannot be reduced")
        rules += R.CANNOT_BE_REDUCED + (R.GOLDEN_RULE if by_text else R.UNSTOPPABLE)
    elif toughness or reduction:
        value = max(0, value - toughness - reduction)
        what = ("Toughness" if not reduction else "damage reduction" if not toughness
                else "Toughness and damage reduction")
        verb = "reduce" if toughness and reduction else "reduces"
        notes.append(f"{what} {verb} it to {value}")
        rules += R.DAMAGE_REDUCTION + (R.TOUGHNESS + kind_rules if toughness else ())
    if caps and not unreduced and value > min(caps):
        value = min(caps)
        notes.append(f"reduced to {value}")
        from_kind = value == 0 and source is not None and 0 not in board.modifiers(recipient, ModifierKind.REDUCE_DAMAGE_TO)
        rules += R.REDUCTION_TEMPLATES if from_kind else ()  # "takes no damage from" that kind
    if notes:
        rules = R.MODIFICATION_ORDER + rules + _versus_rules(board, recipient, source, False)
    return Landed(value, f" ({'; '.join(notes)})" if notes else "", rules)


def _less_halves(value: int, times: int) -> int:
    """"Takes -X damage, X= half the damage inflicted, rounded up", `times` times, each on the
    damage as it then stands."""
    for _ in range(times):
        value -= (value + 1) // 2
    return value


def _source_caps(board: Board, source: Card | None) -> list[int]:
    """"Target Character inflicts no damage": the source's own "reduce to" (29.6.3), applied with
    the recipient's at step 8 of 29.7, to combat and non-combat damage alike."""
    if source is None or not source.in_play:
        return []
    return board.modifiers(source, ModifierKind.INFLICTS_REDUCED_TO)


def _unreduced_by_text(board: Board, recipient: Card, source: Card | None) -> str:
    """Whose text says this damage cannot be reduced (29.9): the source's "Its damage cannot be
    reduced", the recipient's "Damage inflicted on it cannot be reduced"; "" when neither."""
    if source is not None and source.in_play and board.abilities(source).has(UNREDUCED_FROM):
        return f"{source.title}'s text"
    if board.abilities(recipient).has(UNREDUCED_ON):
        return f"{recipient.title}'s text"
    return ""


def redirector_flags(board: Board, signpost: Signpost) -> frozenset[str]:
    """The bold-faced abilities that act on redirected damage: the redirecting card's, the
    damage's source from then on (38.5), not the original source's Corrupted or Lethal."""
    card = signpost.redirector
    return board.abilities(card).flags if card is not None and card.in_play else frozenset()


def place(game: Game, recipient: Card, amount: int, corrupted: bool, source: Card | None = None,
          combat: bool = False) -> None:
    """Put damage counters on a card (29.0); Corrupted counters cannot be healed (50.3).
    `source` (29.4) inflicted them, as combat damage when `combat` (29.1): its triggers on
    damaging a card answer."""
    recipient.damage += amount
    if corrupted:
        recipient.corrupted += amount
    if amount > 0:
        triggers.note_damaged(game, recipient, source, combat)
