#!/usr/bin/env bash
# The one test command of Galaxy Table.
#
#   bash tests/run.sh                 # all tests (unit + end-to-end in Chromium + type check),
#                                     # on one pytest-xdist worker per core; what CI runs
#   bash tests/run.sh fast            # the fast tier: every test that needs neither a browser
#                                     # nor whole AI games (-m "not browser and not slow")
#   bash tests/run.sh tests/core -x   # only these tests, in one process (extra arguments go
#                                     # to pytest; `fast tests/core` keeps the fast tier's filter)
#   bash tests/run.sh -k saves        # all tests, with pytest's options (`-n 0`: no workers)
#   bash tests/run.sh bench [N]       # page-load benchmark: JSON lines (see tests/bench.py)
#
# The markers are set in tests/conftest.py (browser) and on the tests (slow), see pytest.ini.
# TEST_WORKERS=N sets the number of workers (default: the number of cores).
#
# On a fresh machine it creates .venv/, installs the pinned tests/requirements.txt (pip only;
# the browser is Debian's chromium, never a Playwright download), installs chromium with apt
# if /usr/bin/chromium is missing and we are root, and fetches the pinned runtime with the
# same code as serve.py (tools/runtime.py), and axe-core for the accessibility tests the same
# way (tools/axe.py).
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

TIER=all
if [ "${1:-}" = "fast" ]; then
  TIER=fast
  shift
fi

# 2. the browser: Debian's chromium (the fast tier needs none)
if [ "$TIER" = all ] && [ ! -x /usr/bin/chromium ]; then
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

# 3. the pinned Python runtime of the page (same code as serve.py) and, for the end-to-end
#    tests, the pinned accessibility checker axe-core (tools/axe.py, into build/axe/)
.venv/bin/python -m tools.runtime
if [ "$TIER" = all ] && [ "${1:-}" != "bench" ]; then
  .venv/bin/python -m tools.axe
  # the page's bytecode (tools/bytecode.py, cached under build/bytecode/) and the brotli and
  # gzip copies of the built site (tools/compress.py, build/compressed/: half a minute for the
  # runtime's wasm on a fresh clone), made here once rather than by each worker's first build
  # or test server at the same time
  .venv/bin/python -c 'import tempfile; from pathlib import Path; from tools import site
with tempfile.TemporaryDirectory() as out: site.build(Path.cwd(), out)' \
    || echo "warning: the site was not prebuilt; the tests will build it" >&2
fi

# 4. run
if [ "${1:-}" = "bench" ]; then
  shift
  exec .venv/bin/python -m tests.bench "$@"
fi
# workers: one per core (pytest-xdist); the browser tests of a module stay on one worker
WORKERS=${TEST_WORKERS:-$(nproc 2>/dev/null || echo 1)}
PARALLEL=(-n "$WORKERS" --dist loadgroup)
if [ "$WORKERS" -le 1 ]; then PARALLEL=(-n 0); fi
# arguments naming test files or folders select them; otherwise the whole tests/ folder runs
PATHS=(tests)
for arg in "$@"; do
  case "$arg" in
    -*) ;;
    *) if [ -e "${arg%%::*}" ]; then PATHS=(); fi ;;
  esac
done
if [ "$TIER" = fast ]; then
  exec .venv/bin/python -m pytest "${PATHS[@]}" -m "not browser and not slow" "${PARALLEL[@]}" "$@"
fi
if [ ${#PATHS[@]} -eq 0 ]; then
  exec .venv/bin/python -m pytest "$@"          # given paths: in one process, as asked
fi
exec .venv/bin/python -m pytest tests "${PARALLEL[@]}" "$@"
