"""Editions of the content: what each earlier version of carddata.py had that the current
one does not, so that a game saved with older content replays and goes on with the rules and
numbers it started with.

The content changed while it was being balanced (docs/epochs-design.md, section 6). A saved
game is a record: seed, options and moves; replayed with other card costs or token counts its
moves stop fitting (a card that was payable no longer is). So every new game stores its
edition in its options ("edition": CURRENT, written by `new_game`), and a save made before
editions existed (no "edition" option) is matched to the edition it was played with by
`upgrade_options` (see there).

Edition n is the content as it landed on main in the commit named beside it; CHANGES[n]
lists only what differs from the current content (carddata.py): per card (by name) its
cost, resource symbol, effects or quarters, and the board values, scoring tiles or starting
tokens. Card ids and decks never changed, so the same seed deals the same cards in every
edition. Changing carddata.py means: append an Edition for the content being replaced (what
it had, and when it landed), add the new differences to every older Edition, and raise
CURRENT; tests/epochs/test_editions.py replays records of every edition. The differences are
kept as layers (BEFORE_E<n>: what edition n changed, as every edition before it had it),
merged field by field by `_merged`: an older entry that names only a card's cost keeps the
effects the later layers give it.
"""
from dataclasses import dataclass, field
from datetime import datetime, timezone


@dataclass(frozen=True)
class Edition:
    """An older edition: when it landed (UTC, ISO) and how it differs from the current one."""
    landed: str
    cards: dict = field(default_factory=dict)    # card name -> {field: value}
    values: dict = field(default_factory=dict)   # carddata constant -> value


def _merged(*layers: dict) -> dict:
    """Card differences layered field by field (a later layer's field wins)."""
    out = {}
    for layer in layers:
        for name, fields in layer.items():
            out[name] = {**out.get(name, {}), **fields}
    return out


# The three production science cards edition 30 (e24) made token, income and influence cards,
# as every edition before it had them (edition 28's two aside).
BEFORE_E24 = {'Fusion Theory': {'effects': (('prod', 'E', 1), ('vp', 1), ('early',))},
              'Genetics': {'effects': (('prod', 'F', 1), ('vp', 1), ('early',))},
              'Metallurgy': {'effects': (('prod', 'M', 1), ('vp', 1), ('early',))}}

# The two cards edition 28 (e22) changed and edition 29 (e23) changed back: only edition 28
# had them so (no edition before it: its layer is the base of none).
ONLY_E22 = _merged(BEFORE_E24, {'Fusion Theory': {'effects': (('prod', 'E', 1), ('early',))},
                                'Genetics': {'effects': (('prod', 'F', 1), ('early',))}})

# The card edition 27 (e21) changed, as every edition before it had it (and e24's three).
BEFORE_E21 = _merged(BEFORE_E24,
                     {'Algae Vats': {'res': 'F', 'effects': (('prod', 'F', 1), ('token', 1))}})

# The card edition 26 (e20) changed, as every edition before it had it (and e21's).
BEFORE_E20 = _merged(BEFORE_E21, {'Pioneer Ark': {'effects': (('vp', 4),)}})

# The eight cards edition 25 (e19) changed, as every edition before it had them (and e20's).
BEFORE_E19 = _merged(BEFORE_E20, {
    'Titan Forge': {'effects': (('prod', 'M', 1), ('vp', 2))},
    'Metallurgy': {'effects': (('prod', 'M', 1), ('vp', 2), ('early',))},
    'Algae Vats': {'effects': (('prod', 'F', 1), ('vp', 1))},
    'Drill Rig': {'cost': 'EFF'},
    'Cinder': {'effects': (('token', 2), ('vp', 2))},
    'Thalassa': {'effects': (('income', 1), ('vp', 4))},
    'Pioneer Ark': {'effects': (('vp', 3),)},
    'Consular Ship': {'effects': (('dip', 1), ('vp', 1))}})

# The card edition 24 (e18) changed, as every edition before it had it (and e19's eight).
BEFORE_E18 = _merged(BEFORE_E19, {'Lava Forge': {'cost': 'EEF', 'effects': (('prod', 'M', 1),)}})

# The two cards edition 23 (e17) changed, as every edition before it had them (and e18's).
BEFORE_E17 = _merged(BEFORE_E18,
                     {'Magma Works': {'effects': (('prod', 'E', 1),)},
                      'Stellar Atlas': {'cost': 'SSSSS', 'effects': (('end', 'colonised', 2),)}})

# The three cards edition 22 (e16) changed, as every edition before it had them (and e17's
# two).
BEFORE_E16 = _merged(BEFORE_E17,
                     {'Lava Forge': {'cost': 'EF'},
                      'Spore Gardens': {'cost': 'EEMM', 'effects': (('prod', 'F', 1),)},
                      'Vine Arcology': {'effects': (('vp', 2), ('token', 1))}})
# Lava Forge cost E F before e16, today's cost again since e18: only its effects differ.
BEFORE_E16['Lava Forge'] = {'effects': BEFORE_E16['Lava Forge']['effects']}

# The five cards edition 21 (e15) changed, as every edition before it had them (and e16's
# three).
BEFORE_E15 = _merged(BEFORE_E16, {'Hydroponic Farm': {'cost': 'EEM'},
                                  'Algae Vats': {'cost': 'EMM'},
                                  'Lava Forge': {'cost': 'FM'},
                                  'Magma Works': {'cost': 'EE'},
                                  'Spore Gardens': {'cost': 'FFMM'}})

# The card edition 20 (e14) changed, as every edition before it had it (and e15's five).
BEFORE_E14 = _merged(BEFORE_E15, {'Dustmere': {'effects': (('science', 1), ('vp', 3))}})

# The six cards edition 19 (e13) changed, as every edition before it had them (and e14's).
BEFORE_E13 = _merged(BEFORE_E14, {
    'Dustmere': {'quarters': ('*', '*', None, None)},
    'Jungle Camp': {'effects': (('science', 1), ('vp', 1))},
    'Spore Gardens': {'cost': 'FFM'},
    'Antimatter Plant': {'effects': (('prod', 'E', 1), ('vp', 2))},
    'Grand Unification': {'effects': (('vp', 8),)},
    'Stellar Atlas': {'effects': (('end', 'objects', 1),)}})

# The three cards edition 18 (e12) changed, as every edition before it had them (and e13's
# six).
BEFORE_E12 = _merged(BEFORE_E13,
                     {'Solar Collector': {'cost': 'MF'},
                      'Merchant Barge': {'cost': 'EFM'},
                      'Dustmere': {'cost': 'FM', 'effects': (('science', 1), ('vp', 2))}})

# The card edition 17 (e11) changed, as every edition before it had it (and e12's three).
BEFORE_E11 = _merged(BEFORE_E12,
                     {'Survey Lab': {'cost': 'EF', 'effects': (('prod', 'S', 1), ('vp', 2))}})

# The card edition 16 (e10) changed, as every edition before it had it (its effects, 1 VP,
# are today's again; and e12's three).
BEFORE_E10 = _merged(BEFORE_E12, {'Survey Lab': {'cost': 'EF'}})

# The four cards edition 15 (e9) changed, as every edition before it had them (Survey Lab
# as before e9, over e10's entry).
BEFORE_E9 = _merged(BEFORE_E10,
                    {'Survey Lab': {'effects': (('prod', 'S', 1),)},
                     'Pyros': {'effects': (('income', 2), ('vp', 2))},
                     'Sylva': {'effects': (('prod', 'F', 1), ('prod', 'M', 1), ('vp', 2))},
                     'Jungle Throne': {'effects': (('vp', 4),)}})

# The three cards edition 14 (e8) changed, as every edition before it had them (and e9's
# four).
BEFORE_E8 = _merged(BEFORE_E9,
                    {'Ore Smelter': {'cost': 'EF'},
                     'Ocean Harbour': {'cost': 'MF'},
                     'Oceanus': {'cost': 'FFMM'}})

# The four science cards edition 13 (e7) changed, as every edition before it had them (and
# e8's three).
BEFORE_E7 = _merged(BEFORE_E8,
                    {'Cartography': {'effects': (('end', 'colonised', 2),)},
                     'Fusion Theory': {'effects': (('prod', 'E', 1), ('vp', 1))},
                     'Genetics': {'effects': (('prod', 'F', 1), ('vp', 1))},
                     'Metallurgy': {'effects': (('prod', 'M', 1), ('vp', 2))}})


# The six cards edition 11 (e5) changed, as every edition before it had them (and e7's four).
BEFORE_E5 = _merged(BEFORE_E7,
                    {'Jungle Camp': {'effects': (('science', 1),)},
                     'Cryo Labs': {'effects': (('prod', 'S', 1),)},
                     'Cartography': {'cost': 'SS'},
                     'Fusion Theory': {'effects': (('prod', 'E', 1), ('vp', 2))},
                     'Genetics': {'effects': (('prod', 'F', 1), ('vp', 2))}})
# Stellar Atlas cost S S S S before e5, today's cost again since e17: only its effects differ.
BEFORE_E5['Stellar Atlas'] = {'effects': BEFORE_E5['Stellar Atlas']['effects']}

CHANGES = (   # index = edition number
    # 0: 24b0dfb
    Edition('2026-11-26T06:40:48Z',
            cards=_merged(BEFORE_E5, {
                   'Solar Collector': {'cost': 'M'},
                   'Hydroponic Farm': {'cost': 'E'},
                   'Ore Smelter': {'cost': 'F'},
                   'Fusion Spark': {'cost': 'MF'},
                   'Algae Vats': {'cost': 'EM'},
                   'Drill Rig': {'cost': 'EF'},
                   'Scout Cutter': {'cost': 'M'},
                   'Trade Skiff': {'cost': 'F'},
                   'Merchant Barge': {'cost': 'EF', 'effects': (('trade', 1), ('token', 1))},
                   'Envoy Pod': {'cost': 'F'},
                   'Courier Drone': {'cost': 'E'},
                   'Cinder': {'effects': (('token', 2), ('vp', 1))},
                   'Thalassa': {'cost': 'EF',
                                'res': 'S',
                                'effects': (('income', 1), ('vp', 2)),
                                'quarters': ('*', '*', 'O', None)},
                   'Verdance': {'effects': (('prod', 'M', 1),)},
                   'Ice Settlers': {'res': 'F'},
                   'Lava Forge': {'cost': 'F', 'effects': (('prod', 'M', 1),)},
                   'Ocean Harbour': {'cost': 'MF', 'effects': (('vp', 3),)},
                   'Seed Ship': {'effects': (('income', 1),)},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Gunboat': {'cost': 'MMF', 'effects': (('mil', 1), ('trade', 1))},
                   'Consular Ship': {'cost': 'FFM', 'effects': (('dip', 1), ('science', 1))},
                   'Glacia': {'quarters': ('I', '*', 'I', None)},
                   'Pyros': {'effects': (('income', 2),), 'quarters': ('L', 'L', '*', None)},
                   'Sylva': {'effects': (('prod', 'F', 1), ('prod', 'M', 1)),
                             'quarters': ('J', '*', 'J', None)},
                   'Spore Gardens': {'cost': 'FF', 'effects': (('prod', 'F', 1),)},
                   'Dyson Relay': {'effects': (('prod', 'E', 1), ('vp', 3))},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))},
                   'Vine Arcology': {'effects': (('vp', 3), ('token', 2))},
                   'Deep Survey': {'cost': 'SSS'}}),
            values={'MILITARY_VALUE': (0, 2, 4, 7),
                    'TRADE_VALUE': (0, 1, 2, 3),
                    'QUADRANT_BONUS': (0, 1, 2, 4),
                    'DIPLOMACY_VP': (0, 0, 2, 3, 4),
                    'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 1: a222aa7
    Edition('2026-11-26T06:53:44Z',
            cards=_merged(BEFORE_E5, {
                   'Solar Collector': {'cost': 'M'},
                   'Hydroponic Farm': {'cost': 'E'},
                   'Ore Smelter': {'cost': 'F'},
                   'Fusion Spark': {'cost': 'MF'},
                   'Algae Vats': {'cost': 'EM'},
                   'Drill Rig': {'cost': 'EF'},
                   'Merchant Barge': {'cost': 'EFM', 'effects': (('trade', 1), ('token', 1))},
                   'Thalassa': {'cost': 'EF', 'res': 'S', 'quarters': ('*', 'O', None, None)},
                   'Ice Settlers': {'res': 'F'},
                   'Lava Forge': {'cost': 'F', 'effects': (('prod', 'M', 1),)},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Gunboat': {'effects': (('mil', 1), ('trade', 1))},
                   'Consular Ship': {'effects': (('dip', 1), ('science', 1))},
                   'Pyros': {'effects': (('income', 2), ('vp', 2)),
                             'quarters': ('L', '*', '*', None)},
                   'Sylva': {'effects': (('prod', 'F', 1), ('prod', 'M', 1), ('vp', 2)),
                             'quarters': ('J', '*', '*', None)},
                   'Spore Gardens': {'cost': 'FF', 'effects': (('prod', 'F', 1),)},
                   'Dyson Relay': {'effects': (('prod', 'E', 1), ('vp', 3))},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))},
                   'Vine Arcology': {'effects': (('vp', 3), ('token', 2))}}),
            values={'MILITARY_VALUE': (0, 2, 4, 6),
                    'TRADE_VALUE': (0, 1, 1, 2),
                    'QUADRANT_BONUS': (0, 1, 1, 2),
                    'DIPLOMACY_VP': (0, 0, 1, 2, 3),
                    'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 2: 2208cb3
    Edition('2026-11-26T07:34:43Z',
            cards=_merged(BEFORE_E5, {
                   'Solar Collector': {'cost': 'M'},
                   'Hydroponic Farm': {'cost': 'E'},
                   'Ore Smelter': {'cost': 'F'},
                   'Fusion Spark': {'cost': 'MF'},
                   'Algae Vats': {'cost': 'EM'},
                   'Drill Rig': {'cost': 'EF'},
                   'Thalassa': {'cost': 'EF', 'res': 'S', 'quarters': ('O', None, None, None)},
                   'Ice Settlers': {'res': 'F'},
                   'Lava Forge': {'cost': 'F', 'effects': (('prod', 'M', 1),)},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Spore Gardens': {'cost': 'FF', 'effects': (('prod', 'F', 1),)},
                   'Dyson Relay': {'effects': (('prod', 'E', 1), ('vp', 3))},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))},
                   'Vine Arcology': {'effects': (('vp', 3), ('token', 2))}}),
            values={'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 3: 2c61607
    Edition('2026-11-26T09:13:32Z',
            cards=_merged(BEFORE_E5, {
                   'Solar Collector': {'cost': 'M'},
                   'Hydroponic Farm': {'cost': 'E'},
                   'Ore Smelter': {'cost': 'F'},
                   'Fusion Spark': {'cost': 'MF'},
                   'Thalassa': {'cost': 'EF', 'res': 'S'},
                   'Ice Settlers': {'res': 'F'},
                   'Lava Forge': {'cost': 'F', 'effects': (('prod', 'M', 1),)},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Spore Gardens': {'cost': 'FF', 'effects': (('prod', 'F', 1),)},
                   'Dyson Relay': {'effects': (('prod', 'E', 1), ('vp', 3))},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))}}),
            values={'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 4: d3543f0
    Edition('2026-11-26T11:29:17Z',
            cards=_merged(BEFORE_E5, {
                   'Solar Collector': {'cost': 'M'},
                   'Hydroponic Farm': {'cost': 'EM'},
                   'Thalassa': {'cost': 'EF', 'res': 'S'},
                   'Ice Settlers': {'res': 'F'},
                   'Lava Forge': {'cost': 'F', 'effects': (('prod', 'M', 1),)},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Spore Gardens': {'cost': 'FF', 'effects': (('prod', 'F', 1),)},
                   'Dyson Relay': {'effects': (('prod', 'E', 1), ('vp', 3))},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))}}),
            values={'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 5: 6fd942c
    Edition('2026-11-26T11:59:39Z',
            cards=_merged(BEFORE_E5, {
                   'Solar Collector': {'cost': 'M'},
                   'Hydroponic Farm': {'cost': 'EM'},
                   'Thalassa': {'res': 'S'},
                   'Ice Settlers': {'res': 'F'},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Dyson Relay': {'effects': (('prod', 'E', 1), ('vp', 3))},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))}}),
            values={'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 6: 85bcf58
    Edition('2026-11-26T17:24:24Z',
            cards=_merged(BEFORE_E5, {
                   'Hydroponic Farm': {'cost': 'EM'},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Ember Dome': {'effects': (('vp', 3), ('prod', 'E', 1))}}),
            values={'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 7: c58074a (called e1 in docs/epochs-design.md)
    Edition('2026-11-27T01:50:05Z',
            cards=_merged(BEFORE_E5, {
                   'Hydroponic Farm': {'cost': 'EM'},
                   'Fusion Spark': {'cost': 'MMFF'},
                   'Ember Dome': {'effects': (('vp', 2), ('prod', 'E', 1))}}),
            values={'TILES': (('E', 'military', 2),
                              ('E', 'shuttles', 2),
                              ('F', 'planets', 2),
                              ('F', 'colonised', 3),
                              ('M', 'objects', 1),
                              ('M', 'stations', 2),
                              ('S', 'science', 3),
                              ('S', 'influence', 1)),
                    'START_TOKENS': (2, 3)}),
    # 8: dec6719 (e2)
    Edition('2026-11-27T02:49:16Z',
            cards=_merged(BEFORE_E5, {
                   'Hydroponic Farm': {'cost': 'EM'},
                   'Fusion Reactor': {'cost': 'MMF'},
                   'Ember Dome': {'effects': (('vp', 2), ('prod', 'E', 1))}}),
            values={'START_TOKENS': (2, 3)}),
    # 9: 83c1143 (e3)
    Edition('2026-11-27T04:52:58Z',
            cards=dict(BEFORE_E5),
            values={'START_TOKENS': (2, 3)}),
    # 10: d7937b1 (e4: 3 universal tokens each)
    Edition('2026-11-27T09:42:32Z',
            cards=dict(BEFORE_E5)),
    # 11: fa90095 (e5: the six cards furthest from the line in item 20 of docs/epochs-design.md)
    Edition('2026-11-27T18:31:35Z',
            cards=_merged(BEFORE_E7, {'Fusion Theory': {'effects': (('prod', 'E', 1),)}})),
    # 12: 57a1c64 (e6: e5 with Fusion Theory's 1 VP back: without it the hard player almost
    # never researched it)
    Edition('2026-11-27T19:00:50Z',
            cards=dict(BEFORE_E7)),
    # 13: bc3a1c3 (e7: Cartography 1 VP per colonised planet; the three production science
    # cards only at the end of epoch 1 or 2, see item 22 of docs/epochs-design.md)
    Edition('2026-11-27T21:08:49Z',
            cards=dict(BEFORE_E8)),
    # 14: 65ce38d (e8: Ore Smelter costs EFF, Ocean Harbour M, Oceanus FFM; item 24)
    Edition('2026-11-28T02:55:47Z',
            cards=dict(BEFORE_E9)),
    # 15: 351f042 (e9: Survey Lab +1 VP, Pyros 3 VP, Sylva 1 VP, Jungle Throne 3 VP; item 25)
    Edition('2026-11-28T06:24:12Z',
            cards=dict(BEFORE_E10)),
    # 16: b861e55 (e10: Survey Lab 2 VP; item 25)
    Edition('2026-11-28T06:53:43Z',
            cards=dict(BEFORE_E11)),
    # 17: b614882 (e11: Survey Lab costs E, 1 VP; item 25)
    Edition('2026-11-28T07:21:47Z',
            cards=dict(BEFORE_E12)),
    # 18: 82b2258 (e12: Solar Collector costs MFF, Merchant Barge FM, Dustmere F and 3 VP;
    # item 26)
    Edition('2026-11-28T09:40:26Z',
            cards=dict(BEFORE_E13)),
    # 19: 0b52f46 (e13: six cards; item 27)
    Edition('2026-11-28T11:34:13Z',
            cards=dict(BEFORE_E14)),
    # 20: ab4a578 (e14: Dustmere also gives 1 income; item 27)
    Edition('2026-11-28T12:30:13Z',
            cards=dict(BEFORE_E15)),
    # 21: 27c2b82 (e15: the production colonisation cards cost no resource they produce, the
    # epoch-1 food stations a resource more; item 28)
    Edition('2026-11-28T14:51:09Z',
            cards=dict(BEFORE_E16)),
    # 22: fd911ac (e16: Spore Gardens an income card, Vine Arcology 1 VP, Lava Forge costs
    # E E F; item 29)
    Edition('2026-11-28T17:40:22Z',
            cards=dict(BEFORE_E17)),
    # 23: 1536522 (e17: Magma Works science production, Stellar Atlas S S S S, 1 VP now and
    # 1 per colonised planet; item 29)
    Edition('2026-11-28T18:21:49Z',
            cards=dict(BEFORE_E18)),
    # 24: fcf7491 (e18: Lava Forge gives 2 universal tokens and 1 VP instead of metal
    # production and costs E F; item 29)
    Edition('2026-11-28T19:03:57Z',
            cards=dict(BEFORE_E19)),
    # 25: b58af6e (e19: the eight cards nearest 10 points a VP or a resource toward zero:
    # Titan Forge and Metallurgy 1 VP, Algae Vats a token instead of its VP, Drill Rig costs
    # E E F F; Cinder, Thalassa, Pioneer Ark, Consular Ship 1 VP more; item 31)
    Edition('2026-11-28T23:03:49Z',
            cards=dict(BEFORE_E20)),
    # 26: 11c15b2 (e20: Pioneer Ark gives 2 universal tokens and 2 VP; item 31)
    Edition('2026-11-29T00:07:28Z',
            cards=dict(BEFORE_E21)),
    # 27: 33e8617 (e21: Algae Vats food production only, paid away as energy or food; item 32):
    # the same content as e23
    Edition('2026-11-29T02:03:20Z',
            cards=dict(BEFORE_E24)),
    # 28: 0362ebc (e22: Fusion Theory and Genetics production only, no VP; the hard player
    # then hardly researched them; item 32)
    Edition('2026-11-29T02:24:23Z',
            cards=dict(ONLY_E22)),
    # 29: c6bd8f2 (e23: Fusion Theory and Genetics give their 1 VP again, as in e21; item 32)
    Edition('2026-11-29T02:35:44Z',
            cards=dict(BEFORE_E24)),
)

CURRENT = len(CHANGES)                 # the edition of carddata.py as it is
# 30: 284b12d (e24): Fusion Theory 2 universal tokens and 1 VP, Genetics 1 income, a token and
# 1 VP, Metallurgy 1 military and a token, all three at every research; item 33 of
# docs/epochs-design.md
LANDED_CURRENT = "2026-11-29T05:38:02Z"
EDITIONS = tuple(range(CURRENT + 1))


def landed(edition: int) -> str:
    """When `edition` landed on main (UTC, ISO 8601)."""
    return LANDED_CURRENT if edition == CURRENT else CHANGES[edition].landed


def upgrade_options(record, created, new_game) -> dict:
    """See game.epochs.upgrade_options (`new_game` is the engine's)."""
    options = dict(record.options)
    if "edition" in options:
        return options
    stamp = _utc(created)
    newest_first = list(reversed(EDITIONS))
    before = [e for e in newest_first if stamp is None or landed(e) <= stamp]
    # a device clock that was wrong may hide the right edition: the others are tried last
    for edition in before + [e for e in newest_first if e not in before]:
        trial = dict(options, edition=edition)
        try:
            state = new_game(record.players, trial, record.seed)
            for player, action in record.actions:
                state.apply(player, action)
        except Exception:   # IllegalAction, or an engine failure on the wrong content
            continue
        return trial
    return dict(options, edition=CURRENT)


def _utc(created) -> str | None:
    """An ISO time as "YYYY-MM-DDTHH:MM:SSZ" in UTC, comparable with `landed`; None when it
    cannot be read."""
    if not isinstance(created, str) or not created:
        return None
    try:
        when = datetime.fromisoformat(created.replace("Z", "+00:00"))
        if when.tzinfo is None:
            when = when.replace(tzinfo=timezone.utc)
        return when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (ValueError, OverflowError):     # not a time, or one out of range in UTC
        return None
