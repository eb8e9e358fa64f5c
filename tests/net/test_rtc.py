"""ui/net/rtc.py's Peer against a fake browser (tests/net/fake_browser.py): the host's and the
guest's steps, the states and callbacks, framing on send and receive, the end of a connection
(the other side, failure, a lost connection after its grace period, a bad frame) and that
closing releases every listener and proxy. The real thing, two Chromium contexts joined:
tests/e2e/test_net_rtc.py."""
import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.net.fake_browser import FakeBrowser, FakeChannel
from tests.net.test_sdp_code import MDNS_ANSWER, MDNS_OFFER
from ui.net import chunks, sdp_code
from ui.net.rtc import Peer
from ui.net.sdp_code import CodeError

OFFER_CODE = sdp_code.encode(MDNS_OFFER, "offer")
ANSWER_CODE = sdp_code.encode(MDNS_ANSWER, "answer")


@pytest.fixture
def fake(monkeypatch):
    return FakeBrowser(MDNS_OFFER, MDNS_ANSWER).install(monkeypatch)


class Events:
    """Records a peer's callbacks."""

    def __init__(self, peer):
        self.seen = []
        peer.on_open = lambda: self.seen.append("open")
        peer.on_message = lambda text: self.seen.append(("message", text))
        peer.on_close = lambda: self.seen.append("close")


def run(coroutine):
    """The coroutine on an event loop of its own thread: a worker that ran a browser test
    before (Playwright's sync API) has a loop running in this thread, where asyncio.run
    refuses to start."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


async def _host(fake, **options):
    peer = Peer(**options)
    events = Events(peer)
    code = await peer.offer()
    return peer, events, code


def test_the_host_offers_accepts_and_opens(fake):
    async def go():
        peer, events, code = await _host(fake)
        assert code == OFFER_CODE and peer.state == "connecting"
        pc = fake.pc
        assert pc.config == {"iceServers": []}                 # no STUN: nobody else asked
        assert [(c.label, c.options) for c in pc.channels] == [("game", {"ordered": True})]
        assert pc.localDescription.sdp == MDNS_OFFER and pc.remote is None
        await peer.accept(ANSWER_CODE)
        assert pc.remote == {"type": "answer", "sdp": sdp_code.decode(ANSWER_CODE)[1]}
        assert events.seen == [] and peer.state == "connecting"
        pc.channels[0].open()
        assert peer.state == "open" and events.seen == ["open"]
        return peer
    run(go())


def test_ice_servers_go_to_the_connection(fake):
    servers = [{"urls": "stun:stun.example.org:3478"}]
    run(Peer(servers).offer())
    assert fake.pc.config == {"iceServers": servers}


def test_the_guest_answers_and_takes_the_hosts_channel(fake):
    async def go():
        peer = Peer()
        events = Events(peer)
        code = await peer.answer(OFFER_CODE)
        assert code == ANSWER_CODE
        pc = fake.pc
        assert pc.remote == {"type": "offer", "sdp": sdp_code.decode(OFFER_CODE)[1]}
        assert pc.channels == []                                # the guest makes none
        stray = pc.remote_channel("other")
        assert stray.readyState == "closed" and peer.state == "connecting"
        channel = pc.remote_channel("game")
        second = pc.remote_channel("game")
        assert second.readyState == "closed"
        channel.open()
        assert peer.state == "open" and events.seen == ["open"]
        peer.send("hello")
        assert channel.sent == [".hello"]
    run(go())


def test_a_channel_already_open_when_it_arrives_opens_the_peer(fake):
    async def go():
        peer = Peer()
        events = Events(peer)
        await peer.answer(OFFER_CODE)
        channel = FakeChannel("game")
        fake.pc.channels.append(channel)
        channel.readyState = "open"
        fake.pc.fire("datachannel", channel=channel)
        assert peer.state == "open" and events.seen == ["open"]
        channel.fire("open")                                    # no second on_open
        assert events.seen == ["open"]
    run(go())


def test_long_texts_go_in_frames_and_come_back_whole(fake):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        channel = fake.pc.channels[0]
        channel.open()
        text = "Žvaigždės ✓ " * 20_000                         # 240,000 characters
        peer.send(text)
        assert channel.sent == chunks.frames(text) and len(channel.sent) == 15
        assert all(len(f.encode()) <= 64_001 for f in channel.sent)
        for frame in channel.sent:
            channel.fire("message", data=frame)
        channel.fire("message", data=".")
        assert events.seen == ["open", ("message", text), ("message", "")]
    run(go())


def test_the_other_side_closing_ends_it_once_and_releases_everything(fake):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        pc = fake.pc
        channel = pc.channels[0]
        channel.open()
        assert len(fake.proxies) == 6 and not fake.all_released()
        channel.fire("close")
        assert peer.state == "closed" and events.seen == ["open", "close"]
        assert peer.close_reason == "the other side closed the connection"
        assert fake.all_released() and pc.closed and channel.readyState == "closed"
        peer.close()
        pc.set_state("closed")
        assert events.seen == ["open", "close"]
        with pytest.raises(ConnectionError):
            peer.send("late")
    run(go())


def test_our_own_close_releases_everything_without_on_close(fake):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        fake.pc.channels[0].open()
        peer.close()
        peer.close()
        assert peer.state == "closed" and events.seen == ["open"]
        assert peer.close_reason == "closed here" and fake.all_released()
        assert fake.pc.closed
    run(go())


def test_leaving_the_page_closes_the_connection(fake):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        fake.pc.channels[0].open()
        fake.window.fire("pagehide")
        assert peer.state == "closed" and peer.close_reason == "closed here"
        assert events.seen == ["open"] and fake.all_released() and fake.pc.closed
    run(go())


def test_a_failed_connection_ends_at_once(fake):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        fake.pc.set_state("connecting")
        fake.pc.set_state("failed")
        assert peer.state == "closed" and events.seen == ["close"]
        assert peer.close_reason == "the connection failed" and fake.all_released()
    run(go())


def test_a_disconnection_ends_it_only_after_the_grace_period(fake):
    async def go():
        peer, events, _ = await _host(fake, disconnect_grace=0.05)
        await peer.accept(ANSWER_CODE)
        pc = fake.pc
        pc.channels[0].open()
        pc.set_state("disconnected")
        await asyncio.sleep(0.02)
        pc.set_state("connected")                               # back in time
        await asyncio.sleep(0.08)
        assert peer.state == "open" and events.seen == ["open"]
        pc.set_state("disconnected")
        pc.set_state("disconnected")
        await asyncio.sleep(0.02)
        assert peer.state == "open"
        await asyncio.sleep(0.08)
        assert peer.state == "closed" and events.seen == ["open", "close"]
        assert peer.close_reason == "the connection was lost" and fake.all_released()
    run(go())


@pytest.mark.parametrize("data,words", [(b"\x00binary", "binary"), ("no marker", "'+' or '.'"),
                                        ("", "'+' or '.'"), (None, "binary")])
def test_a_bad_frame_ends_the_connection(fake, data, words):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        channel = fake.pc.channels[0]
        channel.open()
        channel.fire("message", data="+half of it")
        channel.fire("message", data=data)
        assert peer.state == "closed" and events.seen == ["open", "close"]
        assert words in peer.close_reason and fake.all_released()
    run(go())


def test_messages_over_the_limit_are_refused_both_ways(fake):
    async def go():
        peer, events, _ = await _host(fake, max_message=100)
        await peer.accept(ANSWER_CODE)
        channel = fake.pc.channels[0]
        channel.open()
        with pytest.raises(ValueError, match="over the limit"):
            peer.send("x" * 101)
        assert channel.sent == [] and peer.state == "open"
        peer.send("x" * 100)
        channel.fire("message", data="+" + "y" * 60)
        channel.fire("message", data="." + "y" * 41)
        assert peer.state == "closed" and "over the limit" in peer.close_reason
        assert events.seen == ["open", "close"]
    run(go())


def test_a_refused_send_ends_the_connection(fake):
    async def go():
        peer, events, _ = await _host(fake)
        await peer.accept(ANSWER_CODE)
        channel = fake.pc.channels[0]
        channel.open()
        channel.refuse_send = True
        with pytest.raises(ConnectionError, match="sending failed"):
            peer.send("x")
        assert peer.state == "closed" and events.seen == ["open", "close"]
    run(go())


def test_sending_before_the_channel_opens_is_refused(fake):
    async def go():
        peer, _, _ = await _host(fake)
        with pytest.raises(ConnectionError, match="connecting, not open"):
            peer.send("x")
    run(go())
    with pytest.raises(ConnectionError, match="new, not open"):
        Peer().send("x")


def test_a_wrong_answer_code_changes_nothing_and_another_can_follow(fake):
    async def go():
        peer, events, _ = await _host(fake)
        for code, reason in ((OFFER_CODE, "kind"), ("nonsense!", "characters"),
                             (ANSWER_CODE[:50], "incomplete")):
            with pytest.raises(CodeError) as caught:
                await peer.accept(code)
            assert caught.value.reason == reason
        assert fake.pc.remote is None and peer.state == "connecting"
        fake.refuse_remote = True
        with pytest.raises(CodeError) as caught:
            await peer.accept(ANSWER_CODE)
        assert caught.value.reason == "refused" and "Failed to set" in str(caught.value)
        fake.refuse_remote = False
        await peer.accept(ANSWER_CODE)
        assert fake.pc.remote["type"] == "answer"
        with pytest.raises(RuntimeError, match="accept"):
            await peer.accept(ANSWER_CODE)
    run(go())


def test_a_wrong_offer_code_leaves_the_guest_new(fake):
    async def go():
        peer = Peer()
        with pytest.raises(CodeError) as caught:
            await peer.answer(ANSWER_CODE)
        assert caught.value.reason == "kind"
        assert peer.state == "new" and fake.connections == []
        fake.refuse_remote = True
        with pytest.raises(CodeError) as caught:
            await peer.answer(OFFER_CODE)
        assert caught.value.reason == "refused"
        assert peer.state == "new" and fake.all_released() and fake.pc.closed
        fake.refuse_remote = False
        assert await peer.answer(OFFER_CODE) == ANSWER_CODE
    run(go())


def test_each_step_once_and_in_order(fake):
    async def go():
        with pytest.raises(RuntimeError, match="accept"):
            await Peer().accept(ANSWER_CODE)
        peer, _, _ = await _host(fake)
        with pytest.raises(RuntimeError, match="offer\\(\\) is for a new peer"):
            await peer.offer()
        with pytest.raises(RuntimeError, match="answer\\(\\) is for a new peer"):
            await peer.answer(OFFER_CODE)
        guest = Peer()
        await guest.answer(OFFER_CODE)
        with pytest.raises(RuntimeError, match="accept"):
            await guest.accept(ANSWER_CODE)
    run(go())


def test_gathering_that_never_completes_waits_only_the_timeout(fake):
    fake.gathering_takes = None

    async def go():
        loop = asyncio.get_running_loop()
        start = loop.time()
        code = await Peer(gather_timeout=0.05).offer()
        assert 0.04 <= loop.time() - start < 1 and code == OFFER_CODE
    run(go())


def test_closing_while_gathering_stops_the_offer(fake):
    fake.gathering_takes = None

    async def go():
        peer = Peer(gather_timeout=5)
        task = asyncio.ensure_future(peer.offer())
        await asyncio.sleep(0.01)
        peer.close()
        with pytest.raises(ConnectionError, match="closed"):
            await task
        assert fake.all_released()
    run(go())
