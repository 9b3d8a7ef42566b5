"""Regenerate (`--write`), print (`--dump`) or compare (default) the same-answers recording."""

from __future__ import annotations

import json
import sys

from .recording import GOLDEN, differences, read, record, write


def main(argv: list[str]) -> int:
    if "--dump" in argv:
        print(json.dumps(read(), indent=1, sort_keys=True))
        return 0
    now = record()
    if "--write" in argv:
        write(now)
        print(f"wrote {len(now)} scenarios to {GOLDEN}")
        return 0
    diffs = differences(read(), now)
    print("\n".join(diffs) or f"same answers for all {len(now)} scenarios")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
