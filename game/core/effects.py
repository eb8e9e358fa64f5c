"""Many noisy effects measured at once (one per card, faction, ...): how much they really differ,
and what each one probably is once that is known.

A balance run measures one effect per item with its standard error; with ~100 items and 20-50
samples each, the raw estimates spread far wider than the true effects do, and some land beyond
any line by chance alone. The standard answer is a random-effects model:

    observed_i = true_i + noise_i,   noise_i ~ N(0, se_i^2),   true_i ~ N(mean, tau^2)

- `spread` estimates mean and tau (DerSimonian and Laird's moment estimator) with a 95 %
  interval for tau (the Q-profile method), and Cochran's Q, the test that every item has the
  same true effect;
- `shrink` gives each item's posterior mean and standard deviation under that model (empirical
  Bayes): a noisy estimate moves toward the mean, a precise one stays where it is;
- `beyond` is the posterior probability that an item's true effect lies beyond +-limit.

The model assumes the true effects are roughly normal around their mean: one item far out on
its own is pulled in like the others, so these numbers sit beside the raw intervals, not in
their place. Pure Python (math only).
"""
import math
from typing import Sequence

Estimate = tuple  # (effect, standard error)


def spread(estimates: Sequence[Estimate]) -> dict:
    """{"k", "mean", "tau", "tau_ci95", "q", "df", "p_same"} for (effect, se) pairs, se > 0.

    mean is the random-effects weighted mean, tau the between-item standard deviation (0 when
    the estimates vary no more than their noise) and tau_ci95 its 95 % interval (low, high),
    q Cochran's Q on df = k - 1 degrees of freedom and p_same its p-value (Wilson-Hilferty
    approximation of the chi-square tail): small means the items differ by more than their
    noise."""
    k = len(estimates)
    if k < 2:
        raise ValueError("spread needs at least two estimates")
    if any(se <= 0 for _, se in estimates):
        raise ValueError("every standard error must be positive")
    w = [1.0 / (se * se) for _, se in estimates]
    sw = sum(w)
    fixed = sum(wi * e for wi, (e, _) in zip(w, estimates)) / sw
    q = sum(wi * (e - fixed) ** 2 for wi, (e, _) in zip(w, estimates))
    df = k - 1
    c = sw - sum(wi * wi for wi in w) / sw
    tau2 = max(0.0, (q - df) / c) if c > 0 else 0.0
    wr = [1.0 / (se * se + tau2) for _, se in estimates]
    mean = sum(wi * e for wi, (e, _) in zip(wr, estimates)) / sum(wr)
    return {"k": k, "mean": mean, "tau": math.sqrt(tau2),
            "tau_ci95": (_tau_where(estimates, chi2_quantile(0.975, df)),
                         _tau_where(estimates, chi2_quantile(0.025, df))),
            "q": q, "df": df, "p_same": chi2_tail(q, df)}


def _generalized_q(estimates: Sequence[Estimate], tau2: float) -> float:
    w = [1.0 / (se * se + tau2) for _, se in estimates]
    mean = sum(wi * e for wi, (e, _) in zip(w, estimates)) / sum(w)
    return sum(wi * (e - mean) ** 2 for wi, (e, _) in zip(w, estimates))


def _tau_where(estimates: Sequence[Estimate], target: float) -> float:
    """The tau at which the generalized Q (decreasing in tau) equals target; 0 if it is below
    target already at tau = 0, infinite if it never comes down to it (the Q-profile
    interval's ends; with very few estimates the upper end is unbounded)."""
    if _generalized_q(estimates, 0.0) <= target:
        return 0.0
    hi = max(e * e for e, _ in estimates) + max(se * se for _, se in estimates)
    while _generalized_q(estimates, hi) > target:
        hi *= 4.0
        if hi > 1e12:
            return math.inf
    lo = 0.0
    for _ in range(60):
        mid = (lo + hi) / 2.0
        if _generalized_q(estimates, mid) > target:
            lo = mid
        else:
            hi = mid
    return math.sqrt((lo + hi) / 2.0)


def shrink(estimate: Estimate, mean: float, tau: float) -> tuple:
    """(posterior mean, posterior sd) of one item's true effect under N(mean, tau^2)."""
    effect, se = estimate
    if tau <= 0:
        return mean, 0.0
    t2, s2 = tau * tau, se * se
    weight = t2 / (t2 + s2)
    return mean + weight * (effect - mean), math.sqrt(weight * s2)


def beyond(post_mean: float, post_sd: float, limit: float) -> float:
    """P(|true effect| > limit) for a normal posterior."""
    if post_sd <= 0:
        return 1.0 if abs(post_mean) > limit else 0.0
    return normal_cdf((-limit - post_mean) / post_sd) + 1.0 - normal_cdf((limit - post_mean) / post_sd)


def normal_cdf(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def chi2_quantile(p: float, df: int) -> float:
    """The x with P(chi-square_df <= x) = p (Wilson-Hilferty)."""
    h = 2.0 / (9.0 * df)
    z = normal_quantile(p)
    return df * max(0.0, 1.0 - h + z * math.sqrt(h)) ** 3


def normal_quantile(p: float) -> float:
    """The z with normal_cdf(z) = p, by bisection (to ~1e-12)."""
    if not 0.0 < p < 1.0:
        raise ValueError("p must lie strictly between 0 and 1")
    lo, hi = -40.0, 40.0
    for _ in range(100):
        mid = (lo + hi) / 2.0
        if normal_cdf(mid) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


def chi2_tail(x: float, df: int) -> float:
    """P(chi-square with df degrees of freedom > x), Wilson-Hilferty (good to ~0.01 for
    df >= 10, the sizes used here)."""
    if x <= 0:
        return 1.0
    h = 2.0 / (9.0 * df)
    z = ((x / df) ** (1.0 / 3.0) - (1.0 - h)) / math.sqrt(h)
    return 1.0 - normal_cdf(z)
