"""The legality query offers every kind of UFS action where it is legal (docs/ufs-engine.md).

`KINDS` holds, for each kind of action the engine takes, a prefix where that action is legal
and the complete action a player would append. The query must offer a template of it (the
same `do`, player, card, keyword, condition and restrictions, with the remaining fields among
the option's `open` details), and appending the complete action must resolve without
`illegal` at its index. A further test checks the list covers every action kind the schema has.
"""

from __future__ import annotations

from typing import Any

import pytest
from ufs_builders import attack, block, guard, passes, player_a, player_b, scenario

from refbase.engines.legality import accepted
from refbase.engines.ufs.action_schemas import ACTION_SCHEMAS
from refbase.engines.ufs.engine import resolve_watching
from refbase.engines.ufs.options import options

IDENTITY = ("do", "player", "card", "keyword", "condition")
ACTION_CARD = {"id": "focus", "name": "Focus", "type": "action", "difficulty": 1}
REVERSAL = {"id": "rev", "name": "Counter", "type": "attack", "difficulty": 1, "zone": "high", "speed": 2,
            "damage": 2, "keywords": ["Reversal"]}
OLD_KICK = {"id": "old", "name": "Old Kick", "type": "attack", "difficulty": 2, "zone": "low", "speed": 2, "damage": 2}
BLOCKED = [*passes(), block("guard", commit=[])]


def b_guard(*extra: dict, breaker: bool = False) -> dict:
    card = guard("mid", modifier=1, **({"keywords": ["Breaker: 2"]} if breaker else {}))
    return player_b(hand=[card, *extra], deck=[5, 5], vitality=20)


def _committed_a() -> dict:
    return player_a(staging=[{"id": "fa1", "type": "foundation", "ready": False}])


#: name -> (prefix payload, the complete action appended)
KINDS: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "pass": (scenario([]), {"do": "pass", "player": "A"}),
    "enhance keyword": (scenario([], card=attack(keywords=("Stun: 1",))),
                        {"do": "enhance", "player": "A", "keyword": "Stun"}),
    "enhance keyword with momentum": (scenario([], a=player_a(momentum=2), card=attack(keywords=("Powerful: 1",))),
                                      {"do": "enhance", "player": "A", "keyword": "Powerful", "pay": {"momentum": 1}}),
    "enhance staging": (scenario([]), {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                                       "pay": {"commit": ["fa1"]}}),
    "enhance staging destroy": (scenario([]), {"do": "enhance", "player": "A", "card": "fa1", "modify": {"damage": 2},
                                               "pay": {"destroy": ["fa1"]}}),
    "enhance staging flip": (scenario([]), {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                                            "pay": {"flip": ["fa1"]}}),
    "enhance character for a foundation": (scenario([]), {"do": "enhance", "player": "A", "card": "fa1",
                                                          "modify": {"speed": 2},
                                                          "pay": {"foundations": ["fa1", "A.character"]}}),
    "enhance check cost": (scenario([], a=player_a(deck=[5, 2])),
                           {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                            "pay": {"check": 3, "check_commit": ["fa1"]}}),
    "enhance restricted": (scenario([]), {"do": "enhance", "player": "A", "card": "A.character",
                                          "modify": {"speed": 1}, "restrictions": {"your_attack": True}}),
    "enhance action card in hand": (scenario([], a=player_a(hand=[ACTION_CARD], deck=[5, 5])),
                                    {"do": "enhance", "player": "A", "card": "focus", "modify": {"speed": 1}}),
    "enhance on the attack": (scenario([]), {"do": "enhance", "player": "A", "card": "atk", "deals_no_damage": False,
                                             "modify": {"damage": 1}}),
    "enhance from the card pool": (scenario([], a=player_a(card_pool=[OLD_KICK])),
                                   {"do": "enhance", "player": "A", "card": "old", "modify": {"speed": 1},
                                    "pay": {"remove": ["old"]}, "restrictions": {"zone": "card_pool"}}),
    "enhance while committed": (scenario([], a=_committed_a()),
                                {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                                 "restrictions": {"while_committed": True}}),
    "enhance by either player": (scenario([{"do": "pass", "player": "A"}]),
                                 {"do": "enhance", "player": "B", "card": "fa1", "modify": {"speed": -1},
                                  "restrictions": {"either_player": True}}),
    "enhance no damage": (scenario([{"do": "pass", "player": "A"}]),
                          {"do": "enhance", "player": "B", "card": "fb1", "deals_no_damage": True,
                           "pay": {"commit": ["fb1"]}}),
    "enhance unlocated": (scenario([]), {"do": "enhance", "player": "A", "modify": {"speed": 1}}),
    "block": (scenario(passes(), b=b_guard()), {"do": "block", "player": "B", "card": "guard", "commit": []}),
    "no_block": (scenario(passes(), b=b_guard()), {"do": "no_block", "player": "B"}),
    "respond Breaker": (scenario(BLOCKED, b=b_guard(breaker=True)),
                        {"do": "respond", "player": "B", "card": "guard", "keyword": "Breaker"}),
    "respond Reversal": (scenario(BLOCKED, b=b_guard(REVERSAL)),
                         {"do": "respond", "player": "B", "card": "rev", "keyword": "Reversal", "commit": []}),
    "respond blocked": (scenario(BLOCKED, b=b_guard()),
                        {"do": "respond", "player": "B", "card": "fb1", "condition": "blocked", "gain_vitality": 1,
                         "pay": {"destroy": ["fb1"]}}),
    "respond blocked by the attacker": (scenario(BLOCKED, a=player_a(vitality=15), b=b_guard()),
                                        {"do": "respond", "player": "A", "card": "fa1", "condition": "blocked",
                                         "gain_vitality": 1, "pay": {"commit": ["fa1"]}}),
    "respond from the card pool": (scenario(BLOCKED, b=b_guard()),
                                   {"do": "respond", "player": "B", "card": "guard", "condition": "blocked",
                                    "deals_no_damage": True, "restrictions": {"zone": "card_pool"}}),
    "respond resolved": (scenario(BLOCKED, b=b_guard()),
                         {"do": "respond", "player": "B", "card": "fb2", "condition": "resolved", "gain_vitality": 2,
                          "pay": {"flip": ["fb2"]}}),
    "respond by either player": (scenario(BLOCKED, b=b_guard()),
                                 {"do": "respond", "player": "B", "card": "fa1", "condition": "resolved",
                                  "gain_vitality": 1, "restrictions": {"either_player": True}}),
    "respond while committed": (scenario([*passes(), block("guard", commit=[])],
                                         b={**b_guard(), "staging": [{"id": "fb1", "type": "foundation", "ready": False},
                                                                     {"id": "fb2", "type": "foundation"}]}),
                                {"do": "respond", "player": "B", "card": "fb1", "condition": "blocked",
                                 "gain_vitality": 1, "restrictions": {"while_committed": True}}),
}


def _template_of(option: dict[str, Any], open_: tuple[str, ...], action: dict[str, Any]) -> bool:
    """The option names the same ability, and the action's other fields are its open details."""
    same = all(option.get(k) == action.get(k) for k in IDENTITY)
    rest = set(action) - set(IDENTITY) - set(option)
    return same and rest <= set(open_) and all(action[k] == v for k, v in option.items())


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_action_kind_is_offered_where_legal_and_appending_it_is_accepted(kind):
    payload, action = KINDS[kind]
    found = options(payload)
    assert any(_template_of(o.action, o.open, action) for o in found.options), (
        kind, [o.action for o in found.options])
    appended = resolve_watching({**payload, "actions": [*payload["actions"], action]}, watch=False)
    assert accepted(len(payload["actions"]), appended), appended.resolution.illegal


def test_the_kinds_cover_every_action_the_schema_has():
    """Every `do`, both keyword responses, both response conditions, every enhance source and every
    cost shorthand appears in KINDS."""
    actions = [action for _, action in KINDS.values()]
    assert {a["do"] for a in actions} == set(ACTION_SCHEMAS)
    assert {a.get("keyword") for a in actions if a["do"] == "respond"} >= {"Breaker", "Reversal"}
    assert {a.get("condition") for a in actions if a["do"] == "respond"} >= {"blocked", "resolved"}
    costs = {k for a in actions for k in a.get("pay", {})}
    assert costs >= {"commit", "momentum", "check", "check_commit", "foundations", "destroy", "remove", "flip"}
    zones = {a.get("restrictions", {}).get("zone") for a in actions} | {a.get("card") for a in actions}
    assert {"card_pool", "atk", "focus", "fa1", None} <= zones
    widened = {(a["do"], k) for a in actions for k in a.get("restrictions", {})}
    assert {(do, k) for do in ("enhance", "respond") for k in ("zone", "while_committed", "either_player")} <= widened


def test_an_illegal_kind_is_not_offered():
    """[Opponent's attack] on the attacker's own enhance is not accepted (H.3.2.2.6) and not
    offered; a committed card's ability is offered only with "playable while committed" (H.5.1)."""
    payload = scenario([])
    action = {"do": "enhance", "player": "A", "card": "fa1", "restrictions": {"opponents_attack": True}}
    appended = resolve_watching({**payload, "actions": [action]}, watch=False)
    assert not accepted(0, appended)
    found = options(payload)
    assert action not in [o.action for o in found.options]
    committed = [o.action for o in options(scenario([], a=_committed_a())).options if o.action.get("card") == "fa1"]
    assert committed == [{"do": "enhance", "player": "A", "card": "fa1", "restrictions": {"while_committed": True}}]
