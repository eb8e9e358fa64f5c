"""Fetch, verify and install the pinned browser runtime (Pyodide + PyScript) into runtime/.

The runtime is not in git. `ensure_runtime(repo)` makes sure `<repo>/runtime/` holds exactly the
pinned versions: it runs `npm pack` for each package (PyPI cannot supply the wasm), checks each
tarball's sha256 against the pin below, extracts only the files the page loads, and swaps the
finished folder into place with a rename, so an interrupted or failed fetch never leaves a
half-installed runtime. Used by serve.py and tests/run.sh (`python3 -m tools.runtime`).
"""
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

# package spec, sha256 of the npm tarball, folder under runtime/, files taken from the tarball.
PINS = (
    {
        "spec": "pyodide@314.0.7",
        "sha256": "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0",
        "dest": "pyodide",
        "files": ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                  "pyodide-lock.json"),
    },
    {
        "spec": "@pyscript/core@0.7.31",
        "sha256": "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a",
        "dest": "pyscript",
        # (not its TOML parser: tools/site.py inlines the config as JSON)
        "files": ("dist/core.js", "dist/core-C9KDLldu.js", "dist/error-D2315lOB.js",
                  "dist/deprecations-manager-UpAPKqCb.js", "dist/donkey-4Hrqd7WZ.js", "dist/py-editor-C4XsZtn7.js",
                  "dist/py-game-DWiCrr7a.js", "dist/py-terminal-CwQ6kcjg.js"),
    },
)
STAMP = "runtime.json"


class RuntimeFetchError(Exception):
    """The runtime could not be fetched or installed; the message says what to do."""


def stamp_data(pins=None):
    return {"pins": [{"spec": p["spec"], "sha256": p["sha256"]} for p in pins or PINS]}


def installed_ok(runtime_dir, pins=None):
    """True if runtime_dir holds the pinned runtime (stamp matches and every file is present);
    `pins`: other pinned packages installed the same way (tools/axe.py), else PINS."""
    pins = pins or PINS
    runtime_dir = Path(runtime_dir)
    try:
        stamp = json.loads((runtime_dir / STAMP).read_text())
    except (OSError, ValueError):
        return False
    if stamp != stamp_data(pins):
        return False
    return all((runtime_dir / p["dest"] / Path(f).name).is_file()
               for p in pins for f in p["files"])


def runtime_files(runtime_dir):
    """Relative paths (under runtime_dir) of every installed runtime file, stamp excluded."""
    return [f"{p['dest']}/{Path(f).name}" for p in PINS for f in p["files"]]


def npm_pack(spec, workdir):
    npm = shutil.which("npm")
    if not npm:
        raise RuntimeFetchError("npm not found: install Node.js (which provides npm) to fetch the "
                            "Python runtime once, then run this again")
    try:
        proc = subprocess.run([npm, "pack", spec, "--json", "--pack-destination", str(workdir)],
                              cwd=workdir, capture_output=True, text=True, timeout=600,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise RuntimeFetchError(f"npm pack {spec} timed out: check the network and try again") from None
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
        raise RuntimeFetchError(f"npm pack {spec} failed (exit {proc.returncode}): "
                            + " | ".join(tail))
    try:
        filename = json.loads(proc.stdout)[0]["filename"]
    except (ValueError, LookupError, TypeError):
        found = sorted(Path(workdir).glob("*.tgz"))
        if len(found) != 1:
            raise RuntimeFetchError(f"npm pack {spec}: could not find the downloaded tarball") from None
        return found[0]
    # npm names scoped packages "scope-name-version.tgz"
    return Path(workdir) / filename.lstrip("@").replace("/", "-")


def verify(data, pin):
    digest = hashlib.sha256(data).hexdigest()
    if digest != pin["sha256"]:
        raise RuntimeFetchError(f"checksum mismatch: {pin['spec']} has sha256 {digest}, expected "
                            f"{pin['sha256']}; refusing to install it")


def extract(data, pin, dest):
    """Write the pinned files of one verified tarball into dest (flat)."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for name in pin["files"]:
            try:
                member = tar.getmember("package/" + name)
            except KeyError:
                raise RuntimeFetchError(f"{pin['spec']}: file {name} missing from the tarball") from None
            if not member.isfile():
                raise RuntimeFetchError(f"{pin['spec']}: {name} is not a regular file")
            (dest / Path(name).name).write_bytes(tar.extractfile(member).read())


def install(runtime_dir, log=print, pack=npm_pack, pins=None):
    """Fetch + verify + install into runtime_dir atomically. `pack(spec, workdir)` -> tarball path;
    `pins`: other pinned packages to install the same way (tools/axe.py), else PINS."""
    pins = pins or PINS
    runtime_dir = Path(runtime_dir).resolve()
    runtime_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".runtime-tmp-", dir=runtime_dir.parent))
    try:
        downloads = tmp / "downloads"
        downloads.mkdir()
        staged = tmp / "runtime"
        for pin in pins:
            log(f"fetching {pin['spec']} with npm pack ...")
            workdir = downloads / pin["dest"]
            workdir.mkdir()
            data = Path(pack(pin["spec"], workdir)).read_bytes()
            verify(data, pin)
            extract(data, pin, staged / pin["dest"])
        (staged / STAMP).write_text(json.dumps(stamp_data(pins), indent=1) + "\n")
        old = None
        if runtime_dir.exists():
            old = tmp / "old"
            os.rename(runtime_dir, old)
        os.rename(staged, runtime_dir)
        log(f"installed in {runtime_dir}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def ensure_runtime(repo, log=print):
    """Install the runtime into <repo>/runtime unless it is already the pinned one."""
    runtime_dir = Path(repo) / "runtime"
    if not installed_ok(runtime_dir):
        install(runtime_dir, log=log)
    return runtime_dir


def main(argv=None):
    repo = Path(__file__).resolve().parent.parent
    try:
        ensure_runtime(repo)
    except RuntimeFetchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"runtime ready: {repo / 'runtime'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
