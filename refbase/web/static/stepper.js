/* refbase step-through: one board position at a time, with previous/next buttons, a slider
 * and the arrow keys (Left/Right, Home/End) on the replay.
 *
 * Progressive: the server renders every position as a list item (li.frame inside
 * [data-stepper]), which is what a reader without JavaScript sees. This only hides all but
 * one and adds the controls; it builds no board and no text from data. Content inserted later
 * (runner.js's result fragment) is picked up through the "refbase:result" event, or by
 * calling window.refbaseStepper.start(element).
 */
(function () {
  "use strict";

  function button(label, text, action) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "secondary step-" + action;
    b.setAttribute("data-step", action);
    b.setAttribute("aria-label", label);
    b.textContent = text;
    return b;
  }

  function Stepper(root) {
    this.root = root;
    this.frames = Array.prototype.slice.call(root.querySelectorAll("li.frame"));
    /* The final board first (it is the answer), unless the address names a step (#r-frame-3). */
    var named = window.location.hash ? this.frames.map(function (f) { return "#" + f.id; })
      .indexOf(window.location.hash) : -1;
    this.current = named >= 0 ? named : this.frames.length - 1;
  }

  Stepper.prototype.build = function () {
    var self = this;
    var bar = document.createElement("div");
    bar.className = "stepper-controls";
    this.prev = button("Previous step", "\u2190 Previous", "prev");
    this.next = button("Next step", "Next \u2192", "next");
    this.slider = document.createElement("input");
    this.slider.type = "range";
    this.slider.min = "0";
    this.slider.max = String(this.frames.length - 1);
    this.slider.step = "1";
    this.slider.className = "step-slider";
    this.slider.setAttribute("aria-label", "Step");
    this.status = document.createElement("output");
    this.status.className = "step-status";
    this.status.setAttribute("aria-live", "polite");
    bar.appendChild(this.prev);
    bar.appendChild(this.slider);
    bar.appendChild(this.next);
    bar.appendChild(this.status);
    var hint = document.createElement("span");
    hint.className = "step-hint";
    hint.textContent = "Keys: \u2190 \u2192, Home, End";
    bar.appendChild(hint);
    this.root.insertBefore(bar, this.root.firstChild);
    this.root.setAttribute("tabindex", "0");
    this.root.classList.add("stepping");

    this.prev.addEventListener("click", function () { self.go(self.current - 1); });
    this.next.addEventListener("click", function () { self.go(self.current + 1); });
    this.slider.addEventListener("input", function () { self.go(parseInt(self.slider.value, 10)); });
    this.root.addEventListener("keydown", function (event) { self.key(event); });
    this.go(this.current);
    this.root.setAttribute("data-stepper-ready", "true");
  };

  Stepper.prototype.key = function (event) {
    if (event.target === this.slider || event.altKey || event.ctrlKey || event.metaKey) { return; }
    var tag = event.target && event.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") { return; }
    var to = {ArrowLeft: this.current - 1, ArrowRight: this.current + 1, Home: 0, End: this.frames.length - 1}[event.key];
    if (to === undefined) { return; }
    event.preventDefault();
    this.go(to);
  };

  Stepper.prototype.go = function (index) {
    var last = this.frames.length - 1;
    this.current = Math.max(0, Math.min(last, isNaN(index) ? last : index));
    var self = this;
    this.frames.forEach(function (frame, i) { frame.hidden = i !== self.current; });
    this.slider.value = String(this.current);
    var shown = this.frames[this.current];
    this.fill(shown);
    var label = shown.querySelector(".frame-label");
    var text = (label ? label.firstChild.textContent : "").trim();
    this.status.textContent = text || ("Position " + (this.current + 1) + " of " + this.frames.length);
    this.slider.setAttribute("aria-valuetext", this.status.textContent);
    this.prev.disabled = this.current === 0;
    this.next.disabled = this.current === last;
    this.root.setAttribute("data-current", String(this.current));
  };

  var steppers = [];

  /* A link to a step (#r-frame-3) followed on the same page shows that step. */
  window.addEventListener("hashchange", function () {
    steppers.forEach(function (stepper) {
      var i = stepper.frames.map(function (f) { return "#" + f.id; }).indexOf(window.location.hash);
      if (i >= 0) { stepper.go(i); }
    });
  });

  /* A step that changed nothing on the board is sent without it (data-board-from names the
   * step whose board it is): show a copy of that board, without its "changed" marks. */
  Stepper.prototype.fill = function (frame) {
    var note = frame.querySelector(".board-same[data-board-from]");
    if (!note || frame.querySelector(".board-diagram")) { return; }
    var source = document.getElementById(note.getAttribute("data-board-from"));
    var figure = source && source.querySelector(".board-diagram");
    if (!figure) { return; }
    var copy = figure.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll(".changed"), function (card) {
      card.classList.remove("changed");
    });
    note.parentNode.insertBefore(copy, note.nextSibling);
  };

  function start(scope) {
    var roots = (scope || document).querySelectorAll("[data-stepper]");
    Array.prototype.forEach.call(roots, function (root) {
      if (root.getAttribute("data-stepper-ready")) { return; }
      var stepper = new Stepper(root);
      if (stepper.frames.length > 1) {
        stepper.build();
        steppers = steppers.filter(function (other) { return document.contains(other.root); });
        steppers.push(stepper);
      }
    });
  }

  window.refbaseStepper = {start: start};
  document.addEventListener("refbase:result", function (event) {
    start(event.target && event.target.querySelectorAll ? event.target : document);
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { start(document); });
  } else {
    start(document);
  }
}());
