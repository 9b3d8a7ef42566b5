"""Cards carry their compiled text (docs/cards.md, docs/cardtext.md): the `engine` field, a
scenario card by title taking `engine.abilities`, its caveats, and `use` naming an ability by
the beginning of its printed text. Real cards: fixtures/real-text.csv copies their rows from
the community card database; fixtures/fistdb-extract.sql is an extract of the dump itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from refbase.cards import build_catalogue, import_file, load_imported
from refbase.cards.scenario import fill_scenario
from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist.cardtext import COMPILER_VERSION, compile_text

FIXTURES = Path(__file__).parent / "fixtures"
#: what the compiler's fixture compiles to at COMPILER_VERSION (see the last test)
PINNED_DIGEST = "3e1a4ebb4feeecfc"


@pytest.fixture(scope="module")
def catalogue(kb, tmp_path_factory):
    directory = tmp_path_factory.mktemp("cards")
    import_file(FIXTURES / "real-text.csv", directory)
    import_file(FIXTURES / "fistdb-extract.sql", directory)
    return build_catalogue(kb, load_imported(directory))


def scenario(*actions: dict, card: str = "Swiss Banker", **own: object) -> dict:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "c", "card": card, "controller": "A", "column": 1, **own}],
            "actions": list(actions)}


def use(**fields: object) -> dict:
    return {"do": "use", "id": "u1", "player": "A", "card": "c", **fields}


def test_an_imported_card_carries_its_compiled_text(catalogue):
    banker = catalogue.by_title("Swiss Banker")
    assert banker.engine == compile_text(banker.text, "Swiss Banker", "character").as_json()
    assert banker.engine["not_modelled"][0]["text"].startswith("When you have no Power")


def test_the_compiled_text_is_stored_at_import_not_recompiled(kb, tmp_path):
    import_file(FIXTURES / "fistdb-extract.sql", tmp_path)
    stored = {c.title: c.engine for c in load_imported(tmp_path)}
    assert stored["City Park"] is not None and len(stored["City Park"]["not_modelled"]) == 2
    assert stored["Alchemist's Lair"] is None  # no text, nothing to compile


def test_a_card_by_title_takes_its_compiled_abilities_rule_24_0(catalogue):
    filled = fill_scenario(scenario(), catalogue)
    [card] = filled.payload["cards"]
    assert card["abilities"] == catalogue.by_title("Swiss Banker").engine["abilities"]
    assert card["abilities"][0]["kind"] == "activated"


def test_unread_sentences_are_caveats_naming_the_scenario_card(catalogue):
    filled = fill_scenario(scenario(), catalogue)
    assert filled.caveats == [{"card": "c", "text": "When you have no Power, immediately smoke Swiss Banker.",
                               "reason": "trigger on Power spent, generated or lacking: not in the language"}]


def test_abilities_given_in_the_scenario_win_and_give_no_caveats(catalogue):
    filled = fill_scenario(scenario(abilities=["Guts"]), catalogue)
    assert filled.payload["cards"][0]["abilities"] == ["Guts"] and filled.caveats == []


def test_use_names_an_ability_by_the_beginning_of_its_text_case_insensitively(catalogue):
    filled = fill_scenario(scenario(use(ability="turn and MAINTAIN"), card="Purist Sorcerer"), catalogue)
    assert filled.payload["actions"][0]["ability"] == 1


def test_use_may_omit_the_ability_of_a_card_with_one_usable_ability(catalogue):
    filled = fill_scenario(scenario(use(), card="Curtis Graham"), catalogue)
    assert filled.payload["actions"][0]["ability"] == 1  # abilities[0] is the printed word Unique


def test_an_index_is_left_as_given(catalogue):
    filled = fill_scenario(scenario(use(ability=0), card="Purist Sorcerer"), catalogue)
    assert filled.payload["actions"][0]["ability"] == 0


@pytest.mark.parametrize("given", ["Turn", None])
def test_several_matching_abilities_are_a_422_naming_the_action(catalogue, given):
    action = use() if given is None else use(ability=given)
    with pytest.raises(ScenarioInvalid) as caught:
        fill_scenario(scenario(action, card="Purist Sorcerer"), catalogue)
    [(field, [message])] = caught.value.errors.items()
    assert field == ("actions[0].ability" if given else "actions[0]")
    assert "2 abilities a use can use" in message


def test_no_matching_ability_is_a_422_listing_those_it_has(catalogue):
    with pytest.raises(ScenarioInvalid) as caught:
        fill_scenario(scenario(use(ability="Sacrifice"), card="Curtis Graham"), catalogue)
    [(field, [message])] = caught.value.errors.items()
    assert field == "actions[0].ability" and "'Turn and target a site" in message


def test_using_unread_text_is_a_422_quoting_it(catalogue):
    with pytest.raises(ScenarioInvalid) as caught:
        fill_scenario(scenario(use(ability="Turn to add"), card="Man With No Name"), catalogue)
    [(field, [message])] = caught.value.errors.items()
    assert field == "actions[0].ability"
    assert "does not model" in message and "Turn to add a faction resource of your choice" in message


def test_using_a_card_whose_only_text_is_unread_is_a_422_naming_the_action(catalogue):
    with pytest.raises(ScenarioInvalid) as caught:
        fill_scenario(scenario(use(), card="Gorilla Fighter"), catalogue)
    [(field, [message])] = caught.value.errors.items()
    assert field == "actions[0]" and "The cost to play Gorilla Fighter is reduced" in message


def test_a_catalogue_stored_by_another_compiler_version_is_compiled_again(tmp_path):
    """A stored `engine` is only trusted from the compiler version that wrote it."""
    import json

    from refbase.cards.store import catalogue_path

    import_file(FIXTURES / "real-text.csv", tmp_path)
    path = catalogue_path(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    for card in data["cards"]:
        card["engine"] = {"abilities": ["Stale reading"], "not_modelled": []}
    data["compiler"] = -1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert all(card.engine is None for card in load_imported(tmp_path))
    data["compiler"] = COMPILER_VERSION
    path.write_text(json.dumps(data), encoding="utf-8")
    assert all(card.engine == {"abilities": ["Stale reading"], "not_modelled": []} for card in load_imported(tmp_path))


def test_the_compiler_version_is_bumped_when_its_readings_change():
    """Pins what the real cards of the compiler's fixture compile to. When this fails after a
    change to refbase/engines/shadowfist/cardtext, bump COMPILER_VERSION and update the digest,
    so catalogues stored before the change are compiled again; after only adding cards to the
    fixture, update the digest alone."""
    import hashlib
    import json

    cards = json.loads((Path(__file__).parents[1] / "engines" / "shadowfist" / "cardtext" / "cards.json")
                       .read_text(encoding="utf-8"))
    rows = cards if isinstance(cards, list) else cards["cards"]
    compiled = [compile_text(c["text"], c["title"], c["type"]).as_json() for c in rows]
    digest = hashlib.sha256(json.dumps(compiled, sort_keys=True).encode()).hexdigest()[:16]
    assert (COMPILER_VERSION, digest) == (45, PINNED_DIGEST)
