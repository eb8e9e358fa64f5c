"""tools/site.py and serve.py: the app's zips hold every module and data file, the version
follows the content, the service worker names every file with its hash, MIME types are right."""
import gzip
import io
import json
import shutil
import zipfile
from pathlib import Path

import pytest

import serve
from tools import site

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def repo_copy(tmp_path):
    for name in ("game", "ui", "web", "assets", "locale"):
        shutil.copytree(REPO / name, tmp_path / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in site.TOP_LEVEL:
        shutil.copy(REPO / name, tmp_path / name)
    rt = tmp_path / "runtime"
    for rel in site.runtime.runtime_files(rt):
        (rt / rel).parent.mkdir(parents=True, exist_ok=True)
        (rt / rel).write_text(f"// {rel}")
    return tmp_path


def names_in_zip(data):
    return set(zipfile.ZipFile(io.BytesIO(data)).namelist())


def test_app_zip_has_every_module_and_data_file_without_config(repo_copy):
    pkg = repo_copy / "game" / "newgame"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("X = 1\n")
    (pkg / "cards.json").write_text("[]")
    (pkg / "__pycache__").mkdir()
    (pkg / "__pycache__" / "x.pyc").write_bytes(b"")
    s = site.Site(repo_copy)
    assert {"game/newgame/__init__.py", "game/newgame/cards.json"} <= names_in_zip(s.get("app-newgame.zip"))
    names = names_in_zip(s.get("app.zip"))
    assert {"ui/app.py", "game/core/record.py", "ui/table/page.py"} <= names
    assert not any(n.startswith(("game/rftg/", "ui/rftg/", "game/newgame/")) for n in names)
    assert {"game/rftg/state.py", "ui/rftg/table.py"} <= names_in_zip(s.get("app-rftg.zip"))
    for part in site.app_zips.names(repo_copy):
        assert not any("__pycache__" in n or n.endswith(".pyc") for n in names_in_zip(s.get(part)))
        assert all(i.compress_type == zipfile.ZIP_STORED
                   for i in zipfile.ZipFile(io.BytesIO(s.get(part))).infolist())
    boot = s.get("boot.js").decode()
    assert '"app.zip", "app-artifacts.zip", "app-epochs.zip", "app-gaia.zip", "app-newgame.zip"' in boot


def test_the_app_runs_from_its_zips_with_its_data_files(tmp_path):
    """The page imports game/ and ui/ straight from the app's zips (web/main.py), the packages
    spanning them: every engine loads its data files through its package's loader, not from a
    folder on disk."""
    import subprocess
    import sys

    parts = site.app_zips.build(REPO)
    for name, data in parts.items():
        (tmp_path / name).write_bytes(data)
    code = (f"import sys; sys.path[:0] = {list(parts)!r}; "
            "import game.gaia.data as g, game.artifacts.cards as a, game.core.registry as r; "
            "assert g.__file__.startswith('app-gaia.zip'), g.__file__; "
            "games = [gid for gid in r.available() if r.new_game(gid, 2, seed=1)]; "
            "from game.core import i18n; from game.rftg.ai import model; "
            "assert model.load(2) is not None, 'Race value model'; "
            "print(len(g.factions()), len(a.ENTRIES), ','.join(games), "
            "len(i18n.catalog('app', 'pl')._catalog))")
    out = subprocess.run([sys.executable, "-I", "-c", code], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    factions, cards, games, polish = out.stdout.split()
    assert int(factions) == 14 and int(cards) > 100
    assert int(polish) > 50  # the translations come from the zip's compiled catalogs
    assert {"rftg", "gaia", "artifacts", "epochs"} <= set(games.split(","))


def test_version_changes_with_content_and_is_stable_otherwise(repo_copy):
    first = site.Site(repo_copy).version()
    assert site.Site(repo_copy).version() == first
    (repo_copy / "ui" / "extra.py").write_text('"""x"""\n')
    assert site.Site(repo_copy).version() != first


def test_sw_names_every_file_with_the_hash_of_its_content(repo_copy):
    import hashlib
    s = site.Site(repo_copy)
    files = s.files()
    sw = files["sw.js"].decode()
    assert f'galaxy-table-${{VERSION}}' in sw and s.version() in sw
    listed = json.loads(sw.split("const FILES = ")[1].split(";\n")[0])
    # all but the worker itself and the files index.html has inlined (the page never asks)
    assert set(listed) == set(files) - {"sw.js", "main.py", "pyscript.toml"}
    for rel, value in files.items():
        if rel in listed:
            data = value if isinstance(value, bytes) else value.read_bytes()
            assert listed[rel] == hashlib.sha256(data).hexdigest(), rel
    assert "runtime/pyodide/pyodide.asm.wasm" in listed and "app-rftg.zip" in listed


def test_build_writes_a_static_site(repo_copy, tmp_path):
    out = tmp_path / "out"
    count = site.build(repo_copy, out)
    assert count == len(site.Site(repo_copy).files())
    for rel in ("index.html", "boot.js", "main.py", "pyscript.toml", "sw.js", "app.zip",
                "app-gaia.zip",
                "manifest.webmanifest", "assets/app.css", "assets/icons/logo.svg",
                "runtime/pyodide/pyodide.mjs", ".nojekyll"):
        assert (out / rel).is_file(), rel
    assert "__VERSION__" not in (out / "sw.js").read_text()
    # compressed variants where they gain (tests/tools/test_compress.py has the details)
    page = (out / "index.html").read_bytes()
    assert gzip.decompress((out / "index.html.gz").read_bytes()) == page
    assert (out / "index.html.br").is_file() == bool(shutil.which("node"))
    assert not (out / "runtime/pyodide/pyodide.mjs.gz").exists()   # a few bytes here
    assert "index.html.gz" not in (out / "sw.js").read_text()      # not precached


def test_page_files_sit_at_the_top_of_the_repository(repo_copy):
    files = site.Site(repo_copy).files()
    assert b'<template id="lobby-shell"><header class="topbar">' in files["index.html"]
    assert b'id="new-rftg"' in files["index.html"]  # the lobby, rendered by ui.app
    page = files["index.html"].decode()
    # the lobby in every language, and the texts shown before Python, from the catalogs
    for lang, heading in (("pl", "Wybierz grę"), ("cs", "Vyberte hru"), ("ru", "Выберите игру")):
        start = page.index(f'<template id="lobby-shell-{lang}">')
        assert heading in page[start:page.index("</template>", start)]
    texts = json.loads(page.split('<script type="application/json" id="boot-texts">')[1]
                       .split("</script>")[0])
    assert texts["pl"]["Reload"] == "Wczytaj ponownie" and set(texts) == {"lt", "pl", "ru", "hu", "cs"}
    css = (repo_copy / "assets" / "app.css").read_text().encode()
    assert b'<style data-href="assets/app.css">' in files["index.html"]
    assert css in files["index.html"] and b'rel="stylesheet"' not in files["index.html"]
    # the table kit's stylesheet is not needed for the lobby: linked a frame after first paint
    kit = (repo_copy / "assets" / "table.css").read_text().encode()
    assert kit not in files["index.html"] and b'kit.href = "assets/table.css"' in files["index.html"]
    assert files["pyscript.toml"] == repo_copy / "pyscript.toml"
    assert not (REPO / "web" / "index.html").exists()
    assert not (REPO / "web" / "pyscript.toml").exists()


def test_pyscript_config_points_at_local_interpreter():
    text = (REPO / "pyscript.toml").read_text()
    assert 'interpreter = "./interpreter.mjs"' in text
    assert "http" not in text
    wrapper = (REPO / "web" / "interpreter.mjs").read_text()
    assert 'from "./runtime/pyodide/pyodide.mjs"' in wrapper and "http" not in wrapper


def test_the_served_page_carries_pyscript_config_and_main_py_inline(repo_copy):
    import html
    import tomllib
    page = site.Site(repo_copy).files()["index.html"].decode()
    tag = page[page.index('<script type="py"'):]
    tag = tag[:tag.index("</script>")]
    head, code = tag.split(">", 1)
    config = json.loads(html.unescape(head.split('config="', 1)[1].split('"', 1)[0]))
    assert config == tomllib.loads((repo_copy / "pyscript.toml").read_text())
    assert config["interpreter"] == "./interpreter.mjs" and "src=" not in head
    assert code.strip() == (repo_copy / "web" / "main.py").read_text().strip()


def preloads_in(boot: bytes) -> list:
    return json.loads(boot.decode().split("const PYSCRIPT_PRELOADS = ")[1].split(";")[0])


def test_boot_js_preloads_pyscripts_core_chunk_and_error_plugin(repo_copy):
    assert preloads_in(site.Site(repo_copy).files()["boot.js"]) == []  # no such chunk there
    assert "[/*__PYSCRIPT_PRELOADS__*/]" in (repo_copy / "web" / "boot.js").read_text()
    if not site.runtime.installed_ok(REPO / "runtime"):
        pytest.skip("needs the installed runtime")
    boot = site.Site(REPO).files()["boot.js"]
    listed = preloads_in(boot)
    core = (REPO / "runtime" / "pyscript" / "core.js").read_text()
    assert [url.rsplit("/", 1)[1] for url in listed][0] in core  # what core.js re-exports
    assert len(listed) == 2 and listed[1].startswith("./runtime/pyscript/error-")
    for url in listed:
        assert (REPO / url).is_file()
    assert b"__PYSCRIPT_PRELOADS__" not in boot


def test_inlining_leaves_the_page_alone_when_it_cannot_be_done(tmp_path):
    page = '<script type="py" src="main.py" config="pyscript.toml"></script>'
    assert site.inline_config(page, tmp_path) == page            # no pyscript.toml
    assert site.inline_main(page, tmp_path) == page              # no web/main.py
    (tmp_path / "pyscript.toml").write_text("name = [unclosed")
    assert site.inline_config(page, tmp_path) == page            # not TOML: PyScript reports it
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "main.py").write_text('print("</script>")\n')
    assert site.inline_main(page, tmp_path) == page              # would end the element early
    (tmp_path / "web" / "main.py").write_text('print("a & b < c")\n')
    assert site.inline_main(page, tmp_path) == ('<script type="py" config="pyscript.toml">\n'
                                                'print("a & b < c")\n</script>')


@pytest.mark.parametrize("name, mime", [
    ("a.mjs", "text/javascript; charset=utf-8"), ("a.wasm", "application/wasm"),
    ("a.js", "text/javascript; charset=utf-8"), ("x.webmanifest", "application/manifest+json"),
    ("i.svg", "image/svg+xml"), ("app.zip", "application/zip"), ("a.html", "text/html; charset=utf-8"),
])
def test_mime_types(name, mime):
    assert serve.mime_type(name) == mime


def test_dir_site_refuses_escapes(tmp_path):
    (tmp_path / "index.html").write_text("hi")
    d = serve.DirSite(tmp_path)
    assert d.get("/") == tmp_path / "index.html"
    assert d.get("/../etc/passwd") is None
    assert d.get("/.git/config") is None
    assert d.get("/missing.js") is None


def test_port_argument_is_checked(capsys):
    with pytest.raises(SystemExit):
        serve.main(["--port", "99999"])
    assert "port must be 0-65535" in capsys.readouterr().err


def test_server_serves_site_with_etags(repo_copy):
    import threading
    import urllib.error
    import urllib.request

    server = serve.make_server("127.0.0.1", 0, repo=repo_copy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with urllib.request.urlopen(base + "runtime/pyodide/pyodide.asm.wasm") as resp:
            assert resp.headers["Content-Type"] == "application/wasm"
            etag = resp.headers["ETag"]
        with urllib.request.urlopen(base) as resp:
            assert b"Galaxy Table" in resp.read()
        req = urllib.request.Request(base + "runtime/pyodide/pyodide.asm.wasm",
                                     headers={"If-None-Match": etag})
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(req)
        assert err.value.code == 304
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(base + "../serve.py")
        assert err.value.code == 404
        with urllib.request.urlopen(base + "sw.js") as resp:
            assert "__VERSION__" not in resp.read().decode()
    finally:
        server.shutdown()
        server.server_close()


def test_server_speaks_http_1_1_and_revalidates(repo_copy):
    import http.client
    import threading

    server = serve.make_server("127.0.0.1", 0, repo=repo_copy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    try:
        conn.request("GET", "/runtime/pyodide/pyodide.asm.wasm")
        resp = conn.getresponse()
        body = resp.read()
        assert resp.version == 11 and resp.status == 200 and body
        etag = resp.headers["ETag"]
        assert resp.headers["Cache-Control"] == "no-cache"
        # the same connection (keep-alive) revalidates: 304, no body
        conn.request("GET", "/runtime/pyodide/pyodide.asm.wasm",
                     headers={"If-None-Match": f'"other", W/{etag}'})
        resp = conn.getresponse()
        assert resp.status == 304 and resp.read() == b""
        conn.request("GET", "/missing.js")
        resp = conn.getresponse()
        assert resp.status == 404
        resp.read()
    finally:
        conn.close()
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("kind", ["app", "static"])
def test_server_connections_send_without_nagle_delay(repo_copy, tmp_path, kind):
    """Responses go out as headers then body: with Nagle's algorithm on, the body's last
    segment waited for the browser's delayed ACK (up to 40 ms a request on a kept-alive
    connection). Every accepted connection has TCP_NODELAY set."""
    import http.client
    import socket
    import threading

    (tmp_path / "index.html").write_text("<p>hi</p>")
    server = (serve.make_server("127.0.0.1", 0, repo=repo_copy) if kind == "app"
              else serve.make_static_server(tmp_path, "127.0.0.1", 0))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    try:
        conn.request("GET", "/index.html")
        assert conn.getresponse().read()
        with server._connections_lock:
            accepted = list(server._connections)
        assert accepted
        assert all(s.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) for s in accepted)
    finally:
        conn.close()
        server.shutdown()
        server.server_close()


def test_stopped_server_closes_keep_alive_connections(repo_copy):
    import http.client
    import threading

    server = serve.make_server("127.0.0.1", 0, repo=repo_copy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    conn.request("GET", "/index.html")
    conn.getresponse().read()
    server.shutdown()
    server.server_close()
    with pytest.raises((ConnectionError, http.client.HTTPException, OSError)):
        conn.request("GET", "/index.html")
        conn.getresponse().read()
    conn.close()


def test_bytecode_is_precompiled_with_the_runtimes_python():
    """With the real runtime (and Node.js), each app zip carries unchecked .pyc beside each
    module (where zipimport looks: the page imports from the zips) and the served
    python_stdlib.zip holds only the modules the page imports, as unchecked .pyc compiled
    without docstrings and column ranges."""
    if not site.runtime.installed_ok(REPO / "runtime") or not shutil.which("node"):
        pytest.skip("needs the installed runtime and node")
    files = site.Site(REPO).files()
    app = zipfile.ZipFile(io.BytesIO(files["app.zip"]))
    names = set(app.namelist())
    assert {"ui/app.py", "ui/app.pyc", "game/core/record.pyc", "game/__init__.pyc"} <= names
    assert not any("__pycache__" in n for n in names)
    header = app.read("ui/app.pyc")[:8]
    assert int.from_bytes(header[4:8], "little") == 0b01  # hash-based, unchecked
    assert "game/rftg/state.pyc" in zipfile.ZipFile(io.BytesIO(files["app-rftg.zip"])).namelist()
    original = zipfile.ZipFile(REPO / "runtime" / "pyodide" / "python_stdlib.zip")
    served = zipfile.ZipFile(io.BytesIO(files["runtime/pyodide/python_stdlib.zip"]))
    modules = {n for n in served.namelist() if not n.endswith("/")}
    assert {"asyncio/__init__.pyc", "json/__init__.pyc", "zipfile/__init__.pyc", "gettext.pyc",
            "statistics.pyc"} <= modules  # statistics: imported inside a function of ui/net
    assert not {"multiprocessing/__init__.pyc", "tkinter/__init__.pyc", "unittest/__init__.pyc",
                "email/__init__.pyc", "pydoc.pyc"} & modules
    assert all(n.endswith(".pyc") or n[:-1] + "pyc" not in modules for n in modules)
    assert len(modules) < len(original.namelist()) / 2
    assert all(i.compress_type == zipfile.ZIP_STORED for i in served.infolist())
    assert served.read("json/__init__.pyc")[:4] == header[:4]  # the same magic number
    # every module has its bytecode (a module the transform broke would be compiled in the
    # page at each import: a `from __future__` import must stay first)
    for part in site.app_zips.names(REPO):
        names_ = set(zipfile.ZipFile(io.BytesIO(files[part])).namelist())
        missing = [n for n in names_ if n.endswith(".py") and n + "c" not in names_]
        assert missing == [], (part, missing)
    # compiled without docstrings: ui/app.py's first line is in its source, not its bytecode
    assert b"The app shell" in app.read("ui/app.py") and b"The app shell" not in app.read("ui/app.pyc")


def test_pyscript_package_is_precompiled_as_checked_pyc_of_its_sources():
    """pyscript-bytecode.json holds, for each module of PyScript's own package (read out of
    the pinned core-*.js), a checked hash-based .pyc of exactly that source, where Python's
    source loader looks for it in the page (/home/pyodide/pyscript/__pycache__/)."""
    import _imp
    import base64
    if not site.runtime.installed_ok(REPO / "runtime") or not shutil.which("node"):
        pytest.skip("needs the installed runtime and node")
    files = site.Site(REPO).files()
    bundle = json.loads(files["pyscript-bytecode.json"])["files"]
    sources = site.bytecode.pyscript_sources(REPO / "runtime")
    assert "pyscript/__init__.py" in sources and len(sources) >= 10
    magic = zipfile.ZipFile(io.BytesIO(files["app.zip"])).read("ui/app.pyc")[:4]
    for name, text in sources.items():
        stem = name.rsplit("/", 1)[1][:-3]
        data = base64.b64decode(bundle[f"/home/pyodide/pyscript/__pycache__/{stem}.cpython-314.pyc"])
        assert data[:4] == magic
        assert int.from_bytes(data[4:8], "little") == 0b11  # hash-based, checked
        # the runtime's hash of the source (keyed by its magic number, not this Python's)
        assert data[8:16] == _imp.source_hash(int.from_bytes(magic, "little"), text.encode())
    assert len(bundle) == len(sources)


def test_without_node_the_pyscript_bytecode_is_an_empty_bundle(repo_copy, monkeypatch):
    monkeypatch.setattr(site.bytecode.shutil, "which", lambda name: None)
    files = site.Site(repo_copy).files()
    assert json.loads(files["pyscript-bytecode.json"]) == {"files": {}}
    assert "pyscript-bytecode.json" in files["sw.js"].decode()  # precached like every file


@pytest.mark.slow     # a long run (5 s or more): not in `tests/run.sh fast`
def test_bytecode_skips_a_module_that_does_not_compile(repo_copy):
    if not site.runtime.installed_ok(REPO / "runtime") or not shutil.which("node"):
        pytest.skip("needs the installed runtime and node")
    shutil.rmtree(repo_copy / "runtime")
    (repo_copy / "runtime").symlink_to(REPO / "runtime", target_is_directory=True)
    (repo_copy / "ui" / "broken.py").write_text("def oops(:\n")
    names = names_in_zip(site.Site(repo_copy).get("app.zip"))
    assert "ui/broken.py" in names and "ui/broken.pyc" not in names
    assert "ui/app.pyc" in names


def test_a_page_load_shares_one_look_for_edits_and_its_entry_points_always_look(repo_copy):
    s = site.Site(repo_copy)
    first = s.get("version.json")
    zip_before = s.get("app.zip")
    (repo_copy / "ui" / "extra.py").write_text('"""x"""\n')
    # within RECHECK_SECONDS of the last look, other files come from the files already built
    assert s.get("app.zip") is zip_before
    # the page, the service worker and version.json always look: a reload sees the edit
    assert s.get("version.json") != first
    assert "ui/extra.py" in names_in_zip(s.get("app.zip"))
    (repo_copy / "ui" / "extra2.py").write_text('"""y"""\n')
    assert "ui/extra2.py" not in names_in_zip(s.get("app.zip"))
    s._checked -= site.Site.RECHECK_SECONDS + 0.1  # the last look is old now
    assert "ui/extra2.py" in names_in_zip(s.get("app.zip"))
    (repo_copy / "ui" / "extra3.py").write_text('"""z"""\n')
    s.get("")  # the page itself
    assert "ui/extra3.py" in names_in_zip(s.get("app.zip"))
