"""Candidate `use` actions for the legality query: abilities written on cards (using.py).

For each card a player controls in play (and each Event in hand) with an activated or
turn-and-maintain ability, and each voluntary trigger offered in the current scene (its card
may have left play as it triggered), one
candidate per card it could choose (the cards its selector picks, 14.0; else every card in
play, at most `MAX_CHOICES`). The legality query then keeps those the engine accepts.
"""

from __future__ import annotations

from refbase.engines.common import Candidate
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.continuous import Continuous
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.matching import matches
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import CANCELS_CARDS, CardType, Do, EffectKindName, Zone
from refbase.engines.shadowfist.model.written import AbilityKind, Aim, Selector, WrittenAbility

MAX_CHOICES = 12
#: characters of an ability's printed text an option's label quotes
LABEL_WORDS = 140
_RULES = {AbilityKind.ACTIVATED: R.ABILITIES, AbilityKind.TURN_AND_MAINTAIN: R.TURN_AND_MAINTAIN,
          AbilityKind.TRIGGERED: R.VOLUNTARY_TRIGGER}


def use_candidates(game: Game, players: list[str], scene: Scene | None,
                   triggered_only: bool = False) -> list[Candidate]:
    rt = game.board.extra
    if not isinstance(rt, Continuous):
        return []
    out: list[Candidate] = []
    n = sum(1 for a in game.script.actions if a.do == Do.USE) + 1
    for card in game.board.cards.values():
        usable = (card.in_play and (card.own_text_active or card.face_down)) or (
            card.zone == Zone.HAND and card.type == CardType.EVENT)
        # a card that triggered as it left play ("when this card leaves play", 26.1.3) is gone
        gone = not usable and card.zone != Zone.HAND
        if not (usable or gone) or card.controller not in players:
            continue
        for ability in card.written:
            if _usable(rt, card, ability, scene, triggered_only or gone):
                out += _for(game, card, ability, f"u{n}-{card.id}-{ability.index}", scene)
    return out


def _usable(rt: Continuous, card: Card, ability: WrittenAbility, scene: Scene | None,
            triggered_only: bool) -> bool:
    if ability.kind == AbilityKind.TRIGGERED:
        return (ability.optional or card.face_down) and scene is not None and any(
            f.card is card and f.ability is ability and f.scene == scene.serial for f in rt.offers)
    if triggered_only:
        return False
    if ability.kind == AbilityKind.TURN_AND_MAINTAIN:
        return card.in_play and not card.turned
    return ability.kind == AbilityKind.ACTIVATED


def _for(game: Game, card: Card, ability: WrittenAbility, uid: str, scene: Scene | None) -> list[Candidate]:
    tpl = ability.effect
    assert tpl is not None
    base = {"do": "use", "id": uid, "player": card.controller, "card": card.id,
            "ability": ability.index}
    rules = _RULES.get(ability.kind, R.ABILITIES)
    label = f"{card.controller} uses {card.title}: {_named(ability)}"
    board = game.board
    mine = [c for c in board.in_play() if c.controller == card.controller]
    out = [Candidate(base, label, rules=rules)]
    if tpl.sacrifice is not None:  # one candidate per card the cost may sacrifice (45.1)
        out = _each(out, "sacrifice", "sacrificing", [c for c in mine if matches(board, c, tpl.sacrifice, card)])
    if tpl.turn is not None:  # one per unturned card of its player the cost may turn (24.1.4)
        out = _each(out, "turn", "turning",
                    [c for c in mine if not c.turned and not (tpl.turn_self and c is card)
                     and matches(board, c, tpl.turn, card)])
    if tpl.discard is not None:  # one per listed card in hand the cost may discard (39.0)
        out = _each(out, "discard", "discarding",
                    [c for c in board.cards.values() if c.zone == Zone.HAND and c.controller == card.controller
                     and c is not card and matches(board, c, tpl.discard, card)])
    if tpl.toast is not None:  # one per card the cost may toast, in play or its smoked pile (46.0, 9.2.1)
        where = [c for c in board.cards.values() if c.zone == Zone.SMOKED and c.owner == card.controller] \
            if tpl.toast.in_smoked_pile else mine
        out = _each(out, "toast", "toasting", [c for c in where if matches(board, c, tpl.toast, card)])
    if tpl.give_power:  # one per opponent still in the game the cost may give Power to (17.2.4)
        out = [Candidate({**o.action, "give_to": p}, f"{o.label}, giving {tpl.give_power} Power to {p}",
                         (*o.open, "give_to"), o.rules)
               for o in out for p in board.active_players() if p != card.controller][:MAX_CHOICES]
    if tpl.copy_from is not None:  # one per card in play whose text it may copy, named in `source` (36.0)
        out = _each(out, "source", "copying", [c for c in board.in_play() if matches(board, c, tpl.copy_from, card)])
    if tpl.change_to is not None:  # one per card in play that may become the attackers' new target (28.1.3.1)
        out = _each(out, "to", "changing the target to", [c for c in board.in_play() if matches(board, c, tpl.change_to, card)])
    if tpl.aim != Aim.CHOSEN:
        return out
    if tpl.effects:  # a cancel of effects: each unresolved effect of those kinds (33.0)
        pending = [e for e in scene.stack if e.kind in tpl.effects and not e.canceled] if scene else []
        return [Candidate({**o.action, "targets": [e.id]}, f"{o.label}, on {e.label}'s effect", (*o.open, "targets"),
                          rules) for o in out for e in pending[:MAX_CHOICES]][:MAX_CHOICES * 2]
    pile = tpl.select is not None and tpl.select.in_smoked_pile  # cards chosen in a smoked pile (9.2.1)
    pool = [c for c in board.cards.values() if c.zone == Zone.SMOKED] if pile else board.in_play()
    if tpl.select is not None and tpl.select.in_hand:  # a card its player plays from hand (25.0)
        pile, pool = True, [c for c in board.cards.values() if c.zone == Zone.HAND and c.owner == card.controller]
    if tpl.effect in CANCELS_CARDS and scene is not None:  # also an Event being played, or a
        pool = [*pool, *(c for c in board.cards.values() if not c.in_play and scene.pending_from(c))]  # card gone (33.1, 33.2)
    chosen = [c for c in pool if (pile or c.type != CardType.EVENT or not c.in_play) and (
        tpl.select is None or matches(board, c, tpl.select, card))][:MAX_CHOICES]
    if tpl.divided:  # all of a divided amount on the one card named; the use may divide it otherwise (24.2)
        return [Candidate({**o.action, "targets": [c.id], "divide": {c.id: tpl.amount}}, f"{o.label}, on {c.title}",
                          (*o.open, "targets", "divide"), rules) for o in out for c in chosen][:MAX_CHOICES * 2]
    out = [Candidate({**o.action, "targets": [c.id]}, f"{o.label}, on {c.title}", (*o.open, "targets"), rules)
           for o in out for c in chosen][:MAX_CHOICES * 2]
    if tpl.select is not None and tpl.select.in_hand:  # a State played by the effect names its subject (25.5)
        out = _subjects(board, out)
    return out if tpl.redirect_to is None else _redirections(game, card, tpl.redirect_to, scene, out)


def _redirections(game: Game, card: Card, to: Selector, scene: Scene | None,
                  out: list[Candidate]) -> list[Candidate]:
    """A written redirection names the damage's source, an unresolved damage effect of the scene
    or a Character of the attack under way, and its new recipient (38.2, 38.2.1, 38.3)."""
    board = game.board
    sources = [e.id for e in scene.stack if e.kind == EffectKindName.DAMAGE and not e.canceled] if scene else []
    if game.attack is not None:
        sources += [c.id for c in board.in_play() if c.is_character and game.attack.involves(c)]
    new = [card] if to.itself else [c for c in board.in_play() if matches(board, c, to, card)]
    return [Candidate({**o.action, "source": s, **({} if to.itself else {"to": c.id})},
                      f"{o.label}, redirecting {s}'s damage to {c.title}", (*o.open, "source", "to"), o.rules)
            for o in out for s in sources[:MAX_CHOICES] for c in new[:MAX_CHOICES]][:MAX_CHOICES * 2]


def _subjects(board: Board, out: list[Candidate]) -> list[Candidate]:
    """A State an ability plays from hand goes on a subject the `use` names (`attached_to`, 25.5):
    one candidate per card in play, the trial keeping the legal ones; a Character goes to the
    column the `use` may name (25.4)."""
    found: list[Candidate] = []
    for o in out:
        if board.cards[o.action["targets"][0]].type != CardType.STATE:  # a Character's column is the use's choice
            found.append(Candidate(o.action, o.label, (*o.open, "column"), o.rules))
            continue
        found += [Candidate({**o.action, "attached_to": c.id}, f"{o.label}, on {c.title}", (*o.open, "attached_to"),
                            o.rules) for c in list(board.in_play())[:MAX_CHOICES]]
    return found[:MAX_CHOICES * 2]


def _each(out: list[Candidate], field: str, verb: str, cards: list[Card]) -> list[Candidate]:
    """Each candidate once per card a cost names in `field` (the first MAX_CHOICES of them)."""
    return [Candidate({**o.action, field: c.id}, f"{o.label}, {verb} {c.title}", (*o.open, field), o.rules)
            for o in out for c in cards[:MAX_CHOICES]][:MAX_CHOICES]


def _named(ability: WrittenAbility) -> str:
    """An ability in a player's words: its printed text (a compiled card's, or the scenario's
    own `text`), else its place on the card."""
    words = " ".join(ability.text.split())
    if not words:
        return f"its ability {ability.index}"
    return f"\u201c{words if len(words) <= LABEL_WORDS else words[:LABEL_WORDS - 1].rstrip() + chr(0x2026)}\u201d"
