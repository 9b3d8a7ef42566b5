"""A library scenario's `source` points at the entry whose text it quotes (a case found: the FAQ's
"taken control of" ruling was cited as `ch4.damage-redirection`, a heading it merely follows)."""

from __future__ import annotations

import re

import pytest

from refbase import config
from refbase.engines.library import load_library
from refbase.kb.model import KnowledgeBase

RUN = 6  # consecutive words: long enough that a shared run is a quotation, not a stock phrase
_WORD = re.compile(r"[a-z]+")  # rule numbers left out: texts cite other rules by number
# A detail reads "28.6.6.1 Returning from Interception: a Character that moved ..."; a quotation
# never runs across these marks, so the rule's title and the quoted text are checked apart.
_SEGMENT = re.compile(r"[:,?!()]|\. ")

LIBRARY = load_library(config.SCENARIOS_DIR)
SCENARIOS = sorted(LIBRARY)


def _words(text: str) -> str:
    return " " + " ".join(_WORD.findall(text.lower().replace("\u2019", "'"))) + " "


def _runs(detail: str) -> set[str]:
    """Runs of the primary citation: after a ";" a detail cites further rules ("...; 28.8 (...)")."""
    runs: set[str] = set()
    for segment in _SEGMENT.split(detail.split(";")[0]):
        words = _words(segment).split()
        runs.update(" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1))
    return runs


_TEXTS: dict[str, str] = {}


def _document_text(kb: KnowledgeBase, doc: str) -> str:
    """Every entry's text (titles left out: a chapter title in a detail is a label, no quote)."""
    if doc not in _TEXTS:
        _TEXTS[doc] = "|".join(_words(s.text) for s in kb.documents[doc].sections.values())
    return _TEXTS[doc]


def _cited_entries(kb: KnowledgeBase, doc: str, ref: str) -> list:
    """A printed number stands for its entry, its examples and notes, and its reprints (`X~2`)."""
    sections = kb.documents[doc].sections.values()
    return [s for s in sections if s.id == ref or s.id.startswith((f"{ref}.example-", f"{ref}.note-", f"{ref}~"))]


@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_library_source_ref_holds_the_text_its_detail_quotes(kb, scenario_id):
    source = LIBRARY[scenario_id].source
    entry = kb.section(source["doc"], source["ref"])
    assert entry is not None, source
    cited = "|".join(_words(e.title) + "|" + _words(e.text) for e in _cited_entries(kb, source["doc"], entry.id))
    quoted = [run for run in _runs(source["detail"]) if f" {run} " in _document_text(kb, source["doc"])]
    held = [run for run in quoted if f" {run} " in cited]
    assert held or not quoted, f"{source['ref']} holds none of what the detail quotes: {quoted}"


@pytest.mark.parametrize("scenario_id", [
    "sf-faq-35-3-6-attacker-taken-over", "sf-faq-35-3-6-interceptor-taken-over",
])
def test_faq_taken_control_rulings_cite_their_own_entry(kb, scenario_id):
    source = LIBRARY[scenario_id].source
    entry = kb.section(source["doc"], source["ref"])
    assert entry is not None and "taken control of" in entry.title
    assert "Tortured Memories" in entry.text and "Damage Redirection" not in entry.title
