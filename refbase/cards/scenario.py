"""Cards by name in Shadowfist scenarios: `{"id": "g", "card": "Temple Guards", ...}`.

Applied to the request payload before the engine sees it (the engine never reads the
catalogue): each scenario card with a `card` field takes the catalogue card's printed values
(title, subtitle, type, Fighting, Power, Body, cost, keywords as abilities, Unique), then the
fields the scenario gives override them. An unknown title is a ScenarioInvalid (HTTP 422)
naming the field, with the closest titles as "did you mean".
"""

from __future__ import annotations

from typing import Any

from refbase.cards.catalogue import Catalogue, Suggester
from refbase.cards.model import Card
from refbase.engines.common import ScenarioInvalid

#: Keywords printed with a number: a numeric rating is copied to the scenario as printed and
#: an "X" rating left to it (the engine models Toughness and refuses the others as unmodelled).
_NUMERIC = {"Toughness", "Influence", "Reload", "Crisis"}


def uses_cards(payload: Any) -> bool:
    """Whether a payload names any catalogue card (so callers load the catalogue only then)."""
    cards = payload.get("cards") if isinstance(payload, dict) else None
    return isinstance(cards, list) and any(isinstance(c, dict) and "card" in c for c in cards)


def fill_cards(payload: Any, catalogue: Catalogue) -> Any:
    """The payload with every `card` reference replaced by the card's printed fields.

    Payloads that are not Shadowfist scenarios, or name no card, are returned unchanged (the
    engine reports what is wrong with them). Raises ScenarioInvalid({"cards[i].card": [...]}).
    """
    if not uses_cards(payload) or payload.get("game") != "shadowfist":
        return payload
    errors: dict[str, list[str]] = {}
    suggest = Suggester(catalogue)
    cards = []
    for i, given in enumerate(payload["cards"]):
        if not isinstance(given, dict) or "card" not in given:
            cards.append(given)
            continue
        found = _lookup(given["card"], catalogue, suggest, f"cards[{i}].card", errors)
        rest = {k: v for k, v in given.items() if k != "card"}
        cards.append(rest if found is None else {**printed(found), **rest})
    if errors:
        raise ScenarioInvalid(errors)
    return {**payload, "cards": cards}


def _lookup(title: Any, catalogue: Catalogue, suggest: Suggester, field: str,
            errors: dict[str, list[str]]) -> Card | None:
    if not isinstance(title, str) or not title.strip():
        errors[field] = ["must be a card title (a non-empty string)"]
        return None
    found = catalogue.by_title(title)
    if found is None:
        hints = suggest(title[:200])
        hint = f"; did you mean {' or '.join(repr(h) for h in hints)}?" if hints else ""
        errors[field] = [f"no card titled {title[:200]!r} in the catalogue{hint}"]
    return found


def printed(card: Card) -> dict[str, Any]:
    """The scenario fields a card's printed values give (only those the card has)."""
    fields: dict[str, Any] = {"title": card.title}
    if card.subtitle:
        fields["subtitle"] = card.subtitle
    if card.type:
        fields["type"] = card.type
    for name in ("fighting", "power", "body", "cost"):
        value = getattr(card, name)
        if value is not None and value >= 0:
            fields[name] = value
    abilities = [k.printed for k in card.keywords if k.name not in _NUMERIC or isinstance(k.rating, int)]
    if abilities:
        fields["abilities"] = abilities
    if any(k.name == "Unique" for k in card.keywords):
        fields["unique"] = True
    return fields
