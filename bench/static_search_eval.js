// Runs the static copy's search (search-core.js over the exported data) in node.
//   node bench/static_search_eval.js SEARCH-CORE.js DATA.json QUERIES.json
// QUERIES.json is a list of query strings; prints, as JSON, the first 10 (doc, id) per query.
"use strict";
const fs = require("fs");
const [corePath, dataPath, queriesPath] = process.argv.slice(2);
const core = require(require("path").resolve(corePath));
const engine = core(JSON.parse(fs.readFileSync(dataPath, "utf8")));
const queries = JSON.parse(fs.readFileSync(queriesPath, "utf8"));
const started = process.hrtime.bigint();
const out = queries.map((q) => engine.search(q, {limit: 10}).hits.slice(0, 10)
  .map((h) => [h.entry.doc, h.entry.id]));
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(JSON.stringify({results: out, ms_per_query: ms / Math.max(queries.length, 1)}));
