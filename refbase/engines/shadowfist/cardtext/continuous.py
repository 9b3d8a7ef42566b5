"""Continuous abilities (10.1, 10.2): "+1 Fighting for each other <Cop> you control.",
"+2 Fighting while attacking.", "Characters you control gain +1 Fighting.", a State's
"Subject gains +2 Fighting and Mobility.", an Edge's "All Characters you control inflict +1
damage." Modifiers and words on the card itself (a State's: its subject) or on the cards a
selector picks, while a condition holds, optionally per card counted."""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.conditions import board_condition, if_condition, only_kind, own_row
from refbase.engines.shadowfist.cardtext.gains import UNREDIRECTED, UNREDIRECTED_HAVE, bold, gains, kind_toughness, redirect_words
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import ICON_WORDS, counted, selector
from refbase.engines.shadowfist.cardtext.xvalues import count
from refbase.engines.shadowfist.effects.text_patterns import NO_UNTURN_WORDS
from refbase.engines.shadowfist.effects.text_patterns import every as every_number
from refbase.engines.shadowfist.model.vocabulary import Keyword, Restriction

#: "while ..." words -> the engine's condition (`is`), of the card affected
CONDITIONS = {
    "attacking": "attacking", "intercepting": "intercepting", "in combat": "in_combat",
    "turned": "turned", "unturned": "unturned", "damaged": "damaged",
    "it is attacking": "attacking", "it is intercepting": "intercepting", "it is turned": "turned",
    "it is unturned": "unturned", "it is damaged": "damaged", "it is in combat": "in_combat",
    "in a faceoff": "in_faceoff",  # one of its two Characters (41.0)
}
#: bold-faced words (49.x, 50.x) a selector would take for a designator ("Vehicle States"), and a
#: Faceoff (41.0), a kind of Event rather than a word of its title
_BOLD_WORDS = frozenset(w.value.lower() for w in (*Restriction, *Keyword)) | {"faceoff"}
_SOURCE = re.compile(r"^(?:this card|this|{title}) is (attacking|intercepting|turned|unturned|damaged|in combat)$",
                     re.IGNORECASE)
#: a Weapon's or Vehicle's "controlling character" / "user": the subject Character, whose controller
#: controls and uses the State (49.10, 49.11, 25.5)
_USER = r"|controlling character|user"
#: "for every <card>" is "for each <card>"; "for every three <cards>" counts no single card
_TAIL = (r"(?: while (?P<cond>[^.]+?))?(?: for (?:each|every(?! (?:two|three|four|five|\d+) )|"
         r"every (?P<every>two|three|four|five|[2-9])(?= \S+ resources in your pool$)) (?P<per>[^.]+?))?")


def ability(sentence: str, title: str, card_type: str) -> dict[str, Any] | None:
    """The continuous ability of a sentence, None when the sentence is not one, Unread when
    it is one the language cannot say."""
    text = _when_role(sentence.strip().rstrip(".").strip())
    entering = _entry_turn(text, title, card_type)
    if entering is not None:
        return entering
    size = re.fullmatch(r"your hand size is (increased|reduced|decreased) by (\d+)", text, re.IGNORECASE)
    if size is not None and card_type != "state":  # an ability modifying "your hand size" (9.2.2.2)
        n = int(size[2]) if size[1].lower() == "increased" else -int(size[2])
        return {"kind": "continuous", "modifiers": [{"kind": "hand_size", "value": n}]}
    own = re.fullmatch(r"if (?P<cond>unturned|turned|damaged), (?P<rest>generates [^,]+)", text, re.IGNORECASE)
    if own:  # "If unturned, generates 1 Power ...": while it is, when its Power is generated (22.2.2, 10.2)
        return ability(f"{own['rest']} while {own['cond']}.", title, card_type)
    if re.search(r"^generates .* if you control at least one ", text, re.IGNORECASE):  # "at least one X": "a X"
        return ability(re.sub(r" at least one ", " a ", text, flags=re.IGNORECASE) + ".", title, card_type)
    lead = re.match(r"^while (?P<cond>[^,]+), (?P<rest>[^,]+)$", text, re.IGNORECASE)
    if lead and " while " not in lead["rest"].lower():  # "While attacking, gains ..." (10.2)
        return ability(f"{_named(lead['rest'], lead['cond'], card_type)} while {lead['cond']}.", title, card_type)
    lead_if = re.match(r"^if (?P<cond>[^,]+), (?P<rest>[^,]+)$", text, re.IGNORECASE)
    if lead_if and " while " not in lead_if["rest"].lower() and own_row(lead_if["cond"], title) is not None:
        return ability(f"{lead_if['rest']} while {lead_if['cond']}.", title, card_type)  # 10.2, 9.1.2
    cond_if = re.match(r"^(?P<rest>[^,]+?) if (?P<cond>[^,]+)$", text, re.IGNORECASE)
    if cond_if and " while " not in cond_if["rest"].lower() and if_condition(cond_if["cond"]) is not None:
        return ability(f"{cond_if['rest']} while {cond_if['cond']}.", title, card_type)  # 10.2
    anytime = re.fullmatch(r"you (?:may|can) play (?P<what>.+?) during (?:any|other players'|opponents') "
                           r"(?:main shots?|turns?)", text, re.IGNORECASE)
    if anytime and card_type != "state":  # its controller plays them in any Main Shot (25.1.1)
        return _anytime(anytime["what"])
    cheaper = re.fullmatch(r"you (?:may|can) play (?P<what>.+?) at -(?P<n>\d+) cost", text, re.IGNORECASE)
    if cheaper and card_type != "state":  # a cost-reduction ability (37.0)
        return _cheaper(cheaper["what"], int(cheaper["n"]), title, card_type)
    who = rf"(?:this card|{re.escape(title)}|subject(?: character| site| card)?{_USER if card_type == 'state' else ''})"
    both = re.fullmatch(rf"all (?:combat and non-combat )?damage (?P<self>{who}) inflicts is increased by (?P<n>\d+)",
                        text, re.IGNORECASE)
    if both:  # "increases damage": combat and non-combat damage alike (29.5), the source's bonus (29.7 step 2)
        if both["self"].lower().startswith("subject") and card_type != "state":
            raise Unread("subject of a card that is not a State: not in the language")
        n = int(both["n"])
        return {"kind": "continuous", "modifiers": [{"kind": "damage_bonus", "value": n},
                                                    {"kind": "effect_damage_bonus", "value": n}]}
    capped = re.fullmatch(rf"(?:(?P<self>{who}) )?(?:cannot|may not) inflict more than (?P<n>\d+) (?:points? of )?damage",
                          text, re.IGNORECASE)
    if capped:  # "Cannot inflict more than 1 damage": all it inflicts reduced to that, at 29.7's step 8 (29.6.3)
        if (capped["self"] or "").lower().startswith("subject") and card_type != "state":
            raise Unread("subject of a card that is not a State: not in the language")
        return {"kind": "continuous", "modifiers": [{"kind": "inflicts_reduced_to", "value": int(capped["n"])}]}
    corrupting = re.fullmatch(rf"damage (?P<self>{who}) inflicts (?:cannot|may not) be removed", text, re.IGNORECASE)
    if corrupting:  # damage that "cannot be removed" is Corrupted damage (16.3, 50.3)
        return ability(f"{corrupting['self']} gains Corrupted.", title, card_type)
    kept = re.fullmatch(rf"damage (?:cannot|may not) be removed from (?P<self>{who})|damage on (?P<on>{who}) "
                        rf"(?:cannot|may not) be removed", text, re.IGNORECASE)
    if kept:  # damage no means removes is a card that "cannot be healed" (16.0, 16.2)
        return ability(f"{kept['self'] or kept['on']} cannot be healed.", title, card_type)
    banned = re.fullmatch(r"no (?P<sel>characters?) (?:can|may) (?P<act>turn to change location|be healed)"
                          r"(?P<rest> while [^,]+)?", text, re.IGNORECASE)
    if banned:  # "No character can turn to change location while Political Lock is in play" (10.3.1, 6.0)
        return ability(f"All Characters cannot {banned['act']}{banned['rest'] or ''}.", title, card_type)
    unreduced = _unreduced(text, who, card_type)
    if unreduced is not None and card_type != "event":  # damage that cannot be reduced (29.9) or redirected
        return ability(unreduced, title, card_type)
    cannot_intercept = re.fullmatch(rf"(?P<sel>(?!(?:target|that|those|they|it)\b)[^,+]+?) (?:cannot|may not) intercept "
                                    rf"(?P<self>{who})", text, re.IGNORECASE)
    if cannot_intercept:  # "<cards> cannot intercept subject" is "subject cannot be intercepted by <cards>" (6.0 over 28.6.2)
        return ability(f"{cannot_intercept['self']} cannot be intercepted by {cannot_intercept['sel']}.", title, card_type)
    stays_turned = _no_unturn(text, who, card_type)
    if stays_turned is not None:
        return stays_turned
    immune = re.match(r"^(?P<sel>[^,]+?) (?P<verb>are|is) not affected by (?P<what>[^,]+)$", text, re.IGNORECASE)
    if immune:  # "not affected by" is Immunity (40.0)
        verb = "gain" if immune["verb"].lower() == "are" else "gains"
        return ability(f"{immune['sel']} {verb} Immunity to {immune['what']}.", title, card_type)
    # "inflcited ... from" as the dump prints Arctic Fortress: damage "from" a source is damage it inflicts (29.7)
    reduced = re.match(rf"^damage inflicted on (?P<self>{who}) by (?P<source>[^.]+?) is reduced to 0$", text, re.IGNORECASE) \
        or re.match(rf"^reduce to 0 all damage infl(?:ic|ci)ted on (?P<self>{who}) (?:by|from) (?P<source>[^.]+?)$",
                    text, re.IGNORECASE)
    if reduced:  # reduced to 0 is taking no damage from those sources (29.6.3)
        return ability(f"{reduced['self']} takes no damage from {reduced['source']}.", title, card_type)
    kind_to_0 = re.fullmatch(rf"reduce all (?P<kind>combat|non-combat) damage inflicted on (?P<self>{who}) to (?:0|zero)",
                             text, re.IGNORECASE)
    if kind_to_0:  # "Reduce all non-combat damage inflicted on subject to 0": taking none of it (29.2, 29.6.3)
        return ability(f"{kind_to_0['self']} takes no {kind_to_0['kind']} damage.", title, card_type)
    increased = re.fullmatch(rf"(?P<self>{who})'s (?P<stat>fighting|body)(?: score)? is increased by "
                             rf"(?:the number of (?P<per>[^,]+)|(?P<n>\d+))", text, re.IGNORECASE)
    if increased:  # "Imperial Guard's Fighting is increased by the number of Eunuchs you control": +1 each
        if increased["self"].lower().startswith("subject") and card_type != "state":
            raise Unread("subject of a card that is not a State: not in the language")
        each = f" for each {increased['per']}" if increased["per"] else ""
        return ability(f"+{increased['n'] or 1} {increased['stat'].title()}{each}.", title, card_type)
    taken = re.fullmatch(rf"all damage inflicted on (?P<self>{who})(?: by (?P<source>[^,]+?))? is increased by "
                         rf"(?P<n>\d+)", text, re.IGNORECASE)
    if taken:  # combat and non-combat damage it takes, increased on the receiving side (29.7 step 6)
        source = f" from {taken['source']}" if taken["source"] else ""
        return ability(f"{taken['self']} takes +{taken['n']} damage{source}.", title, card_type)
    half = re.fullmatch(rf"add half the number of (?P<per>\S+ resources in your pool), rounded down, to "
                        rf"(?P<self>{who})'s (?P<stat>fighting|body)(?: score)?", text, re.IGNORECASE)
    if half:  # "Add half the number of [H] resources in your pool, rounded down, to subject's Fighting": +1 per 2
        return ability(f"{half['self']} gains +1 {half['stat']} for every 2 {half['per']}.", title, card_type)
    provided = _provides(text, who, card_type)
    if provided is not None:
        return provided
    generates = re.match(rf"^(?:{who} )?generates (?P<n>\d+) (?:additional )?power(?: during your "
                         rf"(?:establishing shot|power generation phase))?(?: while (?P<cond>[^.]+?))?"
                         rf"(?: for each (?P<per>[^.]+?))?$", text, re.IGNORECASE)
    if generates and card_type == "state":
        raise Unread("Power generation modifier: a State's written modifiers act on its subject, not on the State")
    if generates:  # Power it generates in its controller's Power generation, the only time any is (22.2.2, 17.2.1)
        return _build({"power": generates["n"], "cond": generates["cond"], "per": generates["per"]}, title)
    both = re.fullmatch(r"(?P<sel>[^,+]+?) (?P<v>inflicts?) (?P<mod>[+-]\d+ (?:combat )?damage) and gains? (?P<what>[^+]+)",
                        text, re.IGNORECASE)
    if both:  # "All Characters you control inflict +1 damage and gain ...": one ability giving both (10.1)
        verb = "gains" if both["v"].lower() == "inflicts" else "gain"
        return ability(f"{both['sel']} {verb} {both['mod']} and {both['what']}.", title, card_type)
    forms = (
        (rf"^(?P<what>[+-]\d+ (?:fighting|body|combat damage|damage)(?:(?: and |, )[^.]*?)?){_TAIL}$", None),
        (rf"^(?P<self>{who}) (?:gains|has) (?P<what>.+?){_TAIL}$", None),
        (rf"^gains (?P<what>.+?){_TAIL}$", None),
        (r"^(?P<what>[A-Z][\w-]*(?:: \d+)?(?:(?: and |, )[A-Z+][\w-]*(?:: \d+)?)*) while (?P<cond>[^.]+?)$", None),
        (rf"^(?P<self>{who}) inflicts (?P<what>[+-]\d+ (?:combat )?damage){_TAIL}$", None),
        # "Subject Character inflicts +2 damage and cannot have its damage reduced or redirected"
        (rf"^(?P<self>{who}) inflicts (?P<what>[+-]\d+ damage and cannot have its damage {UNREDIRECTED_HAVE})$", None),
        (rf"^inflicts (?P<what>[+-]\d+ (?:combat )?damage){_TAIL}$", None),  # a Character's own, printed alone
        (rf"^(?:all )?(?P<sel>[^+]+?) (?:gain|have) (?P<what>.+?){_TAIL}$", "sel"),
        (rf"^(?:all )?(?P<sel>[^+]+?) inflict (?P<what>[+-]\d+ (?:combat )?damage){_TAIL}$", "sel"),
    )
    versus = _versus_forms(who) + _restriction_forms(who)
    for pattern in versus + tuple(p for p, _ in forms):
        m = re.match(pattern, text, re.IGNORECASE)
        if m is None:
            continue
        if re.search(r"\buntil\b|\bwhen\b|\bif\b", text, re.IGNORECASE):
            return None  # an effect with a duration or a trigger, not a continuous ability
        groups = m.groupdict()
        if groups.get("self") and groups["self"].lower().startswith("subject") and card_type != "state":
            raise Unread("subject of a card that is not a State: not in the language")
        built = _build(groups, title, card_type)
        _healing_on_characters(built, groups, card_type)
        if card_type == "state" and any(built.get(k, {}).get("its_attack_target") for k in ("against", "from", "affects")):
            raise Unread("selector not in the language: a State's \"the target of its attack\" is its subject's "
                         "attack, not the State's")
        if card_type == "state" and built.get("condition", {}).get("select", {}).get("at_this_location"):
            raise Unread("condition not in the language: a State's \"at the same location as\" may mean its "
                         "subject's own card")
        return built
    return None


def _provides(text: str, who: str, card_type: str) -> dict[str, Any] | None:
    """"Infernal Temple provides one [M] resource for each Demon you control", "Provides an
    additional [p] while in play": a resource the card's own text provides while it is in play
    (8.6, 18.1; in a smoked pile only its printed icons count), on top of its printed ones. A
    designator printed alone in the singular ("each Demon you control") is read as the plural
    (14.2); "each X and each Y" (a card of both counted once or twice?) stays unread."""
    m = re.fullmatch(rf"(?:{who} )?provides (?:(?P<more>an additional)|one) (?P<icon>\[[A-Za-z]\])(?: resource)?"
                     r"(?: for each (?P<per>[^.]+?))?(?: while in play)?", text, re.IGNORECASE)
    if m is None or (m["more"] is None) == (m["per"] is None) or card_type in ("state", "event"):
        return None  # "provides one [M]" alone is a printed icon; a State's subject is another card
    resource = ICON_WORDS.get(m["icon"][1])
    if resource is None:
        raise Unread(f"resource not in the language: {m['icon']}")
    out: dict[str, Any] = {"kind": "continuous", "provides": resource}
    if m["per"]:
        alone = re.fullmatch(r"(?P<d>[A-Z][a-z]+) you control", m["per"])
        out["per"] = counted(f"{alone['d']}s you control" if alone else m["per"])
    return out


def _when_role(text: str) -> str:
    """"Toughness: 1 when attacking", "Inflicts +3 damage when intercepting", "... except when
    attacking": a role in the attack under way (28.1.4, 28.6) is a state the card is in, not
    something that happens, so these read as "while [not] attacking" (10.2)."""
    m = re.fullmatch(r"(?P<rest>[^,]+?) (?P<neg>except )?when (?P<role>attacking|intercepting)", text, re.IGNORECASE)
    if m is None or re.search(r"\b(?:when|while|until|if)\b", m["rest"], re.IGNORECASE):
        return text
    return f"{m['rest']} while {'not ' if m['neg'] else ''}{m['role']}"


def split_versus(sentence: str, title: str, card_type: str) -> list[dict[str, Any]] | None:
    """"Subject Character gains +1 Fighting, Toughness: 1, and +3 damage to Sites." / "Subject gains
    +1 combat damage, and an additional +2 combat damage against Unique cards.": the last item
    alone is against a kind of card, so two continuous abilities (10.2, 29.7); None for other
    sentences, Unread when either part is one the language cannot say."""
    who = rf"(?:this card|{re.escape(title)}|subject(?: character| site)?)"
    unless = _except_against(sentence, who, title, card_type)
    if unless is not None:
        return unless
    m = re.fullmatch(rf"(?P<head>{who} gains) (?P<rest>[^,]+(?:, [^,]+)*), and (?:an additional )?"
                     rf"(?P<last>[+-]\d+ (?:combat )?damage (?:against|to|on) [^,]+)",
                     sentence.strip().rstrip(".").strip(), re.IGNORECASE)
    if m is None:
        return None
    parts = [ability(f"{m['head']} {m['rest']}.", title, card_type), ability(f"{m['head']} {m['last']}.", title, card_type)]
    if any(p is None or "against" in p and p is parts[0] for p in parts) or "against" not in (parts[1] or {}):
        return None
    return [p for p in parts if p is not None]


def _except_against(sentence: str, who: str, title: str, card_type: str) -> list[dict[str, Any]] | None:
    """"Subject Character gains Mobility and +2 damage, except against Characters that are the
    subject of a Vehicle": the words before the bonus as one ability, the bonus against every card
    but those (29.7: the other card of the damage fits `none_of`). "All damage inflicted on Marisol
    by sources other than combat damage from characters is reduced to zero": its non-combat damage
    (29.2) and combat damage from a card that is not a Character reduced to 0 (29.1, 29.6.3)."""
    text = sentence.strip().rstrip(".").strip()
    m = re.fullmatch(rf"(?P<head>{who} gains) (?P<rest>[^,]+?) and (?P<mod>[+-]\d+ (?:combat )?damage), except against "
                     rf"(?P<sel>[^,]+)", text, re.IGNORECASE)
    if m is not None:
        first = ability(f"{m['head']} {m['rest']}.", title, card_type)
        if first is None or {"against", "from", "affects", "condition", "per"} & first.keys():
            return None
        bonus = gains(m["mod"])
        return [first, {"kind": "continuous", "modifiers": bonus.modifiers, "against": {"none_of": [selector(m["sel"])]}}]
    m = re.fullmatch(rf"all damage inflicted on {who} by sources other than combat damage from characters is reduced "
                     r"to (?:0|zero)", text, re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "continuous", "modifiers": [{"kind": "reduce_noncombat_damage_to", "value": 0}]},
            {"kind": "continuous", "modifiers": [{"kind": "reduce_combat_damage_to", "value": 0}],
             "from": {"none_of": [{"type": "character"}]}}]


def _cheaper(what: str, n: int, title: str, card_type: str) -> dict[str, Any]:
    """"You may play Sites at -1 cost" / "You may play <Tank> States on this card at -1 cost": a
    `cost_reduction` its controller names as it plays such a card (37.0), a State only onto this
    card (its subject, 25.5). A bold-faced word before the type ("Vehicle States", 49.x) names no
    designator and stays unread."""
    me = rf"this card|{re.escape(title)}" + ("|him|her" if card_type == "character" else "")
    onto = re.fullmatch(rf"(?P<sel>.+?) on (?:{me})", what.strip(), re.IGNORECASE)
    sel = selector(onto["sel"] if onto else what)
    if str(sel.get("designator", "")).lower() in _BOLD_WORDS or (onto and sel.get("type") != "state"):
        raise Unread(f"play permission or cost reduction: \"{what}\" is not in the language")
    out: dict[str, Any] = {"kind": "continuous", "modifiers": [{"kind": "cost_reduction", "value": n}],
                           "playing": sel}
    return {**out, "onto_this_card": True} if onto else out


def _anytime(what: str) -> dict[str, Any]:
    """"You may play Characters during other players' Main Shots": its controller may play such
    cards in any player's Main Shot (25.1.1; Characters, Edges and Sites still outside attacks,
    checks/play_timing.py); a State played onto some cards only ("States on cards you control")
    stays unread, as does a bold-faced word before the type."""
    if re.search(r"\bon\b", what, re.IGNORECASE):
        raise Unread(f"play permission or cost reduction: \"{what}\" played onto some cards is not in the language")
    sel = selector(what)
    if str(sel.get("designator", "")).lower() in _BOLD_WORDS or "controller" in sel:
        raise Unread(f"play permission or cost reduction: \"{what}\" is not in the language")
    return {"kind": "continuous", "playing": sel, "any_main_shot": True}


def _unreduced(text: str, who: str, card_type: str) -> str | None:
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


def _entry_turn(text: str, title: str, card_type: str) -> dict[str, Any] | None:
    """"Thunder Valkyries gain +2 Fighting until the end of the turn in which they enter play.",
    "Characters you control inflict +2 damage during the turn they enter play.": a continuous
    ability whose condition is that the card it gives to entered play this turn (10.2; one that
    leaves play and returns has entered anew, 34.0). On a State "it" may be its subject, and an
    Event never enters play (25.3): not read there."""
    me = rf"(?:it|he|she|they|this card|{re.escape(title)})"
    m = re.fullmatch(rf"(?P<rest>[^,]+?),? (?:until the end of|during|for the duration of) the turn (?:in which )?"
                     rf"{me} enters? play", text, re.IGNORECASE)
    if m is None:
        return None
    if card_type in ("state", "event"):
        raise Unread(f"condition not in the language: the turn a {card_type}'s \"it\" entered play")
    rest = re.sub(rf"^({re.escape(title)}) gain ", r"\1 gains ", m["rest"], flags=re.IGNORECASE)  # a plural title
    if re.search(r"\b(?:while|until|when|if|for each)\b", rest, re.IGNORECASE):
        raise Unread("condition not in the language: another condition beside the turn it entered play")
    built = ability(f"{rest}.", title, card_type)
    if built is None or "condition" in built or built.get("kind") != "continuous":
        raise Unread("condition not in the language: the turn it entered play, on this ability")
    return {**built, "condition": {"is": "entered_this_turn"}}


def _no_unturn(text: str, who: str, card_type: str) -> dict[str, Any] | None:
    """"Subject does not unturn during its controller's Establishing Shot.", "[a] cards do not
    unturn during their controller's establishing shot.": rules text keeping the card, or each
    card a selector picks, turned through its controller's unturn step (6.0 over 22.2.3); "your
    Establishing Shot" only of this card (its controller's), never of other cards."""
    m = re.fullmatch(rf"(?:(?P<self>{who}) does not unturn during (?:its controller's|your)"
                     rf"|(?:all )?(?P<sel>(?!(?:target|that|those|they|it)\b)[^,+]+?) do not unturn during "
                     rf"(?:their|its) controller's) establishing shot", text, re.IGNORECASE)
    if m is None:
        return None
    if m["self"] and m["self"].lower().startswith("subject") and card_type != "state":
        raise Unread("subject of a card that is not a State: not in the language")
    if m["self"] and not m["self"].lower().startswith("subject") and card_type == "state":
        raise Unread("effect not in the language: a State's written abilities act on its subject, not on the State")
    out: dict[str, Any] = {"kind": "continuous", "grants": [NO_UNTURN_WORDS]}
    if m["sel"]:
        out["affects"] = selector(m["sel"])
    return out


def _versus_forms(who: str) -> tuple[str, ...]:
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
        rf"^(?:(?P<self>{who}) )?{barred} by (?P<against>[^.]+?){_TAIL}$",
        rf"^(?:(?P<self>{who}) )?{barred} while (?P<cond>[^.]+?)$",
        rf"^(?:(?P<self>{who}) (?:gains|has|inflicts) |inflicts |gains )?{bonus}{_TAIL}$",
        rf"^(?:all )?(?P<sel>[^+]+?) (?:inflict|gain|have) {bonus}{_TAIL}$",
        rf"^(?:(?P<self>{who}) )?takes (?P<taken>no combat|no non-combat|\+\d+) damage(?: from (?:any )?(?P<source>[^.]+?))?{_TAIL}$",
        rf"^(?:(?P<self>{who}) )?takes (?P<taken>no|double|[+-]\d+) damage from (?:any )?(?P<source>[^.]+?){_TAIL}$",
        rf"^(?:(?P<self>{who}) (?:gains|has) |gains |has )?{tough}{_TAIL}$",
        rf"^(?:(?P<self>{who}) (?:gains|has) |gains |has )?{word}{_TAIL}$",
        rf"^(?:all )?(?P<sel>[^+]+?) (?:gain|have) {tough}{_TAIL}$",
    )


def _restriction_forms(who: str) -> tuple[str, ...]:
    """A restriction on an innate action of this card (a State's: its subject) or of the cards
    a selector picks: "Other Characters you control cannot be intercepted.", "Turned Characters
    at this location may not intercept." ("may not" is "cannot"; 6.0 over 28.1.1, 28.6.2)."""
    act = (r"(?P<rt>(?:cannot|may not) (?:be intercepted|intercept|attack|turn to attack|be turned to attack)"
           r"(?: characters| sites)?|(?:cannot|may not) (?:turn to change location|be healed|be attacked))")
    return (rf"^(?P<self>{who}) {act}{_TAIL}$", rf"^(?:all )?(?P<sel>[^+]+?) {act}{_TAIL}$")


def _healing_on_characters(built: dict[str, Any], groups: dict[str, Any], card_type: str) -> None:
    """"Cannot be healed" (16.2: no damage removed by any means) is read only on Characters:
    seizing heals a Site (30.3.3.2) whatever its text, so a Site's would be half kept."""
    if "Cannot be healed" not in built.get("grants", ()):
        return
    on = built["affects"].get("type") if "affects" in built else (
        "character" if card_type == "character" or re.match(r"subject character\b", str(groups.get("self") or ""), re.IGNORECASE)
        else None)
    if on != "character":
        raise Unread("restriction not in the language: \"cannot be healed\" is read only on Characters (seizing "
                     "heals a Site)")


def _build(groups: dict[str, str | None], title: str, card_type: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "continuous"}
    # Toughness against combat or non-combat damage only (29.1, 29.2, 50.17), not a kind of card
    by_kind = kind_toughness(f"{groups['tough']} against {groups['source']}") if groups.get("tough") else None
    if groups.get("rt"):
        words = re.sub(r"^may not\b", "cannot", str(groups["rt"]), flags=re.IGNORECASE)
        out["grants"] = [bold(words[:1].upper() + words[1:].lower())]
    elif groups.get("power"):
        out["modifiers"] = [{"kind": "power", "value": int(str(groups["power"]))}]
    elif groups.get("taken"):
        out["modifiers"] = [_taken(str(groups["taken"]).lower())]
        if groups.get("source"):
            out["from"] = selector(str(groups["source"]))
    elif by_kind:
        out["grants"] = [by_kind]
    elif groups.get("tough"):  # Toughness only against damage from that kind of card (50.17, 40.0)
        out["grants"] = [bold(str(groups["tough"]))]
        out["from"] = selector(str(groups["source"]))
    elif groups.get("word"):  # Ambush / Lethal only in combat with that kind of card (50.1, 50.9)
        word = str(groups["word"])
        out["grants"] = [bold(word[:1].upper() + word[1:])]
    else:
        got = gains(str(groups["what"]))
        if got.modifiers:
            out["modifiers"] = got.modifiers
        if got.words:
            out["grants"] = got.words
        if got.designators:
            out["designators"] = got.designators
    if groups.get("against"):
        out["against"] = selector(str(groups["against"]))
    if groups.get("sel"):
        out["affects"] = selector(str(groups["sel"]))
    if groups.get("cond") and not _always(str(groups["cond"]), title):
        out["condition"] = _condition(str(groups["cond"]), title, card_type)
    if groups.get("every"):  # "+1 Fighting for every 3 [d] resources in your pool": once per 3 (18.1)
        out |= _every_resources(str(groups["per"]), str(groups["every"]))
    elif groups.get("per"):
        out["per"] = _states_on_it(str(groups["per"]), title, card_type) or counted(str(groups["per"]))
    return out


def _states_on_it(per: str, title: str, card_type: str) -> dict[str, Any] | None:
    """"for each State it is the subject of", "for each State that is placed on him": the States
    on the card itself (25.5: a State is on its subject). On a State "him" or "it" may be its
    subject, so it is left to the other readings (which refuse it)."""
    own = rf"(?:him|her|it|this card|{re.escape(title)})"
    m = re.fullmatch(rf"(?P<cards>.*?\bStates?) (?:(?:that|which) (?:it|he|she) (?:is|are) the subject of|"
                     rf"(?:it|he|she|this card|{re.escape(title)}) (?:is|are) the subject of|that (?:is|are) (?:placed |played )?on {own})",
                     per.strip(), re.IGNORECASE)
    if m is None or card_type == "state":
        return None
    picked = selector(m["cards"])
    if set(picked) - {"type", "faction", "talent", "designator", "restriction", "any_of", "unique"}:
        raise Unread(f"selector with a clause: \"{per}\" narrows the States on it by whose or where")
    return {**picked, "on_itself": True}


def _every_resources(per: str, every: str) -> dict[str, Any]:
    counted_ = count(per)
    if "resource" not in counted_:
        raise Unread(f"selector not in the language: \"{per}\"")
    return {"per_resource": counted_["resource"], "per_every": every_number(every)}


def _taken(how: str) -> dict[str, Any]:
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


def _always(words: str, title: str) -> bool:
    """"while Kar Fai is in play", printed on Kar Fai: a continuous ability works only while its
    card is in play (10.1), so the words add no condition."""
    return re.fullmatch(rf"(?:this card|{re.escape(title)}) is in play", words.strip(), re.IGNORECASE) is not None


def _named(rest: str, cond: str, card_type: str) -> str:
    """"While subject is the only attacker, it gains Ambush": on a State, "it" after a condition
    on "subject" is that subject (25.5); any other pronoun is left for the patterns to refuse."""
    if card_type == "state" and re.match(r"^subject(?: character)? is\b", cond, re.IGNORECASE):
        return re.sub(r"^it\b", "subject", rest, flags=re.IGNORECASE)
    return rest


def _condition(words: str, title: str, card_type: str = "") -> dict[str, Any]:
    low = words.strip().lower()
    if low in CONDITIONS:
        return {"is": CONDITIONS[low]}
    m = re.match(_SOURCE.pattern.format(title=re.escape(title)), low, re.IGNORECASE)
    if m:
        return {"is": CONDITIONS[m[1]], "of": "source"}
    if low in ("it is your turn", "during your turn"):
        return {"is": "your_turn"}
    on_board = board_condition(words) or own_row(words, title) or only_kind(words, title, card_type)
    if on_board is not None:
        return on_board
    raise Unread(f"condition not in the language: \"while {words}\"")
