"""The entries of Gaia Project's rules reference, in our own words from the rulebook (seed 003),
by group in reading order. ui/gaia/reference.py ties the engine's words to them."""
from __future__ import annotations

from game.core.i18n import N_

from ui.table.rules_ref import Entry

GAME = N_("The game")
ROUNDS = N_("Rounds and phases")
ACTIONS = N_("Actions")
BUILDINGS = N_("Buildings")
TILES = N_("Tiles and their powers")
SCORING = N_("Scoring")
END = N_("End of the game")

ENTRIES = (
    # --- the game -----------------------------------------------------------------------------
    Entry("goal", N_("Goal of the game"), N_(
        "Each player leads a faction that settles planets, builds, researches and forms "
        "federations. The game lasts 6 rounds. Everyone starts with 10 VP; after the final "
        "scoring the most VP wins."), GAME, ("round", "end")),
    Entry("setup", N_("Setup"), N_(
        "In seat order each player places a mine on a planet of their home type, then the "
        "second mines go down in reverse order (the Xenos add a third, the Ivits place their "
        "planetary institute last). Then, from the last seat back, each player takes a "
        "booster."), GAME, ("factions", "booster")),
    Entry("factions", N_("Factions"), N_(
        "Each faction lives on one planet type, its home type, and has its own board: start "
        "resources, income and an ability. Its planetary institute unlocks a stronger ability. "
        "The first game uses fixed factions."), GAME, ("pi", "terraforming")),
    Entry("resources", N_("Resources"), N_(
        "Credits, ore, knowledge and QIC pay for actions. You can hold at most 30 credits, "
        "15 ore and 15 knowledge; anything above is lost."), GAME, ("free-actions",)),
    Entry("power", N_("Power bowls"), N_(
        "Your power tokens sit in three bowls. Charging moves a token from bowl I to bowl II, "
        "or, when bowl I is empty, from bowl II to bowl III; with both empty nothing more can "
        "be charged. Spending power moves tokens from bowl III back to bowl I."), GAME,
        ("burn", "charge")),
    Entry("power-tokens", N_("New and lost power tokens"), N_(
        "A power token you gain goes into bowl I. A token you lose or discard leaves the game "
        "from any bowl, never from the Gaia area."), GAME, ("power",)),
    Entry("burn", N_("Burning power"), N_(
        "A free action: discard one token from bowl II to move another from bowl II to bowl "
        "III. It gives power to spend now, but you have one token less for good."), GAME,
        ("power", "free-actions")),
    Entry("free-actions", N_("Free actions"), N_(
        "Before or after your action, as often as you like: 4 power for 1 QIC or 1 knowledge, "
        "3 power for 1 ore, 1 power for 1 credit; 1 QIC for 1 ore; 1 knowledge or 1 ore for 1 "
        "credit; 1 ore for 1 power token. Power is spent from bowl III."), GAME,
        ("resources", "burn")),
    Entry("vp", N_("Victory points"), N_(
        "VP come during the game from round goals, tiles, federations and passing bonuses, and "
        "at the end from the final goals, research and leftover resources. Charging power from "
        "another player's building costs VP."), GAME, ("round-goals", "final-goals")),
    Entry("planet-types", N_("Planet types"), N_(
        "There are seven planet types that can be terraformed, plus Gaia and transdim planets "
        "and the lost planet. Some tiles and a final goal count how many types you live on."),
        GAME, ("terraforming",)),
    Entry("sectors", N_("Sectors"), N_(
        "The map is made of numbered sectors: the first number of a hex's label is its sector. "
        "A final goal counts the sectors where you have a building."), GAME, ("final-goals",)),
    # --- rounds and phases ------------------------------------------------------------------
    Entry("round", N_("A round"), N_(
        "Each of the 6 rounds has four phases: income, the Gaia phase, actions and clean-up. "
        "After the actions of round 6 comes the final scoring."), ROUNDS,
        ("income", "gaia-phase", "actions-phase", "cleanup")),
    Entry("income", N_("Income phase"), N_(
        "At the start of each round you get the income shown on your faction board, booster, "
        "tech tiles and research levels. When new power tokens and power charges come at "
        "once, you choose which comes first."), ROUNDS, ("power",)),
    Entry("gaia-phase", N_("Gaia phase"), N_(
        "Tokens in your Gaia area go back to bowl I (the Terrans' to bowl II). Each transdim "
        "planet with your gaiaformer on it becomes a Gaia planet; the gaiaformer stays there "
        "until you build a mine on it."), ROUNDS, ("gaia-project",)),
    Entry("gaia-choice", N_("Terrans and Itars in the Gaia phase"), N_(
        "With their planetary institute, the Terrans may turn the tokens leaving their Gaia "
        "area into resources. The Itars may give back 4 tokens of their Gaia area for a tech "
        "tile, as long as they have enough."), ROUNDS, ("gaia-phase", "factions")),
    Entry("actions-phase", N_("Actions phase"), N_(
        "From the first player on, each player takes one action per turn, until everyone has "
        "passed. Free actions may come before or after your action. Here the turn ends by "
        "itself once only free actions are left."), ROUNDS, ("turn", "pass")),
    Entry("turn", N_("Your turn"), N_(
        "Take one action: build a mine, start a Gaia project, upgrade a building, form a "
        "federation, research, take a power or QIC action, use a special action, or pass."),
        ROUNDS, ("mine", "upgrade", "research", "power-actions", "pass")),
    Entry("pass", N_("Passing"), N_(
        "Pass when you will not act again this round: give back your booster and take one of "
        "those left (none in round 6); the same booster cannot stay with you two rounds in a "
        "row. Passing bonuses score now. The first to pass starts the next round."), ROUNDS,
        ("booster", "when-pass")),
    Entry("charge", N_("Charging from neighbours"), N_(
        "When a player builds, each other player with a building within distance 2 may charge "
        "power equal to the power value of their biggest such building. It costs 1 VP less "
        "than the power charged; charge all of it or none, unless your bowls take less. "
        "Players who passed may charge too."), ROUNDS, ("power", "power-value")),
    Entry("cleanup", N_("Clean-up"), N_(
        "The markers on the power, QIC and special actions are removed and the round's goal "
        "is done. A new round begins with income."), ROUNDS, ("round-goals",)),
    # --- actions ------------------------------------------------------------------------------
    Entry("mine", N_("Build a mine"), N_(
        "Pay 2 credits and 1 ore and put a mine on an empty planet within your range. A planet "
        "of another type must be terraformed in the same action; a Gaia planet costs 1 QIC "
        "more; a transdim planet needs a Gaia project first."), ACTIONS,
        ("range", "terraforming", "gaia-planets")),
    Entry("range", N_("Range"), N_(
        "How far from your nearest planet you can build, counted in hexes: 1 at first, more "
        "with Navigation research. Each QIC spent adds 2 to the range of one action."), ACTIONS,
        ("mine", "tracks")),
    Entry("terraforming", N_("Terraforming"), N_(
        "Your faction board's wheel shows how many steps (1 to 3) a planet type is from your "
        "home type. A step costs 3 ore, 2 at Terraforming level 2 and 1 from level 3. Steps "
        "given by an action or booster are free."), ACTIONS, ("mine", "planet-types")),
    Entry("gaia-planets", N_("Gaia planets"), N_(
        "Every faction can live on a Gaia planet by paying 1 QIC with the mine. Where your own "
        "gaiaformer made the Gaia planet, only you may build there and no QIC is due."),
        ACTIONS, ("gaia-project",)),
    Entry("transdim", N_("Transdim planets"), N_(
        "No mine can be built on a transdim planet. A Gaia project turns it into a Gaia planet "
        "in the next Gaia phase."), ACTIONS, ("gaia-project",)),
    Entry("gaia-project", N_("Start a Gaia project"), N_(
        "Put one of your gaiaformers on a transdim planet within range and move power tokens "
        "from your bowls to the Gaia area: 6 tokens, 4 at Gaia project level 3, 3 from level "
        "4. The Gaia project track gives gaiaformers at levels 1, 3 and 4."), ACTIONS,
        ("transdim", "gaia-phase")),
    Entry("upgrade", N_("Upgrade a building"), N_(
        "Replace one of your buildings with the next kind: a mine becomes a trading station, a "
        "trading station a research lab or the planetary institute, a research lab an "
        "academy. Pay the cost shown on your faction board."), ACTIONS,
        ("ts", "lab", "pi", "academy")),
    Entry("federation", N_("Form a federation"), N_(
        "Choose buildings with a power value of at least 7, leaving out any not needed, and "
        "link them with as few satellites as possible. It may not touch another of your "
        "federations. Take a federation token."), ACTIONS, ("satellites", "fed-tokens")),
    Entry("satellites", N_("Satellites"), N_(
        "A satellite goes on an empty space to link the planets of a federation; each costs "
        "one power token, discarded. Buildings next to each other need none. A final goal "
        "counts satellites."), ACTIONS, ("federation",)),
    Entry("research", N_("Research"), N_(
        "Pay 4 knowledge to move one level up a research track and take the new level's "
        "reward. Reaching level 3 also charges 3 power. Level 5 needs a green federation token "
        "turned over, and only one player can get there."), ACTIONS, ("tracks", "research-vp")),
    Entry("tracks", N_("Research tracks"), N_(
        "Terraforming makes steps cheaper, Navigation adds range, Artificial intelligence "
        "gives QIC, Gaia project gives gaiaformers, Economy and Science raise your income."),
        ACTIONS, ("research",)),
    Entry("power-actions", N_("Power actions"), N_(
        "The purple spaces of the research board: spend the power shown from bowl III for "
        "ore, knowledge, credits, power tokens or free terraforming steps. Each one can be "
        "taken by one player per round."), ACTIONS, ("power", "qic-actions")),
    Entry("qic-actions", N_("QIC actions"), N_(
        "The green spaces: pay QIC for a tech tile, for scoring one of your federation tokens "
        "again, or for 3 VP and 1 VP per planet type. Each one can be taken by one player per "
        "round."), ACTIONS, ("power-actions",)),
    Entry("special", N_("Special actions"), N_(
        "Actions printed on your faction board, a tech tile or your booster. They cost "
        "nothing, only their owner can use them, and each works once per round."), ACTIONS,
        ("booster",)),
    Entry("lost-planet", N_("The lost planet"), N_(
        "Reaching Navigation level 5 lets you put the lost planet on an empty space within "
        "range, with one of your mines on it. It is a planet type of its own and cannot be "
        "upgraded."), ACTIONS, ("tracks",)),
    Entry("space-station", N_("Space station"), N_(
        "The Ivits' special action once their planetary institute is built: a space station on "
        "an empty space. It links their federation like a building of power value 1 and "
        "counts as a satellite."), ACTIONS, ("factions",)),
    Entry("swap", N_("Swap with a mine"), N_(
        "The Ambas' special action once their planetary institute is built: it changes places "
        "with one of their mines."), ACTIONS, ("factions",)),
    Entry("downlab", N_("A lab back to a trading station"), N_(
        "The Firaks' special action once their planetary institute is built: a research lab "
        "goes back to a trading station and they take one research step."), ACTIONS,
        ("factions",)),
    # --- buildings ------------------------------------------------------------------------------
    Entry("ts", N_("Trading station"), N_(
        "A mine becomes a trading station for 6 credits and 2 ore, or 3 credits when another "
        "player has a building within distance 2. It raises your credit income."), BUILDINGS,
        ("upgrade", "power-value")),
    Entry("lab", N_("Research lab"), N_(
        "A trading station becomes a research lab for 5 credits and 3 ore; you take a tech "
        "tile at once. It raises your knowledge income."), BUILDINGS, ("tech",)),
    Entry("pi", N_("Planetary institute"), N_(
        "A trading station becomes your planetary institute for 6 credits and 4 ore. It "
        "unlocks your faction's stronger ability and adds income."), BUILDINGS, ("factions",)),
    Entry("academy", N_("Academy"), N_(
        "A research lab becomes an academy for 6 credits and 6 ore, with a tech tile at once. "
        "One academy gives 2 knowledge income, the other a special action for 1 QIC."),
        BUILDINGS, ("tech", "special")),
    Entry("big-buildings", N_("Big buildings"), N_(
        "The planetary institute and the academies. Some tiles and round goals count them."),
        BUILDINGS, ("pi", "academy")),
    Entry("power-value", N_("Power value"), N_(
        "A mine is worth 1, a trading station or research lab 2, the planetary institute or an "
        "academy 3 (4 with the tech tile that says so). It counts for federations and for "
        "charging power."), BUILDINGS, ("federation", "charge")),
    # --- tiles ----------------------------------------------------------------------------------
    Entry("booster", N_("Boosters"), N_(
        "A booster gives income and sometimes a special action or a passing bonus. You take one "
        "at the start and swap it each time you pass."), TILES, ("pass", "special")),
    Entry("tech", N_("Tech tiles"), N_(
        "You take one with each research lab and academy, or with a QIC action. A tile under a "
        "track also moves you one level up there; with one of the three other tiles you choose "
        "the track. You cannot hold the same tile twice."), TILES, ("research", "advtech")),
    Entry("advtech", N_("Advanced tech tiles"), N_(
        "Instead of a standard tile you may take the advanced one of a track where you are at "
        "level 4 or 5, turning a green federation token over. It covers one of your standard "
        "tiles, which stops working."), TILES, ("tech", "fed-tokens")),
    Entry("fed-tokens", N_("Federation tokens"), N_(
        "A federation token gives its VP and resources at once. Its green side is turned over "
        "later to pay for a level 5 research step or an advanced tech tile. The 12 VP token "
        "has no green side."), TILES, ("federation", "advtech")),
    Entry("when-income", N_("Income on a tile"), N_(
        "Paid in every income phase while you hold the tile."), TILES, ("income",)),
    Entry("when-pass", N_("Passing bonus"), N_(
        "Scores when you pass: the reward once for each thing it counts, e.g. 1 VP per mine. "
        "A booster's bonus works when you give the booster back."), TILES, ("pass",)),
    Entry("when-each", N_("Each time"), N_(
        "Pays each time you do what it shows, e.g. 3 VP for each new mine on a Gaia planet."),
        TILES, ("round-goals",)),
    Entry("when-now", N_("At once"), N_(
        "The reward comes once, when you take the tile."), TILES, ("tech",)),
    Entry("when-now-per", N_("At once, per item"), N_(
        "Once, when you take the tile: the reward for each thing it counts that you have "
        "then, e.g. 2 VP per mine."), TILES, ("tech",)),
    # --- scoring --------------------------------------------------------------------------------
    Entry("round-goals", N_("Round goals"), N_(
        "Each round has its goal tile: during that round you score its VP each time you do "
        "what it shows, e.g. 2 VP for each new mine."), SCORING, ("when-each",)),
    Entry("final-goals", N_("Final goals"), N_(
        "Two tiles rank the players at the end: 18, 12 and 6 VP for the first three; tied "
        "players share the points of their places. With 2 players a neutral player is ranked "
        "too."), SCORING, ("end",)),
    Entry("research-vp", N_("Research at the end"), N_(
        "Each research track scores 4 VP for each of levels 3, 4 and 5 you reached: up to "
        "12 VP a track."), SCORING, ("research",)),
    Entry("leftover", N_("Leftover resources"), N_(
        "At the end, power that can be spent becomes credits and QIC become ore; then every 3 "
        "credits, ore and knowledge together score 1 VP."), SCORING, ("resources",)),
    # --- end of the game --------------------------------------------------------------------
    Entry("end", N_("End of the game"), N_(
        "The game ends after the actions of round 6; no booster is taken when passing then. "
        "The final scoring adds final goals, research and leftover resources. The most VP "
        "wins; tied players share the victory."), END,
        ("final-goals", "research-vp", "leftover")),
)
