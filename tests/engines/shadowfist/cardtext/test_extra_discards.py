""""You may discard an additional card at the beginning of your turn" (Vladimir Kovalov, copied from
the community card dump): one more card in its controller's discard step, the only discarding the
turn's start has (22.2.4, 6.0: `extra_discards`), even after Power was generated. Read before the
words "at the beginning of your turn" are taken for a trigger; not on a State or an Event."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

VLADIMIR = "Unique.  You may discard an additional card at the beginning of your turn."


def test_22_2_4_vladimir_kovalov_may_discard_an_additional_card() -> None:
    compiled = compile_text(VLADIMIR, "Vladimir Kovalov", "Character")
    assert compiled.complete, compiled.not_modelled
    assert compiled.abilities[1] == {"kind": "continuous", "modifiers": [{"kind": "extra_discards", "value": 1}],
                                     "text": "You may discard an additional card at the beginning of your turn."}


@pytest.mark.parametrize("kind", ["State", "Event"])
def test_22_2_4_an_additional_discard_is_not_read_on_a_state_or_an_event(kind: str) -> None:
    assert not compile_text("You may discard an additional card during your Establishing Shot.", "Some Card",
                            kind).complete


def _discard_two(with_vladimir: bool) -> dict[str, Any]:
    """A generates Power from a Site, then discards two cards in its discard step."""
    cards: list[dict[str, Any]] = [
        {"id": "s", "title": "Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5,
         "power": 1},
        *({"id": f"h{i}", "title": f"Junk {i}", "type": "edge", "controller": "A", "zone": "hand", "cost": 1}
          for i in range(2))]
    if with_vladimir:
        cards.append({"id": "vk", "title": "Vladimir Kovalov", "type": "character", "controller": "A", "column": 1,
                      "fighting": 7, "abilities": compile_text(VLADIMIR, "Vladimir Kovalov", "Character").abilities})
    payload = {"game": "shadowfist", "active_player": "A", "establishing_shot": True, "cards": cards,
               "players": [{"id": "A", "hand": 4}, {"id": "B"}],
               "actions": [{"do": "discard", "player": "A", "cards": ["h0", "h1"]}]}
    return as_json(resolve(payload))


def test_22_2_4_two_discards_after_generating_power_only_with_vladimir() -> None:
    allowed = _discard_two(True)
    assert allowed["outcome"] == "resolved", allowed.get("illegal")
    assert [allowed["final"]["cards"][f"h{i}"]["zone"] for i in range(2)] == ["toasted", "toasted"]
    refused = _discard_two(False)
    assert refused["outcome"] == "illegal" and "22.2.4" in refused["illegal"]["rules"]
