"""The offer: six slots of the current epoch's cards, worth 1, 1, 2, 2, 3 and 3 (seed 004,
"Průběh hry"), laid out when an epoch begins and slid down and refilled after each take."""
from game.core.i18n import domain

_ = domain("epochs")

SLOT_VALUE = (1, 1, 2, 2, 3, 3)


def start_epoch(s, first: int) -> None:
    """Lay out six cards of the new epoch and give the turn to `first`."""
    for i, c in enumerate(s.offer):
        if c >= 0:
            s.discard.append(c)
    s.offer = [-1] * 6
    refill(s)
    s.passed = [False, False]
    s.first_passer = None
    s.current = first
    s.decision = ("turn",)
    s.say(_.msg("Epoch {epoch} begins; {player} plays first.", epoch=s.epoch,
                player=s.name(first)))


def refill(s) -> None:
    """Slide the offer down toward value 1, then fill the empty slots from the epoch's deck."""
    left = [c for c in s.offer if c >= 0]
    deck = s.decks[s.epoch]
    while len(left) < 6 and deck:
        left.append(deck.pop())
    s.offer = left + [-1] * (6 - len(left))
