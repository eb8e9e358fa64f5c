"""Precompiled bytecode for the page: Python starts without compiling the standard library.

Pyodide's python_stdlib.zip holds only .py files, so every start of the page compiled each
standard-library module it imported from source (most of Python's start-up time). At serve and
build time `compile_site(repo, app_zip)` runs the runtime's own CPython (Pyodide under Node.js,
so the bytecode's magic number is the runtime's) to:

- import what start-up imports (Pyodide's own modules, what PyScript's bootstrap uses, and
  every module of game/ and ui/), then compile each standard-library module that was loaded
  to an unchecked hash-based .pyc placed beside its .py in a copy of python_stdlib.zip
  (zipimport finds `name.pyc` before `name.py`);
- compile every module of app.zip into `<name>.pyc` beside its source, as zipimport looks for
  it (web/main.py imports the app straight from app.zip, which it writes to
  /home/pyodide/app.zip; nothing is unpacked).

Unchecked .pyc are never compared with their source, so they must come from the same source:
they are rebuilt whenever app.zip or the runtime changes (cached under build/bytecode/). The
downloaded runtime stays as verified (tools/runtime.py pins its checksums); the repacked
python_stdlib.zip is build output derived from it. Without Node.js, or if anything fails, the
site is served with the original files (slower start, same behaviour).
"""
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from . import runtime

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
const py = await loadPyodide({ indexURL: %(index)s });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: work }, "/work");
py.runPython(%(python)s);
"""

PYTHON_SCRIPT = r'''
import importlib
import importlib.util
import io
import json
import marshal
import os
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

request = json.load(open("/work/request.json"))
TIME = tuple(request["zip_time"])
APP_ZIP = "/home/pyodide/app.zip"  # where web/main.py puts it: the code objects' file names
STDLIB = "/lib/python%d%d.zip" % sys.version_info[:2]
TAG = sys.implementation.cache_tag


def pyc(source, filename):
    """Unchecked hash-based .pyc bytes, or None for a module that does not compile (the page
    then reports its SyntaxError on import, as without bytecode)."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), False)


def entry(name):
    info = zipfile.ZipInfo(name, TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


with open("/work/app.zip", "rb") as src, open(APP_ZIP, "wb") as dst:
    dst.write(src.read())
with zipfile.ZipFile(APP_ZIP) as zf:
    app_names = zf.namelist()
sys.path.insert(0, APP_ZIP)

modules = list(request["imports"])
for name in app_names:
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

with zipfile.ZipFile(STDLIB) as src, zipfile.ZipFile("/work/python_stdlib.zip", "w") as out:
    present = set(src.namelist())
    for info in src.infolist():
        out.writestr(info, src.read(info.filename), compress_type=info.compress_type)
    for name in stdlib:
        if name in present and name + "c" not in present:
            data = pyc(src.read(name), prefix + name)
            if data is not None:
                out.writestr(entry(name + "c"), data)

with zipfile.ZipFile("/work/app.zip") as src, zipfile.ZipFile("/work/app-out.zip", "w") as out:
    for info in src.infolist():
        out.writestr(info, src.read(info.filename), compress_type=info.compress_type)
    for name in app_names:
        if name.endswith(".py"):
            data = pyc(src.read(name), APP_ZIP + "/" + name)
            if data is not None:
                out.writestr(entry(name + "c"), data)

json.dump({"stdlib": stdlib, "failed": failed, "tag": TAG}, open("/work/result.json", "w"))
'''


class BytecodeError(Exception):
    """Compiling with the runtime's Python failed; the message says why."""


def _key(runtime_dir, app_zip):
    digest = hashlib.sha256()
    digest.update(json.dumps(runtime.stamp_data(), sort_keys=True).encode())
    digest.update(Path(__file__).read_bytes())
    digest.update((runtime_dir / STDLIB).read_bytes())
    digest.update(app_zip)
    return digest.hexdigest()[:20]


def run_node(runtime_dir, app_zip, zip_time, work):
    """Compile in Pyodide under Node.js; returns (stdlib zip path, app zip bytes, report)."""
    node = shutil.which("node")
    if not node:
        raise BytecodeError("node not found (Node.js is needed to precompile the bytecode)")
    work = Path(work)
    pyodide_dir = (Path(runtime_dir) / "pyodide").resolve()
    (work / "app.zip").write_bytes(app_zip)
    (work / "request.json").write_text(json.dumps({"imports": list(PYSCRIPT_IMPORTS),
                                                   "zip_time": list(zip_time)}))
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
    return work / "python_stdlib.zip", (work / "app-out.zip").read_bytes(), report


def compile_site(repo, app_zip, zip_time, log=None):
    """(python_stdlib.zip bytes, app.zip bytes) with bytecode, from the cache or compiled now;
    None if the runtime is not installed or compiling failed (then log(reason) is called)."""
    repo = Path(repo)
    runtime_dir = repo / "runtime"
    if not runtime.installed_ok(runtime_dir):
        return None
    key = _key(runtime_dir, app_zip)
    cache = repo / CACHE_DIR
    done = cache / key
    try:
        return (done / "python_stdlib.zip").read_bytes(), (done / "app.zip").read_bytes()
    except OSError:
        pass
    try:
        with tempfile.TemporaryDirectory(prefix="bytecode-") as tmp:
            stdlib, app, report = run_node(runtime_dir, app_zip, zip_time, tmp)
            cache.mkdir(parents=True, exist_ok=True)
            staged = Path(tempfile.mkdtemp(prefix=".tmp-", dir=cache))
            shutil.copy(stdlib, staged / "python_stdlib.zip")
            (staged / "app.zip").write_bytes(app)
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
    return stdlib, app


def warn(message):
    print(f"warning: {message}", file=sys.stderr)
