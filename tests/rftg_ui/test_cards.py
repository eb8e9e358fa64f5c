"""Small card faces: every physical card shows its full name (never cut), one short phase line
per power, escaped text, a good marker outside the name, and an accessible name (a button's
from its content, starting with the visible name); the card CSS
never clamps or ellipsises a name."""
import html
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from game.rftg import cards as C
from game.rftg.carddata import DESIGNS
from ui.rftg.cardview import PHASE_LABEL, breakable_name, large, main_line, mini, phase_badge
from ui.rftg.faces import face_from_design, short_line

ROOT = Path(__file__).resolve().parents[2]
CARD_IDS = sorted(C.DESIGN) if isinstance(C.DESIGN, dict) else range(len(C.DESIGN))


def design_of(cid):
    return DESIGNS[C.DESIGN[cid]]


def inner(markup, cls):
    """The inner HTML of the first <span class="cls ..."> (spans only, nested spans counted)."""
    m = re.search(rf'<span class="{cls}(?: [^"]*)?"[^>]*>', markup)
    assert m, cls
    depth, i = 1, m.end()
    for t in re.finditer(r"<(/?)span\b[^>]*>", markup[i:]):
        depth += -1 if t.group(1) else 1
        if depth == 0:
            return markup[i:i + t.start()]
    raise AssertionError("unclosed span")


class _Name(HTMLParser):
    """The accessible name of the first element: its aria-label, else the text of its
    content without the parts hidden from assistive technology (aria-hidden)."""

    VOID = {"wbr", "br", "img", "input"}

    def __init__(self):
        super().__init__()
        self.label, self.parts, self.hidden, self.depth = None, [], [], 0

    def handle_starttag(self, name, attrs):
        attrs = dict(attrs)
        if self.depth == 0 and self.label is None:
            self.label = attrs.get("aria-label")
        if name in self.VOID:
            return
        self.depth += 1
        if attrs.get("aria-hidden") == "true":
            self.hidden.append(self.depth)

    def handle_endtag(self, name):
        if self.hidden and self.hidden[-1] == self.depth:
            self.hidden.pop()
        self.depth -= 1

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def accessible_name(markup):
    parser = _Name()
    parser.feed(markup)
    name = parser.label if parser.label is not None else "".join(parser.parts)
    return name.replace("\u00ad", "")     # a soft hyphen is no part of a name


ZOOM_BTN = re.compile(r'<button type="button" class="tk-zoom-btn" data-zoom="1" '
                      r'aria-label="([^"]*)"><span aria-hidden="true">\+</span></button>')


def card_of(out):
    """The card inside the kit's zoom wrapper (html.with_zoom), checking its "enlarge"
    button: named "Enlarge <name>", no data-act of its own (a tap only enlarges)."""
    m = re.fullmatch(r'<span class="tk-zw">(.*)(<button [^>]*class="tk-zoom-btn".*)</span>',
                     out, re.S)
    assert m, out[:80]
    assert ZOOM_BTN.fullmatch(m.group(2)), m.group(2)
    return m.group(1), html.unescape(ZOOM_BTN.fullmatch(m.group(2)).group(1))


def plain(fragment):
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def test_there_are_114_cards():
    assert len(list(CARD_IDS)) == 114


@pytest.mark.parametrize("cid", list(CARD_IDS))
def test_every_card_shows_its_full_name_powers_and_accessible_name(cid):
    d = design_of(cid)
    f = face_from_design(d)
    for kw in ({}, {"has_good": True}, {"act": f"card:{cid}", "cost": 2}):
        out, zoom_label = card_of(mini(f, card_id=cid, **kw))
        assert zoom_label == f"Enlarge {d['name']}"
        shown = plain(inner(out, "c-name"))
        assert shown.replace("\u00ad", "") == d["name"] and shown.count("\u00ad") <= 2
        assert "…" not in out and "..." not in out
        label = accessible_name(out)
        assert label.startswith(d["name"] + ", ")
        if "act" in kw:     # a button: named by its content, which starts with the name
            assert "aria-label" not in out.split(">", 1)[0]
            assert "you pay 2" in label
        assert str(d["cost"]) in label and "VP" in label
        assert ("development" if d["type"].startswith("dev") else "world") in label
        lines = re.findall(r'<span class="pw">(.*?)</span></span>', out)
        assert len(lines) == len(d["powers"]), d["name"]
        if d["powers"]:
            assert 'class="c-pw"' in out
        for line in lines:
            assert re.search(r'class="ph ph[1-5t]"', line)
            words = plain(inner(line + "</span>", "pw-t"))
            assert 0 < len(words) <= 30, words


def test_goods_marker_sits_in_the_top_row_outside_the_name():
    for d in DESIGNS:
        f = face_from_design(d)
        if not f["good"]:
            continue
        out = mini(f, has_good=True)
        assert "good-tok" not in inner(out, "c-name")
        assert "good-tok" in inner(out, "c-top")
        assert out.index("good-tok") < out.index('class="c-name')
        assert f"{f['good'].capitalize()} good" in out or "Genes good" in out


def test_text_is_escaped_in_name_and_power_lines():
    f = dict(face_from_design(DESIGNS[0]), name="<b>x</b> & 'q'",
             lines=[("3", "<i>+1</i> Military")])
    out = mini(f, card_id=1)
    assert "<b>" not in out and "<i>" not in out
    assert "&lt;b&gt;x&lt;/b&gt; &amp; &#x27;q&#x27;" in out and "&lt;i&gt;" in out
    assert "&lt;b&gt;" in large(f)


def test_phase_badges_differ_by_numeral_and_class_and_are_named():
    badges = {p: phase_badge(p) for p in PHASE_LABEL}
    assert len({re.search(r'class="([^"]+)"', b).group(1) for b in badges.values()}) == 6
    assert len({re.search(r">([^<]*)<", b).group(1) for b in badges.values()}) == 6
    assert 'title="Settle"' in badges["3"] and ">III<" in badges["3"]
    css = (ROOT / "assets/rftg.css").read_text()
    for cls in ("ph1", "ph2", "ph3", "ph4", "pht", "ph5"):      # a shape of its own for each
        rule = re.search(rf"\.rf \.{cls} \{{([^}}]*)\}}", css).group(1)
        assert "background" in rule and ("clip-path" in rule or "border-radius" in rule), cls


def test_short_lines_are_compact_and_readable():
    assert short_line(2, ("REDUCE",), 1, 0) == ("2", "−1 cost")
    assert short_line(3, ("EXTRA_MILITARY",), 2, 0) == ("3", "+2 Military")
    assert short_line(3, ("EXTRA_MILITARY",), -1, 0) == ("3", "−1 Military")
    assert short_line(5, ("PRODUCE",), 0, 0, "rare") == ("5", "produce Rare")
    assert short_line(4, ("TRADE_ALIEN",), 2, 0) == ("$", "sell Alien +2 cards")
    assert short_line(4, ("CONSUME_ANY", "GET_VP"), 1, 2) == ("4", "any → 1 VP ×2")
    assert short_line(1, ("DRAW",), 1, 0) == ("1", "see +1")
    assert short_line(1, ("NOT_A_CODE",), 1, 0) is None
    assert short_line(4, ("NOT_A_CODE",), 1, 0) is None      # no reward: the face keeps the long text
    f = face_from_design(next(d for d in DESIGNS if d["name"] == "Old Earth"))
    assert [p for p, _ in f["lines"]] == ["$", "4"]


def test_long_words_get_one_break_opportunity_and_keep_their_letters():
    assert breakable_name("Mining Conglomerate") == "Mining Conglo&shy;merate"
    for d in DESIGNS:
        b = breakable_name(d["name"])
        assert html.unescape(b.replace("&shy;", "")) == d["name"]
        for w in b.split(" "):
            assert w.count("&shy;") <= 1
            if "&shy;" in w:
                a, z = w.split("&shy;")
                assert len(a) >= 4 and len(z) >= 3
    assert breakable_name("A&B Terraforming") == "A&amp;B Terra&shy;forming"


def test_card_css_never_clamps_or_cuts_a_name():
    css = (ROOT / "assets/rftg.css").read_text()
    for rule in re.findall(r"[^{}]*\.c-name[^{}]*\{([^}]*)\}", css):
        assert "line-clamp" not in rule and "ellipsis" not in rule
        assert "overflow: hidden" not in rule and "nowrap" not in rule
    card = re.search(r"\.rf \.card \{([^}]*)\}", css).group(1)
    assert "min-height" in card and not re.search(r"(?<!min-)height:", card)


@pytest.mark.parametrize("cid", list(CARD_IDS))
def test_every_card_with_powers_has_a_main_power_line_for_phones(cid):
    """Issue 77 item 11: one compact line (`c-one`, shown by the phone CSS) with the card's
    first short power line, hidden from assistive technology (the name says the powers)."""
    d = design_of(cid)
    f = face_from_design(d)
    out, _label = card_of(mini(f, card_id=cid, act=f"card:{cid}"))
    if not d["powers"]:
        assert "c-one" not in out and main_line(f) == ""
        return
    m = re.search(r'<span class="c-one" aria-hidden="true">([^<]+)</span>', out)
    assert m, d["name"]
    words = html.unescape(m.group(1))
    assert words == main_line(f) and 0 < len(words) <= 30
    assert words.replace("\u00a0", " ") == f["lines"][0][1]


def test_phone_css_shows_one_cut_power_line_and_the_zoom_button():
    css = (ROOT / "assets/rftg.css").read_text()
    assert re.search(r"\.rf \.c-one \{ display: none; \}", css)
    phone = css[css.index("@media (max-width: 520px)"):]
    rule = re.search(r"\.rf \.c-one \{([^}]*)\}", phone).group(1)
    assert "display: block" in rule and "nowrap" in rule and "ellipsis" in rule
    kit = (ROOT / "assets/table.css").read_text()
    assert ".tk .tk-zoom-btn { display: none; }" in kit
    narrow = kit[kit.index("@media (max-width: 520px), (hover: none)"):]
    btn = re.search(r"\.tk \.tk-zoom-btn \{([^}]*)\}", narrow).group(1)
    assert "width: 24px" in btn and "height: 24px" in btn and "display: flex" in btn


def test_a_card_without_id_has_no_zoom_button():
    f = face_from_design(design_of(next(iter(CARD_IDS))))
    assert "tk-zoom-btn" not in mini(f)
