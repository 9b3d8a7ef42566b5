"""Every rule number an engine can cite exists in the knowledge base (brief: rules fidelity)."""

import importlib

import pytest

from refbase.engines import GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_citable_rule_exists(kb, game):
    package = importlib.import_module(f"refbase.engines.{game}")
    rules = getattr(package, "ALL_RULES", None) or importlib.import_module(f"{package.__name__}.rules").ALL_RULES
    assert rules, f"{game} engine declares no rules"
    missing = sorted(f"{r.doc} {r.number}" for r in rules if not kb.has_number(r.doc, r.number))
    assert not missing, f"cited but not in the knowledge base: {missing}"


def test_every_library_scenario_cites_only_existing_rules(kb):
    from refbase import config
    from refbase.cards.scenario import fill_from_shipped
    from refbase.engines import resolve
    from refbase.engines.library import load_library

    for item in load_library(config.SCENARIOS_DIR).values():
        for ref in resolve(fill_from_shipped(item.scenario)).cited():
            assert kb.has_number(ref.doc, ref.number), (item.id, ref)
        src = item.source
        if src.get("doc") in kb.documents and src.get("ref"):
            assert kb.section(src["doc"], src["ref"]) is not None, (item.id, src)
