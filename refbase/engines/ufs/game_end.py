"""The end of the game (A.1) and the pause conditions that can arise mid-sequence (E.2).

Pause conditions are checked after anything that can trigger them (lost vitality, a card
taken from the deck, a card arriving in a staging area) and addressed in their printed order:
E.2.1 (0 or less vitality loses) before E.2.2 (an empty deck is cycled; a player unable to
cycle loses, E.2.2.1); a card arriving in a staging area (the End Phase, F.3.2.1) may be
discarded for its name (E.2.3) or replace a Terrain (E.2.5) or a Unique copy (E.2.6).
"""

from __future__ import annotations

from refbase.engines.common import DecisionNeeded, Pending, RuleRef, RuleViolation, ScenarioInvalid
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import active
from refbase.engines.ufs.state import Seat, Table
from refbase.engines.ufs.vocabulary import CardType, KeywordName, Phase, Zone

CYCLE_REMOVES = 10  # E.2.2: "remove the top 10 cards of this new deck from the game"


class GameOver(Exception):
    """A player has lost; the resolution stops with `table.winner` set."""


def check_pause(table: Table) -> None:
    """Address the pause conditions E.2.1 and E.2.2 for both players, in that order."""
    for seat in _seats_in_order(table):
        if seat.vitality <= 0:
            _lose(table, seat, f"{seat.id} is at {seat.vitality} vitality and loses the game; "
                  f"{table.opponent(seat.id).id} wins.", R.LOSE_AT_ZERO_VITALITY + R.WIN_BY_VITALITY)
    for seat in _seats_in_order(table):
        if seat.deck_size == 0:
            cycle(table, seat)


def _seats_in_order(table: Table) -> list[Seat]:
    """The active player first: the order players address simultaneous conditions."""
    return sorted(table.seats.values(), key=lambda s: s.id != table.active_player)


def _lose(table: Table, seat: Seat, text: str, rules: tuple[RuleRef, ...]) -> None:
    table.winner = table.opponent(seat.id).id
    table.step(text, rules, Phase.GAME_END)
    raise GameOver(text)


def cycle(table: Table, seat: Seat) -> None:
    """E.2.2: shuffle the discard pile into a new deck and remove its top 10 cards from the game.

    With 10 or fewer cards in the discard pile the cycle cannot be completed and the player
    loses (E.2.2.1, A.1.2). The order after the shuffle is random, so the scenario gives the
    new deck's top control values in `cycle`; cards of the request that were in the discard
    pile go to the new deck (the shuffle decides whether they are among the 10 removed).
    """
    pile = len(seat.discard)
    if pile <= CYCLE_REMOVES:
        _lose(table, seat, f"{seat.id}'s deck is empty and the discard pile holds only {pile} "
              f"cards, so {seat.id} cannot cycle and loses the game; "
              f"{table.opponent(seat.id).id} wins.", R.CYCLE_DECK + R.CANNOT_CYCLE_LOSES + R.WIN_BY_CYCLING)
    for cid in (c for c in seat.discard if c is not None):
        table.move(cid, Zone.DECK)
        table.places[cid].note = "shuffled into the new deck when cycling; it may be among the 10 removed"
    seat.discard, seat.deck_size, seat.cycled = [], pile - CYCLE_REMOVES, True
    values, seat.cycle = list(seat.cycle or []), []
    if len(values) > seat.deck_size:
        raise ScenarioInvalid({f"players[{seat.index}].cycle": [
            f"lists {len(values)} control values but the cycled deck holds {seat.deck_size} cards"]})
    seat.deck = values
    table.step(f"{seat.id}'s deck is empty: {seat.id} shuffles the {pile} cards of the "
               f"discard pile into a new deck and removes the top {CYCLE_REMOVES} from the game, "
               f"leaving {seat.deck_size} cards.", R.PAUSE_CONDITIONS + R.CYCLE_DECK, Phase.PAUSE)


def check_arrival(table: Table, cid: str, chosen: tuple[str, ...] | None) -> None:
    """The pause conditions a card arriving in a staging area can raise, in printed order:
    a character card not named like the starting character is discarded (E.2.3); of two
    Terrains in the staging areas the older is destroyed (E.2.5); of two copies of a Unique
    card in one staging area the player destroys one (E.2.6), named in `chosen` (`turn.destroy`)
    when the copies differ."""
    card, pid = table.cards[cid], table.places[cid].controller
    starting = table.seat(pid).character.name
    if isinstance(card, m.Card) and card.type == CardType.CHARACTER and not m.same_character(card.name, starting):
        table.discard_card(cid)
        table.step(f"{card.name} is a character card not named {starting}: it is discarded from "
                   f"{pid}'s staging area.", R.PAUSE_CONDITIONS + R.CHARACTER_NAME_MISMATCH, Phase.PAUSE)
        return
    if _has(table, cid, KeywordName.TERRAIN):
        arrived = table.arrivals.get(cid, 0)  # cleared right to left, one after another (F.3.1.2)
        older = [c for c in _staged(table) if c != cid and _has(table, c, KeywordName.TERRAIN)
                 and table.arrivals.get(c, 0) < arrived]
        for other in older:
            _destroy(table, other, f"{table.name(other)} has been a Terrain in a staging area longer than "
                     f"{table.name(cid)}: it is destroyed", R.TERRAIN_PAUSE + R.TERRAIN)
    if _has(table, cid, KeywordName.UNIQUE):
        same = [c for c in table.staging_of(pid) if c != cid and _name_key(table, c) == _name_key(table, cid)
                and _has(table, c, KeywordName.UNIQUE)]
        if same:
            _unique(table, pid, [*same, cid], chosen)


def _name_key(table: Table, cid: str) -> str:
    """The name copies share: dots are part of a card's name (B.6.1.1) except a character
    card's version dots (B.6.1.2.1)."""
    card = table.cards.get(cid)
    if isinstance(card, m.Character) or (card is not None and card.type == CardType.CHARACTER):
        return m.character_name(table.name(cid))
    return table.name(cid).casefold()


def _unique(table: Table, pid: str, group: list[str], chosen: tuple[str, ...] | None) -> None:
    """E.2.6: the player destroys one of the copies; alike copies (ready, nothing attached) are
    interchangeable, so the one that just arrived goes without asking."""
    alike = all(table.places[c].ready for c in group) and not any(table.attachments(c) for c in group)
    picked = [c for c in (chosen or ()) if c in group]
    if not picked and not alike:
        raise DecisionNeeded(Pending(f"choose which copy of the Unique card {table.name(group[0])} {pid} destroys "
                                     "(turn.destroy)", pid, tuple(group), R.UNIQUE_PAUSE + R.UNIQUE))
    if len(picked) > 1:
        raise RuleViolation(f"turn.destroy: {pid} destroys one copy of {table.name(group[0])}, not {len(picked)}",
                            R.UNIQUE_PAUSE)
    victim = picked[0] if picked else group[-1]
    _destroy(table, victim, f"{pid} has two copies of the Unique card {table.name(victim)} in the staging area "
             f"and destroys {'the one just added' if not picked else victim}", R.UNIQUE_PAUSE + R.UNIQUE)


def _destroy(table: Table, cid: str, text: str, rules: tuple[RuleRef, ...]) -> None:
    attached = table.leave_staging(cid, Zone.DISCARD)
    tail = f"; {', '.join(table.name(c) for c in attached)}, attached to it, goes to the discard pile" if attached else ""
    table.step(f"{text}{tail}.", R.PAUSE_CONDITIONS + rules + R.DESTROY + (R.ATTACHED_DISCARDED if attached else ()),
               Phase.PAUSE)


def _staged(table: Table) -> list[str]:
    return [c for seat in table.seats.values() for c in table.staging_of(seat.id)]


def _has(table: Table, cid: str, keyword: KeywordName) -> bool:
    return active(table.keywords_of(cid), keyword, table.seat(table.places[cid].controller).character.name) is not None
