"""Playing Alien Artifacts through the kit's controller the way a hurried player clicks
(CPython, no browser): shared by the table tests."""
import re

from game.core import Record
from game.artifacts import new_game
from ui.artifacts.board import ArtifactsUI
from ui.table.controller import Controller
from ui.table.session import Session
from tests.saves import save_of

NAMES = ("Ann", "Bob", "Cy", "Di", "Eve")


def make_save(players=2, kinds=("human", "ai"), level="easy", seed=7, options=None):
    state = new_game(players, dict(options or {}), seed)     # its options name the edition
    return save_of(Record("artifacts", players, dict(state.options), seed, []), NAMES, kinds,
                   level)


def acts_in(html):
    return re.findall(r'data-act="([^"]+)"', html)


def can_confirm(html):
    return bool(re.search(r'data-act="confirm"[^>]*aria-disabled="false"', html))


def play_one(ctl, n):
    """One human decision by clicks; returns the decision title."""
    html = "".join(ctl.render(parts=True))
    title = re.search(r'id="tk-decide-title"[^>]*>([^<]*)<', html).group(1)
    acts = acts_in(html)
    modes = [a for a in acts if a.startswith("pick:m:")]
    opts = [a for a in acts if a.startswith("opt:")]
    before = ctl.session.moves()
    if "Free actions" in title:
        ctl.click("confirm")
    elif "above the limit" in title:             # discard down to the hand limit
        for c in [a for a in acts if a.startswith("card:")]:
            if can_confirm("".join(ctl.render(parts=True))):
                break
            ctl.click(c)
        ctl.click("confirm")
    elif modes or any(a.startswith("pick:t:") for a in acts):
        targets = [a for a in acts if a.startswith("pick:t:")]
        order = ([m for m in modes if m.startswith("pick:m:con:")] +
                 ([m for m in modes if m.startswith(("pick:m:offensive", "pick:m:revenue",
                                                     "pick:m:mining", "pick:m:faction"))]
                  if n % 2 else []) +
                 [m for m in modes if m.startswith("pick:m:prep:")] +
                 [m for m in modes if m.startswith("pick:m:trade:")])
        if targets:
            ctl.click(targets[n % len(targets)])
            ctl.click("confirm")
        buys = [m for m in modes if m.startswith("pick:m:buy:")]
        if ctl.session.moves() == before and buys and n % 3 == 0:
            ctl.click(buys[0])                   # a buy looking at 2 cards when it can
            if "pick:look:1" in acts_in("".join(ctl.render(parts=True))):
                ctl.click("pick:look:1")
            ctl.click("confirm")
        for m in order:
            if ctl.session.moves() != before:
                break
            ctl.click(m)
            h = "".join(ctl.render(parts=True))
            if "pick:side:L" in acts_in(h):
                ctl.click("pick:side:L" if n % 2 else "pick:side:O")
            for c in [a for a in acts_in(h) if a.startswith("card:")]:
                if can_confirm("".join(ctl.render(parts=True))):
                    break
                ctl.click(c)
            if can_confirm("".join(ctl.render(parts=True))):
                ctl.click("confirm")
            else:
                ctl.click("clear")
        if ctl.session.moves() == before:
            rest = [o for o in opts] or [a for a in acts if a.startswith("pick:")]
            ctl.click(rest[0])
    elif opts:
        ctl.click(opts[0])
    else:
        ctl.click("confirm")
    assert ctl.session.moves() > before, (title, acts)
    return title


def play(ctl, limit=3000, until=None):
    """Play every seat (humans by clicks, AI seats by their level) until the end or `until`."""
    s = ctl.session
    titles = []
    for _ in range(limit):
        if s.is_over() or (until and until(s, ctl)):
            return titles
        if ctl.curtain is not None:
            ctl.click("reveal")
            continue
        if s.human_to_decide() is not None:
            titles.append(play_one(ctl, len(titles)))
        else:
            s.run_ai()
            ctl.after_ai()
    raise AssertionError("the game did not end")


def new_controller(**kw):
    s = Session(make_save(**kw))
    return Controller(s, ArtifactsUI())
