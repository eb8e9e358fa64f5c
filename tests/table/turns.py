"""Playing a game on the table kit's controller in CPython, for the games' table tests: the AI
seats play by their level and the hotseat curtain is lifted; each human decision is left to
the test (`for _ in human_turns(ctl, limit): <click what the table shows>`)."""
from typing import Iterator


def human_turns(ctl, limit: int, to_end: bool = True) -> Iterator[None]:
    """Yield whenever a human seat of `ctl.session` has a decision on the table, until the
    game is over; after `limit` steps fail ("the game did not end") when `to_end`, else stop."""
    s = ctl.session
    for _ in range(limit):
        if s.is_over():
            return
        if s.human_to_decide() is None:
            s.run_ai()
            ctl.after_ai()
            continue
        if ctl.curtain is not None:
            ctl.click("reveal")
        yield
    if to_end:
        raise AssertionError("the game did not end")
