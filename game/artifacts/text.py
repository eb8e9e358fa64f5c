"""Words for the table: the prompt of each decision, every action as a line, the progress."""
from game.core.i18n import N_, domain
from game.core.seats import seat

from . import cards as C

_ = domain("artifacts")

PROMPT_SHORT = {
    "main": N_("choose your action for this turn"),
    "after": N_("use free actions or end your turn"),
    "keep": N_("keep one of the cards you looked at"),
    "auto": N_("choose a card to construct automatically"),
    "target": N_("choose the target of your attack"),
    "defend": N_("choose your defense plan"),
    "blockade": N_("place a blockade token"),
    "discard": N_("discard down to your hand limit"),
    "produce": N_("choose the half of the produced card that shows"),
    "final": N_("pay for blockaded cards before the final scoring"),
}


def kind_word(kind: str) -> str:
    """'planet', 'technology', 'ship' in the player's language (the nominative)."""
    return {"planet": _("planet"), "tech": _("technology"), "ship": _("ship")}.get(kind, kind)


def color_word(color: str) -> str:
    """A resource colour's name in the player's language."""
    return {"R": _("red"), "B": _("blue"), "G": _("green"), "Y": _("gold")}.get(color, color)


def type_word(kind: str) -> str:
    """A 4X type's name ('explore', ...) in the player's language."""
    return {"explore": _("Explore"), "expand": _("Expand"), "exploit": _("Exploit"),
            "exterminate": _("Exterminate")}.get(kind, kind)


def side_word(kind: str, side: str) -> str:
    """The verb of a card's side as the rulebook names it ('settle', 'exploit', ...)."""
    return {("planet", "L"): _("settle"), ("planet", "O"): _("exploit"),
            ("tech", "L"): _("deploy"), ("tech", "O"): _("sell to a corporation"),
            ("ship", "L"): _("join the fleet"), ("ship", "O"): _("go on a mission")}.get(
        (kind, side), side)


def prompt(state, p: int) -> str:
    dec = state.dec
    if dec is None or dec[0] != p:
        return _("Wait for the other players")
    k = dec[1]
    if k == "keep":
        n = len(dec[3])
        if dec[2] == "planet":
            return _.n("Keep the {n} planet you looked at",
                       "Keep one of the {n} planets you looked at", n)
        if dec[2] == "tech":
            return _.n("Keep the {n} technology you looked at",
                       "Keep one of the {n} technologies you looked at", n)
        return _.n("Keep the {n} ship you looked at", "Keep one of the {n} ships you looked at",
                   n)
    if k == "auto":
        return {"planet": _("Automatic construction: place a planet for free, or skip"),
                "tech": _("Automatic construction: place a technology for free, or skip"),
                "ship": _("Automatic construction: place a ship for free, or skip")}[dec[2]]
    if k == "target":
        return _("Attack: choose one target (an alien system or an empire) and the ships")
    if k == "defend":
        return _("{player} attacks you: choose the basic defense or a defense plan",
                 player=seat(dec[2]))
    if k == "blockade":
        return _("Place a blockade token on a card of the empire of {player}",
                 player=seat(dec[2]))
    if k == "after":
        return _("Free actions, or end your turn (discard any resource cards, then refill)")
    if k == "discard":
        return _.n("Your hand is above the limit: discard {n} resource card",
                   "Your hand is above the limit: discard {n} resource cards", dec[2])
    if k == "produce":
        return _("{planet} produces {card}: choose the half that shows", planet=C.NAME[dec[2]],
                 card=_res_name(dec[3]))
    if k == "final":
        return _("Before the final scoring: pay 1 credit per blockade token for each card that "
                 "should count fully")
    return _("Your turn: choose one action (artifacts and bonuses are free)")


def _cards(res) -> str:
    return ", ".join(C.NAME[r] for r in res) if res else _("nothing")


def _res(res) -> str:
    if not res:
        return _("no cards")
    return ", ".join(_res_name(r) for r in res)


def card_name(c: object) -> str:
    """A card as a player names it, for any value a refusal may quote: a resource card by
    its halves and attack number (it has no printed name), another card by its name, and
    anything else as given (an action from elsewhere may hold any number)."""
    if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < C.N:
        return _("card {card}", card=str(c)[:20])
    if C.HALVES[c] is None:
        return C.NAME[c]
    (c1, n1, _t1), (c2, n2, _t2) = C.HALVES[c]
    return _("the resource card {n1} {color1} | {n2} {color2} (attack {number})", n1=n1,
             color1=color_word(c1), n2=n2, color2=color_word(c2), number=C.NUMBER[c])


def _res_name(r: int) -> str:
    """A resource card in a label or prompt by its two halves ("[3 red | 1 gold]"): it has no
    printed name, and its key is no word for a player."""
    (c1, n1, _t1), (c2, n2, _t2) = C.HALVES[r]
    return f"[{n1} {color_word(c1)} | {n2} {color_word(c2)}]"


def label(state, p, action) -> str:
    if not isinstance(action, tuple) or not action:
        return str(action)
    w = action[0]
    try:
        if w == "buy":
            extra, kind = action[2], action[1]
            if extra:
                return _({"planet": N_("Buy a planet ({credits} credits, look at {n})"),
                          "tech": N_("Buy a technology ({credits} credits, look at {n})"),
                          "ship": N_("Buy a ship ({credits} credits, look at {n})")}[kind],
                         credits=5 + extra, n=extra + 1)
            return _({"planet": N_("Buy a planet ({credits} credits)"),
                      "tech": N_("Buy a technology ({credits} credits)"),
                      "ship": N_("Buy a ship ({credits} credits)")}[kind], credits=5)
        if w in ("discover", "develop", "build"):
            kind = C.KIND[action[1]]
            verb = {"discover": N_("Discover {card}: {side}, paying {cards}"),
                    "develop": N_("Develop {card}: {side}, paying {cards}"),
                    "build": N_("Build {card}: {side}, paying {cards}")}[w]
            return _(verb, card=C.NAME[action[1]], side=side_word(kind, action[2]),
                     cards=_res(action[3]))
        if w == "prepare":
            if len(action) == 3:
                return _("Prepare {cards} under {card}", cards=_res(action[2]),
                         card=C.NAME[action[1]])
            return _("Prepare {items}", items="; ".join(
                _("{cards} under {card}", cards=_res(res), card=C.NAME[card])
                for card, res in zip(action[1::2], action[2::2])))
        if w == "trade":
            return _("Trade {cards} as {color}", cards=_res(action[2]),
                     color=color_word(action[1]))
        if w == "unblock":
            return _({"planet": N_("Remove blockades from the planet row with {cards}"),
                      "tech": N_("Remove blockades from the technology row with {cards}"),
                      "ship": N_("Remove blockades from the ship row with {cards}")}[action[1]],
                     cards=_res(action[2]))
        if w in ("offensive", "revenue", "mining"):
            return _({"offensive": N_("Start an offensive, paying {cards}"),
                      "revenue": N_("Gain revenue, paying {cards}"),
                      "mining": N_("Mine the planets, paying {cards}")}[w],
                     cards=_res(action[1]))
        if w == "faction":
            return _("Faction action, paying {cards}", cards=_res(action[1]))
        if w == "use":
            return _("Action of {card}", card=C.NAME[action[1]])
        if w == "artifact":
            return _("Play the artifact {card}", card=C.NAME[action[1]])
        if w == "bonus":
            return _("Bonus of {card}", card=C.NAME[action[1]])
        if w == "unlock":
            return _("Pay to use the blockaded {card}", card=C.NAME[action[1]])
        if w == "end":
            if action[1]:
                return _("End the turn, discarding {cards}", cards=_res(action[1]))
            return _("End the turn")
        if w == "keep":
            return _("Keep {card}", card=C.NAME[action[1]])
        if w == "auto":
            kind = C.KIND[action[1]]
            return _("Place {card} for free: {side}", card=C.NAME[action[1]],
                     side=side_word(kind, action[2]))
        if w == "skip":
            return _("Skip the automatic construction")
        if w == "attack":
            ships = _cards(action[3])
            if action[1] == "alien":
                return _("Attack {card} with {ships}", card=C.NAME[state.alien_row[action[2]]],
                         ships=ships)
            return _("Attack the empire of {player} with {ships}", player=seat(action[2]),
                     ships=ships)
        if w == "hold":
            return _("Do not attack")
        if w == "defend":
            return _("Defend with {card}", card=C.NAME[action[1]])
        if w == "blockade":
            return _("Blockade {card}", card=C.NAME[action[1]])
        if w == "pass":
            return _("Pass (no action is possible)")
        if w == "discard":
            return _("Discard {cards}", cards=_res(action[1]))
        if w == "show":
            return _half_label(state, action[1], action[2])
        if w == "redeem":
            t = state.blocks[p].get(action[1], 0)
            return _.n("Pay {n} credit so {card} counts fully",
                       "Pay {n} credits so {card} counts fully", t, card=C.NAME[action[1]])
        if w == "finish":
            return _("Go to the final scoring")
    except (IndexError, KeyError, TypeError):
        pass
    return " ".join(map(str, action))


def _half_label(state, r: int, half: int) -> str:
    """'Show 3 red (Exploit, +1 VP)': a half of a produced card (the decision's planet)."""
    color, n, kind = C.HALVES[r][half]
    planet = state.dec[2] if state.dec and state.dec[1] == "produce" else None
    if planet is not None and C.TYPE[planet] == kind:
        return _("Show {n} {color} ({type}, +1 VP)", n=n, color=color_word(color),
                 type=type_word(kind))
    return _("Show {n} {color} ({type})", n=n, color=color_word(color), type=type_word(kind))


def progress(state) -> str:
    if state.over:
        return _("Game over")
    turn = state.turns[state.current] + 1
    if state.final:
        return _("Marker {marker} · turn {turn} · {player} · final round", marker=state.marker,
                 turn=turn, player=seat(state.current))
    return _("Marker {marker} · turn {turn} · {player}", marker=state.marker, turn=turn,
             player=seat(state.current))
