/* refbase scenario runner: runs the editor's scenario in place.
 * The server renders the result (the same template as the no-JavaScript page that the form
 * posts to at /scenarios/run): this posts the editor's text to /scenarios/result and puts
 * the HTML fragment that answers into the result area. Nothing here builds a result.
 */
(function () {
  "use strict";

  /* The answer's nodes, parsed inertly (DOMParser runs no script) and adopted into the page. */
  function fragment(html) {
    var parsed = new DOMParser().parseFromString(html, "text/html");
    return Array.prototype.map.call(parsed.body.childNodes, function (node) {
      return document.importNode(node, true);
    });
  }

  function problem(text) {
    var box = document.createElement("div");
    box.className = "message error";
    box.setAttribute("role", "alert");
    var p = document.createElement("p");
    p.textContent = text;
    box.appendChild(p);
    return box;
  }

  function Runner(form) {
    this.form = form;
    this.editor = form.querySelector("textarea");
    this.result = document.getElementById("result");
    this.endpoint = form.getAttribute("data-result");
    this.initial = this.editor.value;
    this.button = form.querySelector("button[type=submit]");
  }

  Runner.prototype.show = function (nodes) {
    while (this.result.firstChild) { this.result.removeChild(this.result.firstChild); }
    var self = this;
    nodes.forEach(function (n) { self.result.appendChild(n); });
    var heading = this.result.querySelector("h2, .message");
    if (heading && heading.scrollIntoView) { heading.scrollIntoView({block: "nearest"}); }
    /* Whoever enhances results (stepper.js, embed.js's rule tooltips) picks up the new nodes. */
    if (window.refbase && typeof window.refbase.refresh === "function") { window.refbase.refresh(this.result); }
    this.result.dispatchEvent(new CustomEvent("refbase:result", {bubbles: true}));
  };

  Runner.prototype.run = function () {
    var self = this;
    this.button.disabled = true;
    this.result.setAttribute("aria-busy", "true");
    return fetch(this.endpoint, {
      method: "POST",
      headers: {"Content-Type": "application/json", "Accept": "text/html"},
      body: this.editor.value,
      credentials: "same-origin"
    }).then(function (response) {
      return response.text().then(function (html) {
        if (response.ok || response.status === 422) {
          self.show(fragment(html));
        } else {
          self.show([problem("Could not run the scenario: the server answered " + response.status + ".")]);
        }
      });
    }).catch(function () {
      self.show([problem("Could not reach the server. Check your connection and run again.")]);
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
          self.run();  // not JSON: the server says where, in the same words as a run
        }
      });
    });
    this.form.setAttribute("data-ready", "true");
  };

  function start() {
    var form = document.getElementById("runner");
    if (form && window.fetch && window.DOMParser) { new Runner(form).start(); }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
