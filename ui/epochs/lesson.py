"""The guided first game of Three Epochs of Space (ui/table/lesson.py): the first epoch of a
fixed deal against the easy computer, the learner at seat 0 and starting.

Seed 5, the cards of edition 30 (pinned so that the deal and the computer's answers never
change under the lesson). The learner's 24 decisions of epoch 1: take from the offer (two
cards worth 1 + 2, 1 + 2, then single-row takes once the deck is empty), play a planet and
colonise both kinds of quarter, land a colony ship, gain a space-object token, play a
station and a shuttle, pay (tokens, a card of the right symbol, production covering the
whole cost, two cards for one science), pass, and research a science card. Then the coach's
hints take over for epochs 2 and 3. The texts speak only of what the learner sees: their
hand and science cards, the offer and the table. Every payment is the table's proposal, in
the order the payment widget sends it (its cards, then its tokens).
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.lesson import Lesson, Step

TOKEN = ("pay", ("token",))

STEPS = (
    Step(("take", 1, 2),
         N_("Take Ice Settlers (worth 1) and Fusion Spark (worth 2) from the offer."),
         N_("A card worth 1 and one worth 2 make the 3 you may take. Ice Settlers fits the "
            "ice quarter of Frostholm, the planet in your hand."), "take"),
    Step(("play", 14),
         N_("Play Frostholm, the planet in your hand."),
         N_("It costs only 1 food. A planet of epoch 1 gives its effect (+1 food production "
            "and 2 VP) once all its open quarters are filled."), "planet"),
    Step(TOKEN,
         N_("Confirm the proposed payment: one universal token."),
         N_("A universal token pays energy, food or metal and is worth less than any card, "
            "so the table proposes it and you keep your cards."), "proposal"),
    Step(("colonize", 23, 14, 1),
         N_("Place Ocean Colony on the white quarter of Frostholm."),
         N_("A white quarter takes a colonisation card of any colour. Ocean Colony scores 2 "
            "VP as soon as it is placed."), "quarters"),
    Step(TOKEN,
         N_("Pay its 1 energy with a universal token."),
         N_("Tokens pay energy, food or metal alike; the cards in your hand wait for better "
            "uses."), "token"),
    Step(("colonize", 20, 14, 2),
         N_("Place Ice Settlers on the ice quarter of Frostholm."),
         N_("A coloured quarter with a white edge takes only its colour. This fills the last "
            "open quarter: Frostholm is fully colonised and gives +1 food production and 2 "
            "VP."), "colonised"),
    Step(TOKEN,
         N_("Pay the 1 food with your last universal token."),
         N_("From now on your food production takes one food off the cost of every card you "
            "play."), "production"),
    Step(("take", 0, 3),
         N_("Take Pioneer Ark (worth 1) and Jungle Camp (worth 2)."),
         N_("Pioneer Ark is a colony ship for Frostholm, now fully colonised. Jungle Camp "
            "draws a science card when it is placed on a planet."), "take"),
    Step(("ship", 27, 14),
         N_("Land Pioneer Ark on Frostholm."),
         N_("A colony ship lands on a fully colonised planet, one ship per planet. It gives 2 "
            "universal tokens and 2 VP, and your food production takes the food off its "
            "cost."), "ship"),
    Step(("pay", (8,)),
         N_("Pay the 1 energy left with Escort Frigate, as proposed."),
         N_("Escort Frigate shows energy, the resource still to pay, and it is the card "
            "worth least of those that can pay it."), "pay"),
    Step(("take", 0, 3),
         N_("Take Survey Lab (worth 1) and Dustmere (worth 2)."),
         N_("Dustmere is a planet with one white quarter, just right for Jungle Camp. Survey "
            "Lab raises your science production."), "take"),
    Step(("play", 18),
         N_("Play Dustmere."),
         N_("It costs 1 food, and your food production covers all of it."), "production"),
    Step(TOKEN,
         N_("Pay with one universal token."),
         N_("Even when production covers the whole cost, every card played costs at least "
            "one card or token, of any kind."), "production"),
    Step(("colonize", 26, 18, 0),
         N_("Place Jungle Camp on the white quarter of Dustmere."),
         N_("Dustmere shows a shuttle symbol and so does Jungle Camp: you gain a shuttle "
            "token. Dustmere is then fully colonised: a science card, 3 VP and +1 income, "
            "besides Jungle Camp's own science card and 2 VP."), "objects"),
    Step(TOKEN,
         N_("Pay its 1 energy with a universal token."),
         N_("Keep Survey Lab and Fusion Spark in your hand for now."), "token"),
    Step(("take", 0, 1),
         N_("Take Trade Skiff and Lava Forge, the two cards worth 1."),
         N_("The epoch's deck is empty, so the offer is not refilled any more. Lava Forge "
            "shows energy, which pays for Survey Lab."), "deck_empty"),
    Step(("play", 3),
         N_("Play Survey Lab."),
         N_("A production station: +1 science production and 1 VP. Science production "
            "lowers the cost of research at the end of the epoch."), "station"),
    Step(("pay", (21,)),
         N_("Pay the 1 energy with Lava Forge."),
         N_("A card is either played or paid away: Lava Forge is worth the energy its "
            "symbol shows."), "two_uses"),
    Step(("take", 0, 1),
         N_("Take Seed Ship and Cinder, the last cards of the offer."),
         N_("With the deck empty you may take less than 3. Cards in hand pay for plays and "
            "for research."), "deck_empty"),
    Step(("play", 10),
         N_("Play Trade Skiff."),
         N_("A shuttle: +1 trade. At the end of the epoch the trade lead moves the influence "
            "marker toward you."), "shuttle"),
    Step(("pay", (15,)),
         N_("Pay the 1 energy with Cinder."),
         N_("Your food production takes the food off Trade Skiff's cost; Cinder shows "
            "energy."), "production"),
    Step(("pass",),
         N_("Pass."),
         N_("Nothing left in your hand can be paid for now. The cards you hold stay with you "
            "for the next epoch, and the other player has passed already."), "pass"),
    Step(("research", 92),
         N_("Research Logistics."),
         N_("At the end of an epoch each player may research one science card. Logistics "
            "costs 2 science, and your science production takes one off."), "research"),
    Step(("pay", (28, 4)),
         N_("Pay the science left with Seed Ship and Fusion Spark."),
         N_("Neither shows science, but any two cards pay one resource of any kind. "
            "Logistics gives you 3 universal tokens for the next epoch."), "two_for_one"),
)

LESSON = Lesson(
    players=2, seed=5, steps=STEPS, options={"first": "player 1", "edition": 30},
    intro=N_("Three Epochs of Space is a card duel over three epochs: build production, "
             "colonise planets and win space superiority to score the most victory points. "
             "Every card is either played into your universe or paid away as a resource. "
             "This lesson guides you through the first epoch."),
    finish=N_("That was the first epoch: watch the influence marker move and the income "
              "scored. Now finish the game on your own; the coach's hints show good moves at "
              "each of your decisions."),
    summary=(
        N_("During the game you score the VP printed on the cards you play, on the planets "
           "you fully colonise and on the colony ships that land on them."),
        N_("At the end of each epoch the influence marker gives points for military and "
           "trade superiority, and each player scores their permanent income."),
        N_("At the end of the game each scoring tile goes to the player with the higher "
           "production of its resource, space-object tokens are worth more the more cards "
           "of that kind you have, and each fully colonised planet scores 2 VP."),
        N_("The most VP wins; on a tie, the player with more fully colonised planets "
           "wins."),
    ),
)
