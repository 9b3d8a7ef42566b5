"""Request/response schemas of the designator endpoints, and that every cited rule exists."""

from __future__ import annotations

import pytest
from marshmallow import ValidationError

from refbase.api.schemas.designators import (
    DesignatorAnalysisSchema,
    DesignatorMatchRequestSchema,
    DesignatorMatchSchema,
    DesignatorQuerySchema,
)
from refbase.config import MAX_TITLE_CHARS
from refbase.designators import RULES, CardName, analyze, match


def test_match_request_loads_to_card_names():
    loaded = DesignatorMatchRequestSchema().load(
        {"a": {"title": "Mr. X"}, "b": {"title": "X-Ray Specs", "subtitle": None}})
    assert loaded == {"a": CardName("Mr. X", ""), "b": CardName("X-Ray Specs", "")}


@pytest.mark.parametrize("body, path", [
    ({"a": {"title": ""}, "b": {"title": "Gun"}}, ("a", "title")),
    ({"a": {"title": "Gun"}, "b": {"title": "x" * 10_000}}, ("b", "title")),
    ({"a": {"title": "Gun\x00"}, "b": {"title": "Gun"}}, ("a", "title")),
    ({"a": {"title": 7}, "b": {"title": "Gun"}}, ("a", "title")),
    ({"a": {"title": "Gun", "colour": "red"}, "b": {"title": "Gun"}}, ("a", "colour")),
    ({"a": {"title": "Gun", "subtitle": "y" * (MAX_TITLE_CHARS + 1)}, "b": {"title": "Gun"}}, ("a", "subtitle")),
    ({"a": {"title": "Gun"}}, ("b",)),
    ({"a": "Gun", "b": {"title": "Gun"}}, ("a",)),
])
def test_match_request_rejects_bad_bodies_per_field(body, path):
    with pytest.raises(ValidationError) as caught:
        DesignatorMatchRequestSchema().load(body)
    messages = caught.value.messages
    for key in path:
        messages = messages[key]
    assert messages


def test_query_schema_loads_a_card_name():
    assert DesignatorQuerySchema().load({"title": "Shotgun"}) == CardName("Shotgun", "")
    with pytest.raises(ValidationError):
        DesignatorQuerySchema().load({"subtitle": "Gun State"})


def cite(rule):
    return {"doc": rule.doc, "number": rule.number, "title": "t", "url": "u"}


def test_response_schemas_validate_library_output():
    analysis = analyze("Gun-Toting Hermit's", "Cop Pawns").to_dict(cite)
    assert DesignatorAnalysisSchema().validate(analysis) == {}
    result = match(CardName("Priest"), CardName("Priestess")).to_dict(cite)
    assert DesignatorMatchSchema().validate(result) == {}


def test_every_citable_rule_exists_in_the_knowledge_base(kb):
    missing = [r for r in RULES if not kb.has_number(r.doc, r.number)]
    assert not missing
    titles = {r.number: kb.section(r.doc, r.number).title for r in RULES}
    assert titles["14.4"] == "Splitting Designators"
    assert titles["ch4.designators"] == "Designators"


def test_every_rule_a_result_cites_is_a_declared_constant():
    result = match(CardName("Priest Gun-Toting 1,000 Slo", "Feng Shui Site"), CardName("Priestess SWAT"))
    cited = set(result.rules) | {o.source for o in result.older_rulings} | {o.rule for o in result.older_rulings}
    cited |= {n.rule for w in (*result.a.words, *result.b.words) for n in w.notes}
    assert cited <= set(RULES)
