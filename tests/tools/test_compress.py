"""tools/compress.py and its use in serve.py: the .gz / .br variants of a build, the choice of
encoding per request (built site and development server), the cache on disk."""
import gzip
import hashlib
import http.client
import io
import os
import shutil
import subprocess
import threading
import time
import zipfile
from pathlib import Path

import pytest

import serve
from tests.tools.test_site import repo_copy  # noqa: F401 (a fixture)
from tools import compress

NODE = shutil.which("node")
TEXT = b"".join(b"def move_%d(state):\n    return state.play(%d)\n" % (i, i % 7)
                for i in range(600))  # ~25 KB of Python-like text


def unbrotli(data: bytes) -> bytes:
    code = ("const z = require('node:zlib'); const c = [];"
            "process.stdin.on('data', d => c.push(d));"
            "process.stdin.on('end', () => process.stdout.write("
            "z.brotliDecompressSync(Buffer.concat(c))));")
    return subprocess.run([NODE, "-e", code], input=data, capture_output=True, check=True,
                          timeout=30).stdout


def zip_of(text: bytes, method: int) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        zf.writestr(zipfile.ZipInfo("game/a.py", (2020, 1, 1, 0, 0, 0)), text,
                    compress_type=method)
    return buf.getvalue()


def sample_site(out: Path) -> dict:
    """A small built site: files of every kind, written as a build writes them."""
    files = {
        "index.html": b"<!doctype html><title>t</title>" + TEXT,
        "assets/big.js": TEXT,
        "tiny.js": b"let a = 1;\n" * 20,                 # saves less than 1 KB
        "noise.wasm": os.urandom(8000),                   # does not compress
        "assets/logo.png": TEXT,                          # compressible bytes, not by suffix
        "stored.zip": zip_of(TEXT, zipfile.ZIP_STORED),   # compresses across files
        "deflated.zip": zip_of(TEXT, zipfile.ZIP_DEFLATED),
    }
    for rel, data in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_bytes(data)
    return files


@pytest.mark.parametrize("name, expected", [
    ("a/pyodide.asm.wasm", True), ("x.MJS", True), ("app.zip", True), ("pl.mo", True),
    ("manifest.webmanifest", True), ("logo.png", False), ("index.html.gz", False),
    ("x.br", False), ("README", False),
])
def test_compressible_by_suffix(name, expected):
    assert compress.compressible(name) is expected


def test_gzip_is_deterministic_and_round_trips(monkeypatch):
    first = compress.gzip_bytes(TEXT)
    monkeypatch.setattr(gzip.time, "time", lambda: 2_000_000_000.0)  # a later clock
    assert compress.gzip_bytes(TEXT) == first
    assert gzip.decompress(first) == TEXT and len(first) < len(TEXT) // 5


@pytest.mark.parametrize("header, expected", [
    ("gzip, deflate, br, zstd", ["br", "gzip"]),
    ("br;q=0, gzip", ["gzip"]),
    ("gzip; q=0.0, br", ["br"]),
    ("BR, GZip", ["br", "gzip"]),
    ("gzip;q=1, br;q=0.5", ["gzip", "br"]),
    ("*", ["br", "gzip"]),
    ("br;q=0, *", ["gzip"]),
    ("*;q=0", []),
    ("identity", []),
    ("x-gzip", ["gzip"]),
    ("", []),
    (None, []),
])
def test_accept_encoding(header, expected):
    assert compress.accepted(header) == expected


def test_useful_needs_five_percent_and_one_kilobyte():
    assert compress.useful(100_000, 94_000)
    assert not compress.useful(100_000, 96_000)   # 4 %
    assert compress.useful(1500, 400)             # 1100 bytes and 73 %
    assert not compress.useful(1000, 10)          # under 1 KB saved


def test_build_variants_only_where_useful(tmp_path):
    out = tmp_path / "site"
    files = sample_site(out)
    (out / "noise.wasm.gz").write_bytes(b"stale")   # from an earlier build
    logs = []
    compress.write_variants(out, files, tmp_path / "cache", log=logs.append)
    with_variant = {"index.html", "assets/big.js", "stored.zip"}
    encodings = [".gz", ".br"] if NODE else [".gz"]
    for rel, data in files.items():
        for suffix in (".gz", ".br"):
            variant = out / (rel + suffix)
            assert variant.exists() == (rel in with_variant and suffix in encodings), variant
        if rel in with_variant:
            assert gzip.decompress((out / (rel + ".gz")).read_bytes()) == data
            if NODE:
                assert unbrotli((out / (rel + ".br")).read_bytes()) == data
    assert logs == ([] if NODE else [logs[0]])


def test_without_node_gzip_only_and_one_warning(tmp_path, monkeypatch):
    monkeypatch.setattr(compress.shutil, "which", lambda name: None)
    out = tmp_path / "site"
    files = sample_site(out)
    logs = []
    compress.write_variants(out, files, tmp_path / "cache", log=logs.append)
    assert (out / "index.html.gz").is_file() and (out / "stored.zip.gz").is_file()
    assert not list(out.rglob("*.br"))
    assert len(logs) == 1 and "gzip only" in logs[0] and "node" in logs[0]


def test_cache_is_reused_and_pruned(tmp_path, monkeypatch):
    cache_dir = tmp_path / "cache"
    cache = compress.DiskCache(cache_dir)
    old = cache.path("0" * 64, "gzip")
    cache_dir.mkdir()
    old.write_bytes(b"unused")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    recent = cache.path("1" * 64, "br")
    recent.write_bytes(b"used by another build a moment ago")
    first = compress.variants({"a.js": TEXT}, compress.DiskCache(cache_dir))
    digest = hashlib.sha256(TEXT).hexdigest()
    assert (cache_dir / f"{digest}.gz").read_bytes() == first["a.js"]["gzip"]

    def fail(*args, **kwargs):
        raise AssertionError("computed again")
    monkeypatch.setattr(compress, "brotli_many", fail)
    monkeypatch.setattr(compress, "gzip_bytes", fail)
    again = compress.DiskCache(cache_dir)
    assert compress.variants({"b.js": TEXT}, again) == {"b.js": first["a.js"]}
    assert again.prune() == 1
    assert not old.exists() and recent.exists()
    assert not [p for p in cache_dir.iterdir() if p.name.startswith(".tmp-")]


def fetch(port, path, method="GET", **headers):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request(method, path, headers={k.replace("_", "-"): v for k, v in headers.items()})
        resp = conn.getresponse()
        return resp, resp.read()
    finally:
        conn.close()


@pytest.fixture
def running():
    servers = []

    def start(server):
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return server.server_address[1]
    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def test_built_site_serves_br_then_gzip_then_identity(tmp_path, running):
    out = tmp_path / "site"
    files = sample_site(out)
    compress.write_variants(out, files, tmp_path / "cache")
    port = running(serve.make_static_server(out))
    etags = set()
    cases = [("gzip, deflate, br, zstd", "br" if NODE else "gzip"), ("br;q=0, gzip", "gzip"),
             ("identity", None), (None, None)]
    for header, encoding in cases:
        extra = {"Accept-Encoding": header} if header else {}
        for method in ("GET", "HEAD"):
            resp, body = fetch(port, "/assets/big.js", method, **extra)
            assert resp.status == 200
            assert resp.headers["Content-Type"] == "text/javascript; charset=utf-8"
            assert resp.headers["Content-Encoding"] == encoding
            assert resp.headers["Vary"] == "Accept-Encoding"
            assert resp.headers["X-Content-Type-Options"] == "nosniff"
            suffix = {"br": ".br", "gzip": ".gz", None: ""}[encoding]
            size = len((out / ("assets/big.js" + suffix)).read_bytes())
            assert int(resp.headers["Content-Length"]) == size
            if method == "GET":
                assert len(body) == size
                plain = {"br": unbrotli, "gzip": gzip.decompress, None: bytes}[encoding](body)
                assert plain == TEXT
            etags.add(resp.headers["ETag"])
        # revalidation per encoding: the tag of this encoding gives 304
        resp, body = fetch(port, "/assets/big.js", If_None_Match=resp.headers["ETag"], **extra)
        assert resp.status == 304 and body == b"" and resp.headers["Vary"] == "Accept-Encoding"
    assert len(etags) == (3 if NODE else 2)
    # the gzip tag does not revalidate a br response
    if NODE:
        gz_tag = fetch(port, "/assets/big.js", **{"Accept-Encoding": "gzip"})[0].headers["ETag"]
        resp, _ = fetch(port, "/assets/big.js", If_None_Match=gz_tag, **{"Accept-Encoding": "br"})
        assert resp.status == 200 and resp.headers["Content-Encoding"] == "br"
    # a variant asked for by name is a plain file
    resp, body = fetch(port, "/assets/big.js.gz", **{"Accept-Encoding": "gzip, br"})
    assert resp.status == 200 and resp.headers["Content-Encoding"] is None
    assert body == (out / "assets/big.js.gz").read_bytes()
    # not compressible by name: as it is, without Vary
    resp, body = fetch(port, "/assets/logo.png", **{"Accept-Encoding": "gzip, br"})
    assert resp.headers["Content-Encoding"] is None and resp.headers["Vary"] is None
    assert body == TEXT and resp.headers["Content-Type"] == "image/png"
    # "/" is index.html, with its variants
    resp, body = fetch(port, "/", **{"Accept-Encoding": "gzip"})
    assert resp.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == files["index.html"]
    # a file edited after the build: its older variants are not used
    (out / "assets/big.js").write_bytes(b"// edited\n" + TEXT)
    resp, body = fetch(port, "/assets/big.js", **{"Accept-Encoding": "gzip, br"})
    assert resp.headers["Content-Encoding"] is None and body.startswith(b"// edited")


def test_dev_server_compresses_on_demand(repo_copy, running, monkeypatch):  # noqa: F811
    port = running(serve.make_server("127.0.0.1", 0, repo=repo_copy))
    resp, page = fetch(port, "/index.html")
    assert resp.headers["Content-Encoding"] is None and b"Galaxy Table" in page
    assert resp.headers["Vary"] == "Accept-Encoding"
    plain_tag = resp.headers["ETag"]
    calls = []
    real = compress.gzip_bytes
    monkeypatch.setattr(compress, "gzip_bytes", lambda *a: calls.append(a) or real(*a))
    for _ in range(2):
        resp, body = fetch(port, "/index.html", **{"Accept-Encoding": "gzip, deflate, br"})
        assert resp.headers["Content-Encoding"] == "gzip"  # no brotli in the cache yet
        assert gzip.decompress(body) == page
        assert int(resp.headers["Content-Length"]) == len(body) < len(page) // 2
        assert resp.headers["Content-Type"] == "text/html; charset=utf-8"
    assert len(calls) == 1  # kept in memory
    gz_tag = resp.headers["ETag"]
    assert gz_tag != plain_tag
    resp, _ = fetch(port, "/index.html", If_None_Match=gz_tag, **{"Accept-Encoding": "gzip"})
    assert resp.status == 304
    resp, body = fetch(port, "/index.html", "HEAD", **{"Accept-Encoding": "gzip"})
    assert body == b"" and resp.headers["Content-Encoding"] == "gzip"
    # brotli once a build has left it in the disk cache
    brotli = b"\x1b" + b"pretend brotli body" * 10
    cache = compress.DiskCache(repo_copy / compress.CACHE_DIR)
    cache.put(hashlib.sha256(page).hexdigest(), "br", brotli)
    resp, body = fetch(port, "/", **{"Accept-Encoding": "gzip, br"})
    assert resp.headers["Content-Encoding"] == "br" and body == brotli
    resp, body = fetch(port, "/", **{"Accept-Encoding": "br;q=0, gzip"})
    assert resp.headers["Content-Encoding"] == "gzip"
    # the fake runtime files are too small to gain: sent as they are
    resp, body = fetch(port, "/runtime/pyodide/pyodide.mjs", **{"Accept-Encoding": "gzip"})
    assert resp.headers["Content-Encoding"] is None and body.startswith(b"// ")


def test_dir_option_needs_a_built_site(tmp_path, capsys):
    assert serve.main(["--dir", str(tmp_path)]) == 1
    assert "no index.html" in capsys.readouterr().err
