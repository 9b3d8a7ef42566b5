"""When a card may be played from hand (25.4-25.7): its own Main Shot, outside attacks for
all but States, one Site a turn, and the final Feng Shui Site's exception (4.3)."""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import matches
from refbase.engines.shadowfist.model.text import with_article
from refbase.engines.shadowfist.model.vocabulary import CardType, Phase
from refbase.engines.shadowfist.model.written import AbilityKind

TIMING_RULES = {CardType.CHARACTER: R.PLAY_CHARACTER, CardType.EDGE: R.PLAY_EDGE,
           CardType.SITE: R.PLAY_SITE, CardType.FENG_SHUI_SITE: R.PLAY_SITE,
           CardType.STATE: R.PLAY_STATE}


def verify_play_timing(game: Game, player: str, card: Card) -> None:
    """Only in your Main Shot; Characters, Edges and Sites outside attacks (25.4-25.7). A State
    whose text says "Play on ... during any Main Shot" may be played in any player's (25.1.1:
    Chi Detachment's text breaks its timing restriction); so may another card whose text says
    "Can be played during an opponent's turn", still outside attacks (`any_players_main_shot`)."""
    rules = TIMING_RULES[card.type]
    if any_main_shot(card) or (card.type == CardType.STATE and permitting(game, player, card)):
        check(not game.turn_over and game.phase != Phase.START_OF_TURN, f"{card.title} can be "
              f"played during any player's Main Shot, and no Main Shot is under way",
              rules + R.CARD_PLAYING_TIMING + R.MAIN_SHOT)
        return
    permitted = any_players_main_shot(card) or permitting(game, player, card)
    if permitted:  # its text breaks only "your Main Shot" (25.1.1, 6.0)
        check(not game.turn_over and game.phase != Phase.START_OF_TURN, f"{card.title} can be played "
              f"during any player's Main Shot, and no Main Shot is under way",
              rules + OUT_OF_TURN_RULES + R.MAIN_SHOT)
    else:
        check(player == game.active and not game.turn_over, f"{card.title} can be played only "
              f"during its player's own Main Shot", rules)
    if card.type != CardType.STATE:
        kind = with_article(card.type.replace("_", " ").title())
        leave = " (its text lets it be played in any player's Main Shot, not during an attack)" if permitted else ""
        check(game.attack is None, f"{card.title} cannot be played during an attack: {kind} is "
              f"played only outside attacks{leave}", rules + (OUT_OF_TURN_RULES if permitted else ()))
    if card.is_site:
        check(not game.board.players[player].site_played, f"{player} has already played a Site "
              f"this turn", R.PLAY_SITE)
    if card.is_fss:
        verify_fss_limit(game, player)


def any_players_main_shot(card: Card) -> bool:
    """A Character, Edge or Site whose printed text says "Can be played during an opponent's turn"
    or "during any Main Shot" (25.1.1, 6.0). The text breaks only the restriction it names: 25.4,
    25.6 and 25.7's "outside of an attack" still hold (the FAQ: attacking in an opponent's turn
    gives no leave to play States in it; Kung Fu Master's text has to add "including during an
    attack"), and so does one Site a turn."""
    return card.type not in (CardType.STATE, CardType.EVENT) and any(
        a.name in OUT_OF_TURN_PLAY for a in card.printed)


def permitting(game: Game, player: str, card: Card) -> bool:
    """A card in play `player` controls whose text lets them play cards like this one in any
    player's Main Shot ("You may play Characters during other players' Main Shots", 25.1.1):
    a continuous ability with `any_main_shot` and a `playing` selector the card fits."""
    board = game.board
    return any(w.kind == AbilityKind.CONTINUOUS and w.any_main_shot and w.playing is not None
               and matches(board, card, w.playing, c)
               for c in board.in_play() if c.controller == player and c.own_text_active for w in c.written)


#: rules text letting a card be played in any player's Main Shot (25.1.1, 6.0)
OUT_OF_TURN_PLAY = ("can be played during an opponent's turn", "can be played during any main shot")
OUT_OF_TURN_RULES = R.CARD_PLAYING_TIMING + R.GOLDEN_RULE


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
