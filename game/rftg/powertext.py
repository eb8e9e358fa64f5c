"""Plain-English card texts written from the power codes of the card data (the one source of
card wording: the UI's card faces and `card_text` use it).

A power is (phase, codes, value, times) as in the card data; `power_line` returns (phase key,
text) where the key is "1".."5" or "$" for trade powers::

    >>> power_line(3, ("EXTRA_MILITARY",), 2, 0)
    ('3', '+2 Military.')
    >>> power_line(4, ("CONSUME_ANY", "GET_VP"), 1, 2)
    ('4', 'Consume up to 2 goods of any kind: 1 VP each.')
"""

KIND = {"NOVELTY": "Novelty", "RARE": "Rare", "GENE": "Genes", "ALIEN": "Alien"}


def _kind_of(codes, prefix):
    for k in KIND:
        if f"{prefix}{k}" in codes:
            return KIND[k]
    return None


def _plural(n, word):
    from .decisions import plural
    return plural(n, word)


def _explore(codes, value):
    if "DRAW" in codes:
        return f"See {_plural(value, 'more card')} when exploring."
    if "KEEP" in codes:
        return f"Keep {_plural(value, 'more card')} when exploring."
    return None


def _develop(codes, value):
    if "REDUCE" in codes:
        return f"Developments cost you {value} less."
    if "DRAW_AFTER" in codes:
        return f"After you place a development (not this one), draw {_plural(value, 'card')}."
    if "DRAW" in codes:
        return f"Draw {_plural(value, 'card')} at the start of Develop."
    return None


def _settle(codes, value):
    target = "Rare elements worlds" if "RARE" in codes else "Alien worlds" if "ALIEN" in codes \
        else "Rebel military worlds" if "AGAINST_REBEL" in codes else None
    if "DISCARD" in codes and "REDUCE_ZERO" in codes:
        return ("You may discard this card from your tableau to place a non-Alien world "
                "for free (a military world only together with paying for it).")
    if "DISCARD" in codes and "EXTRA_MILITARY" in codes:
        return (f"You may discard this card from your tableau for +{value} Military "
                "until the end of this phase.")
    if "PAY_MILITARY" in codes:
        return (f"You may pay for a non-Alien military world as if it were peaceful, "
                f"at its defence minus {value}.")
    if "EXTRA_MILITARY" in codes:
        sign = "+" if value >= 0 else "−"
        if target:
            return f"{sign}{abs(value)} Military against {target}."
        return f"{sign}{abs(value)} Military."
    if "REDUCE" in codes:
        return f"{target or 'Non-military worlds'} cost you {value} less."
    if "DRAW_AFTER" in codes:
        return f"After you place a world, draw {_plural(value, 'card')}."
    return None


def _trade(codes, value):
    if "TRADE_THIS" in codes:
        return f"Selling the good on this world earns {_plural(value, 'more card')}."
    kind = _kind_of(codes, "TRADE_")
    what = f"a {kind} good" if kind else "any good"
    return f"Selling {what} earns {_plural(value, 'more card')}."


def _consume(codes, value, times):
    if "TRADE_ACTION" in codes:
        if "TRADE_NO_BONUS" in codes:
            return "Sell one good for its basic price only (no trade bonuses)."
        return "Sell one good, with your trade bonuses."
    if "DRAW_LUCKY" in codes:
        return ("Name a number from 1 to 7 and turn over the top card of the deck: "
                "keep it if its cost or defence matches.")
    if "DRAW" in codes:
        return f"Draw {_plural(value, 'card')}."
    if "DISCARD_HAND" in codes:
        return f"You may discard up to {_plural(times, 'card')} from your hand: {value} VP each."
    kind = _kind_of(codes, "CONSUME_")
    goods = f"{kind} goods" if kind else "goods of any kind"
    reward = " and ".join(consume_rewards(codes, value))
    if "CONSUME_ALL" in codes:
        return "Consume all your goods: 1 VP for each good beyond the first."
    if "CONSUME_3_DIFF" in codes:
        return f"Consume 3 goods of different kinds for {reward}."
    if "CONSUME_TWO" in codes:
        single = f"{kind} goods" if kind else "goods"
        return f"Consume 2 {single} together for {reward}."
    if times == 1:
        one = f"a {kind} good" if kind else "a good"
        return f"Consume {one}: {reward}."
    return f"Consume up to {times} {goods}: {reward} each."


def consume_rewards(codes, value) -> list:
    """What one use of a consume power gives, in short words: ["2 VP", "1 card"]."""
    out = []
    if "GET_VP" in codes:
        out.append(f"{value} VP")
    if "GET_CARD" in codes:
        out.append("1 card")
    if "GET_2_CARD" in codes:
        out.append("2 cards")
    return out


def _produce(codes, value):
    if "PRODUCE" in codes:
        return "Produce a good on this world."
    if "DRAW_IF" in codes:
        return f"Draw {_plural(value, 'card')} if this world produced."
    for k, label in KIND.items():
        if f"WINDFALL_{k}" in codes:
            return f"Produce a good on one of your empty {label} windfall worlds."
    if "WINDFALL_ANY" in codes:
        return "Produce a good on one of your empty windfall worlds."
    if "DRAW_EACH_NOVELTY" in codes:
        return "Draw a card for each Novelty good you produced this phase."
    if "DRAW_EACH_ALIEN" in codes:
        return "Draw a card for each Alien good you produced this phase."
    if "DRAW_DIFFERENT" in codes:
        return "Draw a card for each kind of good you produced this phase."
    if "DRAW_WORLD_GENE" in codes:
        return f"Draw {_plural(value, 'card')} for each Genes world you have."
    if "DRAW_MOST_RARE" in codes:
        return f"Draw {_plural(value, 'card')} if you produced more Rare goods than anyone else."
    if "DRAW" in codes:
        return f"Draw {_plural(value, 'card')}."
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


BONUS_TEXT = {
    "NOVELTY_PRODUCTION": "Novelty production world", "RARE_PRODUCTION": "Rare production world",
    "GENE_PRODUCTION": "Genes production world", "ALIEN_PRODUCTION": "Alien production world",
    "NOVELTY_WINDFALL": "Novelty windfall world", "RARE_WINDFALL": "Rare windfall world",
    "GENE_WINDFALL": "Genes windfall world", "ALIEN_WINDFALL": "Alien windfall world",
    "DEVEL_EXPLORE": "development with an Explore power",
    "WORLD_EXPLORE": "world with an Explore power",
    "DEVEL_TRADE": "development with a Trade power", "WORLD_TRADE": "world with a Trade power",
    "DEVEL_CONSUME": "development with a Consume power",
    "WORLD_CONSUME": "world with a Consume power",
    "SIX_DEVEL": "6-cost development (this one too)", "DEVEL": "other development",
    "WORLD": "other world", "ALIEN_FLAG": "Alien card (this one too)",
    "MILITARY": "military world", "OTHER_MILITARY": "other military world", "REBEL_MILITARY": "Rebel military world",
}


def scoring_lines(bonuses):
    """English lines for a 6-cost development's end-of-game scoring (first match counts)."""
    out = []
    for b in bonuses:
        kind, pts, name = b["type"], b["points"], b.get("name")
        if kind == "MILITARY" and len(bonuses) > 1:
            kind = "OTHER_MILITARY"
        if kind == "THREE_VP":
            out.append("+1 VP for every 3 VP in chips.")
        elif kind == "TOTAL_MILITARY":
            out.append("+1 VP per point of Military (negatives count).")
        elif kind == "NAME":
            out.append(f"+{pts} VP for {name}.")
        else:
            out.append(f"+{pts} VP per {BONUS_TEXT.get(kind, kind.lower())}.")
    if len(out) > 1:
        out.append("Each card scores only its first matching line.")
    return out


PHASE_WORD = {"1": "Explore", "2": "Develop", "3": "Settle", "4": "Consume", "5": "Produce",
              "$": "Trade"}


def card_text(design):
    """All powers and scoring of a design (a carddata entry) as one plain-English paragraph."""
    parts = []
    for pw in design["powers"]:
        line = power_line(pw["phase"], pw["code"].split("|"), pw["value"], pw["times"])
        if line:
            parts.append(f"{PHASE_WORD[line[0]]}: {line[1]}")
    parts.extend(scoring_lines(design["scoring"]))
    return " ".join(parts)
