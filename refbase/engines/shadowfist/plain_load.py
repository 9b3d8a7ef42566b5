"""A fast path for loading plain records, derived from the marshmallow schemas themselves.

Marshmallow spends about 40 µs on a card of eight fields (a dozen calls per field, and every
declared field visited); a 40-card board is 2 ms of each resolve and legality query
(bench/bench_options.py). Most records are plain: strings, strict integers, booleans and
lists of them, checked by Length / OneOf / Equal / Range. For such a record this module runs
the same checks straight from the fields' declarations (`compile_plain`), and hands back
`None` — let marshmallow load it — at the first thing it does not vouch for: an unknown or
missing key, a value of the wrong type, a failed validator, a field or validator of any other
kind. So errors, and everything unusual, still come from marshmallow; a test checks that both
paths build the same records (tests/engines/shadowfist/test_plain_load.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import fields, validate

#: A check of one raw value: True when the field would load it unchanged.
Check = Callable[[Any], bool]
#: (key in the data, attribute, check) of each field; no check: marshmallow loads that field.
Plan = tuple[tuple[str, str, Check | None], ...]


def compile_plain(declared: dict[str, fields.Field[Any]], flag: type[fields.Field[Any]]) -> Plan:
    """The check of each field (None where it is not plain). `flag` is the strict boolean
    field class; a custom field may vouch for its plain values with a `plain_check`."""
    return tuple((field.data_key or name, field.attribute or name, _field_check(field, flag))
                 for name, field in declared.items())


def load_plain(plan: Plan, required: frozenset[str], data: dict[str, Any]) -> dict[str, Any] | None:
    """The loaded values by attribute (absent fields left out), or None to fall back."""
    if not required <= data.keys():
        return None
    out: dict[str, Any] = {}
    seen = 0
    for key, attribute, check in plan:
        if key in data:
            value = data[key]
            if check is None or not check(value):
                return None
            out[attribute] = list(value) if type(value) is list else value
            seen += 1
    return out if seen == len(data) else None  # an unknown key: marshmallow names it


def _field_check(field: fields.Field[Any], flag: type[fields.Field[Any]]) -> Check | None:
    base = _type_check(field, flag)
    checks = [_validator_check(v) for v in field.validators]
    if base is None or any(c is None for c in checks):
        return None
    every = _all_of([base, *(c for c in checks if c is not None)])
    if field.allow_none:
        return lambda value: value is None or every(value)
    return every


def _all_of(checks: list[Check]) -> Check:
    """One check from several (unrolled for the usual one to three: this runs per value)."""
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda v: a(v) and b(v)
    if len(checks) == 3:
        a, b, c = checks
        return lambda v: a(v) and b(v) and c(v)
    return lambda v: all(check(v) for check in checks)


def _type_check(field: fields.Field[Any], flag: type[fields.Field[Any]]) -> Check | None:
    if field.pre_load or field.post_load:
        return None
    kind = type(field)
    if kind is fields.String:
        return lambda v: type(v) is str
    if isinstance(field, fields.Integer) and kind is fields.Integer and field.strict:
        return lambda v: type(v) is int
    if kind is flag:
        return lambda v: type(v) is bool
    plain_check: Check | None = getattr(field, "plain_check", None)
    if plain_check is not None:
        return plain_check
    if isinstance(field, fields.List) and kind is fields.List:
        inner = _field_check(field.inner, flag)
        if inner is None:
            return None
        return lambda v: type(v) is list and all(inner(x) for x in v)
    return None


def _validator_check(v: Any) -> Check | None:
    kind = type(v)
    if kind is validate.Length:
        return _length(v)
    if kind is validate.OneOf:
        choices = frozenset(v.choices)
        return lambda x: x in choices
    if kind is validate.Equal:
        comparable = v.comparable
        return lambda x: x == comparable
    if kind is validate.Range:
        return _range(v)
    return None


def _length(v: validate.Length) -> Check:
    if v.equal is not None:
        equal = v.equal
        return lambda x: len(x) == equal
    low, high = v.min, v.max
    return lambda x: (low is None or len(x) >= low) and (high is None or len(x) <= high)


def _range(v: validate.Range) -> Check:
    low, high, low_in, high_in = v.min, v.max, v.min_inclusive, v.max_inclusive
    return lambda x: ((low is None or (x >= low if low_in else x > low))
                      and (high is None or (x <= high if high_in else x < high)))


def required_keys(declared: dict[str, fields.Field[Any]]) -> frozenset[str]:
    """The data keys a record must have (marshmallow reports the missing ones)."""
    return frozenset(f.data_key or name for name, f in declared.items() if f.required)
