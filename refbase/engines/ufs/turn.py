"""A whole turn (F): Ready Phase (F.1.1-F.1.3), the forms of the Combat Phase (F.2.2), the End
Phase clearing the card pools (F.3.1-F.3.3).

Used when the scenario has `turn`. The scenario's `attack` card is then one card in the active
player's hand, played only when a form names it; every attack sequence still takes its
decisions from `actions`, in order. A form that breaks a rule is illegal with `action` -1 and
its `turn.forms[i]` path in the reason (forms are not `actions`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from refbase.engines.common import DecisionNeeded, Pending, RuleViolation, ScenarioInvalid, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.attack import play_attack, run_stack
from refbase.engines.ufs.costs import pay_costs, verify_pay
from refbase.engines.ufs.effects import gain
from refbase.engines.ufs.game_end import check_arrival, check_pause, cycle
from refbase.engines.ufs.playing import ability_check_cost, play_card, verify_playable
from refbase.engines.ufs.restrictions import AbilityKind, Use, count_use, log_restrictions, verify_restrictions
from refbase.engines.ufs.state import Table
from refbase.engines.ufs.vocabulary import STAGING_TYPES, CardType, FormKind, Phase, SequenceKind, Zone


class FormViolation(RuleViolation):
    """A form (or another part of the turn outside `actions`) breaks a rule."""


@contextmanager
def _in_form(where: str) -> Iterator[None]:
    """A rule broken while a form is played belongs to that form, not to the last action."""
    try:
        yield
    except FormViolation:
        raise
    except RuleViolation as violation:
        raise FormViolation(f"{where}: {violation.reason}", violation.rules) from None


def run_turn(table: Table, turn: m.Turn, script: Script[m.Action]) -> None:
    ready_phase(table, turn)
    combat_phase(table, turn, script)
    end_phase(table, turn)


def ready_phase(table: Table, turn: m.Turn) -> None:
    pid = table.active_player
    seat = table.seat(pid)
    committed = [cid for cid in table.staging_of(pid) if not table.places[cid].ready]
    for cid in committed:
        table.places[cid].ready = True
    names = ", ".join(table.name(c) for c in committed) or "nothing (no card is committed)"
    table.step(f"Ready Step: {pid} readies {names}.", R.READY_STEP, Phase.READY)
    if turn.review is not None:
        if not table.in_hand(pid, turn.review):
            raise FormViolation(f"turn.review: {table.name(turn.review)} is not in {pid}'s hand", R.REVIEW_STEP)
        table.discard_card(turn.review)
        table.step(f"Review Step: {pid} discards {table.name(turn.review)} from the hand.", R.REVIEW_STEP)
    in_hand = sum(1 for p in table.places.values() if p.zone == Zone.HAND and p.controller == pid)
    need = max(0, seat.character.hand_size - in_hand)
    if len(turn.draw) != need:
        raise ScenarioInvalid({"turn.draw": [
            f"{pid} has {in_hand} cards in hand after the Review Step and a hand size of {seat.character.hand_size}, "
            f"so the Draw Step draws {need}: list exactly {need} drawn cards ({R.cite(R.DRAW_STEP)})"]})
    for k, card in enumerate(turn.draw):
        _draw(table, pid, card, k)
    drawn = ", ".join(c.name for c in turn.draw) or "nothing"
    table.step(f"Draw Step: {pid} draws up to the hand size of {seat.character.hand_size}: {drawn}.",
               R.DRAW_STEP + R.DRAW_SINGLE_EVENT + R.HAND_SIZE)
    check_pause(table)


def _draw(table: Table, pid: str, card: m.Card, k: int) -> None:
    """Draw one card; a deck that ran out with cards still to draw is cycled first (E.2.2, the
    pause condition; E.2.2.1: a player who cannot cycle loses) and the drawing goes on from the
    new deck, whose top values are `cycle`."""
    seat = table.seat(pid)
    if seat.deck_size is not None and seat.deck_size <= 0:
        table.step(f"Draw Step: {pid}'s deck runs out after {k} of the cards drawn; the game pauses to cycle it.",
                   R.DRAW_STEP + R.PAUSE_CONDITIONS, Phase.READY)
        cycle(table, seat)
        table.step(f"The Draw Step goes on: {pid} draws the rest from the new deck.", R.DRAW_STEP + R.CYCLE_DECK,
                   Phase.READY)
    if seat.deck:
        value = seat.deck.pop(0)
        if card.control is not None and card.control != value:
            raise ScenarioInvalid({f"turn.draw[{k}].control": [
                f"the top card of the deck has control value {value} ({'cycle' if seat.cycled else 'deck'}), not {card.control}"]})
    if seat.deck_size is not None:
        seat.deck_size -= 1
    table.move(card.id, Zone.HAND)


def combat_phase(table: Table, turn: m.Turn, script: Script[m.Action]) -> None:
    pid = table.active_player
    from_hand = False
    for form in turn.forms:
        where = f"turn.forms[{form.index}]"
        table.forms_left = sum(1 for later in turn.forms[form.index + 1:] if later.do == FormKind.ATTACK)
        if form.do == FormKind.PASS:
            table.step(f"{pid} passes on any further forms: the Combat Phase ends.", R.FORMS, Phase.FORM)
            _report(table, must_play=not from_hand, passed=True)
            if form.index != len(turn.forms) - 1:
                raise FormViolation(f"turn.forms[{form.index + 1}]: {pid} passed on further forms", R.FORMS)
            return
        from_hand = from_hand or table.in_hand(pid, form.card or "")
        if not _play_form(table, form, where, script):
            _report(table, must_play=False, passed=False)
            if form.index != len(turn.forms) - 1:
                raise FormViolation(f"turn.forms[{form.index + 1}]: the Combat Phase has ended", R.FAILED_FORM_ENDS_COMBAT)
            return
    raise DecisionNeeded(Pending(f"{pid} plays another form or passes (turn.forms)", pid,
                                 tuple(form_options(table, pid)), R.FORMS + R.FORM_CONDITIONS))


def _report(table: Table, *, must_play: bool, passed: bool) -> None:
    table.turn_report = {"passed": passed, "must_play_next_turn": must_play}
    if must_play:
        table.step(f"{table.active_player} passed without attempting to play a card from the hand as a form, so must "
                   "attempt one in the next turn's Combat Phase.", R.FORMS, Phase.FORM)


def form_options(table: Table, pid: str) -> list[dict[str, Any]]:
    """Forms the active player could append: pass, and each card in hand that can be a form."""
    options: list[dict[str, Any]] = [{"do": "pass"}]
    for cid, place in table.places.items():
        card = table.cards[cid]
        if place.zone == Zone.HAND and place.controller == pid and isinstance(card, m.Card):
            try:
                verify_playable(table, pid, card)  # Only cards and the resource chain (E.4.1)
            except RuleViolation:
                continue
            if card.type == CardType.ATTACK:
                options.append({"do": "attack", "card": cid})
            elif card.type in STAGING_TYPES:
                options.append({"do": "play", "card": cid})
    return options


def _play_form(table: Table, form: m.Form, where: str, script: Script[m.Action]) -> bool:
    """One form; False when its attempt failed and the Combat Phase ends (F.2.2.1.1)."""
    pid, cid = table.active_player, form.card or ""
    card = table.cards.get(cid)
    if form.do == FormKind.ABILITY:
        return _form_ability(table, form, where)
    if not table.in_hand(pid, cid) or not isinstance(card, m.Card):
        raise FormViolation(f"{where}: {table.name(cid)} is not in {pid}'s hand", R.FORM_PLAY_CARD)
    if form.do == FormKind.ATTACK:
        if card.type != CardType.ATTACK:
            raise FormViolation(f"{where}: {card.name} is not an attack", R.FORM_PLAY_CARD)
        with _in_form(where):
            played = play_attack(table, m.AttackSpec(pid, card, form.commit))
        if played is None:
            return False
        run_stack(table, script)
        return True
    if card.type not in STAGING_TYPES:
        raise FormViolation(f"{where}: only a non-action card, or a form ability on an action card, is played from "
                            "the hand as a form", R.FORM_PLAY_CARD)
    with _in_form(where):
        played_card = play_card(table, pid, cid, what="as a form", commit=form.commit)
    if not played_card:
        table.step(f"The attempt to play a card as a form failed: {pid}'s Combat Phase ends.",
                   R.FAILED_FORM_ENDS_COMBAT, Phase.FORM)
        return False
    return True


def _form_ability(table: Table, form: m.Form, where: str) -> bool:
    """F.2.2.2: a form ability on a ready staging card, or on an action card in hand (H.2.2.3),
    with its restrictions (H.3) and costs (E.4.1.1) checked before it is played."""
    pid, cid = table.active_player, form.card or ""
    action_card = _form_source(table, form, where)
    use = Use(AbilityKind.FORM, pid, cid, form.restrictions, (cid, form.ability or ""), None, earlier=form.index > 0)
    try:
        verify_restrictions(table, use)
        verify_pay(table, pid, form.pay, cid)
        card = table.cards[cid]
        if action_card and isinstance(card, m.Card):
            verify_playable(table, pid, card)  # refused before it is said to be played (E.4.1)
    except RuleViolation as violation:
        raise FormViolation(f"{where}: {violation.reason}", violation.rules) from None
    table.step(f"{pid} plays the form ability on {table.name(cid)}.", R.FORM_ABILITY + R.FORM_ABILITY_SOURCES, Phase.FORM)
    log_restrictions(table, use, Phase.FORM)
    with _in_form(where):
        if action_card:
            if not play_card(table, pid, cid, what="for its form ability", commit=form.commit,
                             pay_costs=lambda: pay_costs(table, pid, form.pay, Phase.FORM, source=cid),
                             check_cost=form.pay.check, check_commit=form.pay.check_commit):
                table.step(f"The attempt failed: {pid}'s Combat Phase ends.", R.FAILED_FORM_ENDS_COMBAT, Phase.FORM)
                return False
        else:
            pay_costs(table, pid, form.pay, Phase.FORM, source=cid)
            if not ability_check_cost(table, pid, form.pay, form.commit, Phase.FORM):
                return True  # a failed form ability on a staging card is an attempt; the Combat Phase goes on
    count_use(table, use)  # only a form that was played (E.4.10.1)
    if form.gain_vitality:
        gain(table, pid, form.gain_vitality)
    return True


def _form_source(table: Table, form: m.Form, where: str) -> bool:
    """Where the form ability is (H.2.2.3, widened by H.3.2.1.1, H.3.3.2, H.3.3.3); True for an
    action card in the hand, which is played with the ability."""
    pid, cid, rs = table.active_player, form.card or "", form.restrictions
    place, card = table.places[cid], table.cards[cid]
    mine = place.controller == pid or rs.either_player
    action_card = table.in_hand(pid, cid) and isinstance(card, m.Card) and card.type == CardType.ACTION
    if rs.zone is not None:
        if place.zone != rs.zone or not mine:
            raise FormViolation(f"{where}: the ability on {table.name(cid)} can only be played while the card is in "
                                f"{pid}'s {rs.zone.replace('_', ' ')}", R.ZONE_RESTRICTED_ABILITY)
        return action_card
    blank = isinstance(card, m.StagingCard) and (card.attached_to is not None or card.face_down)
    staged = place.zone == Zone.STAGING and mine and (place.ready or rs.while_committed) and not blank
    if not (staged or action_card):
        raise FormViolation(f"{where}: {table.name(cid)} is not a ready foundation, asset or starting character in "
                            "the staging area or an action card in the hand", R.FORM_ABILITY_SOURCES
                            + R.COMMITTED_NO_ABILITIES)
    return action_card


def end_phase(table: Table, turn: m.Turn) -> None:
    """F.3: clear both card pools, the active player's first (F.3.1.1), each right to left. When
    a player's pool is cleared, that player chooses which of their attacks that dealt damage go
    to their momentum (F.3.2.2): the active player is asked first, the other after that clear."""
    if turn.momentum_combined:
        _check_combined(table, turn.momentum_choice("") or ())
    order = sorted(table.seats.values(), key=lambda s: s.id != table.active_player)
    for seat in order:
        _clear(table, seat.id, _momentum_choice(table, turn, seat.id), turn.destroy)
    table.step(f"{table.active_player}'s turn ends.", R.TURN_ENDS, Phase.END)


def _dealt_damage(table: Table, pid: str) -> tuple[list[str], list[str]]:
    """The attacks in `pid`'s card pool that dealt damage: originals and reversals, and multiple
    copies (which go to the discard pile even when chosen, I.3.8.2.1)."""
    dealt = {s.card_id: s.kind for s in table.attacks if s.dealt > 0 and s.card_id}
    pool = [cid for cid in table.seat(pid).pool if cid in dealt]
    return ([c for c in pool if dealt[c] != SequenceKind.MULTIPLE_COPY],
            [c for c in pool if dealt[c] == SequenceKind.MULTIPLE_COPY])


def _check_combined(table: Table, named: tuple[str, ...]) -> None:
    """One list for both players: each id must be an attack in a card pool that dealt damage."""
    eligible = {c for seat in table.seats.values() for group in _dealt_damage(table, seat.id) for c in group}
    wrong = sorted(set(named) - eligible)
    if wrong:
        raise FormViolation(f"turn.momentum: {', '.join(wrong)} is not an attack in a card pool that dealt damage",
                            R.CLEAR_TO_MOMENTUM)


def _momentum_choice(table: Table, turn: m.Turn, pid: str) -> set[str]:
    """`pid`'s own attacks kept as momentum; pending when an original dealt damage and `pid`
    has not chosen (`turn.momentum.<pid>`)."""
    eligible, copies = _dealt_damage(table, pid)
    named = turn.momentum_choice(pid)
    if named is None:
        if eligible:
            raise DecisionNeeded(Pending(f"{pid} chooses which of {pid}'s attacks that dealt damage go to the momentum "
                                         f"as {pid}'s card pool is cleared (turn.momentum.{pid}; the others are "
                                         "discarded)",
                                         pid, tuple(eligible), R.CLEAR_TO_MOMENTUM + R.CLEAR_ACTIVE_FIRST))
        return set()
    if turn.momentum_combined:
        return set(named) & set(eligible + copies)
    wrong = sorted(set(named) - set(eligible + copies))
    if wrong:
        owner = next((s.id for s in table.seats.values() if s.id != pid and set(wrong) & set(s.pool)), None)
        whose = f": {owner} chooses for {owner}'s own attacks" if owner else ""
        raise FormViolation(f"turn.momentum.{pid}: {', '.join(wrong)} is not an attack in {pid}'s card pool that "
                            f"dealt damage{whose}", R.CLEAR_TO_MOMENTUM)
    return set(named)


def _clear(table: Table, pid: str, momentum: set[str], destroy: tuple[str, ...] | None) -> None:
    seat = table.seat(pid)
    staged = _to_staging(table, pid)
    copies = {s.card_id for s in table.attacks if s.kind == SequenceKind.MULTIPLE_COPY}
    moved: list[str] = []
    arrived: list[str] = []
    rules = R.CLEAR_ACTIVE_FIRST + R.CLEAR_RIGHT_TO_LEFT + R.CLEAR_TO_STAGING + R.CLEAR_TO_MOMENTUM + R.CLEAR_DISCARD
    for cid in reversed(seat.pool):
        if cid is None:
            seat.discard.append(None)
            moved.append("an unlisted card to the discard pile")
        elif cid in staged:
            table.move(cid, Zone.STAGING)
            moved.append(f"{table.name(cid)} to the staging area")
            arrived.append(cid)
        elif cid in momentum and cid in copies:
            table.discard_card(cid)
            moved.append(f"{table.name(cid)}, a multiple copy, to the discard pile instead of the momentum")
            rules += R.MULTIPLE_COPY_NOT_MOMENTUM
        elif cid in momentum:
            table.move(cid, Zone.MOMENTUM)
            seat.momentum += 1
            moved.append(f"{table.name(cid)} to the momentum")
        else:
            table.discard_card(cid)
            moved.append(f"{table.name(cid)} to the discard pile")
    seat.pool.clear()
    table.step(f"{pid} clears the card pool, right to left: {', '.join(moved) or 'it is empty'}.", rules, Phase.END)
    for cid in arrived:
        if table.places[cid].zone == Zone.STAGING:
            check_arrival(table, cid, destroy)


def _to_staging(table: Table, pid: str) -> set[str]:
    """F.3.2.1: foundations, assets and characters played this turn (as forms, reversals or for
    their abilities), not those played as blocks (its note, G.2.1.3.3.1), nor multiple copies."""
    blocks = {s.block_card for s in table.attacks if s.block_card}
    copies = {s.card_id for s in table.attacks if s.kind == SequenceKind.MULTIPLE_COPY}
    out = set()
    for cid in table.seat(pid).pool:
        if cid is None or cid in blocks | copies:
            continue
        card = table.cards.get(cid)
        if isinstance(card, m.Card) and card.type in STAGING_TYPES:
            out.add(cid)
    return out
