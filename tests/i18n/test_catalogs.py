"""Every catalog against the code: a message the code uses and a catalog lacks (or leaves
untranslated), a broken placeholder or a wrong number of plural forms fails here.

The extractor (tools/i18n.py) reads every module under game/ and ui/; a game's engine and
table texts land in its domain (game/<id>, ui/<id>), everything else in `app`."""
from pathlib import Path

import pytest

from game.core import i18n, po
from tools import i18n as tool

REPO = Path(__file__).resolve().parents[2]


def test_the_code_marks_texts_the_extractor_understands():
    ex = tool.extract(REPO)
    assert ex.problems == []
    assert len(ex.messages.get("app", {})) > 50     # the shell and lobby are marked


@pytest.mark.parametrize("dom", i18n.DOMAINS)
def test_every_catalog_has_every_message_of_its_domain(dom):
    problems = tool.check(REPO, domains={dom})
    assert problems == [], "\n".join(problems[:40]) + f"\n({len(problems)} problems)"


def _fake_repo(tmp_path, code, po_text, lang="pl"):
    (tmp_path / "ui").mkdir()
    (tmp_path / "game").mkdir()
    (tmp_path / "ui" / "screen.py").write_text(code)
    target = tmp_path / "locale" / "app"
    target.mkdir(parents=True)
    for other in tool.TARGETS:
        (target / f"{other}.po").write_text(po_text if other == lang else "")
    return tmp_path


HEADER = ('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n'
          '"Plural-Forms: {}\\n"\n\n')


def _problems(tmp_path, code, body, lang="pl"):
    text = HEADER.format(i18n.PLURAL_FORMS[lang]) + body
    repo = _fake_repo(tmp_path, code, text, lang)
    return [p for p in tool.check(repo)
            if p.startswith(f"locale/app/{lang}.po") or p.startswith("ui/screen.py")]


CODE = ('from game.core.i18n import domain\n_ = domain("app")\n'
        'x = _("Hello {name}", name="A")\ny = _.n("{n} card", "{n} cards", 3)\n')
GOOD = ('msgid "Hello {name}"\nmsgstr "Cześć {name}"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\n'
        'msgstr[0] "{n} karta"\nmsgstr[1] "{n} karty"\nmsgstr[2] "{n} kart"\n')


def test_a_complete_catalog_passes(tmp_path):
    assert _problems(tmp_path, CODE, GOOD) == []


def test_a_missing_message_fails(tmp_path):
    body = GOOD.split("\n\n")[1]
    problems = _problems(tmp_path, CODE, body)
    assert any("'Hello {name}' is missing" in p for p in problems)


def test_an_untranslated_message_fails(tmp_path):
    body = GOOD.replace('"Cześć {name}"', '""')
    assert any("not translated" in p for p in _problems(tmp_path, CODE, body))


def test_a_fuzzy_message_fails(tmp_path):
    body = "#, fuzzy\n" + GOOD
    assert any("(fuzzy)" in p for p in _problems(tmp_path, CODE, body))


def test_a_broken_placeholder_fails(tmp_path):
    body = GOOD.replace("Cześć {name}", "Cześć {imie}")
    assert any("placeholders" in p for p in _problems(tmp_path, CODE, body))


def test_a_percent_placeholder_fails(tmp_path):
    body = GOOD.replace("Cześć {name}", "Cześć %(name)s {name}")
    assert any("%-placeholder" in p for p in _problems(tmp_path, CODE, body))


def test_a_wrong_number_of_plural_forms_fails(tmp_path):
    body = GOOD.replace('msgstr[2] "{n} kart"\n', "")
    assert any("2 plural forms, pl has 3" in p for p in _problems(tmp_path, CODE, body))


def test_a_wrong_plural_forms_header_fails(tmp_path):
    text = HEADER.format(i18n.PLURAL_FORMS["en"]) + GOOD
    repo = _fake_repo(tmp_path, CODE, text)
    assert any("Plural-Forms" in p for p in tool.check(repo) if "/pl.po" in p)


def test_code_whose_placeholders_do_not_match_its_arguments_fails(tmp_path):
    code = CODE.replace('name="A"', 'who="A"')
    assert any("the call gives" in p for p in _problems(tmp_path, code, GOOD))


def test_an_fstring_is_refused(tmp_path):
    code = CODE + 'z = _(f"Hi {x}")\n'
    assert any("f-string" in p for p in _problems(tmp_path, code, GOOD))


def test_extract_then_compile_round_trips(tmp_path):
    repo = _fake_repo(tmp_path, CODE, "")
    tool.update(repo)
    cat = po.parse((repo / "locale" / "app" / "lt.po").read_text())
    assert [e.msgid for e in cat.messages()] == ["Hello {name}", "{n} card"]
    assert [len(e.msgstr_plural) for e in cat.messages()] == [0, 3]
    assert cat.header()["Plural-Forms"] == i18n.PLURAL_FORMS["lt"]


def test_compiled_catalogs_read_with_gettext():
    import gettext
    import io

    cat = po.parse(HEADER.format(i18n.PLURAL_FORMS["pl"]) + GOOD)
    tr = gettext.GNUTranslations(io.BytesIO(po.compile_mo(cat)))
    assert tr.gettext("Hello {name}") == "Cześć {name}"
    assert [tr.ngettext("{n} card", "{n} cards", n) for n in (1, 3, 5, 22, 25)] == [
        "{n} karta", "{n} karty", "{n} kart", "{n} karty", "{n} kart"]
    assert tr.gettext("unknown") == "unknown"


def test_the_site_ships_every_catalog_compiled():
    import zipfile
    import io

    from tools import site

    names = set(zipfile.ZipFile(io.BytesIO(site.app_zips.build(REPO)["app.zip"])).namelist())
    for path in (REPO / "locale").glob("*/*.po"):
        assert f"locale/mo/{path.stem}/LC_MESSAGES/{path.parent.name}.mo" in names


def test_a_function_that_shadows_the_translator_is_refused(tmp_path):
    code = CODE + 'def f():\n    for _ in range(2):\n        pass\n    return _("Hello {name}", name=1)\n'
    assert any("`_` is assigned" in p for p in _problems(tmp_path, code, GOOD))
