"""Where the enlarged card (the kit's `.zoom` box, ui/table/page_input.py) goes: always
entirely inside the viewport, for every game (Race's and Three Epochs' cards, Alien Artifacts'
cards and resources, Gaia's hex popover). Pure, so it is tested in CPython.

The box goes beside the card it enlarges (right of it, else flipped to its left), top-aligned
with it; where neither side has room (a phone), below the card, else above it; where none of
these fit, over it. It is then clamped against the viewport's edges, and scaled down when it
is larger than the viewport (a tall card on a short screen).

    >>> place(Rect(100, 100, 200, 250), 280, 170, 1366, 768)
    Placement(left=210, top=100, scale=1.0)
    >>> place(Rect(1200, 100, 1300, 250), 280, 170, 1366, 768).left   # flipped to the left
    910.0
    >>> place(Rect(20, 300, 120, 420), 280, 170, 390, 844)             # a phone: below
    Placement(left=20, top=430, scale=1.0)
"""
from __future__ import annotations

from typing import NamedTuple

MARGIN = 8      # the least space between the box and the viewport's edge (CSS px)
GAP = 10        # the space between the card and its enlarged box


class Rect(NamedTuple):
    """A box in viewport coordinates (CSS px), as getBoundingClientRect gives it."""
    left: float
    top: float
    right: float
    bottom: float


class Placement(NamedTuple):
    """The box's top-left corner in viewport coordinates and its scale (1.0 or less)."""
    left: float
    top: float
    scale: float


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(value, high))


def place(anchor: Rect, width: float, height: float, vw: float, vh: float,
          margin: float = MARGIN, gap: float = GAP) -> Placement:
    """Place a box of `width` x `height` (its layout size, before scaling) next to `anchor`
    in a viewport of `vw` x `vh`: the box's scaled bounding box lies inside the viewport,
    `margin` from its edges whenever the viewport is larger than that."""
    room_w, room_h = max(1.0, vw - 2 * margin), max(1.0, vh - 2 * margin)
    scale = min(1.0, room_w / max(width, 1.0), room_h / max(height, 1.0))
    scale = int(scale * 1000) / 1000          # rounded down: never a pixel too large
    w, h = width * scale, height * scale
    max_left, max_top = max(margin, vw - margin - w), max(margin, vh - margin - h)
    if anchor.right + gap + w <= vw - margin:           # beside it, on the right
        left, top = anchor.right + gap, anchor.top
    elif anchor.left - gap - w >= margin:               # beside it, on the left
        left, top = anchor.left - gap - w, anchor.top
    elif anchor.bottom + gap + h <= vh - margin:        # below it
        left, top = anchor.left, anchor.bottom + gap
    elif anchor.top - gap - h >= margin:                # above it
        left, top = anchor.left, anchor.top - gap - h
    else:                                               # over it: where there is most room
        left = anchor.right + gap if vw - anchor.right > anchor.left else anchor.left - gap - w
        top = anchor.top
    return Placement(_clamp(left, margin, max_left), _clamp(top, margin, max_top), scale)
