"""Resolving effects (24.8): apply what can still be applied, then recalculate.

An effect resolves even if its card has left play (24.7, 24.8); a target that left play is
no longer affected (24.1.3.3), nor one that became immune (24.8, 40.0). After each
resolution: smoke what damage reduced to zero (24.8.1.1), recalculate (24.8.1.3), and apply
the attack's ceasing rules.
"""

from __future__ import annotations

from collections.abc import Callable

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.abilities import parse_ability
from refbase.engines.shadowfist.board import Card, Grant
from refbase.engines.shadowfist.ceasing import cease_attacking, stop_intercepting, update_attack
from refbase.engines.shadowfist.damage import place, receiving_side
from refbase.engines.shadowfist.game import Game, Signpost
from refbase.engines.shadowfist.records import EffectAction
from refbase.engines.shadowfist.smoking import recalculate, smoke_reduced
from refbase.engines.shadowfist.stack import Effect, Scene
from refbase.engines.shadowfist.text import modifier_words, names, until
from refbase.engines.shadowfist.victory import note_played_site
from refbase.engines.shadowfist.zones import change_controller, leave_play


def resolve_effect(game: Game, scene: Scene, effect: Effect) -> None:
    """Resolve one effect and everything that follows from it (24.8.1)."""
    HANDLERS[effect.kind](game, scene, effect)
    for key in [k for k, s in game.signposts.items() if s.source == effect.id]:
        del game.signposts[key]
    recalculate(game)
    update_attack(game)


def live_targets(game: Game, effect: Effect) -> list[Card]:
    """Targets still in play as the same card and not immune to the effect."""
    live = []
    for card, incarnation in effect.targets:
        if not card.in_play or card.incarnation != incarnation:
            game.step(f"{effect.label} no longer affects {card.title}: it left play.",
                      R.AFFECTED_CARD_LEFT + R.RESOLVING)
        elif game.board.abilities(card).immune_to(effect.source_type):
            game.step(f"{card.title} is now immune to {effect.label}.", R.IMMUNITY + R.RESOLVING)
        else:
            live.append(card)
    return live


def _damage_abilities(game: Game, effect: Effect) -> set[str]:
    """The damage's own properties: those written on the effect, and its source card's."""
    found = {parse_ability(x).name for x in effect.action.abilities} if isinstance(
        effect.action, EffectAction) else set()
    if effect.source is not None and effect.source.in_play:
        found |= game.board.abilities(effect.source).flags
    return found


def _damage(game: Game, scene: Scene, effect: Effect) -> None:
    board = game.board
    amount = effect.action.amount or 0
    props = _damage_abilities(game, effect)
    hit, lethal = [], []
    for card in live_targets(game, effect):
        recipient, how = card, "non-combat damage"
        signpost = game.signposts.pop((effect.id, card.id), None)
        if signpost is not None:
            recipient = signpost.to if (signpost.to.in_play and signpost.to.incarnation
                                        == signpost.to_incarnation) else None
            game.step(f"The signpost set by {signpost.label} sends the damage meant for "
                      f"{card.title} to {signpost.to.title}.", R.REDIRECTION + R.REDUCTION_VS_REDIRECTION
                      + (R.RECIPIENT_LEAVES_PLAY if recipient is None else ()))
            if recipient is None:
                continue
        landed = receiving_side(board, recipient, amount, "unstoppable" in props)
        place(game, recipient, landed.amount, "corrupted" in props)
        game.step(f"{effect.label} resolves: it inflicts {amount} {how} on {recipient.title}"
                  f"{landed.note}.", R.NON_COMBAT_DAMAGE + R.RESOLVING + landed.rules
                  + (R.CORRUPTED if "corrupted" in props and landed.amount else ()))
        hit.append(recipient)
        if "lethal" in props and landed.amount and recipient.is_character:
            lethal.append(recipient)
    smoke_reduced(game, hit, R.RESOLUTION_DAMAGE, lethal)


def _heal(game: Game, scene: Scene, effect: Effect) -> None:
    for card in live_targets(game, effect):
        removable = max(0, card.damage - card.corrupted)
        amount = removable if effect.action.amount is None else min(effect.action.amount, removable)
        card.damage -= amount
        note = " (Corrupted damage cannot be removed)" if card.corrupted else ""
        game.step(f"{effect.label} resolves: {amount} damage is healed from {card.title}{note}.",
                  R.HEALING + R.RESOLVING + (R.CORRUPTED if card.corrupted else ()))


def _leave(zone: str, verb: str, rules: tuple[RuleRef, ...]) -> Callable[[Game, Scene, Effect], None]:
    def handler(game: Game, scene: Scene, effect: Effect) -> None:
        for card in live_targets(game, effect):
            leave_play(game, card, zone, f"{effect.label} resolves and {verb} {card.title}", rules)
    return handler


def _grant(game: Game, scene: Scene, effect: Effect) -> None:
    a = effect.action
    abilities = effect.data.get("abilities", ())
    for card in live_targets(game, effect):
        card.grants.append(Grant(abilities, a.modifiers, a.duration, effect.id))
        gains = [x.label() for x in abilities] + modifier_words(a.modifiers)
        game.step(f"{effect.label} resolves: {card.title} gains {', '.join(gains)} "
                  f"{until(a.duration)}.", R.RESOLVING + (R.DURATION if a.duration != "permanent" else ())
                  + (R.TOUGHNESS if any(x.name == "toughness" for x in abilities) else ()))


def _cancel(game: Game, scene: Scene, effect: Effect) -> None:
    for effect_id in effect.action.targets:
        target = scene.unresolved(effect_id)
        if target is None:
            continue
        doomed = [e for e in scene.stack if e is target or (
            target.source is not None and target.kind != "play" and e.source is target.source)]
        for e in doomed:
            e.canceled = True
        if target.kind == "play" and target.source is not None:
            target.source.canceled = True
        others = len(doomed) - 1
        game.step(f"{effect.label} resolves: {target.label} is canceled and will not resolve"
                  f"{f', nor {others} other effect(s) of that card' if others else ''}.", R.CANCELING)


def _redirect(game: Game, scene: Scene, effect: Effect) -> None:
    a = effect.action
    to = game.board.cards[a.to]
    replaced = (a.source, a.from_) in game.signposts
    game.signposts[(a.source, a.from_)] = Signpost(a.source, a.from_, to, to.incarnation,
                                                   effect.id, effect.label, game.attack is not None)
    game.step(f"{effect.label} resolves: a signpost now sends {names(game, [a.source])}'s damage "
              f"meant for {names(game, [a.from_])} to {to.title}"
              f"{' (it replaces the earlier signpost)' if replaced else ''}.",
              R.PLAYING_REDIRECTION + (R.SINGLE_SIGNPOST if replaced else ()))


def _take_control(game: Game, scene: Scene, effect: Effect) -> None:
    a = effect.action
    atk = game.attack
    for card in live_targets(game, effect):
        if card.has_restriction("loyalty"):
            game.step(f"{card.title} has Loyalty: nobody can take control of it.", R.LOYALTY)
        elif card.controller == effect.player:
            game.step(f"{effect.player} already controls {card.title}: nothing changes.",
                      R.ALREADY_CONTROLLED)
        else:
            involved = atk is not None and (atk.is_attacking(card) or atk.interceptor_of(card)
                                            or card is atk.target)
            previous = card.controller
            change_controller(game, card, effect.player, getattr(a, "column", None),
                              getattr(a, "row", None),
                              R.TAKING_CONTROL + (R.CONTROL_DURING_ATTACK if involved else ()))
            if a.duration != "permanent":
                card.control_returns.append((previous, a.duration))


def _cease_attacking(game: Game, scene: Scene, effect: Effect) -> None:
    atk = game.attack
    for card in live_targets(game, effect):
        attacker = atk.attacker_of(card) if atk is not None else None
        if attacker is not None:
            tactics = effect.source is card
            cease_attacking(game, attacker, "it uses Tactics" if tactics else f"{effect.label} resolves",
                            R.TACTICS if tactics else R.PREMATURE_END)


def _cease_intercepting(game: Game, scene: Scene, effect: Effect) -> None:
    atk = game.attack
    for card in live_targets(game, effect):
        interceptor = atk.interceptor_of(card) if atk is not None else None
        if interceptor is not None:
            stop_intercepting(game, interceptor, f"{effect.label} resolves", R.CEASING_INTERCEPTION)


def _turning(turned: bool) -> Callable[[Game, Scene, Effect], None]:
    def handler(game: Game, scene: Scene, effect: Effect) -> None:
        for card in live_targets(game, effect):
            changed = card.turned != turned
            card.turned = turned
            state = "turned" if turned else "unturned"
            game.step(f"{effect.label} resolves: {card.title} "
                      f"{'is now ' + state if changed else 'is already ' + state + '; nothing changes'}.",
                      R.TURNING + (() if changed else R.STILL_RESOLVES))
    return handler


def _gain_power(game: Game, scene: Scene, effect: Effect) -> None:
    amount = effect.action.amount or 0
    game.board.players[effect.player].power += amount
    game.step(f"{effect.label} resolves: {effect.player} gains {amount} Power.", R.GAIN_POWER)


def _move(game: Game, scene: Scene, effect: Effect) -> None:
    card, incarnation = effect.targets[0]
    atk = game.attack
    if not card.in_play or card.incarnation != incarnation or card.controller != effect.player:
        game.step(f"{card.title}'s move resolves but it is no longer there to move.", R.RESOLVING)
        return
    dest = effect.data["to"]
    previous = card.location
    card.location = dest
    if atk is not None and atk.intercepting == effect.player and dest is atk.location:
        atk.moved.setdefault(card.id, previous)
    game.step(f"{card.title} changes location to {game.board.describe(dest)}.", R.CHANGE_LOCATION)


def _stealth(game: Game, scene: Scene, effect: Effect) -> None:
    atk = game.attack
    for card in live_targets(game, effect):
        interceptor = atk.interceptor_of(card) if atk is not None else None
        if interceptor is not None:
            stop_intercepting(game, interceptor, f"{effect.label} bypasses it with Stealth", R.STEALTH)


def _play(game: Game, scene: Scene, effect: Effect) -> None:
    card, incarnation = effect.targets[0]
    if not card.in_play or card.incarnation != incarnation:
        game.step(f"{card.title}'s play resolves, but it has left play.", R.RESOLVING)
        return
    card.text_active = True
    active = "its text is now active" if card.type in ("state", "edge") else "it is in play"
    game.step(f"{card.title} resolves: {active}.", R.PLACEMENT_ACTIVATION + R.RESOLVING)
    if card.is_fss:
        note_played_site(game, effect.player)


HANDLERS: dict[str, Callable[[Game, Scene, Effect], None]] = {
    "damage": _damage, "heal": _heal, "grant": _grant, "cancel": _cancel,
    "smoke": _leave("smoked", "smokes", R.SMOKING),
    "toast": _leave("toasted", "toasts", R.TOASTING),
    "sacrifice": _leave("smoked", "sacrifices (not smoking)", R.SACRIFICE),
    "redirect": _redirect, "take_control": _take_control, "cease_attacking": _cease_attacking,
    "cease_intercepting": _cease_intercepting, "turn": _turning(True), "unturn": _turning(False),
    "gain_power": _gain_power, "move": _move, "stealth": _stealth, "play": _play,
}
