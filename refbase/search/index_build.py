"""The Whoosh index's schema and its build: `build_index` writes a fresh index of every entry
into a directory that `refbase build` then swaps in atomically (serving: `index.py`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.analysis import Analyzer, Filter, RegexTokenizer, StemFilter, StopFilter, Token
from whoosh.fields import ID, TEXT, Schema
from whoosh.lang.porter import stem as porter_stem

from refbase.kb.model import KnowledgeBase, Section
from refbase.search.entries import context, title_and_body
from refbase.search.text import STOP_WORDS, TOKEN_PATTERN, fold

Progress = Callable[[str], None]

#: Bumped when the schema or the meta file changes; `open` refuses other formats.
INDEX_FORMAT = 2
META_FILE = "refbase-search.json"
#: Titles name the rule a player asks about: the ranking field `text` holds the title this
#: many times before the body (BM25F-style boosting with one idf and one saturation per
#: term, so a common word in a short title cannot outweigh a rare word in the body).
TITLE_REPEAT = 2
#: A stem counts as one game's vocabulary when that many entries of the game use it.
GAME_STEM_MIN_ENTRIES = 2
#: A stem pair points to a game when that game puts it side by side this many times as
#: often as the other ("card pool": UFS 48 entries, Shadowfist 1).
GAME_PAIR_RATIO = 10
#: Stems shorter than this ("on" of "one") say too little to pair.
GAME_PAIR_MIN_CHARS = 3

@lru_cache(maxsize=100_000)
def stem(word: str) -> str:
    """The index's stemmer on one folded word (cached: words repeat across queries)."""
    return porter_stem(word)


class _FoldFilter(Filter):
    """Lowercase and strip accents exactly as `refbase.search.text.fold` does."""

    def __call__(self, tokens: Iterable[Token]) -> Iterator[Token]:
        for token in tokens:
            token.text = fold(token.text)
            yield token


def _stemming_analyzer() -> Analyzer:
    return (RegexTokenizer(TOKEN_PATTERN) | _FoldFilter()
            | StopFilter(stoplist=STOP_WORDS, minsize=1) | StemFilter(stemfn=stem))


def analyze(text: str) -> list[str]:
    """The terms the index stores for `text` (for tests and tools: the Whoosh analyzer)."""
    return [token.text for token in _stemming_analyzer()(text)]


def schema() -> Schema:
    """Only what is read: the entry's key, the ranking field (title, body, the titles above)
    and the unstemmed words for typo correction; everything else comes from the knowledge
    base (indexing unread fields cost a third of the build)."""
    return Schema(
        key=ID(stored=True, unique=True),
        text=TEXT(analyzer=_stemming_analyzer(), phrase=True),
        words=TEXT(analyzer=RegexTokenizer(TOKEN_PATTERN) | _FoldFilter(), phrase=False),
    )


def _key(doc: str, entry_id: str) -> str:
    return f"{doc}\x1f{entry_id}"


# --- build ---------------------------------------------------------------------------


def build_index(kb: KnowledgeBase, directory: Path,
                progress: Progress | None = None) -> None:
    """Write a fresh index of every entry of `kb` into `directory` (created if missing)."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    ix = whoosh_index.create_in(str(directory), schema())
    writer = ix.writer(limitmb=128)
    count = 0
    for document in kb.documents.values():
        for section in document.sections.values():
            writer.add_document(**_fields(kb, section))
            count += 1
        if progress:
            progress(f"indexed {document.info.id}: {len(document.sections)} entries")
    writer.commit(optimize=True)
    meta = {"format": INDEX_FORMAT, "entries": count, "game_stems": _game_stems(kb)}
    (directory / META_FILE).write_text(json.dumps(meta, sort_keys=True), encoding="utf-8")
    if progress:
        progress(f"search index written: {count} entries")


def _fields(kb: KnowledgeBase, section: Section) -> dict:
    title, body = title_and_body(section)
    return {
        "key": _key(section.doc, section.id),
        "text": "\n".join([title] * TITLE_REPEAT + [body, context(kb, section)]),
        "words": f"{section.title}\n{section.text}",
    }


def _game_stems(kb: KnowledgeBase) -> dict[str, str]:
    """Stems used by one game's entries only (>= GAME_STEM_MIN_ENTRIES of them), and
    unordered neighbouring stem pairs (keyed "attack stack", sorted) of words both games use
    that nearly only one game puts side by side (the other at most 1/GAME_PAIR_RATIO as often)."""
    analyzer = _stemming_analyzer()
    counts: dict[str, dict[str, int]] = {}
    for section in kb.all_sections():
        game = kb.documents[section.doc].info.game
        run = [t.text for t in analyzer(f"{section.title}\n{section.text}")]
        found = set(run) | {" ".join(sorted((a, b))) for a, b in zip(run, run[1:], strict=False)
                            if a != b and min(len(a), len(b)) >= GAME_PAIR_MIN_CHARS}
        for term in found:
            per_game = counts.setdefault(term, {})
            per_game[game] = per_game.get(game, 0) + 1
    found_stems = {term: next(iter(games)) for term, games in counts.items()
                   if " " not in term and len(games) == 1
                   and next(iter(games.values())) >= GAME_STEM_MIN_ENTRIES}
    pairs = {}
    for term, games in counts.items():
        if " " not in term or any(s in found_stems for s in term.split()):
            continue
        ranked = sorted(games.items(), key=lambda kv: -kv[1])
        rest = sum(n for _, n in ranked[1:])
        if ranked[0][1] >= GAME_STEM_MIN_ENTRIES and rest * GAME_PAIR_RATIO <= ranked[0][1]:
            pairs[term] = ranked[0][0]
    return found_stems | pairs
