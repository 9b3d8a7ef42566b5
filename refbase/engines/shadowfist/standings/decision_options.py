"""A decision's pending options as complete actions to append, and their labels.

`require` lists a decision's options in the resolution's `pending` shape (docs/api.md): a value (a bid, a card
to keep), or a dict of some of the action's fields. Most map one to one onto an action. Two
describe a choice made per card, so the complete actions are combinations: where each
Character of a collapsing location goes (9.1.4.1: one `moves` map placing all of them) and how
a Character's damage is divided among several opponents (30.3.1: shares adding up to its
total). Combinations are capped at `MAX_COMBINATIONS`; the legality query caps candidates too.
The actions are JSON as a request writes it: words are plain strings (`Do.BID.value`), not enums.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice, product
from typing import Any

from refbase.engines.shadowfist.model.vocabulary import Do, Fate

#: The most complete actions one per-card decision is spelled out into.
MAX_COMBINATIONS = 16


def decision_actions(do: Do, player: str | None, options: list[Any]) -> list[tuple[Any, dict[str, Any]]]:
    """(option, action) for each complete action; a combined action's option is None."""
    if do == Do.RELOCATE and options and all(isinstance(o, dict) and "character" in o for o in options):
        return [(None, action) for action in islice(_relocations(player, options), MAX_COMBINATIONS)]
    if do == Do.DIVIDE:
        return [(None, action) for option in options if isinstance(option, dict)
                for action in islice(_divisions(player, option), MAX_COMBINATIONS)]
    out = []
    for option in options:
        action = decision_action(do, player, option)
        if action is not None:
            out.append((option, action))
    if do == Do.PLACE_ATTACKERS:  # none of them stays: all return home (28.8)
        out.append((None, {"do": do.value, "player": player, "at_seized_site": []}))
    return out


def decision_open(action: dict[str, Any]) -> tuple[str, ...]:
    """The fields of a decision's action the player may fill in otherwise: which attackers stay
    at a seized Site (28.8), where a seized Site goes (30.3.3.2)."""
    if action["do"] == Do.PLACE_ATTACKERS:
        return ("at_seized_site",)
    if action["do"] == Do.SITE_FATE and action.get("choice") == Fate.SEIZE:
        return ("column", "row")
    return ()


def decision_action(do: Do, player: str | None, option: Any) -> dict[str, Any] | None:
    """A pending option (a value, or a dict of some fields) as the action that makes it."""
    base: dict[str, Any] = {"do": do.value, "player": player}
    if do == Do.BID and isinstance(option, int):
        return {**base, "amount": option}
    if do == Do.KEEP and isinstance(option, str):
        return {**base, "card": option}
    if do == Do.PLACE_ATTACKERS and isinstance(option, str):  # an attacker that may stay (28.8)
        return {**base, "at_seized_site": [option]}
    if do == Do.INTERCEPT and isinstance(option, dict):
        return {**base, "assignments": [{"attacker": option["attacker"], "chain": list(option["could_intercept"])}]}
    if isinstance(option, dict):
        return {**base, **option}
    return None


def _relocations(player: str | None, options: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every way of placing all the Characters of a collapsing location (9.1.4.1)."""
    ids = [o["character"] for o in options]
    for sides in product(*(o["to"] for o in options)):
        yield {"do": Do.RELOCATE.value, "player": player, "moves": dict(zip(ids, sides, strict=True))}


def _divisions(player: str | None, option: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every division of the total among the cards, in whole shares (30.3.1); a card given
    nothing is left out of the map."""
    card, total, among = option["card"], int(option["total"]), list(option["among"])
    for shares in _compositions(total, len(among)):
        damage = {target: n for target, n in zip(among, shares, strict=True) if n}
        yield {"do": Do.DIVIDE.value, "player": player, "card": card, "damage": damage}


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """The ways to write `total` as `parts` whole numbers, the first share largest first."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def decision_label(name: Callable[[str], str], action: dict[str, Any]) -> str:
    """The action in words; `name` gives a card's title from its id."""
    who, do = action.get("player") or "The players", action["do"]
    if do == Do.SITE_FATE:
        place = f" into column {action['column']}, {action.get('row', 'front')} row" if action.get("column") else ""
        return f"{who} chooses {action['choice'].replace('_', ' ')} for {name(action['site'])}{place}"
    if do == Do.BID:
        return f"{who} bids {action['amount']}"
    if do == Do.KEEP:
        return f"{who} keeps {name(action['card'])}"
    if do == Do.RELOCATE:
        return f"{who} moves " + ", ".join(f"{name(c)} to the {side}" for c, side in action["moves"].items())
    if do == Do.DIVIDE:
        shares = ", ".join(f"{n} to {name(c)}" for c, n in action["damage"].items())
        return f"{who} divides {name(action['card'])}'s damage: {shares}"
    if do == Do.PLACE:
        row = f", {action['row']} row" if action.get("row") else ""
        return f"{who} places {name(action['card'])} in column {action['column']}{row}"
    if do == Do.PLACE_ATTACKERS:
        staying = ", ".join(name(c) for c in action["at_seized_site"])
        return f"{who} keeps {staying} at the seized Site" if staying else f"{who} returns every attacker home"
    return f"{who}: {do.replace('_', ' ')}"
