"""The `final` block of a resolution (contract section 5).

Every card of the request appears once. `controller` is the player whose area holds the
card: its controller in play; the owner for the smoked and toasted piles, the hand and the
deck (20.0, 46.0, 35.3.5); the burning player for a burned-for-victory pile. A card out of
play has no damage and is unturned (34.0). Cards in play also carry `owner`, their location
(`column`, plus `location_player` when it is another player's structure, as for an
attacker still at its target), `row` for Sites, `face_down` for Feng Shui Sites, current
`fighting` or `body`, and `attached_to` for States.

`attack.status` describes the last attack: `successful` (28.11), `failed` (28.12), or
`none`; an attack still in progress when the scenario stops (pending or illegal) is
reported as it stands, with `in_progress: true`. `attacks` lists every attack in order.
"""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.board import Board, Card
from refbase.engines.shadowfist.game import Game


def card_state(board: Board, card: Card) -> dict[str, Any]:
    """One card of `final.cards`."""
    entry: dict[str, Any] = {"zone": card.zone, "controller": card.controller,
                             "damage": card.damage, "turned": card.turned, "owner": card.owner}
    if not card.in_play:
        return entry
    loc = board.location_of(card)
    if card.is_character or card.is_site:
        entry["column"] = board.column_number(loc)
        if loc is not None and loc.player != card.controller:
            entry["location_player"] = loc.player
    if card.is_site:
        entry["row"] = "back" if loc is not None and loc.back == card.id else "front"
        entry["body"] = board.current_body(card)
    if card.is_fss:
        entry["face_down"] = card.face_down
    if card.is_character:
        entry["fighting"] = board.current_fighting(card)
    if card.type == "state":
        entry["attached_to"] = card.attached_to
    return entry


def attack_summary(game: Game) -> dict[str, Any]:
    """`final.attack`: the last attack's status, and every attack in order."""
    atk = game.attack
    if atk is not None:
        status = "successful" if atk.damaged_by_combat else "failed"
        current = {"player": atk.declarer, "target": atk.target.id, "status": status}
        return {"status": status, "in_progress": True, "attacks": game.attacks + [current]}
    if game.attacks:
        return {"status": game.attacks[-1]["status"], "attacks": list(game.attacks)}
    return {"status": "none", "attacks": []}


def final_state(game: Game) -> dict[str, Any]:
    """The `final` block: cards, players, attack, winner."""
    board = game.board
    return {
        "cards": {cid: card_state(board, card) for cid, card in board.cards.items()},
        "players": {pid: {"power": p.power, "burned_for_victory": p.bfv,
                          "eliminated": p.eliminated}
                    for pid, p in board.players.items()},
        "attack": attack_summary(game),
        "winner": game.winner,
    }
