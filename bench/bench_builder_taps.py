"""Taps a player needs in the board builder, on a phone: `python bench/bench_builder_taps.py`.

Drives the builder (/scenarios/new) in Debian's chromium at 390 x 844 px with touch, from an
empty board to the answer of "my Fighting 4 attacks a Body 5 Site; the opponent intercepts with
a Fighting 3; then plays an Event", with real cards picked by name from the card picker (their
printed text, from the community card database, is in bench/fixtures/builder-walk-cards.csv):
Dragon Fighter (Fighting 4, Guts) attacks Diamond Beach (Body 5); Brain Eater (Fighting 3)
intercepts; Stunt Driving ("Target a Character :: Target gains Guts and +2 Fighting until the end
of the turn.") is played on Brain Eater, with the 1 Power it costs. Counts every tap and every
key typed, prints each step, and fails (exit 1) if the answer does not reach the combat. Goal:
at most 12 taps.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CARDS = ROOT / "bench" / "fixtures" / "builder-walk-cards.csv"
PHONE = {"width": 390, "height": 844}
GOAL = 12
LAUNCH = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]


class Walk:
    """One player's walk through the builder: each tap and key counted, each step printed."""

    def __init__(self, tab: Any) -> None:
        self.tab, self.taps, self.keys = tab, 0, 0

    def settle(self) -> None:
        """Wait until the builder has shown the engine's answer for the latest change."""
        self.tab.wait_for_selector("#builder[data-ready=true]:not([aria-busy])", timeout=60_000)

    def tap(self, locator: Any, what: str) -> None:
        locator.tap()
        self.taps += 1
        print(f"  tap {self.taps:2d}: {what}", flush=True)

    def type(self, locator: Any, text: str) -> None:
        locator.press_sequentially(text)
        self.keys += len(text)
        print(f"         types {text!r}", flush=True)

    def pick(self, box: Any, letters: str, title: str, *, focused: bool) -> None:
        """A card by part of its title: the box (unless the last pick left it focused), the letters, the card."""
        if not focused:
            self.tap(box, "the card title box")
        self.type(box, letters)
        self.tap(self.tab.get_by_role("option", name=title), f"{title} in the list")
        self.settle()


def walk(tab: Any, url: str) -> Walk:
    """The taps from an empty board to the answer; returns the counted walk."""
    w = Walk(tab)
    tab.goto(f"{url}/scenarios/new?game=shadowfist")
    w.settle()
    boxes = tab.get_by_role("combobox", name="Card title")
    w.pick(boxes.nth(0), "dragon f", "Dragon Fighter", focused=False)
    w.pick(boxes.nth(1), "diamond", "Diamond Beach", focused=False)
    w.pick(boxes.nth(1), "brain e", "Brain Eater", focused=True)  # the picker keeps the focus after a pick
    w.pick(boxes.nth(1), "stunt", "Stunt Driving", focused=True)
    power = tab.locator("#p1-power")
    w.tap(power, "B's Power")  # a number field selects its value on focus: typing replaces it
    w.type(power, "1")
    power.press("Tab")
    w.settle()
    _move(w, "A attacks Diamond Beach with Dragon Fighter")
    group = tab.get_by_role("group", name="B may intercept Dragon Fighter")
    w.tap(group.get_by_role("button", name="Brain Eater"), "Brain Eater in B's interception")
    _move(w, "Declare the interception")
    _move(w, lambda name: name.startswith("B uses Stunt Driving") and name.endswith("on Brain Eater"))
    return w


def _move(w: Walk, name: str | Callable[[str], bool]) -> None:
    """Tap a move offered under "What can happen next", by its label or a test of it."""
    buttons = w.tab.locator("#b-options button")
    if isinstance(name, str):
        target = w.tab.get_by_role("button", name=name, exact=True)
        label = name
    else:
        labels = [b.inner_text() for b in buttons.all()]
        found = [i for i, text in enumerate(labels) if name(text)]
        if not found:
            raise SystemExit(f"no such move among: {labels}")
        target, label = buttons.nth(found[0]), labels[found[0]]
    w.tap(target, label)
    w.settle()


def serve() -> tuple[str, Callable[[], None]]:
    """The app on a fresh build with the walk's cards imported, served on 127.0.0.1."""
    from werkzeug.serving import make_server

    from refbase import config
    from refbase.app import create_app
    from refbase.build import build
    from refbase.cards import import_file

    data = Path(tempfile.mkdtemp(prefix="refbase-taps-"))
    print("building the knowledge base and importing the walk's cards ...", flush=True)
    build(config.RULES_DIR, data)
    import_file(CARDS, data)
    server = make_server("127.0.0.1", 0, create_app({"DATA_DIR": data, "AUTO_BUILD": False}), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}", server.shutdown


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    url, stop = serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=LAUNCH)
        tab = browser.new_page(viewport=PHONE, has_touch=True, is_mobile=True)
        print(f"walking the builder at {PHONE['width']} px ...", flush=True)
        w = walk(tab, url)
        answer = tab.locator("#result").text_content() or ""
        browser.close()
    stop()
    reached = "enters combat with Brain Eater" in answer and "+2 Fighting" in answer
    if not reached:
        print(answer)
    print(f"\ntaps: {w.taps} (goal <= {GOAL}); keys typed: {w.keys}; answer reaches the combat: {reached}")
    return 0 if reached else 1


if __name__ == "__main__":
    raise SystemExit(main())
