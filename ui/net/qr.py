"""QR codes of invite links, made in the page: our own encoder of ISO/IEC 18004 in pure Python.

    matrix(b"https://...", "M") -> rows of booleans (True: dark), no quiet zone
    svg("https://...", label="Invite link for seat 2") -> a compact SVG image

Byte mode only (a str is encoded as UTF-8, with no ECI header: what phones expect of a URL),
versions 1-40, error correction L, M, Q or H. The smallest version that holds the data is
used and the mask with the lowest penalty (qr_penalty.py). `symbol()` also lets a caller (the
tests) force the version and the mask. `python3 -m ui.net.qr --bench` times invite links.
"""
from __future__ import annotations

import html
from dataclasses import dataclass

from .qr_layout import MAX_VERSION, Layout, codeword_count, layout
from .qr_penalty import mask_lines, score_lines
from .qr_rs import ec_codewords, generator_logs
from .qr_tables import (
    BLOCKS, EC_PER_BLOCK, FORMAT_POLY, FORMAT_XOR, LEVEL_BITS, LEVELS, VERSION_POLY,
)

_BYTE_MODE = 0b0100
_PAD_BYTES = (0xEC, 0x11)


@dataclass(frozen=True)
class QrSymbol:
    """One encoded symbol: its version, error correction level, mask and modules."""
    version: int
    ecl: str
    mask: int
    modules: list[list[bool]]


def data_codewords(version: int, ecl: str) -> int:
    """How many data codewords a symbol of `version` and level `ecl` holds."""
    return codeword_count(version) - EC_PER_BLOCK[ecl][version - 1] * BLOCKS[ecl][version - 1]


def _count_bits(version: int) -> int:
    """Width of the byte mode's character count."""
    return 8 if version <= 9 else 16


def byte_capacity(version: int, ecl: str) -> int:
    """The longest data (in bytes) that fits a symbol of `version` and level `ecl`."""
    return (8 * data_codewords(version, ecl) - 4 - _count_bits(version)) // 8


def _level(ecl: str) -> str:
    level = ecl.upper() if isinstance(ecl, str) else ecl
    if level not in LEVELS:
        raise ValueError(f"QR error correction level must be one of L, M, Q, H, not {ecl!r}")
    return level


def smallest_version(length: int, ecl: str) -> int:
    """The smallest version that holds `length` bytes at level `ecl`; ValueError if none."""
    level = _level(ecl)
    for version in range(1, MAX_VERSION + 1):
        if length <= byte_capacity(version, level):
            return version
    raise ValueError(
        f"too long for a QR code: {length} bytes, and the largest QR code (version 40) holds "
        f"at most {byte_capacity(MAX_VERSION, level)} bytes at error correction level {level}")


def _data_stream(data: bytes, version: int, ecl: str) -> list[int]:
    """The data codewords: mode, count, the bytes, terminator and padding."""
    capacity = data_codewords(version, ecl)
    bits = format(_BYTE_MODE, "04b") + format(len(data), f"0{_count_bits(version)}b")
    bits += "".join(format(b, "08b") for b in data)
    bits += "0" * min(4, 8 * capacity - len(bits))
    bits += "0" * (-len(bits) % 8)
    words = [int(bits[k:k + 8], 2) for k in range(0, len(bits), 8)]
    words += [_PAD_BYTES[k % 2] for k in range(capacity - len(words))]
    return words


def _interleave(words: list[int], version: int, ecl: str) -> list[int]:
    """Split the data into blocks, add each block's error correction, and interleave: the
    data codewords block by block in turn, then the error correction codewords."""
    count = BLOCKS[ecl][version - 1]
    ec_len = EC_PER_BLOCK[ecl][version - 1]
    short, longer = divmod(len(words), count)       # the last `longer` blocks have one more
    blocks = []
    start = 0
    for k in range(count):
        size = short + (1 if k >= count - longer else 0)
        blocks.append(words[start:start + size])
        start += size
    ecs = [ec_codewords(block, ec_len) for block in blocks]
    out: list[int] = []
    for k in range(short + 1):
        out.extend(block[k] for block in blocks if k < len(block))
    for k in range(ec_len):
        out.extend(ec[k] for ec in ecs)
    return out


def _bch(value: int, poly: int) -> int:
    """value followed by its BCH remainder over `poly`."""
    degree = poly.bit_length() - 1
    rem = value << degree
    while rem.bit_length() > degree:
        rem ^= poly << (rem.bit_length() - poly.bit_length())
    return (value << degree) | rem


def format_bits(ecl: str, mask: int) -> int:
    """The 15 format information bits of a level and mask."""
    return _bch((LEVEL_BITS[ecl] << 3) | mask, FORMAT_POLY) ^ FORMAT_XOR


def version_bits(version: int) -> int:
    """The 18 version information bits (versions 7 and up)."""
    return _bch(version, VERSION_POLY)


def _place_data(lay: Layout, codewords: list[int]) -> tuple[list[int], list[int]]:
    """The base rows and columns with the codeword bits in place (unmasked)."""
    n = lay.size
    rows = list(lay.base)
    cols = list(lay.base_cols)
    bits = "".join(format(w, "08b") for w in codewords)
    order = lay.order
    at = bits.find("1")
    while at != -1:
        r, c = order[at]
        rows[r] |= 1 << (n - 1 - c)
        cols[c] |= 1 << (n - 1 - r)
        at = bits.find("1", at + 1)
    return rows, cols


def _masked(lay: Layout, rows: list[int], cols: list[int], mask: int) -> tuple[list[int], list[int]]:
    mask_rows, mask_cols = mask_lines(mask, lay.size)
    return ([r ^ (m & f) for r, m, f in zip(rows, mask_rows, lay.free)],
            [c ^ (m & f) for c, m, f in zip(cols, mask_cols, lay.free_cols)])


def _finish(lay: Layout, rows: list[int], ecl: str, mask: int) -> list[list[bool]]:
    """The masked rows with format and version information and the dark module, as booleans."""
    n = lay.size
    grid = [[ch == "1" for ch in format(r, f"0{n}b")] for r in rows]
    fmt = format_bits(ecl, mask)
    for i in range(15):
        bit = (fmt >> i) & 1 == 1
        # around the top-left finder: down column 8, then left along row 8
        if i < 6:
            grid[i][8] = bit
        elif i < 8:
            grid[i + 1][8] = bit
        elif i == 8:
            grid[8][7] = bit
        else:
            grid[8][14 - i] = bit
        # the second copy: row 8 from the right edge, then up column 8 from the bottom
        if i < 8:
            grid[8][n - 1 - i] = bit
        else:
            grid[n - 15 + i][8] = bit
    grid[n - 8][8] = True
    if lay.version >= 7:
        ver = version_bits(lay.version)
        for i in range(18):
            bit = (ver >> i) & 1 == 1
            grid[i // 3][n - 11 + i % 3] = bit
            grid[n - 11 + i % 3][i // 3] = bit
    return grid


def symbol(data: bytes | str, ecl: str = "M", version: int | None = None,
           mask: int | None = None) -> QrSymbol:
    """Encode `data` in byte mode; the smallest version that fits unless `version` is given
    (ValueError if the data does not fit it), the best mask unless `mask` (0-7) is given."""
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    level = _level(ecl)
    if version is None:
        version = smallest_version(len(raw), level)
    elif not 1 <= version <= MAX_VERSION:
        raise ValueError(f"QR code versions go from 1 to 40, not {version}")
    elif len(raw) > byte_capacity(version, level):
        raise ValueError(f"too long for a QR code of version {version} at level {level}: "
                         f"{len(raw)} bytes, at most {byte_capacity(version, level)}")
    if mask is not None and not 0 <= mask <= 7:
        raise ValueError(f"QR mask patterns go from 0 to 7, not {mask}")
    lay = layout(version)
    codewords = _interleave(_data_stream(raw, version, level), version, level)
    rows, cols = _place_data(lay, codewords)
    if mask is None:
        scores = [sum(score_lines(*_masked(lay, rows, cols, k), lay.size)) for k in range(8)]
        mask = scores.index(min(scores))            # the lowest number on a tie
    masked_rows, _ = _masked(lay, rows, cols, mask)
    return QrSymbol(version, level, mask, _finish(lay, masked_rows, level, mask))


def matrix(data: bytes | str, ecl: str = "M") -> list[list[bool]]:
    """The modules of `data`'s QR code (rows of booleans, True: dark, no quiet zone), in the
    smallest version that holds it and the mask of lowest penalty. ValueError if the data
    exceeds version 40 at that level (2,953 bytes at L, 2,331 at M, 1,663 at Q, 1,273 at H)."""
    return symbol(data, ecl).modules


def svg_path(modules: list[list[bool]], quiet: int = 4) -> str:
    """The path data of the dark modules in module units, offset by the quiet zone: one
    rectangle per horizontal run, each starting relative to the previous one."""
    parts = []
    px, py = 0, 0                          # where the pen is (the last run's start)
    first = True
    for y, row in enumerate(modules):
        x = 0
        width = len(row)
        while x < width:
            if not row[x]:
                x += 1
                continue
            end = x + 1
            while end < width and row[end]:
                end += 1
            run = end - x
            ax, ay = x + quiet, y + quiet
            if first:
                parts.append(f"M{ax} {ay}")
                first = False
            else:
                parts.append(f"m{ax - px} {ay - py}")
            parts.append(f"h{run}v1h-{run}z")
            px, py = ax, ay
            x = end
    return "".join(parts)


def svg(data: bytes | str, ecl: str = "M", module_px: int = 4, quiet: int = 4,
        label: str = "QR code") -> str:
    """A compact SVG of `data`'s QR code: a light background, one <path> of the dark modules,
    `module_px` pixels a module and a quiet zone of `quiet` modules; `label` is its accessible
    name (role="img", aria-label)."""
    modules = matrix(data, ecl)
    side = len(modules) + 2 * quiet
    px = side * module_px
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{px}" height="{px}" '
            f'viewBox="0 0 {side} {side}" shape-rendering="crispEdges" role="img" '
            f'aria-label="{html.escape(label, quote=True)}">'
            f'<rect width="{side}" height="{side}" fill="#fff"/>'
            f'<path fill="#000" d="{svg_path(modules, quiet)}"/></svg>')


def invite_like(length: int, seed: int = 1) -> str:
    """A made-up invite link of `length` characters (the bench's data): the page's address
    with base64url text in the fragment."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    head = "https://galaxy.example/table/#join="
    state = seed
    tail = []
    for _ in range(max(0, length - len(head))):
        state = (state * 1103515245 + 12345) % (1 << 31)
        tail.append(alphabet[(state >> 16) % 64])
    return (head + "".join(tail))[:length]


def bench(lengths: tuple[int, ...] = (300, 450, 600), repeat: int = 7) -> list[dict[str, object]]:
    """Time matrix() on invite-like links: per length and level the median over `repeat`
    runs, and the first run of all with every cache cleared (a page's first QR code)."""
    import statistics   # the bench only: not loaded by the page
    import time

    out = []
    for length in lengths:
        text = invite_like(length)
        for level in LEVELS:
            layout.cache_clear()
            mask_lines.cache_clear()
            generator_logs.cache_clear()
            t0 = time.perf_counter()
            sym = symbol(text, level)
            cold = (time.perf_counter() - t0) * 1000
            times = []
            for _ in range(repeat):
                t0 = time.perf_counter()
                symbol(text, level)
                times.append((time.perf_counter() - t0) * 1000)
            out.append({"chars": length, "ecl": level, "version": sym.version,
                        "size": len(sym.modules), "mask": sym.mask,
                        "cold_ms": round(cold, 1), "median_ms": round(statistics.median(times), 1),
                        "max_ms": round(max(times), 1)})
    return out


def main(argv: list[str] | None = None) -> int:
    """`python3 -m ui.net.qr --bench` prints one JSON line per (length, level);
    `python3 -m ui.net.qr TEXT [--ecl M]` prints TEXT's QR code as SVG."""
    import argparse     # the command line only: not loaded by the page
    import json

    parser = argparse.ArgumentParser(prog="python3 -m ui.net.qr", description=main.__doc__)
    parser.add_argument("text", nargs="?", help="the text to encode (prints an SVG)")
    parser.add_argument("--ecl", default="M", choices=LEVELS)
    parser.add_argument("--bench", action="store_true", help="time invite-like links")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    if args.bench:
        for line in bench(repeat=args.repeat):
            print(json.dumps(line))
        return 0
    if args.text is None:
        parser.error("give a TEXT to encode or --bench")
    print(svg(args.text, args.ecl))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
