"""Gaia Project's guided first game (issue 79): the first game's factions and map (the
learner plays the Hadsch Hallas at seat 0, the easy computer the Xenos), seed 4, guided
through the first mines, the boosters and the first two rounds (21 decisions); then the
learner finishes the game with the coach's hints. The steps were found by playing the deal
through ui/table/session.py as the page does (tests/gaia_ui/test_lesson.py replays them).
Gaia Project hides nothing, so every word here is about what the table shows."""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.lesson import Lesson, Step

STEPS = (
    # --- setup: two mines, one booster -----------------------------------------------------
    Step(("build", "m", "4B0"),
         N_("Place your first mine on 4B0, an oxide planet."),
         N_("Your faction, the Hadsch Hallas, lives on oxide planets; starting mines go on "
            "your home type, for free."), "setup"),
    Step(("build", "m", "2A7"),
         N_("Place your second mine on 2A7."),
         N_("Each mine on your board uncovers more income. The Xenos have placed theirs; "
            "yours spread out to reach more planets later."), "setup"),
    Step(("booster", "booster3"),
         N_("Take Booster 3: 1 QIC and 2 credits of income."),
         N_("A booster pays income every round you hold it. QIC lengthen your range, which "
            "you will need for your next mine."), "booster"),
    # --- round 1 ---------------------------------------------------------------------------
    Step(("up", "eco"),
         N_("Research Economy: pay 4 knowledge to move from level 1 to 2."),
         N_("Economy adds credits and power to your income from the next round on; research "
            "early pays back the longest."), "research"),
    Step(("build", "m", "1A6"),
         N_("Build a mine on 1A6, another oxide planet: 2 credits, 1 ore and 2 QIC."),
         N_("1A6 is beyond your range of 1, so QIC extend it. The round goal pays 2 VP for "
            "each new mine this round."), "mine"),
    Step(("charge", "1pw"),
         N_("Accept the offer: charge 1 power for free."),
         N_("The Xenos built within distance 2 of your mine on 1A6. A charge of 1 power "
            "costs no VP, so take it."), "charge"),
    Step(("burn", 3),
         N_("Burn 3 power: 3 tokens of bowl II leave the game and 3 others move to bowl "
            "III."),
         N_("You need 3 power in bowl III for the next action and bowl I is empty. Burning "
            "costs tokens, so use it when the action is worth it."), "burn"),
    Step(("action", "power6"),
         N_("Take the power action that gives 1 terraforming step for 3 power."),
         N_("A free terraforming step makes a nearby volcanic planet yours for only the "
            "mine's cost, and it is a second mine for the round goal."), "power-actions"),
    Step(("build", "m", "1A5"),
         N_("Place the mine on 1A5, the volcanic planet next to 1A6."),
         N_("Volcanic is one step from oxide on your wheel, and the power action paid that "
            "step."), "terraforming"),
    Step(("charge", "1pw"),
         N_("Charge 1 power again, for free."),
         N_("The Xenos upgraded near your mine; a mine has power value 1, so the charge is "
            "1 power and costs nothing."), "charge"),
    Step(("build", "ts", "1A6"),
         N_("Upgrade the mine on 1A6 to a trading station: 3 credits and 2 ore."),
         N_("With another player's building within distance 2, a trading station costs 3 "
            "credits instead of 6. It raises your credit income."), "ts"),
    Step(("build", "ts", "1A5"),
         N_("Upgrade the mine on 1A5 to a trading station too: 6 credits and 2 ore."),
         N_("Trading stations lead to research labs, and each lab brings a tech tile."),
         "upgrade"),
    Step(("pass", "booster1"),
         N_("Pass and take Booster 1: 1 knowledge and 1 ore of income."),
         N_("You are short of ore and knowledge; passing first also makes you the first "
            "player of the next round."), "pass"),
    # --- round 2 ---------------------------------------------------------------------------
    Step(("build", "lab", "1A6"),
         N_("Upgrade the trading station on 1A6 to a research lab: 5 credits and 3 ore."),
         N_("A research lab raises your knowledge income and brings a tech tile at once."),
         "lab"),
    Step(("tech", "free1"),
         N_("Take the tech tile that gives 7 VP at once."),
         N_("It is one of the three tiles not under a track, so you may choose the track to "
            "move up on."), "tech"),
    Step(("up", "eco"),
         N_("Move up on Economy, from level 2 to 3."),
         N_("Reaching level 3 charges 3 power, and level 3 will score 4 VP at the end of "
            "the game."), "research"),
    Step(("build", "lab", "1A5"),
         N_("Upgrade the trading station on 1A5 to a research lab as well."),
         N_("A second lab means a second tech tile and more knowledge income."), "lab"),
    Step(("tech", "eco"),
         N_("Take the tech tile under Economy: 4 credits of income."),
         N_("A tile under a track moves you up on that track too, and credits pay for "
            "every building."), "tech"),
    Step(("up", "eco"),
         N_("Move up on Economy again, to level 4."),
         N_("Level 4 pays more credits, ore and power each round, and it scores 4 VP more "
            "at the end."), "tracks"),
    Step(("action", "power7"),
         N_("Spend your 3 power on the power action that gives 2 power tokens."),
         N_("Burning cost you tokens; this action gives two back, into bowl I."),
         "power-tokens"),
    Step(("pass", "booster6"),
         N_("Pass and take Booster 6: it scores 1 VP per mine when you pass."),
         N_("You have nothing left to build this round; the passing bonus rewards the "
            "mines you will build next round."), "when-pass"),
)

LESSON = Lesson(
    players=2, seed=4, steps=STEPS,
    options={"variant": "first-game", "map": "first-game"},
    intro=N_("You lead the Hadsch Hallas against the Xenos. Over 6 rounds you settle "
             "planets, upgrade your buildings, research and form federations; every one of "
             "them brings victory points (VP), and the most VP at the end wins."),
    finish=N_("That was the start: your first mines, a booster and two rounds. Finish the "
              "game yourself; the coach's hints show the best moves at each decision."),
    summary=(
        N_("During the game, VP came from the round goals (each round rewards one kind of "
           "move), from tiles, federation tokens and passing bonuses."),
        N_("At the end, the two final goals give 18, 12 and 6 VP to the best players (with "
           "2 players a neutral player is ranked too)."),
        N_("Each research track scores 4 VP for each of levels 3, 4 and 5 reached, and every "
           "3 credits, ore and knowledge left over score 1 VP."),
    ),
)
