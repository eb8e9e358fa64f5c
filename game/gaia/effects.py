"""The effect mini-language of tiles, boosters, research levels and faction boards, parsed once.

A reward list is text like "3k,4o,15c,q,up-gaia": each item is an optional count and a resource
code (c o k q vp pw t tg gf d r step range tech fed up-<track> ...). An effect ("event") adds an
optional condition and operator in front:

    "+2c,pw"     income, every income phase          op "+"
    "=> q"       special action, once per round       op "=>"
    "m | vp"     when passing, times the count of m   op "|"
    "mg >> 3vp"  trigger: each time condition happens op ">>"
    "m > 2vp"    once, times the current count of m   op ">"
    "2o"         once, immediately                    op ""
    "PA->4pw"    passive: PI and academies worth 4    op "PA->4pw"

`Effect` objects are immutable; the engine (rules.py) interprets them.
"""
import re
from functools import lru_cache

_ITEM = re.compile(r"^(-?\d*)([a-zA-Z~][a-zA-Z0-9\-~>]*?)(?:\+(\d+))?$")
CONDITIONS = ("stfed", "step", "lab", "fed", "sat", "mg", "ts", "PA", "pt", "st", "m", "g", "s", "a")
PASSIVE_PA4 = "PA->4pw"


@lru_cache(maxsize=None)
def parse_rewards(text):
    """'3k,4o,q' -> ((3,'k'), (4,'o'), (1,'q')). '~' or '' -> ()."""
    out = []
    for part in text.replace(" ", "").split(","):
        if not part or part == "~":
            continue
        m = _ITEM.match(part)
        if not m:
            raise ValueError(f"bad reward: {part!r}")
        count, kind, suffix = m.groups()
        if suffix:
            n = int(suffix)
        elif count in ("", "-"):
            n = -1 if count == "-" else 1
        else:
            n = int(count)
        out.append((n, kind))
    return tuple(out)


def rewards_text(rewards):
    """Inverse of parse_rewards (counts of 1 kept as '1' only where the notation does)."""
    return ",".join(f"{n}{k}" for n, k in rewards)


class Effect:
    """One parsed effect: op ('', '>', '+', '=>', '|', '>>', 'PA->4pw'), cond, rewards, spec."""

    __slots__ = ("spec", "op", "cond", "rewards")

    def __init__(self, spec, op, cond, rewards):
        self.spec, self.op, self.cond, self.rewards = spec, op, cond, rewards

    def __repr__(self):
        return f"Effect({self.spec!r})"


@lru_cache(maxsize=None)
def parse_effect(spec):
    s = spec.strip()
    if s == PASSIVE_PA4:
        return Effect(s, PASSIVE_PA4, "", ())
    for op in ("=>", ">>", "|", ">"):
        if op in s:
            left, right = s.split(op, 1)
            return Effect(s, op, left.strip(), parse_rewards(right.strip()))
    if s.startswith("+"):
        return Effect(s, "+", "", parse_rewards(s[1:]))
    return Effect(s, "", "", parse_rewards(s))


def scaled(rewards, times):
    return tuple((n * times, k) for n, k in rewards)
