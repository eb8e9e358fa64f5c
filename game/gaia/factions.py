"""Factions: what each one is lives in data (factions.json: planet, power, buildings and their
slots, abilities as names); the engine checks an ability by name where the rule applies (e.g.
"qic-as-ore" in Economy.gain_one). Here are the hooks that are only a faction's: its reaction
to a building placed and its choice in the Gaia phase."""
from .build import building_of
from .effects import parse_rewards


def after_placing(st, seat, b, h, planet, guest):
    """A faction's reaction to its own building `b` placed on hex `h` (after the triggers)."""
    pl = st.pl[seat]
    if b == "m" and planet == "g" and "gaia-mine-2vp" in pl.abilities:
        st.gain(seat, parse_rewards("2vp"), "gleens")
    if b == "m" and "pi-new-type-3k" in pl.abilities and pl.has_pi() and not guest:
        if not any(x != h and st.planet[x] == planet for x in pl.occupied
                   if building_of(st, seat, x) not in (None, "sp")):
            st.gain(seat, parse_rewards("3k"), "geodens")
    if b == "PI":
        if "pi-gleens-fed" in pl.abilities:
            st.gain_fed_token(seat, "gleens")
        if "pi-double-power" in pl.abilities:
            pl.token_mod = 2


def gaia_choice(st, seat):
    """The faction whose Gaia-phase choice this seat has now ('terrans', 'itars'), or None."""
    pl = st.pl[seat]
    if "pi-gaia-convert" in pl.abilities and pl.has_pi() and pl.pg > 0:
        return "terrans"
    if "pi-gaia-tech" in pl.abilities and pl.has_pi() and pl.pg >= 4 and not st.itars_declined:
        return "itars"
    return None
