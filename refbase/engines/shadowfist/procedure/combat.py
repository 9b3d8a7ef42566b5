"""Combat (30.0): damage is assessed for everyone at once, then placed, then results.

Attackers with Ambush facing a Character go first, with their own infliction and cleanup
(50.1). A Character in combat with several cards divides its damage (30.3.1, a `divide`
action). Guts inflicts as if undamaged (50.5). Damage passing through a signpost becomes
non-combat damage (38.3) whose source is the redirecting card (38.5): the original source's
Corrupted or Lethal no longer goes with it. Sites reduced to zero by combat damage await the attacker's
choice of fate (30.3.3); a damaged face-down Feng Shui Site is revealed (30.3.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.auction import check_unique_copies
from refbase.engines.shadowfist.mechanics.damage import (
    Dealt,
    Landed,
    place,
    receiving_side,
    redirector_flags,
    source_side,
    variable,
)
from refbase.engines.shadowfist.mechanics.fates import choose_fate
from refbase.engines.shadowfist.mechanics.smoking import smoke_reduced
from refbase.engines.shadowfist.mechanics.triggers import Damagers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import AttackState
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Divide, EffectAction
from refbase.engines.shadowfist.model.vocabulary import CardType, Do, Fate, Keyword, Phase
from refbase.engines.shadowfist.model.written import On
from refbase.engines.shadowfist.procedure.scene import window


@dataclass(frozen=True, slots=True)
class Hit:
    """One source's combat damage aimed at one recipient (29.4: each card a source)."""

    source: Card
    recipient: Card
    base: int


@dataclass(frozen=True, slots=True)
class Planned:
    """A hit assessed before anything is placed (30.3: all damage is simultaneous)."""

    hit: Hit
    dealt: Dealt
    recipient: Card | None
    landed: Landed | None
    combat: bool
    inflicting: frozenset[str]  # the bold-faced abilities of the damage's source (38.5)


@dataclass(slots=True)
class Results:
    hit: list[Card]
    lethal: list[Card]
    combat_hit_sites: set[str]
    revealed: list[Card]
    by: Damagers = field(default_factory=dict)  # who damaged each card hit (29.4), for 20.1


def combat_fighting(game: Game, card: Card) -> int:
    """Damage a Character inflicts: current Fighting (15.1), or as if undamaged with Guts (50.5)."""
    board = game.board
    return board.fighting(card) if board.abilities(card).has(Keyword.GUTS) else board.current_fighting(card)


def run_combat(game: Game, atk: AttackState, pairs: list[tuple[Card, Card]],
               rules: tuple[RuleRef, ...]) -> None:
    """Combat between each attacker and its opponent (an interceptor, or the target)."""
    with game.in_phase(Phase.COMBAT):
        _run_combat(game, atk, pairs, rules)


def _run_combat(game: Game, atk: AttackState, pairs: list[tuple[Card, Card]],
                rules: tuple[RuleRef, ...]) -> None:
    atk.in_combat = True
    atk.combat_pairs = [(a.id, o.id) for a, o in pairs]
    for attacker, opponent in pairs:
        game.step(f"{attacker.title} enters combat with {opponent.title}.", rules + R.COMBAT)
    triggers.enter_combat(game, pairs)
    pairs = [(a, o) for a, o in pairs if a.in_play and o.in_play]
    board = game.board
    ambush = [(a, o) for a, o in pairs  # Ambush, or Ambush against that kind of card (10.2)
              if o.is_character and board.abilities(a, o).has(Keyword.AMBUSH)]
    if ambush:
        game.step("Attackers with Ambush inflict their combat damage first.", R.AMBUSH)
        _round(game, atk, [Hit(a, o, combat_fighting(game, a)) for a, o in ambush])
    ambushers = {a.id for a, _ in ambush}
    hits = [Hit(a, o, combat_fighting(game, a)) for a, o in pairs
            if a.id not in ambushers and a.in_play and o.in_play]
    hits += _return_fire(game, pairs)
    if hits:
        _round(game, atk, hits)
    _mark_fallen(atk)
    atk.in_combat = False
    atk.combat_pairs = []
    triggers.combat_over(game)


def _mark_fallen(atk: AttackState) -> None:
    """An attacker that left play in this combat fell in combat: the rest of its chain is
    released for that reason (28.5, 28.6.4), not as if it had left outside combat (28.6.6)."""
    for attacker in atk.attackers:
        if not attacker.ceased and not attacker.handle.live:
            attacker.fell_in_combat = True


def _return_fire(game: Game, pairs: list[tuple[Card, Card]]) -> list[Hit]:
    """Characters hit back at the attackers they are in combat with (30.3, 30.3.1)."""
    board = game.board
    opponents: dict[str, list[Card]] = {}
    for attacker, opponent in pairs:
        if opponent.is_character and opponent.in_play and attacker.in_play:
            opponents.setdefault(opponent.id, []).append(attacker)
    hits = []
    for opponent_id, attackers in opponents.items():
        opponent = board.cards[opponent_id]
        base = combat_fighting(game, opponent)
        if len(attackers) == 1:
            hits.append(Hit(opponent, attackers[0], base))
        elif source_side(board, opponent, base, True).amount > 0:
            hits += _divide(game, opponent, attackers, base)
    return hits


def _divide(game: Game, card: Card, attackers: list[Card], base: int) -> list[Hit]:
    """The controller divides a Character's damage among its opponents (30.3.1)."""
    total = source_side(game.board, card, base, True).amount
    ids = [a.id for a in attackers]
    action = game.require(Do.DIVIDE, card.controller, "divide",
                          [{"card": card.id, "total": total, "among": ids}], R.MULTIPLE_OPPONENTS,
                          f"{card.controller} must divide {card.title}'s {total} damage among "
                          f"{', '.join(a.title for a in attackers)}", lambda _: R.MULTIPLE_OPPONENTS)
    assert isinstance(action, Divide)
    check(action.card == card.id and set(action.damage) <= set(ids),
          f"{card.title}'s damage can go only to {', '.join(a.title for a in attackers)}",
          R.MULTIPLE_OPPONENTS)
    check(sum(action.damage.values()) == total, f"the division must add up to {card.title}'s "
          f"{total} damage", R.MULTIPLE_OPPONENTS)
    game.step(f"{card.controller} divides {card.title}'s damage: " + ", ".join(
        f"{n} to {game.name(i)}" for i, n in action.damage.items()) + ".", R.MULTIPLE_OPPONENTS)
    return [_Portion(card, game.board.cards[i], n) for i, n in action.damage.items()]


class _Portion(Hit):
    """A share of divided damage: already past the source side of 29.7."""


def _round(game: Game, atk: AttackState, hits: list[Hit]) -> None:
    """30.3 for these hits, then results (30.3.3) and Combat Cleanup (30.4)."""
    out = Results([], [], set(), [])
    for planned in [_plan(game, h) for h in hits]:
        _apply(game, atk, out, planned)
    chars = [c for c in out.hit if c.is_character]
    smoke_reduced(game, chars, R.REDUCED_TO_ZERO + R.SMOKED_IN_COMBAT, out.lethal, out.by)
    for site in dict.fromkeys(c for c in out.hit if c.is_site):
        if site.in_play and game.board.is_reduced_to_zero(site):
            if site.id in out.combat_hit_sites:
                triggers.note_reduced_by(game, [site], out.by)  # before its fate (30.3.3)
                choose_fate(game, atk, site)
            else:
                smoke_reduced(game, [site], R.SMOKED_BY_DAMAGE)
    _revealed_auctions(game, atk, out.revealed)
    fired = triggers.has_fired(game)
    if not fired:  # an appended triggered effect opens the closed scene (26.0)
        game.script.expect(lambda: game.hooks.cleanup_standing(game))
    nxt = game.script.peek()
    if (isinstance(nxt, EffectAction) and nxt.triggered) or fired:
        window(game, Phase.COMBAT_CLEANUP, closed=True)


def _plan(game: Game, hit: Hit) -> Planned:
    board = game.board
    dealt = Dealt(hit.base, "") if isinstance(hit, _Portion) else source_side(board, hit.source,
                                                                               hit.base, True, hit.recipient)
    if not isinstance(hit, _Portion):
        dealt = variable(board, hit.source, hit.recipient, dealt)
    recipient: Card | None = hit.recipient
    combat = True
    inflicting = board.abilities(hit.source, hit.recipient).flags  # Lethal against its kind too
    source: Card | None = hit.source
    signpost = game.take_signpost(hit.source.id, hit.recipient.id)
    if signpost is not None:
        combat = False
        inflicting = redirector_flags(board, signpost)
        source = signpost.redirector  # the damage's source from then on (38.5)
        live = signpost.to.live
        recipient = signpost.to.card if live else None
        game.step(f"The signpost set by {signpost.label} sends {hit.source.title}'s damage meant "
                  f"for {hit.recipient.title} to {signpost.to.card.title}: it becomes non-combat "
                  f"damage.", R.REDIRECT_COMBAT_DAMAGE + R.REDIRECTION_SOURCE
                  + R.REDUCTION_VS_REDIRECTION + (() if live else R.RECIPIENT_LEAVES_PLAY))
    unstoppable = board.abilities(hit.source).has(Keyword.UNSTOPPABLE)
    landed = _landing(game, recipient, dealt, unstoppable, source, combat) if recipient else None
    return Planned(hit, dealt, recipient, landed, combat, inflicting)


def _landing(game: Game, recipient: Card, dealt: Dealt, unstoppable: bool, source: Card | None,
             combat: bool) -> Landed:
    """The recipient's side of 29.7. A face-down Feng Shui Site assigned combat damage is
    revealed (30.3.2), so its own text, Toughness included, acts on that damage (the basic
    rulebook's Sample Combat: the revealed Diamond Beach takes 5 of 7)."""
    reveals = recipient.is_fss and recipient.face_down and dealt.amount > 0
    if not reveals:
        return receiving_side(game.board, recipient, dealt, unstoppable, source, combat)
    recipient.face_down = False
    try:
        landed = receiving_side(game.board, recipient, dealt, unstoppable, source, combat)
    finally:
        recipient.face_down = True
    return Landed(landed.amount, landed.note, landed.rules + R.REVEAL_DAMAGED_FSS
                  if landed.rules else landed.rules)


def _apply(game: Game, atk: AttackState, out: Results, planned: Planned) -> None:
    hit, recipient, landed, combat = planned.hit, planned.recipient, planned.landed, planned.combat
    if recipient is None or landed is None or not recipient.in_play:
        return
    board = game.board
    amount, note = planned.dealt.amount, planned.dealt.note
    inflicting = planned.inflicting
    # redirected damage has the redirecting card as its source (38.5): no damager is recorded
    place(game, recipient, landed.amount, Keyword.CORRUPTED in inflicting, hit.source if combat else None, combat)
    if combat and landed.amount > 0:
        out.by.setdefault(recipient.id, []).append((hit.source, True))
    kind = "combat damage" if combat else "non-combat damage"
    guts = board.abilities(hit.source).has(Keyword.GUTS) and hit.source.damage  # the amount is its (50.5)
    game.step(f"{hit.source.title} inflicts {amount} {kind}{note} on {recipient.title}"
              f"{landed.note}.", (R.COMBAT_DAMAGE + R.INFLICT_DAMAGE if combat else R.NON_COMBAT_DAMAGE)
              + landed.rules + (R.GUTS if guts else ())
              + (R.CORRUPTED if Keyword.CORRUPTED in inflicting and landed.amount else ())
              + planned.dealt.rules)
    out.hit.append(recipient)
    if combat and recipient.is_site:
        out.combat_hit_sites.add(recipient.id)
    if combat and atk.is_target(recipient) and landed.amount > 0:
        atk.damaged_by_combat = True
    if recipient.is_fss and recipient.face_down and amount > 0:
        recipient.face_down = False
        out.revealed.append(recipient)
        game.step(f"{recipient.title} has damage assigned to it and is revealed.",
                  R.REVEAL_DAMAGED_FSS)
        triggers.notice(game, On.REVEALED, recipient)
    shielded = board.abilities(recipient).immune_to(CardType.CHARACTER)
    if Keyword.LETHAL in inflicting and landed.amount and recipient.is_character and not shielded:
        out.lethal.append(recipient)


def _revealed_auctions(game: Game, atk: AttackState, revealed: list[Card]) -> None:
    """A revealed Unique Site that stays in play may cause an auction (30.3.4)."""
    for site in revealed:
        fate = next((f for f in atk.fates if f.site is site), None)
        if fate is not None and fate.choice != Fate.SEIZE:
            continue
        starter = atk.declarer if fate is not None else site.controller
        check_unique_copies(game, site, starter, R.REVEALED_SITE_AUCTION)
