"""Translated texts for engines and tables: standard gettext catalogs, one per domain.

English is the source language: a message's id is its English text. Translations live in
gettext catalogs, `locale/<domain>/<lang>.po`, compiled to .mo files that the page reads with
Python's `gettext` (plural forms included). Pure standard library: usable under game/.

Domains keep the games apart: `app` (app shell, lobby, table kit ui/table, saves, generic
errors, game/core), `rftg`, `gaia`, `artifacts`, `epochs` (a game's engine texts and its
ui/<game>/ texts). Languages: `LANGUAGES` (en, lt, pl, ru, hu, cs).

How to mark a text (engine or UI alike)::

    from game.core.i18n import domain
    _ = domain("rftg")                       # once per module, the domain of the game

    _("Pass")                                # 'Pass', or 'Spasuj' in Polish
    _("Player {p} explores", p=2)            # named {placeholders}, str.format style;
                                             # numbers are formatted for the language
    _.n("{n} card", "{n} cards", count)      # plural forms; {n} is the count
    _.p("phase", "Develop")                  # with a context, when one English word
                                             # needs two translations
    N_("Explore")                            # mark only (a table of constants); translate
                                             # later with _(value)

Rules for the extractor (tools/i18n.py): the arguments must be string literals (no f-strings,
no concatenation with variables), and a module uses exactly one domain. A module-level
variable called `_` must not be shadowed in a function that calls it (`for _ in ...`).

Stored texts re-render: an engine never stores a finished sentence in its state or log. It
stores a message id and its parameters (e.g. Race's log events `("dev", player, card)`, or
`msg("Player {p} passes", p=1)`, a `Msg`), and the view or the table turns them into words
when drawing, in the language of that moment. Switching the language redraws the screen
(ui/app.py), so every text follows.

Workflow (docs/ARCHITECTURE.md, "Translations"):

    python3 -m tools.i18n extract        # add new msgids to every locale/<domain>/<lang>.po
    python3 -m tools.i18n check          # what tests/i18n checks: missing, broken, plural forms
    python3 -m tools.i18n compile DIR    # .mo files (tools/site.py does this for app.zip)

The page finds `locale/mo/<lang>/LC_MESSAGES/<domain>.mo` beside game/ (app.zip); a checkout
without them compiles `locale/<domain>/<lang>.po` in memory (game.core.po), so CPython tests
and command lines see the same translations.
"""
from __future__ import annotations

import io
import os
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

if TYPE_CHECKING:  # imported when a translated catalog is first read (_load): the source
    import gettext as _gettext  # language, the page's usual start, needs no gettext

LANGUAGES: dict[str, str] = {     # code -> the language's own name (the switch shows these)
    "en": "English",
    "lt": "Lietuvių",
    "pl": "Polski",
    "ru": "Русский",
    "hu": "Magyar",
    "cs": "Čeština",
}
SOURCE = "en"
DOMAINS = ("app", "rftg", "gaia", "artifacts", "epochs")

# The Plural-Forms header every catalog of a language must carry (tests/i18n checks it).
PLURAL_FORMS: dict[str, str] = {
    "en": "nplurals=2; plural=(n != 1);",
    "lt": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
          "n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
    "hu": "nplurals=2; plural=(n != 1);",
    "cs": "nplurals=3; plural=((n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2);",
}

# Number formatting: (thousands separator, decimal mark). Narrow no-break space where the
# language groups digits with a space.
NUMBER_FORMAT: dict[str, tuple[str, str]] = {
    "en": (",", "."),
    "lt": ("\u202f", ","),
    "pl": ("\u202f", ","),
    "ru": ("\u202f", ","),
    "hu": ("\u202f", ","),
    "cs": ("\u202f", ","),
}

APP_ROOT = Path(__file__).parents[2]   # the repository, or the page's app.zip (not resolved:
                                      # the zip importer knows the path as it was given)
MO_DIR = APP_ROOT / "locale" / "mo"              # compiled catalogs (app.zip)
PO_DIR = APP_ROOT / "locale"                     # sources: locale/<domain>/<lang>.po

_language = SOURCE
_catalogs: dict[tuple[str, str], _gettext.NullTranslations | _SourceTexts] = {}
_listeners: list[Callable[[str], None]] = []


# --- the language ---------------------------------------------------------------------------
def language() -> str:
    """The current language code."""
    return _language


def set_language(code: str) -> str:
    """Switch every domain to a language (an unknown code means English); returns the code
    now in use and tells the listeners when it changed."""
    global _language
    chosen = code if code in LANGUAGES else SOURCE
    if chosen != _language:
        _language = chosen
        for fn in list(_listeners):
            fn(chosen)
    return chosen


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Texts made inside are in `code` (an unknown code means English); the language before
    comes back after, and the listeners are not told: a temporary switch, e.g. the views a
    host writes for a friend who reads another language (ui/net/referee.py)."""
    global _language
    before, _language = _language, (code if code in LANGUAGES else SOURCE)
    try:
        yield _language
    finally:
        _language = before


def on_change(fn: Callable[[str], None]) -> None:
    """Call fn(code) after each change of language."""
    _listeners.append(fn)


def best_language(preferred: Iterable[str]) -> str:
    """The first supported language of a browser's list (navigator.languages), e.g.
    ['pl-PL', 'en'] -> 'pl'; English when none is supported.

    >>> best_language(["de-DE", "cs", "en"])
    'cs'
    """
    for tag in preferred:
        base = str(tag).strip().lower().replace("_", "-").split("-")[0]
        if base in LANGUAGES:
            return base
    return SOURCE


# --- catalogs -------------------------------------------------------------------------------
def _read(path: Path) -> bytes | None:
    """A file of the app, through this module's loader: the page imports the app straight
    from app.zip (web/main.py), where there is no folder to open; a checkout reads the disk."""
    loader = __spec__.loader if __spec__ is not None else None
    try:
        if loader is not None and hasattr(loader, "get_data"):
            return loader.get_data(str(path))
        return path.read_bytes()
    except OSError:
        return None


class _SourceTexts:
    """The source language's catalog: every message is its own text (as gettext's
    NullTranslations does), without importing gettext (~10 ms of the page's start)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message


def _load(name: str, lang: str) -> _gettext.NullTranslations:
    import gettext as _gettext   # lazy (page start-up): only once a catalogue is loaded
    data = _read(MO_DIR / lang / "LC_MESSAGES" / f"{name}.mo")
    if data is not None:
        return _gettext.GNUTranslations(io.BytesIO(data))
    source = _read(PO_DIR / name / f"{lang}.po")
    if source is not None:
        from . import po as _po   # lazy: the .po reader only where no compiled .mo is kept
        data = _po.compile_mo(_po.parse(source.decode("utf-8")))
        return _gettext.GNUTranslations(io.BytesIO(data))
    return _gettext.NullTranslations()


def catalog(name: str, lang: str | None = None) -> _gettext.NullTranslations | _SourceTexts:
    """The gettext translations object of a domain in a language (cached)."""
    lang = lang or _language
    key = (name, lang)
    if key not in _catalogs:
        _catalogs[key] = _SourceTexts() if lang == SOURCE else _load(name, lang)
    return _catalogs[key]


def reload() -> None:
    """Forget the loaded catalogs (after the .po files changed, in tests and tools)."""
    _catalogs.clear()


# --- numbers --------------------------------------------------------------------------------
def format_number(value: int | float, lang: str | None = None, decimals: int | None = None) -> str:
    """A number as the language writes it: 12345 -> '12,345' (en), '12 345' (pl, with a
    narrow no-break space); 2.5 -> '2,5' (cs). Below 10 000, Polish, Czech, Russian, Hungarian
    and Lithuanian write no separator (1234, not 1 234).

    >>> format_number(1234567, "en"), format_number(2.5, "cs")
    ('1,234,567', '2,5')
    """
    lang = lang or _language
    group, point = NUMBER_FORMAT.get(lang, NUMBER_FORMAT[SOURCE])
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, float) and decimals is None:
        text = repr(round(value, 6))
        if text.endswith(".0"):
            text = text[:-2]
    else:
        text = f"{value:.{decimals or 0}f}"
    sign = "-" if text.startswith("-") else ""
    whole, _sep, frac = text.lstrip("-").partition(".")
    if len(whole) > 3 and (lang == SOURCE or len(whole) > 4):
        chunks: list[str] = []
        while len(whole) > 3:
            chunks.insert(0, whole[-3:])
            whole = whole[:-3]
        whole = group.join([whole] + chunks)
    return sign + whole + (point + frac if frac else "")


# Dates and times: "{Y}", "{m}", "{d}", "{H}", "{M}" (zero-padded) as each language writes them.
DATE_FORMAT: dict[str, str] = {
    "en": "{Y}-{m}-{d} {H}:{M}",
    "lt": "{Y}-{m}-{d} {H}:{M}",
    "pl": "{d}.{m}.{Y} {H}:{M}",
    "ru": "{d}.{m}.{Y} {H}:{M}",
    "hu": "{Y}. {m}. {d}. {H}:{M}",
    "cs": "{d}. {m}. {Y} {H}:{M}",
}


def format_datetime(iso: str, lang: str | None = None) -> str:
    """An ISO time stamp ('2026-11-26T09:05:00Z') as the language writes a date and time:
    '2026-11-26 09:05' (en, lt), '26.11.2026 09:05' (pl, ru), '2026. 11. 26. 09:05' (hu),
    '26. 11. 2026 09:05' (cs). Text that is not such a stamp comes back unchanged.

    >>> format_datetime("2026-11-26T09:05:00Z", "pl")
    '26.11.2026 09:05'
    """
    text = str(iso or "")
    if len(text) < 16 or text[4] != "-" or text[7] != "-" or text[13] != ":":
        return text
    parts = {"Y": text[0:4], "m": text[5:7], "d": text[8:10], "H": text[11:13],
             "M": text[14:16]}
    return DATE_FORMAT.get(lang or _language, DATE_FORMAT[SOURCE]).format(**parts)


def _fill(text: str, params: dict[str, Any], lang: str) -> str:
    if not params:
        return text
    shown = {k: format_number(v, lang) if isinstance(v, (int, float)) and not isinstance(v, bool)
             else v for k, v in params.items()}
    return text.format(**shown)


# --- stored messages -------------------------------------------------------------------------
class Msg(tuple):
    """A message to translate later: (domain, context, singular, plural, n, params).
    Engines store these (e.g. in a log) instead of finished sentences; `str(msg)` renders it
    in the current language. Build them with `Domain.msg` / `Domain.nmsg`."""

    def __new__(cls, dom: str, context: str | None, singular: str, plural: str | None,
                n: int | None, params: dict) -> Msg:
        return super().__new__(cls, (dom, context, singular, plural, n,
                                     tuple(sorted(params.items()))))

    def __getnewargs__(self) -> tuple:        # copy.deepcopy and pickle rebuild it through __new__
        dom, context, singular, plural, n, params = self
        return (dom, context, singular, plural, n, dict(params))

    def render(self, lang: str | None = None) -> str:
        dom, context, singular, plural, n, params = self
        d = domain(dom)
        kw = dict(params)
        if plural is None:
            return d.p(context, singular, lang=lang, **kw) if context else \
                d.gettext(singular, lang=lang, **kw)
        kw.pop("n", None)
        return d.n(singular, plural, n, lang=lang, **kw)

    def __str__(self) -> str:
        return self.render()


# --- a domain's translators -------------------------------------------------------------------
class Domain:
    """The translator of one domain: `_ = domain("rftg")`; `_("text", **params)`,
    `_.n(singular, plural, n, **params)`, `_.p(context, text, **params)`; `lang=` forces a
    language. Params fill `{name}` placeholders; numbers are formatted for the language."""

    def __init__(self, name: str):
        if name not in DOMAINS:
            raise ValueError(f"unknown text domain {name!r} (known: {', '.join(DOMAINS)})")
        self.name = name

    def gettext(self, message: str, lang: str | None = None, **params: Any) -> str:
        lang = lang or _language
        return _fill(catalog(self.name, lang).gettext(message), params, lang)

    __call__ = gettext

    def n(self, singular: str, plural: str, n: int, lang: str | None = None,
          **params: Any) -> str:
        """Plural forms: the form of the language for the count n ({n} in the text)."""
        lang = lang or _language
        return _fill(catalog(self.name, lang).ngettext(singular, plural, n),
                     {"n": n, **params}, lang)

    def p(self, context: str, message: str, lang: str | None = None, **params: Any) -> str:
        """A message with a context (`msgctxt`): the same English word, translated apart."""
        lang = lang or _language
        return _fill(catalog(self.name, lang).pgettext(context, message), params, lang)

    def msg(self, message: str, context: str | None = None, **params: Any) -> Msg:
        """A message kept for later (see Msg); marked for extraction like `_()`."""
        return Msg(self.name, context, message, None, None, params)

    def nmsg(self, singular: str, plural: str, n: int, **params: Any) -> Msg:
        """A plural message kept for later."""
        return Msg(self.name, None, singular, plural, n, {"n": n, **params})

    def __repr__(self) -> str:
        return f"domain({self.name!r})"


_domains: dict[str, Domain] = {}


def domain(name: str) -> Domain:
    """The translator of a domain (one of DOMAINS)."""
    if name not in _domains:
        _domains[name] = Domain(name)
    return _domains[name]


def in_domain(name: str, message: str, **params: Any) -> str:
    """`message` translated in a domain named by data (a game id); unchanged when the name is
    not a domain. For kit code that shows a game's texts (option labels, AI levels)."""
    if name in DOMAINS:
        return domain(name).gettext(message, **params)
    return message.format(**params) if params else message


def N_(message: str) -> str:
    """Mark a text for extraction without translating it (translate it later with `_()`)."""
    return message


def render(value: Any) -> str:
    """A Msg in the current language; any other value as str()."""
    return value.render() if isinstance(value, Msg) else str(value)


if os.environ.get("GALAXY_TABLE_LANG"):   # command lines and tests: GALAXY_TABLE_LANG=pl
    set_language(os.environ["GALAXY_TABLE_LANG"])
