/* Starts Swagger UI on /api-docs (kept out of the page so the Content-Security-Policy can
 * forbid inline script). */
(function () {
  "use strict";
  function start() {
    var target = document.getElementById("swagger-ui");
    if (!target || typeof window.SwaggerUIBundle !== "function") { return; }
    window.SwaggerUIBundle({
      url: target.getAttribute("data-spec"),
      domNode: target,
      deepLinking: true,
      displayOperationId: true,
      tryItOutEnabled: false
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
