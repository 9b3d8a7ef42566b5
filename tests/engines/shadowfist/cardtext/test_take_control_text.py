"""Taking control printed as the community card dump spells it (35.3): Tortured Memories' errata
text, "Tarke control of target", its printings' "Take control of target Character"."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text

ERRATA = "Target a Character :: Tarke control of target until the end of the turn."
PRINTED = "Take control of target Character until the end of the turn."


def test_35_3_tortured_memories_takes_control_until_the_end_of_the_turn_as_its_printings_do() -> None:
    errata = compile_text(ERRATA, "Tortured Memories", "Event")
    printed = compile_text(PRINTED, "Tortured Memories", "Event")
    assert errata.complete and printed.complete
    assert errata.abilities[0]["effect"] == printed.abilities[0]["effect"] == {
        "effect": "take_control", "aim": "chosen", "select": {"type": "character"}, "duration": "turn"}
