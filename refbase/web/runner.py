"""The scenario runner: `/scenarios` (library + editor), `/scenarios/<id>`, `/scenarios/run`.

A result is rendered in one place, the `_result.html` template. Without JavaScript the form
posts to `/scenarios/run`, which answers the whole page with it; with JavaScript,
static/runner.js posts the editor's text to `/scenarios/result` and puts the fragment that
answers in place. Either way the engines decide everything; this module only renders.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from flask import abort, current_app, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from refbase.api.outcome import changes, names
from refbase.api.serialize import resolution_json
from refbase.config import MAX_JSON_DEPTH
from refbase.engines import GAMES
from refbase.engines.common import ScenarioInvalid
from refbase.engines.library import LibraryError, LibraryScenario, load_library
from refbase.kb.citations import cite_prefixes
from refbase.middleware import json_depth
from refbase.request_context import catalogue, kb
from refbase.web.action_words import action_words
from refbase.web.diagram import decision_words, frames, option_words
from refbase.web.pages import absolute_url, bp
from refbase.web.render import static_site
from refbase.web.share_links import share_url

log = logging.getLogger(__name__)

#: Columns of the final board shown first, in this order; other keys follow alphabetically.
CARD_COLUMNS = ("zone", "controller", "owner", "damage", "turned", "face_down", "column", "row",
                "attached_to")
PLAYER_COLUMNS = ("power", "burned_for_victory", "vitality", "momentum")

#: What the editor holds before a scenario is picked (the Shadowfist scenario shape of docs/api.md).
STARTER = {
    "game": "shadowfist", "format": "multiplayer", "active_player": "A",
    "players": [{"id": "A", "power": 3}, {"id": "B", "power": 1}],
    "cards": [
        {"id": "hitter", "title": "Big Hitter", "type": "character", "controller": "A", "column": 1,
         "fighting": 4},
        {"id": "bsite", "title": "Mountain Temple", "type": "feng_shui_site", "controller": "B",
         "column": 1, "row": "front", "body": 4, "power": 1},
    ],
    "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "bsite"},
                {"do": "pass"},
                {"do": "site_fate", "player": "A", "site": "bsite", "choice": "burn_for_power"}],
}


@bp.get("/scenarios")
def scenarios() -> ResponseReturnValue:
    picked = request.args.get("pick", "")[:200]
    if picked and picked in library_scenarios():
        return redirect(url_for("web.scenario", scenario_id=picked), code=303)
    return _page(None, json.dumps(STARTER, indent=2))


@bp.get("/scenarios/<scenario_id>")
def scenario(scenario_id: str) -> str:
    item = library_scenarios().get(scenario_id) if len(scenario_id) <= 200 else None
    if item is None:
        abort(404, description="No such scenario in the library.")
    text = json.dumps(item.scenario, indent=2, ensure_ascii=False)
    shown, _status = evaluate(text, _question(item))  # the answer and its board, without a click
    return _page(item, text, shown)


@bp.post("/scenarios/run")
def run() -> tuple[str, int]:
    """No-JavaScript fallback: resolve the posted JSON server-side and show the whole page."""
    text = request.form.get("scenario", "")
    item = library_scenarios().get(request.form.get("id", "")[:200])
    shown, status = evaluate(text, _question(item))
    return _page(item, text, shown), status


def _question(item: LibraryScenario | None) -> str:
    """A library scenario's question goes into its share link (the shared page shows it)."""
    return (item.question or item.title)[:300].strip() if item is not None else ""


@bp.post("/scenarios/result")
def result() -> tuple[str, int]:
    """The result area alone, for runner.js and builder.js: the request body is the scenario;
    `?question=` goes into its share link."""
    shown, status = evaluate(request.get_data(as_text=True), request.args.get("question", "")[:300].strip())
    builder = request.args.get("for") == "builder"  # the builder's moves are picked, never typed as JSON
    return render_template("_result.html", labels=citation_labels(), builder=builder, **shown), status


def evaluate(text: str, question: str = "") -> tuple[dict[str, Any], int]:
    """Resolve the editor's text: what the result area shows (`_result.html`'s variables), and
    the HTTP status (422 when the text is not a scenario)."""
    if json_depth(text.encode("utf-8", "replace"), stop_above=MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        return {"errors": {"JSON": [f"nested deeper than {MAX_JSON_DEPTH} levels"]},
                "summary": "The scenario is not a usable JSON document."}, 422
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        return _not_json(f"line {exc.lineno}, column {exc.colno}: {exc.msg}")
    except (ValueError, RecursionError) as exc:  # integers too long to convert, and the like
        return _not_json(str(exc))
    from refbase.cards.scenario import fill_cards, uses_cards
    from refbase.engines import resolve

    try:
        if uses_cards(payload):
            payload = fill_cards(payload, catalogue())
        resolution = resolve(payload, boards=True)
    except ScenarioInvalid as exc:
        return {"errors": exc.errors, "summary": "The scenario is malformed."}, 422
    answer = resolution_json(kb(), resolution)
    return {"result": answer, "board": board(answer, payload), "share_url": share_url(payload, question)}, 200


def _not_json(message: str) -> tuple[dict[str, Any], int]:
    return {"errors": {"JSON": [message]}, "summary": "The scenario is not valid JSON."}, 422


def library_scenarios() -> dict[str, LibraryScenario]:
    try:
        return load_library(Path(current_app.config["SCENARIOS_DIR"]))
    except LibraryError:
        log.warning("scenario library unreadable", exc_info=True)
        return {}


#: app.config key: the games whose worked scenarios a static export includes (its index lists them).
EXPORT_SCENARIO_GAMES = "REFBASE_EXPORT_SCENARIO_GAMES"


@bp.app_context_processor
def _scenario_links() -> dict[str, bool]:
    """Whether a static copy has a scenario index to link from its menu."""
    return {"scenarios_linked": static_site() and bool(current_app.config.get(EXPORT_SCENARIO_GAMES))}


def _page(item: LibraryScenario | None, editor: str, shown: dict[str, Any] | None = None) -> str:
    library = list(library_scenarios().values())
    if static_site():
        library = [s for s in library if s.game in current_app.config.get(EXPORT_SCENARIO_GAMES, ())]
    games = [g for g in GAMES if any(s.game == g for s in library)]
    source = None
    if item is not None:
        source = kb().section(item.source.get("doc", ""), item.source.get("ref", ""))
    return render_template(
        "scenarios.html", kb=kb(), library=library, games=games, item=item, source=source,
        editor=editor, labels=citation_labels(), **(shown or {}),
        canonical=absolute_url("web.scenario", scenario_id=item.id) if item else absolute_url("web.scenarios"))


def citation_labels() -> dict[str, str]:
    """Document id -> the short title rule citations are shown with ("CR 28.6.1")."""
    return cite_prefixes(kb())


def board(result: dict[str, Any], payload: Any) -> dict[str, Any]:
    """The board as drawn (`frames`: before any step and after each) and the final board as
    tables: cards and players, with their columns in a stable order."""
    final = result.get("final") or {}
    cards = final.get("cards") or {}
    players = final.get("players") or {}
    actions = payload.get("actions") if isinstance(payload, dict) else None
    illegal, pending = result.get("illegal"), result.get("pending")
    named = names(payload)
    action = None
    if illegal and isinstance(actions, list) and 0 <= illegal.get("action", -1) < len(actions):
        action = actions[illegal["action"]]
    return {
        "names": named,
        "decision": decision_words(str(pending.get("decision", ""))) if pending else None,
        "options": [action_words(o, named) if isinstance(o, dict) and "do" in o else option_words(o, named)
                    for o in pending.get("options") or []] if pending else [],
        "actions": [action_words(a, named) for a in actions] if isinstance(actions, list) else [],
        "card_columns": _columns(cards.values(), CARD_COLUMNS),
        "player_columns": _columns(players.values(), PLAYER_COLUMNS),
        "illegal_action": action_words(action, named) if isinstance(action, dict) else None,
        "frames": frames(result, payload),
        "changes": changes(result, payload),
    }


def _columns(rows: Iterable[Any], preferred: tuple[str, ...]) -> list[str]:
    keys = {k for row in rows if isinstance(row, dict) for k in row}
    return [k for k in preferred if k in keys] + sorted(keys - set(preferred))
