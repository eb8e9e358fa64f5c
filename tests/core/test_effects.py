"""game/core/effects.py: the spread of many noisy effects, shrinkage, tail probabilities."""
import math
import random

import pytest

from game.core import effects


def test_estimates_that_differ_only_by_noise_have_no_spread_within_the_interval():
    covered, taus = 0, []
    for seed in range(40):
        rng = random.Random(seed)
        fit = effects.spread([(0.02 + rng.gauss(0, 0.1), 0.1) for _ in range(100)])
        covered += fit["tau_ci95"][0] == 0.0
        taus.append(fit["tau"])
        assert abs(fit["mean"] - 0.02) < 0.04 and fit["df"] == 99
    assert covered >= 35                    # a 95 % interval: about 38 of 40
    assert sorted(taus)[20] < 0.03          # the median estimate is near 0


def test_the_interval_covers_a_true_spread():
    covered = 0
    for seed in range(40):
        rng = random.Random(seed)
        fit = effects.spread([(rng.gauss(0, 0.05) + rng.gauss(0, 0.1), 0.1) for _ in range(100)])
        low, high = fit["tau_ci95"]
        covered += low <= 0.05 <= high
    assert covered >= 35


def test_estimates_of_two_camps_have_the_spread_of_the_camps():
    rng = random.Random(6)
    est = [((0.3 if i % 2 else -0.3) + rng.gauss(0, 0.05), 0.05) for i in range(60)]
    fit = effects.spread(est)
    assert 0.25 < fit["tau"] < 0.35 and fit["p_same"] < 1e-6
    assert 0.2 < fit["tau_ci95"][0] < fit["tau"] < fit["tau_ci95"][1] < 0.45


def test_shrinking_moves_noisy_estimates_to_the_mean_and_leaves_precise_ones():
    noisy_mean, noisy_sd = effects.shrink((0.4, 0.2), 0.0, 0.05)
    precise_mean, _ = effects.shrink((0.4, 0.01), 0.0, 0.05)
    assert abs(noisy_mean - 0.4 * 0.0025 / (0.0025 + 0.04)) < 1e-12
    assert noisy_sd < 0.05
    assert precise_mean > 0.38
    assert effects.shrink((0.4, 0.2), 0.1, 0.0) == (0.1, 0.0)   # no spread: all at the mean


def test_beyond_is_the_two_tails_of_the_posterior():
    assert abs(effects.beyond(0.0, 1.0, 1.96) - 0.05) < 1e-3
    assert effects.beyond(0.3, 0.1, 0.1) == pytest.approx(1 - effects.normal_cdf(-2.0)
                                                          + effects.normal_cdf(-4.0))
    assert effects.beyond(0.2, 0.0, 0.1) == 1.0 and effects.beyond(0.05, 0.0, 0.1) == 0.0


def test_the_chi_square_tail_is_close_to_exact_values():
    # exact values (the regularized incomplete gamma function by its series): 0.48017, 0.000946
    assert effects.chi2_tail(90.0, 90) == pytest.approx(0.48017, abs=0.01)
    assert effects.chi2_tail(137.5, 90) == pytest.approx(0.000946, abs=0.0003)
    assert effects.chi2_tail(0.0, 10) == 1.0
    assert effects.chi2_quantile(0.975, 90) == pytest.approx(118.136, abs=0.1)
    assert effects.chi2_quantile(0.025, 90) == pytest.approx(65.647, abs=0.1)
    assert effects.normal_quantile(0.975) == pytest.approx(1.959964, abs=1e-6)


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        effects.spread([(0.1, 0.1)])
    with pytest.raises(ValueError):
        effects.spread([(0.1, 0.1), (0.2, 0.0)])
    assert math.isfinite(effects.spread([(0.1, 0.1), (0.2, 0.1)])["tau"])
