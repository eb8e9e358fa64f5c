"""Card texts written from the power codes of the card data, in the player's language (the
one source of card wording: the UI's card faces and `card_text` use it; English is the
source, game/core/i18n.py the translation).

A power is (phase, codes, value, times) as in the card data; `power_line` returns (phase key,
text) where the key is "1".."5" or "$" for trade powers::

    >>> power_line(3, ("EXTRA_MILITARY",), 2, 0)
    ('3', '+2 Military.')
    >>> power_line(4, ("CONSUME_ANY", "GET_VP"), 1, 2)
    ('4', 'Consume up to 2 goods of any kind: 1 VP each.')
"""

from game.core.i18n import N_, domain

from .words import both, cards, more_cards

_ = domain("rftg")

KIND = {"NOVELTY": N_("Novelty"), "RARE": N_("Rare"), "GENE": N_("Genes"),
        "ALIEN": N_("Alien")}     # English, marked; said with _()


def _kind_of(codes, prefix):
    for k in KIND:
        if f"{prefix}{k}" in codes:
            return _(KIND[k])
    return None


def _cards(n):
    return cards(n)


def _more(n):
    return more_cards(n)


def _explore(codes, value):
    if "DRAW" in codes:
        return _("See {cards} when exploring.", cards=_more(value))
    if "KEEP" in codes:
        return _("Keep {cards} when exploring.", cards=_more(value))
    return None


def _develop(codes, value):
    if "REDUCE" in codes:
        return _("Developments cost you {n} less.", n=value)
    if "DRAW_AFTER" in codes:
        return _("After you place a development (not this one), draw {cards}.",
                 cards=_cards(value))
    if "DRAW" in codes:
        return _("Draw {cards} at the start of Develop.", cards=_cards(value))
    return None


def _settle(codes, value):
    target = "RARE" if "RARE" in codes else "ALIEN" if "ALIEN" in codes \
        else "REBEL" if "AGAINST_REBEL" in codes else None
    if "DISCARD" in codes and "REDUCE_ZERO" in codes:
        return _("You may discard this card from your tableau to place a non-Alien world "
                 "for free (a military world only together with paying for it).")
    if "DISCARD" in codes and "EXTRA_MILITARY" in codes:
        return _("You may discard this card from your tableau for +{n} Military until the end "
                 "of this phase.", n=value)
    if "PAY_MILITARY" in codes:
        return _("You may pay for a non-Alien military world as if it were peaceful, at its "
                 "defence minus {n}.", n=value)
    if "EXTRA_MILITARY" in codes:
        sign = ("+" if value >= 0 else "−") + str(abs(value))
        if target == "RARE":
            return _("{sign} Military against Rare elements worlds.", sign=sign)
        if target == "ALIEN":
            return _("{sign} Military against Alien worlds.", sign=sign)
        if target == "REBEL":
            return _("{sign} Military against Rebel military worlds.", sign=sign)
        return _("{sign} Military.", sign=sign)
    if "REDUCE" in codes:
        if target == "RARE":
            return _("Rare elements worlds cost you {n} less.", n=value)
        if target == "ALIEN":
            return _("Alien worlds cost you {n} less.", n=value)
        if target == "REBEL":
            return _("Rebel military worlds cost you {n} less.", n=value)
        return _("Non-military worlds cost you {n} less.", n=value)
    if "DRAW_AFTER" in codes:
        return _("After you place a world, draw {cards}.", cards=_cards(value))
    return None


def _trade(codes, value):
    if "TRADE_THIS" in codes:
        return _("Selling the good on this world earns {cards}.", cards=_more(value))
    kind = _kind_of(codes, "TRADE_")
    if kind:
        return _("Selling a {kind} good earns {cards}.", kind=kind, cards=_more(value))
    return _("Selling any good earns {cards}.", cards=_more(value))


def _consume(codes, value, times):
    if "TRADE_ACTION" in codes:
        if "TRADE_NO_BONUS" in codes:
            return _("Sell one good for its basic price only (no trade bonuses).")
        return _("Sell one good, with your trade bonuses.")
    if "DRAW_LUCKY" in codes:
        return _("Name a number from 1 to 7 and turn over the top card of the deck: keep it if "
                 "its cost or defence matches.")
    if "DRAW" in codes:
        return _("Draw {cards}.", cards=_cards(value))
    if "DISCARD_HAND" in codes:
        return _("You may discard up to {cards} from your hand: {n} VP each.",
                 cards=_cards(times), n=value)
    kind = _kind_of(codes, "CONSUME_")
    reward = both(consume_rewards(codes, value))
    if "CONSUME_ALL" in codes:
        return _("Consume all your goods: 1 VP for each good beyond the first.")
    if "CONSUME_3_DIFF" in codes:
        return _("Consume 3 goods of different kinds for {reward}.", reward=reward)
    if "CONSUME_TWO" in codes:
        if kind:
            return _("Consume 2 {kind} goods together for {reward}.", kind=kind, reward=reward)
        return _("Consume 2 goods together for {reward}.", reward=reward)
    if times == 1:
        if kind:
            return _("Consume a {kind} good: {reward}.", kind=kind, reward=reward)
        return _("Consume a good: {reward}.", reward=reward)
    if kind:
        return _("Consume up to {n} {kind} goods: {reward} each.", n=times, kind=kind,
                 reward=reward)
    return _("Consume up to {n} goods of any kind: {reward} each.", n=times, reward=reward)


def consume_rewards(codes, value) -> list:
    """What one use of a consume power gives, in short words: ["2 VP", "1 card"]."""
    out = []
    if "GET_VP" in codes:
        out.append(_("{n} VP", n=value))
    if "GET_CARD" in codes:
        out.append(_cards(1))
    if "GET_2_CARD" in codes:
        out.append(_cards(2))
    return out


def _produce(codes, value):
    if "PRODUCE" in codes:
        return _("Produce a good on this world.")
    if "DRAW_IF" in codes:
        return _("Draw {cards} if this world produced.", cards=_cards(value))
    windfall = {"NOVELTY": N_("Produce a good on one of your empty Novelty windfall worlds."),
                "RARE": N_("Produce a good on one of your empty Rare windfall worlds."),
                "GENE": N_("Produce a good on one of your empty Genes windfall worlds."),
                "ALIEN": N_("Produce a good on one of your empty Alien windfall worlds.")}
    for k, text in windfall.items():
        if f"WINDFALL_{k}" in codes:
            return _(text)
    if "WINDFALL_ANY" in codes:
        return _("Produce a good on one of your empty windfall worlds.")
    if "DRAW_EACH_NOVELTY" in codes:
        return _("Draw a card for each Novelty good you produced this phase.")
    if "DRAW_EACH_ALIEN" in codes:
        return _("Draw a card for each Alien good you produced this phase.")
    if "DRAW_DIFFERENT" in codes:
        return _("Draw a card for each kind of good you produced this phase.")
    if "DRAW_WORLD_GENE" in codes:
        return _("Draw {cards} for each Genes world you have.", cards=_cards(value))
    if "DRAW_MOST_RARE" in codes:
        return _("Draw {cards} if you produced more Rare goods than anyone else.",
                 cards=_cards(value))
    if "DRAW" in codes:
        return _("Draw {cards}.", cards=_cards(value))
    return None


def power_line(phase, codes, value, times):
    """(phase key, English text) for one power, or None for a code we do not describe."""
    codes = tuple(codes)
    if phase == 4 and any(c.startswith("TRADE_") and c != "TRADE_ACTION" for c in codes) \
            and "TRADE_ACTION" not in codes:
        return ("$", _trade(codes, value))
    text = {1: lambda: _explore(codes, value), 2: lambda: _develop(codes, value),
            3: lambda: _settle(codes, value), 4: lambda: _consume(codes, value, times),
            5: lambda: _produce(codes, value)}[phase]()
    return (str(phase), text) if text else None


BONUS_TEXT = {     # English, marked; scoring_lines says them with _()
    "NOVELTY_PRODUCTION": N_("Novelty production world"),
    "RARE_PRODUCTION": N_("Rare production world"),
    "GENE_PRODUCTION": N_("Genes production world"),
    "ALIEN_PRODUCTION": N_("Alien production world"),
    "NOVELTY_WINDFALL": N_("Novelty windfall world"), "RARE_WINDFALL": N_("Rare windfall world"),
    "GENE_WINDFALL": N_("Genes windfall world"), "ALIEN_WINDFALL": N_("Alien windfall world"),
    "DEVEL_EXPLORE": N_("development with an Explore power"),
    "WORLD_EXPLORE": N_("world with an Explore power"),
    "DEVEL_TRADE": N_("development with a Trade power"),
    "WORLD_TRADE": N_("world with a Trade power"),
    "DEVEL_CONSUME": N_("development with a Consume power"),
    "WORLD_CONSUME": N_("world with a Consume power"),
    "SIX_DEVEL": N_("6-cost development (this one too)"), "DEVEL": N_("other development"),
    "WORLD": N_("other world"), "ALIEN_FLAG": N_("Alien card (this one too)"),
    "MILITARY": N_("military world"), "OTHER_MILITARY": N_("other military world"),
    "REBEL_MILITARY": N_("Rebel military world"),
}


def scoring_lines(bonuses):
    """Lines for a 6-cost development's end-of-game scoring (first match counts), in the
    player's language."""
    out = []
    for b in bonuses:
        kind, pts, name = b["type"], b["points"], b.get("name")
        if kind == "MILITARY" and len(bonuses) > 1:
            kind = "OTHER_MILITARY"
        if kind == "THREE_VP":
            out.append(_("+1 VP for every 3 VP in chips."))
        elif kind == "TOTAL_MILITARY":
            out.append(_("+1 VP per point of Military (negatives count)."))
        elif kind == "NAME":
            out.append(_("+{n} VP for {card}.", n=pts, card=_(name)))
        else:
            what = _(BONUS_TEXT[kind]) if kind in BONUS_TEXT else kind.lower()
            out.append(_("+{n} VP per {what}.", n=pts, what=what))
    if len(out) > 1:
        out.append(_("Each card scores only its first matching line."))
    return out


PHASE_WORD = {"1": N_("Explore"), "2": N_("Develop"), "3": N_("Settle"), "4": N_("Consume"),
              "5": N_("Produce"), "$": N_("Trade")}


def card_text(design):
    """All powers and scoring of a design (a carddata entry) as one plain-English paragraph."""
    parts = []
    for pw in design["powers"]:
        line = power_line(pw["phase"], pw["code"].split("|"), pw["value"], pw["times"])
        if line:
            parts.append(f"{_(PHASE_WORD[line[0]])}: {line[1]}")
    parts.extend(scoring_lines(design["scoring"]))
    return " ".join(parts)
