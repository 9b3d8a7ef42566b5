"""Triggered abilities written on cards (26.1), "enter combat" effects (30.2) and delayed
effects (26.4).

The procedure calls `notice` where something happens that a card may trigger on: a card
enters play (24.5.2), an attack is declared, Characters enter combat (30.2), a card is
smoked or damaged, a turn starts or ends. Only cards whose text is active then can trigger
(26.1.3); a card that is smoked looks back, so its own "when this card is smoked" triggers.
An Event in its controller's hand whose play is triggered ("Play when a Character you control
is smoked :: ...", 25.1.1) is offered too: playing it is its voluntary triggered effect.

* A mandatory trigger (26.1.1) is queued and generated into the current scene the next time
  the procedure looks at it (`flush`: after the generation or resolution under way, 26.1.4),
  or into the next scene when there is none; several go in clockwise order from the active
  player (23.3, 26.1.5).
* A voluntary one (26.1.2, `optional`) is offered: its controller may generate it with a
  `use` action (using.py) in that scene or the next, never later.
* A delayed effect set up by a resolved effect (26.4) is generated when its time comes (end
  of the attack or turn); being part of a resolved parent, it cannot be canceled.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.shadowfist.mechanics.use_limits import count_use, used_up
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card, Handle, not_cumulative_group
from refbase.engines.shadowfist.model.continuous import Continuous, Fired, of_game
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.matching import matches
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Duration, Phase, Zone
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.written import (
    BY_THIS_CARD,
    AbilityKind,
    Delayed,
    On,
    Selector,
    Trigger,
    Whose,
    WrittenAbility,
)

WHAT = {
    On.ENTERS_PLAY: "enters play", On.PLAYED: "is played", On.ATTACK_DECLARED: "is attacked",
    On.TURNS_TO_ATTACK: "turns to attack", On.JOINS_ATTACK: "joins the attack",
    On.ENTERS_COMBAT: "enters combat", On.SMOKED: "is smoked", On.DAMAGED: "is damaged",
    On.START_OF_TURN: "the turn starts", On.END_OF_TURN: "the turn ends",
    On.END_OF_ATTACK: "ends", On.SMOKES: "smokes", On.INFLICTS_DAMAGE: "inflicts damage on",
    On.REDUCES_BODY: "reduces to zero the Body of", On.ENTERS_COMBAT_WITH: "enters combat with",
    On.LEAVES_PLAY: "leaves play", On.ATTACK_SUCCEEDS: "succeeds", On.ATTACK_FAILS: "fails",
    On.REVEALED: "is revealed", On.SACRIFICED: "is sacrificed", On.SEIZED: "is seized",
    On.HEALED: "is healed", On.BURNED: "is burned", On.TURNED: "turns", On.FACEOFF_WON: "wins a Faceoff",
}
#: who smoked a card by damage (20.1): the sources (29.4) of the damage that reduced it to zero,
#: by the id of the card smoked, each with whether it was combat damage (29.1)
Damagers = dict[str, list[tuple[Card, bool]]]


def _runtime(game: Game) -> Continuous:
    return of_game(game)


def notice(game: Game, on: On, card: Card | None = None, turn_of: str | None = None,
           by: Card | None = None, combat: bool = False, declarer: str | None = None,
           by_players: tuple[str, ...] = ()) -> None:
    """Something happened: queue or offer every active triggered ability it fires. `by` is the
    card that smoked or damaged `card` (`smokes`, `inflicts_damage`), `combat` whether by combat
    damage; `declarer` the player who declared the attack an attack's trigger is about (28.1);
    `by_players` the players who smoked or burned `card` (35.0, 29.4, 30.3.3)."""
    rt = _runtime(game)
    if not rt.triggerers:
        return
    rt.events += 1
    for writer in rt.triggerers:
        in_hand = _event_in_hand(writer)
        if not in_hand and (not writer.in_play or not (writer.own_text_active or _face_down_site(writer))):
            continue
        for ability in writer.written:
            trig = ability.trigger
            if ability.kind != AbilityKind.TRIGGERED or trig is None or trig.on != on or (in_hand and not ability.optional):
                continue
            if not _fires(game, writer, ability, card, turn_of, by, combat) or not _declared(writer, trig, declarer):
                continue
            if not _done_by(writer, trig, by_players):
                continue
            if ability.condition is not None and not rt.holds(ability.condition, writer, writer):
                continue  # a requirement of the triggered effect not met when it triggers (26.0, 24.1)
            _fire(game, rt, writer, ability, card, rt.events)


def _declared(writer: Card, trig: Trigger, declarer: str | None) -> bool:
    """"An attack you declared": the attack's declarer (28.1) seen from the writer's controller."""
    if trig.declarer == Whose.ANY:
        return True
    return declarer is not None and (declarer == writer.controller) == (trig.declarer == Whose.YOU)


def _done_by(writer: Card, trig: Trigger, by_players: tuple[str, ...]) -> bool:
    """"Smoked by an opponent", "when you smoke ...": one of the players who smoked or burned
    the card (the controllers of the effect or of the damage's sources, 35.0, 29.4; the
    declarer burning a Site, 30.3.3) seen from the writer's controller. A card no player
    smoked fires neither."""
    if trig.by_player == Whose.ANY:
        return True
    return any((p == writer.controller) == (trig.by_player == Whose.YOU) for p in by_players)


def _event_in_hand(card: Card) -> bool:
    """An Event is played from its controller's hand (25.3): one whose play is triggered may be
    played when its trigger happens (25.1.1)."""
    return card.type == CardType.EVENT and card.zone == Zone.HAND


def _face_down_site(card: Card) -> bool:
    """A face-down Feng Shui Site may reveal itself to use a triggered effect (24.4, 26.1.2)."""
    return card.is_fss and card.face_down and card.text_active and not card.canceled


def _fires(game: Game, writer: Card, ability: WrittenAbility, card: Card | None,
           turn_of: str | None, by: Card | None = None, combat: bool = False) -> bool:
    trig = ability.trigger
    assert trig is not None
    if trig.on in BY_THIS_CARD:  # this card (a State's subject, 25.5) smoked or damaged `card`
        actor = by is not None and (by.id == writer.attached_to if trig.subject else by is writer)
        if not actor or by is None or card is None or (trig.combat and not combat):
            return False
        if trig.attack_target and not _my_target(game, by, card):
            return False
        return trig.card is None or matches(game.board, card, trig.card, writer)
    if trig.target is not None and not _attacks(game, card, trig.target, writer):
        return False
    if trig.onto_this_card and (card is None or card.attached_to != writer.id):
        return False  # "when a State is played on this card": its subject (25.5)
    if turn_of is not None and trig.whose_turn != Whose.ANY:
        mine = turn_of == writer.controller
        if mine != (trig.whose_turn == Whose.YOU):
            return False
    if trig.subject:  # a State's trigger on its subject (25.5)
        return card is not None and writer.attached_to == card.id
    if card is None or trig.any_card:
        return True
    if trig.card is None:
        return card is writer
    if trig.on in (On.ENTERS_PLAY, On.PLAYED) and card is writer:
        return False  # it entered play already: it cannot trigger itself (24.5.2)
    return matches(game.board, card, trig.card, writer)


def _my_target(game: Game, writer: Card, card: Card) -> bool:
    """Is `card` the target of `writer`'s attack (28.1; its own target once split, 28.4)?"""
    atk = game.attack
    mine = next((a for a in atk.attackers if a.card is writer), None) if atk is not None else None
    return atk is not None and mine is not None and atk.target_of(mine) is card


def _attacks(game: Game, card: Card | None, select: Selector, writer: Card) -> bool:
    """Did `card` turn to attack a target `select` picks (28.1; its own target once the attack
    was split, 28.4)?"""
    atk = game.attack
    mine = next((a for a in atk.attackers if a.card is card), None) if atk is not None and card is not None else None
    return atk is not None and mine is not None and matches(game.board, atk.target_of(mine), select, writer)


def _fire(game: Game, rt: Continuous, writer: Card, ability: WrittenAbility,
          card: Card | None, event: int) -> None:
    rt.fired += 1
    serial = game.scene.serial if game.scene is not None else game.scene_serial + 1
    fired = Fired(writer.handle(), writer, ability, writer.controller,
                  f"{writer.id}.{ability.index}.{rt.fired}",
                  card.handle() if card is not None else None, serial, event=event)
    assert ability.trigger is not None
    what = WHAT[ability.trigger.on]
    about = f"{card.title} {what}" if card is not None else what.capitalize()
    if ability.trigger.on in BY_THIS_CARD and card is not None:
        actor = game.board.cards.get(writer.attached_to or "") if ability.trigger.subject else writer
        about = f"{(actor or writer).title} {what} {card.title}"
    if ability.trigger.on in (On.ATTACK_SUCCEEDS, On.ATTACK_FAILS, On.END_OF_ATTACK) and card is not None:
        about = f"The attack on {card.title} {what}"
    if used_up(game, writer, ability):
        game.step(f"{about}: {writer.title}'s triggered ability does not trigger again: it is "
                  f"limited to once per turn.", R.USE_LIMIT + R.TRIGGERED)
        return
    if _event_in_hand(writer):
        rt.offers.append(fired)
        game.step(f"{about}: {writer.controller} may play {writer.title} from hand: its play is "
                  f"triggered by this (it is voluntary).", R.CARD_PLAYING_TIMING + R.PLAY_EVENT
                  + R.VOLUNTARY_TRIGGER + _when(ability.trigger.on))
        return
    if ability.optional or writer.face_down:
        rt.offers.append(fired)
        hidden = " (it is on a face-down Feng Shui Site, so it is voluntary: using it reveals the Site)"
        game.step(f"{about}: {writer.controller} may use {writer.title}'s triggered ability"
                  f"{hidden if writer.face_down else ' (it is voluntary)'}.",
                  R.TRIGGERED + R.VOLUNTARY_TRIGGER + _when(ability.trigger.on))
        return
    rt.queue.append(fired)
    own = card is writer or ability.trigger.subject  # not a trigger on another card smoked
    game.step(f"{about}: {writer.title}'s triggered ability triggers and must be generated"
              f"{_looked_back(ability.trigger) if ability.trigger.on == On.SMOKED and own else ''}.",
              R.TRIGGERED + R.MANDATORY_TRIGGER + _when(ability.trigger.on))
    count_use(game, writer, ability)


def _looked_back(trigger: Trigger) -> str:
    """Why a card smoked (or whose subject is smoked) still triggers (26.1.3)."""
    return f" (its text was active when {'its subject' if trigger.subject else 'it'} was smoked)"


def mark_not_cumulative(effect: Effect, fired: Fired) -> None:
    """A triggered effect of a Not Cumulative card that gives no continuous ability (49.4.2):
    of those that one event triggers on cards of the same title, only the first to resolve is
    effective. Continuous ones (`grant`) overlap instead (49.4, board.py)."""
    group = not_cumulative_group(fired.card)
    if group is not None and fired.ability is not None and effect.kind != K.GRANT:
        effect.data["not_cumulative"] = (fired.event, group, fired.ability.index)


def ineffective(game: Game, effect: Effect) -> bool:
    """Is `effect` a Not Cumulative triggered effect whose like has already resolved for the
    same event (49.4.2)? It resolves then, without effect (said in a step)."""
    key = effect.data.get("not_cumulative")
    if key is None:
        return False
    rt = _runtime(game)
    if key not in rt.effective:
        rt.effective.add(key)
        return False
    game.step(f"{effect.label}'s triggered effect resolves without effect: another card titled "
              f"{effect.label} is Not Cumulative with it, and only the first of these "
              f"triggered effects to resolve is effective.", R.NOT_CUMULATIVE_TRIGGERS)
    return True


def note_damaged(game: Game, card: Card, source: Card | None = None, combat: bool = False) -> None:
    """Damage was placed on `card` (29.0) by `source` (29.4); its triggers are noticed once the
    infliction is written down (`_drain`), so they follow the damage in the steps."""
    rt = _runtime(game)
    if rt.triggerers:
        rt.damaged.append(card.handle())
        if source is not None:
            rt.inflicted.append((card.handle(), source, combat))


def _drain(game: Game) -> None:
    note_inflicted(game)
    rt = _runtime(game)
    while rt.damaged:
        handle = rt.damaged.pop(0)
        if handle.live:
            notice(game, On.DAMAGED, handle.card)


def note_inflicted(game: Game) -> None:
    """Notice the sources of the damage just placed (29.4) inflicting it. Called before the
    cards it reduced to zero are smoked (smoking.py), so a source smoked by the same
    simultaneous damage still triggers: its text was active when it inflicted (26.1.3)."""
    rt = _runtime(game)
    while rt.inflicted:
        handle, source, combat = rt.inflicted.pop(0)
        notice(game, On.INFLICTS_DAMAGE, handle.card, by=source, combat=combat)


def note_smoked_by(game: Game, smoked: list[Card], damagers: Damagers) -> None:
    """`smoked` are about to be smoked by damage (20.1): the cards whose damage reduced them to
    zero smoke them. Noticed before any of them leaves play, so a card smoked at the same time
    as the one it smoked still triggers, its text active when it happened (26.1.3)."""
    if not _runtime(game).triggerers:
        return
    for card in smoked:
        for source, combat in damagers.get(card.id, ()):
            notice(game, On.SMOKES, card, by=source, combat=combat)


def note_reduced_by(game: Game, sites: list[Card], damagers: Damagers) -> None:
    """`sites` have their Body reduced to zero (30.3.3; by non-combat damage they are smoked,
    20.1): each card whose damage did it (29.4) reduces that Site's Body to zero. Noticed before
    the Site's fate is chosen or it is smoked, so every text is still active (26.1.3)."""
    if not _runtime(game).triggerers:
        return
    for site in sites:
        for source, combat in damagers.get(site.id, ()):
            notice(game, On.REDUCES_BODY, site, by=source, combat=combat)


def _when(on: On) -> tuple[RuleRef, ...]:
    return {On.ENTERS_PLAY: R.GENERATE_AND_TRIGGER, On.PLAYED: R.RESPONSE_TO_CARD_TYPE,
            On.SMOKED: R.TRIGGERS_ACTIVE, On.SMOKES: R.SMOKED_BY_DAMAGE + R.DAMAGE_SOURCE + R.TRIGGERS_ACTIVE,
            On.INFLICTS_DAMAGE: R.DAMAGE_SOURCE + R.TRIGGERS_ACTIVE,
            On.REDUCES_BODY: R.REDUCED_TO_ZERO + R.DAMAGE_SOURCE + R.TRIGGERS_ACTIVE,
            On.ENTERS_COMBAT: R.ENTER_COMBAT, On.ENTERS_COMBAT_WITH: R.ENTER_COMBAT, On.START_OF_TURN: R.START_OF_TURN,
            On.LEAVES_PLAY: R.TRIGGERS_ACTIVE, On.ATTACK_SUCCEEDS: R.SUCCESSFUL_ATTACK + R.END_OF_ATTACK_SCENE,
            On.ATTACK_FAILS: R.FAILED_ATTACK + R.END_OF_ATTACK_SCENE, On.END_OF_ATTACK: R.END_OF_ATTACK_SCENE,
            On.SACRIFICED: R.SACRIFICE, On.SEIZED: R.SEIZED + R.SEIZING,
            On.HEALED: R.HEALING, On.BURNED: R.REDUCED_TO_ZERO + R.BURN_FOR_VICTORY + R.BURN_FOR_POWER,
            On.TURNED: R.TURNING, On.FACEOFF_WON: R.FACEOFF_COMBAT, On.JOINS_ATTACK: R.JOINING}.get(on, ())


def has_queued(game: Game) -> bool:
    _drain(game)
    return bool(_runtime(game).queue)


def has_fired(game: Game) -> bool:
    """Has anything triggered since the last scene began: a mandatory effect to generate, or a
    voluntary one its controller may use (26.1.1, 26.1.2)? Combat Cleanup opens for either (30.4)."""
    return has_queued(game) or any(f.scene > game.scene_serial for f in _runtime(game).offers)


def flush(game: Game, scene: Scene) -> None:
    """Generate the queued triggered effects into `scene` (26.1.4), clockwise from the active
    player (23.3, 26.1.5)."""
    _drain(game)
    rt = _runtime(game)
    if not rt.queue:
        return
    seats = game.board.clockwise_after(game.active)
    order = seats[-1:] + seats[:-1]
    queued = sorted(rt.queue, key=lambda f: order.index(f.player) if f.player in order else 99)
    rt.queue.clear()

    if len(queued) > 1:
        game.step(f"{len(queued)} triggered effects are generated together, clockwise from the "
                  f"active player.", R.MULTIPLE_TRIGGERS + R.SCENE_PRIORITY)
    for fired in queued:
        try:
            game.hooks.generate_fired(game, scene, fired)
        except RuleViolation as violation:
            if fired.asked:
                raise
            game.step(f"{fired.card.title}'s triggered effect cannot be generated: "
                      f"{violation.reason}.", violation.rules + R.TRIGGERED)


def offered_in(game: Game, scene: Scene) -> bool:
    """Has a voluntary trigger happened in `scene` that its controller may still use there? One
    that happens as an effect resolves is added to the scene after that resolution (26.1.4)."""
    return any(f.scene == scene.serial for f in _runtime(game).offers)


def expire_offers(game: Game, scene: Scene) -> None:
    """A voluntary trigger not used in its scene is gone (26.1.4)."""
    rt = _runtime(game)
    rt.offers[:] = [f for f in rt.offers if f.scene > scene.serial]


def set_up_delayed(game: Game, parent_id: str, player: str, source: Card | None,
                   delayed: Delayed, targets: list[Handle]) -> None:
    """A resolved effect sets up its delayed part (26.4)."""
    rt = _runtime(game)
    card = source if source is not None else (targets[0].card if targets else None)
    if card is None:
        return
    rt.delayed.append(Fired(source.handle() if source is not None else None, card, None, player,
                            f"{parent_id}.then", targets[0] if targets else None, 0, delayed,
                            parent_id))
    game.step(f"It sets up a delayed effect for the end of the "
              f"{'turn' if delayed.at == On.END_OF_TURN else 'attack'}; being part of a resolved "
              f"effect, it can no longer be canceled.", R.DELAYED)


def time_comes(game: Game, at: On) -> None:
    """Queue the delayed effects set for the end of the attack or turn (26.4)."""
    rt = _runtime(game)
    due = [d for d in rt.delayed if d.delayed is not None and d.delayed.at == at]
    if not due:
        return
    rt.delayed[:] = [d for d in rt.delayed if d not in due]
    for fired in due:
        fired.scene = game.scene_serial + 1
        rt.queue.append(fired)
        game.step(f"The end of the {'turn' if at == On.END_OF_TURN else 'attack'} has come: the delayed "
                  f"effect set up by {fired.parent} triggers.", R.DELAYED)


def enter_combat(game: Game, pairs: list[tuple[Card, Card]]) -> None:
    """30.2: effects "when this card enters combat [with a Character]" are generated and resolved
    now, in the closed combat scene. Each card of a pair enters combat with the other."""
    for card in dict.fromkeys(c for pair in pairs for c in pair):
        notice(game, On.ENTERS_COMBAT, card)
    for one, other in pairs:
        notice(game, On.ENTERS_COMBAT_WITH, other, by=one)
        notice(game, On.ENTERS_COMBAT_WITH, one, by=other)
    _drain(game)
    rt = _runtime(game)
    if rt.queue or any(f.scene > game.scene_serial for f in rt.offers):

        game.step("Effects triggered by entering combat are generated and resolved in the "
                  "closed combat scene.", R.ENTER_COMBAT)
        game.hooks.window(game, Phase.COMBAT, closed=True)


def run_queued(game: Game, phase: Phase) -> None:
    """A closed scene for triggered effects where the procedure has none of its own."""
    if has_queued(game):

        game.hooks.window(game, phase, closed=True)


def combat_over(game: Game) -> None:
    """Combat is over once its cleanup scene resolves (30.4): "until the end of combat"
    effects end, as the delayed effect of 26.5 says."""

    cards = game.board.in_play()
    if any(g.duration == Duration.COMBAT for c in cards for g in c.grants) or any(
            g.duration == Duration.COMBAT for c in cards for g in c.control_returns) or any(
            c.blanked and c.blank_ends == Duration.COMBAT for c in cards):
        game.hooks.expire(game, Duration.COMBAT)


def carry_over(game: Game) -> None:
    """At the end of this turn, "until the end of the next turn" now means the coming turn's
    end (26.5): such effects last through this turn's end and expire with the next one."""
    changed = False
    for card in game.board.in_play():
        for grant in card.grants:
            if grant.duration == Duration.NEXT_TURN:
                grant.duration, changed = Duration.TURN, True
        for control in card.control_returns:
            if control.duration == Duration.NEXT_TURN:
                control.duration = Duration.TURN
        if card.blanked and card.blank_ends == Duration.NEXT_TURN:
            card.blank_ends, changed = Duration.TURN, True
    if changed:
        game.step("Effects lasting until the end of the next turn last through this one; they "
                  "will end with the next turn.", R.DURATION)
