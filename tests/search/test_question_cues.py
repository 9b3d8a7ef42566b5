"""Classes of question cues, each a class not a single phrasing: contractions
typed without an apostrophe are question scaffolding, words that only one game puts side
by side point to that game, and a broad question about a heading ranks the heading above
the subsections that each hold one part of it."""

from __future__ import annotations

import pytest

from refbase.search import SearchIndex
from refbase.search.text import is_stop

CR, LGR = "shadowfist-comprehensive", "ufs-living-rules"


def concepts(index: SearchIndex, query: str) -> list[tuple[tuple[str, ...], ...]]:
    plan = index._understanding.plan(query)
    return [tuple(a.stems for a in c.alternatives) for c in plan.concepts]


@pytest.mark.parametrize(("typed", "written"), [
    ("whats the golden rule", "what's the golden rule"),
    ("cant a character heal", "can't a character heal"),
    ("dont attackers turn", "don't attackers turn"),
    ("isnt toughness damage reduction", "isn't toughness damage reduction"),
])
def test_contraction_without_apostrophe_reads_like_the_contraction(search_index, typed, written):
    """"whats" is "what's": scaffolding, not a concept (it made an empty concept that
    diluted the coverage of the question's real words)."""
    assert concepts(search_index, typed) == concepts(search_index, written)


def test_contraction_stubs_are_stop_words():
    for word in ("whats", "dont", "doesnt", "isnt", "cant", "don", "doesn", "isn"):
        assert is_stop(word), word


@pytest.mark.parametrize("query", ["whats", "hows the attack", "what's up with the the"])
def test_no_concept_is_left_without_alternatives(search_index, query):
    assert all(alternatives for alternatives in concepts(search_index, query))


def test_words_both_games_use_point_to_the_game_that_puts_them_side_by_side(search_index):
    """"attack" and "stack" are words of both rulebooks; "attack stack" is UFS's own (F.2.3)."""
    stems = search_index._understanding.game_stems
    assert "attack" not in stems and "stack" not in stems
    assert stems["attack stack"] == "ufs"
    assert search_index._understanding.plan("what goes on the attack stack").game_hint == "ufs"


def test_a_pair_the_players_slang_maps_does_not_vote(search_index):
    """"discard pile" is UFS's term, but Shadowfist players say it for the smoked pile (a
    slang entry): it says nothing of the game."""
    assert search_index._understanding.plan("discard pile").game_hint is None


@pytest.mark.parametrize(("query", "answer"), [
    ("whats an attack stack", (LGR, "F.2.3")),
    ("what is a designator", (CR, "14.0")),
])
def test_what_is_question_about_a_heading_ranks_it_first(search_index, query, answer):
    first = search_index.search(query, limit=1).results[0]
    assert (first.doc, first.id) == answer


@pytest.mark.parametrize(("query", "answer"), [
    ("my ufs card clashes with the rules", (LGR, "K.1.1")),
    ("card text goes against the rules", (CR, "6.0")),
    ("two cards disagree", (CR, "6.2")),
])
def test_disagreement_words_find_the_rule_saying_which_text_wins(search_index, query, answer):
    """Players say texts "disagree" or "clash"; UFS says they "conflict" (K.1), Shadowfist
    that cards "contradict" (6.2) and which "takes precedence" (6.0)."""
    found = [(h.doc, h.id) for h in search_index.search(query, limit=3).results]
    assert answer in found


@pytest.mark.parametrize(("query", "answer"), [
    ("may i play a site on someone else's turn", (CR, "25.7")),
    ("can I play a state outside my turn", (CR, "25.5")),
    ("can I play an event on my opponent's turn", (CR, "25.3")),
])
def test_playing_a_card_on_another_turn_finds_that_card_types_playing_rule(
        search_index, query, answer):
    """"On my opponent's turn" is an out-of-turn attack only for attacks; for playing a card
    the card type's own rule says when ("only during your Main Shot"), events included."""
    first = search_index.search(query, limit=1).results[0]
    assert (first.doc, first.id) == answer


@pytest.mark.parametrize(("query", "answer"), [
    ("am i forced to declare an attack", (CR, "22.3.2.2")),
    ("does my opponent have to block", (CR, "28.6")),
])
def test_have_to_question_finds_the_rule_offering_the_choice(search_index, query, answer):
    """"Do I have to X": the rule answering lists X among the player's options or lets the
    player pass, rather than a mandatory trigger; "have to" keeps mandatory and required."""
    first = search_index.search(query, limit=1).results[0]
    assert (first.doc, first.id) == answer


def test_definition_bonus_needs_the_whole_defined_term_asked():
    """"what is the attack stack": F.2.3.2 defines "pending attack", which holds "attack" but
    is not the term asked; only an entry defining the asked term gets the definition bonus."""
    from refbase.search.ranking import EntryTerms, QuerySignals, rerank

    pending = EntryTerms(frozenset(), frozenset({"pend", "attack", "stack"}),
                         defines=frozenset({"pend", "attack"}))
    stack = EntryTerms(frozenset(), frozenset({"attack", "stack"}), defines=frozenset({"attack", "stack"}))
    concepts = [[("attack",)], [("stack",)]]
    ranked = rerank([(0, 10.0), (1, 9.0)], concepts, [pending, stack], {}, {},
                    QuerySignals(defining=True))
    assert [d for d, _ in ranked] == [1, 0]
