"""Rule 38.1.1, Single Signpost: the last redirection of a source of damage to resolve erases
any earlier signpost for it and decides where that source's damage goes, also when it
redirects the damage from the card the earlier signpost sent it to."""

from __future__ import annotations

from ._support import PASS, attack, cards, character, effect, fss, run, scenario


def _redirect(eid: str, player: str, card: str, source: str, origin: str, to: str) -> dict:
    return effect(eid, player, card, "redirect", source_type="event", source=source, to=to,
                  **{"from": origin})


def test_rule_38_1_1_a_second_redirection_of_combat_damage_takes_it_from_the_first_recipient() -> None:
    board = [character("hitter", "A", 5), fss("site", "B", 1, 6),
             character("first", "B", 3, column=1), character("second", "B", 6, column=1)]
    result = run(scenario(board, [
        attack("A", ["hitter"], "site"),
        _redirect("r1", "B", "Devil's Mountain", "hitter", "site", "first"), PASS,
        _redirect("r2", "A", "Dragon's Roar", "hitter", "first", "second"), PASS]))
    final = cards(result)
    assert result["outcome"] == "resolved"
    assert (final["site"]["damage"], final["first"]["damage"], final["second"]["damage"]) == (0, 0, 5)
    replaced = [s for s in result["steps"] if "replaces the earlier signpost" in s["text"]]
    assert replaced and "meant for Site to Second" in replaced[0]["text"]
    assert "38.1.1" in replaced[0]["rules"]


def test_rule_38_1_1_a_second_redirection_of_event_damage_takes_it_from_the_first_recipient() -> None:
    turn = [{"do": "pass", "player": p} for p in ("B", "A")]
    result = run(scenario(
        [character("meant", "A", 3), character("first", "A", 3), character("second", "A", 6)],
        [effect("dmg", "B", "Blast", "damage", source_type="event", targets=["meant"], amount=2),
         _redirect("r1", "A", "Roar", "dmg", "meant", "first"), *turn, turn[0],
         _redirect("r2", "A", "Second Roar", "dmg", "first", "second"), *turn, *turn],
        priority="checked", active="B"))
    final = cards(result)
    assert result["illegal"] is None
    assert (final["meant"]["damage"], final["first"]["damage"], final["second"]["damage"]) == (0, 0, 2)


def test_rule_38_1_1_a_redirection_of_other_damage_still_erases_the_signpost() -> None:
    """Naming a card the source's damage is not going to leaves nothing redirected."""
    board = [character("hitter", "A", 5), fss("site", "B", 1, 6),
             character("first", "B", 3, column=1), character("second", "B", 6, column=1)]
    result = run(scenario(board, [
        attack("A", ["hitter"], "site"),
        _redirect("r1", "B", "Devil's Mountain", "hitter", "site", "first"), PASS,
        _redirect("r2", "A", "Dragon's Roar", "hitter", "second", "first"), PASS]))
    final = cards(result)
    assert (final["site"]["damage"], final["first"]["damage"], final["second"]["damage"]) == (5, 0, 0)
