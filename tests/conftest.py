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


@pytest.fixture(scope="session")
def dump_app(data_dir: Path, tmp_path_factory: pytest.TempPathFactory):
    """The application with the extract of the community card database dump imported."""
    import shutil

    from refbase.app import create_app
    from refbase.cards import import_file

    copy = tmp_path_factory.mktemp("dump-data") / "data"
    shutil.copytree(data_dir, copy, symlinks=True)
    import_file(Path(__file__).parent / "cards" / "fixtures" / "fistdb-extract.sql", copy)
    return create_app({"TESTING": True, "DATA_DIR": copy, "AUTO_BUILD": False})


@pytest.fixture()
def dump_client(dump_app):
    return dump_app.test_client()
