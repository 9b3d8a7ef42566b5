"""Generating effects (24.5): checks, costs, targets, and placing the effect on the stack.

Every check is a `verify_*` function raising `RuleViolation`. Choices are fixed here, on
generation (24.2): targets are remembered with their incarnation so an effect aimed at a
card that left play does not affect it when it comes back (24.1.3.3).
"""

from __future__ import annotations

from typing import NamedTuple

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.shadowfist.checks.resources import verify_resources
from refbase.engines.shadowfist.checks.restrictions import note_played, verify_restrictions
from refbase.engines.shadowfist.effects import effect_kinds
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.auction import check_unique_copies
from refbase.engines.shadowfist.mechanics.damage import place, receiving_side
from refbase.engines.shadowfist.mechanics.moving import generate_move, generate_stealth
from refbase.engines.shadowfist.mechanics.play_costs import cost_increase, note_smoked_event, verify_smoked_event
from refbase.engines.shadowfist.mechanics.playing import generate_play
from refbase.engines.shadowfist.mechanics.smoking import recalculate, smoke_reduced
from refbase.engines.shadowfist.mechanics.zones import leave_play
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import UNSACRIFICEABLE, parse_ability
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.continuous import of_game
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import immune, immunity_words
from refbase.engines.shadowfist.model.records import Action, EffectAction, Move, Play, Use, UseStealth
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Phase, Pile, Restriction, Timing, Zone
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.written import On


def generate(game: Game, scene: Scene, action: Action) -> None:
    """Generate one action's effect into `scene`."""
    if isinstance(action, EffectAction):
        generate_effect(game, scene, action)
    elif isinstance(action, Play):
        generate_play(game, scene, action)
    elif isinstance(action, Move):
        generate_move(game, scene, action)
    elif isinstance(action, UseStealth):
        generate_stealth(game, scene, action)
    elif isinstance(action, Use):

        game.hooks.generate_use(game, scene, action)


#: The closed scene an effect's `timing` explicitly allows it in (22.2, 31.3).
TIMING_PHASES = {Timing.ESTABLISHING_SHOT: Phase.START_OF_TURN, Timing.AUCTION: Phase.AUCTION}


def verify_scene_allows(scene: Scene, action: EffectAction) -> None:
    """Closed scenes take only triggered effects, explicit responses and cancels (23.2), and
    effects whose text makes them explicitly legal there (`timing`)."""
    explicit = action.timing is not None and TIMING_PHASES[action.timing] == scene.phase
    if scene.closed and not (action.triggered or action.effect == K.CANCEL or explicit):
        raise RuleViolation(f"the {scene.phase.replace('_', ' ')} scene is closed: only triggered effects, "
                            f"explicit responses and cancels can be generated in it (mark a triggered effect "
                            f"with \"triggered\": true)", R.CLOSED_SCENE)


def verify_source(game: Game, a: EffectAction) -> tuple[Card | None, CardType | None]:
    """The card generating the effect, and its type; you use only cards you control (35.0)."""
    card = game.board.cards.get(a.card)
    if card is None:
        return None, CardType(a.source_type) if a.source_type else None
    if card.in_play:
        check(card.controller == a.player, f"{a.player} does not control {card.title}; a player "
              f"generates effects only from cards they control", R.CONTROL)
        check(card.text_active, f"{card.title} has not resolved yet: its text is not active",
              R.PLACEMENT_ACTIVATION)
    elif card.zone == Zone.HAND:
        check(card.controller == a.player, f"{card.title} is not in {a.player}'s hand", R.PLAY_EVENT)
        check(card.type == CardType.EVENT, f"{card.title} is a {card.type.replace('_', ' ')}: put it "
              f"into play with a `play` action", R.PLAY_REQUIREMENTS)
        verify_restrictions(game, a.player, card)
        verify_resources(game, a.player, card)
    else:
        check(card.zone == Zone.SMOKED and card.controller == a.player,
              f"{card.title} is not in play (zone {card.zone}) and cannot generate effects",
              R.INACTIVE_OUT_OF_PLAY)
    return card, card.type


def verify_cost(game: Game, scene: Scene, a: EffectAction, source: Card | None) -> int:
    """Costs (24.1.4): turning, Power, sacrifice; returns the Power to pay."""
    board = game.board
    for turned in (a.cost.turn, a.cost.turn_other):
        if turned is not None:
            verify_can_turn(game, scene, board.cards[turned], a.player)
    if a.cost.sacrifice is not None:
        card = board.cards[a.cost.sacrifice]
        check(card.in_play and card.controller == a.player,
              f"{a.player} can sacrifice only a card they control in play", R.SACRIFICE)
        check(not board.abilities(card).has(UNSACRIFICEABLE), f"{card.title} cannot be sacrificed: its "
              f"text keeps it from being chosen", R.SACRIFICE_IMMUNITY)
        kind = source.type if source is not None else a.source_type  # 45.2: immunity bars the choice
        check(not immune(board, card, source, kind), f"{card.title} is immune to "
              f"{immunity_words(board, a.card, kind)} and cannot be chosen to sacrifice for it",
              R.SACRIFICE_IMMUNITY + R.IMMUNITY)
    if a.cost.discard is not None:
        held = board.cards[a.cost.discard]
        check(held.zone == Zone.HAND and held.controller == a.player and held is not source,
              f"{a.player} can discard only another card in its hand", R.EFFECT_COST + R.DISCARDING)
    if a.cost.toast is not None:
        _verify_toast(board.cards[a.cost.toast], a.player, source)
    if a.cost.counters:
        _verify_counters(game, a.cost.counters, source)
    if a.cost.damage_self:
        check(source is not None and source.in_play and (source.is_character or source.is_site),
              f"{a.card} must be a Character or Site in play to inflict damage on itself as a cost",
              R.EFFECT_COST + R.NON_COMBAT_DAMAGE)
    power = a.cost.power + a.cost.give_power  # Power given comes from the same pool (17.2.4)
    if source is not None and source.zone == Zone.HAND:
        power += (source.cost or 0) + cost_increase(game, source)  # an Event played from hand
    if board.players[a.player].power < power:  # worded only when refused: asked of every candidate effect
        raise RuleViolation(f"{a.player} has {board.players[a.player].power} Power and cannot pay {power}",
                            R.EFFECT_COST + R.PAY_POWER)
    return power


def verify_can_turn(game: Game, scene: Scene, card: Card, player: str) -> None:
    """A card turns only if in play, controlled, unturned (21.0) and not just entered (25.2)."""
    check(card.in_play and card.controller == player,
          f"{player} can turn only a card they control in play", R.EFFECT_COST)
    check(not card.turned, f"{card.title} is already turned and cannot turn again", R.TURNING)
    check(card.entered_scene != scene.serial, f"{card.title} entered play in this scene and "
          f"cannot turn to pay a cost until it resolves", R.TURNING_WHILE_ENTERING)


def verify_targets(game: Game, scene: Scene, a: EffectAction,
                   source_type: CardType | None) -> list[Card]:
    """Chosen cards must be in play (24.1.3.2) and not immune to the effect (40.0); then the
    kind's own checks (effect_kinds.py)."""
    kind = effect_kinds.KINDS[a.effect]
    cards: list[Card] = []
    if kind.aim == effect_kinds.Aim.CARDS:
        board = game.board
        cards = [board.cards[t] for t in a.targets]
        for card in cards:  # worded only when refused: asked of every candidate effect
            if not card.in_play:
                raise RuleViolation(f"{card.title} is not in play and cannot be chosen", R.LEGAL_CHOICES)
            if immune(board, card, board.cards.get(a.card), source_type):
                raise RuleViolation(f"{card.title} is immune to {immunity_words(board, a.card, source_type)} "
                                    f"and cannot be chosen", R.IMMUNITY + R.STILL_RESOLVES)
    if kind.verify is not None:
        kind.verify(game, scene, a, cards)
    return cards


def is_turn_to_heal(a: EffectAction) -> bool:
    """A Character turning to heal itself: the innate ability of 10.3.2."""
    return a.effect == K.HEAL and a.cost.turn == a.card and a.targets == (a.card,)


def verify_turn_to_heal(game: Game, a: EffectAction) -> None:
    """"Turn during your Main Shot :: Heal this card" (10.3.2): your own turn, a Character."""
    card = game.board.cards.get(a.card)
    check(card is not None and card.is_character, f"{a.card} is not a Character: only "
          f"Characters have the innate ability to turn to heal", R.TURN_TO_HEAL)
    check(a.player == game.active and not game.turn_over, f"{a.player} can turn a Character to "
          f"heal it only during its own Main Shot ({game.active}'s turn now)",
          R.TURN_TO_HEAL + R.MAIN_SHOT)
    check(a.amount is None, "turning to heal heals all damage: give no amount", R.TURN_TO_HEAL)
    assert card is not None
    check(not game.board.abilities(card).has("cannot turn to heal"), f"{card.title} cannot turn to heal "
          f"(other effects may still heal it)", R.CANNOT_TURN_TO_HEAL + R.TURN_TO_HEAL)


class Checked(NamedTuple):
    """What generating an effect was checked to use: its source card and type, the Power to
    pay, the chosen cards."""

    source: Card | None
    source_type: CardType | None
    power: int
    targets: list[Card]


def verify_generation(game: Game, scene: Scene, a: EffectAction) -> Checked:
    """Every check of generating `a` into `scene`, in order, changing nothing (raises
    RuleViolation): the scene (23.2), turning to heal (10.3.2), the source (35.0), the cost
    (24.1.4, 44.2), the targets (24.1.3.2, 40.0, the kind's own). `generate_effect` runs it,
    and the legality query asks it on the live game where the script stops."""
    verify_scene_allows(scene, a)
    if is_turn_to_heal(a):
        verify_turn_to_heal(game, a)
    source, source_type = verify_source(game, a)
    power = verify_smoked_event(game, a, source, verify_cost(game, scene, a, source))
    return Checked(source, source_type, power, verify_targets(game, scene, a, source_type))


def generate_effect(game: Game, scene: Scene, a: EffectAction, checked: Checked | None = None) -> None:
    """Check (`checked`: already checked by `verify_generation`), pay for and place one
    `effect` action on the stack (24.5)."""
    source, source_type, power, targets = checked if checked is not None else verify_generation(game, scene, a)
    label = source.title if source is not None else a.card
    if source is not None and source.in_play and source.face_down:
        source.face_down = False
        game.step(f"{a.player} reveals {source.title} to use its effect.", R.VOLUNTARY_REVEAL)
        triggers.notice(game, On.REVEALED, source)
        check_unique_copies(game, source, a.player, R.VOLUNTARY_REVEAL)
        if not source.in_play:
            game.step(f"{source.title} was canceled in the auction: its effect is not generated.",
                      R.UNIQUENESS_AUCTION + R.CANCELING)
            return
    played = source if source is not None and source.zone == Zone.HAND else None
    _pay(game, scene, a, power, source)
    note_smoked_event(game, a, source)
    effect = Effect(a.id, a.player, a.effect, label, a, source, source_type,
                    [t.handle() for t in targets])
    if a.effect == K.GRANT:
        effect.data["abilities"] = tuple(parse_ability(x) for x in a.abilities)
    on_generate = effect_kinds.KINDS[a.effect].on_generate
    if on_generate is not None:
        on_generate(game, scene, effect)
    scene.stack.append(effect)
    scene.generated[a.id] = effect
    if is_turn_to_heal(a):
        game.step(f"{a.player} uses {label}'s innate ability to turn and heal itself (generated).",
                  R.TURN_TO_HEAL + R.GENERATION)
    else:
        verb = "plays" if source_type == CardType.EVENT else "uses"
        game.step(f"{a.player} {verb} {label}: {effect_kinds.describe_effect(game, a)} (generated).",
                  R.GENERATION + (R.PLAY_EVENT if source_type == CardType.EVENT else ()))
    if played is not None:
        triggers.notice(game, On.PLAYED, played, turn_of=game.active)  # "when ... plays an Event" (26.2.1)
    recalculate(game, R.GENERATION_RECALCULATION)  # paying may switch abilities off (24.5.5)


def first_generation_rules(game: Game, a: EffectAction, checked: Checked) -> tuple[RuleRef, ...] | None:
    """The rules of the first step `generate_effect` logs for a checked effect: a face-down
    source revealed (24.4), its costs paid (`_pay`, 24.1.4), else its generation (what a kind
    fixes as it is generated logs nothing); None when that is not known before it happens."""
    source, source_type, power, _ = checked
    if source is not None and source.in_play and source.face_down:
        return R.VOLUNTARY_REVEAL
    if a.cost.turn is not None:
        return R.EFFECT_COST + R.TURNING
    if a.cost.give_power:
        return R.EFFECT_COST + R.GIVE_POWER
    if power:
        return R.PAY_POWER
    if a.cost.counters:
        return R.EFFECT_COST + R.COUNTERS
    if a.cost.damage_self:
        return None  # reduced as it lands: known when it happens
    if a.cost.discard is not None:
        return R.EFFECT_COST + R.DISCARDING
    if a.cost.toast is not None:  # from play, it leaves play as toasted: known when it happens
        return None
    if a.cost.sacrifice is not None or a.from_pile == Pile.SMOKED:
        return None
    if source is not None and source.zone == Zone.HAND:
        return R.PLAY_EVENT + (R.TOAST_IT if source.has_restriction(Restriction.TOAST_IT) else ())
    if is_turn_to_heal(a):
        return R.TURN_TO_HEAL + R.GENERATION
    return R.GENERATION + (R.PLAY_EVENT if source_type == CardType.EVENT else ())


def _verify_toast(card: Card, player: str, source: Card | None) -> None:
    """A cost toasts a card its player controls in play, or one in its own smoked pile (46.0,
    9.2.1); an Event being played is in no such place."""
    here = card.in_play and card.controller == player or card.zone == Zone.SMOKED and card.owner == player
    check(here and card is not source, f"{player} can toast only a card they control in play or have in "
          f"their smoked pile to pay a cost ({card.title} is in the {card.zone})", R.EFFECT_COST + R.TOASTING)


def _verify_counters(game: Game, n: int, source: Card | None) -> None:
    """"Remove a counter ::" is paid with counters on the card itself (10.5, 24.1.4): a cost
    that cannot be paid in full cannot be paid at all."""
    held = of_game(game).counters_on(source) if source is not None and source.in_play else 0
    check(held >= n, f"{source.title if source is not None else 'the card'} has {held} counter(s) "
          f"and cannot remove {n} to pay the cost", R.EFFECT_COST + R.COUNTERS)


def _pay_counters(game: Game, n: int, source: Card) -> None:
    left = of_game(game).add_counters(source, -n)
    game.step(f"{n} counter{'s' if n != 1 else ''} removed from {source.title} to pay the cost "
              f"({left} left).", R.EFFECT_COST + R.COUNTERS)


def _pay_damage(game: Game, n: int, source: Card, player: str) -> None:
    """"Inflict 1 damage on this card ::": the card is the source of non-combat damage on itself
    (29.2, 29.4), placed as the cost is paid (24.1.4) and reduced as any damage is (29.7): there is
    no effect to redirect; reduced to zero, the card is smoked before its effect resolves (20.1)."""
    landed = receiving_side(game.board, source, n, False, source)
    place(game, source, landed.amount, False, source)
    game.step(f"{player} inflicts {n} non-combat damage on {source.title} to pay the cost of its "
              f"effect{landed.note}.", R.EFFECT_COST + R.NON_COMBAT_DAMAGE + landed.rules)
    smoke_reduced(game, [source], R.EFFECT_COST, (),
                  {source.id: [(source, False)]} if landed.amount else None, player=player)


def _pay(game: Game, scene: Scene, a: EffectAction, power: int, source: Card | None) -> None:
    board = game.board
    for turned in (a.cost.turn, a.cost.turn_other):
        if turned is not None:
            card = board.cards[turned]
            card.turned = True
            label = a.card if source is None else source.title
            game.step(f"{a.player} turns {card.title} to pay the cost of {label}'s effect.",
                      R.EFFECT_COST + R.TURNING)
            triggers.notice(game, On.TURNED, card, by_players=(a.player,))
    if a.cost.give_power and a.cost.give_to is not None:
        power -= a.cost.give_power
        board.players[a.player].power -= a.cost.give_power
        board.players[a.cost.give_to].power += a.cost.give_power
        game.step(f"{a.player} gives {a.cost.give_power} Power to {a.cost.give_to} to pay the cost.",
                  R.EFFECT_COST + R.GIVE_POWER)
    if power:
        board.players[a.player].power -= power
        game.step(f"{a.player} pays {power} Power.", R.PAY_POWER)
    if a.cost.counters and source is not None:
        _pay_counters(game, a.cost.counters, source)
    if a.cost.damage_self and source is not None:
        _pay_damage(game, a.cost.damage_self, source, a.player)
    if a.cost.discard is not None:
        held = board.cards[a.cost.discard]
        held.zone = Zone.TOASTED
        game.step(f"{a.player} discards {held.title} into the toasted pile to pay the cost (this is not "
                  f"toasting).", R.EFFECT_COST + R.DISCARDING)
    if a.cost.toast is not None:
        _pay_toast(game, board.cards[a.cost.toast], a.player)
    if a.cost.sacrifice is not None:
        leave_play(game, board.cards[a.cost.sacrifice], Zone.SMOKED,
                   f"{a.player} sacrifices {board.cards[a.cost.sacrifice].title} (not smoking)",
                   R.SACRIFICE)
    if source is not None and source.zone == Zone.HAND:
        note_played(game, a.player, source)
        zone = Zone.TOASTED if source.has_restriction(Restriction.TOAST_IT) else Zone.SMOKED
        source.zone = zone
        source.controller = source.owner
        game.step(f"{source.title} goes to {source.owner}'s {zone} pile as it is played "
                  f"(this is not smoking it).", R.PLAY_EVENT + (R.TOAST_IT if zone == Zone.TOASTED else ()))


def _pay_toast(game: Game, card: Card, player: str) -> None:
    """Toasting pays the cost: the card goes to its owner's toasted pile, out of the game (46.0)."""
    if card.in_play:
        leave_play(game, card, Zone.TOASTED, f"{player} toasts {card.title} to pay the cost", R.EFFECT_COST + R.TOASTING)
        return
    card.zone = Zone.TOASTED
    game.step(f"{player} toasts {card.title} from their smoked pile to pay the cost: it goes to "
              f"{card.owner}'s toasted pile.", R.EFFECT_COST + R.TOASTING)
