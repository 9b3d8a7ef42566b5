/* refbase static search core: the live search's query understanding and ranking, in the
 * browser, over scores computed by the live search.
 *
 * The data (static/search-data.js, made by refbase/search/client_data.py) carries what the
 * live search computes with Python: the stem of every word in the texts, the slang and
 * acronym table with stemmed targets, the words that point to one game, each entry's
 * score factor, the ranking constants and the BM25 score of every stem in every entry and
 * players' question (no BM25 is computed here). So this file tokenises, folds and stems exactly
 * as the index did, expands players' words the same way, corrects typos against the same
 * vocabulary with the same edit budget, and re-ranks the top entries with the same
 * coverage, title and authority rules (refbase/search/query.py, ranking.py). Pure: no DOM,
 * usable from node (bench/static_search_eval.js) and from search.js in the page.
 */
(function (root, factory) {
  "use strict";
  if (typeof module === "object" && module.exports) { module.exports = factory; }
  else { root.RefbaseSearchCore = factory; }
}(typeof self !== "undefined" ? self : this, function (data) {
  "use strict";

  var DATA_VERSION = 8;
  var RERANK_DEPTH = 40;
  var MAX_KEY_WORDS = 4;
  var TOKEN = /[\p{L}\p{N}\p{M}_]+(?:\.[\p{L}\p{N}\p{M}_]+)*/gu;
  var CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;
  var QUOTES = /["\u201c\u201d\u201e\u00ab\u00bb]/g;
  var SENTENCE_MARK = /[.:;!?,]/;
  var NUMBER = "(?:\\d{1,3}(?:\\.\\d{1,3})+|[A-La-l](?:\\.\\d{1,3})+)(?:~\\d{1,2})?";
  var RULE_WORD = "(?:rule|rules|section|sect|sec|\u00a7)\\.?\\s*(?:(?:#|no\\.?|nr\\.?|number)\\s*)?";
  var FILLER = "(?:" + RULE_WORD + ")?";
  var WORD_NUMBER = new RegExp("(?<![\\w.])" + RULE_WORD + "(\\d{1,2})(?![\\w.~])", "giu");

  if (!data || data.version !== DATA_VERSION) { throw new Error("search data version mismatch"); }
  var L = data.limits, W = data.weights;
  var stop = new Set(data.stop);
  var stems = data.stems;
  // Maps keyed by what a player types have no prototype: "constructor" is a word, not a key.
  function table(from) { return Object.assign(Object.create(null), from || {}); }
  var gameWords = table(data.game_words);
  var docs = table();
  data.documents.forEach(function (d, i) { d.order = i; docs[d.id] = d; });

  // ---- text ------------------------------------------------------------------------
  function fold(word) {
    return word.toLowerCase().normalize("NFKD").replace(/\p{Mn}/gu, "");
  }
  function tokens(text) {
    var out = [], m;
    TOKEN.lastIndex = 0;
    while ((m = TOKEN.exec(text)) !== null) {
      out.push({surface: m[0], folded: fold(m[0]), start: m.index, end: m.index + m[0].length});
    }
    return out;
  }
  var textWords = new Set();
  var SUFFIXES = ["s", "es", "ed", "d", "ing", "er", "ers", "ly"];
  function stem(word) {
    if (Object.prototype.hasOwnProperty.call(stems, word)) { return stems[word]; }
    if (textWords.has(word)) { return word; }
    for (var i = 0; i < SUFFIXES.length; i += 1) {  // words the texts never use: a guess
      var sfx = SUFFIXES[i];
      if (word.length > sfx.length + 2 && word.slice(-sfx.length) === sfx) {
        var base = word.slice(0, -sfx.length);
        if (Object.prototype.hasOwnProperty.call(stems, base)) { return stems[base]; }
        if (known.has(base)) { return base; }
      }
    }
    return word;
  }
  function analyzed(text) {
    return tokens(text || "").filter(function (t) { return !stop.has(t.folded); })
      .map(function (t) { return stem(t.folded); });
  }

  // ---- index -----------------------------------------------------------------------
  var entries = data.entries.map(function (e, i) {
    return {i: i, doc: e[0], id: e[1], number: e[2], title: e[3], kind: e[4], text: e[5] || "",
            itemTitle: e[6] === null ? e[3] : e[6], body: e[7] === null ? (e[5] || "") : e[7],
            context: e[8] || "", parent: e[9], factor: e[10]};
  });
  entries.forEach(function (e) {
    [e.itemTitle, e.body, e.context, e.title, e.text].forEach(function (part) {
      tokens(part).forEach(function (t) { textWords.add(t.folded); });
    });
  });
  var known = new Set();
  var frequency = new Map();
  var byKey = table(), byLowerKey = table();
  entries.forEach(function (e) {
    var title = analyzed(e.itemTitle);
    var body = analyzed(e.body);
    e.indexed = title.concat(title, body, analyzed(e.context));
    e.indexed.forEach(function (s) { known.add(s); });
    e.titleStems = new Set(title);
    e.textStems = new Set(title.concat(body));
    e.contextStems = new Set(analyzed(e.context));
    new Set(tokens(e.title + "\n" + e.text).map(function (t) { return t.folded; }))
      .forEach(function (w) {
        if (w.length >= 3 && /^\p{L}+$/u.test(w)) { frequency.set(w, (frequency.get(w) || 0) + 1); }
      });
    byKey[e.doc + "\u001f" + e.id] = e;
    byLowerKey[e.doc + "\u001f" + e.id.toLowerCase()] = e;
  });
  entries.forEach(function (e) {
    e.parentEntry = e.parent ? byKey[e.doc + "\u001f" + e.parent] : undefined;
  });
  var byNumber = table();
  entries.forEach(function (e) {
    var numbered = byNumber[e.doc] || (byNumber[e.doc] = table());
    if (e.number && !(e.number in numbered)) { numbered[e.number] = e; }
  });
  var longestWord = 0;
  frequency.forEach(function (_f, w) { longestWord = Math.max(longestWord, w.length); });
  var maxTypoLength = longestWord + 2;

  // BM25 is computed once, by refbase/search/scoring.py: the data holds every stem's score
  // in every entry ({stem: [entry, score, ...]}) and in every players' question, which the
  // browser only adds up as the live first stage does (refbase/search/scoring.py Bm25.search).
  var terms = table(data.terms);
  var askedTerms = table(data.asked_terms);

  // Players' questions, each scored on its own; an entry takes its best question's score and
  // a share of its second best (refbase/search/expansion.py). Their words are searchable as
  // typed, never corrected, except those of questions kept with their typos (a third element 0).
  var askedDocs = (data.asked || []).map(function (a, i) {
    return {i: i, owner: a[0], own: a[1], known: a[2] !== 0, stems: []};
  });
  Object.keys(askedTerms).forEach(function (s) {
    var list = askedTerms[s];
    for (var k = 0; k < list.length; k += 2) { askedDocs[list[k]].stems.push(s); }
  });
  var searchable = new Set(known);
  askedDocs.forEach(function (d) {
    var owner = entries[d.owner];
    owner.askedStems = owner.askedStems || new Set();
    d.stems.forEach(function (s) {
      if (d.known) { searchable.add(s); }
      owner.askedStems.add(s);
    });
  });
  var ATTACHED = new Set(["example", "note", "tip"]);
  var STATES_RULE = new Set(["note", "tip"]);  // an example illustrates: it never leads

  // ---- query understanding -----------------------------------------------------------
  var expansions = table();
  var gameStems = table(data.game_stems);
  data.expansions.forEach(function (x) {
    (expansions[x[0]] || (expansions[x[0]] = [])).push(
      {words: x[0], target: x[1], game: x[2], source: x[3], weight: x[4]});
  });
  var prefixes = table();
  data.documents.forEach(function (d) {
    prefixes[d.id.toLowerCase()] = d.id;
    d.prefixes.forEach(function (p) { prefixes[p.toLowerCase()] = d.id; });
  });
  var alternation = Object.keys(prefixes).sort(function (a, b) { return b.length - a.length; })
    .map(function (p) { return p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|");
  var numberPattern = new RegExp("(?<![\\w.])(?:(" + alternation + ")\\s*:?\\s*)?" + FILLER +
                                 "(" + NUMBER + ")(?![\\w~]|\\.\\w)", "giu");
  // The id of an unnumbered entry, as cited: "FAQ ch5.q5", "Notes cards.evil-twin", or bare.
  // ... or of a note, example or tip printed under a rule: "24.8.note-1", "C.3.3.4.5.example-3".
  var ATTACHED_ID = "(?:\\d{1,3}(?:\\.\\d{1,3})+|[a-l](?:\\.\\d{1,3})+)(?:~\\d{1,2})?\\.(?:note|example|tip)-\\d{1,2}";
  var idPattern = new RegExp("(?<![\\w.])(?:(" + alternation + ")\\s*:?\\s*)?" +
                             "(" + ATTACHED_ID + "|[a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+)(?![\\w-])", "giu");

  function clean(raw) {
    var text = (raw === null || raw === undefined) ? "" : String(raw);
    text = text.slice(0, L.query_chars * 4).normalize("NFKC").replace(CONTROL, " ");
    return text.replace(/\s+/g, " ").trim().slice(0, L.query_chars).trim();
  }
  function canonical(n) { return /^[a-z]/i.test(n) ? n[0].toUpperCase() + n.slice(1) : n; }
  function findNumbers(text) {
    var refs = [], m;
    numberPattern.lastIndex = 0;
    while ((m = numberPattern.exec(text)) !== null) {
      refs.push({number: canonical(m[2]), doc: m[1] ? prefixes[m[1].toLowerCase()] : null,
                 start: m.index, end: m.index + m[0].length});
    }
    WORD_NUMBER.lastIndex = 0;
    while ((m = WORD_NUMBER.exec(text)) !== null) {
      var s = m.index, e = m.index + m[0].length;
      if (!refs.some(function (r) { return r.start < e && s < r.end; })) {
        refs.push({number: parseInt(m[1], 10) + ".0", doc: null, start: s, end: e});
      }
    }
    idPattern.lastIndex = 0;
    while ((m = idPattern.exec(text)) !== null) {
      var entry = m[2].toLowerCase(), s2 = m.index, e2 = m.index + m[0].length;
      var holders = m[1] ? [prefixes[m[1].toLowerCase()]] : data.documents.map(function (d) { return d.id; });
      holders = holders.filter(function (d) { return byLowerKey[d + "\u001f" + entry]; });
      if (holders.length === 1 && !refs.some(function (r) { return r.start < e2 && s2 < r.end; })) {
        refs.push({number: byLowerKey[holders[0] + "\u001f" + entry].id, doc: holders[0], start: s2, end: e2});
      }
    }
    return refs.sort(function (a, b) { return a.start - b.start; });
  }
  /* Words of sane length up to the L.words-th content word (stop words ride along). */
  function queryTokens(text, start) {
    return firstWords(tokens(text).filter(function (t) { return t.folded.length <= L.word_chars; })
      .map(function (t) { return {surface: t.surface, folded: t.folded, start: t.start + start, end: t.end + start}; }));
  }
  function firstWords(list) {
    var out = [], content = 0;
    list.some(function (t) {
      out.push(t);
      if (!stop.has(t.folded)) { content += 1; }
      return content >= L.words;
    });
    return out;
  }
  function phrase(text) {
    return queryTokens(text, 0).filter(function (t) { return !stop.has(t.folded); })
      .map(function (t) { return stem(t.folded); });
  }
  /* Quoted phrases and the other tokens; a quotation (card text: a sentence's punctuation
   * or more than L.quoted_phrase_words words), or any quote when phrases are not required,
   * is searched as words (refbase.search.query._split_quotes). */
  function isQuotation(inside) {
    return SENTENCE_MARK.test(inside) || queryTokens(inside, 0).length > L.quoted_phrase_words;
  }
  function splitQuotes(text, phrasesRequired) {
    var marks = [], m;
    QUOTES.lastIndex = 0;
    while ((m = QUOTES.exec(text)) !== null) { marks.push(m.index); }
    if (marks.length % 2) { marks.pop(); }
    var quoted = [], free = [], cursor = 0;
    for (var i = 0; i < marks.length; i += 2) {
      free = free.concat(queryTokens(text.slice(cursor, marks[i]), cursor));
      var inside = text.slice(marks[i] + 1, marks[i + 1]);
      if (!phrasesRequired || isQuotation(inside)) { free = free.concat(queryTokens(inside, marks[i] + 1)); }
      else { quoted.push(inside); }
      cursor = marks[i + 1] + 1;
    }
    return {quoted: quoted, free: free.concat(queryTokens(text.slice(cursor), cursor))};
  }
  function applicable(key, game) {
    return (expansions[key] || []).filter(function (x) { return x.game === null || game === null || x.game === game; });
  }
  function allKnown(list) { return list.every(function (s) { return known.has(s); }); }
  function concept(key, found, game, original) {
    var alts = new Map();
    // A full synonym stands for the player's word; a looser meaning only adds to it.
    var slang = found.some(function (x) { return x.source === "slang" && x.weight >= 1; });
    var own = phrase(key);
    if (own.length && (original || !slang) && own.every(function (s) { return searchable.has(s); })) {
      alts.set(own.join(" "), slang && game ? W.original_known_game : 1.0);
    }
    found.forEach(function (x) {
      if (!x.target.length) { return; }
      var k = x.target.join(" ");
      alts.set(k, Math.max(x.weight, alts.get(k) || 0));
    });
    return {surface: key, alts: Array.from(alts, function (kv) { return {stems: kv[0].split(" "), weight: kv[1]}; })};
  }
  function slangGame(word) {
    if (known.has(stem(word))) { return null; }
    var games = new Set(applicable(word, null).filter(function (x) { return x.source === "slang"; })
      .map(function (x) { return x.game; }));
    return games.size === 1 ? Array.from(games)[0] : null;
  }
  function slangInBothGames(word) {  // "tapped": turn in Shadowfist, commit in UFS
    var games = new Set((expansions[word] || []).filter(function (x) { return x.source === "slang"; })
      .map(function (x) { return x.game; }));
    return games.has(null) || games.size > 1;
  }
  function hintedGame(words) {
    var votes = table();
    words.forEach(function (t) {
      if (slangInBothGames(t.folded)) { return; }
      var g = gameStems[stem(t.folded)] || slangGame(t.folded);
      if (g) { votes[g] = (votes[g] || 0) + 1; }
    });
    // Words both games use that only one puts side by side ("attack stack": UFS).
    var content = words.filter(function (t) { return !stop.has(t.folded); })
      .map(function (t) { return stem(t.folded); });
    for (var k = 0; k + 1 < content.length; k += 1) {
      var pairKey_ = [content[k], content[k + 1]].sort().join(" ");
      var g2 = gameStems[pairKey_];
      if (g2 && !(expansions[content[k] + " " + content[k + 1]] || []).length) {
        votes[g2] = (votes[g2] || 0) + 1;
      }
    }
    var ranked = Object.keys(votes).sort(function (a, b) { return votes[b] - votes[a]; });
    if (ranked.length && (ranked.length === 1 || votes[ranked[0]] > votes[ranked[1]])) { return ranked[0]; }
    return null;
  }
  function maxEdits(word) { return word.length <= L.one_edit_max_length ? 1 : 2; }
  function correctable(word) {
    return !frequency.has(word) && word.length >= L.min_typo_length && word.length <= maxTypoLength &&
      /^\p{L}+$/u.test(word);
  }
  function distance(a, b) {  // optimal string alignment, as refbase/search/spelling.py
    var prev2 = [], prev = [], cur, i, j;
    for (j = 0; j <= b.length; j += 1) { prev.push(j); }
    for (i = 1; i <= a.length; i += 1) {
      cur = [i];
      for (j = 1; j <= b.length; j += 1) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          cur[j] = Math.min(cur[j], prev2[j - 2] + 1);
        }
      }
      prev2 = prev; prev = cur;
    }
    return prev[b.length];
  }
  function correct(word) {
    if (!correctable(word)) { return null; }
    var limit = maxEdits(word), best = null;
    frequency.forEach(function (freq, candidate) {
      if (Math.abs(candidate.length - word.length) > limit) { return; }
      var d = distance(word, candidate);
      if (d > limit) { return; }
      if (!best || d < best.d || (d === best.d && (freq > best.f || (freq === best.f && candidate < best.w)))) {
        best = {d: d, f: freq, w: candidate};
      }
    });
    return best ? best.w : null;
  }
  function splitCompound(word) {
    for (var cut = 2; cut < word.length - 1; cut += 1) {
      var left = word.slice(0, cut), right = word.slice(cut);
      var parts = phrase(left + " " + right);
      var stops = (stop.has(left) ? 1 : 0) + (stop.has(right) ? 1 : 0);
      if (parts.length && parts.length === 2 - stops && Math.max(left.length, right.length) >= 3 && allKnown(parts)) {
        return parts;
      }
    }
    return null;
  }
  function wordConcept(token, game, budget) {
    var word = token.folded;
    var found = applicable(word, game);
    if (searchable.has(stem(word)) || found.length || !/^\p{L}+$/u.test(word)) {
      return concept(word, found, game, true);
    }
    if (budget.used >= L.corrections || !correctable(word)) { return null; }
    budget.used += 1;
    var split = splitCompound(word);
    var corrected = correct(word) || correct(stem(word));
    // A one-letter slip beats a split ("faceof" is Faceoff): query.py _word_concept.
    if (split && !(corrected && distance(word, corrected) === 1)) {
      return {surface: word, alts: [{stems: split, weight: 1.0}]};
    }
    if (!corrected) { return null; }
    budget.corrections.push({token: token, word: corrected});
    var c = concept(corrected, applicable(corrected, game), game, true);
    return {surface: word, alts: c.alts.map(function (a) { return {stems: a.stems, weight: a.weight * W.corrected}; })};
  }
  function hyphenated(words) {
    var alts = [];
    var parts = phrase(words.join(" "));
    if (parts.length && allKnown(parts)) { alts.push({stems: parts, weight: 1.0}); }
    var joined = stem(words.join(""));
    if (known.has(joined)) { alts.push({stems: [joined], weight: 1.0}); }
    return alts.length ? {surface: words.join("-"), alts: alts} : null;
  }
  // Two words the rules write as one ("face off" -> Faceoff): query.py _open_compound.
  function openCompound(words, i) {
    if (i + 1 >= words.length) { return null; }
    var left = words[i].folded, right = words[i + 1].folded;
    if (!/^\p{L}+$/u.test(left) || !/^\p{L}+$/u.test(right)) { return null; }
    if ((stop.has(left) && stop.has(right)) || left.length + right.length < L.min_compound_chars) { return null; }
    return known.has(stem(left + right)) ? hyphenated([left, right]) : null;
  }
  function concepts(words, game, budget, hyphens) {
    var out = [], seen = new Set(), i = 0;
    function add(c) {
      var key = JSON.stringify(c);
      if (!seen.has(key)) { seen.add(key); out.push(c); }
    }
    while (i < words.length) {
      var size = 1, found = [];
      for (var n = Math.min(MAX_KEY_WORDS, words.length - i); n > 1; n -= 1) {
        var key = words.slice(i, i + n).map(function (t) { return t.folded; }).join(" ");
        found = applicable(key, game);
        if (found.length) { size = n; break; }
      }
      if (size > 1) {
        out.push(concept(words.slice(i, i + size).map(function (t) { return t.folded; }).join(" "), found, game, false));
        i += size;
        continue;
      }
      if (hyphens.has(i)) {
        var end = i + 1;
        while (hyphens.has(end)) { end += 1; }
        var compound = hyphenated(words.slice(i, end + 1).map(function (t) { return t.folded; }));
        if (compound) { out.push(compound); i = end + 1; continue; }
      }
      var joined = hyphens.has(i) ? null : openCompound(words, i);
      if (joined) { out.push(joined); i += 2; continue; }
      var token = words[i];
      i += 1;
      if (stop.has(token.folded)) { continue; }
      var c = wordConcept(token, game, budget);
      if (c) { add(c); }
    }
    return out.slice(0, L.words);
  }
  function suggestion(text, corrections) {
    if (!corrections.length) { return null; }
    var out = "", cursor = 0;
    corrections.sort(function (a, b) { return a.token.start - b.token.start; }).forEach(function (c) {
      var word = /^\p{Lu}/u.test(c.token.surface) ? c.word[0].toUpperCase() + c.word.slice(1) : c.word;
      out += text.slice(cursor, c.token.start) + word;
      cursor = c.token.end;
    });
    return out + text.slice(cursor);
  }
  function plan(raw, game, phrasesRequired) {
    var text = clean(raw);
    var found = findNumbers(text);
    var blanked = text.split("");
    found.forEach(function (n) { for (var k = n.start; k < n.end; k += 1) { blanked[k] = " "; } });
    var wordsText = blanked.join("");
    var parts = splitQuotes(wordsText, phrasesRequired !== false);
    var free = firstWords(parts.free);
    var named = new Set(free.filter(function (t) { return t.folded in gameWords; })
      .map(function (t) { return gameWords[t.folded]; }));
    var namedGame = named.size === 1 ? Array.from(named)[0] : null;
    if (namedGame) {
      var kept = free.filter(function (t) { return !(t.folded in gameWords); });
      free = kept.length ? kept : free;
    }
    game = game || namedGame;
    var hint = game || hintedGame(free);
    var hyphens = new Set();
    for (var k = 0; k + 1 < free.length; k += 1) {
      if (wordsText.slice(free[k].end, free[k + 1].start) === "-") { hyphens.add(k); }
    }
    var budget = {used: 0, corrections: []};
    var cs = concepts(free, hint, budget, hyphens);
    var kept = parts.quoted.map(function (q) { return {text: q.trim(), stems: phrase(q).slice(0, L.phrase_words)}; })
      .filter(function (q) { return q.stems.length; }).slice(0, L.phrases);
    var phrases = kept.map(function (q) { return q.stems; });
    var highlight = new Set();
    cs.forEach(function (c) { c.alts.forEach(function (a) { a.stems.forEach(function (s) { highlight.add(s); }); }); });
    phrases.forEach(function (p) { p.forEach(function (s) { highlight.add(s); }); });
    return {text: text, concepts: cs, phrases: phrases, quoted: kept.map(function (q) { return q.text; }),
            numbers: found.slice(0, L.numbers), game: game,
            hint: hint, suggestion: suggestion(text, budget.corrections), highlight: highlight};
  }

  // ---- ranking -----------------------------------------------------------------------
  function resolveNumber(ref, game, doc) {
    var wanted = ref.doc || doc;
    if (ref.doc && doc && ref.doc !== doc) { return []; }
    var candidates = wanted ? [wanted] : data.documents.slice().sort(function (a, b) {
      return (a.default ? 0 : 1) - (b.default ? 0 : 1) || a.precedence - b.precedence;
    }).map(function (d) { return d.id; });
    var out = [];
    for (var i = 0; i < candidates.length; i += 1) {
      var d = docs[candidates[i]];
      if (!d || (game && d.game !== game)) { continue; }
      var e = (byNumber[d.id] || table())[ref.number] || byKey[d.id + "\u001f" + ref.number];
      if (e) { out.push(e); if (!wanted) { break; } }
    }
    return out;
  }
  function withDescendants(e, onlyNumber) {
    var out = [e];
    if (onlyNumber && e.number) {
      var prefix = e.number.replace(/\.0$/, "") + ".";
      entries.forEach(function (o) {
        if (o.doc === e.doc && o !== e && o.number && o.number.indexOf(prefix) === 0) { out.push(o); }
      });
    }
    return out;
  }
  function covered(alts, set) {
    return alts.some(function (a) { return a.length && a.every(function (s) { return set.has(s); }); });
  }
  // How telling a concept is: its rarest stem's idf over the entries' own texts, as the live
  // second stage weighs it (exported: refbase/search/index.py _idf); unknown stems the most.
  var conceptIdf = table(data.concept_idf);
  var maxIdf = Object.keys(conceptIdf).reduce(function (m, s) { return Math.max(m, conceptIdf[s]); }, 1);
  function idf(s) { return s in conceptIdf ? conceptIdf[s] : maxIdf; }
  function coverage(groups, weights, e) {
    if (groups.length < 2) { return 1; }
    var total = 0, got = 0, least = Infinity;
    groups.forEach(function (g, k) {
      total += weights[k];
      least = Math.min(least, weights[k]);
      if (covered(g, e.textStems)) { got += weights[k]; }
      else if (g.some(function (a) {
        return a.length && a.every(function (s) { return e.textStems.has(s) || e.contextStems.has(s); });
      })) { got += weights[k] * (W.context_credit || 0); }
      else if (e.askedStems && covered(g, e.askedStems)) { got += weights[k] * (W.asked_credit || 0); }
    });
    return total ? Math.max(got / total, least / total) : 1;
  }
  // The subsection whose own text holds more of the question goes just above its parent.
  // The rule comes first and its example, note or tip right after; a note matching alone
  // brings its rule in (if the filters let it: mayAdd). A note or tip matching at least
  // W.note_lead times as well as its rule leads it, the rule right after (ranking.py).
  function ruleAboveItsNotes(out, scores, mayAdd) {
    var added = [], lifted = new Map();
    out.forEach(function (item) {
      var e = item.entry, p = e.parentEntry;
      if (!ATTACHED.has(e.kind) || !p) { return; }
      if (!scores.has(p) && mayAdd(p)) { scores.set(p, scores.get(e)); added.push({entry: p}); }
      if (!scores.has(p) || scores.get(e) < scores.get(p)) { return; }
      if (!STATES_RULE.has(e.kind) || scores.get(e) < W.note_lead * scores.get(p)) {
        scores.set(e, scores.get(p) * W.paraphrase_share);
      } else {
        lifted.set(p, Math.max(lifted.get(p) || 0, scores.get(e) * W.paraphrase_share));
      }
    });
    lifted.forEach(function (score, p) { scores.set(p, Math.max(scores.get(p), score)); });
    return out.concat(added);
  }
  /* The second stage, with the live one's steps that keep the static copy's first five results
   * those of the live search (bench/bench_static_search.py): concept coverage, the title, a
   * section's best subsection, the rule above its notes (refbase/search/ranking.py). */
  function rerank(scored, groups, mayAdd) {
    var queryStems = new Set();
    groups.forEach(function (g) { g.forEach(function (a) { a.forEach(function (s) { queryStems.add(s); }); }); });
    var weights = groups.map(function (g) {
      var best = 0;
      g.forEach(function (a) { a.forEach(function (s) { best = Math.max(best, idf(s)); }); });
      return best || maxIdf;
    });
    var out = scored.map(function (item) {
      var e = item.entry, factor = Math.pow(coverage(groups, weights, e), W.coverage_power);
      if (e.titleStems.size) {
        var inTitle = 0;
        e.titleStems.forEach(function (s) { if (queryStems.has(s)) { inTitle += 1; } });
        factor *= 1 + W.title_bonus * inTitle / e.titleStems.size;
      }
      return {entry: e, score: item.score * factor};
    });
    var bestChild = new Map();
    out.forEach(function (item) {
      var p = item.entry.parentEntry;
      if (p) { bestChild.set(p, Math.max(bestChild.get(p) || 0, item.score)); }
    });
    out.forEach(function (item) { item.score += W.child_share * (bestChild.get(item.entry) || 0); });
    var scores = new Map(out.map(function (item) { return [item.entry, item.score]; }));
    out = ruleAboveItsNotes(out, scores, mayAdd);
    out.forEach(function (item) { item.score = scores.get(item.entry); });
    return out.sort(function (a, b) { return b.score - a.score || a.entry.i - b.entry.i; });
  }
  // ---- first stage: BM25 sums of the exported scores -------------------------------------
  /* An alternative's scores per document (a Map): a stem's, or a phrase's stems' summed where
   * all occur (their order is not checked here), times its weight. */
  function alternative(postings, stems_, weight) {
    var out = null;
    for (var k = 0; k < stems_.length; k += 1) {
      var list = postings[stems_[k]];
      if (!list) { return new Map(); }
      var next = new Map();
      for (var j = 0; j < list.length; j += 2) {
        var d = list[j];
        if (out === null) { next.set(d, list[j + 1] * weight); }
        else if (out.has(d)) { next.set(d, out.get(d) + list[j + 1] * weight); }
      }
      out = next;
    }
    return out || new Map();
  }
  /* A concept: its best alternative plus the tiebreak share of the others, added to total. */
  function addConcept(total, postings, alts) {
    var best = new Map(), summed = new Map();
    alts.forEach(function (a) {
      alternative(postings, a.stems, a.weight).forEach(function (v, d) {
        summed.set(d, (summed.get(d) || 0) + v);
        if (v > (best.get(d) || 0)) { best.set(d, v); }
      });
    });
    best.forEach(function (b, d) {
      total.set(d, (total.get(d) || 0) + b + W.alternative_tiebreak * (summed.get(d) - b));
    });
  }
  /* Each entry's best question score plus a share of its second best, times the expansion
   * weight; a question matched in part counts by score * min(1, score / own) ** power. */
  function questionScores(concepts) {
    var members = new Map();
    concepts.forEach(function (c) { addConcept(members, askedTerms, c.alts); });
    var best = new Map(), second = new Map(), power = W.question_coverage_power;
    members.forEach(function (score, q) {
      var share = Math.min(1, score / askedDocs[q].own);
      var counted = power ? score * Math.pow(share, power) : score;
      var owner = askedDocs[q].owner, top = best.get(owner) || 0;
      if (counted > top) { best.set(owner, counted); second.set(owner, top); }
      else if (counted > (second.get(owner) || 0)) { second.set(owner, counted); }
    });
    var out = new Map();
    best.forEach(function (top, i) {
      out.set(i, W.expansion_weight * (top + W.second_question_share * (second.get(i) || 0)));
    });
    return out;
  }
  /* The live first stage: concepts and questions summed, quoted phrases required, times
   * the entry's factor; [{id, score}] best first. */
  function firstStage(p, passes) {
    var total = new Map();
    p.concepts.forEach(function (c) { addConcept(total, terms, c.alts); });
    if (askedDocs.length && p.concepts.length) {
      questionScores(p.concepts).forEach(function (v, i) { total.set(i, (total.get(i) || 0) + v); });
    }
    if (p.phrases.length) {
      var must = p.phrases.map(function (ph) { return alternative(terms, ph, 1.0); });
      var kept = new Map();
      must[0].forEach(function (_v, d) {
        if (must.every(function (m) { return m.has(d); })) {
          kept.set(d, must.reduce(function (sum, m) { return sum + m.get(d); }, total.get(d) || 0));
        }
      });
      total = kept;
    }
    var out = [];
    total.forEach(function (score, i) {
      if (passes(entries[i])) { out.push({id: i, score: score * entries[i].factor}); }
    });
    return out.sort(function (a, b) { return b.score - a.score || a.id - b.id; });
  }

  /** Rank entries for a player's query: [{entry, score, exact}], best first. */
  function search(raw, options) {
    options = options || {};
    var p = plan(raw, options.game || null);
    var result = run(p, options);
    if (p.phrases.length && !result.hits.length) {  // no entry has the exact words: search them
      result = run(plan(raw, options.game || null, false), options);
      result.unmatchedPhrases = p.quoted;
    }
    return result;
  }
  function run(p, options) {
    var allowed = function (e) {
      var d = docs[e.doc];
      return !(p.game && d.game !== p.game) && !(options.doc && e.doc !== options.doc) &&
        !(options.kind && e.kind !== options.kind);
    };
    var exact = [], seen = new Set();
    p.numbers.forEach(function (ref) {
      resolveNumber(ref, p.game, options.doc || null).forEach(function (e) {
        withDescendants(e, !p.concepts.length).forEach(function (x) {
          if (!seen.has(x) && allowed(x)) { seen.add(x); exact.push({entry: x, score: 0, exact: true}); }
        });
      });
    });
    var groups = p.concepts.map(function (c) { return c.alts.map(function (a) { return a.stems; }); })
      .concat(p.phrases.map(function (ph) { return [ph]; }));
    var ranked = [];
    if (p.concepts.length || p.phrases.length) {
      var passes = function (e) { return allowed(e) && !seen.has(e); };
      var raw_ = firstStage(p, passes);
      var top = raw_.slice(0, Math.max(RERANK_DEPTH, options.limit || 10)).map(function (r) {
        return {entry: entries[r.id], score: r.score};
      });
      var mayAdd = function (e) { return !p.phrases.length && passes(e); };
      ranked = rerank(top, groups, mayAdd).map(function (item) {
        return {entry: item.entry, score: item.score, exact: false};
      });
      ranked = ranked.concat(raw_.slice(top.length).map(function (r) {
        return {entry: entries[r.id], score: r.score, exact: false};
      }));
    }
    return {query: p.text, suggestion: p.suggestion, highlight: p.highlight,
            hits: exact.concat(ranked), plan: p, unmatchedPhrases: []};
  }
  /** Worked scenarios for a query (kind scenario), ranked as refbase.search.scenarios ranks
   * them live: the exported BM25 score of each query stem in each scenario (computed by
   * refbase/search/scoring.py), summed, times the share of the query's words it has.
   * [{id, game, title (the question), snippet (plain text), score}], best first. */
  function searchScenarios(raw, options) {
    var S = data.scenarios;
    if (!S || !S.docs) { return []; }
    var seen = new Set(), wanted = [];
    tokens(String(raw || "").slice(0, L.query_chars)).forEach(function (t) {
      if (stop.has(t.folded)) { return; }
      var s = Object.prototype.hasOwnProperty.call(S.stems, t.folded) ? S.stems[t.folded] : stem(t.folded);
      if (!seen.has(s)) { seen.add(s); wanted.push(s); }
    });
    if (!wanted.length) { return []; }
    var game = options && options.game;
    var out = [];
    S.docs.forEach(function (d) {
      if (game && d[1] !== game) { return; }
      var scores = d[4], total = 0, matched = 0;
      wanted.forEach(function (w) {
        if (Object.prototype.hasOwnProperty.call(scores, w)) { matched += 1; total += scores[w]; }
      });
      if (total > 0) {
        out.push({id: d[0], game: d[1], title: d[2], snippet: d[3], score: total * matched / wanted.length});
      }
    });
    out.sort(function (a, b) { return b.score - a.score || (a.id < b.id ? -1 : (a.id > b.id ? 1 : 0)); });
    return out.slice(0, (options && options.limit) || 10);
  }

  return {search: search, plan: plan, stem: stem, fold: fold, tokens: tokens, docs: docs,
          entries: entries, searchScenarios: searchScenarios};
}));
