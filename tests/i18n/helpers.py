"""Shared by the games' language tests: a game played some random legal steps, a text read
in English and in another language, a stored log that renders in the language of the moment."""
import random
from typing import Callable, Optional, TypeVar

from game.core import i18n

T = TypeVar("T")


def played(state, seed: int, steps: Optional[int]):
    """`state` after up to `steps` random legal actions (all the way to the end with None),
    chosen by a seeded stdlib random."""
    rng = random.Random(seed)
    n = 0
    while not state.is_over() and (steps is None or n < steps):
        p = state.deciders()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
        n += 1
    return state


def english_and(lang: str, read: Callable[[], T]) -> tuple:
    """(`read()` in English, `read()` in `lang`); the language stays `lang` (tests/conftest.py
    sets English again after every test)."""
    i18n.set_language("en")
    english = read()
    i18n.set_language(lang)
    return english, read()


def log_texts(state, player: Optional[int] = 0) -> list:
    """The texts of `state`'s log as `player` reads it."""
    return [e["text"] for e in state.log(player)]


def log_in(state, lang: str, player: Optional[int] = 0) -> tuple:
    """(the log's texts in English, in `lang`): the same stored log rendered anew in `lang`
    (as many lines, other texts) and as before once English is back (it stays English)."""
    english, there = english_and(lang, lambda: log_texts(state, player))
    assert len(there) == len(english) and there != english
    i18n.set_language("en")
    assert log_texts(state, player) == english
    return english, there
