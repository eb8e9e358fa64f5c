"""The entries of the Three Epochs of Space rules reference, in reading order (our own words,
from the seed's rules and our content in docs/epochs-design.md; every text marked with `N_`
and translated in the "epochs" domain). ui/epochs/reference.py ties the engine's words to
them.
"""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.rules_ref import Entry

G_START = N_("Getting started")
G_TURN = N_("Turn")
G_PAY = N_("Paying")
G_CARDS = N_("Card types")
G_COLONY = N_("Colonising")
G_POWERS = N_("Card powers")
G_EPOCH = N_("End of an epoch")
G_END = N_("End of the game")

ENTRIES = (
    # --- getting started ------------------------------------------------------------------
    Entry("goal", N_("Goal of the game"),
          N_("Two players build a space empire over three epochs. Whoever has more victory "
             "points (VP) after the third epoch wins; on a tie, more fully colonised planets "
             "wins."), G_START, ("game_end",)),
    Entry("setup", N_("Setup"),
          N_("Each player starts with three epoch 1 cards, one science card and three "
             "universal tokens. Six epoch 1 cards form the offer, and one scoring tile per "
             "resource is dealt face up."), G_START, ("tiles", "take")),
    Entry("two_uses", N_("Two uses of a card"),
          N_("Every epoch card can either be played into your universe for its effect or "
             "paid away as a resource. The symbol in its top right corner shows which "
             "resource it is worth when paid away."), G_START, ("resources", "pay")),
    Entry("resources", N_("Resources"),
          N_("There are four resources: energy, food, metal and science. A card showing two "
             "symbols pays as either one, your choice. Science pays only for science "
             "cards."), G_START, ("two_uses", "science_card")),
    Entry("hand_limit", N_("Hand limit"),
          N_("You may hold at most seven epoch cards; science cards do not count. With six "
             "cards you may take only one card, and with seven none."), G_START, ("take",)),
    Entry("epochs", N_("Three epochs"),
          N_("The game has three epochs. In each, the players take turns until both have "
             "passed; then the epoch ends with research, space superiority and income. The "
             "first player to pass starts the next epoch."), G_START, ("turn", "epoch_end")),
    # --- the turn -------------------------------------------------------------------------
    Entry("turn", N_("A turn"),
          N_("On your turn do exactly one thing: take cards from the offer, play one card "
             "from your hand, or pass."), G_TURN, ("take", "play", "pass")),
    Entry("take", N_("Taking from the offer"),
          N_("The offer has three rows worth 1, 2 and 3. Take cards worth 3 in all: two "
             "cards worth 1, one worth 1 and one worth 2, or one card worth 3. The other "
             "cards slide toward the row worth 1 and the gaps are refilled from the deck."),
          G_TURN, ("hand_limit", "deck_empty")),
    Entry("deck_empty", N_("When the deck runs out"),
          N_("Once the epoch's deck is empty, the offer is no longer refilled. You may then "
             "take less: a single card, or two worth at most 3."), G_TURN, ("take",)),
    Entry("play", N_("Playing a card"),
          N_("Choose a card of your hand and pay its cost (the pips at the top left). Its "
             "effect happens at once, except for planets of epochs 1 and 2, which act when "
             "fully colonised."), G_TURN, ("pay", "planet")),
    Entry("pass", N_("Passing"),
          N_("A player who passes is out until the epoch ends. Cards in hand, science cards "
             "and tokens are kept for the next epoch. The first to pass researches first and "
             "starts the next epoch."), G_TURN, ("epoch_end",)),
    # --- paying ---------------------------------------------------------------------------
    Entry("pay", N_("Paying for a card"),
          N_("Pay each resource of the cost with a card showing it or with a universal "
             "token. Production lowers the cost, but every card played still costs at least "
             "one card or token."), G_PAY, ("two_for_one", "token", "production")),
    Entry("two_for_one", N_("Two cards for one"),
          N_("Any two cards (or tokens) pay for one resource of any kind. It is how to pay a "
             "resource you have no card for."), G_PAY, ("pay",)),
    Entry("token", N_("Universal tokens"),
          N_("A universal token (the gold U) pays one energy, food or metal, then goes back "
             "to the supply. It never pays science alone, but two tokens, or a token and a "
             "card, pay one science."), G_PAY, ("pay", "research")),
    Entry("production", N_("Production"),
          N_("Each level of a production track takes one off that resource in the cost of "
             "every card you play or research. Tracks never go down. When production covers "
             "the whole cost, pay any one card or token."), G_PAY, ("station", "tiles")),
    Entry("proposal", N_("The proposed payment"),
          N_("The table selects the cheapest payment: the fewest cards and tokens, keeping "
             "your most valuable cards. Confirm it, or change the selection first."),
          G_PAY, ("pay",)),
    # --- card types -----------------------------------------------------------------------
    Entry("station", N_("Production station"),
          N_("Raises one production track (energy, food, metal or science) by one. Its "
             "station symbol counts at the end of the game for the value of station "
             "tokens."), G_CARDS, ("production", "token_value")),
    Entry("shuttle", N_("Shuttle"),
          N_("Raises your military, trade or diplomacy by one. Its shuttle symbol counts at "
             "the end for the value of shuttle tokens."), G_CARDS,
          ("influence", "token_value")),
    Entry("planet", N_("Planet"),
          N_("A planet has four quarters to colonise. Planets of epochs 1 and 2 give their "
             "effect only when fully colonised; planets of epoch 3 give it when played."),
          G_CARDS, ("quarters", "colonised")),
    Entry("colony", N_("Colonisation card"),
          N_("Placed on an open quarter of one of your planets, never alone. Its effect "
             "happens as soon as it is placed."), G_CARDS, ("quarters", "objects")),
    Entry("ship", N_("Colony ship"),
          N_("Lands on one of your fully colonised planets, one ship per planet, and acts at "
             "once. Its ship symbol counts at the end for the value of ship tokens."),
          G_CARDS, ("colonised", "token_value")),
    Entry("science_card", N_("Science card"),
          N_("Science cards are researched only at the end of an epoch and are paid in "
             "science. They never pay for epoch cards and do not count toward the hand "
             "limit."), G_CARDS, ("research",)),
    # --- colonising -----------------------------------------------------------------------
    Entry("quarters", N_("Quarters"),
          N_("A white quarter takes a colonisation card of any colour; a coloured quarter "
             "with a white edge takes only that colour (ice, lava, ocean or jungle); a dark, "
             "printed quarter takes nothing."), G_COLONY, ("colony",)),
    Entry("colonised", N_("Fully colonised planets"),
          N_("A planet is fully colonised when its last open quarter is filled: its own "
             "effect happens then. A colony ship may land on it, and it is worth 2 VP at the "
             "end of the game."), G_COLONY, ("ship", "game_end")),
    Entry("objects", N_("Space-object tokens"),
          N_("When you place a colonisation card, for each object symbol on it take as many "
             "tokens of that object as the planet showed such symbols before. A planet "
             "printed with two equal symbols gives one such token when played."), G_COLONY,
          ("token_value",)),
    # --- card powers ----------------------------------------------------------------------
    Entry("eff_vp", N_("Victory points"),
          N_("The card scores that many VP at once."), G_POWERS, ("goal",)),
    Entry("eff_income", N_("Permanent income"),
          N_("Raises your income: at the end of every epoch you score as many VP as your "
             "income."), G_POWERS, ("income",)),
    Entry("eff_prod", N_("Production gain"),
          N_("Moves one production track up: from now on that resource costs you one less "
             "on every card. Production also decides the scoring tiles."), G_POWERS,
          ("production", "tiles")),
    Entry("eff_token", N_("Gaining universal tokens"),
          N_("Take that many universal tokens from the supply. They pay energy, food or "
             "metal."), G_POWERS, ("token",)),
    Entry("eff_mil", N_("Military"),
          N_("Raises your military track. At each epoch end the military difference moves "
             "the influence marker toward the leader on the military axis."), G_POWERS,
          ("influence",)),
    Entry("eff_trade", N_("Trade"),
          N_("Raises your trade track. At each epoch end the trade difference moves the "
             "influence marker toward the leader on the trade axis."), G_POWERS,
          ("influence",)),
    Entry("eff_dip", N_("Diplomacy"),
          N_("Raises your diplomacy track. At each epoch end the diplomacy leader moves the "
             "influence marker one step."), G_POWERS, ("nudge",)),
    Entry("eff_science", N_("Drawing science cards"),
          N_("Draw that many science cards from the science deck into your hand; the other "
             "player does not see which."), G_POWERS, ("science_card",)),
    Entry("eff_end", N_("End-game points"),
          N_("Scores at the end of the game: the VP shown for each of your fully colonised "
             "planets (or whatever the card counts)."), G_POWERS, ("game_end",)),
    Entry("eff_early", N_("Early research"),
          N_("Some older editions of the cards mark a science card that can be researched "
             "only at the end of epoch 1 or 2."), G_POWERS, ("research",)),
    # --- end of an epoch ------------------------------------------------------------------
    Entry("epoch_end", N_("End of an epoch"),
          N_("When both players have passed: 1) research, 2) space superiority, 3) income. "
             "Then the offer is cleared and six cards of the next epoch are laid out."),
          G_EPOCH, ("research", "influence", "income")),
    Entry("research", N_("Research"),
          N_("Each player may research one science card, the first to pass first. Pay its "
             "science with cards showing science, two cards or tokens per science, and your "
             "science production."), G_EPOCH, ("science_card", "token")),
    Entry("influence", N_("Influence board"),
          N_("A marker on a 7 x 7 board shows space superiority. The military difference "
             "moves it vertically and the trade difference horizontally, toward the leader. "
             "It stays where it ends for the next epoch."), G_EPOCH,
          ("nudge", "superiority")),
    Entry("nudge", N_("Diplomacy step"),
          N_("A diplomacy lead of 1 lets the leader move the marker one step on the axis of "
             "their choice. A lead of 2 or more moves it one step diagonally toward the "
             "leader's corner and scores them VP."), G_EPOCH, ("influence", "edge")),
    Entry("edge", N_("Off the board"),
          N_("A step that would take the marker past the edge of the board is not made; "
             "the player it would favour scores 2 VP for it instead."), G_EPOCH,
          ("influence",)),
    Entry("superiority", N_("Superiority points"),
          N_("The player on whose side the marker lies on the military axis scores its "
             "military value; the trade leader scores its trade value for each of their "
             "planets. A marker in one player's quadrant gives them a bonus."), G_EPOCH,
          ("influence",)),
    Entry("income", N_("Income"),
          N_("Last step of an epoch end: each player scores VP equal to their permanent "
             "income."), G_EPOCH, ("eff_income",)),
    # --- end of the game ------------------------------------------------------------------
    Entry("game_end", N_("End of the game"),
          N_("After the end of the third epoch: the scoring tiles, the space-object tokens "
             "and 2 VP per fully colonised planet. The most VP wins; a tie goes to more "
             "fully colonised planets."), G_END, ("tiles", "token_value", "colonised")),
    Entry("tiles", N_("Scoring tiles"),
          N_("One tile per resource. The player with the higher production of that resource "
             "scores the tile (on a tie, both do), for example 2 VP per military level."),
          G_END, ("production",)),
    Entry("token_value", N_("Value of space-object tokens"),
          N_("Each of your tokens of an object is worth more the more cards with that "
             "symbol you have in play: colony ships, shuttles or stations. The end screen "
             "shows the table."), G_END, ("objects",)),
)
