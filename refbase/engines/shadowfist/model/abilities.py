"""Bold-faced abilities (50.0) and restrictions (49.0) as written on cards.

Scenarios write them as printed ("Superleap", "Toughness: 2", "Immunity: Events"); this
module parses them into `Ability` records and sums them into an `AbilitySet`. What the
engine does not model (Crisis, Influence, Reload, immunity to anything but a card type or
"<faction or designator> cards", matching.py) is
refused with a message saying so, never accepted and then ignored. Toughness is
cumulative (50.17); the other bold-faced abilities are not (50.0), so a set is enough.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.matching import parse_immunity
from refbase.engines.shadowfist.model.vocabulary import CardType, Keyword, Restriction

#: Bold-faced abilities without a value (50.x).
FLAGS = frozenset(Keyword) - {Keyword.TOUGHNESS, Keyword.IMMUNITY}
#: Rules text the rulebook gives a meaning of its own (16.2, 16.4, 20.3), and restrictions on
#: innate actions ("Cannot intercept", 6.0): written like a flag, blanked and copied like any
#: rules text (they are not restrictions of 49.0).
RULES_TEXT = frozenset(R.RULES_TEXT_ABILITIES) | frozenset(R.INNATE_RESTRICTIONS) | frozenset(R.INNATE_PERMISSIONS) \
    | frozenset(R.IMMUNE_TO_ABILITIES) | frozenset(R.TEXT_OVER_RULES)
#: Rules text no effect heals a card through (16.2): "Cannot be healed", or a Site's "Cannot be
#: healed except when seized" (seizing still heals it, 30.3.3.2).
UNHEALABLE = ("cannot be healed", "cannot be healed except when seized")
#: Rules text putting a card into play turned (6.0 over a card's entering play unturned, 21.0).
ENTERS_TURNED = "enters play turned"
#: Rules text keeping a card from being chosen for sacrifice, as a cost or an effect (45.2).
UNSACRIFICEABLE = "cannot be sacrificed"
#: Rules text barring States from a card, as 40.1 bars them from a card immune to States (25.5.3).
NOT_FOR_STATES = "not a legal subject for states"
#: Rules text making damage impossible to reduce: the damage this card inflicts (29.9), and the
#: damage inflicted on it (6.0 over 29.6).
UNREDUCED_FROM = "its damage cannot be reduced"
UNREDUCED_ON = "damage inflicted on it cannot be reduced"
#: Rules text barring redirection (6.0 over 38.2): of the damage this card inflicts, and to it.
UNREDIRECTED_FROM = "its damage cannot be redirected"
UNREDIRECTED_TO = "damage cannot be redirected to it"
#: Rules text keeping a card from changing controller, as Loyalty does (50.10; 6.0 over 35.3).
NO_CONTROL_CHANGE = "cannot be taken control of"
#: Rules text keeping a card turned through its controller's unturn step (6.0 over 22.2.3).
NO_UNTURN = "does not unturn during its controller's establishing shot"
#: Rules text barring attacks on this card: not a legal target (6.0 over 28.1.3), nor a new one (28.1.3.1).
NOT_ATTACKED = "cannot be attacked"
#: Rules text barring its controller (not other players) from playing States on it (25.5, 6.0).
NO_STATES_FROM_CONTROLLER = "you cannot play states on this card"
#: Bold-faced abilities with a number after the colon.
NUMERIC = frozenset({Keyword.TOUGHNESS})
#: Bold-faced abilities the engine does not model yet: refused, never accepted and ignored.
UNMODELLED = frozenset({"influence", "reload", "crisis"})
#: The largest number an ability may carry (as every other number of a scenario).
MAX_VALUE = 1_000_000
#: Restrictions (49.x): never blanked or canceled (33.3). Loyalty is not one: it is a
#: bold-faced ability (50.10), part of the rules text (8.3), so blanked and copied with it.
RESTRICTIONS = frozenset(Restriction) - {Restriction.IDENTITY}
#: "Immunity: <card type>" words mapped to the scenario's card types (7.0).
IMMUNITY_TYPES = {
    "events": CardType.EVENT, "event": CardType.EVENT, "characters": CardType.CHARACTER,
    "character": CardType.CHARACTER, "sites": CardType.SITE, "site": CardType.SITE,
    "feng shui sites": CardType.FENG_SHUI_SITE, "states": CardType.STATE, "state": CardType.STATE,
    "edges": CardType.EDGE, "edge": CardType.EDGE,
}


@dataclass(frozen=True, slots=True)
class Ability:
    """One parsed ability: `name` lower-case, `value` a number, a word, or None."""

    name: str
    value: int | str | None = None
    #: Toughness only "against combat damage" or "against non-combat damage" (29.1, 29.2, 50.17)
    damage: str | None = None

    @property
    def is_restriction(self) -> bool:
        return self.name in RESTRICTIONS or self.name == Restriction.IDENTITY

    def label(self) -> str:
        # "controller's" stays lower-case after its apostrophe (str.title would write "Controller'S")
        title = " ".join(w.capitalize() for w in self.name.split()) if "'" in self.name else self.name.title()
        against = f" against {self.damage} damage" if self.damage else ""
        return title if self.value is None else f"{title}: {self.value}{against}"


@lru_cache(maxsize=4096)
def parse_ability(text: str) -> Ability:
    """Parse one printed ability; raises ValueError with a message for the field path.

    Cached: every board of a legality query parses the same texts, and an `Ability` is frozen."""
    raw = " ".join(text.strip().split())
    name, _, value = (part.strip() for part in raw.partition(":"))
    key = name.lower()
    if key in UNMODELLED:
        raise ValueError(f"{name.title()} is not supported yet: the engine does not model it")
    if not value:
        if key in FLAGS or key in RESTRICTIONS or key in RULES_TEXT:
            return Ability(key)
        if key in NUMERIC or key in (Keyword.IMMUNITY, Restriction.IDENTITY):
            raise ValueError(f"{name!r} needs a value after the colon, e.g. '{name.title()}: 1'")
        raise ValueError(f"unknown bold-faced ability or restriction {text!r}")
    kind = re.fullmatch(r"(\d+) against (combat|non-combat) damage", value, re.IGNORECASE)
    if key == Keyword.TOUGHNESS and kind is not None:  # only one kind of damage (29.1, 29.2)
        return replace(parse_ability(f"{name}: {kind[1]}"), damage=kind[2].lower())
    if key in NUMERIC:
        if not value.isdigit():
            raise ValueError(f"{name.title()} needs a whole number >= 0, e.g. '{name.title()}: 1' (Toughness "
                             f"may add 'against combat damage' or 'against non-combat damage')")
        if len(value) > len(str(MAX_VALUE)) or int(value) > MAX_VALUE:
            raise ValueError(f"{name.title()} must be at most {MAX_VALUE}")
        return Ability(key, int(value))
    if key == Keyword.IMMUNITY:
        selected = parse_immunity(value)
        if selected is not None:
            return Ability(key, selected)
        if value.lower() not in IMMUNITY_TYPES:
            raise ValueError(f"Immunity to {value!r} is not supported yet: the engine models "
                             f"immunity to a card type (Characters, Events, Sites, Feng Shui "
                             f"Sites, States, Edges) or to '<faction or designator> cards'")
        return Ability(key, IMMUNITY_TYPES[value.lower()])
    if key == Restriction.IDENTITY:
        return Ability(key, value)
    raise ValueError(f"unknown bold-faced ability or restriction {text!r}")


@dataclass(frozen=True, slots=True)
class AbilitySet:
    """What a card has right now: flags, summed Toughness, and immunities."""

    flags: frozenset[str] = frozenset()
    toughness: int = 0
    immunities: frozenset[str] = frozenset()
    #: Toughness only against combat damage / only against non-combat damage (29.1, 29.2)
    combat_toughness: int = 0
    non_combat_toughness: int = 0

    def has(self, name: str) -> bool:
        return name in self.flags

    def toughness_against(self, combat: bool) -> int:
        """The Toughness that reduces combat (29.1) or non-combat (29.2) damage (50.17)."""
        return self.toughness + (self.combat_toughness if combat else self.non_combat_toughness)

    def refuses_states(self) -> bool:
        """Not a legal subject for States: immune to them (40.1) or printed so (25.5.3)."""
        return self.immune_to(CardType.STATE) or NOT_FOR_STATES in self.flags

    def immune_to(self, source_type: CardType | None) -> bool:
        """Immunity to a card type (40.0, 50.7); Sites cover Feng Shui Sites too."""
        if source_type is None:
            return False
        if source_type in self.immunities:
            return True
        return source_type == CardType.FENG_SHUI_SITE and CardType.SITE in self.immunities


EMPTY = AbilitySet()


def combine(abilities: Iterable[Ability]) -> AbilitySet:
    """Sum abilities: Toughness adds up (50.17); everything else is present or not (50.0)."""
    flags: set[str] = set()
    immunities: set[str] = set()
    toughness = {None: 0, "combat": 0, "non-combat": 0}
    for ability in abilities:
        if ability.name == Keyword.TOUGHNESS:
            toughness[ability.damage] += int(ability.value or 0)
        elif ability.name == Keyword.IMMUNITY:
            immunities.add(str(ability.value))
        else:
            flags.add(ability.name)
    if not flags and not immunities and not any(toughness.values()):
        return EMPTY
    return AbilitySet(frozenset(flags), toughness[None], frozenset(immunities), toughness["combat"],
                      toughness["non-combat"])
