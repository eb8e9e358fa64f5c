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
- /app.zip, /app-<game>.zip  every file under game/ and ui/ (no caches) in a zip for the
                   shell and one per game (tools/app_zips.py), imported from directly by
                   web/main.py (zipimport), so a new module or data file reaches the page
                   without editing any config, plus their precompiled bytecode
                   (tools/bytecode.py) and the compiled translation catalogs; boot.js gets
                   their names (`APP_ZIPS_MARK`)
- /runtime/pyodide/python_stdlib.zip  the standard library trimmed to what the page imports,
                   as .pyc (tools/bytecode.py; the verified original if Node.js is missing)
- /pyscript-bytecode.json  PyScript's own Python package precompiled, which
                   web/interpreter.mjs puts where PyScript's bootstrap imports it from
                   (tools/bytecode.py; `{"files": {}}` if Node.js is missing)
- /sw.js           web/sw.js with every other file's path and sha256 (the worker keeps each
                   file under its hash and fetches on an update only what changed) and a
                   version derived from them, so any change is a new version for the browser
`build` also writes X.br / X.gz beside each compressible file X (tools/compress.py); they are
not part of the model (nor of the worker's file list or the version).
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

from . import app_zips, bytecode, compress, csp, runtime, shell

TOP_LEVEL = ("index.html", "pyscript.toml")  # page files kept at the top of the repository
ZIP_TIME = app_zips.ZIP_TIME
_walk = app_zips.walk


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
    paths = list(static_files(repo).values()) + [p for _, p in app_zips.sources(repo)]
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
APP_ZIPS_MARK = "[/*__APP_ZIPS__*/]"
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
        # served for whoever asks, but the page never does once they are inlined: the
        # service worker does not keep them
        unused = {name for name, attr in (("pyscript.toml", CONFIG_ATTR), ("main.py", MAIN_ATTR))
                  if attr not in page}
        files["index.html"] = csp.with_policy(page).encode()  # last: hashes the final page
        boot = (self.repo / "web" / "boot.js").read_text()
        boot = boot.replace(PRELOAD_MARK, json.dumps(pyscript_preloads(self.repo)), 1)
        parts = app_zips.build(self.repo)
        files["boot.js"] = boot.replace(APP_ZIPS_MARK, json.dumps(list(parts)), 1).encode()
        files.update(parts)
        compiled = bytecode.compile_site(self.repo, parts, ZIP_TIME, log=bytecode.warn)
        files["pyscript-bytecode.json"] = bytecode.EMPTY_PYSCRIPT
        if compiled is not None:
            files["runtime/" + bytecode.STDLIB], zips, files["pyscript-bytecode.json"] = compiled
            files.update(zips)
        hashes = {rel: hashlib.sha256(value).hexdigest() if isinstance(value, bytes)
                  else self._hash_file(value) for rel, value in files.items()}
        digest = hashlib.sha256()
        for rel in sorted(files):
            digest.update(f"{rel}\0{hashes[rel]}\n".encode())
        version = digest.hexdigest()[:16]
        files["version.json"] = json.dumps({"version": version}).encode()
        hashes["version.json"] = hashlib.sha256(files["version.json"]).hexdigest()
        kept = {rel: h for rel, h in sorted(hashes.items()) if rel not in unused}
        template = (self.repo / "web" / "sw.js").read_text()
        files["sw.js"] = (template.replace("__VERSION__", version)
                          .replace("__FILES__", json.dumps(kept, indent=1))).encode()
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
    written = {}
    for rel, value in files.items():
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        data = value if isinstance(value, bytes) else value.read_bytes()
        target.write_bytes(data)
        written[rel] = data
    # X.br and X.gz beside each compressible file X, for hosts that serve them (README)
    compress.write_variants(out_dir, written, Path(repo) / compress.CACHE_DIR, log=bytecode.warn)
    (out_dir / ".nojekyll").write_text("")  # GitHub Pages: serve every file as is
    return len(files)
