"""Actions in players' words (refbase/web/action_words.py): every move of every library script
is said with its cards' titles and plain verbs, never as a code or a raw id."""

from __future__ import annotations

from refbase import config
from refbase.api.outcome import names
from refbase.engines.library import load_library
from refbase.web.action_words import action_words


def test_every_library_move_is_said_with_card_titles_and_no_codes():
    library = load_library(config.SCENARIOS_DIR)
    assert library
    for item in library.values():
        named = names(item.scenario)
        for action in item.scenario.get("actions", []):
            said = action_words(action, named)
            assert "_" not in said and "{" not in said, (item.id, action, said)
            for key in ("card", "target", "character", "site"):
                ref = action.get(key)
                if isinstance(ref, str) and ref in named and ref != named[ref]:
                    assert named[ref] in said, (item.id, action, said)


def test_the_walk_s_examples_in_players_words():
    named = {"leaper": "Ninja Leaper", "bfss": "Mountain Temple", "guard": "Gate Guard"}
    assert action_words({"do": "declare_attack", "player": "A", "attackers": ["leaper"], "target": "bfss"}, named) \
        == "A attacks Mountain Temple with Ninja Leaper"
    assert action_words({"do": "pass"}, named) == "All players pass"
    assert action_words({"do": "intercept", "player": "B", "assignments": [{"attacker": "leaper", "chain": ["guard"]}]},
                        named) == "B intercepts Ninja Leaper with Gate Guard"
    assert action_words({"do": "pass", "player": "A"}, named) == "A passes"
    assert action_words("not an action", named) == "a move the rules engine cannot read"
