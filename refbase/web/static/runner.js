/* refbase scenario runner: posts the editor's JSON to /api/v1/scenarios/resolve and draws
 * the answer (the page's form posts to /scenarios/run without JavaScript).
 * Everything from the scenario or the answer is inserted as text (textContent), never markup.
 */
(function () {
  "use strict";

  var CARD_COLUMNS = ["zone", "controller", "owner", "damage", "turned", "face_down", "column", "row", "attached_to"];
  var PLAYER_COLUMNS = ["power", "burned_for_victory", "vitality", "momentum"];

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === "text") { node.textContent = attrs[key]; } else { node.setAttribute(key, attrs[key]); }
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) { return; }
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function display(value) {
    if (value === null || value === undefined) { return "\u2014"; }
    if (value === true) { return "yes"; }
    if (value === false) { return "no"; }
    if (typeof value === "object") { return JSON.stringify(value).replace(/,"/g, ", \"").replace(/":/g, "\": "); }
    return String(value);
  }

  function safeHref(url) {
    try {
      var parsed = new URL(url, window.location.href);
      return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : "#";
    } catch (e) {
      return "#";
    }
  }

  function names(payload, depth, found) {
    found = found || {};
    if (depth > 6 || payload === null || typeof payload !== "object") { return found; }
    if (Array.isArray(payload)) {
      payload.forEach(function (v) { names(v, depth + 1, found); });
      return found;
    }
    var id = payload.id, name = payload.title || payload.name;
    if (typeof id === "string" && typeof name === "string" && !Object.prototype.hasOwnProperty.call(found, id)) {
      found[id] = typeof payload.subtitle === "string" && payload.subtitle ? name + ", " + payload.subtitle : name;
    }
    Object.keys(payload).forEach(function (k) { names(payload[k], depth + 1, found); });
    return found;
  }

  function columns(rows, preferred) {
    var keys = {};
    rows.forEach(function (row) {
      if (row && typeof row === "object") { Object.keys(row).forEach(function (k) { keys[k] = true; }); }
    });
    var first = preferred.filter(function (k) { return keys[k]; });
    var rest = Object.keys(keys).filter(function (k) { return preferred.indexOf(k) < 0; }).sort();
    return first.concat(rest);
  }

  function Runner(form) {
    this.form = form;
    this.editor = form.querySelector("textarea");
    this.result = document.getElementById("result");
    this.api = form.getAttribute("data-api");
    try { this.labels = JSON.parse(form.getAttribute("data-labels") || "{}"); } catch (e) { this.labels = {}; }
    this.initial = this.editor.value;
    this.button = form.querySelector("button[type=submit]");
  }

  Runner.prototype.ruleLinks = function (rules) {
    var self = this;
    var p = el("p", {"class": "rules"});
    (rules || []).forEach(function (r, i) {
      if (i) { p.appendChild(document.createTextNode(", ")); }
      var label = (self.labels[r.doc] || r.doc) + " " + r.number;
      p.appendChild(el("a", {"class": "rule-cite", href: safeHref(r.html_url || "#"), title: r.title || "", text: label}));
    });
    return p;
  };

  Runner.prototype.fieldErrors = function (errors, summary) {
    var list = el("ul", {"class": "field-errors"});
    Object.keys(errors).forEach(function (field) {
      var messages = errors[field];
      list.appendChild(el("li", {}, [el("code", {text: field}), ": " + (Array.isArray(messages) ? messages.join("; ") : String(messages))]));
    });
    return el("div", {"class": "message error", role: "alert"}, [
      el("p", {}, [el("strong", {text: summary || "The scenario cannot be run."}), " Fix these fields and run it again:"]),
      list
    ]);
  };

  Runner.prototype.outcome = function (result, actions) {
    var steps = result.steps || [];
    if (result.outcome === "illegal" && result.illegal) {
      var index = result.illegal.action;
      var action = Array.isArray(actions) ? actions[index] : null;
      var what = action && typeof action === "object" && action["do"] ? " (" + action["do"] + ")" : "";
      return el("div", {"class": "message error", role: "alert"}, [
        el("p", {}, [el("strong", {text: "Illegal:"}), " ", el("code", {text: "actions[" + index + "]"}),
          what + " breaks a rule: " + result.illegal.reason]),
        result.illegal.rules && result.illegal.rules.length ? this.ruleLinksLabelled(result.illegal.rules) : null,
        el("p", {"class": "meta", text: "The steps below happened before it."})
      ]);
    }
    if (result.outcome === "pending" && result.pending) {
      var pending = result.pending;
      var options = null;
      if (pending.options && pending.options.length) {
        options = el("p", {}, ["Options: "]);
        pending.options.forEach(function (o, i) {
          if (i) { options.appendChild(document.createTextNode(", ")); }
          options.appendChild(el("code", {text: display(o)}));
        });
      }
      return el("div", {"class": "message warn", role: "status"}, [
        el("p", {}, [el("strong", {text: "Decision needed:"}), " " + pending.decision +
          (pending.player ? ", by player " + pending.player : "") + "."]),
        options,
        pending.rules && pending.rules.length ? this.ruleLinksLabelled(pending.rules) : null,
        el("p", {"class": "meta"}, ["Add the decision to ", el("code", {text: "actions"}), " and run again."])
      ]);
    }
    var winner = result.final && result.final.winner ? " Winner: player " + result.final.winner + "." : "";
    return el("div", {"class": "message ok", role: "status"}, [
      el("p", {}, [el("strong", {text: "Resolved"}), " in " + steps.length + " step" + (steps.length === 1 ? "" : "s") + "." + winner])
    ]);
  };

  Runner.prototype.ruleLinksLabelled = function (rules) {
    var p = this.ruleLinks(rules);
    p.insertBefore(document.createTextNode("Rules: "), p.firstChild);
    return p;
  };

  Runner.prototype.table = function (caption, head, rows, cols, nameOf) {
    var thead = el("thead", {}, [el("tr", {}, [el("th", {scope: "col", text: head})].concat(
      cols.map(function (c) { return el("th", {scope: "col", text: c.replace(/_/g, " ")}); })))]);
    var tbody = el("tbody");
    Object.keys(rows).forEach(function (id) {
      var row = rows[id];
      var th = el("th", {scope: "row"}, nameOf(id));
      var cells = cols.map(function (c) {
        return el("td", {text: display(row && typeof row === "object" ? row[c] : row)});
      });
      tbody.appendChild(el("tr", {}, [th].concat(cells)));
    });
    return el("div", {"class": "table-wrap"}, [el("table", {"class": "board"}, [el("caption", {text: caption}), thead, tbody])]);
  };

  Runner.prototype.resolution = function (result, payload) {
    var self = this;
    var cardNames = names(payload, 0);
    var section = el("section", {"class": "resolution outcome-" + result.outcome, "aria-labelledby": "result-h"}, [
      el("h2", {id: "result-h", tabindex: "-1", text: "Result"}),
      this.outcome(result, payload && payload.actions),
      el("h3", {text: "Steps"})
    ]);
    var steps = result.steps || [];
    if (steps.length) {
      var list = el("ol", {"class": "timeline"});
      steps.forEach(function (step) {
        list.appendChild(el("li", {"class": "step"}, [
          el("span", {"class": "phase", text: String(step.phase || "").replace(/_/g, " ")}),
          el("p", {"class": "step-text", text: step.text}),
          step.rules && step.rules.length ? self.ruleLinks(step.rules) : null
        ]));
      });
      section.appendChild(list);
    } else {
      section.appendChild(el("p", {"class": "meta", text: "No step was taken."}));
    }
    var final = result.final || {};
    section.appendChild(el("h3", {text: "Final board"}));
    var cards = final.cards || {};
    if (Object.keys(cards).length) {
      section.appendChild(this.table("Cards", "Card", cards, columns(Object.keys(cards).map(function (k) { return cards[k]; }), CARD_COLUMNS),
        function (id) { return [Object.prototype.hasOwnProperty.call(cardNames, id) ? cardNames[id] : id, " ", el("span", {"class": "meta", text: id})]; }));
    }
    var players = final.players || {};
    if (Object.keys(players).length) {
      section.appendChild(this.table("Players", "Player", players, columns(Object.keys(players).map(function (k) { return players[k]; }), PLAYER_COLUMNS),
        function (id) { return [id]; }));
    }
    var attack = final.attack;
    var facts = [];
    if (attack && typeof attack === "object" && !Array.isArray(attack)) {
      facts.push(el("dt", {text: "Attack"}), el("dd", {text: "status" in attack ? display(attack.status) : "\u2014"}));
      Object.keys(attack).forEach(function (key) {
        if (key !== "status") { facts.push(el("dt", {text: key.replace(/_/g, " ")}), el("dd", {text: display(attack[key])})); }
      });
    } else {
      facts.push(el("dt", {text: "Attack"}), el("dd", {text: display(attack)}));
    }
    facts.push(el("dt", {text: "Winner"}), el("dd", {text: final.winner || "none yet"}));
    section.appendChild(el("dl", {"class": "attack"}, facts));
    return section;
  };

  Runner.prototype.show = function (nodes) {
    while (this.result.firstChild) { this.result.removeChild(this.result.firstChild); }
    var self = this;
    nodes.forEach(function (n) { self.result.appendChild(n); });
    var heading = this.result.querySelector("h2, .message");
    if (heading && heading.scrollIntoView) { heading.scrollIntoView({block: "nearest"}); }
  };

  /* Where JSON text first goes wrong (browsers' messages do not always say): an index. */
  function errorPosition(text) {
    var i = 0;
    function ws() { while (i < text.length && " \t\r\n".indexOf(text.charAt(i)) >= 0) { i += 1; } }
    function fail() { throw i; }
    function literal(word) { if (text.slice(i, i + word.length) !== word) { fail(); } i += word.length; }
    function string() {
      i += 1;
      while (i < text.length && text.charAt(i) !== "\"") {
        if (text.charAt(i) === "\\") { i += 1; }
        else if (text.charCodeAt(i) < 32) { fail(); }
        i += 1;
      }
      if (i >= text.length) { fail(); }
      i += 1;
    }
    function value() {
      ws();
      var c = text.charAt(i);
      if (c === "{") {
        i += 1; ws();
        if (text.charAt(i) === "}") { i += 1; return; }
        for (;;) {
          ws(); if (text.charAt(i) !== "\"") { fail(); }
          string(); ws(); if (text.charAt(i) !== ":") { fail(); }
          i += 1; value(); ws();
          if (text.charAt(i) === ",") { i += 1; continue; }
          if (text.charAt(i) === "}") { i += 1; return; }
          fail();
        }
      } else if (c === "[") {
        i += 1; ws();
        if (text.charAt(i) === "]") { i += 1; return; }
        for (;;) {
          value(); ws();
          if (text.charAt(i) === ",") { i += 1; continue; }
          if (text.charAt(i) === "]") { i += 1; return; }
          fail();
        }
      } else if (c === "\"") { string(); }
      else if (c === "t") { literal("true"); }
      else if (c === "f") { literal("false"); }
      else if (c === "n") { literal("null"); }
      else {
        var m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i));
        if (!m) { fail(); }
        i += m[0].length;
      }
    }
    try { value(); ws(); return i < text.length ? i : -1; } catch (at) { return typeof at === "number" ? at : -1; }
  }

  Runner.prototype.syntaxError = function (error, text) {
    var message = error.message || "not valid JSON";
    var at = errorPosition(text);
    if (at >= 0) {
      var before = text.slice(0, at).split("\n");
      message = "line " + before.length + ", column " + (before[before.length - 1].length + 1) + ": " + message;
    }
    return this.fieldErrors({JSON: [message]}, "The scenario is not valid JSON.");
  };

  Runner.prototype.run = function () {
    var self = this;
    var text = this.editor.value;
    var payload;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      this.show([this.syntaxError(error, text)]);
      return Promise.resolve();
    }
    this.button.disabled = true;
    this.result.setAttribute("aria-busy", "true");
    return fetch(this.api, {
      method: "POST",
      headers: {"Content-Type": "application/json", "Accept": "application/json"},
      body: text,
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (body) {
        if (response.ok && body) {
          self.show([self.resolution(body, payload)]);
        } else if (body && body.errors) {
          self.show([self.fieldErrors(body.errors, body.detail ? "The scenario is malformed: " + body.detail : "")]);
        } else {
          var detail = body && body.detail ? body.detail : "the server answered " + response.status;
          self.show([el("div", {"class": "message error", role: "alert"}, [el("p", {text: "Could not run the scenario: " + detail})])]);
        }
      });
    }).catch(function () {
      self.show([el("div", {"class": "message error", role: "alert"}, [el("p", {text: "Could not reach the server. Check your connection and run again."})])]);
    }).then(function () {
      self.button.disabled = false;
      self.result.removeAttribute("aria-busy");
    });
  };

  Runner.prototype.start = function () {
    var self = this;
    this.form.addEventListener("submit", function (event) {
      event.preventDefault();
      self.run();
    });
    Array.prototype.forEach.call(this.form.querySelectorAll("button[data-action]"), function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        if (button.getAttribute("data-action") === "reset") {
          self.editor.value = self.initial;
          return;
        }
        try {
          self.editor.value = JSON.stringify(JSON.parse(self.editor.value), null, 2);
        } catch (error) {
          self.show([self.syntaxError(error, self.editor.value)]);
        }
      });
    });
    this.form.setAttribute("data-ready", "true");
  };

  function start() {
    var form = document.getElementById("runner");
    if (form && window.fetch && window.JSON) { new Runner(form).start(); }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
