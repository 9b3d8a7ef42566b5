"""The answer as a picture: a board diagram for each step of a resolution.

Reads what the engine reported (`boards`: the board before any step and after each, in
`final`'s shape) and the scenario (card names and types, seating) and arranges it as the
table looks: for Shadowfist each player's Sites by column and row with the Characters at
their locations, for UFS the two sides' staging areas, card pools and the attack. No rules
logic here: every value shown is the engine's; this only places it. `_board.html` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from refbase.api.outcome import block_words, identified, names

#: Shadowfist piles shown under a player's Sites, in this order, with their labels.
SF_PILES = (("hand", "Hand"), ("smoked", "Smoked"), ("toasted", "Toasted"),
            ("burned_for_victory", "Burned for victory"), ("deck", "Deck"))
#: UFS zones shown for a side besides the staging area.
UFS_ZONES = (("card_pool", "Card pool"), ("hand", "Hand"), ("discard", "Discard"),
             ("removed", "Removed"), ("transitional", "Transitional"), ("deck", "Deck"))


@dataclass(slots=True)
class CardView:
    """One card as drawn: its name, what kind it is, and the state shown on it."""

    id: str
    name: str
    type: str
    turned: bool = False
    #: how a turned card is called: "turned" (Shadowfist) or "committed" (UFS)
    turned_word: str = "turned"
    damage: int = 0
    face_down: bool = False
    #: "Fighting 4", "Body 2 of 4": the current values the engine reported
    stats: list[str] = field(default_factory=list)
    #: changed since the previous frame (drawn highlighted)
    changed: bool = False
    #: the player whose card it is, when it stands in another player's area (an attacker)
    visitor: str | None = None
    #: the target of an attack in progress
    target: bool = False
    attached: list[CardView] = field(default_factory=list)


@dataclass(slots=True)
class ColumnView:
    number: int
    front: CardView | None = None
    back: CardView | None = None
    characters: list[CardView] = field(default_factory=list)


@dataclass(slots=True)
class PileView:
    key: str
    label: str
    cards: list[CardView]
    count: int | None = None  # a pile known by size only (UFS card pool, discard, deck)


@dataclass(slots=True)
class SeatView:
    """One player's area."""

    id: str
    facts: list[tuple[str, str]]
    columns: list[ColumnView] = field(default_factory=list)
    #: Characters and Sites in play without a column (the unspecified location, 9.1.2.2)
    unplaced: list[CardView] = field(default_factory=list)
    #: Edges and other cards in play outside the Site structure; UFS: the staging area
    area: list[CardView] = field(default_factory=list)
    piles: list[PileView] = field(default_factory=list)
    character: str | None = None  # UFS: the character's name
    active: bool = False
    winner: bool = False


@dataclass(slots=True)
class AttackView:
    """The attack as it stands: who, on what, and (UFS) its zone, speed and damage."""

    title: str
    facts: list[tuple[str, str]]


@dataclass(slots=True)
class BoardView:
    game: str
    seats: list[SeatView]
    attacks: list[AttackView]
    winner: str | None


#: At most this many cards are drawn per answer (all boards together): a long resolution
#: of a big board (up to 2,000 steps of 200 cards) must not become a page of megabytes.
DRAWN_CARDS_BUDGET = 4000


@dataclass(slots=True)
class Frame:
    """One position of the replay: the board before any step (`step` None) or after one.

    `board` is None when it is not drawn again: unchanged since frame `same_as` (stepper.js
    shows that one), or left out of a long resolution (`same_as` None)."""

    index: int
    label: str
    board: BoardView | None
    step: dict[str, Any] | None = None
    same_as: int | None = None


def frames(result: dict[str, Any], payload: Any) -> list[Frame]:
    """The replay: the board before any step, then after each step (the last is `final`)."""
    if not isinstance(payload, dict):
        return []
    steps = list(result.get("steps") or [])
    final = result.get("final") or {}
    recorded = list(result.get("boards") or [])[:len(steps) + 1]
    # the engine records the first boards of a long resolution only; the last is `final`
    boards: list[dict[str, Any] | None] = [*recorded, *[None] * (len(steps) + 1 - len(recorded))]
    boards[-1] = final  # the engine's final word, should anything change after the last step
    draw = _DRAWERS.get(result.get("game", ""), None)
    if draw is None:
        return []
    drawn, same = _drawn(boards)
    out = []
    for n, board in enumerate(boards):
        label = (f"Step {n} of {len(steps)}" if n else "Before the first step" if steps else "The board")
        view = draw(payload, board, boards[n - 1] if n else None) if n in drawn and board is not None else None
        out.append(Frame(n, label, view, steps[n - 1] if n else None, same.get(n)))
    return out


def _drawn(boards: list[dict[str, Any] | None]) -> tuple[set[int], dict[int, int]]:
    """Which boards to draw: the first, the last and each that changed, within the budget;
    and for each board left out that equals an earlier drawn one, that one's index. A board
    not recorded (None) is never drawn."""
    changed = [n for n in range(len(boards)) if boards[n] is not None
               and (n == 0 or n == len(boards) - 1 or boards[n] != boards[n - 1])]
    per_board = max(1, len((boards[-1] or {}).get("cards") or {}))
    room = max(2, DRAWN_CARDS_BUDGET // per_board)
    if len(changed) > room:  # evenly spaced, always the first and the last
        picked = {changed[round(i * (len(changed) - 1) / (room - 1))] for i in range(room)}
        changed = sorted(picked)
    drawn = set(changed)
    same: dict[int, int] = {}
    last = 0
    for n in range(len(boards)):
        if n in drawn:
            last = n
        elif boards[n] is not None and boards[n] == boards[last]:
            same[n] = last
    return drawn, same


def _types(payload: dict[str, Any]) -> dict[str, str]:
    """Card id -> its type as the scenario gives it (`character`, `foundation`, ...)."""
    found: dict[str, str] = {}
    for card in identified(payload):
        if isinstance(card.get("type"), str):
            found.setdefault(card["id"], card["type"])
    return found


def _players(payload: dict[str, Any], board: dict[str, Any]) -> list[str]:
    """Seating order: the scenario's `players`, then anyone else the board names."""
    seated = [p["id"] for p in payload.get("players") or [] if isinstance(p, dict) and isinstance(p.get("id"), str)]
    return seated + [p for p in (board.get("players") or {}) if p not in seated]


def _card(cid: str, card: dict[str, Any], named: dict[str, str], types: dict[str, str],
          before: dict[str, Any] | None) -> CardView:
    kind = types.get(cid, "card")
    stats = []
    if isinstance(card.get("fighting"), int):
        stats.append(f"Fighting {card['fighting']}")
    if isinstance(card.get("body"), int):
        stats.append(f"Body {card['body']}")
    previous = (before or {}).get(cid)
    return CardView(
        id=cid, name=named.get(cid) or (f"{kind.replace('_', ' ').capitalize()} {cid}" if kind != "card" else cid),
        type=kind,
        turned=bool(card.get("turned")) or card.get("ready") is False,
        turned_word="committed" if "ready" in card else "turned",
        damage=card["damage"] if isinstance(card.get("damage"), int) else 0,
        face_down=bool(card.get("face_down")), stats=stats,
        changed=before is not None and previous != card,
    )


# --- Shadowfist ------------------------------------------------------------------------

def _shadowfist(payload: dict[str, Any], board: dict[str, Any], before: dict[str, Any] | None) -> BoardView:
    named, types = names(payload), _types(payload)
    cards: dict[str, dict[str, Any]] = {k: v for k, v in (board.get("cards") or {}).items() if isinstance(v, dict)}
    previous = (before or {}).get("cards") if before is not None else None
    views = {cid: _card(cid, card, named, types, previous if isinstance(previous, dict) else None)
             for cid, card in cards.items()}
    for cid, card in cards.items():  # States (and anything else attached) go on their subject
        subject = card.get("attached_to")
        if card.get("zone") == "in_play" and isinstance(subject, str) and subject in views:
            views[subject].attached.append(views[cid])
    given = board.get("attack")
    attack: dict[str, Any] = given if isinstance(given, dict) else {}
    records = [r for r in attack.get("attacks") or [] if isinstance(r, dict)]
    if attack.get("in_progress") and records and records[-1].get("target") in views:
        views[records[-1]["target"]].target = True
    players = board.get("players") or {}
    seats = [_sf_seat(pid, players.get(pid) or {}, cards, views) for pid in _players(payload, board)]
    winner = board.get("winner")
    for seat in seats:
        seat.active = seat.id == payload.get("active_player")
        seat.winner = seat.id == winner
    return BoardView("shadowfist", seats, _sf_attacks(board, named), winner if isinstance(winner, str) else None)


def _sf_seat(pid: str, player: dict[str, Any], cards: dict[str, dict[str, Any]],
             views: dict[str, CardView]) -> SeatView:
    facts = [("Power", str(player.get("power", 0))),
             ("Burned for victory", str(player.get("burned_for_victory", 0)))]
    if player.get("eliminated"):
        facts.append(("Eliminated", "yes"))
    seat = SeatView(pid, facts)
    columns: dict[int, ColumnView] = {}

    def column(number: int) -> ColumnView:
        return columns.setdefault(number, ColumnView(number))

    for cid, card in cards.items():
        view = views[cid]
        if card.get("zone") != "in_play":
            continue
        if isinstance(card.get("attached_to"), str) and card["attached_to"] in views:
            continue
        at = card.get("location_player") or card.get("controller")
        number = card.get("column")
        if at != pid:
            continue
        if card.get("location_player") and card.get("controller") != pid:
            view.visitor = card.get("controller")
        if "column" not in card:  # not located: Edges, Events, States without a subject
            if card.get("controller") == pid:
                seat.area.append(view)
            continue
        if not isinstance(number, int):
            seat.unplaced.append(view)
        elif "row" in card:
            setattr(column(number), "back" if card.get("row") == "back" else "front", view)
        else:
            column(number).characters.append(view)
    seat.columns = [columns[n] for n in sorted(columns)]
    for key, label in SF_PILES:
        pile = [views[cid] for cid, card in cards.items() if card.get("zone") == key and card.get("controller") == pid]
        if pile:
            seat.piles.append(PileView(key, label, pile))
    return seat


def _sf_attacks(board: dict[str, Any], named: dict[str, str]) -> list[AttackView]:
    attack = board.get("attack") or {}
    if not isinstance(attack, dict):
        return []
    out = []
    for record in attack.get("attacks") or []:
        if not isinstance(record, dict):
            continue
        target = str(record.get("target", ""))
        status = str(record.get("status", ""))
        out.append(AttackView(f"{record.get('player')} attacks {named.get(target, target)}",
                              [("Status", "in progress" if attack.get("in_progress") and record is attack["attacks"][-1]
                                else status)]))
    return out


# --- UFS -------------------------------------------------------------------------------

def _ufs(payload: dict[str, Any], board: dict[str, Any], before: dict[str, Any] | None) -> BoardView:
    named, types = names(payload), _types(payload)
    characters: dict[str, tuple[str, dict[str, Any]]] = {}
    for p in payload.get("players") or []:
        if isinstance(p, dict) and isinstance(p.get("id"), str):
            given = p.get("character")
            character: dict[str, Any] = given if isinstance(given, dict) else {}
            ident = character.get("id")
            cid = ident if isinstance(ident, str) else f"{p['id']}.character"
            characters[p["id"]] = (cid, character)
            if isinstance(character.get("name"), str):
                named.setdefault(cid, character["name"])
                types.setdefault(cid, "character")
    cards = {k: v for k, v in (board.get("cards") or {}).items() if isinstance(v, dict)}
    previous = (before or {}).get("cards") if before is not None else None
    views = {cid: _card(cid, card, named, types, previous if isinstance(previous, dict) else None)
             for cid, card in cards.items()}
    players = board.get("players") or {}
    seats = []
    winner = board.get("winner")
    for pid in _players(payload, board):
        player = players.get(pid) or {}
        cid, character = characters.get(pid, (f"{pid}.character", {}))
        seats.append(_ufs_seat(pid, player, character, cid, cards, views))
        seats[-1].active = pid == payload.get("active_player")
        seats[-1].winner = pid == winner
    return BoardView("ufs", seats, _ufs_attacks(board, payload, named), winner if isinstance(winner, str) else None)


def _ufs_seat(pid: str, player: dict[str, Any], character: dict[str, Any], cid: str,
              cards: dict[str, dict[str, Any]], views: dict[str, CardView]) -> SeatView:
    vitality = str(player.get("vitality", "?"))
    if isinstance(character.get("max_vitality"), int):
        vitality += f" of {character['max_vitality']}"
    facts = [("Vitality", vitality), ("Momentum", str(player.get("momentum", 0)))]
    seat = SeatView(pid, facts, character=views[cid].name if cid in views else character.get("name"))
    mine = [(k, c) for k, c in cards.items() if c.get("controller") == pid]
    seat.area = [views[k] for k, c in mine if c.get("zone") == "staging"]
    counts = {"card_pool": player.get("card_pool"), "discard": player.get("discard"),
              "deck": player.get("deck_size") if isinstance(player.get("deck_size"), int)
              else len(player.get("deck") or [])}
    for key, label in UFS_ZONES:
        listed = [views[k] for k, c in mine if c.get("zone") == key]
        count = counts.get(key)
        if listed or (isinstance(count, int) and count):
            seat.piles.append(PileView(key, label, listed, count if isinstance(count, int) else None))
    return seat


def _ufs_attacks(board: dict[str, Any], payload: dict[str, Any], named: dict[str, str]) -> list[AttackView]:
    out = []
    for seq in board.get("attacks") or []:
        if not isinstance(seq, dict):
            continue
        facts = [("Zone", str(seq.get("zone", ""))), ("Speed", str(seq.get("speed", ""))),
                 ("Damage", str(seq.get("damage_value", ""))), ("Block", block_words(seq)),
                 ("Damage dealt", str(seq.get("damage", 0))),
                 ("Sequence", str(seq.get("sequence", "")).replace("_", " "))]
        name = seq.get("name") or named.get(str(seq.get("card")), str(seq.get("card")))
        kind = "" if seq.get("kind") in (None, "attack") else f" ({str(seq['kind']).replace('_', ' ')})"
        out.append(AttackView(f"{seq.get('attacker')} attacks {seq.get('defender')} with {name}{kind}", facts))
    if out:
        return out
    attack = payload.get("attack")
    card = attack.get("card") if isinstance(attack, dict) else None
    if isinstance(attack, dict) and isinstance(card, dict):  # not played yet: the attack card as the scenario gives it
        facts = [(label, str(card[key])) for key, label in (("zone", "Zone"), ("speed", "Speed"), ("damage", "Damage"))
                 if key in card]
        out.append(AttackView(f"{attack.get('player')} is about to attack with {card.get('name', card.get('id'))}", facts))
    return out


_DRAWERS = {"shadowfist": _shadowfist, "ufs": _ufs}


# --- a missing decision, in words ----------------------------------------------------------

#: The Shadowfist engine names its decisions by the action that makes them; in a player's words.
DECISION_WORDS = {
    "site_fate": "what becomes of the Site (seize, burn for victory, burn for Power or smoke)",
    "intercept": "which Characters intercept",
    "divide": "how to divide the damage",
    "keep": "which copy stays in play",
    "opening_bid": "the opening bid",
    "place_attackers": "where the attackers go",
    "place": "where the card goes in the Site structure",
    "relocate": "where the Characters go",
}


def decision_words(decision: str) -> str:
    return DECISION_WORDS.get(decision, decision.replace("_", " ") if " " not in decision else decision)


def option_words(option: Any, named: dict[str, str], depth: int = 0) -> str:
    """One option of a pending decision in words: card ids by their names, codes with spaces."""
    if depth > 4:
        return "…"
    if isinstance(option, dict):
        return ": ".join(option_words(v, named, depth + 1) for v in option.values())
    if isinstance(option, (list, tuple)):
        return ", ".join(option_words(v, named, depth + 1) for v in option) or "none"
    if isinstance(option, str):
        return named.get(option) or option.replace("_", " ")
    return str(option)
