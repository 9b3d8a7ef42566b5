"""The Establishing Shot (22.2) and the passing of the turn to the next player (22.0).

The Establishing Shot is closed (22.2): only triggered effects and effects that say they can
be played in it (`"timing": "establishing_shot"`) are generated, in the start-of-turn scene
(22.2.1). Its steps run in order, each with the default the rules give when the player
decides nothing: Power is generated (22.2.2) unless a `skip_generation` foregoes it
(22.2.2.1); every turned card of the player unturns except those a `keep_turned` names for a
turn-and-maintain ability (22.2.3, 10.4); a `discard` puts one card, or any number if no
Power was generated this turn, into the toasted pile (22.2.4, 39.0); then the hand is filled
up to its size from the deck (22.2.5, 9.2.2.2). Cards listed in the `deck` zone are its top
cards (reloaded ones first, 43.0, then in the order listed); other drawn cards are counted, not
named. Drawing and discarding share piles.py with the effects that draw and discard.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

from refbase.engines.common import Candidate, RuleRef, RuleViolation, Standing
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.piles import deck_order
from refbase.engines.shadowfist.mechanics.smoking import recalculate
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import NO_UNTURN
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.continuous import Continuous
from refbase.engines.shadowfist.model.game import Game, check, next_is
from refbase.engines.shadowfist.model.records import Action, AnyAction, Discard, EffectAction, KeepTurned, SkipGeneration
from refbase.engines.shadowfist.model.vocabulary import Do, Keyword, ModifierKind, Phase, Timing, Zone
from refbase.engines.shadowfist.model.written import AbilityKind, On
from refbase.engines.shadowfist.procedure.scene import GENERATING, window

#: Where a card's own text may let it be played while the Establishing Shot is closed (22.2).
ESTABLISHING_TIMING = Timing.ESTABLISHING_SHOT
#: The decisions of the Establishing Shot's steps (22.2.2.1, 22.2.3, 22.2.4).
ESTABLISHING_DECISIONS = frozenset({Do.SKIP_GENERATION, Do.KEEP_TURNED, Do.DISCARD})


def begin_next_turn(game: Game) -> None:
    """The turn passes clockwise (22.0, 22.1); what lasted "this turn" starts afresh."""
    state = game.turn_state
    following = game.board.clockwise_after(game.active)[0]
    state.number += 1
    state.first_play = len(game.played)
    state.out_of_turn_open = False
    state.rings.clear()
    state.used.clear()
    game.active, game.turn_over = following, False
    for player in game.board.players.values():
        player.failed_attack = player.site_played = False
    recalculate(game)  # a bonus lasting "the turn it entered play" has ended with that turn (20.2)
    game.step(f"The turn passes to {following}, the next player clockwise: turn {state.number} "
              f"of the scenario.", R.THE_TURN + R.PLAYER_PRIORITY, Phase.START_OF_TURN)
    establishing_shot(game)


def establishing_shot(game: Game) -> None:
    """Steps 1-5 of the active player's Establishing Shot, then the Main Shot (22.2, 22.3)."""
    player, state = game.active, game.turn_state
    state.generated, state.skipped_generation, state.established = None, False, True
    with game.in_phase(Phase.START_OF_TURN):
        game.step(f"{player}'s Establishing Shot begins; it is closed: only triggered effects and "
                  f"effects that say they can be played in it are generated.",
                  R.ESTABLISHING_SHOT + R.CLOSED_SCENE)
        regenerate(game, player)
        triggers.notice(game, On.START_OF_TURN, turn_of=player)  # "at the start of your turn" (26.1)
        window(game, Phase.START_OF_TURN, closed=True, accepts=_allowed_in_establishing_shot)
        for step in (power_generation, unturn, discard, draw):
            _closed_point(game)
            step(game, player)
    game.phase = game.last_entered = Phase.MAIN_SHOT
    game.step(f"{player}'s Main Shot begins.", R.MAIN_SHOT)


def _closed_point(game: Game) -> None:
    """Effects the script places before a later decision of this Establishing Shot are generated
    in it: those allowed there start a closed scene, any other is illegal (22.2, 23.2)."""
    nxt = game.script.peek()
    if nxt is None or nxt.do not in GENERATING or not _decision_follows(game):
        return
    if _allowed_in_establishing_shot(nxt):
        window(game, Phase.START_OF_TURN, closed=True, accepts=_allowed_in_establishing_shot)
        return
    game.script.take()
    check(False, f"the Establishing Shot is closed: `{nxt.do}` by {nxt.player} is "
          f"neither triggered nor an effect that says it can be played during the Establishing "
          f"Shot (mark one that does with \"timing\": \"establishing_shot\")",
          R.ESTABLISHING_SHOT + R.CLOSED_SCENE)


def _decision_follows(game: Game) -> bool:
    """Does a decision of the Establishing Shot come before the script leaves effects?"""
    script = game.script
    for action in script.actions[script.position:]:
        if action.do in ESTABLISHING_DECISIONS:
            return True
        if action.do not in GENERATING and action.do != Do.PASS:
            return False
    return False


def _allowed_in_establishing_shot(action: Action) -> bool:
    return isinstance(action, EffectAction) and (action.triggered or action.timing == ESTABLISHING_TIMING)


def regenerate(game: Game, player: str) -> None:
    """At the start of its controller's turn a Regenerate card heals (22.2.1, 50.12)."""
    for card in game.board.in_play():
        removable = card.damage - card.corrupted
        # abilities last: they are the costly question, and most cards have no damage to heal
        if card.controller == player and removable > 0 and game.board.abilities(card).has(Keyword.REGENERATE):
            card.damage -= removable
            game.step(f"{player}'s turn starts: {card.title} regenerates and heals {removable} "
                      f"damage.", R.START_OF_TURN + R.REGENERATE + R.HEALING
                      + (R.CORRUPTED if card.corrupted else ()), Phase.START_OF_TURN)
            triggers.notice(game, On.HEALED, card)  # regenerating is healing (16.0)


# --- Step 2: Power generation ---------------------------------------------------------------


def generated_by(game: Game, card: Card) -> int:
    """Power a card generates (22.2.2): a face-up Site its Power score (8.8), a face-down Feng
    Shui Site one; another card the Power its text generates (17.2.1); plus its `power`
    modifiers (a continuous ability's, active while its condition holds, 10.2); at most its
    `power_reduced_to` ("Generates no Power while damaged": none, whatever adds to it)."""
    if card.is_fss and card.face_down:
        return 1
    more = sum(game.board.modifiers(card, ModifierKind.POWER))  # "Generates 1 Power while damaged"
    generated = card.power + more if card.is_site or card.own_text_active else 0
    caps = game.board.modifiers(card, ModifierKind.POWER_REDUCED_TO)
    return min([generated, *caps])


#: what the step foregoing Power generation cites (22.2.2.1)
SKIP_RULES = R.SKIP_GENERATION + R.POWER_GENERATION


def verify_skip_generation(game: Game, player: str, action: AnyAction) -> None:
    """Only the player whose Establishing Shot it is may forego its Power generation."""
    check(action.player == player, f"only {player}, whose Establishing Shot "
          f"it is, may forego its Power generation", R.SKIP_GENERATION)


def power_generation(game: Game, player: str) -> None:
    """Step 2 (22.2.2), or forego it to discard more than one card (22.2.2.1)."""
    state = game.turn_state
    game.script.expect(lambda: _standing(game, "Power generation", player, Do.SKIP_GENERATION, _decided(game, [
        (Candidate({"do": "skip_generation", "player": player},
                   f"{player} foregoes Power generation to discard more than one card",
                   rules=R.SKIP_GENERATION), SkipGeneration(player))],
        partial(verify_skip_generation, game, player), SKIP_RULES), R.POWER_GENERATION))
    if next_is(game.script, Do.SKIP_GENERATION):
        action = game.script.take()
        verify_skip_generation(game, player, action)
        state.skipped_generation, state.generated = True, 0
        game.step(f"{player} foregoes Power generation: no card generates Power for {player} in "
                  f"this Establishing Shot, and {player} may discard any number of cards.", SKIP_RULES)
        return
    sources = [(c, generated_by(game, c)) for c in game.board.in_play() if c.controller == player]
    sources = [(c, n) for c, n in sources if n > 0]
    total = sum(n for _, n in sources)
    state.generated = total
    game.board.players[player].power += total
    parts = ", ".join(f"{c.title}{' (face down)' if c.is_fss and c.face_down else ''} {n}"
                      for c, n in sources)
    texts = any(not c.is_site for c, _ in sources)
    game.step(f"{player} generates {total} Power" + (f": {parts}" if parts else ": no card of "
              f"{player}'s generates Power") + f"; {player} has "
              f"{game.board.players[player].power} Power.",
              R.POWER_GENERATION + R.POWER_SCORE + (R.GENERATE_POWER if texts else ()))


# --- Step 3: unturn ---------------------------------------------------------------------------


#: what keeping cards turned cites, whichever ability maintains them (22.2.3, 10.4)
KEEP_TURNED_RULES = R.UNTURN_STEP + R.TURN_AND_MAINTAIN


def verify_keep_turned(game: Game, player: str, turned: list[Card], action: AnyAction) -> list[Card]:
    """Only the player whose Establishing Shot it is keeps cards turned, and only its own turned
    cards (22.2.3): the cards kept. The engine checks this as it takes the decision, the
    legality query on the live game where one would be taken."""
    assert isinstance(action, KeepTurned)
    check(action.player == player, f"only {player} unturns cards in its Establishing Shot", R.UNTURN_STEP)
    kept = [game.board.cards[i] for i in action.cards]
    for card in kept:
        check(card in turned, f"{card.title} is not a turned card {player} controls, so there "
              f"is nothing to keep turned", R.UNTURN_STEP)
    return kept


def unturn(game: Game, player: str) -> None:
    """Step 3: all the player's turned cards unturn, except those kept turned (22.2.3, 10.4)
    and those whose text says they do not (6.0)."""
    turned = [c for c in game.board.in_play() if c.controller == player and c.turned]
    game.script.expect(lambda: _standing(game, "unturn", player, Do.KEEP_TURNED, _decided(game, [
        (Candidate({"do": "keep_turned", "player": player, "cards": [c.id]},
                   f"{player} keeps {c.title} turned", rules=KEEP_TURNED_RULES), KeepTurned(player, (c.id,)))
        for c in turned], partial(verify_keep_turned, game, player, turned), KEEP_TURNED_RULES), R.UNTURN_STEP))
    kept: list[Card] = []
    if next_is(game.script, Do.KEEP_TURNED):
        kept = verify_keep_turned(game, player, turned, game.script.take())
        written = [c for c in kept if _maintains(game, c)]
        unwritten = [c for c in kept if c not in written]
        if written:
            game.step(f"{player} keeps {_titles(written)} turned to maintain its turn-and-maintain "
                      f"ability.", KEEP_TURNED_RULES)
        if unwritten:
            game.step(f"{player} keeps {_titles(unwritten)} turned, for a turn-and-maintain effect the "
                      f"scenario does not write out (only such an effect allows it).", KEEP_TURNED_RULES)
    stuck = [c for c in turned if c not in kept and game.board.abilities(c).has(NO_UNTURN)]
    if stuck:
        one = len(stuck) == 1
        game.step(f"{_titles(stuck)} stay{'s' if one else ''} turned: {'it has' if one else 'they have'} "
                  f"\"Does not unturn during its controller's Establishing Shot\", and a card does what it says.",
                  R.TEXT_OVER_RULES[NO_UNTURN])
    unturned = [c for c in turned if c not in kept and c not in stuck]
    for card in unturned:
        card.turned = False
    if unturned:
        game.step(f"{player} unturns {_titles(unturned)}.", R.UNTURN_STEP + R.UNTURNING)
        recalculate(game)  # a maintained ability ends as soon as its card unturns (10.4)


def _maintains(game: Game, card: Card) -> bool:
    """The card has a written turn-and-maintain ability, or an effect it maintains (10.4)."""
    rt = game.board.extra
    maintained = isinstance(rt, Continuous) and any(m.source.card is card for m in rt.maintained)
    return maintained or any(a.kind == AbilityKind.TURN_AND_MAINTAIN for a in card.written)


# --- Step 4: discard --------------------------------------------------------------------------


def hand_count(game: Game, player: str) -> int:
    """Cards in the player's hand: those listed, and those the scenario only counts."""
    listed = sum(1 for c in game.board.cards.values() if c.zone == Zone.HAND and c.controller == player)
    return listed + game.board.players[player].unlisted_hand


def discard(game: Game, player: str) -> None:
    """Step 4: one card, or any number without Power generated this turn (22.2.4, 39.0)."""
    hand = [c for c in game.board.cards.values() if c.zone == Zone.HAND and c.controller == player]
    game.script.expect(lambda: _standing(game, "discard", player, Do.DISCARD, _decided(
        game, [(c, _discard_record(c.action)) for c in _discards(game, player, hand)],
        partial(verify_discard, game, player), DISCARD_RULES), R.DISCARD_STEP))
    if not next_is(game.script, Do.DISCARD):
        return
    action = game.script.take()
    assert isinstance(action, Discard)
    cards = verify_discard(game, player, action)
    for card in cards:
        card.zone = Zone.TOASTED
    game.board.players[player].unlisted_hand -= action.unlisted
    named = [c.title for c in cards] + ([f"{action.unlisted} unlisted card(s)"] if action.unlisted else [])
    game.step(f"{player} discards {', '.join(named) or 'nothing'} into the toasted pile (this is "
              f"not toasting).", DISCARD_RULES)


#: what the discard step's step cites (22.2.4, 39.0)
DISCARD_RULES = R.DISCARD_STEP + R.DISCARDING


def verify_discard(game: Game, player: str, action: AnyAction) -> list[Card]:
    """The discarded cards: the player's own, in hand; one card, or any number without Power
    generated this turn (22.2.4). Changes nothing."""
    assert isinstance(action, Discard)
    check(action.player == player, f"only {player} discards in its Establishing Shot",
          R.DISCARD_STEP)
    cards = [game.board.cards[i] for i in action.cards]
    for card in cards:
        check(card.zone == Zone.HAND and card.controller == player, f"{card.title} is not in "
              f"{player}'s hand", R.DISCARD_STEP)
    unlisted = game.board.players[player].unlisted_hand
    check(action.unlisted <= unlisted, f"{player} has only {unlisted} cards in hand besides those "
          f"the scenario lists", R.DISCARD_STEP)
    count = len(cards) + action.unlisted
    generated = game.turn_state.generated or 0
    most = 1 + extra_discards(game, player)
    check(count <= most or generated == 0, f"{player} generated {generated} Power this turn and may "
          f"discard only {'one card' if most == 1 else f'{most} cards'}", R.DISCARD_STEP + R.SKIP_GENERATION)
    return cards


def extra_discards(game: Game, player: str) -> int:
    """The more cards `player` may discard in its discard step, as its cards in play say ("You may
    discard an additional card during your Establishing Shot", 6.0 over 22.2.4)."""
    return sum(n for c in game.board.in_play() if c.controller == player
               for n in game.board.modifiers(c, ModifierKind.EXTRA_DISCARDS))


def _discard_record(action: dict[str, Any]) -> Discard:
    return Discard(action["player"], tuple(action["cards"]), action.get("unlisted", 0))


def _discards(game: Game, player: str, hand: list[Card]) -> list[Candidate]:
    """One card, listed or only counted; with no Power generated this turn, also the whole
    hand (22.2.4: "as many cards as you like"; the action names any other number)."""
    unlisted = game.board.players[player].unlisted_hand
    out = [Candidate({"do": "discard", "player": player, "cards": [c.id]},
                     f"{player} discards {c.title}", rules=R.DISCARD_STEP) for c in hand]
    if unlisted:
        out.append(Candidate({"do": "discard", "player": player, "cards": [], "unlisted": 1},
                             f"{player} discards 1 unlisted card", rules=R.DISCARD_STEP))
    if not (game.turn_state.generated or 0) and len(hand) + unlisted > 1:
        every: dict[str, object] = {"do": "discard", "player": player, "cards": [c.id for c in hand]}
        if unlisted:
            every["unlisted"] = unlisted
        # any number may go (`open`): offered as the whole hand
        out.append(Candidate(every, f"{player} discards the whole hand ({len(hand) + unlisted} cards): "
                             f"no Power was generated this turn", ("cards", "unlisted"),
                             rules=R.DISCARD_STEP + R.SKIP_GENERATION))
    return out


# --- Step 5: draw -----------------------------------------------------------------------------


def hand_size(game: Game, player: str) -> int:
    """The scenario's hand size plus or minus the abilities of the cards the player controls
    that modify "your hand size" (9.2.2.2); never below zero."""
    board = game.board
    bonus = sum(sum(board.modifiers(c, ModifierKind.HAND_SIZE)) for c in board.in_play() if c.controller == player)
    return max(0, board.players[player].hand_size + bonus)


def draw(game: Game, player: str) -> None:
    """Step 5: draw until the hand holds the hand size, if the deck allows (22.2.5, 9.2.2.2)."""
    seat = game.board.players[player]
    held = hand_count(game, player)
    size = hand_size(game, player)
    size_rules = R.HAND_SIZE + (R.DEFAULT_HAND_SIZE if size == 6 else ())
    if held >= size:
        game.step(f"{player} holds {held} cards, at least its hand size of {size}: "
                  f"{player} draws nothing.", R.DRAW_STEP + size_rules)
        return
    want = size - held
    top = deck_order(game.board, player)  # reloaded cards first (43.0)
    available = len(top) if seat.deck_size is None else seat.deck_size
    count = want if seat.deck_size is None else min(want, available)
    named = top[:count]
    for card in named:
        card.zone, card.controller = Zone.HAND, player
    seat.unlisted_hand += count - len(named)
    if seat.deck_size is not None:
        seat.deck_size -= count
    short = f" (its deck holds only {count})" if count < want else ""
    drawn = [c.title for c in named] + ([f"{count - len(named)} unlisted"] if count > len(named) else [])
    game.step(f"{player} holds {held} cards and its hand size is {size}: {player} draws "
              f"{count}{short}" + (f" ({', '.join(drawn)})" if drawn else "") + ".",
              R.DRAW_STEP + size_rules + (R.DECK if short else ()))


def _titles(cards: list[Card]) -> str:
    titles = [c.title for c in cards]
    return titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]


def decided_here(game: Game, action: AnyAction) -> bool:
    """Is an Establishing Shot decision appended now taken at this point, on this very game?
    Yes when every earlier point lets it pass untouched (`Game.reaches_untouched`)."""
    return game.reaches_untouched(action.do, action.player)


def _decided(game: Game, cands: list[tuple[Candidate, AnyAction]], verify: Callable[[AnyAction], object],
             rules: tuple[RuleRef, ...]) -> list[Candidate]:
    """The step's candidates decided by the checks the engine runs as it takes the decision
    (and the scenario's own loading checks), where it would be taken: refused ones dropped,
    accepted ones citing the step they log; elsewhere left to the legality query's trials."""
    out = []
    for cand, action in cands:
        if not decided_here(game, action):
            out.append(cand)
            continue
        if not game.loads_appended(action):
            continue
        try:
            if game.script.verify_taken is not None:
                game.script.verify_taken(action)
            verify(action)
        except RuleViolation:
            continue
        out.append(dataclasses.replace(cand, rules=cand.rules + rules, checked=True))
    return out


def _standing(game: Game, step: str, player: str, do: Do, cands: list[Candidate],
              rules: tuple[RuleRef, ...]) -> Standing:
    """A step of the Establishing Shot where the player may decide; no action takes the default.
    It takes a `do` action (by anyone: it refuses another player's); any other action goes on
    untouched to the next point, as from a join point."""
    return Standing(str(Phase.START_OF_TURN), f"Establishing Shot: {step}", player, None,
                    tuple(cands), rules, len(game.log.steps), frozenset({(str(do), None)}))
