"""The end of an epoch, step by step: research, each move of the influence marker with its
reason, the superiority points, the income; each step with both players' VP after it and
the change, revealed one after another (CSS animation, none under reduced motion), beside
a small influence board with the marker's path. Also the final scoring in detail.

Everything comes from the view's "epoch_ends" and "final_detail" (docs/epochs-ui.md).
"""
from __future__ import annotations

from game.core.i18n import N_, domain
from ui.table.gameui import seat_names
from ui.table.html import tag, text

from . import cardinfo as I
from .influence import board_svg

_ = domain("epochs")

STAGES = (("research", N_("1. Research")),
          ("superiority", N_("2. Space superiority: the marker moves")),
          ("points", N_("3. Superiority points")), ("income", N_("4. Permanent income")),
          ("final", N_("Final scoring")))
STAGE_TITLE = dict(STAGES)
STAGE_SHORT = {"research": N_("research"), "superiority": N_("space superiority"),
               "points": N_("superiority points"), "income": N_("permanent income")}
STEP_S = 0.45        # seconds between two revealed lines (as --i * 450ms in epochs.css)


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
            items.append(tag("li", text("h4", _(STAGE_TITLE[st["stage"]])
                                        if st["stage"] in STAGE_TITLE else st["stage"]),
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
        items.append(tag("li", text("span", seat_names(st["text"], names), cls="ep-steptext") +
                         tag("span", chips, cls="ep-vps"), cls="ep-step", style=f"--i:{n}"))
        n += 1
    if done:
        missing = [k for k, t in STAGES[:4] if k not in stage_seen]
        if missing:
            items.append(tag("li", text("p", _("Nothing happened in: {stages}.", stages=", ".join(
                _(STAGE_SHORT[k]) for k in missing)), cls="small"), cls="ep-step",
                style=f"--i:{n}"))
    trail = [st["marker"] for st in steps]
    start = trail[0] if trail else view["marker"]
    title = (_("End of epoch {n}: what changed", n=epoch) if done else
             _("End of epoch {n}: under way", n=epoch))
    board = tag("figure", board_svg(trail[-1] if trail else view["marker"], names,
                                    trail=[start] + trail, small=True,
                                    timeline=timeline if animate else None) +
                text("figcaption", _("The marker's path during this epoch end"), cls="small"),
                cls="ep-endboard")
    cls = "panel ep-end" + (" fresh" if fresh else "") + (" anim" if animate else "")
    again = text("button", _("Play the steps again"), type="button", cls="btn btn-small",
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
        out.append(tag("details", text("summary", _("End of epoch {n}", n=e)) +
                       panel(view, names, e, animate=False),
                       open=True if e == max(ends) else None))
    return "".join(out)


def final_rows(view: dict, p: int) -> list:
    """Seat p's final scoring as [(item, detail, VP)] (the final table's rows; the charts'
    sources); [] before the end."""
    det = view.get("final_detail")
    fin = view.get("final")
    if not det or not fin:
        return []
    d = det[p]
    total = view["scores"][p]
    before = total - sum(fin[p].values())
    rows = [(_("VP during the game (cards, superiority, income)"), "", before)]
    for t in d["tiles"]:
        result = (_("tied, both score") if t["mine"] == t["theirs"] else
                  _("the majority") if t["won"] else _("not the majority"))
        who = _("{resource} production {mine} vs {theirs}: {result}",
                resource=I.RES_NAME[t["resource"]], mine=t["mine"], theirs=t["theirs"],
                result=result)
        rows.append((I.tile_text((t["resource"], t["what"], t["per"])), who +
                     (f"; {t['units']} × {t['per']}" if t["won"] else ""), t["vp"]))
    for o in d["objects"]:
        rows.append((_(OBJECT_TOKENS[o["kind"]]),
                     _.n("{n} token × {value} VP ({cards} such cards in play)",
                         "{n} tokens × {value} VP ({cards} such cards in play)",
                         o["tokens"], value=o["value"], cards=o["cards"]), o["vp"]))
    rows.append((_("Fully colonised planets"),
                 _("{n} × 2 VP", n=d["colonised"]["planets"]), d["colonised"]["vp"]))
    for s in d["science"]:
        rows.append((_("Science: {card}", card=I.name(s["card"])), _("end-game points"),
                     s["vp"]))
    return rows


def final_table(view: dict, names: list, winners: list) -> str:
    """The final scoring item by item: VP before it, each majority tile, space-object tokens
    by the table, colonised planets, science; then the total."""
    det = view.get("final_detail")
    fin = view.get("final")
    if not det or not fin:
        return ""
    cols = []
    for p in (0, 1):
        total = view["scores"][p]
        rows = final_rows(view, p)
        body = "".join(tag("tr", text("td", a) + text("td", b, cls="small") +
                           text("td", str(c), cls="num", data_vp_part=c)) for a, b, c in rows)
        body += tag("tr", text("th", _("Total")) + text("td", "") + text("th", str(total),
                                                                         cls="num",
                                                                         data_vp_total=total),
                    cls="total")
        cols.append(tag("div", text("h3", _("{name} ★ winner", name=names[p])
                                    if p in winners else names[p]) +
                        tag("table", tag("tbody", body), cls="ep-final"),
                        cls=f"ep-finalcol seat{p}", data_score_seat=p))
    notes = text("p", _("Token values by the number of such cards in play: {table}.",
                        table="; ".join(I.TOKEN_TABLE_TEXT[k] for k in I.TOKEN_TABLE_TEXT)),
                 cls="small")
    return tag("section", text("h2", _("Final scoring")) + tag("div", "".join(cols),
                                                                cls="ep-finalgrid") + notes,
               cls="panel ep-finalpanel", aria_label=_("Final scoring"))


OBJECT_TOKENS = {"ship": N_("Colony ship tokens"), "shuttle": N_("Shuttle tokens"),
                 "station": N_("Production station tokens")}
