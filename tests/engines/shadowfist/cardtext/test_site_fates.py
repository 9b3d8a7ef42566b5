"""Rules text taking a fate away from a Site reduced to zero (6.0 over 30.3.3), read from real
cards' printed text (quoted verbatim from the community card dump)."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text


def test_30_3_3_chthonian_lake_cannot_be_burned() -> None:
    c = compile_text("Cannot be burned.", "Chthonian Lake", "feng_shui_site")
    assert c.complete and c.abilities == ["Cannot be burned"]


def test_30_3_3_dao_biotech_headquarters_cannot_be_seized() -> None:
    c = compile_text("Cannot be seized. Turn to play an <Arcano> card at -1 cost.", "Dao Biotech Headquarters",
                     "feng_shui_site")
    assert c.abilities[0] == "Cannot be seized"


def test_30_3_3_a_states_subject_that_cannot_be_seized_stays_not_modelled() -> None:
    """Borrowed Nuke gives the words to its subject: not this card's own text."""
    c = compile_text("Subject cannot be seized or burned.", "Borrowed Nuke", "state")
    assert not c.complete
