"""Cards changing area, Site structures changing shape, cards changing controller.

Leaving play wipes a card's memory (34.0) and smokes the States on it (9.2.4); a Toast It
card always goes to the toasted pile (49.7). Removing a Site moves the back row forward and
collapses an empty column (9.1.4, 9.1.4.1); adding one follows 9.1.3.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import ENTERS_TURNED
from refbase.engines.shadowfist.model.board import Card, Location
from refbase.engines.shadowfist.model.continuous import of_game
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import PlaceCard, Relocate
from refbase.engines.shadowfist.model.rules import numbers
from refbase.engines.shadowfist.model.vocabulary import Do, Duration, Restriction, Row, Side, Zone
from refbase.engines.shadowfist.model.written import AbilityKind, On

ZONE_WORDS = {
    Zone.SMOKED: "smoked pile", Zone.TOASTED: "toasted pile", Zone.HAND: "hand",
    Zone.BURNED_FOR_VICTORY: "burned-for-victory pile", Zone.DECK: "deck",
}


def leaving_to(card: Card, zone: Zone, rules: tuple[RuleRef, ...],
               owner_eliminated: bool = False) -> tuple[Zone, tuple[RuleRef, ...]]:
    """Where a card leaving play for `zone` goes, and the rules its step cites: a Toast It card
    is toasted instead, and so is a card whose owner has been eliminated (5.3.2)."""
    if card.has_restriction(Restriction.TOAST_IT) and zone != Zone.TOASTED:
        return Zone.TOASTED, rules + R.TOAST_IT
    if owner_eliminated and zone != Zone.TOASTED:
        return Zone.TOASTED, rules + R.OWNED_AFTER_ELIMINATION
    return zone, rules


def leave_play_rules(game: Game, card: Card, zone: Zone, rules: tuple[RuleRef, ...]) -> tuple[RuleRef, ...]:
    """The rules the step of `card` leaving play for `zone` cites (`leave_play` logs it), asked
    before it happens by the legality query."""
    return _leaving(game, card, zone, rules)[1]


def _leaving(game: Game, card: Card, zone: Zone, rules: tuple[RuleRef, ...]) -> tuple[Zone, tuple[RuleRef, ...]]:
    owner_gone = card.owner in game.board.players and game.board.players[card.owner].eliminated
    return leaving_to(card, zone, rules, owner_gone)


def leave_play(game: Game, card: Card, zone: Zone, why: str, rules: tuple[RuleRef, ...],
               pile_of: str | None = None, smokers: tuple[str, ...] = ()) -> None:
    """Move `card` out of play into `zone` (its owner's pile unless `pile_of` says whose).
    `smokers`: the players who smoke it (the controllers of the effect or of the damage's
    sources, 35.0, 29.4), for triggers on who smoked it."""
    if not card.in_play:
        return
    # sacrificing is not smoking (45.0), nor is burning for Power (12.1.2); smoking a Toast It
    # card is, though it is toasted (49.7)
    smoking = zone == Zone.SMOKED and R.SACRIFICE[0] not in rules and R.BURN_FOR_POWER[0] not in rules
    zone, rules = _leaving(game, card, zone, rules)
    owner = pile_of or card.owner
    announced = len(game.log.steps)
    game.step(f"{why} (to {owner}'s {ZONE_WORDS[zone]}).", rules)
    if smoking:
        triggers.notice(game, On.SMOKED, card, by_players=smokers)  # while its text is still active (26.1.3)
    if zone == Zone.SMOKED and R.SACRIFICE[0] in rules:  # sacrificed: not smoked (45.0)
        triggers.notice(game, On.SACRIFICED, card)
    triggers.notice(game, On.LEAVES_PLAY, card)  # however it leaves, looking back (26.1.3)
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
    card.turned = card.face_down = card.canceled = card.blanked = False
    card.blank_ends = Duration.PERMANENT
    card.blanked_copies.clear()
    card.canceled_while.clear()
    for name, value in card.restore.items():  # copied or zeroed printed values (36.2, 48.1)
        setattr(card, name, value)
    card.restore.clear()
    card.grants.clear()
    card.control_returns.clear()
    card.text_active = True
    card.incarnation += 1
    game.log.settle(announced)  # the step's board shows the card gone


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

    Its controller moves each Character there to either adjacent location: a `relocate`
    action says which, when there are two; with one neighbour there is no choice, and with
    no Site left they are at the unspecified location (9.1.2.2)."""
    board = game.board
    player = board.players[loc.player]
    i = player.columns.index(loc)
    number = i + 1
    residents = [c for c in board.characters_at(loc) if c.controller == loc.player]
    sides = {Side.LEFT: player.columns[i - 1] if i > 0 else None,
             Side.RIGHT: player.columns[i + 1] if i + 1 < len(player.columns) else None}
    moves = _relocations(game, loc.player, residents, sides)
    player.columns.pop(i)
    rules = R.COLLAPSE_STRUCTURE
    if not player.columns:
        for character in residents:
            character.location = player.unspecified
        where = {c.id: f"the unspecified location {numbers(R.UNSPECIFIED_LOCATION)}" for c in residents}
        rules += R.UNSPECIFIED_LOCATION
    else:
        where = {}
        for character in residents:
            side = moves[character.id]
            character.location = sides[side]
            where[character.id] = f"the adjacent location to the {side}"
    moved = "".join(f" {c.title} moves to {where[c.id]}." for c in residents)
    game.step(f"{loc.player}'s column {number} has no Site left and ceases to exist; "
              f"columns to its right move one column left.{moved}", rules)


def _relocations(game: Game, player: str, residents: list[Card],
                 sides: dict[Side, Location | None]) -> dict[str, Side]:
    """The controller's choice of side for each resident (9.1.4.1), when there is one."""
    open_sides = [side for side, there in sides.items() if there is not None]
    if len(open_sides) != 2 or not residents:
        return {c.id: open_sides[0] for c in residents} if open_sides else {}
    ids = [c.id for c in residents]
    action = game.require(Do.RELOCATE, player, "relocate",
                          [{"character": c.id, "to": [side.value for side in open_sides]} for c in residents],
                          R.COLLAPSE_STRUCTURE, f"{player} must say where each Character of the "
                          f"collapsing location goes: left or right")
    assert isinstance(action, Relocate)
    check(set(action.moves) == set(ids), f"{player} must place exactly these Characters: "
          f"{', '.join(c.title for c in residents)}", R.COLLAPSE_STRUCTURE)
    return dict(action.moves)


def legal_site_places(game: Game, player: str) -> list[tuple[int, Row]]:
    """Where a Site may be added (9.1.3.2): empty back rows, or a new column at the right."""
    columns = game.board.players[player].columns
    places = [(i + 1, Row.BACK) for i, loc in enumerate(columns) if loc.back is None]
    return places + [(len(columns) + 1, Row.FRONT)]


def _places(game: Game, player: str, card: Card) -> list[tuple[int, Row | None]]:
    """Every place `card` may go in `player`'s structure: a Character at any of its locations
    (25.4), a Site into an empty back row or a new column at the right (9.1.3.2)."""
    columns = game.board.players[player].columns
    if card.is_site:  # none for the first Site: it goes into location 1 (9.1.3.1)
        return [(c, r) for c, r in legal_site_places(game, player)] if columns else []
    return [(n, None) for n in range(1, len(columns) + 1)]


def asks_place(game: Game, player: str, card: Card, column: int | None) -> bool:
    """Must `player` say where `card` goes (`choose_place` asks: a `place` decision)? Only for
    a Character or Site the scenario gives no column, with more than one place (25.4, 9.1.3.2)."""
    return column is None and (card.is_character or card.is_site) and len(_places(game, player, card)) >= 2


def choose_place(game: Game, player: str, card: Card, column: int | None, row: Row | None,
                 rules: tuple[RuleRef, ...]) -> tuple[int | None, Row | None]:
    """Where `card` goes in `player`'s structure as it enters play or changes controller.

    The rules leave the place to the player (25.4, 35.3, 44.1, 9.1.3.2) and give no default:
    when the script does not say and there is more than one place, `player` decides (a
    `place` action); with one place (or none: the unspecified location, 9.1.2.2, or the
    first Site's location 1, 9.1.3.1) there is nothing to decide."""
    if not asks_place(game, player, card, column):
        if column is not None or not (card.is_character or card.is_site):
            return column, row
        places = _places(game, player, card)
        return places[0] if places else (None, None)
    places = _places(game, player, card)
    options = [{"card": card.id, "column": c} | ({"row": r.value} if r else {}) for c, r in places]
    rules += R.ADD_SUBSEQUENT_SITE if card.is_site else R.PLAY_CHARACTER
    action = game.require(Do.PLACE, player, "place", options, rules,
                          f"{player} must say where {card.title} goes (a `place` action): the rules "
                          f"leave its location to {player}")
    assert isinstance(action, PlaceCard)
    check(action.card == card.id, f"the card to place now is {card.title}", rules)
    chosen = (action.column, (action.row or Row.FRONT) if card.is_site else None)
    check(chosen in places, f"{card.title} can go only to " + "; ".join(
        f"column {c}" + (f", {r} row" if r else "") for c, r in places), rules)
    return chosen


def add_site(game: Game, player_id: str, site: Card, column: int | None, row: Row | None) -> None:
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


_FOLLOWERS = ((Restriction.SCHTICK, R.SCHTICK), (Restriction.VEHICLE, R.VEHICLE), (Restriction.WEAPON, R.WEAPON))


def subject_control_rules(card: Card) -> tuple[RuleRef, ...]:
    """The rules that give a State to its subject's controller (Schtick 49.6, Vehicle 49.10,
    Weapon 49.11), for those it has; none for any other card."""
    return tuple(r for name, refs in _FOLLOWERS if card.has_restriction(name) for r in refs)


def follow_subject(game: Game, subject: Card, announce: bool = False) -> None:
    """Schtick, Vehicle and Weapon States are controlled by their subject's controller
    (49.6, 49.10, 49.11); when it changes, they change with it and unturn (35.3.2)."""
    for state in game.board.states_on(subject):
        rules = subject_control_rules(state)
        if rules and state.controller != subject.controller:
            state.controller, state.turned = subject.controller, False
            if announce:
                game.step(f"{state.title} is controlled by its subject's controller: "
                          f"{subject.controller} now controls it.", rules)


def change_controller(game: Game, card: Card, new: str, column: int | None, row: Row | None,
                      rules: tuple[RuleRef, ...], regained: bool = False) -> None:
    """Give `card` to `new`: it unturns and is placed legally (35.3, 35.3.2). `regained`: an
    effect giving control ended and `new` was the controller below it (35.3.4): a change of
    controller, but not taking control for the purpose of triggers."""
    board = game.board
    column, row = choose_place(game, new, card, column, row, rules)
    card.controller = new
    card.turned = False
    follow_subject(game, card)
    if card.is_site:
        remove_site(game, card)
        add_site(game, new, card, column, row)
    elif card.is_character:
        card.location = board.home_location(new, column)
    what = (f"Control of {card.title} goes back to {new} (this is not {new} taking control of "
            f"it)" if regained else f"{new} takes control of {card.title}")
    if card.attached_to is not None:  # a State stays on its subject (35.3.2)
        subject = board.cards.get(card.attached_to)
        game.step(f"{what}; it unturns and stays on "
                  f"{subject.title if subject else 'its subject'}.", rules)
        return
    game.step(f"{what}; it unturns and is placed at "
              f"{board.describe(board.location_of(card))}.", rules)


def zero_blanked_x(game: Game, card: Card) -> None:
    """A Fighting of X defined by blanked or canceled text becomes 0 (48.1)."""
    if card.fighting_is_x and card.fighting:
        card.restore.setdefault("fighting", card.fighting)
        card.fighting = 0
        game.step(f"{card.title}'s Fighting is X, defined by its blanked text: X is now 0.",
                  R.BLANKED_X + R.RECALCULATION)


def enters_turned(game: Game, card: Card) -> None:
    """"Enters play turned", "All [f] cards come into play turned": its text, or a card's text
    acting on it, puts it into play turned (6.0, 21.0); it did not turn, so nothing triggers on
    its turning. A face-down card has no text (and no faction) to act on."""
    own = any(a.name == ENTERS_TURNED for a in card.printed)  # its own words act as it enters (10.5 alike)
    if not card.face_down and (own or game.board.abilities(card).has(ENTERS_TURNED)):
        card.turned = True
        game.step(f"{card.title} enters play turned, as the text acting on it says.", R.TURNING + R.GOLDEN_RULE)


def enters_with_counters(game: Game, card: Card) -> None:
    """"Enters play with four counters on it": the counters the card's text gives it as it
    enters play (10.5; the card does what it says, 6.0), not a triggered effect; none face down."""
    n = sum(w.counters for w in card.written if w.kind == AbilityKind.ENTERS_WITH)
    if n and not card.face_down:
        total = of_game(game).add_counters(card, n)
        game.step(f"{card.title} enters play with {n} counter{'s' if n != 1 else ''} on it (now {total}), as "
                  f"its text says.", R.COUNTERS + R.GOLDEN_RULE)
