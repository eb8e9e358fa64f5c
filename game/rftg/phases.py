"""Glue between the round flow and the phase modules: phase starts and the produce end."""
from . import selection, explore, develop, settle, consume, produce  # noqa: F401 (register kinds)
from .bonus import count_cards, has_bonus, build_queue  # noqa: F401

START = {
    "explore": explore.start,
    "develop": develop.start,
    "settle": settle.start,
    "consume": consume.start,
    "produce": produce.start,
}
produce_end = produce.finish
