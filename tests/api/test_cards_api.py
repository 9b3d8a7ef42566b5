"""`/api/v1/cards` and `/api/v1/designators/sharing` (docs/api.md, docs/cards.md)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from refbase.cards import import_file

FIXTURES = Path(__file__).resolve().parents[1] / "cards" / "fixtures"
CARD_KEYS = {"slug", "title", "subtitle", "faction", "type", "cost", "requires", "provides", "fighting",
             "power", "body", "text", "keywords", "designators", "printings", "source", "mentions", "engine",
             "html_url"}


@pytest.fixture(scope="module")
def imported_client(data_dir, tmp_path_factory):
    from refbase.app import create_app

    copy = tmp_path_factory.mktemp("cards-data") / "data"
    shutil.copytree(data_dir, copy, symlinks=True)
    import_file(FIXTURES / "good.csv", copy)
    return create_app({"TESTING": True, "DATA_DIR": copy, "AUTO_BUILD": False}).test_client()


@pytest.mark.slow
def test_card_list_has_the_contract_shape(client):
    body = client.get("/api/v1/cards?limit=5").get_json()
    assert body["total"] >= 150 and len(body["results"]) == 5
    assert CARD_KEYS <= set(body["results"][0])


def test_one_card_lists_every_mention_as_a_citation(client):
    card = client.get("/api/v1/cards/temple-guards").get_json()
    assert card["title"] == "Temple Guards" and card["fighting"] is None
    assert {"doc", "number", "title", "url"} <= set(card["mentions"][0])
    assert any(m["doc"] == "shadowfist-basic" for m in card["mentions"])
    assert card["html_url"].endswith("/cards/temple-guards")


def test_unknown_card_is_a_404_problem_with_did_you_mean(client):
    response = client.get("/api/v1/cards/temple-gaurds")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    assert "Temple Guards" in response.get_json()["detail"]


def test_designator_filter_finds_every_card_of_the_designator_and_only_those(client):
    """`designator=Cops` (14.2: plural and singular alike) answers the cards whose title or
    subtitle names a Cop, whatever other real cards the library names."""
    results = client.get("/api/v1/cards?designator=Cops&limit=200").get_json()["results"]
    assert all({"Cop", "Cops"} & set(c["designators"]) for c in results)
    assert {c["title"] for c in results} >= {"Maverick Cop", "SWAT Team", "PubOrd Squad", "Undercover Cop",
                                             "Karate Cop", "Imperial Guard"}  # an "Ancient Cop"


@pytest.mark.parametrize("query, expected", [
    ("q=walker", {"Walker of the Purple Twilight"}),
    ("type=feng_shui_site&q=garden", {"Ornamental Garden"}),
])
def test_filters(client, query, expected):
    titles = {c["title"] for c in client.get(f"/api/v1/cards?{query}&limit=200").get_json()["results"]}
    assert titles == expected


def test_bad_filter_values_are_422(client):
    assert client.get("/api/v1/cards?type=monster").status_code == 422
    assert client.get("/api/v1/cards?designator=%01").status_code in (400, 422)
    assert client.get("/api/v1/cards?limit=0").status_code == 422


@pytest.mark.slow
def test_imported_cards_have_printed_values_and_merge_with_documents(imported_client):
    guards = imported_client.get("/api/v1/cards/temple-guards").get_json()
    assert guards["fighting"] == 2 and guards["faction"] == "Dragons"
    assert guards["keywords"][1] == {"name": "Toughness", "rating": 1, "rule": "50.17"}
    assert [p["set"] for p in guards["printings"]] == ["Limited", "Standard"]
    assert guards["mentions"]  # the documents still name it
    # the import's Superleap cards, with the shipped library's (Monsoon): their number
    # grows with the scenario library, so the import's cards are what is checked
    found = imported_client.get("/api/v1/cards?keyword=superleap&limit=200").get_json()
    titles = {c["title"] for c in found["results"]}
    assert {"Big Hitter", "Arcanogardener"} <= titles and found["total"] == len(titles)


def test_sharing_a_designator_with_a_card_gives_reasons(client):
    body = client.get("/api/v1/designators/sharing?card=undercover-cop").get_json()
    by_title = {r["card"]["title"]: r["shared"] for r in body["results"]}
    # The FAQ: "The Undercover Cop gets to count both the SWAT Team ("Cop Pawns") and the PubOrd Squad ("Buro Cops")."
    assert {"SWAT Team", "PubOrd Squad"} <= set(by_title)
    [cops] = by_title["PubOrd Squad"]
    assert (cops["word"], cops["a"], cops["b"]) == ("Cop", "Cop", "Cops")
    assert {r["number"] for r in cops["rules"]} == {"14.0", "14.2"}


def test_sharing_needs_exactly_one_of_card_or_designator(client):
    assert client.get("/api/v1/designators/sharing").status_code == 422
    assert client.get("/api/v1/designators/sharing?card=nope").status_code == 404


def test_cards_are_in_the_openapi_document(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert {"/api/v1/cards", "/api/v1/cards/{slug}", "/api/v1/designators/sharing"} <= set(spec["paths"])
    assert "Card" in spec["components"]["schemas"]


@pytest.mark.slow
def test_an_import_shows_on_cached_section_pages_without_a_rebuild(data_dir, tmp_path):
    from refbase.app import create_app

    copy = tmp_path / "data"
    shutil.copytree(data_dir, copy, symlinks=True)
    client = create_app({"TESTING": True, "DATA_DIR": copy, "AUTO_BUILD": False}).test_client()
    page = "/rules/shadowfist-comprehensive/14.4.example-1"
    assert "/cards/swordbreaker" not in client.get(page).get_data(as_text=True)
    (tmp_path / "sb.csv").write_text((FIXTURES / "good.csv").read_text().split("\n")[0] + "\n"
                                     ",Swordsman,Hero,3,,,,,,,,Limited,C\n")
    import_file(tmp_path / "sb.csv", copy)
    import time

    time.sleep(1.1)  # the served catalogue checks the imported file at most once a second
    assert "/cards/swordsman" in client.get(page).get_data(as_text=True)


def test_card_lookups_are_open_to_other_sites_for_embed_js(client):
    assert client.get("/api/v1/cards/temple-guards").headers["Access-Control-Allow-Origin"] == "*"


def test_a_card_from_the_dump_carries_current_and_printed_text_and_rulings(dump_client):
    marisol = dump_client.get("/api/v1/cards/marisol").get_json()
    assert marisol["text"].startswith("Unique. Damage cannot be redirected to Marisol.")
    assert marisol["printed_text"].startswith("Unique. Marisol cannot be the target")
    assert marisol["rulings"][0]["kind"] == "Errata" and marisol["rulings"][0]["text"].startswith("Should start with")
    assert [r["name"] for r in marisol["provides"]] == ["Dragons", "Magic"]
    park = dump_client.get("/api/v1/cards/city-park").get_json()
    assert park["printed_text"] is None and [r["kind"] for r in park["rulings"]] == ["Ruling", "Note"]
    assert [(p["set"], p["rarity"]) for p in park["printings"]] == [("Flashpoint", "Common"), ("Year of the Dragon", "Fixed")]
