"""Shared fixtures: one knowledge base and one built data directory per test session.

The tiers (see README, "Tests"): every test under tests/hardening/ is marked `hardening`, and
every test that uses the real browser (the `browser` or `page` fixture) is marked `browser`,
here, so no test of either kind can be left out of its marker by forgetting a decorator.
"""

from __future__ import annotations

import fcntl
import os
import shutil
from collections import Counter
from collections.abc import Callable
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


_HEAVY = ("browser", "hardening", "slow")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the hardening and browser tests by where they live and what they use, then put the
    files with seconds-long tests first."""
    for item in items:
        if _HARDENING in item.path.parents:
            item.add_marker(pytest.mark.hardening)
        if _BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)
    items[:] = _heavy_files_first(items)


def _heavy_files_first(items: list[pytest.Item]) -> list[pytest.Item]:
    """Files ordered for pytest-xdist's `--dist loadfile --no-loadscope-reorder` (./dev.sh): the
    files with the most browser, hardening or slow tests first, then the rest by size. The two
    workers then start on the long files and end on the many short engine tests, instead of
    one worker finishing the browser files alone at the end (xdist's own order, by test count,
    puts those few-test files last). Within a file the order is kept; no test depends on it."""
    heavy: Counter[Path] = Counter()
    size: Counter[Path] = Counter()
    for item in items:
        size[item.path] += 1
        heavy[item.path] += any(item.get_closest_marker(name) for name in _HEAVY)
    return sorted(items, key=lambda item: (-heavy[item.path], -size[item.path], str(item.path)))


@pytest.fixture(scope="session")
def once_per_run(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, Callable[[Path], None]], Path]:
    """`once_per_run(name, make)`: a folder `make` fills once per test run, shared by the
    pytest-xdist workers (each worker's session fixtures are its own, so an expensive read-only
    artefact such as a static export would otherwise be made once per worker). The first worker
    to ask makes it under a file lock; the others wait for it and reuse it. Nobody may change it."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):  # a worker's folder (popen-gw0): the run's is its parent
        root = root.parent

    def get(name: str, make: Callable[[Path], None]) -> Path:
        target, done = root / name, root / f"{name}.done"
        with open(root / f"{name}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not done.exists():
                shutil.rmtree(target, ignore_errors=True)
                target.mkdir()
                make(target)
                done.touch()
        return target
    return get


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
