"""The entries of Race for the Galaxy's rules reference, in our own words from the rules (the
Lithuanian and Polish rulebooks of the seeds): English message ids marked with `N_`,
translated in the `rftg` domain when shown. ui/rftg/reference.py ties the engine's words
(decision kinds, refusals, card keywords) to these keys.
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.rules_ref import Entry

BASICS = N_("Getting started")
ROUND = N_("Round")
PHASES = N_("Phases")
CARDS = N_("Cards")
POWERS = N_("Card powers")
END = N_("End of the game")

ENTRIES = (
    # --- getting started --------------------------------------------------------------------
    Entry("goal", N_("The goal"),
          N_("Build the richest space empire: the player with the most VP at the end wins. "
             "VP come from the cards in your tableau, from VP chips earned by consuming goods "
             "and from the 6-cost developments' end-of-game bonuses."),
          BASICS, ("round", "scoring")),
    Entry("setup", N_("Setup"),
          N_("Each player starts with one start world in their tableau and is dealt 6 cards. "
             "Everyone looks at them and discards 2, keeping 4 in hand. A start world with a "
             "windfall good gets it at once."),
          BASICS, ("start_world", "card_uses")),
    Entry("card_uses", N_("Three uses of a card"),
          N_("Every card can be played into your tableau (a world or a development), spent as "
             "payment (discarded from your hand) or become a good (laid face down on a world). "
             "So your hand is both your choices and your money."),
          BASICS, ("paying", "goods")),
    Entry("tableau", N_("Your tableau"),
          N_("The cards you have placed in front of you: your start world, then every world "
             "and development you add. Their powers work for you every round and their VP "
             "count at the end. You cannot have two copies of the same development."),
          BASICS, ("powers", "end")),
    Entry("hand_limit", N_("Hand limit"),
          N_("At the end of each round everyone with more than 10 cards in hand discards "
             "down to 10. Cards in hand also break a tie at the end."),
          BASICS, ("round",)),
    # --- the round ----------------------------------------------------------------------------
    Entry("round", N_("A round"),
          N_("Everyone secretly chooses an action card, then all are revealed. Only the "
             "phases someone chose take place, in the order I Explore, II Develop, III Settle, "
             "IV Consume, V Produce. Every player takes part in each of them, but only those "
             "who chose a phase get its bonus."),
          ROUND, ("action", "hand_limit")),
    Entry("action", N_("Choosing an action"),
          N_("There are seven action cards: Explore +5, Explore +1/+1, Develop, Settle, "
             "Consume: Trade, Consume: 2xVP and Produce. A phase happens once even if several "
             "players chose it; each of them gets the bonus. Think about which phases the "
             "others are likely to choose: you can use their phases without paying a card."),
          ROUND, ("round", "explore", "develop", "settle", "consume", "produce")),
    Entry("advanced", N_("Advanced two-player game"),
          N_("With two players and the advanced option each player has 9 action cards (two "
             "Develop and two Settle) and chooses two different ones every round. Choosing "
             "Develop or Settle twice makes that phase happen twice in a row; a card placed "
             "in the first works in the second."),
          ROUND, ("action",)),
    # --- the phases ---------------------------------------------------------------------------
    Entry("explore", N_("I Explore"),
          N_("Everyone draws 2 cards, keeps 1 and discards the other. Explore +5: draw 5 more "
             "(7 in all) and keep 1. Explore +1/+1: draw 1 more and keep 1 more (draw 3, keep "
             "2). Explore powers of your cards add to these numbers."),
          PHASES, ("p_explore_see", "p_explore_keep")),
    Entry("develop", N_("II Develop"),
          N_("Everyone may secretly choose one development from hand; then all are revealed "
             "and paid for. The player who chose Develop pays 1 card less (the bonus is lost "
             "if powers already make it free)."),
          PHASES, ("development", "paying")),
    Entry("settle", N_("III Settle"),
          N_("Everyone may secretly choose one world from hand; then all are revealed and "
             "placed. A non-military world is paid for with cards; a military world is "
             "conquered with Military instead. The player who chose Settle draws 1 card after "
             "placing a world."),
          PHASES, ("world", "paying", "conquest", "windfall")),
    Entry("paying", N_("Paying a cost"),
          N_("To pay for a card you discard as many other cards from your hand as its cost, "
             "after your discounts. You choose which cards to give up, so keep the ones you "
             "want to play later."),
          PHASES, ("card_uses",)),
    Entry("conquest", N_("Military and conquest"),
          N_("A military world shows its defence in red. You place it for free if your "
             "Military is at least its defence, and you cannot pay cards for it instead (only "
             "special powers allow paying). Military and payment never add up."),
          PHASES, ("military", "p_military", "p_pay_military")),
    Entry("consume", N_("IV Consume"),
          N_("Everyone must use their consume powers, discarding goods for VP chips or cards. "
             "Each good is used once and each power once per phase; you choose the order. A "
             "power that takes several goods must take as many as it can."),
          PHASES, ("trade", "double_vp", "p_consume", "goods")),
    Entry("trade", N_("Consume: Trade"),
          N_("Whoever chose Consume: Trade first sells one good for cards: Novelty 2, Rare 3, "
             "Genes 4, Alien 5, plus the bonuses of their trade powers. Then they consume as "
             "usual."),
          PHASES, ("p_trade", "goods")),
    Entry("double_vp", N_("Consume: 2xVP"),
          N_("Whoever chose Consume: 2xVP gets twice the VP chips from their consume powers "
             "this phase. VP for discarding cards from hand are not doubled, nor are cards."),
          PHASES, ("consume", "vp_chips")),
    Entry("produce", N_("V Produce"),
          N_("Every production world without a good gets one (a card from the deck, face "
             "down). The player who chose Produce also puts a good on one of their empty "
             "windfall worlds."),
          PHASES, ("production", "windfall", "p_produce")),
    Entry("goods", N_("Goods"),
          N_("There are four kinds of goods: Novelty (light blue), Rare elements (brown), "
             "Genes (green) and Alien technology (yellow). A world holds at most one good, of "
             "its own kind. Goods are consumed for VP and cards or sold with Trade."),
          PHASES, ("consume", "trade")),
    # --- the cards ----------------------------------------------------------------------------
    Entry("world", N_("Worlds"),
          N_("Worlds are the circle cards: the number inside is the cost in cards (a red "
             "number is a military world's defence) and the hexagon shows their VP. A "
             "coloured circle tells the kind of good the world holds."),
          CARDS, ("settle", "production", "windfall", "military")),
    Entry("development", N_("Developments"),
          N_("Developments are the diamond cards, costing 1 to 6. They bring VP and powers. "
             "You may have only one copy of each development."),
          CARDS, ("develop", "six_dev")),
    Entry("production", N_("Production worlds"),
          N_("A production world (a filled circle) gets a good in every Produce phase if it "
             "holds none."),
          CARDS, ("produce", "goods")),
    Entry("windfall", N_("Windfall worlds"),
          N_("A windfall world (a ring around the circle) gets a good when it is placed. "
             "Afterwards it gets a new one only from the Produce bonus or from a card power."),
          CARDS, ("produce", "p_produce_windfall")),
    Entry("military", N_("Military worlds"),
          N_("Military worlds have a red defence instead of a cost: they are conquered, not "
             "bought."),
          CARDS, ("conquest",)),
    Entry("six_dev", N_("6-cost developments"),
          N_("Their VP (\"?\") are counted at the end: each lists conditions, and every card "
             "of your tableau scores for the first line it matches. The enlarged card shows "
             "what it would score now."),
          CARDS, ("scoring",)),
    Entry("start_world", N_("Start worlds"),
          N_("Each player begins with one of the five start worlds; its number decides who "
             "acts first when the order matters. A start world that turns up later can be "
             "settled like any world."),
          CARDS, ("setup",)),
    Entry("alien", N_("Alien cards"),
          N_("Alien worlds hold Alien technology, the most valuable goods. Some powers give "
             "Military or discounts against Alien worlds, and powers that place a military "
             "world for cards or a world for free do not work on them."),
          CARDS, ("p_pay_military", "p_free_world")),
    Entry("rebel", N_("Rebel worlds"),
          N_("Rebel worlds are military worlds marked as rebels. Some cards give extra "
             "Military against them, and Galactic Imperium scores extra for them."),
          CARDS, ("conquest", "six_dev")),
    Entry("family", N_("Other card marks"),
          N_("Uplift, Chromosome, Imperium and Terraforming mark families of cards. In this "
             "game no rule depends on them; a 6-cost development may name some of these "
             "cards."),
          CARDS, ("six_dev",)),
    Entry("powers", N_("How card powers work"),
          N_("Powers change the rules for you in the phase they name. A card's powers start "
             "working in the phase after it is placed. A power with \"may\" is optional, the "
             "others must be used when possible. \"Draw\" puts the card in your hand, except "
             "in Explore, where it adds a card to choose from."),
          POWERS, ("tableau",)),
)
