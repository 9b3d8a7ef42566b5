"""The printed phrases that compile to each effect kind (`EffectKind.patterns`), kept with the
kinds so that a kind and the card text that generates it are read in one place.

A pattern is matched against a whole effect clause. Its named groups are read the same way
for every kind by the card-text compiler (refbase/engines/shadowfist/cardtext/effects.py):
`obj` the cards it acts on (`aim`, `select`), `n` its amount ("2", "two", "X" is not read),
`what` what a grant gives (modifiers and bold-faced words), `until` its duration (26.5), `per`
the cards counted for its amount (24.2).
`fields` adds what the phrase fixes beyond those groups.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: how long a granted effect lasts (26.5), printed -> the engine's duration
DURATIONS = (
    (r"until (?:the )?end of (?:the |this )?turn|this turn", "turn"),
    (r"until (?:the )?end of (?:the |this )?attack|(?:for|during) (?:the|this) attack", "attack"),
    (r"until the end of (?:the|this) combat|for this combat", "combat"),
    (r"until the end of (?:your|the) next turn", "next_turn"),
    # the card granted to loses all it was given when it leaves play (34.0): a lasting grant
    (r"until (?:it|he|she|they) leaves? play", "permanent"),
)
DURATION = "|".join(p for p, _ in DURATIONS)

N = r"(?P<n>\d+|x|a|an|one|two|three|four|five)"
OBJ = r"(?P<obj>.+?)"
UNTIL = rf"(?:,? (?P<until>{DURATION}))?"


def _nothing(_: re.Match[str]) -> dict[str, Any]:
    return {}


@dataclass(frozen=True, slots=True)
class TextPattern:
    """A phrase of card text that compiles to an effect of its kind: `regex` is matched against
    the whole clause (its groups read as the module docstring says), `fields` turns the match
    into the payload fields the groups do not give."""

    regex: re.Pattern[str]
    fields: Callable[[re.Match[str]], dict[str, Any]] = field(default=_nothing)


def phrase(regex: str) -> TextPattern:
    return TextPattern(re.compile(regex, re.IGNORECASE))


def verb(word: str) -> tuple[TextPattern, ...]:
    """"<verb> <cards>": smoke, toast, turn, ..."""
    return (phrase(rf"{word} {OBJ}"),)


def verb_or_passive(word: str, done: str) -> tuple[TextPattern, ...]:
    """"<verb> <cards>" or "<cards> is / are <verb>ed": "Target non-Unique character is toasted",
    "All Demons in play are toasted"."""
    return (*verb(word), phrase(rf"{OBJ} (?:is|are) {done}"))


#: the damage's own bold-faced words, printed before "damage" (50.3 Corrupted, 50.18 Unstoppable)
_OWN = r"(?:(?P<own>unstoppable|corrupted) )?"


def _own(m: re.Match[str]) -> dict[str, Any]:
    return {"abilities": [m["own"].title()]} if m["own"] else {}


def _up_to(m: re.Match[str]) -> dict[str, Any]:
    """"one damage each on up to four Sites": each of the chosen cards takes the amount (the
    rulebook's Arcanogardener example, 26.6.2); the cards are chosen, not targeted (24.1.3)."""
    most = m["most"].lower()
    return {"aim": "chosen", "choose": True, "up_to": _NUMBERS.get(most) or int(most)}


_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
#: "Inflict one damage each on up to four Characters at this location"
DAMAGE_EACH = TextPattern(re.compile(rf"inflict {N} (?:non-combat )?damage each on up to "
                                     rf"(?P<most>two|three|four|five|\d+) (?P<obj>(?:characters|sites)\b.*)",
                                     re.IGNORECASE), _up_to)


def _divided(m: re.Match[str]) -> dict[str, Any]:
    """The use divides the amount among the cards it names (24.2); without "target" they are
    chosen, not targeted (24.1.3)."""
    targeted = m["obj"].lower().startswith("target ")
    return {"divided": True} if targeted else {"divided": True, "aim": "chosen", "choose": True}


#: "Inflict 3 damage, divided any way you choose, on target Characters and/or Sites"
DAMAGE_DIVIDED = TextPattern(re.compile(rf"inflict {N} (?:non-combat )?damage,? divided any way you choose,? on "
                                        rf"(?:one or more )?{OBJ}", re.IGNORECASE), _divided)
DAMAGE = (DAMAGE_EACH, DAMAGE_DIVIDED, phrase(rf"inflict {N} (?:non-combat )?damage (?:on|to) {OBJ}"),
          # "Inflict 3 points of damage on ...", "Inflict 2 Unstoppable non-combat damage on target"
          TextPattern(re.compile(rf"inflict {N} (?:points? of )?{_OWN}(?:non-combat )?damage (?:on|to) {OBJ}",
                                 re.IGNORECASE), _own),
          # "Target takes 4 Corrupted non-combat damage": the card takes what the effect inflicts
          TextPattern(re.compile(rf"{OBJ} (?:takes?|suffers?) {N} (?:points? of )?{_OWN}(?:non-combat )?damage", re.IGNORECASE),
                      _own),
          # "Turn to do 1 point of damage to an attacking character" (PubOrd Sniper): inflicting it
          phrase(rf"do {N} (?:points? of )?(?:non-combat )?damage (?:on|to) {OBJ}"))
#: 16.0: "Any effect that removes damage is considered healing. If an effect simply "heals" a
#: card, it removes all damage on that card."
HEAL = (phrase(rf"(?:heal|remove) (?:up to )?{N} (?:points? of )?damage (?:from|on) {OBJ}"),
        phrase(rf"heal {OBJ}"),
        phrase(rf"{OBJ} heals"))  # "This card heals at the end of each turn": all its damage
#: "Unturn target Character", and "Ex-Commando unturns" / "Target unturns": the card named unturns (21.1)
UNTURN = (*verb("unturn"), phrase(rf"{OBJ} unturns"))
#: "Take control target" (Mr. X's printed words, "of" left out) is read as "take control of target";
#: "Tarke control of target" as the dump's errata of Tortured Memories spells it (its printings: "Take")
TAKE_CONTROL = (phrase(rf"ta(?:r)?ke control (?:of )?{OBJ}{UNTIL}"),)


def _reduced_by(m: re.Match[str]) -> dict[str, Any]:
    """"reduce the damage target Character inflicts by 3": "reduces damage" acts on combat and
    non-combat damage alike (29.5): a penalty to each (29.7 step 3)."""
    n = int(m["by"])
    return {"modifiers": [{"kind": "damage_penalty", "value": n}, {"kind": "effect_damage_penalty", "value": n}]}


def _inflicts_none(m: re.Match[str]) -> dict[str, Any]:
    """"target Character inflicts no damage" / "All damage inflicted by target Character is reduced
    to 0": every damage it inflicts reduced to zero (29.6.3: "no damage" is a reduction to zero)."""
    return {"modifiers": [{"kind": "inflicts_reduced_to", "value": 0}]}


#: the words of rules text keeping a card turned through its controller's unturn step (6.0 over
#: 22.2.3; model/abilities.py NO_UNTURN)
NO_UNTURN_WORDS = "Does not unturn during its controller's Establishing Shot"


def _stays_turned(_: re.Match[str]) -> dict[str, Any]:
    """"prevent target character from unturning normally": unturning normally is the unturn step
    of its controller's Establishing Shot (22.2.3); an effect may still unturn it (21.1)."""
    return {"abilities": [NO_UNTURN_WORDS]}


def _barred(m: re.Match[str]) -> dict[str, Any]:
    """"Target cannot be healed": the rules text "Cannot be healed" (16.2) given to the cards;
    "may not turn to change location": "Cannot turn to change location" (10.3.1, 6.0); "cannot be
    attacked" (28.1.3, 6.0)."""
    return {"abilities": [f"Cannot {m['act'].lower()}"]}


GRANT = (phrase(rf"{OBJ} gains? (?P<what>[+-]?[^:]*?(?:: ?\d+(?: against (?:non-)?combat damage)?)?){UNTIL}"),
         phrase(rf"{OBJ} inflicts? (?P<what>[+-]\d+ (?:combat )?damage){UNTIL}"),
         phrase(rf"give {OBJ} (?P<what>(?:[+-]\d+ \w+|[A-Z][\w-]*(?:: ?\d+)?)(?:(?:,| and) .+?)?){UNTIL}"),
         # the duration printed before the cards: "give Ambush until the end of the turn to a character ..."
         phrase(rf"give (?P<what>(?:[+-]\d+ \w+|[A-Z][\w-]*(?:: ?\d+)?)(?:(?:,| and) [^,]+?)?) (?P<until>{DURATION}) to {OBJ}"),
         TextPattern(re.compile(rf"reduce the damage {OBJ} inflicts by (?P<by>\d+){UNTIL}", re.IGNORECASE), _reduced_by),
         TextPattern(re.compile(rf"(?:(?P<until>{DURATION}), )?{OBJ} inflicts no damage", re.IGNORECASE), _inflicts_none),
         TextPattern(re.compile(rf"all damage inflicted by {OBJ} is reduced to 0{UNTIL}", re.IGNORECASE), _inflicts_none),
         TextPattern(re.compile(rf"prevent {OBJ} from unturning normally{UNTIL}", re.IGNORECASE), _stays_turned),
         # only against / from a kind of card (29.7): "give target character +3 damage against sites
         # until end of turn", "This card takes no damage from interceptors until the end of the turn"
         phrase(rf"give {OBJ} (?P<what>[+-]\d+ (?:combat )?damage (?:against|to) [^,]+?){UNTIL}"),
         phrase(rf"{OBJ} (?P<what>takes? no (?:combat |non-combat )?damage from [^,]+?){UNTIL}"),
         phrase(rf"(?P<until>{DURATION}), {OBJ} (?P<what>takes? no (?:combat |non-combat )?damage from [^,]+?)"),
         # rules text barring healing (16.2) or the innate Turn to Change Location (10.3.1), given
         TextPattern(re.compile(rf"{OBJ} (?:cannot|may not) (?P<act>be healed|turn to change location|be attacked){UNTIL}",
                                re.IGNORECASE), _barred),
         # "no attacks can be declared against target character": it cannot be attacked (28.1.3, 6.0)
         TextPattern(re.compile(rf"no attacks (?:can|may) be declared against {OBJ}{UNTIL}", re.IGNORECASE),
                     lambda m: {"abilities": ["Cannot be attacked"]}))

#: the cards counted by "N for each <cards>" (`per`): the amount is N times their number, counted
#: when the effect is generated (24.2)
PER = r"(?!(?:two|three|four|five|\d+) )(?P<per>.+)"  # "for every three <Hood> cards" is no count of one
#: "All players ...": every player still in the game, its controller included
ALL_PLAYERS = r"(?:all|every|each) players?"


def _all_players(m: re.Match[str]) -> dict[str, Any]:
    return {"players": "all"}


#: "for every three <cards>": once per so many cards counted, rounded down (24.2)
EVERY = r"for every (?P<every>two|three|four|five|[2-9]) "
_EVERY_N = {"two": 2, "three": 3, "four": 4, "five": 5}


def every(word: str) -> int:
    """How many cards "for every <word>" counts at a time: "three", "3"."""
    return _EVERY_N.get(word.lower()) or int(word)


def _every(m: re.Match[str]) -> dict[str, Any]:
    return {"per_every": every(m["every"])}


GAIN_POWER = (phrase(rf"(?:you )?gain {N} power"),
              # "Gain 1 Power for every three <Hood> cards in play" (Chin's Criminal Network)
              TextPattern(re.compile(rf"(?:you )?gain {N} power {EVERY}(?P<per>.+)", re.IGNORECASE), _every),
              TextPattern(re.compile(rf"{ALL_PLAYERS} gains? {N} power", re.IGNORECASE), _all_players),
              phrase(rf"(?:you )?gain {N} power for (?:each|every) {PER}"),
              TextPattern(re.compile(rf"(?:you )?gain power equal to the number of {PER}", re.IGNORECASE),
                          lambda m: {"amount": 1}),
              # "Toast a Character you control ... :: Gain Power equal to that Character's printed cost"
              # (Desperate Measures): the printed cost (8.5) of the card the cost toasted, sacrificed or
              # discarded (24.1.4), read as the effect is generated (24.2); a cost paying no card is refused
              TextPattern(re.compile(r"(?:you )?gain power equal to (?:that|the (?:toasted|sacrificed|discarded)) "
                                     r"(?:character|card)'s (?:printed )?cost", re.IGNORECASE),
                          lambda m: {"x": {"value": "cost", "of": "paid"}}))
#: "All players discard their hands" (Bear Market): every card in each hand (39.0)
DISCARD_HAND = (TextPattern(re.compile(rf"{ALL_PLAYERS} discard their hands", re.IGNORECASE), _all_players),)
DRAW = (phrase(rf"draw {N} cards?"),
        TextPattern(re.compile(rf"{ALL_PLAYERS} draws? {N} cards?", re.IGNORECASE), _all_players))
#: a card in play returned to its owner's hand (9.2.2, 35.3.5): "Return target Character to its
#: owner's hand", "send any turned character back to its owner's hand", "All [H] cards are
#: returned to their owners' hands"
OWNERS_HAND = r"(?:its|their) owners?'?s?'? hands?"
RETURN_TO_HAND = (phrase(rf"return {OBJ} to {OWNERS_HAND}"),
                  phrase(rf"send {OBJ} back to {OWNERS_HAND}"),
                  phrase(rf"{OBJ} (?:returns?|(?:is|are) returned) to {OWNERS_HAND}"))
#: a card in a smoked pile put into play by an effect, not played (44.1): "Return that Character
#: to play", "return an Edge in your smoked pile to play", "return a Feng Shui Site from your
#: smoked pile to play" (the pile is read with the cards: `in_smoked_pile`)
RETURN_TO_PLAY = (phrase(r"return (?P<obj>.+? from your smoked pile) to play"),
                  phrase(rf"return {OBJ} to play"))
#: a card in your smoked pile put into your hand (9.2.1, 9.2.2), chosen on generation as for
#: Reload (43.0): "Return a Character from your smoked pile to your hand", "Return any [H] card in
#: your smoked pile to your hand", "Choose a [H] card in your smoked pile :: Return that card to
#: your hand" (the pile is read with the cards: `in_smoked_pile`)
SMOKED_TO_HAND = (phrase(r"return (?P<obj>.+? (?:from|in) your smoked pile) to your hand"),
                  phrase(r"return (?P<obj>that (?:card|character|site|state|edge|event)) to your hand"),
                  # "choose an Event in your smoked pile :: Return the chosen Event to your hand" (Remix Artist)
                  phrase(r"return (?P<obj>the chosen (?:card|character|site|state|edge|event)) to your hand"),
                  # "When this card is smoked, you may return it to your hand" (Skin and Darkness
                  # Hunter): the card the trigger names, now in its owner's smoked pile (20.0, 9.2.1);
                  # the compiler keeps it only after a trigger on this card being smoked
                  phrase(r"return (?P<obj>it) to your hand"))
#: an attacker removed from the attack (28.5.1) or an interceptor from interception (28.6.6):
#: "Target ceases attacking", "Target interceptor ceases intercepting", "All attackers cease
#: attacking"; "All Characters cease attacking" acts only on those attacking (`can_affect`)
_NOT_ALL = r"(?!(?:all|each|every|any)\b)"
CEASE_ATTACKING = (phrase(rf"{_NOT_ALL}{OBJ} ceases? attacking"),
                   phrase(r"(?P<obj>(?:all|each) .+?) cease attacking"))
CEASE_INTERCEPTING = (phrase(rf"{_NOT_ALL}{OBJ} ceases? intercepting"),
                      phrase(r"(?P<obj>(?:all|each) .+?) cease intercepting"))
#: Power put back into the reservoir from the pool (17.2.6): "Lose 1 Power"
LOSE_POWER = (phrase(rf"(?:you )?lose {N} power"),)

#: printed rules text copied onto a card (36.0; 36.2: rules text copied is what is printed): "copy
#: the rules text of a non-Unique Character to this card until the end of the turn" (Wudang Monk),
#: "copy the printed text of any other Character to this card" (John Fenris), "Copy the printed
#: rules text from any Character to target Character" (Rigorous Discipline v2), "Copy a Site's rules
#: text to target Site" (Echo Distortion); `original` the copied card, one the player chooses
_TEXT = r"(?:printed )?(?:rules )?text"
COPY = (phrase(rf"copy the {_TEXT} (?:of|from) (?P<original>.+?) (?:to|onto) {OBJ}{UNTIL}"),
        phrase(rf"copy (?P<original>an? [^']+?)'s {_TEXT} (?:to|onto) {OBJ}{UNTIL}"))
#: an attacker's target changed (28.1.3.1): "change the target of target attacking character's
#: attack to any character or front-row site you control" (Fox Pass); `new` the new target
CHANGE_TARGET = (phrase(rf"change the target of {OBJ}'s attack to (?P<new>.+)"),)
#: a Faceoff between the ability's own Character and the opponent's Character it chooses (41.0,
#: 41.2): "Turn to enter a Faceoff with target Character" (Gunslinger), "Turn and target an
#: opponent's Character :: The two Characters enter a Faceoff" (Arena Warrior: `back`, words naming
#: the cost's target back)
FACEOFF = (phrase(rf"(?:this card )?enters? a faceoff with {OBJ}"),
           phrase(r"(?P<back>the two characters) enter a faceoff"))
#: "Cancel and smoke a [C] card", "Cancel and smoke target card" (33.0, 33.1)
CANCEL_AND_SMOKE = (phrase(rf"cancel and smoke {OBJ}"),)
#: damage redirected (38.2): the chosen card is its original recipient (`obj`), the new one `to`
#: (the card itself or a card the player chooses), the source named as it is used ("a single
#: source"): "redirect the damage inflicted by a single source on target Site to any Site you
#: control", "redirect all damage inflicted on a Site by a single source to a Character you control"
REDIRECT = (phrase(rf"redirect (?:all )?(?:the )?damage (?:(?:inflicted|done) )?(?:by|from) a single source "
                   rf"(?:(?:inflicted|done) )?(?:on|to) {OBJ} to (?P<to>[^,]+)"),
            phrase(rf"redirect (?:all )?(?:the )?damage (?:inflicted|done) (?:on|to) {OBJ} (?:by|from) a single "
                   rf"source to (?P<to>[^,]+)"))
#: an Event canceled as it is played (33.0, 33.1): "cancel an [f] Event", "cancel a 0-cost Event";
#: only Events, whose canceling ends with their play: a card in play canceled "until the end of
#: the turn" needs a duration the kind does not keep
CANCEL_CARD = (phrase(r"cancel (?P<obj>(?:an?|any) (?:[^,]+? )?events?(?: (?:that|which) targets? [^,]+)?)"),
               phrase(r"cancel (?P<obj>(?:that|the chosen) event)"))
#: a card canceled (33.0), read only on a turn-and-maintain ability (10.4): "Turn and maintain ::
#: Cancel target Site", "cancel the effects and rules text of target Site", "cancel target Feng Shui
#: Site's effects and rules text" (its rules text blanked, its unresolved effects removed)
CANCEL = (phrase(r"cancel (?:the effects and rules text of )?(?P<obj>(?:an? |one )?target(?: .+?)?)"),
          phrase(r"cancel (?P<obj>(?:an? |one )?target .+?)'s? effects and rules text"))


def _this_card(_: re.Match[str]) -> dict[str, Any]:
    return {"aim": "self"}


#: counters placed by an effect that says "counter" (10.5; damage counters are damage, 29.0, and a
#: "damage counter" is not read here): "Put a counter on this card", "place two counters on
#: <its title>", "Add one counter" (printed without a card: on the card itself)
#: a pronoun ("on her") may name the trigger's card or this one: not read
_NOT_PRONOUN = r"(?!(?:he|she|him|her|it|them)$)"
ADD_COUNTERS = (phrase(rf"(?:put|place|add) {N} counters? (?:on|to) {_NOT_PRONOUN}{OBJ}"),
                TextPattern(re.compile(rf"(?:put|place|add) {N} counters?", re.IGNORECASE), _this_card))
#: counters taken off by an effect (10.5): "remove a counter [from this card]"
REMOVE_COUNTERS = (phrase(rf"remove {N} counters? from {_NOT_PRONOUN}{OBJ}"),
                   TextPattern(re.compile(rf"remove {N} counters?", re.IGNORECASE), _this_card))


def _canceling(printed: str, kinds: tuple[str, ...]) -> TextPattern:
    """"Cancel an effect that <does this>": one unresolved effect of those kinds, chosen (33.0)."""
    return TextPattern(re.compile(rf"cancel an effect that {printed}", re.IGNORECASE),
                       lambda _: {"aim": "chosen", "choose": True, "effects": list(kinds)})


#: an effect canceled by what it does (33.0): "cancel an effect that would return one or more cards
#: to any players' hands" (from play or a smoked pile, 9.2.2), "... that would return a card to
#: play from any smoked pile" (44.1), "Cancel an effect that cancels"
CANCEL_EFFECTS = (
    _canceling(r"would return (?:one or more cards|a card) to (?:any players'|a player's) hands?",
               ("return_to_hand", "smoked_to_hand")),
    _canceling(r"would return (?:one or more cards|a card) to play from any smoked pile", ("return_to_play",)),
    _canceling(r"cancels", ("cancel", "cancel_and_smoke", "cancel_card")),
    # "... that would play or return to play one or more cards from a player's smoked pile" (Valley
    # of Ashes): the engine's effects that play a card play it from its player's hand (25.0), so
    # only returning to play takes a card from a smoked pile (44.1)
    _canceling(r"would play or return to play (?:one or more cards|a card) from (?:a player's|any) smoked pile",
               ("return_to_play",)),
    # "... that redirects damage or changes a target" (Petroglyphs): a redirection (38.2), an
    # effect's new target (26.6.4) or an attack's (28.1.3.1)
    _canceling(r"redirects damage or changes a target", ("redirect", "retarget", "change_target")),
)


def _reduction(m: re.Match[str]) -> dict[str, Any]:
    """"at -2 cost": the effect's own cost reduction (37.0); the card comes from its player's hand
    (25.0), chosen, not targeted (24.1.3: a card in hand is not in play)."""
    return {"reduction": int(m["cut"]), "choose": True}


#: a card from its player's hand played by an effect, paying its cost less the reduction (37.0,
#: 44.4): "Turn to play a <Pledged> Character at -1 cost", "Turn :: Play a [C] State at -1 cost";
#: its timing still that of its type (25.1.1: the rulebook's Proving Ground example). The cards are
#: one kind of Character, State or Edge ("a", "an"): "a card" or "a Site" is refused by the schema
PLAY_CARD = (TextPattern(re.compile(r"play (?P<obj>an? (?:(?!\bon\b|\bfrom\b|\bcost\b).)+?) at -(?P<cut>[1-9]) cost",
                                    re.IGNORECASE), _reduction),)
