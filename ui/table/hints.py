"""Hints at the table (issue 78): the three best moves of the deciding seat by our hard AI,
each with its worth, a one-line reason, its mark on the table and a click that selects it
(pure Python; the page runs `HintRun.step` in slices between frames, ui/table/page.py).

The search is the game's hinter (game/core/hints.py, `GAME.hints`), given `view(player)` and
the legal actions only, never the engine's state; a row (`HintRow`) says:

- the move in words: the session's `label` of the action (as the log shows it), then the
  moves the rating assumes right after it (`Rated.then`, Gaia's conversion + action);
- its worth: "win chance 54 %" (unit "win"), or "best" / "−2.5 VP" against the best move
  (unit "vp": points compare only within one decision);
- a reason: what the move changes in the player's own view, on a state sampled from what the
  player sees (`GAME.determinize`, so no secret leaks; a card drawn there is a redealt one,
  so only its count is said). The game lists what to compare, `GameUI.hint_facts(view,
  player)`: (label, value) pairs in the game's domain, a number (its difference is said,
  "VP +2") or a collection of names (the new names are said, "Tableau: + Gambling World");
- its selection: the widget's selection that builds the action (found by `find_selection`
  from the items the table offers, `pick:`/`card:`, or an option button `opt:`), and the
  data-acts of those items, which the table marks with the badges "1", "2", "3".
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, Generator

from game.core.i18n import domain, in_domain

from .html import esc, tag, text

if TYPE_CHECKING:  # annotations only
    from game.core.protocol import GameState

_ = domain("app")
TOP = 3
MAX_BUILDS = 600            # widget builds the selection finder may try for one move


@dataclass
class HintRow:
    """One hinted move as the table shows it."""
    rank: int                   # 1, 2, 3
    label: str
    worth: str
    reason: str
    sel: Any = None             # the widget's selection that builds the move, or None
    acts: tuple = ()            # data-acts of the table's items the move selects
    action: Any = None


def worth_text(worth: float, unit: str, best: float) -> str:
    """The worth as a player reads it: a win chance, or points against the best move.

    >>> worth_text(0.537, "win", 0.6)
    'win chance 54 %'
    >>> worth_text(12.0, "vp", 12.04), worth_text(9.5, "vp", 12.0)
    ('best', '−2.5 VP')
    """
    if unit == "win":
        return _("win chance {pct} %", pct=round(100 * worth))
    diff = best - worth
    if diff < 0.05:
        return _("best")
    return _("−{points} VP", points=f"{diff:.1f}")


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def reason_text(before: list, after: list, game_id: str) -> str:
    """What changed between two lists of the game's facts (`GameUI.hint_facts`): numbers by
    their difference ("VP +2"), collections by their new names ("Tableau: + Old Earth"), in
    the game's domain; a move that changes none of them "prepares a later turn"."""
    old = dict(before)
    parts = []
    for label, value in after:
        was = old.get(label)
        name = in_domain(game_id, label)
        if _number(value) and _number(was):
            diff = value - was
            if abs(diff) >= 0.05:
                shown = f"{diff:+.1f}".rstrip("0").rstrip(".") if isinstance(diff, float) \
                    else f"{diff:+d}"
                parts.append(f"{name} {shown.replace('-', '−')}")
        elif isinstance(value, (list, tuple, set, frozenset)) and was is not None:
            new = [str(v) for v in value if v not in set(was)]
            if new:
                parts.append(f"{name}: + " + ", ".join(new))
    if not parts:
        return _("No change now: it prepares a later turn.")
    return ", ".join(parts)


_ITEM = re.compile(r'data-act="((?:pick|card|opt):[^"]*)"')


def sampled_views(game_id: str, state: GameState, p: int, action: Any, seed: int = 0,
                  shows: Callable[[dict], bool] | None = None) -> tuple | None:
    """(`p`'s view, `p`'s view after `action`, `p`'s view once the others have answered with
    their first legal moves until `shows(view)` or `p` decides again: a move chosen in secret
    shows only then) on a state the game's determinize deals from what `p` sees in `state`
    (the hidden parts redealt, never the true ones): what a hint's or a review's reason
    compares. None when the sampled state refuses the action."""
    from game.core import registry  # lazy: only for a hint's or a review's reason
    from game.core.rng import Rng
    try:
        sample = registry.game(game_id).determinize(state, p, Rng(seed))
        before = sample.view(p)
        sample.apply(p, action)
        after = sample.view(p)
        for _step in range(30):
            if sample.is_over() or p in sample.deciders() or \
                    (shows is not None and shows(sample.view(p))):
                break
            q = sample.deciders()[0]
            sample.apply(q, sample.legal_actions(q)[0])
        return before, after, sample.view(p)
    except Exception:  # noqa: BLE001 - a redealt state may lack what the move needs
        return None


def move_reason(facts: Callable[[dict], list], first: list,
                sample: Callable[..., tuple | None], action: Any, seed: int,
                game_id: str) -> str:
    """The reason line of `action`: `reason_text` of the player's facts (`facts(view)`, the
    game's `hint_facts`; `first`: those of the position now) before the move and after it, on
    a state dealt from the player's view (`sample(action, seed, shows)`: a Session's or a
    Snapshot's `sampled_views`), as the move shows at once or once the others have answered
    (Race's secret choices show only when everyone has chosen). "" when the sampled state
    refuses the move."""
    views = sample(action, seed, lambda v: facts(v) != first)
    if not views:
        return ""
    before, now, later = (facts(v) for v in views)
    return reason_text(before, now if now != before else later, game_id)


def items_of(html: str) -> list[str]:
    """The selectable items (`pick:`, `card:`, `opt:` data-acts) of the table's HTML, in
    order, each once."""
    return list(dict.fromkeys(_ITEM.findall(html)))


def _key(raw: str) -> Any:
    return int(raw) if raw.lstrip("-").isdigit() else raw


def _near(act: str, said: str) -> bool:
    """Does the item's key (its last part: "card:57" -> 57, "pick:side:O" -> O) appear as a
    word of the action's repr?"""
    last = act.rpartition(":")[2]
    return bool(last) and re.search(r"(?<![\w])'?" + re.escape(last) + r"'?(?![\w])",
                                    said) is not None


def _flat(x: Any) -> Any:
    """An action with its one-item tuples unwrapped: ("pay", (2,)) -> ("pay", 2)."""
    if isinstance(x, tuple):
        if len(x) == 1:
            return _flat(x[0])
        return tuple(_flat(y) for y in x)
    return x


def same_move(built: Any, action: Any) -> bool:
    """Does the widget's action `built` make the move `action`? Equal, or equal once one-item
    tuples are unwrapped (Epochs' hinter rates a payment item by item, ("pay", 2); the
    widget sends the items, ("pay", (2,)): the row selects that item first, and the player
    adds the rest of the payment)."""
    return built is not None and (built == action or _flat(built) == _flat(action))


def find_selection(widget: Any, action: Any, items: list[str], start: Any,
                   items_at: Callable[[Any], list] | None = None) -> tuple:
    """(selection, acts) with which `widget` builds `action`: an option button alone
    (selection None, its `opt:` act), or toggles of the table's `pick:`/`card:` items from
    the start selection: first a search along the items whose key appears in the action
    (`items_at(sel)` gives the items offered after a toggle, e.g. a side shown once an
    action is picked), then any one or two items; (None, ()) if none builds it."""
    for act in items:
        kind, _sep, raw = act.partition(":")
        if kind == "opt" and same_move(widget.option_by_key(raw), action):
            return None, (act,)
    said = repr(action)
    budget = [MAX_BUILDS]

    def builds(sel: Any) -> bool:
        budget[0] -= 1
        try:
            return same_move(widget.build(sel), action)
        except Exception:  # noqa: BLE001 - a widget may refuse an odd selection
            return False

    def toggled(sel: Any, act: str) -> Any:
        kind, _sep, raw = act.partition(":")
        try:
            return widget.toggle(sel, kind, _key(raw))
        except Exception:  # noqa: BLE001
            return sel

    def search(sel: Any, path: tuple, depth: int) -> tuple | None:
        offered = items_at(sel) if items_at is not None and path else items
        for act in offered:
            if act in path or act.startswith("opt:") or not _near(act, said) or budget[0] <= 0:
                continue
            nxt = toggled(sel, act)
            if nxt == sel:
                continue
            if builds(nxt):
                return nxt, path + (act,)
            if depth > 1:
                found = search(nxt, path + (act,), depth - 1)
                if found:
                    return found
        return None

    for base in _starts(start):
        if builds(base):            # the widget's own proposal: its selected items
            chosen = base if isinstance(base, (list, tuple, set)) else ()
            return base, tuple(a for a in items if a.partition(":")[0] in ("pick", "card")
                               and _key(a.partition(":")[2]) in chosen)
        found = search(base, (), 8)
        if found:
            return found
    toggles = [a for a in items if not a.startswith("opt:")]
    for size in (1, 2):
        for combo in combinations(toggles, size):
            for base in _starts(start):
                if budget[0] <= 0:
                    return None, ()
                sel = base
                for act in combo:
                    sel = toggled(sel, act)
                if builds(sel):
                    return sel, combo
    return None, ()


def _starts(start: Any) -> list:
    return [start] if start in ([], None) else [start, []]


def mark(html: str, badges: dict) -> str:
    """`html` with each element whose data-act is a key of `badges` marked (class tk-hinted,
    data-hint = its badge, e.g. "1" or "1 3")."""
    if not badges:
        return html

    def one(m: Any) -> str:
        tag_open = m.group(0)
        act = m.group(2)
        if act not in badges:
            return tag_open
        extra = f' data-hint="{esc(badges[act])}"'
        if ' class="' in tag_open:
            tag_open = tag_open.replace(' class="', ' class="tk-hinted ', 1)
        else:
            extra += ' class="tk-hinted"'
        return tag_open[:-1] + extra + ">"
    return re.sub(r'<([a-zA-Z][\w:-]*)[^<>]*?\sdata-act="([^"]*)"[^<>]*>', one, html)


def badges_of(rows: list) -> dict:
    """{data-act: badge} of the rows' items ("1", or "1 3" for an item of two moves)."""
    out: dict = {}
    for row in rows:
        for act in row.acts:
            out[act] = f"{out[act]} {row.rank}" if act in out else str(row.rank)
    return out


@dataclass
class HintRun:
    """A hint under way or shown for one decision (`key`): the hinter's generator until it
    returns, then the rows."""
    key: tuple
    gen: Generator | None
    rated: list = field(default_factory=list)
    rows: list = field(default_factory=list)
    slices: int = 0

    @property
    def running(self) -> bool:
        return self.gen is not None

    def step(self, budget_ms: float, clock: Callable[[], float] = time.perf_counter) -> bool:
        """Advance the search for about `budget_ms`; True once it has returned."""
        if self.gen is None:
            return True
        end = clock() + budget_ms / 1000.0
        try:
            while True:
                next(self.gen)
                self.slices += 1
                if clock() >= end:
                    return False
        except StopIteration as done:
            self.rated = list(done.value or [])[:TOP]
            self.gen = None
            return True

    def cancel(self) -> None:
        """Stop the search at once (the generator is closed)."""
        if self.gen is not None:
            self.gen.close()
            self.gen = None


def panel(run: HintRun | None, offered: bool) -> str:
    """The hint part of the decision frame: the Hint button, the progress with Cancel while
    it runs, or the rows (each a button that selects the move)."""
    if not offered:
        return ""
    button = tag("button", esc(_("Hint")) + "<kbd>H</kbd>", type="button", cls="btn tk-hint-btn",
                 data_act="hint", aria_keyshortcuts="H",
                 title=_("The three best moves by the computer (H)"))
    if run is None:
        return tag("div", button, cls="tk-hint")
    if run.running:
        body = tag("div", tag("progress", "", aria_label=_("Looking for the best moves")) +
                   text("span", _("Looking for the best moves…")) +
                   tag("button", esc(_("Cancel")), type="button", cls="btn",
                       data_act="hint:cancel"), cls="tk-hint-progress", role="status")
        return tag("div", body, cls="tk-hint")
    if not run.rows:
        return tag("div", button + text("p", _("No hint for this decision."), cls="help"),
                   cls="tk-hint")
    rows = "".join(
        tag("li", tag("button", text("span", str(row.rank), cls="tk-hint-rank") +
                      text("span", row.label, cls="tk-hint-move") +
                      text("span", row.worth, cls="tk-hint-worth") +
                      text("span", row.reason, cls="tk-hint-why"),
                      type="button", cls="tk-hint-row", data_act=f"hint:{row.rank}"))
        for row in run.rows)
    return tag("div", button + tag("ol", rows, cls="tk-hint-rows",
                                   aria_label=_("The computer's best moves")),
               cls="tk-hint")
