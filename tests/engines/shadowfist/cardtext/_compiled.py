"""A real card's text compiled in a test: every sentence must be read (docs/cardtext.md)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text


def compiled_objects(title: str, kind: str, text: str) -> list[dict[str, Any]]:
    """The ability objects `text` compiles to, in print order (printed words left out); the
    test fails naming the unread sentences when any sentence is not read."""
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    return [dict(a) for a in compiled.abilities if isinstance(a, dict)]
