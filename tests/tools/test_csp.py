"""tools/csp.py: the served index.html carries the Content-Security-Policy, before anything it
governs, with a hash for exactly each inline script the browser runs and each <style>, and no
allowance for inline code or eval. The scripts are found here with Python's HTML parser, not
with the module's own pattern, so the two must agree."""
import base64
import hashlib
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tools import csp, site

REPO = Path(__file__).resolve().parents[2]
JS_TYPES = {"", "module", "text/javascript", "application/javascript"}


class Inline(HTMLParser):
    """The page's CSP <meta> content, its inline executable scripts and its <style> texts, and
    where the first script, style or stylesheet link begins."""

    def __init__(self, page: str):
        super().__init__(convert_charrefs=True)
        self.policy = None
        self.scripts, self.styles = [], []
        self.first_governed = None
        self._open = None     # (list to add to, text so far) inside <script>/<style>
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "content-security-policy":
            assert self.policy is None, "one policy <meta>"
            self.policy = attrs.get("content")
        if tag in ("script", "style") or (tag == "link" and attrs.get("rel") == "stylesheet"):
            if self.first_governed is None:
                self.first_governed = self.getpos()
        if tag == "script" and "src" not in attrs and (attrs.get("type") or "") in JS_TYPES:
            self._open = (self.scripts, [])
        elif tag == "style":
            self._open = (self.styles, [])

    def handle_data(self, data):
        if self._open is not None:
            self._open[1].append(data)

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self._open is not None:
            self._open[0].append("".join(self._open[1]))
            self._open = None


def sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def directives(policy: str) -> dict:
    out = {}
    for part in policy.split(";"):
        name, *sources = part.split()
        out[name] = sources
    return out


def problems(page: str) -> list:
    """What is wrong with the page's policy (empty when all is well)."""
    found = Inline(page)
    if found.policy is None:
        return ["no policy <meta>"]
    rules = directives(found.policy)
    out = []
    meta_at = page.index('http-equiv="Content-Security-Policy"')
    first = page.find("<script"), page.find("<style"), page.find('<link rel="stylesheet"')
    if any(0 <= at < meta_at for at in first):
        out.append("the policy comes after something it governs")
    for name, texts in (("script-src", found.scripts), ("style-src", found.styles)):
        hashes = {s for s in rules.get(name, []) if s.startswith("'sha256-")}
        wanted = {sha256(t) for t in texts}
        if hashes != wanted:
            out.append(f"{name}: {len(wanted - hashes)} inline texts without their hash, "
                       f"{len(hashes - wanted)} hashes of nothing")
    return out


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> str:
    """The index.html tools/site.py serves, from a copy of the repo with stand-in runtime files."""
    root = tmp_path_factory.mktemp("repo")
    for name in ("game", "ui", "web", "assets", "locale"):
        shutil.copytree(REPO / name, root / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in site.TOP_LEVEL:
        shutil.copy(REPO / name, root / name)
    for rel in site.runtime.runtime_files(root / "runtime"):
        (root / "runtime" / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / "runtime" / rel).write_text(f"// {rel}")
    return site.Site(root).get("index.html").decode()


def test_the_served_page_carries_the_policy_with_a_hash_per_inline_script(served):
    assert problems(served) == []
    found = Inline(served)
    assert len(found.scripts) == 1          # the first-paint script; boot-texts and py are data
    assert '<script type="application/json" id="boot-texts">' in served
    assert '<script type="py"' in served
    assert len(found.styles) >= 1           # the stylesheets tools/shell.py bakes in


def test_a_script_changed_without_its_hash_is_caught(served):
    edited = served.replace("window.galaxyTableAfterPaint =", "window.galaxyTableAfterPaint2 =", 1)
    assert edited != served
    assert problems(edited) == ["script-src: 1 inline texts without their hash, 1 hashes of nothing"]
    added = served.replace("</body>", "<script>alert(1)</script></body>", 1)
    assert problems(added) == ["script-src: 1 inline texts without their hash, 0 hashes of nothing"]
    # and the policy must come before what it governs
    moved = served.replace('<meta http-equiv="Content-Security-Policy"', "<x", 1).replace(
        "</body>", '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"></body>')
    assert "the policy comes after something it governs" in problems(moved)


def test_the_policy_allows_no_inline_code_or_eval(served):
    rules = directives(Inline(served).policy)
    scripts = rules["script-src"]
    assert "'unsafe-inline'" not in scripts and "'unsafe-eval'" not in scripts
    assert "'strict-dynamic'" not in scripts
    assert [s for s in scripts if not s.startswith("'sha256-")] == ["'self'", "'wasm-unsafe-eval'"]
    assert rules["default-src"] == ["'self'"] and rules["connect-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"] and rules["base-uri"] == ["'self'"]
    assert rules["worker-src"] == ["'self'"] and rules["form-action"] == ["'none'"]
    assert "'unsafe-inline'" not in rules["style-src"]


def test_the_page_fails_closed_without_the_step():
    """index.html's own <meta> lets nothing run: a page served without with_policy is broken,
    not open; with_policy leaves a page without the <meta> alone."""
    source = (REPO / "index.html").read_text()
    assert Inline(source).policy == csp.PLACEHOLDER
    assert csp.with_policy("<p>no policy</p>") == "<p>no policy</p>"


def test_each_token_of_the_policy_says_why():
    text = (REPO / "tools" / "csp.py").read_text()
    body = text[text.index("POLICY = ("):text.index("PLACEHOLDER =")]
    for directive, sources in csp.POLICY:
        for source in sources:
            line = next(l for l in body.splitlines() if f'"{source}"' in l)
            assert "#" in line, f"{directive} {source} has no reason"
