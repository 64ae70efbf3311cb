"""The Reinforcement Phase's leader steps: rules 5.10, 8.2.2, 8.2.3, 8.4, 16.1, 5.10.3
(LEADERS.md §4.7)."""

from __future__ import annotations

import pytest
from sor_factory import (
    FOUR,
    act,
    board,
    deciding,
    kinds,
    leader,
    link,
    pass_step,
    reinforcement_phase,
    skip_to,
    space,
)

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.rules.control import controller
from bot.games.sor.rules.powers import non_player_powers, powers_in_play, seat_powers
from bot.games.sor.rules.reinforcement import order

FIVE = list(game.SEATS)


@pytest.mark.parametrize(
    ("players", "non_player", "out"),
    [
        (2, ["carthaginian", "volsci"], {"gallic", "transalpine"}),
        (3, ["carthaginian", "volsci"], {"gallic", "transalpine"}),
        (4, ["carthaginian", "volsci", "transalpine"], set()),
        (5, ["volsci", "transalpine"], set()),
    ],
)
def test_16_1_powers_by_player_count(players: int, non_player: list[str], out: set[str]) -> None:
    assert non_player_powers(players) == non_player
    assert out.isdisjoint(powers_in_play(players))
    assert len(seat_powers(players)) == players


def test_5_10_order_non_players_first_then_vp_most_first_ties_by_4_4() -> None:
    state = board([space("a")], [], [], active=None)
    state.vp = {"roman": 5, "etruscan_samnite": 7, "greek": 5, "gallic": 2}
    assert order(state) == [
        "carthaginian",
        "volsci",
        "transalpine",
        "etruscan",
        "samnite",
        "greek",  # ties with Rome at 5: the Greeks win ties against the Romans (4.4)
        "roman",
        "gallic",
    ]


@pytest.mark.parametrize(
    ("power", "vp", "seat"),
    [
        ("volsci", {"roman": 0, "etruscan_samnite": 3, "greek": 1, "gallic": 2}, "greek"),
        (
            "transalpine",
            {"roman": 4, "etruscan_samnite": 3, "greek": 5, "gallic": 0},
            "etruscan_samnite",
        ),
        ("carthaginian", {"roman": 4, "etruscan_samnite": 3, "greek": 0, "gallic": 1}, "gallic"),
    ],
)
def test_16_1_the_fewest_vp_player_not_barred_decides_for_a_non_player(
    power: str, vp: dict[str, int], seat: str
) -> None:
    state = board([space("a")], [], [], active=None)
    state.vp = vp
    assert controller(state, power) == seat  # type: ignore[arg-type]


ROME = [
    space("roma", walled=True, home="roman", reinforcement=True, control="roman", cu={"roman": 3}),
    space("ager", control="roman", cu={"roman": 1}),
    space("far", control="roman", cu={"roman": 1}),
    space("hostile", control="samnite", cu={"roman": 1, "samnite": 1}),
]
ROME_LINKS = [link("roma", "ager"), link("ager", "far", "rough"), link("ager", "hostile")]
CONSULS = [
    leader("c1", "roman", "consul", start="roma"),
    leader("c2", "roman", "consul", start="ager"),
    leader("c3", "roman", "consul"),
    leader("c4", "roman", "consul"),
    leader("dic", "roman", "dictator", start="ager"),
]


def test_8_2_2_consuls_into_the_cup_two_drawn_dictator_untouched() -> None:
    state = board(ROME, ROME_LINKS, CONSULS, active=None)
    state = reinforcement_phase(state, {"roman": 9})
    while deciding(state) != [("roman", "sor_reinforce")]:
        state = pass_step(state)
    assert state.leaders["c1"].status == "cup"  # 8.2.2: into the cup before the CU
    state = act(state, "roman", ["c4", "c2"], kind="sor_done").state
    assert {x: ls.status for x, ls in state.leaders.items()} == {
        "c1": "cup",
        "c2": "cup",
        "c3": "cup",
        "c4": "cup",
        "dic": "map",  # 8.2.2: not a consul
    }
    assert state.reinforcement is not None and state.reinforcement.drawn == ["c4", "c2"]
    assert deciding(state) == [("roman", "sor_place_leader")]
    # 5.10: only spaces with Roman CU that trace home over clear, friendly ground
    places = [a.space for a in game.legal_actions(state, "roman")]  # type: ignore[union-attr]
    assert places == ["roma", "ager"]
    state = act(state, "roman", kind="sor_place_leader", leader="c4", space="roma").state
    state = act(state, "roman", kind="sor_place_leader", leader="c2", space="ager").state
    assert state.leaders["dic"].space == "ager" and state.leaders["c2"].under == "dic"
    assert state.leaders["c1"].status == "cup" and state.leaders["c3"].status == "cup"


def test_8_2_2_the_draw_follows_the_seeded_rng() -> None:
    def drawn(seed: int) -> list[str]:
        state = board(ROME, ROME_LINKS, CONSULS, active=None)
        state.rng.seed = seed
        state = skip_to(reinforcement_phase(state, {"roman": 9}), "sor_place_leader")
        assert state.reinforcement is not None
        return state.reinforcement.drawn

    draws = {tuple(drawn(seed)) for seed in range(12)}
    assert drawn(3) == drawn(3) and len(draws) > 1
    assert all(len(set(d)) == 2 and set(d) <= {"c1", "c2", "c3", "c4"} for d in draws)


def test_8_4_a_displaced_leader_returns_only_where_5_10_allows_or_stays() -> None:
    spaces = [
        space("home", home="greek", reinforcement=True, control="greek", cu={"greek": 1}),
        space("near", control="greek", cu={"greek": 1}),
        space("cut", control="greek", cu={"greek": 1}),
    ]
    links = [link("home", "near"), link("near", "cut", "strait")]
    roster = [leader("lyk", "greek", loyalty_penalty=0), leader("nik", "greek", loyalty_penalty=0)]
    state = board(spaces, links, roster, active=None)
    state.leaders["lyk"].status = "displaced"
    state = skip_to(reinforcement_phase(state), "sor_place_leader")
    assert [a.space for a in game.legal_actions(state, "greek")] == ["home", "near"]  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        act(state, "greek", kind="sor_place_leader", leader="lyk", space="cut")
    # no eligible space: he stays in the box
    state = board([space("cut", control="greek", cu={"greek": 1})], [], roster, active=None)
    state.leaders["lyk"].status = "displaced"
    state = reinforcement_phase(state)
    assert state.leaders["lyk"].status == "displaced"


def _greeks(loyalty: dict[str, int], roster: list[object], **kw: object) -> game.SorState:
    spaces = [
        space(
            city,
            walled=True,
            home="greek",
            reinforcement=True,
            control="greek",
            loyalty=n,
            cu={"greek": 2},
        )
        for city, n in loyalty.items()
    ]
    state = board(spaces, [], roster, active=None, **kw)  # type: ignore[arg-type]
    return skip_to(reinforcement_phase(state), "sor_greek_keep")


DIONYSIUS = leader("dio", "greek", loyalty_penalty=2, start="p1")
TIMOLEON = leader("tim", "greek", loyalty_penalty=1, start="p1")


def test_8_2_3_greek_penalty_spread_over_two_cities() -> None:
    state = _greeks({"p1": 1, "p2": 1}, [DIONYSIUS])  # exactly enough
    keeps = [a for a in game.legal_actions(state, "greek") if a.kind == "sor_keep_leader"]
    assert [a.pay for a in keeps] == [{"p1": 1, "p2": 1}]  # type: ignore[union-attr]
    step = act(state, "greek", kind="sor_keep_leader", leader="dio", pay={"p1": 1, "p2": 1})
    assert step.state.spaces["p1"].loyalty == 0 and step.state.spaces["p2"].loyalty == 0
    assert step.state.leaders["dio"].status == "map"


def test_8_2_3_greek_penalty_from_one_city_or_two_as_the_player_chooses() -> None:
    state = _greeks({"p1": 2, "p2": 1}, [DIONYSIUS])
    keeps = [a.pay for a in game.legal_actions(state, "greek") if a.kind == "sor_keep_leader"]  # type: ignore[union-attr]
    assert keeps == [{"p1": 2}, {"p1": 1, "p2": 1}]


def test_8_2_3_every_way_to_pay_the_penalty_is_offered_however_many() -> None:
    """Seed §8.2.3: one city by 2 or two cities by 1 each, as the player chooses: with
    eight cities, 8 + 28 = 36 ways, more than one select holds (the prompt pages them)."""
    dio = leader("dio", "greek", loyalty_penalty=2, start="c1")
    state = _greeks({f"c{i}": 2 for i in range(1, 9)}, [dio])
    keeps = [a.pay for a in game.legal_actions(state, "greek") if a.kind == "sor_keep_leader"]  # type: ignore[union-attr]
    assert len(keeps) == 36 and {"c8": 2} in keeps and {"c4": 1, "c7": 1} in keeps
    step = act(state, "greek", kind="sor_keep_leader", leader="dio", pay={"c8": 2})
    assert step.state.spaces["c8"].loyalty == 0 and step.state.leaders["dio"].status == "map"


def test_8_2_3_greek_leader_removed_when_one_short() -> None:
    state = _greeks({"p1": 1}, [DIONYSIUS])
    assert [a.kind for a in game.legal_actions(state, "greek")] == ["sor_remove_leader"]
    with pytest.raises(IllegalAction) as e:
        act(state, "greek", kind="sor_keep_leader", leader="dio", pay={"p1": 1})
    assert e.value.rule == "8.2.3"
    step = act(state, "greek", kind="sor_remove_leader", leader="dio")
    assert step.state.leaders["dio"].status == "removed" and "sor_greek_removed" in kinds(step)


def test_8_2_3_two_leaders_and_loyalty_for_one() -> None:
    state = _greeks({"p1": 2}, [DIONYSIUS, TIMOLEON])
    state = act(state, "greek", kind="sor_keep_leader", leader="dio", pay={"p1": 2}).state
    assert [a.kind for a in game.legal_actions(state, "greek")] == ["sor_remove_leader"]


def _sicily(five: bool, lost: bool, punic_held: int) -> game.SorState:
    spaces = [
        space(
            "syr",
            walled=True,
            home="greek",
            reinforcement=True,
            region="sicily",
            control="greek",
            loyalty=1,
            cu={"greek": 2},
        ),
        space("gela", home="greek", region="sicily", control="samnite" if lost else "greek"),
        *(
            space(f"pun{i}", home="carthaginian", region="sicily", control="greek")
            for i in range(punic_held)
        ),
        space("pun_kept", home="carthaginian", region="sicily", control="carthaginian"),
    ]
    roster = [leader("tim", "greek", loyalty_penalty=1, start="syr")]
    state = board(spaces, [], roster, seats=FIVE if five else FOUR, active=None)
    return skip_to(reinforcement_phase(state), "sor_greek_keep")


@pytest.mark.parametrize(
    ("five", "lost", "held", "cost"),
    [
        (True, False, 2, 0),  # Timoleon 1, two spaces held: reduced to 0 and no further
        (True, False, 1, 0),
        (True, True, 2, None),  # a Greek space in Sicily lost: no reduction
        (False, False, 2, None),  # four players: no reduction
    ],
)
def test_8_2_3_five_player_sicily_reduction_to_zero_and_no_further(
    five: bool, lost: bool, held: int, cost: int | None
) -> None:
    state = _sicily(five, lost, held)
    reduced = [a for a in game.legal_actions(state, "greek") if getattr(a, "sicily", False)]
    if cost is None:
        assert reduced == []
        return
    assert [a.pay for a in reduced] == [{}]  # type: ignore[union-attr]
    step = act(state, "greek", kind="sor_keep_leader", leader="tim", pay={}, sicily=True)
    assert step.state.spaces["syr"].loyalty == 1
    kept = [e for e in step.events if e.kind == "sor_greek_kept"]
    assert kept[0].data["penalty"] == 0


def test_5_10_3_a_player_with_no_cu_is_out_and_his_leaders_removed() -> None:
    spaces = [space("a", control="greek", cu={"roman": 2}), space("b", control="greek")]
    roster = [
        leader("cos", "roman", "consul", start="a"),
        leader("lyk", "greek", loyalty_penalty=1, start="b"),
    ]
    state = board(spaces, [], roster, active=None)
    state = reinforcement_phase(state)
    while state.turn == 1 and game.pending(state):
        d = game.pending(state)[0]
        if d.kind == "sor_greek_keep":  # his penalty cannot be paid: no Greek city
            state = act(state, d.seat, kind="sor_remove_leader", leader=d.data["subject"]).state
        else:
            state = pass_step(state)
    assert "greek" in state.out and state.leaders["lyk"].status == "removed"
    assert "roman" not in state.out and state.spaces["b"].control is None
    # every other player is out too (no CU on this board): the game is over
    assert state.outcome is not None and state.outcome.winners == ["roman"]


def test_17_1_1_a_displaced_africa_bound_leader_returns_only_to_africa() -> None:
    spaces = [
        space(
            "qart",
            home="carthaginian",
            reinforcement=True,
            region="africa",
            control="carthaginian",
            cu={"carthaginian": 2},
        ),
        space(
            "lily",
            home="carthaginian",
            reinforcement=True,
            region="sicily",
            control="carthaginian",
            cu={"carthaginian": 2},
        ),
    ]
    roster = [leader("bom", "carthaginian", africa_only=True)]
    state = board(spaces, [link("qart", "lily", "naval")], roster, seats=FIVE, active=None)
    state.leaders["bom"].status = "displaced"
    state = skip_to(reinforcement_phase(state), "sor_place_leader")
    assert [a.space for a in game.legal_actions(state, "carthaginian")] == ["qart"]  # type: ignore[union-attr]


def test_5_10_the_tie_winner_orders_the_tied_players() -> None:
    state = board([space("a")], [], [], active=None)
    state = reinforcement_phase(state, {"roman": 3, "etruscan_samnite": 1, "greek": 3, "gallic": 1})
    # two ties: the Greeks and Rome at 3, the Gauls and the Etruscans-Samnites at 1; the
    # Greeks and the Gauls win them (4.4)
    assert deciding(state) == [("greek", "sor_tie_order")]
    state = act(state, "greek", kind="sor_go_next", player="roman").state
    assert deciding(state) == [("gallic", "sor_tie_order")]
    with pytest.raises(IllegalAction):
        act(state, "gallic", kind="sor_go_next", player="roman")
    state = act(state, "gallic", kind="sor_go_next", player="etruscan_samnite").state
    assert state.reinforcement is not None
    assert state.reinforcement.seats == ["roman", "greek", "etruscan_samnite", "gallic"]
    assert state.reinforcement.order[3:] == ["roman", "greek", "etruscan", "samnite", "gallic"]


def test_5_10_a_report_that_leaves_a_drawn_consul_nowhere_to_go_closes_his_placement() -> None:
    state = board(ROME, ROME_LINKS, CONSULS, active=None)
    state = reinforcement_phase(state, {"roman": 9})
    while deciding(state) != [("roman", "sor_reinforce")]:
        state = pass_step(state)
    state = act(state, "roman", ["c4", "c2"], kind="sor_done").state
    assert deciding(state) == [("roman", "sor_place_leader")]
    # Roma besieged: neither it nor the space tracing home through it takes a consul now
    step = act(state, "roman", kind="sor_report_siege", space="roma", besieged=True)
    assert [e.kind for e in step.events].count("sor_consul_unplaced") == 2
    assert {step.state.leaders[x].status for x in ("c4", "c2")} == {"cup"}
