"""A resolution's outcome in words, read off the scenario and the engine's boards: card
names, block status, and what the resolution changed. One source for the pages (the runner's
board and the shared-answer line) and the API's oEmbed preview, which the pages build on."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

#: How deep in the scenario cards are looked for (cards, staging, hand, the attack's card).
_CARD_DEPTH = 6


def identified(value: Any, depth: int = 0) -> Iterator[dict[str, Any]]:
    """Every object with a string `id` anywhere in the scenario, in document order."""
    if depth > _CARD_DEPTH:
        return
    if isinstance(value, dict):
        if isinstance(value.get("id"), str):
            yield value
        for inner in value.values():
            yield from identified(inner, depth + 1)
    elif isinstance(value, list):
        for inner in value:
            yield from identified(inner, depth + 1)


def names(payload: Any) -> dict[str, str]:
    """Card id -> its printed name, from anywhere in the scenario (cards, staging, hand, attack)."""
    found: dict[str, str] = {}
    for card in identified(payload):
        name, subtitle = card.get("title") or card.get("name"), card.get("subtitle")
        if isinstance(name, str):
            found.setdefault(card["id"], f"{name}, {subtitle}" if isinstance(subtitle, str) and subtitle else name)
    return found


def block_words(seq: dict[str, Any]) -> str:
    """A UFS attack's block status in words (G.2.2)."""
    block = str(seq.get("block", "not"))
    words = {"completely": "completely blocked", "partially": "partially blocked", "not": "not blocked"}
    return words.get(block, block)



# --- what changed, in words: the answer's facts ------------------------------------------

#: Where a card can be, in words ("to B's smoked pile").
ZONE_WORDS = {"in_play": "into play", "smoked": "smoked pile", "toasted": "toasted pile", "hand": "hand",
              "burned_for_victory": "burned-for-victory pile", "deck": "deck", "staging": "staging area",
              "card_pool": "card pool", "discard": "discard pile", "removed": "removed-from-game zone",
              "transitional": "transitional zone"}


def changes(result: dict[str, Any], payload: Any) -> list[str]:
    """What the resolution changed, read off the first and the final board: attacks and their
    outcome, players' totals, cards that changed zone or controller. Comparison only."""
    boards, final = result.get("boards") or [], result.get("final") or {}
    if not boards or not isinstance(payload, dict):
        return []
    first, named = boards[0], names(payload)
    out = _attack_facts(result.get("game"), final, named)
    for pid, player in (final.get("players") or {}).items():
        before = (first.get("players") or {}).get(pid) or {}
        for key, label in (("power", "Power"), ("burned_for_victory", "burned for victory"), ("vitality", "vitality"),
                           ("momentum", "momentum")):
            if key in player and player.get(key) != before.get(key):
                out.append(f"{pid}: {label} {before.get(key, 0)} → {player[key]}")
    for cid, card in (final.get("cards") or {}).items():
        before = (first.get("cards") or {}).get(cid) or {}
        name = named.get(cid, cid)
        if card.get("zone") != before.get("zone") and card.get("zone") not in (None, "transitional"):
            whose = "" if card.get("zone") == "in_play" else f"{card.get('controller')}'s "
            out.append(f"{name} → {whose}{ZONE_WORDS.get(str(card['zone']), str(card['zone']))}")
        elif card.get("controller") != before.get("controller"):
            out.append(f"{name}: now controlled by {card.get('controller')}")
        if card.get("zone") == "in_play" and before.get("zone") == "in_play" \
                and card.get("damage", 0) != before.get("damage", 0):
            out.append(f"{name}: damage {before.get('damage', 0)} → {card.get('damage', 0)}")
    if final.get("winner"):
        out.append(f"{final['winner']} wins the game")
    return out


def _attack_facts(game: Any, final: dict[str, Any], named: dict[str, str]) -> list[str]:
    if game == "ufs":
        return [f"{seq.get('name') or named.get(str(seq.get('card')), seq.get('card'))}: {block_words(seq)}, "
                f"{seq.get('damage', 0)} damage dealt" for seq in final.get("attacks") or []
                if isinstance(seq, dict) and seq.get("sequence") == "resolved"]
    attack = final.get("attack") if isinstance(final.get("attack"), dict) else {}
    return [f"{r.get('player')}'s attack on {named.get(str(r.get('target')), r.get('target'))}: {r.get('status')}"
            for r in (attack or {}).get("attacks") or [] if isinstance(r, dict)]
