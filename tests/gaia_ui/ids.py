"""The patterns of Gaia's internal ids, for the tests that look for them in what a player
reads (tests/gaia_ui/test_texts.py in CPython, tests/e2e/test_table_screens.py in Chromium)."""
import re

# an id of the engine shown as it is: a word glued to a number (booster2, free3, adv1, tech5,
# score10, fed4, qic2, advtech12), a tech position path (terra/free1), a snake_case key
# (round_scoring), a camelCase key (structureFed, beginGame, planetType) or a research track's
# key (sci, adv-nav)
ID_PATTERNS = (re.compile(r"\b[A-Za-z]+[a-z]\d+\b"),
               re.compile(r"\b[a-z]+/[a-z]+\d+\b"),
               re.compile(r"\b(?:terra|nav|int|eco|sci|adv-[a-z]+)\b"),
               re.compile(r"\b[a-z]+_[a-z_]+\b"),
               re.compile(r"\b[a-z]+[A-Z][a-zA-Z]*\b"))


def ids_in_text(text: str) -> list:
    """The internal ids found in a text (sorted, each once). A soft hyphen is a place to break
    a word, not a character: "terra\u00adforming" is read as "terraforming"."""
    text = text.replace("\u00ad", "")
    return sorted({m.group(0) for p in ID_PATTERNS for m in p.finditer(text)})
