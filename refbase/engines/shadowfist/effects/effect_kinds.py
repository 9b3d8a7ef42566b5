"""Every kind of effect, in one registry: its payload, its checks, what it does, its rules.

An `effect` action names its kind (`damage`, `heal`, ...). For each kind, `KINDS` holds:
the fields its payload needs (checked when the scenario loads), whether it aims at cards or
at effects, the check made when it is generated (24.5), the text saying what it will do,
and the function that resolves it (24.8), each citing its rules. The engine's own effects
(a card being played, a Character changing location, Stealth) are kinds too, which only
the engine generates (`nameable=False`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.effects import canceling, faceoff, modifying, offers, power_kinds, redirection, text_kinds, tokens
from refbase.engines.shadowfist.effects import text_patterns as tp
from refbase.engines.shadowfist.effects.makers import maker_type
from refbase.engines.shadowfist.effects.text_patterns import TextPattern
from refbase.engines.shadowfist.mechanics import ceasing, control, entering, interceptors, placing, play_costs, retarget
from refbase.engines.shadowfist.mechanics import piles as piles_mod
from refbase.engines.shadowfist.mechanics.damage import effect_damage_modifier, place, receiving_side, redirector_flags
from refbase.engines.shadowfist.mechanics.smoking import smoke_reduced
from refbase.engines.shadowfist.mechanics.targets import live_targets
from refbase.engines.shadowfist.mechanics.triggers import Damagers, notice
from refbase.engines.shadowfist.mechanics.uniques import resolve_reveal, verify_reveal
from refbase.engines.shadowfist.mechanics.victory import note_played_site
from refbase.engines.shadowfist.mechanics.zones import leave_play, subject_control_rules
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import NO_CONTROL_CHANGE, UNHEALABLE, UNSACRIFICEABLE, Ability, parse_ability
from refbase.engines.shadowfist.model.board import Card, Grant, not_cumulative_group
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import versus_words
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.text import modifier_words, names, until
from refbase.engines.shadowfist.model.vocabulary import CardType, Duration, Keyword, Zone
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.written import On


class Aim(StrEnum):
    """What an effect's `targets` name."""

    CARDS = "cards"
    EFFECTS = "effects"
    NOTHING = "nothing"
    PILES = "piles"  # cards out of play: in a hand or a smoked pile (9.2)


Verify = Callable[[Game, Scene, EffectAction, list[Card]], None]
Resolve = Callable[[Game, Scene, Effect], None]
Describe = Callable[[Game, EffectAction], str]
OnGenerate = Callable[[Game, Scene, Effect], None]


@dataclass(frozen=True, slots=True)
class EffectKind:
    """One kind of effect, all of it in one place (see the module docstring)."""

    name: K
    resolve: Resolve
    aim: Aim = Aim.CARDS
    needs: tuple[str, ...] = ()  # the payload fields it requires (checked when loading)
    verify: Verify | None = None
    describe: Describe | None = None
    nameable: bool = True
    on_generate: OnGenerate | None = None  # what is fixed when it is generated (24.2)
    #: the optional fields its checks or resolution read besides `needs` (the board builder
    #: shows them on its form; loading refuses any other field set on it: effects_check.py)
    reads: tuple[str, ...] = ()
    #: fields of its payload that name a card of the scenario (checked when loading)
    card_fields: tuple[str, ...] = ()
    #: its `players` names exactly one player
    one_player: bool = False
    #: the effects of this kind a player could generate now (offers.py), for the legality query
    offers: offers.Offers | None = None
    #: card-text phrases that compile to this kind
    patterns: tuple[TextPattern, ...] = ()
    #: for a kind whose targets are out of play (`Aim.PILES`), the pile they are chosen in
    pile: Zone | None = None
    #: the cards of an "all <cards>" effect it acts on: those it can (heal: damaged ones, 16.1;
    #: ceasing: attackers or interceptors, 28.5.1, 28.6.6); None: every card its selector picks
    can_affect: Callable[[Game, Card], bool] | None = None


# --- shared -------------------------------------------------------------------------------------


def _on_live(handler: Callable[[Game, Scene, Effect, list[Card]], None]) -> Resolve:
    """A resolver given the targets still affected (`live_targets`)."""
    return lambda game, scene, effect: handler(game, scene, effect, live_targets(game, effect))


def _who(game: Game, a: EffectAction) -> str:
    return names(game, a.targets)


def _verb(word: str) -> Describe:
    return lambda game, a: f"{word} {_who(game, a)}"


# --- damage (29.2) and healing (16.0) ---------------------------------------------------------


def _verify_damage(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    for card in cards:
        check(card.is_character or card.is_site, f"{card.title} is not a Character or Site and "
              f"cannot be damaged", R.DAMAGE)


def _damage_abilities(game: Game, effect: Effect) -> set[str]:
    """The damage's own properties: those written on the effect, and its source card's."""
    found = {parse_ability(x).name for x in effect.request.abilities}
    if effect.source is not None and effect.source.in_play:
        found |= game.board.abilities(effect.source).flags
    return found


def _modified_generally(game: Game, effect: Effect) -> int:
    """"Inflicts +1 damage" on the source, or "the damage it inflicts is reduced by 3" (29.5),
    as it is when the effect resolves (26.6.2): a bonus gone by then no longer modifies it
    (26.6.5)."""
    source = effect.source
    bonus = effect_damage_modifier(game.board, source)
    was = effect.data.get("generated_bonus", 0)
    if was > 0 and was > bonus:
        game.step(f"What modified {effect.label}'s damage when it was generated (+{was}) no "
                  f"longer applies as it resolves.", R.CEASING_TO_MODIFY)
    if bonus and source is not None:
        game.step(f"{source.title}'s damage is modified as {effect.label} resolves: {bonus:+d}.",
                  R.MODIFY_GENERALLY + (R.UNSPECIFIED_DAMAGE if bonus < 0 else ()))
    return bonus


def _damage(game: Game, scene: Scene, effect: Effect) -> None:
    board = game.board
    bonus = _modified_generally(game, effect)
    shares: dict[str, int] = effect.data.get("division", {})  # a divided effect's share for each card (24.2)
    props = _damage_abilities(game, effect)
    hit, lethal = [], []
    by: Damagers = {}
    for card in live_targets(game, effect):
        recipient: Card | None = card
        inflicting = frozenset(props)
        source = effect.source
        # the card a trigger on "inflicts damage" names (29.4): redirected damage is the
        # redirector's (38.5), so the effect's source inflicts none of it
        dealer = source if source is not None and source.in_play else None
        signpost = game.take_signpost(effect.id, card.id)
        if signpost is not None:
            recipient = signpost.to.card if signpost.to.live else None
            inflicting = redirector_flags(board, signpost)
            source = signpost.redirector  # the damage's source from then on (38.5)
            dealer = None
            game.step(f"The signpost set by {signpost.label} sends the damage meant for "
                      f"{card.title} to {signpost.to.card.title}.", R.REDIRECTION + R.REDIRECTION_SOURCE
                      + R.REDUCTION_VS_REDIRECTION + (R.RECIPIENT_LEAVES_PLAY if recipient is None else ()))
        if recipient is None:
            continue
        amount = max(0, shares.get(card.id, effect.request.amount or 0) + bonus)  # never below 0 (29.5)
        if signpost is None and source is not None and source.in_play:  # "Lethal against <cards>" (10.2)
            inflicting |= board.abilities(source, recipient).flags
        landed = receiving_side(board, recipient, amount, Keyword.UNSTOPPABLE in props, source)
        place(game, recipient, landed.amount, Keyword.CORRUPTED in inflicting, dealer)
        if dealer is not None and landed.amount > 0:
            by.setdefault(recipient.id, []).append((dealer, False))
        game.step(f"{effect.label} resolves: it inflicts {amount} non-combat damage on "
                  f"{recipient.title}{landed.note}.", R.NON_COMBAT_DAMAGE + R.RESOLVING + landed.rules
                  + (R.CORRUPTED if Keyword.CORRUPTED in inflicting and landed.amount else ()))
        hit.append(recipient)
        if Keyword.LETHAL in inflicting and landed.amount and recipient.is_character:
            lethal.append(recipient)
    smoke_reduced(game, hit, R.RESOLUTION_DAMAGE, lethal, by, player=effect.player)


def _unhealable(game: Game, card: Card) -> bool:
    """Its text bars healing by effects (16.2), "except when seized" too (30.3.3.2 heals it then)."""
    abilities = game.board.abilities(card)
    return any(abilities.has(w) for w in UNHEALABLE)


def _verify_heal(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    for card in cards:
        check(card.damage > 0, f"{card.title} is not damaged and cannot be healed",
              R.HEAL_ONLY_DAMAGED)
        check(not _unhealable(game, card), f"{card.title} cannot be healed: "
              f"no effect removes its damage while that text is active", R.CANNOT_BE_HEALED)


def _heal(game: Game, scene: Scene, effect: Effect) -> None:
    limit = effect.request.amount
    for card in live_targets(game, effect):
        if _unhealable(game, card):
            game.step(f"{effect.label} resolves: {card.title} cannot be healed, so its damage stays.",
                      R.CANNOT_BE_HEALED + R.RESOLVING)
            continue
        removable = max(0, card.damage - card.corrupted)
        amount = removable if limit is None else min(limit, removable)
        card.damage -= amount
        note = " (Corrupted damage cannot be removed)" if card.corrupted else ""
        game.step(f"{effect.label} resolves: {amount} damage is healed from {card.title}{note}.",
                  R.HEALING + R.RESOLVING + (R.CORRUPTED if card.corrupted else ()))
        if amount:
            notice(game, On.HEALED, card)  # "when this card is healed" (16.0)


def _describe_heal(game: Game, a: EffectAction) -> str:
    return f"heal {_who(game, a)}" + (f" (up to {a.amount} damage)" if a.amount is not None else "")


# --- leaving play (20.0, 45.0, 46.0) ---------------------------------------------------------------


def _leave(zone: Zone, verb: str, rules: tuple[RuleRef, ...],
           spared: Callable[[Game, Effect, Card], bool] | None = None) -> Resolve:
    def handler(game: Game, scene: Scene, effect: Effect) -> None:
        for card in live_targets(game, effect):
            if spared is not None and spared(game, effect, card):
                continue
            leave_play(game, card, zone, f"{effect.label} resolves and {verb} {card.title}", rules,
                       smokers=(effect.player,))  # its controller smokes it (35.0)
    return handler


def _cannot_be_smoked_by(game: Game, card: Card, source_type: CardType | None) -> bool:
    """20.3: "cannot be smoked by Events" stops an Event's smoking it directly (not its damage)."""
    return source_type == CardType.EVENT and game.board.abilities(card).has("cannot be smoked by events")


def _unsacrificeable(game: Game, _effect: Effect | None, card: Card) -> bool:
    """"Cannot be sacrificed": never chosen for sacrifice (45.2), nor sacrificed as it resolves."""
    return game.board.abilities(card).has(UNSACRIFICEABLE)


def _verify_sacrifice(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    for card in cards:
        check(not _unsacrificeable(game, None, card), f"{card.title} cannot be sacrificed: its text "
              f"keeps it from being chosen", R.SACRIFICE_IMMUNITY)


def _verify_smoke(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    for card in cards:
        check(not _cannot_be_smoked_by(game, card, maker_type(game, a)), f"{card.title} cannot be "
              f"smoked by Events", R.NOT_SMOKED_BY_EVENTS)


def _smoked_by_event(game: Game, effect: Effect, card: Card) -> bool:
    if not _cannot_be_smoked_by(game, card, effect.source_type):
        return False
    game.step(f"{effect.label} resolves: {card.title} cannot be smoked by Events, so it stays in play.",
              R.NOT_SMOKED_BY_EVENTS + R.RESOLVING)
    return True


def _cancel_and_smoke(game: Game, scene: Scene, effect: Effect) -> None:
    """"Cancel and smoke a [C] card": the card is canceled (33.0; an Event being played, or a
    card that has left play, has its unresolved effects canceled all the same, 33.1, 33.2),
    then smoked if it is still in play (20.0; the FAQ's "Cancel and smoke": "they also smoke the
    card if the card is in play"), in the order printed: the cancel has blanked its rules text,
    so "cannot be smoked by Events" (rules text, not a restriction, 49.0) no longer stops it."""
    canceling.cancel_cards(game, scene, effect)
    _leave(Zone.SMOKED, "smokes", R.SMOKING, _smoked_by_event)(game, scene, effect)


def _to_owners_hand(game: Game, scene: Scene, effect: Effect) -> None:
    """A card returned to its owner's hand (9.2.2) leaves play: it goes to its owner's hand even
    when another player controls it (35.3.5), a Toast It card to the toasted pile instead (49.7),
    and it forgets its damage, grants and canceling (34.0)."""
    for card in live_targets(game, effect):
        leave_play(game, card, Zone.HAND, f"{effect.label} resolves and returns {card.title} to its "
                   f"owner's hand", R.HAND + R.CARD_MEMORY
                   + (R.CONTROLLED_CARD_LEAVES if card.controller != card.owner else ()))


# --- granting abilities and modifiers (26.5) ------------------------------------------------------


def _verify_grant(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    check(a.duration not in (Duration.ATTACK, Duration.COMBAT) or game.attack is not None,
          f"an effect lasting until the end of the {a.duration} needs an attack in progress",
          R.DURATION)


def _grant(game: Game, scene: Scene, effect: Effect) -> None:
    a = effect.request
    abilities: tuple[Ability, ...] = effect.data.get("abilities", ())
    duration = Duration(a.duration)
    group = not_cumulative_group(effect.source) if effect.source is not None else None
    against, damage_from = effect.data.get("against"), effect.data.get("damage_from")
    by = effect.source.id if effect.source is not None else None
    for card in live_targets(game, effect):
        card.grants.append(Grant(abilities, a.modifiers, duration, effect.id, group, against=against,
                                 damage_from=damage_from, by=by))
        gains = [x.label() for x in abilities] + modifier_words(a.modifiers)
        overlap = game.board.overlaps(card, group)
        game.step(f"{effect.label} resolves: {card.title} gains {', '.join(gains)} "
                  f"{versus_words(effect.data)}{until(duration)}"
                  f"{'; it is Not Cumulative, so only the largest of these overlapping bonuses counts' if overlap else ''}.",
                  R.RESOLVING + (R.DURATION if duration != Duration.PERMANENT else ())
                  + (R.TOUGHNESS if any(x.name == Keyword.TOUGHNESS for x in abilities) else ())
                  + (R.NOT_CUMULATIVE if overlap else ()))


def _describe_grant(game: Game, a: EffectAction) -> str:
    gains = list(a.abilities) + modifier_words(a.modifiers)
    return f"{_who(game, a)} gain{'s' if len(a.targets) == 1 else ''} {', '.join(gains)} {until(a.duration)}"


# --- control (35.0) --------------------------------------------------------------------------------


def _take_control(game: Game, scene: Scene, effect: Effect) -> None:
    a = effect.request
    atk = game.attack
    for card in live_targets(game, effect):
        bound = subject_control_rules(card) if card.type == CardType.STATE else ()
        if game.board.abilities(card).has(Keyword.LOYALTY):
            game.step(f"{card.title} has Loyalty: nobody can take control of it.", R.LOYALTY)
        elif game.board.abilities(card).has(NO_CONTROL_CHANGE):
            game.step(f"The text of {card.title} says it cannot be taken control of: nothing changes.",
                      R.TAKING_CONTROL + R.GOLDEN_RULE)
        elif bound:
            game.step(f"{card.title} is always controlled by the controller of its subject: taking "
                      f"control of it alone changes nothing.", bound + R.CARD_STATE_TRANSFER)
        elif card.controller == effect.player:
            game.step(f"{effect.player} already controls {card.title}: nothing changes.",
                      R.ALREADY_CONTROLLED)
        else:
            involved = atk is not None and atk.involves(card)
            control.take(game, card, effect.player, a.column, a.row, Duration(a.duration),
                         R.TAKING_CONTROL + (R.CONTROL_DURING_ATTACK if involved else ()))


# --- ceasing (28.5, 28.6.6) ---------------------------------------------------------------------------


def _verify_cease_attacking(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    atk = game.attack
    for card in cards:
        check(atk is not None and atk.is_attacking(card), f"{card.title} is not attacking",
              R.PREMATURE_END)
        if a.card == card.id:
            check(game.board.abilities(card).has(Keyword.TACTICS), f"{card.title} has no Tactics and "
                  f"cannot choose to cease attacking", R.TACTICS)


def _cease_attacking(game: Game, scene: Scene, effect: Effect) -> None:
    atk = game.attack
    for card in live_targets(game, effect):
        attacker = atk.attacker_of(card) if atk is not None else None
        if atk is not None and attacker is not None:
            tactics = effect.source is card
            ceasing.cease_attacking(game, atk, attacker, "it uses Tactics" if tactics else
                                    f"{effect.label} resolves", R.TACTICS if tactics else R.PREMATURE_END)


def _verify_cease_intercepting(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    atk = game.attack
    for card in cards:
        check(atk is not None and atk.interceptor_of(card) is not None,
              f"{card.title} is not intercepting", R.CEASING_INTERCEPTION)


def _stop_interceptors(why: str, rules: tuple[RuleRef, ...]) -> Resolve:
    def handler(game: Game, scene: Scene, effect: Effect) -> None:
        atk = game.attack
        for card in live_targets(game, effect):
            interceptor = atk.interceptor_of(card) if atk is not None else None
            if interceptor is not None:
                interceptors.stop_intercepting(game, interceptor, why.format(effect.label), rules)
    return handler


def _attacking(game: Game, card: Card) -> bool:
    return game.attack is not None and game.attack.is_attacking(card)


def _intercepting(game: Game, card: Card) -> bool:
    return game.attack is not None and game.attack.interceptor_of(card) is not None


def _describe_ceasing(game: Game, a: EffectAction) -> str:
    return f"{_who(game, a)} {'cease' if len(a.targets) > 1 else 'ceases'} {a.effect[6:]}"


# --- turning (21.0), Power (17.2.2) -------------------------------------------------------------------


def _turning(turned: bool) -> Resolve:
    def handler(game: Game, scene: Scene, effect: Effect) -> None:
        for card in live_targets(game, effect):
            changed = card.turned != turned
            card.turned = turned
            state = "turned" if turned else "unturned"
            game.step(f"{effect.label} resolves: {card.title} "
                      f"{'is now ' + state if changed else 'is already ' + state + '; nothing changes'}.",
                      R.TURNING + (() if changed else R.STILL_RESOLVES))
            if changed and turned:  # turned by the effect's controller (35.0)
                notice(game, On.TURNED, card, by_players=(effect.player,))
    return handler


def _gain_power(game: Game, scene: Scene, effect: Effect) -> None:
    """Power from the reservoir into the pool of each player it names, else its own (17.2)."""
    amount = effect.request.amount or 0
    for player in effect.request.players or (effect.player,):
        if not game.board.players[player].eliminated:
            game.board.players[player].power += amount
            game.step(f"{effect.label} resolves: {player} gains {amount} Power.", R.GAIN_POWER)


def _describe_gain_power(game: Game, a: EffectAction) -> str:
    who = a.players or (a.player,)
    return f"{', '.join(who)} gain{'s' if len(who) == 1 else ''} {a.amount} Power"


# --- the engine's own effects: moving (13.0), playing (24.5.1) ---------------------------------------


def _move(game: Game, scene: Scene, effect: Effect) -> None:
    handle = effect.targets[0]
    card = handle.card
    if not handle.live or card.controller != effect.player:
        game.step(f"{card.title}'s move resolves but it is no longer there to move.", R.RESOLVING)
        return
    previous = card.location
    card.location = effect.data["to"]
    interceptors.note_moved_in(game.attack, effect.player, card, previous)
    game.step(f"{card.title} changes location to {game.board.describe(card.location)}.",
              R.CHANGE_LOCATION)
    atk = game.attack
    if atk is not None and card is atk.target and card.is_character and card.location is not None:
        interceptors.target_moved(game, atk, card.location)
    retarget.follow_split_target(game, card)


def _play(game: Game, scene: Scene, effect: Effect) -> None:
    handle = effect.targets[0]
    card = handle.card
    if not handle.live:
        if card.type == CardType.STATE:  # 25.5.7: a State smoked before it resolves is canceled
            game.step(f"{card.title} left play before its play resolved: it is considered canceled "
                      f"and does nothing.", R.STATE_SMOKED_BEFORE_RESOLVING + R.CANCELING)
        else:
            game.step(f"{card.title}'s play resolves, but it has left play.", R.RESOLVING)
        return
    card.text_active = True
    active = "its text is now active" if card.type in (CardType.STATE, CardType.EDGE) else "it is in play"
    game.step(f"{card.title} resolves: {active}.", R.PLACEMENT_ACTIVATION + R.RESOLVING)
    if card.is_fss:
        note_played_site(game, effect.player)


def more_kinds() -> tuple[EffectKind, ...]:
    """The further kinds: Power (17.2), piles (39.0, 43.0, 44.1), text (32.0, 36.0),
    tokens (47.0), faceoffs (41.0), an attacker's target (28.1.3.1), playing by effect (37.0)."""
    power, piles, pile = ("amount",), _TARGETS, Aim.PILES
    return (
        EffectKind(K.STEAL_POWER, _on_live(power_kinds.resolve_steal), Aim.NOTHING,
                   power + ("players",), power_kinds.verify_other_player, power_kinds.describe_power,
                   one_player=True, offers=offers.offer_steal_power),
        EffectKind(K.GIVE_POWER, _on_live(power_kinds.resolve_give), Aim.NOTHING,
                   power + ("players",), power_kinds.verify_other_player, power_kinds.describe_power,
                   one_player=True, offers=offers.offer_give_power),
        EffectKind(K.LOSE_POWER, _on_live(power_kinds.resolve_lose), Aim.NOTHING, power,
                   describe=power_kinds.describe_power, reads=("players",), patterns=tp.LOSE_POWER),
        EffectKind(K.GENERATE_POWER, _on_live(power_kinds.resolve_generate), Aim.NOTHING, power,
                   power_kinds.verify_generate, power_kinds.describe_power),
        EffectKind(K.DRAW, _on_live(piles_mod.resolve_draw), Aim.NOTHING, ("amount",),
                   piles_mod.verify_draw, lambda game, a: f"{', '.join(piles_mod.whose(a))} "
                   f"draw{'s' if len(piles_mod.whose(a)) == 1 else ''} {a.amount} card(s)",
                   reads=("players",), offers=offers.offer_draw, patterns=tp.DRAW),
        EffectKind(K.DISCARD, _on_live(piles_mod.resolve_discard), pile, (),
                   piles_mod.verify_discard, piles_mod.describe_discard,
                   on_generate=piles_mod.remember_pile_targets,
                   reads=("targets", "amount", "players"), offers=offers.offer_discard),
        EffectKind(K.DISCARD_HAND, _on_live(piles_mod.resolve_discard_hand), Aim.NOTHING,
                   describe=lambda game, a: f"{', '.join(piles_mod.whose(a))} discard(s) their hand",
                   reads=("players",), patterns=tp.DISCARD_HAND),
        EffectKind(K.RELOAD, _on_live(piles_mod.resolve_reload), pile, piles,
                   piles_mod.verify_reload, _verb("reload"),
                   on_generate=piles_mod.remember_pile_targets, offers=offers.offer_reload,
                   patterns=tp.verb("reload"), pile=Zone.SMOKED),
        EffectKind(K.RETURN_TO_PLAY, _on_live(entering.resolve_return), pile, piles,
                   entering.verify_return, _verb("return to play"),
                   on_generate=piles_mod.remember_pile_targets,
                   reads=("attached_to", "column", "row"), offers=offers.offer_return_to_play,
                   patterns=tp.RETURN_TO_PLAY, pile=Zone.SMOKED),
        EffectKind(K.SMOKED_TO_HAND, _on_live(piles_mod.resolve_smoked_to_hand), pile, piles,
                   piles_mod.verify_smoked_to_hand, _verb("return to your hand"),
                   on_generate=piles_mod.remember_pile_targets, offers=offers.offer_smoked_to_hand,
                   patterns=tp.SMOKED_TO_HAND, pile=Zone.SMOKED),
        EffectKind(K.BLANK, _on_live(text_kinds.resolve_blank), needs=_TARGETS,
                   describe=_verb("blank"), reads=("duration",), offers=offers.offer_blank,
                   patterns=tp.verb("blank the text of")),
        EffectKind(K.COPY, _on_live(text_kinds.resolve_copy), needs=_TARGETS + ("from",),
                   verify=text_kinds.verify_copy, describe=text_kinds.describe_copy,
                   on_generate=text_kinds.remember_copied_text,
                   reads=("values", "duration"), card_fields=("from",), patterns=tp.COPY),
        EffectKind(K.TOKEN, _on_live(tokens.resolve_token), Aim.NOTHING, ("token",),
                   tokens.verify_token, tokens.describe_token, reads=("column",), offers=offers.offer_token),
        EffectKind(K.PLAY_CARD, _on_live(play_costs.resolve_play_card), pile, piles,
                   play_costs.verify_play_card, play_costs.describe_play_card,
                   on_generate=piles_mod.remember_pile_targets,
                   reads=("attached_to", "column", "x", "reduction", "reductions", "waives_timing"), offers=offers.offer_play_card,
                   patterns=tp.PLAY_CARD, pile=Zone.HAND),
        EffectKind(K.MOVE_CARD, _on_live(placing.resolve_move_card), needs=_TARGETS,
                   verify=placing.verify_move_card, describe=placing.describe_move_card,
                   reads=("column", "players", "attached_to"), one_player=True, offers=offers.offer_move_card),
        EffectKind(K.FACEOFF, _on_live(faceoff.resolve_faceoff), needs=_TARGETS + ("from",),
                   verify=faceoff.verify_faceoff, describe=faceoff.describe_faceoff,
                   card_fields=("from",), offers=offers.offer_faceoff, patterns=tp.FACEOFF),
        EffectKind(K.CHANGE_TARGET, _on_live(retarget.resolve_change_target),
                   needs=_TARGETS + ("to",), verify=retarget.verify_change_target,
                   describe=retarget.describe_change_target,
                   card_fields=("to",), offers=offers.offer_change_target, patterns=tp.CHANGE_TARGET),
    )


_TARGETS = ("targets",)

#: Every kind, by name. The order is the order the schema lists them in.
KINDS: dict[K, EffectKind] = {k.name: k for k in (
    EffectKind(K.DAMAGE, _damage, needs=_TARGETS + ("amount",), verify=_verify_damage,
               describe=lambda game, a: f"{a.amount} damage on {_who(game, a)}", reads=("abilities",),
               patterns=tp.DAMAGE),
    EffectKind(K.HEAL, _heal, needs=_TARGETS, verify=_verify_heal, describe=_describe_heal,
               reads=("amount",), patterns=tp.HEAL, can_affect=lambda game, card: card.damage > 0),
    EffectKind(K.REVEAL, resolve_reveal, needs=_TARGETS, verify=verify_reveal,
               describe=_verb("reveal")),
    EffectKind(K.SMOKE, _leave(Zone.SMOKED, "smokes", R.SMOKING, _smoked_by_event), needs=_TARGETS,
               verify=_verify_smoke, describe=_verb("smoke"), patterns=tp.verb_or_passive("smoke", "smoked")),
    EffectKind(K.TOAST, _leave(Zone.TOASTED, "toasts", R.TOASTING), needs=_TARGETS,
               describe=_verb("toast"), patterns=tp.verb_or_passive("toast", "toasted")),
    EffectKind(K.GRANT, _grant, needs=_TARGETS, verify=_verify_grant, describe=_describe_grant,
               reads=("duration", "abilities", "modifiers"), patterns=tp.GRANT),
    EffectKind(K.CANCEL, canceling.resolve_cancel, aim=Aim.EFFECTS, needs=_TARGETS, verify=canceling.verify_cancel,
               describe=lambda game, a: f"cancel {_who(game, a)}", patterns=tp.CANCEL + tp.CANCEL_EFFECTS),
    EffectKind(K.CANCEL_AND_SMOKE, _cancel_and_smoke, aim=Aim.EFFECTS, needs=_TARGETS,
               verify=canceling.verify_cancel_cards, on_generate=canceling.remember_cards,
               describe=_verb("cancel and smoke"), patterns=tp.CANCEL_AND_SMOKE),
    EffectKind(K.CANCEL_CARD, canceling.cancel_cards, aim=Aim.EFFECTS, needs=_TARGETS,
               verify=canceling.verify_cancel_cards, on_generate=canceling.remember_cards,
               describe=_verb("cancel"), patterns=tp.CANCEL_CARD),
    EffectKind(K.REDIRECT, redirection.resolve_redirect, aim=Aim.NOTHING, needs=("source", "from", "to"),
               verify=redirection.verify_redirect, describe=redirection.describe_redirect,
               patterns=tp.REDIRECT),
    EffectKind(K.TAKE_CONTROL, _take_control, needs=_TARGETS, describe=_verb("take control of"),
               reads=("duration", "column", "row"), patterns=tp.TAKE_CONTROL),
    EffectKind(K.CEASE_ATTACKING, _cease_attacking, needs=_TARGETS,
               verify=_verify_cease_attacking, describe=_describe_ceasing, patterns=tp.CEASE_ATTACKING,
               can_affect=_attacking),
    EffectKind(K.CEASE_INTERCEPTING, _stop_interceptors("{} resolves", R.CEASING_INTERCEPTION),
               needs=_TARGETS, verify=_verify_cease_intercepting, describe=_describe_ceasing,
               patterns=tp.CEASE_INTERCEPTING, can_affect=_intercepting),
    EffectKind(K.TURN, _turning(True), needs=_TARGETS, describe=_verb("turn"), patterns=tp.verb("turn")),
    EffectKind(K.UNTURN, _turning(False), needs=_TARGETS, describe=_verb("unturn"), patterns=tp.UNTURN),
    EffectKind(K.SACRIFICE, _leave(Zone.SMOKED, "sacrifices (not smoking)", R.SACRIFICE, _unsacrificeable),
               needs=_TARGETS, verify=_verify_sacrifice, describe=_verb("sacrifice"),
               can_affect=lambda game, card: not _unsacrificeable(game, None, card)),
    EffectKind(K.GAIN_POWER, _gain_power, aim=Aim.NOTHING, needs=("amount",),
               describe=_describe_gain_power, reads=("players",), patterns=tp.GAIN_POWER),
    *more_kinds(),
    EffectKind(K.ADD_COUNTERS, modifying.add_counters, needs=_TARGETS + ("amount",),
               describe=lambda game, a: f"place {a.amount} counter(s) on {_who(game, a)}",
               patterns=tp.ADD_COUNTERS),
    EffectKind(K.REMOVE_COUNTERS, modifying.remove_counters, needs=_TARGETS,
               describe=_verb("remove counters from"), reads=("amount",), patterns=tp.REMOVE_COUNTERS),
    EffectKind(K.RETARGET, modifying.retarget, aim=Aim.EFFECTS, needs=("targets", "from", "to"),
               verify=modifying.verify_retarget, describe=modifying.describe_retarget),
    EffectKind(K.RETURN_TO_HAND, _to_owners_hand, needs=_TARGETS, describe=_verb("return to its owner's hand"),
               offers=offers.offer_return_to_hand, patterns=tp.RETURN_TO_HAND),
    EffectKind(K.MOVE, _move, nameable=False),
    EffectKind(K.STEALTH, _stop_interceptors("{} bypasses it with Stealth", R.STEALTH),
               nameable=False),
    EffectKind(K.PLAY, _play, nameable=False),
)}

#: The kinds an `effect` action may name.
NAMEABLE = tuple(name for name, kind in KINDS.items() if kind.nameable)


def describe_effect(game: Game, a: EffectAction) -> str:
    """What the effect will do, as chosen on generation (24.2)."""
    describe = KINDS[a.effect].describe
    assert describe is not None
    return describe(game, a)
