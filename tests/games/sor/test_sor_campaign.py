"""The 4 MP limit of a Campaign, rule 9.5 (LEADERS.md §4.1.8): no CU spends more than 4 MP
(5 for the Gauls) over the action's two activations."""

from __future__ import annotations

from itertools import pairwise

import pytest
from sor_factory import act, board, leader, link, space

from bot.games.sor import rules as game
from bot.games.sor.rules.state import SorState


def _campaign_board(power: str, first_steps: int, fresh: int) -> SorState:
    """`one` with 2 CU at p0, a clear line p0 … p<first_steps> = c where `two` stands
    (with `fresh` CU of his own), then c – e1 … e5."""
    seat = "gallic" if power == "gallic" else "roman"
    line = [f"p{i}" for i in range(first_steps)] + ["c"]
    spaces = [space("p0", cu={power: 2})] + [space(s) for s in line[1:-1]]
    spaces += [space("c", cu={power: fresh} if fresh else {})]
    spaces += [space(f"e{i}") for i in range(1, 6)]
    links = [link(a, b) for a, b in pairwise(line)]
    links += [link(a, b) for a, b in pairwise(["c", "e1", "e2", "e3", "e4", "e5"])]
    roster = [leader("one", power, start="p0"), leader("two", power, start="c")]
    return board(spaces, links, roster, active=seat)


def _steps_on(state: SorState, seat: str) -> int:
    """How many steps down the e-line the second army can still take."""
    taken = 0
    while any(
        a.kind == "sor_move_to" and a.space == f"e{taken + 1}"  # type: ignore[union-attr]
        for a in game.legal_actions(state, seat)
    ):
        taken += 1
        state = act(state, seat, kind="sor_move_to", space=f"e{taken}").state
    return taken


@pytest.mark.parametrize(
    ("power", "first_steps", "fresh", "dropped", "second_steps"),
    [
        ("roman", 2, 0, 0, 2),
        ("roman", 3, 0, 0, 1),  # 3 + 1 = 4: exactly the limit
        ("roman", 4, 0, 0, 0),  # one more would be 5
        ("roman", 3, 2, 2, 4),  # the tired CU left behind: the fresh ones go 4
        ("roman", 3, 2, 0, 1),  # fresh and tired together: the tired decide
        ("gallic", 4, 0, 0, 1),  # the Gauls' 5
        ("gallic", 5, 0, 0, 0),
    ],
)
def test_9_5_no_cu_spends_more_than_4_mp_in_a_campaign(
    power: str, first_steps: int, fresh: int, dropped: int, second_steps: int
) -> None:
    seat = "gallic" if power == "gallic" else "roman"
    state = _campaign_board(power, first_steps, fresh)
    state = act(state, seat, kind="sor_activate", leader="one", card=3, campaign=True).state
    for i in range(1, first_steps):
        state = act(state, seat, kind="sor_move_to", space=f"p{i}").state
    state = act(state, seat, kind="sor_move_to", space="c").state
    state = act(state, seat, kind="sor_end_move").state
    state = act(state, seat, kind="sor_activate", leader="two", card=3, campaign=True).state
    assert state.activation is not None and state.activation.force == ["two"]  # 9.5
    assert state.activation.cu == 2 + fresh
    if dropped:
        state = act(state, seat, kind="sor_drop_cu", cu=dropped).state
    assert _steps_on(state, seat) == second_steps


def test_9_5_cu_left_on_the_way_keep_the_mp_they_spent() -> None:
    """The first army drops 2 CU after 2 MP; the second army that takes them up may spend
    2 MP more (4 in all), not 3."""
    spaces = [
        space("p0", cu={"roman": 4}),
        space("p1"),
        space("m"),
        space("c"),
        *(space(f"e{i}") for i in range(1, 6)),
    ]
    links = [link("p0", "p1"), link("p1", "m"), link("m", "c")]
    links += [link("m", "e1"), *(link(f"e{i}", f"e{i + 1}") for i in range(1, 5))]
    roster = [leader("one", "roman", start="p0"), leader("two", "roman", start="m")]
    state = board(spaces, links, roster)
    state = act(state, "roman", kind="sor_activate", leader="one", card=2, campaign=True).state
    state = act(state, "roman", kind="sor_move_to", space="p1").state
    state = act(state, "roman", kind="sor_move_to", space="m").state
    state = act(state, "roman", kind="sor_drop_cu", cu=2).state
    state = act(state, "roman", kind="sor_move_to", space="c").state
    state = act(state, "roman", kind="sor_end_move").state
    state = act(state, "roman", kind="sor_activate", leader="two", card=2, campaign=True).state
    assert state.activation is not None and state.activation.cu == 2
    assert _steps_on(state, "roman") == 2
