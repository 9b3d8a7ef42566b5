"""Cross-references: rule-number mentions in a section's text, linked both ways."""

from __future__ import annotations

from refbase.kb.model import KnowledgeBase


def link_references(kb: KnowledgeBase) -> None:
    """Fill `references` and `referenced_by` for every section (placeholder until xrefs land)."""
    return None
