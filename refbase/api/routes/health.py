"""Health: which data set is served, for monitors and load balancers (never cached)."""

from __future__ import annotations

from flask import Response, current_app, jsonify
from flask_smorest import Blueprint

from refbase.api.schemas.health import HealthSchema
from refbase.problems import problem

blp = Blueprint("health", __name__, url_prefix="/api/v1", description="Service health")


@blp.route("/health", endpoint="Health")
@blp.response(200, HealthSchema, headers={"Cache-Control": {"schema": {"type": "string"}}})
@blp.alt_response(503, description="No rules data loaded (retrying); the problem document carries `status`")
def health() -> Response:
    """Which build this worker serves (id, checksum, built-at) and whether it is `current`."""
    state = current_app.extensions["refbase"].health()
    response: Response
    if state["build"] is None:
        response = problem(503, "no rules data is loaded; retrying", headers={"Retry-After": "5"})
    else:
        response = jsonify(state)
    response.headers["Cache-Control"] = "no-store"
    return response
