"""Control checks (E.3): starting value from the top of the deck, final value, committing.

A check discards the top card of the deck and uses its control value (E.3.1). The scenario's
`deck` lists those values top first. If the final value is below the difficulty, the player
decides whether to commit ready character/foundation cards to make up the difference
(E.3.5.2): `commit` lists them, `[]` declines, and an absent list when committing could pass
is a missing decision (`pending`). A player who cannot commit enough cannot choose to commit
at all (E.3.5.2.1), and may not commit more than the difference (E.3.5.2.3.2, "only until").
"""

from __future__ import annotations

from dataclasses import dataclass

from refbase.engines.common import DecisionNeeded, Pending, RuleViolation, ScenarioInvalid
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.game_end import check_pause
from refbase.engines.ufs.state import Seat, Table
from refbase.engines.ufs.vocabulary import Phase, Zone


@dataclass(frozen=True, slots=True)
class CheckResult:
    starting: int
    final: int
    difficulty: int
    passed: bool
    committed: tuple[str, ...] = ()


def control_check(table: Table, pid: str, difficulty: int, commit: tuple[str, ...] | None,
                  what: str, field: str = "commit", *, recheck: bool = False) -> CheckResult:
    """Make a control check against `difficulty` for `what` (E.3.1 to E.3.6).

    `field` names the action field that carries this check's commit decision (for `pending`).
    A check that falls short is re-checked while the player has a re-check and it is not
    itself a re-check (E.3.3, E.3.3.1)."""
    seat = table.seat(pid)
    starting = take_top(seat, what)
    table.step(f"{pid} makes a control check for {what}: the top card of the deck is "
               f"discarded and its control value {starting} is the starting value.", R.CHECK_STARTING_VALUE + R.DISCARD_PILE, Phase.CHECK)
    check_pause(table)
    final = starting + seat.check_modifier
    if seat.check_modifier:
        table.step(f"Effects modify the check by {seat.check_modifier:+d}: the final value is {final} (the starting "
                   f"value stays {starting}).", R.CHECK_MODIFIERS + R.CHECK_FINAL_VALUE, Phase.CHECK)
    if final < difficulty and seat.rechecks and not recheck:
        seat.rechecks -= 1
        table.step(f"Final value {final} against difficulty {difficulty}: an effect lets {pid} re-check, so the "
                   "control check begins again (a re-check is not itself re-checked).",
                   R.RECHECK + R.NO_RECHECK_OF_RECHECK, Phase.CHECK)
        return control_check(table, pid, difficulty, commit, what, field, recheck=True)
    if final >= difficulty:
        if commit:
            raise RuleViolation(
                f"{pid}'s check for {what} already passes ({final} against {difficulty}); cards are "
                "committed only when the final value is below the difficulty", R.CHECK_PASSES + R.CHECK_DECIDE_COMMIT)
        table.step(f"Final value {final} against difficulty {difficulty}: the check passes.",
                   R.CHECK_FINAL_VALUE + R.CHECK_PASSES, Phase.CHECK)
        return CheckResult(starting, final, difficulty, True)
    return _make_up(table, pid, final, difficulty, commit, what, field)


def take_top(seat: Seat, what: str) -> int:
    """E.3.1: take the top card of the deck for a check; its control value starts the check."""
    if not seat.deck:
        field = "cycle" if seat.cycled else "deck"
        raise ScenarioInvalid({f"players[{seat.index}].{field}": [
            f"the control check for {what} needs the control value of another card from the top "
            f"of {seat.id}'s deck ({R.cite(R.CHECK_STARTING_VALUE)}), but the scenario lists no more; "
            "list more values, or give deck_size so that an empty deck is cycled "
            f"({R.cite(R.CYCLE_DECK)})"]})
    value = seat.deck.pop(0)
    if seat.deck_size is not None:
        seat.deck_size -= 1
    seat.discard.append(None)
    return value


def committable(table: Table, pid: str) -> list[str]:
    """Ready starting character and unattached foundations: what a check can commit (E.3.5.2.3.2)."""
    return [cid for cid in table.staging_of(pid)
            if table.places[cid].ready and _commit_kind_ok(table.cards[cid])]


def _commit_kind_ok(card: object) -> bool:
    if isinstance(card, m.Character):
        return True
    return isinstance(card, m.StagingCard) and card.is_foundation and card.attached_to is None


def _make_up(table: Table, pid: str, final: int, difficulty: int,
             commit: tuple[str, ...] | None, what: str, field: str) -> CheckResult:
    """E.3.5.2: the final value is short; commit cards to make up the difference, or fail."""
    needed = difficulty - final
    eligible = committable(table, pid)
    short = f"Final value {final} against difficulty {difficulty}: {needed} short"
    if commit is None and len(eligible) >= needed:
        raise DecisionNeeded(Pending(
            f"{pid} decides whether to commit {needed} of these cards to pass the check for {what} "
            f"({field}: [ids]), or none ({field}: [], the check fails)", pid, tuple(eligible),
            R.CHECK_DECIDE_COMMIT + R.CHECK_CARDS_NEEDED + R.CHECK_COMMIT_CARDS, amends=(-1, field, needed)))
    if not commit and len(eligible) < needed:
        table.step(f"{short}; {pid} has only {_cards(len(eligible))} to commit, so cannot "
                   "choose to commit, and the check fails.", R.CHECK_MUST_BE_ABLE + R.CHECK_NO_COMMIT_FAILS, Phase.CHECK)
        return CheckResult(final, final, difficulty, False)
    if not commit:
        table.step(f"{short}; {pid} commits no cards and the check fails.", R.CHECK_DECIDE_COMMIT + R.CHECK_NO_COMMIT_FAILS, Phase.CHECK)
        return CheckResult(final, final, difficulty, False)
    verify_commit(table, pid, commit, needed, eligible)
    commit_cards(table, commit)
    names = ", ".join(table.name(c) for c in commit)
    table.step(f"{short}; {pid} commits {names} to make up the difference, and the check passes.",
               R.CHECK_CARDS_NEEDED + R.CHECK_COMMIT_CARDS, Phase.CHECK)
    return CheckResult(final, final, difficulty, True, commit)


def commit_cards(table: Table, cids: tuple[str, ...]) -> None:
    """Commit the cards; cards attached to one of them (or its host) share its state (D.2.2.3.3)."""
    along = [other for cid in cids for other in table.commit(cid) if other not in cids]
    if along:
        names = ", ".join(table.name(c) for c in dict.fromkeys(along))
        table.step(f"{names} share the state of the card they are attached to (or that is attached to them) "
                   "and are committed too.", R.ATTACHED_SHARE_STATE)


def verify_commit(table: Table, pid: str, commit: tuple[str, ...], needed: int,
                  eligible: list[str]) -> None:
    """The listed cards can pay the difference exactly as E.3.5.2.3 allows."""
    if len(eligible) < needed:
        raise RuleViolation(f"{pid} needs {needed} cards but has only {_cards(len(eligible))} to commit, "
                            "so cannot choose to commit", R.CHECK_MUST_BE_ABLE)
    if len(set(commit)) != len(commit):
        raise RuleViolation("the same card is listed twice to commit", R.CHECK_COMMIT_CARDS + R.COMMIT_ONLY_READY)
    for cid in commit:
        verify_committable(table, pid, cid)
    if len(commit) < needed:
        raise RuleViolation(f"{pid} commits {len(commit)} cards but the check needs {needed}",
                            R.CHECK_CARDS_NEEDED + R.CHECK_COMMIT_CARDS)
    if len(commit) > needed:
        raise RuleViolation(f"{pid} commits {len(commit)} cards but may commit only until {needed} are "
                            "committed", R.CHECK_COMMIT_CARDS)


def _cards(count: int) -> str:
    return f"{count} ready character/foundation card{'' if count == 1 else 's'}"


def verify_committable(table: Table, pid: str, cid: str) -> None:
    """One card committed for a check: the player's own, in staging, character/foundation, ready."""
    place = table.places[cid]
    card = table.cards[cid]
    if place.zone != Zone.STAGING or place.controller != pid:
        raise RuleViolation(f"{table.name(cid)} is not in {pid}'s staging area",
                            R.CHECK_COMMIT_CARDS + R.STAGING_AREA)
    if isinstance(card, m.StagingCard) and card.attached_to is not None:
        raise RuleViolation(f"{table.name(cid)} is attached and cannot be committed to pass a check",
                            R.ATTACHED_CARDS_RESTRICTED)
    if not _commit_kind_ok(card):
        raise RuleViolation(f"{table.name(cid)} is not a character or foundation card",
                            R.CHECK_COMMIT_CARDS)
    if not place.ready:
        raise RuleViolation(f"{table.name(cid)} is already committed", R.COMMIT_ONLY_READY)
