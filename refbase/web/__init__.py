"""Server-rendered pages: home, documents, section permalinks, search, scenario runner, embed."""

from __future__ import annotations

from flask import Flask


def register_web(app: Flask) -> None:
    from refbase.problems import register_page_errors
    from refbase.web import (  # noqa: F401 - routes register on `bp`
        api_docs,
        builder_page,
        cards_page,
        designators_page,
        runner,
        search_page,
        shared_page,
        site_files,
    )
    from refbase.web.errors import html_error
    from refbase.web.pages import bp
    from refbase.web.render import register_filters

    register_filters(app)
    register_page_errors(app, html_error)
    app.register_blueprint(bp)
