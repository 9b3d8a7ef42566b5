"""The designator checker page (issue 6): works without JavaScript, escapes input."""


def test_page_answers_priest_priestess_with_the_faq_note(client):
    page = client.get("/designators?a_title=Priest&b_title=Priestess").get_data(as_text=True)
    assert "No shared designator" in page and "Older ruling" in page


def test_page_escapes_hostile_titles(client):
    page = client.get('/designators?a_title=<script>alert(1)</script>&b_title=x').get_data(as_text=True)
    assert "<script>alert(1)" not in page


def test_page_with_bad_input_is_422_not_500(client):
    assert client.get("/designators?a_title=%01&b_title=x").status_code == 422
