"""Activation by card value and movement: rules 8.1, 8.2.1, 9.1, 9.2 (LEADERS.md §4.1)."""

from __future__ import annotations

import pytest
from sor_factory import act, board, deciding, kinds, leader, link, space

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.rules.actions import Activate, PlayOther
from bot.games.sor.rules.activation import card_activates, movement_allowance

SPACES = [
    space("a", control="roman", cu={"roman": 12}),
    space("b"),
    space("c"),
    space("d"),
    space("e"),
    space("f"),
]
LINKS = [link("a", "b"), link("b", "c", "rough"), link("c", "d", "naval"), link("a", "e")]


@pytest.mark.parametrize("initiative", [1, 2, 3])
@pytest.mark.parametrize("card", [1, 2, 3])
def test_8_1_initiative_against_card_value_grid(initiative: int, card: int) -> None:
    """The 3×3 grid: a card activates a leader whose Initiative is at most its value."""
    state = board(SPACES, LINKS, [leader("cos", "roman", "consul", i=initiative, start="a")])
    expected = initiative <= card
    assert card_activates(initiative, card) is expected
    if expected:
        step = act(state, "roman", kind="sor_activate", leader="cos", card=card)
        assert kinds(step)[0] == "sor_activated"
        assert deciding(step.state) == [("roman", "sor_move")]
    else:
        with pytest.raises(IllegalAction) as e:
            act(state, "roman", kind="sor_activate", leader="cos", card=card)
        assert e.value.key == "sor_initiative_too_high" and e.value.rule == "8.1"


@pytest.mark.parametrize("source", ["desperate_times"])
def test_8_1_desperate_times_counts_as_a_three_card(source: str) -> None:
    state = board(SPACES, LINKS, [leader("cos", "roman", "consul", i=3, start="a")])
    step = act(state, "roman", kind="sor_activate", leader="cos", card=1, source=source)
    assert step.events[0].data["card"] == 3


def test_16_1_1_neutral_power_activates_a_non_player_leader_as_a_three() -> None:
    spaces = [*SPACES, space("v", control="volsci", home="volsci", cu={"volsci": 2})]  # Antium
    state = board(spaces, LINKS, [leader("vol", "volsci", "minor", i=3, start="v")])
    with pytest.raises(IllegalAction):
        act(state, "roman", kind="sor_activate", leader="vol", card=3)  # not his power
    step = act(state, "roman", kind="sor_activate", leader="vol", card=1, source="neutral_power")
    assert step.state.activation is not None and step.state.activation.card == 3


def test_8_2_1_activating_a_subordinate_swaps_the_commander() -> None:
    roster = [
        leader("old", "roman", "consul", start="a"),
        leader("new", "roman", "consul", start="a"),
    ]
    state = board(SPACES, LINKS, roster)
    assert state.leaders["new"].under == "old"
    step = act(state, "roman", kind="sor_activate", leader="new", card=1)
    assert "sor_command_swapped" in kinds(step)
    assert step.state.activation is not None and step.state.activation.force == ["new", "old"]
    step = act(step.state, "roman", kind="sor_end_move")
    assert step.state.leaders["old"].under == "new" and step.state.leaders["new"].under is None


def test_8_2_1_a_minor_leader_activated_leaves_the_named_leaders_behind() -> None:
    roster = [
        leader("cos", "roman", "consul", start="a"),
        leader("cap", "roman", "minor", start="a"),
    ]
    state = board(SPACES, LINKS, roster)
    step = act(state, "roman", kind="sor_activate", leader="cap", card=1)
    assert step.state.activation is not None and step.state.activation.force == ["cap"]
    assert step.state.leaders["cos"].under is None


@pytest.mark.parametrize(
    ("power", "card", "mp"),
    [
        ("roman", 1, 4),
        ("roman", 3, 4),
        ("gallic", 1, 3),
        ("gallic", 2, 4),
        ("gallic", 3, 5),
        ("transalpine", 3, 5),
    ],
)
def test_9_2_movement_allowance(power: str, card: int, mp: int) -> None:
    assert movement_allowance(power, card) == mp  # type: ignore[arg-type]


@pytest.mark.parametrize(("to", "cost"), [("b", 1), ("e", 1)])
def test_9_2_a_clear_step_costs_one(to: str, cost: int) -> None:
    state = board(SPACES, LINKS, [leader("cos", "roman", "consul", start="a")])
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    step = act(state, "roman", kind="sor_move_to", space=to)
    assert step.state.activation is not None and step.state.activation.mp_left == 4 - cost


def test_9_2_rough_costs_two_naval_three_and_no_step_beyond_the_allowance() -> None:
    state = board(SPACES, LINKS, [leader("cos", "roman", "consul", start="a")])
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="b").state
    state = act(state, "roman", kind="sor_move_to", space="c").state
    assert state.activation is not None and state.activation.mp_left == 1
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_move_to", space="d")  # naval: 3 MP
    assert e.value.rule == "9.2"


def test_9_1_1_at_most_ten_cu_move() -> None:
    state = board(SPACES, LINKS, [leader("cos", "roman", "consul", start="a")])
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    assert state.activation is not None and state.activation.cu == 10
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_take_cu", cu=1)
    assert e.value.rule == "9.1.1"
    state = act(state, "roman", kind="sor_drop_cu", cu=3).state
    assert act(state, "roman", kind="sor_take_cu", cu=2).state.activation.cu == 9  # type: ignore[union-attr]


def test_9_1_2_a_consul_never_moves_without_a_roman_cu() -> None:
    state = board(SPACES, LINKS, [leader("cos", "roman", "consul", start="a")])
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_drop_cu", cu=10)
    assert e.value.key == "sor_consul_needs_cu"
    assert act(state, "roman", kind="sor_drop_cu", cu=9).state.activation.cu == 1  # type: ignore[union-attr]


def test_9_1_2_a_minor_leader_picks_up_no_named_leader() -> None:
    spaces = [space("a", control="roman", cu={"roman": 2}), space("b", cu={"roman": 1})]
    roster = [
        leader("cap", "roman", "minor", start="a"),
        leader("cos", "roman", "named", start="b"),
    ]
    state = board(spaces, [link("a", "b")], roster)
    state = act(state, "roman", kind="sor_activate", leader="cap", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="b").state
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_take_leader", leader="cos")
    assert e.value.rule == "9.1.2"


def test_9_1_2_a_leader_picked_up_becomes_a_subordinate() -> None:
    spaces = [space("a", control="roman", cu={"roman": 2}), space("b", cu={"roman": 1})]
    roster = [
        leader("cos", "roman", "named", start="a"),
        leader("cap", "roman", "minor", start="b"),
    ]
    state = board(spaces, [link("a", "b")], roster)
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="b").state
    state = act(state, "roman", kind="sor_take_leader", leader="cap").state
    assert state.leaders["cap"].under == "cos"
    state = act(state, "roman", kind="sor_end_move").state
    assert state.leaders["cap"].under == "cos" and state.active != "roman"


def test_17_1_1_an_africa_bound_leader_never_leaves_africa() -> None:
    spaces = [
        space("q", region="africa", control="carthaginian", cu={"carthaginian": 3}),
        space("r", region="africa"),
        space("s", region="sicily"),
    ]
    roster = [leader("bom", "carthaginian", "named", africa_only=True, start="q")]
    state = board(
        spaces,
        [link("q", "r"), link("q", "s")],
        roster,
        seats=["roman", "etruscan_samnite", "greek", "gallic", "carthaginian"],
        active="carthaginian",
    )
    state = act(state, "carthaginian", kind="sor_activate", leader="bom", card=1).state
    targets = {
        a.space for a in game.legal_actions(state, "carthaginian") if a.kind == "sor_move_to"
    }  # type: ignore[union-attr]
    assert targets == {"r"}


def test_9_5_a_campaign_activates_two_leaders_with_one_card_never_one_twice() -> None:
    spaces = [
        space("a", control="roman", cu={"roman": 2}),
        space("b", control="roman", cu={"roman": 2}),
        space("c"),
    ]
    roster = [
        leader("one", "roman", "consul", start="a"),
        leader("two", "roman", "consul", start="b"),
    ]
    state = board(spaces, [link("a", "c"), link("b", "c")], roster)
    state = act(state, "roman", kind="sor_activate", leader="one", card=2, campaign=True).state
    state = act(state, "roman", kind="sor_move_to", space="c").state
    state = act(state, "roman", kind="sor_end_move").state
    assert deciding(state) == [("roman", "sor_impulse")]  # the second activation
    offered = game.legal_actions(state, "roman")
    assert {(a.kind, getattr(a, "leader", None)) for a in offered} == {
        ("sor_activate", "two"),
        ("sor_done", None),
    }
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_activate", leader="one", card=2, campaign=True)
    assert e.value.rule == "9.5"
    state = act(state, "roman", kind="sor_activate", leader="two", card=2, campaign=True).state
    state = act(state, "roman", kind="sor_move_to", space="c").state
    # 9.5: the leader who moved first is not picked up again
    assert "sor_take_leader" not in {a.kind for a in game.legal_actions(state, "roman")}
    state = act(state, "roman", kind="sor_end_move").state
    assert state.active != "roman" and state.campaign is None


@pytest.mark.parametrize(
    "sent",
    [
        {"kind": "sor_play_other"},
        {"kind": "sor_activate", "leader": "two", "card": 2},  # a fresh play, not the second
        {"kind": "sor_place_minor", "leader": "mino", "space": "b"},
    ],
)
def test_9_5_a_campaign_waiting_for_its_second_activation_accepts_nothing_else(
    sent: dict[str, object],
) -> None:
    """5.4, 9.5: the Campaign is the player's one card play: at its second-activation prompt
    only that activation or Done is taken, and the next player's impulse is a normal one."""
    spaces = [
        space("a", control="roman", cu={"roman": 2}),
        space("b", control="roman", cu={"roman": 2}),
        space("c"),
        space("e", control="etruscan", cu={"etruscan": 2}),
    ]
    roster = [
        leader("one", "roman", "consul", start="a"),
        leader("two", "roman", "consul", start="b"),
        leader("mino", "roman", "minor", start="b"),
        leader("etr", "etruscan", start="e"),
    ]
    state = board(spaces, [link("a", "c"), link("b", "c")], roster)
    state = act(state, "roman", kind="sor_activate", leader="one", card=2, campaign=True).state
    state = act(state, "roman", kind="sor_move_to", space="c").state
    state = act(state, "roman", kind="sor_end_move").state
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", **sent)
    assert e.value.key == "sor_campaign_open" and e.value.rule == "9.5"
    state = act(state, "roman", kind="sor_done").state
    assert state.campaign is None and deciding(state) == [("etruscan_samnite", "sor_impulse")]
    offered = game.legal_actions(state, "etruscan_samnite")
    assert PlayOther() in offered and Activate(leader="etr", card=1) in offered
