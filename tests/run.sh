#!/usr/bin/env bash
# The one test command of Galaxy Table.
#
#   bash tests/run.sh                 # all tests (unit + end-to-end in Chromium)
#   bash tests/run.sh tests/core -x   # only these tests (extra arguments go to pytest)
#   bash tests/run.sh -k saves        # all tests, with pytest's options
#   bash tests/run.sh bench [N]       # page-load benchmark: JSON lines (see tests/bench.py)
#
# On a fresh machine it creates .venv/, installs the pinned tests/requirements.txt (pip only;
# the browser is Debian's chromium, never a Playwright download), installs chromium with apt
# if /usr/bin/chromium is missing and we are root, and fetches the pinned runtime with the
# same code as serve.py (tools/runtime.py).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if ! command -v "$PYTHON" >/dev/null 2>&1; then
  echo "error: $PYTHON not found: install Python 3.11 or newer" >&2
  exit 1
fi
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "error: Python 3.11 or newer is needed ($("$PYTHON" --version 2>&1) found)" >&2
  exit 1
fi

# 1. the virtualenv with the pinned test dependencies
if [ ! -x .venv/bin/python ]; then
  echo "creating .venv ..."
  if ! "$PYTHON" -m venv .venv; then
    echo "error: could not create a virtualenv: install the venv module (e.g. apt-get install python3-venv)" >&2
    exit 1
  fi
fi
if ! cmp -s tests/requirements.txt .venv/requirements.installed; then
  echo "installing test dependencies (tests/requirements.txt) ..."
  .venv/bin/python -m pip install --disable-pip-version-check -q -r tests/requirements.txt
  cp tests/requirements.txt .venv/requirements.installed
fi

# 2. the browser: Debian's chromium
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's chromium with apt-get ..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q </dev/null
    apt-get install -y -q --no-install-recommends chromium </dev/null
  else
    echo "error: /usr/bin/chromium is missing: install Debian's chromium package" \
         "(as root: apt-get install chromium); the end-to-end tests need it" >&2
    exit 1
  fi
fi

# 3. the pinned Python runtime of the page (same code as serve.py)
.venv/bin/python -m tools.runtime

# 4. run
if [ "${1:-}" = "bench" ]; then
  shift
  exec .venv/bin/python -m tests.bench "$@"
fi
# arguments naming test files or folders select them; otherwise the whole tests/ folder runs
for arg in "$@"; do
  case "$arg" in
    -*) ;;
    *) if [ -e "${arg%%::*}" ]; then exec .venv/bin/python -m pytest "$@"; fi ;;
  esac
done
exec .venv/bin/python -m pytest tests "$@"
