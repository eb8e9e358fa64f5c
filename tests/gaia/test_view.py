"""What a Gaia view holds and how it behaves as the game goes on."""


def test_a_kept_view_does_not_change_as_the_game_goes_on():
    """view() is a snapshot: nothing in it is shared with the live state (power bowls,
    research levels, buildings), so a view kept by a player or an AI stays as it was."""
    import json
    from game.core.rng import Rng
    from game.gaia import new_game
    from game.gaia.__main__ import random_policy
    st = new_game(4, {}, 5)
    policy = random_policy(Rng(3))
    for _ in range(150):
        seat = st.deciders()[0]
        st.apply(seat, policy(st, seat))
    kept = st.view(0)
    before = json.dumps(kept, sort_keys=True, default=str)
    for _ in range(40):
        assert not st.is_over()
        seat = st.deciders()[0]
        st.apply(seat, policy(st, seat))
    assert json.dumps(kept, sort_keys=True, default=str) == before
    assert json.dumps(st.view(0), sort_keys=True, default=str) != before
