"""The HTTP API: flask-smorest blueprints, problem-details errors, OpenAPI at /api/v1/openapi.json."""

from __future__ import annotations

import logging
from typing import Any

from apispec import BasePlugin
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow.common import resolve_schema_cls
from flask import Flask, Response, request
from flask_smorest import Api
from marshmallow import Schema
from werkzeug.exceptions import HTTPException, InternalServerError

from refbase.api.schemas.common import ProblemSchema
from refbase.engines import GAMES
from refbase.kb.store import DataError
from refbase.problems import MEDIA_TYPE, from_http_exception, http_error, problem

log = logging.getLogger(__name__)


#: Errors any API operation can answer before its view runs (refbase.middleware, the data
#: runtime), documented on every operation so that clients and contract fuzzing expect them.
COMMON_ERRORS = {
    "400": "Malformed request: NUL bytes in the query string, or a JSON body that is not strict "
           "JSON or nests too deeply",
    "413": "Query string or body over the documented limit",
    "431": "Request headers over the documented limit",
    "503": "The rules data is being rebuilt or is unavailable; retry after `Retry-After` seconds",
}

#: Errors of every operation that takes a body.
BODY_ERRORS = {"415": "The body was sent without `Content-Type: application/json`"}


class ProblemMediaTypePlugin(BasePlugin):
    """Document every error response as what the API sends: `application/problem+json`.

    flask-smorest documents its shared error responses (`DEFAULT_ERROR`, `UNPROCESSABLE_ENTITY`)
    as `application/json`, and an `alt_response` given only a description with no content at
    all, so the published spec did not describe the problem documents clients receive (contract
    fuzzing flagged every error as an undocumented content type). The errors the middleware
    returns for every operation (COMMON_ERRORS) were not documented at all. This fixes the spec
    for every blueprint, including ones registered later, without touching the routes.
    """

    def response_helper(self, response: dict, **kwargs: Any) -> dict:
        """Shared (component) responses carrying the problem schema."""
        content = response.get("content") or {}
        if "application/json" in content and _is_problem(content["application/json"].get("schema")):
            content[MEDIA_TYPE] = content.pop("application/json")
        return response

    def operation_helper(self, path: str | None = None, operations: dict | None = None,
                         **kwargs: Any) -> None:
        """Inline error responses (4xx/5xx): problem content, the Problem schema when none is given."""
        for method, operation in (operations or {}).items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            common = {**COMMON_ERRORS, **(BODY_ERRORS if method.lower() in ("post", "put", "patch") else {})}
            for status, description in common.items():
                if status not in responses and int(status) not in responses:
                    responses[status] = {"description": description}
            for status, response in responses.items():
                if not isinstance(response, dict) or "$ref" in response or str(status)[0] not in "45":
                    continue
                content = response.pop("content", None) or {}
                schema = next((c["schema"] for c in content.values() if c.get("schema")), "Problem")
                response["content"] = {MEDIA_TYPE: {"schema": schema}}


class OperationIdPlugin(BasePlugin):
    """Every operation gets an `operationId`, so generated clients get readable method names.

    Routes name theirs (`@blp.doc(operationId="getSection")`); one that does not gets a name
    from its method and path (`GET /api/v1/cards/{slug}` -> `getCardsBySlug`).
    """

    def operation_helper(self, path: str | None = None, operations: dict | None = None,
                         **kwargs: Any) -> None:
        for method, operation in (operations or {}).items():
            if isinstance(operation, dict) and "operationId" not in operation:
                operation["operationId"] = fallback_operation_id(method, path or "")


def fallback_operation_id(method: str, path: str) -> str:
    """`GET /api/v1/cards/{slug}` -> `getCardsBySlug`."""
    words, params = [], []
    for segment in path.removeprefix("/api/v1").strip("/").split("/"):
        if segment.startswith("{"):
            params.append(segment.strip("{}"))
        elif segment:
            words.append(segment)
    name = "".join(w.replace("-", " ").replace("_", " ").title().replace(" ", "") for w in words)
    by = "And".join(p.replace("_", " ").title().replace(" ", "") for p in params)
    return method.lower() + name + (f"By{by}" if by else "")


def _is_problem(schema: Any) -> bool:
    if isinstance(schema, dict):
        return schema.get("$ref", "").endswith("/Problem")
    return schema is ProblemSchema or isinstance(schema, ProblemSchema) or schema == "Problem"


class ProblemApi(Api):
    """flask-smorest's Api, rendering every error as an RFC 9457 problem document."""

    ERROR_SCHEMA = ProblemSchema

    def _register_error_handlers(self) -> None:
        self._app.register_error_handler(HTTPException, http_error)
        self._app.register_error_handler(DataError, _data_error)
        self._app.register_error_handler(Exception, _unexpected)


def _data_error(error: DataError) -> Response:
    log.error("data directory problem: %s", error)
    return problem(503, "the rules data is being rebuilt or is unavailable; try again shortly",
                   headers={"Retry-After": "5"})


def _unexpected(error: Exception) -> Response:
    if isinstance(error, HTTPException):
        return from_http_exception(error)
    log.exception("unexpected error on %s %s", request.method, request.path)
    return from_http_exception(InternalServerError())


def register_api(app: Flask) -> Api:
    from refbase.api.routes import cards, cite, designators, documents, glossary, health, linkify, oembed, scenarios, search

    app.config.setdefault("API_TITLE", "refbase")
    app.config.setdefault("API_VERSION", "v1")
    app.config.setdefault("OPENAPI_VERSION", "3.0.3")
    app.config.setdefault("OPENAPI_URL_PREFIX", "/api/v1")
    app.config.setdefault("OPENAPI_JSON_PATH", "openapi.json")
    api = ProblemApi(app, spec_kwargs={
        "marshmallow_plugin": MarshmallowPlugin(schema_name_resolver=schema_name),
        "extra_plugins": [ProblemMediaTypePlugin(), OperationIdPlugin()],
        "info": {"description": "Shadowfist and UFS rules: sections, citations, search, designators "
                                "and scenario resolution. Errors are RFC 9457 problem documents."},
    })
    _register_scenario_schemas(api)
    for module in (documents, cite, search, glossary, scenarios, designators, cards, linkify, oembed, health):
        api.register_blueprint(module.blp)
    return api


def schema_name(schema: type[Schema] | Schema | str) -> str:
    """OpenAPI component names: class name without `Schema`, prefixed by the engine's game so
    the two engines' `PlayerSchema`s do not collide (`ShadowfistPlayer`, `UfsPlayer`)."""
    found = resolve_schema_cls(schema)
    cls = found[0] if isinstance(found, list) else found  # a list only for ambiguous names
    name = cls.__name__.removesuffix("Schema").lstrip("_") or cls.__name__
    for game in GAMES:
        prefix = game.capitalize() if game == "shadowfist" else "Ufs"
        if cls.__module__.startswith(f"refbase.engines.{game}") and not name.startswith(prefix):
            name = prefix + name
    return name


def _register_scenario_schemas(api: Api) -> None:
    """Describe the resolve request body with the engines' own schemas (one per game)."""
    from refbase.engines.shadowfist import ACTION_SCHEMAS, ShadowfistScenarioSchema
    from refbase.engines.ufs.scenario import UfsScenarioSchema

    api.spec.components.schema("ShadowfistScenario", schema=ShadowfistScenarioSchema)
    api.spec.components.schema("UfsScenario", schema=UfsScenarioSchema)
    _describe_actions(api, "ShadowfistScenario", ACTION_SCHEMAS)


def _describe_actions(api: Api, scenario: str, schemas: dict[str, Schema]) -> None:
    """A scenario's `actions` items: the engine loads each with the schema its `do` names, so
    the document gives every action's schema (its fields) and `do` as the discriminator."""
    components = api.spec.components
    mapping: dict[str, str] = {}
    for do, schema in schemas.items():
        name = schema_name(type(schema))
        if name not in components.schemas:
            components.schema(name, schema=type(schema))
        components.schemas[name]["properties"]["do"]["enum"] = [do]
        mapping[do] = f"#/components/schemas/{name}"
    items = {"oneOf": [{"$ref": ref} for ref in mapping.values()],
             "discriminator": {"propertyName": "do", "mapping": mapping}}
    components.schemas[scenario]["properties"]["actions"]["items"] = items
