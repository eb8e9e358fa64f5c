"""The review of a finished game and "Play on from here", for every game (pure Python, HTML
via ui.table.html): the end screen's review part, the replay viewer's timeline with the five
biggest losses marked, the box a mark opens, the one-line reason, and the save that plays on
from a replay's position.

The review itself is game/core/review.py (the game's hinter on each human decision); it is
kept in the save's "review" (ui/save_format.py). The page (ui/table/page.py) runs `runner` in
slices and stores the review after each decision, so a review left half done resumes where it
stopped when the save is opened again.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator

from game.core.actions import freeze
from game.core.i18n import domain

from .html import esc, tag, text
from .levels import levels_for

if TYPE_CHECKING:
    from .gameui import GameUI
    from .session import Session

_ = domain("app")
PLAY_ON_LEVEL = "hard"      # the other seats' level offered first


def stored(session: Session) -> dict | None:
    """The save's review (validated on load), or None."""
    rv = session.save.get("review")
    return rv if isinstance(rv, dict) else None


def offered(session: Session) -> bool:
    """A review needs a human seat, the game's hinter (GAME.hints) and the moves (not a
    friend's copy of a host's game, ui/net)."""
    from game.core import registry  # lazy: loaded with the game already

    return bool(session.humans()) and registry.game(session.game).hints is not None and \
        not getattr(session, "remote", False)


def done(rv: dict | None) -> bool:
    return rv is not None and len(rv["items"]) >= rv["total"]


def runner(session: Session) -> Generator[None, None, Any]:
    """The review of the session's finished game, from where the stored one stopped: a
    generator yielding between slices; the save's "review" grows by an item per decision."""
    from game.core import registry  # lazy: the review's modules load only when one runs
    from game.core import review as RV

    rec = session.record
    humans = session.humans()
    rv = stored(session)
    if rv is None or rv["seats"] != humans:
        points = RV.decision_points(rec, humans)
        rv = RV.new(humans, len(points))
        session.save["review"] = rv
    else:
        points = RV.decision_points(rec, humans)
    load = registry.game(rec.game).hints
    if load is None:
        raise ValueError(_("this game has no AI to review it"))
    hinter = load()
    return RV.review(rec, humans, hinter, rv["items"], points)


def amount(item: dict) -> str:
    """The loss of an item in its unit: "12 %" (win chance) or "3.5 VP"."""
    loss = item.get("loss")
    if loss is None:
        return _("not rated")
    if item["unit"] == "win":
        return _("{n} %", n=f"{loss:.0f}")
    return _("{n} VP", n=f"{loss:.1f}".rstrip("0").rstrip("."))


def reason(item: dict, best: str, played: str) -> str:
    """The one-line reason the review gives for the better move (the kit's own wording; a
    game may say more once the Hint's per-game reasons exist)."""
    if item.get("played_worth") is None:
        return _("Your move was not among the moves the AI considered; it rates “{best}” "
                 "best.", best=best)
    if item["unit"] == "win":
        return _("The AI gives “{best}” a {best_pc} % chance to win, “{played}” "
                 "{played_pc} %.", best=best, played=played,
                 best_pc=f"{100 * item['best_worth']:.0f}",
                 played_pc=f"{100 * item['played_worth']:.0f}")
    return _("The AI expects “{best}” to end {n} VP better for you than “{played}”.",
             best=best, played=played, n=f"{item['loss']:.1f}".rstrip("0").rstrip("."))


def summary(rv: dict) -> str:
    from game.core import review as RV  # lazy: with a review only

    items = rv["items"]
    n = RV.costly(items)
    return _.n("{n} decision reviewed", "{n} decisions reviewed", len(items)) + "; " + \
        _.n("{n} cost you more than 5 % (or 3 VP).", "{n} cost you more than 5 % (or 3 VP).",
            n)


def progress(rv: dict | None, running: bool) -> str:
    """The progress bar "n of N decisions" (paused when the page does not run it)."""
    n, total = (len(rv["items"]), rv["total"]) if rv else (0, 0)
    words = _("{n} of {total} decisions", n=n, total=total) if rv else _("Preparing…")
    return tag("div", tag("progress", "", max=str(max(total, 1)), value=str(n),
                          aria_label=_("Review progress")) +
               text("span", words + ("" if running else " " + _("(paused)")),
                    cls="tk-review-count"), cls="tk-review-progress", role="status")


def end_part(session: Session, running: bool) -> str:
    """The end screen's review: the button, the progress bar, or the summary with a link to
    the biggest mistakes in the replay."""
    if not offered(session):
        return ""
    rv = stored(session)
    body = text("h3", _("Review"), id="tk-review-title")
    if done(rv):
        assert rv is not None
        body += text("p", summary(rv), cls="tk-review-summary")
        from game.core import review as RV  # lazy: with a review only

        if RV.biggest(rv["items"]):
            body += text("button", _("Show the biggest mistakes"), type="button", cls="btn",
                         data_act="review:mark:0")
    elif running or rv is not None:
        body += progress(rv, running)
        if not running:
            body += text("button", _("Resume the review"), type="button", cls="btn",
                         data_act="review:start")
    else:
        body += text("p", _("Our AI rates each of your decisions against its best move, "
                            "from what you could see then."), cls="help small") + \
            text("button", _("Review my game"), type="button", cls="btn",
                 data_act="review:start")
    return tag("section", body, cls="tk-review panel", aria_labelledby="tk-review-title")


def marks(session: Session) -> list[dict]:
    """The biggest losses of the stored review (done or not), in the record's order."""
    rv = stored(session)
    if rv is None:
        return []
    from game.core import review as RV  # lazy: with a review only

    return RV.biggest(rv["items"])


def timeline(session: Session, at: int, opened: int | None) -> str:
    """The replay's timeline: a track with the position shown and a numbered dot per big
    loss, and below it a button per loss ("1 · Step 12 · 9 %") that opens its box (marks
    close together would overlap on the track: the buttons never do)."""
    n = max(session.moves(), 1)
    found = marks(session)
    if not found:
        return ""
    dots = [tag("span", "", cls="tk-tl-now", style=f"left:{100 * at / n:.2f}%")]
    chips = []
    for k, item in enumerate(found):
        dots.append(text("span", k + 1, cls="tk-tl-dot" + (" open" if k == opened else ""),
                         style=f"left:{100 * item['at'] / n:.2f}%"))
        label = _("Step {n}: lost {loss}", n=item["at"] + 1, loss=amount(item))
        chips.append(tag("button", text("span", k + 1, cls="tk-tl-num") + text("span", label),
                         type="button", cls="btn tk-tl-mark" + (" open" if k == opened else ""),
                         data_act=f"review:mark:{k}", aria_pressed=str(k == opened).lower()))
    return tag("div", tag("div", "".join(dots), cls="tk-tl-track", aria_hidden="true") +
               tag("div", "".join(chips), cls="tk-tl-marks"), cls="tk-timeline",
               role="group", aria_label=_("Your biggest losses in this game"))


def _does(game: GameUI | None, session: Session, snap: Any, p: int, action: Any) -> str:
    """What `action` changes for `p` at that past position (the Hint's per-game reason:
    ui/table/hints.py move_reason, on a state dealt from p's view there), or ""."""
    if game is None:
        return ""
    from . import hints as HI  # lazy: only when a review's box is open
    return HI.move_reason(lambda v: game.hint_facts(v, p), game.hint_facts(snap.view(p), p),
                          lambda *a: snap.sampled_views(session.game, p, *a), action, 1,
                          game.game_id)


def box(session: Session, opened: int | None, game: GameUI | None = None) -> str:
    """The box a mark opens: the move played, the better move (each with what it changes for
    the player, when the game names its facts: `game`), the loss and the reason."""
    found = marks(session)
    if opened is None or not 0 <= opened < len(found):
        return ""
    item = found[opened]
    snap = session.at(item["at"])
    p = item["player"]
    played = snap.label(p, freeze(item["played"]))
    best = snap.label(p, freeze(item["best"]))
    played_does = _does(game, session, snap, p, freeze(item["played"]))
    best_does = _does(game, session, snap, p, freeze(item["best"]))
    body = (text("h3", _("Step {n}: {name}", n=item["at"] + 1, name=session.name(p)),
                 id="tk-review-box-title") +
            tag("dl", text("dt", _("Played")) +
                tag("dd", esc(played) + (text("span", played_does, cls="small tk-does")
                                         if played_does else "")) +
                text("dt", _("Better")) +
                tag("dd", esc(best) + (text("span", best_does, cls="small tk-does")
                                       if best_does else "")) +
                text("dt", _("Loss")) + text("dd", amount(item))) +
            text("p", reason(item, best, played), cls="help") +
            tag("div", text("button", _("Close"), type="button", cls="btn",
                            data_act="review:close"), cls="acts"))
    return tag("section", body, cls="tk-review-box", role="region",
               aria_labelledby="tk-review-box-title")


def play_on(session: Session, level: str = PLAY_ON_LEVEL) -> str:
    """The replay's "Play on from here" control: the other seats' level (`level` chosen)
    and the button."""
    levels = levels_for(session.game)
    opts = "".join(text("option", lv["label"], value=lv["key"],
                        selected="selected" if lv["key"] == level else None)
                   for lv in levels)
    choose = (tag("label", text("span", _("Opponents")) +
                  tag("select", opts, id="tk-playon-level", cls="btn"), cls="tk-playon-level")
              if levels else "")
    return tag("div", choose + text("button", _("Play on from here"), type="button",
                                    cls="btn", data_act="playon",
                                    title=_("A new game from this position, the other seats "
                                            "played by the computer")),
               cls="acts tk-playon")


def replay_part(session: Session, at: int, opened: int | None, running: bool,
                level: str = PLAY_ON_LEVEL, game: GameUI | None = None) -> str:
    """What the replay viewer adds: the review's timeline and box, its progress while it
    runs, and "Play on from here"."""
    rv = stored(session)
    out = timeline(session, at, opened) + box(session, opened, game)
    if session.is_over() and offered(session) and not done(rv):
        out += progress(rv, running) if (running or rv) else \
            tag("div", text("button", _("Review my game"), type="button", cls="btn",
                            data_act="review:start"), cls="acts")
    return out + play_on(session, level)


def play_on_save(save: dict, at: int, level: str, name: str, save_id: str,
                 stamp: str) -> dict:
    """A new save playing on from the first `at` moves of `save` (same game, seed and
    options), its computer seats at `level` and its human seats human; `save` itself is
    never changed."""
    rec = dict(save["record"])
    rec["options"] = dict(rec["options"])
    rec["actions"] = [list(x) for x in rec["actions"][:max(0, at)]]
    seats = [dict(seat) for seat in save.get("seats") or []]
    if seats and not any(seat.get("kind") == "human" for seat in seats):
        seats[0]["kind"], seats[0]["level"] = "human", None     # someone plays on
    for seat in seats:
        if seat.get("kind") != "human":
            seat["kind"], seat["level"] = "ai", level
    return {"format": save["format"], "version": save["version"], "id": save_id,
            "game": save["game"], "name": name, "created": stamp, "updated": stamp,
            "record": rec, "seats": seats, "meta": {}}
