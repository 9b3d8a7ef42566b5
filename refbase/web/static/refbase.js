/* refbase pages: progressive enhancements (every page works without this file).
 * - "Copy citation" buttons (data-copy): copy the citation and its link.
 * - Table of contents: "Expand all" / "Collapse all".
 */
(function () {
  "use strict";

  function copyWithSelection(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "visually-hidden";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy failed"));
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return copyWithSelection(text); });
    }
    return copyWithSelection(text);
  }

  function setupCopyButtons() {
    var buttons = document.querySelectorAll("button[data-copy]");
    Array.prototype.forEach.call(buttons, function (button) {
      var status = button.parentNode.querySelector(".copy-status");
      button.hidden = false;
      button.addEventListener("click", function () {
        var text = button.getAttribute("data-copy") || "";
        copy(text).then(function () {
          button.setAttribute("data-copied", text);
          if (status) { status.textContent = "Copied: " + text; }
        }, function () {
          if (status) { status.textContent = "Could not copy; select the citation above instead."; }
        });
      });
    });
  }

  function setupToc() {
    var tools = document.querySelector("[data-toc-tools]");
    if (!tools) { return; }
    tools.hidden = false;
    Array.prototype.forEach.call(tools.querySelectorAll("button[data-toc]"), function (button) {
      button.addEventListener("click", function () {
        var open = button.getAttribute("data-toc") === "open";
        Array.prototype.forEach.call(document.querySelectorAll(".toc details"), function (d) {
          d.open = open;
        });
      });
    });
  }

  function start() {
    setupCopyButtons();
    setupToc();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
