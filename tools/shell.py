"""The lobby shell baked into index.html: the lobby's markup, on the page at first paint.

`lobby_html(repo)` renders the first-visit lobby (no saves) with the app's own code — ui.app's
App and ui.lobby.render — in CPython, against a small stand-in for the browser's document
(`FakeDocument`), once per language, with the translations of the texts the page shows before
Python runs (ui/boottext.py). tools/site.py bakes them into index.html: the English lobby in
`<template id="lobby-shell">`, each other language's in `<template id="lobby-shell-<lang>">`,
the texts as JSON in `<script type="application/json" id="boot-texts">`. The page's inline
script picks the visitor's language (the remembered choice, else the browser's languages),
shows that lobby before Python has started (or the last lobby the page rendered, kept in
localStorage by ui/shell.py), queues clicks, and Python then renders the same markup in its
place (docs/ARCHITECTURE.md, "How the page starts").

The render runs in a child process (`python3 -m tools.shell REPO`), so the stand-in `js` and
`pyodide` modules never enter the server's own interpreter.
"""
import html
import json
import re
import subprocess
import sys
import types
from pathlib import Path

MARKER = '<template id="lobby-shell"></template>'
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
TIMEOUT_S = 120


class FakeText:
    def __init__(self, text):
        self.textContent = str(text)
        self.parentNode = None

    def html(self):
        return html.escape(self.textContent, quote=False)


class FakeClassList:
    def __init__(self, el):
        self.el = el

    def _names(self):
        return (self.el.getAttribute("class") or "").split()

    def contains(self, name):
        return name in self._names()

    def add(self, name):
        if name not in self._names():
            self.el.setAttribute("class", " ".join(self._names() + [name]))

    def remove(self, name):
        self.el.setAttribute("class", " ".join(n for n in self._names() if n != name))


class FakeElement:
    """Just enough of a DOM element for the app shell and the lobby to render."""

    def __init__(self, tag):
        self.tagName = tag
        self.attrs = {}
        self.childNodes = []
        self.parentNode = None
        self.classList = FakeClassList(self)

    # attributes
    def setAttribute(self, name, value):
        self.attrs[name] = str(value)

    def getAttribute(self, name):
        return self.attrs.get(name)

    def removeAttribute(self, name):
        self.attrs.pop(name, None)

    def hasAttribute(self, name):
        return name in self.attrs

    @property
    def hidden(self):
        return "hidden" in self.attrs

    @hidden.setter
    def hidden(self, value):
        if value:
            self.attrs["hidden"] = ""
        else:
            self.attrs.pop("hidden", None)

    @property
    def id(self):
        return self.attrs.get("id", "")

    # children
    def appendChild(self, child):
        if child.parentNode is not None:
            child.parentNode.childNodes.remove(child)
        child.parentNode = self
        self.childNodes.append(child)
        return child

    def append(self, *children):
        for child in children:
            self.appendChild(child if not isinstance(child, str) else FakeText(child))

    def replaceChildren(self, *children):
        for child in self.childNodes:
            child.parentNode = None
        self.childNodes = []
        self.append(*children)

    def remove(self):
        if self.parentNode is not None:
            self.parentNode.childNodes.remove(self)
            self.parentNode = None

    @property
    def children(self):
        return [c for c in self.childNodes if isinstance(c, FakeElement)]

    @property
    def textContent(self):
        return "".join(c.textContent for c in self.childNodes)

    @textContent.setter
    def textContent(self, value):
        self.replaceChildren(FakeText(value))

    # events are bound by Python in the page; here they are only counted
    def addEventListener(self, event, handler, *args):
        pass

    def removeEventListener(self, event, handler, *args):
        pass

    def html(self):
        attrs = "".join(f' {k}="{html.escape(v, quote=True)}"' if v != "" else f" {k}"
                        for k, v in self.attrs.items())
        if self.tagName in VOID:
            return f"<{self.tagName}{attrs}>"
        inner = "".join(c.html() for c in self.childNodes)
        return f"<{self.tagName}{attrs}>{inner}</{self.tagName}>"

    @property
    def innerHTML(self):
        return "".join(c.html() for c in self.childNodes)


class FakeDocument:
    def __init__(self):
        self.title = ""
        self.body = FakeElement("body")

    def createElement(self, tag):
        return FakeElement(tag)

    def createElementNS(self, namespace, tag):
        return FakeElement(tag)

    def createTextNode(self, text):
        return FakeText(text)

    def getElementById(self, element_id):
        return None


class FakeProxy:
    def __init__(self, fn):
        self.fn = fn

    def destroy(self):
        pass


def install_fakes():
    """Put stand-in `js` and `pyodide.ffi` modules into sys.modules (child process only)."""
    js = types.ModuleType("js")
    js.document = FakeDocument()
    js.location = types.SimpleNamespace(hash="")
    js.history = types.SimpleNamespace(state=None, pushState=lambda *a: None,
                                       replaceState=lambda *a: None)
    js.scrollTo = lambda *a: None
    js.addEventListener = lambda *a: None
    js.removeEventListener = lambda *a: None
    js.console = types.SimpleNamespace(error=lambda *a: print(*a, file=sys.stderr),
                                       log=lambda *a: print(*a, file=sys.stderr))
    js.localStorage = None  # the shell is the first visit's lobby: no saves, nothing kept
    pyodide = types.ModuleType("pyodide")
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = FakeProxy
    ffi.create_once_callable = FakeProxy
    pyodide.ffi = ffi
    sys.modules.update({"js": js, "pyodide": pyodide, "pyodide.ffi": ffi})
    return js


def render(repo):
    """{"shells": {language: the first-visit lobby's #app markup}, "texts": the boot texts'
    translations}, rendered by ui.app (in this process)."""
    sys.path.insert(0, str(Path(repo)))
    install_fakes()
    from game.core import i18n
    from ui import app as app_module
    from ui import boottext, games
    from ui.store import DictBackend, SaveStore

    shells = {}
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        root = FakeElement("main")
        store = SaveStore(DictBackend(), known_games=[g.id for g in games.GAMES])
        app = app_module.App(root, store)
        app.route("#/")
        shells[lang] = root.innerHTML
    i18n.set_language(i18n.SOURCE)
    return {"shells": shells, "texts": boottext.translations()}


def lobby_html(repo, log=None):
    """Render the lobby shells in a child process (see render); {} (no shell) if that fails."""
    try:
        proc = subprocess.run([sys.executable, "-m", "tools.shell", str(Path(repo).resolve())],
                              cwd=str(Path(__file__).resolve().parents[1]), capture_output=True,
                              text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        if log:
            log(f"lobby shell not rendered: {exc}")
        return {}
    if proc.returncode != 0:
        if log:
            tail = proc.stderr.strip().splitlines()[-3:]
            log("lobby shell not rendered: " + " | ".join(tail))
        return {}
    return json.loads(proc.stdout)


def bake(index_html, baked):
    """index.html with the lobby shells (`lobby_html`) in templates after its
    <template id="lobby-shell"> and the boot texts' translations as JSON."""
    shells = (baked or {}).get("shells") or {}
    if not shells.get("en") or MARKER not in index_html:
        return index_html
    parts = [MARKER.replace("></", f">{shells['en']}</")]
    for lang, markup in shells.items():
        if lang != "en" and markup:
            parts.append(f'<template id="lobby-shell-{lang}">{markup}</template>')
    texts = json.dumps(baked.get("texts") or {}, ensure_ascii=False, sort_keys=True)
    parts.append('<script type="application/json" id="boot-texts">'
                 + texts.replace("</", "<\\/") + "</script>")
    return index_html.replace(MARKER, "\n".join(parts), 1)


STYLESHEET = re.compile(r'<link rel="stylesheet" href="(assets/[\w.-]+\.css)">')


def inline_styles(index_html, repo):
    """index.html with its own stylesheets' text in <style> elements: the first paint then
    waits for no other request (the files stay in assets/ for everything else)."""
    def inline(match):
        path = Path(repo) / match.group(1)
        try:
            css = path.read_text()
        except OSError:
            return match.group(0)
        if "</" in css:  # cannot end the <style> element early; keep the link
            return match.group(0)
        return f'<style data-href="{match.group(1)}">\n{css}</style>'

    return STYLESHEET.sub(inline, index_html)


if __name__ == "__main__":
    sys.stdout.write(json.dumps(render(sys.argv[1]), ensure_ascii=False))
