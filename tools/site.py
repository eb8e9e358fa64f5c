"""The static site of Galaxy Table: which URL path serves which bytes.

One model serves both `python3 serve.py` (built per request, cached by file signatures) and
`python3 serve.py --build DIR` (written to disk):

- index.html, pyscript.toml (top level of the repo) -> /index.html, /pyscript.toml; index.html
                   gets the first-visit lobby's markup and its stylesheets baked in
                   (tools/shell.py), and pyscript.toml's settings as an inline JSON config
                   (`inline_config`: PyScript then fetches no config file and loads no TOML
                   parser before it asks for the interpreter), and web/main.py's code inline in
                   its <script type="py"> (`inline_main`: no request once Python is up);
                   last, its Content-Security-Policy with the hashes of its inline scripts
                   and styles (tools/csp.py)
- web/*            -> /            (boot.js, main.py, manifest.webmanifest); boot.js gets
                   the names of PyScript's hashed core chunk and error plugin
                   (`pyscript_preloads`), which it preloads beside core.js
- assets/**        -> /assets/**   (CSS, SVG icons)
- runtime/**       -> /runtime/**  (the pinned Pyodide + PyScript files, see tools/runtime.py)
- /app.zip         every file under game/ and ui/ (no caches), imported from directly by
                   web/main.py (zipimport), so a new module or data file reaches the page
                   without editing any config, plus their precompiled bytecode
                   (tools/bytecode.py) and the translation catalogs compiled from
                   locale/<domain>/<lang>.po into locale/mo/<lang>/LC_MESSAGES/<domain>.mo
                   (tools/i18n.py), read through the app's loader (game/core/i18n.py)
- /runtime/pyodide/python_stdlib.zip  the verified one plus .pyc of the standard-library
                   modules start-up imports (tools/bytecode.py; the original if Node.js is
                   missing)
- /pyscript-bytecode.json  PyScript's own Python package precompiled, which
                   web/interpreter.mjs puts where PyScript's bootstrap imports it from
                   (tools/bytecode.py; `{"files": {}}` if Node.js is missing)
- /sw.js           web/sw.js with the precache list and a cache name derived from the content
                   hash of every other file, so any change is a new version for the browser
"""
import hashlib
import html
import io
import json
import os
import re
import time
import tomllib
import zipfile
from pathlib import Path

from . import bytecode, csp, i18n, runtime, shell

PACKAGES = ("game", "ui")
TOP_LEVEL = ("index.html", "pyscript.toml")  # page files kept at the top of the repository
SKIP_DIRS = {"__pycache__", ".pytest_cache", ".hypothesis"}
SKIP_SUFFIXES = (".pyc", ".pyo", ".swp", "~")
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the zip (and the version hash) depend on content only


def _walk(root):
    """Files under root, sorted, skipping caches and hidden files."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith(".") or name.endswith(SKIP_SUFFIXES):
                continue
            out.append(Path(dirpath) / name)
    return out


def app_sources(repo):
    """(archive name, path) of every file the Python app needs at run time."""
    repo = Path(repo)
    return [(p.relative_to(repo).as_posix(), p) for pkg in PACKAGES for p in _walk(repo / pkg)]


def build_app_zip(repo):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for name, path in app_sources(repo):
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
        for rel, data in i18n.compiled(repo).items():
            info = zipfile.ZipInfo("locale/mo/" + rel, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return buf.getvalue()


def static_files(repo):
    """URL path -> file path of every static file (index.html, pyscript.toml, web/, assets/,
    runtime/); sw.js is left out (it is generated, see Site)."""
    repo = Path(repo)
    files = {name: repo / name for name in TOP_LEVEL}
    for p in _walk(repo / "web"):
        rel = p.relative_to(repo / "web").as_posix()
        if rel != "sw.js":
            files[rel] = p
    for p in _walk(repo / "assets"):
        files["assets/" + p.relative_to(repo / "assets").as_posix()] = p
    rt = repo / "runtime"
    for rel in runtime.runtime_files(rt):
        files["runtime/" + rel] = rt / rel
    return files


def signature(repo):
    """Cheap fingerprint of every input file (path, size, mtime): changes when anything does."""
    repo = Path(repo)
    parts = []
    paths = list(static_files(repo).values()) + [p for _, p in app_sources(repo)]
    paths += _walk(repo / "locale")
    paths.append(repo / "web" / "sw.js")
    for p in paths:
        try:
            st = p.stat()
            parts.append(f"{p}:{st.st_size}:{st.st_mtime_ns}")
        except OSError:
            parts.append(f"{p}:missing")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


CONFIG_ATTR = 'config="pyscript.toml"'


def inline_config(index_html, repo):
    """index.html with `config="pyscript.toml"` replaced by the same settings as inline JSON
    (PyScript reads a config attribute that starts with "{" as JSON; relative URLs in it, like
    the interpreter's, resolve against the page, which sits beside pyscript.toml). A missing
    or unreadable pyscript.toml leaves the page as it is (PyScript then reports the error)."""
    if CONFIG_ATTR not in index_html:
        return index_html
    try:
        config = tomllib.loads((Path(repo) / "pyscript.toml").read_text())
    except (OSError, tomllib.TOMLDecodeError):
        return index_html
    text = json.dumps(config, ensure_ascii=False, separators=(",", ":"))
    return index_html.replace(CONFIG_ATTR, f'config="{html.escape(text, quote=True)}"', 1)


PRELOAD_MARK = "[/*__PYSCRIPT_PRELOADS__*/]"
CORE_CHUNK = re.compile(r'from"\./(core-[\w-]+\.js)"')
ERROR_PLUGIN = re.compile(r'error:\(\)=>import\("\./(error-[\w-]+\.js)"\)')


def pyscript_preloads(repo) -> list:
    """URLs of the modules PyScript imports one after the other before it asks for the
    interpreter: its core chunk (core.js only re-exports it) and its error plugin (the one
    plugin the page keeps). Fetched beside core.js, they cost no round trip each. [] if the
    pinned files do not have them where expected."""
    folder = Path(repo) / "runtime" / "pyscript"
    try:
        core = CORE_CHUNK.search((folder / "core.js").read_text())
        if core is None or not (folder / core.group(1)).is_file():
            return []
        urls = ["./runtime/pyscript/" + core.group(1)]
        plugin = ERROR_PLUGIN.search((folder / core.group(1)).read_text())
        if plugin is not None and (folder / plugin.group(1)).is_file():
            urls.append("./runtime/pyscript/" + plugin.group(1))
        return urls
    except OSError:
        return []


MAIN_ATTR = ' src="main.py"'


def inline_main(index_html, repo):
    """index.html with web/main.py's code inside its `<script type="py" src="main.py">`
    instead of the src (PyScript runs a script's text when it has no src, so the page does not
    wait for one more request after Python has started). Left as it is when the code could end
    the element early ("</script") or main.py is missing."""
    tag = index_html.find(MAIN_ATTR)
    end = index_html.find("></script>", tag)
    if tag < 0 or end < 0:
        return index_html
    try:
        code = (Path(repo) / "web" / "main.py").read_text()
    except OSError:
        return index_html
    if "</script" in code.lower() or "<!--" in code:
        return index_html
    return (index_html[:tag] + index_html[tag + len(MAIN_ATTR):end] + ">\n" + code
            + index_html[end + 1:])


class Site:
    """The whole site as {url path: bytes or Path}; `get(path)` for one file."""

    # What a page load asks for first: the page (a navigation), the service worker (the
    # browser's update check) and version.json (interpreter.mjs). A request for one of them
    # always looks for edited files; any other request only when the last look is older than
    # RECHECK_SECONDS, so the dozens of requests of one page load share one look (a look stats
    # every input file: 3 ms on an idle machine, 10-30 ms while a browser loads the page).
    ENTRY_POINTS = frozenset({"index.html", "sw.js", "version.json"})
    RECHECK_SECONDS = 1.0

    def __init__(self, repo):
        self.repo = Path(repo)
        self._sig = None
        self._files = None
        self._file_hashes = {}
        self._checked = float("-inf")  # time.monotonic() of the last look for edits

    def _hash_file(self, path):
        st = path.stat()
        key = (str(path), st.st_size, st.st_mtime_ns)
        if key not in self._file_hashes:
            self._file_hashes[key] = hashlib.sha256(path.read_bytes()).hexdigest()
        return self._file_hashes[key]

    def files(self):
        """Every file of the site, rebuilt first if an input file changed."""
        self._checked = time.monotonic()
        sig = signature(self.repo)
        if sig != self._sig or self._files is None:
            self._files = self._assemble()
            self._sig = sig
        return self._files

    def _assemble(self):
        files = {rel: p for rel, p in static_files(self.repo).items() if p.is_file()}
        page = shell.bake((self.repo / "index.html").read_text(),
                          shell.lobby_html(self.repo, log=bytecode.warn))
        page = inline_config(shell.inline_styles(page, self.repo), self.repo)
        page = inline_main(page, self.repo)
        files["index.html"] = csp.with_policy(page).encode()  # last: hashes the final page
        boot = (self.repo / "web" / "boot.js").read_text()
        files["boot.js"] = boot.replace(PRELOAD_MARK, json.dumps(pyscript_preloads(self.repo)), 1).encode()
        files["app.zip"] = build_app_zip(self.repo)
        compiled = bytecode.compile_site(self.repo, files["app.zip"], ZIP_TIME, log=bytecode.warn)
        files["pyscript-bytecode.json"] = bytecode.EMPTY_PYSCRIPT
        if compiled is not None:
            (files["runtime/" + bytecode.STDLIB], files["app.zip"],
             files["pyscript-bytecode.json"]) = compiled
        digest = hashlib.sha256()
        for rel in sorted(files):
            value = files[rel]
            h = hashlib.sha256(value).hexdigest() if isinstance(value, bytes) else self._hash_file(value)
            digest.update(f"{rel}\0{h}\n".encode())
        version = digest.hexdigest()[:16]
        files["version.json"] = json.dumps({"version": version}).encode()
        precache = ["./"] + sorted(files)
        template = (self.repo / "web" / "sw.js").read_text()
        files["sw.js"] = (template
                          .replace("__VERSION__", version)
                          .replace("__PRECACHE__", json.dumps(precache, indent=1))).encode()
        return files

    def get(self, rel):
        """bytes or Path for a URL path ('' means index.html), or None."""
        rel = rel.lstrip("/") or "index.html"
        if rel.endswith("/"):
            rel += "index.html"
        if (self._files is None or rel.rsplit("/", 1)[-1] in self.ENTRY_POINTS
                or time.monotonic() - self._checked > self.RECHECK_SECONDS):
            return self.files().get(rel)
        return self._files.get(rel)

    def version(self):
        return json.loads(self.files()["version.json"])["version"]


def build(repo, out_dir):
    """Write the whole site into out_dir (created or emptied of our files); returns file count."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    files = Site(repo).files()
    for rel, value in files.items():
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        data = value if isinstance(value, bytes) else value.read_bytes()
        target.write_bytes(data)
    (out_dir / ".nojekyll").write_text("")  # GitHub Pages: serve every file as is
    return len(files)
