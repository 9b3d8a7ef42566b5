"""Every compiled entry is loaded by the engine's own schema: an entry it refuses would be
a 422 when a scenario uses the card, so the compiler reports it as not modelled instead."""

from __future__ import annotations

from marshmallow import ValidationError

from refbase.engines.shadowfist.cardtext.records import Entry
from refbase.engines.shadowfist.loading.schemas_abilities import load_written
from refbase.engines.shadowfist.model.abilities import parse_ability


def refusal(entry: Entry) -> str | None:
    """The engine's message refusing `entry`, or None when it loads."""
    try:
        if isinstance(entry, str):
            parse_ability(entry)
        else:
            load_written(entry)
    except ValueError as exc:
        return str(exc)
    except ValidationError as exc:
        return str(exc.messages)
    return None
