"""Parser profiles: one module per document shape, named in the manifest's `profile`.

A profile module exposes `parse(text: str) -> list[Entry]`: the raw extracted text in,
the cleaned entries out, in reading order, each with a stable id and its parent's id.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from refbase.kb.model import Entry

Parser = Callable[[str], list[Entry]]


def parser_for(profile: str) -> Parser:
    """Import the profile module `refbase.kb.parsers.<profile>` and return its `parse`."""
    if not profile.isidentifier():
        raise ValueError(f"bad parser profile name: {profile!r}")
    module = importlib.import_module(f"refbase.kb.parsers.{profile}")
    return module.parse
