"""Fixtures for the RFTG UI's pure-Python tests: a toy game registered for the session tests."""
import pytest

from game.core import registry


@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toy", "tests.core.toy_game")
    return "toy"
