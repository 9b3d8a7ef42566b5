"""Trigger phrases on real cards' printed text (copied from the community card dump): a Site
seized by a player (19.0, 30.3.3.2), any card turning (21.0), the end of a successful attack
(28.11), entering or leaving play (24.5.2, 34.0), a State's subject acting on another card
(25.5), "he may inflict" on a trigger naming only him (26.1.2), designator lists after the
effect (14.0), "Turn and mantain" (10.4) and a No Max reminder (49.3); compiled, and the engine
run on each new trigger."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

REBECCA_DUPRESS = ("Unique. You may play States on her at -3 cost. Gain 1 Power when you seize a <Netherworld> "
                   "Feng Shui Site.")
FRAG_THE_G = "Limited. When an opponent's Site becomes turned, inflict 1 damage on it."
WIND_ACROSS_HEAVEN = "[e] characters suffer 2 points of damage whenever they become turned."
THE_PINNACLES = ("Unique. Place a counter on this card at the end of a successful attack you declared. "
                 "Remove 3 counters :: Gain 1 Power.")
FLAMBARDS = "When this card enters or leaves play, inflict 1 damage on all opponents' Sites."
BUZZSAW_ARM = ("Weapon. Subject Character gains +2 damage. When subject enters combat with a Character, that "
               "Character gains -1 Fighting until it leaves play.")
EXPLOSIVE_MOTORCYCLE = ("Vehicle. Subject Character inflicts +5 damage to Sites. When subject inflicts damage on a "
                        "Site, smoke subject and toast this card.")
FOUL_HATCHLING = ("If you control Foul Hatchling at the beginning of your turn, it may inflict 1 point of damage "
                  "on a target site.")
MO_MONKEYS = "Limited. Draw a card when you play a <Monkey>, <Ape>, <Chimp>, <Gorilla>, or <Simian> card."
THUNDER_KNIGHTS = ("No Max. (You may have more than 5 copies of this card in a deck.) When this card is smoked by "
                   "an opponent, target Thunder Character you control gains +1 Fighting until the end of the turn.")
DRAGON_HIDEOUT = ("Turn and mantain and target a Netherworld, Hero or Techie Character you control :: Target gains "
                  "+1 Fighting.")


def test_19_0_rebecca_dupress_when_you_seize_a_netherworld_feng_shui_site() -> None:
    found = compiled_objects("Rebecca Dupress", "Character", REBECCA_DUPRESS)[-1]
    assert found["trigger"] == {"on": "seized", "card": {"type": "feng_shui_site", "designator": "Netherworld"},
                                "by_player": "you"}
    assert found["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none"}


def test_30_3_3_2_a_site_you_control_seized_by_an_opponent_stays_unread() -> None:
    """Seized, the Site is its seizer's at once (30.3.3.2): "a Site you control" no longer fits."""
    result = compile_text("Gain 1 Power when an opponent seizes a Site you control.", "Test Card", "Character")
    assert [n.reason.split(":")[0] for n in result.not_modelled] == ["trigger on seizing or burning a Site"]


def _rebecca_attacks(seizer: str, subtitle: str) -> dict[str, Any]:
    """`seizer`'s Big Hitter reduces the other player's Feng Shui Site to zero and seizes it;
    Rebecca Dupress is A's."""
    victim = "B" if seizer == "A" else "A"
    cards = [*home_sites(),
             {"id": "rebecca", "title": "Rebecca Dupress", "type": "character", "controller": "A", "fighting": 3,
              "column": 1, "abilities": compile_text(REBECCA_DUPRESS, "Rebecca Dupress", "Character").abilities},
             {"id": "hitter", "title": "Big Hitter", "type": "character", "controller": seizer, "fighting": 5,
              "column": 1},
             {"id": "fss", "title": "Temple", "subtitle": subtitle, "type": "feng_shui_site", "controller": victim,
              "column": 2, "row": "front", "body": 5},
             {"id": "back", "title": "Back Site", "type": "site", "controller": victim, "column": 2, "row": "back",
              "body": 5}]
    payload = {"game": "shadowfist", "active_player": seizer,
               "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}], "cards": cards,
               "actions": [{"do": "declare_attack", "player": seizer, "attackers": ["hitter"], "target": "fss"},
                           {"do": "site_fate", "player": seizer, "site": "fss", "choice": "seize"},
                           {"do": "place_attackers", "player": seizer, "at_seized_site": []}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize(("seizer", "subtitle", "power"), [("A", "Netherworld Temple", 1), ("A", "Temple", 0),
                                                           ("B", "Netherworld Temple", 0)])
def test_19_0_rebecca_dupress_gains_only_when_her_player_seizes_a_netherworld_site(
        seizer: str, subtitle: str, power: int) -> None:
    answer = _rebecca_attacks(seizer, subtitle)
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["fss"]["controller"] == seizer
    assert answer["final"]["players"]["A"]["power"] == power


def test_21_0_frag_the_g_when_an_opponents_site_becomes_turned() -> None:
    (found,) = compiled_objects("Frag the G!", "Edge", FRAG_THE_G)
    assert found["trigger"] == {"on": "turned", "card": {"type": "site", "controller": "opponent"}}
    assert found["effect"] == {"effect": "damage", "amount": 1, "aim": "trigger_card"}


def test_21_0_wind_across_heaven_cards_named_before_they_become_turned() -> None:
    (found,) = compiled_objects("Wind Across Heaven", "Edge", WIND_ACROSS_HEAVEN)
    assert found["trigger"] == {"on": "turned", "card": {"type": "character", "faction": "lotus"}}
    assert found["effect"] == {"effect": "damage", "amount": 2, "aim": "trigger_card"}


@pytest.mark.parametrize(("site", "damage"), [("b1", 1), ("a1", 0)])
def test_21_0_frag_the_g_damages_an_opponents_site_turned_by_any_player(site: str, damage: int) -> None:
    """B's Site turned by A's own effect still "becomes turned": whoever turns it (21.0)."""
    cards = [*home_sites(),
             {"id": "frag", "title": "Frag the G!", "type": "edge", "controller": "A",
              "abilities": compile_text(FRAG_THE_G, "Frag the G!", "Edge").abilities}]
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
               "actions": [{"do": "effect", "id": "t", "player": "A", "card": "Turning Event", "source_type": "event",
                            "effect": "turn", "targets": [site]}, {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"][site].get("damage", 0) == damage


def test_28_11_the_pinnacles_at_the_end_of_a_successful_attack_you_declared() -> None:
    found = compiled_objects("The Pinnacles", "Feng Shui Site", THE_PINNACLES)[0]
    assert found["trigger"] == {"on": "attack_succeeds", "any_card": True, "declarer": "you"}
    assert found["effect"] == {"effect": "add_counters", "amount": 1, "aim": "self"}


def test_34_0_flambards_enters_or_leaves_play_is_two_triggers() -> None:
    enters, leaves = compiled_objects("Flambards", "Character", FLAMBARDS)
    assert enters["trigger"] == {"on": "enters_play"} and leaves["trigger"] == {"on": "leaves_play"}
    assert enters["effect"] == leaves["effect"] == {"effect": "damage", "amount": 1, "aim": "all",
                                                    "select": {"type": "site", "controller": "opponent"}}


def test_34_0_flambards_damages_opponents_sites_when_it_leaves_play() -> None:
    cards = [*home_sites(),
             {"id": "flambards", "title": "Flambards", "type": "character", "controller": "A", "fighting": 1,
              "column": 1, "abilities": compile_text(FLAMBARDS, "Flambards", "Character").abilities}]
    payload = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
               "actions": [{"do": "effect", "id": "hit", "player": "B", "card": "Blow Things Up!",
                            "source_type": "event", "effect": "smoke", "targets": ["flambards"]},
                           {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["flambards"]["zone"] == "smoked"
    assert answer["final"]["cards"]["b1"]["damage"] == 1 and not answer["final"]["cards"]["a1"].get("damage")


def test_25_5_buzzsaw_arm_when_subject_enters_combat_with_a_character() -> None:
    found = compiled_objects("Buzzsaw Arm", "State", BUZZSAW_ARM)[-1]
    assert found["trigger"] == {"on": "enters_combat_with", "card": {"type": "character"}, "subject": True}
    assert found["effect"] == {"effect": "grant", "aim": "trigger_card", "modifiers": [{"kind": "fighting", "value": -1}],
                               "duration": "permanent"}


def test_25_5_4_explosive_motorcycle_toasting_itself_after_its_subject_is_smoked_stays_unread() -> None:
    """Its subject smoked, the State is smoked at once (25.5.4): "toast this card" would act on
    a card in a pile."""
    result = compile_text(EXPLOSIVE_MOTORCYCLE, "Explosive Motorcycle", "State")
    assert [n.reason.split(":")[0] for n in result.not_modelled] == ["cards out of play"]


def test_25_5_buzzsaw_arm_lowers_the_interceptor_its_subject_fights() -> None:
    cards = [*home_sites(),
             {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "fighting": 3, "column": 1},
             {"id": "arm", "title": "Buzzsaw Arm", "type": "state", "controller": "A", "attached_to": "hero",
              "abilities": compile_text(BUZZSAW_ARM, "Buzzsaw Arm", "State").abilities},
             {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "fighting": 6, "column": 1}]
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
               "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"},
                           {"do": "pass"}, {"do": "pass"},
                           {"do": "intercept", "player": "B", "assignments": [{"attacker": "hero", "chain": ["guard"]}]},
                           {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    # 6 - 1 Fighting, 5 damage from the hero's 3 + 2: smoked
    assert answer["final"]["cards"]["guard"]["zone"] == "smoked"


def test_26_1_2_foul_hatchling_it_may_inflict_at_the_start_of_your_turn() -> None:
    (found,) = compiled_objects("Foul Hatchling", "Character", FOUL_HATCHLING)
    assert found["trigger"] == {"on": "start_of_turn", "whose_turn": "you"}
    assert found["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "select": {"type": "site"}}
    assert found["optional"] is True


def test_26_1_2_it_may_after_a_trigger_on_another_card_stays_unread() -> None:
    """After a trigger naming another card, "it may" could be that card's."""
    result = compile_text("When a Character enters play, it may inflict 1 damage on a target site.", "Test", "Character")
    assert not result.complete


def test_14_0_mo_monkeys_a_list_of_designators_after_the_effect() -> None:
    (found,) = compiled_objects("Mo' Monkeys, Mo' Problems", "Edge", MO_MONKEYS)
    assert found["trigger"]["card"]["any_of"] == [{"designator": d} for d in ("Monkey", "Ape", "Chimp", "Gorilla",
                                                                                 "Simian")]
    assert found["trigger"]["card"]["controller"] == "you"


def test_49_3_thunder_knights_no_max_reminder_read_with_its_word() -> None:
    result = compile_text(THUNDER_KNIGHTS, "Thunder Knights", "Character")
    assert result.complete and result.sentences == 3
    assert result.abilities[0] == "No Max"
    assert result.abilities[1]["trigger"] == {"on": "smoked", "by_player": "opponent"}


def test_49_3_a_reminder_after_another_word_stays_unread() -> None:
    result = compile_text("Unique. (You may have more than 5 copies of this card in a deck.)", "Test", "Character")
    assert len(result.not_modelled) == 1


def test_10_4_dragon_hideout_mantain_is_maintain() -> None:
    """The misspelt cost is read, and its target's designator list with it (24.1: one target)."""
    result = compile_text(DRAGON_HIDEOUT, "Dragon Hideout", "Site")
    assert result.complete
    ability = result.abilities[0]
    assert ability["kind"] == "turn_and_maintain"
    assert ability["effect"]["select"] == {"type": "character", "controller": "you", "any_of": [
        {"designator": "Netherworld"}, {"designator": "Hero"}, {"designator": "Techie"}]}


MAJOR_HOTTIE = ("Unique. All [j] Characters gain Toughness: 1 against combat damage. Turn during an attack :: All [j] "
                "Characters inflict +2 damage until the end of the attack.")


def test_28_0_major_hottie_turn_during_an_attack_is_a_requirement_of_its_use() -> None:
    _, turn = compiled_objects("Major Hottie", "Character", MAJOR_HOTTIE)
    assert turn["condition"] == {"is": "attack_under_way"}
    assert turn["effect"]["turn_self"] is True and turn["effect"]["duration"] == "attack"


def test_28_0_except_during_an_attack_is_the_negated_requirement() -> None:
    (found,) = compiled_objects("Test Card", "Character", "Turn, except during an attack, to gain 1 Power.")
    assert found["condition"] == {"is": "attack_under_way", "not": True}


def _hottie(attacking: bool) -> dict[str, Any]:
    cards = [*home_sites(),
             {"id": "hottie", "title": "Major Hottie", "type": "character", "controller": "A", "fighting": 1,
              "column": 1, "abilities": compile_text(MAJOR_HOTTIE, "Major Hottie", "Character").abilities},
             {"id": "hitter", "title": "Hitter", "type": "character", "controller": "A", "fighting": 3, "column": 1,
              "factions": ["jammers"]}]
    use = {"do": "use", "id": "u1", "player": "A", "card": "hottie", "ability": 2}
    actions = ([{"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "b1"}, use,
                {"do": "pass"}] if attacking else [use, {"do": "pass"}])
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
               "actions": actions}
    return as_json(resolve(payload))


def test_28_0_major_hottie_is_used_only_during_an_attack() -> None:
    used = _hottie(attacking=True)
    assert used["outcome"] == "resolved", used.get("illegal")
    assert used["final"]["cards"]["b1"]["damage"] == 5  # the Hitter's 3 and +2 (29.5)
    refused = _hottie(attacking=False)
    assert "only during an attack" in refused["illegal"]["reason"]


SYNCHRONIC_BEAM_EMITTER = ("Not Cumulative. Subject Character gains +1 Fighting. Sacrifice while subject is attacking :: "
                           "Target Character ceases intercepting.")


def test_25_5_synchronic_beam_emitter_while_subject_is_attacking_is_a_requirement_of_its_use() -> None:
    _, used = compiled_objects("Synchronic Beam Emitter", "State", SYNCHRONIC_BEAM_EMITTER)
    assert used["condition"] == {"is": "attacking", "of": "subject"}
    assert used["effect"] == {"effect": "cease_intercepting", "aim": "chosen", "select": {"type": "character"},
                              "sacrifice_self": True}


def test_25_5_subject_printed_in_a_cost_is_read_only_on_a_state() -> None:
    text = "Sacrifice while subject is attacking :: Target Character ceases intercepting."
    assert not compile_text(text, "Test", "Character").complete


def _beam(attacking: bool) -> dict[str, Any]:
    cards = [*home_sites(),
             {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "fighting": 3, "column": 1},
             {"id": "beam", "title": "Synchronic Beam Emitter", "type": "state", "controller": "A",
              "attached_to": "hero",
              "abilities": compile_text(SYNCHRONIC_BEAM_EMITTER, "Synchronic Beam Emitter", "State").abilities},
             {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "fighting": 6, "column": 1}]
    use = {"do": "use", "id": "u1", "player": "A", "card": "beam", "ability": 2, "targets": ["guard"]}
    actions = [{"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"}, {"do": "pass"},
               {"do": "pass"}, {"do": "intercept", "player": "B", "assignments": [{"attacker": "hero", "chain": ["guard"]}]},
               use, {"do": "pass"}, {"do": "pass"}] if attacking else [use, {"do": "pass"}]
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
               "actions": actions}
    return as_json(resolve(payload))


def test_25_5_synchronic_beam_emitter_ends_the_interception_of_its_attacking_subject() -> None:
    used = _beam(attacking=True)
    assert used["outcome"] == "resolved", used.get("illegal")
    assert used["final"]["cards"]["beam"]["zone"] == "smoked"  # sacrificed (45.0)
    # the hero reaches the Site unintercepted, without the +1 Fighting of the sacrificed State
    assert used["final"]["cards"]["b1"]["damage"] == 3 and not used["final"]["cards"]["guard"].get("damage")
    refused = _beam(attacking=False)
    assert "only while its subject is attacking" in refused["illegal"]["reason"]


HAUNTED_TOMB = ("When a Character you control is smoked, this card gains +1 Body until it leaves play. When a Unique "
                "Character is smoked, turn :: Gain 1 Power and this card gains -1 Body until it leaves play.")


def test_26_1_2_haunted_tomb_when_a_unique_character_is_smoked_turn_is_its_voluntary_cost() -> None:
    _, paid = compiled_objects("Haunted Tomb", "Feng Shui Site", HAUNTED_TOMB)
    assert paid["trigger"] == {"on": "smoked", "card": {"type": "character", "unique": True}}
    assert paid["optional"] is True and paid["effect"]["turn_self"] is True
    # "and this card gains": a second part on the card itself (24.6)
    assert paid["effect"]["then"] == [{"effect": "grant", "aim": "self", "modifiers": [{"kind": "body", "value": -1}],
                                       "duration": "permanent"}]
