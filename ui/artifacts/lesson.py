"""The guided first game of Alien Artifacts (ui/table/lesson.py `Lesson`): a fixed deal of
2 players, the learner playing Verdant Concord at seat 0 against the easy computer playing
Iron Armada, and the learner's first 10 turns (23 decisions). The computer's moves follow
from the deal and the moves before them (ui/table/session.py seeds them by position), so the
same cards come back every time; the step texts speak only of what the learner can see.

Card ids below are those of game/artifacts/cards.py: resource cards 0-71, then the decks.
"""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_

from ui.table.lesson import Lesson, Step

SALVAGE, CINDER, LAGOON = C.BY_KEY["t11"], C.BY_KEY["p1"], C.BY_KEY["p6"]
BARGE, DRONES = C.BY_KEY["s8"], C.BY_KEY["t0"]

END = N_("End your turn without discarding.")

STEPS = (
    # turn 1
    Step(("develop", SALVAGE, "L", (8, 50)),
         N_("Develop Salvage Protocols on its Logistics side (deploy), paying with your two "
            "cards that show 3 blue."),
         N_("A technology costs 5 blue icons and these two cards give 6. On its Logistics "
            "side it makes every planet cost 1 less, and you have two planets waiting."),
         "develop"),
    Step(("end", ()), END,
         N_("Your hand is refilled to 3 resource cards: the turn's one action is done."),
         "end_turn"),
    # turn 2
    Step(("discover", CINDER, "O", (41, 63)),
         N_("Discover Cinder Moon on its Operational side (exploit), paying with the card with "
            "3 green icons and the one with 2 green and 2 red."),
         N_("Thanks to Salvage Protocols it costs 4 green. Exploited, the planet produces 3 "
            "resource cards at once: more resources to pay with."),
         "discover"),
    Step(("show", 21, 1),
         N_("Let the green half of the produced card show."),
         N_("That half has the planet's type, Exterminate, so it earns 1 VP, and its green "
            "icons can pay for your next planet."),
         "produce"),
    Step(("end", ()), END,
         N_("Resources under an operational planet count like cards in your hand."),
         "end_turn"),
    # turn 3
    Step(("prepare", BARGE, (51, 56)),
         N_("Prepare resources under Colony Barge: tuck the two cards with 2 red icons under "
            "it."),
         N_("You cannot pay the whole ship yet. The 4 prepared red icons wait under the card "
            "and pay for it later without counting toward the assembly limit."),
         "prepare"),
    Step(("end", ()), END,
         N_("A preparation is one action; the refill brings you 2 new cards."),
         "end_turn"),
    # turn 4
    Step(("build", BARGE, "O", (44,)),
         N_("Build Colony Barge on its Operational side (go on a mission), paying with the "
            "gold half showing under Cinder Moon."),
         N_("Only 1 red icon is missing and gold replaces any colour in a basic action. A "
            "ship sent on a mission may attack at once."),
         "build"),
    Step(("attack", "alien", 1, (BARGE,)),
         N_("Attack the alien system Ancient Gate with Colony Barge."),
         N_("Ancient Gate never harms a ship, and every value from 2 up wins VP. Colony "
            "Barge adds 1 to the number of the revealed card."),
         "attack"),
    Step(("end", ()), END,
         N_("The attacked system went under its deck and a new one is face up."),
         "end_turn"),
    # turn 5
    Step(("buy", "tech", 1),
         N_("Buy a technology for 6 credits, looking at 2 cards."),
         N_("Nothing is left to build but one planet. The extra credit lets you choose between "
            "two cards instead of taking the top one."),
         "buy"),
    Step(("keep", DRONES),
         N_("Keep Survey Drones."),
         N_("On its Logistics side it raises your assembly limit for planets, and your faction "
            "scores its planets at the end."),
         "buy"),
    Step(("end", ()), END,
         N_("Your credits are spent; trading resources will bring more."),
         "end_turn"),
    # turn 6
    Step(("faction", (33,)),
         N_("Use your faction action, paying the card with a blue and a green half."),
         N_("Verdant Concord pays 2 green, without gold, for 2 resource cards under your "
            "planet with the fewest: a cheap way to stock up."),
         "faction_action"),
    Step(("end", ()), END,
         N_("You may use the faction action again in any later turn."),
         "end_turn"),
    # turn 7
    Step(("trade", "R", (13, 61)),
         N_("Trade as red your two cards with a red and a green half."),
         N_("Each red icon gives 1 credit: 5 credits for the next buy. Trading uses one "
            "colour and at most 2 cards."),
         "trade"),
    Step(("end", ()), END,
         N_("Cards you trade are gone; the refill replaces them."),
         "end_turn"),
    # turn 8
    Step(("discover", LAGOON, "L", (21, 66)),
         N_("Discover Quiet Lagoon on its Logistics side (settle), paying with the card under "
            "Cinder Moon that shows 2 green and the card with 3 green icons in your hand."),
         N_("Settled, Quiet Lagoon gives an Action: 3 credits whenever you use it as your "
            "turn's action."),
         "sides"),
    Step(("end", ()), END,
         N_("Both your planets are in your empire: 1 VP each at the end."),
         "end_turn"),
    # turn 9
    Step(("develop", DRONES, "L", (6, 29)),
         N_("Develop Survey Drones on its Logistics side, paying with the two cards that show "
            "3 blue."),
         N_("Its Ongoing power lets you spend one more card when you pay for planets."),
         "ongoing"),
    Step(("end", ()), END,
         N_("Nothing is under construction now: buying cards comes next."),
         "end_turn"),
    # turn 10
    Step(("use", LAGOON),
         N_("Use the Action of Quiet Lagoon."),
         N_("It is your turn's action and costs no resources: 3 credits for the next buy."),
         "action"),
    Step(("end", ()), END,
         N_("Your hand stays full because you spent no card this turn."),
         "end_turn"),
)

LESSON = Lesson(
    players=2, seed=1, steps=STEPS, options={"factions": ["f0", "f1"]},
    intro=N_("You lead Verdant Concord against the computer's Iron Armada. Pay resource cards "
             "to complete planets, technologies and ships, each on the side that suits you, "
             "and score more victory points than your rival."),
    finish=N_("The lesson's steps are done. Finish the game yourself: the coach's hints show "
              "good moves at each decision."),
    summary=(
        N_("During the game VP go on the track: a produced half of the planet's type, "
           "technologies that score, attacks on alien systems and some cards."),
        N_("At the end every card in your empire gives 1 VP, each operational technology "
           "adds the best end row it meets, and your faction adds its own scoring (Verdant "
           "Concord: 1 VP per planet)."),
        N_("The game ends once the resource deck runs out with the round marker at 1 and "
           "everyone has had the same number of turns. On a tie, credits decide, then the "
           "number of empire cards."),
    ),
)
