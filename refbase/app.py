"""The Flask application factory (as in the Flask tutorial): `create_app()`."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider

from refbase import config
from refbase.runtime import Runtime


def create_app(settings: dict[str, Any] | None = None) -> Flask:
    """Build the WSGI app: API, pages, limits and headers. Loads data lazily on first request."""
    app = Flask(__name__, static_folder="web/static", template_folder="web/templates")
    app.config.from_mapping(
        RULES_DIR=config.RULES_DIR,
        DATA_DIR=config.DATA_DIR,
        SCENARIOS_DIR=config.SCENARIOS_DIR,
        AUTO_BUILD=True,
        MAX_CONTENT_LENGTH=config.MAX_BODY_BYTES,
        MAX_FORM_MEMORY_SIZE=config.MAX_BODY_BYTES,
        JSON_SORT_KEYS=False,
    )
    app.config.from_prefixed_env("REFBASE")
    if settings:
        app.config.update(settings)
    if isinstance(app.json, DefaultJSONProvider):  # always, unless a settings hook replaced it
        app.json.sort_keys = False
    app.extensions["refbase"] = Runtime(
        Path(app.config["RULES_DIR"]), Path(app.config["DATA_DIR"]), bool(app.config["AUTO_BUILD"])
    )
    from refbase.api import register_api
    from refbase.middleware import register_middleware
    from refbase.web import register_web

    register_middleware(app)
    register_api(app)
    register_web(app)
    logging.getLogger("refbase").setLevel(logging.INFO)
    return app
