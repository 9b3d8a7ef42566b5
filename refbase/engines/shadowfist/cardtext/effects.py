"""Effect templates: the printed words of an effect, read with the patterns each effect kind
of effect_kinds.py registers (`EffectKind.patterns`, effects/text_patterns.py), in the order
the kinds are listed (docs/shadowfist-effects.md).

A pattern's named groups are read the same way for every kind: `obj` the cards (objects.py),
`n` the amount, `what` what a grant gives (gains.py), `until` the duration, `per` the
cards its amount counts (selectors.py). `UNWRITABLE`
lists the effects real text often says that the language cannot generate yet, each with the
reason reported for it.
"""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.durations import duration
from refbase.engines.shadowfist.cardtext.gains import gains, versus_gain
from refbase.engines.shadowfist.cardtext.objects import Context, aim
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import counted, selector
from refbase.engines.shadowfist.effects.effect_kinds import KINDS
from refbase.engines.shadowfist.effects.text_patterns import TextPattern
from refbase.engines.shadowfist.loading.schemas_abilities import PLAYABLE_BY_EFFECT
from refbase.engines.shadowfist.model.vocabulary import EffectKindName, Zone

Template = dict[str, Any]
#: the reason of an effect no pattern reads and no diagnosis names
GENERIC = "effect not in the language"
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
#: every kind's patterns, in the order the kinds are listed
READ: tuple[tuple[str, TextPattern], ...] = tuple((str(name), p) for name, kind in KINDS.items()
                                                  for p in kind.patterns)


def number(word: str) -> int:
    low = word.lower()
    if low == "x":
        raise Unread("X values: an amount the text defines elsewhere is not in the language")
    return _WORDS[low] if low in _WORDS else int(low)


def build(kind: str, pattern: TextPattern, m: re.Match[str], ctx: Context) -> Template:
    """The template of a clause a kind's pattern matched, its groups read alike for every kind."""
    groups = m.groupdict()
    out: Template = {"effect": kind}
    if groups.get("n") is not None:
        out["amount"] = number(groups["n"])
    out.update(aim(groups["obj"], ctx) if groups.get("obj") is not None else {"aim": "none"})
    if groups.get("back") is not None:  # "The two Characters": the card its cost targets, named back (24.1)
        out.update(aim("target", ctx))
    if kind == "faceoff" and ctx.card_type != "character":
        raise Unread("effect not writable (a faceoff): only a Character's own ability enters it in a Faceoff, "
                     "as the faceoff's \"your Character\"")  # 41.2
    if groups.get("what") is not None:
        versus = versus_gain(groups["what"]) if kind == "grant" else None
        got = gains(groups["what"]) if versus is None else versus[0]
        if versus is not None:  # only on damage against / from a kind of card (29.7)
            out[versus[1]] = selector(versus[2])
        if got.designators:
            raise Unread("designators chosen or granted: an effect does not give a designator, only a "
                         "continuous ability does")
        if got.modifiers:
            out["modifiers"] = got.modifiers
        if got.words:
            out["abilities"] = got.words
    if groups.get("until"):
        out["duration"] = duration(groups["until"])
    if groups.get("to") is not None:
        out["redirect_to"] = _recipient(groups["to"], ctx)
    if groups.get("original") is not None:
        out["copy_from"] = _original(groups["original"], ctx)
    if groups.get("new") is not None:
        out["change_to"] = _new_target(groups["new"], ctx)
    out |= pattern.fields(m)
    if KINDS[EffectKindName(kind)].pile == Zone.HAND and isinstance(out.get("select"), dict):  # "play a Character": from hand (25.0)
        out["select"] = {**out["select"], "in_hand": True}
        _playable(out["select"])
    if "Cannot be healed" in out.get("abilities", ()) and (out.get("select") or {}).get("type") != "character":
        raise Unread("restriction not in the language: \"cannot be healed\" is given only to Characters (seizing "
                     "heals a Site)")
    if groups.get("per") is not None:  # "Gain 1 Power for each <cards>": counted on generation (24.2)
        out["per"] = counted(groups["per"])
    return out


def _playable(select: dict[str, Any]) -> None:
    """A card an effect plays is one of the types the engine's effect plays (PLAYABLE_BY_EFFECT)."""
    types = {s.get("type") for s in select.get("any_of", ())} if select.get("any_of") and "type" not in select \
        else {select.get("type")}
    if not types <= {str(t) for t in PLAYABLE_BY_EFFECT}:
        raise Unread("play permission or cost reduction: an effect playing an Event, a Site or a card of any type "
                     "is not in the language")


def _recipient(words: str, ctx: Context) -> dict[str, Any]:
    """A redirection's new recipient (38.2): this card, or one card the player chooses ("any
    target in play": any card, the engine taking only a Character or Site in play, 38.2)."""
    if re.fullmatch(r"any target(?: in play)?", words.strip(), re.IGNORECASE):
        return {}
    read = aim(words, Context(ctx.title, ctx.card_type))
    if read["aim"] == "self":
        return {"itself": True}
    if read["aim"] == "chosen" and read.get("choose") and "select" in read:
        return dict(read["select"])
    raise Unread(f"effect not writable (redirecting damage): the new recipient \"{words}\" is not one card")


def _original(words: str, ctx: Context) -> dict[str, Any]:
    """A copy's original (36.0): one card in play the player chooses as the ability is used ("a
    non-Unique Character", "any other Character"); a target or a card named elsewhere is not read."""
    read = aim(words, Context(ctx.title, ctx.card_type))
    if read["aim"] == "chosen" and read.get("choose") and "select" in read:
        return dict(read["select"])
    raise Unread(f"effect not writable (copying): the copied card \"{words}\" is not one card chosen")


#: "any character or front-row site you control": the cards an attack may target (28.1.3) of one player
_LEGAL_TARGETS = re.compile(r"any character or front-row site (?P<whose>you control)", re.IGNORECASE)


def _new_target(words: str, ctx: Context) -> dict[str, Any]:
    """An attacker's new target (28.1.3.1): one card the player chooses as the ability is used."""
    legal = _LEGAL_TARGETS.fullmatch(words.strip())
    if legal is not None:
        return {"any_of": [{"type": "character"}, {"type": "site", "state": "front-row"}], "controller": "you"}
    read = aim(words, Context(ctx.title, ctx.card_type))
    if read["aim"] == "chosen" and read.get("choose") and "select" in read:
        return dict(read["select"])
    raise Unread(f"effect not writable (changing an attack's target): the new target \"{words}\" is not one card")


#: words of effects real cards print that no written ability can generate yet
UNWRITABLE: tuple[tuple[str, str], ...] = (
    (r"\bcancel\b(?! and smoke\b)", "effect not writable (canceling): canceling needs an effect on the stack as its target"),
    (r"\bsteal\b.*\bpower\b", "effect not writable (stealing Power): stealing Power needs a chosen player"),
    (r"\b(?:discard|search|shuffle|look at|reveal)\b", "effect on hands, decks or piles: not in the language"),
    (r"\breturn\b.*\bto play\b|\bput\b.*\binto play\b",
     "effect not writable (returning a card to play from a pile): its targets are out of play"),
    (r"\bplay\b.*\bat [+-]?\d+ cost\b|\bcosts? \d+ less\b", "play permission or cost reduction: not in the language"),
    (r"\bredirect\b", "effect not writable (redirecting damage): redirecting damage needs its source and recipient"),
    (r"\bcounters?\b", "counters: placing or removing counters by text is not in the language"),
    (r"\bflip a coin\b", "chance: flipping a coin is not in the language"),
    (r"\bcopy\b|\bcopies\b", "effect not writable (copying): copying needs the copied card"),
    (r"\bmove\b", "effect not writable (moving a card): moving a card needs its destination"),
    (r"\bchange the target\b", "effect not writable (changing an attack's target): it needs the new target"),
    (r"\bfaceoff\b|\bface-off\b", "effect not writable (a faceoff): a faceoff needs your Character"),
    (r"\btoken\b|\bcreate\b", "effect not writable (tokens from written abilities): it needs the token's card"),
    (r"\binstead\b|\bwould\b", "replacement effect: \"would ... instead\" is not in the language"),
    (r"\bcannot\b|\bcan't\b|\bmay not\b", "restriction not in the language: \"cannot ...\""),
    (r"\bx ?=|\bwhere x\b|\bx is\b", "X values: an amount the text defines elsewhere is not in the language"),
    (r"\bif\b|\bunless\b", "condition on an effect: \"if ...\" is not in the language"),
)


#: "Cancel and smoke" is one effect kind (33.0 and smoking it, effect_kinds.py), not two effects
#: "..., and it gains ...": a later part naming the first part's card back (24.6)
_COMPOUND = re.compile(r"(?<!\bcancel),? and (?:then )?(?=(?:inflict|smoke|toast|heal|turn|unturn|cancel|gain|draw|return|take|"
                       r"discard|sacrifice|put|give|lose|search|place|destroy|(?:it|he|she|this card) gains)\b)", re.IGNORECASE)


#: "Turn a Character at subject's location; that Character ceases intercepting": a second part on
#: the first part's cards, named back after a semicolon (24.6)
_SEMI = re.compile(r"(?P<first>[^;]+); (?P<rest>that (?:character|site|card|attacker|interceptor) [^;]+)", re.IGNORECASE)


#: "All Characters you control gain +1 Fighting until they leave play, then take 1 damage": the
#: cards of the first part take the damage after it (24.6)
_THEN = re.compile(r"(?P<first>(?:all|each) [^;,]+?),? then (?P<rest>take \d+ (?:non-combat )?damage)", re.IGNORECASE)


def _then_damaged(first: str, rest: str, ctx: Context) -> Template:
    """The first part on every card it picks, then damage on those same cards, fixed as the
    effect is generated (24.2, 24.6); any other first part stays unread."""
    made = single(first, ctx)
    if made.get("aim") != "all" or made.get("then"):
        raise Unread("several effects in one clause: \"then\" after an effect on chosen cards")
    part = single(f"them {rest}", Context(ctx.title, ctx.card_type, chosen=made["select"]))
    part.pop("select", None)  # the effect's own cards (24.2)
    return {**made, "then": [part]}


#: "Until the end of the attack, all attackers gain +1 Fighting": the duration printed first
_UNTIL_FIRST = re.compile(r"^(?P<until>until the end of the (?:turn|attack)), (?P<rest>[^,;]+)$", re.IGNORECASE)


def _until_first(words: str, first: re.Match[str], ctx: Context) -> Template:
    """A kind's own pattern for the words as printed first; else the duration read after the rest,
    only by an effect that lasts (a grant, 10.2)."""
    try:
        return single(words, ctx)
    except Unread as exc:
        refused = exc
    made = single(f"{first['rest']} {first['until']}", ctx)
    if "duration" not in made:
        raise refused
    return made


def template(clause: str, ctx: Context) -> Template:
    """The effect template of one effect clause, or Unread with the most specific reason."""
    words = clause.strip().rstrip(".").strip()
    first = _UNTIL_FIRST.match(words)
    if first and not _COMPOUND.search(first["rest"]):
        return _until_first(words, first, ctx)
    then = _THEN.fullmatch(words)
    if then and not _COMPOUND.search(words):
        return _then_damaged(then["first"], then["rest"], ctx)
    semi = _SEMI.fullmatch(words)
    if semi and not re.search(r"\bif\b|\bunless\b|\binstead\b|\bthen\b", words, re.IGNORECASE) \
            and not _COMPOUND.search(words):
        return _parts(semi["first"], [semi["rest"]], ctx)
    if re.search(r"\bif\b|\bunless\b|\binstead\b|\bthen\b|;", words, re.IGNORECASE):
        raise Unread(unwritable(words))
    if _COMPOUND.search(words):
        return sequence(words, ctx)
    return single(words, ctx)


#: the cards a later part of an effect may act on (24.6; schemas_abilities.PART_AIMS)
_PART_AIMS = ("chosen", "self", "subject", "none")


def sequence(words: str, ctx: Context) -> Template:
    """"Smoke that Edge and gain 1 Power": one effect of several parts applied in print order
    (24.6), the first part the template and the others its `then`. A later part acts on the
    first part's own cards only when it names them back ("it", "that Edge", "target"): a new
    target or chosen card is a second choice the ability cannot make."""
    first, *rest = (c.strip() for c in _COMPOUND.split(words))
    return _parts(first, rest, ctx)


def _parts(first: str, rest: list[str], ctx: Context) -> Template:
    """The first part's template, the others its `then` (24.6)."""
    made = single(first, ctx)
    back = Context(ctx.title, ctx.card_type, chosen=made.get("select", {}) if made.get("aim") == "chosen" else None)
    parts = [_part(clause, back) for clause in rest]
    if made.get("players") and any("players" not in p for p in parts):  # "All players discard ... and draw ..."
        raise Unread("several effects in one clause: a later part of an effect on every player says no player")
    return {**made, "then": parts}


def later_part(clause: str, back: Context) -> Template:
    """A later part of an effect printed as a sentence of its own, naming the effect's cards
    back ("Target gains +3 Fighting until it leaves play", 24.6)."""
    return _part(clause.strip().rstrip(".").strip(), back)


def _part(clause: str, back: Context) -> Template:
    """A later part of an effect (24.6): its own kind, on the first part's cards or none."""
    if not clause:
        raise Unread("several effects in one clause: a part without words")
    try:
        alone = single(clause, Context(back.title, back.card_type))
    except Unread as exc:
        if not str(exc).startswith("refers to another sentence"):
            raise
    else:
        if alone.get("aim") == "chosen":
            raise Unread("several targets: a later part of an effect chooses cards of its own")
    part = single(clause, back)
    if str(part["effect"]).startswith("cancel"):  # canceling is read only where its own rules allow it
        raise Unread("effect not writable (canceling): not as a later part of an effect")
    if part.get("aim") not in _PART_AIMS or part.get("choose") or {"per", "x"} & part.keys():
        raise Unread("several effects in one clause: a later part acts on cards of its own or counts them")
    if part["aim"] == "chosen":
        part.pop("select", None)  # the effect's own cards, fixed on generation (24.2)
    return part


def single(words: str, ctx: Context) -> Template:
    """The template of a clause of one effect, read by the first kind's pattern that reads it."""
    refused: Unread | None = None
    for kind, pattern in READ:
        m = pattern.regex.fullmatch(words)
        if m is None:
            continue
        try:
            return build(kind, pattern, m, ctx)
        except Unread as exc:
            refused = refused or exc
    if refused is not None:
        raise refused
    raise Unread(unwritable(words))


def unwritable(words: str) -> str:
    """The reason an effect clause cannot be written, as specific as its words allow."""
    low = words.lower()
    for pattern, reason in UNWRITABLE:
        if re.search(pattern, low):
            return reason
    return GENERIC + ": no pattern reads it"


def only_maintained_cancel(sentence: str, entries: list[Any]) -> None:
    """A written `cancel` of cards is read only as a turn-and-maintain ability's (10.4: the card
    stays canceled while the ability holds); any other cancel stays unread, with its reason."""
    for entry in entries:
        if isinstance(entry, dict) and (entry.get("effect") or {}).get("effect") == "cancel" \
                and entry.get("kind") != "turn_and_maintain" and not entry["effect"].get("effects"):
            raise Unread(unwritable(sentence))
