"""Helpers for the RFTG end-to-end tests: start a game from the lobby and make decisions by
clicking what a player sees (never by calling Python in the page)."""
import re

from tests.e2e.helpers import open_app

TIMEOUT = 60_000


def new_game(page, url, seats=("human", "ai"), seed=None, names=None, options=(), level="easy"):
    open_app(page, url)
    page.click("#new-rftg")
    page.wait_for_selector(".rf-setup")
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
    page.click(".rf-setup button[type=submit]")
    page.wait_for_selector(".rf-table, .rf .curtain", timeout=TIMEOUT)


def wait_turn(page, timeout=TIMEOUT):
    """Wait until a human decision, the curtain or the end screen is shown; return which."""
    page.wait_for_selector(
        ".rf-decide [data-act=confirm], .rf-decide [data-act^=opt], .rf-decide [data-act^=pick], "
        ".rf .curtain, .rf-endscreen",
        timeout=timeout)
    if page.query_selector(".rf-endscreen"):
        return "end"
    if page.query_selector(".rf .curtain"):
        return "curtain"
    return "decide"


def title(page):
    return page.inner_text("#rf-decide-title")


def actions_count(page):
    return int(page.get_attribute("#rf-root", "data-actions"))


def decide_simply(page):
    """Make the current decision in the simplest way a player could (pass where possible)."""
    before = actions_count(page)
    head = title(page)
    if page.query_selector(".rf-decide .actioncard"):
        page.click(".rf-decide .actioncard >> nth=0")
        page.click(".rf-decide [data-act=confirm]")
    elif page.query_selector(".rf-decide [data-act^=pick]"):      # consume: a power, then goods
        page.click(".rf-decide [data-act^=pick] >> nth=0")
        if page.query_selector(".rf-decide [data-act^='opt:0.']"):
            page.click(".rf-decide [data-act^='opt:0.'] >> nth=0")
        else:
            page.click(".rf-hand [data-act^=card] >> nth=0")
            page.click(".rf-decide [data-act=confirm]")
    elif page.query_selector(".rf-decide [data-act^=opt]"):
        page.click(".rf-decide [data-act^=opt] >> nth=0")
    else:
        status = page.inner_text(".rf-decide .acts .stat")
        m = re.search(r"of (\d+) selected", status)
        n = int(m.group(1)) if m else 1
        where = ".rf-decide .hand" if page.query_selector(".rf-decide .hand [data-act^=card]") \
            else ".rf-hand"
        for i in range(n):
            page.click(f"{where} [data-act^=card] >> nth={i}")
        page.click(".rf-decide [data-act=confirm]")
    page.wait_for_function(
        f"() => +document.querySelector('#rf-root').dataset.actions > {before} || "
        "document.querySelector('.rf .curtain') || document.querySelector('.rf-endscreen')",
        timeout=TIMEOUT)
    return head
