"""A Site reduced to zero by combat damage: smoke, seize, or burn (30.3.3, 12.1.x, 19.0).

The player who declared the attack chooses (30.3.3) with a `site_fate` action. Seizing heals
the Site and changes its control at once but moves it only at Return Home (30.3.3.2);
burned Sites leave play at Return Home (30.3.3.3, 30.3.3.4), where burning for Power gains
the number of players plus one, at most five (12.1.2).
"""

from __future__ import annotations

from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.attack_state import SiteFateChoice
from refbase.engines.shadowfist.board import Card
from refbase.engines.shadowfist.game import Game, check
from refbase.engines.shadowfist.records import SiteFate
from refbase.engines.shadowfist.victory import note_took_site
from refbase.engines.shadowfist.zones import add_site, leave_play, legal_site_places, remove_site

_WORDS = {"seize": "seizes", "burn_for_victory": "burns for victory",
          "burn_for_power": "burns for Power", "smoke": "smokes"}


def fate_options(site: Card) -> list[str]:
    """Any Site may be smoked or seized; only Feng Shui Sites may be burned (30.3.3)."""
    return ["seize", "burn_for_victory", "burn_for_power", "smoke"] if site.is_fss else ["seize", "smoke"]


def choose_fate(game: Game, site: Card) -> None:
    """The attacker's decision for a Site at zero Body after combat damage (30.3.3)."""
    atk = game.attack
    assert atk is not None
    options = fate_options(site)
    action = game.require("site_fate", atk.declarer, "site_fate",
                          [{"site": site.id, "choice": o} for o in options], R.REDUCED_TO_ZERO,
                          f"{site.title}'s Body is reduced to zero: {atk.declarer}, who declared "
                          f"the attack, must first choose its fate")
    assert isinstance(action, SiteFate)
    check(action.site == site.id, f"the Site whose fate is being decided is {site.title}",
          R.REDUCED_TO_ZERO)
    check(action.choice in options, f"{site.title} is not a Feng Shui Site and cannot be burned",
          R.REDUCED_TO_ZERO)
    if action.choice == "seize" and action.column is not None:
        check(not game.board.players[atk.declarer].columns or
              (action.column, action.row or "front") in legal_site_places(game, atk.declarer),
              "a seized Site goes into an empty back row or a new column at the right",
              R.ADD_SUBSEQUENT_SITE + R.SEIZING)
    _apply_choice(game, site, action)


def _apply_choice(game: Game, site: Card, action: SiteFate) -> None:
    atk = game.attack
    assert atk is not None
    before = site.controller
    game.phase = "site_fate"
    if action.choice == "smoke":
        leave_play(game, site, "smoked", f"{atk.declarer} smokes {site.title}",
                   R.SMOKED_IN_COMBAT + R.SMOKED_BY_DAMAGE)
        return
    atk.fates.append(SiteFateChoice(site, action.choice, action.column, action.row, before))
    if action.choice == "seize":
        site.damage = site.corrupted = 0
        site.controller, site.turned, site.face_down = atk.declarer, False, False
        game.step(f"{atk.declarer} seizes {site.title}: it heals and changes control now, and "
                  f"moves at Return Home.", R.SEIZED + R.SEIZING)
    else:
        rules = R.BURNED_FOR_VICTORY if action.choice == "burn_for_victory" else R.BURNED_FOR_POWER
        game.step(f"{atk.declarer} {_WORDS[action.choice]} {site.title}; it leaves play at "
                  f"Return Home.", rules)
    if site.is_fss and before != atk.declarer and action.choice in ("seize", "burn_for_victory"):
        note_took_site(game, atk.declarer)


def carry_out(game: Game, fate: SiteFateChoice) -> None:
    """At Return Home (28.8): seized Sites move, burned Sites leave play (12.1.1, 12.1.2)."""
    atk = game.attack
    assert atk is not None
    site, board = fate.site, game.board
    if not site.in_play:
        return
    if fate.choice == "seize":
        remove_site(game, site)
        add_site(game, atk.declarer, site, fate.column, fate.row)
    elif fate.choice == "burn_for_victory":
        board.players[atk.declarer].bfv += 1
        leave_play(game, site, "burned_for_victory", f"{site.title} is burned for victory",
                   R.BURN_FOR_VICTORY + R.BFV_PILE, pile_of=atk.declarer)
    else:
        leave_play(game, site, "smoked", f"{site.title} is burned for Power", R.BURN_FOR_POWER)
        gain = min(len(board.active_players()) + 1, 5)
        board.players[atk.declarer].power += gain
        game.step(f"{atk.declarer} gains {gain} Power (number of players plus one, at most five).",
                  R.BURN_FOR_POWER)
