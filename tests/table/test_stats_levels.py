"""Statistics across games per AI level (ui/table/stats.py version 2, issue 78 part 4):
updates, the old version's data converted without loss, corrupt data, the table's rows and the
CSV download's header and rows."""
import json

from ui.table import stats as ST

V1 = json.dumps({"version": 1, "played": 5, "won": 3, "best_by_start": {"Old Earth": 41},
                 "by_players": {"2": {"played": 4, "won": 3}, "3": {"played": 1, "won": 0}}})


def game(score: int, won: bool, level: str = "hard", margin: int = 0, players: int = 2) -> dict:
    return {"players": players, "won": won, "score": score, "start_world": "Old Earth",
            "level": level, "margin": margin}


def test_a_level_row_counts_played_won_average_best_and_margin():
    s = ST.update(ST.empty(), game(30, True, margin=4))
    s = ST.update(s, game(20, False, margin=-6))
    s = ST.update(s, game(25, True, level="easy", margin=10))
    assert s["by_level"]["hard|2"] == {"played": 2, "won": 1, "scored": 2, "score_sum": 50,
                                       "best": 30, "margin_sum": -2}
    assert ST.rows([("rftg", s)]) == [("rftg", "easy", "2", 1, 1, 25.0, 25, 10.0),
                                      ("rftg", "hard", "2", 2, 1, 25.0, 30, -1.0)]
    assert ST.load(ST.dump(s)) == s
    assert (s["played"], s["won"], s["best_by_start"]) == (3, 2, {"Old Earth": 30})


def test_the_old_version_converts_without_losing_anything():
    s = ST.load(V1)
    assert s["version"] == 2
    assert (s["played"], s["won"], s["best_by_start"]) == (5, 3, {"Old Earth": 41})
    assert s["by_players"] == {"2": {"played": 4, "won": 3}, "3": {"played": 1, "won": 0}}
    assert ST.rows([("rftg", s)]) == [("rftg", "earlier", "2", 4, 3, None, None, None),
                                      ("rftg", "earlier", "3", 1, 0, None, None, None)]
    s = ST.update(s, game(33, True, margin=2))
    again = ST.load(ST.dump(s))
    assert again == s and again["by_level"]["earlier|2"]["played"] == 4
    assert (again["played"], again["by_players"]["2"]) == (6, {"played": 5, "won": 4})


def test_corrupt_stats_give_fresh_stats_and_the_text_is_left_alone():
    for bad in ("{nope", "[]", '{"version": 9}', '"x"', "9" * 300_000,
                json.dumps({"version": 2, "played": -1, "by_level": {"hard|2": {"played": "x"},
                                                                      "no-bar": {"played": 1}}})):
        s = ST.load(bad)
        assert s["by_level"] == {} and s["played"] == 0 and s["version"] == 2, bad[:40]
        assert ST.unreadable(bad) == (not bad.startswith('{"version": 2')), bad[:40]
    assert not ST.unreadable(None) and not ST.unreadable(V1) and not ST.unreadable(
        ST.dump(ST.empty()))
    assert ST.damaged_key("gaia") == "galaxy-table/gaia-stats-damaged"
    # a wrong row is dropped, the rest of the data kept
    s = ST.load(json.dumps({"version": 2, "played": 3, "won": 1, "by_level": {
        "hard|2": {"played": 2, "won": 5, "scored": 2, "score_sum": 40, "best": 22,
                   "margin_sum": 3}, "x|2": [1]}}))
    assert s["played"] == 3 and list(s["by_level"]) == ["hard|2"]
    assert s["by_level"]["hard|2"]["won"] == 2        # never more wins than games


def test_the_opponents_level():
    ai = {"kind": "ai", "level": "hard"}
    me = {"kind": "human", "level": None}
    assert ST.opponents_level([me, ai, ai], 0) == "hard"
    assert ST.opponents_level([me, ai, {"kind": "ai", "level": "easy"}], 0) == "mixed"
    assert ST.opponents_level([me, me], 1) == "hotseat"
    assert ST.opponents_level([me, me, ai], 0) == "mixed"


def test_the_csv_has_its_header_and_a_row_per_group():
    s = ST.update(ST.empty(), game(30, True, margin=4))
    s = ST.update(s, game(12, False, level="hotseat", margin=-3, players=3))
    text = ST.csv_text(ST.rows([("rftg", s), ("gaia", ST.empty())]),
                       {"rftg": "Race for the Galaxy, 2nd"})
    lines = text.split("\r\n")
    assert lines[0] == ("game,level,players,played,won,average score,best score,"
                        "average margin")
    assert lines[1] == '"Race for the Galaxy, 2nd",hard,2,1,1,30.0,30,4.0'
    assert lines[2] == '"Race for the Galaxy, 2nd",hotseat,3,1,0,12.0,12,-3.0'
    assert lines[3:] == [""]
    assert ST.csv_text([]) == ",".join(ST.CSV_HEADER) + "\r\n"
