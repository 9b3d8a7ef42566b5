"""The curated player questions are data (refbase/search/data/curated_questions.txt)."""

from __future__ import annotations

import pytest

from refbase.search.asked import CuratedFormatError, curated_questions, parse_curated


def test_lines_under_a_document_heading_become_cited_questions() -> None:
    text = "# a comment\n\n[shadowfist-comprehensive]\n20.0\twhen is my guy killed\n[ufs-living-rules]\nG.2.2\tpartial block\n"
    found = [(q.doc, q.entry_id, q.text) for q in parse_curated(text)]
    assert found == [("shadowfist-comprehensive", "20.0", "when is my guy killed"),
                     ("ufs-living-rules", "G.2.2", "partial block")]


@pytest.mark.parametrize("text", ["20.0\tbefore any heading\n", "[shadowfist-comprehensive]\n20.0 no tab\n",
                                  "[shadowfist-comprehensive]\n\tno rule\n"])
def test_a_malformed_line_is_named(text: str) -> None:
    with pytest.raises(CuratedFormatError, match=r":\d+: expected"):
        parse_curated(text)


def test_the_shipped_file_reads_whole() -> None:
    questions = curated_questions()
    assert len(questions) >= 600
    assert {q.doc for q in questions} == {"shadowfist-comprehensive", "ufs-living-rules"}
