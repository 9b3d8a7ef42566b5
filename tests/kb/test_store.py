"""The data directory's mechanics: snapshots round-trip, damage is a clear error (docs/serving.md)."""

import pytest

from refbase.kb.store import DataError, current_build, kb_from_json, kb_to_json, load_kb


def test_snapshot_round_trips_the_knowledge_base(kb):
    again = kb_from_json(kb_to_json(kb))
    assert [s.id for s in again.all_sections()] == [s.id for s in kb.all_sections()]
    section = again.section("shadowfist-comprehensive", "50.6")
    assert section.referenced_by == kb.section("shadowfist-comprehensive", "50.6").referenced_by
    assert again.defined_terms == kb.defined_terms


def test_corrupted_snapshot_is_a_clear_data_error(tmp_path):
    (tmp_path / "kb.json").write_text("{not json")
    with pytest.raises(DataError, match="refbase build"):
        load_kb(tmp_path)


def test_missing_data_dir_has_no_current_build(tmp_path):
    assert current_build(tmp_path / "nothing") is None
