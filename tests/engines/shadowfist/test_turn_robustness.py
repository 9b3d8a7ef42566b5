"""The turn fields on every library board, shuffled into random places: the engine answers
(resolved, illegal or pending) or refuses the input with a 422, never anything else."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options

from ._support import library_files, load

BOARDS = [load(p)["scenario"] for p in library_files()]


def _actions(rng: random.Random, s: dict[str, Any]) -> list[dict[str, Any]]:
    ids = [c["id"] for c in s["cards"]] or ["x"]
    who = [p["id"] for p in s["players"]]
    return [
        {"do": "skip_generation", "player": rng.choice(who)},
        {"do": "keep_turned", "player": rng.choice(who), "cards": [rng.choice(ids)]},
        {"do": "discard", "player": rng.choice(who), "cards": [i for i in ids if rng.random() < .2],
         "unlisted": rng.randint(0, 3)},
        {"do": "pass", "player": rng.choice(who)},
        {"do": "end_turn", "player": rng.choice(who)},
        {"do": "declare_attack", "player": rng.choice(who), "attackers": [rng.choice(ids)], "target": rng.choice(ids)},
        {"do": "effect", "id": f"f{rng.randint(0, 999)}", "player": rng.choice(who), "card": "Fz",
         "source_type": "event", "effect": rng.choice(["gain_power", "reveal"]), "amount": 1,
         "targets": [rng.choice(ids)], "timing": rng.choice(["auction", "establishing_shot"])},
        {"do": "bid", "player": rng.choice(who), "amount": rng.randint(0, 3)},
        {"do": "pass_bid", "player": rng.choice(who)},
    ]


def _mutate(rng: random.Random) -> dict[str, Any]:
    s = copy.deepcopy(rng.choice(BOARDS))
    s.update(establishing_shot=rng.random() < .5, turns=rng.randint(1, 3), priority=rng.choice(["implicit", "checked"]))
    for p in s["players"]:
        for key, top in (("hand", 8), ("deck_size", 5), ("hand_size", 8)):
            if rng.random() < .4:
                p[key] = rng.randint(0, top)
    for c in s["cards"]:
        roll = rng.random()
        if roll < .2:
            c["provides"] = [rng.choice(["Asc", "Lotus", "Magic"])]
        elif roll < .3:
            c["requires"] = [rng.choice(["Asc", "Lotus", "Magic"])]
        elif roll < .35 and c["type"] == "character":
            c["attacks_out_of_turn"] = True
    pool = _actions(rng, s)
    for _ in range(rng.randint(0, 4)):
        s["actions"].insert(rng.randint(0, len(s["actions"])), rng.choice(pool))
    return s


@pytest.mark.parametrize("seed", range(8))
def test_turn_fields_anywhere_are_answered_or_refused_never_crash(seed: int) -> None:
    rng = random.Random(seed)
    for i in range(40):
        payload = _mutate(rng)
        try:
            result = resolve(payload)
            assert result.outcome in ("resolved", "illegal", "pending")
            if i % 8 == 0:
                options(payload)
        except ScenarioInvalid as invalid:
            assert invalid.errors
