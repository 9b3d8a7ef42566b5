"""Scenario resolution and the worked-scenario library."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

from flask import current_app, request, url_for
from flask.blueprints import BlueprintSetupState
from flask_smorest import Blueprint, abort
from werkzeug.routing import BaseConverter

from refbase.api.schemas.scenarios import (
    LibraryListSchema,
    LibraryScenarioSchema,
    OptionsSchema,
    ResolutionSchema,
    ResolveArgs,
    ShareRequestSchema,
    ShareSchema,
    scenario_request_body,
)
from refbase.api.serialize import options_json, resolution_json
from refbase.api.share import ShareTokenError, encode
from refbase.cards.scenario import fill_cards, uses_cards
from refbase.engines import options, resolve
from refbase.engines.common import ScenarioInvalid
from refbase.engines.library import load_library, scenario_of
from refbase.request_context import catalogue, kb

blp = Blueprint("scenarios", __name__, url_prefix="/api/v1", description="Scenario resolution")


class ScenarioIdConverter(BaseConverter):
    """A library scenario id: any path segment except `resolve`, `options` and `share`.

    With a plain `<scenario_id>`, `GET /scenarios/resolve` was routed to the library ("unknown
    scenario", 404) and `OPTIONS /scenarios/resolve` advertised GET, which the spec does not
    document for that path; now it is 405 with `Allow: POST, OPTIONS`.
    """

    regex = r"(?!(?:resolve|options|share)$)[^/]+"


def _add_converter(state: BlueprintSetupState) -> None:
    state.app.url_map.converters.setdefault("scenario_id", ScenarioIdConverter)


blp.record_once(_add_converter)


@blp.route("/scenarios/resolve", methods=["POST"], endpoint="Resolve")
@blp.doc(requestBody=scenario_request_body(), operationId="resolveScenario")
@blp.arguments(ResolveArgs, location="query")
@blp.response(200, ResolutionSchema)
@blp.alt_response(400, description="Body is not JSON")
@blp.alt_response(413, description="Body over the documented limit")
@blp.alt_response(422, description="Malformed scenario: `errors` names each field")
def resolve_scenario(args: dict[str, Any]) -> dict[str, Any]:
    """Resolve a Shadowfist or UFS scenario step by step, each step citing its rules.

    The body is a scenario, or a whole library file (`scenarios/<game>/<id>.json`), whose
    `scenario` member is resolved. With `?boards=true` the answer also holds the board before
    and after every step."""
    try:
        resolution = resolve(_with_cards(scenario_of(_json_body())), boards=args["boards"])
    except ScenarioInvalid as exc:
        _invalid(exc)
    return resolution_json(kb(), resolution)


@blp.route("/scenarios/options", methods=["POST"], endpoint="Options")
@blp.doc(requestBody=scenario_request_body())
@blp.response(200, OptionsSchema)
@blp.alt_response(400, description="Body is not JSON")
@blp.alt_response(413, description="Body over the documented limit")
@blp.alt_response(422, description="Malformed scenario: `errors` names each field")
def scenario_options() -> dict[str, Any]:
    """Where the game stands after `actions` (any prefix) and every legal next action, ready to append.

    Legality comes from the engines' own checks: each option, appended, resolves without
    `illegal` at its index. An `illegal` prefix is answered as resolve answers it."""
    try:
        answer = options(_with_cards(scenario_of(_json_body())))
    except ScenarioInvalid as exc:
        _invalid(exc)
    return options_json(kb(), answer)


@blp.route("/scenarios/share", methods=["POST"], endpoint="Share")
@blp.arguments(ShareRequestSchema)
@blp.response(200, ShareSchema)
@blp.alt_response(414, description="The scenario is too large to carry in a link")
@blp.alt_response(422, description="Malformed scenario: `errors` names each field")
def share_scenario(body: dict[str, Any]) -> dict[str, Any]:
    """A link that carries the whole scenario (no server state): it opens the same answer anywhere."""
    try:
        resolve(_with_cards(body["scenario"]))
        token = encode({"scenario": body["scenario"], "question": body.get("question", "")})
    except ScenarioInvalid as exc:
        _invalid(exc)
    except ShareTokenError as exc:
        abort(exc.status, message=str(exc))
    return {"token": token, "url": url_for("web.shared", token=token, _external=True),
            "export_url": url_for("web.shared_export", token=token, _external=True)}


@blp.route("/scenarios", endpoint="Scenarios")
@blp.doc(operationId="listScenarios")
@blp.response(200, LibraryListSchema)
def list_scenarios() -> dict[str, Any]:
    """The library of worked scenarios, each from a rulebook example or ruling."""
    library = load_library(Path(current_app.config["SCENARIOS_DIR"]))
    return {"scenarios": [s.summary() for s in library.values()]}


@blp.route("/scenarios/<scenario_id:scenario_id>", endpoint="Scenario")
@blp.doc(operationId="getScenario")
@blp.response(200, LibraryScenarioSchema)
@blp.alt_response(404, description="Unknown scenario")
@blp.alt_response(405, description="`resolve`, `options` and `share` name the POST operations, not scenarios")
def get_scenario(scenario_id: str) -> dict[str, Any]:
    """One library scenario: its source, the request body and the expected key facts."""
    item = load_library(Path(current_app.config["SCENARIOS_DIR"])).get(scenario_id)
    if item is None:
        abort(404, message="unknown scenario")
    return item.to_dict()


def _json_body() -> Any:
    """The request's JSON body; 400 when there is none."""
    payload = request.get_json(silent=True)
    if payload is None:
        abort(400, message="the body must be a JSON object (Content-Type: application/json)")
    return payload


def _with_cards(payload: Any) -> Any:
    """`"card": "<title>"` takes the catalogue's printed values (docs/cards.md)."""
    return fill_cards(payload, catalogue()) if uses_cards(payload) else payload


def _invalid(exc: ScenarioInvalid) -> NoReturn:
    """422 naming the first bad field in `detail` and every one in `errors`."""
    field, messages = next(iter(exc.errors.items()))
    abort(422, message=f"invalid scenario: {field}: {messages[0]}", errors=exc.errors)
