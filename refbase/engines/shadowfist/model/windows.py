"""Where each action belongs: the scenes (windows) of a turn and the points of decision.

One table, read three ways: the engine names the window and what opens it when an action
comes where it cannot be taken; a scene that ends because the next action belongs to a
later point says that its players passed (22.1, 23.0); and docs/windows.md is generated
from it (`markdown()`), with a test that the file matches.
"""

from __future__ import annotations

from dataclasses import dataclass

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.vocabulary import Do, Phase


@dataclass(frozen=True, slots=True)
class Window:
    """A scene the procedure opens: players generate effects, then it resolves (23.0)."""

    phase: Phase
    kind: str
    opened_by: str
    rules: tuple[RuleRef, ...]


@dataclass(frozen=True, slots=True)
class Point:
    """A declaration or decision taken by one action at one point of the procedure."""

    do: Do
    what: str
    when: str
    rules: tuple[RuleRef, ...]


_TAKES_OPEN = "`effect`, `play`, `move`, `stealth`, `use`, until a `pass`"
_TAKES_CLOSED = ("triggered `effect`s, cancels, and `use` of a triggered ability that has "
                 "triggered only (triggered abilities written on cards are generated into the "
                 "scene where they trigger, or the next one)")

WINDOWS: tuple[Window, ...] = (
    Window(Phase.MAIN_SHOT, "open", "the active player's Main Shot, whenever no attack or scene "
           "is being resolved; again after responses to an end-of-turn declaration",
           R.MAIN_SHOT + R.OPEN_SCENE),
    Window(Phase.ATTACK_RESPONSE, "open", "`declare_attack`", R.ATTACK_RESPONSE),
    Window(Phase.JOIN_RESPONSE, "open", "each `join`", R.JOINING),
    Window(Phase.INTERCEPTION, "open", "each player's turn to intercept, clockwise from the left "
           "of the target's controller (moving in to intercept happens here)", R.DECLARE_INTERCEPTION),
    Window(Phase.INTERCEPTION_RESPONSE, "open", "each `intercept`", R.INTERCEPTION_RESPONSE),
    Window(Phase.PRE_COMBAT, "open", "every combat: each wave of interceptors, then the target",
           R.PRE_COMBAT_SCENE),
    Window(Phase.COMBAT, "closed", "Characters entering combat, when an \"enters combat\" "
           "ability written on a card triggers or may be used", R.ENTER_COMBAT + R.CLOSED_SCENE),
    Window(Phase.COMBAT_CLEANUP, "closed", "combat damage, when the next action is a triggered "
           "effect or an ability written on a card has triggered", R.COMBAT_CLEANUP + R.CLOSED_SCENE),
    Window(Phase.END_OF_ATTACK, "closed (open if the attack ended prematurely)", "Return Home",
           R.END_OF_ATTACK_SCENE),
    Window(Phase.END_OF_TURN_RESPONSE, "open", "`end_turn`", R.DECLARE_END_OF_TURN),
    Window(Phase.FACEOFF, "open", "a Faceoff effect resolving, once its Character has moved to "
           "the other's location; combat follows", R.FACEOFF_SCENES),
    Window(Phase.END_OF_TURN, "closed", "the end of the responses to `end_turn` when no Main "
           "Shot option follows", R.END_OF_TURN_SCENE + R.CLOSED_SCENE),
    Window(Phase.START_OF_TURN, "closed (effects marked `\"timing\": \"establishing_shot\"` too)",
           "the Establishing Shot, when the scenario starts with it or a further turn begins",
           R.ESTABLISHING_SHOT + R.START_OF_TURN + R.CLOSED_SCENE),
    Window(Phase.AUCTION, "closed (effects marked `\"timing\": \"auction\"` too)", "an effect "
           "that may be played during an auction, after any bid or pass", R.IN_AUCTION_EFFECTS),
)

POINTS: tuple[Point, ...] = (
    Point(Do.DECLARE_ATTACK, "declaring an attack", "in the active player's Main Shot, outside "
          "any scene; by an opponent whose Characters attack out of turn, after the responses "
          "to `end_turn` or when an open Main Shot scene resolves", R.DECLARE_ATTACK
          + R.OUT_OF_TURN_ATTACK),
    Point(Do.END_TURN, "declaring the end of the turn", "in the active player's Main Shot, "
          "outside any scene", R.DECLARE_END_OF_TURN),
    Point(Do.JOIN, "joining an attack", "once per opponent of the attacker, clockwise, right "
          "after the attack response scene that `declare_attack` opens", R.JOINING),
    Point(Do.INTERCEPT, "declaring interceptors", "in the declaring player's turn to intercept, "
          "after the interception scene; only during an attack", R.INTERCEPTION),
    Point(Do.DIVIDE, "dividing a Character's damage", "in a combat where that Character fights "
          "several cards", R.MULTIPLE_OPPONENTS),
    Point(Do.SITE_FATE, "choosing a Site's fate", "when combat damage in an attack reduces a "
          "Site's Body to zero", R.REDUCED_TO_ZERO),
    Point(Do.BID, "bidding", "during a uniqueness auction, which a second face-up copy of a "
          "Unique card starts", R.UNIQUENESS_AUCTION),
    Point(Do.PASS_BID, "passing in an auction", "during a uniqueness auction, which a second "
          "face-up copy of a Unique card starts", R.UNIQUENESS_AUCTION),
    Point(Do.KEEP, "keeping a copy", "at the end of a uniqueness auction, by its winner",
          R.UNIQUENESS_AUCTION),
    Point(Do.RELOCATE, "placing the Characters of a collapsing location", "when a location "
          "with Characters and two neighbours loses its last Site", R.COLLAPSE_STRUCTURE),
    Point(Do.PLACE, "placing a card in a Site structure", "when a Character or Site is played, "
          "returned to play, created or changes controller without `column` (and `row`) "
          "saying where, and there is more than one legal place", R.PLAY_CHARACTER
          + R.TAKING_CONTROL + R.RETURN_TO_PLAY + R.ADD_SUBSEQUENT_SITE),
    Point(Do.PLACE_ATTACKERS, "placing attackers at a seized Site", "at Return Home, after a "
          "Site was seized in the attack", R.RETURN_HOME),
    Point(Do.SKIP_GENERATION, "foregoing Power generation", "in the active player's Establishing "
          "Shot, at its Power generation step", R.SKIP_GENERATION),
    Point(Do.KEEP_TURNED, "keeping cards turned for a turn-and-maintain ability", "in the active "
          "player's Establishing Shot, at its unturn step", R.UNTURN_STEP + R.TURN_AND_MAINTAIN),
    Point(Do.DISCARD, "discarding", "in the active player's Establishing Shot, at its discard "
          "step", R.DISCARD_STEP),
    Point(Do.USE, "choosing the targets of a mandatory triggered ability", "when an ability "
          "written on a card that chooses targets triggers (otherwise `use` generates an "
          "ability's effect in a scene)", R.MANDATORY_TRIGGER + R.LEGAL_CHOICES),
)

_BY_DO = {p.do: p for p in POINTS}
_BY_PHASE = {w.phase: w for w in WINDOWS}


def out_of_place(do: Do) -> tuple[str, tuple[RuleRef, ...]]:
    """Why an action cannot be taken now: the point it belongs to, and what opens it."""
    point = _BY_DO.get(do)
    if point is None:
        return ("this action cannot be taken at this point", R.PLAYER_PRIORITY)
    return (f"`{do}` is not possible now: {point.what} happens {point.when}", point.rules)


def implicit_pass(phase: Phase, do: Do, whose: str | None = None) -> tuple[str, tuple[RuleRef, ...]]:
    """The step for a scene nobody acted in because the next action belongs later."""
    window = _BY_PHASE[phase]
    words = phase.replace("_", " ").replace("pre combat", "pre-combat")
    scene = f"{whose}'s {words}" if whose else f"the {words}"
    return (f"No one acts in {scene} scene: the next action ({do.replace('_', ' ')}) belongs to a later "
            f"point, so all players pass.", R.SCENE + window.rules)


def markdown() -> str:
    """docs/windows.md: the windows and points of decision, from this module."""
    lines = ["# Shadowfist: where each action belongs", "",
             "Generated from `refbase/engines/shadowfist/model/windows.py` (a test checks this file "
             "matches). A scene ends when every player passes: a `pass` action, or the next "
             "action belonging to a later point (the engine then adds a step saying the "
             "players passed). An action where it cannot be taken is illegal, and the reason "
             "names where it belongs.", "",
             "## Scenes", "",
             f"Open scenes take {_TAKES_OPEN}; closed scenes take {_TAKES_CLOSED}.", "",
             "| Scene (`phase`) | Kind | Opened by | Rules |", "|---|---|---|---|"]
    lines += [f"| `{w.phase}` | {w.kind} | {w.opened_by} | {', '.join(r.number for r in w.rules)} |"
              for w in WINDOWS]
    lines += ["", "## Declarations and decisions", "",
              "| Action (`do`) | What | When | Rules |", "|---|---|---|---|"]
    lines += [f"| `{p.do}` | {p.what} | {p.when} | {', '.join(r.number for r in p.rules)} |"
              for p in POINTS]
    return "\n".join(lines) + "\n"
