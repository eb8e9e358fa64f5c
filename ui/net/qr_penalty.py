"""The eight data mask patterns of QR Code and the penalty score that picks one of them
(ISO/IEC 18004, "evaluation of data masking results"):

- N1: each run of five or more modules of one colour in a row or column scores 3, plus 1
  for each module past the fifth;
- N2: each 2x2 block of one colour scores 3 (blocks may overlap);
- N3: each dark-light-dark-dark-dark-light-dark (1:1:3:1:1) pattern in a row or column with
  four light modules on at least one side scores 40; the light quiet zone around the symbol
  counts as light. Patterns are read left to right (top to bottom) and one that overlaps a
  pattern already counted is not counted again: in 0000 1011101 1101, where the second
  1011101 shares three modules with the first, only the first scores (segno, the tests'
  reference, reads it the same way, so both pick the same mask);
- N4: 10 for each full 5 % by which the dark modules' share differs from 50 %.

The symbol is scored as masked, before the format and version information (and the
always-dark module beside them) are written: those areas count as light. Lines are row
integers (see qr_layout.py)."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

# mask number -> is module (row i, column j) inverted
MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda i, j: (i + j) % 2 == 0,
    lambda i, j: i % 2 == 0,
    lambda i, j: j % 3 == 0,
    lambda i, j: (i + j) % 3 == 0,
    lambda i, j: (i // 2 + j // 3) % 2 == 0,
    lambda i, j: (i * j) % 2 + (i * j) % 3 == 0,
    lambda i, j: ((i * j) % 2 + (i * j) % 3) % 2 == 0,
    lambda i, j: ((i + j) % 2 + (i * j) % 3) % 2 == 0,
)

# Every pattern repeats after 12 rows and 6 columns (or 6 rows and 12 columns): built
# from one period and cut to size.
_ROW_PERIOD, _COL_PERIOD = 12, 6


@lru_cache(maxsize=None)
def mask_lines(mask: int, size: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Mask `mask` over a `size` x `size` symbol as (row integers, column integers)."""
    test = MASKS[mask]
    rows = []
    for i in range(size):
        unit = "".join("1" if test(i, j) else "0" for j in range(_COL_PERIOD))
        rows.append(int((unit * (size // _COL_PERIOD + 1))[:size], 2))
    cols = []
    for j in range(size):
        unit = "".join("1" if test(i, j) else "0" for i in range(_ROW_PERIOD))
        cols.append(int((unit * (size // _ROW_PERIOD + 1))[:size], 2))
    return tuple(rows), tuple(cols)


_RUN = re.compile("0{5,}|1{5,}")
_FINDER_LIKE = "1011101"
_LIGHT4 = "0000"


def runs_and_finders(lines: list[str]) -> tuple[int, int]:
    """(N1, N3) of rows and columns given as '0'/'1' texts, scanned as one text (with a
    separator no run or pattern crosses, and the quiet zone's light modules at both ends of
    each line)."""
    text = "|".join(lines)
    runs = _RUN.findall(text)
    n1 = sum(map(len, runs)) - 2 * len(runs)
    n3 = 0
    padded = "|0000" + "0000|0000".join(lines) + "0000|"
    at = padded.find(_FINDER_LIKE)
    while at != -1:
        if padded[at - 4:at] == _LIGHT4 or padded[at + 7:at + 11] == _LIGHT4:
            n3 += 40
            at = padded.find(_FINDER_LIKE, at + 7)
        else:
            at = padded.find(_FINDER_LIKE, at + 1)
    return n1, n3


def score_lines(rows: tuple[int, ...] | list[int], cols: tuple[int, ...] | list[int],
                size: int) -> tuple[int, int, int, int]:
    """(N1, N2, N3, N4) of a symbol given both as row and as column integers."""
    fmt = f"0{size}b"
    n1, n3 = runs_and_finders([format(line, fmt) for line in (*rows, *cols)])
    full = (1 << size) - 1
    pairs = (1 << (size - 1)) - 1         # bit k with its neighbour k + 1 inside the row
    blocks = 0
    for upper, lower in zip(rows, rows[1:]):
        same_down = ~(upper ^ lower) & full
        same_side = ~(upper ^ (upper >> 1))
        blocks += (same_down & (same_down >> 1) & same_side & pairs).bit_count()
    dark = sum(line.bit_count() for line in rows)
    total = size * size
    n4 = 10 * (abs(20 * dark - 10 * total) // total)
    return n1, 3 * blocks, n3, n4


def penalty(modules: list[list[bool]]) -> tuple[int, int, int, int]:
    """(N1, N2, N3, N4) of a square symbol given as rows of booleans (True: dark)."""
    size = len(modules)
    rows = [int("".join("1" if x else "0" for x in row), 2) for row in modules]
    cols = [int("".join("1" if x else "0" for x in col), 2) for col in zip(*modules)]
    return score_lines(rows, cols, size)
