"""GET /api/v1/glossary: terms from every document, acronyms."""


def test_acronym_lookup_finds_its_term_and_rule(client):
    body = client.get("/api/v1/glossary?term=BFV").get_json()
    assert body["acronyms"]["BFV"].lower() == "burn for victory"
    rules = {t["defines"]["number"] for t in body["terms"] if t["defines"]}
    assert "30.3.3.3" in rules


def test_game_filter(client):
    body = client.get("/api/v1/glossary?game=ufs").get_json()
    assert body["terms"] and {t["game"] for t in body["terms"]} == {"ufs"}


def test_bad_game_is_422(client):
    response = client.get("/api/v1/glossary?game=chess")
    assert response.status_code == 422 and "game" in response.get_json()["errors"]
