"""Players' words: acronyms from the glossaries, slang, typos with a suggestion, phrases."""

from __future__ import annotations

import pytest

from refbase.search.vocabulary import acronym_expansions, slang_expansions

CR, LGR = "shadowfist-comprehensive", "ufs-living-rules"


def top(search_index, query: str, n: int = 5, **filters) -> list[tuple[str, str]]:
    return [(h.doc, h.id) for h in search_index.search(query, limit=n, **filters).results]


def test_acronyms_are_read_from_the_glossary(search_kb):
    found = {(e.words, e.target) for e in acronym_expansions(search_kb)}
    assert {("bfv", "burn for victory"), ("bfp", "burn for power"),
            ("fss", "feng shui site"), ("lifo", "last in first out"),
            ("pap", "play as printed"), ("apg", "alternate power generation")} <= found


@pytest.mark.parametrize(("query", "answers"), [
    ("BFV", {"12.1.1", "30.3.3.3"}),
    ("bfp", {"12.1.2", "30.3.3.4"}),
    ("cost of my third FSS", {"25.7.2"}),
    ("LIFO", {"24.8.2", "23.0", "glossary.lifo"}),
    ("PaP", {"8.11.1", "glossary.pap"}),
])
def test_acronym_queries_find_the_expanded_rule(search_index, query, answers):
    assert answers & {i for d, i in top(search_index, query, 3) if d == CR}


def test_acronym_expansion_highlights_the_words_it_stands_for(search_index):
    hit = search_index.search("BFV", limit=1).results[0]
    assert "<mark>" in hit.snippet and "victory" in hit.snippet.lower()


def test_slang_table_is_general_vocabulary():
    slang = {(e.words, e.target, e.game) for e in slang_expansions()}
    assert ("block", "intercept", "shadowfist") in slang
    assert ("guy", "character", "shadowfist") in slang
    assert ("life", "vitality", "ufs") in slang


def test_block_means_intercept_in_a_shadowfist_question(search_index):
    assert top(search_index, "can a turned guy block a superleaper", 1) == [(CR, "50.15")]


def test_block_stays_block_in_a_ufs_question(search_index):
    results = top(search_index, "partially blocked attack damage", 3, game="ufs")
    assert (LGR, "G.3.2") in results


def test_slang_without_game_filter_follows_the_words_game(search_index):
    plan = search_index._understanding.plan("several guys blocking the same attacker")
    assert plan.game_hint == "shadowfist"


@pytest.mark.parametrize(("query", "suggestion", "answer"), [
    ("tougness", "toughness", (CR, "50.17")),
    ("interseption", "interception", (CR, "28.6.1")),
    ("Superleep", "Superleap", (CR, "50.15")),
    ("can a turned character intercept a superleeper", "superleap", (CR, "50.15")),
])
def test_typos_are_corrected_and_suggested(search_index, query, suggestion, answer):
    results = search_index.search(query, limit=5)
    assert results.suggestion is not None and suggestion in results.suggestion
    assert answer in [(h.doc, h.id) for h in results.results]


@pytest.mark.parametrize(("typo", "word"), [("damge", "damage"), ("declration", "declaration"),
                                            ("tougness", "toughness")])
def test_a_typo_kept_in_a_players_question_is_still_corrected(search_index, typo, word):
    """The tuning sets' questions are matched as typed (data/player_questions.txt holds
    "damge", "declration", "tougness"), but their words are not known words: the same typo
    in a query is corrected and suggested."""
    from refbase.search.asked import player_questions

    assert any(typo in q.text.lower().split() for q in player_questions())
    assert word in (search_index.search(typo, limit=3).suggestion or "")


def test_no_suggestion_for_correct_words(search_index):
    assert search_index.search("toughness").suggestion is None
    assert search_index.search("interception chain").suggestion is None


def test_phrase_in_quotes_is_required(search_index):
    results = search_index.search('"burn for power"', limit=50)
    assert results.total > 0
    for hit in results.results:
        assert "power" in hit.snippet.lower()
    loose = search_index.search("burn for power", limit=50)
    assert loose.total > results.total


def test_phrase_and_free_words_combine(search_index):
    results = search_index.search('"face down" site power', limit=5)
    assert (CR, "22.2.2") in [(h.doc, h.id) for h in results.results]


def test_phrase_no_entry_has_is_searched_as_words_and_said_so(search_index):
    """No entry has these words side by side: the results are for the words (rather than
    none), and the results say which quoted phrase was not found."""
    results = search_index.search('"superleap corrupted"', limit=5)
    assert results.unmatched_phrases == ("superleap corrupted",)
    assert results.total > 0
    assert any("superleap" in h.snippet.lower() for h in results.results)
    assert search_index.search('"burn for power"').unmatched_phrases == ()


@pytest.mark.parametrize(("query", "answers"), [
    # 49.4 Not Cumulative: the card's text, quoted with its sentence's full stop
    ('my State reads "Subject gains +1 Fighting. Not Cumulative." what if two are on one character',
     {"49.4", "49.4.1", "49.4.2"}),
    # I.3.12 Stun: "X equals the rating of the Stun keyword"
    ('my attack has "Stun: 2." what does that do to my opponent', {"I.3.12", "I.3.12.1"}),
])
def test_quoted_card_text_is_searched_as_words(search_index, query, answers):
    """A quotation (a sentence's punctuation inside the quotes) is the card's text the player
    asks about, not a phrase every result must contain: no rule quotes that card."""
    plan = search_index._understanding.plan(query)
    assert plan.phrases == ()
    assert answers & {entry for _, entry in top(search_index, query, 3)}


def test_short_quoted_words_stay_a_required_phrase(search_index):
    plan = search_index._understanding.plan('what does "not cumulative" mean')
    assert plan.phrases and plan.quoted == ("not cumulative",)


def test_a_long_situation_keeps_its_question_at_the_end(search_index):
    """The word limit counts content words: a story told in many small words still reaches
    the question it ends with."""
    story = ("so it was my turn and I was at the table with all of my cards and he was there "
             "too and then he did it again and I said that it was not ok but he did it anyway and ")
    plan = search_index._understanding.plan(story + "does toughness stack")
    assert "toughness" in {c.surface.lower() for c in plan.concepts}


def _alternatives(search_index, query: str) -> dict[str, set[tuple[str, ...]]]:
    plan = search_index._understanding.plan(query)
    return {c.surface: {a.stems for a in c.alternatives} for c in plan.concepts}


def test_hyphenated_words_match_the_closed_compound_and_the_phrase(search_index):
    assert ("anytime",) in _alternatives(search_index, "any-time event")["any-time"]
    assert ("out", "turn") in _alternatives(search_index, "out-of-turn attack")["out-of-turn"]


def test_unknown_closed_compound_is_searched_as_its_parts(search_index):
    assert _alternatives(search_index, "facedown site")["facedown"] == {("face", "down")}


def test_first_strike_means_ambush_in_shadowfist(search_index):
    assert (CR, "50.1") in top(search_index, "does first strike deal damage before the interceptor")


@pytest.mark.parametrize(("query", "answers"), [
    # player vocabulary of both games, each answer from the rule's own words
    ("can I put a site behind another site", {"9.1.3.2", "9.1.2"}),  # "back row"
    ("what happens to his car when my guy is killed", {"25.5.4", "9.2.4", "49.10"}),
    ("can one attacker be blocked by more than one dude", {"28.6.4"}),  # Chain: multiple
    ("can I keep a card tapped during the untap step", {"22.2.3"}),  # Step 3: Unturn
])
def test_player_vocabulary_finds_the_rule(search_index, query, answers):
    assert answers & {i for d, i in top(search_index, query, 5) if d == CR}


def test_untap_step_is_the_unturn_step_not_the_whole_establishing_shot(search_index):
    plan = search_index._understanding.plan("untap step")
    targets = {alt.stems for c in plan.concepts for alt in c.alternatives}
    assert ("unturn",) in targets and ("establish", "shot") not in targets


def test_a_looser_slang_meaning_keeps_the_players_own_rule_word(search_index):
    """ "steal" is a rule word (17.2.3 Steal Power) and, loosely, taking control."""
    plan = search_index._understanding.plan("stealing power")
    steal = plan.concepts[0].alternatives
    assert {a.stems: a.weight for a in steal}[("steal",)] == 1.0
    assert ("take", "control") in {a.stems for a in steal}


def test_ufs_killed_means_destroyed(search_index):
    """J.5.1: "To destroy a card is to add it to the discard pile from the staging area." """
    found = {i for _, i in top(search_index, "where do killed cards go in ufs", 5)}
    assert {"J.5.1", "D.2.3"} & found


@pytest.mark.parametrize(("query", "answer"), [
    ("can a face off happen during an attack", "41.1"),  # Faceoff Timing
    ("how do I set up a game of shadowfist", "2.0"),  # Setup
])
def test_two_words_the_rules_write_as_one_are_joined(search_index, query, answer):
    assert (CR, answer) in top(search_index, query, 3)


def test_limited_edition_is_a_printing_not_the_limited_restriction(search_index):
    plan = search_index._understanding.plan("what is a limited edition card")
    targets = {alt.stems for c in plan.concepts for alt in c.alternatives}
    assert ("print",) in targets and ("limit",) not in targets
