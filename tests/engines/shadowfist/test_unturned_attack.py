"""Attacking without turning (6.0 over 28.1's "declare an attack by turning ... Characters"):
"If unturned, Butterfly Knight may attack without turning once during your Main Shot." The text
lets only its card skip the turn (6.1), once a turn, in its controller's Main Shot; "a Character"
narrows the targets it may so attack. The declaring player names it in `without_turning`."""

from __future__ import annotations

from typing import Any

from .test_attack_target_texts import _board, run

ANY = "May attack without turning once during your Main Shot"
CHARACTER = "May attack a Character without turning once during your Main Shot"


def _attack(words: list[str], target: str = "b1", unturned: tuple[str, ...] = ("hero",),
            attackers: tuple[str, ...] = ("hero",)) -> dict[str, Any]:
    payload = _board(words, target=target, attackers=attackers)
    payload["actions"][0]["without_turning"] = list(unturned)
    payload["cards"][1]["body"] = 10  # B's Front Site survives two attacks: no seizing to decide
    return payload


def test_28_1_the_text_lets_its_card_attack_without_turning() -> None:
    r = run(_attack([ANY], attackers=("hero", "pal")))
    assert r["outcome"] == "resolved" and r["final"]["attack"]["status"] == "successful"
    assert r["final"]["cards"]["hero"]["turned"] is False and r["final"]["cards"]["pal"]["turned"] is True
    assert r["steps"][0]["text"].startswith("A turns Pal and declares an attack on B's Front Site")
    assert "Hero attacks without turning" in r["steps"][0]["text"] and "6.0" in r["steps"][0]["rules"]


def test_6_1_without_the_text_an_attacker_turns() -> None:
    r = run(_attack([ANY], unturned=("pal",), attackers=("hero", "pal")))
    assert r["outcome"] == "illegal" and "Pal's text does not let it attack without turning" in r["illegal"]["reason"]


def test_6_1_once_during_your_main_shot_is_once_a_turn() -> None:
    payload = _attack([ANY])
    payload["actions"].append({"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1",
                               "without_turning": ["hero"]})
    r = run(payload)
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 1 and "once" in r["illegal"]["reason"]
    payload["actions"][1]["without_turning"] = []  # still unturned: it may attack again, turning (28.1.1)
    r = run(payload)
    assert r["outcome"] == "resolved" and r["final"]["cards"]["hero"]["turned"] is True


def test_28_1_3_a_character_only_text_does_not_attack_a_site_unturned() -> None:
    r = run(_attack([CHARACTER]))
    assert r["outcome"] == "illegal" and "only a Character" in r["illegal"]["reason"]
    assert run(_attack([CHARACTER], target="guard"))["outcome"] == "resolved"


def test_28_1_4_it_is_still_a_declared_attacker_but_nothing_turned() -> None:
    words = [ANY, {"kind": "triggered", "trigger": {"on": "turns_to_attack"},
                   "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}]
    r = run(_attack(words))
    assert r["outcome"] == "resolved" and r["final"]["players"]["A"]["power"] == 1


def test_28_1_4_only_a_declared_attacker_is_named_without_turning() -> None:
    payload = _attack([ANY], unturned=("guard",))
    try:
        r = run(payload)
    except Exception as e:  # the scenario is refused as it loads, naming the field
        assert "without_turning[0]" in str(getattr(e, "errors", e))
    else:
        raise AssertionError(f"accepted: {r['outcome']}")
