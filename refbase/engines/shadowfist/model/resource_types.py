"""Which faction a resource symbol names (18.2), so a card is of the factions its resources name.

"A card that has a specific resource either in its requirements or provisions is considered a
card of that type" (18.2): a card requiring or providing [Lotus] is a Lotus card for selectors
and immunities (matching.py), as if its `factions` listed it. Scenarios write symbols as
printed or spelled out ("Asc", "Ascended", "Dragon", "Guiding Hand"); talents (Magic, Chi, Tech,
...) name no faction.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Spellings of each faction's symbol, casefolded, by the faction word matching.py uses.
_SPELLINGS = {
    "ascended": ("asc", "ascended"),
    "architects": ("arc", "architect", "architects", "architects of the flesh"),
    "dragons": ("dra", "dragon", "dragons"),
    "hand": ("han", "hand", "guiding hand", "the guiding hand"),
    "jammers": ("jam", "jammer", "jammers"),
    "lotus": ("lot", "lotus", "eaters of the lotus"),
    "monarchs": ("mon", "monarch", "monarchs", "four monarchs"),
    "purists": ("pur", "purist", "purists"),
}
_FACTION_OF = {spelling: faction for faction, spellings in _SPELLINGS.items() for spelling in spellings}
#: Spellings of the talents' symbols (8.6: faction and talent resources), by the word selectors use.
_TALENT_SPELLINGS = {
    "magic": ("mag", "magic"),
    "chi": ("chi",),
    "tech": ("tec", "tech", "high tech"),
}
TALENTS = tuple(_TALENT_SPELLINGS)
_TALENT_OF = {spelling: talent for talent, spellings in _TALENT_SPELLINGS.items() for spelling in spellings}


def resource_factions(symbols: Iterable[str]) -> frozenset[str]:
    """The factions the resource symbols name (18.2); other symbols are talents."""
    return frozenset(f for f in (_FACTION_OF.get(" ".join(s.split()).casefold()) for s in symbols)
                     if f is not None)


def resource_talents(symbols: Iterable[str]) -> frozenset[str]:
    """The talents the resource symbols name: a card with [Mag] in its requirements or
    provisions is a Magic card (18.2)."""
    return frozenset(t for t in (_TALENT_OF.get(" ".join(s.split()).casefold()) for s in symbols)
                     if t is not None)
