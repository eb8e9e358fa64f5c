"""tools/epochs_weight_match.py: the variant's weight is in force only while its seat decides,
the shipped value is back afterwards, and equal weights give a symmetric match."""
from game.epochs.ai import values
from tools import epochs_weight_match as W


def test_the_weight_is_restored_and_reports_come_at_the_end():
    before = values.INFLUENCE
    lines = list(W.match("INFLUENCE", 9.0, before, games=3, seed=5, level="normal",
                         report_every=2))
    assert values.INFLUENCE == before
    assert [line["games"] for line in lines] == [2, 3]
    assert 0.0 <= lines[-1]["variant_win"] <= 1.0


def test_the_variant_weight_changes_the_variants_choices(monkeypatch):
    seen = []
    real = values.effect_value

    def spy(s, p, codes):
        seen.append((p, values.INFLUENCE))
        return real(s, p, codes)

    monkeypatch.setattr(values, "effect_value", spy)
    list(W.match("INFLUENCE", 9.0, 1.0, games=2, seed=5, level="normal"))
    # game 0: seat 0 is the variant; game 1: seat 1 (policy values are for the deciding seat)
    assert {v for _p, v in seen} == {9.0, 1.0}
