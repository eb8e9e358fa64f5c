"""Editions of the rules: a game keeps the rules it was started with, so that its record (seed,
options, moves) replays the same game however the engine changed since.

Edition 0 is the engine before issue 76: it held the hand above the limit when draw effects
had filled it, let a buy look at no more than 3 extra cards, prepared under one card per
action, chose the visible half of a produced resource card itself, and at the end paid for
blockaded operational technologies on its own (nothing else). Edition 1 follows the letter of
seed 002 (docs/artifacts-design.md, section 1): a discard down to the hand limit, buying with
any number of extra cards, preparing under several cards of one row, the owner's choice of
the half, and each player's choice of the blockaded cards to pay for before final scoring.
Edition 2 (the rebalance after those rules, docs/artifacts-design.md section 4) changes two
faction setups at 5 players only: Lumen Academy starts with 1 VP more, Star Nomads with 1 VP
fewer. A faction's setup data names such changes under "edition_<n>" (cards.faction_setup);
games of 2-4 players are the same under editions 1 and 2.

A new game writes its edition into its options ("edition": CURRENT, see `new_game` in
__init__.py), so its record and saves keep it; a record without one was played before
editions existed, under edition 0 (`upgrade_options`).

    >>> options_for({})
    {'edition': 0}
    >>> options_for({"edition": 1, "factions": []})
    {'edition': 1, 'factions': []}
"""
from typing import Optional

CURRENT = 2
EDITIONS = (0, 1, 2)


def options_for(options: dict) -> dict:
    """A record's options with the edition it was played with (0 when it names none)."""
    if "edition" in options:
        return options
    return {"edition": 0, **options}


def check(edition: object) -> Optional[str]:
    """Why `edition` is not one of the engine's editions, or None."""
    if type(edition) is not int or edition not in EDITIONS:
        return f"edition must be one of {', '.join(map(str, EDITIONS))}, not {edition!r}"
    return None


def old_rules(state) -> bool:
    """True for a game of edition 0 (started before the engine followed issue 76's rules)."""
    return state.edition == 0

