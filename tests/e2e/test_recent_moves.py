"""What the computer just did, seen on the board (issue 76 items 8 and 9), at 1366x768 and on
a 390x844 phone: after the computer's turn, the cards it built, bought, played or attacked
with are outlined with a badge naming it, and one line under the decision's title sums its
moves up (Alien Artifacts and Three Epochs of Space); Three Epochs' payment is made with one
click on Confirm, the table having selected the cheapest payment on the hand.

Each test imports a save a few moves before its moment (tests/e2e/table.py played_save). The
computer seats play easy (a policy without search: its moves depend only on the position, so
the page plays what the same save plays in CPython, where the moves to expect are computed)."""
import copy
import json
import re

from tests.e2e.table import TIMEOUT, actions, import_played, played_save, wait_moved, wait_turn
from game.epochs import cards as C
from ui.artifacts.board import ArtifactsUI
from ui.epochs.board import EpochsUI
from ui.table.controller import Controller
from ui.table.recent import summary
from ui.table.session import Session

SIZES = ({"width": 1366, "height": 768}, {"width": 390, "height": 844})   # laptop, phone
NAMES = ("Vera", "Robo")


def after_the_computer(game, ui, until, want, options=None):
    """A save where the computer (seat 2) is about to play, and what the table will show at
    the player's next decision: (save, summary line, {data-card key: badge}) where the
    summary contains `want` and some card is marked."""
    for play_seed in range(1, 40):
        save, _state = played_save(game, 2, 5, until, 0, NAMES, ("human", "ai"),
                                   options=options, name=f"Marks {play_seed}",
                                   play_seed=play_seed)
        s = Session(copy.deepcopy(save), clears_marks=ui.clears_marks)
        s.run_ai()
        if s.is_over() or s.human_to_decide() != 0:
            continue
        ctl = Controller(s, ui)
        moves = ctl.recent_moves()
        line = summary(moves, list(NAMES))
        keys = {k: NAMES[m.seat] for m in moves for k in m.keys}
        if want in line and keys:
            return save, line, keys
    raise AssertionError(f"no save where the computer's turn shows {want!r}")


def computer_to_move(turn_kind):
    """until(): the computer (seat 1) has a decision of this kind after a few rounds."""
    def until(st):
        return len(st.history) > 24 and not st.is_over() and st.deciders() == [1] and \
            turn_kind(st)
    return until


def see_marks(page, line, keys):
    """The line under the decision's title and each marked card, outlined with its badge,
    seen on the screen (scrolled to, inside the viewport's width)."""
    assert wait_turn(page) == "decide"
    recent = page.locator(".tk-decide .tk-recent")
    recent.wait_for(timeout=TIMEOUT)
    assert recent.inner_text() == line
    assert recent.is_visible()
    width = page.viewport_size["width"]
    for key, badge in keys.items():
        card = page.locator(f".tk-table .tk-mark[data-card='{key}']").first
        card.scroll_into_view_if_needed()
        assert card.is_visible(), key
        assert card.get_attribute("data-mark") == badge
        style = card.evaluate("el => { const s = getComputedStyle(el); "
                              "const b = getComputedStyle(el, '::after'); "
                              "return [s.outlineStyle, s.outlineWidth, b.content, b.fontSize, "
                              "s.position, b.position]; }")
        assert style[0] == "solid" and style[1] == "3px", style
        assert style[4] == "relative" and style[5] == "absolute", style   # on the card
        assert style[2] == json.dumps(badge), style        # the badge names the seat
        assert float(style[3].rstrip("px")) >= 11
        box = card.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, (key, box)


def test_artifacts_the_computers_turn_is_marked_with_a_summary(page, app_url, tmp_path):
    ui = ArtifactsUI()
    save, line, keys = after_the_computer(
        "artifacts", ui, computer_to_move(lambda st: st.dec[1] == "main"), "Robo ")
    assert re.search(r"Robo (built|bought|prepared|developed|discovered|used|attacked)", line)
    import_played(page, app_url, tmp_path, save)
    for size in SIZES:               # the same decision on a laptop, then on a phone
        page.set_viewport_size(size)
        see_marks(page, line, keys)
    # the marks stay until the player's next decision is made, then that window closes
    assert page.locator(".aa-others .tk-mark").count() >= 1


def test_epochs_the_computers_play_is_marked_with_a_summary(page, app_url, tmp_path):
    ui = EpochsUI()
    save, line, keys = after_the_computer(
        "epochs", ui, computer_to_move(lambda st: st.decision == ("turn",)), "Robo played",
        options={"first": "player 1"})
    import_played(page, app_url, tmp_path, save)
    for size in SIZES:
        page.set_viewport_size(size)
        see_marks(page, line, keys)


def test_epochs_the_proposed_payment_takes_one_click(page, app_url, tmp_path):
    save, state = played_save(
        "epochs", 2, 5, lambda st: st.decision == ("pay",) and st.current == 0
        and not st.pending["paid"] and len(state_proposal(st)) >= 2, 0, NAMES,
        ("human", "ai"), options={"first": "player 1"}, name="Paying")
    proposal = state_proposal(state)
    import_played(page, app_url, tmp_path, save)
    assert wait_turn(page) == "decide"
    cards = [x for x in proposal if x != "token"]
    for size in SIZES:                                  # seen on a laptop, paid on a phone
        page.set_viewport_size(size)
        assert page.inner_text("#tk-decide-title").startswith("Pay for")
        for c in cards:                                 # pre-selected on the hand
            assert page.get_attribute(f".ep-hand [data-card='c:{c}']",
                                      "aria-pressed") == "true"
        assert page.locator(".ep-hand [aria-pressed=true]").count() == len(cards)
        assert "the cheapest payment" in page.inner_text(".tk-decide .ep-picked")
        confirm = page.locator(".tk-decide [data-act=confirm][aria-disabled=false]")
        confirm.scroll_into_view_if_needed()
        assert confirm.is_visible()
    before = actions(page)
    confirm.click()                                     # the one click
    wait_moved(page, before)
    items = [C.NAME[c] for c in cards] + ["a universal token"] * proposal.count("token")
    paid = f"Vera pays with {', '.join(items)}."
    page.wait_for_function(f"() => document.querySelector('.tk-side .log').textContent"
                           f".includes({json.dumps(paid)})", timeout=TIMEOUT)


def state_proposal(st) -> list:
    return st.query(0, "payment")["proposal"]
