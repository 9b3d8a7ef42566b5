"""The stack of a scene (23.0) and the effects on it (24.0), as plain records."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from refbase.engines.shadowfist.model.board import Card, Handle
from refbase.engines.shadowfist.model.records import Action, EffectAction
from refbase.engines.shadowfist.model.vocabulary import CardType, EffectKindName, Phase


@dataclass(eq=False)
class Effect:
    """An effect on the stack: who generated it, from what, and what it was aimed at (24.2)."""

    id: str
    player: str
    kind: EffectKindName
    label: str
    action: Action
    source: Card | None = None
    source_type: CardType | None = None
    targets: list[Handle] = field(default_factory=list)
    canceled: bool = False
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def request(self) -> EffectAction:
        """The `effect` action that generated it (kinds a scenario can name)."""
        assert isinstance(self.action, EffectAction)
        return self.action


@dataclass(eq=False)
class Scene:
    serial: int
    phase: Phase
    closed: bool
    stack: list[Effect] = field(default_factory=list)
    generated: dict[str, Effect] = field(default_factory=dict)

    def unresolved(self, effect_id: str) -> Effect | None:
        effect = self.generated.get(effect_id)
        return effect if effect is not None and effect in self.stack else None

    def pending_from(self, card: Card) -> list[Effect]:
        """The unresolved effects `card` generated in this scene, its own play among them: what
        canceling it removes even when it is not in play (33.1, 33.2)."""
        return [e for e in self.stack if e.source is card and not e.canceled]
