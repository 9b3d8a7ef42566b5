"""The legality query for Shadowfist (docs/api.md): options come from the engine's own checks.

Properties over generated boards at every prefix of a generated attack: each offered action
resolves without `illegal` at its index; an action resolve accepts there is offered; at a
`pending` point the offered actions are the pending decision's own options.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refbase.engines.common import Outcome, ScenarioInvalid
from refbase.engines.legality import Options, accepted
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.engine import resolve_watching
from refbase.engines.shadowfist.loading.scenario import load_board, load_scenario
from refbase.engines.shadowfist.options import options
from refbase.engines.shadowfist.standings.decision_options import decision_actions

from .test_contract_example import CONTRACT_EXAMPLE
from .test_properties import FATES, boards_with_attacks

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def prefixes(draw: st.DrawFn) -> dict[str, Any]:
    payload = draw(boards_with_attacks())
    cut = draw(st.integers(0, len(payload["actions"])))
    return {**payload, "actions": payload["actions"][:cut]}


def answer(payload: dict[str, Any]) -> Options | None:
    try:
        return options(payload)
    except ScenarioInvalid:
        return None


def accepted_at_end(payload: dict[str, Any], action: dict[str, Any]) -> bool:
    """Resolve takes the action and finds nothing illegal at its index."""
    longer = {**payload, "actions": [*payload["actions"], action]}
    try:
        scenario = load_scenario(longer)
        return accepted(len(payload["actions"]), resolve_watching(scenario, load_board(scenario), watch=False))
    except ScenarioInvalid:
        return False


def space(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """Closed-form actions (no free effect text) that could make sense on this board."""
    cards = payload["cards"]
    chars = [c for c in cards if c["type"] == "character"]
    targets = [c["id"] for c in cards if c["type"] != "state" and c["controller"] != "A"]
    out: list[dict[str, Any]] = [{"do": "pass"}, {"do": "end_turn", "player": "A"}]
    out += [{"do": "declare_attack", "player": "A", "attackers": [a["id"]], "target": t}
            for a in chars if a["controller"] == "A" for t in targets]
    out += [{"do": "join", "player": c["controller"], "attackers": [c["id"]]} for c in chars if c["controller"] != "A"]
    out += [{"do": "intercept", "player": c["controller"], "assignments": [{"attacker": a["id"], "chain": [c["id"]]}]}
            for c in chars if c["controller"] != "A" for a in chars if a["controller"] == "A"]
    out += [{"do": "site_fate", "player": "A", "site": t, "choice": f} for t in targets for f in FATES]
    return out


@pytest.mark.slow
@SETTINGS
@given(prefixes())
def test_every_offered_action_appended_resolves_without_illegal_there(payload):
    found = answer(payload)
    if found is None:
        return
    for option in found.options:
        assert accepted_at_end(payload, option.action), option


@SETTINGS
@given(prefixes(), st.data())
def test_an_action_resolve_accepts_is_offered(payload, data):
    found = answer(payload)
    if found is None or found.outcome == Outcome.ILLEGAL:
        return
    offered = [o.action for o in found.options]
    for action in data.draw(st.lists(st.sampled_from(space(payload)), min_size=1, max_size=6)):
        if accepted_at_end(payload, action):
            assert action in offered, action


@SETTINGS
@given(prefixes())
def test_at_a_pending_point_the_options_are_the_pending_decisions_options(payload):
    found = answer(payload)
    if found is None or found.outcome != Outcome.PENDING:
        return
    scenario = load_scenario(payload)
    watched = resolve_watching(scenario, load_board(scenario))
    resolution, standings = watched.resolution, watched.standings
    pending = resolution.pending
    assert pending is not None
    if len(standings) != 1:
        return  # optional windows (scenes, joining) came before the decision
    do = standings[0].candidates[0].action["do"] if standings[0].candidates else None
    wanted = [action for _, action in decision_actions(str(do), pending.player, list(pending.options))]
    assert sorted(map(repr, (o.action for o in found.options))) == sorted(map(repr, wanted))


def test_28_6_1_interception_options_name_each_character_at_the_location():
    prefix = {**CONTRACT_EXAMPLE, "actions": CONTRACT_EXAMPLE["actions"][:2]}
    found = options(prefix)
    assert found.at["phase"] == "interception"
    intercepts = [o for o in found.options if o.action["do"] == "intercept"]
    assert [o.action for o in intercepts] == [
        {"do": "intercept", "player": "B", "assignments": [{"attacker": "hitter", "chain": ["guard"]}]}]
    assert intercepts[0].label == "B intercepts Big Hitter with Gate Guard"
    assert any(r.number == "28.6.1" for r in intercepts[0].rules)


def test_30_3_3_site_fate_decision_offers_each_fate():
    prefix = {**CONTRACT_EXAMPLE, "actions": CONTRACT_EXAMPLE["actions"][:5]}
    found = options(prefix)
    assert found.outcome == Outcome.PENDING and found.pending is not None
    assert found.pending.decision == "site_fate"
    choices = {o.action["choice"] for o in found.options if o.action["do"] == "site_fate"}
    assert choices == {"seize", "burn_for_victory", "burn_for_power", "smoke"}
    assert any(o.action == {"do": "pass"} for o in found.options)  # the pre-combat scene may still close


def test_illegal_prefix_is_answered_as_resolve_answers_it():
    prefix = {**CONTRACT_EXAMPLE, "actions": [{"do": "site_fate", "player": "A", "site": "bsite", "choice": "smoke"}]}
    found = options(prefix)
    assert found.outcome == Outcome.ILLEGAL and found.options == ()
    assert found.illegal == resolve(prefix).illegal


def _home_site_attack() -> dict[str, Any]:
    """A (two Sites of its own, so a back row is open) attacks B's Feng Shui Site and reduces it."""
    site = {"type": "feng_shui_site", "row": "front", "body": 5}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{**site, "id": "a1", "title": "Home", "controller": "A", "column": 1},
                      {**site, "id": "a2", "title": "Yard", "controller": "A", "column": 2},
                      {"id": "hitter", "title": "Hitter", "type": "character", "controller": "A", "fighting": 6,
                       "column": 1},
                      {**site, "id": "b1", "title": "Target", "controller": "B", "column": 1}],
            "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "b1"}]}


def test_30_3_3_2_seize_options_name_each_empty_back_row_for_the_seized_site():
    found = options(_home_site_attack())
    places = [o for o in found.options if o.action["do"] == "site_fate" and "column" in o.action]
    assert [(o.action["column"], o.action["row"]) for o in places] == [(1, "back"), (2, "back")]
    assert places[0].label == "A chooses seize for Target into column 1, back row"
    payload = _home_site_attack()
    payload["actions"] = [*payload["actions"], places[1].action, {"do": "place_attackers", "player": "A"}]
    site = resolve(payload).final["cards"]["b1"]
    assert (site["controller"], site["column"], site["row"]) == ("A", 2, "back")


def test_31_6_bidding_options_offer_every_amount_up_to_the_bidders_power():
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B", "power": 6}],
               "cards": [{"id": "old", "title": "Lone Master", "type": "character", "controller": "B",
                          "fighting": 3, "unique": True},
                         {"id": "new", "title": "Lone Master", "type": "character", "controller": "A", "zone": "hand",
                          "cost": 1, "fighting": 3, "unique": True}],
               "actions": [{"do": "play", "player": "A", "card": "new"}, {"do": "bid", "player": "A", "amount": 1}]}
    bids = [o.action["amount"] for o in options(payload).options if o.action["do"] == "bid"]
    assert bids == [2, 3, 4, 5, 6]
    resolved = resolve({**payload, "actions": [*payload["actions"], {"do": "bid", "player": "B", "amount": 6}]})
    assert resolved.outcome != Outcome.ILLEGAL


def _library(name: str) -> dict[str, Any]:
    path = Path(__file__).resolve().parents[3] / "scenarios" / "shadowfist" / f"{name}.json"
    return dict(json.loads(path.read_text())["scenario"])


def test_9_1_4_1_every_placement_of_two_characters_is_offered_and_resolves():
    """Two Characters in a collapsing location: each option places both (one `moves` map)."""
    s = _library("sf-9-1-4-1-middle-column-collapses")
    s["cards"].append({"id": "mid2", "title": "Second Guard", "type": "character", "controller": "B",
                       "fighting": 2, "column": 2})
    s["actions"] = s["actions"][:-1]
    found = options(s)
    moves = [o.action["moves"] for o in found.options if o.action["do"] == "relocate"]
    assert sorted(map(repr, moves)) == sorted(map(repr, [
        {"mid": a, "mid2": b} for a in ("left", "right") for b in ("left", "right")]))
    label = next(o.label for o in found.options if o.action.get("moves") == {"mid": "left", "mid2": "right"})
    assert label == "B moves Middle Guard to the left, Second Guard to the right"
    for o in found.options:
        if o.action["do"] == "relocate":
            assert resolve({**s, "actions": [*s["actions"], o.action]}).outcome != Outcome.ILLEGAL


def test_30_3_1_every_division_of_the_damage_is_offered():
    """A Character facing two attackers divides its damage (30.3.1): every split is an option."""
    s = _library("sf-30-3-1-the-defender-divides-the-damage")
    s["actions"] = [a for a in s["actions"] if a["do"] != "divide"]
    found = options(s)
    splits = [o.action["damage"] for o in found.options if o.action["do"] == "divide"]
    total = sum(next(iter(splits)).values())
    assert len(splits) == total + 1  # n to the first and total - n to the second, n = total..0
    assert all(sum(d.values()) == total for d in splits)
    assert "B divides Big Boss's damage: 4 to First Attacker, 1 to Second Attacker" in \
        [o.label for o in found.options]


def test_44_2_a_play_from_the_smoked_pile_is_offered_only_as_permitted_by_card_text():
    payload = {"game": "shadowfist", "active_player": "A",
               "players": [{"id": "A", "power": 5}, {"id": "B"}],
               "cards": [{"id": "ghost", "title": "Restless Ghost", "type": "character", "controller": "A",
                          "fighting": 2, "cost": 1, "zone": "smoked"}],
               "actions": []}
    plays = [o for o in options(payload).options if o.action.get("from_pile") == "smoked"]
    assert plays and all("permits it (44.2)" in o.label and "permitted_by" in o.open for o in plays)


def _board(*extra: dict[str, Any], actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "s1", "title": "Site A", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5},
                      {"id": "s2", "title": "Site A2", "type": "site", "controller": "A", "column": 2, "row": "front", "body": 5},
                      {"id": "b1", "title": "Site B", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 5},
                      *extra], "actions": actions or []}


def test_13_1_moves_to_adjacent_locations_are_offered_turned_only_with_mobility():
    found = options(_board({"id": "a", "title": "Hitter", "type": "character", "controller": "A", "fighting": 3, "column": 1},
                           {"id": "t", "title": "Tired", "type": "character", "controller": "A", "fighting": 3, "column": 2,
                            "turned": True},
                           {"id": "m", "title": "Runner", "type": "character", "controller": "A", "fighting": 3, "column": 2,
                            "turned": True, "abilities": ["Mobility"]}))
    moves = {(o.action["character"], o.action["to"]["column"]) for o in found.options if o.action["do"] == "move"}
    assert moves == {("a", 2), ("m", 1)}  # 10.3.1 turns to move; 50.11 Mobility moves turned


def test_50_14_stealth_is_offered_against_each_interceptor_of_a_stealthy_attacker():
    sneak = {"id": "k", "title": "Ninja", "type": "character", "controller": "A", "fighting": 3, "column": 1,
             "abilities": ["Stealth"]}
    guard = {"id": "g", "title": "Guard", "type": "character", "controller": "B", "fighting": 2, "column": 1}
    found = options(_board(sneak, guard, actions=[
        {"do": "declare_attack", "player": "A", "attackers": ["k"], "target": "b1"},
        {"do": "intercept", "player": "B", "assignments": [{"attacker": "k", "chain": ["g"]}]}]))
    assert {"do": "stealth", "player": "A", "attacker": "k", "bypass": "g"} in [o.action for o in found.options]


def test_50_16_an_attacker_with_tactics_is_offered_ceasing_to_attack() -> None:
    """Tactics: once the attack is declared, its attacker's "cease attacking" is a one-click
    option, generated by the attacker itself (not a template to fill in)."""
    path = Path(__file__).resolve().parents[3] / "scenarios" / "shadowfist" / "sf-50-16-tactics-ceases-attacking.json"
    scenario = json.loads(path.read_text())["scenario"]
    before = options({**scenario, "actions": scenario["actions"][:0]})
    after = options({**scenario, "actions": scenario["actions"][:1]})
    tactics = [o for o in after.options if o.action.get("effect") == "cease_attacking"]
    assert not [o for o in before.options if o.action.get("effect") == "cease_attacking"]
    assert [(o.action["card"], o.action["targets"], o.open) for o in tactics] == [("scout", ["scout"], ())]
    assert "50.16" in [r.number for r in tactics[0].rules]


def test_33_1_cancel_and_smoke_is_offered_on_an_event_being_played():
    """Natural Order's "Cancel and smoke a [H] card" may choose Tech Zap while it is being played
    (33.1: "cancel any unresolved effect including those triggered on the play of the card
    itself"): the query offers it on the Event, which is not in play."""
    from tests.engines.shadowfist._support import LIBRARY_DIR, load

    item = load(LIBRARY_DIR / "sf-33-1-card-natural-order-cancels-a-tech-event-as-it-is-played.json")
    prefix = {**item["scenario"], "actions": item["scenario"]["actions"][:1]}
    found = options(prefix)
    cancels = [o for o in found.options if o.action.get("card") == "order" and o.action.get("targets") == ["zap"]]
    assert cancels and cancels[0].label.endswith("on Tech Zap")
