"""Players' words -> the rulebooks' words: acronyms from the glossaries, and a slang table.

Acronyms are read from the knowledge base itself, where the rules print them: glossary
entries ("BFV – An acronym for burn for victory") and parenthesised initialisms
("Play as Printed (PaP)"). Slang that no rulebook prints ("guy", "block" for intercept,
"tap" for turn) comes from the small table below: general vocabulary of card-game
players, each mapping scoped to the game whose rules use the target word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refbase.kb.glossary import glossary_for
from refbase.kb.model import KnowledgeBase
from refbase.search.text import tokens


@dataclass(frozen=True, slots=True)
class Expansion:
    """`words` (folded, space-separated) may stand for `target` in `game` (None: any game)."""

    words: str
    target: str
    game: str | None
    source: str  # "glossary" (acronyms the rule texts define) or "slang"
    weight: float = 1.0  # how close the meaning is (1.0: the same thing)


#: "Summoning sickness": what players say for a card played this turn.
_JUST_PLAYED = ("summoning sickness", "summoning sick", "just played", "just came into play",
                "newly played", "freshly played", "played this turn", "play this turn",
                "into play this turn", "turn it was played", "turn i play it",
                "turn i played it", "same turn",
                "turn it came into play", "turn it enters play", "just put into play",
                "just entered play", "just entered", "just came in")

#: Players ask whether things last: the rules say they remain (or carry over).
_GO_AWAY = ("go away", "goes away", "wear off", "wears off", "disappear", "disappears",
            "vanish", "vanishes", "reset", "resets", "stay", "stays", "persist", "persists",
            "lasts")

#: Whether a card does something at all: its rules text is active or inactive.
_DOES_ANYTHING = ("do anything", "does anything", "do nothing", "does nothing",
                  "have any effect", "has any effect", "have an effect", "has an effect")

#: Where a card ends up: the rules say where it "is placed" (which pile).
_WHERE_TO = ("where does it go", "where does he go", "where does she go", "where do they go",
             "where did it go", "where does that go", "where will it go", "end up", "ends up",
             "ended up", "go to", "goes to", "went to")

#: Irregular verb forms the stemmer cannot bring to the rules' form ("left play" is "leaves
#: play", "took damage" "takes damage"). Each only adds the base form: "left" is also a
#: direction in the rules ("the player to the left"). "shot" is left out (Main Shot).
_IRREGULAR = (
    (("left",), "leave"), (("took", "taken"), "take"), (("came",), "come"),
    (("went", "gone"), "go"), (("paid",), "pay"), (("drew", "drawn"), "draw"),
    (("chose", "chosen"), "choose"), (("lost",), "lose"), (("fought",), "fight"),
    (("gave", "given"), "give"), (("held",), "hold"), (("kept",), "keep"),
    (("made",), "make"), (("spent",), "spend"), (("threw", "thrown"), "throw"),
    (("began", "begun"), "begin"), (("brought",), "bring"), (("caught",), "catch"),
    (("knew",), "know"), (("led",), "lead"), (("saw", "seen"), "see"),
    (("broke", "broken"), "break"), (("wrote", "written"), "write"),
    (("fell", "fallen"), "fall"), (("hid", "hidden"), "hide"), (("became",), "become"),
    (("sent",), "send"), (("ran",), "run"), (("won",), "win"), (("dealt",), "deal"),
    (("bore", "borne"), "bear"), (("froze", "frozen"), "freeze"), (("rode", "ridden"), "ride"),
)

#: Another player's turn.
_NOT_MY_TURN = ("outside my turn", "outside of my turn", "during my opponent's turn",
                "on my opponent's turn", "another player's turn", "someone else's turn")

#: Disagreement between two texts (a card and the rules, two cards).
_DISAGREE = ("disagree", "disagrees", "disagreeing", "disagreement", "clash", "clashes",
             "at odds", "inconsistent", "goes against", "go against")

#: Obligation: the rules say "mandatory" (triggers) or "required" / "not required".
_HAVE_TO = ("have to", "has to", "forced to", "obliged to", "obligatory", "compulsory")

# Player slang -> rule vocabulary: (what players type, rulebook words, game or None for
# both[, weight below 1.0 for a looser meaning]). Keep entries general vocabulary: never a
# phrasing of one particular question.
_SLANG: tuple[tuple, ...] = (
    (("guy", "guys", "dude", "dudes", "char", "chars", "creature", "creatures", "minion",
      "minions", "unit", "units", "fighter", "fighters"), "character", "shadowfist"),
    # "My guy" is often any card of mine: the rules say "card" where the type does not matter.
    (("guy", "guys", "dude", "dudes"), "card", "shadowfist", 0.5),
    (("block", "blocks", "blocked", "blocking", "blocker", "blockers"), "intercept", "shadowfist"),
    (("defend", "defends", "defending", "defender", "defenders"), "intercept", "shadowfist"),
    (("tap", "taps", "tapped", "tapping", "exhaust", "exhausted"), "turn", "shadowfist"),
    (("untap", "untaps", "untapped", "untapping"), "unturn", "shadowfist"),
    # Eligibility rules name the opposite state ("Unturned ... Characters ... are eligible").
    (("tap", "taps", "tapped", "tapping"), "unturned", "shadowfist", 0.6),
    (("tap", "taps", "tapped", "tapping", "exhaust", "exhausted"), "commit", "ufs"),
    (("untap", "untaps", "untapped", "untapping"), "ready", "ufs"),
    (("kill", "kills", "killed", "die", "dies", "died", "dead", "destroy", "destroyed",
      "destroys"), "smoke", "shadowfist"),
    (("graveyard", "graveyards"), "smoked pile", "shadowfist"),
    # "Discard pile" is UFS's own term: in Shadowfist it only adds the smoked pile (the rule:
    # a slang mapping must not replace another game's rule words).
    (("discard pile",), "smoked pile", "shadowfist", 0.8),
    (("graveyard", "graveyards"), "discard pile", "ufs"),
    (("exile", "exiled", "removed from the game", "removed from game"), "toast", "shadowfist"),
    (("mana", "money", "gold", "cash"), "power", "shadowfist"),
    (("life", "lives", "health", "hp", "hit points", "hitpoints", "life total"), "vitality", "ufs"),
    (("strength",), "fighting", "shadowfist"),
    (("hp", "health", "hit points", "hitpoints"), "body", "shadowfist"),
    (("upkeep", "start of my turn", "beginning of my turn"), "establishing shot", "shadowfist",
     0.8),
    (("untap step", "untap phase", "untapping step", "ready step"), "unturn", "shadowfist"),
    (("main phase",), "main shot", "shadowfist"),
    (("stack",), "scene", "shadowfist", 0.8),
    (("sac", "sacked", "sacking"), "sacrifice", None),
    (("regen",), "regenerate", "shadowfist"),
    (("leap", "leaps", "leaper", "leapers", "jump", "jumps", "jumper", "jumpers"),
     "superleap", "shadowfist"),
    (("column", "columns", "lane", "lanes"), "location", "shadowfist"),
    (("equipment", "gear", "aura", "auras", "enchantment", "enchantments", "attachment",
      "attachments"), "state", "shadowfist"),
    (("instant", "instants", "sorcery", "sorceries", "spell", "spells", "trick", "tricks"),
     "event", "shadowfist"),
    (("deck out", "decked", "decks out", "decking out", "empty deck", "no cards left",
      "run out of cards", "runs out of cards", "ran out of cards", "out of cards"),
     "decking", "shadowfist"),
    (("deck out", "decked", "decks out", "empty deck", "no cards left", "run out of cards",
      "runs out of cards", "ran out of cards", "out of cards"), "cycle", "ufs"),
    (("retreat", "retreats", "withdraw", "withdraws", "flee", "flees", "pull out", "back out"),
     "cease", None),
    (("remember", "remembers", "forget", "forgets", "forgotten"), "memory", None),
    (("own", "my own", "your own"), "control", "shadowfist", 0.8),
    (("start of the game", "beginning of the game", "start of game", "game start",
      "before the game"), "setup", "shadowfist"),
    (("kill", "kills", "killed", "die", "dies", "died", "dead"), "leaves play", "shadowfist",
     0.7),
    (("several", "more than one", "two or more"), "multiple", None),
    (("respond", "responds", "responded", "responding"), "response", None),
    (("zero",), "0", None),
    (("hand limit", "max hand", "maximum hand"), "hand size", None),
    (("mull", "redraw"), "mulligan", None),
    (("dmg",), "damage", None),
    (("first strike", "strikes first", "hits first", "deals damage first"), "ambush", "shadowfist"),
    (("summon", "summons", "summoned", "summoning", "cast", "casts", "casting"), "play", None),
    (("counterspell", "counterspells", "negate", "negates", "negated", "nullify", "nullifies"),
     "cancel", "shadowfist"),
    (("flip", "flips", "flipped", "flipping", "face up", "turn face up"), "reveal", "shadowfist"),
    (("eliminated", "knocked out", "knock out", "gets knocked out", "lose the game",
      "loses the game", "lost the game", "out of the game"), "elimination", "shadowfist"),
    (("opening hand", "starting hand", "initial hand"), "first hand", "shadowfist"),
    (("opening hand", "starting hand", "initial hand"), "hand size", "ufs"),
    (("go first", "goes first", "going first", "first turn", "first player", "turn order"),
     "play order", "shadowfist", 0.8),
    (("prevent", "prevents", "prevented", "prevention", "prevent damage"), "reduce", None, 0.8),
    (("move", "moves", "moved", "moving"), "change location", "shadowfist", 0.7),
    (("minimum", "min", "smallest", "fewest"), "at least", None, 0.8),
    (("maximum", "max", "largest"), "no more than", None, 0.8),
    (("go back", "goes back", "go home", "goes home", "come back", "comes back", "get back",
      "gets back"), "return", None),
    # The words players use for the rule terms of both glossaries.
    (("blocker", "blockers"), "interceptor", "shadowfist"),
    (("kill", "kills", "killed", "die", "dies", "died", "dead"), "destroy", "ufs"),
    (("behind", "in back", "at the back", "back site", "rear"), "back row", "shadowfist"),
    (("in front", "front site"), "front row", "shadowfist"),
    (("car", "cars", "bike", "bikes", "ride", "mount"), "vehicle", "shadowfist"),
    (("car", "cars", "bike", "bikes", "ride", "mount"), "state", "shadowfist", 0.7),
    (("limited edition", "limited print", "limited printing", "limited run", "special edition",
      "first edition"), "printing", "shadowfist"),
    (("gun", "guns", "sword", "swords", "blade", "blades"), "weapon", None),
    (("steal", "steals", "stole", "stolen", "stealing", "take over", "takes over", "borrow",
      "borrowed", "borrows"),
     "take control", "shadowfist", 0.8),
    (("hurt", "hurts", "wounded", "wound", "wounds", "injured", "injury"), "damage", None),
    (("hit", "hits", "hitting"), "damage", None, 0.7),
    (("enemy", "enemies", "foe", "foes", "rival", "rivals"), "opponent", None),
    (("save up", "saves up", "saving up", "saved up", "hoard", "bank"), "stockpile",
     "shadowfist"),
    (_JUST_PLAYED, "resolved", "shadowfist", 0.8),
    (_JUST_PLAYED, "entering play", "shadowfist", 0.8),
    (("rearrange", "rearranges", "reorder", "reorders", "reordered"), "order", None, 0.8),
    (("know", "knows", "known"), "knowledge", None, 0.8),
    (("switch", "switches", "swap", "swaps"), "change", None, 0.8),
    # Words other card games taught players, each for the rule term of the same meaning.
    (("bow", "bowed", "bowing", "kneel", "kneels", "knelt", "kneeling"), "turn", "shadowfist"),
    (("bow", "bowed", "bowing", "kneel", "kneels", "knelt", "kneeling"), "commit", "ufs"),
    (("yard", "gy"), "smoked pile", "shadowfist"),
    (("yard", "gy"), "discard pile", "ufs"),
    (("exile pile", "exile zone", "removed pile"), "toasted pile", "shadowfist"),
    (("exile", "exiled", "exiles"), "remove from the game", "ufs"),
    (("victory pile", "score pile", "scored pile"), "burned for victory pile", "shadowfist"),
    (("grid", "layout", "formation"), "site structure", "shadowfist", 0.8),
    (("monster", "monsters", "hero", "heroes", "villain", "villains", "mook", "mooks"),
     "character", "shadowfist"),
    (("avatar", "main character", "my hero"), "starting character", "ufs"),
    (("atk", "attack value", "attack power", "str"), "fighting", "shadowfist"),
    (("repair", "repairs", "restore", "restores", "cure", "cures", "cured", "mend"), "heal",
     None, 0.8),
    (("silence", "silenced", "mute", "muted", "shut off", "loses its text", "lose its text",
      "text box removed"), "blank", "shadowfist"),
    (("clone", "clones", "duplicate", "duplicates", "mimic", "mimics"), "copy", None, 0.8),
    (("hexproof", "shroud", "untargetable", "protection", "protected"), "immune", None, 0.8),
    (("deflect", "deflects", "reflect", "reflects"), "redirect", "shadowfist", 0.8),
    (("reanimate", "reanimates", "resurrect", "resurrects", "revive", "revives",
      "bring back", "brings back"), "return to play", "shadowfist"),
    (("legendary", "legend rule"), "unique", None),
    (("subtype", "subtypes", "tribe", "tribal", "creature type"), "designator", "shadowfist"),
    (("color", "colors", "colour", "colours"), "resource", "shadowfist", 0.8),
    (("deathtouch",), "lethal", "shadowfist"),
    (("armor", "armour"), "toughness", "shadowfist"),
    (("win", "wins", "winning", "won"), "victory", "shadowfist", 0.8),
    (("battlefield", "the board", "the field", "on the table"), "in play", "shadowfist", 0.8),
    (("battlefield", "the board", "the field", "play area"), "staging area", "ufs"),
    (("land", "lands"), "site", "shadowfist", 0.8),
    (("land", "lands"), "foundation", "ufs", 0.8),
    (("buff", "buffs", "pump", "pumps", "boost", "boosts"), "bonus", None, 0.8),
    (("debuff", "debuffs", "minus"), "penalty", "ufs", 0.8),
    (("price",), "cost", None),
    (("at the same time", "same time", "at once"), "simultaneously", None, 0.8),
    (_NOT_MY_TURN, "out of turn", "shadowfist", 0.8),
    # Whether a card may be played on another's turn: the rules for each card type say when
    # it may be played ("only during your Main Shot", 25.4, 25.7).
    (_NOT_MY_TURN, "main shot", "shadowfist", 0.4),
    (("own", "owns", "owned"), "owner", None, 0.8),
    (("come from", "comes from", "coming from", "came from"), "source", None, 0.8),
    # Plain English for what rules say in rule words.
    (_GO_AWAY, "remain", None, 0.8),
    (_GO_AWAY, "carry over", "shadowfist", 0.7),
    (("gang up", "gang up on", "team up", "double team", "double up"), "multiple", None, 0.8),
    (("kill my own", "kill your own", "kill own", "destroy my own", "get rid of my own"),
     "sacrifice", "shadowfist"),
    (("can't pay", "cannot pay", "cant pay", "can't afford", "cannot afford", "cant afford",
      "afford"), "sufficient", None, 0.8),
    (("stop", "stops", "stopping", "stopped"), "cancel", "shadowfist", 0.7),
    (("get rid of", "gets rid of", "getting rid of"), "remove", None),
    (("get rid of", "gets rid of", "getting rid of"), "smoke", "shadowfist", 0.7),
    (("destroy", "destroys", "destroyed"), "remove", "shadowfist", 0.7),
    (("my only", "the only", "only one"), "last", None, 0.7),
    (("name", "names", "named", "card name"), "title", "shadowfist", 0.8),
    (("stack", "stacks", "stacking", "add up", "adds up", "combine", "combined"), "cumulative",
     None, 0.8),
    (("get power", "get my power", "gets power", "make power", "makes power", "produce power",
      "produces power", "earn power", "earns power", "make mana", "makes mana"),
     "power generation", "shadowfist"),
    (("twice", "two times", "more than once"), "once", None, 0.7),
    (("capture", "captures", "captured", "conquer", "conquers", "take a site", "take the site",
      "take his site", "take their site", "steal a site", "steal the site"), "seize", "shadowfist"),
    (("comes into play", "come into play", "came into play", "coming into play", "etb"),
     "enters play", "shadowfist", 0.8),
    (("symbol", "symbols", "faction symbol", "faction symbols", "icon", "icons"), "resource",
     "shadowfist", 0.8),
    (("survive", "survives", "survived", "survivor", "still alive", "alive"), "still in play",
     "shadowfist", 0.8),
    (("deal", "deals", "dealt", "dealing"), "inflict", "shadowfist", 0.8),
    (("attack again", "attack twice", "another attack", "second attack", "more attacks",
      "make an attack", "make attacks", "make another attack"), "declare an attack",
     "shadowfist", 0.8),
    (("put into play", "put in play", "place into play", "placed into play"), "place",
     "shadowfist", 0.8),
    (("2 player", "two player", "2 players", "two players", "1v1", "1 on 1", "one on one",
      "head to head", "heads up"), "dueling", "shadowfist"),
    (("3 player", "4 player", "three player", "four player", "3 players", "4 players",
      "group game", "multi player"), "multiplayer", "shadowfist"),
    (("nobody", "no one", "noone"), "none", None, 0.8),
    (("after combat", "end of combat", "combat ends", "after the fight"), "combat cleanup",
     "shadowfist", 0.8),
    (("halfway", "early", "prematurely", "cut short", "call off", "called off"), "premature",
     "shadowfist", 0.8),
    # Plain-English quantities and relations players use for the rules' terms.
    (("people", "person", "persons", "gamers"), "player", None),
    (("split", "splits", "splitting", "spread", "share out"), "divide", None),
    (("next to", "next door", "neighbouring", "neighboring", "neighbour", "neighbor",
      "beside", "nearby"), "adjacent", None),
    (("as many as", "as many as i want", "as many as i like", "any amount", "unlimited",
      "no limit", "no max", "no maximum", "infinite"), "any number", None, 0.8),
    (_HAVE_TO, "mandatory", None, 0.8),
    (_HAVE_TO, "required", None, 0.8),
    # "Do I have to attack": the rule answering lists it among the player's options.
    (_HAVE_TO, "option", None, 0.5),
    (_HAVE_TO, "pass", None, 0.5),
    (("optional", "if i want", "if i like"), "voluntary", "shadowfist", 0.8),
    (("two", "both", "a couple"), "multiple", None, 0.6),
    # A conflict between two texts: the rules say which "takes precedence" ("who wins" is
    # about players: victory).
    (("which wins", "which one wins", "wins over", "override", "overrides",
      "overrule", "overrules", "trump", "trumps", "takes priority", "take priority"),
     "precedence", None),
    # Two texts saying different things: UFS says they "conflict" (K.1), Shadowfist's
    # rulebook that two cards "contradict" (6.2); both say which "takes precedence" (6.0).
    (_DISAGREE, "conflict", "ufs"),
    (_DISAGREE, "contradict", "shadowfist", 0.8),
    (_DISAGREE, "precedence", None, 0.8),
    # Whether a card does something at all: the rules say whether its text is active.
    (_DOES_ANYTHING, "active", None),
    (_DOES_ANYTHING, "inactive", None),
    # Who acts first: the rules speak of priority.
    # ("who goes first" is also the game's play order: not mapped here.)
    (("respond first", "responds first", "act first", "acts first", "in what order",
      "what order", "which order"), "priority", None, 0.8),
    (_WHERE_TO, "placed", None, 0.8),
    (_WHERE_TO, "pile", None, 0.6),
    (("smallest", "fewest", "lowest", "tiniest"), "minimum", None, 0.8),
    (("largest", "biggest", "highest"), "maximum", None, 0.8),
    # Word sense: to seal a card (J.5.3) is not the Sealed format (L.2.2) unless the words
    # around it name the format.
    (("seal", "seals", "sealed", "sealing"), "seal a card", "ufs"),
    (("sealed deck", "sealed decks", "sealed format", "sealed formats", "sealed event",
      "sealed tournament", "sealed play", "sealed game"), "sealed formats", "ufs"),
    # Whether an effect still happens: the rules say it resolves.
    (("go off", "goes off", "went off", "still happen", "still happens", "fizzle", "fizzles",
      "fizzled"), "resolve", None, 0.8),
    (("stop", "stops", "stopped", "stopping", "quit", "quits"), "cease", "shadowfist", 0.8),
    (("is over", "be over", "are over", "was over", "finished", "finish", "finishes"), "end",
     None, 0.8),
    (("where",), "location", "shadowfist", 0.6),
    # Card-game players' verbs for the rules' actions (other games taught them).
    (("swing", "swings", "swung", "swinging", "swing at"), "attack", None),
    (("go after", "goes after", "going after", "went after", "go face", "goes face",
      "going face", "hit face"), "attack", None),
    (("edict", "edicts"), "sacrifice", None),
    (("library",), "deck", None),
    (("toss", "tosses", "tossed", "ditch", "ditches", "ditched", "pitch", "pitches",
      "pitched", "bin", "binned"), "discard", None, 0.8),
    (("react", "reacts", "reacted", "reaction", "reactions", "in reply"), "response", None),
    (("proc", "procs", "trigger off", "triggers off", "set off", "sets off"), "trigger", None,
     0.8),
    (("announce", "announces", "announced"), "declare",
     "shadowfist", 0.7),
    (("banish", "banished", "banishes"), "toast", "shadowfist"),
    (("banish", "banished", "banishes"), "remove from the game", "ufs"),
    (("attached to", "attach", "attaches", "attached", "sitting on", "is on"), "subject",
     "shadowfist", 0.8),
    (("pass the turn", "end my turn", "ending my turn", "end the turn", "done with my turn"),
     "end of turn", "shadowfist", 0.8),
    (("cost", "costs", "price"), "difficulty", "ufs", 0.7),
    (("harder", "more difficult", "gets harder", "get harder"), "difficulty", "ufs", 0.8),
)

def slang_expansions() -> list[Expansion]:
    """The documented slang table as Expansion records (with the apostrophe-less spelling
    players type: "opponents turn" for "opponent's turn", "cant" for "can't"), and the
    irregular verb forms, each adding its base form."""
    table = [*_SLANG, *((forms, base, None, IRREGULAR_WEIGHT) for forms, base in _IRREGULAR)]
    return [Expansion(key, entry[1], entry[2], "slang", *entry[3:])
            for entry in table for word in entry[0] for key in _spellings(_key(word))]


#: An irregular form adds its base form at this weight (the form itself is kept).
IRREGULAR_WEIGHT = 0.9


def _spellings(key: str) -> list[str]:
    """The key and, when it has a clitic ("opponent s", "can t"), the key without the apostrophe."""
    joined = re.sub(r"(\w) ([st])\b", r"\1\2", key)
    return [key] if joined == key else [key, joined]


def _key(words: str) -> str:
    """The words as a query reads them: folded tokens ("player's" -> "player s")."""
    return " ".join(t.folded for t in tokens(words))


def acronym_expansions(kb: KnowledgeBase) -> list[Expansion]:
    """Acronyms as the knowledge base's glossary reads them from the rule texts (per game)."""
    tables = glossary_for(kb).by_game
    return [Expansion(short.lower(), _words(words), game, "glossary")
            for game, table in tables.items() for short, words in table.items()]


def _words(text: str) -> str:
    return " ".join(re.split(r"[\s-]+", text.strip().lower()))
