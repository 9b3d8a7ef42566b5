"""The sentence forms of damage modifiers against or from a kind of card (29.7), of damage
that cannot be reduced or redirected (29.9, 38.2) and of restrictions on innate actions (6.0),
which `continuous.py` reads continuous abilities by, with the "while ..." / "for each ..." tail
every form shares (TAIL), and the modifier "takes no / double / +N damage" names."""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.gains import UNREDIRECTED, UNREDIRECTED_HAVE, redirect_words

#: "for every <card>" is "for each <card>"; "for every three <cards>" counts no single card
TAIL = (r"(?: while (?P<cond>[^.]+?))?(?: for (?:each|every(?! (?:two|three|four|five|\d+) )|"
         r"every (?P<every>two|three|four|five|[2-9])(?= \S+ resources in your pool$)) (?P<per>[^.]+?))?")


def unreduced(text: str, who: str, card_type: str) -> str | None:
    """"Damage subject inflicts cannot be reduced." / "Damage inflicted on subject cannot be
    reduced." as the card's (a State's: its subject's) gaining the engine's words (29.9); "His
    damage cannot be reduced or redirected." (a Character's pronoun is the Character), "Cannot
    have his damage redirected or reduced.", "Damage cannot be redirected to this card." (6.0
    over 38.2: the words "Its damage cannot be redirected" / "Damage cannot be redirected to it")."""
    m = re.fullmatch(rf"damage (?P<self>{who}) inflicts (?:cannot|may not) be reduced", text, re.IGNORECASE)
    if m is not None:
        return f"{m['self']} gains Its damage cannot be reduced."
    pronoun = r"|his|her|its" if card_type == "character" else ""
    m = re.fullmatch(rf"(?:(?P<self>{who})'s{pronoun}) damage (?P<how>{UNREDIRECTED})", text, re.IGNORECASE) \
        or (re.fullmatch(rf"cannot have (?:his|her|its) damage (?P<how>{UNREDIRECTED_HAVE})", text, re.IGNORECASE)
            if pronoun else None)
    if m is not None:
        return f"{m.groupdict().get('self') or 'this card'} gains {', '.join(redirect_words(m['how']))}."
    m = re.fullmatch(rf"damage (?:cannot|may not) be redirected (?:to|onto) (?P<self>{who})", text, re.IGNORECASE)
    if m is not None:
        return f"{m['self']} gains Damage cannot be redirected to it."
    m = re.fullmatch(rf"opponents (?:cannot|may not) take control of (?:(?P<self>{who}){'|him|her|it' if pronoun else ''})",
                     text, re.IGNORECASE)
    if m is not None:  # only another player could take control of it (35.3.1): an opponent (50.10's words)
        return f"{m.groupdict().get('self') or 'this card'} gains Cannot be taken control of."
    m = re.fullmatch(rf"damage inflicted on (?P<self>{who}) (?:cannot|may not) be reduced", text, re.IGNORECASE)
    return None if m is None else f"{m['self']} gains Damage inflicted on it cannot be reduced."


def versus_forms(who: str) -> tuple[str, ...]:
    """Damage modifiers against or from a kind of card (29.7, 10.2): "+2 damage against Sites",
    "Inflicts +3 damage on Sites", "Characters you control inflict +1 combat damage on Sites",
    "Takes no damage from Sites", "Takes double damage from <Fire> cards". "+N damage" is
    combat damage either way (29.5); "takes no combat damage [from <cards>]" reduces only combat
    damage (29.1) to zero (29.6.3). "Toughness: 2 against <Cop>
    cards" is Toughness against damage from them (40.0's Beaumains example); "against combat
    damage" / "against non-combat damage" is Toughness against that kind of damage only (29.1,
    29.2). "Ambush / Lethal against turned Characters" work in
    combat with such a card (40.0 item 7 speaks of using Lethal against a card)."""
    bonus = r"(?P<what>[+-]\d+ (?:combat )?damage) (?:against|to|on) (?P<against>[^.]+?)"
    tough = r"(?P<tough>toughness:? \d+) against (?:damage (?:inflicted by|from) )?(?P<source>[^.]+?)"
    word = r"(?P<word>ambush|lethal) against (?P<against>[^.]+?)"
    barred = r"(?P<word>cannot be intercepted)"  # by a kind of card, or while ... (6.0 over 28.6.2)
    return (
        rf"^(?:(?P<self>{who}) )?{barred} by (?P<against>[^.]+?){TAIL}$",
        rf"^(?:(?P<self>{who}) )?{barred} while (?P<cond>[^.]+?)$",
        rf"^(?:(?P<self>{who}) (?:gains|has|inflicts) |inflicts |gains )?{bonus}{TAIL}$",
        rf"^(?:all )?(?P<sel>[^+]+?) (?:inflict|gain|have) {bonus}{TAIL}$",
        rf"^(?:(?P<self>{who}) )?takes (?P<taken>no combat|no non-combat|\+\d+) damage(?: from (?:any )?(?P<source>[^.]+?))?{TAIL}$",
        rf"^(?:(?P<self>{who}) )?takes (?P<taken>no|double|[+-]\d+) damage from (?:any )?(?P<source>[^.]+?){TAIL}$",
        rf"^(?:(?P<self>{who}) (?:gains|has) |gains |has )?{tough}{TAIL}$",
        rf"^(?:(?P<self>{who}) (?:gains|has) |gains |has )?{word}{TAIL}$",
        rf"^(?:all )?(?P<sel>[^+]+?) (?:gain|have) {tough}{TAIL}$",
    )


def restriction_forms(who: str) -> tuple[str, ...]:
    """A restriction on an innate action of this card (a State's: its subject) or of the cards
    a selector picks: "Other Characters you control cannot be intercepted.", "Turned Characters
    at this location may not intercept." ("may not" is "cannot"; 6.0 over 28.1.1, 28.6.2)."""
    act = (r"(?P<rt>(?:cannot|may not) (?:be intercepted|intercept|attack|turn to attack|be turned to attack)"
           r"(?: characters| sites)?|(?:cannot|may not) (?:turn to change location|be healed|be attacked|be targeted by attacks)"
           r"|(?:can|may) attack back-row sites)")  # a permission granted so too (6.0 over 28.1.3)
    return (rf"^(?P<self>{who}) {act}{TAIL}$", rf"^(?:all )?(?P<sel>[^+]+?) {act}{TAIL}$")


def taken_modifier(how: str) -> dict[str, Any]:
    """"takes no / double / +N / -N damage": reduced to 0 (29.6.3), multiplied (29.7 step 4),
    increased on the receiving side (step 6), reduced (step 7)."""
    if how == "no":
        return {"kind": "reduce_damage_to", "value": 0}
    if how == "no combat":  # only combat damage (29.1)
        return {"kind": "reduce_combat_damage_to", "value": 0}
    if how == "no non-combat":  # only non-combat damage (29.2)
        return {"kind": "reduce_noncombat_damage_to", "value": 0}
    if how == "double":
        return {"kind": "damage_taken_multiplier", "value": 2}
    n = int(how)
    return {"kind": "damage_taken_bonus", "value": n} if n > 0 else {"kind": "damage_reduction", "value": -n}
