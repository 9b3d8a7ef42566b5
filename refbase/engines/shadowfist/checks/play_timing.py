"""When a card may be played from hand (25.4-25.7): its own Main Shot, outside attacks for
all but States, one Site a turn, and the final Feng Shui Site's exception (4.3)."""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.text import with_article
from refbase.engines.shadowfist.model.vocabulary import CardType, Phase
from refbase.engines.shadowfist.model.written import AbilityKind

TIMING_RULES = {CardType.CHARACTER: R.PLAY_CHARACTER, CardType.EDGE: R.PLAY_EDGE,
           CardType.SITE: R.PLAY_SITE, CardType.FENG_SHUI_SITE: R.PLAY_SITE,
           CardType.STATE: R.PLAY_STATE}


def verify_play_timing(game: Game, player: str, card: Card) -> None:
    """Only in your Main Shot; Characters, Edges and Sites outside attacks (25.4-25.7). A State
    whose text says "Play on ... during any Main Shot" may be played in any player's (25.1.1:
    Chi Detachment's text breaks its timing restriction)."""
    rules = TIMING_RULES[card.type]
    if any_main_shot(card):
        check(not game.turn_over and game.phase != Phase.START_OF_TURN, f"{card.title} can be "
              f"played during any player's Main Shot, and no Main Shot is under way",
              rules + R.CARD_PLAYING_TIMING + R.MAIN_SHOT)
        return
    check(player == game.active and not game.turn_over, f"{card.title} can be played only "
          f"during its player's own Main Shot", rules)
    if card.type != CardType.STATE:
        kind = with_article(card.type.replace("_", " ").title())
        check(game.attack is None, f"{card.title} cannot be played during an attack: {kind} is "
              f"played only outside attacks", rules)
    if card.is_site:
        check(not game.board.players[player].site_played, f"{player} has already played a Site "
              f"this turn", R.PLAY_SITE)
    if card.is_fss:
        verify_fss_limit(game, player)


def final_site_exception(game: Game, player: str) -> bool:
    """One Feng Shui Site from victory: true if only the exception of 4.3 allows playing one."""
    board = game.board
    if board.victory_count(player) < board.goal - 1:
        return False
    opponents_have = any(board.fss_count(p) for p in board.opponents(player))
    check(not opponents_have, f"{player} is one Feng Shui Site from victory and opponents "
          f"control Feng Shui Sites: the final Site must be taken from an opponent",
          R.FSS_PLAY_LIMIT + R.FINAL_SITE + R.NO_SITES_EXCEPTION)
    return True


def verify_fss_limit(game: Game, player: str) -> None:
    """One FSS from victory, you may not play one unless no opponent has any (25.7.4, 4.3)."""
    final_site_exception(game, player)


def any_main_shot(card: Card) -> bool:
    """A State whose own "Play on ..." says "during any Main Shot" (25.1.1, 25.5)."""
    return card.type == CardType.STATE and any(
        w.kind == AbilityKind.PLAY_ON and w.any_main_shot for w in card.written)
