"""One knowledge base and one search index per test session (built into a temp dir)."""

from __future__ import annotations

from pathlib import Path

import pytest

from refbase import config
from refbase.kb.build import build_knowledge_base
from refbase.kb.model import KnowledgeBase
from refbase.runtime import library_questions
from refbase.search import SearchIndex, build_index


@pytest.fixture(scope="session")
def search_kb() -> KnowledgeBase:
    return build_knowledge_base(config.RULES_DIR)


@pytest.fixture(scope="session")
def index_dir(search_kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("search") / "index"
    build_index(search_kb, directory)
    return directory


@pytest.fixture(scope="session")
def search_index(index_dir: Path, search_kb: KnowledgeBase) -> SearchIndex:
    """Opened as the application opens it: with the library's questions (expansion field)."""
    return SearchIndex.open(index_dir, search_kb, library_questions(config.SCENARIOS_DIR))

