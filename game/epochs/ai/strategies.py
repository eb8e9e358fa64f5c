"""Single-minded strategies for the balance report: military-only, trade-only, science-only.

Each is the normal policy restricted to plays that serve its aim (cards with a military,
trade or science effect, plus production stations, which every plan needs to pay at all) and
pushed toward them; everything else (takes, payments, research, nudges) is the policy's.
"""
from game.core.agents import Agent

from .. import cards as C
from ..fromview import from_view
from . import policy

FOCUS = {
    "military": lambda card: any(code[0] == "mil" for code in C.EFFECTS[card]),
    "trade": lambda card: any(code[0] == "trade" for code in C.EFFECTS[card])
    or C.KIND[card] == "planet",
    "science": lambda card: any(code[0] == "science" or (code[0] == "prod" and code[1] == "S")
                                for code in C.EFFECTS[card]),
}
BONUS = 3.0


class StrategyAgent(Agent):
    """The policy, playing only cards of one focus (and stations)."""

    def __init__(self, focus: str, seed: int = 0):
        super().__init__(seed)
        self.focus = focus
        self.name = focus + "-only"

    def choose(self, view, legal, player):
        legal = policy.item_by_item(list(legal))     # payments item by item, as the policy
        if len(legal) == 1:
            return legal[0]
        s = from_view(view, self.rng.next64())
        kind = s.decision[0]
        fits = FOCUS[self.focus]
        best, best_v = None, None
        for a in legal:
            v = policy.score(s, player, kind, a)
            if kind == "turn" and a[0] in ("play", "colonize", "ship"):
                card = a[1]
                if fits(card):
                    v += BONUS
                elif C.KIND[card] != "station":
                    continue
            if kind == "research" and a[0] == "research" and self.focus == "science":
                v += BONUS
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best if best is not None else legal[-1]


def make_strategy(name: str, seed: int) -> Agent:
    """'military-only', 'trade-only' or 'science-only'."""
    return StrategyAgent(name.split("-")[0], seed)
