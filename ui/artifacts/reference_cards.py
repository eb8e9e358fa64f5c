"""The rules reference of Alien Artifacts, part two: card powers, attacks and scoring (our
own words, after the rules summary of seed 002 and the power codes of our card content,
docs/artifacts-design.md section 2; assembled in reference.py).
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.rules_ref import Entry

POWERS = N_("Card powers")
ATTACKS = N_("Attacks")
SCORING = N_("Scoring")

ENTRIES: tuple = (
    # --- keywords and powers ------------------------------------------------------------------
    Entry("ongoing", N_("Ongoing"),
          N_("An Ongoing power is always on while the card lies on its Logistics side and is "
             "not blockaded: it changes your actions as the card says."),
          POWERS, ("sides", "blockade")),
    Entry("additionally", N_("Additionally"),
          N_("An Additionally bonus is free: use it once per turn, before or after your "
             "action, even in the turn the card arrives."),
          POWERS, ("free_actions",)),
    Entry("action", N_("Action (card)"),
          N_("A card with an Action lets you use its effect instead of any other action in "
             "your turn."),
          POWERS, ("turn",)),
    Entry("placed", N_("When placed"),
          N_("A When placed power works once, as the card enters your empire on its "
             "Logistics side."),
          POWERS, ("sides",)),
    Entry("auto", N_("Automatic construction"),
          N_("Some cards, when placed, let you put a card of one kind from under "
             "construction into your empire for free, on the side you choose. You may skip "
             "it."),
          POWERS, ("under_construction", "placed")),
    Entry("search", N_("Search"),
          N_("Look through a deck for a card of a 4X type your empire lacks and put it under "
             "construction; the cards looked at go under the deck."),
          POWERS, ("types",)),
    Entry("discount", N_("Discount"),
          N_("An Ongoing discount makes every card of that kind cost fewer icons to complete."),
          POWERS, ("discover", "develop", "build")),
    Entry("trade_bonus", N_("Trade bonus"),
          N_("An Ongoing trade bonus adds credits each time you trade resources."),
          POWERS, ("trade",)),
    Entry("gain", N_("Credits, VP and cards from powers"),
          N_("Many effects simply give credits, victory points, resource cards drawn into "
             "your hand, artifacts or defense plans. Cards drawn this way may leave you above "
             "the hand limit at the end of the turn."),
          POWERS, ("discard", "artifacts", "defense_plans")),
    Entry("artifacts", N_("Alien artifacts"),
          N_("Artifacts come from alien systems and some cards. Play one at any moment of "
             "your turn, even right after getting it; it is not an action, then it is "
             "discarded. There is no limit to how many you hold."),
          POWERS, ("free_actions", "alien_systems")),
    # --- production and scoring -----------------------------------------------------------------
    Entry("produce", N_("Produce"),
          N_("Draw the number of resource cards shown and tuck each under the planet with one "
             "half visible. A half of the planet's 4X type may show, for 1 VP; otherwise the "
             "half with fewer icons shows (your choice if they are equal). You may spend "
             "planets' resources like cards in hand."),
          SCORING, ("types", "mining", "assembly_limit")),
    Entry("score", N_("Score"),
          N_("Reveal the top resource card. If either half has the technology's 4X type, gain "
             "the VP of the best 'during the game' row whose condition you meet. At the end, "
             "the best 'at the end' row counts without any card drawn."),
          SCORING, ("revenue", "final_scoring")),
    Entry("vp_track", N_("Victory points during the game"),
          N_("VP scored during the game (producing on a matching half, scoring technologies, "
             "attacks, cards and effects) go on the VP track and stay there."),
          SCORING, ("final_scoring",)),
    Entry("final_scoring", N_("Final scoring"),
          N_("Add to the VP track 1 VP per card in your empire, the best end row of each "
             "operational technology, and your faction's end scoring. Resource cards are "
             "worth nothing."),
          SCORING, ("final_pay", "tiebreak")),
    Entry("tiebreak", N_("Ties"),
          N_("On equal VP the player with more credits wins, then the one with more cards in "
             "the empire; if still equal, they share the victory."),
          SCORING, ("credits",)),
    # --- attacks --------------------------------------------------------------------------------
    Entry("attack", N_("How an attack works"),
          N_("Choose one target, an alien system in the row or another empire, and which "
             "operational ships join. For each ship reveal a resource card: its number plus "
             "the ship's bonuses is the attack, 4 at most. Each ship's result is applied on its "
             "own, yet it all counts as one attack."),
          ATTACKS, ("alien_systems", "defense_plans", "attack_bonus")),
    Entry("attack_bonus", N_("Attack and defense bonuses"),
          N_("A ship's own bonus and Ongoing attack bonuses add to the card's number; some "
             "apply only against alien systems. A defender's Ongoing defense lowers attacks on "
             "them; some cards pay credits once per attack."),
          ATTACKS, ("attack", "ongoing")),
    Entry("alien_systems", N_("Alien systems"),
          N_("Two alien systems lie face up. Each shows what an attack of value 1 to 4 wins "
             "(VP, artifacts, credits) or costs (a damaged or destroyed ship). After the "
             "attack the system goes under its deck and a new one is turned up."),
          ATTACKS, ("attack", "damaged")),
    Entry("defense_plans", N_("Defense plans"),
          N_("When another player attacks you, pick the basic defense or a defense plan from "
             "your hand; it decides what each attack value does. Plans stay yours, are kept "
             "secret and do not count toward the hand limit."),
          ATTACKS, ("attack", "blockade")),
    Entry("damaged", N_("Damaged and destroyed ships"),
          N_("A damaged ship goes back under construction: rebuild it later and choose its "
             "side again. A destroyed ship goes under the ship deck."),
          ATTACKS, ("build",)),
    Entry("blockade", N_("Blockade tokens"),
          N_("A successful attack on an empire may put blockade tokens on its cards. A "
             "blockaded card is empty for all purposes unless its owner pays 1 credit per token "
             "to use it this turn; remove tokens with the Remove blockades action."),
          ATTACKS, ("unblock", "final_pay")),
)
