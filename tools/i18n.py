"""Translation catalogs: extract the marked texts from the code, update, check and compile.

    python3 -m tools.i18n extract          # every locale/<domain>/<lang>.po gets the code's
                                           # new msgids (empty translations), gone ones are
                                           # kept as obsolete (#~) entries
    python3 -m tools.i18n check [DOMAIN]   # missing or untranslated messages, broken
                                           # placeholders, wrong plural forms (exit 1 if any)
    python3 -m tools.i18n stats            # messages and translated counts per catalog
    python3 -m tools.i18n compile DIR      # DIR/<lang>/LC_MESSAGES/<domain>.mo

Standard library only (serve.py compiles the catalogs on a fresh machine). The marking
conventions are in game/core/i18n.py: `_("...")`, `_.n(s, p, n)`, `_.p(ctx, s)`,
`_.msg(...)`, `_.nmsg(...)`, `N_("...")` with string literals. A module's domain is the one
it names in `domain("...")`; without one, game/<id>/ and ui/<id>/ belong to <id> when it is
a domain, everything else to `app`.
"""
from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game.core import i18n, po

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("game", "ui")
TARGETS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]
FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^{}]*)?\}(?!\})")


@dataclass
class Message:
    msgid: str
    msgctxt: str | None = None
    plural: str | None = None
    where: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


@dataclass
class Extraction:
    messages: dict[str, dict[tuple, Message]]      # domain -> key -> message
    problems: list[str]


def fields(text: str) -> set[str]:
    """The {named} placeholders of a text."""
    return set(FIELD.findall(text))


def default_domain(rel: str) -> str:
    parts = rel.split("/")
    if len(parts) > 2 and parts[0] in SOURCES and parts[1] in i18n.DOMAINS:
        return parts[1]
    return "app"


def _literal(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _kind(call: ast.Call) -> str | None:
    f = call.func
    if isinstance(f, ast.Name) and f.id in ("_", "N_"):
        return "gettext"
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "_":
        return {"n": "n", "p": "p", "msg": "msg", "nmsg": "n", "gettext": "gettext"}.get(f.attr)
    return None


def _file_domain(tree, rel, problems) -> str:
    named = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            if name == "domain" and node.args and _literal(node.args[0]):
                named.add(_literal(node.args[0]))
    if len(named) > 1:
        problems.append(f"{rel}: uses several text domains {sorted(named)}")
    return min(named) if named else default_domain(rel)


def _scope_nodes(fn):
    """The nodes of a function's own scope (not of nested functions or comprehensions)."""
    todo = list(ast.iter_child_nodes(fn))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                 ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
                                 ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))


def _shadowed(tree, rel, problems):
    """A function that assigns `_` (e.g. `for _ in ...`) and also translates with `_()`
    would call its own variable: refuse it."""
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        nodes = list(_scope_nodes(fn))
        stores = [n for n in nodes if isinstance(n, ast.Name) and n.id == "_" and
                  isinstance(n.ctx, ast.Store)]
        calls = [n for n in nodes if isinstance(n, ast.Call) and _kind(n) is not None and
                 not (isinstance(n.func, ast.Name) and n.func.id == "N_")]
        if stores and calls:
            problems.append(f"{rel}:{stores[0].lineno}: `_` is assigned in {fn.name}(), which "
                            "also translates with _(); rename the variable")


def extract_file(path: Path, rel: str, out: dict, problems: list[str]) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
    dom = _file_domain(tree, rel, problems)
    _shadowed(tree, rel, problems)
    calls = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)),
                   key=lambda n: (n.lineno, n.col_offset))
    for node in calls:
        kind = _kind(node)
        if kind is None:
            continue
        where = f"{rel}:{node.lineno}"
        args = node.args
        if kind == "gettext" or kind == "msg":
            texts = args[:1]
        elif kind == "p":
            texts = args[:2]
        else:
            texts = args[:2]
        if not texts:
            continue
        if any(isinstance(a, ast.JoinedStr) for a in texts):
            problems.append(f"{where}: an f-string cannot be translated; use {{placeholders}}")
            continue
        values = [_literal(a) for a in texts]
        if any(v is None for v in values):
            continue    # a variable: the text was marked elsewhere (N_, a table)
        context = None
        if kind == "p":
            context, msgid, plural = values[0], values[1], None
        elif kind == "n":
            msgid, plural = values
        else:
            msgid, plural = values[0], None
            if kind == "msg":
                for kw in node.keywords:
                    if kw.arg == "context":
                        context = _literal(kw.value)
        if not msgid:
            problems.append(f"{where}: an empty message")
            continue
        given = {kw.arg for kw in node.keywords if kw.arg not in (None, "lang", "context")}
        spread = any(kw.arg is None for kw in node.keywords)
        need = fields(msgid) | fields(plural or "")
        if plural is not None:
            given.add("n")
        is_mark = isinstance(node.func, ast.Name) and node.func.id == "N_"
        if not is_mark and not spread and (need or given) and need != given:
            problems.append(f"{where}: {msgid!r} has placeholders {sorted(need)} "
                            f"but the call gives {sorted(given)}")
        msgs = out.setdefault(dom, {})
        key = (context, msgid)
        if key in msgs:
            if msgs[key].plural != plural:
                problems.append(f"{where}: {msgid!r} is used with two different plurals")
            msgs[key].where.append(where)
        else:
            msgs[key] = Message(msgid, context, plural, [where])


def extract(repo: Path = REPO) -> Extraction:
    """Every marked message of the code, by domain."""
    out: dict[str, dict[tuple, Message]] = {}
    problems: list[str] = []
    for top in SOURCES:
        for path in sorted((repo / top).rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            extract_file(path, path.relative_to(repo).as_posix(), out, problems)
    return Extraction(out, problems)


# --- catalogs -----------------------------------------------------------------------------------
def po_path(repo: Path, dom: str, lang: str) -> Path:
    return repo / "locale" / dom / f"{lang}.po"


def header_text(dom: str, lang: str) -> str:
    return (f"Project-Id-Version: Galaxy Table {dom}\n"
            f"Language: {lang}\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            f"Plural-Forms: {i18n.PLURAL_FORMS[lang]}\n")


def nplurals(lang: str) -> int:
    return int(re.search(r"nplurals=(\d+)", i18n.PLURAL_FORMS[lang]).group(1))


def update(repo: Path = REPO) -> list[Path]:
    """Bring every catalog up to the code's messages; returns the files written."""
    ex = extract(repo)
    written = []
    for dom, msgs in sorted(ex.messages.items()):
        for lang in TARGETS:
            path = po_path(repo, dom, lang)
            old = po.parse(path.read_text(encoding="utf-8")) if path.exists() else po.Catalog([])
            known = {e.key: e for e in old.entries if e.msgid}
            entries = [po.Entry("", header_text(dom, lang))]
            for key, m in msgs.items():
                e = known.pop(key, None)
                if e is None or e.msgid_plural != m.plural:
                    e = po.Entry(m.msgid, msgctxt=m.msgctxt, msgid_plural=m.plural)
                    if m.plural is not None:
                        e.msgstr_plural = [""] * nplurals(lang)
                e.obsolete = False
                e.comments = [c for c in e.comments if not c.startswith("#:")]
                e.comments.append("#: " + " ".join(m.where[:3]))
                entries.append(e)
            for e in known.values():        # gone from the code: kept for reuse
                if e.translated():
                    e.obsolete = True
                    e.comments = [c for c in e.comments if not c.startswith("#:")]
                    entries.append(e)
            text = po.dump(po.Catalog(entries))
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
                written.append(path)
    return written


def check(repo: Path = REPO, domains=None) -> list[str]:
    """Every problem of the catalogs against the code (empty when all is well)."""
    ex = extract(repo)
    problems = list(ex.problems)
    for dom in sorted(set(ex.messages) | {p.name for p in (repo / "locale").iterdir()
                                          if p.is_dir() and p.name in i18n.DOMAINS}):
        if domains and dom not in domains:
            continue
        msgs = ex.messages.get(dom, {})
        for lang in TARGETS:
            path = po_path(repo, dom, lang)
            rel = path.relative_to(repo).as_posix()
            if not path.exists():
                if msgs:
                    problems.append(f"{rel}: missing ({len(msgs)} messages to translate)")
                continue
            try:
                cat = po.parse(path.read_text(encoding="utf-8"))
            except po.PoError as exc:
                problems.append(f"{rel}: {exc}")
                continue
            problems += check_catalog(cat, msgs, lang, rel)
    return problems


def check_catalog(cat: po.Catalog, msgs: dict, lang: str, rel: str) -> list[str]:
    out = []
    forms = cat.header().get("Plural-Forms", "").strip()
    if forms != i18n.PLURAL_FORMS[lang]:
        out.append(f"{rel}: Plural-Forms is {forms!r}, expected {i18n.PLURAL_FORMS[lang]!r}")
    have = {e.key: e for e in cat.messages()}
    count = nplurals(lang)
    for key, m in msgs.items():
        e = have.get(key)
        label = f"{rel}: {m.msgid!r}" + (f" (context {m.msgctxt!r})" if m.msgctxt else "")
        if e is None:
            out.append(f"{label} is missing (used at {m.where[0]})")
            continue
        if not e.translated():
            out.append(f"{label} is not translated" + (" (fuzzy)" if "fuzzy" in e.flags else ""))
            continue
        if (e.msgid_plural is None) != (m.plural is None) or (
                m.plural is not None and e.msgid_plural != m.plural):
            out.append(f"{label}: its plural form differs from the code's")
            continue
        if m.plural is None:
            if fields(e.msgstr) != fields(m.msgid):
                out.append(f"{label}: placeholders {sorted(fields(e.msgstr))} in the "
                           f"translation, {sorted(fields(m.msgid))} in the English")
            out += _format_problems(label, [e.msgstr])
        else:
            if len(e.msgstr_plural) != count:
                out.append(f"{label}: {len(e.msgstr_plural)} plural forms, {lang} has {count}")
            need = fields(m.msgid) | fields(m.plural)
            for i, s in enumerate(e.msgstr_plural):
                got = fields(s)
                if not got <= need or not (need - {"n"}) <= got:
                    out.append(f"{label}: form {i} has placeholders {sorted(got)}, "
                               f"the English {sorted(need)}")
            out += _format_problems(label, e.msgstr_plural)
    return out


def _format_problems(label, texts):
    out = []
    for s in texts:
        try:
            s.format(**{k: 1 for k in fields(s)})
        except (ValueError, IndexError, KeyError) as exc:
            out.append(f"{label}: the translation {s!r} does not format ({exc})")
        if re.search(r"%\(?\w*\)?[sd]", s):
            out.append(f"{label}: the translation {s!r} has a %-placeholder")
    return out


def stats(repo: Path = REPO) -> dict[str, dict[str, tuple[int, int]]]:
    """domain -> lang -> (messages in the code, translated in the catalog)."""
    ex = extract(repo)
    out = {}
    for dom, msgs in sorted(ex.messages.items()):
        for lang in TARGETS:
            path = po_path(repo, dom, lang)
            done = 0
            if path.exists():
                have = {e.key: e for e in po.parse(path.read_text(encoding="utf-8")).messages()}
                done = sum(1 for k in msgs if k in have and have[k].translated())
            out.setdefault(dom, {})[lang] = (len(msgs), done)
    return out


def compiled(repo: Path = REPO) -> dict[str, bytes]:
    """'<lang>/LC_MESSAGES/<domain>.mo' -> bytes for every catalog under locale/."""
    out = {}
    base = repo / "locale"
    if not base.is_dir():
        return out
    for path in sorted(base.glob("*/*.po")):
        dom, lang = path.parent.name, path.stem
        if dom in i18n.DOMAINS and lang in i18n.LANGUAGES:
            cat = po.parse(path.read_text(encoding="utf-8"))
            out[f"{lang}/LC_MESSAGES/{dom}.mo"] = po.compile_mo(cat)
    return out


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    if cmd == "extract":
        ex = extract()
        for p in update():
            print("updated", p.relative_to(REPO))
        for p in ex.problems:
            print("problem:", p)
        return 1 if ex.problems else 0
    if cmd == "check":
        problems = check(domains=set(argv[1:]) or None)
        for p in problems:
            print(p)
        print(f"{len(problems)} problems")
        return 1 if problems else 0
    if cmd == "stats":
        for dom, langs in stats().items():
            print(dom, " ".join(f"{lang} {done}/{total}" for lang, (total, done) in langs.items()))
        return 0
    if cmd == "compile" and len(argv) == 2:
        for rel, data in compiled().items():
            target = Path(argv[1]) / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            print("wrote", target)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
