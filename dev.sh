#!/usr/bin/env bash
# One-command set-up for a fresh machine (Python 3.11+):
#   ./dev.sh serve   install into .venv (once) and serve on http://127.0.0.1:8000/
#   ./dev.sh test    install into .venv with test extras (once) and run the whole test suite
#                    (what CI runs: .ci/run adds --durations=25, the slowest tests and the total time)
#   ./dev.sh quick   the everyday tier: the tests not marked slow, browser or hardening (README, "Tests in tiers")
# Extra arguments go to `refbase serve` / `pytest`.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
VENV=.venv

install() {  # $1: pip extras spec, e.g. "." or ".[test]"
  if [ ! -x "$VENV/bin/python" ]; then
    echo "dev.sh: creating $VENV" >&2
    "$PY" -m venv "$VENV"
  fi
  local stamp="$VENV/.installed-$(echo "$1" | tr -c 'a-z' '_')"
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    echo "dev.sh: installing refbase$([ "$1" = "." ] || echo " with test extras")" >&2
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$1"
    touch "$stamp"
  fi
}

system_tools() {  # Debian's chromium (browser tests), nodejs (the static search's node tests), wrk (load test),
                 # nginx (the buffering proxy test); as root
  local missing=() proxy=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v node >/dev/null || missing+=(nodejs)
  command -v wrk >/dev/null || missing+=(wrk)
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || proxy+=(nginx)
  [ $((${#missing[@]} + ${#proxy[@]})) -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || return 0
  echo "dev.sh: installing ${missing[*]} ${proxy[*]} for the browser, node, load and proxy tests" >&2
  apt-get update -qq || true
  if [ ${#missing[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null \
      || echo "dev.sh: could not install ${missing[*]}; the node tests will fail, the browser and load tests skip" >&2
  fi
  # apart, so that a package whose set-up script fails (nginx tries to start a service) leaves the others installed
  if [ ${#proxy[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${proxy[@]}" >/dev/null \
      || echo "dev.sh: could not install nginx; the proxy test skips" >&2
  fi
}

QUICK="not slow and not browser and not hardening"
# Keep compiled (and pytest's assertion-rewritten) modules between runs even where the environment
# says not to: collecting the suite then costs about half the CPU time (7.6 s instead of 14.8 s).
unset PYTHONDONTWRITEBYTECODE
# One pytest worker per core (pytest-xdist), whole test files per worker so a file's browser or
# server fixture starts once, handed out in the order tests/conftest.py sorts them (the files of
# long browser, hardening and slow tests first, not xdist's by-count order that leaves them to one
# worker at the end); REFBASE_TEST_WORKERS=0 runs in one process (for a debugger, -x, -s).
WORKERS=(-n "${REFBASE_TEST_WORKERS:-auto}" --dist loadfile --no-loadscope-reorder)

case "${1:-}" in
  serve) shift; install "."; exec "$VENV/bin/refbase" serve "$@" ;;
  test) shift; install ".[test]"; system_tools; exec "$VENV/bin/python" -m pytest "${WORKERS[@]}" "$@" ;;
  quick) shift; install ".[test]"; system_tools; exec "$VENV/bin/python" -m pytest "${WORKERS[@]}" -q -m "$QUICK" "$@" ;;
  *) echo "usage: ./dev.sh serve|test|quick [args]" >&2; exit 2 ;;
esac
