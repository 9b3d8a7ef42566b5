"""The legality query for UFS (docs/api.md): options come from the engine's own checks.

Properties over generated tables, at every prefix of a generated script: each offered action
resolves without `illegal` at its index; an action resolve accepts there is offered; at a
`pending` point the offered actions are the pending decision's own options.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_ufs_properties import tables
from ufs_builders import attack, guard, passes, player_a, player_b, scenario

from refbase.engines.common import Outcome, ScenarioInvalid
from refbase.engines.legality import Option, Options, accepted
from refbase.engines.ufs import resolve
from refbase.engines.ufs.engine import resolve_watching
from refbase.engines.ufs.options import options

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KEY_FIELDS = ("do", "player", "card", "keyword", "condition")
#: the restrictions that widen where an ability is played from: an offered template carries them
WIDENING = ("zone", "while_committed", "either_player")


def is_template_of(option: Option, action: dict[str, Any]) -> bool:
    """The option names the action, whose other fields are the option's open details."""
    return all(action.get(k) == v for k, v in option.action.items()) and set(action) - set(option.action) <= set(option.open)


def key(action: dict[str, Any]) -> tuple[Any, ...]:
    """What tells actions apart once an option's open details (effect, costs) are filled in."""
    widening = {k: v for k, v in (action.get("restrictions") or {}).items() if k in WIDENING}
    return (*(action.get(k) for k in KEY_FIELDS), json.dumps(widening, sort_keys=True))


@st.composite
def prefixes(draw: st.DrawFn) -> dict[str, Any]:
    payload = draw(tables())
    cut = draw(st.integers(0, len(payload["actions"])))
    return {**payload, "actions": payload["actions"][:cut]}


def answer(payload: dict[str, Any]) -> Options | None:
    try:
        return options(payload)
    except ScenarioInvalid:
        return None


def accepted_at_end(payload: dict[str, Any], action: dict[str, Any]) -> bool:
    """Resolve takes the action (it is not left waiting behind the same open decision) and
    finds nothing illegal at its index."""
    try:
        return accepted(len(payload["actions"]), resolve_watching({**payload, "actions": [*payload["actions"], action]},
                                                                  watch=False))
    except ScenarioInvalid:
        return False


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
    space = [{"do": "pass", "player": p} for p in "AB"] + [{"do": "no_block", "player": "B"}]
    space += [{"do": "enhance", "player": "A", "keyword": k, "pay": {"momentum": 1}} for k in ("EX", "Powerful")]
    space += [{"do": "enhance", "player": "A", "keyword": "Stun"}, {"do": "enhance", "player": "B", "card": "fb1"},
              {"do": "enhance", "player": "A", "card": "fa0", "modify": {"speed": 1}}]
    space += [{"do": "block", "player": "B", "card": f"g{i}", "commit": []} for i in range(3)]
    space += [{"do": "respond", "player": "B", "card": f"g{i}", "keyword": "Breaker"} for i in range(3)]
    space += [{"do": "respond", "player": p, "card": c, "condition": e, "gain_vitality": 1}
              for p, c in (("A", "A.character"), ("B", "fb1"), ("B", "B.character")) for e in ("blocked", "resolved")]
    space += [{"do": "respond", "player": "B", "card": "A.character", "condition": "blocked",
               "restrictions": {"either_player": True}},
              {"do": "enhance", "player": "B", "card": "A.character", "modify": {"speed": -1},
               "restrictions": {"either_player": True}},
              {"do": "enhance", "player": "A", "card": "fa0", "modify": {"speed": 1},
               "restrictions": {"while_committed": True}},
              {"do": "enhance", "player": "B", "card": "fb2", "modify": {"speed": -1}, "pay": {"destroy": ["fb2"]}}]
    for action in data.draw(st.lists(st.sampled_from(space), min_size=1, max_size=4, unique_by=key)):
        if accepted_at_end(payload, action):
            assert any(is_template_of(o, action) for o in found.options), (action, [o.action for o in found.options])


@SETTINGS
@given(prefixes())
def test_at_a_pending_point_the_options_are_the_pending_decisions_options(payload):
    found = answer(payload)
    if found is None or found.outcome != Outcome.PENDING:
        return
    watched = resolve_watching(payload)
    resolution, standings = watched.resolution, watched.standings
    assert resolution.pending is not None
    pending = [o for o in resolution.pending.options if isinstance(o, dict)]
    if len(standings) != 1 or not pending:
        return  # optional windows came first, or the decision is a detail of an earlier action
    offered = [o.action for o in found.options]
    assert all(p in offered for p in pending)  # every pending option is offered as is
    for action in offered:  # and nothing else, but for the details of an open enhance template
        assert any(p["do"] == action["do"] and p["player"] == action["player"]
                   and all(p.get(k) in (None, action.get(k)) for k in ("card", "keyword")) for p in pending), action


def test_G_2_1_block_step_options_name_each_fitting_card_and_declining():
    b = player_b(hand=[guard("mid", cid="g0"), guard("high", cid="g1")])
    found = options(scenario(passes(), b=b, card=attack("low")))
    assert found.at == {"phase": "block", "window": "Block Step of Strike", "decision_by": "B", "step": "block"}
    assert [o.action for o in found.options] == [{"do": "no_block", "player": "B"},
                                                 {"do": "block", "player": "B", "card": "g0"}]
    assert all(any(r.number == "G.2.1" for r in o.rules) for o in found.options)


def test_I_3_6_1_ex_is_offered_with_its_momentum_cost_only_when_it_can_be_paid():
    ex = {"do": "enhance", "player": "A", "keyword": "EX", "pay": {"momentum": 1}}
    broke = options(scenario([], card=attack(keywords=("EX: 1",))))
    rich = options(scenario([], a=player_a(momentum=1), card=attack(keywords=("EX: 1",))))
    assert broke.outcome == Outcome.PENDING and broke.at["decision_by"] == "A"
    assert ex not in [o.action for o in broke.options]
    assert ex in [o.action for o in rich.options]
    assert {"do": "pass", "player": "A"} in [o.action for o in broke.options]


def test_I_3_6_1_ex_and_powerful_are_offered_for_every_amount_of_momentum_one_or_more():
    found = options(scenario([], a=player_a(momentum=3), card=attack(keywords=("EX: 1", "Powerful: 1"))))
    paid = {(o.action["keyword"], o.action["pay"]["momentum"]) for o in found.options
            if o.action.get("keyword") in ("EX", "Powerful")}
    assert paid == {(k, n) for k in ("EX", "Powerful") for n in (1, 2, 3)}


def test_illegal_prefix_is_answered_as_resolve_answers_it():
    found = options(scenario([{"do": "pass", "player": "B"}]))
    assert found.outcome == Outcome.ILLEGAL and found.options == () and found.illegal is not None
    assert found.illegal == resolve(scenario([{"do": "pass", "player": "B"}])).illegal


def test_A_1_1_a_finished_game_is_over_when_no_action_can_follow():
    """A.1.1: once the game is won, the engine takes no further action; the query says the
    scenario is over rather than naming an empty response window."""
    import json

    from refbase import config

    library = json.loads((config.SCENARIOS_DIR / "ufs" / "ufs-lethal-attack.json").read_text(encoding="utf-8"))
    result = options(library["scenario"])
    assert result.outcome == Outcome.RESOLVED and result.options == ()
    assert result.at["phase"] == "over" and result.at["decision_by"] is None


def test_H_2_3_3_after_an_unblocked_attack_resolves_only_response_abilities_answer_it():
    """G.4 ends the attack sequence, so the attack is no longer a response source (H.2.3.3), and
    Reversal needs a blocked attack (I.3.10): what is left are response abilities whose
    condition is the attack resolving (H.2.3.2.4.2.1), from cards in the staging area or hand."""
    import json

    from refbase import config

    library = json.loads((config.SCENARIOS_DIR / "ufs" / "ufs-not-blocked.json").read_text(encoding="utf-8"))
    result = options(library["scenario"])
    actions = [o.action for o in result.options]
    responses = [a for a in actions if a != {"do": "pass", "player": "A"}]  # passing is always A's (H.2.3.2.4.2)
    assert responses and all(a["do"] == "respond" and a["condition"] == "resolved" for a in responses)
    assert all(a["card"] != "atk" or a.get("restrictions") == {"zone": "card_pool"} for a in responses)
    assert {a["player"] for a in actions} == {"A", "B"}


def _short_block() -> dict[str, Any]:
    """B blocks with a difficulty-4 card off a control value of 1: short, with cards to commit (E.3.5.2)."""
    return {"game": "ufs", "active_player": "A", "actions": [
        {"do": "pass", "player": "A"}, {"do": "pass", "player": "B"}, {"do": "block", "player": "B", "card": "blk"}],
        "attack": {"player": "A", "card": {"id": "atk", "name": "Attack", "difficulty": 3, "speed": 3,
                                           "zone": "mid", "damage": 3}},
        "players": [
            {"id": "A", "vitality": 20, "momentum": 0, "card_pool": 0, "deck": [6, 5], "hand": [], "staging": [],
             "character": {"name": "Character A", "hand_size": 6, "max_vitality": 20}},
            {"id": "B", "vitality": 20, "momentum": 0, "card_pool": 0, "deck": [1, 5], "staging": [
                {"id": f"f{i}", "type": "foundation", "ready": True, "name": f"F{i}"} for i in (1, 2, 3, 4)],
             "hand": [{"id": "blk", "name": "Block", "type": "action", "difficulty": 4, "block_zone": "mid",
                       "block_modifier": 2}],
             "character": {"name": "Character B", "hand_size": 6, "max_vitality": 20}}]}


def test_E_3_5_2_a_commit_decision_is_answered_by_filling_in_the_action_being_handled():
    payload = _short_block()
    found = options(payload)
    assert found.outcome == Outcome.PENDING and found.options
    assert all(o.replaces == 2 and o.action["do"] == "block" for o in found.options)
    commits = [o.action["commit"] for o in found.options]
    pending = resolve(payload).pending
    assert pending is not None and pending.amends is not None
    needed = pending.amends[2]
    assert [] in commits and all(len(c) == needed for c in commits if c)  # none, or as many as are short
    assert len(commits) == len(set(map(tuple, commits))) > 2
    for option in found.options:  # each, in place of the block, settles the decision legally
        result = resolve({**payload, "actions": [*payload["actions"][:2], option.action]})
        assert result.outcome == Outcome.RESOLVED, (option.label, result.illegal, result.pending)
    passed = resolve({**payload, "actions": [*payload["actions"][:2], found.options[1].action]})
    assert any("check passes" in s.text for s in passed.steps)


def test_H_3_3_3_a_template_on_an_opponents_card_says_the_ability_must_allow_it():
    """K.2.2: a player uses abilities on cards they control; the opponent's card is offered
    only for an ability that says "Playable by either player" (H.3.3.3), and the label says so."""
    answer = options(scenario([{"do": "pass", "player": "A"}]))
    labels = {o.label for o in answer.options if o.action.get("card") == "fa1"}
    assert labels and all("Playable by either player" in label and "H.3.3.3" in label for label in labels)
    own = {o.label for o in answer.options if o.action.get("card") == "fb1"}
    assert own and not any("either player" in label for label in own)


def test_H_3_2_1_1_a_non_action_card_in_hand_offers_an_ability_restricted_to_the_hand():
    kick = {"id": "h1", "name": "Spare Kick", "type": "attack", "difficulty": 3, "zone": "mid", "speed": 3, "damage": 3}
    found = options(scenario([], a=player_a(hand=[kick])))
    offered = [o for o in found.options if o.action.get("card") == "h1"]
    assert [o.action.get("restrictions") for o in offered] == [{"zone": "hand"}]
    assert "restricted to [Hand] (H.3.2.1.1)" in offered[0].label
