"""Which cards a phrase names: "target Character at this location", "Characters you control",
"each other <Cop> you control", "a Character or Site", "<Hood> or <Thief> Characters",
"a Character with a cost of 2 or less", read into the engine's selector
(docs/shadowfist-abilities.md).

Words the selector cannot say (a negated attack role, Fighting, a resource icon, a clause) are refused
with a reason naming what the language lacks, never skipped; so is an "X or Y" any of whose
alternatives cannot be read, or whose reading is ambiguous ("Hood character or site").
"""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.model.vocabulary import Keyword, Restriction

TYPES = {
    "character": "character", "characters": "character",
    "site": "site", "sites": "site",
    "feng shui site": "feng_shui_site", "feng shui sites": "feng_shui_site",
    "state": "state", "states": "state", "edge": "edge", "edges": "edge",
    "event": "event", "events": "event", "card": None, "cards": None,
}
_TYPE = "|".join(sorted((re.escape(t) for t in TYPES), key=len, reverse=True))
#: states it can: turned (21.0) or not, damaged (29.0) or not, a Site's row (9.1.2), a role in the
#: attack under way (28.1.4, 28.6)
CARD_STATES = ("unturned", "turned", "undamaged", "damaged", "front-row", "back-row", "attacking", "intercepting",
               "unrevealed", "attacked")
#: "attacker(s)", "interceptor(s)": the Characters in that role (only Characters attack or
#: intercept, 28.1.4, 28.6)
_ROLE_NOUN = re.compile(r"\b(attacker|interceptor)(s)?\b(?!')", re.IGNORECASE)
_SITE_TYPES = ("site", "feng_shui_site")
_OWNER_BEFORE = {"opponent's": "opponent", "an opponent's": "opponent", "opponents'": "opponent",
                 "your": "you"}
#: a capitalised word before a card type is a designator printed without brackets ("Thunder
#: Characters"), unless it names a faction (a faction is no designator, 18.2) or a state
_FACTION_WORDS = frozenset({
    "lotus", "dragon", "dragons", "ascended", "architect", "architects", "monarch", "monarchs",
    "jammer", "jammers", "purist", "purists", "hand", "syndicate", "masters"})
_NOT_DESIGNATORS = frozenset({
    "both", "these", "those", "this", "that", "such", "same", "chosen", "two", "three", "four", "five",
    "six", "their", "his", "her", "its", "my", "no", "only", "first", "last", "next", "new",
    "additional", "enemy", "friendly", "more", "most", "fewer", "many", "several", "some", "all",
    "each", "every",
    "any", "target", "other", "another", "your", "attacking", "intercepting", "unturned", "turned",
    "damaged", "undamaged", "smoked", "printed", "legal", "feng", "shui", "non", "opposing",
    "limited", "unique"})
_OWNER_AFTER = {"you control": "you", "an opponent controls": "opponent",
                "your opponents control": "opponent", "opponents control": "opponent",
                "controlled by an opponent": "opponent", "controlled by any opponent": "opponent",
                "controlled by opponents": "opponent", "any opponent controls": "opponent",
                "controlled by you": "you", "in play": "any",
                #: every card in play has a controller (35.0): one you do not control an opponent controls
                "you do not control": "opponent"}
_PHRASE = re.compile(
    rf"^(?P<other>(?:an)?other\s+)?(?P<owner>(?:an )?opponent's\s+|opponents'\s+|your\s+)?(?P<unique>unique\s+|non-unique\s+)?"
    rf"(?P<state>(?:{'|'.join(CARD_STATES)})\s+)?(?:<(?P<designator>[^<>]+)>\s*|(?P<bare>[a-z]+)\s+(?=(?:{_TYPE})\b))?(?P<type>{_TYPE})?"
    rf"(?:\s+(?P<after>you control|an opponent controls|your opponents control|opponents control"
    rf"|controlled by an opponent|controlled by any opponent"
    rf"|controlled by opponents|any opponent controls|controlled by you|in play"
    rf"|you do not control))?(?P<here>\s+at this location)?$", re.IGNORECASE)


#: one alternative of a list: a bracketed designator or a single word ("three or less" is a bound)
_ALT = r"(?<![\w<>'-])(?:<[^<>]+>|(?!(?:less|more)\b)[A-Za-z][\w'-]*)"
_LIST = re.compile(rf"{_ALT}(?:\s*,\s*{_ALT})*\s*,?\s+(?P<conj>or|and)\s+{_ALT}(?![\w'>-])")
_LIST_SPLIT = re.compile(r"\s*,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+")
_PLURAL_TYPE = re.compile(r"\b(?:characters|sites|cards|edges|states|events)\b", re.IGNORECASE)
_SINGULAR_TYPE = re.compile(r"\b(?:character|site|card|edge|state|event)\b", re.IGNORECASE)
#: a number printed as a word ("a cost of three or less")
_NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_N = r"\d+|zero|one|two|three|four|five"
_COST_AFTER = re.compile(
    rf"\s+(?:(?:with|that ha(?:s|ve)) a (?:printed |play )?cost "
    rf"(?:of (?P<n>{_N})(?: or (?:(?P<dir>less|more|greater|higher)|(?P<next>{_N})))?"
    r"|(?:of )?no greater than (?P<most>\d+)"
    r"|no less than (?P<least>\d+))|whose cost is (?:less than (?P<lt>\d+)|greater than (?P<gt>\d+)))$",
    re.IGNORECASE)
#: a resource icon as the card database prints it in text: a lower-case letter a faction's
#: resource, an upper-case one a talent's (a card of that resource, 18.2)
_ICONS = {"f": ("faction", "architects"), "a": ("faction", "ascended"), "d": ("faction", "dragons"),
          "e": ("faction", "lotus"), "m": ("faction", "monarchs"), "g": ("faction", "hand"),
          "j": ("faction", "jammers"), "p": ("faction", "purists"),
          "M": ("talent", "magic"), "H": ("talent", "tech"), "C": ("talent", "chi")}
_ICON = re.compile(r"(?<![\w-])\[(?P<icon>[A-Za-z])\]\s+(?=<|[A-Za-z])")
#: an icon as the engine's faction or talent word ("[j]" -> "jammers", "[H]" -> "tech")
ICON_WORDS = {icon: name for icon, (_, name) in _ICONS.items()}
_PRINTED_FIGHTING = re.compile(
    r"\s+with a printed (?P<numerical>numerical )?Fighting (?:of (?P<n>\d+)(?: or (?:(?P<dir>less|more)|(?P<next>\d+)))?"
    r"|greater than (?P<gt>\d+))$",
    re.IGNORECASE)
#: a Character's current Fighting (15.1: rules text's "Fighting"): "with Fighting of 8 or more",
#: "with a Fighting score of 1", "whose Fighting is odd"
_CURRENT_FIGHTING = re.compile(
    r"\s+(?:with (?:a )?Fighting(?: score)? of (?P<n>\d+)(?: or (?:(?P<least>more|higher|greater)|(?P<most>less|lower)))?"
    r"|whose Fighting is (?P<parity>odd|even)"
    r"|(?:with Fighting|whose Fighting is) (?P<versus>lower than|less than|higher than|greater than|equal to or less than"
    r"|equal to or lower than|equal to or greater than|equal to or higher than) this card's(?: Fighting)?)$", re.IGNORECASE)
#: a current Fighting compared with the selector's own card's (15.1)
_VERSUS_WORDS = {"lower than": "lower", "less than": "lower", "higher than": "higher", "greater than": "higher",
                 "equal to or less than": "at_most", "equal to or lower than": "at_most",
                 "equal to or greater than": "at_least", "equal to or higher than": "at_least"}
_COUNTED = re.compile(
    r"\s+(?:(?:that|who) provides? (?:more than (?P<more>one|1)|only (?P<only>one|1)) resources?"
    r"|with resource conditions|(?:that|who) (?:has|have) fewer than (?P<fewer>two|2) resource conditions"
    r"|(?:that|who) requires? resources|(?:that|who) requires? (?P<none>no) resources)(?P<after>\s+(?:you control|in play))?$",
    re.IGNORECASE)
#: "[M] or [H] card", "[H] Event or [H] State": two resource icons, each with its card type
_ICON_LIST = re.compile(r"^(?P<words>(?P<pre>(?:[\w-]+ )*?)(?P<a>\[[A-Za-z]\])(?: (?P<ta>[A-Za-z]+))? or "
                        r"(?P<b>\[[A-Za-z]\]) (?P<rest>[A-Za-z]+(?: you control| in play)?))$")
#: a resource icon and a designator as alternatives before one card type: "[m] or Netherworld card",
#: "<Sword> or [C] State", "Vehicle or [H] States" (18.2, 14.0)
_MIXED_LIST = re.compile(r"^(?P<words>(?P<a>\[[A-Za-z]\]|<[^<>\s]+>|[A-Z][a-z]+) or (?P<b>\[[A-Za-z]\]|<[^<>\s]+>|[A-Z][a-z]+) "
                         r"(?P<rest>(?:card|character|site|edge|state|event)s?(?: you control| in play)?))$", re.IGNORECASE)
#: a Foundation card requires no resources but provides at least one (18.4)
FOUNDATION: dict[str, Any] = {"requires_at_most": 0, "provides_at_least": 1}
_COST_BEFORE = re.compile(r"(?<![\w-])(?P<n>\d+)-cost\s+", re.IGNORECASE)


#: a designator written alone in the plural as the noun, before whose cards they are ("All Demons
#: in play", "other Hoods you control"): the cards with that designator (14.0; the plural matches
#: the singular, 14.2); only one capitalised word, and only with its controller or "in play" after it
_DESIGNATOR_NOUN = re.compile(
    r"^(?P<pre>(?:an)?other\s+)?(?P<word>[A-Z][a-z]+[^s\W]s)(?P<after>\s+(?:you control|an opponent controls"
    r"|opponents control|you do not control|controlled by an opponent|controlled by opponents|in play))$")
#: capitalised plurals that are game words, not designators
_NOT_DESIGNATOR_NOUNS = frozenset({"players", "opponents", "points", "resources", "powers", "abilities",
                                    "foundations", "attackers", "interceptors", "targets", "uniques"})


#: a list of designators alone in the plural ("Cyborgs and Abominations", "Assassins, Enforcers
#: and Killers in play"): a list says they are cards' names even without their controller after them
_DESIGNATOR_NOUNS = re.compile(
    r"^(?P<list>[A-Z][a-z]+[^s\W]s(?:,\s*[A-Z][a-z]+[^s\W]s)*,?\s+(?:and|or)\s+[A-Z][a-z]+[^s\W]s)"
    r"(?P<after>\s+(?:you control|an opponent controls|opponents control|you do not control"
    r"|controlled by an opponent|controlled by opponents|in play))?$")


def _designator_nouns(words: str) -> str | None:
    """"Cyborgs and Abominations" as "<Cyborgs> and <Abominations> cards" (14.0, 14.2), or None."""
    m = _DESIGNATOR_NOUNS.match(words)
    if m is None:
        return None
    names = [w for w in re.split(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", m["list"]) if w]
    if any(_designator_noun(f"{w} in play") == f"{w} in play" for w in names):
        return None
    conj = "or" if re.search(r"\bor\b", m["list"]) else "and"
    return f"{', '.join(f'<{w}>' for w in names[:-1])} {conj} <{names[-1]}> cards{m['after'] or ''}"


def _designator_noun(words: str) -> str:
    """"Demons in play" as "<Demons> in play"; other words unchanged."""
    listed = _designator_nouns(words)
    if listed is not None:
        return listed
    m = _DESIGNATOR_NOUN.match(words)
    if m is None or m["word"].lower() in TYPES or m["word"].lower() in _NOT_DESIGNATOR_NOUNS \
            or m["word"].lower() in _FACTION_WORDS or m["word"].lower() in _NOT_DESIGNATORS:
        return words
    return f"{m['pre'] or ''}<{m['word']}>{m['after']}"


#: "the target of its / his / her attack": of the card whose text it is (a State's "its" may be
#: its subject's: continuous.py leaves that unread)
_ITS_ATTACK_TARGET = re.compile(r"the target of (?:its|his|her) attack", re.IGNORECASE)


#: "Your other [m] Edges": the owner printed before "other" (the order the phrase's pattern reads is
#: "other ... you control"); only without a controller or place after it
_YOUR_OTHER = re.compile(r"^your\s+(?P<rest>other\s+(?:(?!\b(?:you|controlled|in play|opponents?)\b).)+)$", re.IGNORECASE)


#: "Character that is the subject of a Vehicle State" (25.5): a State of that kind is on it
_SUBJECT_CLAUSE = re.compile(r"^(?P<head>[^,]+?)\s+(?:that|who) (?:is|are) the subject of (?:a|an|any|one or more) (?P<state>[^,]+)$",
                             re.IGNORECASE)


def _states(words: str) -> dict[str, Any]:
    """The kind of State a card is the subject of: "a Vehicle" alone is a Vehicle State (49.10, 49.11)."""
    state = re.sub(r"^(weapon|vehicle)s?$", r"\1 State", words.strip(), flags=re.IGNORECASE)
    states = selector(state)
    if states.get("type") != "state" or set(states) & {"controller", "at_this_location", "other", "in_smoked_pile"}:
        raise Unread(f"selector with a clause: the subject of \"{words}\" is not a kind of State")
    return states


def _subject_of(m: re.Match[str]) -> dict[str, Any]:
    """The cards a State of a kind is on (25.5)."""
    states = _states(m["state"])
    head = selector(m["head"])
    if "subject_of" in head or "any_of" in head:
        raise Unread(f"selector with a clause: \"{m[0]}\" qualifies a list or a clause")
    return {**head, "subject_of": states}


#: "card it is in combat with", "Characters he is in combat with" (30.0)
_IN_COMBAT_WITH = re.compile(r"^(?P<head>.+?) (?:that |which |whom )?(?:it|he|she|this card) (?:is|are) in combat with$",
                             re.IGNORECASE)

#: "a State on a card you own" (25.5: its subject is that card)
_ON_CLAUSE = re.compile(r"^(?P<head>(?:[\w\[\]<>-]+\s+)*?states?)\s+on (?:a|an|any) (?P<subject>.+)$", re.IGNORECASE)
#: "cards you own", "a Site owned by an opponent", "a Feng Shui Site you own that is controlled by
#: an opponent": their owner, not (or besides) their controller (35.0)
_OWNED = re.compile(r"\s+(?:you own(?P<theirs> that (?:is|are) controlled by an opponent)?|(?P<by>owned by an opponent))"
                    r"(?P<here>\s+at this location)?$", re.IGNORECASE)
_POWER_GENERATING = re.compile(r"(?<![\w-])power-generating\s+(?=(?:feng shui )?sites?\b)", re.IGNORECASE)


def _on(m: re.Match[str]) -> dict[str, Any]:
    """The States on a card a selector picks, their subject (25.5)."""
    head = selector(m["head"])
    if head.get("type") != "state" or "any_of" in head or "on" in head:
        raise Unread(f"selector with a clause: \"{m[0]}\" is no State on a card")
    return {**head, "on": selector(m["subject"])}


def _your_other(words: str) -> str:
    """"your other X" as "other X you control" (the cards you control but this one)."""
    m = _YOUR_OTHER.match(words)
    return f"{m['rest']} you control" if m else words


def selector(phrase: str) -> dict[str, Any]:
    """The selector of a noun phrase without its article ("other <Cop> Characters you control"),
    with what its card's effects target ("an Event that targets this card", 24.1.3)."""
    words, aimed = _targeting(phrase.strip().rstrip(".,").strip())
    return {**_selector(words), **aimed} if aimed else _selector(phrase)


_TARGETING = re.compile(r"\s+(?:(?:that|which) targets?|targeting)\s+(?P<aimed>.+)$", re.IGNORECASE)


def _targeting(words: str) -> tuple[str, dict[str, Any]]:
    """"an Event that targets an Ice Character you control", "... which targets this card": the
    card's effects "target" (not "choose", 24.1.3) a card the clause picks."""
    m = _TARGETING.search(words)
    if m is None:
        return words, {}
    aimed = m["aimed"].strip()
    if aimed.lower() == "this card":
        return words[:m.start()], {"targeting": {"itself": True}}
    one = re.match(r"^(?:an?|any) (.+)$", aimed, re.IGNORECASE)
    picked = _selector(one[1]) if one else {}
    if not picked or {"any_of", "none_of", "in_smoked_pile"} & picked.keys() or _plural(one[1] if one else aimed):
        raise Unread(f"selector with a clause: \"{words}\"")
    return words[:m.start()], {"targeting": picked}


def _selector(phrase: str) -> dict[str, Any]:
    if _ITS_ATTACK_TARGET.fullmatch(phrase.strip().rstrip(".,").strip()):
        return {"its_attack_target": True}  # the card its own card is attacking (28.1)
    words = _designator_noun(_roles(_your_other(phrase.strip().rstrip(".,").strip())))
    # "that is not being attacked": not a target of the attack under way (28.1)
    words = re.sub(r"\bbeing attacked\b", "attacked", words, flags=re.IGNORECASE)
    words, excluded = _excluded(words)
    if excluded:
        if re.search(r"\b(?:or|and|nor)\b|,", words):
            raise Unread(f"selector with \"X or Y\": an exclusion may qualify only one alternative: \"{phrase.strip()}\"")
        picked = selector(words)
        if "none_of" in picked or "in_smoked_pile" in picked:
            raise Unread(f"selector not in the language: \"{phrase.strip()}\" excludes cards twice")
        return {**picked, "none_of": excluded}
    fought = _IN_COMBAT_WITH.match(words)
    if fought:  # "every card it is in combat with": its opponents in the combat under way (30.0)
        head = selector(fought["head"])
        if set(head) - {"type", "unique", "designator", "faction", "talent", "any_of", "none_of"}:
            raise Unread(f"selector with a clause: \"{words}\" names whose or where a card in combat is")
        return {**head, "in_combat_with_source": True}
    subject = _SUBJECT_CLAUSE.match(words)
    if subject:
        return _subject_of(subject)
    placed = _ON_CLAUSE.match(words)
    if placed:
        return _on(placed)
    owned = _OWNED.search(words)
    if owned:
        picked = selector(words[:owned.start()] + (" controlled by an opponent" if owned["theirs"] else "")
                          + (owned["here"] or ""))
        if {"in_smoked_pile", "owner"} & picked.keys() or ("controller" in picked and not owned["theirs"]):
            raise Unread(f"selector names whose it is twice: \"{words}\"")
        return {**picked, "owner": "opponent" if owned["by"] else "you"}
    generating = _POWER_GENERATING.search(words)
    if generating:  # "Power-generating Site": a Power score above zero (8.8.1)
        picked = selector(words[:generating.start()] + words[generating.end():])
        if picked.get("type") not in _SITE_TYPES:
            raise Unread(f"selector by cost or value: only a Site generates Power (\"{words}\")")
        return {**picked, "power_generating": True}
    icons = _ICON_LIST.match(words)
    if icons:
        return _icon_alternatives(icons)
    mixed = _MIXED_LIST.match(words)
    if mixed and [mixed["a"].startswith("["), mixed["b"].startswith("[")].count(True) == 1:
        return _combined(words, [selector(f"{mixed[k]} {mixed['rest']}") for k in ("a", "b")])
    whole = _whole_alternatives(words)
    if whole is not None:
        return whole
    listed = _LIST.search(words)
    if listed and (listed["conj"].lower() == "or" or _plural(words)):
        return _alternatives(words)
    words, required = _required_icon(words)
    words, damaged = _damage_counters(words)
    words, cost = _cost(words)
    words, fighting = _current_fighting(words)
    words, counted = _counted(words)
    words, resource = _resource(words)
    _refuse_unsayable(words)
    read = {**_single(words), **cost, **fighting, **counted, **resource, **required, **damaged}
    if (fighting or "printed_fighting_of_x" in read) and read.get("type") != "character":
        raise Unread(f"selector by cost or value: only a Character has a Fighting (\"{phrase.strip()}\")")
    return read


def _current_fighting(words: str) -> tuple[str, dict[str, Any]]:
    """A bound on a Character's current Fighting, bonuses and damage counted (15.1: "Abilities that
    refer to a Character's 'Fighting' refer to this value"): "with Fighting of 8 or more", "with a
    Fighting score of 1" (both bounds), "whose Fighting is odd / even", "whose Fighting is lower than
    this card's" (against the selector's own card's current Fighting: `fighting_vs_source`)."""
    m = _CURRENT_FIGHTING.search(words)
    if m is None:
        return words, {}
    if m["parity"]:
        return words[:m.start()], {"fighting_parity": m["parity"].lower()}
    if m["versus"]:
        return words[:m.start()], {"fighting_vs_source": _VERSUS_WORDS[" ".join(m["versus"].lower().split())]}
    n = int(m["n"])
    out = {"fighting_at_least": n} if m["least"] else {"fighting_at_most": n} if m["most"] else \
        {"fighting_at_least": n, "fighting_at_most": n}
    return words[:m.start()], out


#: "non-[M]", "non-<Undead>", "non-attacking", "non-character", "non-Lodge": the word a card must not
#: fit ("non-Unique" is the selector's own `unique`; "non-feng shui" below)
_NON = re.compile(r"(?<![\w-])non-(?P<neg>\[[A-Za-z]\]|<[^<>]+>|attacking|intercepting|turned|unturned|damaged"
                  r"|undamaged|character|site|edge|state|event|(?!unique\b)[A-Z][a-z]+)\s+", re.IGNORECASE)
#: 'Sites you control other than "Obsidian Mountain"': a title in quotation marks names every card
#: of that title, the card itself too (42.0)
_OTHER_THAN_TITLE = re.compile(r'^(?P<head>.+?),?\s+other than "(?P<title>[^"]+)"$', re.IGNORECASE)
_NON_FSS = re.compile(r"(?<![\w-])non-feng shui (?=sites?\b)", re.IGNORECASE)
#: "Characters you control that are not <Monkey>, <Ape>, or <Chimp>", "card that is not a <Lodge> Character"
_NOT_CLAUSE = re.compile(r"^(?P<head>.+?)\s+that (?:is|are) not (?:an? )?(?P<neg>[^,]+(?:,\s*[^,]+)*)$", re.IGNORECASE)
#: bold-faced words (49.0, 50.0) and those the engine lacks: "non-Weapon" names no designator
_BOLD_WORDS = frozenset({*(k.value for k in Keyword), *(r.value for r in Restriction), "crisis", "influence", "reload"})
#: restrictions printed before a card type that a selector reads ("Weapon State", 49.10, 49.11)
_RESTRICTION_WORDS = frozenset({Restriction.VEHICLE.value, Restriction.WEAPON.value})
#: what an exclusion may name: what a card is (its type, designator, resource, state, ...), never whose or where
_NOT_EXCLUDABLE = ("controller", "owner", "at_this_location", "other", "in_smoked_pile", "none_of")


def _excluded(words: str) -> tuple[str, list[dict[str, Any]]]:
    """The cards a phrase excludes and the phrase without them: "non-[M] Character" (a Character
    that is not a Magic card, 18.2), "non-attacking Character" (28.1.4), "non-character card"
    (7.0), "non-feng shui site" (a Site that is not a Feng Shui Site), "non-<Undead> Character"
    (14.0), "card that is not a <Lodge> Character", "that are not <Monkey>, <Ape>, or <Chimp>"
    (not any of them)."""
    out: list[dict[str, Any]] = []
    titled = _OTHER_THAN_TITLE.match(words)
    if titled:  # 'other than "Obsidian Mountain"': every card of that title (42.0)
        words = titled["head"]
        out.append({"title": titled["title"].strip()})
    neither = _NEITHER.match(words)
    if neither:  # "a card that is neither [g] nor [C]": a card that is not either (18.2, 49.2, 49.9)
        words = neither["head"]
        out += [x for k in ("a", "b") for x in _neither_word(neither[k])]
    clause = _NOT_CLAUSE.match(words)
    not_subject = re.fullmatch(r"the subject of (?:a|an|any|one or more) (?P<state>[^,]+)", clause["neg"].strip(),
                               re.IGNORECASE) if clause else None
    if clause and not_subject:  # "Characters that are not the subject of a Vehicle": no such State on it (25.5)
        words = clause["head"]
        out.append({"subject_of": _states(not_subject["state"])})
    elif clause:
        words = clause["head"]
        out += _exclusions(_bare_selector(clause["neg"]))
    if _NON_FSS.search(words):
        words = _NON_FSS.sub("", words, count=1)
        out.append({"type": "feng_shui_site"})
    while (m := _NON.search(words)) is not None:
        words = words[:m.start()] + words[m.end():]
        out += _exclusions(_bare_selector(m["neg"]))
    return words, out


#: "a card that is neither [g] nor [C]", "a Feng Shui Site that is neither Unique nor Limited"
_NEITHER = re.compile(r"^(?P<head>.+?)\s+that (?:is|are) neither (?P<a>\S+) nor (?P<b>\S+)$", re.IGNORECASE)


def _neither_word(word: str) -> list[dict[str, Any]]:
    """One word of "neither A nor B": Unique and Limited are restrictions (49.9, 49.2), not designators."""
    low = word.lower()
    if low == "unique":
        return [{"unique": True}]
    if low == "limited":
        return [{"restriction": "limited"}]
    return _exclusions(_bare_selector(word))


def _bare_selector(neg: str) -> dict[str, Any]:
    """A negated word read as a selector: a card type alone, else the word before "card"."""
    neg = neg.strip()
    if neg.lower() in _BOLD_WORDS:
        raise Unread(f"selector by a bold-faced word: \"non-{neg}\" names a restriction or ability, not a designator")
    if neg.lower() == "foundation":  # "non-foundation card" (18.4)
        return dict(FOUNDATION)
    return selector(neg if _PLURAL_TYPE.search(neg) or _SINGULAR_TYPE.search(neg) else f"{neg} card")


def _exclusions(read: dict[str, Any]) -> list[dict[str, Any]]:
    """One selector per excluded kind: "not A or B" excludes each (A's and B's shared words kept)."""
    alts = read.pop("any_of", None)
    parts = [{**read, **alt} for alt in alts] if alts else [read]
    for part in parts:
        if not part or any(k in part for k in _NOT_EXCLUDABLE):
            raise Unread(f"selector not in the language: an exclusion names whose or where a card is ({part})")
    return parts


#: two whole noun phrases joined: "damaged Characters and damaged Sites", "Unique character or target
#: Unique site", "Your undamaged Sites and your undamaged Characters", "[f] characters and [f] sites"
_WHOLE = re.compile(r"^(?P<a>.+?\b(?:characters?|sites?|cards?|edges?|states?|events?))\s+(?P<conj>and|or)\s+"
                    r"(?:(?:target|all|each|every)\s+)?(?P<b>.+)$", re.IGNORECASE)
_KINDS_ONLY = frozenset({"type", "any_of"})


def _whole_alternatives(words: str) -> dict[str, Any] | None:
    """Alternatives that are each a whole selector with its own card type and the same kinds of
    words narrowing it (so "Hood character or site", where "Hood" may qualify only the Character,
    is not one): a card fits either. Joined by "and", both are plural ("all A and all B" is the
    cards of either)."""
    m = _WHOLE.match(words)
    if m is None or (m["conj"].lower() == "and" and not (_plural(m["a"]) and _plural(m["b"]))):
        return None
    try:
        read = [selector(m["a"]), selector(m["b"])]
    except Unread:
        return None
    if any("type" not in r or set(r) <= _KINDS_ONLY or "any_of" in r or "none_of" in r for r in read):
        return None
    if {k for k in read[0] if k != "type"} != {k for k in read[1] if k != "type"}:
        return None  # "turned Characters and Sites at this location": which words go with which is a guess
    return _combined(words, read)


_REQUIRES = re.compile(r"\s+(?:that|who) requires? \[(?P<icon>[A-Za-z])\](?=\s|$)")


_DAMAGE_COUNTERS = re.compile(r"\s+(?:that|who) ha(?:s|ve) at least (?P<n>\d+) (?:points of )?damage(?: counters)?$",
                              re.IGNORECASE)


def _damage_counters(words: str) -> tuple[str, dict[str, int]]:
    """"a Character that has at least 3 damage": damage counters on it (29.0)."""
    m = _DAMAGE_COUNTERS.search(words)
    if m is None or int(m["n"]) < 1:
        return words, {}
    return words[:m.start()], {"damage_at_least": int(m["n"])}


def _required_icon(words: str) -> tuple[str, dict[str, str]]:
    """"a Character that requires [e]": a resource among its resource conditions (8.4), not
    only provided (the icon alone, "[e] Character", is either, 18.2)."""
    m = _REQUIRES.search(words)
    if m is None:
        return words, {}
    if m["icon"] not in _ICONS:
        raise Unread(f"selector by resource: the icon [{m['icon']}] names no faction or talent the engine knows")
    return words[:m.start()] + words[m.end():], {"requires": _ICONS[m["icon"]][1]}


def _counted(words: str) -> tuple[str, dict[str, int]]:
    """How many resources a card provides (8.6) or requires, its resource conditions (8.4):
    "that provide more than one resource", "who provide only one resource", "with resource
    conditions", "that have fewer than two resource conditions", "that requires resources"."""
    m = _COUNTED.search(words)
    if m is None:
        return words, {}
    if m["more"]:
        out = {"provides_at_least": 2}
    elif m["only"]:
        out = {"provides_at_least": 1, "provides_at_most": 1}
    elif m["fewer"]:
        out = {"requires_at_most": 1}
    elif m["none"]:  # "that requires no resources": no resource conditions at all (8.4)
        out = {"requires_at_most": 0}
    else:
        out = {"requires_at_least": 1}
    # "a Lodge Character that requires resources you control": the controller read after the clause
    return words[:m.start()] + (m["after"] or ""), out


def _role(m: re.Match[str]) -> str:
    return f"{'attacking' if m[1].lower() == 'attacker' else 'intercepting'} Character{m[2] or ''}"


#: "Thunder attacker(s)": a designator printed before the role noun (the attacking <Thunder> Characters)
_DESIGNATED_ROLE = re.compile(r"^(?P<pre>(?:an)?other\s+)?(?P<word>[A-Z][a-z]+) (?P<role>attacker|interceptor)(?P<s>s)?$")


def _roles(words: str) -> str:
    """"attacker(s)" and "interceptor(s)" as the Characters in that role (28.1.4, 28.6), a
    designator before them kept ("Thunder attacker": an attacking <Thunder> Character, 14.0)."""
    m = _DESIGNATED_ROLE.match(words)
    word = m["word"].lower() if m else ""
    if m and word not in _NOT_DESIGNATORS and word not in _FACTION_WORDS and word not in TYPES:
        state = "attacking" if m["role"] == "attacker" else "intercepting"
        return f"{m['pre'] or ''}{state} <{m['word']}> Character{m['s'] or ''}"
    return _ROLE_NOUN.sub(_role, words)


#: "column(s) in your Site structure": each column (a location, 9.1.2) holds one Site in the front
#: row (a back-row Site moves forward when it leaves, 9.1.4; an empty location ceases to exist,
#: 9.1.4.1), and the Sites you control are in your structure (35.3)
_COLUMNS = re.compile(r"columns? in your site structure", re.IGNORECASE)


def counted(phrase: str) -> dict[str, Any]:
    """The selector of cards an amount counts ("for each <cards>"): also cards "in your smoked
    pile" (9.2.1), which are out of play and can only be counted, never affected, and the columns
    of your Site structure (its front-row Sites)."""
    m = re.fullmatch(r"(?P<cards>.+?) (?:in|from) your smoked pile(?P<rest> with .+)?", phrase.strip().rstrip(".,").strip(),
                     re.IGNORECASE)
    if m is None and _COLUMNS.fullmatch(phrase.strip().rstrip(".,").strip()):
        return selector("front-row Sites you control")
    if m is None:
        return _each_of_two(phrase) or selector(phrase)
    picked = selector(m["cards"] + (m["rest"] or ""))
    if "controller" in picked or "state" in picked or picked.get("at_this_location"):
        raise Unread(f"cards out of play: \"{phrase.strip()}\" names whose or where twice")
    return {**picked, "controller": "you", "in_smoked_pile": True}


#: "[m] Site and each [m] Edge you control": two kinds counted, the controller printed once after both
_AND_EACH = re.compile(r"^(?P<a>.+?) and each (?P<b>.+?)(?P<after>\s+(?:you control|in play))?$", re.IGNORECASE)
#: card types no card has both of (7.0; a Feng Shui Site is a Site, so those two are left out)
_DISJOINT = frozenset({"character", "event", "state", "edge", "site"})


def _each_of_two(phrase: str) -> dict[str, Any] | None:
    """"for each [m] Site and each [m] Edge you control": a card of either kind, counted once; only
    when no card is of both kinds (their card types differ, 7.0), else whether a card of both counts
    twice is not said (None: the phrase is read as any other, and refused)."""
    m = _AND_EACH.match(phrase.strip().rstrip(".,").strip())
    if m is None:
        return None
    after = m["after"] or ""
    read = [selector(m["a"] + after), selector(m["b"] + after)]
    kinds = [r.get("type") for r in read]
    if not all(k in _DISJOINT for k in kinds) or kinds[0] == kinds[1]:
        return None
    return _combined(phrase, read)


def _resource(words: str) -> tuple[str, dict[str, str]]:
    """"[m] Character": a card with that resource in its requirements or provisions (18.2)."""
    m = _ICON.search(words)
    if m is None:
        return words, {}
    if m["icon"] not in _ICONS:
        raise Unread(f"selector by resource: the icon [{m['icon']}] names no faction or talent the engine knows")
    field, name = _ICONS[m["icon"]]
    return words[:m.start()] + words[m.end():], {field: name}


def _cost(words: str) -> tuple[str, dict[str, Any]]:
    """The printed cost (8.5: rules text's "cost" is this number) a phrase bounds, and the
    phrase without it: "with a cost of 2 or less", "with a cost no greater than 3", "1-cost"."""
    out: dict[str, Any] = {}
    m = _COST_AFTER.search(words)
    if m:
        words = words[:m.start()]
        if m["n"]:
            n = _number(m["n"])
            out = {"cost_at_most": n} if m["dir"] == "less" else {"cost_at_least": n} if m["dir"] else \
                {"cost_at_most": n, "cost_at_least": n}
            if m["next"]:  # "a printed cost of 1 or 2": a range of two numbers
                if _number(m["next"]) != n + 1:
                    raise Unread("selector by cost or value: a cost of two numbers apart")
                out = {"cost_at_least": n, "cost_at_most": n + 1}
        elif m["most"] or m["lt"]:
            out = {"cost_at_most": int(m["most"]) if m["most"] else int(m["lt"]) - 1}
            if out["cost_at_most"] < 0:
                raise Unread("selector by cost or value: no card costs less than 0")
        else:
            out = {"cost_at_least": int(m["least"]) if m["least"] else int(m["gt"]) + 1}
    fought = _PRINTED_FIGHTING.search(words)
    if fought:
        if out:
            raise Unread(f"selector by cost or value: cost and Fighting together in \"{words}\"")
        words, out = words[:fought.start()], _fighting_bounds(fought)
    before = _COST_BEFORE.search(words)
    if before:
        if out:
            raise Unread(f"selector by cost or value: the cost named twice in \"{words}\"")
        words = words[:before.start()] + words[before.end():]
        out = {"cost_at_most": int(before["n"]), "cost_at_least": int(before["n"])}
    return words, out


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word.lower()]


def _plural(words: str) -> bool:
    """"Rebel and Rabble Characters" lists alternatives; "each Character and Site" is no
    selector of the language."""
    return bool(_PLURAL_TYPE.search(words)) and not _SINGULAR_TYPE.search(words)


def _fighting_bounds(m: re.Match[str]) -> dict[str, Any]:
    """"printed numerical Fighting of 5 or less" (8.7; "numerical": a Fighting of X fits no
    bound, 48.0), "of 8 or more", "of 1 or 2" (a range of two numbers), "of 1", "greater than 7".
    A bare "printed Fighting" compares a Fighting of X by its value (`printed_fighting_of_x`:
    48.1 calls a blanked X "a printed Fighting of 0")."""
    x = {} if m["numerical"] else {"printed_fighting_of_x": True}
    if m["gt"]:
        return {"printed_fighting_at_least": int(m["gt"]) + 1, **x}
    n = int(m["n"])
    if m["dir"]:
        return {f"printed_fighting_at_{'most' if m['dir'].lower() == 'less' else 'least'}": n, **x}
    if m["next"]:
        if int(m["next"]) != n + 1:
            raise Unread("selector by cost or value: a printed Fighting of two numbers apart")
        return {"printed_fighting_at_least": n, "printed_fighting_at_most": n + 1, **x}
    return {"printed_fighting_at_least": n, "printed_fighting_at_most": n, **x}


def _icon_alternatives(m: re.Match[str]) -> dict[str, Any]:
    """"[M] or [H] card", "[H] Event or [H] State": a card of either resource (18.2), the noun
    after the last icon shared when the first has none."""
    first = f"{m['a']} {m['ta'] or m['rest']}"
    return _combined(m["words"], [selector(f"{m['pre']}{first}"), selector(f"{m['pre']}{m['b']} {m['rest']}")])


def _combined(words: str, read: list[dict[str, Any]]) -> dict[str, Any]:
    """Alternatives read one by one: the words they share kept outside `any_of`."""
    if any("any_of" in r for r in read):
        raise Unread(f"selector with \"X or Y\": lists of lists: \"{words}\"")
    shared = {k: v for k, v in read[0].items() if all(r.get(k) == v for r in read)}
    rest = [{k: v for k, v in r.items() if k not in shared} for r in read]
    if not all(rest) or len({tuple(sorted(r.items())) for r in rest}) < len(rest):
        raise Unread(f"selector with \"X or Y\": alternatives that do not differ: \"{words}\"")
    return {**shared, "any_of": rest}


def _alternatives(words: str) -> dict[str, Any]:
    """"Character or Site", "<Monk>, <Master>, or <Martial> Character", "Rebel, Rabble and
    Bandit Characters": each alternative read as its own selector, the words they share kept
    outside `any_of`. A list joined by "and" is read as alternatives only before a plural
    ("all Rebel and Rabble Characters" are the cards of either); a list of card types only
    bare ("Hood character or site" may be a Hood Site or any Site)."""
    m = _LIST.search(words)
    assert m is not None
    pre, post = words[:m.start()], words[m.end():]
    alts = [a for a in _LIST_SPLIT.split(m[0]) if a]
    kinds = [TYPES.get(a.lower()) for a in alts]
    if any(kinds) and not all(kinds):
        raise Unread(f"selector with \"X or Y\": card types and designators mixed: \"{words}\"")
    if all(kinds) and pre.strip():
        raise Unread(f"selector with \"X or Y\": \"{pre.strip()}\" may qualify only the first type: \"{words}\"")
    return _combined(words, [selector(f"{pre}{alt}{post}") for alt in alts])


def _single(words: str) -> dict[str, Any]:
    """One selector's words, without alternatives or cost."""
    m = _PHRASE.match(words)
    if m is None or not (m["type"] or m["designator"]):
        raise Unread(f"selector not in the language: \"{words}\"")
    out: dict[str, Any] = {}
    kind = TYPES[m["type"].lower()] if m["type"] else None
    if kind:
        out["type"] = kind
    if m["bare"] and m["bare"].lower() == "foundation":  # requires no resource, provides one (18.4)
        out |= FOUNDATION
    elif m["bare"] and m["bare"].lower() in _RESTRICTION_WORDS:  # "Weapon State": a restriction (49.10, 49.11)
        if kind not in ("state", None):
            raise Unread(f"selector by a bold-faced word: only a State is a {m['bare']} (\"{words}\")")
        out["restriction"] = m["bare"].lower()
    elif m["bare"]:
        if m["bare"].lower() in _FACTION_WORDS:
            raise Unread(f"selector by a faction word: \"{m['bare']}\" may name a faction or a designator")
        if not m["bare"][0].isupper() or m["bare"].lower() in _NOT_DESIGNATORS:
            raise Unread(f"selector not in the language: \"{words}\"")
        out["designator"] = m["bare"]
    if m["designator"]:
        if " " in m["designator"].strip():
            raise Unread(f"designator of several words: <{m['designator']}>")
        out["designator"] = m["designator"].strip()
    owner = (_OWNER_BEFORE.get(m["owner"].strip().lower(), "any") if m["owner"] else
             _OWNER_AFTER.get((m["after"] or "in play").lower(), "any"))
    if m["owner"] and m["after"]:
        raise Unread(f"selector names its controller twice: \"{words}\"")
    if owner != "any":
        out["controller"] = owner
    if m["other"]:
        out["other"] = True
    if m["unique"]:
        out["unique"] = m["unique"].strip().lower() == "unique"
    if m["state"]:
        out["state"] = m["state"].strip().lower()
        if out["state"].endswith("-row") and out.get("type") not in _SITE_TYPES:
            raise Unread(f"selector by state: only a Site has a row (\"{words}\")")
    if m["here"]:
        out["at_this_location"] = True
    return out


def _refuse_unsayable(words: str) -> None:
    low = words.lower()
    if re.search(r"\bcost\b|\bfighting\b|\bbody\b|\bprinted\b", low):
        raise Unread("selector by cost or value: cards are selected only by a bound on their cost")
    if re.search(r"\bor\b|,", low):
        raise Unread("selector with \"X or Y\": a selector names one type or designator")
    if re.search(r"\[\w+\]", low):
        raise Unread("selector by resource: cards cannot be selected by resource icon")
    if re.search(r"\bwith\b|\bwithout\b|\bthat\b|\bwho\b|\bwhich\b", low):
        raise Unread(f"selector with a clause: \"{words}\"")
    if re.search(r"\b(smoked|toasted) pile\b|\bhand\b|\bdeck\b", low):
        raise Unread("cards out of play: a written ability acts on cards in play")
    if re.search(r"^(?:an? |each |target )?(?:player|opponent)s?$", low):
        raise Unread("players as targets: a written effect's players cannot be chosen")
