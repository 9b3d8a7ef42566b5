"""Semantic mutators over the library scenarios (scenarios/shadowfist, scenarios/ufs).

Random bytes only reach the schema's 422s; these mutators keep a scenario well-formed enough to
get into the engines and then break it the way a player's scenario might: ids pointing at the
wrong card or at a token made later, actions moved, duplicated or spliced in from other
scenarios, cards in other zones or of other types, numbers at the documented limits, ability
objects and tokens carrying them, UFS costs and responses. Every mutator edits the scenario in
place and returns a short description, or None when it does not apply.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from refbase.engines.shadowfist.loading.schema_fields import MAX_NUMBER

Scenario = dict[str, Any]
Mutator = Callable[[Scenario, random.Random, "Pools"], "str | None"]

GAMES = ("shadowfist", "ufs")
#: Edge values for any integer: zero, negatives, small, large, the documented maximum.
EXTREMES = [0, -1, -5, 1, 2, 7, 20, 99, 1000, MAX_NUMBER]
PLAYER_KEYS = {"player", "controller", "owner", "active_player", "decision_by", "target_player"}
#: Failures of a mutator on a scenario an earlier mutation left in an odd shape: skip, try another.
SHAPE_ERRORS = (KeyError, IndexError, TypeError, ValueError, AttributeError)

SF_ZONES = ["in_play", "hand", "smoked", "toasted", "deck", "burned_for_victory"]
SF_TYPES = ["character", "site", "feng_shui_site", "state", "edge", "event"]
SF_KINDS = ["damage", "heal", "smoke", "toast", "grant", "cancel", "redirect", "take_control",
            "cease_attacking", "cease_intercepting", "turn", "unturn", "sacrifice", "gain_power",
            "steal_power", "give_power", "lose_power", "generate_power", "draw", "discard", "reload",
            "return_to_play", "play_card", "blank", "copy", "token", "move_card", "faceoff",
            "change_target", "add_counters", "remove_counters", "retarget", "reveal"]
SF_MODIFIER_KINDS = ["fighting", "body", "damage_bonus", "damage_penalty", "damage_multiplier", "damage_divisor",
                     "damage_taken_bonus", "damage_taken_multiplier", "damage_reduction", "reduce_damage_to",
                     "variable_damage", "damage_taken_divisor", "cost_reduction", "effect_damage_bonus"]
SF_TRIGGERS = ["enters_play", "played", "attack_declared", "enters_combat", "smoked", "damaged",
               "start_of_turn", "end_of_turn"]
SF_AIMS = ["chosen", "self", "subject", "trigger_card", "all", "none"]
SF_CONDITIONS = ["attacking", "intercepting", "in_combat", "turned", "unturned", "damaged", "at_this_location",
                 "your_turn", "about_to_enter_combat"]
UFS_ZONES = ["staging", "hand", "card_pool", "discard", "momentum_cards", "removed"]
UFS_PAY_KEYS = ["destroy", "remove", "flip", "foundations", "commit", "check_commit", "discard"]


class Ids(NamedTuple):
    cards: list[str]
    effects: list[str]
    tokens: list[str]
    players: list[str]


@dataclass
class Pools:
    """One game's seed scenarios and the parts mutators borrow from them."""

    game: str
    seeds: list[tuple[str, Scenario]]
    actions: list[tuple[Scenario, Any]] = field(default_factory=list)  # (source scenario, action): splicing
    cards: list[dict[str, Any]] = field(default_factory=list)
    abilities: list[Any] = field(default_factory=list)
    ability_objects: list[dict[str, Any]] = field(default_factory=list)
    modifiers: list[Any] = field(default_factory=list)
    keywords: list[Any] = field(default_factory=list)
    attacks: list[dict[str, Any]] = field(default_factory=list)
    player_fields: dict[str, list[Any]] = field(default_factory=dict)


def load_pools(scenarios_dir: Path, game: str) -> Pools:
    """Read every library scenario of `game` and collect its cards, abilities, actions, ..."""
    seeds = [(path.name, json.loads(path.read_text())["scenario"]) for path in sorted((scenarios_dir / game).glob("*.json"))]
    pools = Pools(game, seeds)
    for _name, scenario in seeds:
        pools.actions += [(scenario, action) for action in scenario.get("actions", [])]
        if game == "shadowfist":
            for card in scenario.get("cards", []):
                pools.cards.append(card)
                pools.abilities += card.get("abilities") or []
                pools.modifiers += card.get("modifiers") or []
        else:
            _collect_ufs(scenario, pools)
    pools.ability_objects = [a for a in pools.abilities if isinstance(a, dict)]
    pools.keywords = pools.keywords or ["Stun: 1"]
    return pools


def _collect_ufs(scenario: Scenario, pools: Pools) -> None:
    for player in scenario.get("players", []):
        for key, value in player.items():
            pools.player_fields.setdefault(key, []).append(value)
        for card in _ufs_cards_of(player):
            pools.cards.append(card)
            pools.keywords += card.get("keywords") or []
    attack = scenario.get("attack")
    if attack:
        pools.attacks.append(attack)
        pools.keywords += attack.get("card", {}).get("keywords") or []


def _ufs_cards_of(player: Any) -> Iterator[dict[str, Any]]:
    for zone in UFS_ZONES:
        cards = player.get(zone) if isinstance(player, dict) else None
        if isinstance(cards, list):
            yield from (card for card in cards if isinstance(card, dict))


# ---------- helpers ----------

def walk(obj: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, Any, Any, tuple[Any, ...]]]:
    """(container, key, value, path) of every node below `obj`, parents first."""
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    for key, value in list(items):
        yield obj, key, value, path + (key,)
        yield from walk(value, path + (key,))


def where(path: tuple[Any, ...]) -> str:
    return "/".join(map(str, path))


def ids_of(scenario: Scenario, game: str) -> Ids:
    """The ids a mutated reference may point at."""
    players = [p["id"] for p in scenario.get("players", []) if isinstance(p, dict) and "id" in p]
    if game == "ufs":
        cards = [c["id"] for p in scenario.get("players", []) for c in _ufs_cards_of(p) if "id" in c]
        attack = scenario.get("attack") or {}
        if isinstance(attack.get("card"), dict) and "id" in attack["card"]:
            cards.append(attack["card"]["id"])
        return Ids(cards, [], [], players)
    cards = [c["id"] for c in scenario.get("cards", []) if isinstance(c, dict) and "id" in c]
    effects, tokens = [], []
    for action in scenario.get("actions", []):
        if not isinstance(action, dict):
            continue
        if action.get("do") in ("effect", "use") and isinstance(action.get("id"), str):
            effects.append(action["id"])
        token = action.get("token")
        if isinstance(token, dict) and isinstance(token.get("id"), str):
            tokens.append(token["id"])
    return Ids(cards, effects, tokens, players)


def id_references(obj: Any, idset: set[str]) -> list[tuple[Any, Any, str, tuple[Any, ...]]]:
    """Every place below `obj` naming one of `idset`: string values (not `id` fields) and dict keys.

    A dict key is returned as the key ("KEY", name), for `set_reference`."""
    found = [(c, k, v, p) for c, k, v, p in walk(obj) if isinstance(v, str) and v in idset and k != "id"]
    found += [(v, ("KEY", key), key, p) for _c, _k, v, p in walk(obj) if isinstance(v, dict) for key in v if key in idset]
    return found


def set_reference(container: Any, key: Any, new: str) -> None:
    if isinstance(key, tuple) and key[0] == "KEY":
        if new not in container:
            container[new] = container.pop(key[1])
    else:
        container[key] = new


def rename_ids(obj: Any, mapping: dict[str, str]) -> Any:
    """A copy of `obj` with ids renamed in string values and dict keys."""
    if isinstance(obj, dict):
        return {mapping.get(k, k): rename_ids(v, mapping) for k, v in obj.items()}
    if isinstance(obj, list):
        return [rename_ids(v, mapping) for v in obj]
    return mapping.get(obj, obj) if isinstance(obj, str) else obj


def insert_action(scenario: Scenario, rng: random.Random, action: dict[str, Any], after: int = 0) -> int:
    actions = scenario.setdefault("actions", [])
    index = rng.randrange(after, len(actions) + 1)
    actions.insert(index, action)
    return index


# ---------- both games ----------

def m_reference(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Point a card/effect/token reference at another one (mostly in actions, sometimes anywhere)."""
    ids = ids_of(s, pools.game)
    scope = s if rng.random() < 0.2 else {"actions": s.get("actions")}
    refs = [r for r in id_references(scope, set(ids.cards + ids.effects + ids.tokens)) if r[1] not in PLAYER_KEYS]
    if not refs:
        return None
    container, key, old, path = rng.choice(refs)
    new = rng.choice(ids.tokens if ids.tokens and rng.random() < 0.3 else ids.cards + ids.effects + ids.tokens)
    set_reference(container, key, new)
    return f"ref {where(path)}: {old}->{new}"


def m_player(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    players = [p.get("id") for p in s.get("players", []) if isinstance(p, dict)]
    refs = [(c, k, v, p) for c, k, v, p in walk(s) if isinstance(v, str) and v in players and k in PLAYER_KEYS | {0, 1, 2}]
    if not refs or len(players) < 2:
        return None
    container, key, old, path = rng.choice(refs)
    container[key] = rng.choice([p for p in players if p != old])
    return f"player {where(path)}: {old}->{container[key]}"


def m_number(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    numbers = [(c, k, v, p) for c, k, v, p in walk(s) if isinstance(v, int) and not isinstance(v, bool)]
    if not numbers:
        return None
    container, key, old, path = rng.choice(numbers)
    container[key] = rng.choice(EXTREMES + [old + 1, old - 1, min(old * 2, MAX_NUMBER)])
    return f"num {where(path)}: {old}->{container[key]}"


def m_bool(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    flags = [(c, k, p) for c, k, v, p in walk(s) if isinstance(v, bool)]
    if not flags:
        return None
    container, key, path = rng.choice(flags)
    container[key] = not container[key]
    return f"bool {where(path)}"


def m_string(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """A string field takes a value the same key has elsewhere in the scenario (a zone, a kind, ...)."""
    strings = [(c, k, v, p) for c, k, v, p in walk(s) if isinstance(v, str) and k not in ("id", "game", "text", "title", "name")]
    container, key, old, path = rng.choice(strings) if strings else (None, None, None, ())
    same = [v for _c, k, v, _p in strings if k == key and v != old]
    if not same:
        return None
    container[key] = rng.choice(same)
    return f"str {where(path)}: {old}->{container[key]}"


def m_drop_key(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    nodes = [(c, k, p) for c, k, _v, p in walk(s) if isinstance(c, dict) and k not in ("game", "do", "id")]
    if not nodes:
        return None
    container, key, path = rng.choice(nodes)
    del container[key]
    return f"dropkey {where(path)}"


def m_list(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    lists = [(c, k, v, p) for c, k, v, p in walk(s) if isinstance(v, list) and v]
    if not lists:
        return None
    container, key, items, path = rng.choice(lists)
    op = rng.choice(["drop", "dup", "reverse", "empty"])
    if op == "drop":
        items.pop(rng.randrange(len(items)))
    elif op == "dup":
        i = rng.randrange(len(items))
        items.insert(i, copy.deepcopy(items[i]))
    elif op == "reverse":
        items.reverse()
    else:
        container[key] = []
    return f"list-{op} {where(path)}"


def m_actions(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Drop, duplicate (maybe under a fresh id), swap, move or truncate actions, or splice one in."""
    actions = s.setdefault("actions", [])
    op = rng.choice(["drop", "dup", "swap", "move", "truncate", "splice", "splice"]) if actions else "splice"
    if op == "drop":
        actions.pop(rng.randrange(len(actions)))
    elif op == "dup":
        action = copy.deepcopy(rng.choice(actions))
        if "id" in action and rng.random() < 0.7:
            action["id"] = f"{action['id']}_d"
            if isinstance(action.get("token"), dict) and rng.random() < 0.5:
                action["token"]["id"] = f"{action['token'].get('id', 't')}_d"
        insert_action(s, rng, action)
    elif op == "swap":
        if len(actions) < 2:
            return None
        i = rng.randrange(len(actions) - 1)
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif op == "move":
        insert_action(s, rng, actions.pop(rng.randrange(len(actions))))
    elif op == "truncate":
        del actions[rng.randrange(len(actions)):]
    else:
        insert_action(s, rng, spliced_action(s, rng, pools))
    return f"actions-{op}"


def spliced_action(s: Scenario, rng: random.Random, pools: Pools) -> Any:
    """An action of another library scenario, its ids mapped onto this scenario's."""
    source, action = rng.choice(pools.actions)
    theirs, ours = ids_of(source, pools.game), ids_of(s, pools.game)
    mapping: dict[str, str] = {}
    for sid in theirs.cards:
        if ours.cards:
            mapping[sid] = rng.choice(ours.cards + ours.tokens if ours.tokens and rng.random() < 0.2 else ours.cards)
    for sid in theirs.effects:
        mapping[sid] = rng.choice(ours.effects) if ours.effects and rng.random() < 0.4 else f"{sid}_x"
    mapping.update({sid: f"{sid}_x" for sid in theirs.tokens})
    for i, sid in enumerate(theirs.players):
        if ours.players:
            mapping[sid] = ours.players[i % len(ours.players)] if rng.random() < 0.7 else rng.choice(ours.players)
    return rename_ids(action, mapping)


# ---------- Shadowfist ----------

def m_sf_card(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Change one card: zone, controller, type, numbers, abilities, modifiers, attachment, location, ..."""
    cards = [c for c in s.get("cards", []) if isinstance(c, dict)]
    if not cards:
        return None
    card = rng.choice(cards)
    ids = ids_of(s, "shadowfist")
    op = rng.choice(["zone", "zone", "controller", "owner", "type", "num", "ability", "ability", "unability",
                     "modifier", "attached", "column", "row", "face_down", "turned", "counters", "x", "remove",
                     "duplicate", "library"])
    if op == "zone":
        card["zone"] = rng.choice(SF_ZONES)
    elif op in ("controller", "owner"):
        card[op] = rng.choice(ids.players)
    elif op == "type":
        card["type"] = rng.choice(SF_TYPES)
    elif op == "num":
        card[rng.choice(["fighting", "body", "power", "damage", "cost"])] = rng.choice(EXTREMES)
    elif op == "ability":
        card.setdefault("abilities", []).append(copy.deepcopy(rng.choice(pools.abilities)))
    elif op == "unability":
        card["abilities"].pop(rng.randrange(len(card["abilities"])))
    elif op == "modifier":
        card.setdefault("modifiers", []).append(copy.deepcopy(rng.choice(pools.modifiers)) if rng.random() < 0.6 else
                                                {"kind": rng.choice(SF_MODIFIER_KINDS), "value": rng.choice(EXTREMES)})
    elif op == "attached":
        card["attached_to"] = rng.choice(ids.cards + ids.tokens)
    elif op == "column":
        card["column"] = rng.choice([1, 2, 3, 0, -1, 5])
    elif op == "row":
        card["row"] = rng.choice(["front", "back"])
    elif op in ("face_down", "turned"):
        card[op] = not card.get(op, False)
    elif op == "counters":
        card["counters"] = rng.choice([0, 1, 3, 1000])
    elif op == "x":
        key = rng.choice(["fighting_is_x", "cost_is_x", "x_min", "unique"])
        card[key] = rng.choice([0, 1, 3]) if key == "x_min" else rng.choice([True, False])
    elif op == "remove":
        s["cards"].remove(card)
    elif op == "duplicate":
        s["cards"].append({**copy.deepcopy(card), "id": f"{card['id']}_2"})
    else:
        s["cards"][s["cards"].index(card)] = library_card_as(card, rng, pools)
    return f"card-{op} {card.get('id')}"


def library_card_as(card: dict[str, Any], rng: random.Random, pools: Pools) -> dict[str, Any]:
    """Another library card put in `card`'s place: same id, controller, attachment and column."""
    new = copy.deepcopy(rng.choice(pools.cards))
    new["id"] = card["id"]
    new["controller"] = card.get("controller", new.get("controller"))
    for key in ("attached_to", "column"):
        new.pop(key, None)
        if key in card:
            new[key] = card[key]
    return new


def token_action(s: Scenario, rng: random.Random, token_id: str) -> dict[str, Any]:
    """An Event effect making a token of a random type (a State maybe attached to a card)."""
    ids = ids_of(s, "shadowfist")
    kind = rng.choice(["character", "character", "site", "feng_shui_site", "state", "edge"])
    token: dict[str, Any] = {"id": token_id, "title": "Fuzz Token", "type": kind}
    if kind == "character":
        token["fighting"] = rng.choice([0, 1, 2, 5])
    if kind in ("site", "feng_shui_site"):
        token["body"] = rng.choice([0, 1, 5])
    action = {"do": "effect", "id": f"mk_{token_id}", "player": rng.choice(ids.players), "card": "Summoning",
              "source_type": "event", "effect": "token", "token": token}
    if rng.random() < 0.7:
        action["column"] = 1
    if kind == "state" and ids.cards and rng.random() < 0.7:
        action["attached_to"] = rng.choice(ids.cards)
    return action


def reference_action(s: Scenario, rng: random.Random, ref: str) -> dict[str, Any]:
    """An action naming card `ref`: attacking with or at it, moving, playing, using it, an effect on it, ..."""
    ids = ids_of(s, "shadowfist")
    p, q = rng.choice(ids.players), rng.choice(ids.players)
    other = rng.choice(ids.cards) if ids.cards else ref
    eid = f"ef{rng.randrange(1000)}"
    plain = [
        {"do": "declare_attack", "player": p, "attackers": [ref], "target": other},
        {"do": "declare_attack", "player": p, "attackers": [other], "target": ref},
        {"do": "join", "player": p, "attackers": [ref]},
        {"do": "move", "player": p, "character": ref, "to": {"player": q, "column": 1}},
        {"do": "intercept", "player": p, "assignments": [{"attacker": other, "chain": [ref]}]},
        {"do": "intercept", "player": p, "assignments": [{"attacker": ref, "chain": [other]}]},
        {"do": "stealth", "player": p, "attacker": ref, "bypass": other},
        {"do": "site_fate", "player": p, "site": ref,
         "choice": rng.choice(["seize", "burn_for_victory", "burn_for_power", "smoke"])},
        {"do": "keep", "player": p, "card": ref},
        {"do": "divide", "player": p, "card": ref, "damage": {other: 1}},
        {"do": "divide", "player": p, "card": other, "damage": {ref: 1}},
        {"do": "play", "player": p, "card": ref, "column": 1},
        {"do": "play", "player": p, "card": other, "attached_to": ref},
        {"do": "play", "player": p, "card": ref, "from_pile": "smoked", "permitted_by": ref},
        {"do": "use", "id": eid, "player": p, "card": ref, "ability": 0, "targets": [other]},
        {"do": "use", "id": eid, "player": p, "card": other, "ability": 0, "targets": [ref]},
        {"do": "discard", "player": p, "card": ref},
        {"do": "relocate", "player": p, "card": ref, "column": 1},
        {"do": "place_attackers", "player": p, "attackers": [ref]},
        {"do": "keep_turned", "player": p, "card": ref},
    ]
    if rng.random() < 0.3:  # ref as the cost of an otherwise fine effect
        plain.append({"do": "effect", "id": f"{eid}c", "player": p, "card": "Fuzz", "source_type": "character",
                      "effect": "gain_power", "amount": 1, "cost": rng.choice([{"turn": ref}, {"sacrifice": ref}])})
    if rng.random() < 0.5:
        return rng.choice(plain)
    return effect_on(rng, ids, p, eid, ref, other)


def effect_on(rng: random.Random, ids: Ids, player: str, eid: str, ref: str, other: str) -> dict[str, Any]:
    """An effect of a random kind aimed at `ref`, with the fields its kind reads."""
    kind = rng.choice([k for k in SF_KINDS if k not in ("gain_power", "steal_power", "give_power", "lose_power",
                                                         "generate_power", "draw", "token")])
    effect: dict[str, Any] = {"do": "effect", "id": eid, "player": player, "card": "Fuzz",
                              "source_type": rng.choice(["event", "character", "edge", "state", "site"]),
                              "effect": kind, "targets": [ref]}
    some_effect = rng.choice(ids.effects) if ids.effects else "x"
    if kind in ("damage", "heal", "add_counters", "remove_counters"):
        effect["amount"] = rng.choice([1, 2, 3])
    elif kind == "grant":
        effect.update(abilities=["Toughness: 1"], duration=rng.choice(["attack", "turn", "permanent"]))
    elif kind == "copy":
        effect["from"] = other if rng.random() < 0.5 else ref
        effect["targets"] = [other if effect["from"] == ref else ref]
    elif kind == "faceoff":
        effect["from"] = other
    elif kind == "change_target":
        effect["to"] = other
    elif kind == "move_card":
        effect["column"] = 1
    elif kind == "redirect":
        del effect["targets"]
        effect.update({"source": some_effect, "from": ref, "to": other})
    elif kind == "retarget":
        effect.update({"targets": [some_effect], "from": other, "to": ref})
    elif kind == "cancel" and ids.effects and rng.random() < 0.5:
        effect["targets"] = [some_effect]
    if rng.random() < 0.2:
        effect["cost"] = rng.choice([{"turn": ref}, {"sacrifice": ref}, {"power": 1}])
    return effect


def m_sf_token(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Make a token, then name it later: a new action, or an existing reference rewritten."""
    token_id = f"tok{rng.randrange(100)}"
    made = insert_action(s, rng, token_action(s, rng, token_id))
    later = [r for a in s["actions"][made + 1:] for r in id_references(a, set(ids_of(s, "shadowfist").cards))
             if r[1] not in PLAYER_KEYS]
    if later and rng.random() < 0.5:
        container, key, _old, _path = rng.choice(later)
        set_reference(container, key, token_id)
    else:
        insert_action(s, rng, reference_action(s, rng, token_id), after=made + 1)
    return "token+ref"


def m_sf_reference_action(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """A new action naming a card, biased to the unusual ones: out of play, States, Edges, Sites, Events."""
    ids = ids_of(s, "shadowfist")
    unusual = [c["id"] for c in s.get("cards", []) if isinstance(c, dict) and
               (c.get("zone", "in_play") != "in_play" or c.get("type") in ("state", "edge", "site", "feng_shui_site", "event"))]
    pool = unusual if unusual and rng.random() < 0.5 else ids.cards + ids.tokens + ids.effects
    if not pool:
        return None
    ref = rng.choice(pool)
    insert_action(s, rng, reference_action(s, rng, ref))
    return f"refaction {ref}"


def m_sf_effect_kind(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    effects = [a for a in s.get("actions", []) if isinstance(a, dict) and a.get("do") == "effect"]
    if not effects:
        return None
    action = rng.choice(effects)
    old, action["effect"] = action.get("effect"), rng.choice(SF_KINDS)
    return f"kind {old}->{action['effect']}"


def m_sf_top_level(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    players = s["players"]
    op = rng.choice(["active", "format", "drop_player", "add_player", "power"])
    if op == "active":
        s["active_player"] = rng.choice(players)["id"]
    elif op == "format":
        s["format"] = rng.choice(["multiplayer", "duel"])
    elif op == "drop_player":
        if len(players) < 2:
            return None
        players.pop(rng.randrange(len(players)))
    elif op == "add_player":
        players.append({"id": "Z", "power": rng.choice([0, 5])})
    else:
        rng.choice(players)[rng.choice(["power", "burned_for_victory"])] = rng.choice([0, 1, 4, 5, 6, 99])
    return f"top-{op}"


def ability_objects(s: Scenario) -> list[tuple[dict[str, Any], int, dict[str, Any]]]:
    """(holder, index, ability) of every ability object on a card or a token spec."""
    holders = [c for c in s.get("cards", []) if isinstance(c, dict)]
    holders += [a["token"] for a in s.get("actions", []) if isinstance(a, dict) and isinstance(a.get("token"), dict)]
    return [(h, i, a) for h in holders for i, a in enumerate(h.get("abilities") or []) if isinstance(a, dict)]


def m_sf_ability(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Change an ability object: kind, trigger, aim, effect template, condition, delay, amount, ..."""
    found = ability_objects(s)
    if not found:
        cards = [c for c in s.get("cards", []) if isinstance(c, dict)]
        if not cards:
            return None
        rng.choice(cards).setdefault("abilities", []).append(copy.deepcopy(rng.choice(pools.ability_objects)))
        return "abil-added"
    holder, index, ability = rng.choice(found)
    effect = ability.get("effect") if isinstance(ability.get("effect"), dict) else None
    op = rng.choice(["kind", "trigger", "condition", "optional", "drop_effect", "library"] +
                    (["aim", "effect", "effect", "delayed", "amount", "select", "duration"] if effect is not None else []))
    if op == "kind":
        ability["kind"] = rng.choice(["continuous", "turn_and_maintain", "triggered", "activated"])
    elif op == "trigger":
        trigger = ability.setdefault("trigger", {})
        trigger["on"] = rng.choice(SF_TRIGGERS)
        if rng.random() < 0.3:
            trigger["any_card"] = True
        if rng.random() < 0.3:
            trigger["whose_turn"] = rng.choice(["you", "opponent", "any"])
    elif op == "condition":
        ability["condition"] = {"is": rng.choice(SF_CONDITIONS)}
        if rng.random() < 0.4:
            ability["condition"]["of"] = rng.choice(["affected", "source"])
    elif op == "optional":
        ability["optional"] = not ability.get("optional", False)
    elif op == "drop_effect":
        ability.pop("effect", None)
    elif op == "library":
        holder["abilities"][index] = copy.deepcopy(rng.choice(pools.ability_objects))
    else:
        change_template(effect, op, rng)
    return f"abil-{op} {holder.get('id')}[{index}]"


def change_template(effect: Any, op: str, rng: random.Random) -> None:
    if op == "aim":
        effect["aim"] = rng.choice(SF_AIMS)
    elif op == "effect":
        effect["effect"] = rng.choice(SF_KINDS)
    elif op == "delayed":
        later = {"effect": rng.choice(["smoke", "damage", "toast", "heal", "unturn", "turn", "take_control"]),
                 "aim": "trigger_card"}
        if rng.random() < 0.5:
            later["amount"] = 1
        effect["delayed"] = {"at": rng.choice(["end_of_turn", "end_of_attack"]), "effect": later}
    elif op == "amount":
        effect["amount"] = rng.choice(EXTREMES)
    elif op == "select":
        effect["select"] = rng.choice([{"type": "character"}, {"type": "site"}, {"controller": "opponent"},
                                       {"other": True}, {"type": "state"}])
    else:
        effect["duration"] = rng.choice(["attack", "turn", "permanent", "combat", "next_turn"])


def m_sf_token_ability(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """A token carrying an ability object (maybe a trigger on entering play), then maybe used."""
    token_id = f"tk{rng.randrange(100)}"
    action = token_action(s, rng, token_id)
    abilities = [copy.deepcopy(rng.choice(pools.ability_objects))]
    if rng.random() < 0.5:
        abilities.insert(0, rng.choice(["Toughness: 1", "Toast It", "Unique", "Regenerate", "Ambush", "Independent"]))
    action["token"]["abilities"] = abilities
    made = insert_action(s, rng, action)
    if rng.random() < 0.6:
        ids = ids_of(s, "shadowfist")
        use: dict[str, Any] = {"do": "use", "id": f"u{token_id}", "player": rng.choice(ids.players), "card": token_id,
                               "ability": len(abilities) - 1}
        if ids.cards and rng.random() < 0.6:
            use["targets"] = [rng.choice(ids.cards + [token_id])]
        insert_action(s, rng, use, after=made + 1)
    return "token-abil"


def m_sf_use(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Use an ability object of any card (in hand, smoked, an opponent's, a token's), sometimes a wrong index."""
    found = ability_objects(s)
    ids = ids_of(s, "shadowfist")
    if not found or not ids.players:
        return None
    holder, index, _ability = rng.choice(found)
    use: dict[str, Any] = {"do": "use", "id": f"u{rng.randrange(1000)}", "player": rng.choice(ids.players),
                           "card": holder.get("id"), "ability": index if rng.random() < 0.85 else rng.choice([0, index + 1, 7])}
    targets = ids.cards + ids.tokens + ids.effects
    if targets and rng.random() < 0.7:
        use["targets"] = [rng.choice(targets) for _ in range(rng.choice([1, 1, 2]))]
    insert_action(s, rng, use)
    if rng.random() < 0.3:
        insert_action(s, rng, {"do": "pass"})
    return f"use {use['card']}[{use['ability']}]"


# ---------- UFS ----------

def m_ufs_card(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Move a card between zones and players, change its keywords, numbers or type, swap the attack, ..."""
    players = [p for p in s.get("players", []) if isinstance(p, dict)]
    held = [(p, z) for p in players for z in ("staging", "hand", "card_pool") if isinstance(p.get(z), list) and p[z]]
    op = rng.choice(["move", "move", "keyword", "unkeyword", "num", "type", "library", "remove",
                     "attack_num", "attack_keyword", "attack_swap", "deck", "player_field", "add"])
    attack = s.get("attack")
    if op in ("move", "keyword", "unkeyword", "num", "type", "library", "remove"):
        if not held:
            return None
        player, zone = rng.choice(held)
        return change_ufs_card(player[zone], rng.randrange(len(player[zone])), op, rng, pools, players)
    if op.startswith("attack"):
        if not isinstance(attack, dict) or not isinstance(attack.get("card"), dict):
            return None
        card = attack["card"]
        if op == "attack_num":
            card[rng.choice(["difficulty", "speed", "damage"])] = rng.choice(EXTREMES)
        elif op == "attack_keyword":
            card.setdefault("keywords", []).append(rng.choice(pools.keywords))
        else:
            new = copy.deepcopy(rng.choice(pools.attacks))
            new["player"] = attack.get("player")
            new.setdefault("card", {})["id"] = card.get("id")
            s["attack"] = new
    elif op == "deck":
        rng.choice(players)["deck"] = rng.choice([[], [0], [1], [9, 9, 9], [0] * 30,
                                                  [rng.randrange(7) for _ in range(rng.randrange(8))]])
    elif op == "player_field":
        key = rng.choice([k for k in pools.player_fields if k != "id"])
        rng.choice(players)[key] = copy.deepcopy(rng.choice(pools.player_fields[key]))
    else:
        player, zone = rng.choice(players), rng.choice(["staging", "hand", "card_pool"])
        player.setdefault(zone, []).append({**copy.deepcopy(rng.choice(pools.cards)), "id": f"fz{rng.randrange(1000)}"})
    return f"ufs-{op}"


def change_ufs_card(zone: list[Any], i: int, op: str, rng: random.Random, pools: Pools, players: list[dict[str, Any]]) -> str | None:
    card = zone[i]
    if op == "move":
        zone.pop(i)
        rng.choice(players).setdefault(rng.choice(UFS_ZONES), []).append(card)
    elif op == "remove":
        zone.pop(i)
    elif op == "library":
        zone[i] = {**copy.deepcopy(rng.choice(pools.cards)), "id": card.get("id")}
    elif op == "keyword":
        card.setdefault("keywords", []).append(rng.choice(pools.keywords))
    elif op == "unkeyword":
        card["keywords"].pop(rng.randrange(len(card["keywords"])))
    elif op == "num":
        card[rng.choice(["difficulty", "control", "block_modifier", "speed", "damage", "check"])] = rng.choice(EXTREMES)
    else:
        card["type"] = rng.choice(["foundation", "action", "attack", "asset", "character"])
    return f"ufs-{op} {card.get('id')}"


def m_ufs_pay(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """Costs on an enhance, response or block: any card destroyed, removed, flipped, committed, ..."""
    ids = ids_of(s, "ufs").cards
    actions = [a for a in s.get("actions", []) if isinstance(a, dict) and a.get("do") in ("enhance", "respond", "block")]
    if not ids or not actions:
        return None
    action = rng.choice(actions)
    if action["do"] == "block" or rng.random() < 0.2:
        action["commit"] = [rng.choice(ids) for _ in range(rng.choice([1, 1, 2, 3]))]
        return "ufs-commit"
    pay = action.setdefault("pay", {})
    key = rng.choice(UFS_PAY_KEYS + ["momentum", "check"])
    pay[key] = rng.choice([0, 1, 2, 5, 99]) if key in ("momentum", "check") else [rng.choice(ids) for _ in range(rng.choice([1, 1, 2]))]
    return f"ufs-pay {key}"


def m_ufs_action(s: Scenario, rng: random.Random, pools: Pools) -> str | None:
    """A new enhance, response (keyword or condition), block, no block or pass."""
    ids = ids_of(s, "ufs")
    if not ids.cards or not ids.players:
        return None
    p, card = rng.choice(ids.players), rng.choice(ids.cards)
    action = rng.choice([
        {"do": "enhance", "player": p, "card": card,
         "modify": {rng.choice(["speed", "damage", "difficulty"]): rng.choice([-3, 1, 2])}},
        {"do": "enhance", "player": p, "keyword": rng.choice(["Stun", "Breaker", "Reversal", "Throw", "Powerful", "Ally"])},
        {"do": "respond", "player": p, "card": card, "keyword": rng.choice(["Breaker", "Reversal"])},
        {"do": "respond", "player": p, "card": card, "condition": rng.choice(["blocked", "hit", "played", "enhanced"]),
         "modify": {"damage": rng.choice([-2, 2])}},
        {"do": "respond", "player": p, "card": card, "condition": "blocked", "deals_no_damage": True},
        {"do": "block", "player": p, "card": card, "commit": [rng.choice(ids.cards)] if rng.random() < 0.5 else []},
        {"do": "no_block", "player": p},
        {"do": "pass", "player": p},
    ])
    if action["do"] in ("enhance", "respond") and rng.random() < 0.3:
        action["pay"] = {rng.choice(UFS_PAY_KEYS): [rng.choice(ids.cards)]}
    insert_action(s, rng, action)
    return f"ufs-newact {action['do']}"


#: (mutator, weight) per game; the weights are the ones the throwaway run found its crashes with.
SHARED: list[tuple[Mutator, int]] = [(m_reference, 2), (m_player, 1), (m_number, 1), (m_bool, 1), (m_string, 1),
                                     (m_drop_key, 1), (m_list, 1), (m_actions, 3)]
MUTATORS: dict[str, list[tuple[Mutator, int]]] = {
    "shadowfist": SHARED + [(m_sf_card, 3), (m_sf_token, 2), (m_sf_reference_action, 3), (m_sf_effect_kind, 1),
                            (m_sf_top_level, 1), (m_sf_ability, 3), (m_sf_token_ability, 2), (m_sf_use, 2)],
    "ufs": SHARED + [(m_ufs_card, 4), (m_ufs_pay, 2), (m_ufs_action, 3)],
}


def mutate(scenario: Scenario, rng: random.Random, pools: Pools, count: int) -> list[str]:
    """Apply `count` mutations (each: up to five mutators tried until one applies); their descriptions."""
    mutators, weights = zip(*MUTATORS[pools.game], strict=True)
    applied = []
    for _ in range(count):
        for _attempt in range(5):
            mutator = rng.choices(mutators, weights)[0]
            try:
                description = mutator(scenario, rng, pools)
            except SHAPE_ERRORS:
                description = None
            if description:
                applied.append(description)
                break
    return applied
