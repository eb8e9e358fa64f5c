"""Four measures of a card's effect on the win rate, from balance records, and why each.

A card exists once, so in a game at most one player plays it. The measures, per card:

- `delta` ("presence when played"): win rate of the player-games where the card was played
  minus that of all the others. Biased upward for every card: the winner plays more cards
  (in the hard runs 19.5 against 17.3), so a card that is merely played more often by a player
  who is ahead looks good; and it cannot tell a strong card from a card strong players pick.
- `delta_held` ("played or not, once in hand"): among player-games where the card was in the
  player's hand at some time, win rate when it was played minus when it was not (paid away or
  kept). It compares the AI's choice with the cards it had, the same player-strength filter on
  both sides; it still leans toward cards played by those who can afford them.
- `delta_same_count` ("played, against players who played as many cards"): the played and
  not-played groups are compared within each number of cards the player brought into play,
  and the differences averaged (Mantel-Haenszel weights a*b/(a+b)). This removes the common
  bias of `delta` (its mean over all cards is about 0 where `delta`'s is +4 to +5 points), but
  it also removes the part of a card's effect that works by letting its owner play more cards
  (a production discount does exactly that), so it understates engines.
- `delta_dealt` ("dealt at the start"): win rate of players dealt the card in their starting
  hand (3 epoch-1 cards and 1 science card, drawn at random) minus the others'. The deal is
  random, so this one is a controlled effect, of owning the card from the start (whether it
  is then played or not); it exists only for epoch-1 and science cards and is noisier (each
  card is dealt in about 20 % of games).

Each comes with a 95 % half-width: 1.96 standard errors of a difference of two rates (0.25
per game as the variance of a win, the largest possible).
"""
from typing import Callable, Optional


def _diff(a: list, b: list, min_n: int) -> Optional[tuple]:
    """(delta, ci95) of the win rates of the [games, wins] groups a and b, or None."""
    if a[0] < min_n or b[0] < min_n:
        return None
    delta = a[1] / a[0] - b[1] / b[0]
    return delta, 1.96 * (0.25 / a[0] + 0.25 / b[0]) ** 0.5


def _same_count(records: list, name: str, min_n: int) -> Optional[tuple]:
    """(delta, ci95) of `name` played or not, compared within equal numbers of cards played."""
    strata = {}
    for r in records:
        for p in (0, 1):
            g = strata.setdefault(len(r["played"][p]), [0, 0.0, 0, 0.0])
            win = r["outcome"][p]
            if name in r["played"][p]:
                g[0] += 1
                g[1] += win
            else:
                g[2] += 1
                g[3] += win
    num = den = var = 0.0
    for a, wa, b, wb in strata.values():
        if a and b:
            w = a * b / (a + b)
            num += w * (wa / a - wb / b)
            den += w
            var += w * w * (0.25 / a + 0.25 / b)
    if den == 0 or sum(g[0] for g in strata.values()) < min_n:
        return None
    return num / den, 1.96 * var ** 0.5 / den


def measures(records: list, names: list, dealt_of: Callable, min_plays: int = 30) -> dict:
    """name -> {"plays", "win_when_played", "delta", "ci95", "delta_held", "ci95_held",
    "delta_same_count", "ci95_same_count", "delta_dealt", "ci95_dealt", ...} over the records (missing measures are None).
    `dealt_of(record)` gives the two starting hands of a record (lists of names)."""
    played = {n: [0, 0.0] for n in names}
    held_played = {n: [0, 0.0] for n in names}
    held_kept = {n: [0, 0.0] for n in names}
    dealt = {n: [0, 0.0] for n in names}
    total = [0, 0.0]
    have_held = all("held" in r for r in records)
    for r in records:
        starting = dealt_of(r)
        for p in (0, 1):
            win = r["outcome"][p]
            total[0] += 1
            total[1] += win
            mine = set(r["played"][p])
            for n in mine:
                played[n][0] += 1
                played[n][1] += win
            if have_held:
                for n in r["held"][p]:
                    g = held_played[n] if n in mine else held_kept[n]
                    g[0] += 1
                    g[1] += win
            for n in starting[p]:
                dealt[n][0] += 1
                dealt[n][1] += win
    out = {}
    for n in names:
        n_played, w_played = played[n]
        rest = [total[0] - n_played, total[1] - w_played]
        raw = _diff(played[n], rest, min_plays)
        if raw is None:
            continue
        held = _diff(held_played[n], held_kept[n], min_plays) if have_held else None
        same = _same_count(records, n, min_plays)
        d = dealt[n]
        deal = _diff(d, [total[0] - d[0], total[1] - d[1]], min_plays)
        out[n] = {"plays": n_played, "win_when_played": round(w_played / n_played, 3),
                  "delta": round(raw[0], 3), "ci95": round(raw[1], 3),
                  "held_not_played": held_kept[n][0] if have_held else None,
                  "delta_held": round(held[0], 3) if held else None,
                  "ci95_held": round(held[1], 3) if held else None,
                  "delta_same_count": round(same[0], 3) if same else None,
                  "ci95_same_count": round(same[1], 3) if same else None,
                  "dealt": d[0] if deal else None,
                  "delta_dealt": round(deal[0], 3) if deal else None,
                  "ci95_dealt": round(deal[1], 3) if deal else None}
    return out


def beyond(cards: dict, key: str, limit: float = 0.10, noise: bool = False) -> list:
    """Texts "Card +12.3 (+-4.5)" of the cards whose measure `key` passes `limit` (by more
    than its 95 % half-width if `noise`), largest first."""
    ci = "ci95" + key[len("delta"):]
    rows = [(n, m[key], m[ci]) for n, m in cards.items() if m.get(key) is not None]
    rows = [t for t in rows if abs(t[1]) - (t[2] if noise else 0.0) > limit]
    rows.sort(key=lambda t: -abs(t[1]))
    return [f"{n} {100 * d:+.1f} (+-{100 * h:.1f})" for n, d, h in rows]
