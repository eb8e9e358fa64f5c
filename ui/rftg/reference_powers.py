"""The entries of Race for the Galaxy's rules reference on card powers (by phase) and on the
end of the game, in our own words from the rules (the seeds' rulebooks: the Polish one's power
summary). See reference_entries.py for the rest.
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.rules_ref import Entry

from .reference_entries import END, POWERS

POWER_ENTRIES = (
    # --- I Explore ----------------------------------------------------------------------------
    Entry("p_explore_see", N_("Explore: see more"),
          N_("When you explore, draw this many extra cards to choose from. You keep no more "
             "cards than usual."),
          POWERS, ("explore",)),
    Entry("p_explore_keep", N_("Explore: keep more"),
          N_("When you explore, keep this many extra cards from those you drew."),
          POWERS, ("explore",)),
    # --- II Develop ---------------------------------------------------------------------------
    Entry("p_develop_cheaper", N_("Develop: lower cost"),
          N_("Developments cost you this many cards less, never below 0. It adds to the "
             "Develop bonus."),
          POWERS, ("develop", "paying")),
    Entry("p_develop_draw", N_("Develop: draw"),
          N_("Draw cards at the start of the Develop phase, or after you place a development "
             "(not for placing this card itself)."),
          POWERS, ("develop",)),
    # --- III Settle ---------------------------------------------------------------------------
    Entry("p_military", N_("Military"),
          N_("Adds to your Military for conquering military worlds; some count only against "
             "one kind of world (Rare, Alien or Rebel). A negative Military is not optional: "
             "it lowers your strength."),
          POWERS, ("conquest",)),
    Entry("p_settle_cheaper", N_("Settle: lower cost"),
          N_("Non-military worlds (or only those of one kind) cost you this many cards less, "
             "never below 0."),
          POWERS, ("settle", "paying")),
    Entry("p_settle_draw", N_("Settle: draw after"),
          N_("Draw cards after you place a world."),
          POWERS, ("settle",)),
    Entry("p_temp_military", N_("Temporary Military"),
          N_("You may discard this card from your tableau to get +3 Military until the end of "
             "this Settle phase."),
          POWERS, ("conquest",)),
    Entry("p_free_world", N_("A world for free"),
          N_("You may discard this card from your tableau to place a non-military, non-Alien "
             "world for free. Together with the power to pay for military worlds it can also "
             "place a non-Alien military world for free."),
          POWERS, ("settle", "p_pay_military")),
    Entry("p_pay_military", N_("Paying for a military world"),
          N_("You may pay cards for a non-Alien military world as if it were peaceful: its "
             "defence minus 1, less your other discounts. Your Military does not lower this "
             "price."),
          POWERS, ("conquest", "paying")),
    # --- $ Trade, IV Consume ------------------------------------------------------------------
    Entry("p_trade", N_("Trade bonuses"),
          N_("When you sell a good (Consume: Trade), draw this many extra cards: for any good, "
             "for one kind, or only for the good of this world."),
          POWERS, ("trade",)),
    Entry("p_consume", N_("Consume goods"),
          N_("Discard goods to get VP chips, cards or both, as the card says: one good, up to "
             "a number of goods (each gives the reward), goods of one kind, two goods together, "
             "three of different kinds, or all your goods. Once used, such a power takes as "
             "many goods as it can."),
          POWERS, ("consume", "double_vp")),
    Entry("p_consume_hand", N_("Discard cards for VP"),
          N_("You may discard up to the given number of cards from your hand for 1 VP each. "
             "This is optional, and the 2xVP bonus does not double it."),
          POWERS, ("consume",)),
    Entry("p_consume_sell", N_("Sell in Consume"),
          N_("Discard one good for as many cards as its trade price, even without choosing "
             "Trade. One such card adds your trade bonuses, the other does not."),
          POWERS, ("trade",)),
    Entry("p_consume_draw", N_("Consume: draw"),
          N_("Draw cards in the Consume phase. The lucky draw: name a number from 1 to 7 and "
             "reveal the deck's top card; keep it if its cost or defence is that number, else "
             "discard it."),
          POWERS, ("consume",)),
    # --- V Produce ----------------------------------------------------------------------------
    Entry("p_produce", N_("Produce a good"),
          N_("The world's own production: it gets a good in every Produce phase if it holds "
             "none."),
          POWERS, ("produce", "production")),
    Entry("p_produce_windfall", N_("Produce on a windfall world"),
          N_("Put a good on one of your empty windfall worlds (of any kind, or of the kind "
             "named) in the Produce phase."),
          POWERS, ("windfall", "produce")),
    Entry("p_produce_draw", N_("Produce: draw"),
          N_("Draw cards in the Produce phase: a fixed number, or if this world produced, or "
             "for each good of a kind or each kind you produced, for each Genes world you "
             "have, or if you produced the most Rare goods."),
          POWERS, ("produce",)),
)

END_ENTRIES = (
    Entry("end", N_("When the game ends"),
          N_("The game ends after the round in which a player has 12 or more cards in their "
             "tableau, or the last VP chip of the pool is handed out. The round is played to "
             "its end, so a tableau can grow past 12."),
          END, ("vp_chips", "scoring")),
    Entry("vp_chips", N_("VP chips"),
          N_("The pool holds 12 VP chips per player. Consuming goods earns chips. When the "
             "pool runs out the game ends after that round, and players still get all the "
             "chips they earn until then."),
          END, ("consume", "end")),
    Entry("scoring", N_("Final score"),
          N_("Add up the VP of the cards in your tableau, your VP chips and the bonuses of "
             "your 6-cost developments. The highest total wins; a tie goes to the player with "
             "more cards in hand plus goods, and a tie after that is shared."),
          END, ("six_dev", "vp_chips")),
)
