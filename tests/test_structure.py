"""The structure checks itself: import layers, lint and types run with the test suite.

Each test runs the real tool (pinned in pyproject.toml's test extras) over the project, with
the configuration in pyproject.toml, and shows the tool's own report when it fails.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    executable = BIN / tool
    if not executable.exists():
        pytest.fail(f"{tool} is not installed next to {sys.executable}; install the test extras: pip install -e .[test]")
    return subprocess.run([str(executable), *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def _report(result: subprocess.CompletedProcess[str]) -> str:
    return f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"


def test_imports_follow_the_layers():
    """texts -> kb -> search / engines / designators -> api -> web -> composition, never upward."""
    result = _run("lint-imports", "--no-logo", "--no-cache")
    assert result.returncode == 0, _report(result)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--no-cache", "refbase", "tests", "bench", "wsgi.py")
    assert result.returncode == 0, _report(result)


def test_mypy_finds_no_type_errors():
    """Types hold across refbase/ (engines strictly), with the settings in pyproject.toml."""
    result = _run("mypy", "refbase")
    assert result.returncode == 0, _report(result)
