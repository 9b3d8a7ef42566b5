"""A Site reduced to zero by combat damage: smoke, seize, or burn (30.3.3, 12.1.x, 19.0).

The player who declared the attack chooses (30.3.3) with a `site_fate` action. Seizing heals
the Site and changes its control at once but moves it only at Return Home (30.3.3.2);
burned Sites leave play at Return Home (30.3.3.3, 30.3.3.4), where burning for Power gains
the number of players plus one, at most five (12.1.2).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import control, triggers
from refbase.engines.shadowfist.mechanics.victory import note_took_site
from refbase.engines.shadowfist.mechanics.zones import (
    add_site,
    follow_subject,
    leave_play,
    leaving_to,
    legal_site_places,
    remove_site,
)
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import AttackState, SiteFateChoice
from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import SiteFate
from refbase.engines.shadowfist.model.vocabulary import Do, Fate, Phase, Row, Zone
from refbase.engines.shadowfist.model.written import On

_WORDS = {Fate.SEIZE: "seizes", Fate.BURN_FOR_VICTORY: "burns for victory",
          Fate.BURN_FOR_POWER: "burns for Power", Fate.SMOKE: "smokes"}


#: rules text taking fates away from a Site's declarer (6.0 over 30.3.3)
BARRED_FATES = {"cannot be seized": (Fate.SEIZE,),
                "cannot be burned": (Fate.BURN_FOR_VICTORY, Fate.BURN_FOR_POWER)}


def fate_options(board: Board, site: Card) -> list[Fate]:
    """Any Site may be smoked or seized; only Feng Shui Sites may be burned (30.3.3); a Site
    whose text says "Cannot be seized" / "Cannot be burned" lacks that fate (6.0)."""
    options = list(Fate) if site.is_fss else [Fate.SEIZE, Fate.SMOKE]
    held = board.abilities(site)
    barred = {fate for words, fates in BARRED_FATES.items() if held.has(words) for fate in fates}
    return [o for o in options if o not in barred]


#: The rules of the step each choice logs (smoking: the card leaving play, see `fate_rules`).
_CHOICE_RULES = {Fate.SMOKE: R.SMOKED_IN_COMBAT + R.SMOKED_BY_DAMAGE, Fate.SEIZE: R.SEIZED + R.SEIZING,
                 Fate.BURN_FOR_VICTORY: R.BURNED_FOR_VICTORY, Fate.BURN_FOR_POWER: R.BURNED_FOR_POWER}


def fate_rules(site: Card, choice: Fate) -> tuple[RuleRef, ...]:
    """The rules cited by the step a choice logs first (the legality query offers each choice
    with them, without trying it)."""
    if choice == Fate.SMOKE:
        return leaving_to(site, Zone.SMOKED, _CHOICE_RULES[choice])[1]
    return _CHOICE_RULES[choice]


def seize_places(game: Game, atk: AttackState, site: Card) -> list[dict[str, object]]:
    """Seizing into an empty back row instead of a new column at the right (9.1.3.2, 30.3.3.2):
    one option per such place (without a place, the Site goes into a new column)."""
    if not game.board.players[atk.declarer].columns or Fate.SEIZE not in fate_options(game.board, site):
        return []
    return [{"site": site.id, "choice": Fate.SEIZE, "column": column, "row": row}
            for column, row in legal_site_places(game, atk.declarer) if row == Row.BACK]


def choose_fate(game: Game, atk: AttackState, site: Card) -> None:
    """The attacker's decision for a Site at zero Body after combat damage (30.3.3)."""
    options = fate_options(game.board, site)
    action = game.require(Do.SITE_FATE, atk.declarer, "site_fate",
                          [{"site": site.id, "choice": o} for o in options] + seize_places(game, atk, site),
                          R.REDUCED_TO_ZERO,
                          f"{site.title}'s Body is reduced to zero: {atk.declarer}, who declared "
                          f"the attack, must first choose its fate",
                          lambda option: fate_rules(site, Fate(option["choice"])))
    assert isinstance(action, SiteFate)
    check(action.site == site.id, f"the Site whose fate is being decided is {site.title}",
          R.REDUCED_TO_ZERO)
    held = game.board.abilities(site)
    barred = next((w for w, fates in BARRED_FATES.items() if action.choice in fates and held.has(w)), None)
    check(action.choice in options, f"{site.title}'s text says it {barred}" if barred else
          f"{site.title} is not a Feng Shui Site and cannot be burned",
          R.REDUCED_TO_ZERO + (R.TEXT_OVER_RULES[barred] if barred else ()))
    if action.choice == Fate.SEIZE and action.column is not None:
        check(not game.board.players[atk.declarer].columns or
              (action.column, action.row or Row.FRONT) in legal_site_places(game, atk.declarer),
              "a seized Site goes into an empty back row or a new column at the right",
              R.ADD_SUBSEQUENT_SITE + R.SEIZING)
    with game.in_phase(Phase.SITE_FATE):
        _apply_choice(game, atk, site, action)


def _apply_choice(game: Game, atk: AttackState, site: Card, action: SiteFate) -> None:
    before = site.controller
    choice = Fate(action.choice)
    if choice == Fate.SMOKE:
        leave_play(game, site, Zone.SMOKED, f"{atk.declarer} smokes {site.title}", _CHOICE_RULES[choice],
                   smokers=(atk.declarer,))
        return
    atk.fates.append(SiteFateChoice(site, choice, action.column,
                                    Row(action.row) if action.row else None, before))
    if choice == Fate.SEIZE:
        site.damage = site.corrupted = 0
        site.controller, site.turned, site.face_down = atk.declarer, False, False
        if before != atk.declarer:
            control.seized(site, before)
        game.step(f"{atk.declarer} seizes {site.title}: it heals and changes control now, and "
                  f"moves at Return Home.", _CHOICE_RULES[choice])
        follow_subject(game, site, announce=True)
        # noticed once it is the seizer's: "any player who seizes this Site gains ..." is his (30.3.3.2)
        triggers.notice(game, On.SEIZED, site, by_players=(atk.declarer,))  # "when you seize a Site" (19.0)
    else:
        game.step(f"{atk.declarer} {_WORDS[choice]} {site.title}; it leaves play at "
                  f"Return Home.", _CHOICE_RULES[choice])
        # burned as chosen, still its controller's: "when a Site you control is burned" (30.3.3)
        triggers.notice(game, On.BURNED, site, by_players=(atk.declarer,))
    if site.is_fss and before != atk.declarer and choice in (Fate.SEIZE, Fate.BURN_FOR_VICTORY):
        note_took_site(game, atk.declarer)


def carry_out(game: Game, atk: AttackState, fate: SiteFateChoice) -> None:
    """At Return Home (28.8): seized Sites move, burned Sites leave play (12.1.1, 12.1.2)."""
    site, board = fate.site, game.board
    if not site.in_play:
        return
    if fate.choice == Fate.SEIZE:
        remove_site(game, site)
        add_site(game, atk.declarer, site, fate.column, fate.row)
    elif fate.choice == Fate.BURN_FOR_VICTORY:
        board.players[atk.declarer].bfv += 1
        leave_play(game, site, Zone.BURNED_FOR_VICTORY, f"{site.title} is burned for victory",
                   R.BURN_FOR_VICTORY + R.BFV_PILE, pile_of=atk.declarer)
    else:
        leave_play(game, site, Zone.SMOKED, f"{site.title} is burned for Power", R.BURN_FOR_POWER)
        gain = min(len(board.active_players()) + 1, 5)
        board.players[atk.declarer].power += gain
        game.step(f"{atk.declarer} gains {gain} Power (number of players plus one, at most five).",
                  R.BURN_FOR_POWER)
