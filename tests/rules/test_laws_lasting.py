"""Laws with lasting effects [1.07.36, laws.json] and the Rhodian Alliance's Senate vote
[1.07.21]: one test per law card, named after it."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Done, LayDownCommand, NameSenator, PlayLaw, Propose, Vote
from bot.games.ror.rules.bequests import create_bequest_provinces, pay_bequests
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.engine import legal_actions, pending
from bot.games.ror.rules.forum.knights import attract_modifier
from bot.games.ror.rules.random_events import place_event
from bot.games.ror.rules.senate import laws
from bot.games.ror.rules.senate.bequests import ptolemy_apion
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

SENATORS: dict[str, Any] = {
    "fam:1": {
        "faction": "optimates",
        "office": "censor",
        "oratory": 4,
        "knights": 0,
        "leader": True,
    },
    "fam:2": {"faction": "optimates", "influence": 3, "oratory": 3, "knights": 0},
    "fam:4": {
        "faction": "populares",
        "influence": 6,
        "popularity": 2,
        "corrupt": True,
        "talents": 1,
        "knights": 2,
        "leader": True,
    },
    "fam:5": {"faction": "equites", "oratory": 5, "knights": 1, "leader": True},
}


def _state(**state: Any) -> RorState:
    options = {"ballot": "open"}
    built, _ = make_state(clear_factions=True, senators=SENATORS, options=options, **state)
    return built


def _senate(state: RorState, step: str) -> RorState:
    state.phase, state.step, state.senate = "senate", step, SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


def _came_back(state: RorState, *cards: str) -> None:
    state.business.turn = state.turn
    state.business.came_back = list(cards)


def test_calpurnian_law_censor_fines_a_corrupt_governor_back_this_turn() -> None:
    state = _state(laws=["law:calpurnian"], faction_treasury={"populares": 2})
    _came_back(state, "fam:4")
    state = _senate(state, "prosecutions")
    state, _ = play(state, ("optimates", Done()))  # no prosecution: the step ends
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "calpurnian_fine")
    assert legal_actions(state, "optimates") == [NameSenator(senator="fam:4"), NameSenator()]
    assert not state.senators["fam:4"].corrupt  # 1.09.45 went on; he stays liable
    state.rng.forced = [5]  # 5T: 1 his own, 2 from the faction, 2 as POP and INF
    state, events = play(state, ("optimates", NameSenator(senator="fam:4")))
    s = state.senators["fam:4"]
    assert (s.talents, state.factions["populares"].treasury) == (0, 0)
    assert (s.influence, s.popularity) == (6 - 2, 2 - 2)
    assert state.calpurnian_turn == state.turn
    assert_narrated(events)


def test_calpurnian_law_not_without_a_governor_back_this_turn() -> None:
    state = _state(laws=["law:calpurnian"])
    _came_back(state)  # corrupt, but he has not come back this turn
    state = _senate(state, "prosecutions")
    state, _ = play(state, ("optimates", Done()))
    assert all(d.kind != "calpurnian_fine" for d in pending(state))


def test_acilian_law_the_faction_with_most_knights_fines() -> None:
    state = _state(laws=["law:calpurnian", "law:acilian"])
    _came_back(state, "fam:4")
    state = _senate(state, "prosecutions")
    state, _ = play(state, ("optimates", Done()))
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("populares", "calpurnian_fine")  # 2 knights


def test_acilian_law_a_die_breaks_a_tie_in_knights() -> None:
    state = _state(laws=["law:calpurnian", "law:acilian"])
    state.senators["fam:5"].knights = 2
    _came_back(state, "fam:4")
    state = _senate(state, "prosecutions")
    state.rng.forced = [2, 6]  # populares then equites (the HRAO's order)
    state, _ = play(state, ("optimates", Done()))
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("equites", "calpurnian_fine")


def test_servilian_law_plus_one_on_its_players_knight_rolls() -> None:
    state = _state(hands={"populares": ["law:servilian"]})
    before = attract_modifier(state, state.senators["fam:4"])
    laws.play_law(Ctx(state), "populares", "law:servilian")
    assert attract_modifier(state, state.senators["fam:4"]) == before + 1
    assert attract_modifier(state, state.senators["fam:5"]) == before  # not another faction


def test_servilian_law_discarded_repeals_the_acilian_law() -> None:
    state = _state(laws=["law:calpurnian"], hands={"populares": ["law:servilian"]})
    assert PlayLaw(card="law:servilian", repeal=True) not in laws.legal_law_plays(
        state, "populares"
    )
    state.laws.append("law:acilian")
    assert PlayLaw(card="law:servilian", repeal=True) in laws.legal_law_plays(state, "populares")
    ctx = Ctx(state)
    laws.apply_law_play(ctx, "populares", PlayLaw(card="law:servilian", repeal=True), "1.07.36")
    assert state.laws == ["law:calpurnian"] and "law:servilian" not in state.laws
    assert state.discard[-2:] == ["law:servilian", "law:acilian"]
    assert_narrated(ctx.events)


def test_plautian_papirian_law_halves_the_social_war() -> None:
    state = _state(wars={"war:social": "active"})
    war = next(w for w in state.wars if w.card == "war:social")
    assert enemy_strength(state, war, naval=False) == 10
    state.laws.append("law:plautian_papirian")
    assert enemy_strength(state, war, naval=False) == 5


def test_plautian_papirian_law_played_unrest_falls_and_its_faction_loses_popularity() -> None:
    # laws.json: Unrest -2, each of the player's senators -1 Popularity; Pompey's doubled
    senators = {
        "fam:1": {"faction": "optimates", "leader": True, "popularity": 3},
        "st:30A": {"faction": "optimates", "popularity": 3},
        "fam:4": {"faction": "populares", "leader": True, "popularity": 3},
    }
    state, _ = make_state(
        clear_factions=True,
        senators=senators,
        wars={"war:social": "active"},
        hands={"optimates": ["law:plautian_papirian"]},
        unrest=5,
    )
    ctx = Ctx(state)
    laws.enact_law(ctx, "optimates", "law:plautian_papirian")
    popularity = {c: s.popularity for c, s in ctx.state.senators.items()}
    assert popularity == {"fam:1": 2, "st:30A": 1, "fam:4": 3} and ctx.state.unrest == 3
    assert_narrated(ctx.events)


def test_1_07_21_rhodian_alliance_rejected_by_the_senate_the_turn_it_appears() -> None:
    state = _state(wars={"war:punic_1": "active"})
    place_event(Ctx(state), "rhodian_alliance", "1.07.21")
    assert state.rhodian_turn == state.turn
    state = _senate(state, "other")
    reject = ("optimates", Propose(proposal="reject_rhodian", params={}))
    state, events = play(
        state,
        reject,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote()),
        ("equites", Vote()),
    )
    assert "rhodian_alliance" not in state.active_events
    assert "rhodian_rejected" in kinds(events)
    assert_narrated(events)


def test_1_07_21_rhodian_alliance_not_rejected_in_a_later_turn() -> None:
    state = _state(wars={"war:punic_1": "active"})
    place_event(Ctx(state), "rhodian_alliance", "1.07.21")
    state.turn += 1
    state = _senate(state, "other")
    offered = [a for a in legal_actions(state, "optimates") if isinstance(a, Propose)]
    assert all(a.proposal != "reject_rhodian" for a in offered)


# ---------------------------------------------------------------- Bequests [1.07.3]


def _bequest_state(card: str) -> RorState:
    state = _state(forum=[card], legions=3, fleets=3)
    state.senators["fam:2"].office = "field_consul"
    return state


def test_1_07_3_pergamene_bequest_collected_by_the_field_consul() -> None:
    state = _senate(_bequest_state("evt:pergamene_bequest"), "other")
    collect = Propose(proposal="collect_bequest", params={"card": "evt:pergamene_bequest"})
    state, events = play(
        state,
        ("optimates", collect),
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote()),
        ("equites", Vote()),
    )
    assert "evt:pergamene_bequest" in state.discard and "evt:pergamene_bequest" not in state.forum
    assert (state.bequest_talents, state.bequest_provinces) == (50, ["prov:asia"])
    ctx = Ctx(state)
    treasury = state.treasury
    pay_bequests(ctx)
    create_bequest_provinces(ctx)
    assert state.treasury == treasury + 50 and "prov:asia" in state.provinces
    assert state.provinces["prov:asia"].governor is None  # in the Forum
    assert_narrated([*events, *ctx.events])


def test_1_07_3_bequest_needs_the_field_consul_with_three_legions_and_fleets() -> None:
    state = _bequest_state("evt:bithynian_bequest")
    state.fleets = 2
    state = _senate(state, "other")
    collect = Propose(proposal="collect_bequest", params={"card": "evt:bithynian_bequest"})
    with pytest.raises(IllegalAction) as err:
        play(state, ("optimates", collect))
    assert (err.value.key, err.value.rule) == ("bequest_needs_consul", "1.07.3")


def test_1_07_3_ptolemy_apion_bequest_province_created_in_the_senate() -> None:
    state = _state(forum=["evt:ptolemy_apion_bequest"])
    ptolemy_apion(Ctx(state))
    assert "prov:creta_et_cyrenaica" in state.provinces
    assert "evt:ptolemy_apion_bequest" in state.discard


def test_1_07_3_the_field_consul_sails_with_the_units_and_is_back_in_the_revolution() -> None:
    state = _senate(_bequest_state("evt:pergamene_bequest"), "other")
    collect = Propose(proposal="collect_bequest", params={"card": "evt:pergamene_bequest"})
    state, events = play(
        state,
        ("optimates", collect),
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote()),
        ("equites", Vote()),
    )
    # he presided: sending him ended the Senate; he and the units stay away through Combat
    assert "senate_adjourned" in kinds(events) and state.phase == "revolution"
    (force,) = state.forces
    assert (force.war, force.commander, force.legions, force.fleets) == (
        "evt:pergamene_bequest",
        "fam:2",
        3,
        3,
    )
    assert not state.senators["fam:2"].in_rome and (state.legions, state.fleets) == (0, 0)
    while pending(state)[0].kind == "play_cards":
        state, _ = play(state, (pending(state)[0].seat, Done()))
    decision = pending(state)[0]
    assert (decision.seat, decision.kind) == ("optimates", "declare_civil_war")
    state, events = play(state, ("optimates", LayDownCommand()))
    assert state.forces == [] and state.senators["fam:2"].in_rome
    assert (state.legions, state.fleets) == (3, 3) and state.bequest_talents == 50
