"""game.core.i18n: languages, plural forms, numbers, stored messages."""
import pytest

from game.core import i18n

_ = i18n.domain("app")


def plural_index(lang, n):
    import gettext
    import re

    expr = re.search(r"plural=(.*);", i18n.PLURAL_FORMS[lang]).group(1)
    return gettext.c2py(expr)(n)


@pytest.mark.parametrize("lang,forms", [
    # 1, 2, 5, 11, 12, 21, 22, 25, 101, 111, 0
    ("lt", [0, 1, 1, 2, 2, 0, 1, 1, 0, 2, 2]),
    ("pl", [0, 1, 2, 2, 2, 2, 1, 2, 2, 2, 2]),
    ("ru", [0, 1, 2, 2, 2, 0, 1, 2, 0, 2, 2]),
    ("cs", [0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("hu", [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("en", [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
])
def test_plural_forms_of_each_language(lang, forms):
    counts = [1, 2, 5, 11, 12, 21, 22, 25, 101, 111, 0]
    assert [plural_index(lang, n) for n in counts] == forms


def test_languages_and_plural_counts():
    assert list(i18n.LANGUAGES) == ["en", "lt", "pl", "ru", "hu", "cs"]
    counts = {lang: int(f.split(";")[0].split("=")[1]) for lang, f in i18n.PLURAL_FORMS.items()}
    assert counts == {"en": 2, "lt": 3, "pl": 3, "ru": 3, "hu": 2, "cs": 3}


def test_the_browser_language_picks_the_first_supported():
    assert i18n.best_language(["pl-PL", "en-US"]) == "pl"
    assert i18n.best_language(["de", "fr", "ru-RU"]) == "ru"
    assert i18n.best_language(["de"]) == "en"
    assert i18n.best_language([]) == "en"
    assert i18n.best_language(["CS_cz"]) == "cs"


def test_set_language_refuses_unknown_codes_and_tells_listeners():
    seen = []
    i18n.on_change(seen.append)
    assert i18n.set_language("xx") == "en"
    assert i18n.set_language("hu") == "hu" and i18n.language() == "hu"
    assert seen[-1] == "hu"
    i18n._listeners.remove(seen.append)


def test_numbers_per_language():
    assert i18n.format_number(1234567, "en") == "1,234,567"
    assert i18n.format_number(1234, "en") == "1,234"
    assert i18n.format_number(1234, "pl") == "1234"
    assert i18n.format_number(12345, "pl") == "12\u202f345"
    assert i18n.format_number(-12345, "ru") == "-12\u202f345"
    assert i18n.format_number(2.5, "cs") == "2,5"
    assert i18n.format_number(0.25, "en") == "0.25"
    assert i18n.format_number(3.14159, "hu", decimals=2) == "3,14"
    assert i18n.format_number(7, "lt") == "7"


def test_english_is_the_source_with_plurals_and_placeholders():
    assert _("Lobby") == "Lobby"
    assert _.n("{n} move", "{n} moves", 1) == "1 move"
    assert _.n("{n} move", "{n} moves", 12345) == "12,345 moves"


def test_translations_and_plural_forms_in_a_real_catalog():
    i18n.set_language("pl")
    assert _("Continue") == "Kontynuuj"
    forms = {_.n("{n} move", "{n} moves", n).split(" ", 1)[1] for n in (1, 2, 5)}
    assert len(forms) == 3            # ruch, ruchy, ruchów
    assert _.n("{n} move", "{n} moves", 22345).startswith("22\u202f345 ")


def test_a_stored_message_renders_in_the_language_of_the_moment():
    stored = _.nmsg("{n} move", "{n} moves", 3)
    english = str(stored)
    i18n.set_language("ru")
    assert str(stored) != english and str(stored).startswith("3 ")
    i18n.set_language("en")
    assert str(stored) == english == "3 moves"
    assert i18n.render("plain") == "plain"


def test_unknown_domain_is_an_error():
    with pytest.raises(ValueError):
        i18n.domain("chess")


def test_dates_per_language():
    stamp = "2026-11-26T09:05:00Z"
    assert [i18n.format_datetime(stamp, lang) for lang in i18n.LANGUAGES] == [
        "2026-11-26 09:05", "2026-11-26 09:05", "26.11.2026 09:05", "26.11.2026 09:05",
        "2026. 11. 26. 09:05", "26. 11. 2026 09:05"]
    assert i18n.format_datetime("", "pl") == "" and i18n.format_datetime("soon", "cs") == "soon"
    i18n.set_language("hu")
    assert i18n.format_datetime(stamp) == "2026. 11. 26. 09:05"
