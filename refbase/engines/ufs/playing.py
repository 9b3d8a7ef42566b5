"""Playing a card (E.4): announce, transitional zone, costs, total difficulty, checks, card pool.

Used for the attack (a form), a block, an action card played for its enhance ability, and a
reversal. A failed check discards the card from the transitional zone (E.4.7.2, E.4.8.3).
Attempting a card uses up an opponent's Breaker bonus ("the next card ... attempts to
play", I.3.1.1) even for a block, whose check ignores that bonus.
"""

from __future__ import annotations

from collections.abc import Callable

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.control import control_check
from refbase.engines.ufs.difficulty import total_difficulty
from refbase.engines.ufs.keywords import only_for
from refbase.engines.ufs.state import Table
from refbase.engines.ufs.vocabulary import Phase, Zone


def verify_playable(table: Table, pid: str, card: m.Card) -> None:
    """E.4.1: a [Character Name] Only card cannot be played by another character (I.3.2.1),
    and the card's resource symbols must chain (E.4.1.2)."""
    named = only_for(card.keywords)
    character = table.seat(pid).character.name
    if named is not None and not m.same_character(named, character):
        raise RuleViolation(f"{card.name} can only be played when the starting character is {named}, "
                            f"and {pid}'s is {character}", R.CHARACTER_ONLY + R.PLAY_ANNOUNCE)
    verify_resources(table, pid, card)


def verify_pool_card_ready(table: Table, cid: str, while_committed: bool) -> None:
    """H.5.1: a played ability on a committed card in the card pool (C.1) cannot be played,
    unless the ability says it can be played while committed (H.3.3.2)."""
    place = table.places[cid]
    if place.zone == Zone.CARD_POOL and not place.ready and not while_committed:
        raise RuleViolation(f"{table.name(cid)} is committed in the card pool: abilities on committed cards "
                            "cannot be played", R.COMMITTED_NO_ABILITIES + R.COMMITTED_STATE)


def shared_symbols(table: Table, pid: str, card: m.Card) -> list[str] | None:
    """The symbols the card can have that are also on the character and on every card in the
    pool that has symbols (E.4.1.2): its own, and those an infinity symbol on it may become
    (L.1.3). A pool card's infinity symbol became the symbol its player chose (L.1.2); the
    scenario does not record which, so it fits any. None when the character's or the card's
    symbols are not given, or a pool card is only counted: the check cannot be made."""
    seat = table.seat(pid)
    if seat.character.resources is None or card.resources is None:
        return None
    required = [m.real_symbols(seat.character.resources)]
    for cid in seat.pool:
        pool_card = table.cards.get(cid) if cid is not None else None
        if isinstance(pool_card, m.Card) and pool_card.resources and len(m.real_symbols(pool_card.resources)) \
                == len(pool_card.resources):
            required.append(pool_card.resources)

    def fits(symbol: str) -> bool:
        return all(symbol.lower() in (r.lower() for r in symbols) for symbols in required)

    own = [s for s in m.real_symbols(card.resources) if fits(s)]
    if len(m.real_symbols(card.resources)) == len(card.resources):
        return own
    return own + [s for s in required[0] if fits(s) and s.lower() not in (o.lower() for o in own)]


def verify_resources(table: Table, pid: str, card: m.Card, rules: tuple[RuleRef, ...] = ()) -> None:
    """E.4.1.2: no attempt to play a card without a symbol shared by the character and the pool."""
    shared = shared_symbols(table, pid, card)
    infinity = card.resources is not None and len(m.real_symbols(card.resources)) < len(card.resources)
    if shared is not None and not shared:
        symbols = ", ".join(card.resources or ()) or "no resource symbols"
        chosen = " nor one its infinity symbol could become" if infinity else ""
        raise RuleViolation(f"{card.name} ({symbols}) has no resource symbol{chosen} that is on {pid}'s character "
                            "and on every card in the card pool that has resource symbols", rules + R.RESOURCE_CHAIN
                            + R.RESOURCE_SYMBOLS + (R.INFINITY_PLAY if infinity else ()))


def _choose_infinity(table: Table, pid: str, card: m.Card) -> None:
    """L.1.3: entering the transitional zone, a card's infinity symbol becomes a resource
    symbol its player chooses, one that meets the resource requirements."""
    if card.resources is None or len(m.real_symbols(card.resources)) == len(card.resources):
        return
    own = {s.lower() for s in m.real_symbols(card.resources)}
    choices = [s for s in shared_symbols(table, pid, card) or () if s.lower() not in own]
    if choices:
        table.step(f"{card.name}'s infinity symbol, which is not a resource symbol, becomes one {pid} chooses: "
                   f"{' or '.join(choices)} meets the resource requirements.",
                   R.INFINITY_PLAY + R.INFINITY_NOT_A_SYMBOL + R.INFINITY_CHOSEN, Phase.PLAY)


def play_card(table: Table, pid: str, cid: str, *, what: str, commit: tuple[str, ...] | None,
              block_base: int | None = None, pay_costs: Callable[[], None] | None = None,
              check_cost: int | None = None, check_commit: tuple[str, ...] | None = None,
              announce: tuple[RuleRef, ...] = ()) -> bool:
    """Attempt to play card `cid` for `pid`; True when it reaches the card pool (E.4.10)."""
    card = table.cards[cid]
    assert isinstance(card, m.Card)
    verify_playable(table, pid, card)
    table.move(cid, Zone.TRANSITIONAL)
    table.step(f"{pid} attempts to play {card.name} {what}; it moves to the transitional zone.",
               announce + R.PLAY_ANNOUNCE + R.PLAY_TRANSITIONAL, Phase.PLAY)
    _choose_infinity(table, pid, card)
    if pay_costs is not None:
        pay_costs()
    difficulty = total_difficulty(table, pid, card, block_base)
    table.seat(pid).next_card_difficulty = 0
    table.step(f"Total difficulty of {card.name}: {difficulty.text}; {pid} makes a control check "
               "against it.", difficulty.rules + R.PLAY_CHECK, Phase.PLAY)
    result = control_check(table, pid, difficulty.total, commit, card.name)
    if not result.passed:
        return _fail(table, cid, R.PLAY_CHECK_FAILS)
    if check_cost is not None:
        table.step(f"{card.name}'s ability has a (+{check_cost}) control check cost.", R.CHECK_COST_NOTATION + R.CHECK_COST, Phase.PLAY)
        cost = control_check(table, pid, check_cost, check_commit, f"the (+{check_cost}) cost of {card.name}",
                             "pay.check_commit")
        if not cost.passed:
            return _fail(table, cid, R.CHECK_COST + R.CHECK_COST_FAILS)
    table.seat(pid).pool.append(cid)
    table.move(cid, Zone.CARD_POOL)
    table.step(f"{card.name} is added to {pid}'s card pool: it has been played.",
               R.PLAY_TO_CARD_POOL + R.PLAY_SUCCEEDS + R.CARD_POOL, Phase.PLAY)
    return True


def _fail(table: Table, cid: str, rules: tuple[RuleRef, ...]) -> bool:
    table.discard_card(cid)
    table.step(f"{table.name(cid)} is discarded from the transitional zone: the attempt to "
               "play it fails.", rules + R.DISCARD_PILE, Phase.PLAY)
    return False


def ability_check_cost(table: Table, pid: str, pay: m.Pay, commit: tuple[str, ...] | None, phase: Phase,
                       fails: tuple[RuleRef, ...] = (), then: str = "") -> bool:
    """An ability's (+n) control check cost (H.4.2, E.4.8), made after its other costs are
    paid; a failed check aborts the attempt (E.4.8.3): False, and the ability is not played.
    `fails`/`then` add what failing means where it is played (H.2.1.4.1, H.2.3.4.1)."""
    if pay.check is None:
        return True
    table.step(f"The ability has a (+{pay.check}) control check cost.", R.CHECK_COST_NOTATION + R.CHECK_COST, phase)
    chosen, field = (pay.check_commit, "pay.check_commit") if pay.check_commit is not None else (commit, "commit")
    result = control_check(table, pid, pay.check, chosen, f"the (+{pay.check}) cost of the ability", field)
    if not result.passed:
        table.step(f"The ability's check cost fails: it is not played{then}.", R.CHECK_COST_FAILS + fails, phase)
    return result.passed
