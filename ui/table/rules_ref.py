"""A game's rules reference as data, and the questions the table asks of it (pure Python).

Each game writes its reference in `ui/<id>/reference.py` as one `Reference`: short entries
(a phase or action, a card keyword or power type, scoring, the end of the game) in our own
words from the seed, each text marked with `N_` and translated in the game's gettext domain
when shown. Three maps tie the engine's words to entries, so that the table links each of
them to its entry (tests/table/reference_cover.py checks they are complete):

- `kinds`: every decision kind the engine reports (`Decision.kind`) -> entry key, for the
  "Rules" link beside each decision's prompt;
- `refusals`: every refusal the engine can give, by its English message id exactly as
  written in `_()` -> entry key, for the link under a refused choice;
- `keywords`: every card keyword the game defines (the game's own ids, e.g. Race's power
  kinds) -> entry key, for the links on a card's zoom.

    >>> ref = Reference("app", (Entry("a", "Alpha", "The first letter.", group="Letters"),
    ...                          Entry("b", "Beta", "The second one; see alpha.")),
    ...                 kinds={"pick": "a"}, refusals={"you have {n} cards": "b"})
    >>> [e.key for e in ref.search("alpha")]
    ['a', 'b']
    >>> ref.for_refusal("You have 3 cards")
    'b'
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Optional

from game.core.i18n import catalog, language

from .html import esc, text


@dataclass(frozen=True)
class Entry:
    """One entry: `title`, `text` (one to four short sentences) and `group` (its section,
    e.g. "Phases") are English message ids translated in the reference's domain; `see` names
    related entries."""
    key: str
    title: str
    text: str
    group: str = ""
    see: tuple = ()


@dataclass(frozen=True)
class Reference:
    """A game's entries in reading order, and the engine's words linked to them."""
    domain: str
    entries: tuple
    kinds: dict = field(default_factory=dict)
    refusals: dict = field(default_factory=dict)
    keywords: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        keys = [e.key for e in self.entries]
        dup = sorted({k for k in keys if keys.count(k) > 1})
        if dup:
            raise ValueError(f"reference {self.domain}: entries named twice: {dup}")
        known = set(keys)
        for name, table in (("kinds", self.kinds), ("refusals", self.refusals),
                            ("keywords", self.keywords)):
            bad = sorted({v for v in table.values() if v not in known})
            if bad:
                raise ValueError(f"reference {self.domain}: {name} name no entry: {bad}")
        bad = sorted({k for e in self.entries for k in e.see if k not in known})
        if bad:
            raise ValueError(f"reference {self.domain}: see names no entry: {bad}")

    # --- words in the current language -------------------------------------------------------
    def tr(self, message: str) -> str:
        """A message id of this reference in the current language (not formatted)."""
        return catalog(self.domain).gettext(message) if message else ""

    def entry(self, key: str) -> Optional[Entry]:
        return next((e for e in self.entries if e.key == key), None)

    def title(self, key: str) -> str:
        e = self.entry(key)
        return self.tr(e.title) if e else ""

    # --- the engine's words -> an entry ---------------------------------------------------------
    def for_kind(self, kind: str) -> Optional[str]:
        return self.kinds.get(kind)

    def for_keyword(self, keyword: str) -> Optional[str]:
        return self.keywords.get(keyword)

    def for_refusal(self, reason: str) -> Optional[str]:
        """The entry of a refusal as shown (translated, filled in, its first letter perhaps
        capitalised), found by matching it against each listed message in this language."""
        said = reason.strip().rstrip(".")
        for pattern, key in _patterns(self):
            if pattern.fullmatch(said):
                return key
        return None

    # --- search ---------------------------------------------------------------------------------
    def search(self, query: str) -> list:
        """Entries whose title or text holds every word of `query` (case, accents and word
        endings aside: a word matches a prefix of at least 4 letters), titles first."""
        words = [_fold(w) for w in query.split() if w.strip()]
        if not words:
            return list(self.entries)
        ranked = []
        for i, e in enumerate(self.entries):
            title = _fold(self.tr(e.title))
            body = title + " " + _fold(self.tr(e.text)) + " " + _fold(self.tr(e.group))
            if all(_has(body, w) for w in words):
                ranked.append((0 if all(_has(title, w) for w in words) else 1, i, e))
        return [e for _r, _i, e in sorted(ranked, key=lambda t: (t[0], t[1]))]


_PATTERNS: dict = {}


def _patterns(ref: Reference) -> list:
    key = (id(ref), language())
    if key not in _PATTERNS:
        out = []
        forms = getattr(catalog(ref.domain), "_catalog", {})     # a .mo's plural forms
        for message, entry in ref.refusals.items():
            texts = {ref.tr(message)} | {forms[(message, i)] for i in range(4)
                                         if (message, i) in forms}
            for said in texts:
                parts = re.split(r"\{[a-z_0-9]*\}", said.strip().rstrip("."))
                body = "(.+?)".join(re.escape(p) for p in parts)
                out.append((re.compile(body, re.IGNORECASE | re.DOTALL), entry))
        # the longest fixed text first, so that "{x}" alone never shadows a precise message
        out.sort(key=lambda t: -len(t[0].pattern.replace("(.+?)", "")))
        _PATTERNS[key] = out
    return _PATTERNS[key]


def _fold(s: str) -> str:
    """Lower case without accents: "Žaidimo Pabaiga" -> "zaidimo pabaiga"."""
    s = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in s if not unicodedata.combining(c))


def _has(body: str, word: str) -> bool:
    if word in body:
        return True
    stem = word[:max(4, len(word) - 2)]     # "farming" finds "farm", "kortas" finds "kortos"
    return len(word) >= 5 and stem in body


def link(ref: Reference, key: str, label: str = "", cls: str = "tk-ref") -> str:
    """A button that opens entry `key` in the side panel's Rules tab (act "ref:<key>"), its
    entry's text as the hover tooltip; `label` defaults to the entry's title."""
    e = ref.entry(key)
    if e is None:
        return esc(label)
    return text("button", label or ref.tr(e.title), type="button", cls=cls,
                data_act=f"ref:{key}", title=ref.tr(e.text))
