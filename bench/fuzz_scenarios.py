"""Semantic fuzzing of the rules engines: mutated library scenarios to resolve and options, in-process.

    python bench/fuzz_scenarios.py --seconds 60 --seed 1
    python bench/fuzz_scenarios.py --seconds 600 --seed 7 --game shadowfist --out /tmp/fuzz --minimize

Schema fuzzing (bench/fuzz_api.py) mostly meets the 422s; this starts from the worked scenarios in
scenarios/shadowfist and scenarios/ufs and mutates them the way a player's scenario goes wrong
(bench/fuzzing/mutators.py: ids swapped, actions moved, duplicated, dropped or spliced from other
scenarios, cards in other zones, of other types or under other controllers, numbers at the
documented limits, ability objects and tokens carrying them, UFS costs and responses), so that
they reach deep into the engines. Each case is posted to /api/v1/scenarios/resolve or /options
(often at a prefix of its actions) through the werkzeug test client. A finding is a 5xx, a
non-JSON answer, an exception, a request over --slow CPU seconds, or a hang; findings are
deduplicated by exception type + innermost refbase frame and each is written to --out as JSON
with the scenario to POST (with --minimize, delta-debugged to a small repro first). Prints
progress every few seconds and a summary; exits 1 if anything was found.

The in-suite smoke test (tests/hardening/test_scenario_fuzz_smoke.py) runs the same campaign for a
fixed seed and budget.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT_ROOT))
sys.path.insert(0, str(PROJECT_ROOT / "bench"))

from fuzzing.campaign import Campaign, Finding  # noqa: E402
from fuzzing.harness import Harness  # noqa: E402
from fuzzing.minimize import minimize, same_signature  # noqa: E402
from fuzzing.mutators import GAMES, load_pools  # noqa: E402

PROGRESS_SECONDS = 5.0


def progress_line(campaign: Campaign, elapsed: float) -> str:
    statuses = " ".join(f"{status}:{count}" for status, count in sorted(campaign.statuses.items()))
    return (f"[{elapsed:5.0f}s] cases {campaign.total} ({campaign.total / max(elapsed, 1e-9):.0f}/s)  "
            f"statuses {statuses}  signatures {len(campaign.findings)}")


def run(campaign: Campaign, seconds: float) -> float:
    """Step the campaign for `seconds` of wall clock, printing progress; the time taken."""
    started = last = time.monotonic()
    while (now := time.monotonic()) - started < seconds:
        campaign.step()
        if now - last >= PROGRESS_SECONDS:
            last = now
            print(progress_line(campaign, now - started), flush=True)
    return time.monotonic() - started


def write_finding(finding: Finding, out: Path, number: int, harness: Harness, minimize_seconds: float | None) -> Path:
    """The finding as JSON: what to POST where, what came back, where it broke."""
    scenario = finding.scenario
    if minimize_seconds is not None and not finding.signature.startswith(("slow", "hang")):
        scenario = minimize(scenario, same_signature(harness, finding.endpoint, finding.signature), minimize_seconds)
    record: dict[str, Any] = {
        "signature": finding.signature, "endpoint": f"/api/v1/scenarios/{finding.endpoint}", "game": finding.game,
        "status": finding.status, "hits": finding.hits, "cpu_seconds": round(finding.cpu_seconds, 3),
        "library_scenario": finding.seed, "mutations": finding.mutations, "minimized": scenario is not finding.scenario,
        **finding.detail, "scenario": scenario}
    path = out / f"finding_{number}.json"
    path.write_text(json.dumps(record, indent=1, default=str) + "\n")
    return path


def summary(campaign: Campaign, seconds: float, seed: int) -> list[str]:
    lines = [f"seed {seed}: {campaign.total} cases in {seconds:.1f} s ({campaign.total / seconds:.0f}/s)"]
    lines += [f"  {count:7d}  {endpoint}/{game}" for (endpoint, game), count in sorted(campaign.cases.items())]
    lines.append("statuses: " + ", ".join(f"{status} x{count}" for status, count in sorted(campaign.statuses.items())))
    lines.append(f"findings: {sum(f.hits for f in campaign.findings.values())} ({len(campaign.findings)} distinct)")
    lines += [f"- {f.signature}: {f.hits}x, first on /{f.endpoint} ({f.game}, {f.seed}, {'; '.join(f.mutations)})"
              for f in campaign.findings.values()]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="wall-clock budget (default 60)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: random, printed)")
    parser.add_argument("--game", choices=[*GAMES, "both"], default="both")
    parser.add_argument("--out", type=Path, default=PROJECT_ROOT / "artifacts" / "fuzz-scenarios",
                        help="where findings are written (default artifacts/fuzz-scenarios)")
    parser.add_argument("--minimize", action="store_true", help="delta-debug each finding to a small repro")
    parser.add_argument("--minimize-seconds", type=float, default=60.0, help="per finding (default 60)")
    parser.add_argument("--slow", type=float, default=2.0, help="CPU seconds over which a request is a finding (default 2)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="a built data dir (default: build one in a temporary directory)")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(2**31)

    from built_app import built_app

    from refbase import config

    logging.getLogger("refbase").setLevel(logging.ERROR)  # the build's progress; errors are captured, not printed
    games = GAMES if args.game == "both" else (args.game,)
    pools = {game: load_pools(config.SCENARIOS_DIR, game) for game in games}
    with built_app(args.data_dir) as app:
        print(f"fuzzing {', '.join(games)} ({sum(len(p.seeds) for p in pools.values())} library scenarios), "
              f"seed {seed}, {args.seconds:g} s", flush=True)
        with Harness(app, slow_cpu_seconds=args.slow) as harness:
            campaign = Campaign(harness, pools, random.Random(seed))
            seconds = run(campaign, args.seconds)
            print("\n".join(summary(campaign, seconds, seed)))
            if campaign.findings:
                args.out.mkdir(parents=True, exist_ok=True)
                for number, finding in enumerate(campaign.findings.values(), 1):
                    path = write_finding(finding, args.out, number, harness, args.minimize_seconds if args.minimize else None)
                    print(f"  wrote {path}")
    return 1 if campaign.findings else 0


if __name__ == "__main__":
    sys.exit(main())
