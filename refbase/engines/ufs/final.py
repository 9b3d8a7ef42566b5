"""The `final` block of a UFS resolution (contract section 5), plus UFS-specific additions.

`cards`: every card of the request once, with `zone` (`hand`, `staging`, `card_pool`,
`discard`, `deck`, `removed`, or `transitional` while a play waits for a decision), its
`controller`, and `ready` for staging-area cards (C.1). `players`: `vitality` and the
counted zones. `attack`: the scenario's attack as `{"block", "damage"}` plus `card`,
`played` and `sequence`. `attacks` (added): every attack sequence, reversals and multiple
copies included, in order of creation. `winner`: a player id or null.
"""

from __future__ import annotations

from typing import Any

from refbase.engines.ufs.state import Place, Sequence, Table


def build_final(table: Table, attack_card: str) -> dict[str, Any]:
    first = next((s for s in table.attacks if s.kind == "attack"), None)
    return {
        "cards": {cid: _card(place) for cid, place in table.places.items()},
        "players": {pid: _player(table, pid) for pid in table.seats},
        "attack": _attack(first, attack_card),
        "attacks": [_summary(s) for s in table.attacks],
        "winner": table.winner,
    }


def _card(place: Place) -> dict[str, Any]:
    record: dict[str, Any] = {"zone": place.zone, "controller": place.controller}
    if place.zone == "staging":
        record["ready"] = place.ready
    if place.note:
        record["note"] = place.note
    return record


def _player(table: Table, pid: str) -> dict[str, Any]:
    seat = table.seat(pid)
    return {
        "vitality": seat.vitality,
        "momentum": seat.momentum,
        "card_pool": seat.card_pool,
        "discard": len(seat.discard),
        "deck": list(seat.deck),
        "deck_size": seat.deck_size,
        "next_card_difficulty": seat.next_card_difficulty,
    }


def _attack(first: Sequence | None, attack_card: str) -> dict[str, Any]:
    if first is None:
        return {"block": "not", "damage": 0, "card": attack_card, "played": False, "sequence": "none"}
    return {"block": first.block, "damage": first.dealt, "card": first.key, "played": True,
            "sequence": first.state}


def _summary(seq: Sequence) -> dict[str, Any]:
    return {"card": seq.key, "name": seq.name, "kind": seq.kind, "attacker": seq.attacker,
            "defender": seq.defender, "zone": seq.zone, "speed": seq.speed, "damage_value": seq.damage,
            "block": seq.block, "block_card": seq.block_card, "damage": seq.dealt, "sequence": seq.state}
