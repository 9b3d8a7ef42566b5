"""The UFS engine: resolves playing an attack and its attack sequence, citing the UFS Living
Game Rules v0.5 (document `ufs-living-rules`).

`resolve(payload) -> Resolution` takes a UFS scenario (docs/api.md) as the request body.

Additions to the UFS scenario format of docs/api.md (all optional):

* `players[*].character.id` (default `<player id>.character`: the starting character is a
  card that checks can commit) and `character.ready` (default true).
* `players[*].discard`: cards already in the discard pile (for cycling, E.2.2, and Multiple).
* `players[*].deck_size`: the number of cards in the deck. Without it, `deck` is the top of a
  longer deck and a check that needs an unlisted card is malformed input (422). With it, the
  deck can run out: it is then cycled (E.2.2), or the player loses (E.2.2.1), and
  `players[*].cycle` lists the control values on top of the cycled deck.
* `players[*].check_modifier` (an effect's +/-n to the final value of every control check,
  E.3.1.2) and `players[*].rechecks` (re-checks effects give: a check that falls short is
  made again, but a re-check is not re-checked, E.3.3, E.3.3.1).
* staging cards' `face_down`: a face-down card is a foundation with no other values and no
  abilities (D.2.2.2), private to its controller (C.2.2.1).
* `players[*].effects`: continuous effects on `own`/`opponent` attacks, one of `set`
  {zone, speed, damage}, `swap` ["speed", "damage"] (definitions, layer 2), `modify`
  {speed, damage}, `grant` "Keyword" (current state, layer 3), applied in C.3.3 order.
* `players[*].next_card_difficulty`: +X to the next card the player attempts this turn (an
  opponent's earlier Breaker, I.3.1.1).
* staging cards: `name`, `keywords`, `attached_to`; cards: `control`, `unblockable` (K.4.17).
* `resources` (resource symbols, B.6.6) on `character` and on cards: when both the character's
  and the card's are given, a card needs a symbol on the character and on every card in the
  card pool that has symbols (E.4.1.2; for blocks G.2.1.3.1.4). Each symbol at most once (K.3.2).
* `players[*].card_pool` may list the cards (card objects, oldest first) instead of a count:
  they are then cards of the request in `final.cards`, and Combo (I.3.3.2) and "preceding"
  (K.4.13) read their order (D.2.1.2). Counted cards have unknown symbols and values.
* `enhance.restrictions` (H.3): `first`, `combo`, `deadlock`, `desperation`, `character`,
  `resource`, `zone` (`hand`|`staging`|`card_pool`), `per_turn` (1|2), `your_turn`,
  `opponents_turn`, `your_attack`, `opponents_attack`, `enhance_step`, `while_committed`,
  `either_player`; each is checked before the ability is played and named in a step.
* `enhance`: `card` (where the ability is, H.2.1.3; the attack's id for its own abilities),
  `ability` (a label telling abilities on one card apart, H.2.1.4), `commit` (cards committed
  for the ability's check), `choose` (the foundations a Stun commits, chosen by the
  defender), `gain_vitality`, `unblockable`, `attack_to` (`discard`|`hand`|`removed`: the
  effect moves the attack out of the card pool, G.5.2), `modify.minimum|maximum` (K.4.7), and
  `pay` = `{"commit": [ids], "momentum": n, "discard": [hand ids], "check": n, "check_commit": [ids]}`
  (`check_commit`: the commit decision for the (+n) check cost, E.4.8; an action card's
  `commit` goes to its own difficulty check). An enhance without `card` is an ability the
  scenario does not locate: the same effect from the same player counts as one ability
  (H.2.1.4), and a defender needs a card that could hold it (H.2.1.3).
* `block.commit` may be omitted: the decision is then asked for (`pending`) when committing
  could pass the check; `[]` declines.
* action `respond` `{player, card, keyword: "Breaker"|"Reversal", commit?}`, or any other
  response ability `{player, card, condition: "blocked"|"resolved", ability?, modify?,
  gain_vitality?, pay?, commit?}` (H.2.3). Windows open when an attack becomes blocked and
  when it resolves; the active player has priority first (H.2.3.2.4.1), a `respond` by the
  other player means the player with priority passed, and each response once per window
  (H.2.3.4). A script that stops where a player has a valid Breaker or Reversal response is
  `pending`; that player's `pass` declines it (H.2.3.2.4.3). A written `pass` by the player
  with priority is the window's (both players may pass in succession), unless it opens the
  next attack sequence: see docs/ufs-engine.md.
* keywords: `"Combo (Kick)"` (Combo always carries its requirement, I.3.3.1); two copies of a
  keyword are two abilities. An attached staging card has its host's `ready` (D.2.2.3.3).
* `turn` (F): `{review?, draw: [cards drawn, top first], forms: [...], momentum?: {player: [ids]}}` plays
  the active player's whole turn: Ready Step readies committed cards (F.1.1), the review
  discards a hand card (F.1.2), the Draw Step draws to `character.hand_size` (F.1.3; a drawn
  card's `control` must be the deck's top value); forms (F.2.2) are `{"do": "attack"|"play",
  "card", "commit"?}`, `{"do": "ability", "card", "gain_vitality"?, "pay"?}` or
  `{"do": "pass"}`, each attack's sequence taking its decisions from `actions`; the End Phase
  clears both pools (F.3), each player choosing which of their attacks that dealt damage go to
  their momentum (`momentum.<player>`, asked in clearing order when left out; one list for
  both players is also read). With `turn`, `attack` may be left out. A deck that runs out in
  the Draw Step is cycled (E.2.2).
  `final.turn` = `{passed, must_play_next_turn}`; a form that breaks a rule is illegal with
  `action` -1 and its `turn.forms[i]` in the reason.
* `pay` of an enhance, response or form ability: `foundations` (commit N foundations, the
  starting character in place of one, H.4.3), `destroy`, `remove`, `flip` (H.4.1.2-H.4.1.4),
  checked before paying (E.4.1.1); see `costs.py`.
* `restrictions` (H.3) also on `respond` (with `condition`) and on form abilities; `first` on a
  response is a 422 (H.3.1.1 gives it no time frame there).
* `deals_no_damage` on an enhance or `respond`, and as a player effect: a rule effect handled
  first in the Damage Step (J.3.5, J.3.5.2, K.1.2).
* `control` is given only on `turn.draw` cards (read from the deck, E.3.1); elsewhere a 422.
* `illegal.action` is -1 when playing `attack` itself breaks a rule.
* `final.attacks` (in the order the sequences ran), `final.attack.card|played|sequence`, `final.players[*]` counted zones,
  `final.cards[*].ready|note`. Zones: `hand`, `staging`, `card_pool`, `discard`, `deck`,
  `removed`, `transitional`.
"""

from refbase.engines.ufs.engine import resolve

__all__ = ["resolve"]
