"""The paired-fork measure summed up (card_forks.py plays the forks): per card its effect when
played with a 95 % half-width, a fork of several play-out pairs weighed by what it says
(`replicate_weight`), the cards beyond the limit, all judged cards as one random-effects model
(`card_spread`) and the forks each card still needs (`fork_weights`, `forks_wanted`)."""
import math

from game.core import effects, tournament


# How much the true effect of a card differs from one position to the next (between
# positions), relative to the scatter of one play-out pair's result around it (within a
# position): measured 0.042 over 58 hard forks of 8 pairs each (variances 0.013 and 0.308,
# 2026-11-29; docs/epochs-design.md item 32); taken a little larger, so that a fork of
# many pairs is not trusted beyond what it is worth.
BETWEEN_OVER_WITHIN = 0.05


def replicate_weight(k: int) -> float:
    """A fork's weight by its play-out pairs k, in proportion to 1 / the variance of its mean
    result (between + within / k, with BETWEEN_OVER_WITHIN): 1 for a single pair; 1 + rho
    over rho + 1/k for k (6.0 for 8 pairs: such a fork says about as much as six single
    ones)."""
    rho = BETWEEN_OVER_WITHIN
    return (1 + rho) / (rho + 1 / k)


def _within(forks: int, effect: float, ci95: float, min_forks: int, limit: float) -> bool:
    """A card is shown within `limit`: judged (enough forks) and |effect| + ci95 under it."""
    return forks >= min_forks and abs(effect) + ci95 < limit


def summarize_forks(records: list, min_forks: int = 20, limit: float = 0.10) -> dict:
    """Per card over the forks of `records`: n, win rate played / not played, the paired
    effect with its 95 % half-width, the mean VP margin change; and the cards beyond `limit`
    (as point estimates, and by more than their half-width; a fork of several play-out
    pairs weighs `replicate_weight` of them, its interval from the forks' weighted scatter,
    and equal weights give the plain mean); the first player's win rate over
    the trunk games that record their starter (self-play games at the fork level, not chosen
    for their deal); and the forks still wanted (`forks_wanted`)."""
    by_card = {}
    seconds = 0.0
    started = [r for r in records if "starter" in r and not r.get("dealt_for")]
    first_wins = sum(r["outcome"][r["starter"]] for r in started)
    for r in records:
        seconds += r["seconds"]
        for f in r["forks"]:
            by_card.setdefault(f["card"], []).append(f)
    cards = {}
    errors = {}
    for name, forks in by_card.items():
        n = len(forks)
        diffs = [f["played"][0] - f["not_played"][0] for f in forks]
        margins = [f["played"][1] - f["not_played"][1] for f in forks]
        weights = [replicate_weight(f.get("replicates", 1)) for f in forks]
        total = sum(weights)

        def mean_of(values: list) -> float:
            return sum(w * v for w, v in zip(weights, values)) / total
        mean = mean_of(diffs)
        # the weighted mean's variance from the forks' own scatter (with equal weights: the
        # sample variance over n); 0.25 per fork with a single fork
        if n > 1:
            var_mean = (n / (n - 1) * sum(w * w * (d - mean) ** 2 for w, d in zip(weights, diffs))
                        / total ** 2)
        else:
            var_mean = 0.25
        # standard error, at least that of one discordant fork in n (all forks alike is not
        # certainty)
        errors[name] = max(var_mean ** 0.5, 1.0 / n)
        cards[name] = {"forks": n,
                       "win_played": round(mean_of([f["played"][0] for f in forks]), 3),
                       "win_not_played": round(mean_of([f["not_played"][0] for f in forks]), 3),
                       "effect": round(mean, 3), "ci95": round(1.96 * var_mean ** 0.5, 3),
                       "discordant": round(sum(1 for d in diffs if d) / n, 3),
                       "vp_margin_change": round(mean_of(margins), 2)}
        # judged before rounding: 0.026 + 0.074 printed may be 0.1004 (Ice Citadel on e24)
        cards[name]["shown_within"] = _within(n, mean, 1.96 * var_mean ** 0.5, min_forks, limit)
        pairs = sum(f.get("replicates", 1) for f in forks)
        if pairs > n:
            cards[name]["play_out_pairs"] = pairs
    judged = {k: v for k, v in cards.items() if v["forks"] >= min_forks}

    def listed(noise: bool) -> list:
        rows = [(k, v["effect"], v["ci95"]) for k, v in judged.items()
                if abs(v["effect"]) - (v["ci95"] if noise else 0.0) > limit]
        rows.sort(key=lambda t: -abs(t[1]))
        return [f"{k} {100 * d:+.1f} (+-{100 * h:.1f})" for k, d, h in rows]

    spread = card_spread(judged, errors, limit)
    order = sorted(cards, key=lambda k: -abs(cards[k]["effect"]))
    low, high = tournament.wilson(first_wins, len(started))
    return {"trunk_games": len(records), "forks": sum(v["forks"] for v in cards.values()),
            "first_player_games": len(started),
            "first_player_win": round(first_wins / len(started), 3) if started else None,
            "first_player_ci95": (round(low, 3), round(high, 3)),
            "seconds": round(seconds, 1), "cards_with_forks": len(cards),
            "cards_judged": len(judged), "min_forks": min_forks,
            "mean_effect_of_judged_cards": (round(sum(v["effect"] for v in judged.values())
                                                  / len(judged), 3) if judged else None),
            "cards_over_10_points": listed(False),
            "cards_over_10_points_beyond_noise": listed(True),
            "cards_shown_within": sum(1 for v in cards.values() if v["shown_within"]),
            "cards_not_shown_within": [k for k in order if not cards[k]["shown_within"]],
            "spread": spread,
            "forks_wanted": forks_wanted(cards, limit, min_forks),
            "cards": {k: cards[k] for k in order}}


WEIGHT_RANGE = (0.2, 10.0)


def fork_weights(cards: dict, limit: float = 0.10, min_forks: int = 20) -> dict:
    """For each card not shown within `limit` by its own interval (|effect| + ci95 at or
    beyond it), the forks it still needs divided by the forks it has, between 0.2 and 10.

    A card's half-width shrinks as 1/sqrt(n). With its effect at `m` (the shrunk effect when
    the spread model gave one, else the raw effect), its raw effect will still scatter around
    `m` by a standard error (half-width / 1.96), so the half-width it must reach leaves room
    for that: h* = (limit - m) / (1 + 1/1.96); it needs n * (ci95 / h*)**2 forks in all. A
    card whose `m` is at the limit or past it (0.95 of it) gets the most, a card with fewer
    than `min_forks` forks the most too, and every card not yet shown within at least the
    least (before 2026-11-28 a card whose interval already looked narrow enough around its
    shrunk effect got none, and so stayed unshown). Cards shown within get none (by the
    unrounded `shown_within` of `summarize_forks` where the card has one)."""
    low, high = WEIGHT_RANGE
    out = {}
    for name, v in cards.items():
        n, h = v["forks"], v["ci95"]
        if v.get("shown_within", _within(n, v["effect"], h, min_forks, limit)):
            continue
        m = abs(v.get("shrunk_effect", v["effect"]))
        if n < min_forks or m >= 0.95 * limit:
            weight = high
        else:
            wanted = (limit - m) / (1.0 + 1.0 / 1.96)
            weight = (h / wanted) ** 2 - 1.0
        out[name] = round(min(high, max(low, weight)), 2)
    return out


def forks_wanted(cards: dict, limit: float = 0.10, min_forks: int = 20) -> dict:
    """`fork_weights` as the summary prints it: how many cards, the forks they need in all
    (by the same estimate; a card at the cap counts its cap), and the `--fork-cards` text."""
    weights = fork_weights(cards, limit, min_forks)
    need = sum(round(w * cards[k]["forks"]) for k, w in weights.items())
    return {"cards": len(weights), "forks": need,
            "fork_cards": ",".join(f"{k}={w:g}" for k, w in sorted(weights.items()))}


def card_spread(judged: dict, errors: dict, limit: float = 0.10) -> dict:
    """The judged cards' effects as one random-effects model (game/core/effects.py): their
    mean, the spread of the true effects (tau) once the noise is taken out, the test that
    they are all alike, and per card the shrunken effect and the probability of lying beyond
    `limit` (added to the card's entry: "shrunk_effect", "p_beyond_10"); the cards most
    likely beyond it, and how many are expected beyond it in all."""
    if len(judged) < 2:
        return {}
    names = sorted(judged)
    fit = effects.spread([(judged[k]["effect"], errors[k]) for k in names])
    expected = 0.0
    likely = []
    for k in names:
        post, sd = effects.shrink((judged[k]["effect"], errors[k]), fit["mean"], fit["tau"])
        p = effects.beyond(post, sd, limit)
        judged[k]["shrunk_effect"] = round(post, 3)
        judged[k]["p_beyond_10"] = round(p, 3)
        expected += p
        likely.append((p, k, post))
    likely.sort(key=lambda t: (-t[0], t[1]))
    return {"cards": fit["k"], "mean_effect": round(fit["mean"], 3),
            "tau": round(fit["tau"], 3),
            "tau_ci95": [round(t, 3) if math.isfinite(t) else None for t in fit["tau_ci95"]],
            "q": round(fit["q"], 1), "df": fit["df"],
            "p_all_alike": round(fit["p_same"], 4),
            "expected_cards_beyond_10": round(expected, 2),
            "most_likely_beyond_10": [f"{k} {100 * post:+.1f} (P {p:.2f})"
                                      for p, k, post in likely[:8]]}
