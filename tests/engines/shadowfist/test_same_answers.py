"""Same answers: the engine's whole resolutions and legality answers over every library and
documentation scenario equal the recording (regenerate deliberately: see `golden/__init__.py`)."""

from __future__ import annotations

from .golden.recording import differences, read, record


def test_every_library_and_documentation_scenario_resolves_as_recorded() -> None:
    recorded = read()
    assert len(recorded) > 250
    assert differences(recorded, record()) == []


def test_the_recording_holds_boards_and_the_legality_answer_after_every_prefix() -> None:
    item = read()["scenario-format-example"]
    assert item["resolution"]["outcome"] == "resolved" and item["resolution"]["boards"]
    assert len(item["options"]) == 7  # six actions: seven prefixes
