"""Snippets are HTML-safe: every character from the text is escaped; only <mark> is markup."""

from __future__ import annotations

import html
import re

from refbase.search.index_build import stem
from refbase.search.snippets import SnippetMaker

_MARK = re.compile(r"</?mark>")


def unmarked(snippet: str) -> str:
    return html.unescape(_MARK.sub("", snippet))


def test_script_query_is_not_reflected_as_markup(search_index):
    for query in ("<script>alert(1)</script>", "<script>", "superleap <b>onload=x</b>"):
        results = search_index.search(query)
        for hit in results.results:
            assert "<script" not in hit.snippet and "<b>" not in hit.snippet


def test_body_with_angle_brackets_is_escaped(search_index):
    results = search_index.search("is also a type changing card type", limit=5)
    hit = next(h for h in results.results if h.id == "7.1.1")
    assert "&lt;<mark>Type</mark>&gt;" in hit.snippet
    assert "<Type>" not in hit.snippet
    assert _MARK.sub("", hit.snippet).count("<") == 0


def test_matches_are_wrapped_in_mark(search_index):
    hit = search_index.search("superleap turned", limit=1).results[0]
    assert "<mark>Superleap</mark>" in hit.snippet
    assert "<mark>turned</mark>" in hit.snippet


def test_stemmed_matches_are_marked():
    maker = SnippetMaker(stem)
    snippet = maker.snippet(("t", "1"), "The Site was burned for victory.", frozenset({"burn"}))
    assert snippet == "The Site was <mark>burned</mark> for victory."


def test_every_text_character_is_escaped():
    maker = SnippetMaker(stem)
    text = 'a < b & "c" > \'d\' <script>x</script> burn'
    snippet = maker.snippet(("t", "2"), text, frozenset({"burn", "script"}))
    assert unmarked(snippet) == text
    assert _MARK.sub("", snippet).count("<") == 0 and "&lt;" in snippet


def test_long_text_is_cut_around_the_matches():
    maker = SnippetMaker(stem)
    text = " ".join(["filler"] * 200 + ["Toughness", "reduces", "damage"] + ["filler"] * 200)
    snippet = maker.snippet(("t", "3"), text, frozenset({"tough"}))
    assert snippet.startswith("…") and snippet.endswith("…")
    assert "<mark>Toughness</mark>" in snippet and len(snippet) < 400


def test_text_without_matches_gives_its_start():
    maker = SnippetMaker(stem)
    snippet = maker.snippet(("t", "4"), "Plain words & more.", frozenset({"zzz"}))
    assert snippet == "Plain words &amp; more."
