"""Shared fixtures: one knowledge base and one built data directory per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from refbase import config
from refbase.kb.build import build_knowledge_base
from refbase.kb.model import KnowledgeBase


@pytest.fixture(scope="session")
def kb() -> KnowledgeBase:
    return build_knowledge_base(config.RULES_DIR)


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from refbase.build import build

    directory = tmp_path_factory.mktemp("data")
    build(config.RULES_DIR, directory)
    return directory


@pytest.fixture(scope="session")
def app(data_dir: Path):
    from refbase.app import create_app

    application = create_app({"TESTING": True, "DATA_DIR": data_dir, "AUTO_BUILD": False})
    return application


@pytest.fixture()
def client(app):
    return app.test_client()
