"""Fixtures shared by every test folder: the end-to-end fixtures of tests/e2e/fixtures.py
(app_url, browser, page, page_log, lobby, static_server, built_site), see that module; and
every test ends with the texts back in English (a test may switch the language)."""
import pytest

from tests.e2e.fixtures import (  # noqa: F401
    app_server, app_url, browser, built_site, context, fake_game_app, lobby, page, page_log,
    static_server,
)


@pytest.fixture(autouse=True)
def _english_after_each_test():
    yield
    from game.core import i18n

    i18n.set_language("en")
