"""Rule constants shared by the modules: action cards, phases, limits."""

HAND_LIMIT = 10
END_TABLEAU = 12
CHIPS_PER_PLAYER = 12

ACTIONS = ("explore5", "explore11", "develop", "settle", "trade", "vp2", "produce")
ACTIONS_ADVANCED = ("explore5", "explore11", "develop", "develop2", "settle", "settle2",
                    "trade", "vp2", "produce")
# which phase an action card calls
ACTION_PHASE = {"explore5": "explore", "explore11": "explore", "develop": "develop",
                "develop2": "develop", "settle": "settle", "settle2": "settle",
                "trade": "consume", "vp2": "consume", "produce": "produce"}
PHASES = ("explore", "develop", "settle", "consume", "produce")
ACTION_TEXT = {"explore5": "Explore +5", "explore11": "Explore +1/+1", "develop": "Develop",
               "develop2": "Develop", "settle": "Settle", "settle2": "Settle",
               "trade": "Consume: Trade", "vp2": "Consume: 2xVP", "produce": "Produce"}
