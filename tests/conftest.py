"""Shared fixtures: one knowledge base and one built data directory per test session.

The tiers (see README, "Tests"): every test under tests/hardening/ is marked `hardening`, and
every test that uses the real browser (the `browser` or `page` fixture) is marked `browser`,
here, so no test of either kind can be left out of its marker by forgetting a decorator.
"""

from __future__ import annotations

import shutil
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


_HARDENING = Path(__file__).parent / "hardening"
_BROWSER_FIXTURES = frozenset({"browser", "page"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the hardening and browser tests by where they live and what they use."""
    for item in items:
        if _HARDENING in item.path.parents:
            item.add_marker(pytest.mark.hardening)
        if _BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def node() -> str:
    """The `node` executable, which `./dev.sh test` installs (Debian's nodejs): the static
    copy's search is checked in node, so its absence fails those tests instead of skipping them."""
    path = shutil.which("node")
    if path is None:
        pytest.fail("node is not installed: run the suite with ./dev.sh test (it installs Debian's "
                    "nodejs as root) or apt-get install -y nodejs", pytrace=False)
    return path


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
