"""The end of an epoch, step by step: research, each move of the influence marker with its
reason, the superiority points, the income; each step with both players' VP after it and
the change, revealed one after another (CSS animation, none under reduced motion), beside
a small influence board with the marker's path. Also the final scoring in detail.

Everything comes from the view's "epoch_ends" and "final_detail" (docs/epochs-ui.md).
"""
from __future__ import annotations

import re

from ui.table.html import tag, text

from . import cardinfo as I
from .influence import board_svg

STAGES = (("research", "1. Research"), ("superiority", "2. Space superiority: the marker moves"),
          ("points", "3. Superiority points"), ("income", "4. Permanent income"),
          ("final", "Final scoring"))
STAGE_TITLE = dict(STAGES)
STEP_S = 0.45        # seconds between two revealed lines (as --i * 450ms in epochs.css)


def names_fix(line: str, names: list) -> str:
    """The engine's "Player N" replaced by the seat names."""
    return re.sub(r"Player (\d)", lambda m: names[int(m.group(1)) - 1]
                  if 0 < int(m.group(1)) <= len(names) else m.group(0), line)


def by_epoch(view: dict) -> dict:
    out = {}
    for e in view.get("epoch_ends") or []:
        out.setdefault(e["epoch"], []).append(e)
    return out


def vp_before(view: dict, epoch: int) -> list:
    """Both players' VP just before epoch `epoch` ended (the first step's VP minus its own
    change is not known, so: the VP after the previous epoch end's last step, or the first
    step's VP)."""
    ends = by_epoch(view)
    steps = ends.get(epoch) or []
    prev = ends.get(epoch - 1)
    return list(steps[0]["vp"]) if steps else list(prev[-1]["vp"]) if prev else [0, 0]


def panel(view: dict, names: list, epoch: int | None = None, fresh: bool = False,
          animate: bool = True, run: int = 0) -> str:
    """The steps of one epoch's end (the latest by default)."""
    ends = by_epoch(view)
    if not ends:
        return ""
    epoch = max(ends) if epoch is None else epoch
    steps = ends.get(epoch) or []
    if not steps:
        return ""
    done = view["epoch"] > epoch or view.get("over")
    prev_vp = list(steps[0]["vp"])
    items = []
    timeline = [(0.0, steps[0]["marker"])]
    n = 0
    stage_seen = set()
    for st in steps:
        if st["stage"] not in stage_seen:
            stage_seen.add(st["stage"])
            items.append(tag("li", text("h4", STAGE_TITLE.get(st["stage"], st["stage"])),
                             cls="ep-stage", style=f"--i:{n}"))
            n += 1
        delta = [a - b for a, b in zip(st["vp"], prev_vp)]
        prev_vp = list(st["vp"])
        chips = "".join(
            text("span", f"{names[p]} {st['vp'][p]}" + (f" (+{delta[p]})" if delta[p] else ""),
                 cls="ep-vpchip" + (" up" if delta[p] else "") + f" seat{p}")
            for p in (0, 1))
        if st["marker"] != timeline[-1][1]:
            if n * STEP_S > timeline[-1][0]:
                timeline.append((n * STEP_S, timeline[-1][1]))    # still until this line
            timeline.append(((n + 1) * STEP_S, st["marker"]))   # then moves with it
        items.append(tag("li", text("span", names_fix(st["text"], names), cls="ep-steptext") +
                         tag("span", chips, cls="ep-vps"), cls="ep-step", style=f"--i:{n}"))
        n += 1
    if done:
        missing = [t for k, t in STAGES[:4] if k not in stage_seen]
        if missing:
            items.append(tag("li", text("p", "Nothing happened in: " + ", ".join(
                t.split(". ", 1)[-1].split(":")[0].lower() for t in missing) + ".",
                cls="small"), cls="ep-step", style=f"--i:{n}"))
    trail = [st["marker"] for st in steps]
    start = trail[0] if trail else view["marker"]
    title = (f"End of epoch {epoch}" + (": what changed" if done else ": under way"))
    board = tag("figure", board_svg(trail[-1] if trail else view["marker"], names,
                                    trail=[start] + trail, small=True,
                                    timeline=timeline if animate else None) +
                text("figcaption", "The marker's path during this epoch end", cls="small"),
                cls="ep-endboard")
    cls = "panel ep-end" + (" fresh" if fresh else "") + (" anim" if animate else "")
    again = text("button", "Play the steps again", type="button", cls="btn btn-small",
                 data_act="view:end-again") if animate else ""
    return tag("section", tag("div", text("h2", title) + again, cls="ep-endhead") + tag("div", tag("ol", "".join(items),
                                                             cls="ep-steps") + board,
                                                  cls="ep-endbody"),
               cls=cls, aria_label=title, data_epoch=str(epoch), data_run=str(run))


def history(view: dict, names: list) -> str:
    """Every epoch end so far, the newest open (for the end screen)."""
    ends = by_epoch(view)
    out = []
    for e in sorted(ends):
        out.append(tag("details", text("summary", f"End of epoch {e}") +
                       panel(view, names, e, animate=False),
                       open=True if e == max(ends) else None))
    return "".join(out)


def final_table(view: dict, names: list, winners: list) -> str:
    """The final scoring item by item: VP before it, each majority tile, space-object tokens
    by the table, colonised planets, science; then the total."""
    det = view.get("final_detail")
    fin = view.get("final")
    if not det or not fin:
        return ""
    cols = []
    for p in (0, 1):
        d = det[p]
        total = view["scores"][p]
        before = total - sum(fin[p].values())
        rows = [("VP during the game (cards, superiority, income)", "", before)]
        for t in d["tiles"]:
            who = (f"{I.RES_NAME[t['resource']]} production {t['mine']} vs {t['theirs']}: "
                   + ("tied, both score" if t["mine"] == t["theirs"] else
                      "the majority" if t["won"] else "not the majority"))
            rows.append((I.tile_text((t["resource"], t["what"], t["per"])), who +
                         (f"; {t['units']} × {t['per']}" if t["won"] else ""), t["vp"]))
        for o in d["objects"]:
            rows.append((f"{I.OBJECT_NAME[o['kind']].capitalize()} tokens",
                         f"{o['tokens']} token{'' if o['tokens'] == 1 else 's'} × "
                         f"{o['value']} VP ({o['cards']} "
                         f"{I.OBJECT_NAME[o['kind']]} card{'' if o['cards'] == 1 else 's'} "
                         f"in play)", o["vp"]))
        rows.append(("Fully colonised planets", f"{d['colonised']['planets']} × 2 VP",
                     d["colonised"]["vp"]))
        for s in d["science"]:
            rows.append((f"Science: {I.name(s['card'])}", "end-game points", s["vp"]))
        body = "".join(tag("tr", text("td", a) + text("td", b, cls="small") +
                           text("td", str(c), cls="num")) for a, b, c in rows)
        body += tag("tr", text("th", "Total") + text("td", "") + text("th", str(total),
                                                                      cls="num"), cls="total")
        cols.append(tag("div", text("h3", names[p] + (" ★ winner" if p in winners else "")) +
                        tag("table", tag("tbody", body), cls="ep-final"),
                        cls=f"ep-finalcol seat{p}"))
    notes = text("p", "Token values by the number of such cards in play: " +
                 "; ".join(I.TOKEN_TABLE_TEXT.values()) + ".", cls="small")
    return tag("section", text("h2", "Final scoring") + tag("div", "".join(cols),
                                                             cls="ep-finalgrid") + notes,
               cls="panel ep-finalpanel", aria_label="Final scoring")
