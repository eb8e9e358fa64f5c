"""Importer for the boardgamers.space move notation (see docs/gaia-engine.md).

`load_setup(data)` turns setup data (ours, or a recorded game's resolved `setupFromSeed`) into
game options; `parse_line(text)` turns one log line into (who, [action, ...]); `replay(...)`
plays a whole log through GaiaState, inserting only what the notation leaves implicit (declined
optional research steps, the end of a turn). Errors name the line and the command."""
import re

from . import new_game
from .bgsetup import setup_from_seed

_ANNOT = [re.compile(r"\([^()]*⇒[^()]*\)"), re.compile(r"\(from [^()]*\)"),
          re.compile(r" returning booster\d+"),
          re.compile(r" using (area[123]|brainstone): \d+(, (area[123]|brainstone): \d+)*")]
ARGC = {"pass": 1, "spend": 3, "build": 2, "federation": 2, "decline": 0}


class ImportError_(ValueError):
    """A log line that does not fit the game."""


def load_setup(setup):
    """Options for new_game from setup data (ours or a recorded game's JSON)."""
    if "setupFromSeed" in setup:
        s = setup["setupFromSeed"]
        mp = [[x["sector"], x["rotation"], [x["center"]["q"], x["center"]["r"]]]
              for x in s["mapPlacement"]["sectors"]]
        techs = {pos: v["tile"] for pos, v in s["techTiles"].items()}
        ours = {"map": mp, "boosters": s["boosters"], "techs": techs,
                "round_scoring": s["roundScoring"], "final_scoring": s["finalScoring"],
                "terra_fed": s["terraformingFederation"], "fed_supply": s["federationsSupply"]}
        players = setup.get("players") or len(setup.get("factions", []))
        return players, {"setup": ours, "lenient": True, "turn_order": "pass-order"}
    if isinstance(setup.get("options"), dict) and (setup["options"].get("map") or setup.get("tiles")):
        return _from_engine_state(setup)
    players = setup.get("players") or len(setup.get("factions", []))
    order = setup.get("turn_order") or "pass-order"     # our exports name theirs
    setup = {k: v for k, v in setup.items() if k != "turn_order"}
    return players, {"setup": setup, "lenient": True, "turn_order": order}


_SMALL = [[5, -2], [2, 3], [3, -5], [0, 0], [-3, 5], [-2, -3], [-5, 2]]
_BIG = [[5, -2], [2, 3], [-1, 8], [3, -5], [0, 0], [-3, 5], [-6, 10], [-2, -3], [-5, 2], [-8, 7]]


def _from_engine_state(doc):
    """Setup from a saved boardgamers.space game (options.map, tiles, players)."""
    ours = {}
    secs = (doc["options"].get("map") or {}).get("sectors")
    if secs:
        centres = _SMALL if len(secs) == 7 else _BIG
        ours["map"] = [[x["sector"], x.get("rotation", 0),
                        [x["center"]["q"], x["center"]["r"]] if "center" in x else centres[i]]
                       for i, x in enumerate(secs)]
    tiles = doc.get("tiles") or {}
    if tiles.get("boosters"):
        ours["boosters"] = list(tiles["boosters"])
    if tiles.get("techs"):
        ours["techs"] = {pos: v["tile"] for pos, v in tiles["techs"].items() if pos != "dip"}
    if tiles.get("scorings"):
        ours["round_scoring"] = tiles["scorings"].get("round")
        ours["final_scoring"] = tiles["scorings"].get("final")
    terra = doc.get("terraformingFederation")
    if not terra and tiles.get("federations"):
        held = {}
        for p in doc.get("players", []):
            for f in ((p.get("data") or {}).get("tiles") or {}).get("federations", []):
                held[f["tile"]] = held.get(f["tile"], 0) + 1
        # the terraforming token's type is the one short of 3 in supply + holdings
        short = [f for f, n in tiles["federations"].items() if n + held.get(f, 0) == 2]
        terra = short[0] if len(short) == 1 else None
    if terra:
        ours["terra_fed"] = terra
    players = len(doc.get("players") or []) or None
    return players, {"setup": {k: v for k, v in ours.items() if v}, "lenient": True,
                     "turn_order": "pass-order"}


def clean(line):
    for rx in _ANNOT:
        line = rx.sub("", line)
    return line


def parse_line(line):
    """'terrans build m 1A2. up nav.' -> ('terrans', [('build','m','1A2'), ('up','nav'), ('endturn',)])"""
    line = clean(line.strip())
    who, _, rest = line.partition(" ")
    out = []
    pieces = rest.split(".")
    for i, piece in enumerate(pieces):
        words = piece.split()
        if not words:
            if i > 0 and i == len(pieces) - 1 or (i > 0 and i < len(pieces) - 1):
                out.append(("endturn",))
            continue
        out.append(_command(words))
    # consecutive end-turns collapse
    res = []
    for a in out:
        if a == ("endturn",) and res and res[-1] == ("endturn",):
            continue
        res.append(a)
    return who, res


def _command(words):
    name, args = words[0], words[1:]
    if name == "pass":
        args = [a for a in args[:1] if a.startswith("booster")]
        return ("pass",) + tuple(args)
    if name == "spend":
        if len(args) < 3 or args[1] != "for":
            raise ImportError_(f"bad spend: {' '.join(words)}")
        return ("spend", args[0], args[2])
    if name == "burn":
        return ("burn", int(args[0]))
    if name == "decline":
        return ("decline",)
    if name == "rotate":
        return ("rotate",) + tuple(args)
    if name == "bid":
        return ("bid",) + tuple(args[:2])
    n = ARGC.get(name, 1)
    return (name,) + tuple(args[:n])


def replay(setup, moves_text, upto=None):
    """Play a whole log; returns the final GaiaState."""
    players, options = load_setup(setup or {})
    lines = [ln for ln in moves_text.splitlines() if ln.strip()]
    if lines and lines[0].startswith("init"):
        words = lines[0].split()
        players = int(words[1])
        if not options["setup"].get("map"):
            seed_setup = setup_from_seed(players, words[2] if len(words) > 2 else "defaultSeed")
            seed_setup.update({k: v for k, v in options["setup"].items() if v})
            options["setup"] = seed_setup
        lines = lines[1:]
    # sector rotations of the advanced rules: "p4 rotate 5x-2 4 -6x10 2 ..."
    while lines and parse_line(lines[0])[1][:1] and parse_line(lines[0])[1][0][0] == "rotate":
        words = clean(lines[0]).split()[2:]
        placement = [list(x) for x in options["setup"]["map"]]
        for centre, times in zip(words[::2], words[1::2]):
            q, r = (int(v) for v in centre.split("x"))
            for sec in placement:
                if tuple(sec[2]) == (q, r):
                    sec[1] = (sec[1] + int(times)) % 6
        options["setup"] = dict(options["setup"], map=placement)
        lines = lines[1:]
    if not players:
        raise ImportError_("the number of players is unknown (no init line, no setup data)")
    lines = _auction(lines, options, players)
    try:
        st = new_game(players, options, 0)
    except ValueError as exc:
        raise ImportError_(f"bad setup: {exc}") from None
    parsed = [parse_line(line) for line in lines[:upto]]
    skip = set()
    for i, (who, actions) in enumerate(parsed):
        # a line of brainstone answers only: the engine asked during automatic steps (income)
        # caused by the line before; declare the answers before that line runs
        if i and actions and all(a[0] == "brainstone" for a in actions):
            skip.add(i)
            parsed[i - 1] = (parsed[i - 1][0], [("@pre", who, a[1]) for a in actions]
                             + parsed[i - 1][1])
    for idx, line in enumerate(lines[:upto]):
        if idx in skip:
            continue
        no = idx + 2
        who, actions = parsed[idx]
        pre = [a for a in actions if a[0] == "@pre"]
        actions = [a for a in actions if a[0] != "@pre"]
        for _, pwho, dest in pre:
            st.pl[_seat(st, pwho)].bs_dest.append(dest)
        seat = _seat(st, who)
        # the log names the brainstone's way after the command that moves it: declare it first
        for i in range(len(actions) - 1, 0, -1):
            if actions[i][0] == "brainstone" and actions[i - 1][0] != "brainstone":
                actions[i - 1], actions[i] = actions[i], actions[i - 1]
        for act in actions:
            _auto(st, seat, act)
            if act == ("endturn",) and not (st.phase == "actions" and st.current == seat
                                              and st.main_done and not st.pending):
                continue
            reason = None
            if seat not in st.deciders():
                reason = f"it is not {who}'s decision (waiting for seat {st.deciders()})"
            else:
                reason = st.explain_illegal(seat, act)
            if reason:
                raise ImportError_(f"line {no} ({line.strip()}): {act}: {reason}")
            st.apply(seat, act)
        if st.phase == "actions" and st.current == seat and st.main_done and not st.pending:
            st.apply(seat, ("endturn",))
    return st


def _auction(lines, options, players=None):
    """Faction auctions (bid lines among the faction choices): whoever holds a faction at the
    end plays it; seats follow the order in which the factions were put up; bids are paid in VP
    at the end. Returns the remaining lines (the auction lines are consumed)."""
    head = 0
    while head < len(lines):
        acts = parse_line(lines[head])[1]
        if not acts or any(a[0] not in ("faction", "bid") for a in acts):
            break
        head += 1
    if not any(a[0] == "bid" for ln in lines[:head] for a in parse_line(ln)[1]):
        return lines
    order, owner, faction_of, bid = [], {}, {}, {}
    for ln in lines[:head]:
        who, acts = parse_line(ln)
        if not re.fullmatch(r"p\d", who):
            raise ImportError_(f"auction line without a seat: {ln.strip()}")
        p = int(who[1:]) - 1
        for a in acts:
            f = a[1]
            amount = int(a[2]) if a[0] == "bid" and len(a) > 2 else 0
            if f not in order:
                order.append(f)
            if f in owner:
                faction_of.pop(owner[f], None)
            if p in faction_of:
                owner.pop(faction_of[p], None)
            owner[f], faction_of[p], bid[p] = p, f, amount
    n = players or len(order)
    if sorted(faction_of) != list(range(n)) or sorted(owner) != sorted(order):
        raise ImportError_("the auction does not end with one faction per player")
    options["setup"] = dict(options["setup"], factions=list(order),
                            bids=[bid[owner[f]] for f in order])
    return lines[head:]


def _auto(st, seat, act):
    """Apply what the notation leaves implicit before `act`: a skipped optional research step."""
    while st.pending and st.pending[0]["p"] == seat and st.pending[0]["kind"] == "up" \
            and st.pending[0].get("optional", True) and act[0] not in ("up", "decline"):
        st.apply(seat, ("decline",))


def _seat(st, who):
    if re.fullmatch(r"p\d", who):
        return int(who[1:]) - 1
    if who in st.factions:
        return st.factions.index(who)
    raise ImportError_(f"unknown player {who!r}")
