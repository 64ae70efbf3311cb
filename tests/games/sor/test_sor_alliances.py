"""Alliances as the players report them, rule 15 and what LEADERS.md says an alliance
changes: 15.2.2 (no interception by the mover's ally), allied CU not enemy CU (8.4, 11.2),
16.1 and 18 (who decides for a non-player power), 11.1.1 (Rome's 10 CU as Carthage's ally),
5.10 (Carthage's allies trace by sea)."""

from __future__ import annotations

from typing import Any

import pytest
from sor_factory import act, board, deciding, kinds, leader, link, space

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.present import PRESENTER
from bot.games.sor.rules.control import controller
from bot.games.sor.rules.naval import capacity
from bot.games.sor.rules.reinforcement import traces_home
from bot.games.sor.rules.state import SorState
from bot.messages import using_locale


def _ally(state: SorState, power: str, other: str, allied: bool = True) -> SorState:
    seat = game.pending(state)[0].seat
    return act(
        state, seat, kind="sor_report_alliance", power=power, other=other, allied=allied
    ).state


def _march(x: dict[str, Any], extra: list[Any], allied: bool) -> SorState:
    """The Romans march from a into x; next to x, at g, the Greeks."""
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", **x),
        space("g", control="greek", cu={"greek": 2}),
    ]
    roster = [leader("cos", "roman", "consul", start="a"), *extra]
    state = board(spaces, [link("a", "x"), link("x", "g")], roster)
    if allied:
        state = _ally(state, "greek", "roman")
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    return act(state, "roman", kind="sor_move_to", space="x").state


@pytest.mark.parametrize(("allied", "declares"), [(False, True), (True, False)])
def test_15_2_2_an_ally_of_the_mover_does_not_intercept(allied: bool, declares: bool) -> None:
    state = _march({}, [leader("pyr", "greek", start="g")], allied)
    assert (("greek", "sor_declare") in deciding(state)) is declares


@pytest.mark.parametrize(("allied", "battle"), [(False, True), (True, False)])
def test_15_moving_into_an_allys_cu_opens_no_battle(allied: bool, battle: bool) -> None:
    state = _march({"cu": {"greek": 1}}, [], allied)
    assert (deciding(state) == [("roman", "sor_battle")]) is battle
    assert (deciding(state) == [("roman", "sor_move")]) is not battle


def test_15_a_leader_alone_with_allied_cu_stays_and_is_displaced_when_it_ends() -> None:
    spaces = [space("x", cu={"greek": 2}), space("r", control="roman", cu={"roman": 1})]
    roster = [leader("cos", "roman", start="r"), leader("dux", "roman")]  # dux: by an event
    state = board(spaces, [link("x", "r")], roster)
    state = _ally(state, "greek", "roman")
    step = act(state, "roman", kind="sor_event_leader", leader="dux", space="x", command=True)
    assert step.state.leaders["dux"].status == "map"  # 8.4: an ally's CU are no enemy's
    step = act(
        step.state,
        "roman",
        kind="sor_report_alliance",
        power="roman",
        other="greek",
        allied=False,
    )
    assert "sor_displaced" in kinds(step) and step.state.leaders["dux"].status == "displaced"


@pytest.mark.parametrize(
    ("alliance", "decider"),
    [
        (None, "greek"),  # the fewest VP, not the Roman player
        (("greek", "roman"), "etruscan_samnite"),  # nor the Roman player's ally
    ],
)
def test_16_1_the_barred_players_ally_does_not_decide_for_a_non_player_power(
    alliance: tuple[str, str] | None, decider: str
) -> None:
    state = board([space("a")], [], [leader("cos", "roman", start="a")])
    state.vp = {"roman": 0, "greek": 0, "etruscan_samnite": 1, "gallic": 2}
    if alliance is not None:
        state = _ally(state, *alliance)
    assert controller(state, "volsci") == decider


@pytest.mark.parametrize(("allied", "decider"), [(False, "etruscan_samnite"), (True, "roman")])
def test_18_rome_allied_with_carthage_decides_for_carthage(allied: bool, decider: str) -> None:
    state = board([space("a")], [], [leader("cos", "roman", start="a")])
    state.vp = {"roman": 5, "greek": 0, "etruscan_samnite": 1, "gallic": 2}
    if allied:
        state = _ally(state, "roman", "carthaginian")
    assert controller(state, "carthaginian") == decider  # never the Greek player (16.1)


@pytest.mark.parametrize(("allied", "cu"), [(False, 0), (True, 10)])
def test_11_1_1_rome_allied_with_carthage_avoids_by_sea_with_ten_on_a_three_card(
    allied: bool, cu: int
) -> None:
    state = board([space("a", port=True)], [], [leader("cos", "roman", start="a")])
    if allied:
        state = _ally(state, "carthaginian", "roman")
    assert capacity(state, "roman", "card_3", "a") == cu


@pytest.mark.parametrize(("allied", "traces"), [(False, False), (True, True)])
def test_5_10_carthages_ally_traces_reinforcement_paths_by_sea(allied: bool, traces: bool) -> None:
    spaces = [
        space("roma", control="roman", home="roman", reinforcement=True, walled=True),
        space("isle", control="roman"),
    ]
    state = board(spaces, [link("roma", "isle", "naval")], [leader("cos", "roman", start="roma")])
    if allied:
        state = _ally(state, "roman", "carthaginian")
    assert traces_home(state, "roman", "isle") is traces


@pytest.mark.parametrize(
    ("power", "other", "allied"),
    [("roman", "roman", True), ("roman", "greek", False)],  # one power; no alliance to end
)
def test_15_an_alliance_report_that_changes_nothing_is_refused(
    power: str, other: str, allied: bool
) -> None:
    state = board([space("a")], [], [leader("cos", "roman", start="a")])
    with pytest.raises(IllegalAction) as e:
        _ally(state, power, other, allied)
    assert (e.value.key, e.value.rule) == ("sor_bad_alliance", "15")
    assert state.alliances == []


def test_15_the_board_shows_the_alliances_and_the_active_player_by_name() -> None:
    state = board([space("a")], [], [leader("cos", "roman", start="a")])
    state = _ally(state, "roman", "greek")
    data = PRESENTER.board(game.view(state, None).model_dump(mode="json"))
    fields = {f.name: f.lines for f in PRESENTER.board_view(data).head}
    assert fields["Alliances (15)"] == ("the Greeks and Rome",)
    assert fields["Round"] == ("Round 1; active: Rome",)
    with using_locale("ru"):
        fields = {f.name: f.lines for f in PRESENTER.board_view(data).head}
    assert fields["Союзы (15)"] == ("Греки и Рим",)
    assert fields["Раунд"] == ("Раунд 1; ходит: Рим",)


@pytest.mark.parametrize(("allied", "avoids"), [(False, True), (True, False)])
def test_11_1_an_army_avoids_only_an_enemy_army_not_an_allys(allied: bool, avoids: bool) -> None:
    """LEADERS.md §4.4: an enemy army moving in triggers avoidance; an ally's opens no battle
    (15) and is not avoided, so no pursuit roll can end its move."""
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", cu={"greek": 3}),
        space("y"),
    ]
    roster = [leader("cos", "roman", "consul", start="a"), leader("pyr", "greek", start="x")]
    state = board(spaces, [link("a", "x"), link("x", "y")], roster)
    if allied:
        state = _ally(state, "greek", "roman")
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    state = act(state, "roman", kind="sor_move_to", space="x").state
    offered = [a.kind for a in game.legal_actions(state, "greek")]
    assert ("sor_avoid" in offered) is avoids
    if allied:
        assert deciding(state) == [("roman", "sor_move")]
