"""Cards moving between the out-of-play areas (9.2): drawing, discarding (39.0), Reload (43.0).

A scenario lists the known cards of a deck in order, top first; `deck_size` (5.1) counts
the whole deck, listed or not. A card that changes area forgets its past (34.0), so an
effect that chose a card in a pile on generation finds it only if it is still there as the
same card (43.0: "If the card is no longer in your smoked pile ..., it does not go onto
your deck").
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics.zones import ZONE_WORDS
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import Zone


def to_pile(card: Card, zone: Zone) -> None:
    """Move an out-of-play card to its owner's `zone`: it becomes a new card (34.0)."""
    card.zone, card.controller = zone, card.owner
    card.incarnation += 1


def deck_order(board: Board, player: str) -> list[Card]:
    """The listed cards of `player`'s deck, top first: reloaded cards, then as listed."""
    top = [board.cards[i] for i in board.players[player].deck_top]
    top = [c for c in top if c.zone == Zone.DECK and c.owner == player]
    rest = [c for c in board.cards.values()
            if c.zone == Zone.DECK and c.owner == player and c not in top]
    return top + rest


def chosen_in_pile(game: Game, effect: Effect, zone: Zone) -> list[Card]:
    """The cards the effect chose in `zone` on generation that are still there, unchanged."""
    out = []
    for card_id, incarnation in effect.data.get("pile", ()):
        card = game.board.cards[card_id]
        if card.zone == zone and card.incarnation == incarnation:
            out.append(card)
        else:
            game.step(f"{card.title} is no longer in the {ZONE_WORDS[zone]} it was chosen in: "
                      f"{effect.label} does not affect it.", R.CARD_MEMORY + R.RESOLVING)
    return out


def remember_pile_targets(game: Game, scene: Scene, effect: Effect) -> None:
    """Choices of out-of-play cards are fixed on generation (24.2, 43.0)."""
    effect.data["pile"] = tuple((t, game.board.cards[t].incarnation) for t in effect.request.targets)


def verify_in_pile(game: Game, a: EffectAction, zone: Zone, own: bool) -> list[Card]:
    """Each target is in `zone` (the effect's player's own pile when `own`)."""
    cards = [game.board.cards[t] for t in a.targets]
    for card in cards:
        check(card.zone == zone, f"{card.title} is not in a {ZONE_WORDS[zone]} (it is "
              f"{'in play' if card.in_play else 'in the ' + ZONE_WORDS.get(card.zone, card.zone)})",
              R.LEGAL_CHOICES + R.OUT_OF_PLAY)
        check(not own or card.owner == a.player, f"{card.title} is in {card.owner}'s "
              f"{ZONE_WORDS[zone]}, not {a.player}'s", R.LEGAL_CHOICES + R.OUT_OF_PLAY)
    return cards


def whose(a: EffectAction) -> tuple[str, ...]:
    """The players an effect acts on: those named, else its own player."""
    return a.players or (a.player,)


# --- drawing (22.2.5, 9.2.2) --------------------------------------------------------------------


def draw(game: Game, player: str, count: int, why: str) -> int:
    """Draw `count` cards from the top of the deck; returns how many were drawn."""
    board = game.board
    p = board.players[player]
    drawn: list[str] = []
    for _ in range(count):
        if p.deck_size == 0:
            game.step(f"{player}'s deck is empty: no more cards can be drawn.", R.DRAW + R.DECKING)
            break
        listed = deck_order(board, player)
        if listed:
            card = listed[0]
            to_pile(card, Zone.HAND)
            drawn.append(card.title)
        else:
            drawn.append("an unlisted card")
            p.unlisted_hand += 1
        if p.deck_size is not None:
            p.deck_size -= 1
    if drawn:
        left = "" if p.deck_size is None else f"; {p.deck_size} card(s) left in the deck"
        game.step(f"{why}: {player} draws {', '.join(drawn)} from the top of the deck into "
                  f"hand{left}.", R.DRAW + R.HAND)
    return len(drawn)


def verify_draw(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    check(a.amount is not None and a.amount >= 1, "a draw effect draws at least one card",
          R.DRAW)


def resolve_draw(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    for player in whose(effect.request):
        if not game.board.players[player].eliminated:
            draw(game, player, effect.request.amount or 0, f"{effect.label} resolves")


# --- discarding (39.0) ------------------------------------------------------------------------


def verify_discard(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Listed cards in a hand (`targets`) and/or `amount` unlisted ones from one player's hand."""
    check(bool(a.targets) or bool(a.amount), "a discard names cards in hand (`targets`) or a "
          "number of unlisted ones (`amount`)", R.DISCARDING)
    for card in verify_in_pile(game, a, Zone.HAND, own=False):
        check(not a.players or card.owner in a.players, f"{card.title} is not in the hand of "
              f"{', '.join(a.players)}", R.DISCARDING)
    if a.amount:
        check(len(whose(a)) == 1, "unlisted cards are discarded from one player's hand",
              R.DISCARDING)
        p = game.board.players[whose(a)[0]]
        check(p.unlisted_hand >= a.amount, f"{p.id} holds {p.unlisted_hand} unlisted card(s) "
              f"and cannot discard {a.amount}", R.DISCARDING + R.HAND)


def resolve_discard(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    for card in chosen_in_pile(game, effect, Zone.HAND):
        to_pile(card, Zone.TOASTED)
        game.step(f"{effect.label} resolves: {card.owner} discards {card.title} into the "
                  f"toasted pile (discarding is not toasting).", R.DISCARDING + R.RESOLVING)
    if effect.request.amount:
        p = game.board.players[whose(effect.request)[0]]
        count = min(effect.request.amount, p.unlisted_hand)
        p.unlisted_hand -= count
        game.step(f"{effect.label} resolves: {p.id} discards {count} unlisted card(s) into the "
                  f"toasted pile (discarding is not toasting).", R.DISCARDING + R.RESOLVING)


def resolve_discard_hand(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """"All players discard their hands": each player named discards every card in hand, listed
    or not, into its toasted pile as the effect resolves (39.0, 9.2.2)."""
    for player in whose(effect.request):
        p = game.board.players[player]
        if p.eliminated:
            continue
        held = [c for c in game.board.cards.values() if c.zone == Zone.HAND and c.owner == player]
        for card in held:
            to_pile(card, Zone.TOASTED)
        unlisted, p.unlisted_hand = p.unlisted_hand, 0
        named = [c.title for c in held] + ([f"{unlisted} unlisted card(s)"] if unlisted else [])
        game.step(f"{effect.label} resolves: {player} discards its hand"
                  + (f" ({', '.join(named)})" if named else ", which is empty")
                  + " into the toasted pile (discarding is not toasting).", R.DISCARDING + R.HAND + R.RESOLVING)


def describe_discard(game: Game, a: EffectAction) -> str:
    listed = [game.name(t) for t in a.targets]
    unlisted = [f"{a.amount} unlisted card(s)"] if a.amount else []
    return f"discard {', '.join(listed + unlisted)}"


# --- Reload (43.0) ------------------------------------------------------------------------------


def verify_reload(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """The card is chosen on generation, in your own smoked pile (43.0)."""
    verify_in_pile(game, a, Zone.SMOKED, own=True)


def verify_smoked_to_hand(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """The card is chosen on generation, in your own smoked pile (9.2.1), as for Reload (43.0)."""
    verify_in_pile(game, a, Zone.SMOKED, own=True)


def resolve_smoked_to_hand(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    """"Return a Character from your smoked pile to your hand": the card chosen on generation goes
    into its owner's hand (9.2.2) unless it left the pile meanwhile (24.1.3.3, 34.0)."""
    for card in chosen_in_pile(game, effect, Zone.SMOKED):
        to_pile(card, Zone.HAND)
        game.step(f"{effect.label} resolves: {card.title} goes from {effect.player}'s smoked pile "
                  f"into {effect.player}'s hand.", R.SMOKED_PILE + R.HAND + R.RESOLVING)


def resolve_reload(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    p = game.board.players[effect.player]
    for card in chosen_in_pile(game, effect, Zone.SMOKED):
        to_pile(card, Zone.DECK)
        p.deck_top.insert(0, card.id)
        if p.deck_size is not None:
            p.deck_size += 1
        game.step(f"{effect.label} resolves: {card.title} goes from {effect.player}'s smoked pile "
                  f"onto the top of the deck.", R.RELOAD + R.SMOKED_PILE + R.RESOLVING)
