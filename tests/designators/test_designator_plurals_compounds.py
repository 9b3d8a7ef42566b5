"""The word-level helpers: inflect-backed plurals with their exceptions, and 14.4 splits."""

from __future__ import annotations

import pytest

from refbase.designators.compounds import camel_parts, compound_parts
from refbase.designators.forms import composite_rest, is_adjective_pair, is_gender_pair
from refbase.designators.plurals import singular


@pytest.mark.parametrize("plural, expected", [
    ("Guns", "Gun"), ("Men", "Man"), ("Luis", "Lui"), ("Wolves", "Wolf"), ("Mice", "Mouse"),
    ("Heroes", "Hero"), ("Corpses", "Corpse"), ("Priestesses", "Priestess"), ("Ladies", "Lady"),
])
def test_singular_of_plurals(plural, expected):
    assert singular(plural) == expected


@pytest.mark.parametrize("word", [
    "Gun", "Priestess", "Darkness", "Boss", "Chaos", "Atlas", "Lotus", "Virus", "Crisis",
    "We", "They", "Us", "Its", "His", "Is", "Was", "Does", "Os", "Caf\u00e9s", "R2s", "",
])
def test_words_that_are_not_plurals_are_left_alone(word):
    assert singular(word) is None


@pytest.mark.parametrize("word, parts", [
    ("MegaTank", ["Mega", "Tank"]), ("BuroMil", ["Buro", "Mil"]), ("PubOrd", ["Pub", "Ord"]),
    ("SWAT", ["SWAT"]), ("Gun", ["Gun"]), ("McDonald", ["Mc", "Donald"]),
])
def test_camel_parts(word, parts):
    assert camel_parts(word) == parts


@pytest.mark.parametrize("word, parts", [
    ("Swordsman", ["Swords", "Man"]), ("Arcanotower", ["Arcano", "Tower"]),
    ("Shotgun", ["Shot", "Gun"]), ("Supersoldier", ["Super", "Soldier"]),
    ("Shotguns", ["Shot", "Guns"]), ("Swordsmanship", ["Swords", "Man", "Ship"]),
    ("gunslinger", ["gun", "slinger"]), ("Superior", None), ("Gunner", None), ("Begun", None),
    ("Gun", None), ("Guns", None), ("Mastermind", None), ("Gun2", None), ("x" * 80 + "gun", None),
])
def test_compound_parts(word, parts):
    assert compound_parts(word) == parts


@pytest.mark.parametrize("x, y, expected", [
    ("priest", "priestess", True), ("priestess", "priest", True), ("king", "queen", True),
    ("actor", "actress", True), ("sorcerer", "sorceress", True), ("man", "woman", True),
    ("priest", "priest", False), ("dark", "darkness", False), ("cop", "copper", False),
])
def test_gender_pairs(x, y, expected):
    assert is_gender_pair(x, y) is expected


@pytest.mark.parametrize("x, y, expected", [
    ("hero", "heroic", True), ("demon", "demonic", True), ("dark", "darkness", True),
    ("abomination", "abominable", True), ("avenger", "avenging", True), ("blood", "bloody", True),
    ("hand", "handy", False), ("cop", "copy", False), ("hero", "heroine", False), ("hero", "hero", False),
])
def test_adjective_pairs(x, y, expected):
    assert is_adjective_pair(x, y) is expected


@pytest.mark.parametrize("whole, part, rest", [
    ("mastermind", "master", "mind"), ("mastermind", "mind", "master"), ("buromil", "buro", "mil"),
    ("artist", "art", None), ("gunner", "gun", None), ("darkness", "dark", None),
])
def test_composite_rest(whole, part, rest):
    assert composite_rest(whole, part) == rest
