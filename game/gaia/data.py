"""Loads the game's own data files (game/gaia/data/*.json) once: factions, board, map."""
from functools import lru_cache

from game.core.packaged import load_json


@lru_cache(maxsize=None)
def load(name):
    return load_json("game.gaia", f"data/{name}.json")


def factions():
    return load("factions")


def board():
    return load("board")


def mapdata():
    return load("map")


TRACKS = ("terra", "nav", "int", "gaia", "eco", "sci")
TECH_POSITIONS = ("terra", "nav", "int", "gaia", "eco", "sci", "free1", "free2", "free3")
ADV_POSITIONS = tuple("adv-" + t for t in TRACKS)
BUILDINGS = ("m", "ts", "lab", "PI", "ac1", "ac2", "gf", "sp")
POWER_ACTIONS = ("power1", "power2", "power3", "power4", "power5", "power6", "power7",
                 "qic1", "qic2", "qic3")
FINAL_TILES = ("structure", "structureFed", "planetType", "gaia", "sector", "satellite")
WHEEL = "rovdsti"
HOME_TYPES = set(WHEEL)
BASE_VALUE = {"m": 1, "ts": 2, "lab": 2, "PI": 3, "ac1": 3, "ac2": 3, "gf": 0, "sp": 0}
STANDARD_UPGRADES = {"m": ("ts",), "ts": ("lab", "PI"), "lab": ("ac1", "ac2"), "gf": ("m",)}
BESCODS_UPGRADES = {"m": ("ts",), "ts": ("lab", "ac1", "ac2"), "lab": ("PI",), "gf": ("m",)}
CAPS = {"o": 15, "c": 30, "k": 15}
MAX_SATELLITES = 25
