"""Playing cards from hand (25.0): timing, cost, placement on generation (24.5.1).

A Character's or Site's text is active as soon as it is placed; a State's or Edge's only
when its effect resolves (24.5.1). Placement the scenario leaves open is the player's
decision (25.4, 9.1.3.2: a `place` action, zones.choose_place) wherever there is a choice.
"""

from __future__ import annotations

from dataclasses import replace

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.checks.entering_checks import verify_state_subject
from refbase.engines.shadowfist.checks.play_timing import TIMING_RULES, final_site_exception, verify_play_timing
from refbase.engines.shadowfist.checks.resources import verify_resources
from refbase.engines.shadowfist.checks.restrictions import note_played, verify_restrictions
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.auction import check_unique_copies
from refbase.engines.shadowfist.mechanics.play_costs import cost_step_rules, cost_to_pay, note_cost, verify_origin
from refbase.engines.shadowfist.mechanics.smoking import recalculate
from refbase.engines.shadowfist.mechanics.zones import (
    add_site,
    asks_place,
    choose_place,
    enters_turned,
    enters_with_counters,
    legal_site_places,
    subject_control_rules,
)
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Play
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Pile, Row, Zone
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.written import On


def play_cost(game: Game, player: str, card: Card) -> int:
    """Printed cost; a Feng Shui Site without one costs one per FSS you have (25.7.2)."""
    if card.is_fss and card.cost is None:
        return game.board.fss_count(player)
    return card.cost or 0


def verify_subject(game: Game, a: Play, state: Card) -> Card:
    """A State needs a subject in play that may have it (25.5.1, 40.1, 49.10)."""
    return verify_state_subject(game, state, a.attached_to or "", R.PLAY_STATE, a.player)


def verify_play(game: Game, scene: Scene, a: Play) -> tuple[tuple[int, int, int], Card | None, bool]:
    """Every check of playing a card (25.0, 24.5.1) before anything changes: its cost, the
    State's subject, and whether only the final Site's exception allows it (4.3). The engine
    runs it as it takes a play; the legality query on the live game where a play would be taken."""
    board = game.board
    card = board.cards[a.card]
    check(not scene.closed, "cards cannot be played in a closed scene", R.CLOSED_SCENE)
    verify_origin(game, a.player, card, a.from_pile, a.permitted_by)
    verify_play_timing(game, a.player, card)
    verify_resources(game, a.player, card)
    verify_restrictions(game, a.player, card)
    paid = cost_to_pay(game, a.player, card, play_cost(game, a.player, card), a.x, a.reductions, onto=a.attached_to)
    cost = paid[0]
    player = board.players[a.player]
    check(player.power >= cost, f"{a.player} has {player.power} Power and {card.title} costs "
          f"{cost}", R.PLAY_REQUIREMENTS + R.PAY_POWER)
    subject = verify_subject(game, a, card) if card.type == CardType.STATE else None
    if card.is_site and a.column is not None and board.players[a.player].columns:
        check((a.column, a.row or Row.FRONT) in legal_site_places(game, a.player),
              "a Site can go only into an empty back row or a new column at the right",
              R.ADD_SUBSEQUENT_SITE)
    if card.is_character and a.column is not None:
        check(a.column <= len(player.columns), f"{a.player} has no column {a.column}", R.LOCATION)
    return paid, subject, card.is_fss and final_site_exception(game, a.player)


#: the step logged when only the final Site's exception allows the play (4.3)
FINAL_SITE_RULES = R.NO_SITES_EXCEPTION + R.FSS_PLAY_LIMIT + R.FINAL_SITE


def placement_rules(card: Card, a: Play) -> tuple[RuleRef, ...]:
    """What the step placing a played card cites (24.5.1, the card type's timing, 44.2, 9.1.3)."""
    return (R.PLACEMENT_ACTIVATION + TIMING_RULES[card.type] + (R.PLAY_FROM_SMOKED if a.from_pile == Pile.SMOKED else ())
            + (R.FSS_COST + R.FSS_FACE_DOWN if card.is_fss else ()))


def first_play_rules(game: Game, a: Play, paid: tuple[int, int, int], final: bool) -> tuple[RuleRef, ...]:
    """The rules of the first step a checked play logs: what is paid (X, a reduction), the final
    Site's exception, else its placement; none when its place is asked for first (25.4)."""
    card = game.board.cards[a.card]
    paying = cost_step_rules(card, paid, a.x)
    if paying is not None:
        return paying
    if final:
        return FINAL_SITE_RULES
    return () if asks_place(game, a.player, card, a.column) else placement_rules(card, a)


def generate_play(game: Game, scene: Scene, a: Play) -> None:
    """Play a card from hand: check, pay, place (24.5.1), then auctions (24.5.4)."""
    board = game.board
    card = board.cards[a.card]
    paid, subject, final = verify_play(game, scene, a)
    cost = paid[0]
    note_cost(game, a.player, card, paid, a.x)
    player = board.players[a.player]
    if final:
        game.step(f"{a.player} is one Feng Shui Site from victory, but no opponent has a Feng "
                  f"Shui Site in play: the final Site may be played.", FINAL_SITE_RULES)
    column, row = choose_place(game, a.player, card, a.column, a.row, TIMING_RULES[card.type])
    player.power -= cost
    note_played(game, a.player, card)
    _place(game, scene, replace(a, column=column, row=row), card, cost, subject)
    check_unique_copies(game, card, a.player, R.GENERATION_AUCTION)
    recalculate(game)


def _place(game: Game, scene: Scene, a: Play, card: Card, cost: int, subject: Card | None) -> None:
    board = game.board
    first_fss = card.is_fss and board.fss_count(a.player) == 0
    card.zone, card.controller = Zone.IN_PLAY, a.player
    card.entered_scene, card.turned, card.damage = scene.serial, False, 0
    card.entered_turn = game.turn_state.number
    card.text_active = card.is_character or card.is_site
    where = ""
    if card.is_character:
        card.location = board.home_location(a.player, a.column)
        where = f" at {board.describe(card.location)}"
    elif subject is not None:
        card.attached_to = subject.id
        if subject_control_rules(card):  # 49.6, 49.10, 49.11
            card.controller = subject.controller
        where = f" on {subject.title}"
    card.face_down = card.is_fss and card.cost is None
    origin = " from the smoked pile" if a.from_pile == Pile.SMOKED else ""
    announced = len(game.log.steps)
    game.step(f"{a.player} plays {card.title}{origin} (cost {cost}){where}"
              f"{', face down' if card.face_down else ''}.",
              placement_rules(card, a))
    if card.is_site:
        board.players[a.player].site_played = True
        add_site(game, a.player, card, a.column, a.row)
        game.log.settle(announced)  # the step's board shows the Site in its place
    enters_with_counters(game, card)
    enters_turned(game, card)
    if first_fss:
        board.players[a.player].power += 1
        game.step(f"{a.player} had no Feng Shui Site in play and gains 1 Power.", R.FIRST_FSS)
    effect = Effect(card.id, a.player, K.PLAY, card.title, a, card, card.type, [card.handle()])
    scene.stack.append(effect)
    scene.generated[card.id] = effect
    triggers.notice(game, On.PLAYED, card, turn_of=game.active)  # played from hand (25.0, 26.2.1)
    triggers.notice(game, On.ENTERS_PLAY, card)  # generated with it (24.5.2)
