"""Cards by name in Shadowfist scenarios: `{"id": "g", "card": "Temple Guards", ...}`.

Applied to the request payload before the engine sees it (the engine never reads the
catalogue): each scenario card with a `card` field takes the catalogue card's printed values
(title, subtitle, type, Fighting, Power, Body, cost, a cost or Fighting of X (48.0), resources
required and provided (8.4, 8.6), keywords as abilities, Unique), then the
fields the scenario gives override them. An unknown title is a ScenarioInvalid (HTTP 422)
naming the field, with the closest titles as "did you mean".

A card named by title without `abilities` of its own takes its compiled text
(`engine.abilities`, docs/cardtext.md); its unread sentences become the resolution's
`caveats`. A `use` of such a card may name the ability by the beginning of its printed text,
or omit it when the card has one ability a use can use: both are rewritten here to the
ability's index, so the engine only ever sees indexes.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from refbase.cards.catalogue import Catalogue, Suggester, shipped_catalogue
from refbase.cards.model import Card
from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist.model.written import AbilityKind, used_by_a_use

#: Keywords printed with a number: a numeric rating is copied to the scenario as printed and
#: an "X" rating left to it (the engine models Toughness and refuses the others as unmodelled).
_NUMERIC = {"Toughness", "Influence", "Reload", "Crisis"}


def uses_cards(payload: Any) -> bool:
    """Whether a payload names any catalogue card (so callers load the catalogue only then)."""
    cards = payload.get("cards") if isinstance(payload, dict) else None
    return isinstance(cards, list) and any(isinstance(c, dict) and "card" in c for c in cards)


@dataclass(slots=True)
class Filled:
    """A payload with its cards filled in, and the unread text of the cards it took compiled
    abilities from: `{"card": <scenario id>, "text", "reason"}` each."""

    payload: Any
    caveats: list[dict[str, str]] = field(default_factory=list)


def fill_cards(payload: Any, catalogue: Catalogue) -> Any:
    """The payload with every `card` reference replaced by the card's printed fields."""
    return fill_scenario(payload, catalogue).payload


def fill_from_shipped(payload: Any) -> Any:
    """The payload filled from the shipped catalogue (defaults and the library's real cards,
    no import): enough for every library scenario, wherever no request's catalogue is at hand."""
    try:
        return fill_cards(payload, shipped_catalogue())
    except ScenarioInvalid:
        return payload  # the engine reports it; the library tests name the file


def fill_scenario(payload: Any, catalogue: Catalogue) -> Filled:
    """The payload with every `card` reference replaced by the card's printed fields (and
    compiled abilities), `use` abilities given by text rewritten to indexes, and the caveats.

    Payloads that are not Shadowfist scenarios, or name no card, are returned unchanged (the
    engine reports what is wrong with them). Raises ScenarioInvalid({"cards[i].card": [...]})
    and ScenarioInvalid({"actions[i].ability": [...]}).
    """
    if not uses_cards(payload) or payload.get("game") != "shadowfist":
        return Filled(payload)
    errors: dict[str, list[str]] = {}
    suggest = Suggester(catalogue)
    cards = []
    compiled: dict[str, Card] = {}  # scenario id -> the card whose compiled abilities it took
    for i, given in enumerate(payload["cards"]):
        if not isinstance(given, dict) or "card" not in given:
            cards.append(given)
            continue
        found = _lookup(given["card"], catalogue, suggest, f"cards[{i}].card", errors)
        rest = {k: v for k, v in given.items() if k != "card"}
        if found is None:
            cards.append(rest)
            continue
        filled = {**printed(found), **rest}
        if found.engine is not None and "abilities" not in rest:
            filled.pop("abilities", None)
            if found.engine["abilities"]:
                filled["abilities"] = copy.deepcopy(found.engine["abilities"])
            if isinstance(rest.get("id"), str):
                compiled[rest["id"]] = found
        cards.append(filled)
    if errors:
        raise ScenarioInvalid(errors)
    actions = _name_abilities(payload.get("actions"), compiled)
    caveats = [{"card": sid, "text": n["text"], "reason": n["reason"]}
               for sid, card in compiled.items() for n in (card.engine or {}).get("not_modelled", ())]
    out = {**payload, "cards": cards}
    if actions is not None:
        out["actions"] = actions
    return Filled(out, caveats)


def usable(entry: Any) -> bool:
    """Whether a `use` can use this ability: activated, turn-and-maintain (10.4), or a
    voluntary triggered one (26.1.2); continuous and mandatory triggered ones are not used."""
    if not isinstance(entry, dict) or entry.get("kind") not in set(AbilityKind):
        return False
    return used_by_a_use(AbilityKind(entry["kind"]), bool(entry.get("optional")))


def _name_abilities(actions: Any, compiled: dict[str, Card]) -> list[Any] | None:
    """The actions with each `use` of a compiled card naming its ability by index; None when
    nothing needed rewriting. Raises ScenarioInvalid naming each action it cannot resolve."""
    if not compiled or not isinstance(actions, list):
        return None
    errors: dict[str, list[str]] = {}
    out = list(actions)
    for i, action in enumerate(actions):
        if not (isinstance(action, dict) and action.get("do") == "use" and isinstance(action.get("card"), str)
                and action["card"] in compiled):
            continue
        given = action.get("ability")
        if given is not None and not isinstance(given, str):
            continue  # an index (or nonsense): the engine's schema reads it
        found = _ability_index(compiled[action["card"]], given, f"actions[{i}]", errors)
        if found is not None:
            out[i] = {**action, "ability": found}
    if errors:
        raise ScenarioInvalid(errors)
    return out


def _ability_index(card: Card, given: str | None, where: str, errors: dict[str, list[str]]) -> int | None:
    """The index of the usable ability `given` names (its text's beginning), or of the only one."""
    engine = card.engine or {}
    entries = engine.get("abilities", [])
    unread = engine.get("not_modelled", [])
    prefix = (given or "").strip().casefold()
    matches = [i for i, e in enumerate(entries) if usable(e) and e["text"].casefold().startswith(prefix)]
    if len(matches) == 1:
        return matches[0]
    field_name = f"{where}.ability" if given is not None else where
    texts = "; ".join(repr(entries[i]["text"]) for i in matches)
    if matches:
        errors[field_name] = [f"{card.title} has {len(matches)} abilities a use can use"
                              f"{' beginning ' + repr(given) if given else ''}: {texts}; give `ability` as "
                              f"the beginning of one of them (or its index)"]
        return None
    unread_hit = [n for n in unread if n["text"].casefold().startswith(prefix)] if given else unread
    if unread_hit:
        quoted = "; ".join(f"{n['text']!r} ({n['reason']})" for n in unread_hit)
        errors[field_name] = [f"the engine does not model this text of {card.title}: {quoted}"]
    else:
        usable_texts = "; ".join(repr(e["text"]) for e in entries if usable(e)) or "none"
        errors[field_name] = [f"no ability of {card.title} that a use can use begins with {given!r}; "
                              f"those it has: {usable_texts}" if given else
                              f"{card.title} has no ability a use can use"]
    return None


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
    if "cost" in card.x_values:
        fields["cost_is_x"] = True  # chosen as it is played (48.3)
    if "fighting" in card.x_values and card.type == "character":
        fields["fighting_is_x"] = True  # defined by its text (48.0, 48.1)
    for name in ("requires", "provides"):  # one entry per symbol, as the scenario writes them
        symbols = [r.name for r in getattr(card, name) for _ in range(r.count)]
        if symbols:
            fields[name] = symbols
    abilities = [k.printed for k in card.keywords if k.name not in _NUMERIC or isinstance(k.rating, int)]
    if abilities:
        fields["abilities"] = abilities
    if any(k.name == "Unique" for k in card.keywords):
        fields["unique"] = True
    return fields
