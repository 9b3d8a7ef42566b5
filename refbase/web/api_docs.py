"""The API documentation page: Swagger UI from the pinned `swagger-ui-bundle` package, served
by refbase itself (no CDN); its start-up code is a static file, so the strict CSP holds."""

from __future__ import annotations

from importlib import import_module

from flask import Response, abort, render_template, send_from_directory

from refbase.web.pages import bp

#: The folder of the pinned Swagger UI release inside the `swagger-ui-bundle` package.
SWAGGER_UI_DIR = str(import_module("swagger_ui_bundle").swagger_ui_path)

#: The only files of the bundle that are served (its index.html has inline script).
ASSETS = frozenset({"swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png"})


@bp.get("/api-docs")
def api_docs() -> str:
    return render_template("api_docs.html")


@bp.get("/api-docs/assets/<name>")
def api_docs_asset(name: str) -> Response:
    if name not in ASSETS:
        abort(404, description="No such file.")
    return send_from_directory(SWAGGER_UI_DIR, name, max_age=86400)
