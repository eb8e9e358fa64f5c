"""Compressed transfer: which files compress, their gzip and brotli bodies, and which one a
request gets.

- `serve.py --build DIR` writes X.gz and X.br beside every compressible file X where the
  variant is useful (`write_variants`); gzip comes from the standard library (level 9, mtime 0,
  so the bytes depend on the content only), brotli (quality 11) from Node.js's zlib, one node
  process for all the files that need it. Without Node.js only .gz files are written.
- Both are cached on disk under build/compressed/, one file per (sha256 of the content,
  encoding), written atomically (several test servers may build at once); a build drops the
  entries it did not use unless they were used in the last PRUNE_GRACE_S seconds. Brotli of
  the 9.6 MB pyodide.asm.wasm takes about half a minute, so it is paid once.
- `Prebuilt` serves those variants for a built site (serve.DirSite); `OnDemand` serves the
  development server (tools/site.Site): gzip computed when first asked for (level 6) and kept
  in memory, or brotli / gzip found in the disk cache from an earlier build.
- `accepted(header)` reads Accept-Encoding: q=0 refuses a coding, "*" stands for the codings
  not named, names are case-insensitive.
"""
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable, Optional, Tuple

SUFFIXES = frozenset({".html", ".js", ".mjs", ".wasm", ".json", ".css", ".svg", ".py",
                      ".toml", ".webmanifest", ".txt", ".map", ".zip", ".mo"})
CACHE_DIR = "build/compressed"
ENCODINGS = ("br", "gzip")                    # the server's preference, best first
FILE_SUFFIX = {"br": ".br", "gzip": ".gz"}     # variant X.br / X.gz beside X
ETAG_SUFFIX = {"br": "br", "gzip": "gz"}
MIN_SAVING_BYTES = 1024   # a variant must be at least this much smaller than the original
MIN_SAVING_RATIO = 0.05   # ... and at least this fraction of it
PRUNE_GRACE_S = 600       # cache entries used this recently survive another build's prune
NODE_TIMEOUT_S = 900

Log = Optional[Callable[[str], None]]
Choice = Tuple[Optional[str], bytes]  # (Content-Encoding or None, body)


class CompressError(Exception):
    """Brotli through Node.js failed; the message says why."""


def compressible(name: str) -> bool:
    """True for a file worth compressing, judged by its suffix."""
    return Path(name).suffix.lower() in SUFFIXES


def useful(raw_size: int, packed_size: int) -> bool:
    """True if a compressed body saves enough to be worth keeping and sending."""
    saving = raw_size - packed_size
    return saving >= MIN_SAVING_BYTES and saving >= MIN_SAVING_RATIO * raw_size


def gzip_bytes(data: bytes, level: int = 9) -> bytes:
    """gzip with no timestamp or file name: the same input gives the same bytes."""
    return gzip.compress(data, compresslevel=level, mtime=0)


NODE_SCRIPT = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as z } from "node:zlib";
const dir = process.argv[2];
for (const name of JSON.parse(readFileSync(dir + "/names.json", "utf8"))) {
  const data = readFileSync(dir + "/" + name);
  const out = brotliCompressSync(data, { params: {
    [z.BROTLI_PARAM_QUALITY]: 11, [z.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(dir + "/" + name + ".br", out);
}
"""


def brotli_many(blobs: list) -> list:
    """Brotli (quality 11) of each bytes in blobs, in one Node.js process."""
    node = shutil.which("node")
    if not node:
        raise CompressError("node not found (Node.js is needed for brotli)")
    if not blobs:
        return []
    with tempfile.TemporaryDirectory(prefix="brotli-") as tmp:
        work = Path(tmp)
        names = [str(i) for i in range(len(blobs))]
        for name, data in zip(names, blobs):
            (work / name).write_bytes(data)
        (work / "names.json").write_text(json.dumps(names))
        (work / "brotli.mjs").write_text(NODE_SCRIPT)
        try:
            proc = subprocess.run([node, str(work / "brotli.mjs"), str(work)],
                                  capture_output=True, text=True, timeout=NODE_TIMEOUT_S,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise CompressError(f"node took more than {NODE_TIMEOUT_S} s") from None
        if proc.returncode != 0:
            tail = " | ".join(line[:200] for line in proc.stderr.strip().splitlines()[-3:])
            raise CompressError(f"node exited with {proc.returncode}: {tail}")
        try:
            return [(work / (name + ".br")).read_bytes() for name in names]
        except OSError as exc:
            raise CompressError(f"node wrote no result: {exc}") from None


class DiskCache:
    """Compressed bodies on disk, one file per (sha256 of the content, encoding)."""

    def __init__(self, root: "str | os.PathLike[str]") -> None:
        self.root = Path(root)
        self.used: set = set()

    def path(self, digest: str, encoding: str) -> Path:
        return self.root / f"{digest}{FILE_SUFFIX[encoding]}"

    def get(self, digest: str, encoding: str) -> Optional[bytes]:
        path = self.path(digest, encoding)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        self.used.add(path.name)
        try:
            os.utime(path)  # marks it as recently used (see prune)
        except OSError:
            pass
        return data

    def put(self, digest: str, encoding: str, data: bytes) -> None:
        path = self.path(digest, encoding)
        self.used.add(path.name)
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=self.root)
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(tmp, path)
        except OSError:
            pass  # a cache only: the caller has the bytes

    def prune(self) -> int:
        """Remove the entries this cache object did not use, unless used (or written) in the
        last PRUNE_GRACE_S seconds; returns how many were removed."""
        removed = 0
        limit = time.time() - PRUNE_GRACE_S
        try:
            entries = list(self.root.iterdir())
        except OSError:
            return 0
        for entry in entries:
            try:
                if entry.name not in self.used and entry.stat().st_mtime < limit:
                    entry.unlink()
                    removed += 1
            except OSError:
                pass
        return removed


def variants(blobs: dict, cache: DiskCache, log: Log = None) -> dict:
    """{name: {encoding: bytes}} of the useful gzip and brotli bodies of blobs ({name: bytes},
    names already judged compressible), from the cache or computed now (brotli only if Node.js
    runs; else `log` gets one line)."""
    digests = {name: hashlib.sha256(data).hexdigest() for name, data in blobs.items()}
    packed: dict = {}  # (digest, encoding) -> bytes
    missing_br: dict = {}  # digest -> data
    for name, data in blobs.items():
        digest = digests[name]
        if (digest, "gzip") not in packed:
            body = cache.get(digest, "gzip")
            if body is None:
                body = gzip_bytes(data)
                cache.put(digest, "gzip", body)
            packed[digest, "gzip"] = body
        if (digest, "br") not in packed:
            body = cache.get(digest, "br")
            if body is None:
                missing_br[digest] = data
            else:
                packed[digest, "br"] = body
    if missing_br:
        try:
            results = brotli_many(list(missing_br.values()))
        except CompressError as exc:
            if log:
                log(f"no brotli (.br) files, gzip only: {exc}")
        else:
            for digest, body in zip(missing_br, results):
                cache.put(digest, "br", body)
                packed[digest, "br"] = body
    out = {}
    for name, data in blobs.items():
        found = {enc: packed[digests[name], enc] for enc in ENCODINGS
                 if (digests[name], enc) in packed
                 and useful(len(data), len(packed[digests[name], enc]))}
        out[name] = found
    return out


def write_variants(out_dir: "str | os.PathLike[str]", files: dict,
                   cache_dir: "str | os.PathLike[str]", log: Log = None) -> int:
    """Write X.br / X.gz beside each compressible file X of a built site (files: {relative
    name: bytes}, already written) where useful, remove stale ones, prune the cache; returns
    how many variants were written."""
    out_dir = Path(out_dir)
    cache = DiskCache(cache_dir)
    chosen = variants({rel: data for rel, data in files.items() if compressible(rel)},
                      cache, log)
    count = 0
    for rel in files:
        for encoding, suffix in FILE_SUFFIX.items():
            target = out_dir / (rel + suffix)
            body = chosen.get(rel, {}).get(encoding)
            if body is None:
                target.unlink(missing_ok=True)
            else:
                target.write_bytes(body)
                # X's own time: nginx advises it for gzip_static; Prebuilt wants no older
                stamp = (out_dir / rel).stat().st_mtime_ns
                os.utime(target, ns=(stamp, stamp))
                count += 1
    cache.prune()
    return count


def accepted(header: Optional[str]) -> list:
    """The encodings of ENCODINGS an Accept-Encoding header allows, best first (higher q
    first, then the server's preference)."""
    if not header:
        return []
    weights: dict = {}
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        weights["gzip" if name == "x-gzip" else name] = q
    allowed = []
    for encoding in ENCODINGS:
        q = weights.get(encoding, weights.get("*", 0.0))
        if q > 0:
            allowed.append((-q, ENCODINGS.index(encoding), encoding))
    return [encoding for _, _, encoding in sorted(allowed)]


def tagged(etag: str, encoding: str) -> str:
    """The ETag of an encoded body: the identity ETag with the encoding in it."""
    return etag[:-1] + "-" + ETAG_SUFFIX[encoding] + '"' if etag.endswith('"') else etag


class Prebuilt:
    """Chooses X.br / X.gz written by a build beside the file X (a plain file on disk); a
    variant older than X (X edited after the build) is not used."""

    def __call__(self, value: "bytes | Path", data: bytes, etag: str,
                 header: Optional[str]) -> Choice:
        if isinstance(value, Path):
            for encoding in accepted(header):
                variant = value.with_name(value.name + FILE_SUFFIX[encoding])
                try:
                    if variant.stat().st_mtime_ns >= value.stat().st_mtime_ns:
                        return encoding, variant.read_bytes()
                except OSError:
                    continue
        return None, data


class OnDemand:
    """Chooses a compressed body for the development server: brotli or gzip from the disk
    cache of an earlier build, else gzip (level 6) computed now; kept in memory by ETag."""

    MEMORY_LIMIT = 64 << 20

    def __init__(self, cache_dir: "str | os.PathLike[str]") -> None:
        self.cache = DiskCache(cache_dir)
        self.lock = threading.Lock()
        self.digests: dict = {}  # ETag -> sha256 of the content
        self.bodies: dict = {}   # (ETag, encoding) -> bytes, or None if not useful
        self.size = 0

    def _remember(self, key: tuple, body: Optional[bytes]) -> None:
        with self.lock:
            if self.size > self.MEMORY_LIMIT:
                self.bodies.clear()
                self.size = 0
            self.bodies[key] = body
            self.size += len(body or b"")

    def __call__(self, value: "bytes | Path", data: bytes, etag: str,
                 header: Optional[str]) -> Choice:
        for encoding in accepted(header):
            key = (etag, encoding)
            if key in self.bodies:
                if self.bodies[key] is not None:
                    return encoding, self.bodies[key]
                continue
            if etag not in self.digests:
                self.digests[etag] = hashlib.sha256(data).hexdigest()
            body = self.cache.get(self.digests[etag], encoding)
            if body is None and encoding == "br":
                continue  # brotli only when a build left it: q11 takes too long here
            if body is None:
                body = gzip_bytes(data, 6)
            if not useful(len(data), len(body)):
                body = None
            self._remember(key, body)
            if body is not None:
                return encoding, body
        return None, data


def warn(message: str) -> None:
    print(f"warning: {message}", file=sys.stderr)
