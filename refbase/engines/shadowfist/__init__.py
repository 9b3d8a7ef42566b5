"""The Shadowfist interaction engine: resolve a submitted board scenario step by step.

`resolve(payload)` validates the request (the Shadowfist scenario of docs/api.md; malformed input raises
`ScenarioInvalid` naming the field), runs the actions against the Comprehensive Shadowfist
Rulebook, and answers `resolved`, `illegal` or `pending` with cited steps and the final
board (the resolution format, docs/api.md). The engine runs the active player's turn from its Main Shot, or
from its Establishing Shot and over several turns, with priority read from the script or
checked, and resources checked on play (docs/shadowfist-turn.md).

Readings of the scenario format (docs/api.md) where it is open (each also documented where it is implemented):

* `pass` resolves the current scene; where the next action belongs to a later point, the
  players at the current point pass (scene.py). A missing decision is `pending` when the
  script has ended, and makes the next action `illegal` otherwise (game.py).
* A Character whose controller has no Sites may give `column: 1` (the format's own
  example does): it names the unspecified location (scenario.py).
* A State's bold-faced abilities and modifiers act on its subject (board.py).
* An Event named by title only pays `cost.power`; one listed in hand also pays its printed
  cost (generation.py). `cancel` may also name a card being played in the scene; canceling
  it blanks the card (33.0). Using an effect of a face-down Feng Shui Site reveals it (24.4).
* Out-of-play cards report the player whose pile holds them as `controller`; an attack
  cut short by `pending` or `illegal` is reported with `in_progress: true` (final.py).
* Damage division rounds down; receiving-side multipliers follow divisions (damage.py).
  A divided Character's damage is shared after its own bonuses (combat.py).
* Where the rules leave a card's location to a player and the script does not say (a
  Character or Site played, returned to play, created or taken over, 25.4, 44.1, 35.3,
  9.1.3.2), the player decides with a `place` action (zones.py); with one legal place there
  is nothing to decide. Attackers return home after a seizure unless placed (return_home.py).
* Targets are a Character or a front-row Site (attack.py, after the basic rulebook).
* Extensions (all optional): `triggered` on effects for closed scenes, `column`/`row` for
  take_control, `duration` on take_control (35.3.4), `deck_size` and
  `site_played_this_turn` on players (schemas.py).
* The further effect kinds (Power, piles, blanking, copying, tokens, faceoffs, changing
  an attacker's target, playing by effect with cost reduction and X) and their fields are
  listed in docs/shadowfist-effects.md; a token created by an effect joins `final.cards`.
"""

from __future__ import annotations

from typing import Any

from refbase.engines.common import Resolution
from refbase.engines.shadowfist.engine import resolve_scenario
from refbase.engines.shadowfist.loading.scenario import ShadowfistScenarioSchema, load_board, load_scenario
from refbase.engines.shadowfist.loading.schemas import ACTION_SCHEMAS
from refbase.engines.shadowfist.model.rules import ALL_RULES

__all__ = ["resolve", "ALL_RULES", "ShadowfistScenarioSchema", "ACTION_SCHEMAS", "load_scenario"]


def resolve(payload: dict[str, Any], boards: bool = False) -> Resolution:
    """Validate and resolve one Shadowfist scenario (raises ScenarioInvalid if malformed);
    `boards`: also the board before and after every step (`Resolution.boards`)."""
    scenario = load_scenario(payload)
    return resolve_scenario(scenario, load_board(scenario), boards)
