"""Computer players for Gaia Project (see greedy.py)."""
from .greedy import GreedyAgent

AGENTS = {"greedy": GreedyAgent}
