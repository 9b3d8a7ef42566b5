"""Library scenarios for the search (kind `scenario`): the library as plain documents.

The index (refbase.search) may not know the engines, whose package holds the library; this
layer, above both (used by the search API and the search page), hands each scenario over as
a `ScenarioDoc`: its question, title, source
words and the title of the rule it comes from. Built once per library and knowledge base.
"""

from __future__ import annotations

from pathlib import Path

from flask import current_app

from refbase.engines.library import LibraryError, LibraryScenario, load_library
from refbase.kb.model import KnowledgeBase
from refbase.search.index_build import stem
from refbase.search.scenarios import ScenarioDoc, ScenarioIndex

#: Scenario hits shown above the rules on the first page of results.
FIRST_PAGE_HITS = 3

_BUILT: dict[tuple[int, int], tuple[object, object, ScenarioIndex]] = {}


def scenario_docs(library: dict[str, LibraryScenario], knowledge: KnowledgeBase) -> list[ScenarioDoc]:
    """Every library scenario as a search document."""
    docs = []
    for item in library.values():
        source = knowledge.section(item.source.get("doc", ""), item.source.get("ref", ""))
        words = [item.source.get("ref", ""), source.title if source else "", item.source.get("detail", ""), item.note]
        docs.append(ScenarioDoc(item.id, item.game, item.title, item.question, "\n".join(w for w in words if w)))
    return docs


def scenario_index(knowledge: KnowledgeBase, directory: Path | None = None) -> ScenarioIndex:
    """The library's search index (empty when the library cannot be read)."""
    try:
        library = load_library(Path(directory or current_app.config["SCENARIOS_DIR"]))
    except LibraryError:
        library = {}
    key = (id(library), id(knowledge))
    built = _BUILT.get(key)
    if built is None or built[0] is not library or built[1] is not knowledge:
        _BUILT.clear()
        built = (library, knowledge, ScenarioIndex(scenario_docs(library, knowledge), stem))
        _BUILT[key] = built
    return built[2]
