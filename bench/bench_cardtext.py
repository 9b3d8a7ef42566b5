"""Coverage of the card-text compiler over a Shadowfist card database dump.

`python bench/bench_cardtext.py [DUMP] [--json] [--examples N]` reads a MySQL dump of the
community card database (default: /work/shared/cards/chimpshack-fistdb.sql when it exists;
without a dump it says so and exits cleanly) and reports, by card type, the share of cards whose
text compiles fully and the share of sentences compiled, then the reasons text is not modelled:
how many sentences each reason holds and how many cards would compile fully if that reason
alone were lifted (the engine-language extensions real text needs most). Goal: 75% of cards,
90% of sentences. Figures are counts, not timings: they do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refbase.cards.dump_import import read_dump  # noqa: E402
from refbase.cards.model import Card  # noqa: E402
from refbase.engines.shadowfist.cardtext import CompiledText, compile_text  # noqa: E402

DEFAULT_DUMP = Path("/work/shared/cards/chimpshack-fistdb.sql")
GOAL_CARDS, GOAL_SENTENCES = 0.75, 0.90


def read_cards(path: Path) -> list[Card]:
    """The dump's cards as `refbase cards import` makes them: one a title, errata applied."""
    return sorted(read_dump(path.read_bytes(), path.name).cards.values(), key=lambda c: c.title)


def measure(path: Path, examples: int = 0) -> dict[str, Any]:
    """Per type: cards, fully compiled cards, sentences, compiled sentences; reasons."""
    by_type: dict[str, Counter[str]] = defaultdict(Counter)
    sentences: Counter[str] = Counter()
    unlocks: Counter[str] = Counter()
    needing: Counter[str] = Counter()
    shown: dict[str, list[str]] = defaultdict(list)
    for card in read_cards(path):
        kind = card.type or "other"
        result: CompiledText = compile_text(card.text, card.title, kind)
        for key in (kind, "all"):
            row = by_type[key]
            row["cards"] += 1
            row["complete"] += result.complete
            row["blank"] += not result.sentences
            row["sentences"] += result.sentences
            row["compiled"] += result.sentences - len(result.not_modelled)
        categories = {n.category for n in result.not_modelled}
        for n in result.not_modelled:
            sentences[n.category] += 1
            if len(shown[n.category]) < examples:
                shown[n.category].append(f"{card.title}: {n.text}")
        needing.update(categories)
        if len(categories) == 1:
            unlocks[next(iter(categories))] += 1
    reasons = [{"reason": r, "sentences": n, "cards_needing": needing[r], "cards_unlocked": unlocks[r],
                "examples": shown[r]}
               for r, n in sorted(sentences.items(), key=lambda kv: (-unlocks[kv[0]], -kv[1]))]
    return {"dump": str(path), "by_type": {k: dict(v) for k, v in by_type.items()}, "reasons": reasons}


def _share(part: int, whole: int) -> str:
    return f"{part / whole:6.1%}" if whole else "     -"


def report(data: dict[str, Any]) -> str:
    lines = [f"Card text compiled ({data['dump']})", "",
             f"| {'type':<15} | cards | no text | complete | share  | sentences | compiled | share  |",
             "|-----------------|------:|--------:|---------:|-------:|----------:|---------:|-------:|"]
    types = sorted(data["by_type"], key=lambda t: (t == "all", -data["by_type"][t]["cards"]))
    for name in types:
        r = data["by_type"][name]
        lines.append(f"| {name:<15} | {r['cards']:5} | {r['blank']:7} | {r['complete']:8} | {_share(r['complete'], r['cards'])} "
                     f"| {r['sentences']:9} | {r['compiled']:8} | {_share(r['compiled'], r['sentences'])} |")
    total = data["by_type"].get("all", Counter())
    lines += ["", f"goal: {GOAL_CARDS:.0%} of cards, {GOAL_SENTENCES:.0%} of sentences; "
              f"measured {_share(total.get('complete', 0), total.get('cards', 0)).strip()} and "
              f"{_share(total.get('compiled', 0), total.get('sentences', 0)).strip()}", "",
              "Not modelled, by reason (cards unlocked: cards whose only unread text has this reason; "
              "cards needing: cards with any sentence of it)", "",
              "| cards unlocked | cards needing | sentences | reason |", "|---:|---:|---:|---|"]
    for r in data["reasons"]:
        lines.append(f"| {r['cards_unlocked']} | {r['cards_needing']} | {r['sentences']} | {r['reason']} |")
        lines.extend(f"|  |  |  | e.g. {e} |" for e in r["examples"])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dump", nargs="?", type=Path, default=DEFAULT_DUMP)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--examples", type=int, default=0, help="sentences shown for each reason")
    args = parser.parse_args(argv)
    if not args.dump.is_file():
        print(f"no card database dump at {args.dump}: nothing to measure (pass a dump's path)")
        return 0
    data = measure(args.dump, args.examples)
    print(json.dumps(data, indent=1) if args.json else report(data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
