"""A small seeded random number generator that gives the same numbers everywhere.

CPython and Pyodide share `random.Random`, but we pin our own generator (SplitMix64)
so a game record replays bit for bit on any interpreter, forever::

    >>> r = Rng(42); [r.below(10) for _ in range(5)]
    [3, 1, 8, 4, 0]
"""
from typing import Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_UNIT = float(1 << 53)


class Rng:
    """SplitMix64: tiny, fast, and its whole state is one int (easy to copy and save)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = int(seed) & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n). n must be positive."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # rejection sampling keeps it unbiased
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def random_sum3(self) -> float:
        """random() + random() + random(): the same three numbers, added in that order, with
        the generator written out (AI rollouts draw this hundreds of thousands of times)."""
        s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        a = ((z ^ (z >> 31)) >> 11) / _UNIT
        s = (s + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        b = ((z ^ (z >> 31)) >> 11) / _UNIT
        s = (s + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        self.state = s
        return a + b + ((z ^ (z >> 31)) >> 11) / _UNIT

    def choice(self, seq: Sequence[T]) -> T:
        """A uniformly chosen element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int = 0) -> "Rng":
        """A new independent generator derived from this one (advances this one)."""
        return Rng(self.next64() ^ (salt * 0xD1B54A32D192ED03 & _MASK))

    def copy(self) -> "Rng":
        """An independent generator at the same point."""
        return Rng(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"
