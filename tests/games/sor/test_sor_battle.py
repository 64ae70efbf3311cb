"""Battle leadership and the carried modifiers (12.2.2, 12.2.3, 9.5.6), displacement and
set-aside leaders (8.4), minor leaders (8.3) and reported facts (LEADERS.md §4.6, §4.8, §4.9)."""

from __future__ import annotations

import pytest
from sor_factory import act, board, deciding, kinds, leader, link, space

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.rules.battle import leadership


@pytest.mark.parametrize(
    ("attacker", "defender", "flanking", "mods"),
    [
        (4, 3, None, (1, 0)),  # Camillus against Egnatius: attacker +1
        (3, 4, None, (0, 1)),
        (3, 3, None, (0, 0)),
        (0, 3, None, (0, 3)),  # a leaderless force counts 0: the other side +3
        (4, 3, 5, (1, 0)),  # the flanking general's 5 is ignored (9.5.6)
    ],
)
def test_12_2_2_leadership_modifier(
    attacker: int, defender: int, flanking: int | None, mods: tuple[int, int]
) -> None:
    assert leadership(attacker, defender, flanking) == mods


def _battle(**x: object) -> game.SorState:
    spaces = [
        space("a", control="roman", cu={"roman": 3}),
        space("x", cu={"samnite": 2}, **x),  # type: ignore[arg-type]
        space("b"),
    ]
    roster = [
        leader("cam", "roman", "consul", t=4, start="a"),
        leader("egn", "samnite", t=3, start="x"),
    ]
    state = board(spaces, [link("a", "x", "rough"), link("x", "b")], roster)
    state = act(state, "roman", kind="sor_activate", leader="cam", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="x").state
    # the rough connection: no avoidance is possible out of x? (b is open): decline it
    if deciding(state) == [("etruscan_samnite", "sor_declare")]:
        state = act(state, "etruscan_samnite", kind="sor_declared").state
    return state


def test_12_2_3_battle_carries_leadership_crossing_and_friendly_space() -> None:
    state = _battle(control="samnite")
    assert state.battle is not None
    assert state.battle.modifiers == {
        "attacker_leadership": 1,
        "attacker_crossing": -2,
        "defender_friendly_space": 1,
    }
    assert deciding(state) == [("roman", "sor_battle")]


def test_8_4_a_leader_whose_cu_are_all_lost_is_displaced() -> None:
    state = _battle()
    step = act(state, "roman", kind="sor_report_battle", attacker_losses=1, defender_losses=2)
    assert step.state.leaders["egn"].status == "displaced"
    assert step.state.leaders["cam"].space == "x" and step.state.activation is None


def test_12_3_losses_beyond_the_cu_present_are_refused() -> None:
    state = _battle()
    with pytest.raises(IllegalAction):
        act(state, "roman", kind="sor_report_battle", attacker_losses=4, defender_losses=0)


def test_12_4_the_loser_retreats_with_his_leaders() -> None:
    state = _battle()
    step = act(
        state, "roman", kind="sor_report_battle", attacker_losses=0, defender_losses=1, retreat="b"
    )
    assert step.state.leaders["egn"].space == "b" and step.state.spaces["b"].outside == {
        "samnite": 1
    }


LONE = [
    space("a", control="roman", cu={"roman": 2}),
    space("x", cu={"samnite": 1}),
    space("w", walled=True, control="greek", cu={"samnite": 1}),
]


@pytest.mark.parametrize(
    ("kind", "to", "status"),
    [
        ("named", "x", "displaced"),  # a lone named leader with enemy CU
        ("minor", "x", "set_aside"),  # a minor leader is set aside instead
        ("named", "w", "map"),  # a walled city friendly to him keeps him
    ],
)
def test_8_4_lone_leader_displaced_minor_set_aside(kind: str, to: str, status: str) -> None:
    roster = [leader("ldr", "greek", kind, start="a")]
    state = board(LONE, [link("a", "x"), link("a", "w")], roster, active="greek")
    state = act(state, "greek", kind="sor_activate", leader="ldr", card=1).state
    step = act(state, "greek", kind="sor_move_to", space=to)
    assert step.state.leaders["ldr"].status == status
    if status != "map":
        assert f"sor_{status}" in kinds(step) and step.state.activation is None


def test_8_4_a_subordinate_named_leader_goes_with_his_displaced_commander() -> None:
    roster = [leader("ldr", "greek", start="a"), leader("sub", "greek", start="a")]
    state = board(LONE, [link("a", "x")], roster, active="greek")
    state = act(state, "greek", kind="sor_activate", leader="ldr", card=1).state
    state = act(state, "greek", kind="sor_move_to", space="x").state
    assert {state.leaders[x].status for x in ("ldr", "sub")} == {"displaced"}


def test_8_4_a_reported_loss_leaving_a_leader_alone_displaces_him_at_once() -> None:
    spaces = [space("a", control="roman", cu={"roman": 1, "samnite": 2})]
    state = board(spaces, [], [leader("cos", "roman", "consul", start="a")])
    step = act(state, "roman", kind="sor_report_cu", space="a", power="roman", delta=-1)
    assert step.state.leaders["cos"].status == "displaced"


def test_8_3_a_minor_leader_goes_only_where_his_power_has_cu() -> None:
    spaces = [space("a", cu={"roman": 1}), space("b"), space("c", cu={"roman": 2})]
    roster = [leader("cap", "roman", "minor", start="a")]
    state = board(spaces, [], roster)
    moves = [a for a in game.legal_actions(state, "roman") if a.kind == "sor_place_minor"]
    assert [a.space for a in moves] == ["c"]  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        act(state, "roman", kind="sor_place_minor", leader="cap", space="b")
    state = act(state, "roman", kind="sor_place_minor", leader="cap", space="c").state
    assert state.leaders["cap"].space == "c" and state.active == "roman"  # a free action


def test_8_3_a_minor_leader_may_be_placed_inside_a_besieged_city_with_his_cu() -> None:
    """LEADERS.md §4.8 (13.3 play note): inside or outside a besieged city, wherever his
    power's CU stand."""
    spaces = [
        space("city", walled=True, control="roman", cu_inside={"roman": 3}, cu={"gallic": 5}),
        space("r", control="roman", cu={"roman": 2}),
    ]
    roster = [leader("cap", "roman", "minor", start="r"), leader("gal", "gallic", start="city")]
    state = board(spaces, [link("city", "r")], roster)
    state.spaces["city"].besieged = True
    moves = [a for a in game.legal_actions(state, "roman") if a.kind == "sor_place_minor"]
    assert [(a.space, a.inside) for a in moves] == [("city", True)]  # type: ignore[union-attr]
    step = act(state, "roman", kind="sor_place_minor", leader="cap", space="city", inside=True)
    ls = step.state.leaders["cap"]
    assert (ls.status, ls.space, ls.inside) == ("map", "city", True)
    assert step.events[0].data["variant"] == "inside"


def test_5_4_own_minor_leaders_are_moved_before_the_card_play_and_the_turn_then_passes() -> None:
    """LEADERS.md §4.8 (5.4): a free action of the active player; the bot offers it before
    his card play, which ends his turn at once (no further prompt, RULES_CHOICES.md)."""
    spaces = [
        space("a", control="roman", cu={"roman": 2}),
        space("b", control="roman", cu={"roman": 1}),
        space("c"),
    ]
    roster = [leader("cos", "roman", "consul", start="a"), leader("cap", "roman", "minor")]
    state = board(spaces, [link("a", "c")], roster)
    state = act(state, "roman", kind="sor_place_minor", leader="cap", space="b").state
    assert state.leaders["cap"].space == "b" and deciding(state) == [("roman", "sor_impulse")]
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="c").state
    state = act(state, "roman", kind="sor_end_move").state
    assert deciding(state) == [("etruscan_samnite", "sor_impulse")]


def test_16_1_1_neutral_power_activates_lets_the_player_adjust_its_minor_leaders() -> None:
    """LEADERS.md §4.8: the player who activates a non-player power with Neutral Power
    Activates may also adjust that power's minor leaders (in his impulse, after it)."""
    spaces = [
        space("v1", control="volsci", home="volsci", cu={"volsci": 3}),  # Antium
        space("v2", control="volsci", cu={"volsci": 2}),
        space("r", control="roman", cu={"roman": 2}),
    ]
    roster = [
        leader("vol", "volsci", start="v1"),
        leader("vmin", "volsci", "minor", start="v2"),
        leader("cos", "roman", "consul", start="r"),
    ]
    state = board(spaces, [link("v1", "v2"), link("v2", "r")], roster)
    moves = [a for a in game.legal_actions(state, "roman") if a.kind == "sor_place_minor"]
    assert moves == []  # not before the Volsci are activated
    state = act(state, "roman", kind="sor_activate", leader="vol", card=3, source="neutral_power")
    state = act(state.state, "roman", kind="sor_end_move").state
    assert deciding(state) == [("roman", "sor_impulse_end")]
    state = act(state, "roman", kind="sor_place_minor", leader="vmin", space="v1").state
    assert state.leaders["vmin"].space == "v1"
    state = act(state, "roman", kind="sor_done").state
    assert state.neutral_activated == [] and deciding(state) == [
        ("etruscan_samnite", "sor_impulse")
    ]


def test_8_3_a_set_aside_minor_leader_comes_back_when_his_owner_is_active() -> None:
    roster = [leader("cap", "greek", "minor", start="a")]
    state = board(LONE, [link("a", "x")], roster, active="greek")
    state = act(state, "greek", kind="sor_activate", leader="cap", card=1).state
    state = act(state, "greek", kind="sor_move_to", space="x").state
    assert state.leaders["cap"].status == "set_aside"
    state.spaces["a"].outside["greek"] = 1
    state.procedures[-1].seats = ["greek"]
    state.active = "greek"
    state = act(state, "greek", kind="sor_place_minor", leader="cap", space="a").state
    assert state.leaders["cap"].status == "map"


def test_8_2_1_an_event_leader_joining_a_named_leader_may_take_command_or_not() -> None:
    spaces = [space("a", control="roman", cu={"roman": 2})]
    roster = [leader("cos", "roman", "consul", start="a"), leader("dic", "roman", "dictator")]
    state = board(spaces, [], roster)
    kept = act(state, "roman", kind="sor_event_leader", leader="dic", space="a", command=False)
    assert kept.state.leaders["dic"].under == "cos"
    took = act(state, "roman", kind="sor_event_leader", leader="dic", space="a", command=True)
    assert took.state.leaders["cos"].under == "dic"


def test_8_2_1_a_named_leader_never_serves_under_a_minor_one() -> None:
    spaces = [space("a", control="roman", cu={"roman": 2})]
    roster = [leader("cap", "roman", "minor", start="a"), leader("dic", "roman", "dictator")]
    state = board(spaces, [], roster)
    step = act(state, "roman", kind="sor_event_leader", leader="dic", space="a", command=False)
    assert step.state.leaders["cap"].under == "dic"


@pytest.mark.parametrize(
    ("kind", "named"), [("consul", True), ("dictator", True), ("named", True), ("minor", False)]
)
def test_8_2_named_leaders_are_every_leader_but_the_minor_ones(kind: str, named: bool) -> None:
    assert leader("x", "roman", kind).named is named


def test_8_2_a_leader_with_a_start_space_begins_on_the_map_others_wait() -> None:
    spaces = [space("a", cu={"greek": 1})]
    roster = [
        leader("dio", "greek", loyalty_penalty=2, start="a"),  # Dionysius starts on the map
        leader("tim", "greek", loyalty_penalty=1),  # an event brings him
        leader("cos", "roman", "consul"),  # into the cup
    ]
    state = board(spaces, [], roster)
    assert [state.leaders[x].status for x in ("dio", "tim", "cos")] == ["map", "offboard", "cup"]


def _waiting_battle(attacker: list[str]) -> game.SorState:
    """`cos` (Tactics 4), with the Romans of `attacker` under him, attacks Egnatius
    (Tactics 2) and a minor Samnite leader in `x`; the battle waits for its result."""
    spaces = [space("a", control="roman", cu={"roman": 4}), space("x", cu={"samnite": 3})]
    roster = [
        leader("cos", "roman", "consul", t=4, start="a"),
        *(leader(x, "roman", "consul", t=1, start="a") for x in attacker),
        leader("egn", "samnite", t=2, start="x"),
        leader("mino", "samnite", "minor", t=0, start="x"),
    ]
    state = board(spaces, [link("a", "x")], roster)
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="x").state
    assert deciding(state) == [("roman", "sor_battle")] and state.battle is not None
    assert state.battle.modifiers == {"attacker_leadership": 2}
    return state


@pytest.mark.parametrize(
    ("displaced", "subordinates", "leaders", "mods"),
    [
        ("egn", [], ("cos", "mino"), {"attacker_leadership": 4}),  # the minor one: 4 − 0
        ("cos", ["sub"], ("sub", "egn"), {"defender_leadership": 1}),  # 1 against 2
        ("cos", [], (None, "egn"), {"defender_leadership": 2}),  # no subordinate: TR 0
    ],
)
def test_12_2_2_a_commander_displaced_before_the_battle_gives_way_to_his_subordinate(
    displaced: str, subordinates: list[str], leaders: tuple[str | None, str], mods: dict[str, int]
) -> None:
    """LEADERS.md §4.6: an event displaces a commander, attacker's or defender's, before the
    battle is resolved: a subordinate takes over at once, or the force fights at Tactics 0;
    the battle's commanders and leadership modifier follow."""
    state = _waiting_battle(subordinates)
    step = act(state, "roman", kind="sor_report_displaced", leader=displaced)
    battle = step.state.battle
    assert battle is not None and (battle.attacker_leader, battle.defender_leader) == leaders
    assert battle.modifiers == mods
    assert kinds(step)[-1] == "sor_battle_changed"
    assert step.state.leaders[displaced].status == "displaced"
    assert deciding(step.state) == [("roman", "sor_battle")]
    step = act(step.state, "roman", kind="sor_report_battle", attacker_losses=1, defender_losses=2)
    assert step.state.activation is None and step.state.spaces["x"].outside["roman"] == 3


def test_8_4_a_moving_leader_is_displaced_by_a_report_only_while_his_battle_waits() -> None:
    spaces = [space("a", control="roman", cu={"roman": 4}), space("x")]
    state = board(spaces, [link("a", "x")], [leader("cos", "roman", "consul", start="a")])
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_report_displaced", leader="cos")
    assert e.value.key == "sor_leader_moving"
