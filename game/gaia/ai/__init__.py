"""Computer players for Gaia Project: GreedyAgent (rules of thumb, instant) and LookaheadAgent
(tries each action on a copy of the public state and evaluates the result)."""
from .greedy import GreedyAgent
from .lookahead import LookaheadAgent

AGENTS = {"greedy": GreedyAgent, "lookahead": LookaheadAgent}
