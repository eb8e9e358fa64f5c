"""Choosing a faction in the advanced setup, from the map and the factions still open.

A faction is worth its base strength for our players (`STRENGTH`, VP over the field average in
self-play of the normal level, docs/gaia-ai.md) plus how well the map suits its home planet:
free planets of its own type count most, then those one and two terraforming steps away, and
Gaia and transdim planets a little (the Gaia track opens them to anyone). Every map holds
each planet type equally often, so what tells the factions apart on a given map is whom they
compete with: a faction whose home type is one terraforming step from a faction already chosen
fights for the same planets, and loses a little (`NEIGHBOUR`).

    >>> from game.gaia import new_game
    >>> st = new_game(2, {}, 1)
    >>> pick_faction(st.view(0), st.legal_actions(0))[0]
    'faction'
"""
from .. import data
from ..build import wheel_steps

# VP above (or below) the average faction when our normal level plays it; a small prior, not a
# verdict on the factions (it follows what our players manage with each)
STRENGTH = {"terrans": 2.0, "lantids": -1.0, "xenos": 2.0, "gleens": -1.0, "taklons": 1.0,
            "ambas": 1.0, "hadsch-hallas": 2.0, "ivits": -3.0, "geodens": 1.0, "baltaks": 0.0,
            "firaks": -2.0, "bescods": -2.0, "nevlas": 0.0, "itars": 0.0}
FIT = {0: 1.0, 1: 0.55, 2: 0.2, 3: 0.05}
GAIA_FIT = 0.25
MAP_WEIGHT = 0.5
NEIGHBOUR = 1.0


def map_fit(view: dict, faction: str) -> float:
    """How many planets of the map suit the faction (its own type weighing most)."""
    home = data.factions()[faction]["planet"]
    total = 0.0
    for cell in view["map"]["hexes"]:
        planet = cell["planet"]
        if planet in ("e", "l") or "building" in cell:
            continue
        if planet in ("g", "m"):
            total += GAIA_FIT
        else:
            total += FIT.get(wheel_steps(home, planet), 0.0)
    return total


def faction_value(view: dict, faction: str) -> float:
    """The faction's base strength plus the map's fit for it, less its competition."""
    home = data.factions()[faction]["planet"]
    rivals = sum(1 for p in view["players"] if p.get("faction")
                 and wheel_steps(home, data.factions()[p["faction"]]["planet"]) == 1)
    return STRENGTH.get(faction, 0.0) + MAP_WEIGHT * map_fit(view, faction) - NEIGHBOUR * rivals


def pick_faction(view: dict, legal: list, noise=None):
    """The best faction action of `legal` (`noise()` adds a random amount per faction)."""
    best, best_value = None, None
    for action in legal:
        v = faction_value(view, action[1]) + (noise() if noise else 0.0)
        if best_value is None or v > best_value:
            best, best_value = action, v
    return best
