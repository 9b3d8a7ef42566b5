"""Meaning checks of the players and cards of a scenario (after structural loading).

Each problem is reported at its field path; all problems are collected before raising.
"""

from __future__ import annotations

from collections import Counter

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import parse_ability
from refbase.engines.shadowfist.model.records import CardSpec, Scenario
from refbase.engines.shadowfist.model.rules import numbers
from refbase.engines.shadowfist.model.vocabulary import SITE_TYPES, CardType, Format, Restriction, Row, Zone


class Errors:
    """Collects `{field path: [messages]}`."""

    def __init__(self) -> None:
        self.errors: dict[str, list[str]] = {}

    def add(self, path: str, message: str) -> None:
        self.errors.setdefault(path, []).append(message)

    def raise_if_any(self) -> None:
        if self.errors:
            raise ScenarioInvalid(self.errors)


def check_cards(s: Scenario, errors: Errors) -> None:
    """Players and cards: unique ids, known players, parsable abilities, a legal table."""
    players = [p.id for p in s.players]
    for i, pid in enumerate(players):
        if players.index(pid) != i:
            errors.add(f"players[{i}].id", f"duplicate player id {pid!r}")
    if s.active_player not in players:
        errors.add("active_player", f"unknown player {s.active_player!r}")
    if s.format == Format.DUEL and len(players) != 2:
        errors.add("format", f"a duel has exactly two players {numbers(R.GOAL_DUEL)}")
    ids = [c.id for c in s.cards]
    for i, card in enumerate(s.cards):
        path = f"cards[{i}]"
        if ids.index(card.id) != i:
            errors.add(f"{path}.id", f"duplicate card id {card.id!r}")
        for name in ("controller", "owner"):
            value = getattr(card, name)
            if value is not None and value not in players:
                errors.add(f"{path}.{name}", f"unknown player {value!r}")
        check_ability_words(errors, path, card)
        _check_card(s, i, card, errors)
    _check_structures(s, errors)
    _check_uniques(s, errors)
    _check_bfv(s, errors)


def check_ability_words(errors: Errors, path: str, card: CardSpec) -> None:
    """Each printed word of `abilities` parses; the objects between them keep their places."""
    objects = {w.index for w in card.written}
    places = [k for k in range(len(card.abilities) + len(objects)) if k not in objects]
    for j, text in zip(places, card.abilities, strict=True):
        try:
            parse_ability(text)
        except ValueError as exc:
            errors.add(f"{path}.abilities[{j}]", str(exc))


def _check_card(s: Scenario, i: int, card: CardSpec, errors: Errors) -> None:
    path = f"cards[{i}]"
    if card.face_down and card.type != CardType.FENG_SHUI_SITE:
        errors.add(f"{path}.face_down", "only a Feng Shui Site can be face down")
    if card.zone != Zone.IN_PLAY:
        for name in ("column", "row", "attached_to"):
            if getattr(card, name) is not None:
                errors.add(f"{path}.{name}", "only for a card in play")
        if card.damage:
            errors.add(f"{path}.damage", f"only a card in play has damage {numbers(R.CARD_MEMORY)}")
        if card.turned:
            errors.add(f"{path}.turned", "only a card in play can be turned")
        return
    if card.type == CardType.EVENT:
        errors.add(f"{path}.zone", f"an Event is never in play {numbers(R.EVENTS)}")
    elif card.type == CardType.CHARACTER:
        _check_character(s, i, card, errors)
    elif card.type in SITE_TYPES:
        for name in ("column", "row", "body"):
            if getattr(card, name) is None:
                errors.add(f"{path}.{name}", "required for a Site in play")
    elif card.type == CardType.STATE:
        _check_state(s, i, card, errors)
    if card.type in (CardType.STATE, CardType.EDGE, CardType.EVENT) and card.column is not None:
        errors.add(f"{path}.column", "a State is at its subject's location and an Edge has none")
    if card.type != CardType.STATE and card.attached_to is not None:
        errors.add(f"{path}.attached_to", "only a State is attached to a card")


def _columns(s: Scenario, player: str) -> set[int]:
    return {c.column for c in s.cards if c.zone == Zone.IN_PLAY and c.controller == player
            and c.type in SITE_TYPES and c.column is not None}


def _check_character(s: Scenario, i: int, card: CardSpec, errors: Errors) -> None:
    path = f"cards[{i}]"
    if card.fighting is None:
        errors.add(f"{path}.fighting", "required for a Character in play")
    if card.row is not None:
        errors.add(f"{path}.row", "only a Site has a row")
    columns = _columns(s, card.controller)
    if card.column is None and columns:
        errors.add(f"{path}.column", f"{card.controller} has Sites: give the Character's column")
    elif card.column not in (None, 1) and not columns:
        errors.add(f"{path}.column", f"{card.controller} has no Sites: its only location is the "
                   f"unspecified one {numbers(R.UNSPECIFIED_LOCATION)}; omit column or give 1")
    elif card.column is not None and columns and card.column not in columns:
        errors.add(f"{path}.column", f"{card.controller} has no column {card.column}")


def _check_state(s: Scenario, i: int, card: CardSpec, errors: Errors) -> None:
    path = f"cards[{i}].attached_to"
    by_id = {c.id: c for c in s.cards}
    if card.attached_to is None:
        errors.add(path, f"a State in play is attached to a card {numbers(R.STATES)}")
        return
    seen = {card.id}
    subject = by_id.get(card.attached_to)
    while subject is not None and subject.type == CardType.STATE and subject.id not in seen:
        seen.add(subject.id)
        subject = by_id.get(subject.attached_to or "")
    target = by_id.get(card.attached_to)
    if target is None:
        errors.add(path, f"unknown card {card.attached_to!r}")
    elif target.zone != Zone.IN_PLAY or target.type == CardType.EVENT:
        errors.add(path, f"{target.title} is not a card in play")
    elif subject is None or subject.id in seen:
        errors.add(path, "States attached in a loop")
    restricted = {a.lower() for a in card.abilities} & {"weapon", "vehicle", "schtick"}
    if restricted and target is not None and target.controller != card.controller:
        errors.add(f"cards[{i}].controller", f"a {next(iter(restricted)).title()} State is "
                   f"controlled by its subject's controller {numbers(R.SCHTICK)}")


def _check_structures(s: Scenario, errors: Errors) -> None:
    """Columns 1..n without gaps, one Site per row, a front Site in every column (9.1)."""
    places: dict[tuple[str, int, Row], int] = {}
    for i, card in enumerate(s.cards):
        if card.zone != Zone.IN_PLAY or card.type not in SITE_TYPES or card.column is None:
            continue
        key = (card.controller, card.column, card.row or Row.FRONT)
        if key in places:
            errors.add(f"cards[{i}].row", f"{card.controller}'s column {card.column} already has "
                       f"a {key[2]}-row Site {numbers(R.LOCATION)}")
        places[key] = i
    for (player, column, row), i in places.items():
        if row == Row.BACK and (player, column, Row.FRONT) not in places:
            errors.add(f"cards[{i}].row", f"a back-row Site needs a front-row Site in its column "
                       f"{numbers(R.REMOVE_SITE)}")
        if column > 1 and (player, column - 1, Row.FRONT) not in places:
            errors.add(f"cards[{i}].column", f"{player} has no column {column - 1}: columns run "
                       f"1..n without gaps {numbers(R.SITE_STRUCTURE)}")


def _check_uniques(s: Scenario, errors: Errors) -> None:
    def unique(c: CardSpec) -> bool:
        return c.unique or any(a.lower() == Restriction.UNIQUE for a in c.abilities)

    seen: Counter[str] = Counter()
    for i, card in enumerate(s.cards):
        if card.zone == Zone.IN_PLAY and unique(card) and not card.face_down:
            seen[card.title] += 1
            if seen[card.title] > 1:
                errors.add(f"cards[{i}].title", f"only one face-up copy of the Unique "
                           f"{card.title} can be in play {numbers(R.UNIQUE)}")


def _check_bfv(s: Scenario, errors: Errors) -> None:
    for i, player in enumerate(s.players):
        listed = sum(1 for c in s.cards if c.zone == Zone.BURNED_FOR_VICTORY and c.controller == player.id)
        if player.burned_for_victory is not None and player.burned_for_victory < listed:
            errors.add(f"players[{i}].burned_for_victory", f"{listed} cards are listed in "
                       f"{player.id}'s burned-for-victory pile")
