"""Cards changing area, Site structures changing shape, cards changing controller.

Leaving play wipes a card's memory (34.0) and smokes the States on it (9.2.4); a Toast It
card always goes to the toasted pile (49.7). Removing a Site moves the back row forward and
collapses an empty column (9.1.4, 9.1.4.1); adding one follows 9.1.3.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.board import Card, Location
from refbase.engines.shadowfist.game import Game
from refbase.engines.shadowfist.rules import numbers
from refbase.engines.shadowfist.vocabulary import Row, Zone

ZONE_WORDS = {
    Zone.SMOKED: "smoked pile", Zone.TOASTED: "toasted pile", Zone.HAND: "hand",
    Zone.BURNED_FOR_VICTORY: "burned-for-victory pile", Zone.DECK: "deck",
}


def leave_play(game: Game, card: Card, zone: Zone, why: str, rules: tuple[RuleRef, ...],
               pile_of: str | None = None) -> None:
    """Move `card` out of play into `zone` (its owner's pile unless `pile_of` says whose)."""
    if not card.in_play:
        return
    if card.has_restriction("toast it") and zone != Zone.TOASTED:
        zone, rules = Zone.TOASTED, rules + R.TOAST_IT
    owner = pile_of or card.owner
    game.step(f"{why} (to {owner}'s {ZONE_WORDS[zone]}).", rules)
    for state in game.board.states_on(card):
        leave_play(game, state, Zone.SMOKED, f"{state.title} is smoked: its subject left play",
                   R.SUBJECT_LEAVES_PLAY + R.STATE_SUBJECT_LEAVES)
    if card.is_site:
        remove_site(game, card)
    card.zone = zone
    card.controller = owner
    card.location = None
    card.attached_to = None
    card.damage = card.corrupted = 0
    card.turned = card.face_down = card.canceled = False
    card.grants.clear()
    card.control_returns.clear()
    card.text_active = True
    card.incarnation += 1


def remove_site(game: Game, site: Card) -> None:
    """Take a Site out of its structure (9.1.4); collapse the column if it empties."""
    loc = site.location
    site.location = None
    if loc is None or loc.unspecified:
        return
    if loc.front == site.id:
        loc.front, loc.back = loc.back, None
        if loc.front:
            game.step(f"{game.name(loc.front)} moves from the back row to the front row.",
                      R.REMOVE_SITE)
    elif loc.back == site.id:
        loc.back = None
    if loc.front is None:
        collapse(game, loc)


def collapse(game: Game, loc: Location) -> None:
    """An empty location ceases to exist (9.1.4.1).

    Its controller may move each Character there to either adjacent location; the scenario
    format has no action for that choice, so Characters go to the left neighbour when there
    is one, otherwise the right one, and the step says so.
    """
    board = game.board
    player = board.players[loc.player]
    i = player.columns.index(loc)
    number = i + 1
    player.columns.pop(i)
    residents = [c for c in board.characters_at(loc) if c.controller == loc.player]
    if not player.columns:
        dest, where = player.unspecified, f"the unspecified location {numbers(R.UNSPECIFIED_LOCATION)}"
    else:
        dest = player.columns[i - 1] if i > 0 else player.columns[0]
        where = "the adjacent location to the left" if i > 0 else "the adjacent location to the right"
    for character in residents:
        character.location = dest
    verb = "moves" if len(residents) == 1 else "move"
    moved = f" {', '.join(c.title for c in residents)} {verb} to {where}." if residents else ""
    game.step(f"{loc.player}'s column {number} has no Site left and ceases to exist; "
              f"columns to its right move one column left.{moved}",
              R.COLLAPSE_STRUCTURE + (R.UNSPECIFIED_LOCATION if not player.columns else ()))


def legal_site_places(game: Game, player: str) -> list[tuple[int, Row]]:
    """Where a Site may be added (9.1.3.2): empty back rows, or a new column at the right."""
    columns = game.board.players[player].columns
    places = [(i + 1, Row.BACK) for i, loc in enumerate(columns) if loc.back is None]
    return places + [(len(columns) + 1, Row.FRONT)]


def add_site(game: Game, player_id: str, site: Card, column: int | None, row: str | None) -> None:
    """Put a Site into a structure (9.1.3); the first one gathers the unspecified Characters."""
    player = game.board.players[player_id]
    if not player.columns:
        loc = Location(player_id, front=site.id)
        player.columns.append(loc)
        site.location = loc
        for character in game.board.characters_at(player.unspecified):
            character.location = loc
        game.step(f"{site.title} becomes {player_id}'s column 1; cards at the unspecified "
                  f"location are now there.", R.ADD_FIRST_SITE)
        return
    if column is None or (column, row or Row.FRONT) not in legal_site_places(game, player_id):
        column, row = len(player.columns) + 1, Row.FRONT
    if row == Row.BACK:
        loc = player.columns[column - 1]
        loc.back = site.id
    else:
        loc = Location(player_id, front=site.id)
        player.columns.append(loc)
    site.location = loc
    game.step(f"{site.title} goes into {player_id}'s column {column}, {row or Row.FRONT} row.",
              R.ADD_SUBSEQUENT_SITE)


def change_controller(game: Game, card: Card, new: str, column: int | None, row: str | None,
                      rules: tuple[RuleRef, ...]) -> None:
    """Give `card` to `new`: it unturns and is placed legally (35.3, 35.3.2)."""
    board = game.board
    card.controller = new
    card.turned = False
    for state in board.states_on(card):
        if any(state.has_restriction(r) for r in ("schtick", "vehicle", "weapon")):
            state.controller = new
            state.turned = False
    if card.is_site:
        remove_site(game, card)
        add_site(game, new, card, column, row)
    elif card.is_character:
        card.location = board.home_location(new, column)
    game.step(f"{new} takes control of {card.title}; it unturns and is placed at "
              f"{board.describe(board.location_of(card))}.", rules)
