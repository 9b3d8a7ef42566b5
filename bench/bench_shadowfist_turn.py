"""Benchmark of a whole Shadowfist turn: `python bench/bench_shadowfist_turn.py [--repeat N]`.

Times `resolve` in-process for one whole turn on the engine bench's four-player, 40-card
board: the Establishing Shot (22.2: Regenerate, Power generation from face-up and face-down
Sites, unturning, a discard, drawing), then a Main Shot that plays a Character whose resource
requirements are checked (18.1), plays an Event, runs the bench's attack with a three-deep
interceptor chain, and ends the turn (22.3.2.3, 22.3.3). Prints p50/p95 with ratios to the
same payload's JSON round trip and to the attack alone (the engine bench's case), measured in
the same process. Goal: p50 <= 5 ms for the whole turn.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_shadowfist_engine import big_board, percentile, timings  # noqa: E402

from refbase.engines.shadowfist import resolve  # noqa: E402


def whole_turn() -> dict[str, Any]:
    """The 40-card board as the start of A's turn, with a full Main Shot and its end."""
    payload = copy.deepcopy(big_board())
    cards = payload["cards"]
    for card in cards:
        if card["type"] == "feng_shui_site":
            card["provides"] = [card["controller"] + "-faction"]
        if card["controller"] == "A" and card["type"] == "character" and card["id"] in ("Ac0", "Ac1"):
            card["turned"] = True
        if card["id"] == "Bc1":
            card["column"] = 1  # the engine bench's chain names it: it must be at the target (28.6.2)
    cards[0]["power"] = 2
    cards[0]["face_down"] = False
    cards.append({"id": "Ahero", "title": "A Hero", "type": "character", "controller": "A", "zone": "hand",
                  "cost": 1, "fighting": 3, "requires": ["A-faction"]})
    cards.append({"id": "Ajunk", "title": "A Junk", "type": "edge", "controller": "A", "zone": "hand", "cost": 9})
    cards.append({"id": "Atop", "title": "A Top Card", "type": "event", "controller": "A", "zone": "deck"})
    payload["establishing_shot"] = True
    payload["players"] = [{"id": p["id"], "power": p["power"], "hand": 3, "deck_size": 30}
                          for p in payload["players"]]
    payload["actions"] = [
        {"do": "discard", "player": "A", "cards": ["Ajunk"]},
        {"do": "play", "player": "A", "card": "Ahero", "column": 1},
        {"do": "effect", "id": "cash", "player": "A", "card": "Windfall", "source_type": "event",
         "effect": "gain_power", "amount": 1},
        {"do": "pass"},
        *payload["actions"],
        {"do": "end_turn", "player": "A"},
    ]
    return payload


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300)
    args = parser.parse_args()
    turn, attack = whole_turn(), big_board()
    result = resolve(turn)
    assert result.outcome == "resolved", (result.illegal, result.pending)
    assert result.final["turn"] == {"number": 1, "active_player": "A"}
    engine = timings(lambda: resolve(turn), args.repeat)
    alone = timings(lambda: resolve(attack), args.repeat)
    baseline = timings(lambda: json.loads(json.dumps(turn)), args.repeat)
    p50, p95 = percentile(engine, .5), percentile(engine, .95)
    print(f"whole turn with Establishing Shot, 4 players, {len(turn['cards'])} cards, "
          f"{len(result.steps)} steps")
    print(f"  p50 {p50:.3f} ms  p95 {p95:.3f} ms  (goal p50 <= 5 ms: {'met' if p50 <= 5 else 'NOT met'})")
    print(f"  x json round trip: {p50 / max(percentile(baseline, .5), 1e-9):.1f}; "
          f"x the attack alone ({percentile(alone, .5):.3f} ms): {p50 / max(percentile(alone, .5), 1e-9):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
