"""The lobby's Statistics panel: the finished games of this device per game, AI level and
player count (played, won, average and best score, average margin), and "Export CSV".

The panel starts as one button, so the lobby's start-up imports nothing new: the statistics
(ui/table/stats.py) are read from storage when the player opens it.
"""
from game.core.i18n import domain, format_number

from . import dom, games

_ = domain("app")

CSV_NAME = "galaxy-table-statistics.csv"


def _num(v: object) -> str:
    if v is None:
        return "–"
    return format_number(v)     # type: ignore[arg-type]


def _by_game(app) -> list:
    """[(game id, stats)] of every listed game, read from storage (unreadable: fresh)."""
    from .table import stats as ST     # here: only when the panel opens (lobby start-up)
    out = []
    for entry in games.GAMES:
        try:
            text = app.store.backend.get(ST.key(entry.id))
        except Exception:  # storage blocked: no statistics for it
            text = None
        out.append((entry.id, ST.load(text)))
    return out


def fill(app, box) -> None:
    """Draw the statistics table and the Export CSV button into `box`."""
    from .table import stats as ST     # here: only when the panel opens (lobby start-up)
    table = ST.rows(_by_game(app))
    entries = {e.id: e for e in games.GAMES}
    titles = {e.id: e.title for e in games.GAMES}     # the CSV's names: English, stable
    if not table:
        dom.mount(box, dom.h("p", {"class": "empty", "id": "stats-empty"},
                             _("No finished game yet: the statistics start with your first.")))
        return
    heads = (_("Game"), _("Level"), _("Players"), _("Played"), _("Won"), _("Average score"),
             _("Best score"), _("Average margin"))
    body = []
    for game_id, level, n, played, won, avg, best, margin in table:
        body.append(dom.h("tr", {"data-stats-game": game_id, "data-stats-level": level},
                          dom.h("th", {"scope": "row"}, games.title(entries[game_id])
                                if game_id in entries else game_id),
                          dom.h("td", None, ST.level_word(level)),
                          dom.h("td", None, n), dom.h("td", None, _num(played)),
                          dom.h("td", None, _num(won)), dom.h("td", None, _num(avg)),
                          dom.h("td", None, _num(best)), dom.h("td", None, _num(margin))))
    grid = dom.h("div", {"class": "stats-frame", "tabindex": "0", "role": "region",
                         "aria-label": _("Statistics")},
                 dom.h("table", {"class": "stats-table", "id": "stats-table"},
                       dom.h("thead", None, dom.h("tr", None, [dom.h("th", {"scope": "col"}, h)
                                                               for h in heads])),
                       dom.h("tbody", None, body)))
    export = dom.h("button", {"type": "button", "class": "btn", "id": "stats-csv"},
                   _("Export CSV"))
    dom.on(export, "click", lambda e: app.download(
        CSV_NAME, ST.csv_text(table, titles), "text/csv"))
    note = dom.h("p", {"class": "help"},
                 _("Margin: your score minus the best other score. Level: the AI level of "
                   "your opponents."))
    dom.mount(box, grid, note, dom.h("div", {"class": "acts"}, export))


def section(app):
    """The panel: a heading and a "Show statistics" button that fills it."""
    box = dom.h("div", {"id": "stats-body"})
    show = dom.h("button", {"type": "button", "class": "btn", "id": "stats-show",
                            "aria-controls": "stats-body"},
                 _("Show statistics"))

    def opened(event):
        show.remove()          # the panel is open for as long as the lobby shows
        fill(app, box)
        heading.focus()
    dom.on(show, "click", opened)
    heading = dom.h("h2", {"id": "stats-heading", "tabindex": "-1"}, _("Statistics"))
    return dom.h("section", {"class": "panel stats", "id": "stats",
                             "aria-labelledby": "stats-heading"},
                 heading, dom.h("p", None, _("Your finished games on this device, by game "
                                             "and AI level.")), show, box)
