"""Two more phrasings of readings the language already has, from real cards' text verbatim:
"<cards> cannot intercept subject" is "subject cannot be intercepted by <cards>" (6.0 over
28.6.2), and "Reduce to 0 all damage inflcited on this card from <cards>" (the dump's spelling) is
taking no damage from them (29.6.3), with "the subject of one or more States" (25.5)."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import LIBRARY_DIR, as_json, load
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

DISGUISE_KIT = "Characters that require resources cannot intercept subject."
SWORD_OF_THE_DRAGON_KING = "[C] Characters and [H] Characters cannot intercept subject Character."
ARCTIC_FORTRESS = ("Reduce to 0 all damage inflcited on this card from Characters that are the subject of one or "
                   "more States.")


def test_28_6_2_cards_that_cannot_intercept_subject_are_its_interceptors_refused() -> None:
    """Disguise Kit's second sentence: the subject cannot be intercepted by those Characters."""
    (kit,) = compiled_objects("Disguise Kit", "State", DISGUISE_KIT)
    assert kit["grants"] == ["Cannot be intercepted"]
    assert kit["against"] == {"type": "character", "requires_at_least": 1}
    (sword,) = compiled_objects("Sword of the Dragon King", "State", SWORD_OF_THE_DRAGON_KING)
    assert sword["against"] == {"type": "character", "any_of": [{"talent": "chi"}, {"talent": "tech"}]}


def test_28_6_2_a_target_that_cannot_intercept_is_not_this_reading() -> None:
    """"Target cannot intercept subject during this attack" is an effect on a chosen card for a
    time (Hover Tank vPAP), never a lasting restriction of the subject; nor is a subject on a card
    that is not a State read."""
    for text in ("Target cannot intercept subject.", "That Character cannot intercept subject.",
                 "They cannot intercept this card."):
        assert not compile_text(text, "Foo", "State").complete, text
    assert not compile_text(DISGUISE_KIT, "Foo", "Character").complete


def test_29_6_3_arctic_fortress_takes_no_damage_from_characters_under_states() -> None:
    (fortress,) = compiled_objects("Arctic Fortress", "Feng Shui Site", ARCTIC_FORTRESS)
    assert fortress["modifiers"] == [{"kind": "reduce_damage_to", "value": 0}]
    assert fortress["from"] == {"type": "character", "subject_of": {"type": "state"}}


def test_25_5_wrench_slinger_still_reads_by() -> None:
    """The spelling "inflicted ... by" reads as before."""
    (reduced,) = compiled_objects("Wrench Slinger", "Character",
                                  "Reduce to 0 all damage inflicted on this card by Vehicle or [H] States.")
    assert reduced["from"] == {"type": "state", "any_of": [{"restriction": "vehicle"}, {"talent": "tech"}]}


THE_HEGEMEISTER = ("Unique. Vehicle. Subject Character gains +3 Fighting and Mobility. Subject cannot be intercepted "
                   "by Characters that are not the subject of a Vehicle.")


def test_25_5_the_hegemeister_interceptors_not_under_a_vehicle_refused() -> None:
    """"that are not the subject of a Vehicle": no Vehicle State on the interceptor (25.5, 49.11)."""
    _, refused = compiled_objects("The Hegemeister", "State", THE_HEGEMEISTER)
    assert refused["grants"] == ["Cannot be intercepted"]
    assert refused["against"] == {"type": "character",
                                  "none_of": [{"subject_of": {"type": "state", "restriction": "vehicle"}}]}
    # the subject of something that is no State is not read
    assert not compile_text("Cannot be intercepted by Characters that are not the subject of a Character.",
                            "Foo", "Character").complete


def test_28_6_2_the_hegemeister_lets_a_character_under_a_vehicle_intercept() -> None:
    """The library scenario's interception is refused; the same interceptor under a Vehicle State
    is declared (the exclusion is by the State on it, not a refusal of every interceptor)."""
    item = load(LIBRARY_DIR / "sf-6-0-card-the-hegemeister-refuses-interceptors-not-under-a-vehicle.json")
    assert as_json(resolve(item["scenario"]))["outcome"] == "illegal"
    vehicle = {"id": "bike", "title": "Bike", "type": "state", "controller": "B", "attached_to": "guard",
               "abilities": ["Vehicle"]}
    scenario = {**item["scenario"], "cards": [*item["scenario"]["cards"], vehicle]}
    assert as_json(resolve(scenario))["outcome"] == "resolved"
