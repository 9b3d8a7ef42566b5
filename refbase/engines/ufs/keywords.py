"""Keywords (I): parsing `"Stun: 1"`, and which keywords a card really has for its player.

Keyword traits (I.1) only classify a card. Keyword abilities (I.2.1) grant an ability whose
text is in I.3; the rating after the colon (I.2.3) is that ability's X. A keyword preceded
by a character name (I.2.4) exists only when that is the player's starting character.
The abilities themselves are executed where they act: Stun, EX, Powerful and Multiple in
`enhance`, Breaker and Reversal in `responses`, Throw in `attack`, Flash in the enhance step,
Desperation and Deadlock in `difficulty`, Unique and Terrain as board checks in `scenario`.
"""

from __future__ import annotations

import re

from refbase.engines.ufs import rules as R
from refbase.engines.ufs.model import Keyword, same_character
from refbase.engines.ufs.vocabulary import KeywordName as K

TRAITS = (K.ALLY, K.CHARGE, K.FURY, K.KICK, K.PUNCH, K.RANGED, K.SLAM, K.TAUNT, K.TECH, K.WEAPON)
RATED = (K.BREAKER, K.DEADLOCK, K.DESPERATION, K.EX, K.MULTIPLE, K.POWERFUL, K.STUN)
UNRATED = (K.COMBO, K.FLASH, K.REVERSAL, K.SAFE, K.TERRAIN, K.THROW, K.UNIQUE)
#: Keywords whose linked ability is an enhance ("E ...") on the attack (I.3.6, I.3.8, I.3.9, I.3.12).
ENHANCE_KEYWORDS = (K.EX, K.MULTIPLE, K.POWERFUL, K.STUN)

_CANONICAL: dict[str, K] = {k.lower(): k for k in TRAITS + RATED + UNRATED}
_SHAPE = re.compile(r"^(?P<body>[^:]+?)\s*(?::\s*(?P<rating>\S+))?$")
_REQUIREMENT = re.compile(r"^(?P<head>[^()]+?)\s*\((?P<requirement>[^()]+)\)$")


def parse_keyword(text: str) -> Keyword:
    """Parse one keyword as printed; raise ValueError with a message naming what is wrong."""
    match = _SHAPE.match(text.strip())
    if match is None:
        raise ValueError(f"{text!r} is not a keyword")
    body, rating_text = match.group("body").strip(), match.group("rating")
    if body.endswith(" Only") and len(body) > 5:
        if rating_text is not None:
            raise ValueError(f"{text!r}: a [Character Name] Only keyword has no rating")
        return Keyword(text, K.ONLY, None, body[:-5].strip(), only=True)
    requirement = _REQUIREMENT.match(body)
    head = requirement.group("head") if requirement else body
    name, character = _split_character(head, text)
    if (name == K.COMBO) != (requirement is not None):
        raise ValueError(f"{text!r}: Combo, and only Combo, is succeeded by its (requirement(s)), written like "
                         f"'Combo (Kick)' ({R.cite(R.COMBO_REQUIREMENT)})")
    return Keyword(text, name, _rating(name, rating_text, text), character,
                   requirement=requirement.group("requirement").strip() if requirement else None)


def _split_character(body: str, text: str) -> tuple[K, str | None]:
    """Find the keyword name, and an I.2.4 character-name prefix before it if any."""
    canonical = _CANONICAL.get(body.lower())
    if canonical is not None:
        return canonical, None
    head, _, last = body.rpartition(" ")
    canonical = _CANONICAL.get(last.lower())
    if head and canonical is not None:
        return canonical, head.strip()
    known = ", ".join(TRAITS + RATED + UNRATED)
    raise ValueError(f"{text!r} is not a UFS keyword (known: {known}, [Character Name] Only)")


def _rating(name: K, rating_text: str | None, text: str) -> int | None:
    """The rating (I.2.3): required for rated keywords, absent for the others."""
    if name not in RATED:
        if rating_text is not None:
            raise ValueError(f"{text!r}: {name} has no rating")
        return None
    if rating_text is None:
        raise ValueError(f"{text!r}: {name} needs a rating, written like '{name}: 1'")
    if not rating_text.isdigit():
        raise ValueError(f"{text!r}: a rating is a printed number, 0 or more, "
                         f"written like '{name}: 1'; not {rating_text!r}")
    return int(rating_text)


def active(keywords: tuple[Keyword, ...], name: K, character: str) -> Keyword | None:
    """The first instance of keyword `name` the card has for a player whose character is given.

    I.2.4: "Kai Stun: 1" is a Stun keyword only when the starting character is Kai.
    """
    for keyword in keywords:
        if keyword.name != name or keyword.only:
            continue
        if keyword.character is None or same_character(keyword.character, character):
            return keyword
    return None


def copies(keywords: tuple[Keyword, ...], name: K, character: str) -> list[Keyword]:
    """Every instance of keyword `name` the card has for the player: each grants its own ability."""
    return [k for k in keywords if k.name == name and not k.only
            and (k.character is None or same_character(k.character, character))]


def rating(keywords: tuple[Keyword, ...], name: K, character: str) -> int | None:
    """The rating of an active rated keyword, or None when the card lacks it."""
    keyword = active(keywords, name, character)
    return None if keyword is None else keyword.rating


def only_for(keywords: tuple[Keyword, ...]) -> str | None:
    """The character named by a [Character Name] Only keyword (I.3.2.1), if the card has one."""
    for keyword in keywords:
        if keyword.only:
            return keyword.character
    return None
