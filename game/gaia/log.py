"""The game log: every decision so far in our words and in the boardgamers.space notation."""
from game.core.actions import action_text
from game.core.i18n import domain
from game.core.seats import seat as seat_word

_ = domain("gaia")


def command_text(action):
    """One command in the boardgamers.space notation ("" for the end of a turn)."""
    name = action[0]
    if name == "endturn":
        return ""
    if name == "spend":
        return f"spend {action[1]} for {action[2]}"
    if name == "pass":
        return "pass" + (f" {action[1]}" if len(action) > 1 else "")
    return action_text(action)


def log(st, player=None):
    """Every decision so far in our words, with its round (0: setup; all public):
    {player, round, text, notation}."""
    out = []
    words = list(st.words_log)
    for i, (seat, action) in enumerate(st.history):
        who = str(seat_word(seat))     # the table shows the player's name (and colour)
        rnd, said = words[i] if i < len(words) else (None, None)
        note = command_text(action) or "endturn"
        out.append({"player": seat, "round": rnd or 0,
                    "text": _("{who}: {text}", who=who, text=str(said or note)),
                    "notation": note})
    return out
