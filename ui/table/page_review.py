"""The page side of the review and of "Play on from here" (runs only in the browser, under
PyScript): the review runs in small slices between frames (the page stays responsive), the
save is stored after each decision rated (so leaving and opening it again resumes where it
stopped), and "Play on from here" writes a new save and opens it. What is shown is built by
ui/table/review_view.py; the review itself is game/core/review.py.
"""
from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import js

from game.core.i18n import domain, format_datetime
from ui import games

from . import review_view as RV
from .morph import morph

if TYPE_CHECKING:  # annotations only
    from .controller import Controller
    from .session import Session

_ = domain("app")
REVIEW_SLICE_MS = 12.0


class PageReview:
    """TablePage's review runner and "Play on from here"."""

    if TYPE_CHECKING:   # what they use of TablePage (page.py), for the type check only
        app: Any
        main: Any
        ctl: Controller
        session: Session

        def render(self) -> None: ...

        def is_shown(self) -> bool: ...

    def show_notices(self) -> None:
        """What loading the save dropped (a damaged review), said once."""
        for line in self.session.save.pop("notices", None) or []:
            self.app.notify(line, "warning")

    def keep_level(self) -> None:
        """The level chosen for "Play on from here" stays chosen when the replay is drawn
        again (a step back or forward)."""
        select = self.main.querySelector("#tk-playon-level")
        if select and select.value:
            self.ctl.playon_level = str(select.value)

    def resume_review(self) -> None:
        """A review left half done goes on when its save is opened again."""
        rv = RV.stored(self.session)
        if rv is not None and not RV.done(rv) and self.session.is_over():
            self.start_review()

    def start_review(self) -> None:
        if self.ctl.reviewing or not self.session.is_over():
            return
        self.ctl.reviewing = True
        asyncio.ensure_future(self.review_loop())

    async def review_loop(self) -> None:
        s = self.session
        try:
            gen = RV.runner(s)
            self.render()
            rv = s.save["review"]
            count = len(rv["items"])
            while True:
                end = js.performance.now() + REVIEW_SLICE_MS
                try:
                    while js.performance.now() < end:
                        next(gen)
                except StopIteration:
                    break
                if len(rv["items"]) != count:      # a decision more: store and show it
                    count = len(rv["items"])
                    self.app.autosave(s.save)
                    self.show_progress(rv)
                await asyncio.sleep(0)
                if not self.is_shown():            # the player left this table
                    return
        except Exception as exc:  # a hinter bug must not freeze the table silently
            self.app.notify(_("The review failed: {reason}", reason=exc), "error")
            return
        finally:
            self.ctl.reviewing = False
        self.app.autosave(s.save)
        self.render()

    def show_progress(self, rv: dict) -> None:
        """Only the progress bar is drawn again (the rest of the screen stays as it is, so a
        control the player is about to use is not replaced under the pointer)."""
        el = self.main.querySelector(".tk-review-progress")
        if el:
            morph(el, RV.progress(rv, True))
        else:
            self.render()

    def play_on(self) -> None:
        """A new save from the replay's position with the chosen level in the other seats;
        the original save is left as it is."""
        s = self.session
        at = self.ctl.replay_at
        if at is None:
            return
        select = self.main.querySelector("#tk-playon-level")
        level = str(select.value) if select else RV.PLAY_ON_LEVEL
        entry = games.entry(s.game)
        if entry is None:
            return
        stamp = js.Date.new().toISOString().split(".")[0] + "Z"
        name = _("{title} · on from step {n} · {when}", title=games.title(entry), n=at,
                 when=format_datetime(stamp))
        new = RV.play_on_save(s.save, at, level, name[:80], self.app.store.new_id(s.game),
                              stamp)
        if self.app.autosave(new) is False:
            return
        self.app.play(entry, new)
