"""ui/table/placement.py: the enlarged card is always entirely inside the viewport, beside the
card when there is room (right, else left), else below or above it, scaled down when larger
than the viewport; at the laptop and phone sizes the e2e tests use and at random boxes."""
import doctest

from hypothesis import given, strategies as st

from ui.table import placement
from ui.table.placement import MARGIN, Rect, place

SIZES = ((1366, 768), (390, 844))


def inside(at, width, height, vw, vh):
    w, h = width * at.scale, height * at.scale
    return (at.left >= 0 and at.top >= 0 and at.left + w <= vw and at.top + h <= vh
            and 0 < at.scale <= 1)


def test_doctests():
    assert doctest.testmod(placement).failed == 0


def test_beside_the_card_right_then_left():
    card = Rect(100, 200, 208, 320)
    assert place(card, 280, 170, 1366, 768) == (218, 200, 1.0)
    card = Rect(1150, 200, 1258, 320)
    at = place(card, 280, 170, 1366, 768)
    assert at.left + 280 <= card.left and at.top == 200


def test_a_card_low_on_the_screen_keeps_its_box_above_the_bottom():
    at = place(Rect(100, 700, 208, 760), 280, 300, 1366, 768)
    assert at.top + 300 == 768 - MARGIN and at.left == 218


def test_phone_puts_the_box_below_or_above_the_card():
    below = place(Rect(10, 100, 118, 220), 300, 200, 390, 844)
    assert below.top == 230
    above = place(Rect(10, 600, 118, 720), 300, 200, 390, 844)
    assert above.top + 200 == 590


def test_a_box_taller_than_the_viewport_is_scaled_down():
    at = place(Rect(10, 100, 118, 220), 374, 1200, 390, 844)
    assert at.scale < 1 and 1200 * at.scale <= 844 - 2 * MARGIN
    assert inside(at, 374, 1200, 390, 844)


def test_a_box_wider_than_the_viewport_is_scaled_down():
    at = place(Rect(10, 100, 118, 220), 500, 300, 390, 844)
    assert at.scale < 1 and inside(at, 500, 300, 390, 844)


@given(st.sampled_from(SIZES), st.floats(-200, 1500), st.floats(-300, 1000),
       st.floats(1, 300), st.floats(1, 300), st.floats(10, 1600), st.floats(10, 1600))
def test_always_inside_the_viewport(size, x, y, cw, ch, width, height):
    vw, vh = size
    at = place(Rect(x, y, x + cw, y + ch), width, height, vw, vh)
    assert inside(at, width, height, vw, vh)
