/* refbase embed.js: rule citations with a preview, on any page.
 *
 *   <script src="https://RULES-HOST/embed.js" defer></script>
 *
 * turns links to refbase rule pages (https://RULES-HOST/rules/<doc>/<id>) and elements with
 * data-rule="28.6.1" (optional data-doc="ufs-living-rules") into citations with a tooltip
 * showing the rule's number, title and text on hover and keyboard focus. On a touch screen
 * (no hover) the first tap on a citation shows its preview, with a link to open it; a second
 * tap on the citation follows it, a tap elsewhere closes the preview. Elements with
 * data-card="Card Title" get the card's tooltip (an unknown title is marked refbase-unresolved).
 * window.refbase.refresh([element]) enhances content added later. data-scope="selector" on the
 * script tag enhances only inside the elements it matches (a rule page: its text and its
 * references, not its menus).
 *
 * Lookups go to the refbase API of this script's own origin and are cached. Everything
 * inserted into the page is text (textContent), never markup.
 *
 * A citation is marked broken (struck through) only when the API answers that it names
 * nothing (404, or a problem document for a malformed citation). A 5xx, a timeout, a network
 * or CORS failure leaves the page as it was, says so in the console and retries later with
 * backoff. Options on the script tag: data-timeout (ms, default 8000), data-retry (first retry
 * delay in ms, default 2000; doubles, 5 attempts), data-css="none".
 */
(function () {
  "use strict";

  var MODE = "api"; // `refbase export-site` writes "static" here: lookups read the search index file
  var TEXT_CHARS = 420;
  var RETRIES = 5;

  if (window.refbase && typeof window.refbase.refresh === "function") { return; }

  var script = document.currentScript;
  if (!script) {
    var candidates = document.querySelectorAll("script[src*='embed.js']");
    script = candidates[candidates.length - 1];
  }
  if (!script) { return; }
  var scriptUrl = new URL(script.src, window.location.href);
  var root = scriptUrl.origin + scriptUrl.pathname.replace(/(static\/)?embed\.js$/, "");
  var rootUrl = new URL(root);
  var timeoutMs = positive(script.getAttribute("data-timeout"), 8000);
  var retryMs = positive(script.getAttribute("data-retry"), 2000);

  var cache = {};
  var PHONE_WIDTH = 600;  // narrower than this, a tooltip with no room above is a bottom sheet
  var documentsPromise = null;
  var staticIndex = null;
  var enhanced = typeof WeakMap === "function" ? new WeakMap() : null;
  var tip = null;
  var current = null;
  var hideTimer = null;
  var tapped = null;    // the citation whose preview a tap opened: the next tap on it follows it
  var pointer = "";     // the kind of pointer last pressed ("touch", "mouse", "pen")
  var pressedInTip = false;  // the last press was inside the preview

  function positive(value, fallback) {
    var n = parseInt(value || "", 10);
    return n > 0 ? n : fallback;
  }

  /* ---------- lookups ---------- */

  /* The API said the citation names nothing: the only failure that marks a citation broken. */
  function NotFound(message) { this.message = message; this.notFound = true; }
  NotFound.prototype = Object.create(Error.prototype);

  function definitive(response) {
    var type = response.headers.get("Content-Type") || "";
    return response.status === 404 || (response.status === 400 && type.indexOf("application/problem+json") === 0);
  }

  function getJSON(url) {
    var controller = typeof AbortController === "function" ? new AbortController() : null;
    var timer = controller ? setTimeout(function () { controller.abort(); }, timeoutMs) : null;
    var options = {credentials: "omit", headers: {"Accept": "application/json"}};
    if (controller) { options.signal = controller.signal; }
    return fetch(url, options).then(function (response) {
      if (definitive(response)) { throw new NotFound("HTTP " + response.status); }
      if (!response.ok) { throw new Error("HTTP " + response.status); }
      return response.json();
    }).then(function (data) {
      clearTimeout(timer);
      return data;
    }, function (error) {
      clearTimeout(timer);
      if (error && error.name === "AbortError") { throw new Error("no answer within " + timeoutMs + " ms"); }
      throw error;
    });
  }

  function warn(message, error) {
    if (window.console && console.warn) {
      console.warn("refbase embed.js: " + message + " (" + (error && error.message ? error.message : error) +
                   "); the citation is left as it is and will be tried again.");
    }
  }

  function safeUrl(url) {
    try {
      var parsed = new URL(url, root);
      var local = parsed.protocol === "file:" && location.protocol === "file:";  // a copy opened from disk
      return parsed.protocol === "http:" || parsed.protocol === "https:" || local ? parsed.href : null;
    } catch (e) {
      return null;
    }
  }

  function normalise(data) {
    if (!data || typeof data !== "object") { throw new Error("no rule"); }
    return {
      doc: String(data.doc || ""), number: String(data.number || ""), title: String(data.title || ""),
      text: String(data.text || ""), url: safeUrl(String(data.html_url || "")),
      cite: String(data.cite || ""), older: data.authority === false,
      supersededBy: data.superseded_by ? String(data.superseded_by) : ""
    };
  }

  /* data-card="Card Title": the card's slug as refbase makes it (refbase/cards/slugs.py). */
  function cardSlug(title) {
    var folded = String(title).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    return folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "card";
  }

  function cardItem(card) {
    var facts = [card.type ? card.type.replace(/_/g, " ") : "", card.faction || "",
                 card.fighting !== null && card.fighting !== undefined ? "Fighting " + card.fighting : ""];
    return {doc: "Shadowfist card", number: card.title, title: card.subtitle || "",
            text: [facts.filter(Boolean).join(" \u00b7 "), card.text || ""].filter(Boolean).join(". "),
            html_url: card.html_url};
  }

  /* The copy's search data as a script: what a page opened from disk (file://) or a host
   * sending no CORS headers can still load, where fetching JSON is refused. */
  function scriptData() {
    return new Promise(function (resolve, reject) {
      if (window.REFBASE_SEARCH_DATA) { resolve(window.REFBASE_SEARCH_DATA); return; }
      var tag = document.createElement("script");
      tag.src = root + "static/search-data.js";
      tag.onload = function () {
        if (window.REFBASE_SEARCH_DATA) { resolve(window.REFBASE_SEARCH_DATA); } else { reject(new Error("no search data in " + tag.src)); }
      };
      tag.onerror = function () { reject(new Error("could not load " + tag.src)); };
      document.head.appendChild(tag);
    });
  }

  function loadStaticIndex() {
    if (!staticIndex) {
      var source = location.protocol === "file:" ? scriptData()
        : getJSON(root + "static/search-index.json").catch(function (error) {
          if (error && error.notFound) { throw error; }
          return scriptData();
        });
      staticIndex = source.then(function (index) {
        var byKey = {};
        index.entries.forEach(function (e) {
          var item = {doc: e[0], id: e[1], number: e[2] || e[1], title: e[3], text: e[5] || ""};
          byKey[e[0] + " " + e[1]] = item;
          if (e[2] && !byKey[e[0] + " " + e[2]]) { byKey[e[0] + " " + e[2]] = item; }
        });
        index.byKey = byKey;
        return index;
      });
      staticIndex.catch(function () { staticIndex = null; });
    }
    return staticIndex;
  }

  function staticItem(index, doc, key) {
    var item = index.byKey[doc + " " + key];
    if (!item) { throw new NotFound("no rule"); }
    var info = index.documents.filter(function (d) { return d.id === item.doc; })[0] || {};
    var authority = index.documents.filter(function (d) { return d.game === info.game && d.authority; })[0];
    var prefix = (info.prefixes || [])[0] || item.doc;
    return {doc: item.doc, number: item.number, title: item.title, text: item.text,
            cite: prefix + " " + item.number, authority: info.authority !== false,
            superseded_by: info.authority === false && authority ? authority.id : null,
            html_url: root + "rules/" + encodeURIComponent(item.doc) + "/" + encodeURIComponent(item.id) + "/" +
              (location.protocol === "file:" ? "index.html" : "")};  // from disk a folder is not its page
  }

  function staticCite(index, ref, doc) {
    var text = ref.replace(/\s+/g, " ").trim();
    var lowered = text.toLowerCase();
    var named = null;
    var prefixes = [];
    index.documents.forEach(function (d) {
      prefixes.push([d.id.toLowerCase(), d.id]);
      (d.prefixes || []).forEach(function (p) { prefixes.push([p.toLowerCase(), d.id]); });
    });
    prefixes.sort(function (a, b) { return b[0].length - a[0].length; });
    for (var i = 0; i < prefixes.length; i++) {
      var p = prefixes[i][0];
      if (lowered.indexOf(p) === 0 && (text.length === p.length || !/[A-Za-z0-9]/.test(text.charAt(p.length)))) {
        named = prefixes[i][1];
        text = text.slice(p.length).replace(/^[\s:]+/, "");
        break;
      }
    }
    var key = text.replace(/^(rules?|section|sec\.?|§)\s*/i, "").replace(/[.,;:)]+$/, "").replace(/^\(/, "");
    var target = named || doc;
    if (!target) {
      var fallback = index.documents.filter(function (d) { return d["default"]; })[0];
      target = fallback ? fallback.id : index.documents[0].id;
      if (!index.byKey[target + " " + key]) {
        var holders = index.documents.filter(function (d) { return index.byKey[d.id + " " + key]; });
        if (holders.length === 1) { target = holders[0].id; }
      }
    }
    return staticItem(index, target, key);
  }

  function lookup(kind, a, b) {
    var key = kind + "\u0000" + a + "\u0000" + (b || "");
    if (!cache[key]) {
      var promise;
      if (MODE === "static") {
        promise = loadStaticIndex().then(function (index) {
          return kind === "rule" ? staticCite(index, a, b) : staticItem(index, a, b);
        });
      } else if (kind === "card") {
        promise = getJSON(root + "api/v1/cards/" + encodeURIComponent(cardSlug(a))).then(cardItem);
      } else if (kind === "rule") {
        promise = getJSON(root + "api/v1/cite?ref=" + encodeURIComponent(a) + (b ? "&doc=" + encodeURIComponent(b) : ""));
      } else {
        promise = getJSON(root + "api/v1/documents/" + encodeURIComponent(a) + "/sections/" + encodeURIComponent(b));
      }
      cache[key] = promise.then(normalise);
      cache[key].catch(function (error) {
        if (!error || !error.notFound) { delete cache[key]; }  // a passing failure: ask again next time
      });
    }
    return cache[key];
  }

  function documentTitles() {
    if (!documentsPromise) {
      var source = MODE === "static" ? loadStaticIndex() : getJSON(root + "api/v1/documents");
      documentsPromise = source.then(function (data) {
        var titles = {};
        (data.documents || []).forEach(function (d) { titles[d.id] = String(d.title || d.id); });
        return titles;
      });
      documentsPromise.catch(function () { documentsPromise = null; });
    }
    return documentsPromise;
  }

  /* ---------- the tooltip ---------- */

  function ensureStyles() {
    if (script.getAttribute("data-css") === "none" || document.getElementById("refbase-embed-css")) { return; }
    var link = document.createElement("link");
    link.id = "refbase-embed-css";
    link.rel = "stylesheet";
    link.href = root + "static/embed.css";
    (document.head || document.documentElement).appendChild(link);
  }

  function part(tag, cls) {
    var node = document.createElement(tag);
    node.className = cls;
    return node;
  }

  function ensureTip() {
    if (tip) { return tip; }
    tip = part("div", "refbase-tip");
    tip.id = "refbase-tip";
    tip.setAttribute("role", "tooltip");
    tip.hidden = true;
    var head = part("p", "refbase-tip-head");
    head.appendChild(part("span", "refbase-tip-num"));
    head.appendChild(document.createTextNode(" "));
    head.appendChild(part("span", "refbase-tip-title"));
    tip.appendChild(head);
    tip.appendChild(part("p", "refbase-tip-text"));
    tip.appendChild(part("p", "refbase-tip-doc"));
    tip.appendChild(part("p", "refbase-tip-older"));
    var open = part("p", "refbase-tip-open");
    open.appendChild(document.createElement("a"));
    open.hidden = true;
    tip.appendChild(open);
    tip.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
    tip.addEventListener("mouseleave", function () { hideSoon(); });
    document.body.appendChild(tip);
    return tip;
  }

  /* Every fill is followed by place(): the new text is laid out where it cannot widen the page. */
  function fill(num, title, text, doc, older) {
    park();
    tip.querySelector(".refbase-tip-num").textContent = num;
    tip.querySelector(".refbase-tip-title").textContent = title;
    tip.querySelector(".refbase-tip-text").textContent = text;
    tip.querySelector(".refbase-tip-doc").textContent = doc;
    var note = tip.querySelector(".refbase-tip-older");
    note.textContent = older || "";
    note.hidden = !older;
  }

  /* After a tap, the preview offers its page: the tap that showed it did not follow the link. */
  function offerOpen(element, info, url) {
    var open = tip.querySelector(".refbase-tip-open"), target = focusTarget(element);
    var href = url || (target.tagName === "A" ? target.href : "");
    open.hidden = tapped !== element || !href;
    if (open.hidden) { return; }
    open.firstChild.href = href;
    open.firstChild.textContent = info.kind === "card" ? "Open the card" : "Open the rule";
  }

  function olderNote(rule, titles) {
    if (!rule.older) { return ""; }
    var authority = rule.supersededBy ? (titles[rule.supersededBy] || rule.supersededBy) : "the current rulebook";
    return "Older document, superseded: where it differs, the " + authority + " stands.";
  }

  function shorten(text) {
    var flat = text.replace(/\s+/g, " ").trim();
    if (flat.length <= TEXT_CHARS) { return flat; }
    return flat.slice(0, TEXT_CHARS - 1).replace(/\s+\S*$/, "") + "\u2026";
  }

  /* Above the citation, or beside it when there is no room above: never over the line below,
   * which the reader is about to read. On a phone, with no room above, a full-width sheet at
   * the bottom of the screen, or at the top when the citation is down there; a sheet taller
   * than the room it has scrolls inside, so it never covers the citation it previews.
   *
   * It is filled and measured parked at the window's top left corner: laid out where it was
   * (placed for its short "Loading..." state, then filled), a preview sticking out past the
   * right edge makes a phone zoom out for a moment, which scrolls a page shown at its very
   * bottom and moves the citation from under the finger. */
  function park() {
    tip.style.maxWidth = "";
    tip.style.maxHeight = "";
    tip.style.overflowY = "";
    tip.style.left = window.pageXOffset + "px";
    tip.style.top = window.pageYOffset + "px";
  }

  function place(target) {
    var rect = target.getClientRects()[0] || target.getBoundingClientRect();
    var scrollX = window.pageXOffset, scrollY = window.pageYOffset;
    var viewport = document.documentElement.clientWidth;
    park();
    var width = Math.min(tip.offsetWidth || 320, viewport - 16);
    var height = tip.offsetHeight;
    var left = Math.max(8, Math.min(rect.left, viewport - width - 8));
    var top = rect.top - height - 6;
    var spaceRight = viewport - rect.right - 16, spaceLeft = rect.left - 16;
    if (top < 0 && viewport < PHONE_WIDTH) {
      tip.style.maxWidth = (viewport - 16) + "px";
      height = tip.offsetHeight;
      var screenHeight = window.innerHeight || document.documentElement.clientHeight;
      var below = screenHeight - 8 - (rect.bottom + 2 * rect.height), above = rect.top - 6 - 8;
      if (height > below && height > above) {
        height = Math.max(below, above, 48);
        tip.style.maxHeight = height + "px";
        tip.style.overflowY = "auto";
      }
      top = height <= below ? screenHeight - height - 8 : Math.max(8, rect.top - 6 - height);
      left = 8;
    } else if (top < 0 && Math.max(spaceRight, spaceLeft) >= 180) {
      var right = spaceRight >= Math.min(width, 320) || spaceRight >= spaceLeft;
      var room = right ? spaceRight : spaceLeft;
      if (width > room) { tip.style.maxWidth = room + "px"; width = room; }
      left = right ? rect.right + 8 : rect.left - width - 8;
      top = Math.max(8, rect.top);
    } else if (top + scrollY < 0) {
      top = -scrollY;  // the very top of the page: as high as it can go
    }
    tip.style.left = (left + scrollX) + "px";
    tip.style.top = (top + scrollY) + "px";
  }

  function focusTarget(element) {
    var link = element.tagName === "A" ? element : element.querySelector("a.refbase-link");
    return link || element;
  }

  function show(element) {
    var info = enhanced ? enhanced.get(element) : element.__refbase;
    if (!info) { return; }
    clearTimeout(hideTimer);
    ensureTip();
    if (current && current !== element) { focusTarget(current).removeAttribute("aria-describedby"); }
    current = element;
    focusTarget(element).setAttribute("aria-describedby", tip.id);
    fill(info.label, "", "Loading\u2026", "");
    offerOpen(element, info, "");
    tip.hidden = false;
    place(element);
    var titles = documentTitles().catch(function () { return {}; });
    Promise.all([lookup(info.kind, info.a, info.b), titles]).then(function (results) {
      if (current !== element) { return; }
      var rule = results[0];
      fill(rule.cite || rule.number, rule.title, shorten(rule.text), results[1][rule.doc] || rule.doc,
           olderNote(rule, results[1]));
      offerOpen(element, info, rule.url);
      place(element);
    }, function (error) {
      if (current !== element) { return; }
      if (error && error.notFound) {
        element.classList.add("refbase-unresolved");  // a link to a section that does not exist: struck too
        fill(info.label, "", info.kind === "card" ? "No card has this title." : "No rule found for this citation.", "");
      } else {
        warn("could not look up " + info.label, error);
        fill(info.label, "", "The rules server did not answer; try again in a moment.", "");
      }
      place(element);
    });
  }

  function hide() {
    if (!tip) { return; }
    tip.hidden = true;
    if (current) { focusTarget(current).removeAttribute("aria-describedby"); }
    current = null;
    tapped = null;
    pressedInTip = false;
  }

  function hideSoon() {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, 150);
  }

  /* ---------- finding citations ---------- */

  function sectionFromLink(anchor) {
    var href = anchor.getAttribute("href");
    if (!href) { return null; }
    var url;
    try { url = new URL(href, window.location.href); } catch (e) { return null; }
    if (url.origin !== rootUrl.origin || url.pathname.indexOf(rootUrl.pathname + "rules/") !== 0) { return null; }
    var rest = url.pathname.slice(rootUrl.pathname.length + "rules/".length).replace(/\/(index\.html)?$/, "").replace(/\.html$/, "");
    var parts = rest.split("/");
    if (parts.length !== 2 || !parts[0] || !parts[1] || parts[1] === "all") { return null; }
    try {
      return {doc: decodeURIComponent(parts[0]), id: decodeURIComponent(parts[1])};
    } catch (e) {
      return null;
    }
  }

  function remember(element, info) {
    if (enhanced) { enhanced.set(element, info); } else { element.__refbase = info; }
    element.addEventListener("mouseenter", function () { show(element); });
    element.addEventListener("mouseleave", hideSoon);
    element.addEventListener("focusin", function () { show(element); });
    element.addEventListener("focusout", function (event) {
      /* A press inside the preview (its text, to read on or select) takes the focus off the
       * citation without leaving it: only a press or a focus outside the preview closes it. */
      if (tip && (pressedInTip || tip.contains(event.relatedTarget))) { return; }
      hideSoon();
    });
    element.addEventListener("click", function (event) {
      if (!byTouch(event) || (tip && tip.contains(event.target))) { return; }
      if (tapped === element && current === element && !tip.hidden) { return; }  // the second tap follows it
      event.preventDefault();
      tapped = element;
      show(element);
    });
  }

  /* A click made by a finger: the click's own pointer type where the browser gives it; else the
   * last pointer pressed (a keyboard's click has no pointer and a detail of 0). */
  function byTouch(event) {
    if (event.pointerType) { return event.pointerType === "touch"; }
    return event.detail > 0 && pointer === "touch";
  }

  function known(element) {
    return enhanced ? enhanced.has(element) : Boolean(element.__refbase);
  }

  function wrapInLink(element, rule) {
    if (!rule.url || element.tagName === "A" || element.querySelector("a") || element.closest("a")) { return; }
    var link = document.createElement("a");
    link.className = "refbase-link";
    link.href = rule.url;
    if (!element.textContent.replace(/\s+/g, "")) {
      link.textContent = element.getAttribute("data-rule");
    } else {
      while (element.firstChild) { link.appendChild(element.firstChild); }
    }
    var hadFocus = document.activeElement === element;
    element.appendChild(link);
    if (element.getAttribute("data-refbase-tabindex") === "added") {
      element.removeAttribute("tabindex");
      element.removeAttribute("data-refbase-tabindex");
    }
    if (hadFocus) { link.focus(); }
  }

  function enhanceRule(element) {
    var ref = (element.getAttribute("data-rule") || "").slice(0, 200);
    if (!ref.trim()) { return; }
    var doc = (element.getAttribute("data-doc") || "").slice(0, 64) || null;
    var info = {kind: "rule", a: ref, b: doc, label: ref};
    element.classList.add("refbase-cite");
    if (element.tagName !== "A" && !element.hasAttribute("tabindex") && !element.closest("a")) {
      element.setAttribute("tabindex", "0");
      element.setAttribute("data-refbase-tabindex", "added");
    }
    if (!element.textContent.replace(/\s+/g, "")) { element.textContent = ref; }
    remember(element, info);
    resolveRule(element, ref, doc, 0);
  }

  /* Link the citation once it resolves; strike it only when the API says it names nothing. */
  function resolveRule(element, ref, doc, attempt) {
    lookup("rule", ref, doc).then(function (rule) {
      wrapInLink(element, rule);
    }, function (error) {
      if (error && error.notFound) {
        element.classList.add("refbase-unresolved");
        return;
      }
      warn("could not look up " + ref, error);
      if (attempt + 1 < RETRIES && element.isConnected !== false) {
        setTimeout(function () { resolveRule(element, ref, doc, attempt + 1); }, retryMs * Math.pow(2, attempt));
      }
    });
  }

  function enhanceCard(element) {
    var title = (element.getAttribute("data-card") || "").slice(0, 200);
    if (!title.trim()) { return; }
    element.classList.add("refbase-cite");
    if (element.tagName !== "A" && !element.hasAttribute("tabindex") && !element.closest("a")) {
      element.setAttribute("tabindex", "0");
    }
    if (!element.textContent.replace(/\s+/g, "")) { element.textContent = title; }
    remember(element, {kind: "card", a: title, b: null, label: title});
    lookup("card", title, null).then(null, function (error) {
      if (error && error.notFound) { element.classList.add("refbase-unresolved"); }  /* reported, not guessed */
    });
  }

  function enhanceLink(anchor) {
    var target = sectionFromLink(anchor);
    if (!target) { return; }
    anchor.classList.add("refbase-cite");
    remember(anchor, {kind: "section", a: target.doc, b: target.id, label: target.id});
  }

  function refresh(container) {
    var scope = container && container.querySelectorAll ? container : document;
    ensureStyles();
    var nodes = Array.prototype.slice.call(scope.querySelectorAll("[data-rule], [data-card], a[href]"));
    if (scope !== document && scope.matches && scope.matches("[data-rule], [data-card], a[href]")) { nodes.unshift(scope); }
    nodes.forEach(function (node) {
      if (known(node) || (tip && tip.contains(node)) || (node.closest && node.closest(".refbase-cite") && node.classList.contains("refbase-link"))) { return; }
      if (node.hasAttribute("data-rule")) { enhanceRule(node); } else if (node.hasAttribute("data-card")) { enhanceCard(node); } else { enhanceLink(node); }
    });
  }

  document.addEventListener("keydown", function (event) {
    pressedInTip = false;  // the keyboard moves the focus on: leaving the citation closes its preview
    if (event.key === "Escape") { hide(); }
  }, true);
  document.addEventListener("pointerdown", function (event) {
    pointer = event.pointerType || "";
    pressedInTip = Boolean(tip && !tip.hidden && tip.contains(event.target));
  }, true);
  /* A tap anywhere but the tapped citation and its preview closes the preview. */
  document.addEventListener("click", function (event) {
    if (tapped && !tapped.contains(event.target) && !(tip && tip.contains(event.target))) { hide(); }
  }, true);

  window.refbase = {
    refresh: refresh,
    lookup: function (ref, doc) { return lookup("rule", String(ref), doc ? String(doc) : null); },
    root: root
  };

  var scope = script.getAttribute("data-scope");

  function start() {
    if (!scope) { refresh(document); return; }
    Array.prototype.forEach.call(document.querySelectorAll(scope), function (part) { refresh(part); });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
