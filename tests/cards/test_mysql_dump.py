"""The MySQL dump reader: INSERT tuples, quoted strings with backslash escapes, NULL, numbers,
column names from CREATE TABLE, and a bad tuple skipped with its line."""

from __future__ import annotations

import pytest

from refbase.cards.mysql_dump import BadTuple, Row, columns_of, looks_like_dump, read_rows, unescape

DUMP = """-- MySQL dump
CREATE TABLE `t` (
  `id` int(11) NOT NULL,
  `name` varchar(20) DEFAULT NULL,
  `n` tinyint(4) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=MyISAM;
LOCK TABLES `t` WRITE;
INSERT INTO `t` VALUES (1,'a),(b',NULL),(2,'It\\'s ''quoted''',-3),
(3,'line\\none\\ttab\\\\',1.5);
INSERT INTO `t` (`id`,`name`) VALUES (4,'x');
UNLOCK TABLES;
"""


def rows(text):
    return list(read_rows(text))


def test_tuples_strings_null_and_numbers():
    found = rows(DUMP)
    assert [r.values for r in found] == [
        (1, "a),(b", None), (2, "It's 'quoted'", -3), (3, "line\none\ttab\\", 1.5), (4, "x")]
    assert [r.line for r in found] == [9, 9, 10, 11]
    assert found[0].as_dict() == {"id": 1, "name": "a),(b", "n": None}
    assert found[3].columns == ("id", "name")  # an INSERT's own column list wins


def test_columns_come_from_create_table():
    assert columns_of(DUMP) == {"t": ("id", "name", "n")}


@pytest.mark.parametrize("raw, text", [
    ("a\\'b", "a'b"), ("a''b", "a'b"), ('\\"x\\"', '"x"'), ("\\r\\n", "\r\n"), ("\\0", "\0"),
    ("50\\%", "50\\%"), ("\\\\n", "\\n"),
])
def test_mysql_escapes(raw, text):
    assert unescape(raw) == text


def test_an_unclosed_quote_costs_one_tuple_reported_with_its_line():
    text = "INSERT INTO `t` VALUES (1,'ok',1),\n(2,'broken,1),\n(3,'fine',2);\n"
    found = rows(text)
    assert isinstance(found[1], BadTuple) and found[1].line == 2 and found[1].index == 2
    assert [r.values for r in found if isinstance(r, Row)] == [(1, "ok", 1), (3, "fine", 2)]


def test_a_bad_last_tuple_ends_the_statement_not_the_file():
    text = "INSERT INTO `t` VALUES (1,'ok',1),(2,oops oops);\nINSERT INTO `u` VALUES (5);\n"
    found = rows(text)
    assert [type(r).__name__ for r in found] == ["Row", "BadTuple", "Row"]
    assert found[2].table == "u"


def test_a_dump_is_told_from_a_csv_file():
    assert looks_like_dump(DUMP)
    assert not looks_like_dump("Faction,Title\nDragons,\"INSERT INTO x VALUES (1)\"\n")
