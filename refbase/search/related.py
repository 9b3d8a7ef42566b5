"""Related rules: combining rankings and explicit references (plain Python).

`SearchIndex.related` ranks the authority's sections two ways (the entry's title searched
like a player's question; Whoosh more-like-this over its text) and fuses the rankings here.
"""

from __future__ import annotations

from refbase.kb.model import Ref, Section

#: Reciprocal-rank-fusion constant for combining the related-rules rankings.
FUSION_K = 10


def fuse(rankings: list[list[int]]) -> list[int]:
    """Reciprocal rank fusion: entries ranked well by several methods come first."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, docnum in enumerate(ranking, 1):
            scores[docnum] = scores.get(docnum, 0.0) + 1.0 / (FUSION_K + rank)
    return sorted(scores, key=lambda docnum: -scores[docnum])


def explicit_refs(section: Section, authority: str) -> list[Ref]:
    """Cross-references between the entry and the authority (a rule a FAQ answer cites)."""
    refs = [r for r in section.references if r.doc == authority]
    if section.doc == authority:
        refs += [r for r in section.referenced_by if r.doc == authority]
    return refs
