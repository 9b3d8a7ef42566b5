"""Rule 14.0 designator matcher: which words of a card's title and subtitle are designators,
and whether two cards share one (Comprehensive Shadowfist Rulebook 14.0-14.5).

Public API:

* `analyze(title, subtitle="") -> Analysis`: a card's designators and the treatment of
  every printed word, each with its rule.
* `match(a: CardName, b: CardName) -> Match`: whether the cards share a designator, which,
  near misses, and where the 1996 FAQ ruled differently (`older_rulings`).
* `DesignatorInputError(field, message)`: a ValueError for input the matcher refuses.
* `use_game_vocabulary(texts)`: the titles and subtitles whose words count as whole words
  for 14.4 besides the English dictionary; the layer that knows the cards passes them in.

Every record has `to_dict()`; rules are `RuleRef`s, written `{"doc", "number"}`.
"""

from refbase.designators.analyze import analyze
from refbase.designators.lexicon import use_game_vocabulary
from refbase.designators.match import match
from refbase.designators.model import (
    Analysis,
    CardName,
    Designator,
    Match,
    NearMiss,
    Note,
    OlderRuling,
    SharedWord,
    Treatment,
    WordNote,
)
from refbase.designators.rules import ALL as RULES
from refbase.designators.validation import DesignatorInputError

__all__ = [
    "RULES", "Analysis", "CardName", "Designator", "DesignatorInputError", "Match", "NearMiss",
    "Note", "OlderRuling", "SharedWord", "Treatment", "WordNote", "analyze", "match",
    "use_game_vocabulary",
]
