"""The public base URL of absolute links: from configuration, never from the client's Host.

Absolute URLs (API `url` / `html_url`, oEmbed, canonical and OpenGraph tags, the `<script src>`
snippet on /embed) are built by `url_for(..., _external=True)` from the WSGI environ. Left
alone, that copies the request's Host header into cacheable answers, so a forged Host would
be served to everyone from a shared cache. This layer rewrites the environ before Flask sees
it, in order of precedence:

1. `REFBASE_PUBLIC_URL` (`https://rules.example.org/ref`): scheme, host and path prefix;
2. `REFBASE_TRUSTED_PROXIES=N` (N reverse proxies in front): werkzeug's ProxyFix takes scheme,
   host, port and prefix from the `X-Forwarded-*` headers the nearest N proxies set;
3. otherwise the address the server listens on (`SERVER_NAME`, `SERVER_PORT`), which the
   server takes from its socket, not from the request (`localhost` on a unix socket).
"""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import urlsplit

from werkzeug.middleware.proxy_fix import ProxyFix

WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
DEFAULT_PORTS = {"http": "80", "https": "443"}


def public_url_layer(wsgi_app: WsgiApp, public_url: str | None, trusted_proxies: int) -> WsgiApp:
    """Wrap `wsgi_app` so that absolute URLs use the configured public base URL."""
    if public_url:
        return _FixedBase(wsgi_app, public_url)
    if trusted_proxies > 0:
        n = trusted_proxies
        return _ServerAddress(ProxyFix(wsgi_app, x_for=n, x_proto=n, x_host=n, x_port=n, x_prefix=n),
                              unless_forwarded=True)
    return _ServerAddress(wsgi_app)


def check_public_url(public_url: str) -> None:
    """Refuse a base URL that cannot be one (at start-up, not on the first request)."""
    parts = urlsplit(public_url)
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname or parts.query or parts.fragment:
        raise ValueError(f"REFBASE_PUBLIC_URL must be http(s)://host[:port][/prefix], got {public_url!r}")


class _FixedBase:
    def __init__(self, app: WsgiApp, public_url: str) -> None:
        check_public_url(public_url)
        parts = urlsplit(public_url)
        self.app = app
        self.scheme = parts.scheme
        self.host = parts.netloc
        self.prefix = parts.path.rstrip("/")

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        environ["wsgi.url_scheme"] = self.scheme
        environ["HTTP_HOST"] = self.host
        if self.prefix:
            path = environ.get("PATH_INFO", "")
            if path == self.prefix or path.startswith(self.prefix + "/"):
                environ["PATH_INFO"] = path[len(self.prefix):]  # a proxy that does not strip it
            environ["SCRIPT_NAME"] = self.prefix
        return self.app(environ, start_response)


class _ServerAddress:
    """Host := the server's address; behind trusted proxies only when they sent no
    X-Forwarded-Host (ProxyFix would otherwise keep the client's Host)."""

    def __init__(self, app: WsgiApp, unless_forwarded: bool = False) -> None:
        self.app = app
        self.unless_forwarded = unless_forwarded

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if not (self.unless_forwarded and environ.get("HTTP_X_FORWARDED_HOST")):
            environ["HTTP_HOST"] = server_host(environ)
        return self.app(environ, start_response)


def server_host(environ: dict[str, Any]) -> str:
    """`host[:port]` of the listening socket (gunicorn fills SERVER_NAME from the Host header
    only on a unix socket, where there is no address: `localhost` then)."""
    sock = environ.get("gunicorn.socket")
    if sock is not None and getattr(sock, "family", None) == getattr(socket, "AF_UNIX", None):
        return "localhost"
    name = environ.get("SERVER_NAME") or "localhost"
    port = str(environ.get("SERVER_PORT") or "")
    if ":" in name and not name.startswith("["):
        name = f"[{name}]"  # an IPv6 address
    if not port or port == DEFAULT_PORTS.get(environ.get("wsgi.url_scheme", "http")):
        return name
    return f"{name}:{port}"
