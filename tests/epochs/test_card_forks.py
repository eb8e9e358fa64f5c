"""The paired-fork measure of a card's effect (card_forks.py): what a fork changes, that both
branches share their random numbers, the summary's arithmetic, and the command line."""
import json

from game.epochs import cards as C
from game.epochs import new_game
from game.epochs.ai import make_agent
import pytest

from game.core.rng import Rng
from game.epochs.card_forks import (_weighted_draw, fork_record, fork_records, parse_cards,
                                    play_out, played_card, read_fork_records, shuffle_unseen,
                                    withhold)
from game.epochs.fork_summary import (fork_weights, forks_wanted, replicate_weight,
                                      summarize_forks)


def _midgame(steps: int = 30):
    s = new_game(2, {}, 5)
    agents = [make_agent("normal", 1), make_agent("normal", 2)]
    for _ in range(steps):
        p = s.current
        s.apply(p, agents[p].choose(s.view(p), s.legal_actions(p), p))
    return s


def test_played_card_names_the_card_a_turn_or_research_plays():
    assert played_card(("play", 7)) == 7
    assert played_card(("colonize", 9, 3, 1)) == 9
    assert played_card(("ship", 4, 3)) == 4
    assert played_card(("research", 60)) == 60
    assert played_card(("take", 0, 1)) is None
    assert played_card(("pass",)) is None
    assert played_card(("skip",)) is None


def test_withholding_discards_the_card_for_a_token_and_nothing_else():
    s = _midgame()
    while not s.hand[s.current]:        # a player with a card in hand
        p = s.current
        s.apply(p, make_agent("normal", 1).choose(s.view(p), s.legal_actions(p), p))
    p = s.current
    card = s.hand[p][0]
    before = s.clone()
    withhold(s, p, card)
    assert card not in s.hand[p] and s.discard[-1] == card
    assert s.tokens[p] == before.tokens[p] + 1
    assert len(s.hand[p]) == len(before.hand[p]) - 1
    assert s.hand[1 - p] == before.hand[1 - p] and s.tokens[1 - p] == before.tokens[1 - p]
    assert s.vp == before.vp and s.tableau == before.tableau


def test_play_out_depends_only_on_its_base_so_the_branches_share_random_numbers():
    s = _midgame()
    runs = [play_out(s.clone(), [make_agent("hard", 0), make_agent("hard", 99)], 77).scores()
            for _ in range(2)]
    assert runs[0] == runs[1]          # the agents' own seeds do not matter, the base does
    assert not s.over                  # the forked-from state is untouched


def test_a_fork_record_plays_the_card_in_one_branch_and_not_in_the_other():
    rec = fork_record("normal", 3, 0, None, 3)
    assert rec["fork_level"] == "normal" and len(rec["forks"]) == 3
    for f in rec["forks"]:
        assert f["card"] in C.NAME and f["player"] in (0, 1)
        for branch in ("played", "not_played"):
            win, margin = f[branch]
            assert win in (0.0, 0.5, 1.0) and isinstance(margin, int)
    again = fork_record("normal", 3, 0, None, 3)
    assert again["forks"] == rec["forks"]          # a record replays


def test_shuffling_the_unseen_reorders_the_decks_and_nothing_else():
    s = _midgame()
    before = s.clone()
    shuffle_unseen(s, Rng(4))
    assert any(s.decks[e] != before.decks[e] for e in (1, 2, 3))
    for e in (1, 2, 3):
        assert sorted(s.decks[e]) == sorted(before.decks[e])
    assert sorted(s.science_deck) == sorted(before.science_deck)
    assert s.hand == before.hand and s.sci == before.sci and s.offer == before.offer
    assert s.discard == before.discard and s.tableau == before.tableau
    assert s.tokens == before.tokens and s.vp == before.vp


def test_replicated_forks_record_the_means_of_their_pairs_and_replay():
    single = fork_record("normal", 3, 0, None, 2)
    rec = fork_record("normal", 3, 0, None, 2, (), 3)
    # the same forks (the trunk game does not depend on the replicates) ...
    assert [(f["card"], f["player"], f["epoch"]) for f in rec["forks"]] == \
        [(f["card"], f["player"], f["epoch"]) for f in single["forks"]]
    for f in rec["forks"]:
        assert f["replicates"] == 3 and len(f["pair_wins"]) == 3
        assert f["played"][0] == round(sum(w for w, _ in f["pair_wins"]) / 3, 4)
        assert f["not_played"][0] == round(sum(w for _, w in f["pair_wins"]) / 3, 4)
        for branch in ("played", "not_played"):
            win, _margin = f[branch]
            # ... each side the mean of three results of 0, 1/2 or 1
            assert 0.0 <= win <= 1.0 and round(win * 6, 2) == round(win * 6)
    assert "replicates" not in single["forks"][0]
    assert fork_record("normal", 3, 0, None, 2, (), 3)["forks"] == rec["forks"]   # replays
    with pytest.raises(ValueError, match="replicates"):
        list(fork_records("normal", 1, 3, replicates=0))


def test_a_fork_of_several_pairs_weighs_more_in_the_summary():
    assert replicate_weight(1) == 1.0
    assert 1.0 < replicate_weight(2) < replicate_weight(8) < 8
    w = replicate_weight(8)
    forks = [_fork("A", 1.0, 0.0)] * 10 + [dict(_fork("A", 0.5, 0.5), replicates=8)] * 10
    recs = [{"fork_level": "t", "seed": 0, "index": 0, "outcome": [1.0, 0.0], "forks": forks,
             "seconds": 2.0}]
    a = summarize_forks(recs, min_forks=1)["cards"]["A"]
    assert a["forks"] == 20 and a["play_out_pairs"] == 90
    assert a["effect"] == round(10 / (10 + 10 * w), 3)          # not the plain mean, 0.5
    assert a["win_played"] == round((10 + 5 * w) / (10 + 10 * w), 3)
    m = 10 / (10 + 10 * w)
    spread = 20 / 19 * (10 * (1 - m) ** 2 + 10 * w * w * m * m) / (10 + 10 * w) ** 2
    assert a["ci95"] == round(1.96 * spread ** 0.5, 3)


def test_forks_are_taken_only_at_the_chosen_cards():
    rec = fork_record("normal", 3, 1, frozenset(["Thalassa", "Ore Smelter"]), 0)
    assert {f["card"] for f in rec["forks"]} <= {"Thalassa", "Ore Smelter"}


def test_card_names_to_fork_at_may_carry_weights():
    assert parse_cards("") is None and parse_cards(" , ") is None
    assert parse_cards("Thalassa, Ore Smelter") == frozenset(["Thalassa", "Ore Smelter"])
    assert parse_cards("Thalassa=3,Ore Smelter") == {"Thalassa": 3.0, "Ore Smelter": 1.0}
    for bad in ("Thalassa=0", "Thalassa=-1", "Thalassa=x", "Thalassa=nan", "Thalassa=inf"):
        with pytest.raises(ValueError, match="positive number"):
            parse_cards(bad)
    with pytest.raises(ValueError, match="unknown card: Nowhere"):
        parse_cards("Thalassa=2,Nowhere=1")


def test_a_weighted_draw_takes_k_distinct_items_and_favours_the_heavy_ones():
    items = list("abcdef")
    heavy = {"a": 0, "b": 0}
    for seed in range(400):
        got = _weighted_draw(items, [20.0, 20.0, 1.0, 1.0, 1.0, 1.0], 2, Rng(seed))
        assert len(set(got)) == 2 and got == sorted(got)      # distinct, in items' order
        for x in got:
            if x in heavy:
                heavy[x] += 1
    # both heavy items are drawn in most of the 400 draws; all alike they would be in 1/3
    assert heavy["a"] > 300 and heavy["b"] > 300
    assert _weighted_draw(items, [1.0] * 6, 9, Rng(1)) == items       # k beyond the items
    assert _weighted_draw(items, [1.0] * 6, 3, Rng(7)) == _weighted_draw(items, [1.0] * 6, 3,
                                                                         Rng(7))


def test_weighted_forks_fall_on_the_weighted_cards_and_replay():
    every = fork_record("normal", 3, 0, None, 0)["forks"]          # all the game's forks
    rare = min({f["card"] for f in every}, key=lambda c: (sum(g["card"] == c for g in every), c))
    weights = {name: 1.0 for name in C.NAME}
    weights[rare] = 1e6
    rec = fork_record("normal", 3, 0, weights, 1)
    assert [f["card"] for f in rec["forks"]] == [rare]
    assert fork_record("normal", 3, 0, weights, 1)["forks"] == rec["forks"]      # replays


def test_the_command_line_takes_weighted_cards_and_refuses_a_bad_weight(capsys, tmp_path):
    from game.epochs.__main__ import main
    assert main(["balance", "--games", "0", "--strategy-games", "0", "--fork-games", "1",
                 "--fork-cards", "Thalassa=0"]) == 2
    assert "weight of Thalassa must be a positive number" in capsys.readouterr().err
    out = tmp_path / "w.jsonl"
    assert main(["balance", "--level", "normal", "--games", "0", "--strategy-games", "0",
                 "--fork-games", "1", "--forks-per-game", "2", "--seed", "3",
                 "--fork-cards", ",".join(f"{n}=2" for n in C.NAME), "--out", str(out)]) == 0
    assert json.loads(capsys.readouterr().out)["forks"]["forks"] == 2


def _fork(card, played, not_played):
    return {"card": card, "player": 0, "epoch": 1, "played": [played, 5],
            "not_played": [not_played, 0]}


def test_the_summary_is_the_mean_paired_difference_with_its_interval():
    forks = [_fork("A", 1.0, 0.0)] * 15 + [_fork("A", 1.0, 1.0)] * 15 \
        + [_fork("B", 0.0, 0.0)] * 30 + [_fork("C", 1.0, 0.0)] * 5
    recs = [{"fork_level": "t", "seed": 0, "index": 0, "outcome": [1.0, 0.0], "forks": forks,
             "seconds": 2.0}]
    out = summarize_forks(recs, min_forks=20)
    a, b = out["cards"]["A"], out["cards"]["B"]
    assert a["forks"] == 30 and a["effect"] == 0.5 and a["discordant"] == 0.5
    assert a["ci95"] == round(1.96 * (0.25 * 30 / 29 / 30) ** 0.5, 3)
    assert a["vp_margin_change"] == 5.0
    assert b["effect"] == 0.0 and b["ci95"] == 0.0
    assert out["cards_judged"] == 2                # C has 5 forks: listed, not judged
    assert out["cards_over_10_points"] == ["A +50.0 (+-18.2)"]
    assert out["cards_over_10_points_beyond_noise"] == ["A +50.0 (+-18.2)"]
    # the random-effects view of the two judged cards: B's 30 equal forks count as one
    # discordant fork in 30 (standard error 1/30), A stays far out, beyond 10 for sure
    spread = out["spread"]
    assert spread["cards"] == 2 and spread["df"] == 1 and spread["tau"] > 0.3
    assert a["p_beyond_10"] > 0.95 and b["p_beyond_10"] < 0.05
    assert spread["most_likely_beyond_10"][0].startswith("A +")
    assert 0.9 < spread["expected_cards_beyond_10"] < 1.1


def test_forks_are_wanted_where_a_card_is_not_yet_shown_within_the_limit():
    # the half-width a card must reach leaves room for its raw effect's own scatter around
    # its shrunk effect m: (0.10 - m) / (1 + 1/1.96)
    cards = {
        # shown within (|effect| + ci95 < 0.10): no weight
        "Pyros": {"forks": 400, "effect": 0.02, "ci95": 0.05, "shrunk_effect": 0.02},
        # wide interval, effect near 0: (0.16 / (0.08 / 1.5102))**2 - 1 = 8.12 times its forks
        "Sylva": {"forks": 100, "effect": 0.04, "ci95": 0.16, "shrunk_effect": 0.02},
        # its shrunk effect past 0.95 of the limit: the most
        "Oceanus": {"forks": 300, "effect": 0.14, "ci95": 0.05, "shrunk_effect": 0.12},
        # a little short: (0.0701 / (0.07 / 1.5102))**2 - 1 = 1.29
        "Survey Lab": {"forks": 500, "effect": 0.03, "ci95": 0.0701, "shrunk_effect": 0.03},
        # not shown within by its raw interval, though narrow enough around its shrunk
        # effect: still the least, or it would never be shown
        "Glacia": {"forks": 300, "effect": 0.07, "ci95": 0.04, "shrunk_effect": 0.02},
        # too few forks to be judged (no shrunk effect): the most
        "Thalassa": {"forks": 5, "effect": 0.0, "ci95": 0.0},
    }
    assert fork_weights(cards) == {"Sylva": 8.12, "Oceanus": 10.0, "Survey Lab": 1.29,
                                   "Glacia": 0.2, "Thalassa": 10.0}
    wanted = forks_wanted(cards)
    assert wanted["cards"] == 5 and wanted["forks"] == 812 + 3000 + 645 + 60 + 50
    assert parse_cards(wanted["fork_cards"]) == fork_weights(cards)
    # and the summary carries it, computed with the spread model's shrunk effects
    forks = [_fork("A", 1.0, 0.0)] * 15 + [_fork("A", 1.0, 1.0)] * 15 \
        + [_fork("B", 0.0, 0.0)] * 30
    recs = [{"fork_level": "t", "seed": 0, "index": 0, "outcome": [1.0, 0.0], "forks": forks,
             "seconds": 2.0}]
    out = summarize_forks(recs, min_forks=20)
    assert out["forks_wanted"]["fork_cards"] == "A=10"


def test_the_summary_counts_the_first_players_wins_over_trunks_that_record_the_starter():
    def trunk(index, starter, outcome):
        rec = {"fork_level": "t", "seed": 0, "index": index, "outcome": outcome, "forks": [],
               "seconds": 1.0}
        if starter is not None:
            rec["starter"] = starter
        return rec
    recs = [trunk(0, 0, [1.0, 0.0]), trunk(1, 1, [1.0, 0.0]), trunk(2, 1, [0.0, 1.0]),
            trunk(3, 0, [0.5, 0.5]), trunk(4, None, [1.0, 0.0])]   # the last: an older record
    out = summarize_forks(recs)
    assert out["first_player_games"] == 4 and out["first_player_win"] == 0.625
    assert fork_record("normal", 3, 0, None, 1)["starter"] in (0, 1)


def test_balance_runs_forks_and_sums_them_from_a_file(tmp_path, capsys):
    from game.epochs.__main__ import main
    out = tmp_path / "forks.jsonl"
    assert main(["balance", "--level", "normal", "--games", "1", "--strategy-games", "0",
                 "--fork-games", "2", "--forks-per-game", "2", "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["forks"]["trunk_games"] == 2 and report["forks"]["forks"] == 4
    assert len(read_fork_records([str(out)])) == 2
    assert main(["balance", "--from", str(out)]) == 0
    summed = json.loads(capsys.readouterr().out)
    assert summed["self_play"]["games"] == 1 and summed["forks"]["forks"] == 4


def test_balance_plays_replicated_forks_from_the_command_line(tmp_path, capsys):
    from game.epochs.__main__ import main
    out = tmp_path / "forks.jsonl"
    assert main(["balance", "--level", "normal", "--games", "0", "--strategy-games", "0",
                 "--fork-games", "1", "--forks-per-game", "1", "--fork-replicates", "2",
                 "--out", str(out)]) == 0
    capsys.readouterr()
    (fork,) = read_fork_records([str(out)])[0]["forks"]
    assert fork["replicates"] == 2
    assert main(["balance", "--games", "0", "--strategy-games", "0", "--fork-games", "1",
                 "--fork-replicates", "0"]) == 2
    assert "replicates must be 1 or more" in capsys.readouterr().err


def test_an_unknown_card_to_fork_at_is_refused(capsys):
    from game.epochs.__main__ import main
    assert main(["balance", "--games", "0", "--strategy-games", "0", "--fork-games", "1",
                 "--fork-cards", "No Such Card"]) == 2
    assert "unknown card: No Such Card" in capsys.readouterr().err



def _trunk(seed, index, starter, outcome, forks):
    return {"fork_level": "hard", "seed": seed, "index": index, "starter": starter,
            "outcome": outcome, "forks": forks, "seconds": 1.0}


def test_older_forks_judge_only_the_cards_the_new_edition_left_alone():
    from game.epochs.card_forks import with_older_forks
    new = [_trunk(2, 0, 0, [1.0, 0.0], [_fork("Oceanus", 1.0, 1.0), _fork("Eden", 0.0, 0.0)])]
    old = [_trunk(1, 0, 1, [1.0, 0.0], [_fork("Oceanus", 1.0, 0.0), _fork("Eden", 1.0, 0.0)]),
           _trunk(1, 1, 1, [1.0, 0.0], [_fork("Eden", 1.0, 0.0)])]
    pooled = with_older_forks(new, old, ["Oceanus"])
    out = summarize_forks(pooled, min_forks=1)
    assert out["cards"]["Oceanus"]["forks"] == 1             # the changed card: new forks only
    assert out["cards"]["Oceanus"]["effect"] == 0.0
    assert out["cards"]["Eden"]["forks"] == 3                 # the unchanged one: all of them
    assert out["first_player_games"] == 1 and out["first_player_win"] == 1.0   # new games only
    assert old[0]["starter"] == 1 and len(old[0]["forks"]) == 2     # the inputs are untouched
    again = summarize_forks(with_older_forks(new, new + old, ["Oceanus"]), min_forks=1)
    assert again["trunk_games"] == 3 and again["cards"]["Eden"]["forks"] == 3   # counted once


def test_balance_pools_older_forks_from_the_command_line(tmp_path, capsys):
    from game.epochs.__main__ import main
    new, old = tmp_path / "new.jsonl", tmp_path / "old.jsonl"
    new.write_text(json.dumps(_trunk(2, 0, 0, [1.0, 0.0], [_fork("Eden", 0.0, 0.0)])) + "\n")
    old.write_text(json.dumps(_trunk(1, 0, 1, [1.0, 0.0], [_fork("Eden", 1.0, 0.0),
                                                          _fork("Oceanus", 1.0, 0.0)])) + "\n")
    assert main(["balance", "--from", str(new), "--older", str(old),
                 "--changed", "Oceanus"]) == 0
    forks = json.loads(capsys.readouterr().out)["forks"]
    assert forks["cards"]["Eden"]["forks"] == 2 and "Oceanus" not in forks["cards"]
    assert main(["balance", "--from", str(new), "--older", str(old),
                 "--changed", "Oceanos"]) == 2
    assert "unknown card: Oceanos" in capsys.readouterr().err
    assert main(["balance", "--from", str(new), "--older", str(old)]) == 2   # no --changed
    assert "--changed" in capsys.readouterr().err
    assert main(["balance", "--from", str(new), "--changed", "Oceanus"]) == 2   # no --older
    assert "--older and --changed go together" in capsys.readouterr().err
    assert main(["balance", "--from", str(new), "--older", str(old), "--changed", "Eden",
                 "--older", str(old)]) == 2                              # one --changed short
    assert "one --changed after each --older" in capsys.readouterr().err


def test_balance_chains_editions_further_back(tmp_path, capsys):
    """e9 <- e8 <- e7: the e7 forks of a card e8 changed are left out, like those of a card
    e9 changed; e8's forks of the card e8 changed stay."""
    from game.epochs.__main__ import main
    e9, e8, e7 = (tmp_path / f"{n}.jsonl" for n in ("e9", "e8", "e7"))
    e9.write_text(json.dumps(_trunk(9, 0, 0, [1.0, 0.0], [_fork("Pyros", 1.0, 0.0)])) + "\n")
    e8.write_text(json.dumps(_trunk(8, 0, 0, [1.0, 0.0], [_fork("Pyros", 0.0, 1.0),
                                                         _fork("Oceanus", 1.0, 0.0),
                                                         _fork("Eden", 1.0, 0.0)])) + "\n")
    e7.write_text(json.dumps(_trunk(7, 0, 0, [1.0, 0.0], [_fork("Pyros", 0.0, 1.0),
                                                         _fork("Oceanus", 0.0, 1.0),
                                                         _fork("Eden", 1.0, 0.0)])) + "\n")
    assert main(["balance", "--from", str(e9), "--older", str(e8), "--changed", "Pyros",
                 "--older", str(e7), "--changed", "Oceanus"]) == 0
    out = json.loads(capsys.readouterr().out)["forks"]
    cards = out["cards"]
    assert cards["Pyros"]["forks"] == 1 and cards["Pyros"]["effect"] == 1.0    # e9's only
    assert cards["Oceanus"]["forks"] == 1 and cards["Oceanus"]["effect"] == 1.0  # e8's only
    assert cards["Eden"]["forks"] == 2
    assert out["trunk_games"] == 3 and out["first_player_games"] == 1


def test_a_card_changed_back_is_judged_again_by_the_editions_before_its_change(tmp_path,
                                                                              capsys):
    """e23 <- e22 <- e21: e22 changed Pyros and e23 changed it back, e21 changed Eden: the e21
    forks of Pyros judge today's Pyros (\"=Eden\": exactly what differs from today)."""
    from game.epochs.__main__ import main
    e23, e22, e21 = (tmp_path / f"{n}.jsonl" for n in ("e23", "e22", "e21"))
    e23.write_text(json.dumps(_trunk(9, 0, 0, [1.0, 0.0], [_fork("Pyros", 1.0, 0.0)])) + "\n")
    e22.write_text(json.dumps(_trunk(8, 0, 0, [1.0, 0.0], [_fork("Pyros", 0.0, 1.0),
                                                          _fork("Eden", 1.0, 0.0)])) + "\n")
    e21.write_text(json.dumps(_trunk(7, 0, 0, [1.0, 0.0], [_fork("Pyros", 1.0, 0.0),
                                                          _fork("Eden", 0.0, 1.0),
                                                          _fork("Oceanus", 1.0, 0.0)])) + "\n")
    args = ["balance", "--from", str(e23), "--older", str(e22), "--changed", "Pyros",
            "--older", str(e21)]
    assert main(args + ["--changed", "=Eden"]) == 0
    cards = json.loads(capsys.readouterr().out)["forks"]["cards"]
    assert cards["Pyros"]["forks"] == 2 and cards["Pyros"]["effect"] == 1.0   # e23's and e21's
    assert cards["Eden"]["forks"] == 1 and cards["Eden"]["effect"] == 1.0     # e22's only
    assert cards["Oceanus"]["forks"] == 1
    assert main(args + ["--changed", "Eden"]) == 0                            # accumulated
    cards = json.loads(capsys.readouterr().out)["forks"]["cards"]
    assert cards["Pyros"]["forks"] == 1 and cards["Eden"]["forks"] == 1


def test_trunks_chosen_by_their_deal_are_ordinary_games_that_deal_a_seat_the_card():
    import itertools
    from game.core.tournament import mix
    from game.epochs.balance import dealt_of
    from game.epochs.card_forks import dealt_indices
    found = list(itertools.islice(dealt_indices(7, 0, ["Stellar Atlas"]), 4))
    assert found == sorted(found) and len(set(found)) == 4
    for i in range(found[-1] + 1):             # every game dealing it is kept, no other one
        first, second = dealt_of({"seed": 7, "index": i})
        assert (i in found) == ("Stellar Atlas" in first + second)
    for i in found:                            # the very deal of balance.play's game i
        s = new_game(2, {}, mix(7, i, 0))
        assert "Stellar Atlas" in [C.NAME[c] for p in (0, 1) for c in s.sci[p]]
    with pytest.raises(ValueError, match="not a science card: Thalassa"):
        dealt_indices(7, 0, ["Thalassa"])
    with pytest.raises(ValueError, match="unknown card: Nope"):
        dealt_indices(7, 0, ["Nope"])


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_a_run_chosen_by_the_deal_says_so_and_leaves_the_first_player_rate_alone(tmp_path,
                                                                                   capsys):
    from game.epochs.__main__ import main
    from game.epochs.balance import dealt_of
    out = tmp_path / "dealt.jsonl"
    assert main(["balance", "--level", "normal", "--games", "0", "--strategy-games", "0",
                 "--fork-games", "3", "--seed", "4", "--fork-dealt", "Genetics",
                 "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)["forks"]
    recs = read_fork_records([str(out)])
    assert len(recs) == 3 and report["trunk_games"] == 3
    for r in recs:
        first, second = dealt_of({"seed": 4, "index": r["index"]})
        assert r["dealt_for"] == ["Genetics"] and "Genetics" in first + second
    assert report["first_player_games"] == 0          # chosen games: not the first player's
    assert main(["balance", "--games", "0", "--strategy-games", "0", "--fork-games", "1",
                 "--fork-dealt", "Thalassa"]) == 2
    assert "not a science card: Thalassa" in capsys.readouterr().err


def test_a_card_is_shown_within_by_its_unrounded_effect_and_interval():
    # 21 forks won instead of lost in 294: printed +0.071 +- 0.029 (sum 0.100, under the line
    # as printed), unrounded 0.0714 + 0.0295 = 0.1009: not shown within, and forks wanted
    forks = [_fork("X", 1.0, 0.0)] * 21 + [_fork("X", 0.0, 0.0)] * 273 \
        + [_fork("Y", 0.0, 0.0)] * 40
    recs = [{"fork_level": "t", "seed": 0, "index": 0, "outcome": [1.0, 0.0], "forks": forks,
             "seconds": 2.0}]
    out = summarize_forks(recs, min_forks=20)
    x = out["cards"]["X"]
    assert (x["effect"], x["ci95"]) == (0.071, 0.029) and x["shown_within"] is False
    assert out["cards"]["Y"]["shown_within"] is True
    assert out["cards_shown_within"] == 1 and out["cards_not_shown_within"] == ["X"]
    assert "X" in fork_weights(out["cards"])
