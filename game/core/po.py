"""Read gettext .po catalogs and write .mo files, with the standard library only.

The page reads compiled .mo files with Python's `gettext`; this module is the compiler
(`tools/i18n.py compile`, `tools/site.py` when it builds app.zip) and, in a checkout without
compiled catalogs, what `game.core.i18n` uses to compile a .po in memory.

    >>> cat = parse('msgid ""\\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\\\n"\\n'
    ...             'msgid "Pass"\\nmsgstr "Pas"\\n')
    >>> [(e.msgid, e.msgstr) for e in cat.entries]
    [('', 'Plural-Forms: nplurals=2; plural=(n != 1);\\n'), ('Pass', 'Pas')]

An entry is one message: `msgctxt` (or None), `msgid`, `msgid_plural` (or None), `msgstr`
(singular) or `msgstr_plural` (list, one per plural form), its `#` comments and flags
(`fuzzy`), and whether it is obsolete (`#~`). Only what gettext tools write is supported:
double-quoted strings with C escapes, continued over several lines.
"""
from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field


@dataclass
class Entry:
    msgid: str
    msgstr: str = ""
    msgctxt: str | None = None
    msgid_plural: str | None = None
    msgstr_plural: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)   # '#.' '#:' '# ' lines, as written
    flags: set[str] = field(default_factory=set)
    obsolete: bool = False
    line: int = 0

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)

    def translated(self) -> bool:
        """True when every form has a translation and the entry is not fuzzy."""
        if "fuzzy" in self.flags or self.obsolete:
            return False
        if self.msgid_plural is not None:
            return bool(self.msgstr_plural) and all(self.msgstr_plural)
        return bool(self.msgstr)


@dataclass
class Catalog:
    entries: list[Entry]

    def header(self) -> dict[str, str]:
        head = next((e for e in self.entries if e.msgid == "" and e.msgctxt is None), None)
        out = {}
        for line in (head.msgstr if head else "").splitlines():
            name, sep, value = line.partition(":")
            if sep:
                out[name.strip()] = value.strip()
        return out

    def messages(self) -> list[Entry]:
        """The live messages (no header, no obsolete entries)."""
        return [e for e in self.entries if e.msgid and not e.obsolete]


class PoError(ValueError):
    """A .po file that cannot be read; the message names the line."""


def _unquote(text: str, lineno: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {lineno}: expected a quoted string, got {text!r}")
    try:
        return ast.literal_eval(text)
    except (SyntaxError, ValueError) as exc:
        raise PoError(f"line {lineno}: bad string {text!r}") from exc


def parse(text: str) -> Catalog:
    """Parse the text of a .po file."""
    entries: list[Entry] = []
    cur: Entry | None = None
    target: tuple[str, int] | None = None   # which field continuation lines extend
    pending_comments: list[str] = []
    pending_flags: set[str] = set()

    def finish() -> None:
        nonlocal cur
        if cur is not None:
            entries.append(cur)
        cur = None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            finish()
            target = None
            continue
        if line.startswith("#"):
            finish()
            target = None
            if line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            else:
                pending_comments.append(raw.rstrip("\n"))
            continue
        keyword, _, rest = line.partition(" ")
        if keyword.startswith('"'):
            if cur is None or target is None:
                raise PoError(f"line {lineno}: a continued string outside an entry")
            name, index = target
            value = _unquote(line, lineno)
            if name == "msgstr_plural":
                cur.msgstr_plural[index] += value
            else:
                setattr(cur, name, getattr(cur, name) + value)
            continue
        if keyword == "msgctxt" or (keyword == "msgid" and target != ("msgctxt", 0)):
            finish()
            cur = Entry(msgid="", comments=pending_comments, flags=pending_flags,
                        obsolete=obsolete, line=lineno)
            pending_comments, pending_flags = [], set()
        if cur is None:
            raise PoError(f"line {lineno}: {keyword} outside an entry")
        value = _unquote(rest, lineno)
        if keyword == "msgctxt":
            cur.msgctxt = value
            target = ("msgctxt", 0)
        elif keyword == "msgid":
            cur.msgid = value
            target = ("msgid", 0)
        elif keyword == "msgid_plural":
            cur.msgid_plural = value
            target = ("msgid_plural", 0)
        elif keyword == "msgstr":
            cur.msgstr = value
            target = ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            index = int(keyword[7:-1])
            while len(cur.msgstr_plural) <= index:
                cur.msgstr_plural.append("")
            cur.msgstr_plural[index] = value
            target = ("msgstr_plural", index)
        else:
            raise PoError(f"line {lineno}: unknown keyword {keyword!r}")
    finish()
    return Catalog(entries)


def _quote(text: str) -> str:
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    return '"' + out.replace("\n", "\\n") + '"'


def _field(keyword: str, value: str, prefix: str = "") -> list[str]:
    if "\n" in value[:-1]:   # multi-line: gettext style, one physical line per text line
        parts = value.splitlines(keepends=True)
        return [f'{prefix}{keyword} ""'] + [prefix + _quote(p) for p in parts]
    return [f"{prefix}{keyword} {_quote(value)}"]


def dump(catalog: Catalog) -> str:
    """The text of a .po file (the inverse of parse, up to line wrapping)."""
    blocks = []
    for e in catalog.entries:
        prefix = "#~ " if e.obsolete else ""
        lines = list(e.comments)
        if e.flags:
            lines.append("#, " + ", ".join(sorted(e.flags)))
        if e.msgctxt is not None:
            lines += _field("msgctxt", e.msgctxt, prefix)
        lines += _field("msgid", e.msgid, prefix)
        if e.msgid_plural is not None:
            lines += _field("msgid_plural", e.msgid_plural, prefix)
            for i, s in enumerate(e.msgstr_plural):
                lines += _field(f"msgstr[{i}]", s, prefix)
        else:
            lines += _field("msgstr", e.msgstr, prefix)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def compile_mo(catalog: Catalog) -> bytes:
    """The .mo bytes of a catalog, as GNU msgfmt writes them: the header and every
    translated, non-fuzzy message (untranslated ones fall back to the English msgid)."""
    pairs: dict[bytes, bytes] = {}
    for e in catalog.entries:
        if e.obsolete:
            continue
        if e.msgid == "" and e.msgctxt is None:
            head = e.msgstr
            if "charset=" not in head:      # gettext reads a catalog without one as ASCII
                head += "Content-Type: text/plain; charset=UTF-8\n"
            pairs[b""] = head.encode()
            continue
        if not e.translated():
            continue
        key = e.msgid if e.msgctxt is None else f"{e.msgctxt}\x04{e.msgid}"
        if e.msgid_plural is not None:
            key += "\x00" + e.msgid_plural
            value = "\x00".join(e.msgstr_plural)
        else:
            value = e.msgstr
        pairs[key.encode()] = value.encode()
    keys = sorted(pairs)
    ids = b"".join(k + b"\x00" for k in keys)
    strs = b"".join(pairs[k] + b"\x00" for k in keys)
    start = 7 * 4 + 16 * len(keys)
    offsets_id, offsets_str = [], []
    pos = 0
    for k in keys:
        offsets_id += [len(k), start + pos]
        pos += len(k) + 1
    base = start + len(ids)
    pos = 0
    for k in keys:
        v = pairs[k]
        offsets_str += [len(v), base + pos]
        pos += len(v) + 1
    header = struct.pack("<7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return (header + struct.pack(f"<{len(offsets_id)}I", *offsets_id)
            + struct.pack(f"<{len(offsets_str)}I", *offsets_str) + ids + strs)
