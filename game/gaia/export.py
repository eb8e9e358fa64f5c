"""Export a game in the boardgamers.space move notation (the format notation.py imports), with
our setup data alongside, so games can be read by other tools and re-imported."""
from . import new_game
from .log import command_text as _command_text

SINGLE = ("faction", "booster")


def export(state):
    """(setup data, move text) of a finished or running game.

    A Taklons brainstone declaration is written where the site's notation puts the answer:
    right after the command that moved the brainstone, or as its own line after the line
    during which it moved (e.g. automatic income)."""
    st = new_game(state.players, state.options, state.seed)
    lines = [f"init {state.players} galaxy-table-{state.seed}"]
    current = None          # (who, kind) of the open line
    parts = []
    after = []              # brainstone-only lines to write once the open line is closed
    declared = {s: [] for s in range(state.players)}

    def flush(end_dot=False):
        nonlocal current, parts, after
        if current is not None:
            text = ". ".join(p for p in parts if p)
            lines.append(f"{current[0]} {text}" + ("." if end_dot else ""))
        lines.extend(after)
        current, parts, after = None, [], []

    for seat, action in state.history:
        pending = st.pending[0]["kind"] if st.pending else None
        phase = st.phase
        who = st.factions[seat] if st.factions[seat] else f"p{seat + 1}"
        kind = ("faction" if phase == "faction" else "charge" if pending == "charge"
                else "turn" if phase == "actions" else phase)
        before = [len(p.bs_dest) if p else 0 for p in st.pl]
        if action[0] == "brainstone":
            declared[seat].append(action[1])
            st.apply(seat, action)
            continue
        key = (who, kind)
        if current != key or kind in SINGLE + ("setup", "charge"):
            flush()
            current = key
        closing = action[0] == "endturn"
        if not closing:
            text = _command_text(action)
            if kind == "charge" and action == ("decline",):
                text = "decline " + st.charge_offers(st.pending[0])[0][0]
            parts.append(text)
        st.apply(seat, action)
        for s, pl in enumerate(st.pl):
            used = before[s] - (len(pl.bs_dest) if pl else 0)
            for _ in range(max(used, 0)):
                dest = declared[s].pop(0)
                if s == seat and not closing:
                    parts.append(f"brainstone {dest}")
                else:
                    after.append(f"{st.factions[s]} brainstone {dest}")
        if closing:
            flush(end_dot=True)
        elif action[0] == "pass" or kind in SINGLE + ("setup", "charge"):
            flush()
    flush()
    first = new_game(state.players, state.options, state.seed)
    setup = {"players": state.players, "map": first.map.to_data(), "boosters": list(first.boosters),
             "techs": {p: v["tile"] for p, v in first.techs.items()},
             "round_scoring": list(first.round_tiles), "final_scoring": list(first.final_tiles),
             "terra_fed": first.terra_fed,
             "turn_order": state.options.get("turn_order") or "printed"}
    return setup, "\n".join(lines) + "\n"
