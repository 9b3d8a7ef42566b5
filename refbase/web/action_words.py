"""A scenario's action in players' words, with card titles: "A attacks Mountain Temple with
Ninja Leaper", not "A declare attack ninja1". Used wherever a page names an action the players
did not pick from the offered moves (an imported or library script, the move a rule refuses)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from refbase.engines.shadowfist.standings.decision_options import decision_label

#: Decisions the Shadowfist engine already words (decision_options.decision_label).
DECISIONS = frozenset({"site_fate", "bid", "keep", "relocate", "divide", "place_attackers"})


def action_words(action: Any, named: dict[str, str]) -> str:
    """The action in words; `named` maps card (and character) ids to their titles."""
    if not isinstance(action, dict) or not isinstance(action.get("do"), str):
        return "a move the rules engine cannot read"

    def name(value: Any) -> str:
        return named.get(value, str(value)) if isinstance(value, str) else str(value)

    do, who = action["do"], str(action.get("player") or "")
    if do in DECISIONS:
        try:
            return decision_label(name, action)
        except (KeyError, TypeError, AttributeError):
            pass
    phrase = WORDS.get(do)
    said = phrase(action, name) if phrase is not None else _plain(action, name)
    return f"{who} {said}".strip() if who else said[:1].upper() + said[1:]


def _cards(value: Any, name: Callable[[Any], str], joiner: str = " and ") -> str:
    items = [name(v) for v in value] if isinstance(value, list) else [name(value)] if value else []
    return joiner.join(items) if len(items) < 3 else ", ".join(items[:-1]) + joiner + items[-1]


def _effect(a: dict[str, Any], name: Callable[[Any], str]) -> str:
    card = a.get("card")
    what = str(a.get("effect", "an effect")).replace("_", " ")
    source = f"plays {name(card)}: " if card and card != "Effect" else "generates an effect: "
    amount = f" {a['amount']}" if isinstance(a.get("amount"), int) else ""
    targets = f" on {_cards(a['targets'], name)}" if a.get("targets") else ""
    players = f" ({_cards(a['players'], name)})" if a.get("players") else ""
    return source + what + amount + targets + players


def _intercept(a: dict[str, Any], name: Callable[[Any], str]) -> str:
    parts = [f"{name(x.get('attacker'))} with {_cards(x.get('chain') or [], name, ' then ')}"
             for x in a.get("assignments") or [] if isinstance(x, dict)]
    return "intercepts " + "; ".join(parts) if parts else "intercepts"


def _play(a: dict[str, Any], name: Callable[[Any], str]) -> str:
    where = f" into column {a['column']}" if a.get("column") else ""
    where += f", {str(a['row']).replace('_', ' ')} row" if a.get("row") else ""
    onto = f" onto {name(a['attached_to'])}" if a.get("attached_to") else ""
    return f"plays {name(a.get('card'))}{where}{onto}"


def _place(to: Any, name: Callable[[Any], str]) -> str:
    """A location: a card's (its id) or a player's column ({"player": "A", "column": 2})."""
    if isinstance(to, dict):
        where = f"column {to['column']}" if to.get("column") else "the location without Sites"
        return f"{to['player']}'s {where}" if to.get("player") else where
    return name(to)


def _plain(a: dict[str, Any], name: Callable[[Any], str]) -> str:
    """An action without words of its own: what it does and the cards it names."""
    cards = [name(a[k]) for k in ("card", "character", "attacker", "target", "site") if isinstance(a.get(k), str)]
    return " ".join([str(a["do"]).replace("_", " "), *cards])


WORDS: dict[str, Callable[[dict[str, Any], Callable[[Any], str]], str]] = {
    "declare_attack": lambda a, n: f"attacks {n(a.get('target'))} with {_cards(a.get('attackers') or [], n)}",
    "join": lambda a, n: f"joins the attack with {_cards(a.get('attackers') or [], n)}",
    "intercept": _intercept,
    "pass": lambda a, n: "passes" if a.get("player") else "all players pass",
    "pass_bid": lambda a, n: "passes (no bid)",
    "end_turn": lambda a, n: "ends the turn",
    "effect": _effect,
    "play": _play,
    "use": lambda a, n: f"uses {n(a.get('card'))}'s ability"
    + (f" on {_cards(a['targets'], n)}" if a.get("targets") else ""),
    "move": lambda a, n: f"moves {n(a.get('character'))} to {_place(a.get('to'), n)}",
    "stealth": lambda a, n: f"uses the Stealth of {n(a.get('attacker'))}",
    "keep_turned": lambda a, n: f"keeps {n(a.get('card'))} turned",
    "skip_generation": lambda a, n: "skips generating Power",
    "discard": lambda a, n: f"discards {_cards(a.get('cards') or a.get('card') or [], n)}",
    "enhance": lambda a, n: f"plays an enhance ability of {n(a['card'])}" if a.get("card") else "plays an enhance ability",
    "block": lambda a, n: f"blocks with {n(a.get('card'))}",
    "no_block": lambda a, n: "does not block",
    "respond": lambda a, n: f"plays the {a['keyword']} of {n(a.get('card'))}" if a.get("keyword")
    else f"plays a response ability of {n(a.get('card'))}",
}
