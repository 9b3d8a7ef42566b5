"""What a search returns. Plain dataclasses, so the API layer serialises them freely."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One ranked entry.

    `id` is the entry's URL key (the printed number where there is one); `number` is the
    printed number or None; `snippet` is HTML-safe: the entry text is escaped and only the
    `<mark>` tags around matched words are markup.
    """

    doc: str
    id: str
    number: str | None
    title: str
    snippet: str
    score: float
    game: str
    kind: str
    exact: bool = False  # True when the query named this entry's number

    @property
    def label(self) -> str:
        """The number as printed, or the stable id where nothing is printed."""
        return self.number or self.id


@dataclass(frozen=True, slots=True)
class SearchResults:
    """A page of hits, best first, with the total number of matching entries.

    `query` is the query as searched (cleaned and truncated); `suggestion` is a corrected
    query when some words were not in the index's vocabulary ("did you mean"), else None;
    `unmatched_phrases` are quoted phrases no entry contains: the results are then for
    their words, in any order.
    """

    query: str
    total: int
    results: list[SearchHit] = field(default_factory=list)
    suggestion: str | None = None
    limit: int = 0
    offset: int = 0
    unmatched_phrases: tuple[str, ...] = ()
