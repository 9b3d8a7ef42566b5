"""docs/reliability.md's figures are what bench/report.py writes from the committed bench
outputs (bench/results/): no figure is typed by hand, so none can silently go stale."""

from __future__ import annotations

import sys

from refbase import config

sys.path.insert(0, str(config.PROJECT_ROOT / "bench"))
import report


def test_reliability_figures_are_generated_from_the_bench_outputs():
    doc = report.DOC.read_text(encoding="utf-8")
    expected = report.rewrite(doc, report.figures(config.PROJECT_ROOT / "bench" / "results"))
    assert doc == expected, "run `python bench/report.py` after the benches (docs/reliability.md)"


def test_the_figures_section_is_not_empty():
    doc = report.DOC.read_text(encoding="utf-8")
    section = doc[doc.index(report.FIGURES_BEGIN):doc.index(report.FIGURES_END)]
    assert "req/s" in section and "not measured" not in section
