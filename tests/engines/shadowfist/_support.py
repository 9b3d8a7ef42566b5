"""Helpers for the Shadowfist engine tests: scenario builders, JSON view, partial match."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.cards.scenario import fill_from_shipped
from refbase.config import SCENARIOS_DIR
from refbase.engines.common import Resolution
from refbase.engines.shadowfist import resolve

LIBRARY_DIR = SCENARIOS_DIR / "shadowfist"


def library_files() -> list[Path]:
    return sorted(LIBRARY_DIR.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    """A library file, its cards named by title filled from the shipped catalogue (as the API
    and the pages fill them before the engine runs)."""
    item = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(item.get("scenario"), dict):
        item["scenario"] = fill_from_shipped(item["scenario"])
    return item


def as_json(r: Resolution) -> dict[str, Any]:
    """The resolution as plain data, rules as numbers (what `expected` is written against)."""
    def rules(refs: Any) -> list[str]:
        return [x.number for x in refs]

    return {
        "game": r.game, "outcome": r.outcome, "final": r.final,
        "steps": [{"n": s.n, "phase": s.phase, "text": s.text, "rules": rules(s.rules)} for s in r.steps],
        "illegal": None if r.illegal is None else {
            "action": r.illegal.action, "reason": r.illegal.reason, "rules": rules(r.illegal.rules)},
        "pending": None if r.pending is None else {
            "decision": r.pending.decision, "player": r.pending.player,
            "options": list(r.pending.options), "rules": rules(r.pending.rules)},
    }


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def mismatches(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Partial match: every key given must equal; dicts recursively, lists exactly, except
    where the rules fix no order or no complete list: `rules` means "cites at least these",
    and `options` is compared as a set."""
    if path.endswith(".rules") and isinstance(expected, list) and isinstance(actual, list):
        missing = [r for r in expected if r not in actual]
        return [f"{path}: does not cite {missing} (cites {actual!r})"] if missing else []
    if path.endswith(".options") and isinstance(expected, list) and isinstance(actual, list):
        same = sorted(map(_key, expected)) == sorted(map(_key, actual))
        return [] if same else [f"{path}: expected the options {expected!r}, got {actual!r}"]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path or '.'}: expected an object, got {actual!r}"]
        out: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            else:
                out += mismatches(value, actual[key], f"{path}.{key}")
        return out
    return [] if expected == actual else [f"{path or '.'}: expected {expected!r}, got {actual!r}"]


# --- builders ------------------------------------------------------------------------------

def player(pid: str, power: int = 0, **kw: Any) -> dict[str, Any]:
    return {"id": pid, "power": power, **kw}


def character(cid: str, controller: str, fighting: int, column: int | None = None,
              **kw: Any) -> dict[str, Any]:
    card = {"id": cid, "title": kw.pop("title", cid.title()), "type": "character",
            "controller": controller, "fighting": fighting, **kw}
    if column is not None:
        card["column"] = column
    return card


def fss(cid: str, controller: str, column: int, body: int, row: str = "front", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": kw.pop("title", cid.title()), "type": "feng_shui_site",
            "controller": controller, "column": column, "row": row, "body": body, **kw}


def home_sites() -> list[dict[str, Any]]:
    """A's and B's one front-row Site each (column 1, Body 6): the plain two-player board the
    card-text tests put their cards on."""
    return [{"id": f"{p.lower()}1", "title": f"{p}'s Site", "type": "site", "controller": p, "column": 1,
             "row": "front", "body": 6} for p in ("A", "B")]


def scenario(cards: list[dict], actions: list[dict], players: list[dict] | None = None,
             active: str = "A", **kw: Any) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": active,
            "players": players or [player("A"), player("B")], "cards": cards, "actions": actions, **kw}


def attack(player_id: str, attackers: list[str], target: str) -> dict[str, Any]:
    return {"do": "declare_attack", "player": player_id, "attackers": attackers, "target": target}


def intercept(player_id: str, **chains: list[str]) -> dict[str, Any]:
    return {"do": "intercept", "player": player_id,
            "assignments": [{"attacker": a, "chain": c} for a, c in chains.items()]}


def effect(eid: str, player_id: str, card: str, kind: str, **kw: Any) -> dict[str, Any]:
    return {"do": "effect", "id": eid, "player": player_id, "card": card, "effect": kind, **kw}


PASS = {"do": "pass"}


def run(payload: dict[str, Any]) -> dict[str, Any]:
    return as_json(resolve(payload))


def cards(result: dict[str, Any]) -> dict[str, Any]:
    return result["final"]["cards"]


def move(player_id: str, character_id: str, to_player: str, column: int) -> dict[str, Any]:
    return {"do": "move", "player": player_id, "character": character_id,
            "to": {"player": to_player, "column": column}}


def smoked_pile_event(title: str, abilities: list[Any], target: str) -> dict[str, Any]:
    """A plays the Event `title` (its compiled `abilities`) choosing `target`, then all pass, on a
    board with a Character in each player's smoked pile ("mine", "theirs") and one of A's in play
    ("here"): the board of the tests of effects that choose a card in a smoked pile (9.2.1)."""
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "mine", "title": "My Hero", "type": "character", "controller": "A", "fighting": 4,
                       "zone": "smoked"},
                      {"id": "theirs", "title": "Their Hero", "type": "character", "controller": "B", "fighting": 4,
                       "zone": "smoked"},
                      {"id": "here", "title": "My Thug", "type": "character", "controller": "A", "fighting": 2,
                       "column": 1},
                      {"id": "ev", "title": title, "type": "event", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": abilities}],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": "ev", "ability": 0, "targets": [target]},
                        {"do": "pass"}]}
