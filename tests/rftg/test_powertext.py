"""Card wording comes from the power codes: every power of every design is described."""
from game.rftg.carddata import DESIGNS
from game.rftg.powertext import card_text, power_line


def test_every_power_of_every_design_has_a_line():
    for d in DESIGNS:
        for pw in d["powers"]:
            line = power_line(pw["phase"], pw["code"].split("|"), pw["value"], pw["times"])
            assert line is not None and line[1], (d["name"], pw)


def test_card_text_names_phases_and_scoring():
    by_name = {d["name"]: d for d in DESIGNS}
    assert card_text(by_name["New Sparta"]) == "Settle: +2 Military."
    assert card_text(by_name["Old Earth"]).startswith("Trade: ")
    galactic = card_text(by_name["Galactic Imperium"])
    assert "Rebel military world" in galactic
    for d in DESIGNS:
        if d["powers"] or d["scoring"]:
            assert card_text(d), d["name"]
