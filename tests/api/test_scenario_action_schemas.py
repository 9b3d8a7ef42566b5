"""The OpenAPI document describes every Shadowfist action: one component per `do`, listing
every field the engine's schema accepts (`return_to_play`'s `column` on an effect, rule 25.4's
`place` decision, rule 28.8's `place_attackers`), with `do` as the discriminator."""

from __future__ import annotations

import pytest

from refbase.engines.shadowfist.loading.schemas import ACTION_SCHEMAS


@pytest.fixture(scope="module")
def components(app):
    return app.test_client().get("/api/v1/openapi.json").get_json()["components"]["schemas"]


def _resolved(components, ref: str) -> dict:
    return components[ref.rsplit("/", 1)[1]]


def test_every_shadowfist_action_has_its_schema_in_the_openapi_document(components):
    items = components["ShadowfistScenario"]["properties"]["actions"]["items"]
    mapping = items["discriminator"]["mapping"]
    assert items["discriminator"]["propertyName"] == "do"
    assert set(mapping) == set(ACTION_SCHEMAS)
    assert [r["$ref"] for r in items["oneOf"]] == list(mapping.values())
    for do, schema in ACTION_SCHEMAS.items():
        component = _resolved(components, mapping[do])
        accepted = {f.data_key or name for name, f in schema.fields.items()}
        assert set(component["properties"]) == accepted, do
        assert component["properties"]["do"]["enum"] == [do]


def test_rule_25_4_the_place_decision_and_the_effect_column_are_in_the_openapi_document(components):
    mapping = components["ShadowfistScenario"]["properties"]["actions"]["items"]["discriminator"]["mapping"]
    place = _resolved(components, mapping["place"])
    assert {"player", "card", "column"} <= set(place["required"]) and "row" in place["properties"]
    assert {"column", "row", "attached_to"} <= set(_resolved(components, mapping["effect"])["properties"])
    assert "at_seized_site" in _resolved(components, mapping["place_attackers"])["properties"]
