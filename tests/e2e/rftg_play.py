"""Helpers for the RFTG end-to-end tests: start a game from the lobby and make decisions by
clicking what a player sees (never by calling Python in the page)."""
import re

from tests.e2e.helpers import open_app

TIMEOUT = 60_000


def new_game(page, url, seats=("human", "ai"), seed=None, names=None, options=(), level="easy"):
    open_app(page, url)
    page.click("#new-rftg")
    page.wait_for_selector(".tk-setup")
    page.select_option("select[name=players]", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"select[name=kind-{i}]", kind)
        if kind == "ai":
            page.select_option(f"select[name=level-{i}]", level)
        if names:
            page.fill(f"input[name=name-{i}]", names[i])
    for opt in options:
        page.check(f"input[name=opt-{opt}]")
    if seed is not None:
        page.fill("input[name=seed]", str(seed))
    page.click(".tk-setup button[type=submit]")
    page.wait_for_selector(".tk-table, .tk .curtain", timeout=TIMEOUT)


def wait_turn(page, timeout=TIMEOUT):
    """Wait until a human decision, the curtain or the end screen is shown; return which."""
    page.wait_for_selector(
        ".tk-decide [data-act=confirm], .tk-decide [data-act^=opt], .tk-decide [data-act^=pick], "
        ".tk .curtain, .tk-endscreen",
        timeout=timeout)
    if page.query_selector(".tk-endscreen"):
        return "end"
    if page.query_selector(".tk .curtain"):
        return "curtain"
    return "decide"


def title(page):
    return page.inner_text("#tk-decide-title")


def actions_count(page):
    return int(page.get_attribute("#tk-root", "data-actions"))


def decide_simply(page):
    """Make the current decision in the simplest way a player could (pass where possible)."""
    before = actions_count(page)
    head = title(page)
    if page.query_selector(".tk-decide .actioncard"):
        page.click(".tk-decide .actioncard >> nth=0")
        page.click(".tk-decide [data-act=confirm]")
    elif page.query_selector(".tk-decide [data-act^=pick]"):      # consume: a power, then goods
        page.click(".tk-decide [data-act^=pick] >> nth=0")
        if page.query_selector(".tk-decide [data-act^='opt:0.']"):
            page.click(".tk-decide [data-act^='opt:0.'] >> nth=0")
        else:
            page.click(".rf-hand [data-act^=card] >> nth=0")
            page.click(".tk-decide [data-act=confirm]")
    elif page.query_selector(".tk-decide [data-act^=opt]"):
        page.click(".tk-decide [data-act^=opt] >> nth=0")
    else:
        status = page.inner_text(".tk-decide .acts .stat")
        m = re.search(r"of (\d+) selected", status)
        n = int(m.group(1)) if m else 1
        where = ".tk-decide .hand" if page.query_selector(".tk-decide .hand [data-act^=card]") \
            else ".rf-hand"
        for i in range(n):
            page.click(f"{where} [data-act^=card] >> nth={i}")
        page.click(".tk-decide [data-act=confirm]")
    page.wait_for_function(
        f"() => +document.querySelector('#tk-root').dataset.actions > {before} || "
        "document.querySelector('.tk .curtain') || document.querySelector('.tk-endscreen')",
        timeout=TIMEOUT)
    return head
