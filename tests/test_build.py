"""Builds are atomic; a failed build leaves the previous one."""

from pathlib import Path

import pytest

from refbase import build as builder
from refbase import config
from refbase.build import build, ensure_built
from refbase.kb import store
from refbase.kb.store import current_build, load_kb


def test_build_points_current_at_a_complete_build(data_dir):
    current = current_build(data_dir)
    assert current is not None
    assert {p.name for p in current.iterdir()} >= {"kb.json", "index", "build.json"}
    assert load_kb(current).section("ufs-living-rules", "G.2.2") is not None


@pytest.mark.slow
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


def test_fingerprint_changes_with_the_rules(tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "a.txt").write_text("one")
    before = builder.fingerprint(rules)
    (rules / "a.txt").write_text("two")
    assert builder.fingerprint(rules) != before


@pytest.mark.slow
def test_old_builds_are_pruned(tmp_path):
    for _ in range(3):
        build(config.RULES_DIR, tmp_path)
    assert len([p for p in (tmp_path / "builds").iterdir() if not p.name.startswith(".")]) == store.KEEP_BUILDS
    assert isinstance(current_build(tmp_path), Path)
