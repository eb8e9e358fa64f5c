"""Precompiled bytecode for the page: Python starts without compiling the standard library.

Pyodide's python_stdlib.zip holds only .py files, so every start of the page compiled each
standard-library module it imported from source (most of Python's start-up time). At serve and
build time `compile_site(repo, parts)` runs the runtime's own CPython (Pyodide under Node.js,
so the bytecode's magic number is the runtime's) to:

- import what the page imports (Pyodide's own modules, what PyScript's bootstrap uses, every
  module of game/ and ui/, and every module an import statement of the app or of PyScript's
  package names, even inside a function: `page_imports`), then write the page's standard
  library: only the modules that were loaded, each as an unchecked hash-based .pyc (its
  source if it does not compile), stored uncompressed (HTTP compresses the whole archive);
  2.5 MB of sources over the wire became what `python3 -m tools.transfer_bench` prints;
- compile every module of the app's zips (tools/app_zips.py) into `<name>.pyc` beside its
  source, as zipimport looks for it (web/main.py imports the app straight from the zips,
  which it writes to /home/pyodide/; nothing is unpacked);
- compile PyScript's own Python package (the `pyscript` modules its core.js writes into the
  file system at every start and then imports) into *checked* hash-based .pyc, served as
  pyscript-bytecode.json: web/interpreter.mjs writes them into `pyscript/__pycache__/` before
  PyScript writes the sources, so its bootstrap imports them instead of compiling. Checked:
  Python compares each with the source PyScript wrote and compiles as before if they differ.

Unchecked .pyc are never compared with their source, so they must come from the same source:
they are rebuilt whenever the app or the runtime changes (cached under build/bytecode/). The
downloaded runtime stays as verified (tools/runtime.py pins its checksums); the trimmed
python_stdlib.zip is build output derived from it. Without Node.js, or if anything fails, the
site is served with the original files (the whole standard library: a slower start and a
heavier first visit, same behaviour).
"""
import functools
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from . import page_imports, runtime

CACHE_DIR = Path("build") / "bytecode"
STDLIB = "pyodide/python_stdlib.zip"  # under runtime/
TIMEOUT_S = 300

# What PyScript 0.7.31's Python bootstrap imports (beside Pyodide's own start-up imports and
# the app's modules, which are traced by importing them).
PYSCRIPT_IMPORTS = ("asyncio", "base64", "binascii", "builtins", "collections", "functools",
                    "inspect", "json", "os", "pathlib", "sys", "io", "zipfile", "traceback",
                    "html", "random", "weakref")

NODE_SCRIPT = r"""
import { loadPyodide } from %(pyodide)s;
const [work] = process.argv.slice(2);
// no column ranges in the code objects (PYTHONNODEBUGRANGES): a quarter less bytecode to send;
// a traceback in the page still names file and line, without the ^^^ marks under them
const py = await loadPyodide({ indexURL: %(index)s, env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: work }, "/work");
py.runPython(%(python)s);
"""

PYTHON_SCRIPT = r'''
import importlib
import importlib.util
import json
import marshal
import os
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

request = json.load(open("/work/request.json"))
TIME = tuple(request["zip_time"])
STDLIB = "/lib/python%d%d.zip" % sys.version_info[:2]
TAG = sys.implementation.cache_tag


import ast


def without_docstrings(tree):
    """The tree without the docstrings of modules, classes and functions (the statement is
    removed, so a `from __future__` import still comes first; every other statement keeps its
    line number; `__doc__` becomes None): the page never reads them, and they were a sixth of
    the bytecode. Assertions stay, unlike compile(optimize=2)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


def code_of(source, filename):
    """The code object the page runs for a module: compiled without docstrings (and, as the
    interpreter runs, without column ranges)."""
    return compile(without_docstrings(ast.parse(source, filename)), filename, "exec",
                   dont_inherit=True)


def pyc(source, filename):
    """Unchecked hash-based .pyc bytes, or None for a module that does not compile (the page
    then reports its SyntaxError on import, as without bytecode)."""
    try:
        code = code_of(source, filename)
    except (SyntaxError, ValueError):
        return None
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), False)


def entry(name):
    info = zipfile.ZipInfo(name, TIME)
    info.compress_type = zipfile.ZIP_STORED  # compressed over HTTP instead (tools/app_zips.py)
    info.external_attr = 0o644 << 16
    return info


HOME = "/home/pyodide/"  # where web/main.py writes the app's zips: the code objects' file names
parts = request["parts"]
app_names = {}
for part in parts:
    with open("/work/parts/" + part, "rb") as src, open(HOME + part, "wb") as dst:
        dst.write(src.read())
    with zipfile.ZipFile(HOME + part) as zf:
        app_names[part] = zf.namelist()
sys.path[:0] = [HOME + part for part in parts]

modules = list(request["imports"])
for part in parts:
    for name in app_names[part]:
        if name.endswith(".py") and not name.endswith("__main__.py"):
            mod = name[:-3].replace("/", ".")
            modules.append(mod[:-9] if mod.endswith(".__init__") else mod)
failed = []
for mod in modules:
    try:
        importlib.import_module(mod)
    except BaseException as exc:  # a module that needs the page: its own imports still count
        failed.append(f"{mod}: {type(exc).__name__}")

prefix = STDLIB + "/"
stdlib = sorted({m.__file__[len(prefix):] for m in list(sys.modules.values())
                 if isinstance(getattr(m, "__file__", None), str)
                 and m.__file__.startswith(prefix) and m.__file__.endswith(".py")})

# The page's standard library: only the modules loaded above, each as its .pyc (its source
# when it does not compile), and the folders they lie in.
with zipfile.ZipFile(STDLIB) as src, zipfile.ZipFile("/work/python_stdlib.zip", "w") as out:
    present = set(src.namelist())
    folders = sorted({name[:i + 1] for name in stdlib for i, c in enumerate(name) if c == "/"})
    for folder in folders:
        if folder in present:
            out.writestr(src.getinfo(folder), b"")
    for name in stdlib:
        if name not in present:
            continue
        data = pyc(src.read(name), prefix + name)
        if data is None:
            out.writestr(entry(name), src.read(name))
        else:
            out.writestr(entry(name + "c"), data)

for part in parts:
    with zipfile.ZipFile(HOME + part) as src, zipfile.ZipFile("/work/out/" + part, "w") as out:
        for info in src.infolist():
            out.writestr(info, src.read(info.filename), compress_type=info.compress_type)
        for name in app_names[part]:
            if name.endswith(".py"):
                data = pyc(src.read(name), HOME + part + "/" + name)
                if data is not None:
                    out.writestr(entry(name + "c"), data)

# PyScript's package: checked .pyc where the source loader looks for them (cwd /home/pyodide)
import base64
pyscript = {}
for name, text in sorted(json.load(open("/work/pyscript.json")).items()):
    if not name.endswith(".py"):
        continue
    source = text.encode("utf-8")  # as PyScript writes it (write_text, utf-8)
    path = "/home/pyodide/" + name
    try:
        code = code_of(source, path)
    except (SyntaxError, ValueError):
        continue
    head, _, stem = path.rpartition("/")
    data = _code_to_hash_pyc(code, importlib.util.source_hash(source), True)
    pyscript[f"{head}/__pycache__/{stem[:-3]}.{TAG}.pyc"] = base64.b64encode(data).decode()
json.dump({"files": pyscript}, open("/work/pyscript-bytecode.json", "w"), sort_keys=True)

json.dump({"stdlib": stdlib, "failed": failed, "tag": TAG, "pyscript": sorted(pyscript),
           "column_ranges": any(p[2] is not None
                                for p in compile("x = 1", "<probe>", "exec").co_positions())},
          open("/work/result.json", "w"))
'''


EXTRACT_SCRIPT = r"""
import { readFileSync, readdirSync } from "node:fs";
import vm from "node:vm";
const [dir] = process.argv.slice(2);
// PyScript's Python package as its core writes it at start-up: the object literal
// {pyscript: {"__init__.py": "...", ...}} in core-*.js, flattened to {"pyscript/x.py": text}.
const marker = '{pyscript:{"__init__.py":';
let out = {};
for (const name of readdirSync(dir)) {
  if (!/^core-.*\.js$/.test(name)) continue;
  const src = readFileSync(dir + "/" + name, "utf8");
  const start = src.indexOf(marker);
  if (start < 0) continue;
  let depth = 0, quote = null, end = start;
  for (; end < src.length; end++) {
    const c = src[end];
    if (quote) { if (c === "\\") end++; else if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) break;
  }
  const tree = vm.runInNewContext("(" + src.slice(start, end + 1) + ")", {}, { timeout: 1000 });
  (function walk(node, prefix) {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") out[prefix + key] = value;
      else walk(value, prefix + key + "/");
    }
  })(tree, "");
  break;
}
process.stdout.write(JSON.stringify(out));
"""


def pyscript_sources(runtime_dir) -> dict:
    """{"pyscript/<module>.py": source}, read once per installed runtime (see _read_pyscript)."""
    folder = (Path(runtime_dir) / "pyscript").resolve()
    cores = tuple(sorted((p.name, p.stat().st_mtime_ns) for p in folder.glob("core-*.js")))
    return dict(_read_pyscript(str(folder.parent), cores))


@functools.lru_cache(maxsize=4)
def _read_pyscript(runtime_dir, cores) -> tuple:
    """{"pyscript/<module>.py": source} of the pinned PyScript's own Python package, read out
    of its core-*.js (where it is a JavaScript object literal) with Node.js; {} when no
    core-*.js holds it. BytecodeError without Node.js or when Node fails."""
    node = shutil.which("node")
    if not node:
        raise BytecodeError("node not found (Node.js is needed to precompile the bytecode)")
    with tempfile.TemporaryDirectory(prefix="pyscript-") as tmp:
        script = Path(tmp) / "extract.mjs"
        script.write_text(EXTRACT_SCRIPT)
        try:
            proc = subprocess.run([node, str(script), str((Path(runtime_dir) / "pyscript").resolve())],
                                  capture_output=True, text=True, timeout=60,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise BytecodeError("node took more than 60 s to read PyScript's package") from None
    if proc.returncode != 0:
        raise BytecodeError("reading PyScript's package failed: " + proc.stderr.strip()[-200:])
    files = json.loads(proc.stdout or "{}")
    return tuple(sorted((k, v) for k, v in files.items() if isinstance(v, str)))


class BytecodeError(Exception):
    """Compiling with the runtime's Python failed; the message says why."""


def _key(runtime_dir, parts, imports):
    digest = hashlib.sha256()
    digest.update(json.dumps(runtime.stamp_data(), sort_keys=True).encode())
    digest.update(Path(__file__).read_bytes())
    digest.update((runtime_dir / STDLIB).read_bytes())
    digest.update(json.dumps(imports).encode())
    for name, data in parts.items():
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:20]


EMPTY_PYSCRIPT = b'{"files": {}}'  # pyscript-bytecode.json when nothing was compiled

def run_node(runtime_dir, parts, imports, pyscript, zip_time, work):
    """Compile in Pyodide under Node.js; returns (stdlib zip path, {zip name: bytes},
    PyScript's bytecode as JSON bytes, report)."""
    node = shutil.which("node")
    if not node:
        raise BytecodeError("node not found (Node.js is needed to precompile the bytecode)")
    work = Path(work)
    pyodide_dir = (Path(runtime_dir) / "pyodide").resolve()
    (work / "parts").mkdir()
    (work / "out").mkdir()
    for name, data in parts.items():
        (work / "parts" / name).write_bytes(data)
    (work / "request.json").write_text(json.dumps({"imports": imports, "parts": list(parts),
                                                   "zip_time": list(zip_time)}))
    (work / "pyscript.json").write_text(json.dumps(pyscript))
    script = work / "compile.mjs"
    script.write_text(NODE_SCRIPT % {
        "pyodide": json.dumps((pyodide_dir / "pyodide.mjs").as_uri()),
        "index": json.dumps(str(pyodide_dir) + "/"),
        "python": json.dumps(PYTHON_SCRIPT)})
    try:
        proc = subprocess.run([node, str(script), str(work)], capture_output=True, text=True,
                              timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise BytecodeError(f"node took more than {TIMEOUT_S} s") from None
    if proc.returncode != 0 or not (work / "result.json").is_file():
        tail = [line[:200] for line in (proc.stderr or proc.stdout).strip().splitlines()[-5:]]
        raise BytecodeError(f"node exited with {proc.returncode}: " + " | ".join(tail))
    report = json.loads((work / "result.json").read_text())
    compiled = {name: (work / "out" / name).read_bytes() for name in parts}
    return (work / "python_stdlib.zip", compiled,
            (work / "pyscript-bytecode.json").read_bytes(), report)


def compile_site(repo, parts, zip_time, log=None):
    """(python_stdlib.zip bytes, {zip name: bytes}, pyscript-bytecode.json bytes): the page's
    trimmed standard library and the app's zips (`parts`, tools/app_zips.py) with bytecode,
    from the cache or compiled now; None if the runtime is not installed or compiling failed
    (then log(reason) is called, and the site serves the runtime's whole standard library)."""
    repo = Path(repo)
    runtime_dir = repo / "runtime"
    if not runtime.installed_ok(runtime_dir):
        return None
    cache = repo / CACHE_DIR
    try:
        pyscript = pyscript_sources(runtime_dir)
        imports = page_imports.page_imports(parts, pyscript, PYSCRIPT_IMPORTS)
        key = _key(runtime_dir, parts, imports)
        done = cache / key
        try:
            return ((done / "python_stdlib.zip").read_bytes(),
                    {name: (done / "app" / name).read_bytes() for name in parts},
                    (done / "pyscript-bytecode.json").read_bytes())
        except OSError:
            pass
        with tempfile.TemporaryDirectory(prefix="bytecode-") as tmp:
            stdlib, compiled, pyscript_pyc, report = run_node(runtime_dir, parts, imports,
                                                              pyscript, zip_time, tmp)
            cache.mkdir(parents=True, exist_ok=True)
            staged = Path(tempfile.mkdtemp(prefix=".tmp-", dir=cache))
            shutil.copy(stdlib, staged / "python_stdlib.zip")
            (staged / "app").mkdir()
            for name, data in compiled.items():
                (staged / "app" / name).write_bytes(data)
            (staged / "pyscript-bytecode.json").write_bytes(pyscript_pyc)
            (staged / "report.json").write_text(json.dumps(report, indent=1))
    except (BytecodeError, OSError) as exc:
        if log:
            log(f"bytecode not precompiled, the page will compile its Python: {exc}")
        return None
    stdlib = (staged / "python_stdlib.zip").read_bytes()
    for old in cache.iterdir():  # keep only the newest build (other runs' temp dirs stay)
        if old.name != staged.name and not old.name.startswith(".tmp-"):
            shutil.rmtree(old, ignore_errors=True)
    try:
        staged.rename(done)
    except OSError:  # another server finished the same build first
        shutil.rmtree(staged, ignore_errors=True)
    return stdlib, compiled, pyscript_pyc


def warn(message):
    print(f"warning: {message}", file=sys.stderr)
