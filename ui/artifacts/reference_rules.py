"""The rules reference of Alien Artifacts, part one: the basics, the turn, the actions and
the end of the game (our own words, after the rules summary of seed 002; entries of
ui/table/rules_ref.py, assembled in reference.py). Card powers, attacks and scoring are in
reference_cards.py.
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.rules_ref import Entry

BASICS = N_("Basics")
TURN = N_("Turn")
ACTIONS = N_("Actions")
OPERATIONS = N_("Operational actions")
END = N_("End of the game")

ENTRIES: tuple = (
    # --- basics -----------------------------------------------------------------------------
    Entry("goal", N_("Goal of the game"),
          N_("Each player grows an empire of planets, technologies and ships. Points come "
             "from scoring technologies, producing on planets, attacks, the empire's cards and "
             "the faction's own scoring. Whoever has the most VP at the end wins."),
          BASICS, ("final_scoring", "faction")),
    Entry("setup", N_("Setup"),
          N_("Each player gets a faction, its credits and 3 resource cards; one planet, one "
             "technology and one ship (plus the faction's extra card) start under "
             "construction. Two alien systems lie face up, and the round marker starts at the "
             "number of players."),
          BASICS, ("faction", "under_construction", "round_marker")),
    Entry("faction", N_("Faction card"),
          N_("Your faction says what you start with, offers a faction action and adds its own "
             "scoring at the end of the game. Read it at the start: it tells you which colour "
             "or kind of card pays off for you."),
          BASICS, ("faction_action", "final_scoring")),
    Entry("resource_cards", N_("Resource cards"),
          N_("A resource card has two halves, each with 1 to 3 icons of one colour and a 4X "
             "type, and an attack number in its centre. From your hand a card pays with "
             "whichever half you need; under a planet only its visible half counts."),
          BASICS, ("colors", "types", "assembly_limit")),
    Entry("colors", N_("Resource colours"),
          N_("Green icons discover planets, blue icons develop technologies and red icons "
             "build ships; each colour also pays one operational action. Gold icons are "
             "universal: they replace any colour in a basic action, but never in an "
             "operational or faction action."),
          BASICS, ("discover", "develop", "build", "gold")),
    Entry("gold", N_("Gold icons"),
          N_("A gold half counts as any colour when you pay a basic action (constructing, "
             "preparing, trading, removing blockades). Operational and faction actions refuse "
             "gold."),
          BASICS, ("colors",)),
    Entry("types", N_("4X types"),
          N_("Every planet, technology and ship, and every half of a resource card, has one "
             "of four types: Explore, Expand, Exploit or Exterminate. A matching type lets a "
             "planet produce for a VP and a technology score."),
          BASICS, ("produce", "score")),
    Entry("credits", N_("Credits"),
          N_("Credits (¢) buy cards and pay to use blockaded cards. You get them by trading "
             "resources and from some cards. At the end they only break ties (and count for "
             "some technologies and factions)."),
          BASICS, ("buy", "trade", "tiebreak")),
    Entry("hand_limit", N_("Hand limit"),
          N_("You keep at most 3 resource cards in hand (some cards raise this). Defense plans "
             "and artifacts do not count toward the limit."),
          BASICS, ("end_turn", "discard")),
    Entry("assembly_limit", N_("Assembly limit"),
          N_("One action may spend at most 2 resource cards, from your hand and from your "
             "operational planets together. Some cards raise this limit, for one kind of card "
             "or for every action."),
          BASICS, ("prepare", "resource_cards")),
    Entry("under_construction", N_("Under construction"),
          N_("Cards you buy wait on the left of your faction until you pay for them; there is "
             "no limit to how many wait there. Resources you prepare are tucked under them."),
          BASICS, ("buy", "prepare", "discover")),
    Entry("sides", N_("Logistics and Operational sides"),
          N_("When you complete a card you choose its side. Logistics gives a lasting power; "
             "Operational acts: a planet produces, a technology scores, a ship may attack, now "
             "and again in the matching operational action. Each completed card is 1 VP at the "
             "end whichever side it shows."),
          BASICS, ("ongoing", "produce", "score", "attack")),
    # --- the turn ----------------------------------------------------------------------------
    Entry("turn", N_("Your turn"),
          N_("In seat order each player takes exactly one action: a basic action, an "
             "operational action, the faction action or a card's Action. Free actions may "
             "come before and after it; then the turn ends."),
          TURN, ("free_actions", "end_turn")),
    Entry("free_actions", N_("Free actions"),
          N_("In your turn you may also play artifacts, use Additionally bonuses and pay to "
             "use a blockaded card. None of them is your action."),
          TURN, ("artifacts", "additionally", "blockade")),
    Entry("end_turn", N_("End of the turn"),
          N_("After your action you may discard any resource cards from your hand; then you "
             "draw back up to your hand limit. Throwing away a weak card gives you a fresh "
             "draw."),
          TURN, ("hand_limit",)),
    Entry("discard", N_("Above the hand limit"),
          N_("If cards drawn during your turn leave you above the hand limit after the "
             "refill, choose which resource cards to discard until you are back at the "
             "limit."),
          TURN, ("hand_limit",)),
    # --- basic actions -----------------------------------------------------------------------
    Entry("buy", N_("Buy a card"),
          N_("Pay 5 credits to take the top card of the planet, technology or ship deck and "
             "put it under construction. Each extra credit lets you look at one more card of "
             "that deck: you keep one and the others go under the deck."),
          ACTIONS, ("under_construction", "credits")),
    Entry("discover", N_("Discover a planet"),
          N_("Pay 5 green icons, plus 1 per planet already in your empire, less what is "
             "prepared under it. Settle it (Logistics side: its lasting power) or exploit it "
             "(Operational side: it produces 3 at once)."),
          ACTIONS, ("sides", "produce", "prepare")),
    Entry("develop", N_("Develop a technology"),
          N_("Pay 5 blue icons, plus 1 per technology already in your empire, less what is "
             "prepared under it. Deploy it (Logistics side: its lasting power) or sell it to a "
             "corporation (Operational side: it scores at once)."),
          ACTIONS, ("sides", "score", "prepare")),
    Entry("build", N_("Build a ship"),
          N_("Pay 5 red icons, plus 1 per ship already in your empire, less what is prepared "
             "under it. Join it to the fleet (Logistics side: its lasting power; an Exploit "
             "ship also brings a defense plan) or send it on a mission (Operational side: it "
             "may attack at once)."),
          ACTIONS, ("sides", "attack", "defense_plans", "prepare")),
    Entry("prepare", N_("Prepare resources"),
          N_("Choose one row under construction (planets, technologies or ships) and tuck "
             "resource cards of its colour under its cards, within the assembly limit. They "
             "pay for those cards later and do not count toward the limit when you complete "
             "them."),
          ACTIONS, ("assembly_limit", "under_construction")),
    Entry("trade", N_("Trade resources"),
          N_("Choose one colour and discard cards from your hand for 1 credit per icon of "
             "that colour, within the assembly limit. Gold may count as any colour."),
          ACTIONS, ("credits", "assembly_limit")),
    Entry("unblock", N_("Remove blockades"),
          N_("Choose one row of your empire and remove 1 blockade token from it for every 2 "
             "icons of the row's colour you pay (gold counts), within the assembly limit."),
          ACTIONS, ("blockade",)),
    # --- operational actions ------------------------------------------------------------------
    Entry("offensive", N_("Start an offensive"),
          N_("Pay 5 red icons (no gold, assembly limit applies): every usable operational "
             "ship of yours may join one attack."),
          OPERATIONS, ("attack",)),
    Entry("revenue", N_("Gain revenue"),
          N_("Pay 5 blue icons (no gold, assembly limit applies): every operational "
             "technology of yours scores."),
          OPERATIONS, ("score",)),
    Entry("mining", N_("Mine the planets"),
          N_("Pay 5 green icons (no gold, assembly limit applies): every usable operational "
             "planet of yours produces 1. A planet may hold any number of resource cards."),
          OPERATIONS, ("produce",)),
    Entry("faction_action", N_("Faction action"),
          N_("Your faction card names a cost in icons of one colour (never gold) and an "
             "effect. It is your action for the turn, and you may use it again in later "
             "turns."),
          OPERATIONS, ("faction",)),
    # --- the end -----------------------------------------------------------------------------
    Entry("round_marker", N_("Round marker"),
          N_("Whenever the resource deck runs out it is reshuffled and the round marker moves "
             "down by 1. It starts at the number of players."),
          END, ("game_end",)),
    Entry("game_end", N_("When the game ends"),
          N_("Once the marker is at 1, the next time the resource deck runs out the game "
             "ends: play goes on until everyone has had the same number of turns, then the "
             "final scoring follows."),
          END, ("round_marker", "final_scoring")),
    Entry("final_pay", N_("Paying for blockaded cards at the end"),
          N_("A blockaded card still counts its 1 VP. For its technology rows and your "
             "faction's scoring to count it too, you may pay 1 credit per token on it before "
             "the final scoring."),
          END, ("blockade", "final_scoring")),
)
