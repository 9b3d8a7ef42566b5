"""The data directory is built atomically; a failed build leaves the previous one (issue 2, item 7)."""

from pathlib import Path

import pytest

from refbase import config
from refbase.kb import store
from refbase.kb.store import DataError, build, current_build, ensure_built, kb_from_json, kb_to_json, load_kb


def test_snapshot_round_trips_the_knowledge_base(kb):
    again = kb_from_json(kb_to_json(kb))
    assert [s.id for s in again.all_sections()] == [s.id for s in kb.all_sections()]
    section = again.section("shadowfist-comprehensive", "50.6")
    assert section.referenced_by == kb.section("shadowfist-comprehensive", "50.6").referenced_by
    assert again.defined_terms == kb.defined_terms


def test_build_points_current_at_a_complete_build(data_dir):
    current = current_build(data_dir)
    assert current is not None
    assert {p.name for p in current.iterdir()} >= {"kb.json", "index", "build.json"}
    assert load_kb(current).section("ufs-living-rules", "G.2.2") is not None


def test_interrupted_build_leaves_previous_data_intact(tmp_path, monkeypatch):
    first = build(config.RULES_DIR, tmp_path)

    def explode(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("refbase.search.build_index", explode)
    with pytest.raises(KeyboardInterrupt):
        build(config.RULES_DIR, tmp_path)
    assert current_build(tmp_path) == first
    assert not list((tmp_path / "builds").glob(".tmp-*"))


def test_ensure_built_reuses_a_fresh_build(data_dir):
    assert ensure_built(config.RULES_DIR, data_dir) == current_build(data_dir)


def test_corrupted_snapshot_is_a_clear_data_error(tmp_path):
    (tmp_path / "kb.json").write_text("{not json")
    with pytest.raises(DataError, match="refbase build"):
        load_kb(tmp_path)


def test_missing_data_dir_has_no_current_build(tmp_path):
    assert current_build(tmp_path / "nothing") is None


def test_fingerprint_changes_with_the_rules(tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "a.txt").write_text("one")
    before = store.fingerprint(rules)
    (rules / "a.txt").write_text("two")
    assert store.fingerprint(rules) != before


def test_old_builds_are_pruned(tmp_path):
    for _ in range(3):
        build(config.RULES_DIR, tmp_path)
    assert len([p for p in (tmp_path / "builds").iterdir() if not p.name.startswith(".")]) == store.KEEP_BUILDS
    assert isinstance(current_build(tmp_path), Path)
