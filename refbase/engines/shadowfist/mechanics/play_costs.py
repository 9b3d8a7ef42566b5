"""What playing a card costs: X (48.3) and cost reduction (37.0); and the effect that plays a
card (44.4), like "Turn: play a Character at -2 cost".

A card costing X is played for the X its player chooses (at least the minimum its text
gives, else 0, 48.0) and is considered to cost that X until it leaves play, even when the
cost was reduced (48.3); played at no cost, X is the minimum (48.3.1). Any number of
cost-reduction abilities (a card in play with a `cost_reduction` modifier, named in
`reductions`) combine with one effect that plays the card; two such effects cannot combine,
since only one can put the card into play: the other resolves too late (37.0). Reducing
the cost never changes the printed cost (37.0).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.shadowfist.checks.entering_checks import verify_state_subject
from refbase.engines.shadowfist.checks.play_timing import verify_play_timing
from refbase.engines.shadowfist.checks.resources import verify_resources
from refbase.engines.shadowfist.checks.restrictions import note_played, verify_restrictions
from refbase.engines.shadowfist.mechanics.entering import enter_play
from refbase.engines.shadowfist.mechanics.piles import chosen_in_pile, verify_in_pile
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import matches
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, ModifierKind, Pile, Restriction, Zone
from refbase.engines.shadowfist.model.written import AbilityKind


def value_of_x(card: Card, x: int | None) -> int:
    """The X chosen for a card costing X, checked against its minimum (48.0, 48.3)."""
    chosen = card.x_min if x is None else x
    check(chosen >= card.x_min, f"X must be at least {card.x_min} for {card.title}",
          R.VALUE_OF_X + R.COST_OF_X)
    return chosen


def ability_reduction(game: Game, player: str, reductions: tuple[str, ...], played: Card | None = None,
                      onto: str | None = None) -> int:
    """The cost-reduction abilities named: cards in play `player` controls with one (37.0) for
    the card `played` (a State: played onto the card `onto`)."""
    board, total = game.board, 0
    for card_id in reductions:
        card = board.cards[card_id]
        amounts = board.modifiers(card, ModifierKind.COST_REDUCTION) if card.in_play else []
        amounts += _for_the_card(game, card, played, onto) if card.in_play else []
        check(card.in_play and card.controller == player and bool(amounts),
              f"{card.title} gives {player} no cost-reduction ability in play"
              + (f" for {played.title}" if played is not None else ""), R.COST_REDUCTION)
        total += sum(amounts)
    return total


def reducers(game: Game, player: str, played: Card, onto: str | None = None) -> list[str]:
    """The cards in play `player` controls whose cost-reduction ability applies to `played`
    (37.0): those a play of it may name in `reductions`."""
    board = game.board
    return [c.id for c in board.in_play() if c.controller == player
            and (board.modifiers(c, ModifierKind.COST_REDUCTION) or _for_the_card(game, c, played, onto))]


def _for_the_card(game: Game, reducer: Card, played: Card | None, onto: str | None) -> list[int]:
    """The reductions `reducer`'s text gives only to cards that fit its `playing` selector, or
    to States played onto it (`onto_this_card`, 25.5), while its text is active (37.0)."""
    if played is None or not reducer.own_text_active:
        return []
    return [m.value for w in reducer.written if w.kind == AbilityKind.CONTINUOUS
            and (w.playing is not None or w.onto_this_card)
            and (w.playing is None or matches(game.board, played, w.playing, reducer))
            and (not w.onto_this_card or (played.type == CardType.STATE and onto == reducer.id))
            for m in w.modifiers if m.kind == ModifierKind.COST_REDUCTION]


def cost_increase(game: Game, played: Card) -> int:
    """What every player pays more to play `played`: the `cost_increase` of each card in play
    whose active text names such cards in `playing` ("The cost of all [d] Events is increased
    by 1", 6.0: the card says so; its printed cost is unchanged, 8.5)."""
    return sum(m.value for card in game.board.in_play() if card.own_text_active for w in card.written
               if w.kind == AbilityKind.CONTINUOUS and w.playing is not None
               and matches(game.board, played, w.playing, card)
               for m in w.modifiers if m.kind == ModifierKind.COST_INCREASE)


def reduced_cost(game: Game, player: str, card: Card, base: int, x: int | None,
                 reductions: tuple[str, ...], by_effect: int = 0, onto: str | None = None) -> int:
    """The Power to pay: X or the base cost, less the reductions; notes X on the card."""
    cost, base, cut = cost_to_pay(game, player, card, base, x, reductions, by_effect, onto)
    note_cost(game, player, card, (cost, base, cut), x)
    return cost


def cost_to_pay(game: Game, player: str, card: Card, base: int, x: int | None,
                reductions: tuple[str, ...], by_effect: int = 0, onto: str | None = None) -> tuple[int, int, int]:
    """The Power to pay, the cost before reductions (X for a card costing X, 48.3) and the
    reductions (checked, 37.0): nothing changes yet."""
    check(x is None or card.cost_is_x, f"{card.title} does not cost X", R.COST_OF_X)
    if card.cost_is_x:
        base = value_of_x(card, x)
    cut = by_effect + ability_reduction(game, player, reductions, card, onto)
    return max(0, base + cost_increase(game, card) - cut), base, cut


def note_cost(game: Game, player: str, card: Card, paid: tuple[int, int, int], x: int | None) -> None:
    """X is the card's cost until it leaves play (48.3); the steps say what is paid."""
    cost, base, cut = paid
    if card.cost_is_x:
        card.cost = base
        free = f"; played at no cost, X is its minimum, {card.x_min}" if x is None and cut else ""
        game.step(f"{card.title} costs X = {base}: it is considered to cost {base} until it leaves "
                  f"play, whatever reduces what is paid{free}.", _x_rules(x, cut))
    if cut:
        game.step(f"{card.title}'s cost is reduced by {cut}: {player} pays {cost} (its printed "
                  f"cost is unchanged).", R.COST_REDUCTION)
    elif cost > base:
        game.step(f"{card.title} costs {cost - base} more to play, as a card in play says: {player} "
                  f"pays {cost} (its printed cost is unchanged).", R.INCREASED_COST)


def _x_rules(x: int | None, cut: int) -> tuple[RuleRef, ...]:
    return R.COST_OF_X + R.VALUE_OF_X + (R.REDUCED_COST_OF_X if x is None and cut else ())


def cost_step_rules(card: Card, paid: tuple[int, int, int], x: int | None) -> tuple[RuleRef, ...] | None:
    """What the first step `note_cost` logs cites; None when it logs none."""
    cost, base, cut = paid
    if card.cost_is_x:
        return _x_rules(x, cut)
    return R.COST_REDUCTION if cut else R.INCREASED_COST if cost > base else None


# --- the effect that plays a card (37.0, 44.4) ------------------------------------------------


def verify_play_card(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """One card from your own hand that is played (not an Event), obeying its restrictions."""
    chosen = verify_in_pile(game, a, Zone.HAND, own=True)
    check(len(chosen) == 1, "an effect that plays a card plays one card", R.ENTER_PLAY_SEQUENCE)
    card = chosen[0]
    check(card.type != CardType.EVENT, f"{card.title} is an Event: play it with its own effect",
          R.PLAY_EVENT)
    check(not card.is_site, f"{card.title} is a Site: Sites are played with a `play` action, "
          f"which applies the rules for playing Sites", R.PLAY_SITE)
    verify_restrictions(game, a.player, card)
    verify_resources(game, a.player, card)  # playing by an effect is still playing (25.1, 18.1)
    if not a.waives_timing:  # the card type's timing holds unless the ability waives it (25.1.1)
        try:
            verify_play_timing(game, a.player, card)
        except RuleViolation as violation:
            raise RuleViolation(f"{violation.reason} (a card-playing ability that waives it says "
                                f"\"waives_timing\": true)", violation.rules + R.CARD_PLAYING_TIMING) from None
    if card.type == CardType.STATE:
        check(a.attached_to is not None, f"playing the State {card.title} needs `attached_to`",
              R.PLAY_STATE + R.VALID_SUBJECT)
        verify_state_subject(game, card, a.attached_to or "", R.PLAY_STATE, a.player)
    check(a.x is None or card.cost_is_x, f"{card.title} does not cost X", R.COST_OF_X)
    if card.cost_is_x:
        value_of_x(card, a.x)
    ability_reduction(game, a.player, a.reductions, card, a.attached_to)


def resolve_play_card(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """Pay the reduced cost and put the card into play; too late if it was played already."""
    a = effect.request
    still = chosen_in_pile(game, effect, Zone.HAND)
    if not still:
        game.step(f"{effect.label} resolves too late: the card was already played, so its cost "
                  f"reduction cannot combine with another effect that plays it.",
                  R.COST_REDUCTION + R.RESOLVING)
        return
    card = still[0]
    cost = reduced_cost(game, effect.player, card, card.cost or 0, a.x, a.reductions, a.reduction, a.attached_to)
    player = game.board.players[effect.player]
    if player.power < cost:
        game.step(f"{effect.player} has {player.power} Power and cannot pay {cost}: "
                  f"{card.title} is not played.", R.PAY_POWER + R.PLAY_REQUIREMENTS)
        return
    player.power -= cost
    note_played(game, effect.player, card)
    enter_play(game, scene, card, effect.player, a, f"{effect.label} resolves and {effect.player} "
               f"plays {card.title} for {cost} Power", R.PLAY_REQUIREMENTS + R.RESOLVING)


def describe_play_card(game: Game, a: EffectAction) -> str:
    cut = f" at -{a.reduction} cost" if a.reduction else ""
    return f"play {', '.join(game.name(t) for t in a.targets)}{cut}"


# --- playing from the smoked pile (44.2) ---------------------------------------------------------


def verify_smoked_event(game: Game, a: EffectAction, source: Card | None, power: int) -> int:
    """An Event played from the smoked pile: a card permits it; its cost is paid and its play
    restrictions obeyed as from hand (44.2). Returns the Power to pay in all."""
    if a.from_pile != Pile.SMOKED:
        return power
    check(source is not None and source.type == CardType.EVENT, f"{a.card} is not an Event: "
          f"other cards are played from the smoked pile with a `play` action", R.PLAY_FROM_SMOKED)
    assert source is not None
    verify_origin(game, a.player, source, Pile.SMOKED, a.permitted_by)
    verify_restrictions(game, a.player, source)
    verify_replay(game, a.player, source)
    verify_resources(game, a.player, source)
    total = power + (source.cost or 0) + cost_increase(game, source)
    have = game.board.players[a.player].power
    check(have >= total, f"{a.player} has {have} Power and cannot pay {total}",
          R.PLAY_FROM_SMOKED + R.PAY_POWER)
    return total


def verify_replay(game: Game, player: str, card: Card) -> None:
    """The same card played again from the smoked pile counts as an earlier play of it:
    One-Shot once per game (49.5), a Limited Event once per turn (49.2)."""
    ever = any(p == player and c is card for p, c in game.played)
    this_turn = any(p == player and c is card for p, c in game.played[game.turn_state.first_play:])
    check(not (ever and card.has_restriction(Restriction.ONE_SHOT)), f"{player} has already played the "
          f"One-Shot {card.title}", R.ONE_SHOT)
    check(not (this_turn and card.has_restriction(Restriction.LIMITED)), f"{player} has already played the "
          f"Limited Event {card.title} this turn", R.LIMITED)


def note_smoked_event(game: Game, a: EffectAction, source: Card | None) -> None:
    """The Event is played (it counts for Limited and One-Shot) and goes back to the smoked
    pile, or the toasted pile if it has Toast It (24.5.1, 49.7)."""
    if a.from_pile != Pile.SMOKED or source is None:
        return
    note_played(game, a.player, source)
    toast = source.has_restriction(Restriction.TOAST_IT)
    if toast:
        source.zone = Zone.TOASTED
        source.incarnation += 1
    game.step(f"{a.player} plays {source.title} from the smoked pile, paying its cost"
              f"{'; it has Toast It and goes to the toasted pile' if toast else ''}.",
              R.PLAY_FROM_SMOKED + (R.TOAST_IT if toast else ()))


def verify_origin(game: Game, player: str, card: Card, from_pile: Pile, permitted_by: str | None) -> None:
    """From your hand; or from your smoked pile when a card allows it (44.2)."""
    if from_pile == Pile.HAND:
        check(card.zone == Zone.HAND and card.controller == player,
              f"{card.title} is not in {player}'s hand", R.PLAY_REQUIREMENTS)
        return
    check(card.zone == Zone.SMOKED and card.owner == player, f"{card.title} is not in "
          f"{player}'s smoked pile", R.PLAY_FROM_SMOKED)
    allower = game.board.cards.get(permitted_by or "")
    check(allower is not None and (allower is card or (
        allower.in_play and allower.controller == player and allower.own_text_active)),
          f"playing {card.title} from the smoked pile needs `permitted_by`: the card itself or "
          f"a card {player} controls in play that permits it", R.PLAY_FROM_SMOKED)
    card.controller = player
