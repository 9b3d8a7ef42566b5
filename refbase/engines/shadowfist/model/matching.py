"""Picking cards by designator (14.0), faction (18.2) and the other words of a selector.

The engine may not use refbase.designators (engines and designators are independent), so
this is the small matcher the engine needs: a card's designators are the words of its title
and subtitle (14.1), split at "-/:;()" and camel case (14.4), without a subtitle's card-type
words and the articles, conjunctions and prepositions of 14.3; a plural or possessive matches
its singular (14.2, regular plurals and man/men only). A card's factions are given in the
scenario (`factions`): a card is of the factions its resources name (18.2).

Immunity to "<faction> cards" or "<designator> cards" (40.0) is stored on the parsed ability
as `faction:<name>` / `designator:<word>`; `immune` checks it with the card-type immunities.
"""

from __future__ import annotations

import re
from dataclasses import replace
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.resource_types import TALENTS, resource_factions, resource_talents
from refbase.engines.shadowfist.model.vocabulary import SITE_TYPES, CardType, Keyword, Restriction
from refbase.engines.shadowfist.model.written import CardState, Selector, Whose

if TYPE_CHECKING:
    from refbase.engines.shadowfist.model.board import Board, Card

class ImmunityTo(StrEnum):
    """What an Immunity to "<word> cards" names (40.0): a faction or a designator; or the
    cards of a type a selector narrows ("opponents' Events", "0-cost Events", "Tech Events")."""

    FACTION = "faction"
    DESIGNATOR = "designator"
    CARDS = "cards"


#: The restrictions a selector may name ("Weapon State", "Vehicle State": 49.10, 49.11; "a Feng
#: Shui Site that is neither Unique nor Limited": 49.2).
SELECTABLE_RESTRICTIONS = (Restriction.VEHICLE.value, Restriction.WEAPON.value, Restriction.LIMITED.value)
#: The factions (the Glossary's "Faction"), by the short word scenarios use.
FACTIONS = ("ascended", "architects", "dragons", "hand", "jammers", "lotus", "monarchs", "purists")
_TYPE_WORDS = frozenset({"edge", "event", "state", "site", "feng", "shui"})
_LITTLE = frozenset({"a", "an", "the", "and", "or", "but", "nor", "at", "for", "in", "into", "of",
                     "on", "to", "with", "within", "without"})
_SPLIT = re.compile(r"[\s\-/:;()]+")
_CAMEL = re.compile(r"[A-Z][a-z0-9']*|[a-z0-9']+|[A-Z]+(?![a-z])")
_PUNCT = ".,!?\"'\u2018\u2019\u201c\u201d*"


def _words(text: str) -> list[str]:
    out: list[str] = []
    for raw in _SPLIT.split(text):
        word = raw.strip(_PUNCT)
        if not word:
            continue
        parts = _CAMEL.findall(word) if any(c.isupper() for c in word[1:]) and not word.isupper() \
            else [word]
        out.extend(p.strip(_PUNCT) for p in parts if p.strip(_PUNCT))
    return out


def _stem(word: str) -> str:
    """Singular, non-possessive form (14.2): "Hermit's" -> hermit, "Cops" -> cop, "men" -> man."""
    w = word.casefold()
    if w.endswith(("'s", "\u2019s")):
        w = w[:-2]
    if w.endswith("men"):
        return w[:-3] + "man"
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ses", "xes", "ches", "shes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


@lru_cache(maxsize=4096)
def designators(title: str, subtitle: str) -> frozenset[str]:
    """A card's designators as stems (14.0-14.4)."""
    words = [w for w in _words(title) if w.casefold() not in _LITTLE]
    words += [w for w in _words(subtitle) if w.casefold() not in _LITTLE | _TYPE_WORDS]
    return frozenset(_stem(w) for w in words)


def exact_form(card: Card, word: str) -> bool:
    """Is `word` written as such (not as a plural or possessive) in the title or subtitle?"""
    return word.casefold() in {w.casefold() for w in _words(f"{card.title} {card.subtitle}")}


def has_designator(card: Card, word: str) -> bool:
    return _stem(word) in designators(card.title, card.subtitle)


def designated(board: Board, card: Card, word: str) -> bool:
    """Has `card` the designator, printed (14.0) or given by a continuous ability ("gains the
    designator <Cyborg>": the FAQ's cards that "gain the designator")?"""
    if has_designator(card, word):
        return True
    given = board.given_designators
    return given is not None and _stem(word) in given(card)


def stems(words: tuple[str, ...]) -> frozenset[str]:
    """Designators as a card's title gives them (14.2: a plural matches its singular)."""
    return frozenset(_stem(w) for w in words)


def matches(board: Board, card: Card, sel: Selector, source: Card) -> bool:
    """Does `card` (in play) fit the selector, seen from `source`'s controller and place?"""
    if sel.type is not None and card.type != sel.type and not (
            sel.type == CardType.SITE and card.type in SITE_TYPES):
        return False
    if sel.other and card is source:
        return False
    if sel.itself and card is not source:
        return False
    if sel.on_itself and card.attached_to != source.id:
        return False  # a State whose subject is the source (25.5)
    if sel.targeting is not None and not any(matches(board, t, sel.targeting, source)
                                             for t in (board.aimed_at(card) if board.aimed_at else ())):
        return False
    if sel.controller == Whose.YOU and card.controller != source.controller:
        return False
    if sel.controller == Whose.OPPONENT and card.controller == source.controller:
        return False
    if sel.owner != Whose.ANY and (card.owner == source.controller) != (sel.owner == Whose.YOU):
        return False  # whose it is, not who controls it (35.0)
    if sel.on is not None and not _on(board, card, sel.on, source):
        return False
    if sel.title is not None and card.title.casefold() != sel.title.casefold():
        return False  # a quoted title: any card of that title (42.0)
    if sel.power_generating and not (card.is_site and card.power > 0):
        return False  # a Power score above zero (8.8.1)
    if sel.designator is not None and not designated(board, card, sel.designator):
        return False
    if sel.faction is not None and sel.faction not in card.factions:
        return False
    if sel.talent is not None and sel.talent not in resource_talents(card.requires + card.provides):
        return False
    if sel.requires is not None and sel.requires not in resource_factions(card.requires) | resource_talents(card.requires):
        return False
    if sel.unique is not None and card.has_restriction(Restriction.UNIQUE) != sel.unique:
        return False
    if sel.restriction is not None and not card.has_restriction(Restriction(sel.restriction)):
        return False
    if sel.subject_of is not None and not _subject_of(board, card, sel.subject_of, source):
        return False
    if sel.state is not None and not _in_state(board, card, sel.state):
        return False
    if sel.damage_at_least is not None and card.damage < sel.damage_at_least:
        return False
    if sel.its_attack_target and (board.attack_target_of is None or board.attack_target_of(source) is not card):
        return False  # "the target of its attack" (28.1)
    if sel.subject_attack_target and not _subject_attack_target(board, card, source):
        return False  # a State's "the target of subject's attack" (28.1, 25.5)
    if sel.in_combat_with_source and (board.combat_with is None or not board.combat_with(card, source)):
        return False  # "every card it is in combat with" (30.0)
    if not _costs(card, sel) or not _printed_fighting(card, sel) or not _resource_counts(card, sel):
        return False
    if not _current_fighting(board, card, sel, source):
        return False
    if sel.any_of and not any(matches(board, card, alt, source) for alt in sel.any_of):
        return False
    if any(matches(board, card, nope, source) for nope in sel.none_of):
        return False
    if sel.at_this_location:
        here = board.location_of(source)
        return here is not None and board.location_of(card) is here
    return True


def _subject_attack_target(board: Board, card: Card, source: Card) -> bool:
    """Is `card` the target of the attack of the card `source` (a State) is on (25.5, 28.1)?"""
    subject = board.cards.get(source.attached_to) if source.attached_to else None
    return subject is not None and board.attack_target_of is not None and board.attack_target_of(subject) is card


def _on(board: Board, card: Card, subjects: Selector, source: Card) -> bool:
    """Is `card` a State on a card `subjects` picks, its subject (25.5)?"""
    subject = board.cards.get(card.attached_to) if card.type == CardType.STATE and card.attached_to else None
    return subject is not None and matches(board, subject, subjects, source)


def _subject_of(board: Board, card: Card, states: Selector, source: Card) -> bool:
    """Is a State `states` picks on `card` (25.5)? One immune to the source is not seen (40.0)."""
    return any(matches(board, s, states, source) and not immune(board, s, source, source.type)
               for s in board.states_on(card))


def selector_rules(sel: Selector) -> tuple[RuleRef, ...]:
    """The rules a refused choice cites beyond 24.1.3 and designators (14.0): a card's resource
    type (18.2), its printed cost (8.5), its printed Fighting (8.7), in it, its alternatives or
    the States it asks to be on the card (a restriction of theirs, 49.10, 49.11)."""
    sels = (sel, *sel.any_of, *sel.none_of, *(s for s in (sel.subject_of, sel.on) if s is not None))
    out: tuple[RuleRef, ...] = ()
    if any(s.faction or s.talent for s in sels):
        out += R.RESOURCE_TYPE
    if any(s.cost_at_most is not None or s.cost_at_least is not None for s in sels):
        out += R.PRINTED_COST
    if any(s.printed_fighting_at_most is not None or s.printed_fighting_at_least is not None for s in sels):
        out += R.FIGHTING_SCORE
    if any(s.printed_fighting_of_x for s in sels):
        out += R.BLANKED_X
    if any(bounds_current_fighting(s) for s in sels):
        out += R.CURRENT_FIGHTING
    if any(s.owner != Whose.ANY for s in sels):
        out += R.CONTROL
    if sel.on is not None:
        out += R.PLAY_STATE
    if any(s.title is not None for s in sels):
        out += R.TITLE + R.REFERENCES
    if any(s.power_generating for s in sels):
        out += R.POWER_GENERATING_SITES
    if any(s.requires_at_most is not None or s.requires_at_least is not None or s.requires for s in sels):
        out += R.RESOURCE_REQUIREMENTS
    if any(s.provides_at_most is not None or s.provides_at_least is not None for s in sels):
        out += R.RESOURCE_PROVISIONS
    if any(s.damage_at_least is not None for s in sels):
        out += R.DAMAGE
    if any(s.in_combat_with_source for s in sels):
        out += R.COMBAT
    if any(s.state == CardState.ATTACKED for s in sels):
        out += R.DECLARE_ATTACK  # a target of the attack under way (28.1)
    for word, rule in ((Restriction.VEHICLE, R.VEHICLE), (Restriction.WEAPON, R.WEAPON), (Restriction.LIMITED, R.LIMITED)):
        if any(s.restriction == word for s in sels):
            out += rule
    return out


def _costs(card: Card, sel: Selector) -> bool:
    """A card's cost is its printed cost (8.5), never the reduced one (37.0); a card without a
    printed cost (most Feng Shui Sites, 8.5) has no cost to compare and fits no bound."""
    if sel.cost_at_most is None and sel.cost_at_least is None:
        return True
    if card.cost is None:
        return False
    return (sel.cost_at_most is None or card.cost <= sel.cost_at_most) and \
        (sel.cost_at_least is None or card.cost >= sel.cost_at_least)


def _printed_fighting(card: Card, sel: Selector) -> bool:
    """A Character's printed numerical Fighting (8.7), never its bonuses or damage; a Fighting
    of X (48.0) is not numerical and fits no bound."""
    most, least = sel.printed_fighting_at_most, sel.printed_fighting_at_least
    if most is None and least is None:
        return True
    if not card.is_character or (card.fighting_is_x and not sel.printed_fighting_of_x):
        return False
    return (most is None or card.fighting <= most) and (least is None or card.fighting >= least)


def bounds_current_fighting(sel: Selector) -> bool:
    """Does the selector (or one of its parts) ask a card's current Fighting (15.1)? Computing it
    counts the continuous abilities on the card, so those abilities' own selectors may not ask it."""
    parts = (*sel.any_of, *sel.none_of, *(s for s in (sel.subject_of, sel.targeting) if s is not None))
    return sel.fighting_at_most is not None or sel.fighting_at_least is not None \
        or sel.fighting_parity is not None or sel.fighting_vs_source is not None \
        or any(bounds_current_fighting(s) for s in parts)


#: how a card's current Fighting compares with its selector's own card's (15.1)
_VERSUS_SOURCE = {"lower": lambda n, m: n < m, "at_most": lambda n, m: n <= m,
                  "higher": lambda n, m: n > m, "at_least": lambda n, m: n >= m}


def _current_fighting(board: Board, card: Card, sel: Selector, source: Card) -> bool:
    """A Character's current Fighting: its Fighting with bonuses and penalties, less its damage
    (15.1, the value rules text's "Fighting" names); only a Character has one, so a comparison
    with the selector's own card needs both to be Characters."""
    most, least, parity, versus = sel.fighting_at_most, sel.fighting_at_least, sel.fighting_parity, \
        sel.fighting_vs_source
    if most is None and least is None and parity is None and versus is None:
        return True
    if not card.is_character or (versus is not None and not source.is_character):
        return False
    n = board.current_fighting(card)
    return (most is None or n <= most) and (least is None or n >= least) and \
        (parity is None or (n % 2 == 1) == (parity == "odd")) and \
        (versus is None or _VERSUS_SOURCE[versus](n, board.current_fighting(source)))


def _resource_counts(card: Card, sel: Selector) -> bool:
    """How many resources it requires (its resource conditions, 8.4) and provides (8.6): each
    symbol counts, so [Mag][Mag] is two."""
    bounds = ((len(card.requires), sel.requires_at_least, sel.requires_at_most),
              (len(card.provides), sel.provides_at_least, sel.provides_at_most))
    return all((least is None or n >= least) and (most is None or n <= most) for n, least, most in bounds)


def _in_state(board: Board, card: Card, state: CardState) -> bool:
    """Turned or unturned (21.0), damaged or undamaged: damage counters on it (29.0), a
    Site's row at its location (9.1.2: one Site in the front row and one in the back row),
    attacking: declared as an attacker of the attack under way and not removed from it (28.1.4),
    intercepting: declared as its interceptor and still intercepting (28.6), attacked: a target
    of the attack under way (28.1, 28.4), unrevealed: a Site face down (25.7.1)."""
    if state in (CardState.ATTACKING, CardState.INTERCEPTING, CardState.ATTACKED):
        return board.in_role is not None and board.in_role(card, state)
    if state in (CardState.FRONT_ROW, CardState.BACK_ROW):
        loc = card.location
        row = None if loc is None or not card.is_site else loc.front if state == CardState.FRONT_ROW else loc.back
        return row == card.id
    return {CardState.TURNED: card.turned, CardState.UNTURNED: not card.turned,
            CardState.UNREVEALED: card.is_site and card.face_down,
            CardState.DAMAGED: card.damage > 0, CardState.UNDAMAGED: card.damage == 0}[state]


#: a selector's numeric bounds in the steps' words, in the order they are read out
_BOUND_WORDS = (("damage_at_least", " with at least {} damage"),
                ("cost_at_most", " with a cost of {} or less"),
                ("cost_at_least", " with a cost of {} or more"),
                ("printed_fighting_at_most", " with a printed numerical Fighting of {} or less"),
                ("printed_fighting_at_least", " with a printed numerical Fighting of {} or more"),
                ("fighting_at_most", " with a Fighting of {} or less"),
                ("fighting_at_least", " with a Fighting of {} or more"),
                ("fighting_parity", " whose Fighting is {}"),
                ("fighting_vs_source", " whose Fighting is {} this card's"))


def selector_words(sel: Selector) -> str:
    """"Cop Characters you control", for the steps."""
    what = sel.type.replace("_", " ").title() + "s" if sel.type else "cards"
    parts = [p for p in (sel.state, sel.power_generating and "Power-generating",
                         sel.faction and sel.faction.title(), sel.talent and sel.talent.title(),
                         sel.restriction and sel.restriction.title(), sel.designator) if p]
    if sel.any_of:
        alts = " or ".join(selector_words(alt) for alt in sel.any_of)
        what = alts if sel.type is None else f"{what} that are {alts}"
    if sel.none_of:
        what += " that are not " + " or ".join(selector_words(nope) for nope in sel.none_of)
    if sel.requires is not None:
        what += f" that require {sel.requires.title()}"
    if sel.subject_of is not None:
        what += f" that are the subject of {selector_words(sel.subject_of)}"
    if sel.on is not None:
        what += f" on {selector_words(sel.on)}"
    if sel.owner != Whose.ANY:
        what += " you own" if sel.owner == Whose.YOU else " your opponents own"
    if sel.title is not None:
        what += f' titled "{sel.title}"'
    for field, words in _BOUND_WORDS:
        bound = getattr(sel, field)
        if field == "fighting_vs_source" and bound is not None:
            bound = {"lower": "lower than", "at_most": "at most", "higher": "higher than", "at_least": "at least"}[bound]
        if bound is not None:
            what += words.format(bound).replace(" numerical", "" if sel.printed_fighting_of_x else " numerical")
    if sel.its_attack_target:
        what += " that are the target of its attack"
    if sel.subject_attack_target:
        what += " that are the target of its subject's attack"
    if sel.in_combat_with_source:
        what += " in combat with this card"
    if sel.on_itself:
        what += " on this card"
    where = {Whose.YOU: " you control", Whose.OPPONENT: " your opponents control", Whose.ANY: ""}[sel.controller]
    aimed = "" if sel.targeting is None else " that target " + (
        "this card" if sel.targeting.itself else selector_words(sel.targeting))
    return " ".join(parts + [what]) + where + (" at this location" if sel.at_this_location else "") + aimed


def versus_words(data: dict[str, Any]) -> str:
    """"only against <cards> " / "only on damage from <cards> " for a grant that acts on one
    kind of damage (29.7), as its selector says; "" for others."""
    if data.get("against") is not None:
        return f"only against {selector_words(data['against'])} "
    if data.get("damage_from") is not None:
        return f"only on damage from {selector_words(data['damage_from'])} "
    return ""


#: "Immunity: [opponents'] [N-cost | N or M-cost] [<faction or talent>] <card type>" (40.0, 50.7)
_IMMUNE_CARDS = re.compile(
    r"^(?P<owner>opponents'\s+|opponent's\s+)?(?:(?P<n>\d+)(?: or (?P<m>\d+))?-cost\s+)?"
    r"(?:(?P<resource>[a-z]+)\s+)?(?P<type>events|characters|sites|feng shui sites|states|edges)$")
_IMMUNE_TYPES = {"events": CardType.EVENT, "characters": CardType.CHARACTER, "sites": CardType.SITE,
                 "feng shui sites": CardType.FENG_SHUI_SITE, "states": CardType.STATE, "edges": CardType.EDGE}


@lru_cache(maxsize=256)
def immunity_selector(words: str) -> Selector | None:
    """The cards an Immunity to "opponents' Events", "0 or 1-cost Events", "Jammers Events",
    "Tech Events" or "opponents' 0-cost States" is to: their type (7.0), whose they are (an
    opponent of the immune card's controller, 35.0), a bound on the printed cost (8.5) or a
    faction or talent (18.2); None when the words are none of these or only a type."""
    m = _IMMUNE_CARDS.match(" ".join(words.split()).casefold())
    if m is None or not (m["owner"] or m["n"] or m["resource"]):
        return None
    resource = m["resource"]
    if resource is not None and resource not in FACTIONS and resource not in TALENTS:
        return None
    n, top = (int(m["n"]), int(m["m"] or m["n"])) if m["n"] else (None, None)
    if n is not None and top is not None and top not in (n, n + 1):
        return None
    return Selector(type=_IMMUNE_TYPES[m["type"]], controller=Whose.OPPONENT if m["owner"] else Whose.ANY,
                    cost_at_least=n, cost_at_most=top,
                    faction=resource if resource in FACTIONS else None,
                    talent=resource if resource in TALENTS else None)


def parse_immunity(value: str) -> str | None:
    """"Lotus cards" -> faction:lotus, "Cop cards" -> designator:cop, "opponents' Events" ->
    cards:opponents' events; None if not that form."""
    if immunity_selector(value) is not None:
        return f"{ImmunityTo.CARDS}:{' '.join(value.split()).casefold()}"
    words = value.split()
    if len(words) < 2 or words[-1].casefold() not in ("cards", "card"):
        return None
    name = " ".join(words[:-1]).casefold()
    if name in FACTIONS:
        return f"{ImmunityTo.FACTION}:{name}"
    if len(words) == 2:
        return f"{ImmunityTo.DESIGNATOR}:{_stem(words[0])}"
    return None


def _may_be_immune(board: Board, card: Card) -> bool:
    """A cheap look for any Immunity acting on the card (most cards have none)."""
    if board.immunity_written:
        return True
    return any(a.name == Keyword.IMMUNITY for a in card.printed) \
        or any(a.name == Keyword.IMMUNITY for g in card.grants for a in g.abilities) \
        or (board.state_immunity() and any(a.name == Keyword.IMMUNITY for s in board.states_on(card)
                                         for a in s.printed))


def immune(board: Board, card: Card, source: Card | None, source_type: CardType | None) -> bool:
    """Is `card` immune to an effect or ability of `source` (a card type, faction or
    designator, 40.0)?"""
    if not _may_be_immune(board, card):
        return False
    found = board.abilities(card)
    if found.immune_to(source_type):
        return True
    if source is None:
        return False
    for value in found.immunities:
        kind, _, name = value.partition(":")
        if kind == ImmunityTo.FACTION and name in source.factions:
            return True
        if kind == ImmunityTo.DESIGNATOR and designated(board, source, name):
            return True
        if kind == ImmunityTo.CARDS and _immune_to_cards(board, card, source, source_type, name):
            return True
    return False


def _immune_to_cards(board: Board, card: Card, source: Card, source_type: CardType | None, words: str) -> bool:
    """The source's type is the effect's (as for an Immunity to a card type, Sites covering
    Feng Shui Sites); whose it is, seen from the immune card's controller."""
    sel = immunity_selector(words)
    if sel is None or source_type is None:
        return False
    if sel.type != source_type and not (sel.type == CardType.SITE and source_type in SITE_TYPES):
        return False
    return matches(board, source, replace(sel, type=None), card)


def immunity_words(board: Board, source_id: str, source_type: CardType | None) -> str:
    """"Events", or the source card's title when the immunity may be to its faction."""
    source = board.cards.get(source_id)
    kind = (source_type or "").replace("_", " ") + "s"
    return kind if source is None or not (source.factions or source.subtitle) else source.title
