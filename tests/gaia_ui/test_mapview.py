"""The map's drawing (ui/gaia/mapview.py): on every map of the game's setups (2-4 players,
each map option, a few seeds) no two hex labels' boxes overlap, each sits inside its own hex
and inside the SVG's viewBox; buildings are drawn large (about twice the old 12-unit shapes),
each with its own shape (the mine 22 units wide, was 12), in the faction's colour with a light rim and a dark outline."""
import re

import pytest

from game.gaia import new_game
from ui.gaia.mapview import (BUILD_K, SIZE, _outline, building_shape, centre, label_box,
                             map_svg)

SETUPS = [(n, {"variant": "first-game", "map": m}, seed)
          for n in (2, 3, 4) for m in ("first-game", "random", "random-1", "random-2")
          for seed in (1, 7)]


def _inside_hex(px, py, cx, cy):
    """Is (px, py) inside the pointy-top hex of SIZE centred at (cx, cy)?"""
    dx, dy = abs(px - cx), abs(py - cy)
    half = SIZE * 3 ** 0.5 / 2
    return dx <= half and dy <= SIZE - dx / 3 ** 0.5


@pytest.mark.parametrize("players,options,seed", SETUPS)
def test_labels_never_overlap_and_stay_inside_their_hex_and_the_map(players, options, seed):
    view = new_game(players, options, seed).view(0)
    svg = map_svg(view, [f"P{i}" for i in range(players)])
    x0, y0, w, h = (float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())
    drawn = re.findall(r'<text x="([-\d.]+)" y="([-\d.]+)" class="lbl"[^>]*>([^<]+)<', svg)
    cells = {c["label"]: c for c in view["map"]["hexes"]}
    assert len(drawn) == sum(c["planet"] != "e" for c in cells.values()) > 10
    boxes = []
    for _x, _y, label in drawn:
        cx, cy = centre(cells[label]["q"], cells[label]["r"])
        box = label_box(label, cx, cy)
        left, top, right, bottom = box
        assert x0 <= left and right <= x0 + w and y0 <= top and bottom <= y0 + h, label
        for px, py in ((left, top), (right, top), (left, bottom), (right, bottom)):
            assert _inside_hex(px, py, cx, cy), (label, box)
        boxes.append((label, box))
    for i, (a, (al, at, ar, ab)) in enumerate(boxes):
        for b, (bl, bt, br, bb) in boxes[i + 1:]:
            assert ar <= bl or br <= al or ab <= bt or bb <= at, (a, b)


def test_the_box_check_can_fail():
    """Two neighbours' labels drawn the old way (6.5 px below the hex's centre by 17.5 and
    as wide as five wide digits) would leave the hex: the check above sees it."""
    cx, cy = centre(0, 0)
    assert not _inside_hex(cx + 14, cy + 17.5, cx, cy)


def _size(svg):
    """The larger side of a shape's box (polygon, circle or rect)."""
    attrs = dict(re.findall(r'(\w+)="([^"]+)"', svg))
    if "points" in attrs:
        xs, ys = zip(*(map(float, p.split(",")) for p in attrs["points"].split()))
        return max(max(xs) - min(xs), max(ys) - min(ys))
    if "r" in attrs:
        return 2 * float(attrs["r"])
    return max(float(attrs["width"]), float(attrs["height"]))


def test_buildings_are_large_distinct_and_outlined():
    shapes = {}
    for b in ("m", "ts", "lab", "PI", "ac1", "gf", "sp"):
        svg = building_shape(b, 0, 0, "#3f7fd8", BUILD_K)
        assert 'stroke="#f4f6ff"' in svg and 'stroke="#0b0f1c"' in svg, b    # rim, outline
        assert "#3f7fd8" in svg, b
        shapes[b] = "".join(_outline(b, 0, 0, 1.0))
        size = _size(shapes[b])
        # on the map: the mine 19 units wide (was 12), none wider than a hex (34.6)
        assert 19 <= size * BUILD_K <= 31, (b, size * BUILD_K)
    assert len(set(shapes.values())) == 7           # seven different shapes
    assert building_shape("x", 0, 0, "#fff") == ""
