"""Fetch, verify and install the pinned axe-core (the accessibility checker of the end-to-end
tests, tests/e2e/test_table_screens.py) into build/axe/ (gitignored, not part of the app).

The same way as the runtime (tools/runtime.py): `npm pack` from the npm registry, the
tarball's sha256 checked against the pin below, only `axe.min.js` and its licence extracted,
the folder swapped into place atomically. The tests evaluate the file in the page through
Playwright (tests/e2e/screens.py), so no request goes to another host and the page's
Content-Security-Policy, which refuses inline scripts, does not stand in the way.
tests/run.sh runs `python3 -m tools.axe` before the tests.
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools import runtime

PINS = (
    {
        "spec": "axe-core@4.14.1",
        "sha256": "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745",
        "dest": "axe-core",
        "files": ("axe.min.js", "LICENSE"),
    },
)
REPO = Path(__file__).resolve().parent.parent
AXE_DIR = REPO / "build" / "axe"
AXE_JS = AXE_DIR / "axe-core" / "axe.min.js"


def installed_ok(axe_dir: Path = AXE_DIR) -> bool:
    """True if axe_dir holds the pinned axe-core."""
    return runtime.installed_ok(axe_dir, pins=PINS)


def ensure_axe(axe_dir: Path = AXE_DIR, log=print) -> Path:
    """Install the pinned axe-core into axe_dir unless it is there; the path of axe.min.js."""
    if not installed_ok(axe_dir):
        runtime.install(axe_dir, log=log, pins=PINS)
    return Path(axe_dir) / "axe-core" / "axe.min.js"


def main() -> int:
    try:
        path = ensure_axe()
    except runtime.RuntimeFetchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"axe-core ready: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
