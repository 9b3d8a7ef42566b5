"""Classes of player questions, each a class not a single phrasing: plain-English
quantities and relations for rule terms, and the expansion field that indexes players'
questions (the library's worked scenarios) with the rules they cite."""

from __future__ import annotations

import pytest

from refbase.search import SearchIndex
from refbase.search.expansion import CitedQuestion
from refbase.search.vocabulary import slang_expansions

CR, LGR = "shadowfist-comprehensive", "ufs-living-rules"


def top(index: SearchIndex, query: str, n: int = 5) -> set[tuple[str, str]]:
    return {(h.doc, h.id) for h in index.search(query, limit=n).results}


@pytest.mark.parametrize(("query", "answer"), [
    ("how many people can sit down for a game", (CR, "1.1")),
    ("can my guy split his damage between interceptors", (CR, "30.3.1")),
    ("can I move my character next to where he is", (CR, "13.1")),
    ("can I have as many cards as I want in my hand in ufs", (LGR, "D.3.1.1")),
    ("do I have to use a trigger that costs nothing", (CR, "26.1.1")),
])
def test_plain_english_quantities_find_the_rule_term(search_index, query, answer):
    """people = players, split = divide, next to = adjacent, as many as = any number,
    have to = mandatory: the rules' words for what players say."""
    assert answer in top(search_index, query)


def test_quantity_words_are_looser_than_synonyms():
    """"two" only adds "multiple" (weight < 1): "two sites" keeps its own words."""
    loose = {e.words: e.weight for e in slang_expansions() if e.target == "multiple"}
    assert loose["two"] < 1.0 and loose["both"] < 1.0


@pytest.mark.slow
def test_expansion_question_makes_its_rule_findable_by_player_words(index_dir, search_kb):
    """A word only a player's question uses (here an invented one) finds the rule it cites."""
    asked = [CitedQuestion("can my zorblax hop over to the next column", CR, "13.1")]
    index = SearchIndex.open(index_dir, search_kb, asked)
    assert index.search("zorblax", limit=1).results[0].id == "13.1"
    assert SearchIndex.open(index_dir, search_kb).search("zorblax", limit=1).results == []


@pytest.mark.slow
def test_expansion_ignores_questions_citing_older_documents(index_dir, search_kb):
    faq = next(s for s in search_kb.documents["shadowfist-faq"].sections.values())
    asked = [CitedQuestion("zorblax", "shadowfist-faq", faq.id),
             CitedQuestion("zorblax", CR, "no-such-entry")]
    index = SearchIndex.open(index_dir, search_kb, asked)
    assert index.search("zorblax", limit=1).results == []


@pytest.mark.slow
def test_expansion_words_weigh_less_than_the_rules_own_words(index_dir, search_kb):
    """A question attached to one rule does not outrank the rule that names the term."""
    asked = [CitedQuestion("superleap superleap superleap", CR, "13.1")]
    index = SearchIndex.open(index_dir, search_kb, asked)
    assert index.search("superleap", limit=1).results[0].id == "50.15"


def test_library_questions_cite_existing_entries(search_kb):
    from refbase import config
    from refbase.runtime import library_questions

    questions = library_questions(config.SCENARIOS_DIR)
    assert len(questions) >= 300
    cited = [q for q in questions if search_kb.documents[q.doc].info.authority]
    assert sum(search_kb.section(q.doc, q.entry_id) is not None for q in cited) >= 0.95 * len(cited)


def test_another_games_own_term_is_not_replaced_by_slang(search_index):
    """"Discard pile" is UFS's term (D.2.3): the Shadowfist slang meaning (smoked pile) only
    adds to it, so a UFS question about the discard pile still finds the UFS rule."""
    assert (LGR, "D.2.3.2") in top(search_index, "can i change the order of my discard pile")
    smoked = [e for e in slang_expansions() if e.words == "discard pile"]
    assert smoked and all(e.weight < 1.0 for e in smoked)


@pytest.mark.parametrize(("query", "answer", "heading"), [
    ("turbo format deck size", (LGR, "L.2.1.1"), (LGR, "L.2.1")),
    ("setup how many cards do i draw", (CR, "2.5"), (CR, "2.0")),
])
def test_bare_heading_yields_to_its_subsection_in_the_rulebooks(search_index, query, answer, heading):
    found = [(h.doc, h.id) for h in search_index.search(query, limit=5).results]
    assert found.index(answer) < found.index(heading)


@pytest.mark.parametrize(("query", "answer"), [
    ("ambush vs toughness", (CR, "50.1")),
    ("superleap versus unturned interceptors", (CR, "50.15")),
])
def test_vs_joins_two_things_and_names_neither(search_index, query, answer):
    """"X vs Y" asks how X and Y meet: "vs" is no word of either, so a title that happens to
    print it ("41.6 Faceoff vs. Attack") does not win on it."""
    found = [(h.doc, h.id) for h in search_index.search(query, limit=5).results]
    assert answer in found[:2] and (CR, "41.6") not in found[:2]


def test_slang_keys_also_match_without_the_apostrophe():
    """Players type "opponents turn" and "cant": each key with a clitic has both spellings."""
    keys = {e.words for e in slang_expansions()}
    assert {"on my opponent s turn", "on my opponents turn", "cant pay", "can t pay"} <= keys


@pytest.mark.parametrize(("query", "answer"), [
    ("my card says one thing and the rules say another, which wins", (CR, "6.0")),
    ("an effect conflicts with the game rules which one overrides", (LGR, "K.1.1")),
])
def test_which_wins_finds_the_precedence_rule(search_index, query, answer):
    assert answer in top(search_index, query)


def test_who_wins_stays_about_victory():
    """"who wins" names a player: it is not mapped to precedence (word sense)."""
    assert not [e for e in slang_expansions() if e.words == "who wins"]


def test_does_it_do_anything_finds_active_rules_text(search_index):
    """"Does it do anything" asks whether its text is active (9.2.3 and its example)."""
    found = top(search_index, "does a card in my smoked pile do anything")
    assert {(CR, "9.2.3"), (CR, "9.2.3.example-1")} & found


def test_who_acts_first_finds_priority(search_index):
    assert (CR, "23.3") in top(search_index, "when an event is played who can respond first")


def test_where_does_it_go_finds_where_the_card_is_placed(search_index):
    """"Where does it go" asks where a card is placed: Events are played into the smoked
    pile (24.5.1), a played Event's rule (25.3)."""
    assert {(CR, "24.5.1"), (CR, "25.3")} <= top(search_index, "my event resolved, where does it go")


def test_my_dude_is_any_card_of_mine_when_it_dies(search_index):
    """"dies" is smoking (20.0), whose rule says "card", not "Character"."""
    assert (CR, "20.0") in top(search_index, "what happens when my dude dies")


def test_smallest_means_minimum(search_index):
    assert (CR, "1.2.2") in top(search_index, "what is the smallest deck size in shadowfist", 1)


def test_seal_a_card_is_not_the_sealed_format(search_index):
    """Word sense: a sealed card (J.5.3) unless the words name the format."""
    assert (LGR, "J.5.3") in top(search_index, "my foundation got sealed what happens to it", 3)
    assert (LGR, "L.2.2.1") in top(search_index, "sealed deck minimum size", 3)


def test_bare_keyword_heading_gives_way_to_the_rule_under_it(search_index):
    """"I.3.14 Throw" has no text: its one subsection holds the rule, so it comes first."""
    results = search_index.search("throw keyword in ufs", limit=3).results
    assert [h.id for h in results][:2] == ["I.3.14.1", "I.3.14"]


def test_irregular_verb_forms_find_the_rules_base_form(search_index):
    """"left play" is "leaves play": 29.3 Damage Duration ("remains ... until it leaves play")
    and 34.0 Card Memory ("if a card leaves play ... it loses ... any damage") both answer;
    "left" stays a direction too."""
    found = top(search_index, "my character left play then returned, is the damage still on it")
    assert {(CR, "29.3"), (CR, "34.0")} & found
    left = [e for e in slang_expansions() if e.words == "left"]
    assert left and all(e.target == "leave" and e.weight < 1.0 for e in left)


@pytest.mark.parametrize(("query", "answer"), [
    ("if the card that played it is smoked, does the effect fizzle", (CR, "24.8.note-1")),
    ("when does an attacker stop attacking", (CR, "28.5.1")),
    ("where do my attackers stand while attacking", (CR, "28.3")),
    ("ufs: my turn is over when exactly", (LGR, "F.3.3")),
])
def test_plain_words_for_resolve_cease_location_and_end(search_index, query, answer):
    """go off/fizzle = resolve, stop = cease, where = location (Shadowfist), is over = ends."""
    assert answer in top(search_index, query)


def test_who_goes_first_is_not_mapped_to_priority():
    """"who goes first" is also the game's play order (2.1, E.1.3): a word-sense clash."""
    targets = {e.target for e in slang_expansions() if e.words in ("who goes first", "goes first")}
    assert "priority" not in targets


@pytest.mark.parametrize(("query", "answer"), [
    ("what happens to a state when the character it's attached to dies", (CR, "25.5.4")),
    ("what happens when my library is empty in shadowfist", (CR, "5.1")),
    ("can I react when someone plays an event", (CR, "26.2.1")),
    ("how much does it cost to play a card in ufs", (LGR, "E.4.6")),
])
def test_card_game_players_verbs_find_the_rule_terms(search_index, query, answer):
    """attached to = subject, library = deck, react = response, cost = difficulty (UFS)."""
    assert answer in top(search_index, query)


def test_definition_sentences_name_the_term_they_define(search_kb):
    from refbase.search.entries import defined_terms

    def terms(doc: str, entry_id: str) -> list[str]:
        return defined_terms(search_kb.section(doc, entry_id))

    assert terms(LGR, "J.5.1") == ["destroy"]
    assert "pending attacks" in terms(LGR, "F.2.3.2")
    assert terms(LGR, "F.2.3") == ["attack stack"]  # '... an abstract list called the "attack stack"'
    assert "Smoking" in terms(CR, "20.0")
    assert terms(CR, "glossary.bfv") == ["BFV"]


@pytest.mark.parametrize(("query", "answer"), [
    ("ufs: what do the rules mean by destroy", (LGR, "J.5.1")),
    ("definition of pending attacks", (LGR, "F.2.3.2")),
])
def test_what_does_x_mean_finds_the_definition_first(search_index, query, answer):
    """"To destroy a card is to ..." defines the term; "Destroy" as a cost shorthand uses it."""
    assert search_index.search(query, limit=1).results[0].id == answer[1]


def test_curated_questions_cite_authoritative_rules_and_copy_no_evaluation_question(search_kb):
    """The hand-written expansion questions name rules that exist in the authoritative
    rulebooks and are never an evaluation question (tuning or held-out) word for word."""
    from pathlib import Path

    from refbase.search.asked import curated_questions
    from refbase.search.evaluation import load_questions

    curated = curated_questions()
    assert len(curated) >= 300
    assert len({q.text.lower() for q in curated}) == len(curated)  # each asked once
    assert all(search_kb.section(q.doc, q.entry_id) is not None for q in curated)
    assert all(search_kb.documents[q.doc].info.authority for q in curated)
    here = Path(__file__).parent
    asked = {q.text.lower() for path in here.glob("eval_*.json") for q in load_questions(path)}
    assert not {q.text.lower() for q in curated} & asked


@pytest.mark.parametrize("unseen", ["eval_heldout.json", "eval_validation2.json", "eval_validation4.json"])
def test_curated_and_players_questions_stay_far_from_the_unseen_sets(unseen):
    """No curated or players' question shares >= 70% of its words with a question of a set
    never tuned on (counted, never shown: those sets must stay unseen)."""
    import re
    from pathlib import Path

    from refbase.search.asked import curated_questions, player_questions
    from refbase.search.evaluation import load_questions

    def words(text: str) -> set[str]:
        return set(re.findall(r"\w+", text.lower()))

    held = [words(q.text) for q in load_questions(Path(__file__).with_name(unseen))]
    asked = [words(q.text) for q in (*curated_questions(), *player_questions())]  # each split once
    close = sum(1 for a in asked if any(len(a & h) / len(a | h) >= 0.7 for h in held))
    assert close == 0


@pytest.mark.parametrize("query", ["CR 20", "cr 20", "see rule 20.", "what does rule 20, say"])
def test_bare_number_after_a_citation_prefix_or_ending_a_sentence(search_index, query):
    """"CR 20" and "rule 20." name 20.0 Smoking, like "rule 20" (bare numbers)."""
    first = search_index.search(query, limit=1).results[0]
    assert (first.doc, first.id, first.exact) == (CR, "20.0", True)


def test_prefix_with_a_number_its_document_lacks_is_not_a_lookup(search_index):
    """"FAQ 5": the FAQ has no section 5.0, so the words are searched, not a number."""
    assert not any(h.exact for h in search_index.search("faq 5", limit=5).results)


@pytest.mark.parametrize(("query", "answer"), [
    ("handsize", (CR, "9.2.2.2")),
    ("turnandmaintain abilities", (CR, "10.4")),
])
def test_closed_compounds_are_searched_as_their_parts(search_index, query, answer):
    """"handsize" (a rare word in the texts) and "turnandmaintain" (three words run
    together) find what "hand size" and "turn and maintain" find (compounds)."""
    assert answer in top(search_index, query, 3)


def test_slang_of_both_games_does_not_pick_a_game(search_index):
    """"tapped" is turned in Shadowfist and committed in UFS: it points to neither game,
    while "dude" (Shadowfist slang only) still does."""
    understanding = search_index._understanding
    assert understanding.plan("can a tapped foundation use its ability").game_hint is None
    assert understanding.plan("can a tapped dude block").game_hint == "shadowfist"


def test_a_rule_comes_before_the_example_printed_under_it():
    """Both match: the rule (14.4) first, its example right after, however much better the
    example matches (its card names are not the player's question)."""
    from refbase.search.ranking import EntryTerms, rerank

    rule = EntryTerms(frozenset({"split"}), frozenset({"split", "design"}))
    example = EntryTerms(frozenset(), frozenset({"split", "design", "swordsman"}), attached=True)
    ranked = rerank([(1, 10.0), (0, 8.0)], [[("swordsman",)], [("design",)]], [rule, example],
                    {}, {1: 0})
    assert [d for d, _ in ranked] == [0, 1]


def test_a_note_matching_clearly_better_than_its_rule_leads_it():
    """A note or tip states a rule: one matching at least NOTE_LEAD times as well as the rule
    it is printed under settles the player's case (14.2's note: Priest and Priestess do not
    match) and goes first, its rule right after; a near tie keeps the rule first."""
    from refbase.search.ranking import CHILD_SHARE, NOTE_LEAD, PARAPHRASE_SHARE, EntryTerms, rerank

    rule = EntryTerms(frozenset(), frozenset({"priest", "design"}))
    note = EntryTerms(frozenset(), frozenset({"priest", "design"}), attached=True, states_rule=True)
    concepts = [[("priest",)], [("design",)]]
    # (the rule also adds CHILD_SHARE of its note's score: the ratios are kept clear of it)
    clear = rerank([(1, 15.0 * NOTE_LEAD), (0, 10.0), (2, 14.0)], concepts, [rule, note, rule],
                   {}, {1: 0})
    assert [d for d, _ in clear] == [1, 0, 2]
    assert dict(clear)[0] == dict(clear)[1] * PARAPHRASE_SHARE
    ratio = (1 + NOTE_LEAD) / 2  # the note matches better, but not clearly: n / (10 + share * n)
    close = rerank([(1, 10.0 * ratio / (1 - CHILD_SHARE * ratio)), (0, 10.0)], concepts, [rule, note],
                   {}, {1: 0})
    assert [d for d, _ in close] == [0, 1]


def test_a_note_that_settles_the_question_comes_first(search_index):
    """14.2's note: "Priest and Priestess ... do not match"; 14.2 itself (plurals and
    possessives match) right after."""
    ids = [h.id for h in search_index.search("does priestess count as priest for designators",
                                             limit=2).results]
    assert ids == ["14.2.note-1", "14.2"]


def test_an_example_that_matches_alone_brings_its_rule_in_above_it():
    """Only the example holds the player's words: its rule (not matched) still comes first."""
    from refbase.search.ranking import EntryTerms, QuerySignals, rerank

    rule = EntryTerms(frozenset({"copi"}), frozenset({"copi"}))
    example = EntryTerms(frozenset(), frozenset({"brass", "monkei"}), attached=True)
    concepts = [[("brass",)], [("monkei",)]]
    ranked = rerank([(1, 10.0)], concepts, [rule, example], {}, {1: 0}, QuerySignals(may_add={0}))
    assert [d for d, _ in ranked] == [0, 1]
    unfiltered = rerank([(1, 10.0)], concepts, [rule, example], {}, {1: 0}, QuerySignals())
    assert [d for d, _ in unfiltered] == [1]  # a filter (kind, quoted phrase) left the rule out


def test_a_kind_filter_keeps_out_the_rule_an_example_would_bring(search_index):
    ids = [h.id for h in search_index.search("brass monkey solar farm", kind="example").results]
    assert ids and "6.2" not in ids and "6.2.example-1" in ids


@pytest.mark.parametrize(("query", "rule"), [
    ("brass monkey solar farm", "6.2"),
    ("is Arcanotower an Arcano card", "14.4"),
])
def test_question_naming_an_examples_cards_finds_the_rule_first(search_index, query, rule):
    """Card names appear in the rulebook's examples only; the rule they illustrate answers."""
    assert search_index.search(query, limit=1).results[0].id == rule


def test_swordsman_question_finds_the_rule_before_its_example(search_index):
    ids = [h.id for h in search_index.search("swordsman designators split", limit=5).results]
    assert "14.4" in ids and ("14.4.example-1" not in ids
                              or ids.index("14.4") < ids.index("14.4.example-1"))


@pytest.mark.parametrize(("query", "answer"), [
    ("can my dude go after a character instead of a site", (CR, "28.1.3")),
    ("can i just go face at his sites", (CR, "28.1.3")),
    ("edict", (CR, "45.0")),
])
def test_other_card_games_words_for_attacking_and_sacrifice(search_index, query, answer):
    """"Go after"/"go face" is attacking; an "edict" makes a player sacrifice (45)."""
    assert answer in top(search_index, query, 5)
