/* refbase static search page: runs search-core.js (the live search's understanding and
 * ranking over the scores the live search exported) on static/search-data.js, loaded as scripts so that
 * the copy also searches when opened from disk (browsers refuse fetch on file://).
 * Results are built with textContent only; links are relative to the page.
 */
(function () {
  "use strict";

  var LIMIT = 50;
  var form = document.getElementById("static-search");
  if (!form) { return; }
  var input = form.querySelector("input[name=q]");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var root = (form.getAttribute("data-root") || "").replace(/index\.html$/, "");

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function snippet(engine, text, highlight) {
    var flat = text.replace(/\s+/g, " ");
    var words = engine.tokens(flat).map(function (t) {
      return {start: t.start, end: t.end, hit: highlight.has(engine.stem(t.folded))};
    });
    var firstHit = words.filter(function (w) { return w.hit; })[0];
    var start = firstHit ? Math.max(0, firstHit.start - 60) : 0;
    while (start > 0 && flat[start - 1] !== " ") { start -= 1; }
    var end = Math.min(flat.length, start + 220);
    var p = el("p", "snippet");
    if (start > 0) { p.appendChild(document.createTextNode("\u2026")); }
    var cursor = start;
    words.forEach(function (w) {
      if (!w.hit || w.start < start || w.end > end) { return; }
      p.appendChild(document.createTextNode(flat.slice(cursor, w.start)));
      p.appendChild(el("mark", "", flat.slice(w.start, w.end)));
      cursor = w.end;
    });
    p.appendChild(document.createTextNode(flat.slice(cursor, end) + (end < flat.length ? "\u2026" : "")));
    return p;
  }

  function ruleHref(row) {
    return root + "rules/" + encodeURIComponent(row.doc) + "/" + encodeURIComponent(row.id) + "/index.html";
  }

  function render(engine, result) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    result.hits.slice(0, LIMIT).forEach(function (hit) {
      var row = hit.entry, d = engine.docs[row.doc];
      var li = el("li", "result");
      var h = el("h2");
      var a = el("a");
      a.href = ruleHref(row);
      a.appendChild(el("span", "num", row.number || row.id));
      a.appendChild(document.createTextNode(" " + row.title));
      h.appendChild(a);
      li.appendChild(h);
      li.appendChild(el("p", "meta", d.short_title + (d.authority ? "" : " \u00b7 older document")));
      li.appendChild(snippet(engine, row.text || row.title, result.highlight));
      list.appendChild(li);
    });
    var n = result.hits.length;
    status.textContent = "";
    if (result.suggestion) {
      status.appendChild(document.createTextNode("Did you mean "));
      var link = el("a", "suggestion", result.suggestion);
      link.href = "?q=" + encodeURIComponent(result.suggestion);
      status.appendChild(link);
      status.appendChild(document.createTextNode("? "));
    }
    if (result.unmatchedPhrases && result.unmatchedPhrases.length) {
      status.appendChild(document.createTextNode("No rule has the exact words " + result.unmatchedPhrases.map(function (q) {
        return "\u201c" + q + "\u201d";
      }).join(", ") + ": showing rules with those words in any order. "));
    }
    status.appendChild(document.createTextNode(n ? n + " result" + (n === 1 ? "" : "s") +
      (n > LIMIT ? " \u00b7 showing the first " + LIMIT : "")
      : "No rule matches. Try fewer or simpler words, or a rule number such as 28.6.1."));
  }

  /* Worked scenarios above the rules: each links to its page in the copy, its question as
   * the title; everything is inserted as text. */
  function scenarios(hits) {
    if (!hits.length || !list.parentNode) { return; }
    var box = el("section", "scenario-hits");
    box.setAttribute("aria-labelledby", "scenario-hits-h");
    var h = el("h2", "hits-heading", "Worked scenarios");
    h.id = "scenario-hits-h";
    box.appendChild(h);
    var ul = el("ul", "results");
    hits.forEach(function (hit) {
      var li = el("li", "result result-scenario");
      var title = el("h3", "result-title");
      var a = el("a", "", hit.title);
      a.href = root + "scenarios/" + encodeURIComponent(hit.id) + "/index.html";
      title.appendChild(a);
      li.appendChild(title);
      li.appendChild(el("p", "meta", (hit.game === "ufs" ? "UFS" : "Shadowfist") + " \u00b7 worked scenario"));
      li.appendChild(el("p", "snippet", hit.snippet));
      ul.appendChild(li);
    });
    box.appendChild(ul);
    list.parentNode.insertBefore(box, list);
  }

  var params = new URLSearchParams(window.location.search);
  var query = (params.get("q") || "").slice(0, 2000);
  input.value = query;
  if (!query.trim()) { return; }
  if (!window.RefbaseSearchCore || !window.REFBASE_SEARCH_DATA) {
    status.textContent = "The search index could not be loaded.";
    return;
  }
  var engine = window.RefbaseSearchCore(window.REFBASE_SEARCH_DATA);
  var found = engine.search(query, {game: params.get("game"), doc: params.get("doc"), limit: LIMIT});
  /* The go-to box (go=1): a rule number or citation that names an entry opens it. */
  if (params.get("go") === "1" && found.hits.length && found.hits[0].exact) {
    window.location.replace(ruleHref(found.hits[0].entry));
    return;
  }
  render(engine, found);
  if (!params.get("doc")) { scenarios(engine.searchScenarios(query, {game: params.get("game"), limit: 3})); }
}());
