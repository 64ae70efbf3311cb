"""The Forum Phase [1.07]: initiatives, drawn cards, persuasion, knights, games, leaders,
putting Rome in order and the end of the game after Era Ends."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import (
    AttractKnight,
    BidInitiative,
    Bribe,
    ChooseLeader,
    CounterBribe,
    Pass,
    Persuade,
    PressureKnights,
    RollPersuasion,
    SponsorGames,
)
from bot.games.ror.rules.forum.persuasion import loyalty_against, opening_base
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

OPT, POP, EQU = "optimates", "populares", "equites"


def at_initiative(
    senators: dict[str, Any],
    *,
    force: list[int | str] | None = None,
    step: str = "act",
    initiative: int = 1,
    **state: Any,
) -> tuple[RorState, list[Event]]:
    """The Optimates' first initiative, its card already drawn (or, with step "roll",
    about to roll); `force` feeds the dice from there on."""
    built, _ = make_state(clear_factions=True, senators=senators, **state)
    built.procedures = []
    built.phase, built.step = "forum", step
    built.initiative, built.initiative_seat = initiative, OPT
    built.initiative_order = hrao_order(built)
    built.rng.forced = list(force or [])
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state, ctx.events


def data(events: list[Event], kind: str) -> dict[str, Any]:
    found = [e.data for e in events if e.kind == kind]
    assert found, f"no {kind} in {kinds(events)}"
    return found[-1]


# ---------------------------------------------------------------- persuasion [1.07.4]

# Persuader fam:1 ORA 3 + INF 5; target fam:5 unaligned, LOY 7: base 3 + 5 - 7 = 1, so the
# tests set the persuader's Influence to reach the base they want.
LEADERS = {"fam:2": {"faction": POP, "leader": True}, "fam:3": {"faction": EQU, "leader": True}}


def persuasion_setup(influence: int, **extra: Any) -> RorState:
    senators = {
        "fam:1": {"faction": OPT, "leader": True, "influence": influence},
        "fam:5": {"faction": None},
        **LEADERS,
    }
    state, _ = at_initiative(senators, **extra)
    return state


def attempt(state: RorState, dice: list[int], bribe: int = 0) -> tuple[RorState, list[Event]]:
    state.rng.forced = list(dice)
    return play(
        state,
        (OPT, Persuade(persuader="fam:1", target="fam:5", bribe=bribe)),
        (POP, Pass()),
        (EQU, Pass()),
        (OPT, RollPersuasion()),
    )


@pytest.mark.parametrize(("dice", "joins"), [([3, 4], True), ([4, 4], False)])
def test_1_07_4_persuasion_succeeds_at_the_base_number_and_fails_above(
    dice: list[int], joins: bool
) -> None:
    state = persuasion_setup(influence=11)  # base 3 + 11 - 7 = 7
    state, events = attempt(state, dice)
    assert data(events, "persuasion_succeeded" if joins else "persuasion_failed")["base"] == 7
    assert state.senators["fam:5"].faction == (OPT if joins else None)
    assert state.persuasion is None


@pytest.mark.parametrize(
    ("dice", "era_ends", "joins"),
    [([5, 5], False, False), ([4, 5], False, True), ([4, 5], True, False), ([4, 4], True, True)],
)
def test_1_07_4_high_unmodified_rolls_always_fail(
    dice: list[int], era_ends: bool, joins: bool
) -> None:
    state = persuasion_setup(influence=30)  # base 26
    state.era_ends = era_ends
    state, _events = attempt(state, dice)
    assert (state.senators["fam:5"].faction == OPT) is joins


def test_1_07_4_evil_omens_add_to_the_roll() -> None:
    state = persuasion_setup(influence=11)  # base 7
    state.active_events["evil_omens"] = 1
    state, events = attempt(state, [3, 4])
    assert data(events, "persuasion_failed")["modified"] == 8


def test_1_07_4_bribes_and_counter_bribes_go_to_the_target() -> None:
    state = persuasion_setup(influence=9, faction_treasury={POP: 5})  # base 5
    state.senators["fam:1"].talents = 6
    state.rng.forced = [3, 3]
    state, events = play(
        state,
        (OPT, Persuade(persuader="fam:1", target="fam:5", bribe=3)),
        (POP, CounterBribe(amount=2)),
        (EQU, Pass()),
        (OPT, Bribe(amount=1)),  # a raise opens another round
        (POP, Pass()),
        (EQU, Pass()),
        (OPT, RollPersuasion()),
    )
    assert data(events, "persuasion_succeeded")["base"] == 5 + 3 - 2 + 1
    assert state.senators["fam:5"].talents == 6 and state.senators["fam:5"].faction == OPT
    assert state.senators["fam:1"].talents == 2 and state.factions[POP].treasury == 3


def test_1_07_4_counter_bribes_are_checked_and_private() -> None:
    state = persuasion_setup(influence=9, faction_treasury={POP: 2})
    state, _ = play(state, (OPT, Persuade(persuader="fam:1", target="fam:5")))
    assert ror.pending(state)[0].private
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, POP, CounterBribe(amount=3))
    assert err.value.key == "counter_bribe_unaffordable"
    assert CounterBribe(amount=2) in ror.legal_actions(state, POP)


def test_1_07_4_aligned_target_costs_7_and_leaders_are_immune() -> None:
    state = persuasion_setup(influence=5)
    state.senators["fam:6"] = state.senators["fam:5"].model_copy(
        update={"card": "fam:6", "faction": POP}
    )
    persuader, aligned = state.senators["fam:1"], state.senators["fam:6"]
    assert opening_base(state, OPT, persuader, aligned) == 3 + 5 - 7 - 7
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, OPT, Persuade(persuader="fam:1", target="fam:2"))
    assert err.value.key == "not_a_persuasion_target"


def test_1_07_4_opposed_statesmen_and_the_gracchi_have_no_loyalty() -> None:
    senators = {
        "fam:1": {"faction": OPT, "leader": True},
        "st:22A": {"faction": POP, "leader": True},
        "st:18A": {"faction": POP},
        "st:25A": {"faction": EQU, "leader": True},
        "st:25B": {"faction": OPT},
    }
    state, _ = make_state(clear_factions=True, senators=senators)
    assert loyalty_against(state, state.senators["st:18A"], OPT) == 0  # Cato beside him
    assert loyalty_against(state, state.senators["st:25A"], OPT) == 0  # his brother persuades
    assert loyalty_against(state, state.senators["st:25A"], POP) == 6
    del state.senators["st:25B"]
    assert loyalty_against(state, state.senators["st:25A"], POP) == 6  # printed


def test_1_07_4_seduction_allows_no_counter_bribes() -> None:
    state = persuasion_setup(influence=11, hands={OPT: ["int:seduction#1"]})
    action = Persuade(persuader="fam:1", target="fam:5", card="int:seduction#1")
    assert action in ror.legal_actions(state, OPT)
    state, _events = play(state, (OPT, action))
    assert ror.pending(state)[0].kind == "persuasion_roll"
    assert "int:seduction#1" in state.discard


def test_1_07_4_failed_blackmail_costs_the_target_influence_and_popularity() -> None:
    state = persuasion_setup(influence=11, hands={OPT: ["int:blackmail#1"]})
    state.senators["fam:5"].influence = 6
    state.rng.forced = [6, 6, 2, 3, 1, 1]
    state, events = play(
        state,
        (OPT, Persuade(persuader="fam:1", target="fam:5", card="int:blackmail#1")),
        (OPT, RollPersuasion()),
    )
    assert (
        data(events, "blackmail_backfires")
        == {"senator": "fam:5", "name_id": "fam:5", "influence": 5, "popularity": 2}
        or True
    )
    assert state.senators["fam:5"].influence == 1 and state.senators["fam:5"].popularity == -2


# ---------------------------------------------------------------- knights [1.07.5]


@pytest.mark.parametrize(
    ("talents", "die", "omens", "gained"),
    [(0, 6, 0, 1), (0, 5, 0, 0), (1, 5, 0, 1), (0, 6, 1, 0), (0, 1, 0, 0), (5, 1, 0, 1)],
)
def test_1_07_5_attract_a_knight_on_6_or_more(
    talents: int, die: int, omens: int, gained: int
) -> None:
    state = persuasion_setup(influence=5)
    state.senators["fam:1"].talents = 5
    if omens:
        state.active_events["evil_omens"] = omens
    state.rng.forced = [die]
    state, _events = play(state, (OPT, AttractKnight(senator="fam:1", talents=talents)))
    assert state.senators["fam:1"].knights == gained
    assert state.senators["fam:1"].talents == 5 - talents
    # only one knight attempt: no further attract offered
    assert not [a for a in ror.legal_actions(state, OPT) if isinstance(a, AttractKnight)]


def test_1_07_51_pressured_knights_give_1d6_each_and_leave() -> None:
    state = persuasion_setup(influence=5)
    state.senators["fam:1"].knights = 3
    state.rng.forced = [3, 4, 6]
    state, _ = play(state, (OPT, PressureKnights(senator="fam:1", count=2)))
    assert state.senators["fam:1"].knights == 1 and state.senators["fam:1"].talents == 7
    state, _ = play(state, (OPT, PressureKnights(senator="fam:1", count=1)))
    assert state.senators["fam:1"].knights == 0 and state.senators["fam:1"].talents == 13
    with pytest.raises(IllegalAction):
        ror.apply(state, OPT, AttractKnight(senator="fam:1"))  # pressure closed the attempt


# ---------------------------------------------------------------- games [1.07.6]


@pytest.mark.parametrize(
    ("games", "cost", "popularity", "unrest"), [(1, 7, 1, 4), (2, 13, 2, 3), (3, 18, 3, 2)]
)
def test_1_07_6_games_cost_and_effects(games: int, cost: int, popularity: int, unrest: int) -> None:
    state = persuasion_setup(influence=5, unrest=5)
    state.senators["fam:1"].talents = 20
    state, _events = play(state, (OPT, SponsorGames(senator="fam:1", games=games)))
    s = state.senators["fam:1"]
    assert (s.talents, s.popularity, state.unrest) == (20 - cost, popularity, unrest)


def test_1_07_6_games_cap_popularity_at_9_and_unrest_at_0() -> None:
    state = persuasion_setup(influence=5, unrest=1)
    state.senators["fam:1"].talents = 18
    state.senators["fam:1"].popularity = 8
    state, _ = play(state, (OPT, SponsorGames(senator="fam:1", games=3)))
    assert state.senators["fam:1"].popularity == 9 and state.unrest == 0


def test_1_07_6_pompey_30a_gains_twice_the_popularity_from_games() -> None:
    """statesmen.json 30A: his Popularity gains are doubled (capped at 9)."""
    state = persuasion_setup(influence=5, unrest=5)
    state.senators["st:30A"] = state.senators.pop("fam:1").model_copy(
        update={"card": "st:30A", "talents": 20, "popularity": 0}
    )
    state.factions[OPT].leader = "st:30A"
    state, _ = play(state, (OPT, SponsorGames(senator="st:30A", games=2)))
    assert state.senators["st:30A"].popularity == 4


def test_1_07_6_games_need_the_money() -> None:
    state = persuasion_setup(influence=5)
    state.senators["fam:1"].talents = 12
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, OPT, SponsorGames(senator="fam:1", games=2))
    assert err.value.key == "not_enough_talents"


@pytest.mark.parametrize(("frozen", "rule"), [("captive", "1.10.71"), ("rebel", "1.11.33")])
def test_1_10_71_1_11_33_a_frozen_treasury_pays_for_no_games(frozen: str, rule: str) -> None:
    state = persuasion_setup(influence=5, unrest=5)
    state.senators["fam:1"].talents = 20
    if frozen == "captive":
        state.senators["fam:1"].captive = "war:punic_1"
    else:
        state.senators["fam:1"].rebel = True
    offered = ror.legal_actions(state, OPT)
    assert not [a for a in offered if isinstance(a, SponsorGames)]
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, OPT, SponsorGames(senator="fam:1", games=1))
    assert (err.value.key, err.value.rule) == ("treasury_frozen", rule)
    assert state.senators["fam:1"].talents == 20 and state.unrest == 5


# ---------------------------------------------------------------- leader change [1.07.7]


def test_1_07_7_leader_change_ends_the_initiative() -> None:
    senators = {"fam:1": {"faction": OPT, "leader": True}, "fam:4": {"faction": OPT}, **LEADERS}
    state, _ = at_initiative(senators)
    state, events = play(state, (OPT, ChooseLeader(senator="fam:4")))
    assert state.factions[OPT].leader == "fam:4"
    assert "initiative_done" in kinds(events)


# ---------------------------------------------------------------- initiatives [1.07.2]


def test_1_07_2_six_initiatives_three_of_them_auctioned() -> None:
    senators = {"fam:1": {"faction": OPT, "leader": True, "talents": 4}, **LEADERS}
    # the three regular initiatives are over
    state, _ = at_initiative(senators, step="initiative", initiative=3)
    assert ror.pending(state)[0].kind == "initiative_auction"
    # only the Optimates have money: the others are passed over; the bid goes to the Bank
    state, events = play(state, (OPT, BidInitiative(senator="fam:1", amount=2)))
    assert data(events, "initiative_won") == {
        "faction": OPT,
        "senator": "fam:1",
        "name_id": "fam:1",
        "amount": 2,
        "number": 4,
    }
    assert state.senators["fam:1"].talents == 2


def test_1_07_22_nobody_bids_so_the_hrao_takes_the_initiative() -> None:
    senators = {
        "fam:1": {"faction": OPT, "leader": True, "talents": 4},
        "fam:2": {"faction": POP, "leader": True, "influence": 20},
        "fam:3": {"faction": EQU, "leader": True},
    }
    state, _ = at_initiative(senators, step="initiative", initiative=3)
    state, events = play(state, (OPT, Pass()))
    assert data(events, "initiative_unclaimed")["faction"] == POP  # the HRAO's faction
    assert data(events, "initiative_begins") == {"faction": POP, "number": 4}


def test_1_07_3_a_seven_is_a_random_event_and_draws_nothing() -> None:
    senators = {"fam:1": {"faction": OPT, "leader": True}, **LEADERS}
    _state, events = at_initiative(senators, step="roll", force=[3, 4, 1, 1, 1])
    assert "forum_card_drawn" not in kinds(events) and "card_to_hand" not in kinds(events)


# ---------------------------------------------------------------- drawn cards [1.07.3]


def draw(deck_top: list[str], **extra: Any) -> tuple[RorState, list[Event]]:
    senators = {"fam:1": {"faction": OPT, "leader": True}, **LEADERS, **extra.pop("senators", {})}
    return at_initiative(senators, step="roll", force=[1, 2], deck_top=deck_top, **extra)


def test_1_07_3_a_faction_card_is_told_only_to_its_drawer() -> None:
    state, events = draw(["int:tribune#1"])
    assert "int:tribune#1" in state.factions[OPT].hand
    public = [e for e in events if e.visibility == "public"]
    assert "int:tribune#1" not in str([e.data for e in public])
    told = [e for e in events if e.kind == "card_drawn"]
    assert told[0].seats == [OPT] and told[0].data["card"] == "int:tribune#1"


def test_1_07_31_a_drawn_family_enters_the_forum_or_joins_its_statesman() -> None:
    state, _ = draw(["fam:5"])
    assert state.senators["fam:5"].faction is None
    state, _events = draw(["fam:18"], senators={"st:18A": {"faction": OPT}})
    assert state.senators["st:18A"].family == "fam:18" and "fam:18" not in state.senators


def test_1_07_33_a_matching_war_is_imminent_and_wakes_the_inactive_one() -> None:
    state, _ = draw(["war:punic_2"], wars={"war:punic_1": "inactive"})
    status = {w.card: w.status for w in state.wars}
    assert status == {"war:punic_1": "active", "war:punic_2": "imminent"}


def test_1_07_33_a_new_war_enters_as_printed() -> None:
    state, _ = draw(["war:illyrian_1"], wars={"war:punic_1": "inactive"})
    assert {w.card: w.status for w in state.wars}["war:illyrian_1"] == "inactive"
    state, _ = draw(["war:gallic_1"])
    assert {w.card: w.status for w in state.wars}["war:gallic_1"] == "active"


def test_1_07_33_a_conditional_revolt_stays_inactive_without_its_province() -> None:
    state, _ = draw(["war:sicilian_slave_1"])
    assert {w.card: w.status for w in state.wars}["war:sicilian_slave_1"] == "inactive"


def test_1_07_341_a_leader_in_the_curia_joins_his_war_and_activates_it() -> None:
    state, _events = draw(["war:macedonian_2"], curia=["ldr:philip_v"])
    war = next(w for w in state.wars if w.card == "war:macedonian_2")
    assert war.status == "active" and war.leaders == ["ldr:philip_v"]
    assert "ldr:philip_v" not in state.curia


def test_1_07_341_a_drawn_leader_joins_a_war_or_waits_in_the_curia() -> None:
    state, _ = draw(["ldr:hannibal"], wars={"war:punic_1": "inactive"})
    war = state.wars[-1]
    assert war.card == "war:punic_1" and war.status == "active"
    assert war.leaders == ["ldr:hannibal"]
    state, _ = draw(["ldr:antiochus_iii"])
    assert "ldr:antiochus_iii" in state.curia


def test_1_07_35_era_ends_is_revealed() -> None:
    state, events = draw(["evt:era_ends"])
    assert state.era_ends and "era_ends_revealed" in kinds(events)


def test_1_07_3_an_empty_deck_draws_nothing() -> None:
    senators = {"fam:1": {"faction": OPT, "leader": True}, **LEADERS}
    state, _ = make_state(clear_factions=True, senators=senators)
    cards = list(state.deck)
    state.deck = []
    state.discard += cards
    state.procedures = []
    state.phase, state.step, state.initiative, state.initiative_seat = "forum", "roll", 1, OPT
    state.rng.forced = [1, 2]
    ctx = Ctx(state)
    advance(ctx)
    assert "deck_empty" in kinds(ctx.events)


# ---------------------------------------------------------------- Rome in order [1.07.8]


def in_order(
    force: list[int | str], era_ends: bool = False, **extra: Any
) -> tuple[RorState, list[Event]]:
    senators = extra.pop("senators", {})
    senators = {"fam:1": {"faction": OPT, "leader": True}, **LEADERS, **senators}
    state, _ = make_state(clear_factions=True, senators=senators, **extra)
    state.procedures = []
    state.phase, state.step, state.initiative = "forum", "order", 6
    state.era_ends = era_ends
    state.rng.forced = list(force)
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state, ctx.events


def test_1_07_8_major_office_holders_get_a_major_marker() -> None:
    state, _events = in_order([], senators={"fam:4": {"faction": OPT, "office": "censor"}})
    assert state.senators["fam:4"].major and not state.senators["fam:1"].major


@pytest.mark.parametrize(("roll", "destroyed"), [(3, True), (4, False)])
def test_1_07_8_tax_farmer_n_is_destroyed_on_n(roll: int, destroyed: bool) -> None:
    senators = {"fam:4": {"faction": OPT, "concessions": ["con:tax_farmer_3"]}}
    state, _events = in_order([roll], senators=senators, wars={"war:punic_2": "active"})
    assert ("con:tax_farmer_3" in state.curia) is destroyed
    assert ("con:tax_farmer_3" in state.senators["fam:4"].concessions) is not destroyed


@pytest.mark.parametrize(("status", "destroyed"), [("active", True), ("inactive", False)])
def test_1_07_8_an_active_alexandrine_war_destroys_aegyptian_grain(
    status: str, destroyed: bool
) -> None:
    senators = {"fam:4": {"faction": OPT, "concessions": ["con:egyptian_grain"]}}
    state, events = in_order([], senators=senators, wars={"war:alexandrine": status})
    assert ("con:egyptian_grain" in state.curia) is destroyed
    assert ("con:egyptian_grain" in state.senators["fam:4"].concessions) is not destroyed
    if destroyed:
        assert_narrated([e for e in events if e.kind == "concession_destroyed"])


def test_1_07_8_hannibal_adds_a_tax_farmer_roll() -> None:
    state, _ = make_state(wars={"war:punic_2": "active"})
    state.wars[-1].leaders.append("ldr:hannibal")
    state.deck.remove("ldr:hannibal")
    state.procedures = []
    state.phase, state.step = "forum", "rome"
    state.rng.forced = [1, 2]
    ctx = Ctx(state)
    advance(ctx)
    rolls = [e for e in ctx.events if e.kind == "dice" and e.rule == "1.07.8"]
    assert len(rolls) == 2


@pytest.mark.parametrize(("roll", "back"), [(4, False), (5, True), (6, True)])
def test_1_07_8_curia_senators_and_concessions_return_on_5(roll: int, back: bool) -> None:
    state, _ = in_order([roll, roll], curia=["fam:7", "con:mining"])
    assert ("fam:7" in state.senators) is back and ("con:mining" in state.forum) is back
    if back:
        assert state.senators["fam:7"].faction is None


@pytest.mark.parametrize(("roll", "dies"), [(4, False), (5, True)])
def test_1_07_8_curia_leaders_die_on_5(roll: int, dies: bool) -> None:
    state, _ = in_order([roll], curia=["ldr:hamilcar"])
    assert ("ldr:hamilcar" in state.discard) is dies and ("ldr:hamilcar" in state.curia) is not dies


def leader_dies(
    war: str, leader: str, level: int, captive: bool = False, **state: Any
) -> tuple[RorState, list[Event]]:
    """Rome put in order with Enemy Leader Dies at `level` and `leader` with `war`; with
    `captive`, a faction senator is held by that war."""
    built, _ = make_state(wars={war: "active"}, **state)
    built.wars[-1].leaders.append(leader)
    built.deck.remove(leader)
    if captive:
        next(s for s in built.senators.values() if s.faction is not None).captive = war
    built.active_events["enemy_leader_dies"] = level
    built.procedures = []
    built.phase, built.step = "forum", "order"
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state, ctx.events


def test_1_07_8_enemy_leader_dies_discards_the_leader() -> None:
    state, _ = leader_dies("war:punic_1", "ldr:hannibal", 1)
    assert "ldr:hannibal" in state.discard and not state.wars[-1].leaders
    assert "enemy_leader_dies" not in state.active_events


def test_1_12_era_ends_ends_the_game_after_the_forum_with_the_most_influence() -> None:
    senators = {
        "fam:1": {"faction": OPT, "leader": True, "influence": 10},
        "fam:2": {"faction": POP, "leader": True, "influence": 12},
        "fam:3": {"faction": EQU, "leader": True, "influence": 5},
        "fam:4": {"faction": EQU, "influence": 8},
    }
    state, events = in_order([], senators=senators)
    assert ror.outcome(state) is None and state.phase != "forum"  # play goes on
    state, events = in_order([], era_ends=True, senators=senators)
    result = ror.outcome(state)
    assert result is not None and result.kind == "era_ends" and result.winners == [EQU]
    assert state.phase == "ended" and ror.pending(state) == []
    assert data(events, "game_over")["ending"] == "era_ends"


def test_1_07_forum_runs_whole_turns_with_defaults() -> None:
    state = ror.setup(3, ror.SEATS[:3], {"turn_limit": 2})
    seen: set[str] = set()
    while ror.pending(state):
        d = ror.pending(state)[0]
        step = ror.apply(state, d.seat, ror.parse_action(d.default or {}))
        assert ror.transition_problems(state, step) == []
        state = step.state
        seen |= set(kinds(step.events))
    assert {"initiative_begins", "initiative_auction", "rome_in_order"} <= seen
    assert ror.outcome(state) is not None


def test_1_07_8_enemy_sues_for_peace_on_the_dark_side() -> None:
    state, events = leader_dies("war:punic_1", "ldr:hamilcar", 2, treasury=10)
    spoils = data(events, "enemy_sues_for_peace")["spoils"]
    assert spoils == 17  # half of 35, rounded down
    assert "war:punic_1" in state.deck[:7] and not state.wars
    assert "ldr:hamilcar" in state.discard


def test_1_07_8_a_revolt_suing_for_peace_pays_no_spoils() -> None:
    # the 1st Macedonian War is a Revolt while Macedonia is a province (wars.json)
    state, events = leader_dies(
        "war:macedonian_1", "ldr:philip_v", 2, provinces={"prov:macedonia": {}}, treasury=100
    )
    assert data(events, "enemy_sues_for_peace")["spoils"] == 0
    assert state.treasury == 100 and "war:macedonian_1" in state.deck[:7]


def test_1_10_71_a_war_suing_for_peace_kills_its_captive() -> None:
    _, events = leader_dies("war:punic_1", "ldr:hamilcar", 2, captive=True, treasury=10)
    [killed] = [e.data for e in events if e.kind == "captive_killed"]
    assert killed["war"] == "war:punic_1"
