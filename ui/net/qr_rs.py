"""Reed-Solomon error correction for QR codes: arithmetic in GF(256) and the remainder of a
block's data divided by the generator polynomial (ISO/IEC 18004, the field's polynomial
x^8 + x^4 + x^3 + x^2 + 1, generators with roots alpha^0 .. alpha^(n-1))."""
from __future__ import annotations

from functools import lru_cache

_FIELD_POLY = 0x11D

# EXP[i] = alpha^i (written twice over so a sum of two logarithms needs no modulo);
# LOG[x] = i with alpha^i = x, for x in 1..255.
EXP: list[int] = [0] * 510
LOG: list[int] = [0] * 256
_x = 1
for _i in range(255):
    EXP[_i] = EXP[_i + 255] = _x
    LOG[_x] = _i
    _x <<= 1
    if _x & 0x100:
        _x ^= _FIELD_POLY
del _x, _i


def gf_mul(a: int, b: int) -> int:
    """The product of two field elements."""
    if a == 0 or b == 0:
        return 0
    return EXP[LOG[a] + LOG[b]]


@lru_cache(maxsize=None)
def generator_logs(degree: int) -> tuple[int, ...]:
    """The generator polynomial of `degree` error correction codewords, as the logarithms of
    its coefficients after the leading 1, highest power first (none of them is zero)."""
    poly = [1]                              # coefficients, highest power first
    for i in range(degree):
        root = EXP[i]
        nxt = poly + [0]                    # poly * x ...
        for j, c in enumerate(poly):        # ... + poly * alpha^i
            nxt[j + 1] ^= gf_mul(c, root)
        poly = nxt
    return tuple(LOG[c] for c in poly[1:])


def ec_codewords(data: bytes | list[int], degree: int) -> list[int]:
    """The `degree` error correction codewords of one block: the remainder of
    data(x) * x^degree divided by the generator polynomial."""
    logs = generator_logs(degree)
    rem = [0] * degree
    exp = EXP
    for byte in data:
        factor = byte ^ rem[0]
        rem = rem[1:]
        rem.append(0)
        if factor:
            f = LOG[factor]
            rem = [r ^ exp[f + g] for r, g in zip(rem, logs)]
    return rem
