/* refbase board builder (/scenarios/new): lay out a board, then pick what happens.
 *
 * The page holds one scenario (the request body of POST /api/v1/scenarios/resolve). The board
 * is edited with forms; actions are never typed: they are chosen among the options that
 * POST /api/v1/scenarios/options answers for the scenario so far, so legality comes only from
 * the engine. After every change the answer is re-rendered by the server (POST /scenarios/result,
 * the runner's own fragment). Every name and text from the board is set as text, never as HTML.
 */
(function () {
  "use strict";

  var root, game, source, vocab, state, initial, initialQuestion, history = [], seq = 0, timer = null, jsonDirty = false;
  /* Maps keyed by names the player types have no prototype: a player called "constructor" or
   * a card id "__proto__" is a key like any other. */
  function table() { return Object.create(null); }
  var openCards = table(), optionsFocus = false, optionsBody = null;
  /* While a pointer is down on the page (a press that may become a click), nothing under it is
   * redrawn: leaving a number field fires its change as the press starts, and a redraw then would
   * replace the button before the click lands. What waits is done once the click is handled. */
  var pressing = false, held = table(), waiting = null;

  /* --- small DOM helpers ------------------------------------------------------------- */

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === undefined || value === null || value === false) { return; }
      if (key === "text") { node.textContent = value; }
      else if (key.slice(0, 2) === "on") { node.addEventListener(key.slice(2), value); }
      else if (key === "value") { node.value = value; }
      else if (key === "checked") { node.checked = !!value; }
      else { node.setAttribute(key, value === true ? "" : String(value)); }
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) { return; }
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function byId(id) { return document.getElementById(id); }
  function copy(value) { return JSON.parse(JSON.stringify(value)); }
  function words(value) { return String(value).replace(/_/g, " "); }

  function select(id, label, choices, current, onchange, blank) {
    var options = (blank !== undefined ? [["", blank]] : []).concat(choices.map(function (c) {
      return Array.isArray(c) ? c : [c, words(c)];
    }));
    var box = el("select", {id: id, onchange: function () { onchange(box.value); }},
      options.map(function (o) {
        return el("option", {value: o[0], selected: String(current === undefined ? "" : current) === String(o[0])}, [o[1]]);
      }));
    return field(id, label, box);
  }

  function field(id, label, control) {
    return el("p", {"class": "b-field"}, [el("label", {"for": id, text: label}), control]);
  }

  /* A whole number; one below `min` (or not a number, or none where one is `required`) is
   * refused here, said next to the field. */
  function number(id, label, current, onchange, min, required) {
    var note = el("span", {"class": "b-invalid", id: id + "-note", "aria-live": "polite"});
    var box = el("input", {id: id, type: "number", inputmode: "numeric", min: min, required: !!required,
      value: current === undefined || current === null ? "" : current,
      onchange: function () {
        note.textContent = refusal(box, min, required);
        if (note.textContent) {
          box.setAttribute("aria-invalid", "true");
          box.setAttribute("aria-describedby", note.id);
          return;
        }
        box.removeAttribute("aria-invalid");
        box.removeAttribute("aria-describedby");
        onchange(box.value === "" ? undefined : parseInt(box.value, 10));
      }});
    var made = field(id, label, box);
    made.appendChild(note);
    return made;
  }

  function refusal(box, min, required) {
    if (box.validity.badInput || (box.value !== "" && !/^-?\d+$/.test(box.value))) { return "A whole number, please."; }
    if (required && box.value === "") { return min !== undefined ? "Must be " + min + " or more." : "A whole number, please."; }
    if (min !== undefined && box.value !== "" && parseInt(box.value, 10) < min) { return "Must be " + min + " or more."; }
    return "";
  }

  function text(id, label, current, onchange) {
    var box = el("input", {id: id, type: "text", maxlength: 200, value: current || "",
      onchange: function () { onchange(box.value.trim()); }});
    return field(id, label, box);
  }

  function check(id, label, current, onchange) {
    var box = el("input", {id: id, type: "checkbox", checked: !!current, onchange: function () { onchange(box.checked); }});
    return el("p", {"class": "b-field b-check"}, [box, el("label", {"for": id, text: label})]);
  }

  function button(label, onclick, attrs) {
    var b = el("button", Object.assign({type: "button", "class": "secondary"}, attrs || {}), [label]);
    b.addEventListener("click", onclick);
    return b;
  }

  function set(obj, key, value) {
    if (value === undefined || value === "" || value === false) { delete obj[key]; } else { obj[key] = value; }
  }

  /* --- state, history, refresh ------------------------------------------------------- */

  function scenario() { return state.scenario; }

  function snapshot() { return JSON.stringify(state); }

  /* Record the state before a change (for Undo), apply it, and show the consequences. The
   * question is part of the state: a change that sets it (Reset, an import) records it too. */
  function change(apply) {
    var question = byId("b-question"), entry = {state: snapshot(), question: question.value};
    history.push(entry);
    if (history.length > 200) { history.shift(); }
    root.setAttribute("aria-busy", "true");
    var was = state, before = things();
    apply();
    entry.questionAfter = question.value;
    byId("b-status").textContent = state === was ? forget(before) : "";  // an edit, not an import or reset
    setTimeout(function () { whenFree("render", render); }, 0);  // after the browser has moved focus (Tab fires change first)
  }

  /* Run `fn` now, or (under the name `key`, the latest one kept) once the press has ended. */
  function whenFree(key, fn) {
    if (pressing) { held[key] = fn; } else { fn(); }
  }

  function release() {
    if (!pressing) { return; }
    pressing = false;
    setTimeout(function () {
      var due = held;
      held = table();
      ["render", "options"].forEach(function (key) { if (due[key] && !pressing) { due[key](); } else if (due[key]) { held[key] = due[key]; } });
    }, 0);
  }

  /* A press in the builder holds redraws until its click has been handled (the click bubbles to
   * the root after the button's own handler); a press that never becomes a click (the pointer
   * slid off) lets them go a moment after it ends. */
  function holdRedrawsWhilePressed() {
    var presses = 0;
    root.addEventListener("pointerdown", function () { pressing = true; presses++; }, true);
    root.addEventListener("click", release);
    ["pointerup", "pointercancel"].forEach(function (type) {
      document.addEventListener(type, function () {
        var press = presses;
        if (pressing) { setTimeout(function () { if (press === presses) { release(); } }, 600); }
      }, true);
    });
  }

  /* A number field's value is selected when it gets focus, so typing replaces it (a Body of 3
   * with "5" typed is 5, not 35). The mouseup of the click that focused it would otherwise put
   * the caret back and undo the selection. */
  function selectNumbersOnFocus() {
    root.addEventListener("focusin", function (event) {
      var box = event.target;
      if (!box || box.tagName !== "INPUT" || box.type !== "number") { return; }
      box.select();
      box.addEventListener("mouseup", function keep(e) { e.preventDefault(); box.removeEventListener("mouseup", keep); });
    });
  }

  /* Cards and players by id, and how the page names them. */
  function things() {
    var found = names();
    (scenario().players || []).forEach(function (p) { found[p.id] = "Player " + p.id; });
    return found;
  }

  /* The removed things an action names, in any field or as a key of a map (`damage`, `moves`). */
  function named(value, gone, found) {
    if (typeof value === "string") {
      if (gone[value] !== undefined && found.indexOf(value) < 0) { found.push(value); }
    } else if (Array.isArray(value)) {
      value.forEach(function (v) { named(v, gone, found); });
    } else if (value && typeof value === "object") {
      Object.keys(value).forEach(function (k) {
        if (k === "do" || k === "id") { return; }  // what it does, and its own id (an effect, a token)
        named(k, gone, found);
        named(value[k], gone, found);
      });
    }
    return found;
  }

  function onGone(s, gone) {
    return (s.cards || []).filter(function (c) { return c.attached_to !== undefined && gone[c.attached_to] !== undefined; });
  }

  function listed(items) {
    return items.length < 2 ? items.join("") : items.slice(0, -1).join(", ") + " and " + items[items.length - 1];
  }

  /* A card (or player) was removed: the cards on it go with it, and the moves are a sequence,
   * so those from the first one that names any of them onward go too. Says what went. */
  function forget(before) {
    var now = things(), gone = table(), s = scenario(), said = [];
    var ids = Object.keys(before).filter(function (id) { return now[id] === undefined; });
    if (!ids.length) { return ""; }
    ids.forEach(function (id) { gone[id] = before[id]; });
    for (var on = onGone(s, gone); on.length; on = onGone(s, gone)) {
      on.forEach(function (c) {
        gone[c.id] = c.title || c.id;
        said.push("Removed " + gone[c.id] + " too: it was on " + gone[c.attached_to] + ".");
      });
      s.cards = s.cards.filter(function (c) { return on.indexOf(c) < 0; });
    }
    var actions = s.actions || [], first = -1, used = [], using = 0;
    actions.forEach(function (a, i) {
      var found = named(a, gone, []);
      if (!found.length) { return; }
      if (first < 0) { first = i; }
      using++;
      found.forEach(function (id) { if (used.indexOf(id) < 0) { used.push(id); } });
    });
    if (first >= 0) {
      var n = actions.length - first, who = listed(used.map(function (id) { return gone[id]; }));
      s.actions = actions.slice(0, first);
      state.labels = state.labels.slice(0, first);
      said.push(n === using ? "Removed " + n + (n === 1 ? " move" : " moves") + " that used " + who + "." :
        "Removed " + n + " moves: from the first one that used " + who + " onward.");
    }
    return said.join(" ");
  }

  function render() {
    keep();
    if (game === "shadowfist") { fetchRecords(); }
    renderBoard();
    renderActions();
    if (!jsonDirty) { byId("b-json").value = JSON.stringify(scenario(), null, 2); }
    schedule();
  }

  function schedule() {
    root.setAttribute("aria-busy", "true");  // until the engine has answered for this state
    if (timer) { clearTimeout(timer); }
    timer = setTimeout(refresh, 50);
  }

  /* Ask the engine, through the API and the runner's fragment, what may happen and what did. */
  function refresh() {
    var mine = ++seq, body = JSON.stringify(scenario()), same = body === optionsBody;
    if (!same) { root.setAttribute("aria-busy", "true"); }
    var question = byId("b-question").value.trim();
    /* The moves depend on the board alone: a new question (its field's change fires as the
       player clicks a move) neither rebuilds nor disables the buttons under that click. */
    var options = same ? Promise.resolve() : post(root.getAttribute("data-options"), body, "application/json").then(function (r) {
      return r.json().catch(function () { return {detail: "the server answered " + r.status + "."}; }).then(function (data) {
        if (mine !== seq) { return; }
        optionsBody = r.status === 200 ? body : null;
        /* Busy until the moves are on screen: a press may hold their redraw past the answer. */
        return new Promise(function (shown) {
          whenFree("options", function () { if (mine === seq) { renderOptions(data, r.status); chooseWaiting(data, r.status); } shown(); });
        });
      });
    });
    var result = post(root.getAttribute("data-result") + "?for=builder&question=" + encodeURIComponent(question), body, "text/html").then(function (r) {
      return r.text().then(function (html) { if (mine === seq) { showResult(html, r.status); } });
    });
    Promise.all([options, result]).catch(function () {
      if (mine === seq) { optionsBody = null; problem(byId("b-options"), "Could not reach the server. Check your connection and try again."); }
    }).then(function () {
      if (mine === seq) { root.removeAttribute("aria-busy"); root.setAttribute("data-ready", "true"); }
    });
  }

  function post(url, body, accept) {
    return fetch(url, {method: "POST", body: body, credentials: "same-origin",
      headers: {"Content-Type": "application/json", "Accept": accept}});
  }

  function problem(target, message) {
    clear(target);
    target.appendChild(el("div", {"class": "message error", role: "alert"}, [el("p", {text: message})]));
  }

  /* The runner's fragment, parsed inertly (DOMParser runs no script) and adopted. */
  function showResult(html, status) {
    var area = byId("result");
    clear(area);
    if (status !== 200 && status !== 422) {
      problem(area, "The server could not resolve the scenario (status " + status + ").");
      return;
    }
    var parsed = new DOMParser().parseFromString(html, "text/html");
    Array.prototype.forEach.call(parsed.body.childNodes, function (n) { area.appendChild(document.importNode(n, true)); });
    summarize(area);
    var said = area.querySelector("[data-action-words]");
    try { spoken = said ? JSON.parse(said.getAttribute("data-action-words")) : []; } catch (e) { spoken = []; }
    if ((scenario().actions || []).some(function (a, i) { return !state.labels[i]; })) { renderActions(); }
    var link = area.querySelector(".share-link a");
    var share = byId("b-share"), url = byId("b-share-url");
    url.value = link ? link.href : "";
    share.disabled = !link;
    byId("b-share-status").textContent = "";
    /* Whoever enhances results (the step-through, embed.js's rule tooltips) picks up the new nodes. */
    if (window.refbase && typeof window.refbase.refresh === "function") { window.refbase.refresh(area); }
    area.dispatchEvent(new CustomEvent("refbase:result", {bubbles: true}));
  }

  /* The answer's summary, repeated under the moves (shown on narrow screens, where the full
   * answer is below the forms), with a link down to the step by step. */
  function summarize(area) {
    var box = byId("b-summary"), answer = area.querySelector(".answer, .message.error");
    if (!box) { return; }
    clear(box);
    box.hidden = !answer;
    if (!answer) { return; }
    var copied = answer.cloneNode(true);
    copied.removeAttribute("role");
    Array.prototype.forEach.call(copied.querySelectorAll("[id], [role]"), function (n) { n.removeAttribute("id"); n.removeAttribute("role"); });
    box.appendChild(copied);
    box.appendChild(el("p", {"class": "meta"}, [el("a", {href: "#b-answer-h"}, ["The answer step by step"])]));
  }

  /* --- names of things ---------------------------------------------------------------- */

  function names() {
    var found = table(), s = scenario();
    (s.cards || []).forEach(function (c) { found[c.id] = c.title || c.card || c.id; });
    (s.players || []).forEach(function (p) {
      if (p.character) { found[p.character.id || p.id + ".character"] = p.character.name; }
      (p.staging || []).concat(p.hand || []).forEach(function (c) { found[c.id] = c.name || c.id; });
    });
    if (s.attack && s.attack.card) { found[s.attack.card.id] = s.attack.card.name || s.attack.card.id; }
    return found;
  }

  function nameOf(id) { var n = names(); return n[id] || id; }

  /* An action that came without a label (an imported or library script): the server's words
   * for it, from the latest answer (refbase/web/action_words.py), else its number. */
  var spoken = [];

  function describe(action, i) { return spoken[i] || "Move " + (i + 1); }

  /* --- keywords ------------------------------------------------------------------------ */

  function keywordInfo(textValue) {
    var name = String(textValue).split(":")[0].trim().toLowerCase();
    return (vocab.keywords || []).filter(function (k) { return k.name.toLowerCase() === name; })[0];
  }

  function keywordPicker(prefix, list, onchange) {
    var items = list || [];
    var box = el("fieldset", {"class": "b-keywords"}, [el("legend", {text: game === "ufs" ? "Keywords" : "Abilities and restrictions"})]);
    var ul = el("ul", {"class": "b-chips"});
    items.forEach(function (value, i) {
      var info = keywordInfo(value);
      ul.appendChild(el("li", {}, [
        info ? el("a", {href: info.url, "class": "ref", title: "Rule " + info.rule}, [String(value)]) : el("span", {text: String(value)}),
        info ? el("span", {"class": "meta", text: " (" + info.rule + ") "}) : " ",
        button("Remove", function () { change(function () { onchange(items.filter(function (_, j) { return j !== i; })); }); },
          {"aria-label": "Remove " + value})
      ]));
    });
    if (items.length) { box.appendChild(ul); }
    var choices = (vocab.keywords || []).map(function (k) { return [k.name, k.name + " (" + k.rule + ")"]; });
    var pick = select(prefix + "-kw", "Keyword", choices, "", function () { showValue(); }, "Choose a keyword");
    var valueBox = el("span", {"class": "b-kw-value"});
    function showValue() {
      clear(valueBox);
      var info = keywordInfo(pick.querySelector("select").value);
      if (info && info.value === "number") { valueBox.appendChild(number(prefix + "-kwv", "Rating", 1, function () {}, 0)); }
      if (info && info.value === "immunity") {
        valueBox.appendChild(select(prefix + "-kwv", "Immune to", vocab.immunity.map(function (t) {
          return [t.replace(/\b\w/g, function (ch) { return ch.toUpperCase(); }), words(t)];
        }), "", function () {}));
      }
    }
    box.appendChild(pick);
    box.appendChild(valueBox);
    box.appendChild(button("Add keyword", function () {
      var name = pick.querySelector("select").value;
      if (!name) { return; }
      var extra = valueBox.querySelector("input, select");
      if (extra && extra.validity && !extra.validity.valid) { return; }  // a rating below 0: refused at its field
      var value = extra && extra.value !== "" ? name + ": " + extra.value : name;
      change(function () { onchange(items.concat([value])); });
      focusLater(prefix + "-kw");
    }));
    return box;
  }

  function focusLater(id) {
    setTimeout(function () { var n = byId(id); if (n) { n.focus(); } }, 0);
  }

  function modifierPicker(prefix, list, onchange) {
    var items = list || [];
    var box = el("fieldset", {"class": "b-keywords"}, [el("legend", {text: "Modifiers"})]);
    var ul = el("ul", {"class": "b-chips"});
    items.forEach(function (m, i) {
      ul.appendChild(el("li", {}, [words(m.kind) + " " + m.value + " ",
        button("Remove", function () { change(function () { onchange(items.filter(function (_, j) { return j !== i; })); }); },
          {"aria-label": "Remove modifier " + words(m.kind)})]));
    });
    if (items.length) { box.appendChild(ul); }
    var kind = select(prefix + "-mk", "Kind", vocab.modifier_kinds, "", function () {}, "Choose a kind");
    var value = number(prefix + "-mv", "Value", 1, function () {});
    box.appendChild(kind);
    box.appendChild(value);
    box.appendChild(button("Add modifier", function () {
      var k = kind.querySelector("select").value, v = parseInt(value.querySelector("input").value, 10);
      if (!k || isNaN(v)) { return; }
      change(function () { onchange(items.concat([{kind: k, value: v}])); });
      focusLater(prefix + "-mk");
    }));
    return box;
  }

  /* --- the Shadowfist board ------------------------------------------------------------ */

  var SF_NEW = {
    feng_shui_site: {label: "Feng Shui Site", body: 3, power: 1},
    site: {label: "Site", body: 3},
    character: {label: "Character", fighting: 2},
    state: {label: "State"},
    edge: {label: "Edge"},
    event: {label: "Event", zone: "hand"}
  };

  function freshId(prefix) {
    var used = names(), n = 1;
    while (used[prefix + n] !== undefined) { n++; }
    return prefix + n;
  }

  function sfCards(player) { return (scenario().cards || []).filter(function (c) { return c.controller === player; }); }
  function inPlay(c) { return !c.zone || c.zone === "in_play"; }
  function isSite(c) { return c.type === "site" || c.type === "feng_shui_site"; }

  /* A new card: a blank one of a type, or (rec) a catalogue card by its title; zone "hand" puts it there. */
  function addSfCard(player, type, rec, zone) {
    var cards = scenario().cards = scenario().cards || [];
    var spec = SF_NEW[type], id = freshId(type === "feng_shui_site" ? "fss" : type);
    var count = cards.filter(function (c) { return c.type === type; }).length + 1;
    var card = {id: id, title: spec.label + " " + count, type: type, controller: player};
    if (rec) {
      card = fromRecord(rec);
      card.id = id;
      card.controller = player;
    } else {
      ["body", "power", "fighting"].forEach(function (k) { if (spec[k] !== undefined) { card[k] = spec[k]; } });
    }
    if (zone || spec.zone) { card.zone = zone || spec.zone; }
    var mine = sfCards(player).filter(function (c) { return isSite(c) && inPlay(c); });
    if (!inPlay(card)) {
      // in the hand: no place on the table
    } else if (isSite(card)) {
      card.column = mine.reduce(function (m, c) { return Math.max(m, c.column || 0); }, 0) + 1;
      card.row = "front";
    } else if (type === "character" && mine.length) {
      card.column = 1;
    } else if (type === "state") {
      var subject = cards.filter(function (c) { return inPlay(c) && c.type === "character" && c.controller === player; })[0];
      if (subject) { card.attached_to = subject.id; }
    }
    cards.push(card);
    openCards = table();
    openCards[id] = true;
    return id;
  }

  /* --- cards by name: a type-ahead over the card catalogue --------------------------------
   * A picked card goes into the scenario as `card: <title>` with its printed numbers (shown and
   * editable here); the API fills in the rest when it reads the scenario, and a card with no
   * `abilities` of its own takes the abilities the engine compiled from its text (docs/cards.md).
   * The records fetched are kept by title, for the card's text and its abilities' words. */
  var catalogue = table(), fetching = table(), pickers = table(), PICK_SHOWN = 10;

  function record(c) { return c && c.card ? catalogue[c.card] : undefined; }

  function cardsUrl(params) {
    var query = Object.keys(params).filter(function (k) { return params[k]; }).map(function (k) {
      return k + "=" + encodeURIComponent(params[k]);
    }).join("&");
    return root.getAttribute("data-cards") + "?" + query;
  }

  /* Cards of a scenario loaded from a link or an import: their records are fetched once, by title. */
  function fetchRecords() {
    (scenario().cards || []).forEach(function (c) {
      var title = c.card;
      if (typeof title !== "string" || catalogue[title] || fetching[title]) { return; }
      fetching[title] = true;
      fetch(cardsUrl({q: title, limit: 50}), {headers: {Accept: "application/json"}}).then(function (r) { return r.json(); }).then(function (data) {
        var found = (data.results || []).filter(function (rec) { return rec.title.toLowerCase() === title.toLowerCase(); })[0];
        if (found) { catalogue[title] = found; whenFree("render", render); optionsBody = null; }
      }).catch(function () {});
    });
  }

  /* The printed values a scenario card takes from a catalogue record (numbers the record lacks stay unset). */
  function fromRecord(rec) {
    var card = {card: rec.title, title: rec.title, type: rec.type};
    ["fighting", "body", "power", "cost"].forEach(function (k) { if (typeof rec[k] === "number" && rec[k] >= 0) { card[k] = rec[k]; } });
    return card;
  }

  /* Titles starting with the words typed first, then titles holding them, then cards whose text does. */
  function ranked(results, q) {
    var needle = q.trim().toLowerCase();
    function rank(rec) {
      var t = rec.title.toLowerCase();
      return t.indexOf(needle) === 0 ? 0 : t.indexOf(needle) >= 0 ? 1 : 2;
    }
    return results.filter(function (rec) { return rec.type; }).map(function (rec, i) { return [rank(rec), i, rec]; })
      .sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; }).map(function (x) { return x[2]; });
  }

  function cardSummary(rec) {
    var bits = [words(rec.type)];
    if (rec.faction) { bits.push(rec.faction); }
    [["fighting", "Fighting"], ["body", "Body"], ["power", "Power"], ["cost", "cost"]].forEach(function (n) {
      // a number printed as X is defined by the card's text (rule 48.0)
      var value = typeof rec[n[0]] === "number" ? rec[n[0]] : (rec.x_values || []).indexOf(n[0]) >= 0 ? "X" : null;
      if (value !== null) { bits.push(n[1] + " " + value); }
    });
    return bits.join(" · ");
  }

  function cardPicker(p, pre) {
    var st = pickers[p.id] = pickers[p.id] || {q: "", faction: "", type: "", where: "", results: [], active: -1};
    var id = pre + "-pick", listId = id + "-list", pending = null, asked = 0;
    var box = el("fieldset", {"class": "b-picker"}, [el("legend", {text: "Add a card by name for " + p.id})]);
    var input = el("input", {id: id + "-q", type: "text", role: "combobox", autocomplete: "off", spellcheck: "false",
      "aria-autocomplete": "list", "aria-expanded": "false", "aria-controls": listId, value: st.q,
      placeholder: "Type part of a title"});
    var list = el("ul", {id: listId, role: "listbox", "class": "b-pick-list", "aria-label": "Cards found"});
    var status = el("p", {"class": "meta b-pick-status", role: "status"});
    box.appendChild(field(id + "-q", "Card title", input));
    var filters = el("div", {"class": "b-row"}, [
      select(id + "-faction", "Faction", vocab.factions || [], st.faction, function (v) { st.faction = v; ask(); }, "Any faction"),
      select(id + "-type", "Type", vocab.card_types, st.type, function (v) { st.type = v; ask(); }, "Any type"),
      select(id + "-where", "Put it", [["", "where its type goes (Events: the hand)"], ["hand", "into " + p.id + "'s hand"]], st.where,
        function (v) { st.where = v; })]);
    box.appendChild(filters);
    box.appendChild(list);
    box.appendChild(status);

    function show() {
      clear(list);
      var shown = st.results.slice(0, PICK_SHOWN);
      shown.forEach(function (rec, i) {
        var option = el("li", {id: listId + "-" + i, role: "option", "aria-selected": i === st.active ? "true" : "false",
          "class": "b-pick-option" + (i === st.active ? " active" : ""),
          onmousedown: function (event) { event.preventDefault(); },
          onclick: function () { pick(rec); }}, [el("strong", {text: rec.title}), el("span", {"class": "meta", text: " " + cardSummary(rec)})]);
        list.appendChild(option);
      });
      input.setAttribute("aria-expanded", shown.length ? "true" : "false");
      if (st.active >= 0 && shown[st.active]) { input.setAttribute("aria-activedescendant", listId + "-" + st.active); }
      else { input.removeAttribute("aria-activedescendant"); }
      list.hidden = !shown.length;
    }

    function ask() {
      if (pending) { clearTimeout(pending); }
      pending = setTimeout(function () {
        var q = st.q.trim(), mine = ++asked;
        if (q.length < 2 && !st.faction && !st.type) { st.results = []; st.active = -1; status.textContent = ""; show(); return; }
        fetch(cardsUrl({q: q, faction: st.faction, type: st.type, limit: 50}), {headers: {Accept: "application/json"}})
          .then(function (r) { return r.json(); }).then(function (data) {
            if (mine !== asked) { return; }
            st.results = ranked(data.results || [], q);
            st.active = st.results.length ? 0 : -1;
            status.textContent = st.results.length ? st.results.length + (data.total > 50 ? "+" : "") + " cards found" +
              (st.results.length > PICK_SHOWN ? " (the first " + PICK_SHOWN + " shown)" : "") + ": arrow keys to choose, Enter to add."
              : "No card found: try fewer letters, or another faction or type.";
            show();
          }).catch(function () { status.textContent = "Could not reach the card catalogue."; });
      }, 150);
    }

    function pick(rec) {
      var id2;
      catalogue[rec.title] = rec;
      st.q = ""; st.results = []; st.active = -1;
      change(function () { id2 = addSfCard(p.id, rec.type, rec, st.where || undefined); });
      focusLater(id + "-q");
      byId("b-status").textContent = rec.title + " added for " + p.id + ".";
      return id2;
    }

    input.addEventListener("input", function () { st.q = input.value; ask(); });
    input.addEventListener("keydown", function (event) {
      var n = Math.min(st.results.length, PICK_SHOWN);
      if (event.key === "ArrowDown" && n) { st.active = (st.active + 1) % n; show(); event.preventDefault(); }
      else if (event.key === "ArrowUp" && n) { st.active = (st.active - 1 + n) % n; show(); event.preventDefault(); }
      else if (event.key === "Enter") { event.preventDefault(); if (st.results[st.active]) { pick(st.results[st.active]); } }
      else if (event.key === "Escape") { st.results = []; st.active = -1; show(); }
    });
    show();
    return box;
  }

  /* A catalogue card's words on the board: its text (what a card in the hand says) and the
   * sentences the engine does not read. */
  function cardText(c) {
    var rec = record(c);
    if (!rec) { return c.card ? el("p", {"class": "meta", text: "From the card catalogue: " + c.card}) : null; }
    var engine = rec.engine || {}, missing = engine.not_modelled || [];
    return el("div", {"class": "b-card-text"}, [
      rec.text ? el("p", {"class": "b-text", text: rec.text}) : el("p", {"class": "meta", text: "The catalogue has no text for this card."}),
      missing.length ? el("p", {"class": "meta", text: "Not read by the engine: " + missing.map(function (m) { return "\u201c" + m.text + "\u201d (" + m.reason + ")"; }).join("; ")}) : null]);
  }

  function renderSfBoard(board) {
    var s = scenario(), players = s.players || [];
    var general = el("fieldset", {"class": "b-general"}, [el("legend", {text: "Game"})]);
    general.appendChild(select("b-format", "Format", [["multiplayer", "multiplayer (5 Feng Shui Sites to win)"], ["duel", "duel (6 to win)"]],
      s.format || "multiplayer", function (v) { change(function () { s.format = v; }); }));
    general.appendChild(select("b-active", "Whose turn", players.map(function (p) { return [p.id, "Player " + p.id]; }),
      s.active_player, function (v) { change(function () { s.active_player = v; }); }));
    board.appendChild(general);
    players.forEach(function (p, i) { board.appendChild(sfPlayer(p, i)); });
    board.appendChild(el("p", {}, [button("Add a player", function () {
      change(function () {
        var taken = players.map(function (q) { return q.id; }), id = "ABCDEFGH".split("").filter(function (x) { return taken.indexOf(x) < 0; })[0];
        if (id) { players.push({id: id, power: 0}); }
      });
    }, {id: "b-add-player"})]));
  }

  function sfPlayer(p, index) {
    var s = scenario(), pre = "p" + index;
    var section = el("section", {"class": "b-player", "aria-labelledby": pre + "-h"}, [
      el("h3", {id: pre + "-h", text: "Player " + p.id + (s.active_player === p.id ? " (whose turn it is)" : "")}),
      el("p", {"class": "meta", text: "Seat " + (index + 1) + " of " + s.players.length + " (play passes clockwise in seating order)"})]);
    var stats = el("div", {"class": "b-row"}, [
      number(pre + "-power", "Power", p.power || 0, function (v) { change(function () { p.power = v || 0; }); }, 0),
      number(pre + "-bfv", "Burned for victory", p.burned_for_victory || 0, function (v) { change(function () { set(p, "burned_for_victory", v); }); }, 0)
    ]);
    if (index > 0) {
      stats.appendChild(button("Seat " + p.id + " before " + s.players[index - 1].id, function () {
        change(function () { s.players.splice(index - 1, 2, p, s.players[index - 1]); });
      }));
    }
    if ((s.players || []).length > 2) {
      stats.appendChild(button("Remove player " + p.id, function () {
        change(function () {
          s.players.splice(index, 1);
          s.cards = (s.cards || []).filter(function (c) { return c.controller !== p.id; });
          if (s.active_player === p.id) { s.active_player = s.players[0].id; }
        });
      }));
    }
    section.appendChild(stats);
    section.appendChild(siteGrid(p, pre));
    var adds = el("div", {"class": "runner-actions b-adds"});
    Object.keys(SF_NEW).forEach(function (type) {
      var label = type === "event" ? "Add an Event to " + p.id + "'s hand" : "Add " + (/^[AEIOU]/.test(SF_NEW[type].label) ? "an " : "a ") + SF_NEW[type].label + " for " + p.id;
      adds.appendChild(button(label, function () {
        var id;
        change(function () { id = addSfCard(p.id, type); });
        focusLater("card-" + id + "-title");
      }));
    });
    section.appendChild(adds);
    section.appendChild(cardPicker(p, pre));
    sfCards(p.id).forEach(function (c) { section.appendChild(sfCardEditor(c)); });
    return section;
  }

  /* Each player's Site structure: columns left to right, front and back rows, and who is where. */
  function siteGrid(p, pre) {
    var cards = sfCards(p.id).filter(inPlay);
    var columns = cards.reduce(function (m, c) { return Math.max(m, c.column || 0); }, 0);
    var wrap = el("div", {"class": "b-grid-wrap"});
    if (!columns) {
      var loose = cards.filter(function (c) { return c.type === "character"; });
      wrap.appendChild(el("p", {"class": "meta", text: p.id + " has no Sites" + (loose.length ? "; Characters at the unspecified location (9.1.2.2):" : ".")}));
      if (loose.length) { wrap.appendChild(chips(loose)); }
    } else {
      var head = el("tr", {}, [el("td")]);
      for (var col = 1; col <= columns; col++) { head.appendChild(el("th", {scope: "col", text: "Column " + col})); }
      var table = el("table", {"class": "b-grid"}, [el("caption", {text: p.id + "'s Sites by column"}), el("thead", {}, [head])]);
      var body = el("tbody");
      [["front", "Front row"], ["back", "Back row"], ["characters", "Characters"]].forEach(function (row) {
        var tr = el("tr", {}, [el("th", {scope: "row", text: row[1]})]);
        for (var c = 1; c <= columns; c++) {
          tr.appendChild(el("td", {}, [chips(cards.filter(function (card) {
            if (card.column !== c) { return false; }
            return row[0] === "characters" ? card.type === "character" : isSite(card) && (card.row || "front") === row[0];
          }))]));
        }
        body.appendChild(tr);
      });
      table.appendChild(body);
      wrap.appendChild(table);
      var nowhere = cards.filter(function (c) { return c.type === "character" && !c.column; });
      if (nowhere.length) { wrap.appendChild(el("p", {"class": "meta"}, ["Characters without a column: "])); wrap.appendChild(chips(nowhere)); }
    }
    var attached = cards.filter(function (c) { return c.type === "state" || c.type === "edge"; });
    if (attached.length) { wrap.appendChild(el("p", {"class": "meta", text: "States and Edges:"})); wrap.appendChild(chips(attached)); }
    var hand = sfCards(p.id).filter(function (c) { return !inPlay(c); });
    if (hand.length) { wrap.appendChild(el("p", {"class": "meta", text: "Out of play (hand, piles):"})); wrap.appendChild(chips(hand)); }
    return wrap;
  }

  function chips(cards) {
    return el("ul", {"class": "b-chips"}, cards.map(function (c) {
      var flags = [];
      if (c.turned) { flags.push("turned"); }
      if (c.damage) { flags.push(c.damage + " damage"); }
      if (c.face_down) { flags.push("face down"); }
      if (c.attached_to) { flags.push("on " + nameOf(c.attached_to)); }
      if (c.zone && c.zone !== "in_play") { flags.push(words(c.zone)); }
      return el("li", {}, [el("a", {href: "#card-" + c.id, "class": "b-chip" + (c.turned ? " turned" : ""),
        onclick: function (event) { event.preventDefault(); openCards[c.id] = true; var d = byId("card-" + c.id); if (d) { d.open = true; focusLater("card-" + c.id + "-title"); } }},
        [c.title || c.id, flags.length ? el("span", {"class": "meta", text: " (" + flags.join(", ") + ")"}) : null]),
        !inPlay(c) && record(c) && record(c).text ? el("span", {"class": "b-chip-text", text: record(c).text}) : null]);
    }));
  }

  /* A card changing zone keeps only what a card there has: out of play, no place, subject or
   * state (the scenario schema refuses them); back in play, a place as a new card gets. */
  function moveTo(c, zone) {
    var was = inPlay(c);
    set(c, "zone", zone === "in_play" ? undefined : zone);
    if (was && !inPlay(c)) {
      ["attached_to", "column", "row", "turned", "damage", "face_down"].forEach(function (k) { delete c[k]; });
    } else if (!was && inPlay(c) && isSite(c)) {
      c.column = sfCards(c.controller).filter(function (o) { return o !== c && isSite(o) && inPlay(o); })
        .reduce(function (m, o) { return Math.max(m, o.column || 0); }, 0) + 1;
      c.row = "front";
    } else if (!was && inPlay(c) && c.type === "character" && sfCards(c.controller).some(function (o) { return isSite(o) && inPlay(o); })) {
      c.column = 1;
    }
  }

  function sfCardEditor(c) {
    var s = scenario(), pre = "card-" + c.id;
    var where = isSite(c) ? "column " + (c.column || "?") + ", " + (c.row || "front") : c.attached_to ? "on " + nameOf(c.attached_to) : c.column ? "column " + c.column : "";
    var details = el("details", {id: pre, "class": "b-card", open: !!openCards[c.id]}, [
      el("summary", {}, [c.title || c.id, el("span", {"class": "meta", text: " · " + words(c.type) + (where ? " · " + where : "") + (c.zone && c.zone !== "in_play" ? " · " + words(c.zone) : "")})])]);
    details.addEventListener("toggle", function () { openCards[c.id] = details.open; });
    var upd = function (key) { return function (v) { change(function () { set(c, key, v); }); }; };
    var grid = el("div", {"class": "b-row"}, [
      text(pre + "-title", "Title", c.title, function (v) { change(function () { c.title = v || c.id; }); }),
      select(pre + "-type", "Type", vocab.card_types, c.type, upd("type")),
      select(pre + "-controller", "Controller", s.players.map(function (p) { return [p.id, "Player " + p.id]; }), c.controller, upd("controller")),
      select(pre + "-zone", "Zone", vocab.zones, c.zone || "in_play", function (v) { change(function () { moveTo(c, v); }); })
    ]);
    if (isSite(c) || c.type === "character") {
      grid.appendChild(number(pre + "-column", "Column" + (c.type === "character" ? " (blank: no column)" : ""), c.column, upd("column"), 1));
    }
    if (isSite(c)) {
      grid.appendChild(select(pre + "-row", "Row", vocab.rows, c.row || "front", upd("row")));
      grid.appendChild(number(pre + "-body", "Body", c.body, upd("body"), 0));
      grid.appendChild(number(pre + "-power", "Power", c.power, upd("power"), 0));
    }
    if (c.type === "character") { grid.appendChild(number(pre + "-fighting", "Fighting", c.fighting, upd("fighting"), 0)); }
    if (c.type === "state") {
      var subjects = (s.cards || []).filter(function (o) { return o.id !== c.id && inPlay(o) && o.type !== "event" && o.type !== "state"; });
      grid.appendChild(select(pre + "-attached", "Attached to", subjects.map(function (o) { return [o.id, o.title + " (" + o.controller + ")"]; }),
        c.attached_to, upd("attached_to"), "Nothing yet"));
    }
    if (c.type !== "event") {
      grid.appendChild(number(pre + "-damage", "Damage", c.damage, upd("damage"), 0));
      grid.appendChild(check(pre + "-turned", "Turned", c.turned, upd("turned")));
    }
    if (c.type === "feng_shui_site") { grid.appendChild(check(pre + "-face", "Face down", c.face_down, upd("face_down"))); }
    grid.appendChild(number(pre + "-cost", "Cost", c.cost, upd("cost"), 0));
    details.appendChild(grid);
    var printedText = cardText(c);
    if (printedText) { details.appendChild(printedText); }
    if (record(c) && !c.abilities) {
      details.appendChild(el("p", {"class": "meta", text: "Abilities: as the engine reads the card's text (" +
        ((record(c).engine || {}).abilities || []).length + ")."}));
    } else if (c.type !== "event") {
      details.appendChild(keywordPicker(pre, c.abilities, function (list) { set(c, "abilities", list.length ? list : undefined); }));
    }
    if (c.type !== "event") {
      details.appendChild(modifierPicker(pre, c.modifiers, function (list) { set(c, "modifiers", list.length ? list : undefined); }));
    }
    details.appendChild(el("p", {}, [button("Remove " + (c.title || c.id), function () {
      change(function () { s.cards = s.cards.filter(function (o) { return o !== c; }); });
    })]));
    return details;
  }

  /* --- the UFS board ------------------------------------------------------------------- */

  function renderUfsBoard(board) {
    var s = scenario();
    var general = el("fieldset", {"class": "b-general"}, [el("legend", {text: "Game"})]);
    general.appendChild(select("b-active", "Whose turn", s.players.map(function (p) { return [p.id, "Player " + p.id]; }),
      s.active_player, function (v) { change(function () { s.active_player = v; }); }));
    board.appendChild(general);
    s.players.forEach(function (p, i) { board.appendChild(ufsPlayer(p, i)); });
    board.appendChild(attackEditor());
  }

  function ufsPlayer(p, index) {
    var pre = "p" + index, ch = p.character = p.character || {name: "Character " + p.id, hand_size: 6, max_vitality: 20};
    var section = el("section", {"class": "b-player", "aria-labelledby": pre + "-h"}, [
      el("h3", {id: pre + "-h", text: "Player " + p.id + ": " + (ch.name || "")})]);
    section.appendChild(el("div", {"class": "b-row"}, [
      text(pre + "-char", "Character", ch.name, function (v) { change(function () { ch.name = v || "Character " + p.id; }); }),
      number(pre + "-hs", "Hand size", ch.hand_size, function (v) { change(function () { ch.hand_size = v || 0; }); }, 0),
      number(pre + "-mv", "Maximum vitality", ch.max_vitality, function (v) { change(function () { ch.max_vitality = v || 1; }); }, 1),
      /* 0 or less has already lost (E.2.1): refused here, not by the engine for the whole board */
      number(pre + "-vit", "Vitality", p.vitality, function (v) { change(function () { p.vitality = v; }); }, 1, true),
      number(pre + "-mom", "Momentum", p.momentum, function (v) { change(function () { set(p, "momentum", v); }); }, 0),
      number(pre + "-pool", "Cards in the card pool", typeof p.card_pool === "number" ? p.card_pool : (p.card_pool || []).length,
        function (v) { change(function () { p.card_pool = v || 0; }); }, 0)
    ]));
    var deck = el("fieldset", {"class": "b-deck"}, [el("legend", {text: "Deck: control values of the top cards, top first"})]);
    var top = el("div", {"class": "b-row"});
    (p.deck || []).forEach(function (v, i) {
      top.appendChild(number(pre + "-deck-" + i, "Card " + (i + 1), v, function (n) { change(function () { p.deck[i] = n || 0; }); }, 0));
    });
    deck.appendChild(top);
    deck.appendChild(el("div", {"class": "runner-actions"}, [
      button("Add a deck card", function () { change(function () { p.deck = (p.deck || []).concat([5]); }); }),
      (p.deck || []).length ? button("Remove the last deck card", function () { change(function () { p.deck.pop(); }); }) : null]));
    section.appendChild(deck);
    section.appendChild(ufsList(pre + "-st", "Staging area", p, "staging"));
    section.appendChild(ufsList(pre + "-hand", "Hand", p, "hand"));
    return section;
  }

  function ufsList(pre, title, p, key) {
    var list = p[key] = p[key] || [];
    var box = el("fieldset", {"class": "b-zone"}, [el("legend", {text: p.id + "'s " + title.toLowerCase()})]);
    list.forEach(function (card, i) { box.appendChild(ufsCard(pre + "-" + i, card, key, function () { list.splice(i, 1); })); });
    var adds = el("div", {"class": "runner-actions"});
    if (key === "staging") {
      adds.appendChild(button("Add a foundation to " + p.id + "'s staging area", function () {
        change(function () { list.push({id: freshId("f" + p.id.toLowerCase()), type: "foundation", ready: true, name: "Foundation"}); });
      }));
    } else {
      adds.appendChild(button("Add a block card to " + p.id + "'s hand", function () {
        change(function () { list.push({id: freshId("blk"), name: "Block", type: "action", difficulty: 2, block_zone: "mid", block_modifier: 2}); });
      }));
      adds.appendChild(button("Add an attack card to " + p.id + "'s hand", function () {
        change(function () { list.push({id: freshId("atk"), name: "Attack", type: "attack", difficulty: 3, zone: "mid", speed: 3, damage: 3}); });
      }));
    }
    box.appendChild(adds);
    return box;
  }

  function ufsCard(pre, card, key, remove) {
    var details = el("details", {id: pre, "class": "b-card", open: !!openCards[pre]}, [
      el("summary", {}, [card.name || card.id, el("span", {"class": "meta", text: " · " + words(card.type) +
        (card.block_zone ? " · blocks " + card.block_zone + " +" + card.block_modifier : "") +
        (card.type === "attack" ? " · " + card.zone + " " + card.speed + "/" + card.damage : "") +
        (key === "staging" ? (card.ready === false ? " · committed" : " · ready") : "")})])]);
    details.addEventListener("toggle", function () { openCards[pre] = details.open; });
    details.appendChild(ufsFields(pre, card, key));
    details.appendChild(keywordPicker(pre, card.keywords, function (list) { set(card, "keywords", list.length ? list : undefined); }));
    details.appendChild(el("p", {}, [button("Remove " + (card.name || card.id), function () { change(remove); })]));
    return details;
  }

  function ufsFields(pre, card, key) {
    var upd = function (k) { return function (v) { change(function () { set(card, k, v); }); }; };
    var row = el("div", {"class": "b-row"}, [text(pre + "-name", "Name", card.name, upd("name"))]);
    if (key === "staging") {
      row.appendChild(select(pre + "-type", "Type", vocab.staging_types, card.type, upd("type")));
      row.appendChild(check(pre + "-ready", "Ready (not committed)", card.ready !== false, function (v) { change(function () { card.ready = v; }); }));
      return row;
    }
    if (key !== "attack") { row.appendChild(select(pre + "-type", "Type", vocab.card_types, card.type, upd("type"))); }
    row.appendChild(number(pre + "-diff", "Difficulty", card.difficulty, function (v) { change(function () { card.difficulty = v || 0; }); }, 0));
    row.appendChild(number(pre + "-control", "Control", card.control, upd("control"), 0));
    if (card.type === "attack") {
      row.appendChild(select(pre + "-zone", "Attack zone", vocab.zones, card.zone, upd("zone")));
      row.appendChild(number(pre + "-speed", "Speed", card.speed, function (v) { change(function () { card.speed = v || 0; }); }, 0));
      row.appendChild(number(pre + "-damage", "Damage", card.damage, function (v) { change(function () { card.damage = v || 0; }); }, 0));
    }
    row.appendChild(select(pre + "-bz", "Block zone", vocab.zones, card.block_zone, function (v) {
      change(function () { set(card, "block_zone", v); set(card, "block_modifier", v ? card.block_modifier || 2 : undefined); });
    }, "No block"));
    if (card.block_zone) { row.appendChild(number(pre + "-bm", "Block modifier", card.block_modifier, function (v) { change(function () { card.block_modifier = v || 0; }); }, 0)); }
    return row;
  }

  function attackEditor() {
    var s = scenario(), atk = s.attack = s.attack || {player: s.active_player, card: {id: "atk", name: "Attack", difficulty: 3, zone: "mid", speed: 3, damage: 3}};
    var box = el("section", {"class": "b-player", "aria-labelledby": "b-attack-h"}, [el("h3", {id: "b-attack-h", text: "The attack"})]);
    box.appendChild(select("b-attacker", "Attacking player", s.players.map(function (p) { return [p.id, "Player " + p.id]; }),
      atk.player, function (v) { change(function () { atk.player = v; }); }));
    atk.card.type = atk.card.type || "attack";
    box.appendChild(ufsFields("atk", atk.card, "attack"));
    box.appendChild(keywordPicker("atk", atk.card.keywords, function (list) { set(atk.card, "keywords", list.length ? list : undefined); }));
    return box;
  }

  /* Re-draw the board; keyboard focus stays on the same control (by id, or a button's text). */
  function renderBoard() {
    var board = byId("b-board"), active = document.activeElement;
    var inside = active && board.contains(active), focused = inside && active.id, label = inside && active.textContent;
    clear(board);
    if (game === "ufs") { renderUfsBoard(board); } else { renderSfBoard(board); }
    if (!inside) { return; }
    var again = focused ? byId(focused) : Array.prototype.filter.call(board.querySelectorAll("button, summary"), function (b) {
      return b.textContent === label;
    })[0];
    if (again) { again.focus(); }
  }

  /* --- the script ---------------------------------------------------------------------- */

  function renderActions() {
    var list = byId("b-actions"), actions = scenario().actions || [];
    clear(list);
    actions.forEach(function (a, i) { list.appendChild(el("li", {text: state.labels[i] || describe(a, i)})); });
    if (!actions.length) { list.appendChild(el("li", {"class": "meta b-none", text: "Nothing yet: choose below."})); }
    byId("b-undo").disabled = !history.length;
  }

  /* `replaces`: the option fills in a decision of the action at that index (UFS: which
     cards to commit to a check), so it takes that action's place. */
  function append(action, label, replaces) {
    change(function () {
      var s = scenario(), kept = (s.actions || []);
      if (typeof replaces === "number") { kept = kept.slice(0, replaces); }
      s.actions = kept.concat([action]);
      var labels = state.labels.slice(0, s.actions.length - 1);
      while (labels.length < s.actions.length - 1) { labels.push(null); }  // imported actions: described
      state.labels = labels.concat([label]);
    });
    optionsFocus = true;  // the chosen button goes away: keyboard focus moves to the new options
  }

  /* The options the engine offers, as buttons; interceptions build a chain; templates a form. */
  function renderOptions(answer, status) {
    var box = byId("b-options");
    clear(box);
    var heading = el("h3", {id: "b-options-h", tabindex: "-1", text: "What can happen next"});
    box.appendChild(heading);
    if (optionsFocus) { optionsFocus = false; heading.focus(); }
    if (status !== 200) {
      var errs = answer.errors || {};
      box.appendChild(el("div", {"class": "message error", role: "alert"}, [
        el("p", {text: "The board is not complete yet: " + (answer.detail || "")}),
        el("ul", {}, Object.keys(errs).map(function (k) { return el("li", {}, [el("code", {text: k}), ": " + [].concat(errs[k]).join("; ")]); }))]));
      return;
    }
    var at = answer.at || {};
    if (answer.outcome === "illegal") {
      box.appendChild(el("p", {"class": "message error", text: "The last action is not allowed: " + ((answer.illegal || {}).reason || "") + ". Undo it to choose again."}));
      return;
    }
    if (at.window) {
      box.appendChild(el("p", {"class": "meta b-at", text: "Now: " + words(at.window) + (at.step ? " (" + words(at.step) + " step)" : "") + (at.decision_by ? " · " + at.decision_by + " to decide" : "")}));
    }
    var options = answer.options || [];
    var decided = game === "shadowfist" ? decisionForms(answer, options) : {nodes: [], taken: []};
    options = options.filter(function (o) { return decided.taken.indexOf(o) < 0; });
    if (answer.pending && !options.length && decided.nodes.length) {
      decided.nodes.forEach(function (n) { box.appendChild(n); });
      return;
    }
    if (answer.pending && !options.length) {
      box.appendChild(el("p", {"class": "message", text: answer.pending.player + " must decide: " + answer.pending.decision +
        ". The engine offers no move for this decision here: Undo, or change the board (for a control check, the deck's control values) so the script does not need it."}));
      return;
    }
    if (!options.length) { box.appendChild(el("p", {text: "Nothing more can happen: the scenario is over."})); return; }
    var intercepts = options.filter(function (o) { return o.action["do"] === "intercept" && !o.open; });
    /* A UFS play whose only open field is `commit` is complete: when its check needs cards
       committed, the engine asks. */
    var templates = options.filter(function (o) {
      return (o.open || []).some(function (f) { return f !== "commit"; }) && (game === "ufs" || ["effect", "play"].indexOf(o.action["do"]) >= 0);
    });
    /* Other open fields (a chain, a seized Site's place) are choices the action as offered already
       makes: a button. A declaration with every attacker open is what the group-attack form composes. */
    var plain = options.filter(function (o) {
      return intercepts.indexOf(o) < 0 && templates.indexOf(o) < 0 && !(o.action["do"] === "declare_attack" && (o.open || []).length);
    });
    var buttons = el("div", {"class": "runner-actions b-choices"});
    distinct(plain).forEach(function (o) { buttons.appendChild(optionButton(o)); });
    box.appendChild(buttons);
    decided.nodes.forEach(function (n) { box.appendChild(n); });
    var picker = templates.length ? templatePicker(templates) : null;
    /* a play is complete as offered (the default place): one click; its menu entry picks another.
       An Event in the hand is played by generating its effect: its button opens that form. */
    playGroups(templates.filter(function (o) { return game === "shadowfist" && o.action["do"] === "play"; }), eventPlays(templates, picker))
      .forEach(function (n) { box.appendChild(n); });
    if (answer.only_pass) { box.appendChild(el("p", {"class": "meta", text: "Nothing is legal here but passing."})); }
    if (answer.truncated) { box.appendChild(el("p", {"class": "meta", text: "Not every possible move was checked: the list is cut short."})); }
    box.appendChild(ruleLinks(answer.options || []));
    attackForm(plain).forEach(function (f) { box.appendChild(f); });
    interceptionForms(intercepts).forEach(function (f) { box.appendChild(f); });
    if (picker) { box.appendChild(picker.fold); }
  }

  /* Wide screens show the forms with details open; a phone starts them folded (the answer stays
   * in view of the moves), and a fold stays as the player left it while the board changes. */
  var WIDE = "(min-width: 64rem)", folds = table();

  function fold(key, summary, content) {
    var open = folds[key] !== undefined ? folds[key] : !!(window.matchMedia && window.matchMedia(WIDE).matches);
    var node = el("details", {"class": "b-fold", open: open}, [el("summary", {text: summary}), content]);
    node.addEventListener("toggle", function () { folds[key] = node.open; });
    return node;
  }

  /* Each Event in a hand whose player may generate an effect now: a button that opens the effect
   * form with that Event as its card (what it does is picked there), one step from the moves. */
  function eventPlays(templates, picker) {
    var found = [];
    templates.forEach(function (o, index) {
      var a = o.action;
      if (game !== "shadowfist" || a["do"] !== "effect" || (o.open || []).indexOf("effect") < 0) { return; }
      (scenario().cards || []).forEach(function (c) {
        if (c.controller !== a.player || c.type !== "event" || inPlay(c)) { return; }
        found.push({player: a.player, button: button(a.player + " plays " + (c.title || c.id) + " (an Event)\u2026", function () {
          picker.pick(index, c.id);
        }, {"class": "b-option b-event-play", title: "Opens the form for what " + (c.title || c.id) + " does"})});
      });
    });
    return found;
  }

  /* Options whose labels are alike (two copies of a unique card to keep, 31.7.1) told apart by
   * whose copy each card is and where it started. */
  function distinct(options) {
    var count = table();
    options.forEach(function (o) { count[o.label] = (count[o.label] || 0) + 1; });
    return options.map(function (o) {
      var c = (scenario().cards || []).filter(function (x) { return x.id === o.action.card; })[0];
      if (count[o.label] < 2 || !c) { return o; }
      var said = c.controller + "'s copy, " + (inPlay(c) ? "in play at the start" : "from the " + words(c.zone)) + ", id " + c.id;
      return Object.assign({}, o, {label: o.label + " (" + said + ")"});
    });
  }

  function optionButton(o) {
    return button(o.label, function () { choose(o); }, {"class": "b-option", title: ruleText(o.rules)});
  }

  /* A move clicked while the board has just changed (a number edited, then the move clicked
   * at once) is checked against the changed board's moves before it is taken. */
  function choose(o) {
    if (optionsBody === JSON.stringify(scenario())) { append(o.action, o.label, o.replaces); return; }
    waiting = o;
    byId("b-status").textContent = "Checking \u201c" + o.label + "\u201d against the changed board\u2026";
  }

  function chooseWaiting(answer, status) {
    var o = waiting, key = o && JSON.stringify(o.action);
    waiting = null;
    if (!o) { return; }
    var again = status === 200 ? (answer.options || []).filter(function (n) { return JSON.stringify(n.action) === key; })[0] : null;
    if (again) { byId("b-status").textContent = ""; append(again.action, again.label, again.replaces); return; }
    byId("b-status").textContent = "\u201c" + o.label + "\u201d is not possible on the changed board: choose again.";
  }

  /* One-click plays, by player; a long hand starts folded so the phone layout stays short. */
  function playGroups(plays, events) {
    var byPlayer = table(), order = [];
    function entry(who) {
      if (!byPlayer[who]) { byPlayer[who] = []; order.push(who); }
      return byPlayer[who];
    }
    var placed = table();  // players with a card the rules place (not only Events)
    plays.forEach(function (o) { entry(o.action.player).push(optionButton(o)); placed[o.action.player] = true; });
    events.forEach(function (e) { entry(e.player).push(e.button); });
    return order.map(function (who) {
      var list = byPlayer[who];
      var open = playsOpen[who] !== undefined ? playsOpen[who] : list.length <= PLAYS_SHOWN;
      var group = el("details", {"class": "b-plays", open: open}, [
        el("summary", {text: who + " may play from the hand (" + list.length + ")"}),
        el("div", {"class": "runner-actions b-choices"}, list),
        placed[who] ? el("p", {"class": "meta", text: "Each goes where the rules place it by default; to choose another place, pick it under \u201cMoves with details to pick\u201d."}) : null]);
      group.addEventListener("toggle", function () { playsOpen[who] = group.open; });
      return group;
    });
  }

  var PLAYS_SHOWN = 6, playsOpen = table();  // a folded or unfolded hand stays so while the board changes

  /* --- decisions with details: composed from the pending decision's own options ----------- */

  /* The forms for a decision whose variants the page composes (damage divided, Characters
   * relocated, attackers placed, a bid, a seized Site's place); `taken`: the offered options
   * those forms stand for (not shown again as buttons). */
  function decisionForms(answer, options) {
    var pending = answer.pending, nodes = [], taken = [];
    function take(dos) { options.forEach(function (o) { if (dos.indexOf(o.action["do"]) >= 0) { taken.push(o); } }); }
    var decision = pending && pending.decision, rules = (pending && pending.rules) || [];
    if (decision === "divide") {
      (pending.options || []).forEach(function (opt, i) { nodes.push(divideForm(pending.player, opt, rules, "b-divide-" + i)); });
      take(["divide"]);
    } else if (decision === "relocate" && (pending.options || []).length) {
      nodes.push(relocateForm(pending.player, pending.options, rules));
      take(["relocate"]);
    } else if (decision === "place_attackers") {
      nodes.push(placeForm(pending.player, pending.options || [], rules));
      take(["place_attackers"]);
    }
    var bidder = options.filter(function (o) { return o.action["do"] === "bid"; }).map(function (o) { return o.action.player; })[0];
    var bids = options.filter(function (o) { return o.action["do"] === "bid" && o.action.player === bidder; });
    if (bids.length > 1) { nodes.push(bidForm(bids)); bids.forEach(function (o) { taken.push(o); }); }
    var places = options.filter(function (o) { return o.action["do"] === "site_fate" && o.action.column; });
    if (places.length) { nodes.push(seizeForm(places)); places.forEach(function (o) { taken.push(o); }); }
    return {nodes: nodes, taken: taken};
  }

  function ruleCites(rules) {
    var links = [];
    (rules || []).forEach(function (r) {
      if (!r.html_url) { return; }
      if (links.length) { links.push(", "); }
      links.push(el("a", {href: r.html_url, "class": "rule-cite", title: r.title || ""}, [r.number]));
    });
    return links.length ? el("span", {"class": "meta b-rule"}, [" (rule "].concat(links, [")"])) : null;
  }

  function decisionBox(cls, legend, rules) {
    return el("fieldset", {"class": "b-decision " + cls}, [el("legend", {}, [legend, ruleCites(rules)])]);
  }

  /* 30.3.1: the card's controller splits its damage among its opponents; the numbers must add
   * up to the total (the engine's check), so the form refuses to send any other split. */
  function divideForm(who, opt, rules, pre) {
    var total = opt.total, among = opt.among || [], inputs = [];
    var box = decisionBox("b-divide", who + " divides " + nameOf(opt.card) + "'s " + total + " damage", rules);
    var sum = el("p", {"class": "meta", "aria-live": "polite"}), notice = el("p", {"class": "meta b-missing", role: "alert"});
    function assigned() { return inputs.reduce(function (n, input) { return n + (parseInt(input.value, 10) || 0); }, 0); }
    function shown() { sum.textContent = "Assigned " + assigned() + " of " + total + "."; notice.textContent = ""; }
    among.forEach(function (id, i) {
      var input = el("input", {id: pre + "-" + i, type: "number", inputmode: "numeric", min: 0, max: total, value: i === 0 ? total : 0, oninput: shown});
      inputs.push(input);
      function step(by) {
        return function () { input.value = Math.max(0, Math.min(total, (parseInt(input.value, 10) || 0) + by)); shown(); };
      }
      box.appendChild(el("p", {"class": "b-field b-stepper"}, [el("label", {"for": input.id, text: "Damage to " + nameOf(id)}),
        el("span", {}, [button("\u2212", step(-1), {"aria-label": "One less damage to " + nameOf(id)}), input,
          button("+", step(1), {"aria-label": "One more damage to " + nameOf(id)})])]));
    });
    shown();
    box.appendChild(sum);
    box.appendChild(button("Divide the damage", function () {
      var n = assigned(), bad = inputs.some(function (i) { var v = parseInt(i.value, 10); return isNaN(v) || v < 0; });
      if (bad || n !== total) {
        notice.textContent = bad ? "Each share must be a whole number, 0 or more." :
          "The shares must add up to " + total + " (now " + n + "): " + (n < total ? "give out " + (total - n) + " more." : "take back " + (n - total) + ".");
        return;
      }
      var damage = table(), said = [];
      inputs.forEach(function (input, i) {
        var v = parseInt(input.value, 10);
        if (v > 0) { damage[among[i]] = v; said.push(v + " to " + nameOf(among[i])); }
      });
      append({"do": "divide", player: who, card: opt.card, damage: damage}, who + " divides " + nameOf(opt.card) + "'s damage: " + said.join(", "));
    }, {"class": "b-declare"}));
    box.appendChild(notice);
    return box;
  }

  var SIDE_WORDS = {left: "to the adjacent location on the left", right: "to the adjacent location on the right"};

  /* 9.1.4.1: each Character of a collapsing location goes left or right, as its controller says. */
  function relocateForm(who, opts, rules) {
    var box = decisionBox("b-relocate", who + " says where each Character of the collapsing location goes", rules), picks = [];
    opts.forEach(function (opt, i) {
      var pick = select("b-relocate-" + i, nameOf(opt.character) + " goes", (opt.to || []).map(function (side) { return [side, SIDE_WORDS[side] || words(side)]; }),
        (opt.to || [])[0], function () {});
      picks.push([opt.character, pick]);
      box.appendChild(pick);
    });
    box.appendChild(button("Move them", function () {
      var moves = table(), said = [];
      picks.forEach(function (pair) { moves[pair[0]] = valueOf(pair[1]); said.push(nameOf(pair[0]) + " to the " + words(moves[pair[0]])); });
      append({"do": "relocate", player: who, moves: moves}, who + " relocates " + said.join(", "));
    }, {"class": "b-declare"}));
    return box;
  }

  /* 28.8: the seizing player may place any of its attackers (or none) at the seized Site. */
  function placeForm(who, ids, rules) {
    var box = decisionBox("b-place", who + " may place attackers at the seized Site instead of returning them home", rules);
    var group = checks("b-place-ids", "Attackers that stay (none: all return home)", ids.map(function (id) { return [id, nameOf(id)]; }), []);
    box.appendChild(group.node);
    box.appendChild(button("Place the chosen attackers", function () {
      var chosen = group.value();
      append({"do": "place_attackers", player: who, at_seized_site: chosen},
        who + (chosen.length ? " places " + chosen.map(nameOf).join(", ") + " at the seized Site" : " returns every attacker home"));
    }, {"class": "b-declare"}));
    return box;
  }

  /* 31.5, 31.6: a bid of any amount the engine offers (more than the high bid, at most the Power). */
  function bidForm(bids) {
    var who = bids[0].action.player;
    var box = decisionBox("b-bid", who + " bids", bids[0].rules);
    var amount = select("b-bid-amount", "Amount of Power", bids.map(function (o, i) { return [String(i), String(o.action.amount)]; }), "0", function () {});
    box.appendChild(amount);
    box.appendChild(button("Bid", function () {
      var o = bids[parseInt(valueOf(amount), 10)];
      append(o.action, o.label);
    }, {"class": "b-declare"}));
    return box;
  }

  /* 30.3.3.2 / 9.1.3.2: a seized Site may go into an empty back row instead of a new column. */
  function seizeForm(places) {
    var first = places[0].action;
    var box = decisionBox("b-seize", first.player + " seizes " + nameOf(first.site) + " and puts it", places[0].rules);
    var where = select("b-seize-place", "Where the seized Site goes", places.map(function (o, i) {
      return [String(i), "Column " + o.action.column + ", " + words(o.action.row || "front") + " row"];
    }), "0", function () {});
    box.appendChild(where);
    box.appendChild(button("Seize it there", function () {
      var o = places[parseInt(valueOf(where), 10)];
      append(o.action, first.player + " seizes " + nameOf(first.site) + " into column " + o.action.column + ", " + words(o.action.row || "front") + " row");
    }, {"class": "b-declare"}));
    box.appendChild(el("p", {"class": "meta", text: "Seizing with the button above puts it into a new column at the right."}));
    return box;
  }

  /* The rules that allow the moves offered, once each, linked to their pages. */
  function ruleLinks(options) {
    var seen = {}, links = [];
    options.forEach(function (o) {
      (o.rules || []).forEach(function (r) {
        var key = r.doc + " " + r.number;
        if (seen[key] || !r.html_url) { return; }
        seen[key] = true;
        if (links.length) { links.push(", "); }
        links.push(el("a", {href: r.html_url, "class": "rule-cite", title: r.title || ""}, [r.number]));
      });
    });
    return el("p", {"class": "meta b-rules"}, links.length ? ["Rules behind these moves: "].concat(links) : []);
  }

  function ruleText(rules) {
    return (rules || []).map(function (r) { return r.number + " " + (r.title || ""); }).join("; ");
  }

  /* "B may intercept Big Hitter with: Gate Guard, Ninja": press interceptors in chain order. */
  function interceptionForms(options) {
    var byPlayer = table();
    options.forEach(function (o) {
      var who = o.action.player;
      (byPlayer[who] = byPlayer[who] || []).push(o);
    });
    return Object.keys(byPlayer).map(function (who) {
      var chains = table(), order = [];
      var box = el("fieldset", {"class": "b-intercept"}, [el("legend", {text: who + " may intercept"})]);
      byPlayer[who].forEach(function (o) {
        (o.action.assignments || []).forEach(function (a) {
          if (!chains[a.attacker]) { chains[a.attacker] = {offered: [], chosen: []}; order.push(a.attacker); }
          a.chain.forEach(function (id) { if (chains[a.attacker].offered.indexOf(id) < 0) { chains[a.attacker].offered.push(id); } });
        });
      });
      var declare = button("Declare the interception", function () {
        var assignments = order.filter(function (a) { return chains[a].chosen.length; })
          .map(function (a) { return {attacker: a, chain: chains[a].chosen.slice()}; });
        if (!assignments.length) { return; }
        var label = who + " intercepts " + assignments.map(function (a) { return nameOf(a.attacker) + " with " + a.chain.map(nameOf).join(" then "); }).join("; ");
        append({"do": "intercept", player: who, assignments: assignments}, label);
      }, {"class": "b-declare", disabled: true});
      order.forEach(function (attacker) {
        var group = el("div", {"class": "b-chain", role: "group", "aria-label": who + " may intercept " + nameOf(attacker)});
        group.appendChild(el("p", {text: who + " may intercept " + nameOf(attacker) + " with:"}));
        var shown = el("p", {"class": "meta", "aria-live": "polite"});
        chains[attacker].offered.forEach(function (id) {
          var b = button(nameOf(id), function () {
            var chosen = chains[attacker].chosen, at = chosen.indexOf(id);
            if (at < 0) { chosen.push(id); } else { chosen.splice(at, 1); }
            b.setAttribute("aria-pressed", at < 0 ? "true" : "false");
            shown.textContent = chosen.length ? "Chain, in order: " + chosen.map(nameOf).join(" → ") : "";
            declare.disabled = !order.some(function (a) { return chains[a].chosen.length; });
          }, {"aria-pressed": "false", "class": "secondary b-interceptor"});
          group.appendChild(b);
        });
        group.appendChild(shown);
        box.appendChild(group);
      });
      box.appendChild(declare);
      return box;
    });
  }

  /* Several Characters attacking one target together (28.1): composed from the offered
   * single-attacker declarations against that target; the engine checks the whole group
   * when it is appended (an illegal group comes back as the step that refuses it). */
  function attackForm(options) {
    var byTarget = table(), order = [], who = null;
    options.forEach(function (o) {
      var a = o.action;
      if (a["do"] !== "declare_attack" || (a.attackers || []).length !== 1) { return; }
      who = a.player;
      if (!byTarget[a.target]) { byTarget[a.target] = []; order.push(a.target); }
      if (byTarget[a.target].indexOf(a.attackers[0]) < 0) { byTarget[a.target].push(a.attackers[0]); }
    });
    order = order.filter(function (t) { return byTarget[t].length > 1; });
    if (!order.length) { return []; }
    var box = el("fieldset", {"class": "b-intercept b-group-attack"}, [el("legend", {text: who + " may attack with several Characters"})]);
    var chosen = [], target = order[0];
    var group = el("div", {"class": "b-chain", role: "group", "aria-label": "Attackers"});
    var declare = button("Declare the attack", function () {
      if (chosen.length < 2) { return; }
      var label = who + " attacks " + nameOf(target) + " with " + chosen.map(nameOf).join(" and ");
      append({"do": "declare_attack", player: who, attackers: chosen.slice(), target: target}, label);
    }, {"class": "b-declare", disabled: true});
    function show() {
      clear(group);
      group.appendChild(el("p", {text: "Attack " + nameOf(target) + " with (pick two or more):"}));
      byTarget[target].forEach(function (id) {
        var b = button(nameOf(id), function () {
          var at = chosen.indexOf(id);
          if (at < 0) { chosen.push(id); } else { chosen.splice(at, 1); }
          b.setAttribute("aria-pressed", at < 0 ? "true" : "false");
          declare.disabled = chosen.length < 2;
        }, {"aria-pressed": "false", "class": "secondary b-interceptor"});
        group.appendChild(b);
      });
    }
    box.appendChild(select("b-group-target", "Target", order.map(function (t) { return [t, nameOf(t)]; }), target,
      function (value) { target = value; chosen = []; declare.disabled = true; show(); }));
    show();
    box.appendChild(group);
    box.appendChild(declare);
    return [box];
  }

  /* An action offered as a template: its open fields are picked from lists, then appended. */
  /* Moves whose details the player picks: one menu of them, the chosen one's fields, and Add. */
  function templatePicker(options) {
    var title = "Moves with details to pick (" + options.length + ")";
    var box = el("fieldset", {"class": "b-template"}, [el("legend", {"class": "visually-hidden", text: title})]);
    var folded = fold("templates", title, box);
    var fields = el("div", {"class": "b-template-fields"}), apply = [];
    var menu = select("b-template", "Move", options.map(function (o, i) { return [String(i), o.label]; }), "0", show);
    function show(value) {
      clear(fields);
      apply = [];
      var option = options[parseInt(value, 10)], action = option.action, pre = "t-" + (action.player || "x");
      var more = el("details", {"class": "b-more"}, [el("summary", {text: "More details"})]);
      if (game === "shadowfist" && action["do"] === "effect") { sfEffectFields(fields, more, action, pre, apply, option.open); }
      if (game === "shadowfist" && action["do"] === "play") { sfPlayFields(fields, more, action, pre, apply, option.open); }
      if (game === "ufs" && (action["do"] === "enhance" || action["do"] === "respond")) { ufsAbilityFields(fields, more, action, pre, apply, option.open); }
      if (option.open.indexOf("commit") >= 0) { commitFields(fields, action.player, pre, apply); }
      if (more.childNodes.length > 1) { fields.appendChild(more); }
    }
    box.appendChild(menu);
    box.appendChild(fields);
    show("0");
    var notice = el("p", {"class": "meta b-missing", role: "status"});
    box.appendChild(button("Add this move", function () {
      var option = options[parseInt(menu.querySelector("select").value, 10)];
      var made = copy(option.action), label = option.label;
      apply.forEach(function (f) { label = f(made, label) || label; });
      var lacking = missing(made, option.open);
      notice.textContent = lacking.length ? "Choose first: " + lacking.map(function (f) { return (SF_LABELS[f] || words(f)).toLowerCase(); }).join(", ") + "." : "";
      if (!lacking.length) { append(made, label); }
    }, {"class": "b-add-template"}));
    box.appendChild(notice);
    /* Open the form on one move, with a card of the board as its card (an Event being played). */
    function pick(index, card) {
      folded.open = true;
      var chosen = menu.querySelector("select");
      chosen.value = String(index);
      show(chosen.value);
      var cardBox = fields.querySelector("select[id$='-card']");
      if (cardBox && card) {
        cardBox.value = card;
        cardBox.dispatchEvent(new Event("change"));
      }
      folded.scrollIntoView({block: "nearest"});
      var next = fields.querySelector("select[id$='-kind']") || chosen;
      next.focus();
    }
    return {fold: folded, pick: pick};
  }

  /* The fields an effect's kind needs (the engine's `needs`) that the form left empty. */
  function missing(made, open) {
    if (game !== "shadowfist" || made["do"] !== "effect" || open.indexOf("effect") < 0) { return []; }
    return ((vocab.effect_needs || {})[made.effect] || []).filter(function (f) {
      var v = made[f];
      return v === undefined || v === "" || (Array.isArray(v) && !v.length);
    });
  }

  /* --- small form parts of a template's details ---------------------------------------- */

  /* The rules behind a field (from the page's vocabulary), as links after its control. */
  function withRule(node, key) {
    var links = [];
    ((vocab.field_rules || {})[key] || []).forEach(function (r) {
      if (links.length) { links.push(", "); }
      links.push(el("a", {href: r.url, "class": "rule-cite", title: "Rule " + r.number}, [r.number]));
    });
    if (links.length) { node.appendChild(el("span", {"class": "meta b-rule"}, [" (rule "].concat(links, [")"]))); }
    return node;
  }

  /* A group of checkboxes; `value()` gives the checked values in order. */
  function checks(id, legend, choices, chosen, rule) {
    var group = el("fieldset", {"class": "b-targets", id: id}, [el("legend", {text: legend})]);
    choices.forEach(function (c, i) {
      var pair = Array.isArray(c) ? c : [c, words(c)];
      group.appendChild(check(id + "-" + i, pair[1], (chosen || []).indexOf(pair[0]) >= 0, function () {}));
      group.lastChild.querySelector("input").value = pair[0];
    });
    if (!choices.length) { group.appendChild(el("p", {"class": "meta", text: "Nothing on the board to choose."})); }
    if (rule) { withRule(group, rule); }
    return {node: group, value: function () {
      return Array.prototype.filter.call(group.querySelectorAll("input"), function (i) { return i.checked; }).map(function (i) { return i.value; });
    }};
  }

  function valueOf(node) {
    var input = node.querySelector("input, select");
    if (input.type === "checkbox") { return input.checked; }
    if (input.type === "number") { return input.value === "" || !input.validity.valid ? undefined : parseInt(input.value, 10); }
    return input.value === "" ? undefined : input.value;
  }

  function player(id) { return (scenario().players || []).filter(function (q) { return q.id === id; })[0]; }

  function commitFields(box, who, pre, apply) {
    var p = player(who);
    if (!p) { return; }
    var ids = [(p.character && p.character.id) || p.id + ".character"].concat((p.staging || []).map(function (c) { return c.id; }));
    var group = checks(pre + "-commit", "Cards " + who + " commits for the control check (none: the engine asks if it needs some)",
      ids.map(function (id) { return [id, nameOf(id)]; }), []);
    box.appendChild(group.node);
    apply.push(function (made, label) {
      var chosen = group.value();
      if (!chosen.length) { return label; }
      made.commit = chosen;
      return label + ", committing " + chosen.map(nameOf).join(", ");
    });
  }

  /* --- a Shadowfist effect ----------------------------------------------------------------- */

  var SF_LABELS = {
    amount: "Amount", players: "Players", column: "Column", row: "Row", attached_to: "Attached to (its subject)",
    x: "Value of X", reduction: "Cost reduced by", reductions: "Cards whose abilities reduce the cost",
    values: "Printed values it copies too", from: "From", to: "To", source: "Source (a card or an effect)",
    duration: "How long it lasts", timing: "Its text allows it in the closed scene", triggered: "Triggered (its text answers an event)",
    from_pile: "The Event is played from", permitted_by: "Card that allows playing it from the smoked pile",
    waives_timing: "Its text waives the card type's timing"
  };

  /* An effect's open fields. What each kind needs (targets, amount, ...), what it aims at and
   * which optional fields it reads come from the engine's registries (the page's vocabulary). */
  function sfEffectFields(box, more, action, pre, apply, open) {
    var s = scenario(), mine = (s.cards || []).filter(function (c) { return c.controller === action.player; });
    var cardChoices = mine.filter(function (c) { return !inPlay(c); }).concat(mine.filter(inPlay))
      .map(function (c) { return [c.id, c.title + " (" + words(c.zone || "in play") + ")"]; });
    var firstEvent = mine.filter(function (c) { return c.type === "event" && !inPlay(c); })[0];
    var card = select(pre + "-card", "Card", cardChoices.concat([["Effect", "an unnamed effect"]]), firstEvent ? firstEvent.id : "Effect", typed);
    var source = select(pre + "-source", "Its card type", vocab.source_types, "event", function () {});
    /* a card of the board has its own type (the engine reads it); an unnamed effect says it */
    function chosen() { return (s.cards || []).filter(function (c) { return c.id === card.querySelector("select").value; })[0]; }
    function typed() { source.hidden = !!chosen(); }
    box.appendChild(card);
    box.appendChild(source);
    typed();
    var details = open.indexOf("effect") >= 0 ? effectKindFields(box, more, pre, action.player) : null;
    var cost = open.indexOf("cost") >= 0 ? costFields(box, pre, action.player) : null;
    var general = (vocab.effect_general || []).filter(function (f) { return f !== "cost"; }).map(function (f) {
      var made = sfField(f, pre, action.player, "", true, action[f]);
      more.appendChild(made.node);
      return made.read;
    });
    apply.push(function (made, label) {
      made.card = card.querySelector("select").value;
      made.source_type = chosen() ? chosen().type : source.querySelector("select").value;
      label = details ? details(made) : label + (made.card !== "Effect" ? " (" + nameOf(made.card) + ")" : "");
      general.forEach(function (read) { read(made); });
      if (made.from_pile === "hand") { delete made.from_pile; }
      return cost ? cost(made, label) : label;
    });
  }

  /* Where a played card goes (the engine names which of column, row, subject are open) and,
   * under More details, what else a play may say: X, cost reductions, the smoked pile. */
  function sfPlayFields(box, more, action, pre, apply, open) {
    var s = scenario(), who = action.player, card = (s.cards || []).filter(function (c) { return c.id === action.card; })[0] || {};
    var mine = (s.cards || []).filter(function (c) { return c.controller === who && inPlay(c) && isSite(c); });
    var columns = mine.reduce(function (m, c) { return Math.max(m, c.column || 0); }, 0), parts = [];
    if (open.indexOf("column") >= 0) {
      var choices = [];
      for (var n = 1; n <= columns + (isSite(card) ? 1 : 0); n++) { choices.push([String(n), "Column " + n + (n > columns ? " (a new column at the right)" : "")]); }
      var column = withRule(select(pre + "-play-column", "Column", choices, "", function () {},
        isSite(card) ? "as the rules place it" : "its home (the unspecified location without Sites)"), "column");
      box.appendChild(column);
      parts.push(function (made) { var v = valueOf(column); if (v) { made.column = parseInt(v, 10); return "in column " + v; } return ""; });
    }
    if (open.indexOf("row") >= 0) {
      var row = withRule(select(pre + "-play-row", "Row", vocab.rows, "", function () {}, "front (as usual)"), "row");
      box.appendChild(row);
      parts.push(function (made) { var v = valueOf(row); if (v) { made.row = v; return words(v) + " row"; } return ""; });
    }
    if (open.indexOf("attached_to") >= 0) {
      var subjects = (s.cards || []).filter(function (c) { return inPlay(c) && c.type !== "event"; }).map(function (c) { return [c.id, c.title + " (" + c.controller + ")"]; });
      var subject = withRule(select(pre + "-play-subject", "Played onto (its subject)", subjects, action.attached_to, function () {}), "attached_to");
      box.appendChild(subject);
      parts.push(function (made) { made.attached_to = valueOf(subject); return "on " + nameOf(made.attached_to); });
    }
    ["x", "reductions", "from_pile", "permitted_by"].forEach(function (f) {
      var made = sfField(f, pre + "-play", who, "", true, action[f]);
      more.appendChild(made.node);
      parts.push(function (m) { made.read(m); if (m.from_pile === "hand") { delete m.from_pile; } return ""; });
    });
    apply.push(function (made, label) {
      var said = parts.map(function (f) { return f(made); }).filter(function (x) { return x; });
      return said.length ? label + " " + said.join(", ") : label;
    });
  }

  /* The cost of an effect (24.1.4): a card to turn, Power, a card to sacrifice. */
  function costFields(box, pre, who) {
    var own = (scenario().cards || []).filter(function (c) { return c.controller === who && inPlay(c) && c.type !== "event"; });
    var group = withRule(el("fieldset", {"class": "b-cost"}, [el("legend", {text: "Its cost"})]), "cost");
    var turn = withRule(select(pre + "-cost-turn", "Turn", own.filter(function (c) { return !c.turned; })
      .map(function (c) { return [c.id, c.title]; }), "", function () {}, "no card"), "cost.turn");
    var power = withRule(number(pre + "-cost-power", "Power to pay", 0, function () {}, 0), "cost.power");
    var sacrifice = withRule(select(pre + "-cost-sac", "Sacrifice", own.map(function (c) { return [c.id, c.title]; }), "", function () {}, "no card"), "cost.sacrifice");
    [turn, power, sacrifice].forEach(function (n) { group.appendChild(n); });
    box.appendChild(group);
    return function (made, label) {
      var cost = {}, paid = [];
      if (valueOf(turn)) { cost.turn = valueOf(turn); paid.push("turning " + nameOf(cost.turn)); }
      if (valueOf(power)) { cost.power = valueOf(power); paid.push(cost.power + " Power"); }
      if (valueOf(sacrifice)) { cost.sacrifice = valueOf(sacrifice); paid.push("sacrificing " + nameOf(cost.sacrifice)); }
      if (!paid.length) { delete made.cost; return label; }
      made.cost = cost;
      return label + ", paying " + paid.join(", ");
    };
  }

  function effectKindFields(box, more, pre, who) {
    var kind = select(pre + "-kind", "Effect", vocab.effect_kinds, "damage", function () { show(); });
    var area = el("div", {"class": "b-effect-fields"}), extra = el("div", {"class": "b-effect-more"}), read = [];
    box.appendChild(kind);
    box.appendChild(area);
    more.appendChild(extra);
    function show() {
      clear(area);
      clear(extra);
      read = [];
      var k = kind.querySelector("select").value, needs = (vocab.effect_needs || {})[k] || [];
      var optional = ((vocab.effect_fields || {})[k] || []).filter(function (f) { return needs.indexOf(f) < 0; });
      needs.concat(optional).forEach(function (name) {
        if (name === "modifiers") { return; }  // with the abilities a grant gives
        var made = k === "grant" && name === "abilities" ? grantFields(pre) : sfField(name, pre, who, k, needs.indexOf(name) < 0);
        ((vocab.rare_fields || []).indexOf(name) >= 0 ? extra : area).appendChild(made.node);
        read.push(made.read);
      });
    }
    show();
    return function (made) {
      made.effect = kind.querySelector("select").value;
      ["amount", "targets", "players", "token", "duration", "abilities", "modifiers", "column", "row", "attached_to",
        "x", "reduction", "reductions", "values", "from", "to", "source"].forEach(function (f) { delete made[f]; });
      read.forEach(function (f) { f(made); });
      return made.player + " plays " + nameOf(made.card) + ": " + words(made.effect) + (made.amount !== undefined ? " " + made.amount : "") +
        (made.targets && made.targets.length ? " on " + made.targets.map(nameOf).join(", ") : "") +
        (made.players && made.players.length ? " (" + made.players.join(", ") + ")" : "") +
        (made.duration && made.duration !== "permanent" ? " until the end of the " + words(made.duration) : "");
    };
  }

  /* One field of an effect: its control (built from the board and the vocabulary) and the
   * function that writes its value into the action. `optional` fields may stay blank. */
  function sfField(name, pre, who, kind, optional, preset) {
    var s = scenario(), id = pre + "-" + name, node, read;
    var inPlayCards = (s.cards || []).filter(inPlay).map(function (c) { return [c.id, c.title + " (" + c.controller + ")"]; });
    var players = (s.players || []).map(function (p) { return p.id; });
    function plain(key) { return function (made) { var v = valueOf(node); if (v === undefined || v === false) { delete made[key]; } else { made[key] = v; } }; }
    if (name === "targets") { return targetsField(id, kind); }
    if (name === "token") { return tokenField(id, who); }
    if (name === "amount") {
      node = number(id, optional ? SF_LABELS.amount + " (blank: as the rules say)" : SF_LABELS.amount, optional ? undefined : 2, function () {}, 0);
      read = plain("amount");
    } else if (name === "players" && (vocab.one_player || []).indexOf(kind) >= 0) {
      var others = players.filter(function (p) { return p !== who || optional; }).map(function (p) { return [p, "Player " + p]; });
      node = select(id, optional ? "Whose columns (blank: the card's controller)" : "Player", others, optional ? "" : (others[0] || [""])[0], function () {},
        optional ? "not given" : undefined);
      read = function (made) { var v = valueOf(node); if (v) { made.players = [v]; } };
    } else if (name === "players" || name === "reductions" || name === "values" || name === "abilities") {
      var choices = name === "players" ? players.map(function (p) { return [p, "Player " + p]; })
        : name === "reductions" ? inPlayCards.filter(function (c) { return (s.cards || []).some(function (x) { return x.id === c[0] && x.controller === who; }); })
        : name === "values" ? vocab.copied_values : (vocab.damage_properties || []).map(function (k) { return [k.name, k.name + " (" + k.rule + ")"]; });
      var label = name === "abilities" ? "Properties of the damage" : name === "players" ? SF_LABELS.players + " (none: " + who + ")" : SF_LABELS[name];
      var group = checks(id, label, choices, [], name);
      return {node: group.node, read: function (made) { var v = group.value(); if (v.length) { made[name] = v; } else { delete made[name]; } }};
    } else if (name === "duration") {
      node = select(id, SF_LABELS.duration, vocab.durations.map(function (d) {
        return [d, d === "permanent" ? "until it leaves play" : "until the end of the " + words(d)];
      }), kind === "grant" ? "turn" : "permanent", function () {});
      read = plain("duration");
    } else if (name === "column") {
      var most = (s.cards || []).filter(function (c) { return inPlay(c) && isSite(c); }).reduce(function (m, c) { return Math.max(m, c.column || 0); }, 0);
      var columns = [];
      for (var n = 1; n <= Math.max(1, most + 1); n++) { columns.push([String(n), "Column " + n]); }
      node = select(id, SF_LABELS.column, columns, "", function () {}, "not given");
      read = function (made) { var v = valueOf(node); if (v) { made.column = parseInt(v, 10); } };
    } else if (name === "row" || name === "timing" || name === "from_pile") {
      node = select(id, SF_LABELS[name], name === "row" ? vocab.rows : name === "timing" ? vocab.timings : vocab.piles, preset || "", function () {},
        name === "from_pile" ? "the hand (as usual)" : "not given");
      read = plain(name);
    } else if (name === "x" || name === "reduction") {
      node = number(id, SF_LABELS[name], undefined, function () {}, 0);
      read = plain(name);
    } else if (name === "triggered" || name === "waives_timing") {
      node = check(id, SF_LABELS[name], !!preset, function () {});
      read = plain(name);
    } else {  // a card of the board: from, to, source, attached_to, permitted_by
      var cards = name === "permitted_by" ? (s.cards || []).filter(function (c) { return c.controller === who; }).map(function (c) { return [c.id, c.title]; }) : inPlayCards;
      if (name === "source") {
        cards = cards.concat((s.actions || []).filter(function (a) { return a["do"] === "effect"; }).map(function (e) { return [e.id, "the effect " + (e.card || e.id) + " (" + e.id + ")"]; }));
      }
      node = select(id, SF_LABELS[name] || words(name), cards, preset || "", function () {}, optional ? "none" : "choose");
      read = plain(name);
    }
    return {node: withRule(node, name), read: read};
  }

  function targetsField(id, kind) {
    var s = scenario(), aim = (vocab.effect_aims || {})[kind];
    var choices = aim === "effects" ? (s.actions || []).filter(function (a) { return a["do"] === "effect"; })
      .map(function (e) { return [e.id, "the effect " + (e.card || e.id) + " (" + e.id + ")"]; })
      /* a card in play can be canceled too: its text is blanked, its unresolved effects removed (33.0) */
      .concat(kind === "cancel" ? (s.cards || []).filter(inPlay).map(function (c) { return [c.id, "the card " + c.title + " (" + c.controller + ")"]; }) : [])
      : aim === "piles" ? (s.cards || []).filter(function (c) { return !inPlay(c); }).map(function (c) {
        return [c.id, c.title + " (" + c.controller + ", " + words(c.zone) + ")"];
      }) : (s.cards || []).filter(inPlay).map(function (c) { return [c.id, c.title + " (" + c.controller + ")"]; });
    var group = checks(id, "Targets", choices, []);
    /* one checkbox per card id, as before: their ids name the cards (tests and labels rely on it) */
    return {node: group.node, read: function (made) { made.targets = group.value(); }};
  }

  /* The card a token effect creates (47.0): a new id, a title, a type and its values. */
  function tokenField(id, who) {
    var group = withRule(el("fieldset", {"class": "b-token"}, [el("legend", {text: "The token it creates"})]), "token");
    var title = text(id + "-title", "Title", "Token", function () {});
    var type = select(id + "-type", "Type", vocab.token_types || ["character"], "character", function () {});
    var fighting = number(id + "-fighting", "Fighting", 1, function () {}, 0);
    var body = number(id + "-body", "Body (a Site)", undefined, function () {}, 0);
    [title, type, fighting, body].forEach(function (n) { group.appendChild(n); });
    return {node: group, read: function (made) {
      var token = {id: freshId("token-" + who.toLowerCase() + "-"), title: valueOf(title) || "Token", type: valueOf(type)};
      if (valueOf(fighting) !== undefined) { token.fighting = valueOf(fighting); }
      if (valueOf(body) !== undefined) { token.body = valueOf(body); }
      made.token = token;
    }};
  }

  /* What a grant gives (abilities and/or modifiers, for a duration: docs/api.md, Shadowfist scenario). */
  function grantFields(pre) {
    var box = el("div", {"class": "b-grant"}), valueBox = el("div");
    var ability = select(pre + "-grant", "Ability it grants", (vocab.keywords || []).map(function (k) { return [k.name, k.name + " (" + k.rule + ")"]; }),
      "", showValue, "none");
    var mod = select(pre + "-gmod", "Modifier it grants", vocab.modifier_kinds, "", function () {}, "none");
    var by = number(pre + "-gby", "Modifier value", 1, function () {});
    /* a keyword with a rating (Toughness: 2) or a type (Immunity: Events) asks for it */
    function showValue() {
      clear(valueBox);
      var info = keywordInfo(valueOf(ability) || "");
      if (info && info.value === "number") { valueBox.appendChild(number(pre + "-gkv", "Its rating", 1, function () {}, 0)); }
      if (info && info.value === "immunity") {
        valueBox.appendChild(select(pre + "-gkv", "Immune to", vocab.immunity.map(function (t) {
          return [t.replace(/\b\w/g, function (ch) { return ch.toUpperCase(); }), words(t)];
        }), "", function () {}));
      }
    }
    [ability, valueBox, mod, by].forEach(function (n) { box.appendChild(n); });
    return {node: box, read: function (made) {
      var a = valueOf(ability), m = valueOf(mod), extra = valueBox.firstChild ? valueOf(valueBox.firstChild) : undefined;
      if (a) { made.abilities = [extra !== undefined ? a + ": " + extra : a]; }
      if (m) { made.modifiers = [{kind: m, value: valueOf(by) || 0}]; }
    }};
  }

  /* --- a UFS enhance or response ability ----------------------------------------------------- */

  /* Its effect, its costs (E.4.4, H.4) and its restrictions (H.3), for the fields the engine
   * leaves open in this option; the choices come from the engine's action schemas. */
  function ufsAbilityFields(box, more, action, pre, apply, open) {
    var p = player(action.player) || {}, has = function (f) { return open.indexOf(f) >= 0; }, parts = [];
    if (has("modify")) { parts.push(ufsModify(box, more, pre)); }
    if (has("gain_vitality")) { parts.push(ufsSimple(box, number(pre + "-vit", "Vitality gained", undefined, function () {}, 0), "gain_vitality", "gains vitality")); }
    if (has("unblockable")) { parts.push(ufsSimple(box, check(pre + "-unbl", "The attack becomes unblockable", false, function () {}), "unblockable", "unblockable")); }
    if (has("attack_to")) {
      parts.push(ufsSimple(box, select(pre + "-to", "The attack goes to", vocab.attack_to || [], "", function () {}, "stays in the card pool"), "attack_to", "the attack goes to"));
    }
    if (has("deals_no_damage")) { parts.push(ufsSimple(box, check(pre + "-nodmg", "The attack deals no damage", false, function () {}), "deals_no_damage", "deals no damage")); }
    if (has("pay")) { parts.push(ufsPay(box, more, pre, p, action)); }
    if (has("ability")) {
      parts.push(ufsSimple(more, select(pre + "-ab", "Which of the card's abilities", [["ability 1", "its first"], ["ability 2", "its second"], ["ability 3", "its third"]],
        "", function () {}, "not said"), "ability", ""));
    }
    if (has("restrictions")) { parts.push(ufsRestrictions(more, pre, action)); }
    apply.push(function (made, label) {
      var said = [];
      parts.forEach(function (f) { var s = f(made); if (s) { said.push(s); } });
      return said.length ? label + ": " + said.join(", ") : label;
    });
  }

  function ufsSimple(box, node, key, words_) {
    box.appendChild(withRule(node, key));
    return function (made) {
      var v = valueOf(node);
      if (v === undefined || v === false || v === 0) { return ""; }
      made[key] = v;
      return words_ ? (v === true ? words_ : words_ + " " + words(v)) : "";
    };
  }

  function ufsModify(box, more, pre) {
    var what = withRule(select(pre + "-mod", "Change to the attack", vocab.modify_kinds || ["speed", "damage", "difficulty"], "speed", function () {}), "modify");
    var by = number(pre + "-by", "By", 1, function () {});
    var low = withRule(number(pre + "-min", "Not below (minimum)", undefined, function () {}), "modify.limit");
    var high = number(pre + "-max", "Not above (maximum)", undefined, function () {});
    box.appendChild(what);
    box.appendChild(by);
    more.appendChild(low);
    more.appendChild(high);
    return function (made) {
      var k = valueOf(what), n = valueOf(by) || 0;
      if (!n) { return ""; }
      made.modify = {};
      made.modify[k] = n;
      if (valueOf(low) !== undefined) { made.modify.minimum = valueOf(low); }
      if (valueOf(high) !== undefined) { made.modify.maximum = valueOf(high); }
      return (n > 0 ? "+" : "") + n + " " + k;
    };
  }

  /* The costs: commit, momentum and hand cards here; the rarer ones under More details. */
  function ufsPay(box, more, pre, p, action) {
    var charId = (p.character && p.character.id) || p.id + ".character";
    var staging = [[charId, nameOf(charId) + " (starting character)"]].concat((p.staging || []).map(function (c) {
      return [c.id, (c.name || c.id) + (c.ready === false ? " (committed)" : "")];
    }));
    var hand = (p.hand || []).filter(function (c) { return c.id !== action.card; }).map(function (c) { return [c.id, c.name || c.id]; });
    var group = withRule(el("fieldset", {"class": "b-cost"}, [el("legend", {text: "Its costs"})]), "pay");
    var parts = {
      commit: checks(pre + "-pay-commit", "Commit", staging, [], "pay.commit"),
      momentum: {node: withRule(number(pre + "-pay-mom", "Momentum to discard", 0, function () {}, 0), "pay.momentum")},
      discard: checks(pre + "-pay-discard", "Discard from the hand", hand, [], "pay.discard"),
      foundations: checks(pre + "-pay-found", "Commit foundations (the starting character may stand in for one)", staging, [], "pay.foundations"),
      check: {node: withRule(number(pre + "-pay-check", "Control check as a cost: (+n)", undefined, function () {}, 0), "pay.check")},
      check_commit: checks(pre + "-pay-ccommit", "Cards committed for that check", staging, [], "pay.check_commit"),
      destroy: checks(pre + "-pay-destroy", "Destroy", staging.slice(1), [], "pay.destroy"),
      remove: checks(pre + "-pay-remove", "Remove from the game", staging.slice(1), [], "pay.remove"),
      flip: checks(pre + "-pay-flip", "Flip", staging.slice(1), [], "pay.flip")
    };
    var common = ["commit", "momentum", "discard"];
    (vocab.pay_fields || Object.keys(parts)).forEach(function (f) {
      if (!parts[f]) { return; }
      (common.indexOf(f) >= 0 ? group : more).appendChild(parts[f].node);
    });
    box.appendChild(group);
    return function (made) {
      var pay = {}, said = [];
      Object.keys(parts).forEach(function (f) {
        var part = parts[f], v = part.value ? part.value() : valueOf(part.node);
        if (v === undefined || v === 0 || (Array.isArray(v) && !v.length)) { return; }
        pay[f] = v;
        said.push(Array.isArray(v) ? words(f) + " " + v.map(nameOf).join(", ") : f === "momentum" ? v + " momentum" : "check (+" + v + ")");
      });
      if (!said.length) { return ""; }
      made.pay = pay;
      return "paying: " + said.join("; ");
    };
  }

  function ufsRestrictions(more, pre, action) {
    var given = action.restrictions || {}, s = scenario();
    var group = el("fieldset", {"class": "b-restrictions"}, [el("legend", {text: "Its restrictions"})]);
    var flags = (vocab.restriction_flags || []).map(function (f) {
      var node = withRule(check(pre + "-r-" + f, words(f), !!given[f], function () {}), "restrictions." + f);
      group.appendChild(node);
      return [f, node];
    });
    var zone = withRule(select(pre + "-r-zone", "Played from", vocab.restriction_zones || [], given.zone || "", function () {}, "anywhere allowed"), "restrictions.zone");
    var perTurn = withRule(select(pre + "-r-turn", "Times per turn", (vocab.per_turn || []).map(function (n) { return [String(n), n === 1 ? "once" : "twice"]; }),
      given.per_turn ? String(given.per_turn) : "", function () {}, "no limit"), "restrictions.per_turn");
    var who = withRule(select(pre + "-r-char", "Only for the character", (s.players || []).map(function (q) { return [(q.character || {}).name, (q.character || {}).name]; }),
      given.character || "", function () {}, "any"), "restrictions.character");
    [zone, perTurn, who].forEach(function (n) { group.appendChild(n); });
    more.appendChild(group);
    return function (made) {
      var r = {};
      Object.keys(given).forEach(function (k) { r[k] = given[k]; });
      flags.forEach(function (pair) { if (valueOf(pair[1])) { r[pair[0]] = true; } else { delete r[pair[0]]; } });
      [["zone", zone], ["character", who]].forEach(function (pair) { var v = valueOf(pair[1]); if (v) { r[pair[0]] = v; } else { delete r[pair[0]]; } });
      if (valueOf(perTurn)) { r.per_turn = parseInt(valueOf(perTurn), 10); } else { delete r.per_turn; }
      if (Object.keys(r).length) { made.restrictions = r; } else { delete made.restrictions; }
      var named = Object.keys(r).filter(function (k) { return !given[k]; });
      return named.length ? "restricted: " + named.map(function (k) {
        return k === "per_turn" ? (r.per_turn === 1 ? "once" : "twice") + " per turn" : k === "zone" || k === "character" ? words(r[k]) + " only" : words(k);
      }).join(", ") : "";
    };
  }

  /* --- reset ---------------------------------------------------------------------------- */

  /* Reset asks first, in place (no dialog): it clears the board, the moves and the question
   * back to what this page started from, and Undo brings them back. */
  function askReset() {
    var reset = byId("b-reset"), ask = byId("b-reset-ask");
    if (ask) { ask.querySelector("button").focus(); return; }
    if (snapshot() === initial && byId("b-question").value === initialQuestion) {
      byId("b-status").textContent = "Nothing to reset: this is the board the page started with.";
      return;
    }
    function done() { ask.parentNode.removeChild(ask); reset.disabled = false; }
    ask = el("p", {id: "b-reset-ask", "class": "message b-reset-ask", role: "group", "aria-label": "Reset the board?"}, [
      "Clear the board, the moves and the question? ",
      button("Yes, reset", function () {
        done();
        change(function () {
          state = JSON.parse(initial);
          byId("b-question").value = initialQuestion;
        });
        byId("b-status").textContent = "Reset to the starting board: Undo brings back what was there.";
        reset.focus();
      }, {"class": "b-declare"}),
      " ",
      button("Keep them", function () { done(); reset.focus(); })
    ]);
    reset.disabled = true;
    reset.parentNode.parentNode.insertBefore(ask, reset.parentNode.nextSibling);
    ask.querySelector("button").focus();
  }

  /* --- import, export, share ------------------------------------------------------------ */

  function importJson() {
    var status = byId("b-import-status"), parsed;
    try { parsed = JSON.parse(byId("b-json").value); } catch (e) { status.textContent = "Not JSON: " + e.message; return; }
    var item = parsed && parsed.scenario && typeof parsed.scenario === "object" ? parsed.scenario : parsed;
    if (!item || typeof item !== "object" || (item.game !== "shadowfist" && item.game !== "ufs")) {
      status.textContent = "Not a scenario: it needs \"game\": \"shadowfist\" or \"ufs\".";
      return;
    }
    if (item.game !== game) {
      status.textContent = "This is a " + item.game + " scenario: open the " + item.game + " builder to import it.";
      return;
    }
    change(function () {
      state = {scenario: item, labels: []};
      if (parsed.question) { byId("b-question").value = parsed.question; }
    });
    jsonDirty = false;
    byId("b-json").value = JSON.stringify(scenario(), null, 2);
    status.textContent = "Imported.";
  }

  function share() {
    var url = byId("b-share-url"), status = byId("b-share-status");
    if (!url.value) { return; }
    var done = function () { status.textContent = "Link copied."; };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url.value).then(done, function () { url.select(); status.textContent = "Select the link and copy it."; });
    } else {
      url.select();
      status.textContent = "Select the link and copy it.";
    }
  }

  /* --- kept while the tab lives: following a rule link and coming back, or reloading -------- */

  /* The board, the moves and the question are kept in the tab's sessionStorage after every
   * change, one entry per builder (a game's empty board, or a library scenario's edit). The
   * starting board itself is not kept: Reset back to it clears the entry. */
  function storageKey() { return "refbase.builder." + game + (source ? ".from." + source : ""); }

  function keep() {
    try {
      var question = byId("b-question").value;
      if (snapshot() === initial && question === initialQuestion) { window.sessionStorage.removeItem(storageKey()); return; }
      window.sessionStorage.setItem(storageKey(), JSON.stringify({game: game, scenario: state.scenario, labels: state.labels, question: question}));
    } catch (e) { /* no storage (disabled, full): the page works as before, without it */ }
  }

  /* How this page was reached: "navigate" (a link, an address typed), "reload" or "back_forward". */
  function arrival() {
    var entry = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
    if (entry && entry.type) { return entry.type; }
    var legacy = window.performance && performance.navigation ? performance.navigation.type : 0;
    return legacy === 1 ? "reload" : legacy === 2 ? "back_forward" : "navigate";
  }

  /* "Start an empty board" (its links carry new=1): what this builder kept is dropped, and so is
   * the marker from the address, so that a reload or Back shows the new board, not an empty one
   * again. True when the page was opened so. */
  function startsEmpty() {
    var params = new URLSearchParams(window.location.search);
    if (params.get("new") !== "1") { return false; }
    try { window.sessionStorage.removeItem(storageKey()); } catch (e) { /* no storage: nothing kept */ }
    params.delete("new");
    var query = params.toString();
    window.history.replaceState(window.history.state, "", window.location.pathname + (query ? "?" + query : "") + window.location.hash);
    return true;
  }

  /* The kept state of this builder, if any. A library scenario opened anew (?from=, from its
   * page) starts from the library's version; reloading it or coming back to it keeps the edits. */
  function kept() {
    if (startsEmpty() || (source && arrival() === "navigate")) { return null; }
    var saved;
    try { saved = JSON.parse(window.sessionStorage.getItem(storageKey()) || "null"); } catch (e) { return null; }
    var s = saved && saved.scenario;
    if (!s || typeof s !== "object" || saved.game !== game || s.game !== game) { return null; }
    s.actions = Array.isArray(s.actions) ? s.actions : [];
    var labels = Array.isArray(saved.labels) ? saved.labels.slice(0, s.actions.length) : [];
    return {state: {scenario: s, labels: labels}, question: typeof saved.question === "string" ? saved.question : ""};
  }

  function start() {
    root = byId("builder");
    if (!root || !window.fetch || !window.DOMParser) { return; }
    game = root.getAttribute("data-game");
    source = root.getAttribute("data-from") || "";
    vocab = JSON.parse(root.getAttribute("data-vocabulary"));
    state = {scenario: JSON.parse(root.getAttribute("data-scenario")), labels: []};
    state.scenario.actions = state.scenario.actions || [];
    initial = snapshot();
    initialQuestion = byId("b-question").defaultValue;
    var saved = kept();
    byId("b-question").value = saved ? saved.question : initialQuestion;
    if (saved) { state = saved.state; }
    holdRedrawsWhilePressed();
    selectNumbersOnFocus();
    byId("b-undo").addEventListener("click", function () {
      if (!history.length) { return; }
      var entry = history.pop(), question = byId("b-question");
      state = JSON.parse(entry.state);
      /* the question the change replaced, unless it was typed over since */
      if (entry.questionAfter !== entry.question && question.value === entry.questionAfter) { question.value = entry.question; }
      byId("b-status").textContent = "";
      render();
    });
    byId("b-reset").addEventListener("click", askReset);
    byId("b-import").addEventListener("click", importJson);
    byId("b-json").addEventListener("input", function () { jsonDirty = true; });
    byId("b-share").addEventListener("click", share);
    byId("b-question").addEventListener("input", keep);
    byId("b-question").addEventListener("change", function () {  // the share link carries it
      if (timer) { clearTimeout(timer); }
      timer = setTimeout(refresh, 50);
    });
    byId("b-export").addEventListener("submit", function () {
      this.elements.scenario.value = JSON.stringify(scenario());
      this.elements.question.value = byId("b-question").value;
    });
    render();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
