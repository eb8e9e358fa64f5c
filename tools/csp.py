"""The page's Content-Security-Policy: one policy, written into index.html's <meta> last.

index.html carries `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`,
a placeholder that lets nothing run (so a page served without this step fails loudly rather
than open). tools/site.py, once every other step has baked its part into the page, calls
`with_policy(page)`, which puts POLICY in its place with the SHA-256 hash of each inline
<script> the browser executes and of each inline <style> element: those are the only inline
code and stylesheets the page may use. A <script> of a non-JavaScript type (the baked boot
texts, `application/json`; web/main.py for PyScript, `py`) is never executed, so CSP does not
look at it and it gets no hash.

A <meta> policy cannot say frame-ancestors, report-uri/report-to or sandbox (browsers ignore
them there); a host that wants those sends them as an HTTP header (README, "Deploying").
docs/ARCHITECTURE.md ("The page's security policy") says why each allowance is there.
"""
import base64
import hashlib
import re

# (directive, its sources): each source with the reason it is there. "{scripts}" and
# "{styles}" are replaced by the hashes of the page's inline scripts and <style> elements.
POLICY = (
    ("default-src", (
        "'self'",                  # anything not named below: only from the site itself
    )),
    ("script-src", (
        "'self'",                  # boot.js, interpreter.mjs, runtime/pyscript, runtime/pyodide
        "'wasm-unsafe-eval'",      # Pyodide compiles pyodide.asm.wasm (WebAssembly.instantiate)
        "{scripts}",               # the first-paint script of index.html, by its hash
    )),
    ("worker-src", (
        "'self'",                  # snapshot-worker.mjs (module worker), sw.js (service worker)
    )),
    ("connect-src", (
        "'self'",                  # fetch of the runtime, app.zip, version.json, bytecode json
    )),                            # (WebRTC data channels and STUN/TURN are not governed)
    ("img-src", (
        "'self'",                  # assets/icons/*.svg (the QR code is inline <svg>, no image)
    )),
    ("style-src", (
        "'self'",                  # assets/*.css linked by the page and the games' tables
        "{styles}",                # the stylesheets tools/shell.py bakes in as <style>
    )),
    ("style-src-attr", (
        "'unsafe-inline'",         # style="..." in markup the app renders (seat colours, map
    )),                            # and timeline positions): attributes only, no <style>
    ("object-src", (
        "'none'",                  # no plugins
    )),
    ("base-uri", (
        "'self'",                  # no <base> may point relative URLs elsewhere
    )),
    ("form-action", (
        "'none'",                  # the one form (a game's setup) is handled in Python, never sent
    )),
)

PLACEHOLDER = "default-src 'none'"
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
SCRIPT = re.compile(r"<script(\s[^>]*)?>(.*?)</script>", re.S | re.I)
STYLE = re.compile(r"<style(\s[^>]*)?>(.*?)</style>", re.S | re.I)
TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]*)""", re.I)
SRC = re.compile(r"\bsrc\s*=", re.I)
JS_TYPES = {"", "module", "text/javascript", "application/javascript", "text/ecmascript",
            "application/ecmascript"}


def digest(text: str) -> str:
    """The CSP source that allows exactly this inline text: 'sha256-<base64>'."""
    raw = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(raw).decode("ascii") + "'"


def inline_scripts(page: str) -> list:
    """The text of each inline <script> the browser would execute (no src, a JavaScript type)."""
    out = []
    for match in SCRIPT.finditer(page):
        attrs = match.group(1) or ""
        kind = TYPE.search(attrs)
        if SRC.search(attrs) or (kind and kind.group(1).lower() not in JS_TYPES):
            continue
        out.append(match.group(2))
    return out


def inline_styles(page: str) -> list:
    """The text of each <style> element of the page."""
    return [match.group(2) for match in STYLE.finditer(page)]


def policy(scripts: list, styles: list) -> str:
    """POLICY as one header value, with the given inline scripts' and styles' hashes."""
    fill = {"{scripts}": [digest(s) for s in dict.fromkeys(scripts)],
            "{styles}": [digest(s) for s in dict.fromkeys(styles)]}
    parts = []
    for directive, sources in POLICY:
        words = []
        for source in sources:
            words.extend(fill.get(source, [source]))
        parts.append(" ".join([directive] + words))
    return "; ".join(parts)


def with_policy(page: str) -> str:
    """The finished index.html with POLICY (and its hashes) in its CSP <meta>; unchanged if it
    has none (tests/tools/test_csp.py makes sure the page does)."""
    meta = META.search(page)
    if meta is None:
        return page
    text = policy(inline_scripts(page), inline_styles(page))
    return page[:meta.start(1)] + text.replace('"', "&quot;") + page[meta.end(1):]
