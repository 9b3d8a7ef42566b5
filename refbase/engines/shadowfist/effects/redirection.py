"""Redirecting damage (38.0): a signpost sends a source's damage meant for one card to
another. The redirecting card chooses the new recipient and becomes the damage's source
(38.5), so immunity to it bars the choice (40.0); a card immune to it keeps its own damage
from being redirected (40.0 6)."""

from __future__ import annotations

from refbase.engines.shadowfist.effects.makers import maker_type, maker_words
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import UNREDIRECTED_FROM, UNREDIRECTED_TO
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, Signpost, check
from refbase.engines.shadowfist.model.matching import immune
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.text import names
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.vocabulary import Keyword


def verify_redirect(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """A redirection names source, recipient and new recipient (38.2) and obeys 38.2.1-38.6."""
    board = game.board
    origin, new = board.cards[a.from_ or ""], board.cards[a.to or ""]
    check(new.in_play and (new.is_character or new.is_site),
          f"{new.title} is not a Character or Site in play", R.PLAYING_REDIRECTION)
    check(not board.abilities(new).has(UNREDIRECTED_TO), f"the text of {new.title} says damage cannot "
          f"be redirected to it", R.PLAYING_REDIRECTION + R.GOLDEN_RULE)
    check(new is not origin, f"damage cannot be redirected to {origin.title}, the card it is "
          f"already aimed at", R.REDIRECT_TO_SAME_CARD)
    existing = game.signposts.get(a.source or "")
    check(existing is None or existing.origin != a.to, f"a signpost already redirects this damage "
          f"away from {new.title}", R.REDIRECT_TO_SAME_CARD)
    # it chooses the new recipient and becomes the damage's source (38.5)
    check(not immune(board, new, board.cards.get(a.card), maker_type(game, a)), f"{new.title} is immune to "
          f"{maker_words(game, a)}: it cannot be chosen as the new recipient", R.IMMUNITY + R.REDIRECTION_SOURCE)
    if a.source in board.cards:
        _verify_redirect_combat(game, board.cards[a.source], origin)
        _verify_not_immune(game, a, board.cards[a.source])
        return
    effect = scene.unresolved(a.source or "")
    check(effect is not None and effect.kind == K.DAMAGE, "non-combat damage can be "
          "redirected only in response to its effect, in the same scene",
          R.RESPONDING_WITH_REDIRECTION)
    assert effect is not None
    check(any(t.card is origin for t in effect.targets) or _signposted_to(game, a.source or "") is origin,
          f"{origin.title} is not a recipient of that damage", R.PLAYING_REDIRECTION)
    check(not {"unstoppable"} & {x.lower() for x in effect.request.abilities},
          "Unstoppable damage cannot be redirected", R.UNSTOPPABLE)
    if effect.source is not None and effect.source.in_play:
        _verify_not_immune(game, a, effect.source)


def _verify_not_immune(game: Game, a: EffectAction, source: Card) -> None:
    """A card immune to the redirecting card's type: its damage cannot be redirected (40.0 6);
    nor can the damage of a card whose text says so (6.0 over 38.2)."""
    check(not game.board.abilities(source).has(UNREDIRECTED_FROM), f"the text of {source.title} says its "
          f"damage cannot be redirected", R.PLAYING_REDIRECTION + R.GOLDEN_RULE)
    kind = maker_type(game, a)
    check(not game.board.abilities(source).immune_to(kind), f"{source.title} is immune to "
          f"{(kind or '').replace('_', ' ')}s: they cannot redirect or reduce its damage",
          R.IMMUNITY + R.PLAYING_REDIRECTION)


def _verify_redirect_combat(game: Game, source: Card, origin: Card) -> None:
    atk = game.attack
    check(atk is not None and atk.involves(source) and source.is_character,
          f"{source.title}'s combat damage can be redirected only once it attacks, intercepts or "
          f"is attacked, before combat", R.REDIRECT_COMBAT_DAMAGE)
    check(not game.board.abilities(source).has(Keyword.UNSTOPPABLE),
          f"{source.title} is Unstoppable: its damage cannot be redirected", R.UNSTOPPABLE)


def _signposted_to(game: Game, source: str) -> Card | None:
    """The card the current signpost for `source`'s damage sends it to, if it is in play."""
    signpost = game.signposts.get(source)
    return signpost.to.card if signpost is not None and signpost.to.live else None


def resolve_redirect(game: Game, scene: Scene, effect: Effect) -> None:
    """Set the signpost, erasing any earlier one for the same source (38.1.1). A redirection of
    the damage an earlier signpost sends to `from` takes that damage over: the new signpost
    catches it where the earlier one did, so it decides where the source's damage goes."""
    a = effect.request
    source, origin = a.source or "", a.from_ or ""
    to = game.board.cards[a.to or ""]
    replaced = source in game.signposts
    if replaced and (earlier := _signposted_to(game, source)) is not None and earlier.id == origin:
        origin = game.signposts[source].origin
    game.signposts[source] = Signpost(source, origin, to.handle(), effect.id,
                                      effect.label, game.attack is not None, effect.source)
    game.step(f"{effect.label} resolves: a signpost now sends {names(game, [source])}'s damage "
              f"meant for {names(game, [origin])} to {to.title}"
              f"{' (it replaces the earlier signpost)' if replaced else ''}.",
              R.PLAYING_REDIRECTION + (R.SINGLE_SIGNPOST if replaced else ()))


def describe_redirect(game: Game, a: EffectAction) -> str:
    return (f"redirect {names(game, [a.source or ''])}'s damage from {names(game, [a.from_ or ''])} "
            f"to {names(game, [a.to or ''])}")
