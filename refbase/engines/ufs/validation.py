"""Meaning checks on a loaded UFS scenario: what a schema cannot see.

Each check returns flat `{field path: [message]}` errors (HTTP 422). Besides ids and limits,
a board that a pause condition (E.2) would already have changed is rejected: the scenario
should describe the table after the pause condition was addressed, because the rules never
let such a state stand while cards are played.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from refbase.config import MAX_SCENARIO_CARDS
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import active, only_for
from refbase.engines.ufs.vocabulary import CardType, KeywordName

Errors = dict[str, list[str]]


def check_board(scenario: m.Scenario) -> Errors:
    """Every meaning error of the scenario, keyed by field path (empty when valid)."""
    errors: Errors = {}
    for check in (_players, _card_ids, _limits, _player_states, _staging, _pause_keywords,
                  _action_refs, _control_values):
        for path, message in check(scenario):
            errors.setdefault(path, []).append(message)
    return errors


def _players(s: m.Scenario) -> Iterator[tuple[str, str]]:
    ids = [p.id for p in s.players]
    for i, pid in enumerate(ids):
        if ids.index(pid) != i:
            yield f"players[{i}].id", f"duplicate player id {pid!r}"
    if s.active_player not in ids:
        yield "active_player", "must be the id of one of the players"
    if s.attack is not None and s.attack.player not in ids:
        yield "attack.player", "must be the id of one of the players"


def card_paths(s: m.Scenario) -> Iterator[tuple[str, str]]:
    """(field path, card id) of every card of the request, in request order."""
    if s.attack is not None:
        yield "attack.card.id", s.attack.card.id
    for i, p in enumerate(s.players):
        yield f"players[{i}].character.id", p.character.id
        for j, card in enumerate(p.staging):
            yield f"players[{i}].staging[{j}].id", card.id
        for j, hand_card in enumerate(p.hand):
            yield f"players[{i}].hand[{j}].id", hand_card.id
        for j, pool_card in enumerate(p.pool):
            yield f"players[{i}].card_pool[{j}].id", pool_card.id
    for j, drawn in enumerate(s.turn.draw if s.turn else ()):
        yield f"turn.draw[{j}].id", drawn.id


def _card_ids(s: m.Scenario) -> Iterator[tuple[str, str]]:
    seen: set[str] = set()
    for path, cid in card_paths(s):
        if cid in seen:
            yield path, f"duplicate card id {cid!r}: every card needs its own id"
        seen.add(cid)


def _limits(s: m.Scenario) -> Iterator[tuple[str, str]]:
    total = sum(1 for _ in card_paths(s))
    total += sum(len(p.deck) + len(p.cycle or ()) for p in s.players)
    if total > MAX_SCENARIO_CARDS:
        yield "players", f"the scenario describes {total} cards, over the limit of {MAX_SCENARIO_CARDS}"


def _player_states(s: m.Scenario) -> Iterator[tuple[str, str]]:
    for i, p in enumerate(s.players):
        at = f"players[{i}]"
        if p.vitality > p.character.max_vitality:
            yield f"{at}.vitality", (f"{p.vitality} is above the character's maximum vitality "
                                     f"{p.character.max_vitality} ({R.cite(R.VITALITY_CAP)})")
        if p.vitality <= 0:
            yield f"{at}.vitality", ("a player at 0 or less vitality has already lost "
                                     f"({R.cite(R.LOSE_AT_ZERO_VITALITY)})")
        yield from _deck(p, at)


def _deck(p: m.Player, at: str) -> Iterator[tuple[str, str]]:
    if p.deck_size is None:
        if p.cycle is not None:
            yield f"{at}.cycle", "cycle values are used only when deck_size says the deck can run out"
        return
    if p.deck_size < len(p.deck):
        yield f"{at}.deck_size", f"the deck lists {len(p.deck)} cards, more than deck_size {p.deck_size}"
    if p.deck_size == 0:
        yield f"{at}.deck_size", ("an empty deck is cycled before anything else happens "
                                  f"({R.cite(R.CYCLE_DECK)}); describe the deck after cycling")


def _staging(s: m.Scenario) -> Iterator[tuple[str, str]]:
    for i, p in enumerate(s.players):
        hosts = {p.character.id} | {c.id for c in p.staging}
        for j, card in enumerate(p.staging):
            at = f"players[{i}].staging[{j}]"
            if card.attached_to is not None and (card.attached_to not in hosts or card.attached_to == card.id):
                yield f"{at}.attached_to", "must be the id of another card in the same staging area"
            hosts_ready = {p.character.id: p.character.ready} | {c.id: c.ready for c in p.staging}
            host_ready = hosts_ready.get(card.attached_to or "")
            if host_ready is not None and host_ready != card.ready:
                yield f"{at}.ready", ("an attached card shares the ready/committed state of the card it is "
                                      f"attached to ({R.cite(R.ATTACHED_SHARE_STATE)})")
            named = only_for(card.printed_keywords)
            if named is not None and not m.same_character(named, p.character.name):
                yield f"{at}.keywords", (f"a {named} Only card in {p.id}'s staging area is discarded unless the "
                                         f"starting character is {named} ({R.cite(R.CHARACTER_ONLY_PAUSE)})")
            if card.type == CardType.CHARACTER and not card.face_down and card.attached_to != p.character.id:
                yield f"{at}.attached_to", ("a character card in the staging area is attached to the "
                                            f"starting character ({R.cite(R.CHARACTER_NAME_MISMATCH)})")
            if card.type == CardType.CHARACTER and card.name and not m.same_character(card.name, p.character.name):
                yield f"{at}.name", ("a character card that does not share the starting character's "
                                     f"name is discarded ({R.cite(R.CHARACTER_NAME_MISMATCH)})")


def _pause_keywords(s: m.Scenario) -> Iterator[tuple[str, str]]:
    """Two Unique copies in one staging area (E.2.6) or two Terrains in play (E.2.5)."""
    terrains = 0
    for i, p in enumerate(s.players):
        uniques: Counter[str] = Counter()
        for j, card in enumerate(p.staging):
            at = f"players[{i}].staging[{j}]"
            if active(card.printed_keywords, KeywordName.TERRAIN, p.character.name):
                terrains += 1
                if terrains > 1:
                    yield at, ("only one Terrain card can stay in the staging areas "
                               f"({R.cite(R.TERRAIN_PAUSE + R.TERRAIN)})")
            if active(card.printed_keywords, KeywordName.UNIQUE, p.character.name):
                uniques[card.label] += 1
                if uniques[card.label] > 1:
                    yield at, (f"a second copy of the Unique card {card.label!r} is destroyed "
                               f"({R.cite(R.UNIQUE_PAUSE + R.UNIQUE)})")


def _action_refs(s: m.Scenario) -> Iterator[tuple[str, str]]:
    """Every id an action (or the attack's commit) names must be a card or player of the request."""
    players = {p.id for p in s.players}
    cards = {cid for _, cid in card_paths(s)}
    for k, cid in enumerate(s.attack.commit or () if s.attack else ()):
        if cid not in cards:
            yield f"attack.commit[{k}]", f"unknown card id {cid!r}"
    if s.turn is not None:
        turn_refs: list[tuple[str, str | None]] = [("turn.review", s.turn.review)]
        turn_refs += [(path, cid) for path, cid in _momentum_refs(s.turn, players) if not _copy_name(cid, cards)]
        turn_refs += [(f"turn.momentum.{pid}", None) for pid, _ in s.turn.momentum or () if pid and pid not in players]
        turn_refs += [(f"turn.destroy[{k}]", cid) for k, cid in enumerate(s.turn.destroy or ())]
        for form in s.turn.forms:
            turn_refs.append((f"turn.forms[{form.index}].card", form.card))
            turn_refs += [(f"turn.forms[{form.index}].commit[{k}]", cid) for k, cid in enumerate(form.commit or ())]
            turn_refs += [(f"turn.forms[{form.index}].pay.{name}[{k}]", cid) for name, k, cid in _pay_ids(form.pay)]
        for path, ref in turn_refs:
            if ref is None and path.startswith("turn.momentum."):
                yield path, "unknown player id: each player's momentum choice is under that player's id"
            elif ref is not None and ref not in cards:
                yield path, f"unknown card id {ref!r}"
    for action in s.actions:
        at = f"actions[{action.index}]"
        if action.player not in players:
            yield f"{at}.player", f"unknown player id {action.player!r}"
        for field_path, cid in _ids_of(action):
            if cid not in cards:
                yield f"{at}.{field_path}", f"unknown card id {cid!r}"


def _momentum_refs(turn: m.Turn, players: set[str]) -> Iterator[tuple[str, str]]:
    for pid, ids in turn.momentum or ():
        at = "turn.momentum" if turn.momentum_combined else f"turn.momentum.{pid}"
        yield from ((f"{at}[{k}]", cid) for k, cid in enumerate(ids))


def _copy_name(cid: str, cards: set[str]) -> bool:
    """`<attack id>#copy<n>`: a multiple copy of that attack taken from a counted discard-pile
    card, named when Multiple creates it (I.3.8.1)."""
    found = re.fullmatch(r"(.+)#copy[1-9][0-9]*'*", cid)
    return found is not None and found.group(1) in cards


def _ids_of(action: m.Action) -> Iterator[tuple[str, str]]:
    if isinstance(action, (m.Block, m.Respond, m.Enhance)) and action.card is not None:
        yield "card", action.card
    if isinstance(action, (m.Block, m.Respond, m.Enhance)):
        for k, cid in enumerate(action.commit or ()):
            yield f"commit[{k}]", cid
    if isinstance(action, m.Enhance):
        for k, cid in enumerate(action.choose or ()):
            yield f"choose[{k}]", cid
    if isinstance(action, (m.Enhance, m.Respond)):
        for name, k, cid in _pay_ids(action.pay):
            yield f"pay.{name}[{k}]", cid


def _pay_ids(pay: m.Pay) -> Iterator[tuple[str, int, str]]:
    for name in (*m.CARD_COSTS, "check_commit"):
        for k, cid in enumerate(getattr(pay, name) or ()):
            yield name, k, cid


def _control_values(s: m.Scenario) -> Iterator[tuple[str, str]]:
    """A card's control value (B.6.7) is read only when the card is the top card of the deck
    (E.3.1): a drawn card's value must be the deck's. Anywhere else it cannot matter."""
    cards: list[tuple[str, m.Card]] = [("attack.card", s.attack.card)] if s.attack else []
    for i, p in enumerate(s.players):
        cards += [(f"players[{i}].hand[{j}]", c) for j, c in enumerate(p.hand)]
        cards += [(f"players[{i}].card_pool[{j}]", c) for j, c in enumerate(p.pool)]
    for path, card in cards:
        if card.control is not None:
            yield f"{path}.control", (
                "a control value is read only from the top card of the deck, which the deck values give "
                f"({R.cite(R.CONTROL_VALUE + R.CHECK_STARTING_VALUE)}); a card here is never checked: "
                "give control only on turn.draw cards")
