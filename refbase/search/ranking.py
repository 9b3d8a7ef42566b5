"""Document-level score factors: authority first when relevance is close.

The older Shadowfist texts (1995 notes, 1996 FAQ) paraphrase rules that the 2015
comprehensive rulebook states — sometimes differently. A multiplicative factor per
document precedence keeps a close paraphrase below the rule itself while a clearly better
match in an older text still wins. Entry kinds get a factor too: a part heading or an
example is rarely the best answer when the rule it belongs to matches as well.
"""

from __future__ import annotations

from refbase.kb.model import Kind

#: Score multiplier by manifest precedence (1 = the authority of its game).
PRECEDENCE_FACTOR = {1: 1.0, 2: 0.82, 3: 0.72, 4: 0.66}
_LOWEST_FACTOR = 0.6

#: Score multiplier by entry kind (kinds not listed: 1.0).
KIND_FACTOR = {
    Kind.PART: 0.55,
    Kind.CHAPTER: 0.55,
    Kind.INTRO: 0.7,
    Kind.APPENDIX: 0.7,
    Kind.EXAMPLE: 0.8,
    Kind.NOTE: 0.85,
    Kind.TIP: 0.85,
    Kind.GLOSSARY: 0.9,
}


def score_factor(precedence: int, kind: str) -> float:
    """How much an entry's relevance counts, given its document and kind."""
    doc_factor = PRECEDENCE_FACTOR.get(precedence, _LOWEST_FACTOR)
    try:
        kind_factor = KIND_FACTOR.get(Kind(kind), 1.0)
    except ValueError:
        kind_factor = 1.0
    return doc_factor * kind_factor
