"""Advanced rules 2.02 Provincial Wars and 2.03 Rebel Governors, and the Vatinian Law's
parts for them (1.13.1), with forced dice."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, GovernorRevolt, RaiseProvincialForces
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.provincial.forces import (
    army_strength,
    attacked_by,
    lose_units,
    province_strength,
    under_attack,
)
from bot.games.ror.rules.provincial.rebel_governors import rebel_upkeep
from bot.games.ror.rules.provincial.senate_attack import (
    AttackParams,
    attack_nominations,
    attack_refusal,
)
from bot.games.ror.rules.provincial.taxes_and_builds import even_mix, local_taxes, splits
from bot.games.ror.rules.revenue import STEPS
from bot.games.ror.rules.revenue_provinces import producing
from bot.games.ror.rules.state import Province, RorState, parse_options
from bot.games.ror.rules.state_revenue import pay_debits
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_combat import SAFE

WARS = {"provincial_wars": True}
BOTH = {"provincial_wars": True, "rebel_governors": True}
PEOPLE = {
    "fam:2": {"faction": "optimates", "leader": True, "military": 0, "influence": 5},
    "fam:4": {"faction": "populares", "leader": True, "military": 0, "influence": 6},
    "fam:5": {"faction": "equites", "leader": True, "military": 0},
}
SLAVES = "war:sicilian_slave_1"  # land 4, Disaster 17, Standoff 15; attacks Sicilia


def sicilia(**extra: Any) -> dict[str, Any]:
    return {"prov:sicilia": {"governor": "fam:2", "term": 3, **extra}}


def events_of(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.kind == kind]


# ---------------------------------------------------------------- options


def test_2_02_options_are_off_by_default_and_2_03_requires_2_02() -> None:
    options = parse_options({})
    assert not options.provincial_wars and not options.rebel_governors
    assert parse_options(BOTH).rebel_governors
    with pytest.raises(ValidationError, match="requires provincial_wars"):
        parse_options({"rebel_governors": True})


# ---------------------------------------------------------------- local taxes [2.02]


def _revenue_state(options: dict[str, Any], **state: Any) -> RorState:
    built, _ = make_state(options=options, clear_factions=True, senators=PEOPLE, **state)
    built.procedures = []
    built.phase, built.step = "revenue", "provincial"
    return built


def test_2_02_local_taxes_come_after_debits() -> None:
    order = []
    step = "start"
    while step != "done":
        order.append(step)
        step = STEPS[step][1]
    assert order.index("provincial") == order.index("debits") + 1


def test_2_02_the_faction_chooses_the_mix_of_its_province_units() -> None:
    # Sicilia (Undeveloped): 30T of local taxes, room for 10 armies and 5 fleets: 3 units
    state = _revenue_state(WARS, provinces=sicilia())
    ctx = Ctx(state)
    advance(ctx)
    decision = ror.pending(ctx.state)[0]
    assert (decision.kind, decision.seat) == ("raise_provincial_forces", "optimates")
    legal = ror.legal_actions(ctx.state, "optimates")
    assert [(a.armies, a.fleets) for a in legal if isinstance(a, RaiseProvincialForces)] == [
        (0, 3),
        (1, 2),
        (2, 1),
        (3, 0),
    ]
    bad = RaiseProvincialForces(province="prov:sicilia", armies=4, fleets=0)
    with pytest.raises(IllegalAction) as refused:
        ror.apply(ctx.state, "optimates", bad)
    assert refused.value.key == "bad_provincial_mix"
    after, events = play(
        ctx.state, ("optimates", RaiseProvincialForces(province="prov:sicilia", armies=2, fleets=1))
    )
    province = after.provinces["prov:sicilia"]
    assert (province.armies, province.fleets) == (2, 1)
    assert "provincial_forces_raised" in kinds(events)


@pytest.mark.parametrize(
    ("armies", "fleets", "expected"),
    [
        (0, 0, [(0, 3), (1, 2), (2, 1), (3, 0)]),
        (9, 5, [(1, 0)]),
        (10, 5, []),
        (8, 3, [(1, 2), (2, 1)]),
    ],
)
def test_2_02_units_are_raised_up_to_the_cards_maximum(
    armies: int, fleets: int, expected: list[tuple[int, int]]
) -> None:
    province = Province(card="prov:sicilia", governor="fam:2", armies=armies, fleets=fleets)
    state, _ = make_state(options=WARS)
    assert splits(state, province) == expected


def test_2_02_too_little_tax_raises_nothing() -> None:
    # Sardinia et Corsica (Undeveloped): 5T of local taxes, less than one unit's 10T
    state, _ = make_state(options=WARS)
    assert splits(state, Province(card="prov:sardinia_et_corsica", governor="fam:2")) == []


def test_2_02_a_single_possible_mix_is_raised_without_a_decision() -> None:
    state = _revenue_state(WARS, provinces=sicilia(armies=9, fleets=5))
    ctx = Ctx(state)
    local_taxes(ctx)
    assert not ctx.state.procedures
    assert ctx.state.provinces["prov:sicilia"].armies == 10


def test_2_02_every_seat_sees_each_provinces_armies_and_fleets() -> None:
    """The provincial units stand on the province card, in the open."""
    state = _revenue_state(WARS, provinces=sicilia(armies=4, fleets=2))
    for seat in (*state.seats, None):
        (province,) = ror.view(state, seat).provinces
        assert (province.armies, province.fleets) == (4, 2)


def test_2_02_an_unaligned_governor_raises_a_half_and_half_mix() -> None:
    people = {**PEOPLE, "fam:9": {"faction": None}}
    state, _ = make_state(
        options=WARS,
        clear_factions=True,
        senators=people,
        provinces={"prov:sicilia": {"governor": "fam:9", "term": 3}},
    )
    state.procedures = []
    ctx = Ctx(state)
    local_taxes(ctx)
    province = ctx.state.provinces["prov:sicilia"]
    assert (province.armies, province.fleets) == (2, 1)  # 3 units: the odd one an army
    assert not ctx.state.procedures
    full_fleets = Province(card="prov:sicilia", governor="fam:9", fleets=5)
    assert even_mix(state, full_fleets) == (3, 0)


def test_2_02_without_the_option_no_local_taxes_are_raised() -> None:
    state = _revenue_state({}, provinces=sicilia())
    ctx = Ctx(state)
    local_taxes(ctx)
    assert ctx.state.provinces["prov:sicilia"].armies == 0 and not ctx.state.procedures


def test_2_02_provincial_units_cost_no_upkeep() -> None:
    state = _revenue_state(WARS, provinces=sicilia(armies=10, fleets=5), legions=2)
    ctx = Ctx(state)
    pay_debits(ctx)
    (debits,) = events_of(ctx.events, "state_debits")
    assert debits["forces"] == 2 * 2  # the two legions only


def test_2_02_a_province_under_an_active_war_yields_nothing_and_builds_nothing() -> None:
    state = _revenue_state(WARS, provinces=sicilia(), wars={SLAVES: "active"})
    assert under_attack(state) == {"prov:sicilia"}
    assert producing(state) == []
    ctx = Ctx(state)
    local_taxes(ctx)
    assert ctx.state.provinces["prov:sicilia"].armies == 0
    inactive = _revenue_state(WARS, provinces=sicilia(), wars={SLAVES: "inactive"})
    assert [p.card for p in producing(inactive)] == ["prov:sicilia"]
    basic = _revenue_state({}, provinces=sicilia(), wars={SLAVES: "active"})
    assert [p.card for p in producing(basic)] == ["prov:sicilia"]


# ---------------------------------------------------------------- strength and losses [2.02]


@pytest.mark.parametrize(
    ("armies", "legions", "counted"), [(0, 0, 0), (1, 0, 1), (5, 0, 3), (5, 1, 5), (4, 0, 2)]
)
def test_2_02_a_provincial_army_counts_half_unless_a_legion_is_with_it(
    armies: int, legions: int, counted: int
) -> None:
    assert army_strength(armies, legions) == counted


def test_2_02_province_strength_is_base_garrison_units_and_governor_military() -> None:
    people = {**PEOPLE, "fam:2": {**PEOPLE["fam:2"], "military": 3}}
    state, _ = make_state(
        options=WARS,
        clear_factions=True,
        senators=people,
        provinces=sicilia(garrison=1, armies=4, fleets=2),
    )
    province = state.provinces["prov:sicilia"]
    assert province_strength(state, province, naval=False) == 2 + 1 + 4 + 3
    assert province_strength(state, province, naval=True) == 0 + 2 + 3


def test_1_13_1_with_2_02_a_governor_away_from_his_province_adds_no_military() -> None:
    people = {**PEOPLE, "fam:2": {**PEOPLE["fam:2"], "military": 3}}
    state, _ = make_state(
        options=WARS,
        clear_factions=True,
        senators=people,
        laws=["law:vatinian"],
        provinces=sicilia(garrison=1, legate=True),
    )
    assert state.senators["fam:2"].in_rome
    assert province_strength(state, state.provinces["prov:sicilia"], naval=False) == 2 + 1


@pytest.mark.parametrize(
    ("armies", "garrison", "losses", "left", "lost"),
    [
        (5, 2, 3, (1, 1), (4, 1)),
        (5, 2, 5, (0, 0), (5, 2)),
        (0, 2, 1, (0, 1), (0, 1)),
        (3, 0, 1, (1, 0), (2, 0)),
        (5, 2, 0, (5, 2), (0, 0)),
    ],
)
def test_2_02_losses_take_two_provincial_units_alternating_with_a_legion(
    armies: int, garrison: int, losses: int, left: tuple[int, int], lost: tuple[int, int]
) -> None:
    province = Province(card="prov:sicilia", armies=armies, garrison=garrison)
    assert lose_units(province, losses, naval=False) == lost
    assert (province.armies, province.garrison) == left


def test_2_02_losses_at_sea_take_two_provincial_fleets_each() -> None:
    province = Province(card="prov:asia", fleets=3, garrison=2)
    assert lose_units(province, 2, naval=True) == (3, 0)
    assert province.garrison == 2


def test_2_02_the_first_roman_province_under_the_war_attacks() -> None:
    # the 2nd Punic War attacks Gallia Cisalpina, then Gallia Narbonensis
    state, _ = make_state(options=WARS, provinces={"prov:gallia_narbonensis": {}})
    assert attacked_by(state, "war:punic_2") == ["prov:gallia_narbonensis"]


# ---------------------------------------------------------------- provincial battles [2.02]


def _provincial_combat(
    force: list[Any], *, military: int = 0, **state: Any
) -> tuple[RorState, list[Event]]:
    people = {
        **PEOPLE,
        "fam:2": {**PEOPLE["fam:2"], "military": military},
        **state.pop("senators", {}),
    }
    provinces = state.pop("provinces", sicilia())
    return make_state(
        options=WARS,
        phase="combat",
        clear_factions=True,
        senators=people,
        wars=state.pop("wars", {SLAVES: "active"}),
        provinces=provinces,
        force=force,
        **state,
    )


def test_2_02_a_provincial_victory_at_14_makes_the_war_inactive() -> None:
    # 16 + 2 (Sicilia's base) - 4 = 14: Victory
    state, events = _provincial_combat([6, 6, 4])
    (battle,) = events_of(events, "provincial_battle")
    assert (battle["modified"], battle["result"]) == (14, "victory")
    (war,) = [w for w in state.wars if w.card == SLAVES]
    assert war.status == "inactive"
    assert state.senators["fam:2"].province == "prov:sicilia"


def test_2_02_a_provincial_stalemate_at_13_costs_nothing_and_keeps_the_war() -> None:
    # 14 + 3 (base 2, half of 2 armies) - 4 = 13: Stalemate, no losses
    # (2 provincial armies without a legion count 1)
    state, events = _provincial_combat([6, 5, 3], provinces=sicilia(armies=2))
    (battle,) = events_of(events, "provincial_battle")
    assert (battle["modified"], battle["result"]) == (13, "stalemate")
    assert [w.status for w in state.wars if w.card == SLAVES] == ["active"]
    assert state.provinces["prov:sicilia"].armies == 2


def test_2_02_a_provincial_stalemate_at_8_loses_five() -> None:
    # 3 + (2 + 2 garrison + 5 armies) - 4 = 8: Stalemate, 5 losses
    state, events = _provincial_combat([1, 1, 1], provinces=sicilia(garrison=2, armies=5))
    (battle,) = events_of(events, "provincial_battle")
    assert (battle["result"], battle["units_lost"], battle["legions_lost"]) == ("stalemate", 5, 2)
    province = state.provinces["prov:sicilia"]
    assert (province.armies, province.garrison) == (0, 0)


def test_2_02_a_provincial_defeat_at_7_kills_the_governor_and_allies_the_province() -> None:
    # 8 + (2 + 1 garrison) - 4 = 7: Defeat
    state, events = _provincial_combat([3, 3, 2], provinces=sicilia(garrison=1))
    (battle,) = events_of(events, "provincial_battle")
    assert (battle["modified"], battle["result"]) == (7, "defeat")
    assert {"senator_died", "governor_killed_in_province"} <= set(kinds(events))
    assert state.senators["fam:2"].province is None  # the heir of his family, in Rome
    province = state.provinces["prov:sicilia"]
    assert province.allied_with == SLAVES and province.governor is None
    (war,) = [w for w in state.wars if w.card == SLAVES]
    assert enemy_strength(state, war, naval=False) == 4 + 2  # Sicilia's base strength added
    assert attacked_by(state, SLAVES) == []
    assert "prov:sicilia" not in ror.senate.governors.open_provinces(state)


def test_2_02_a_war_fought_to_a_stalemate_by_rome_is_not_attacked_by_the_province() -> None:
    # Rome: 3 + 10 - 4 = 9, Stalemate, 4 legions lost (4 chits)
    forces = [{"war": SLAVES, "commander": "fam:3", "legions": 10}]
    people_extra = {"fam:3": {"faction": "optimates", "office": "field_consul", "military": 0}}
    _, events = _provincial_combat([1, 1, 1, *SAFE[:4]], forces=forces, senators=people_extra)
    assert [b["result"] for b in events_of(events, "battle")] == ["stalemate"]
    assert events_of(events, "provincial_battle") == []


def test_2_02_a_provincial_victory_with_a_matching_war_shuffles_it_into_the_deck() -> None:
    # two Slave Revolts: the first at x2 (8) is beaten and shuffled into the top 6 cards;
    # the second (7) is then beaten alone and falls Inactive
    wars = {SLAVES: "active", "war:sicilian_slave_2": "active"}
    state, events = _provincial_combat(
        [6, 6, 6, 6, 6, 6], wars=wars, provinces=sicilia(garrison=1, armies=10)
    )
    assert [b["result"] for b in events_of(events, "provincial_battle")] == ["victory"] * 2
    assert SLAVES in state.deck[:6]
    assert [(w.card, w.status) for w in state.wars if w.card in wars] == [
        ("war:sicilian_slave_2", "inactive")
    ]
    assert "war_shuffled_into_deck" in kinds(events)


def test_1_10_71_a_war_shuffled_back_into_the_deck_kills_its_captive() -> None:
    wars = {SLAVES: "active", "war:sicilian_slave_2": "active"}
    captive = {"fam:6": {"faction": "optimates", "influence": 3, "captive": SLAVES}}
    state, _ = _provincial_combat(
        [6, 6, 6, 6, 6, 6], wars=wars, provinces=sicilia(garrison=1, armies=10), senators=captive
    )
    state, events = play(state, ("optimates", Done()))  # no ransom
    assert "war_shuffled_into_deck" in kinds(events)
    [killed] = [e.data for e in events if e.kind == "captive_killed"]
    assert (killed["senator"], killed["war"]) == ("fam:6", SLAVES)
    assert "fam:6" not in state.senators


def test_2_02_without_the_option_provinces_never_attack() -> None:
    people = {**PEOPLE}
    _, events = make_state(
        phase="combat",
        clear_factions=True,
        senators=people,
        wars={SLAVES: "active"},
        provinces=sicilia(),
    )
    assert events_of(events, "provincial_battle") == []


# ---------------------------------------------------------------- rebel governors [2.03]


def _declarations(**state: Any) -> RorState:
    people = {**PEOPLE, "fam:6": {"faction": "optimates"}, **state.pop("senators", {})}
    built, _ = make_state(options=BOTH, clear_factions=True, senators=people, **state)
    built.procedures = []
    built.phase, built.step = "revolution", "declarations"
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state


def test_2_03_a_governor_revolts_and_stays_with_his_garrison() -> None:
    state = _declarations(provinces=sicilia(garrison=3, armies=4))
    decision = ror.pending(state)[0]
    assert (decision.kind, decision.seat) == ("governor_revolt", "optimates")
    assert GovernorRevolt(senator="fam:2", march=True) in ror.legal_actions(state, "optimates")
    state, events = play(state, ("optimates", GovernorRevolt(senator="fam:2", march=False)))
    (declared,) = events_of(events, "governor_revolts")
    assert declared["strength"] == 2 + 3 + 4  # base + garrison + armies (+ Military 0)
    assert state.rebel_army is not None and state.rebel_army.legions == 3
    assert state.provinces["prov:sicilia"].garrison == 0
    assert state.rebel_governor is not None and state.rebel_governor.stays
    assert state.senators["fam:2"].rebel and state.senators["fam:2"].province == "prov:sicilia"
    assert ror.pending(state)[0].kind == "secondary_revolt"


def test_2_03_governors_may_decline_and_the_option_off_asks_nobody() -> None:
    state = _declarations(provinces=sicilia(garrison=3))
    state, _ = play(state, ("optimates", Done()))
    assert state.rebel_army is None
    off, _ = make_state(options=WARS, clear_factions=True, senators=PEOPLE, provinces=sicilia())
    off.procedures = []
    off.phase, off.step = "revolution", "declarations"
    ctx = Ctx(off)
    advance(ctx)
    assert all(d.kind != "governor_revolt" for d in ror.pending(ctx.state))


def test_2_03_a_weaker_later_governor_is_outweighed_and_a_stronger_one_replaces() -> None:
    provinces = {
        **sicilia(garrison=3),
        "prov:sardinia_et_corsica": {"governor": "fam:4", "term": 3, "garrison": 1},
    }
    state = _declarations(provinces=provinces)
    governor = {"optimates": "fam:2", "populares": "fam:4"}
    first = ror.pending(state)[0].seat
    state, _ = play(state, (first, GovernorRevolt(senator=governor[first], march=False)))
    second = ror.pending(state)[0].seat
    state, events = play(state, (second, GovernorRevolt(senator=governor[second], march=False)))
    later = "governor_revolt_replaces" if second == "optimates" else "governor_revolt_outweighed"
    assert later in kinds(events)
    assert state.rebel_army is not None
    # Sicilia (2 + 3 legions = 5) outweighs Sardinia (0 + 1 = 1) whichever came first
    assert state.rebel_army.commander == "fam:2"
    assert state.provinces["prov:sardinia_et_corsica"].garrison == 1


def test_1_13_1_with_2_03_a_rebel_governor_keeps_only_the_province_he_is_in() -> None:
    provinces = {
        **sicilia(garrison=1),
        "prov:sardinia_et_corsica": {"governor": "fam:2", "term": 3, "legate": True},
    }
    state = _declarations(provinces=provinces, laws=["law:vatinian"])
    state, events = play(state, ("optimates", GovernorRevolt(senator="fam:2", march=True)))
    assert state.provinces["prov:sardinia_et_corsica"].governor is None
    assert state.provinces["prov:sicilia"].governor == "fam:2"
    assert "legate_province_returns" in kinds(events)


def _rebel_combat(stays: bool, **state: Any) -> tuple[RorState, list[Event]]:
    people = {**PEOPLE, "fam:3": {"faction": "populares", "office": "field_consul", "military": 0}}
    return make_state(
        options=BOTH,
        phase="combat",
        clear_factions=True,
        senators=people,
        provinces=state.pop("provinces", sicilia(armies=4)),
        rebel_army={"war": "civil_war", "commander": "fam:2", "legions": 2},
        rebel_governor={"senator": "fam:2", "province": "prov:sicilia", "stays": stays},
        wars=state.pop("wars", {}),
        **state,
    )


def test_2_03_a_rebel_who_stays_does_not_win_unopposed_but_one_who_marches_does() -> None:
    state, events = _rebel_combat(True)
    assert state.outcome is None and "rebel_unopposed" not in kinds(events)
    marched, _ = _rebel_combat(False)
    assert marched.outcome is not None and marched.outcome.kind == "rebel_victory"


def test_2_03_a_rebel_who_stays_counts_as_one_of_the_four_wars() -> None:
    wars = {"war:gallic_1": "active", "war:punic_2": "active", "war:illyrian_1": "active"}
    state, _ = _rebel_combat(True, wars=wars)
    assert state.outcome is not None and state.outcome.kind == "defeat_four_wars"


def test_2_03_the_senate_attacks_the_rebel_province_with_its_strength() -> None:
    # the rebel stays: base 2 + 2 legions + 4 armies (with a legion: full) = 8;
    # Senate 10 legions: 8 + 10 - 8 = 10, Stalemate: 3 losses each side
    forces = [{"war": "civil_war", "commander": "fam:3", "legions": 10}]
    state, events = _rebel_combat(True, forces=forces, force=[3, 3, 2, *SAFE[:3]])
    (battle,) = events_of(events, "civil_war_battle")
    assert (battle["rebel_strength"], battle["result"]) == (8, "stalemate")
    # the rebel's 3 losses: 2 armies, 1 legion, 2 armies
    assert state.provinces["prov:sicilia"].armies == 0
    assert state.rebel_army is not None and state.rebel_army.legions == 1
    assert state.outcome is None


def test_2_03_the_senate_may_propose_an_attack_on_a_rebel_province() -> None:
    people = {**PEOPLE, "fam:3": {"faction": "populares", "office": "field_consul"}}
    state, _ = make_state(
        options=BOTH,
        clear_factions=True,
        senators=people,
        legions=4,
        provinces=sicilia(),
        rebel_army={"war": "civil_war", "commander": "fam:2"},
        rebel_governor={"senator": "fam:2", "province": "prov:sicilia", "stays": True},
    )
    assert [p.model_dump(mode="json") for p in attack_nominations(state)] == [
        {"commander": "fam:3", "legions": 4}
    ]
    refused = attack_refusal(
        state, AttackParams.model_validate({"commander": "fam:3", "legions": 0})
    )
    assert refused is not None and refused.key == "rebel_attack_needs_legions"
    state.rebel_army = None
    refused = attack_refusal(
        state, AttackParams.model_validate({"commander": "fam:3", "legions": 4})
    )
    assert refused is not None and refused.key == "no_rebel_to_attack"


@pytest.mark.parametrize(
    ("talents", "paid", "disbanded"), [(100, 2 * 9, 0), (10, 10, 4), (0, 0, 7)]
)
def test_2_03_a_rebel_governor_keeps_the_revenue_and_pays_his_province(
    talents: int, paid: int, disbanded: int
) -> None:
    # Sicilia: spoils 1d6 (4), State Income 2d6-2 (3+3-2 = 4), local taxes 30: 38T;
    # upkeep 2T a point: base 2 + 4 armies + 3 fleets = 9 points
    people = {**PEOPLE, "fam:2": {**PEOPLE["fam:2"], "talents": talents - 38}}
    if talents < 38:
        people["fam:2"]["talents"] = 0
    state, _ = make_state(
        options=BOTH,
        clear_factions=True,
        senators=people,
        provinces=sicilia(armies=4, fleets=3),
        rebel_army={"war": "civil_war", "commander": "fam:2"},
        rebel_governor={"senator": "fam:2", "province": "prov:sicilia", "stays": True},
        force=[4, 3, 3],
    )
    state.procedures = []
    ctx = Ctx(state)
    if talents < 38:  # nothing collected: the province is disrupted this turn
        ctx.state.revenue_disrupted = ["prov:sicilia"]
    rebel_upkeep(ctx)
    revenue = events_of(ctx.events, "rebel_governor_revenue")
    assert [r["total"] for r in revenue] == ([] if talents < 38 else [38])
    (upkeep,) = events_of(ctx.events, "rebel_province_upkeep")
    expected_paid = paid if talents >= 38 else 0
    assert (upkeep["points"], upkeep["paid"]) == (9, expected_paid)
    assert upkeep["disbanded"] == (0 if talents >= 38 else 7)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_2_03_random_games_with_both_options_end_and_keep_the_books(seed: int) -> None:
    state = ror.setup(seed, ror.SEATS[:5], {**BOTH, "turn_limit": 4})
    for _ in range(5000):
        decisions = ror.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        legal = ror.legal_actions(state, seat)
        # the last legal action: revolts, builds of armies, attacks where offered
        step = ror.apply(state, seat, legal[-1] if state.turn % 2 else legal[0])
        assert ror.transition_problems(state, step) == []
        assert ror.invariants(step.state) == []
        state = step.state
    assert ror.outcome(state) is not None
