"""The `final` block of a resolution (the resolution format, docs/api.md).

Every card of the request appears once. `controller` is the player whose area holds the
card: its controller in play; the owner for the smoked and toasted piles, the hand and the
deck (20.0, 46.0, 35.3.5); the burning player for a burned-for-victory pile. A card out of
play has no damage and is unturned (34.0). Cards in play also carry `owner`, their location
(`column`, plus `location_player` when it is another player's structure, as for an
attacker still at its target), `row` for Sites, `face_down` for Feng Shui Sites, current
`fighting` or `body`, `attached_to` for States, and `counters` when it has any (10.5).

`attack.status` describes the last attack: `successful` (28.11), `failed` (28.12), or
`none`; an attack still in progress when the scenario stops (pending or illegal) is
reported as it stands, with `in_progress: true`: `successful` once combat damage has been
inflicted on its target (28.11), otherwise `in_progress`, as it has not failed (28.12) yet. `attacks` lists every attack in order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.continuous import Continuous
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.vocabulary import AttackStatus, CardType, Row, Zone


@dataclass(frozen=True, slots=True)
class CardFinal:
    """One card of `final.cards`; the optional parts are present for the card types they fit."""

    zone: Zone
    controller: str
    damage: int
    turned: bool
    owner: str
    located: bool = False  # a Character or Site in play: `column` is reported, even if null
    column: int | None = None
    location_player: str | None = None
    row: Row | None = None
    body: int | None = None
    face_down: bool | None = None
    fighting: int | None = None
    subject: bool = False  # a State in play: `attached_to` is reported
    attached_to: str | None = None
    counters: int = 0  # reported when a card in play has counters (10.5)

    def to_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"zone": str(self.zone), "controller": self.controller,
                                 "damage": self.damage, "turned": self.turned, "owner": self.owner}
        if self.located:
            entry["column"] = self.column
            if self.location_player is not None:
                entry["location_player"] = self.location_player
        optional = (("row", self.row), ("body", self.body), ("face_down", self.face_down),
                    ("fighting", self.fighting))
        entry.update({key: str(value) if isinstance(value, Row) else value
                      for key, value in optional if value is not None})
        if self.subject:
            entry["attached_to"] = self.attached_to
        if self.counters:
            entry["counters"] = self.counters
        return entry


@dataclass(frozen=True, slots=True)
class PlayerFinal:
    power: int
    burned_for_victory: int
    eliminated: bool
    hand: int | None = None  # reported once an Establishing Shot ran (22.2.4, 22.2.5)
    deck_size: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"power": self.power, "burned_for_victory": self.burned_for_victory,
                               "eliminated": self.eliminated}
        if self.hand is not None:
            out["hand"] = self.hand
            out["deck_size"] = self.deck_size
        return out


@dataclass(frozen=True, slots=True)
class AttackRecord:
    """One attack of the turn: who declared it, on what, and how it went (28.11, 28.12)."""

    player: str
    target: str
    status: AttackStatus

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "target": self.target, "status": str(self.status)}


@dataclass(frozen=True, slots=True)
class AttackFinal:
    status: AttackStatus
    attacks: tuple[AttackRecord, ...] = ()
    in_progress: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"status": str(self.status)}
        if self.in_progress:
            out["in_progress"] = True
        out["attacks"] = [a.to_json() for a in self.attacks]
        return out


@dataclass(frozen=True, slots=True)
class FinalBoard:
    """The `final` block: cards, players, attack, winner."""

    cards: dict[str, CardFinal] = field(default_factory=dict)
    players: dict[str, PlayerFinal] = field(default_factory=dict)
    attack: AttackFinal = AttackFinal(AttackStatus.NONE)
    winner: str | None = None
    turn: dict[str, Any] | None = None  # {number, active_player} once an Establishing Shot ran

    def to_json(self) -> dict[str, Any]:
        out = {"cards": {cid: c.to_json() for cid, c in self.cards.items()},
               "players": {pid: p.to_json() for pid, p in self.players.items()},
               "attack": self.attack.to_json(), "winner": self.winner}
        if self.turn is not None:
            out["turn"] = self.turn
        return out


def card_final(board: Board, card: Card) -> CardFinal:
    """One card of `final.cards`."""
    base = CardFinal(card.zone, card.controller, card.damage, card.turned, card.owner)
    if not card.in_play:
        return base
    loc = board.location_of(card)
    located = card.is_character or card.is_site
    elsewhere = located and loc is not None and loc.player != card.controller
    return CardFinal(
        card.zone, card.controller, card.damage, card.turned, card.owner,
        located=located, column=board.column_number(loc) if located else None,
        location_player=loc.player if elsewhere and loc is not None else None,
        row=(Row.BACK if loc is not None and loc.back == card.id else Row.FRONT) if card.is_site else None,
        body=board.current_body(card) if card.is_site else None,
        face_down=card.face_down if card.is_fss else None,
        fighting=board.current_fighting(card) if card.is_character else None,
        subject=card.type == CardType.STATE, attached_to=card.attached_to,
        counters=board.extra.counters_on(card) if isinstance(board.extra, Continuous) else 0,
    )


def attack_final(game: Game) -> AttackFinal:
    """`final.attack`: the last attack's status, and every attack in order."""
    done = tuple(AttackRecord(a["player"], a["target"], AttackStatus(a["status"])) for a in game.attacks)
    atk = game.attack
    if atk is not None:
        status = AttackStatus.SUCCESSFUL if atk.damaged_by_combat else AttackStatus.IN_PROGRESS
        current = AttackRecord(atk.declarer, atk.target.id, status)
        return AttackFinal(status, done + (current,), in_progress=True)
    if done:
        return AttackFinal(done[-1].status, done)
    return AttackFinal(AttackStatus.NONE)


def final_board(game: Game) -> FinalBoard:
    """The typed final board; `to_json()` gives the resolution's `final` (docs/api.md)."""
    board = game.board
    shown = game.turn_state.established
    return FinalBoard(
        cards={cid: card_final(board, card) for cid, card in board.cards.items()},
        players={pid: _player_final(game, pid) if shown else PlayerFinal(p.power, p.bfv, p.eliminated)
                 for pid, p in board.players.items()},
        attack=attack_final(game), winner=game.winner,
        turn={"number": game.turn_state.number, "active_player": game.active} if shown else None,
    )


def _player_final(game: Game, pid: str) -> PlayerFinal:
    """A player with its hand and deck counted (the Establishing Shot draws and discards)."""
    p = game.board.players[pid]
    listed = sum(1 for c in game.board.cards.values() if c.zone == Zone.HAND and c.controller == pid)
    return PlayerFinal(p.power, p.bfv, p.eliminated, listed + p.unlisted_hand, p.deck_size)
