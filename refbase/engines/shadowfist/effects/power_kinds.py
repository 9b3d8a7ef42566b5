"""The Power keywords (17.2): generate, gain, steal, give, lose; each its own kind.

The keywords are not interchangeable (17.2): "generate" happens only in the Power
Generation step of the Establishing Shot (17.2.1), so an effect that generates Power is
refused anywhere else. Stealing, giving and losing happen on resolution here; a player
may spend Power in response first, so no more than is left in the pool then can be
stolen or lost (17.2.6's tip).
"""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K

#: the phase name of the Establishing Shot's Power Generation step (22.2.2), when modelled
POWER_GENERATION = "power_generation"


def verify_generate(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Generating Power happens only during Power Generation (17.2.1)."""
    check(str(game.phase) == POWER_GENERATION, "cards that \"generate\" Power do so only in the "
          "Power Generation step of the Establishing Shot (give such a card its `power`: the "
          "step counts it); an effect that gives Power now uses \"gain\" (`gain_power`)",
          R.GENERATE_POWER + R.POWER_KEYWORDS)


def resolve_generate(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    amount = effect.request.amount or 0
    game.board.players[effect.player].power += amount
    game.step(f"{effect.label} resolves: {effect.player} generates {amount} Power.",
              R.GENERATE_POWER + R.RESOLVING)


def verify_other_player(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Stealing and giving name one other player (17.2.3, 17.2.4)."""
    rules = R.STEAL_POWER if a.effect == K.STEAL_POWER else R.GIVE_POWER
    check(len(a.players) == 1, f"a {a.effect} effect names exactly one player in `players`", rules)
    check(a.players[0] != a.player, f"{a.player} cannot {a.effect.split('_')[0]} Power "
          f"{'from' if a.effect == K.STEAL_POWER else 'to'} themself", rules)
    check(not game.board.players[a.players[0]].eliminated, f"{a.players[0]} is eliminated", rules)


def _less(asked: int, moved: int) -> str:
    return f" (only {moved} of the {asked} asked: that is all the pool held)" if moved < asked else ""


def resolve_steal(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """Take Power from another player's pool into yours (17.2.3)."""
    asked = effect.request.amount or 0
    victim = game.board.players[effect.request.players[0]]
    taken = min(asked, victim.power)
    victim.power -= taken
    game.board.players[effect.player].power += taken
    game.step(f"{effect.label} resolves: {effect.player} steals {taken} Power from "
              f"{victim.id}{_less(asked, taken)}.", R.STEAL_POWER + R.RESOLVING)


def resolve_give(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """Put Power from your pool into another player's (17.2.4)."""
    asked = effect.request.amount or 0
    giver = game.board.players[effect.player]
    given = min(asked, giver.power)
    giver.power -= given
    game.board.players[effect.request.players[0]].power += given
    game.step(f"{effect.label} resolves: {effect.player} gives {given} Power to "
              f"{effect.request.players[0]}{_less(asked, given)}.", R.GIVE_POWER + R.RESOLVING)


def resolve_lose(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """Each player named puts Power back into the reservoir; this is not paying (17.2.6)."""
    asked = effect.request.amount or 0
    for pid in effect.request.players or (effect.player,):
        player = game.board.players[pid]
        lost = min(asked, player.power)
        player.power -= lost
        game.step(f"{effect.label} resolves: {pid} loses {lost} Power (not paying it)"
                  f"{_less(asked, lost)}.", R.LOSE_POWER + R.RESOLVING)


def describe_power(game: Game, a: EffectAction) -> str:
    who = ", ".join(a.players) if a.players else a.player
    return {"steal_power": f"{a.player} steals {a.amount} Power from {who}",
            "give_power": f"{a.player} gives {a.amount} Power to {who}",
            "lose_power": f"{who} lose{'s' if len(a.players) <= 1 else ''} {a.amount} Power",
            "generate_power": f"{a.player} generates {a.amount} Power"}[a.effect]
