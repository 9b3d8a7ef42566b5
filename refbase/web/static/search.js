/* refbase static search: the search page of a `refbase export-site` copy, run in the browser
 * over static/search-index.json. Simpler than the live search (words of titles and texts,
 * rule numbers; no synonyms or typo correction). Results are built with textContent only.
 */
(function () {
  "use strict";

  var LIMIT = 50;
  var form = document.getElementById("static-search");
  if (!form || !window.fetch) { return; }
  var input = form.querySelector("input[name=q]");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var indexUrl = new URL(form.getAttribute("data-index"), window.location.href);
  var root = indexUrl.href.replace(/static\/search-index\.json$/, "");

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function tokens(query) {
    return (query.toLowerCase().match(/[a-z0-9]+(?:[.~-][a-z0-9]+)*/g) || []).map(function (t) {
      return t.length > 4 && /[a-z]s$/.test(t) ? t.slice(0, -1) : t;
    }).slice(0, 12);
  }

  function prepare(index) {
    var docs = {};
    index.documents.forEach(function (d, i) { d.order = i; docs[d.id] = d; });
    index.docs = docs;
    index.rows = index.entries.map(function (e, i) {
      return {doc: e[0], id: e[1], number: e[2], title: e[3], kind: e[4], text: e[5] || "",
              lowTitle: (e[3] || "").toLowerCase(), lowText: (e[5] || "").toLowerCase(), order: i};
    });
    return index;
  }

  function count(haystack, needle) {
    var n = 0, at = haystack.indexOf(needle);
    while (at >= 0 && n < 5) { n += 1; at = haystack.indexOf(needle, at + needle.length); }
    return n;
  }

  function score(row, words, exactKey) {
    var total = 0, matched = 0;
    if (exactKey && (row.number === exactKey || row.id === exactKey)) { total += 1000; }
    words.forEach(function (w) {
      var inTitle = row.lowTitle.indexOf(w) >= 0;
      var inText = count(row.lowText, w);
      if (inTitle || inText) { matched += 1; }
      total += (inTitle ? 6 : 0) + inText;
    });
    return {score: total, matched: matched};
  }

  function search(index, query, game, doc) {
    var words = tokens(query);
    var exactKey = query.trim().replace(/^(cr|ufs|lgr|rule|section)\s+/i, "");
    var hits = [];
    index.rows.forEach(function (row) {
      var d = index.docs[row.doc];
      if ((game && d.game !== game) || (doc && row.doc !== doc)) { return; }
      var s = score(row, words, exactKey);
      if (s.score >= 1000 || (words.length && s.matched === words.length)) {
        hits.push({row: row, score: s.score / (d.authority ? 1 : 1.5)});
      }
    });
    hits.sort(function (a, b) { return b.score - a.score || a.row.order - b.row.order; });
    return {words: words, hits: hits};
  }

  function snippet(text, words) {
    var flat = text.replace(/\s+/g, " ");
    var low = flat.toLowerCase();
    var first = -1;
    words.forEach(function (w) {
      var at = low.indexOf(w);
      if (at >= 0 && (first < 0 || at < first)) { first = at; }
    });
    var start = Math.max(0, first - 60);
    var end = Math.min(flat.length, start + 220);
    var piece = (start > 0 ? "\u2026" : "") + flat.slice(start, end) + (end < flat.length ? "\u2026" : "");
    var p = el("p", "snippet");
    var lowPiece = piece.toLowerCase();
    var cursor = 0;
    while (cursor < piece.length) {
      var next = -1, len = 0;
      words.forEach(function (w) {
        var at = lowPiece.indexOf(w, cursor);
        if (at >= 0 && (next < 0 || at < next)) { next = at; len = w.length; }
      });
      if (next < 0) { p.appendChild(document.createTextNode(piece.slice(cursor))); break; }
      if (next > cursor) { p.appendChild(document.createTextNode(piece.slice(cursor, next))); }
      p.appendChild(el("mark", "", piece.slice(next, next + len)));
      cursor = next + len;
    }
    return p;
  }

  function render(index, result) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    var shown = result.hits.slice(0, LIMIT);
    shown.forEach(function (hit) {
      var row = hit.row, d = index.docs[row.doc];
      var li = el("li", "result");
      var h = el("h2");
      var a = el("a");
      a.href = root + "rules/" + encodeURIComponent(row.doc) + "/" + encodeURIComponent(row.id) + "/";
      a.appendChild(el("span", "num", row.number || row.id));
      a.appendChild(document.createTextNode(" " + row.title));
      h.appendChild(a);
      li.appendChild(h);
      li.appendChild(el("p", "meta", d.short_title + (d.authority ? "" : " \u00b7 older document")));
      li.appendChild(snippet(row.text, result.words));
      list.appendChild(li);
    });
    var n = result.hits.length;
    status.textContent = n ? n + " result" + (n === 1 ? "" : "s") + (n > LIMIT ? " \u00b7 showing the first " + LIMIT : "")
      : "No rule matches. Try fewer or simpler words, or a rule number such as 28.6.1.";
  }

  var params = new URLSearchParams(window.location.search);
  var query = (params.get("q") || "").slice(0, 500);
  input.value = query;
  if (!query.trim()) { return; }
  status.textContent = "Searching\u2026";
  fetch(indexUrl.href).then(function (r) {
    if (!r.ok) { throw new Error("HTTP " + r.status); }
    return r.json();
  }).then(function (index) {
    prepare(index);
    render(index, search(index, query, params.get("game"), params.get("doc")));
  }).catch(function () {
    status.textContent = "The search index could not be loaded.";
  });
}());
