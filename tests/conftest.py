"""Fixtures shared by every test folder: the end-to-end fixtures of tests/e2e/fixtures.py
(app_url, browser, page, page_log, lobby, static_server, built_site), see that module."""
from tests.e2e.fixtures import (  # noqa: F401
    app_server, app_url, browser, built_site, context, fake_game_app, lobby, page, page_log,
    static_server,
)
