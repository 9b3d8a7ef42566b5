"""Contract fuzzing of the HTTP API with schemathesis, in-process, long run.

    python bench/fuzz_api.py                      # 300 examples per operation and mode
    python bench/fuzz_api.py --examples 2000 --seed 7 --data-dir /tmp/data

Reads `/api/v1/openapi.json` from the Flask app, generates positive (schema-valid) and negative
(schema-violating) requests for every operation and method the spec lists, sends each to the app
in-process (werkzeug test client, no network) and validates every response with schemathesis'
default checks plus this project's own (see `checks`). Prints the number of generated requests,
the failures grouped by operation and check (with a curl reproduction each), and the time taken;
exits 1 if anything failed.

The in-suite version (`tests/hardening/test_hardening_contract.py`) imports the configuration
and checks from this file, so both always apply the same contract.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis.errors import Unsatisfiable
from hypothesis.reporting import with_reporter
from schemathesis import GenerationMode
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import positive_data_acceptance

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SPEC_PATH = "/api/v1/openapi.json"

#: How this API rejects bad input: the usual 4xx, plus 413 (body, query string, `q`, `ref` over
#: their documented limits) and 431 (headers). Used for schema-violating requests.
REJECTION_STATUSES = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428",
                      "429", "431", "5xx"]

#: Operations with rules between fields that OpenAPI 3.0 cannot state (a scenario's players and
#: cards refer to one another by id, ids are unique; `card` or `designator`, exactly one):
#: a schema-valid request may still be refused (422, documented), so schemathesis'
#: `positive_data_acceptance` ("valid input rejected": 2xx/404 only) is replaced for them by
#: `documented_rejection`. Every other operation documents each constraint it enforces
#: (patterns, enums, lengths), and must accept whatever its schema allows.
CROSS_FIELD_RULES = {
    "GET /api/v1/designators/sharing": "exactly one of `card` and `designator`",
    "POST /api/v1/scenarios/resolve": "a scenario's ids are unique and refer to one another",
    "POST /api/v1/scenarios/options": "a scenario's ids are unique and refer to one another",
    "POST /api/v1/scenarios/share": "a scenario's ids are unique and refer to one another",
}
EXCLUDED_CHECKS = [positive_data_acceptance]


def excluded_checks(case: Any) -> list[Any]:
    """The checks not applied to this case: "valid input rejected" only where fields refer to
    one another (`CROSS_FIELD_RULES`)."""
    return EXCLUDED_CHECKS if case.operation.label in CROSS_FIELD_RULES else []


#: Known contract defects outside the HTTP layer, per operation: (does this failure match it,
#: explanation), reported as "known". Empty: the one found (a null designator subtitle accepted
#: though the schema said string) is fixed by documenting `subtitle` as nullable.
KNOWN_ELSEWHERE: dict[str, tuple[Callable[[Any, Exception], bool], str]] = {}

#: schemathesis sends `Accept-Encoding: gzip, deflate` (as requests does) but its WSGI transport
#: does not decode the gzip answers refbase then sends; a real HTTP client does. Compression
#: has its own tests (tests/hardening/test_hardening_responses.py).
IDENTITY = {"Accept-Encoding": "identity"}

#: What must never appear in a response body (unless the client sent it and it is echoed).
LEAK_MARKERS = ("Traceback", "site-packages", "/work/", str(PROJECT_ROOT), 'File "/')


def config() -> schemathesis.Config:
    return schemathesis.Config.from_dict(
        {"checks": {"negative_data_rejection": {"expected-statuses": REJECTION_STATUSES}}})


def spec_only_app():
    """An app for reading the spec only: generating OpenAPI never touches the rules data."""
    from refbase.app import create_app

    return create_app({"TESTING": True, "AUTO_BUILD": False,
                       "DATA_DIR": Path(tempfile.gettempdir()) / "refbase-spec-only-no-data"})


def load_schema(app: Any | None = None) -> Any:
    return schemathesis.openapi.from_wsgi(SPEC_PATH, app or spec_only_app(), config=config())


def documented_statuses(case: Any) -> set[int]:
    """Status codes the operation lists explicitly (not the `default` catch-all)."""
    responses = case.operation.definition.raw.get("responses", {})
    return {int(code) for code in responses if str(code).isdigit()}


def request_text(case: Any) -> str:
    """Everything the client sent, to tell echoes from leaks."""
    return " ".join(str(part) for part in (case.path_parameters, case.query, case.body, case.headers)
                    if part is not None)


def no_internals(ctx: Any, response: Any, case: Any) -> None:
    """No stack trace or internal path in any body (echoes of the request excepted)."""
    sent = request_text(case)
    text = response.content.decode("utf-8", "replace")
    marker = next((m for m in LEAK_MARKERS if m in text and m not in sent), None)
    assert marker is None, f"response body leaks {marker!r}: {text[:300]}"


def documented_rejection(ctx: Any, response: Any, case: Any) -> None:
    """A schema-valid request gets 2xx, 404 or an error status this operation documents."""
    if case.meta is None or not case.meta.generation.mode.is_positive:
        return
    status = response.status_code
    allowed = documented_statuses(case) | {404}
    assert 200 <= status < 300 or status in allowed, (
        f"schema-valid request answered {status}, not documented for {case.operation.label} "
        f"(documented: {sorted(allowed)})")


CHECKS: list[Callable[..., None]] = [no_internals, documented_rejection]


def known_elsewhere(case: Any, failures: FailureGroup) -> str | None:
    """The explanation if every failure is a known defect outside the HTTP layer."""
    known = KNOWN_ELSEWHERE.get(case.operation.label)
    if known and all(known[0](case, f) for f in failures.exceptions):
        return known[1]
    return None


def run(app: Any, examples: int, seed: int | None = None) -> dict[str, Any]:
    """Fuzz every operation in both modes; returns counts and distinct failures."""
    schema = load_schema(app)
    requests: Counter[str] = Counter()
    failures: dict[tuple[str, str, str], list[Any]] = {}
    known: dict[str, list[Any]] = {}  # operation -> [explanation, count]
    for result in schema.get_all_operations():
        operation = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(max_examples=examples, deadline=None, database=None, derandomize=False,
                      suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate],
                      print_blob=False)
            def fuzz(case: Any) -> None:
                requests[operation.label] += 1  # noqa: B023 (fuzz runs inside this iteration)
                response = case.call(app=app, headers=IDENTITY)
                try:
                    case.validate_response(response, additional_checks=CHECKS, excluded_checks=excluded_checks(case))
                except FailureGroup as group:
                    reason = known_elsewhere(case, group)
                    if reason:
                        known.setdefault(operation.label, [reason, 0])[1] += 1  # noqa: B023
                        return
                    for failure in group.exceptions:
                        key = (operation.label, mode.value, getattr(failure, "title", type(failure).__name__))  # noqa: B023
                        entry = failures.setdefault(key, [0, case.as_curl_command(), response.status_code,
                                                          str(failure)[:400]])
                        entry[0] += 1

            if seed is not None:
                fuzz = hypothesis_seed(seed)(fuzz)
            try:
                with with_reporter(lambda _message: None):  # no "reproduce with @seed" noise
                    fuzz()
            except Unsatisfiable:
                pass  # e.g. no way to violate the schema of an operation without parameters
    return {"requests": requests, "failures": failures, "known": known}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=300, help="per operation and mode (default 300)")
    parser.add_argument("--seed", type=int, default=None, help="Hypothesis seed (default: random)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="a built data dir (default: build one in a temporary directory)")
    args = parser.parse_args(argv)

    import logging

    from built_app import built_app

    logging.getLogger("refbase").setLevel(logging.CRITICAL)  # expected 5xx would be logged loudly
    with built_app(args.data_dir) as app:
        started = time.perf_counter()
        outcome = run(app, args.examples, args.seed)
        seconds = time.perf_counter() - started

    requests, failures, known = outcome["requests"], outcome["failures"], outcome["known"]
    total = sum(requests.values())
    print(f"schemathesis {schemathesis.__version__}: {len(requests)} operations, {args.examples} examples "
          f"per operation and mode, seed {args.seed if args.seed is not None else 'random'}")
    for label, count in sorted(requests.items()):
        print(f"  {count:6d}  {label}")
    print(f"generated requests: {total} in {seconds:.1f} s ({total / seconds:.0f}/s)")
    print(f"failures: {sum(entry[0] for entry in failures.values())} "
          f"({len(failures)} distinct)")
    for (label, mode, title), (count, curl, status, detail) in sorted(failures.items()):
        lines = [line.strip() for line in detail.splitlines() if line.strip()][1:4]
        print(f"\n- {label} [{mode}] {title}: {count}x, e.g. {status}")
        for line in lines:
            print(f"  {line}")
        print(f"  {curl[:600]}")
    for label, (reason, count) in sorted(known.items()):
        print(f"known, outside the HTTP layer: {label}: {count}x: {reason}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.path.insert(0, str(PROJECT_ROOT))
    sys.exit(main())
