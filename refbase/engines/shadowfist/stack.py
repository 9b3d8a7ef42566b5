"""The stack of a scene (23.0) and the effects on it (24.0), as plain records."""

from __future__ import annotations

from dataclasses import dataclass, field

from refbase.engines.shadowfist.board import Card
from refbase.engines.shadowfist.records import Action


@dataclass(eq=False)
class Effect:
    """An effect on the stack: who generated it, from what, and what it was aimed at (24.2)."""

    id: str
    player: str
    kind: str
    label: str
    action: Action
    source: Card | None = None
    source_type: str | None = None
    targets: list[tuple[Card, int]] = field(default_factory=list)
    canceled: bool = False
    data: dict = field(default_factory=dict)


@dataclass(eq=False)
class Scene:
    serial: int
    phase: str
    closed: bool
    stack: list[Effect] = field(default_factory=list)
    generated: dict[str, Effect] = field(default_factory=dict)

    def unresolved(self, effect_id: str) -> Effect | None:
        effect = self.generated.get(effect_id)
        return effect if effect is not None and effect in self.stack else None
