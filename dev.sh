#!/usr/bin/env bash
# One-command set-up for a fresh machine (Python 3.11+):
#   ./dev.sh serve   install into .venv (once) and serve on http://127.0.0.1:8000/
#   ./dev.sh test    install into .venv with test extras (once) and run the whole test suite
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

system_tools() {  # browser tests need Debian's chromium, the load smoke test wrk; install as root
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v wrk >/dev/null || missing+=(wrk)
  if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "dev.sh: installing ${missing[*]} for the browser and load tests" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) \
      || echo "dev.sh: could not install ${missing[*]}; those tests will be skipped" >&2
  fi
}

case "${1:-}" in
  serve) shift; install "."; exec "$VENV/bin/refbase" serve "$@" ;;
  test) shift; install ".[test]"; system_tools; exec "$VENV/bin/python" -m pytest "$@" ;;
  *) echo "usage: ./dev.sh serve|test [args]" >&2; exit 2 ;;
esac
