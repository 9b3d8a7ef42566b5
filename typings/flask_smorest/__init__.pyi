# Type stubs for the parts of flask-smorest (0.47, untyped) that refbase uses. Kept minimal:
# the decorators keep the view's type, `abort` never returns (it is webargs' typed abort).
from collections.abc import Callable
from typing import Any, TypeVar

import flask
from apispec import APISpec
from webargs.flaskparser import abort as abort

_F = TypeVar("_F", bound=Callable[..., Any])

class Blueprint(flask.Blueprint):
    def __init__(self, name: str, import_name: str, *args: Any, description: str | None = ..., **kwargs: Any) -> None: ...
    def route(self, rule: str, *, parameters: list[Any] | None = ..., tags: list[str] | None = ...,
              **options: Any) -> Callable[[_F], _F]: ...
    def arguments(self, schema: Any, *, location: str = ..., content_type: str | None = ..., required: bool = ...,
                  description: str | None = ..., example: Any = ..., examples: Any = ...,
                  **kwargs: Any) -> Callable[[_F], _F]: ...
    def response(self, status_code: int | str, schema: Any = ..., *, content_type: str | None = ...,
                 description: str | None = ..., example: Any = ..., examples: Any = ...,
                 headers: Any = ...) -> Callable[[_F], _F]: ...
    def alt_response(self, status_code: int | str, response: Any = ..., *, schema: Any = ...,
                     content_type: str | None = ..., description: str | None = ..., example: Any = ...,
                     examples: Any = ..., headers: Any = ..., success: bool = ...) -> Callable[[_F], _F]: ...
    @staticmethod
    def doc(**kwargs: Any) -> Callable[[_F], _F]: ...

class Api:
    ERROR_SCHEMA: Any
    spec: APISpec
    _app: flask.Flask
    def __init__(self, app: flask.Flask | None = ..., *, spec_kwargs: dict[str, Any] | None = ...,
                 config_prefix: str = ...) -> None: ...
    def init_app(self, app: flask.Flask, *, spec_kwargs: dict[str, Any] | None = ...) -> None: ...
    def register_blueprint(self, blp: Blueprint, *, parameters: list[Any] | None = ..., **options: Any) -> None: ...
    def _register_error_handlers(self) -> None: ...
    def handle_http_exception(self, error: Exception) -> Any: ...
