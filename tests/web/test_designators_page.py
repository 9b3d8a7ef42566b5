"""The designator checker page (docs/designators.md): works without JavaScript, escapes input."""


def test_page_answers_priest_priestess_with_the_faq_note(client):
    page = client.get("/designators?a_title=Priest&b_title=Priestess").get_data(as_text=True)
    assert "No shared designator" in page and "Older ruling" in page


def test_page_escapes_hostile_titles(client):
    page = client.get('/designators?a_title=<script>alert(1)</script>&b_title=x').get_data(as_text=True)
    assert "<script>alert(1)" not in page


def test_page_with_bad_input_is_422_not_500(client):
    assert client.get("/designators?a_title=%01&b_title=x").status_code == 422


def test_page_shows_shared_words_as_text_not_python_records(client):
    page = client.get('/designators?a_title="Monkey" Chang&b_title=Ba-BOOM!&b_subtitle=Monkey Business').get_data(as_text=True)
    assert "They share a designator: Monkey" in page
    assert "SharedWord(" not in page and "Designator(" not in page and "RuleRef(" not in page


def test_page_inputs_are_text_fields(client):
    page = client.get("/designators").get_data(as_text=True)
    form = page.split("<main", 1)[1].split("</main>", 1)[0]  # the footer's go-to box is no field of it
    assert form.count('type="text"') == 4


def test_page_explanation_is_the_matchers_decision_with_the_rule_quoted(client):
    page = client.get("/designators?a_title=Arcanogardener&b_title=Arcanotower").get_data(as_text=True)
    assert "They share a designator: Arcano" in page
    assert "Arcano, Gardener" in page and "cannot be" not in page
    assert "can be split into multiple whole words are always split" in page
