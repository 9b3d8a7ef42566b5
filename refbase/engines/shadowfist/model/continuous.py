"""Continuous and conditional abilities written on cards (10.1, 10.2), maintained abilities
(10.4) and counters (10.5).

Nothing here is stored as a result: every time the engine asks a card's Fighting, Body or
abilities, `Continuous` works out from the table as it is now what each active ability adds
(board.py asks it through `Board.extra`). So recalculation (24.5.5, 24.8.1.3) always sees
current values: a "while attacking" bonus is gone once the attack is over, a "for each"
count drops when a counted card is smoked, and `smoking.recalculate` smokes whatever that
leaves at zero (20.2). An ability is active while its card's rules text is (10.1, 24.5.1);
a card immune to the ability's card is neither changed nor counted by it (40.0).

Counters are kept per card incarnation, so a card that leaves play loses them (34.0); they
stay on a card that loses the ability that placed them (10.5.1), and only counters placed
by an effect that says "counter" are counters (10.5.2: a modifier is never one).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from refbase.engines.shadowfist.model.abilities import Ability, parse_ability
from refbase.engines.shadowfist.model.board import Board, Card, Granted, Handle, not_cumulative_group
from refbase.engines.shadowfist.model.matching import immune, matches, stems
from refbase.engines.shadowfist.model.pool import card_resources, resources_of
from refbase.engines.shadowfist.model.records import EffectAction, Modifier
from refbase.engines.shadowfist.model.vocabulary import CardType, Keyword, Phase, Stage, Zone
from refbase.engines.shadowfist.model.written import AbilityKind, Condition, Delayed, Is, Of, Selector, Whose, WrittenAbility

#: the points of a turn outside its Main Shot: the Establishing Shot (22.2); the end-of-turn
#: declaration and scene are options and a scene of the Main Shot (22.3.2.3, 22.3.3)
_OUTSIDE_MAIN_SHOT = frozenset({Phase.START_OF_TURN})
_ON_BOARD = frozenset({Is.CARD_IN_PLAY, Is.SUBJECT_OF, Is.HAS_POWER, Is.OPPONENT_CLOSER_TO_VICTORY,
                       Is.ONE_SITE_FROM_VICTORY, Is.HAND_AT_MOST, Is.HAS_RESOURCES, Is.OPPONENT_CONTROLS_MORE,
                       Is.MORE_RESOURCES})

if TYPE_CHECKING:
    from refbase.engines.shadowfist.model.game import Game


@dataclass(eq=False, slots=True)
class Fired:
    """A triggered ability whose trigger has happened: queued (mandatory) or offered."""

    writer: Handle | None  # None for a delayed effect of an Event (its card is not in play)
    card: Card
    ability: WrittenAbility | None
    player: str
    effect_id: str
    about: Handle | None  # the card the trigger happened to
    scene: int  # the scene it belongs to: this one, or the next if none is running
    delayed: Delayed | None = None
    parent: str = ""
    asked: bool = False  # its controller chose targets with a `use` action: they answer for it
    event: int = 0  # the triggering event it answers (`notice`): one per thing that happened


@dataclass(eq=False, slots=True)
class Maintained:
    """What a resolved turn-and-maintain effect gives, while its card stays in play and turned
    and its text active (10.4)."""

    source: Handle
    targets: tuple[Handle, ...]
    abilities: tuple[Ability, ...]
    modifiers: tuple[Modifier, ...]
    label: str
    #: given only against / from a kind of card (29.7), as a grant's (`Grant.versus`)
    versus: Selector | None = None

    def holds(self) -> bool:
        card = self.source.card
        return self.source.live and card.turned and card.own_text_active


class Continuous:
    """The written abilities of one game: `Board.extra` for continuous ones, and the state the
    other ability modules keep (counters, maintained abilities, triggers.py's queues)."""

    def __init__(self, board: Board, active: str):
        self.board = board
        self.active = active
        self.game: Game | None = None  # bound by `install`; before that, no attack is under way
        self.writers = [c for c in board.cards.values()
                        if any(w.kind == AbilityKind.CONTINUOUS for w in c.written)]
        pairs = [(c, w) for c in self.writers for w in c.written if w.kind == AbilityKind.CONTINUOUS
                 and w.playing is None and not w.onto_this_card]  # those act as a card is played (play_costs)
        #: damage modifiers against or from a kind of card act only on that damage (`versus`)
        self.pairs = [(c, w) for c, w in pairs if w.against is None and w.damage_from is None and w.provides is None]
        #: resources a card's text provides (8.6): asked by the pool (pool.py), not by `Board.extra`
        self.providing = [(c, w) for c, w in pairs if w.provides is not None]
        self.versus_pairs = [(c, w) for c, w in pairs if w.against is not None or w.damage_from is not None]
        # the pairs that may act on a card: by the card's type, or on the writer / its subject
        self.on_type = {t: [(c, w) for c, w in self.pairs if w.affects is not None
                            and _type_fits(w.affects.type, t)] for t in CardType}
        self.on_self: dict[str, list[tuple[Card, WrittenAbility]]] = {}
        for c, w in self.pairs:
            if w.affects is None and c.type != CardType.STATE:
                self.on_self.setdefault(c.id, []).append((c, w))
        self.on_subject = [(c, w) for c, w in self.pairs
                           if w.affects is None and c.type == CardType.STATE]
        #: the abilities that give designators (14.0), asked by `designators_given`
        self.naming = [(c, w) for c, w in self.pairs if w.designators]
        self._naming = False
        #: can a written ability grant an immunity? (if not, most immunity checks are cheap)
        board.immunity_written = any(g.lower().startswith("immunity") for _, w in self.pairs
                                     for g in w.grants)
        self.triggerers = [c for c in board.cards.values()
                           if any(w.kind == AbilityKind.TRIGGERED for w in c.written)]
        self.counters: dict[str, tuple[int, int]] = {}
        self.maintained: list[Maintained] = []
        #: triggered effects waiting for a scene, offered voluntary ones, delayed ones (triggers.py)
        self.queue: list[Fired] = []
        self.offers: list[Fired] = []
        self.delayed: list[Fired] = []
        self.damaged: list[Handle] = []
        #: damage placed by a source (the card, its source, combat damage?), noticed before any
        #: card the infliction reduced to zero is smoked (triggers.py `note_inflicted`)
        self.inflicted: list[tuple[Handle, Card, bool]] = []
        self.fired = 0
        #: triggering events noticed so far, and the Not Cumulative triggered effects already
        #: effective per (event, title, ability) (49.4.2)
        self.events = 0
        self.effective: set[tuple[int, str, int]] = set()
        #: card id -> whether an ability counting its counters acts on it (10.5.1 steps)
        self.counting: dict[str, bool] = {}
        self._busy = False
        self._providing = False

    def provided(self, card: Card) -> list[str]:
        """The resources `card`'s own text provides now (8.6, 18.1): while it is in play with its
        text active (10.1) and its condition holds (10.2), one, or one for each card counted. A
        condition or count that looks at the pool does not see these again (no loop)."""
        mine = [w for c, w in self.providing if c is card]
        if not mine or self._providing or not card.in_play or not card.own_text_active:
            return []
        out: list[str] = []
        self._providing = True
        try:
            for ability in mine:
                assert ability.provides is not None
                if ability.condition is None or self.holds(ability.condition, card, card):
                    out += [ability.provides] * self.count(card, ability, card)
        finally:
            self._providing = False
        return out

    # --- counters (10.5) --------------------------------------------------------------------
    def counters_on(self, card: Card) -> int:
        incarnation, n = self.counters.get(card.id, (card.incarnation, 0))
        return n if incarnation == card.incarnation else 0

    def add_counters(self, card: Card, n: int) -> int:
        total = max(0, self.counters_on(card) + n)
        self.counters[card.id] = (card.incarnation, total)
        return total

    # --- Board.extra -------------------------------------------------------------------------
    def __call__(self, card: Card) -> Iterable[Granted]:
        """What written continuous abilities and maintained effects add to `card` now."""
        if self._busy or card.zone != Zone.IN_PLAY:
            return ()
        out: list[Granted] = []
        mine = self.on_self.get(card.id)
        if self.on_subject:
            subject = [(w, a) for w, a in self.on_subject if w.attached_to == card.id]
            mine = mine + subject if mine else subject
        for writer, ability in mine + self.on_type[card.type] if mine else self.on_type[card.type]:
            if writer.zone == Zone.IN_PLAY and writer.own_text_active:
                self._busy = True  # immunity, conditions and counts ask other cards' abilities
                try:
                    granted = self._from(writer, ability, card)
                finally:
                    self._busy = False
                if granted is not None:
                    out.append(granted)
        if self.maintained:
            out += [(m.abilities, m.modifiers, None) for m in self.maintained
                    if m.versus is None and m.holds() and any(t.live and t.card is card for t in m.targets)]
        return out

    def designators_given(self, card: Card) -> frozenset[str]:
        """The designators active continuous abilities give `card` now (14.0), while their
        conditions hold (10.2), unless it is immune to their card (40.0). An ability giving one
        does not see designators another gives while it works out whom it acts on."""
        if self._naming or card.zone != Zone.IN_PLAY:
            return frozenset()
        out: set[str] = set()
        self._naming = True
        try:
            for writer, ability in self.naming:
                if writer.zone == Zone.IN_PLAY and writer.own_text_active \
                        and self._from(writer, ability, card) is not None:
                    out |= stems(ability.designators)
        finally:
            self._naming = False
        return frozenset(out)

    def versus(self, card: Card, other: Card) -> Iterable[Granted]:
        """What damage modifiers "against" / "from" a kind of card add to `card`'s damage on
        `other` / from `other` (29.7), while their conditions hold (10.2). A card immune to
        the ability's card is not looked for by it (40.0)."""
        if self._busy or card.zone != Zone.IN_PLAY:
            return ()
        out: list[Granted] = self._versus_given(card, other)
        if not self.versus_pairs:
            return out
        for writer, ability in self.versus_pairs:
            if not (writer.zone == Zone.IN_PLAY and writer.own_text_active):
                continue
            wanted = ability.against if ability.against is not None else ability.damage_from
            assert wanted is not None
            self._busy = True
            try:
                fits = matches(self.board, other, wanted, writer) \
                    and (other is writer or not immune(self.board, other, writer, writer.type))
                granted = self._from(writer, ability, card) if fits else None
            finally:
                self._busy = False
            if granted is not None:
                out.append(granted)
        return out

    def _versus_given(self, card: Card, other: Card) -> list[Granted]:
        """What resolved grants and maintained effects give `card` only against or from a kind
        of card (26.5, 10.4, 29.7), when `other` fits it, read from the card that gave it."""
        given = [(g.versus, g.by, g.abilities, g.modifiers, g.group) for g in card.grants if g.versus is not None]
        given += [(m.versus, m.source.card.id, m.abilities, m.modifiers, None) for m in self.maintained
                  if m.versus is not None and m.holds() and any(t.live and t.card is card for t in m.targets)]
        out: list[Granted] = []
        for wanted, by, abilities, modifiers, group in given:
            assert wanted is not None
            writer = self.board.cards.get(by or "", card)
            self._busy = True
            try:
                fits = matches(self.board, other, wanted, writer)
            finally:
                self._busy = False
            if fits:
                out.append((abilities, modifiers, group))
        return out

    def _from(self, writer: Card, ability: WrittenAbility, card: Card) -> Granted | None:
        if not self.affects(writer, ability, card):
            return None
        if card is not writer and immune(self.board, card, writer, writer.type):
            return None
        if ability.condition is not None and not self.holds(ability.condition, writer, card):
            return None
        n = self.count(writer, ability, card)
        if n == 0:
            return None
        mods = ability.modifiers if n == 1 else tuple(Modifier(m.kind, m.value * n)
                                                      for m in ability.modifiers)
        return scaled(ability.grants, n), mods, not_cumulative_group(writer)

    def affects(self, writer: Card, ability: WrittenAbility, card: Card) -> bool:
        """The card itself (a State's: its subject), or every card the selector picks."""
        if ability.affects is None:
            return card is subject_of(self.board, writer)
        return matches(self.board, card, ability.affects, writer)

    def holds(self, cond: Condition, writer: Card, card: Card) -> bool:
        """A condition of 10.2, on the affected card or the ability's own card; "not" it."""
        return self._holds(cond, writer, card) != cond.negated

    def _holds(self, cond: Condition, writer: Card, card: Card) -> bool:
        game = self.game
        x = card if cond.of == Of.AFFECTED else writer
        if cond.of == Of.SUBJECT:  # a State's subject (25.5); none, and it does not hold
            subject = self.board.cards.get(writer.attached_to or "")
            if subject is None or not subject.in_play:
                return False
            x = subject
        atk = game.attack if game is not None else None
        live = atk is not None and atk.stage != Stage.ENDED
        if cond.is_ == Is.ATTACKING:
            attacker = atk.attacker_of(x) if live and atk is not None else None
            if attacker is None or atk is None:
                return False
            target = attacker.target.card if attacker.target is not None else atk.target
            return cond.select is None or matches(self.board, target, cond.select, writer)  # its target (28.1)
        if cond.is_ == Is.INTERCEPTING:
            return live and atk is not None and atk.interceptor_of(x) is not None
        if cond.is_ == Is.IN_COMBAT:
            return live and atk is not None and atk.in_combat and atk.involves(x)
        if cond.is_ == Is.TURNED:
            return x.turned
        if cond.is_ == Is.UNTURNED:
            return not x.turned
        if cond.is_ == Is.DAMAGED:
            return x.damage >= max(1, cond.n)
        if cond.is_ == Is.HAS_COUNTERS:  # counters its text made (10.5), not damage counters (29.0)
            return self.counters_on(x) >= max(1, cond.n)
        if cond.is_ == Is.ENTERED_THIS_TURN:
            return game is not None and x.entered_turn == game.turn_state.number
        if cond.is_ == Is.IN_FRONT_ROW:  # one Site in the front row of a location, one behind (9.1.2)
            return x.is_site and x.location is not None and x.location.front == x.id
        if cond.is_ == Is.ATTACKING_ALONE:
            return live and atk is not None and atk.is_attacking(x) and len(atk.active_attackers()) == 1
        if cond.is_ == Is.ABOUT_TO_ENTER_COMBAT:
            return live and atk is not None and atk.involves(x) and game is not None \
                and game.scene is not None and game.scene.phase == Phase.PRE_COMBAT
        if cond.is_ == Is.IN_FACEOFF:  # both still in play under the same controllers (41.7)
            pair = game.faceoff if game is not None else None
            return pair is not None and any(h.card is x for h, _ in pair) \
                and all(h.live and h.card.controller == who for h, who in pair)
        if cond.is_ == Is.AT_THIS_LOCATION:
            here = self.board.location_of(writer)
            return here is not None and self.board.location_of(card) is here
        if cond.is_ == Is.ATTACK_UNDER_WAY:  # "during an attack against a Site": any of its targets (28.1, 28.4)
            return live and atk is not None and _declared_by(cond.declarer, atk.declarer, writer) and (
                cond.select is None or any(matches(self.board, t, cond.select, writer) for t in atk.targets()))
        if cond.is_ in _ON_BOARD:
            return self._board_holds(cond, writer, x)
        return self._turn_holds(cond.is_, writer)

    def _board_holds(self, cond: Condition, writer: Card, x: Card) -> bool:
        """Conditions on the board, seen from the ability's card: a card in play (immune ones
        are not looked for, 40.0), a State on `x` (25.5), its controller's Power (9.2.6) and
        hand (9.2.2), the race to victory: Feng Shui Sites in play and burned for victory (4.1)."""
        board = self.board
        if cond.is_ == Is.CARD_IN_PLAY:
            assert cond.select is not None
            return count_cards(board, cond.select, writer) > 0
        if cond.is_ == Is.OPPONENT_CONTROLS_MORE:
            assert cond.select is not None
            return controls_more(board, cond.select, writer)
        if cond.is_ == Is.SUBJECT_OF:
            assert cond.select is not None
            return any(matches(board, s, cond.select, writer) and not immune(board, s, writer, writer.type)
                       for s in board.states_on(x))
        player = board.players[writer.controller]
        if cond.is_ == Is.HAS_POWER:
            return player.power >= cond.n
        if cond.is_ == Is.HAS_RESOURCES:  # each resource named, as often as named, in the pool (18.1)
            return all(resources_of(board, player.id, r) >= cond.resources.count(r) for r in set(cond.resources))
        if cond.is_ == Is.MORE_RESOURCES:  # more than every opponent has (18.1)
            mine = resources_of(board, player.id, cond.resources[0])
            return all(resources_of(board, p, cond.resources[0]) < mine for p in board.opponents(player.id))
        if cond.is_ == Is.HAND_AT_MOST:
            listed = sum(1 for c in board.cards.values() if c.zone == Zone.HAND and c.controller == player.id)
            return listed + player.unlisted_hand <= cond.n
        if cond.is_ == Is.ONE_SITE_FROM_VICTORY:
            return board.victory_count(player.id) == board.goal - 1
        mine = board.victory_count(writer.controller)
        return any(board.victory_count(p) > mine for p in board.opponents(writer.controller))

    def _turn_holds(self, is_: Is, writer: Card) -> bool:
        """Whose turn it is (22.0), and whether it is in its Main Shot (22.3): after the
        Establishing Shot (22.2), attacks included (22.3.2.2)."""
        game = self.game
        mine = (self.active if game is None else game.active) == writer.controller
        if game is not None and game.turn_over:
            return False
        if is_ == Is.OPPONENTS_TURN:
            return not mine
        if is_ in (Is.YOUR_MAIN_SHOT, Is.MAIN_SHOT):
            return (mine or is_ == Is.MAIN_SHOT) and (game is None or game.phase not in _OUTSIDE_MAIN_SHOT)
        return mine

    def counts_counters(self, card: Card) -> bool:
        """Does an active ability "for each counter" act on `card` now?"""
        return any(w.per_counter and self.affects(writer, w, card) for writer, w in self.pairs
                   if writer.in_play and writer.own_text_active)

    def count(self, writer: Card, ability: WrittenAbility, card: Card) -> int:
        """`counted`, less `per_minus`, never below zero (48.0: X's minimum is zero unless printed)."""
        n = self.counted(writer, ability, card)
        return max(0, n - ability.per_minus) if ability.per_minus else n

    def counted(self, writer: Card, ability: WrittenAbility, card: Card) -> int:
        """1, or "for each" card the `per` selector picks (not counting immune ones, 40.0),
        each counter on the affected card (10.5), or each resource of a kind in its
        controller's pool (18.1: "+X Fighting, X = the number of [Magic] resources", 48.0), or
        each resource the affected card requires and provides (8.4, 8.6: "X = the number of
        resources required and provided by that Character", 48.0)."""
        if ability.per_counter:
            return self.counters_on(card)
        if ability.per_damage:
            return card.damage
        if ability.per_resource is not None:
            return resources_of(self.board, writer.controller, ability.per_resource) // ability.per_every
        if ability.per_card_resource is not None:
            return card_resources(card, ability.per_card_resource)
        if ability.per is None:
            return 1
        if ability.per_value is not None:
            return total_of(self.board, ability.per, writer, ability.per_value) // ability.per_every
        return count_cards(self.board, ability.per, writer) // ability.per_every


def _type_fits(wanted: CardType | None, card_type: CardType) -> bool:
    return wanted is None or wanted == card_type or (
        wanted == CardType.SITE and card_type == CardType.FENG_SHUI_SITE)


@lru_cache(maxsize=1024)
def parsed(grants: tuple[str, ...]) -> tuple[Ability, ...]:
    return tuple(parse_ability(g) for g in grants)


@lru_cache(maxsize=1024)
def scaled(grants: tuple[str, ...], n: int) -> tuple[Ability, ...]:
    """The grants of an ability counted `n` times: Toughness bonuses are cumulative (50.17), so
    "Toughness: X" granted as "Toughness: 1" for each thing X counts (48.0) is Toughness: n;
    other bold-faced abilities are had once, however many times granted."""
    return tuple(replace(a, value=int(a.value) * n) if a.name == Keyword.TOUGHNESS and isinstance(a.value, int)
                 else a for a in parsed(grants))


def _declared_by(wanted: Whose, declarer: str, writer: Card) -> bool:
    """The attack's declarer (28.1) is the one a condition names, seen from the ability's controller."""
    return wanted == Whose.ANY or (declarer == writer.controller) == (wanted == Whose.YOU)


def subject_of(board: Board, card: Card) -> Card:
    """A State's abilities without a selector act on its subject; other cards' on themselves."""
    if card.type == CardType.STATE and card.attached_to:
        return board.cards[card.attached_to]
    return card


def count_cards(board: Board, sel: Selector, writer: Card) -> int:
    """The cards in play `sel` picks (a card immune to the writer is not counted, 40.0), or the
    cards in a smoked pile it picks (9.2.1: out of play, so immunity does not apply)."""
    return sum(1 for _ in picked(board, sel, writer))


def total_of(board: Board, sel: Selector, writer: Card, value: str) -> int:
    """The printed costs (8.5) or damage counters (29.0) of the cards `count_cards` counts, added."""
    return sum((c.cost or 0) if value == "cost" else c.damage for c in picked(board, sel, writer))


def picked(board: Board, sel: Selector, writer: Card) -> Iterator[Card]:
    """The cards `count_cards` counts."""
    if sel.in_smoked_pile:
        return (c for c in board.cards.values() if c.zone == Zone.SMOKED and matches(board, c, sel, writer))
    return (c for c in board.in_play() if matches(board, c, sel, writer) and not immune(board, c, writer, writer.type))


def controls_more(board: Board, sel: Selector, writer: Card) -> bool:
    """Does an opponent of the writer's controller control more cards in play that `sel` picks
    than that controller does? Each card counts for its controller (35.0); a card immune to the
    writer is not counted (40.0)."""
    held = Counter(c.controller for c in board.in_play() if matches(board, c, sel, writer)
                   and not immune(board, c, writer, writer.type))
    return any(held[p] > held[writer.controller] for p in board.opponents(writer.controller))


def in_role(game: Game, card: Card, role: str) -> bool:
    """An attacker of the attack under way, not removed from it (28.1.4, 28.5), its
    interceptor, still intercepting (28.6), or a target of it (28.1, 28.4): `role` "attacking",
    "intercepting" or "attacked"."""
    atk = game.attack
    if atk is None or atk.stage == Stage.ENDED:
        return False
    if role == "attacked":
        return atk.is_target(card)
    return atk.is_attacking(card) if role == "attacking" else atk.interceptor_of(card) is not None


def attack_target_of(game: Game, card: Card) -> Card | None:
    """The target of `card`'s attack under way (28.1; its own once split, 28.4); None when it
    is not an attacker of it."""
    atk = game.attack
    attacker = atk.attacker_of(card) if atk is not None and atk.stage != Stage.ENDED else None
    if atk is None or attacker is None:
        return None
    return attacker.target.card if attacker.target is not None else atk.target


def combat_with(game: Game, card: Card, other: Card) -> bool:
    """Are the two cards an attacker and its opponent in the combat under way (30.0)?"""
    atk = game.attack
    if atk is None or not atk.in_combat:
        return False
    return (card.id, other.id) in atk.combat_pairs or (other.id, card.id) in atk.combat_pairs


def aimed_at(game: Game, card: Card) -> list[Card]:
    """The cards `card`'s unresolved effects in the current scene target (24.1.3): an effect's
    cards chosen without the word "target" are not among them."""
    scene = game.scene
    if scene is None:
        return []
    return [game.board.cards[t] for e in scene.stack
            if e.source is card and not e.canceled and isinstance(e.action, EffectAction)
            and not e.data.get("chosen_not_targeted")
            for t in e.action.targets if t in game.board.cards]


def stillness(game: Game) -> tuple[object, ...]:
    """What the abilities of the cards read besides the cards themselves (`Board.held`'s
    `still`): the cards change only as a step is logged, so the steps logged so far; and what
    the conditions above and the roles read of the game, which moves on without a step: the
    Main Shot or not, the turn, an attack under way (its attackers, interceptors, combat), the
    scene about to enter combat, the effects waiting in it (`aimed_at`), a Faceoff."""
    atk, scene = game.attack, game.scene
    return (len(game.log.steps), len(game.board.cards), game.phase in _OUTSIDE_MAIN_SHOT, game.turn_over,
            game.active, game.turn_state.number,
            None if atk is None or atk.stage == Stage.ENDED else (atk.in_combat, len(atk.attackers),
                                                                   len(atk.interceptors)),
            scene is not None and scene.phase == Phase.PRE_COMBAT, 0 if scene is None else len(scene.stack),
            game.faceoff is None)


def attach(board: Board, active: str) -> Continuous:
    """Attach the evaluator to a board as it is loaded (scenario.load_board), with the
    counters the scenario places."""
    continuous = Continuous(board, active)
    for card in board.cards.values():
        if card.in_play and board.initial_counters.get(card.id):
            continuous.add_counters(card, board.initial_counters[card.id])
    board.extra = continuous
    board.versus = continuous.versus
    board.provided = continuous.provided
    board.given_designators = continuous.designators_given if continuous.naming else None
    return continuous


def install(game: Game) -> Continuous:
    """Bind the board's evaluator to the game that runs on it (engine.new_game)."""
    extra = game.board.extra
    continuous = extra if isinstance(extra, Continuous) else attach(game.board, game.active)
    continuous.game = game
    game.board.in_role = lambda card, role: in_role(game, card, role)
    game.board.attack_target_of = lambda card: attack_target_of(game, card)
    game.board.combat_with = lambda card, other: combat_with(game, card, other)
    game.board.aimed_at = lambda card: aimed_at(game, card)
    for card_id in continuous.counters:
        continuous.counting[card_id] = continuous.counts_counters(game.board.cards[card_id])
    return continuous


def of_game(game: Game) -> Continuous:
    extra = game.board.extra
    assert isinstance(extra, Continuous), "continuous.install(game) first"
    return extra
