"""The `final` block of a UFS resolution (the resolution format, docs/api.md), plus UFS-specific additions.

`cards`: every card of the request once, with `zone` (`hand`, `staging`, `card_pool`,
`discard`, `deck`, `removed`, or `transitional` while a play waits for a decision), its
`controller`, and `ready` for staging-area cards (C.1). `players`: `vitality` and the
counted zones. `attack`: the scenario's attack as `{"block", "damage"}` plus `card`,
`played` and `sequence`. `attacks` (added): every attack, reversals and multiple copies
included, in the order their sequences ran (F.2.3.3: the most recently added pending attack
first), then the attacks whose sequences never began, in the order they were created. `winner`: a player id or null.

`build_final` gives a typed `Final`; `Final.to_json()` is the only place it becomes JSON data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from refbase.engines.ufs.state import Place, Sequence, Table
from refbase.engines.ufs.vocabulary import AttackZone, BlockResult, SequenceKind, SequenceState, Zone


@dataclass(frozen=True, slots=True)
class FinalCard:
    zone: Zone
    controller: str
    ready: bool
    note: str | None

    def to_json(self) -> dict[str, Any]:
        record: dict[str, Any] = {"zone": self.zone.value, "controller": self.controller}
        if self.zone == Zone.STAGING:
            record["ready"] = self.ready
        if self.note:
            record["note"] = self.note
        return record


@dataclass(frozen=True, slots=True)
class FinalPlayer:
    vitality: int
    momentum: int
    card_pool: int
    discard: int
    deck: tuple[int, ...]
    deck_size: int | None
    next_card_difficulty: int

    def to_json(self) -> dict[str, Any]:
        return {"vitality": self.vitality, "momentum": self.momentum, "card_pool": self.card_pool,
                "discard": self.discard, "deck": list(self.deck), "deck_size": self.deck_size,
                "next_card_difficulty": self.next_card_difficulty}


@dataclass(frozen=True, slots=True)
class FinalAttack:
    """The scenario's attack: its block status, damage dealt, and how far its sequence got."""

    block: BlockResult
    damage: int
    #: the scenario's `attack` card; None when a turn's scenario has none and played no attack
    card: str | None
    played: bool
    sequence: SequenceState

    def to_json(self) -> dict[str, Any]:
        return {"block": self.block.value, "damage": self.damage, "card": self.card, "played": self.played,
                "sequence": self.sequence.value}


@dataclass(frozen=True, slots=True)
class FinalSequence:
    """One attack sequence as it ended (`final.attacks[*]`); `card` is its card's id in `final.cards`
    (a multiple copy taken from counted discard-pile cards is named `<attack id>#copy<n>`)."""

    card: str
    name: str
    kind: SequenceKind
    attacker: str
    defender: str
    zone: AttackZone
    speed: int
    damage_value: int
    block: BlockResult
    block_card: str | None
    damage: int
    sequence: SequenceState

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "name": self.name, "kind": self.kind.value, "attacker": self.attacker,
                "defender": self.defender, "zone": self.zone.value, "speed": self.speed,
                "damage_value": self.damage_value, "block": self.block.value, "block_card": self.block_card,
                "damage": self.damage, "sequence": self.sequence.value}


@dataclass(frozen=True, slots=True)
class Final:
    cards: dict[str, FinalCard]
    players: dict[str, FinalPlayer]
    attack: FinalAttack
    attacks: tuple[FinalSequence, ...]
    winner: str | None
    #: present only when the scenario plays a whole turn
    turn: dict[str, object] | None = None

    def to_json(self) -> dict[str, Any]:
        out = {
            "cards": {cid: card.to_json() for cid, card in self.cards.items()},
            "players": {pid: player.to_json() for pid, player in self.players.items()},
            "attack": self.attack.to_json(),
            "attacks": [seq.to_json() for seq in self.attacks],
            "winner": self.winner,
        }
        if self.turn is not None:
            out["turn"] = dict(self.turn)
        return out


def build_final(table: Table, attack_card: str | None) -> Final:
    first = next((s for s in table.attacks if s.kind == SequenceKind.ATTACK), None)
    return Final({cid: _card(place) for cid, place in table.places.items()},
                 {pid: _player(table, pid) for pid in table.seats},
                 _attack(first, attack_card), tuple(_summary(s) for s in _in_running_order(table)), table.winner,
                 table.turn_report)


def _in_running_order(table: Table) -> list[Sequence]:
    began = {id(s) for s in table.ran}
    return table.ran + [s for s in table.attacks if id(s) not in began]


def _card(place: Place) -> FinalCard:
    return FinalCard(place.zone, place.controller, place.ready, place.note)


def _player(table: Table, pid: str) -> FinalPlayer:
    seat = table.seat(pid)
    return FinalPlayer(seat.vitality, seat.momentum, seat.card_pool, len(seat.discard), tuple(seat.deck),
                       seat.deck_size, seat.next_card_difficulty)


def _attack(first: Sequence | None, attack_card: str | None) -> FinalAttack:
    if first is None:
        return FinalAttack(BlockResult.NOT, 0, attack_card, False, SequenceState.NONE)
    return FinalAttack(first.block, first.dealt, first.key, True, first.state)


def _summary(seq: Sequence) -> FinalSequence:
    return FinalSequence(seq.card_id or seq.key, seq.name, seq.kind, seq.attacker, seq.defender, seq.zone, seq.speed, seq.damage,
                         seq.block, seq.block_card, seq.dealt, seq.state)
