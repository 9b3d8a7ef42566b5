"""Reads rules/manifest.toml: which documents exist and how to parse them."""

from __future__ import annotations

import tomllib
from pathlib import Path

from refbase.kb.model import DocumentInfo


class ManifestError(ValueError):
    """The manifest is missing, malformed, or names a file that is not there."""


def load_manifest(rules_dir: Path) -> list[DocumentInfo]:
    """Return the documents in manifest order, checking each source file exists."""
    path = rules_dir / "manifest.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ManifestError(f"cannot read {path.name}: {exc}") from exc
    docs = [_document(raw, rules_dir) for raw in data.get("document", [])]
    ids = [d.id for d in docs]
    if len(set(ids)) != len(ids):
        raise ManifestError(f"duplicate document ids in {path.name}: {ids}")
    return docs


def _document(raw: dict, rules_dir: Path) -> DocumentInfo:
    try:
        info = DocumentInfo(
            id=raw["id"],
            game=raw["game"],
            title=raw["title"],
            short_title=raw.get("short_title", raw["title"]),
            version=raw.get("version", ""),
            date=raw.get("date", ""),
            precedence=int(raw["precedence"]),
            authority=bool(raw.get("authority", False)),
            source=raw["source"],
            profile=raw["profile"],
            cite_prefixes=tuple(raw.get("cite_prefixes", ())),
            default_for_bare_numbers=bool(raw.get("default_for_bare_numbers", False)),
            seed=raw.get("seed", ""),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ManifestError(f"bad manifest entry {raw.get('id', '?')}: {exc}") from exc
    if not (rules_dir / info.source).is_file():
        raise ManifestError(f"{info.id}: source file {info.source} not found in {rules_dir}")
    return info
