"""The Flask application factory (as in the Flask tutorial): `create_app()`."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider

from refbase import config
from refbase.kb.store import DataError
from refbase.runtime import BUILD_RETRY_SECONDS, Runtime


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
        PUBLIC_URL=config.PUBLIC_URL,
        TRUSTED_PROXIES=config.TRUSTED_PROXIES,
        RESPONSE_CACHE_BYTES=config.RESPONSE_CACHE_BYTES,
    )
    app.config.from_prefixed_env("REFBASE")
    if settings:
        app.config.update(settings)
    if isinstance(app.json, DefaultJSONProvider):  # always, unless a settings hook replaced it
        app.json.sort_keys = False
    app.extensions["refbase"] = Runtime(
        Path(app.config["RULES_DIR"]), Path(app.config["DATA_DIR"]), bool(app.config["AUTO_BUILD"]),
        float(app.config.get("BUILD_RETRY_SECONDS", BUILD_RETRY_SECONDS)),
        Path(app.config.get("SCENARIOS_DIR", config.SCENARIOS_DIR)),
    )
    from refbase.api import register_api
    from refbase.middleware import register_middleware
    from refbase.web import register_web

    register_middleware(app)
    register_api(app)
    register_web(app)
    _install_layers(app)
    logging.getLogger("refbase").setLevel(logging.INFO)
    return app


def _install_layers(app: Flask) -> None:
    """WSGI layers around Flask: public base URL (outermost), then cached bytes and gzip.

    A static export renders through the test client with its own base URL and writes files:
    it gets neither.
    """
    from refbase.public_url import public_url_layer
    from refbase.response_cache import ResponseLayer
    from refbase.web.render import STATIC_SITE

    if app.config.get(STATIC_SITE):
        return
    runtime: Runtime = app.extensions["refbase"]

    def build_id() -> str | None:
        """The build, and the import its card catalogue holds (section pages list the cards they name)."""
        try:
            return runtime.served_id()
        except DataError:
            return None

    layered = ResponseLayer(app.wsgi_app, build_id, int(app.config["RESPONSE_CACHE_BYTES"]),
                            config.MAX_HEADER_BYTES)
    app.extensions["refbase_responses"] = layered.cache
    app.wsgi_app = public_url_layer(layered, app.config.get("PUBLIC_URL") or None,  # type: ignore[method-assign,assignment]
                                    int(app.config.get("TRUSTED_PROXIES") or 0))
