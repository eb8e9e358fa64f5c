"""Race for the Galaxy's guided first game (`LESSON`, read by the table kit through
GameUI.lesson): a fixed 2-player deal (seed 5, the basic game) against the easy computer, the
learner at seat 0 with Earth's Lost Colony as start world. The 21 steps play the first seven
rounds: the opening discard, every phase, paying, conquering with Military, a windfall world,
Produce, Consume (2xVP and Trade); then the learner finishes the game with the coach's hints.

The texts speak only of what the learner sees at that step: their hand, the cards offered by
Explore, the tableaux and the action cards revealed (tests/rftg_ui/test_lesson.py checks that
every card named is in view). Card ids: game/rftg/cards.py (NAME).
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.lesson import Lesson, Step

# physical card ids of the cards the steps use
GNARSSH, SCOUT_SHIP, PUBLIC_WORKS, REBEL_UNDERGROUND = 72, 77, 6, 37
DROP_SHIPS, PILGRIMAGE, OUTLAW, NEW_ORDER = 83, 93, 39, 85
LOST_COLONY, STAR_NOMAD, MINING_CONGLOMERATE = 4, 71, 45
MERCHANT, COMET_ZONE, REBEL_OUTPOST, REPLICANTS = 67, 11, 35, 92

STEPS = (
    Step(("discard", (GNARSSH, SCOUT_SHIP)),
         N_("Discard The Last of the Uplift Gnarssh and Alien Robot Scout Ship."),
         N_("Both are military worlds and you have no Military yet. Keep Drop Ships (+3 "
            "Military) to conquer Rebel Underground (defence 3, 4 VP), and Pilgrimage World, "
            "which costs nothing."), "setup"),
    Step(("action", "settle"), N_("Choose Settle."),
         N_("Pilgrimage World costs 0: you place it for free, and the Settle bonus then draws "
            "you a card."), "action"),
    Step(("settle", PILGRIMAGE), N_("Settle Pilgrimage World."),
         N_("2 VP for no card at all. Your worlds and developments form your tableau; their "
            "VP count at the end and their powers work from the next phase on."), "settle"),
    Step(("action", "develop"), N_("Choose Develop."),
         N_("The Develop bonus makes a development 1 card cheaper: Drop Ships will cost 3 "
            "cards instead of 4."), "develop"),
    Step(("keep", (OUTLAW,)), N_("Keep Outlaw World."),
         N_("The other player chose Explore +5, so everyone explores: you draw 2 and keep 1 "
            "(only they get the bonus). Outlaw World is a military world of defence 1 with a "
            "consume power."), "explore"),
    Step(("develop", DROP_SHIPS), N_("Develop Drop Ships."),
         N_("+3 Military: military worlds of defence 3 or less, like Rebel Underground and "
            "Outlaw World, become yours for free."), "p_military"),
    Step(("pay", (PUBLIC_WORKS, OUTLAW, NEW_ORDER)),
         N_("Pay with Public Works, Outlaw World and New Galactic Order."),
         N_("Every card is also money: a card spent as payment is discarded. Keep Rebel "
            "Underground, the best world you can conquer."), "paying"),
    Step(("action", "settle"), N_("Choose Settle."),
         N_("Your Military is 3, as much as Rebel Underground's defence: you can conquer it "
            "and draw the Settle bonus card."), "conquest"),
    Step(("settle", REBEL_UNDERGROUND), N_("Settle Rebel Underground."),
         N_("A conquered world costs no cards. It is worth 4 VP and draws you a card in every "
            "Produce phase."), "conquest"),
    Step(("action", "vp2"), N_("Choose Consume: 2xVP."),
         N_("Earth's Lost Colony made a good in the Produce phase the other player chose. With "
            "2xVP, consuming it brings twice the VP."), "double_vp"),
    Step(("consume", LOST_COLONY, 0, (LOST_COLONY,)),
         N_("Use Earth's Lost Colony's power on its good."),
         N_("You choose which consume power takes each good. Pilgrimage World gives nothing "
            "for a single good (1 VP only for each good beyond the first)."), "consume"),
    Step(("action", "explore11"), N_("Choose Explore +1/+1."),
         N_("You have only 2 cards left. Explore +1/+1 draws 3 cards and keeps 2 of them."),
         "explore"),
    Step(("keep", (MINING_CONGLOMERATE, STAR_NOMAD)),
         N_("Keep Star Nomad Lair and Mining Conglomerate."),
         N_("Star Nomad Lair has defence 1, well within your Military. It is a windfall world: "
            "it arrives with a good."), "windfall"),
    Step(("settle", STAR_NOMAD), N_("Settle Star Nomad Lair."),
         N_("The other player chose Settle, so you may place a world too, only without the "
            "bonus card. Conquering it costs nothing."), "settle"),
    Step(("action", "produce"), N_("Choose Produce."),
         N_("Earth's Lost Colony is a production world: it gets a new good in every Produce "
            "phase. Goods are what Consume turns into VP and cards."), "produce"),
    Step(("keep", (MERCHANT,)), N_("Keep Merchant World."),
         N_("Star Nomad Lair lets you see one more card when exploring. Merchant World can be "
            "placed later, or spent to pay for another card."), "p_explore_see"),
    Step(("action", "trade"), N_("Choose Consume: Trade."),
         N_("You have two goods. Trade first sells one of them for cards; the other is then "
            "consumed for VP."), "trade"),
    Step(("settle", COMET_ZONE), N_("Settle Comet Zone."),
         N_("The other player chose Settle again. Comet Zone is a Rare production world: a new "
            "good and a card in every Produce phase."), "production"),
    Step(("pay", (REBEL_OUTPOST, MERCHANT, REPLICANTS)),
         N_("Pay with Rebel Outpost, Merchant World and Replicant Robots."),
         N_("Rebel Outpost's defence 5 is beyond your Military, and Mining Conglomerate suits "
            "Comet Zone's Rare goods: keep that one."), "paying"),
    Step(("trade", STAR_NOMAD), N_("Sell the good on Star Nomad Lair."),
         N_("A Novelty good sells for 2 cards, and Star Nomad Lair adds 1 for its own good: 3 "
            "cards."), "trade"),
    Step(("consume", LOST_COLONY, 0, (LOST_COLONY,)),
         N_("Consume the other good with Earth's Lost Colony's power."),
         N_("Consuming is not optional: a power that can take a good must. Without 2xVP it "
            "brings 1 VP."), "consume"),
)

LESSON = Lesson(
    players=2, seed=5, steps=STEPS,
    intro=N_("Build the richest space empire: worlds and developments bring VP, and so do "
             "goods consumed by your cards' powers. Each round both of you secretly choose a "
             "phase to play; every card in your hand is also money. This lesson guides you "
             "through the first seven rounds against the computer."),
    finish=N_("You have played every phase: Explore, Develop, Settle, Consume and Produce. "
              "Finish the game on your own now; the coach's hints show the best moves."),
    summary=(
        N_("Your score is the VP printed on the cards of your tableau, plus your VP chips, "
           "plus the end-of-game bonuses of your 6-cost developments."),
        N_("VP chips come from consuming goods: production worlds make goods in Produce, and "
           "consume powers turn them into VP (twice as many with Consume: 2xVP)."),
        N_("The game ends after the round in which someone has 12 cards in their tableau or "
           "the VP chips run out. The highest total wins; a tie goes to more cards in hand "
           "plus goods."),
    ),
)
