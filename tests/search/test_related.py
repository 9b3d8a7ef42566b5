"""related(): the current rules on an entry's topic, from the game's authoritative rulebook."""

from __future__ import annotations

import pytest

CR, LGR = "shadowfist-comprehensive", "ufs-living-rules"


@pytest.mark.parametrize(("doc", "entry_id", "expected"), [
    ("shadowfist-faq", "ch2.toughness", "50.17"),
    ("shadowfist-faq", "ch2.superleap", "50.15"),
    ("shadowfist-notes", "other-important-stuff.winning-and-losing", "4.2"),
    ("shadowfist-basic", "section-3.boldface-abilities.stealth", "50.14"),
])
def test_faq_and_notes_entries_link_to_comprehensive_sections(search_index, doc, entry_id,
                                                                expected):
    refs = search_index.related(doc, entry_id)
    assert refs and all(r.doc == CR for r in refs)
    assert expected in [r.id for r in refs]


def test_related_are_numbered_sections(search_index, search_kb):
    for ref in search_index.related("shadowfist-faq", "ch5.q5", n=8):
        assert search_kb.section(ref.doc, ref.id).kind == "section"


def test_related_excludes_the_entry_itself(search_index):
    refs = search_index.related(CR, "28.6.1", n=10)
    assert (CR, "28.6.1") not in [(r.doc, r.id) for r in refs]
    assert len(refs) == 10


def test_ufs_entries_link_to_the_living_rules(search_index):
    refs = search_index.related(LGR, "G.3.2")
    assert refs and all(r.doc == LGR for r in refs)


def test_related_is_cached_and_stable(search_index):
    first = search_index.related("shadowfist-faq", "ch7.q3")
    assert search_index.related("shadowfist-faq", "ch7.q3") == first
    assert len(search_index.related("shadowfist-faq", "ch7.q3", n=2)) == 2
