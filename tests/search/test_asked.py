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


def _player_tool():  # bench/player_questions.py writes the players' questions file
    import importlib.util
    import sys

    from refbase import config

    bench = str(config.PROJECT_ROOT / "bench")
    if bench not in sys.path:  # its sibling search_sets.py, as when run as a script
        sys.path.insert(0, bench)
    path = config.PROJECT_ROOT / "bench" / "player_questions.py"
    spec = importlib.util.spec_from_file_location("player_questions_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_players_questions_file_is_what_the_tool_writes_from_the_tuning_sets() -> None:
    """data/player_questions.txt is generated (bench/player_questions.py), never edited by
    hand: a question added to or removed from a tuning set must be regenerated."""
    from refbase.search.asked import PLAYERS

    text, kept, _ = _player_tool().current()
    assert PLAYERS.read_text(encoding="utf-8") == text
    assert kept >= 1000


def test_players_questions_close_to_an_unseen_set_are_left_out() -> None:
    """A tuning question sharing >= 70% of its words with a held-out or validation question
    is left out (so those sets stay unseen); the filter is the tool's own, shown here
    to drop a question that is close and keep one that is not."""
    from refbase.search.evaluation import Question

    tool = _player_tool()

    def ask(text: str) -> Question:
        return Question(text, "shadowfist", "plain", frozenset({("shadowfist-comprehensive", "20.0")}))

    unseen = [[ask("when is my character smoked")]]
    text, kept, close = tool.render([[ask("when is my character smoked exactly"),
                                      ask("can a turned guy block")]], unseen)
    assert (kept, close) == (1, 1)
    assert "20.0\tcan a turned guy block" in text and "smoked exactly" not in text


def test_players_questions_cite_authoritative_sections(search_kb) -> None:
    from refbase.search.asked import player_questions

    questions = player_questions()
    assert questions and all(search_kb.section(q.doc, q.entry_id) is not None for q in questions)
    assert {q.doc for q in questions} == {"shadowfist-comprehensive", "ufs-living-rules"}


@pytest.mark.slow
def test_leave_out_keeps_a_tuning_sets_own_questions_out_of_the_index(index_dir, search_kb) -> None:
    """The benchmark measures a tuning set on an index without its own questions: left out
    by their text, case and spacing ignored."""
    from refbase.search import SearchIndex
    from refbase.search.asked import player_questions

    texts = sorted({q.text for q in player_questions()})[:5]
    per_text = sum(1 for q in player_questions() if q.text in texts)
    full = SearchIndex.open(index_dir, search_kb)
    fewer = SearchIndex.open(index_dir, search_kb, leave_out=[f"  {t.upper()} " for t in texts])
    assert full.question_count - fewer.question_count == per_text > 0
