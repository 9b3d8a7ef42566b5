"""Knowledge-base model helpers."""


def test_authority_is_the_comprehensive_rulebook_for_shadowfist(kb):
    assert kb.authority("shadowfist").info.id == "shadowfist-comprehensive"
    assert kb.authority("ufs").info.id == "ufs-living-rules"
    assert kb.authority("chess") is None
