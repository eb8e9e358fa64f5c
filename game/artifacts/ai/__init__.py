"""The AI of Alien Artifacts: LEVELS (easy, normal, hard, random) and make_agent."""
from .levels import LEVELS, make_agent

__all__ = ["LEVELS", "make_agent"]
