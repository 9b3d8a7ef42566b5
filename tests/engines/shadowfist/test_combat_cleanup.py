"""Rule 30.4, Combat Cleanup: effects triggered during damage infliction are played into that
combat's Combat Cleanup scene, a voluntary trigger too: not into the next combat's open
pre-combat scene, where any response could join it."""

from __future__ import annotations

from ._support import PASS, attack, character, effect, intercept, run, scenario

SHRINE = {"id": "shrine", "title": "Shrine", "type": "site", "controller": "B", "column": 1,
          "row": "front", "body": 7, "abilities": [{
              "kind": "triggered", "optional": True,
              "text": "When a Character at this location is smoked, you may gain 1 Power.",
              "trigger": {"on": "smoked", "card": {"type": "character", "at_this_location": True}},
              "effect": {"effect": "gain_power", "amount": 1}}]}


def _board() -> list[dict]:
    return [character("raider", "A", 5), character("runner", "A", 1), SHRINE,
            character("guard", "B", 2, column=1)]


def _phases(result: dict, start: str) -> list[str]:
    return [s["phase"] for s in result["steps"] if s["text"].startswith(start)]


def _script(*after: dict) -> list[dict]:
    return [attack("A", ["raider", "runner"], "shrine"), intercept("B", raider=["guard"]), PASS, PASS,
            {"do": "use", "id": "gain", "player": "B", "card": "shrine", "ability": 0}, *after]


def test_rule_30_4_a_voluntary_trigger_from_combat_damage_is_used_in_combat_cleanup() -> None:
    result = run(scenario(_board(), _script(PASS)))
    assert result["outcome"] == "resolved"
    assert _phases(result, "B uses Shrine") == ["combat_cleanup"]
    assert _phases(result, "Shrine resolves") == ["combat_cleanup"]
    assert result["final"]["players"]["B"]["power"] == 1


def test_rule_30_4_an_event_is_no_response_in_the_closed_cleanup_scene() -> None:
    blast = effect("blast", "A", "Blast", "damage", source_type="event", targets=["shrine"], amount=1)
    result = run(scenario(_board(), _script(blast)))
    assert _phases(result, "B uses Shrine") == ["combat_cleanup"]
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == 5
    assert "combat cleanup scene is closed" in result["illegal"]["reason"]
    assert "23.2" in result["illegal"]["rules"]


def test_rule_30_4_after_cleanup_an_event_goes_into_the_next_pre_combat_scene() -> None:
    blast = effect("blast", "A", "Blast", "damage", source_type="event", targets=["shrine"], amount=1)
    result = run(scenario(_board(), _script(PASS, blast, PASS)))
    assert result["outcome"] == "resolved"
    assert _phases(result, "A plays Blast") == ["pre_combat"]
    steps = [s["text"] for s in result["steps"]]
    assert steps.index(next(t for t in steps if t.startswith("Shrine resolves"))) \
        < steps.index(next(t for t in steps if t.startswith("A plays Blast")))


def test_rule_30_4_a_voluntary_trigger_not_used_in_cleanup_is_gone() -> None:
    """Not used in its scene, it cannot be used in the next combat's pre-combat scene (26.1.4)."""
    result = run(scenario(_board(), [attack("A", ["raider", "runner"], "shrine"),
                                     intercept("B", raider=["guard"]), PASS, PASS, PASS,
                                     {"do": "use", "id": "gain", "player": "B", "card": "shrine",
                                      "ability": 0}]))
    assert result["outcome"] == "illegal" and "26.1.4" in result["illegal"]["rules"]
