"""HTML error pages for the human pages (the API answers problem documents instead)."""

from __future__ import annotations

from flask import render_template
from werkzeug.exceptions import HTTPException


def html_error(error: HTTPException):
    status = error.code or 500
    message = "Something went wrong on our side." if status >= 500 else (error.description or "Error")
    return render_template("error.html", status=status, title=error.name, message=message), status
