"""Where things go in a QR Code symbol of a version 1-40 (ISO/IEC 18004): the function
patterns (finders with their separators, timing, alignment patterns, the reserved format and
version areas) and the order in which codeword bits fill the remaining modules.

Rows are kept as integers: bit (size - 1 - column) of row r is the module (r, column), 1 for
dark. `Layout.cols` holds the same for the columns (bit size - 1 - row)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

MIN_VERSION, MAX_VERSION = 1, 40


def symbol_size(version: int) -> int:
    """Modules on a side: 21 for version 1, 4 more per version."""
    return 17 + 4 * version


def alignment_centres(version: int) -> tuple[int, ...]:
    """Row (and column) numbers of the alignment patterns' centres: the first is 6, the last
    7 from the far edge, the others evenly spaced from the last by an even step (the standard's
    table rounds that step up, except at version 32 where it is 26)."""
    if version == 1:
        return ()
    count = version // 7 + 2
    last = symbol_size(version) - 7
    gaps = count - 1
    step = 26 if version == 32 else -(-(last - 6) // (2 * gaps)) * 2
    return (6,) + tuple(last - step * k for k in range(gaps - 1, -1, -1))


def data_module_count(version: int) -> int:
    """Modules left for codewords once the function patterns are drawn, counted without
    drawing them: the finders with separators (3 x 64), both timing lines, the format areas
    with the dark module (31), the alignment patterns (25 modules each, less the 5 each one
    on row or column 6 shares with a timing line) and the version areas (2 x 18)."""
    n = symbol_size(version)
    count = n * n - 3 * 64 - 2 * (n - 16) - 31
    centres = len(alignment_centres(version))
    if centres:
        count -= 25 * (centres * centres - 3) - 10 * (centres - 2)
    if version >= 7:
        count -= 36
    return count


def codeword_count(version: int) -> int:
    """All codewords (data and error correction) a symbol of `version` holds."""
    return data_module_count(version) // 8


@dataclass(frozen=True)
class Layout:
    """A version's fixed parts: `base` (the function patterns' dark modules, format and
    version areas still light), `free` (the modules that carry data and get masked), both
    as row integers and `*_cols` as column integers, and `order`: the data modules (row,
    column) in the order codeword bits fill them."""
    version: int
    size: int
    base: tuple[int, ...]
    free: tuple[int, ...]
    base_cols: tuple[int, ...]
    free_cols: tuple[int, ...]
    order: tuple[tuple[int, int], ...]


def _rows_as_ints(grid: list[list[bool]]) -> tuple[int, ...]:
    return tuple(int("".join("1" if x else "0" for x in row), 2) for row in grid)


def _transpose(grid: list[list[bool]]) -> list[list[bool]]:
    return [list(col) for col in zip(*grid)]


@lru_cache(maxsize=None)
def layout(version: int) -> Layout:
    """The layout of `version` (1-40), computed once."""
    if not MIN_VERSION <= version <= MAX_VERSION:
        raise ValueError(f"QR code versions go from 1 to 40, not {version}")
    n = symbol_size(version)
    dark = [[False] * n for _ in range(n)]
    fixed = [[False] * n for _ in range(n)]

    def put(r: int, c: int, value: bool) -> None:
        dark[r][c] = value
        fixed[r][c] = True

    # finder patterns with their light separators, at three corners
    for top, left in ((0, 0), (0, n - 7), (n - 7, 0)):
        for dr in range(-1, 8):
            for dc in range(-1, 8):
                r, c = top + dr, left + dc
                if 0 <= r < n and 0 <= c < n:
                    ring = max(abs(dr - 3), abs(dc - 3))
                    put(r, c, ring in (0, 1, 3))
    # timing patterns
    for k in range(8, n - 8):
        put(6, k, k % 2 == 0)
        put(k, 6, k % 2 == 0)
    # alignment patterns, except where a finder is
    centres = alignment_centres(version)
    finder_corners = {(6, 6), (6, n - 7), (n - 7, 6)}
    for cr in centres:
        for cc in centres:
            if (cr, cc) in finder_corners:
                continue
            for dr in range(-2, 3):
                for dc in range(-2, 3):
                    put(cr + dr, cc + dc, max(abs(dr), abs(dc)) != 1)
    # format information areas (and the always-dark module, set with them) stay light here
    for k in range(9):
        if not fixed[8][k]:
            put(8, k, False)
        if not fixed[k][8]:
            put(k, 8, False)
    for k in range(8):
        put(8, n - 1 - k, False)
        put(n - 1 - k, 8, False)
    # version information areas, from version 7
    if version >= 7:
        for a in range(6):
            for b in range(n - 11, n - 8):
                put(a, b, False)
                put(b, a, False)

    # data modules: two-column strips from the right, up and down in turn; the vertical
    # timing column is skipped
    order: list[tuple[int, int]] = []
    upward = True
    right = n - 1
    while right > 0:
        if right == 6:
            right = 5
        rows = range(n - 1, -1, -1) if upward else range(n)
        for r in rows:
            for c in (right, right - 1):
                if not fixed[r][c]:
                    order.append((r, c))
        upward = not upward
        right -= 2

    free = [[not f for f in row] for row in fixed]
    return Layout(version, n, _rows_as_ints(dark), _rows_as_ints(free),
                  _rows_as_ints(_transpose(dark)), _rows_as_ints(_transpose(free)), tuple(order))
