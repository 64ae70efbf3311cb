"""Interception, refusing battle, avoiding battle and pursuit: rules 9.3, 10, 11
(LEADERS.md §4.2–4.5). The Romans (Tactics 3) march from `a` into `x`."""

from __future__ import annotations

from typing import Any

import pytest
from sor_factory import act, board, deciding, kinds, leader, link, rolls, space

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.rules.state import SorState
from bot.games.sor.rules.tactics import passes


def _board(x: dict[str, Any] | None = None, extra: list[Any] | None = None, **kw: Any) -> SorState:
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", **(x or {})),
        space("g", control="greek", cu={"greek": 2}),
        space("s", control="samnite", cu={"samnite": 2}),
        space("h", control="greek", cu={"greek": 2}),
        space("y"),
    ]
    links = [
        link("a", "x"),
        link("x", "g"),
        link("x", "s"),
        link("x", "h", "rough"),
        link("x", "y"),
        link("g", "y"),
    ]
    roster = [
        leader("cos", "roman", "consul", t=3, start="a"),
        *(extra or []),
    ]
    return board(spaces, links, roster, **kw)


def _enter(state: SorState, to: str = "x") -> SorState:
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    return act(state, "roman", kind="sor_move_to", space=to).state


GREEK_AT_G = [leader("pyr", "greek", t=3, start="g")]


@pytest.mark.parametrize(
    ("roll", "bonus", "passed"), [(3, 0, True), (4, 0, False), (2, 1, True), (3, 1, False)]
)
def test_4_2_tactics_test_equal_passes_one_above_fails(roll: int, bonus: int, passed: bool) -> None:
    assert passes(roll, bonus, 3) is passed


@pytest.mark.parametrize(
    ("control", "roll", "success"),
    [
        (None, 3, True),  # no +1: equal to Tactics 3 succeeds
        (None, 4, False),  # one above fails
        ("roman", 2, True),  # +1: 2 + 1 = 3 succeeds
        ("roman", 3, False),  # +1: 3 + 1 = 4 fails
    ],
)
def test_10_3_intercept_roll_against_tactics_with_and_without_the_plus_one(
    control: str | None, roll: int, success: bool
) -> None:
    state = _enter(_board({"control": control}, GREEK_AT_G))
    assert deciding(state) == [("greek", "sor_declare")]
    state = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=2).state
    step = act(state, "greek", [roll], kind="sor_declared")
    (die,) = rolls(step)
    assert die["purpose"] == "sor_intercept" and die["modifier"] == (1 if control else 0)
    if success:
        assert step.state.leaders["pyr"].space == "x"
        assert step.state.spaces["x"].outside == {"roman": 4, "greek": 2}
        assert deciding(step.state) == [("roman", "sor_refuse")]
    else:
        assert step.state.leaders["pyr"].space == "g"
        assert deciding(step.state) == [("roman", "sor_move")]  # the mover goes on


def test_9_3_every_declaration_is_collected_before_any_roll() -> None:
    extra = [*GREEK_AT_G, leader("pon", "samnite", t=2, start="s")]
    state = _enter(_board(None, extra))
    assert sorted(deciding(state)) == [
        ("etruscan_samnite", "sor_declare"),
        ("greek", "sor_declare"),
    ]
    step = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=2)
    step = act(step.state, "greek", kind="sor_declared")
    assert rolls(step) == [] and deciding(step.state) == [("etruscan_samnite", "sor_declare")]
    step = act(step.state, "etruscan_samnite", kind="sor_intercept", leader="pon", origin="s", cu=2)
    step = act(step.state, "etruscan_samnite", [1], kind="sor_declared")
    # 10.4: the Samnites come first in the tie order and succeed: the Greeks do not roll
    assert [d["leader"] for d in rolls(step)] == ["pon"]
    assert step.state.leaders["pon"].space == "x" and step.state.leaders["pyr"].space == "g"


@pytest.mark.parametrize(
    ("x", "at_h"),
    [
        ({}, True),  # 10.2: across a rough connection
        ({"cu": {"volsci": 1}}, False),  # 10.2: into a space holding other CU standing there
    ],
)
def test_10_2_no_interception_across_rough_or_into_standing_cu(
    x: dict[str, Any], at_h: bool
) -> None:
    extra = [leader("pyr", "greek", t=3, start="h" if at_h else "g")]
    state = _enter(_board(x, extra))
    assert ("greek", "sor_declare") not in deciding(state)


def _intercepted(control: str | None = None) -> SorState:
    state = _enter(_board({"control": control}, GREEK_AT_G))
    state = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=2).state
    return act(state, "greek", [1], kind="sor_declared").state


def test_10_5_1_refusing_with_the_interceptors_consent_needs_no_roll() -> None:
    state = act(_intercepted(), "roman", kind="sor_refuse", refuse=True).state
    assert deciding(state) == [("greek", "sor_refuse_consent")]  # the enemy is asked first
    step = act(state, "greek", kind="sor_consent", consent=True)
    assert rolls(step) == [] and "sor_refused" in kinds(step)
    assert step.state.leaders["cos"].space == "a" and step.state.activation is None


@pytest.mark.parametrize(("roll", "back"), [(3, True), (4, False)])
def test_10_5_1_refusing_without_consent_rolls_against_the_movers_tactics(
    roll: int, back: bool
) -> None:
    state = act(_intercepted(), "roman", kind="sor_refuse", refuse=True).state
    step = act(state, "greek", [roll], kind="sor_consent", consent=False)
    assert [d["purpose"] for d in rolls(step)] == ["sor_refuse"]
    if back:
        assert step.state.leaders["cos"].space == "a"
    else:
        assert deciding(step.state) == [("roman", "sor_battle")]


def test_10_5_2_the_interceptor_defends_at_plus_one() -> None:
    state = act(_intercepted(), "roman", kind="sor_refuse", refuse=False).state
    assert state.battle is not None
    assert state.battle.defender == "greek"
    assert state.battle.modifiers == {"defender_intercepted": 1}  # equal Tactics: no leadership


def test_10_6_an_army_that_tried_to_intercept_may_not_avoid_the_same_mover() -> None:
    state = _enter(_board(None, GREEK_AT_G))
    state = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=2).state
    state = act(state, "greek", [6], kind="sor_declared").state  # fails
    state = act(state, "roman", kind="sor_move_to", space="g").state
    assert deciding(state) == [("roman", "sor_battle")]  # no avoidance offered


AT_X = [leader("pyr", "greek", t=3, start="x")]


def test_11_1_the_mover_is_asked_to_consent_before_any_avoid_roll() -> None:
    state = _enter(_board({"cu": {"greek": 2}}, AT_X))
    assert [a.kind for a in game.legal_actions(state, "greek")].count("sor_avoid") == 1
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=2).state
    step = act(state, "greek", kind="sor_declared")
    assert rolls(step) == [] and deciding(step.state) == [("roman", "sor_avoid_consent")]
    # consent: no avoid roll; the mover still rolls to pursue (11.3)
    step = act(step.state, "roman", [3], kind="sor_consent", consent=True)
    assert [d["purpose"] for d in rolls(step)] == ["sor_pursue"]
    assert deciding(step.state) == [("greek", "sor_avoid_to")]
    state = act(step.state, "greek", kind="sor_avoid_to", space="y").state
    assert state.leaders["pyr"].space == "y" and state.spaces["y"].outside == {"greek": 2}
    assert deciding(state) == [("roman", "sor_move")]  # pursuit passed: he moves on


@pytest.mark.parametrize(("roll", "avoided"), [(3, True), (4, False)])
def test_11_1_avoid_roll_without_consent(roll: int, avoided: bool) -> None:
    state = _enter(_board({"cu": {"greek": 2}}, AT_X))
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=2).state
    state = act(state, "greek", kind="sor_declared").state
    dice = [roll, 1] if avoided else [roll]
    step = act(state, "roman", dice, kind="sor_consent", consent=False)
    if avoided:
        assert deciding(step.state) == [("greek", "sor_avoid_to")]
    else:  # 11.1: the battle is fought, the defender at −1
        assert step.state.battle is not None
        assert step.state.battle.modifiers["defender_failed_avoid"] == -1


@pytest.mark.parametrize(("roll", "goes_on"), [(3, True), (4, False)])
def test_11_3_pursuit_after_a_successful_avoidance(roll: int, goes_on: bool) -> None:
    state = _enter(_board({"cu": {"greek": 2}}, AT_X))
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=2).state
    state = act(state, "greek", kind="sor_declared").state
    state = act(state, "roman", [roll], kind="sor_consent", consent=True).state
    step = act(state, "greek", kind="sor_avoid_to", space="y")
    if goes_on:
        assert deciding(step.state) == [("roman", "sor_move")]
    else:
        assert step.state.activation is None and "sor_move_ended" in kinds(step)


def test_11_2_no_avoiding_into_walls_enemy_cu_or_enemy_control() -> None:
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", cu={"greek": 2}),
        space("w", walled=True),
        space("e", cu={"samnite": 1}),
        space("r", control="roman"),
        space("ok"),
    ]
    links = [link("a", "x"), link("x", "w"), link("x", "e"), link("x", "r"), link("x", "ok")]
    roster = [leader("cos", "roman", "consul", start="a"), *AT_X]
    state = _enter(board(spaces, links, roster))
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=2).state
    state = act(state, "greek", kind="sor_declared").state
    state = act(state, "roman", [1], kind="sor_consent", consent=True).state
    assert [a.space for a in game.legal_actions(state, "greek")] == ["ok"]  # type: ignore[union-attr]


def test_11_1_a_lone_named_leader_cannot_avoid_and_is_displaced() -> None:
    state = _enter(_board({}, AT_X))
    assert state.leaders["pyr"].status == "displaced"
    assert deciding(state) == [("roman", "sor_move")]


def test_9_3_the_defender_puts_at_most_three_cu_inside_his_walled_city() -> None:
    x = {"walled": True, "control": "greek", "cu": {"greek": 5}}
    state = _enter(_board(x, AT_X))
    withdraws = [a for a in game.legal_actions(state, "greek") if a.kind == "sor_withdraw"]
    assert [a.cu for a in withdraws] == [1, 2, 3]  # type: ignore[union-attr]
    state = act(state, "greek", kind="sor_withdraw", power="greek", cu=3).state
    assert state.spaces["x"].inside == {"greek": 3} and state.spaces["x"].outside["greek"] == 2


def test_8_2_1_subordinate_ratings_are_never_read() -> None:
    """The stack's commander (Tactics 2) rolls; his subordinate's 5 does not count."""
    extra = [leader("low", "greek", t=2, start="g"), leader("high", "greek", t=5, start="g")]
    state = _enter(_board(None, extra))
    assert state.leaders["high"].under == "low"
    state = act(state, "greek", kind="sor_intercept", leader="low", origin="g", cu=2).state
    step = act(state, "greek", [3], kind="sor_declared")
    assert rolls(step)[0]["rating"] == 2 and step.state.leaders["low"].space == "g"


@pytest.mark.parametrize(
    ("power", "x", "allowed"),
    [
        ("carthaginian", {"region": "italy"}, False),  # four players: not into Italy
        ("carthaginian", {"region": "sicily"}, True),
        ("volsci", {"home": "roman"}, True),
        ("volsci", {}, False),
        ("transalpine", {"home": "gallic"}, True),
        ("transalpine", {"home": "roman"}, False),
    ],
)
def test_16_3_non_player_armies_intercept_only_where_they_may_go(
    power: str, x: dict[str, Any], allowed: bool
) -> None:
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", **x),
        space("n", cu={power: 2}),
    ]
    roster = [leader("cos", "roman", "consul", start="a"), leader("npc", power, start="n")]
    state = _enter(board(spaces, [link("a", "x"), link("x", "n")], roster))
    offered = [a for s in game.SEATS[:4] for a in game.legal_actions(state, s)]
    assert any(a.kind == "sor_intercept" for a in offered) is allowed


def test_11_3_no_pursuit_roll_when_no_mp_is_left() -> None:
    state = _board({"cu": {"greek": 2}}, AT_X)
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    assert state.activation is not None
    state.activation.mp_left = 1  # the step into x spends the last MP
    state = act(state, "roman", kind="sor_move_to", space="x").state
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=2).state
    state = act(state, "greek", kind="sor_declared").state
    step = act(state, "roman", kind="sor_consent", consent=True)
    assert rolls(step) == []
    step = act(step.state, "greek", kind="sor_avoid_to", space="y")
    assert step.state.activation is None  # the move ends where it stands


def _intercepted_after(connection: str) -> SorState:
    """The Romans enter x from a over `connection`; Pyrrhus intercepts from g."""
    spaces = [
        space("a", control="roman", port=True, cu={"roman": 4}),
        space("x", port=True),
        space("g", control="greek", cu={"greek": 2}),
    ]
    links = [link("a", "x", connection), link("x", "g")]
    roster = [leader("cos", "roman", "consul", t=3, start="a"), *GREEK_AT_G]
    state = _enter(board(spaces, links, roster))
    state = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=2).state
    return act(state, "greek", [1], kind="sor_declared").state


@pytest.mark.parametrize(
    ("connection", "forced", "outcome"),
    [
        ("clear", None, "back"),  # over land: no naval move, no question
        ("naval", False, "back"),  # by sea: it sails back
        ("naval", True, "battle"),  # a Return result or Storms at Sea: it fights
    ],
)
def test_10_5_1_refusing_by_sea_is_a_naval_move(
    connection: str, forced: bool | None, outcome: str
) -> None:
    state = act(_intercepted_after(connection), "roman", kind="sor_refuse", refuse=True).state
    state = act(state, "greek", kind="sor_consent", consent=True).state
    if forced is None:
        assert state.leaders["cos"].space == "a" and state.activation is None
        return
    assert deciding(state) == [("roman", "sor_sea_return")]
    assert state.leaders["cos"].space == "x"  # not back before the naval move is resolved
    assert game.pending(state)[0].default == {"kind": "sor_sea_return", "forced": False}
    step = act(state, "roman", kind="sor_sea_return", forced=forced)
    if outcome == "back":
        assert "sor_refused" in kinds(step)
        assert step.state.leaders["cos"].space == "a" and step.state.spaces["a"].outside == {
            "roman": 4
        }
    else:
        assert kinds(step)[0] == "sor_sea_return_forced"
        assert deciding(step.state) == [("roman", "sor_battle")]
        assert step.state.battle is not None and step.state.battle.modifiers == {
            "defender_intercepted": 1
        }


@pytest.mark.parametrize(("declared", "accepted"), [(1, True), (3, True), (5, True), (6, False)])
def test_10_3_an_interception_is_declared_with_any_number_of_cu_up_to_the_army(
    declared: int, accepted: bool
) -> None:
    """LEADERS.md §4.3: the declaration names how many CU; the choice offers the most."""
    state = _enter(_board({"cu": {}}, GREEK_AT_G))
    state.spaces["g"].outside["greek"] = 5
    offered = [a for a in game.legal_actions(state, "greek") if a.kind == "sor_intercept"]
    assert [a.cu for a in offered] == [5]  # type: ignore[union-attr]
    if not accepted:
        with pytest.raises(IllegalAction) as e:
            act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=declared)
        assert e.value.key == "sor_cannot_declare"
        return
    state = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=declared).state
    state = act(state, "greek", [1], kind="sor_declared").state
    assert state.leaders["pyr"].space == "x"
    assert state.spaces["x"].outside["greek"] == declared
    assert state.spaces["g"].outside.get("greek", 0) == 5 - declared


def test_10_3_a_subordinate_intercepts_with_fewer_cu_but_leaves_one_behind() -> None:
    extra = [leader("top", "greek", t=3, start="g"), leader("sub", "greek", t=3, start="g")]
    state = _enter(_board(None, extra))
    state.spaces["g"].outside["greek"] = 4
    with pytest.raises(IllegalAction):
        act(state, "greek", kind="sor_intercept", leader="sub", origin="g", cu=4)
    state = act(state, "greek", kind="sor_intercept", leader="sub", origin="g", cu=2).state
    state = act(state, "greek", [1], kind="sor_declared").state
    assert state.spaces["x"].outside["greek"] == 2 and state.spaces["g"].outside["greek"] == 2
    assert state.leaders["top"].space == "g" and state.leaders["sub"].space == "x"


def test_11_1_an_avoidance_is_declared_with_any_number_of_cu_up_to_ten() -> None:
    """LEADERS.md §4.4: the owner names up to 10 CU to avoid; the rest stay and fight."""
    state = _enter(_board({"cu": {"greek": 5}}, AT_X))
    with pytest.raises(IllegalAction):
        act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=6)
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=2).state
    state = act(state, "greek", kind="sor_declared").state
    state = act(state, "roman", [6], kind="sor_consent", consent=True).state  # no pursuit
    state = act(state, "greek", kind="sor_avoid_to", space="y").state
    assert state.leaders["pyr"].space == "y" and state.spaces["y"].outside == {"greek": 2}
    assert state.spaces["x"].outside["greek"] == 3
    assert state.battle is not None and state.battle.defender_leader is None


def test_10_3_the_plus_one_is_judged_on_the_space_before_any_interceptor_arrives() -> None:
    """Two Greek armies intercept into a Roman space: the first's arrival does not take
    the +1 from the second (LEADERS.md §4.3: every attempt declared before any roll)."""
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", control="roman"),
        space("g", control="greek", cu={"greek": 2}),
        space("k", control="greek", cu={"greek": 2}),
    ]
    roster = [
        leader("cos", "roman", "consul", t=3, start="a"),
        leader("pyr", "greek", t=3, start="g"),
        leader("ago", "greek", t=3, start="k"),
    ]
    state = board(spaces, [link("a", "x"), link("x", "g"), link("x", "k")], roster)
    state = _enter(state)
    state = act(state, "greek", kind="sor_intercept", leader="pyr", origin="g", cu=2).state
    state = act(state, "greek", kind="sor_intercept", leader="ago", origin="k", cu=2).state
    step = act(state, "greek", [1, 3], kind="sor_declared")
    assert [(d["leader"], d["modifier"]) for d in rolls(step)] == [("pyr", 1), ("ago", 1)]
    assert step.state.leaders["pyr"].space == "x"
    assert step.state.leaders["ago"].space == "k"  # 3 + 1 = 4 fails against Tactics 3


@pytest.mark.parametrize(
    ("besiegers", "besieged", "offered"),
    [
        ({}, True, True),  # only CU inside the walls of a besieged city: ignored
        ({}, False, False),  # the same CU, unbesieged
        ({"gallic": 3}, True, False),  # the besiegers outside are not besieged
    ],
)
def test_10_2_a_besieged_city_ignores_only_the_cu_inside_its_walls(
    besiegers: dict[str, int], besieged: bool, offered: bool
) -> None:
    x = {"walled": True, "control": "samnite", "cu_inside": {"samnite": 2}, "cu": besiegers}
    state = _board(x, GREEK_AT_G)
    state.spaces["x"].besieged = besieged
    state = _enter(state)
    intercepts = [a for a in game.legal_actions(state, "greek") if a.kind == "sor_intercept"]
    assert bool(intercepts) is offered


def test_11_2_an_avoidance_whose_cu_all_went_inside_the_walls_is_dropped() -> None:
    """LEADERS.md §4.4: lone leaders cannot avoid, nor an army inside the walls while the
    enemy is outside: Pyrrhus declares an avoidance, then his CU all go inside and he with
    them; he does not leave the city alone."""
    x = {"walled": True, "control": "greek", "cu": {"greek": 3}}
    state = _enter(_board(x, AT_X))
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=3).state
    step = act(state, "greek", kind="sor_withdraw", power="greek", cu=3)
    assert kinds(step) == ["sor_withdrew", "sor_avoid_dropped"]
    assert step.state.activation is not None and step.state.activation.reactions == []
    step = act(step.state, "greek", kind="sor_declared")
    assert rolls(step) == [] and deciding(step.state) == [("roman", "sor_move")]
    assert step.state.leaders["pyr"].space == "x" and step.state.leaders["pyr"].inside
    assert step.state.spaces["x"].inside == {"greek": 3}
