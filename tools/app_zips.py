"""The app's Python for the page, as a few zips: one for what every screen needs, one per game.

- app.zip            game/ and ui/ outside the game folders (game/core, the app shell, the table
                     kit ui/table, friends ui/net) and every translation catalog, compiled from
                     locale/<domain>/<lang>.po into locale/mo/<lang>/LC_MESSAGES/<domain>.mo
                     (tools/i18n.py; game/core/i18n.py reads them beside game/)
- app-<game>.zip     game/<game>/ and ui/<game>/ for each game package under game/ (rftg, gaia,
                     artifacts, epochs, and any new one without editing a list)

Why several: the service worker (web/sw.js) keeps each file under its content hash, so a deploy
that changes one module of one game refetches that game's zip, a few hundred kilobytes over the
wire, not the whole app. The packages `game` and `ui` are split across the zips; their
__init__.py add the package's folder in every app zip on sys.path to `__path__` (names only,
nothing is opened), so `import game.rftg` finds app-rftg.zip/game/rftg. web/main.py puts all of them on sys.path before
the first import (boot.js fetches the names `names(repo)` lists, filled in by tools/site.py).

Entries are stored, not deflated: the zips travel compressed over HTTP (tools/compress.py),
where one stream over the whole archive compresses better than each file alone, and the
browser's cache keeps them decoded anyway. The entry time is fixed, so equal content gives
equal bytes (and an equal content hash).
"""
import io
import os
import zipfile
from pathlib import Path

from . import i18n

PACKAGES = ("game", "ui")
MAIN = "app.zip"
SKIP_DIRS = {"__pycache__", ".pytest_cache", ".hypothesis"}
SKIP_SUFFIXES = (".pyc", ".pyo", ".swp", "~")
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the zips (and the version hash) depend on content only


def walk(root: Path) -> list:
    """Files under root, sorted, skipping caches and hidden files."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith(".") or name.endswith(SKIP_SUFFIXES):
                continue
            out.append(Path(dirpath) / name)
    return out


def games(repo) -> list:
    """The game packages: folders under game/ with an __init__.py, game/core excepted."""
    root = Path(repo) / "game"
    return sorted(p.name for p in root.iterdir()
                  if p.is_dir() and p.name != "core" and (p / "__init__.py").is_file())


def part_of(name: str, game_ids) -> str:
    """The zip an archive name ("game/rftg/cards.py", "locale/mo/...") belongs in."""
    parts = name.split("/")
    if len(parts) > 2 and parts[0] in PACKAGES and parts[1] in game_ids:
        return f"app-{parts[1]}.zip"
    return MAIN


def names(repo) -> list:
    """Every zip's file name, app.zip first (the order web/main.py puts them on sys.path)."""
    return [MAIN] + [f"app-{g}.zip" for g in games(repo)]


def sources(repo) -> list:
    """(archive name, path) of every file the Python app needs at run time."""
    repo = Path(repo)
    return [(p.relative_to(repo).as_posix(), p) for pkg in PACKAGES for p in walk(repo / pkg)]


def entry(name: str) -> zipfile.ZipInfo:
    """A stored entry with the fixed time and plain file permissions."""
    info = zipfile.ZipInfo(name, ZIP_TIME)
    info.compress_type = zipfile.ZIP_STORED
    info.external_attr = 0o644 << 16
    return info


def build(repo) -> dict:
    """{zip name: zip bytes} of the app, in `names(repo)` order (sources only: tools/bytecode.py
    adds the compiled modules)."""
    repo = Path(repo)
    game_ids = set(games(repo))
    contents = {name: [] for name in names(repo)}
    for name, path in sources(repo):
        contents[part_of(name, game_ids)].append((name, path.read_bytes()))
    for rel, data in i18n.compiled(repo).items():
        contents[MAIN].append(("locale/mo/" + rel, data))
    out = {}
    for zip_name, members in contents.items():
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
            for folder in folders(name for name, _ in members):
                info = entry(folder)
                info.external_attr = (0o40755 << 16) | 0x10  # a directory (and MS-DOS's flag)
                zf.writestr(info, b"")
            for name, data in members:
                zf.writestr(entry(name), data)
        out[zip_name] = buf.getvalue()
    return out


def folders(names) -> list:
    """Every folder ("game/", "game/rftg/") the names lie in, sorted. Written as entries of
    their own, as archive tools do: some readers (zipimport of some Python versions among them)
    find a folder without an __init__.py only by its entry."""
    out = set()
    for name in names:
        parts = name.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            out.add("/".join(parts[:i]) + "/")
    return sorted(out)
