"""Gaia's hard AI in the page: it thinks in slices, so the page stays responsive while it
decides. A 2-player game against the hard level; the main thread's tasks (the AI's slices and
the table's own redraws) are traced over the human's first 7 decisions (setup and the first
actions) and the AI's in between. The table updates in place after moves."""
import json
from pathlib import Path

from tests.e2e.helpers import open_app
from tests.e2e.test_gaia_play import TIMEOUT, decide, wait_turn

LONG_TASKS_JS = """() => {
  window.__gaLong = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__gaLong.push(Math.round(e.duration));
  }).observe({type: 'longtask'});
}"""
# The issue asks for no main-thread task over 100 ms while the AI thinks. A task's wall-clock
# length on the shared 2-core test machine is mostly the time other programs hold the cores
# (at a load average of 10-15 a task of 15 ms of work is seen lasting 100-400 ms), so the test
# judges the main thread's CPU time per task, from a Chrome trace: the AI's slices, the
# redraws and everything else the page does. The wall-clock long tasks are printed for the
# record (docs/gaia-ai.md has measured numbers and load averages).
LIMIT_CPU_MS = 100
TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"]


def longest_tasks_cpu(trace_path) -> list:
    """The main thread's tasks' CPU times (ms, largest first) in a Chrome trace file."""
    data = json.loads(Path(trace_path).read_text())
    events = data["traceEvents"] if isinstance(data, dict) else data
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    tasks = sorted((e for e in events if (e.get("pid"), e.get("tid")) in main and
                    e.get("ph") == "X" and e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask")),
                   key=lambda e: (e["ts"], -e.get("dur", 0)))
    out, end = [], 0
    for t in tasks:                      # outermost tasks only (a task may nest another)
        if t["ts"] >= end:
            out.append(t.get("tdur", 0) / 1000)
            end = t["ts"] + t.get("dur", 0)
    return sorted(out, reverse=True)


def start_against(page, url, level, seed=4):
    open_app(page, url)
    page.click("#new-gaia")
    page.wait_for_selector(".tk-setup")
    page.select_option("select[name=players]", "2")
    page.select_option("select[name=kind-0]", "human")
    page.select_option("select[name=kind-1]", "ai")
    page.select_option("select[name=level-1]", level)
    page.select_option("select[name=opt-variant]", "first-game")
    page.fill("input[name=seed]", str(seed))
    page.click(".tk-setup button[type=submit]")
    page.wait_for_selector(".tk-table, .tk .curtain", timeout=TIMEOUT)


def test_ai_keeps_the_page_responsive(page, app_url, tmp_path):
    start_against(page, app_url, "hard")
    page.evaluate(LONG_TASKS_JS)
    trace = tmp_path / "trace.json"
    page.context.browser.start_tracing(page=page, path=str(trace), categories=TRACE_CATEGORIES)
    heads = []
    while len(heads) < 7 and wait_turn(page, timeout=120_000) == "decide":
        heads.append(decide(page, len(heads)))
    page.context.browser.stop_tracing()
    assert len(heads) == 7
    ai_moves = int(page.get_attribute("#tk-root", "data-actions")) - len(heads)
    assert ai_moves >= 5, ai_moves
    cpu = longest_tasks_cpu(trace)
    print("long tasks (ms, wall clock):", sorted(page.evaluate("window.__gaLong"))[-10:])
    print("longest tasks (ms of CPU):", [round(x, 1) for x in cpu[:10]])
    assert len(cpu) > 100                 # the trace saw the page at work
    assert cpu[0] < LIMIT_CPU_MS, cpu[:10]


def test_the_trace_check_sees_a_long_task(page, app_url, tmp_path):
    """Control: a busy loop of 1 s (wall clock) in a timer task on the main thread is found
    by longest_tasks_cpu as a task of at least 100 ms of CPU."""
    open_app(page, app_url)
    trace = tmp_path / "trace.json"
    page.context.browser.start_tracing(page=page, path=str(trace), categories=TRACE_CATEGORIES)
    page.evaluate("() => setTimeout(() => { const t = performance.now(); "
                  "while (performance.now() - t < 1000) {} }, 0)")
    page.wait_for_timeout(1300)
    page.context.browser.stop_tracing()
    cpu = longest_tasks_cpu(trace)
    print("longest tasks (ms of CPU):", [round(x, 1) for x in cpu[:3]])
    assert cpu[0] >= LIMIT_CPU_MS


TABLE_HTML_JS = """() => document.querySelector('.tk-table').outerHTML
    .replace(/ tk-arrive/g, '')"""


def test_moves_update_the_table_in_place(page, app_url):
    """The kit updates the regions a move changed in place (ui/table/morph.py) rather than
    replacing them: after several moves the map's SVG is still the same element, and the whole
    table equals the one a fresh page draws for the same game (reloaded from its address)."""
    start_against(page, app_url, "easy")
    page.evaluate("document.querySelector('svg.ga-map').gaProbe = 'kept'")
    for n in range(8):
        assert wait_turn(page, timeout=120_000) == "decide"
        decide(page, n, build_every=1)
    assert wait_turn(page, timeout=120_000) == "decide"
    page.mouse.move(0, 0)
    assert page.evaluate("document.querySelector('svg.ga-map').gaProbe") == "kept"
    built = page.evaluate("document.querySelectorAll('svg.ga-map .hx[aria-label*=\\' of \\']').length")
    assert built >= 4, built          # both seats' setup mines at least
    moves = int(page.get_attribute("#tk-root", "data-actions"))
    morphed = page.evaluate(TABLE_HTML_JS)
    page.reload()
    page.wait_for_selector("#app[data-screen=game] #tk-root", timeout=TIMEOUT)
    assert wait_turn(page, timeout=120_000) == "decide"
    assert int(page.get_attribute("#tk-root", "data-actions")) == moves
    page.mouse.move(0, 0)
    fresh = page.evaluate(TABLE_HTML_JS)
    assert morphed == fresh
