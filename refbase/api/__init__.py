"""The HTTP API: flask-smorest blueprints, problem-details errors, OpenAPI at /api/v1/openapi.json."""

from __future__ import annotations

import logging

from flask import Flask, request
from flask_smorest import Api
from werkzeug.exceptions import HTTPException, InternalServerError

from refbase.api.problems import from_http_exception, problem
from refbase.api.schemas.common import ProblemSchema
from refbase.kb.store import DataError

log = logging.getLogger(__name__)


class ProblemApi(Api):
    """flask-smorest's Api, rendering every error as an RFC 9457 problem document."""

    ERROR_SCHEMA = ProblemSchema

    def _register_error_handlers(self):  # noqa: D401 - flask-smorest hook
        self._app.register_error_handler(HTTPException, self.handle_http_exception)
        self._app.register_error_handler(DataError, _data_error)
        self._app.register_error_handler(Exception, _unexpected)

    def handle_http_exception(self, error: HTTPException):
        if not request.path.startswith("/api/"):
            from refbase.web.errors import html_error

            return html_error(error)
        return from_http_exception(error)


def _data_error(error: DataError):
    log.error("data directory problem: %s", error)
    return problem(503, "the rules data is being rebuilt or is unavailable; try again shortly",
                   headers={"Retry-After": "5"})


def _unexpected(error: Exception):
    if isinstance(error, HTTPException):
        return from_http_exception(error)
    log.exception("unexpected error on %s %s", request.method, request.path)
    return from_http_exception(InternalServerError())


def register_api(app: Flask) -> Api:
    from refbase.api.routes import cite, designators, documents, glossary, linkify, scenarios, search

    app.config.setdefault("API_TITLE", "refbase")
    app.config.setdefault("API_VERSION", "v1")
    app.config.setdefault("OPENAPI_VERSION", "3.0.3")
    app.config.setdefault("OPENAPI_URL_PREFIX", "/api/v1")
    app.config.setdefault("OPENAPI_JSON_PATH", "openapi.json")
    api = ProblemApi(app, spec_kwargs={"info": {"description": "Shadowfist and UFS rules: sections, "
                                                 "citations, search and scenario resolution."}})
    for module in (documents, cite, search, glossary, scenarios, designators, linkify):
        api.register_blueprint(module.blp)
    return api
