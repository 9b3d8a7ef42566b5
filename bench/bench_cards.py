"""Card import figures (docs/cards.md): 10,000 CSV rows imported in at most 2 s.

    python bench/bench_cards.py [--rows 10000]

Writes a synthetic card database in the community layout (about 4,000 distinct titles, the
rest reprints in other sets, as real databases are), imports it into a fresh data dir and
prints the time. The baseline, run in the same process, is Python's csv module merely
reading the same file, so the ratio compares across machines. The English dictionary is
and inflect are loaded before timing (once per process, shared with every other use of rule
14) and their load time is printed separately.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import random
import tempfile
import time
from pathlib import Path

from refbase.cards import import_file
from refbase.cards.csv_import import COLUMNS
from refbase.designators.lexicon import english_words
from refbase.designators.plurals import singular

WORDS = ("Gun Sword Dragon Temple Guard Iron Silk Monkey Lotus Eater Ghost Hand Jade Thunder Fist "
         "Agent Cop Netherworld Abomination Shaolin Master Monk Tiger Crane Blade Storm Fire Ice "
         "Shadow Cyborg Mutant Pagoda Garden Mountain Palace Demon Spirit Hermit Assassin Pirate").split()
FACTIONS = ("Dragons", "Lotus", "Ascended", "Architects", "Guiding Hand", "Jammers", "")
SETS = ("Limited", "Standard", "Netherworld", "Throne War", "Flashpoint", "Shaolin Showdown")
TEXTS = ("Toughness: 2. Superleap.", "Guts, Tactics.", "Ambush. When this card enters play, draw a card.",
         "Regenerate.", "Your Characters gain +1 Fighting until the end of the turn.", "Unique. Stealth.")


def synthetic_csv(rows: int, seed: int = 15) -> bytes:
    rng = random.Random(seed)
    titles = [" ".join(rng.choice(WORDS) + rng.choice(("", "s", "er", "o")) for _ in range(rng.randint(1, 3)))
              + f" {i}" for i in range(max(1, rows * 2 // 5))]
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for _ in range(rows):
        title = rng.choice(titles)
        fighting = rng.choice(("", "1", "3", "6"))
        writer.writerow([rng.choice(FACTIONS), title, "" if fighting else "Feng Shui Site", fighting,
                         "" if fighting else "1", "" if fighting else "6",
                         "{dra}" * rng.randint(0, 2) + str(rng.randint(0, 5)), rng.choice(("", "{chi}", "{mag}")),
                         rng.choice(TEXTS), rng.choice(("", "Unique")), "An Artist", rng.choice(SETS),
                         rng.choice("CUR")])
    return out.getvalue().encode()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=10_000)
    args = parser.parse_args()
    data = synthetic_csv(args.rows)
    started = time.perf_counter()
    english_words()
    singular("Guns")  # imports inflect (the plural rules of 14.2), also once per process
    dictionary = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cards.csv"
        path.write_bytes(data)
        started = time.perf_counter()
        rows = sum(1 for _ in csv.reader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))
        baseline = time.perf_counter() - started
        started, cpu = time.perf_counter(), time.process_time()
        report = import_file(path, Path(tmp) / "data", progress=lambda _m: None)
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    print(f"rows: {report.rows} ({rows - 1} in the file), cards: {report.cards}, bad rows: {len(report.errors)}")
    print(f"import: {seconds:.2f} s for {report.rows} rows (target <= 2 s) "
          f"= {seconds / report.rows * 1e6:.0f} us/row; {seconds / baseline:.0f}x csv.reader alone ({baseline * 1000:.0f} ms)")
    print(f"CPU time of the import: {cpu:.2f} s (wall time exceeds it when other processes share the cores; "
          f"load average {os.getloadavg()[0]:.1f})")
    print(f"English dictionary and inflect load (once per process, not in the import figure): {dictionary:.2f} s")


if __name__ == "__main__":
    main()
