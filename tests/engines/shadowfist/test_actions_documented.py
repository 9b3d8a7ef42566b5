"""Every field a Shadowfist action accepts is documented (docs/shadowfist-actions.md): its row
lists the fields of the schema its `do` names, nested ones too, and the effect kinds' optional
fields match what the engine reads (each kind's `reads`, effect_kinds.py). Rule 25.4's `place` decision and
rule 28.8's `place_attackers` are among them."""

from __future__ import annotations

import re

from marshmallow import Schema, fields

from refbase.config import PROJECT_ROOT
from refbase.engines.shadowfist.effects.effect_kinds import KINDS as KINDS_REGISTRY
from refbase.engines.shadowfist.loading.schemas import ACTION_SCHEMAS

DOC = (PROJECT_ROOT / "docs" / "shadowfist-actions.md").read_text(encoding="utf-8")


ACTIONS, KINDS = DOC.split("## Effect fields by kind")


def _rows(text: str) -> dict[str, str]:
    """A table's first column `name` -> its second column."""
    rows: dict[str, str] = {}
    for line in text.splitlines():
        found = re.match(r"\| `([a-z_]+)` \|([^|]*)\|", line)
        if found:
            rows[found.group(1)] = found.group(2)
    return rows


def _field_names(schema: Schema) -> set[str]:
    """Every key a schema accepts, with those of nested schemas."""
    names: set[str] = set()
    for name, field in schema.fields.items():
        names.add(field.data_key or name)
        inner = field.inner if isinstance(field, fields.List) else field
        if isinstance(inner, fields.Nested) and isinstance(inner.schema, Schema) and name != "token":
            names |= _field_names(inner.schema)
    return names - {"do"}


def test_every_action_and_every_field_it_accepts_is_documented() -> None:
    rows = _rows(ACTIONS)
    for do, schema in ACTION_SCHEMAS.items():
        assert do in rows, f"docs/shadowfist-actions.md has no row for `{do}`"
        listed = set(re.findall(r"`([a-z_]+)`", rows[do]))
        missing = _field_names(schema) - listed
        assert not missing, f"`{do}`: fields not documented: {sorted(missing)}"


def test_rule_25_4_the_place_decision_and_rule_28_8_place_attackers_are_documented() -> None:
    rows = {do: line for line in ACTIONS.splitlines() for do in re.findall(r"^\| `([a-z_]+)` \|", line)}
    assert "25.4" in rows["place"] and "9.1.3.2" in rows["place"]
    assert "28.8" in rows["place_attackers"]


def test_effect_kinds_optional_fields_are_documented_as_the_engine_reads_them() -> None:
    rows = _rows(KINDS)
    for kind, names in ((k, spec.reads) for k, spec in KINDS_REGISTRY.items() if spec.reads):
        documented = set(re.findall(r"`([a-z_]+)`", rows[kind]))
        assert documented == set(names), f"`{kind}`: documented {sorted(documented)}, read {sorted(names)}"
