"""Every scenario's setup [3.01-3.05] (RULES.md §2), its decks and the era switches."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import AssignProvince
from bot.games.ror.rules.cards import CARDS, ERA_ENDS, FAMILIES, era_deck
from bot.games.ror.rules.deck import draw_card, legion_allegiance, start_turn
from bot.games.ror.rules.provinces_setup import LATE_PROVINCES, MIDDLE_PROVINCES
from bot.games.ror.rules.state import RorState, card_locations

SCENARIOS = ("early", "middle", "late", "extended", "alternative")


def _in_game(state: RorState) -> set[str]:
    return set(card_locations(state))


def _assign_all(state: RorState) -> RorState:
    """Leaders and provinces by their defaults, up to the initial faction phase."""
    while ror.pending(state) and ror.pending(state)[0].kind != "play_cards":
        d = ror.pending(state)[0]
        state = ror.apply(state, d.seat, ror.parse_action(d.default or {})).state
    return state


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("n", [3, 6])
def test_3_01_every_scenario_sets_up_with_every_card_once(scenario: str, n: int) -> None:
    state = ror.setup(4, ror.SEATS[:n], {"scenario": scenario})
    assert ror.invariants(state) == []
    locations = card_locations(state)
    assert len(locations) == len(set(locations))
    assert state.treasury == 100 and state.unrest == 0 and state.fleets == 0
    assert all(
        len(f.hand) == 3 and all(CARDS[c].faction_card for c in f.hand)
        for f in state.factions.values()
    )
    assert sum(c == ERA_ENDS for c in locations) == 1


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_3_02_middle_republic_deck_families_legions_and_provinces(n: int) -> None:
    state = ror.setup(n, ror.SEATS[:n], {"scenario": "middle"})
    assert state.era == "middle" and state.legions == 6 and not state.wars and not state.laws
    for seat in state.seats:
        mine = [s for s in state.senators.values() if s.faction == seat]
        assert len(mine) == 4 and all(FAMILIES[s.card].id <= 25 for s in mine)
    cards = _in_game(state)
    assert set(era_deck("middle")) <= cards  # 3.02.2A
    assert {f"fam:{i}" for i in range(1, 26)} <= cards  # 3.02.2C
    assert {c for c in era_deck("early") if CARDS[c].type == "concession"} <= cards  # 3.02.2D
    early_extras = [c for c in cards if CARDS[c].deck == "early" and CARDS[c].type == "intrigue"]
    assert len(early_extras) == 6  # 3.02.2E
    assert not any(CARDS[c].type == "statesman" and CARDS[c].deck == "early" for c in cards)
    bottom = state.deck[-13:]  # 3.02.2G
    assert ERA_ENDS in bottom and sum(CARDS[c].deck == "late" for c in bottom) == 6
    assert sum(CARDS[c].deck == "late" for c in cards) == 6
    assert set(state.provinces) == set(MIDDLE_PROVINCES)  # 3.02.4
    assert not any(p.developed for p in state.provinces.values())
    assert len(state.provinces_aside) == 15 - 6


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_3_03_late_republic_deck_laws_and_legions(n: int) -> None:
    state = ror.setup(n, ror.SEATS[:n], {"scenario": "late"})
    assert state.era == "late" and state.legions == 8 and not state.wars
    for seat in state.seats:
        assert len([s for s in state.senators.values() if s.faction == seat]) == 5
    cards = _in_game(state)
    assert set(era_deck("late")) <= cards and {"st:27A", "st:1C"} <= cards  # 3.03.2A
    assert set(FAMILIES) <= cards  # 3.03.2D
    assert state.laws == ["law:calpurnian", "law:tradition_erodes", "law:military_reforms"]
    assert state.removed == ["law:acilian", "law:servilian"]  # 3.03.2C
    extras = [c for c in cards if CARDS[c].type == "intrigue" and CARDS[c].deck != "late"]
    assert len(extras) == 6  # 3.03.2F
    bottom = state.deck[-11:]  # 3.03.2H
    assert ERA_ENDS in bottom
    assert all(CARDS[c].deck != "early" or CARDS[c].type != "family" for c in bottom)
    assert set(state.provinces) == {*MIDDLE_PROVINCES, *LATE_PROVINCES}  # 3.03.4
    assert {c for c, p in state.provinces.items() if p.developed} == set(MIDDLE_PROVINCES)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_3_03_4_late_each_faction_gets_a_developed_and_an_undeveloped_province(n: int) -> None:
    step = ror.setup_step(2, ror.SEATS[:n], {"scenario": "late"})
    dealt = Counter(e.data["faction"] for e in step.events if e.kind == "province_dealt")
    assert dealt == {seat: 2 for seat in ror.SEATS[:n]}
    assert sum(e.kind == "province_in_forum" for e in step.events) == 11 - 2 * n
    assert not [e for e in step.events if e.kind == "dice"]


def test_3_03_4_late_with_six_factions_the_lowest_roll_gets_no_undeveloped_province() -> None:
    for seed in range(3):
        step = ror.setup_step(seed, ror.SEATS[:6], {"scenario": "late"})
        rolls = [e for e in step.events if e.kind == "dice" and e.rule == "3.03.4"]
        last = rolls[-6:] if len(rolls) == 6 else rolls
        lowest = min(e.data["total"] for e in last)
        dealt = Counter(e.data["faction"] for e in step.events if e.kind == "province_dealt")
        short = [seat for seat, count in dealt.items() if count == 1]
        assert len(short) == 1 and sum(dealt.values()) == 11
        loser = [e.data["seat"] for e in rolls if e.data["total"] == lowest][-1]
        assert short == [loser]


def test_3_02_4_assign_province_default_is_highest_military_for_three_turns() -> None:
    state = _assign_all(ror.setup(1, ror.SEATS[:4], {"scenario": "middle"}))
    assert ror.pending(state)[0].kind == "play_cards"
    governed = [p for p in state.provinces.values() if p.governor]
    assert len(governed) == 4 and all(p.term == 3 for p in governed)
    for p in governed:
        governor = state.senators[p.governor or ""]
        assert governor.province == p.card and not governor.in_rome
        free = [
            s for s in state.senators.values() if s.faction == governor.faction and s.office is None
        ]
        assert governor.military == max(s.military for s in free)
    assert ror.invariants(state) == []


def test_3_02_4_assign_province_refusals() -> None:
    state = ror.setup(1, ror.SEATS[:3], {"scenario": "middle"})
    while ror.pending(state)[0].kind != "assign_province":
        d = ror.pending(state)[0]
        state = ror.apply(state, d.seat, ror.parse_action(d.default or {})).state
    d = ror.pending(state)[0]
    seat, province = d.seat, d.data["province"]
    legal = ror.legal_actions(state, seat)
    assert {a.term for a in legal if isinstance(a, AssignProvince)} == {1, 2, 3}
    mine = [s for s in state.senators.values() if s.faction == seat]
    consul = next((s for s in state.senators.values() if s.office == "rome_consul"), None)
    other = next(p for p in state.provinces if p != province)
    cases = [
        (AssignProvince(province=other, senator=mine[0].card, term=1), "province_not_yours"),
        (AssignProvince(province=province, senator=mine[0].card, term=4), "province_term"),
    ]
    foreign = next(s for s in state.senators.values() if s.faction != seat)
    cases.append(
        (AssignProvince(province=province, senator=foreign.card, term=1), "governor_not_available")
    )
    if consul is not None and consul.faction == seat:
        cases.append(
            (
                AssignProvince(province=province, senator=consul.card, term=1),
                "governor_not_available",
            )
        )
    for action, key in cases:
        with pytest.raises(IllegalAction) as err:
            ror.apply(state, seat, action)
        assert err.value.key == key
    chosen = legal[1]
    assert isinstance(chosen, AssignProvince) and chosen.term == 2
    after = ror.apply(state, seat, chosen).state
    assert after.provinces[province].governor == chosen.senator
    assert after.provinces[province].term == 2


@pytest.mark.parametrize(("final", "decks"), [("middle", ["middle"]), ("late", ["middle", "late"])])
def test_3_04_extended_decks_follow_and_era_ends_goes_in_the_last(
    final: str, decks: list[str]
) -> None:
    state = ror.setup(3, ror.SEATS[:4], {"scenario": "extended", "final_era": final})
    assert state.era == "early" and state.legions == 4
    assert [d.era for d in state.later_decks] == decks
    assert all(CARDS[c].deck == "early" for c in state.deck)  # no Era Ends, no mixing
    last = state.later_decks[-1].cards
    if final == "middle":  # 3.02.2G
        assert ERA_ENDS in last[-13:] and sum(CARDS[c].deck == "late" for c in last) == 6
    else:  # 3.03.2H
        assert ERA_ENDS in last[-11:]


def test_3_04_extended_from_the_middle_republic() -> None:
    options = {"scenario": "extended", "first_era": "middle"}
    state = ror.setup(3, ror.SEATS[:3], options)
    assert state.era == "middle" and state.legions == 6 and len(state.provinces) == 6
    assert [d.era for d in state.later_decks] == ["late"]
    assert ERA_ENDS not in state.deck and ERA_ENDS in state.later_decks[0].cards[-11:]
    with pytest.raises(ValueError):
        ror.parse_options({"scenario": "extended", "first_era": "middle", "final_era": "middle"})


def test_3_04_1_the_era_switches_when_the_first_card_of_the_next_deck_is_drawn() -> None:
    state = ror.setup(3, ror.SEATS[:3], {"scenario": "extended"})
    ctx = Ctx(state)
    first_middle = state.later_decks[0].cards[0]
    drawn = [draw_card(ctx) for _ in range(len(state.deck))]
    assert state.era == "early" and legion_allegiance(state) == 5 and None not in drawn
    assert draw_card(ctx) == first_middle
    assert state.era == "middle" and legion_allegiance(state) == 4
    assert [e.data["era"] for e in ctx.events if e.kind == "era_begins"] == ["middle"]
    while state.later_decks:
        draw_card(ctx)
    assert state.era == "late" and legion_allegiance(state) == 3
    while state.deck:
        draw_card(ctx)
    assert draw_card(ctx) is None


def test_3_05_alternative_history_shuffles_every_deck_together() -> None:
    state = ror.setup(6, ror.SEATS[:5], {"scenario": "alternative"})
    cards = _in_game(state)
    every = {c for era in ("early", "middle", "late") for c in era_deck(era)}
    assert every | {ERA_ENDS} == cards - set(state.provinces_aside)
    assert ERA_ENDS in state.deck[-12:]
    assert state.era == "early" and state.legions == 4 and not state.later_decks
    assert [(w.card, w.status) for w in state.wars] == [("war:punic_1", "inactive")]
    for seat in state.seats:
        assert len([s for s in state.senators.values() if s.faction == seat]) == 3


@pytest.mark.parametrize(
    ("turn", "era"), [(7, "early"), (8, "middle"), (15, "middle"), (16, "late"), (30, "late")]
)
def test_3_05_1_alternative_history_era_advances_at_turns_8_and_16(turn: int, era: str) -> None:
    state = ror.setup(6, ror.SEATS[:3], {"scenario": "alternative"})
    state.turn = turn
    start_turn(Ctx(state))
    assert state.era == era


def test_3_05_1_other_scenarios_keep_their_era_at_turn_start() -> None:
    state = ror.setup(6, ror.SEATS[:3], {"scenario": "middle"})
    state.turn = 20
    start_turn(Ctx(state))
    assert state.era == "middle"


def test_scenario_view_shows_era_laws_provinces_and_cards_to_come() -> None:
    state = ror.setup(2, ror.SEATS[:3], {"scenario": "late"})
    seen = ror.view(state, None)
    assert seen.era == "late" and [c.id for c in seen.laws] == state.laws
    assert {p.id for p in seen.provinces} == set(state.provinces)
    assert seen.cards_to_come == len(state.deck)
