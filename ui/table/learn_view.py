"""What the table shows of the rules reference and of a lesson (pure Python, HTML strings).

- `rules_panel`: the side panel's "Rules" tab: a search box, the entries found (a button
  each) and the open entry, with its related entries;
- `results`: the list of entries for a search (the page replaces it as the player types);
- `decision_links`: the decision panel with a "Rules" link beside its title (the entry of
  the decision kind) and, under a refusal, a link to the refusal's entry;
- `bubble`: the lesson's box at the top of the decision: the step, what to do and why;
  after a deviation, what changed and "Restart this step"; when the steps are done, the
  word that the game goes on with the coach's hints;
- `summary`: the lesson's summary of the scoring on the end screen;
- `mark_targets`: the controls of the step's move marked `data-lesson="1"`.
"""
from __future__ import annotations

import re
from typing import Any, Optional

from game.core.i18n import domain, in_domain

from .html import tag, text, void
from .rules_ref import Reference, link

_ = domain("app")

SEARCH_ID = "tk-ref-search"
RESULTS_ID = "tk-ref-results"


def results(ref: Reference, query: str, open_key: Optional[str] = None) -> str:
    """The entries matching `query` as buttons, grouped under their section headings."""
    found = ref.search(query)
    if not found:
        return text("p", _("No entry matches “{query}”.", query=query.strip()),
                    cls="help", role="status")
    out, group = [], None
    items: list[str] = []
    for e in found:
        if e.group != group and not query.strip():
            if items:
                out.append(tag("ul", "".join(items), cls="tk-ref-list"))
                items = []
            group = e.group
            out.append(text("h4", ref.tr(e.group)) if e.group else "")
        items.append(tag("li", text("button", ref.tr(e.title), type="button",
                                    cls="tk-ref-item", data_act=f"ref:{e.key}",
                                    aria_current="true" if e.key == open_key else None)))
    out.append(tag("ul", "".join(items), cls="tk-ref-list"))
    count = text("p", _.n("{n} entry", "{n} entries", len(found)), cls="help small",
                 role="status") if query.strip() else ""
    return count + "".join(out)


def rules_panel(ref: Reference, open_key: Optional[str], query: str) -> str:
    """The Rules tab: the open entry (if any) above the search and the list."""
    head = ""
    e = ref.entry(open_key) if open_key else None
    if e is not None:
        see = "".join(link(ref, k) for k in e.see)
        head = tag("article",
                   text("h3", ref.tr(e.title), id="tk-ref-title", tabindex="-1") +
                   (text("p", ref.tr(e.group), cls="help small") if e.group else "") +
                   "".join(text("p", para) for para in ref.tr(e.text).split("\n\n")) +
                   (tag("p", text("span", _("See also:")) + " " + see, cls="tk-ref-see")
                    if see else "") +
                   text("button", _("All entries"), type="button", cls="btn",
                        data_act="ref:"),
                   cls="tk-ref-entry", aria_labelledby="tk-ref-title")
    search = tag("label", text("span", _("Search the rules")) +
                 void("input", type="search", id=SEARCH_ID, value=query,
                     data_ref_search="1", autocomplete="off",
                     placeholder=_("A word, e.g. “{word}”", word=_first_word(ref))),
                 cls="tk-ref-search")
    return tag("div", head + search + tag("div", results(ref, query, open_key),
                                          id=RESULTS_ID, aria_live="polite"),
               cls="tk-rules")


def _first_word(ref: Reference) -> str:
    return ref.tr(ref.entries[0].title) if ref.entries else ""


_TITLE_END = re.compile(r'(<h2[^>]*id="tk-decide-title"[^>]*>.*?</h2>)', re.DOTALL)
_WHY = re.compile(r'(<p[^>]*id="tk-why"[^>]*>)(.*?)(</p>)', re.DOTALL)


def decision_links(panel: str, ref: Reference, kind: Optional[str], reason: str) -> str:
    """The decision panel with its rules links (see the module docstring)."""
    key = ref.for_kind(kind) if kind else None
    entry = ref.entry(key) if key else None
    if key and entry is not None:
        button = text("button", _("Rules"), type="button", cls="tk-ref tk-ref-kind",
                      data_act=f"ref:{key}", title=ref.tr(entry.text),
                      aria_label=_("Rules: {entry}", entry=ref.title(key)))
        panel = _TITLE_END.sub(lambda m: m.group(1) + button, panel, count=1)
    if reason:
        rkey = ref.for_refusal(reason) or key
        if rkey:
            more = " " + link(ref, rkey, _("Rules: {entry}", entry=ref.title(rkey)))
            panel = _WHY.sub(lambda m: m.group(1) + m.group(2) + more + m.group(3), panel,
                             count=1)
    return panel


def bubble(lesson: Any, at: dict, game_domain: str, ref: Optional[Reference]) -> str:
    """The lesson's box (see the module docstring); "" when there is nothing to say."""
    n = len(lesson.steps)
    if at["mode"] == "guided" and at["step"] < n:
        step = lesson.steps[at["step"]]
        head = text("p", _("Lesson · step {i} of {n}", i=at["step"] + 1, n=n),
                    cls="tk-lesson-step")
        intro = text("p", in_domain(game_domain, lesson.intro), cls="tk-lesson-intro") \
            if at["step"] == 0 else ""
        body = text("p", in_domain(game_domain, step.say), cls="tk-lesson-say")
        if step.why:
            body += text("p", in_domain(game_domain, step.why), cls="tk-lesson-why")
        if step.ref and ref is not None and ref.entry(step.ref):
            body += tag("p", link(ref, step.ref, _("Rules: {entry}",
                                                   entry=ref.title(step.ref))))
        body += text("p", _("The highlighted controls make this move. You may also play "
                            "another move: the lesson then becomes a normal game."),
                     cls="help small")
        return _box(head + intro + body, "guided", at["step"], n)
    if at.get("seen"):
        return ""
    if at.get("chose"):
        body = text("p", _("You chose “{chose}”; the lesson suggested “{expected}”.",
                           chose=at["chose"], expected=at.get("expected", "")),
                    cls="tk-lesson-say") + \
            text("p", _("From here the game is yours: the next steps no longer fit it, so "
                        "the lesson goes on as a normal game, and the coach shows its best "
                        "moves at each of your decisions."), cls="tk-lesson-why") + \
            tag("div", text("button", _("Restart this step"), type="button", cls="btn",
                            data_act="lesson:restart") +
                text("button", _("Play on"), type="button", cls="btn primary",
                     data_act="lesson:ok"), cls="acts")
    elif at.get("lost"):
        body = text("p", _("This game has gone another way than the lesson's (after an undo "
                           "the computer may choose differently), so the lesson goes on as a "
                           "normal game, and the coach shows its best moves at each of your "
                           "decisions."), cls="tk-lesson-say") + \
            tag("div", text("button", _("Play on"), type="button", cls="btn primary",
                            data_act="lesson:ok"), cls="acts")
    else:
        body = text("p", in_domain(game_domain, lesson.finish), cls="tk-lesson-say") + \
            tag("div", text("button", _("Play on"), type="button", cls="btn primary",
                            data_act="lesson:ok"), cls="acts")
    return _box(text("p", _("Lesson"), cls="tk-lesson-step") + body, "free", at["step"], n)


def _box(inner: str, mode: str, step: int, n: int) -> str:
    return tag("div", inner, cls="tk-lesson", id="tk-lesson", role="note",
               data_mode=mode, data_step=str(step), data_steps=str(n),
               aria_label=_("Lesson"))


def offer(title: str) -> str:
    """The first visit's offer of the game's lesson (acts learn:start / learn:no)."""
    return tag("div", text("p", _("New to {title}? A guided first game against the computer "
                                  "teaches it step by step.", title=title)) +
               tag("div", text("button", _("Start the lesson"), type="button",
                               cls="btn primary", data_act="learn:start") +
                   text("button", _("No, thanks"), type="button", cls="btn",
                        data_act="learn:no"), cls="acts"),
               cls="tk-learn-offer", id="tk-learn-offer", role="note",
               aria_label=_("Learn this game"))


def summary(lesson: Any, game_domain: str) -> str:
    """The end screen's lesson box: the summary of the scoring."""
    paras = "".join(text("p", in_domain(game_domain, p)) for p in lesson.summary)
    return tag("section", text("h3", _("What you learned: scoring"), id="tk-lesson-sum-title") +
               paras + text("p", _("Start a new game from the lobby, or replay this one to "
                                   "look at it again."), cls="help small"),
               cls="tk-lesson-summary panel", id="tk-lesson-summary",
               aria_labelledby="tk-lesson-sum-title")


def insert_after_title(panel: str, html: str) -> str:
    """`html` put right after the decision's title (and its Rules link)."""
    m = _TITLE_END.search(panel)
    if not m:
        return html + panel
    at = m.end()
    nxt = panel[at:]
    if nxt.startswith('<button type="button" class="tk-ref tk-ref-kind"'):
        at += nxt.index("</button>") + len("</button>")
    return panel[:at] + html + panel[at:]


_OPEN = re.compile(r'<[a-z][a-z0-9]*\b[^>]*\bdata-act="([^"]*)"[^>]*>')


def mark_targets(html: str, acts: set) -> str:
    """Each element whose data-act is in `acts` marked data-lesson="1"."""
    if not acts:
        return html

    def one(m: Any) -> str:
        tag_open = m.group(0)
        if m.group(1) not in acts or "data-lesson=" in tag_open:
            return tag_open
        return tag_open[:-1] + ' data-lesson="1">'
    return _OPEN.sub(one, html)
