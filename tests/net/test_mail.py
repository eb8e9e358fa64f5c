"""Correspondence play (ui/net/mail.py, mail_open.py): a Gaia game's record packed into a link
and read back; every kind of damage refused with a MailError; a link that extends, trails or
leaves the game on this device handled without losing a save; the `#/mail/` route."""
import base64
import hashlib
import json
import zlib

import pytest

from game.core import Record, registry
from game.core.rng import Rng
from game.gaia.__main__ import random_policy
from ui import routes
from ui.memory_backend import DictBackend
from ui.net import mail
from ui.net.mail import MailError, pack, unpack
from ui.net.mail_open import place
from ui.store import SaveStore

GID = "abcdefghjkmn"
CREATED = "2026-03-01T10:00:00+00:00"


def gaia_record(moves: int | None, seed: int = 4, play_seed: int = 1) -> dict:
    """A 2-player Gaia record of `moves` random legal moves (None: to the end)."""
    state = registry.game("gaia").new_game(2, {}, seed)
    choose = random_policy(Rng(play_seed))
    while (moves is None or len(state.history) < moves) and not state.is_over():
        p = state.deciders()[0]
        state.apply(p, choose(state, p))
    return Record.of(state).to_dict()


def mail_save(record: dict, seat: int = 0, kinds=("human", "friend"), slot=None) -> dict:
    save = {"format": "galaxy-table/save", "version": 1, "game": record["game"],
            "name": "Gaia by links", "created": CREATED, "updated": CREATED,
            "record": record,
            "seats": [{"name": n, "kind": k, "level": "easy" if k == "ai" else None}
                      for n, k in zip(("Ada", "Bo"), kinds)],
            "meta": {"mail": {"game_id": GID, "seat": seat}}}
    if slot:
        save["id"] = slot
    return save


@pytest.fixture(scope="module")
def record():
    return gaia_record(30)


def test_a_gaia_record_goes_through_a_link_and_back(record):
    text = pack(mail_save(record))
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    link = unpack(text, "gaia")
    assert link["record"] == record
    assert link["game_id"] == GID and link["created"] == CREATED
    assert link["name"] == "Gaia by links"
    assert [(s["name"], s["kind"]) for s in link["seats"]] == [("Ada", "person"),
                                                               ("Bo", "person")]
    state = Record.from_dict(record).replay()
    assert link["deciders"] == list(state.deciders())
    routed = routes.parse(routes.mail_hash("gaia", text), ["gaia", "rftg"])
    assert routed == routes.Route("mail", game="gaia", code=text)
    assert routes.hash_of(routed) == routes.mail_hash("gaia", text)


def test_the_computer_seats_keep_their_level(record):
    link = unpack(pack(mail_save(record, kinds=("human", "ai"))))
    assert link["seats"][1] == {"name": "Bo", "kind": "ai", "level": "easy"}
    assert mail.seats_for(link["seats"], 0)[1]["kind"] == "ai"


def test_a_whole_game_fits_in_a_link():
    record = gaia_record(None)
    text = pack(mail_save(record))
    assert len(text) < 20 * len(record["actions"]) + 500  # a long game's link stays short
    assert unpack(text)["record"] == record


def _text(body: dict, version: int = 1, check: bool = True) -> str:
    raw = zlib.compress(json.dumps(body).encode())
    head = bytes([version])
    tag = hashlib.sha256(head + raw).digest()[:4] if check else b"\0\0\0\0"
    return base64.urlsafe_b64encode(head + tag + raw).decode().rstrip("=")


def _body(record: dict, **changes) -> dict:
    body = {"g": "gaia", "i": GID, "c": CREATED, "n": "x",
            "s": [["Ada", "p", None], ["Bo", "p", None]], "o": record["options"],
            "x": record["seed"], "a": record["actions"]}
    body.update(changes)
    return body


def test_the_hand_made_text_is_what_pack_makes(record):
    assert unpack(_text(_body(record)))["record"] == record


def _refused(text, match: str, game=None) -> None:
    with pytest.raises(MailError, match=match):
        unpack(text, game)


def test_every_kind_of_damage_is_refused(record):
    good = pack(mail_save(record))
    _refused("", "damaged")
    _refused(None, "damaged")
    _refused(good[:-5], "damaged")                               # cut short
    flipped = good[:40] + ("A" if good[40] != "A" else "B") + good[41:]
    _refused(flipped, "damaged")                                  # one letter changed
    _refused(good.replace("-", "+"), "damaged") if "-" in good else None
    _refused(good + "!", "damaged")
    _refused("A" * (mail.MAX_TEXT + 1), "too long")
    _refused(_text(_body(record), check=False), "damaged")       # the check does not match
    _refused(_text(_body(record), version=2), "another version")
    _refused(_text([1, 2]), "damaged")
    _refused(_text(_body(record)), "does not have", game="rftg")   # the route says another
    _refused(_text(_body(record, g="nope")), "does not have")
    _refused(_text(_body(record, g="rftg")), "hidden information")
    _refused(_text(_body(record, i="x")), "damaged")
    _refused(_text(_body(record, n="")), "damaged")
    _refused(_text(_body(record, s=[["Ada", "p", None]])), "not 1")    # one seat: 1 player
    _refused(_text(_body(record, s=[["Ada", "q", None], ["Bo", "p", None]])), "seats")
    _refused(_text(_body(record, x="seed")), "valid game")
    _refused(_text(_body(record, a="moves")), "valid game")
    bad = [list(a) for a in record["actions"]]
    bad[12] = [bad[12][0], {"no": "such move"}]
    _refused(_text(_body(record, a=bad)), "action 13")                 # not an action
    bad[12] = [bad[12][0], record["actions"][0][1]]                   # the first move again
    _refused(_text(_body(record, a=bad)), "move 13")
    wrong_seat = [list(a) for a in record["actions"]]
    wrong_seat[0] = [1 - wrong_seat[0][0], wrong_seat[0][1]]
    _refused(_text(_body(record, a=wrong_seat)), "move 1")


def test_a_link_that_unzips_too_far_is_refused(record):
    body = _body(record, n="x", pad="a" * (mail.MAX_JSON + 10))
    text = _text(body)
    assert len(text) < mail.MAX_TEXT          # small when packed, huge when unpacked
    _refused(text, "too long")


def test_routes_refuse_damaged_mail_addresses():
    games = ["gaia"]
    assert routes.parse("#/mail/gaia/short", games).kind == "bad"
    assert routes.parse("#/mail/gaia/abc$defghij", games).kind == "bad"
    assert routes.parse("#/mail/gaia", games).kind == "bad"
    assert routes.parse("#/mail/zzz/abcdefghijk", games).message == routes.NO_SUCH_GAME
    long = "#/mail/gaia/" + "a" * routes.MAX_MAIL
    assert routes.parse(long, games).message == routes.BAD_MAIL


# --- a link beside this device's saves ------------------------------------------------------
def _store(*saves) -> SaveStore:
    store = SaveStore(DictBackend(), known_games=list(registry.GAMES))
    for s in saves:
        store.save(s, s["id"])
    return store


def _link(record: dict, seat: int = 0) -> dict:
    return unpack(pack(mail_save(record, seat)))


def test_a_link_that_extends_the_save_brings_the_other_players_moves():
    full = gaia_record(40)
    mine = dict(full, actions=full["actions"][:30])
    store = _store(mail_save(mine, 1, ("friend", "human"), slot="gaia-mine"))
    outcome, save = place(store, _link(full), clock=lambda: "2026-03-02T00:00:00+00:00")
    assert outcome == "ahead" and save["id"] == "gaia-mine"
    assert save["record"]["actions"] == full["actions"]
    assert [s["kind"] for s in save["seats"]] == ["friend", "human"]   # this device: seat 1
    assert save["meta"]["mail"] == {"game_id": GID, "seat": 1}
    store.autosave(save)                                     # the guard lets it write
    assert store.load("gaia-mine")["record"]["actions"] == full["actions"]


def test_an_older_link_leaves_the_newer_save_as_it_is():
    full = gaia_record(40)
    store = _store(mail_save(full, 1, ("friend", "human"), slot="gaia-mine"))
    before = store.backend.get("galaxy-table/save/gaia-mine")
    old = dict(full, actions=full["actions"][:25])
    outcome, save = place(store, _link(old))
    assert outcome == "behind" and save["record"]["actions"] == full["actions"]
    assert store.backend.get("galaxy-table/save/gaia-mine") == before
    assert place(store, _link(full))[0] == "same"


def test_a_diverging_link_opens_as_a_new_save_and_keeps_the_old_one():
    ours = gaia_record(30, play_seed=1)
    theirs = gaia_record(30, play_seed=2)
    assert ours["actions"] != theirs["actions"]
    store = _store(mail_save(ours, 1, ("friend", "human"), slot="gaia-mine"))
    outcome, save = place(store, _link(theirs))
    assert outcome == "diverged" and save["id"] != "gaia-mine"
    assert save["record"]["actions"] == theirs["actions"]
    assert save["meta"]["mail"]["seat"] == 1                 # still this device's seat
    store.autosave(save)
    assert store.load("gaia-mine")["record"]["actions"] == ours["actions"]
    assert len(store.slots()) == 2


def test_a_new_link_takes_the_seat_whose_turn_it_is_or_asks():
    record = gaia_record(3)
    link = _link(record)
    decider = link["deciders"][0]
    outcome, save = place(_store(), link)
    assert outcome == "new"
    assert save["meta"]["mail"] == {"game_id": GID, "seat": decider}
    assert save["seats"][decider]["kind"] == "human"
    assert save["seats"][1 - decider]["kind"] == "friend"
    assert save["created"] == CREATED
    over = dict(link, deciders=[])                          # nobody decides: ask
    assert place(_store(), over) == ("ask", None)
    assert place(_store(), over, seat=1)[1]["meta"]["mail"]["seat"] == 1


def test_another_correspondence_game_is_not_touched():
    record = gaia_record(30)
    other = mail_save(record, 1, ("friend", "human"), slot="gaia-other")
    other["meta"]["mail"]["game_id"] = "zzzzzzzzzzzz"
    store = _store(other)
    outcome, save = place(store, _link(gaia_record(31)))
    assert outcome == "new" and save["id"] != "gaia-other"


# --- the panel (ui/net/mail_view.py) -------------------------------------------------------
def test_a_link_is_due_when_only_the_other_device_decides_or_this_one_ended_the_game():
    from ui.net.mail_view import link_due
    kinds = ["human", "friend", "ai"]
    assert link_due(kinds, [1], False, 0)
    assert not link_due(kinds, [0], False, 1)
    assert not link_due(kinds, [2], False, 0)            # the computer here plays first
    assert not link_due(kinds, [0, 1], False, 2)          # this device still decides too
    assert not link_due(kinds, [], False, 0)
    assert link_due(kinds, [], True, 0) and link_due(kinds, [], True, 2)
    assert not link_due(kinds, [], True, 1)               # the other player ended it


def test_the_panel_shows_the_link_to_send_with_copy_and_share():
    from ui.net.mail_view import mail_panel, start_button
    html = mail_panel("Bo & <Cy>", "http://x/#/mail/gaia/abcdefgh")
    assert 'id="mail-link"' in html and 'value="http://x/#/mail/gaia/abcdefgh"' in html
    assert 'data-net="copy:mail-link"' in html and 'data-net="share:mail-link"' in html
    assert "Send my move" in html and "&lt;Cy&gt;" in html and "<Cy>" not in html
    waiting = mail_panel("Bo", None)
    assert "mail-link" not in waiting and "Your move" in waiting
    assert "last move" in mail_panel("Bo", "http://x/#/mail/gaia/abcdefgh", over=True)
    assert 'data-net="mail"' in start_button()
