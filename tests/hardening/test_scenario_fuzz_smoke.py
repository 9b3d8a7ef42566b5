"""Mutated library scenarios never crash the rules engines: a short, fixed-seed run of the semantic fuzzer.

The long run is bench/fuzz_scenarios.py (which found ten 500s in the engines); this runs the same
campaign (mutators, harness, classification) for a fixed seed and case budget across both games
and both scenario endpoints, so that a regression on the paths it reaches fails the suite. A
failure prints each signature with the scenario to POST; reproduce and minimize it with
`python bench/fuzz_scenarios.py --seed <seed> --minimize`.
"""

from __future__ import annotations

import json
import random
import sys

from refbase import config

sys.path.insert(0, str(config.PROJECT_ROOT / "bench"))
from fuzzing.campaign import Campaign
from fuzzing.harness import Harness
from fuzzing.mutators import GAMES, load_pools

SEED = 20260
#: About 7 s on a 2-core machine (~200 cases per second with the first requests' warm-up).
CASES = 1200


def test_mutated_library_scenarios_never_crash_the_engines(app) -> None:
    pools = {game: load_pools(config.SCENARIOS_DIR, game) for game in GAMES}
    with Harness(app, slow_cpu_seconds=30.0) as harness:  # speed is the long run's business: CI machines vary
        campaign = Campaign(harness, pools, random.Random(SEED))
        while campaign.total < CASES:
            campaign.step()

    assert {key for key, count in campaign.cases.items() if count} == {(e, g) for e in ("resolve", "options") for g in GAMES}
    assert campaign.statuses["200"] > CASES // 4, campaign.statuses  # the mutations still reach the engines
    assert not campaign.findings, "\n\n".join(
        f"{f.signature} ({f.hits}x) on /api/v1/scenarios/{f.endpoint}, {f.game}, from {f.seed} via {f.mutations}:\n"
        f"{''.join(f.detail.get('traceback', [])[-3:])}\n{json.dumps(f.scenario)[:2000]}"
        for f in campaign.findings.values())
