"""When an ability in play may be used, printed in its cost (24.1, 22.3), read from real cards'
printed text (quoted verbatim from the community card dump)."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text


def test_24_1_kinoshita_a_timing_printed_in_the_cost_is_a_requirement_of_its_use() -> None:
    """22.3 / 24.1: "Pay 1 Power during your Main Shot to <effect>" reads as "... to <effect>
    during your Main Shot": usable only in its controller's Main Shot."""
    c = compile_text("Pay 1 Power during your Main Shot to turn target Character.", "Kinoshita", "character")
    assert c.complete
    assert c.abilities[0]["condition"] == {"is": "your_main_shot"}
    assert c.abilities[0]["effect"] == {"effect": "turn", "aim": "chosen", "select": {"type": "character"},
                                        "power": 1}
