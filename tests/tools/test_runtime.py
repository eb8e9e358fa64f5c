"""tools/runtime.py: pinned checksums, atomic install, clear errors (no network: fake npm)."""
import hashlib
import io
import json
import tarfile

import pytest

from tools import runtime


def fake_tarball(files):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo("package/" + name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


@pytest.fixture
def fake_pins(monkeypatch):
    """Two small fake packages pinned by their real sha256."""
    tarballs = {
        "alpha@1": fake_tarball({"a.mjs": b"export{}", "a.wasm": b"\0asm", "README.md": b"x"}),
        "@scope/beta@2": fake_tarball({"dist/b.js": b"1", "dist/b.js.map": b"{}"}),
    }
    pins = (
        {"spec": "alpha@1", "sha256": hashlib.sha256(tarballs["alpha@1"]).hexdigest(),
         "dest": "alpha", "files": ("a.mjs", "a.wasm")},
        {"spec": "@scope/beta@2", "sha256": hashlib.sha256(tarballs["@scope/beta@2"]).hexdigest(),
         "dest": "beta", "files": ("dist/b.js",)},
    )
    monkeypatch.setattr(runtime, "PINS", pins)

    def pack(spec, workdir):
        path = workdir / (spec.replace("/", "-").lstrip("@") + ".tgz")
        path.write_bytes(tarballs[spec])
        return path

    return tarballs, pack


def test_install_takes_only_pinned_files_and_stamps(tmp_path, fake_pins):
    _, pack = fake_pins
    rt = tmp_path / "runtime"
    runtime.install(rt, log=lambda m: None, pack=pack)
    assert sorted(p.relative_to(rt).as_posix() for p in rt.rglob("*") if p.is_file()) == [
        "alpha/a.mjs", "alpha/a.wasm", "beta/b.js", "runtime.json"]
    assert runtime.installed_ok(rt)
    assert json.loads((rt / "runtime.json").read_text()) == runtime.stamp_data()
    assert not list(tmp_path.glob(".runtime-tmp-*"))


def test_checksum_mismatch_refused_and_old_runtime_kept(tmp_path, fake_pins, monkeypatch):
    tarballs, pack = fake_pins
    rt = tmp_path / "runtime"
    runtime.install(rt, log=lambda m: None, pack=pack)
    before = (rt / "alpha" / "a.mjs").read_bytes()
    tarballs["@scope/beta@2"] = fake_tarball({"dist/b.js": b"evil"})
    with pytest.raises(runtime.RuntimeFetchError, match="checksum mismatch: @scope/beta@2"):
        runtime.install(rt, log=lambda m: None, pack=pack)
    assert (rt / "alpha" / "a.mjs").read_bytes() == before
    assert runtime.installed_ok(rt)
    assert not list(tmp_path.glob(".runtime-tmp-*"))


def test_interrupted_fetch_leaves_nothing_half_installed(tmp_path, fake_pins):
    _, pack = fake_pins

    def broken(spec, workdir):
        if spec.startswith("@scope"):
            raise KeyboardInterrupt
        return pack(spec, workdir)

    rt = tmp_path / "runtime"
    with pytest.raises(KeyboardInterrupt):
        runtime.install(rt, log=lambda m: None, pack=broken)
    assert not rt.exists()
    assert not list(tmp_path.glob(".runtime-tmp-*"))
    assert not runtime.installed_ok(rt)


def test_missing_file_in_tarball_is_an_error(tmp_path, fake_pins, monkeypatch):
    _, pack = fake_pins
    pins = list(runtime.PINS)
    pins[0] = dict(pins[0], files=("a.mjs", "missing.wasm"))
    monkeypatch.setattr(runtime, "PINS", tuple(pins))
    with pytest.raises(runtime.RuntimeFetchError, match="missing.wasm missing"):
        runtime.install(tmp_path / "runtime", log=lambda m: None, pack=pack)


def test_npm_not_found_message(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(runtime.RuntimeFetchError, match="npm not found: install Node.js"):
        runtime.npm_pack("pyodide@314.0.7", tmp_path)


def test_stamp_mismatch_means_reinstall(tmp_path, fake_pins):
    _, pack = fake_pins
    rt = tmp_path / "runtime"
    runtime.install(rt, log=lambda m: None, pack=pack)
    (rt / "runtime.json").write_text('{"pins": []}')
    assert not runtime.installed_ok(rt)


def test_other_pins_install_beside_the_runtime_s(tmp_path, fake_pins):
    """tools/axe.py installs its own pins (axe-core) with the same code."""
    _, pack = fake_pins
    other = (dict(runtime.PINS[0], dest="other"),)
    runtime.install(tmp_path / "axe", log=lambda m: None, pack=pack, pins=other)
    assert runtime.installed_ok(tmp_path / "axe", pins=other)
    assert not runtime.installed_ok(tmp_path / "axe")


def test_real_pins_are_sha256():
    from tools import axe

    for pin in runtime.PINS + axe.PINS:
        assert len(pin["sha256"]) == 64 and int(pin["sha256"], 16) >= 0
        assert "@" in pin["spec"][1:]
