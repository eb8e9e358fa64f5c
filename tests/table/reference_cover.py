"""What a game's rules reference must cover, found from the engine itself, and the checks
each game's reference test runs (tests/<id>_ui/test_reference.py).

- Decision kinds: every kind `_decision_kind` reports over random games of each player count.
- Refusal messages: every message id of the game's domain that the engine can give as a
  refusal, found two ways: in the source (a literal `_()`/`_.msg()` passed to
  `IllegalAction`/`Refused`, or returned or assigned inside a function whose name says it
  checks: "check", "explain_illegal", "refus", "why_not"), and by probing random games
  with moves of other decisions and reading `explain_illegal`'s answers.
- Card keywords: the game's own list from its card data (each game's test passes it).
"""
from __future__ import annotations

import ast
import importlib
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from game.core import registry
from game.core.i18n import LANGUAGES, SOURCE, catalog, reload, set_language
from game.core.po import parse
from game.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
CHECKING = ("check", "explain_illegal", "refus", "why_not")
REFUSERS = ("IllegalAction", "Refused")


def _literal(call: ast.AST) -> str | None:
    """The message id of `_("...")` or `_.msg("...")` / `_.n`-less forms, else None."""
    if not isinstance(call, ast.Call) or not call.args:
        return None
    f = call.func
    named = (isinstance(f, ast.Name) and f.id == "_") or (
        isinstance(f, ast.Attribute) and f.attr in ("msg", "gettext") and
        isinstance(f.value, ast.Name) and f.value.id == "_")
    arg = call.args[0]
    if named and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    return None


def source_refusals(game_id: str, skip: Iterable[str] = ("ai",)) -> set[str]:
    """Refusal message ids written in game/<id>/ (see the module docstring)."""
    found: set[str] = set()
    for path in sorted((ROOT / "game" / game_id).rglob("*.py")):
        if set(path.relative_to(ROOT / "game" / game_id).parts[:-1]) & set(skip):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                    node.func.id in REFUSERS:
                for arg in node.args[:1]:
                    for sub in ast.walk(arg):
                        msg = _literal(sub)
                        if msg:
                            found.add(msg)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                    any(w in node.name for w in CHECKING):
                for sub in ast.walk(node):
                    if isinstance(sub, (ast.Return, ast.Assign)) and sub.value is not None:
                        msg = _literal(sub.value)
                        if msg:
                            found.add(msg)
    return found


def domain_messages(domain: str) -> list[str]:
    """Every singular message id of a domain's catalogs (from its Lithuanian .po)."""
    cat = parse((ROOT / "locale" / domain / "lt.po").read_text(encoding="utf-8"))
    return [e.msgid for e in cat.entries if e.msgid and not e.obsolete]


@lru_cache(maxsize=None)
def _pattern(message: str) -> re.Pattern:
    parts = re.split(r"\{[a-z_0-9]*\}", message)
    return re.compile("(.+?)".join(re.escape(p) for p in parts), re.DOTALL)


def message_of(reason: str, messages: list[str]) -> str | None:
    """The message id a refusal as given (English) was made from, the most precise first."""
    best = None
    for m in messages:
        if _pattern(m).fullmatch(reason):
            fixed = len(re.sub(r"\{[a-z_0-9]*\}", "", m))
            if best is None or fixed > best[0]:
                best = (fixed, m)
    return best[1] if best else None


def _games(game_id: str, games: int, seed: int):
    """Random games of each player count: yields (state, decider) at every decision."""
    spec = registry.game(game_id)
    info = spec.info
    rng = Rng(seed)
    for g in range(games):
        players = info.player_counts[g % len(info.player_counts)]
        state = spec.new_game(players, {}, seed + g)
        steps = 0
        while not state.is_over() and steps < 3000:
            p = state.deciders()[0]
            yield state, p
            state.apply(p, rng.choice(state.legal_actions(p)))
            steps += 1


def decision_kinds(game_id: str, games: int = 8, seed: int = 11) -> set[str]:
    """The decision kinds random games reach."""
    return {state._decision_kind(p) for state, p in _games(game_id, games, seed)}


def probed_refusals(game_id: str, games: int = 4, seed: int = 5,
                    per_decision: int = 6) -> dict[str, str]:
    """{message id: an example} of refusals given to moves of other decisions (the actions
    legal somewhere earlier in the game, tried at later decisions)."""
    set_language(SOURCE)
    spec = registry.game(game_id)
    messages = domain_messages(spec.i18n_domain)
    seen: list = []
    out: dict[str, str] = {}
    rng = Rng(seed + 1)
    for state, p in _games(game_id, games, seed):
        legal = state.legal_actions(p)
        seen.extend(legal[:3])
        if len(seen) > 400:
            del seen[:200]
        for _i in range(per_decision):
            action = rng.choice(seen)
            if action in legal:
                continue
            reason = state.explain_illegal(p, action)
            if not reason:
                continue
            msg = message_of(str(reason), messages)
            if msg is not None and msg not in out:
                out[msg] = str(reason)
    return out


def check_reference(game_id: str, keywords: Iterable[str],
                    kinds_games: int = 8) -> list[str]:
    """Everything a game's reference misses, as readable lines (empty when complete): a
    decision kind, refusal or keyword without an entry, or an entry text untranslated in a
    language."""
    ref = importlib.import_module(f"ui.{game_id}.reference").REFERENCE
    problems = []
    for kind in sorted(decision_kinds(game_id, kinds_games)):
        if ref.for_kind(kind) is None:
            problems.append(f"decision kind {kind!r} has no entry")
    refusals = source_refusals(game_id) | set(probed_refusals(game_id))
    for msg in sorted(refusals):
        if msg not in ref.refusals:
            problems.append(f"refusal {msg!r} has no entry")
    for word in sorted(set(keywords)):
        if ref.for_keyword(word) is None:
            problems.append(f"card keyword {word!r} has no entry")
    problems += untranslated(ref)
    return problems


def untranslated(ref) -> list[str]:
    """The reference's texts (and its lesson's, when given) left untranslated."""
    out = []
    texts = [t for e in ref.entries for t in (e.title, e.text, e.group) if t]
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        reload()
        cat = catalog(ref.domain, lang)
        for t in texts:
            if cat.gettext(t) == t and any(c.isalpha() for c in t) and len(t) > 3:
                out.append(f"{lang}: {t[:60]!r} is not translated")
    reload()
    return out


def lesson_texts(lesson) -> list[str]:
    """Every message id of a lesson."""
    out = [lesson.intro, lesson.finish, *lesson.summary]
    for s in lesson.steps:
        out += [t for t in (s.say, s.why) if t]
    return out


def untranslated_texts(domain: str, texts: list[str]) -> list[str]:
    out = []
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        reload()
        cat = catalog(domain, lang)
        out += [f"{lang}: {t[:60]!r} is not translated" for t in texts
                if cat.gettext(t) == t and any(c.isalpha() for c in t)]
    reload()
    return out

