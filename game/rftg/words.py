"""Race for the Galaxy's vocabulary in the player's language (the `rftg` text domain).

Every sentence of the engine and the table is built from these words and from whole
sentences marked in the module that says them (game/core/i18n.py explains the marking).
Counts are written in the form a sentence uses them as its object ("discard 2 cards"), the
form the rulebooks use most.

    >>> cards(1), cards(3), phase("settle")
    ('1 card', '3 cards', 'Settle')
"""
from __future__ import annotations

from game.core.i18n import N_, domain
from game.core.seats import seat

from . import cards as C

_ = domain("rftg")

# the five phases and the other stages, as the rulebooks name them
PHASE_NAMES = {"explore": N_("Explore"), "develop": N_("Develop"), "settle": N_("Settle"),
               "consume": N_("Consume"), "produce": N_("Produce")}
STAGE_NAMES = dict(PHASE_NAMES, setup=N_("Setup"), initial_discard=N_("Opening discard"),
                   action=N_("Choosing actions"), discard=N_("Hand limit"),
                   end_round=N_("End of round"), over=N_("Game over"))
# the action cards (the advanced game's second Develop and Settle read the same)
ACTION_NAMES = {"explore5": N_("Explore +5"), "explore11": N_("Explore +1/+1"),
                "develop": N_("Develop"), "develop2": N_("Develop"), "settle": N_("Settle"),
                "settle2": N_("Settle"), "trade": N_("Consume: Trade"),
                "vp2": N_("Consume: 2xVP"), "produce": N_("Produce")}
# good kinds (cards.KIND_NAME values) as adjectives and as "a ... good"
KIND_WORDS = {"novelty": N_("novelty"), "rare": N_("rare"), "gene": N_("gene"),
              "alien": N_("alien"), "any": N_("any")}


def phase(stage: str) -> str:
    """The name of a phase or stage ('settle' -> 'Settle')."""
    return _(STAGE_NAMES[stage]) if stage in STAGE_NAMES else stage


def action(key: str) -> str:
    """The name of an action card ('explore5' -> 'Explore +5')."""
    return _(ACTION_NAMES[key]) if key in ACTION_NAMES else key


def kind(name: str | None) -> str:
    """A good kind as an adjective ('rare'; None -> 'any')."""
    return _(KIND_WORDS.get(name or "any", name or "any"))


def a_good(kind_id: int) -> str:
    """'a rare good', 'an alien good' (kind_id: cards.NOVELTY .. cards.ALIEN)."""
    word = C.KIND_NAME[kind_id]
    return {"novelty": _("a novelty good"), "rare": _("a rare good"),
            "gene": _("a gene good"), "alien": _("an alien good")}.get(word, _("a good"))


def player(p: int) -> str:
    """Seat p (0-based) as every engine names it ('Player 2', game/core/seats.py); tables
    put the seat's name in its place."""
    return str(seat(p))


def name(cid: int) -> str:
    """A card's name: the rulebook's name in the player's language where it has one, else
    the English name (game/rftg/cardnames.py marks them)."""
    return _(C.NAME[cid])


def names(ids) -> str:
    """Card names joined by commas ('nothing' when there are none)."""
    return ", ".join(name(c) for c in ids) or _("nothing")


def cards(n: int) -> str:
    return _.n("{n} card", "{n} cards", n)


def goods(n: int) -> str:
    return _.n("{n} good", "{n} goods", n)


def more_cards(n: int) -> str:
    return _.n("{n} more card", "{n} more cards", n)


def other_cards(n: int) -> str:
    return _.n("{n} other card", "{n} other cards", n)


def action_cards(n: int) -> str:
    return _.n("{n} action card", "{n} action cards", n)


def vp(n: int) -> str:
    """'3 VP'."""
    return _("{n} VP", n=n)


COUNTS = {"card": cards, "good": goods, "more card": more_cards, "other card": other_cards,
          "action card": action_cards}


def count(n: int, word: str) -> str:
    """plural(n, word) of the engine's older code: the counted word in the language."""
    fn = COUNTS.get(word)
    return fn(n) if fn else f"{n} {word}" + ("" if n == 1 else "s")


def both(items) -> str:
    """'a and b' ('a and b and c')."""
    return _(" and ").join(items)


def end_reason(end: dict, names: list) -> str:
    """Why the game ended and after how many rounds, from the view's "end" (view.end_reason):
    'The game ended after 9 rounds: a tableau of 12 or more cards (Ada).'"""
    why = []
    if end["tableau_seats"]:
        why.append(_("a tableau of {n} or more cards ({names})", n=end["tableau_size"],
                     names=", ".join(names[p] for p in end["tableau_seats"])))
    if end["chips_gone"]:
        why.append(_("the VP chips ran out"))
    return _.n("The game ended after {n} round: {why}.", "The game ended after {n} rounds: {why}.",
               end["rounds"], why=both(why))
