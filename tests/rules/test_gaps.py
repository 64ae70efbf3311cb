"""Rules left over after issues 3-5: a governor captured by Barbarian Raids, provinces in
revolt, the Combat and Senate events, revenue choices, knights' modifiers, Lucullus."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import released_units
from bot.games.ror.rules.actions import (
    ConcessionIncome,
    Done,
    EliminateReleased,
    MakePeace,
    PayRansom,
)
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.concession_income import open_income_choices
from bot.games.ror.rules.engine import apply, legal_actions, pending
from bot.games.ror.rules.forum.draw import war_drawn
from bot.games.ror.rules.invariants import invariants
from bot.games.ror.rules.lucullus import recall_after_senate
from bot.games.ror.rules.new_alliance import make_peace, open_new_alliance
from bot.games.ror.rules.procedures import PROCEDURES
from bot.games.ror.rules.raid_captives import open_raid_ransom, raid_captives_die
from bot.games.ror.rules.random_events import place_event
from bot.games.ror.rules.refuge import refuge_ends
from bot.games.ror.rules.revenue_provinces import barbarian_raids
from bot.games.ror.rules.revolution.rebels import rebel_maintenance
from bot.games.ror.rules.senate.proposals import AFTER_ADJOURNMENT
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, play
from tests.rules.test_combat import SAFE, battles, before_combat, combat, into_combat
from tests.rules.test_revenue import _run, _state
from tests.rules.test_revolution import _in_revolt

# ---------------------------------------------------------------- 1.07.21 Barbarian Raids


def test_1_07_21_raid_captures_the_governor_on_the_last_of_two_chits() -> None:
    state = _state(
        provinces={"prov:illyricum": {"governor": "fam:2", "term": 2}},
        active_events={"barbarian_raids": 2},
    )
    events = _run(state, barbarian_raids, [2, 1, "chit:blank", "chit:2"])
    fabius = state.senators["fam:2"]
    assert fabius.captive == "prov:illyricum" and fabius.province is None
    assert state.provinces["prov:illyricum"].governor is None  # back to the Forum
    assert "governor_captured_by_raid" in kinds(events)
    assert "senator_died" not in kinds(events)
    assert_narrated(events)


def test_1_07_21_raid_single_chit_kills_rather_than_captures() -> None:
    state = _state(
        provinces={"prov:illyricum": {"governor": "fam:2", "term": 2}},
        active_events={"barbarian_raids": 2},
    )
    events = _run(state, barbarian_raids, [1, 1, "chit:2"])  # one chit: no capture
    assert "fam:2" not in state.senators or state.senators["fam:2"].captive is None
    assert "governor_killed_by_raid" in kinds(events)


def test_1_10_71_raid_captive_ransomed_before_the_forum_returns_to_rome() -> None:
    state = _state(
        senators={"fam:2": {"faction": "optimates", "leader": True, "influence": 6, "talents": 5}},
        faction_treasury={"optimates": 10},
    )
    state.senators["fam:2"].captive = "prov:illyricum"
    state.phase, state.step, state.procedures = "revenue", "raid_captives", []
    open_raid_ransom(Ctx(state))
    assert [d.kind for d in pending(state)] == ["pay_ransom"]
    step = apply(state, "optimates", PayRansom(senator="fam:2"))  # 12T: 5 own, 7 faction
    after = step.state
    assert after.senators["fam:2"].captive is None and after.senators["fam:2"].in_rome
    assert after.factions["optimates"].treasury == 3 and after.senators["fam:2"].talents == 0
    assert after.phase == "forum"  # the Revenue Phase closed with nobody killed
    assert "senator_died" not in kinds(step.events)


def test_1_10_71_a_wars_captive_may_be_ransomed_after_the_revenue_phase() -> None:
    # he keeps his office if he returns before the Senate fills it
    state = _state(
        senators={"fam:2": {"faction": "optimates", "leader": True, "influence": 6}},
        wars={"war:gallic_1": "active"},
        faction_treasury={"optimates": 20},
    )
    state.senators["fam:2"].captive = "war:gallic_1"
    state.phase, state.step, state.procedures = "revenue", "raid_captives", []
    open_raid_ransom(Ctx(state))
    assert [(d.seat, d.kind) for d in pending(state)] == [("optimates", "pay_ransom")]
    step = apply(state, "optimates", PayRansom(senator="fam:2"))
    assert step.state.senators["fam:2"].in_rome and step.state.phase == "forum"


def test_1_10_71_raid_captive_not_ransomed_dies_before_the_forum() -> None:
    state = _state(senators={"fam:2": {"faction": "optimates", "leader": True, "talents": 0}})
    state.senators["fam:2"].captive = "prov:illyricum"
    state.procedures = []
    ctx = Ctx(state)
    open_raid_ransom(ctx)
    # he cannot pay 10T; his faction is asked all the same, and can only decline [1.04.9]
    assert [(d.seat, d.kind) for d in pending(state)] == [("optimates", "pay_ransom")]
    assert legal_actions(state, "optimates") == [Done()]
    raid_captives_die(ctx)
    assert "raid_captives_killed" in kinds(ctx.events)
    assert state.senators["fam:2"].captive is None  # his heir, free in Rome
    assert "senator_died" in kinds(ctx.events)
    assert_narrated(ctx.events)


# ---------------------------------------------------------------- Lucullus (29B) recall


def test_1_10_3_lucullus_ignores_a_disaster_then_is_recalled_after_the_next_senate() -> None:
    people = {"st:29B": {"faction": "optimates", "office": "field_consul", "military": 0}}
    state, events = combat(
        force=[4, 4, 5],
        senators=people,  # 13: the 1st Gallic's Disaster
        forces=[{"war": "war:gallic_1", "commander": "st:29B", "legions": 12}],
    )
    (battle,) = battles(events)
    assert battle["result"] == "disaster" and battle["legions_lost"] == 0
    (gallic,) = [w for w in state.wars if w.card == "war:gallic_1"]
    assert gallic.unprosecuted and state.recall_after_senate == ["st:29B"]
    assert state.forces[0].commander == "st:29B"  # he stays, a proconsul, until the Senate
    assert recall_after_senate in AFTER_ADJOURNMENT  # run when the Senate adjourns [1.09.9]
    ctx, in_rome = Ctx(state), state.legions
    recall_after_senate(ctx)  # run when the Senate adjourns [1.09.9]
    assert state.forces == [] and state.senators["st:29B"].in_rome
    assert state.legions == in_rome + 12
    assert state.recall_after_senate == []
    assert kinds(ctx.events)[:2] == ["lucullus_recalled", "force_recalled"]
    assert_narrated(ctx.events)


def test_1_10_3_lucullus_after_a_victory_is_not_recalled() -> None:
    people = {"st:29B": {"faction": "optimates", "office": "field_consul", "military": 0}}
    state, _ = combat(
        force=[4, 4, 6],
        senators=people,  # 14 + 12 - 10 = 16: Victory
        forces=[{"war": "war:gallic_1", "commander": "st:29B", "legions": 12}],
    )
    assert state.recall_after_senate == []


# ---------------------------------------------------------------- concession income [1.06.1]


def _income_state(**extra: Any) -> RorState:
    state = _state(
        senators={
            "fam:2": {
                "faction": "optimates",
                "leader": True,
                "popularity": -8,
                "concessions": ["con:sicilian_grain", "con:mining"],
            }
        },
        **extra,
    )
    state.phase, state.step, state.procedures = "revenue", "personal", []
    open_income_choices(Ctx(state))  # as the Revenue Phase's "income_choices" step does
    return state


def test_1_06_1_concession_income_may_be_declined_leaving_the_bar_hidden() -> None:
    state = _income_state()
    assert legal_actions(state, "optimates") == [
        Done(),
        ConcessionIncome(card="con:mining", choice="decline"),
        ConcessionIncome(card="con:sicilian_grain", choice="decline"),
    ]  # no Drought: no grain bonus offered
    with pytest.raises(IllegalAction) as refused:
        apply(state, "optimates", ConcessionIncome(card="con:sicilian_grain", choice="drought"))
    assert refused.value.key == "no_drought_bonus"
    state, events = play(
        state,
        ("optimates", ConcessionIncome(card="con:mining", choice="decline")),
        ("optimates", Done()),
    )
    fabius = state.senators["fam:2"]
    assert fabius.talents == 3 + 4  # Faction Leader 3T and the grain; no Mining
    assert fabius.corrupt_concessions == ["con:sicilian_grain"]
    assert "concession_income_declined" in kinds(events)
    assert_narrated(events)


@pytest.mark.parametrize(("drought", "income", "popularity"), [(1, 8, -9), (2, 12, -9)])
def test_1_06_1_grain_drought_bonus_multiplies_income_and_costs_popularity(
    drought: int, income: int, popularity: int
) -> None:
    state = _income_state(active_events={"drought": drought})
    state, events = play(
        state,
        ("optimates", ConcessionIncome(card="con:sicilian_grain", choice="drought")),
        ("optimates", Done()),
    )
    fabius = state.senators["fam:2"]
    assert fabius.talents == 3 + 3 + income  # leader, Mining, grain x (1 + drought)
    assert fabius.popularity == popularity  # -8 - (1 + drought), floored at -9
    (bonus,) = [e for e in events if e.kind == "grain_drought_bonus"]
    assert bonus.data["loss"] == 1 + drought
    assert_narrated(events)


@pytest.mark.parametrize(("events", "income"), [({}, 8), ({"drought": 1}, 12)])
def test_1_06_1_a_war_with_the_drought_icon_is_a_drought_effect_for_grain(
    events: dict[str, int], income: int
) -> None:
    # the 1st Illyrian War bears the drought icon, and counts even while Inactive (1.08)
    state = _income_state(active_events=events, wars={"war:illyrian_1": "inactive"})
    state, _ = play(
        state,
        ("optimates", ConcessionIncome(card="con:sicilian_grain", choice="drought")),
        ("optimates", Done()),
    )
    assert state.senators["fam:2"].talents == 3 + 3 + income  # grain x (1 + drought effects)


def test_1_06_1_done_takes_every_concession_income() -> None:
    state = _income_state(active_events={"drought": 1})
    assert PROCEDURES["concession_income"].default(state, "optimates") == Done()
    state, _ = play(state, ("optimates", Done()))
    assert state.senators["fam:2"].talents == 3 + 4 + 3 and state.senators["fam:2"].popularity == -8


# ---------------------------------------------------------------- Ally Deserts [1.07.21]


@pytest.mark.parametrize(
    ("events", "roll", "enemy"),
    [
        ({"ally_deserts": 1}, [4, 4, 4], 14),  # even: + the black die
        ({"ally_deserts": 2}, [4, 4, 4], 18),  # dark: + the two white dice
        ({"ally_deserts": 1}, [3, 4, 4], 10),  # odd: no change
        ({"enemy_ally_deserts": 1}, [3, 4, 4], 7),  # odd: - the black die
        ({"enemy_ally_deserts": 2}, [3, 4, 4], 2),  # dark: - the two white dice
        ({"enemy_ally_deserts": 1}, [4, 4, 4], 10),  # even: no change
        ({"enemy_ally_deserts": 2}, [1, 6, 6], 0),  # never below 0
    ],
)
def test_1_07_21_ally_deserts_and_enemys_ally_deserts_change_the_war_strength(
    events: dict[str, int], roll: list[int], enemy: int
) -> None:
    _, happened = combat(force=[*roll, *SAFE[:5]], legions=10, active_events=events)
    assert battles(happened)[0]["enemy"] == enemy


# ---------------------------------------------------------------- New Alliance [1.07.21]


def _alliance(level: int) -> tuple[RorState, str]:
    state = _state(
        wars={"war:punic_1": "active", "war:gallic_1": "inactive", "war:gladiator": "active"},
        treasury=50,
        active_events={"new_alliance": level},
    )
    state.phase, state.step, state.procedures = "senate", "adjourned", []
    state.senate.reopened = True  # no Tribune reopens it
    ctx = Ctx(state)
    advance(ctx)
    (decision,) = pending(state)
    assert decision.kind == "new_alliance" and decision.seat == hrao_order(state)[0]
    return state, decision.seat


def test_1_07_21_new_alliance_half_spoils_and_the_war_back_in_the_top_six() -> None:
    state, hrao = _alliance(1)
    assert MakePeace(war="war:gladiator") in legal_actions(state, hrao)  # a revolt too
    state, events = play(state, (hrao, MakePeace(war="war:punic_1")))
    assert "war:punic_1" not in [w.card for w in state.wars]
    assert "war:punic_1" in state.deck[:6] and state.treasury == 50 + 35 // 2
    assert "new_alliance" not in state.active_events and state.phase != "senate"
    assert "prov:sicilia" not in state.provinces  # no provinces on the light side
    assert_narrated(events)


def test_1_10_71_a_war_a_new_alliance_returns_to_the_deck_kills_its_captive() -> None:
    state, hrao = _alliance(1)
    held = next(s for s in state.senators.values() if s.faction is not None)
    held.captive = "war:punic_1"
    state, events = play(state, (hrao, MakePeace(war="war:punic_1")))
    assert [e.data["senator"] for e in events if e.kind == "captive_killed"] == [held.card]
    told = kinds(events)  # at once, not at the next Combat Phase's start
    assert told.index("new_alliance_returns_war") + 1 == told.index("captive_killed")


def test_1_07_21_another_new_alliance_full_spoils_discard_and_provinces() -> None:
    state, hrao = _alliance(2)
    assert MakePeace(war="war:gladiator") not in legal_actions(state, hrao)  # no revolt
    with pytest.raises(IllegalAction) as refused:
        apply(state, hrao, MakePeace(war="war:gladiator"))
    assert refused.value.key == "no_alliance_against"
    state, events = play(state, (hrao, MakePeace(war="war:gallic_1")))
    assert "war:gallic_1" in state.discard and state.treasury == 50 + 20
    assert "prov:gallia_cisalpina" in state.provinces
    assert "new_alliance_ends_war" in kinds(events)
    assert_narrated(events)


def test_1_07_21_new_alliance_without_wars_is_used_up() -> None:
    state = _state(active_events={"new_alliance": 1})
    state.wars = []
    ctx = Ctx(state)
    open_new_alliance(ctx)
    assert "new_alliance" not in state.active_events and "new_alliance_unused" in kinds(ctx.events)


# ---------------------------------------------------------------- Refuge [1.07.21]


def test_1_07_21_refuge_the_beaten_leader_aids_the_next_war_drawn() -> None:
    # 16 + 20 legions - (10 + Vercingetorix 6) = 20: Victory, no losses
    state, events = combat(
        force=[5, 5, 6],
        legions=20,
        active_events={"refuge": 1},
        war_leaders={"war:gallic_1": ["ldr:vercingetorix"]},
    )
    assert "war_defeated" in kinds(events) and "leader_takes_refuge" in kinds(events)
    assert state.refugee == "ldr:vercingetorix" and state.refuge_wars == []
    assert "ldr:vercingetorix" not in state.curia + state.removed + state.discard
    assert state.active_events.get("refuge") == 1  # stays in play until used
    ctx = Ctx(state)
    state.deck.remove("war:macedonian_1")
    war_drawn(ctx, "war:macedonian_1")
    (macedonian,) = [w for w in state.wars if w.card == "war:macedonian_1"]
    assert state.refuge_wars == ["war:macedonian_1"] and macedonian.status == "active"
    assert enemy_strength(state, macedonian, naval=False) == 12 + 6
    assert "refuge" not in state.active_events
    state.wars.remove(macedonian)  # defeated
    refuge_ends(ctx)
    assert state.refugee is None and state.discard[-1] == "ldr:vercingetorix"
    assert_narrated(ctx.events)


def test_1_10_3_a_refugee_brings_his_disaster_number_to_the_war_he_aids() -> None:
    # Hannibal (strength 7, Disaster 9) aids the 1st Gallic War: a natural 9 is a Disaster
    state = before_combat("war:gallic_1", legions=20)
    state.refugee, state.refuge_wars = "ldr:hannibal", ["war:gallic_1"]
    state.deck.remove("ldr:hannibal")
    [battle] = battles(into_combat(state, [3, 3, 3, *SAFE[:10]]))
    assert (battle["enemy"], battle["roll"], battle["result"]) == (17, 9, "disaster")


def test_1_07_21_rise_from_refuge_aids_every_war_until_the_last_is_gone() -> None:
    state = _state(
        wars={"war:punic_1": "inactive", "war:gallic_1": "active"}, active_events={"refuge": 1}
    )
    state.refugee = "ldr:vercingetorix"
    if "ldr:vercingetorix" in state.deck:
        state.deck.remove("ldr:vercingetorix")
    ctx = Ctx(state)
    place_event(ctx, "refuge", "1.07.21")  # flipped: Rise from Refuge
    assert sorted(state.refuge_wars) == ["war:gallic_1", "war:punic_1"]
    assert all(w.status == "active" for w in state.wars)
    assert enemy_strength(state, state.wars[0], naval=False) > 10
    state.wars = [w for w in state.wars if w.card != "war:gallic_1"]
    refuge_ends(ctx)
    assert state.refugee == "ldr:vercingetorix"  # he still aids the Punic War
    state.wars = []
    refuge_ends(ctx)
    assert state.refugee is None
    assert invariants(state) == []
    assert_narrated(ctx.events)


# ---------------------------------------------------------------- provinces in revolt [1.07.21]


def test_1_07_21_a_province_revolt_put_down_returns_the_province_to_the_forum() -> None:
    # Illyricum in revolt: land strength 2. 10 + 10 legions - 2 = 18: Victory, no losses
    state, events = combat(force=[3, 3, 4], war="prov:illyricum", legions=10)
    assert battles(events)[0]["enemy"] == 2 and battles(events)[0]["result"] == "victory"
    assert "prov:illyricum" not in [w.card for w in state.wars]
    province = state.provinces["prov:illyricum"]
    assert province.governor is None and not province.developed
    assert "prov:illyricum" not in state.discard
    assert "spoils_of_war" not in kinds(events)  # a Revolt yields no spoils
    assert invariants(state) == []
    assert_narrated([e for e in events if e.kind == "province_regained"])


def _pretender(level: int, garrison: int, military: int) -> RorState:
    state = _state(
        senators={"fam:2": {"faction": "optimates", "leader": True, "military": military}},
        provinces={"prov:illyricum": {"governor": "fam:2", "term": 2, "garrison": garrison}},
        active_events={"pretender_emerges": level},
        legions=0,
    )
    state.deck.remove("war:gallic_1")
    return state


def test_1_07_21_pretender_beaten_by_the_governor_when_the_next_active_war_appears() -> None:
    state = _pretender(1, garrison=2, military=3)
    ctx = Ctx(state)
    state.rng.forced = ["prov:illyricum", 5, 5, 4]  # 14 + 2 + 2 - 2 = 16: Victory
    war_drawn(ctx, "war:gallic_1")  # Active when drawn
    assert "pretender_battle" in kinds(ctx.events)
    assert state.provinces["prov:illyricum"].governor == "fam:2"
    assert "pretender_emerges" not in state.active_events
    assert [w.card for w in state.wars if w.card.startswith("prov:")] == []
    assert_narrated(ctx.events)


def test_1_07_21_pretender_beats_the_governor_and_the_province_revolts() -> None:
    state = _pretender(1, garrison=2, military=3)
    ctx = Ctx(state)
    state.rng.forced = ["prov:illyricum", 2, 2, 3, "chit:blank"]  # 7 + 4 - 2 = 9: Stalemate
    war_drawn(ctx, "war:gallic_1")
    (battle,) = [e.data for e in ctx.events if e.kind == "pretender_battle"]
    assert battle["result"] == "stalemate"
    assert "fam:2" not in state.senators or state.senators["fam:2"].province is None
    assert ("prov:illyricum", "active") in [(w.card, w.status) for w in state.wars]
    assert "prov:illyricum" not in state.provinces
    assert state.legions == 2 - battle["legions_lost"]  # the survivors go back to Rome
    assert invariants(state) == []
    assert_narrated(ctx.events)


def test_1_07_21_pretender_victorious_kills_governor_and_garrison_outright() -> None:
    state = _pretender(2, garrison=3, military=6)
    ctx = Ctx(state)
    state.rng.forced = ["prov:illyricum"]
    war_drawn(ctx, "war:gallic_1")
    assert "pretender_battle" not in kinds(ctx.events)
    assert "senator_died" in kinds(ctx.events) and state.legions == 0
    assert ("prov:illyricum", "active") in [(w.card, w.status) for w in state.wars]
    assert_narrated(ctx.events)


def test_1_07_21_pretender_waits_for_an_active_war() -> None:
    state = _pretender(1, garrison=0, military=0)
    ctx = Ctx(state)
    state.deck.remove("war:illyrian_1")
    war_drawn(ctx, "war:illyrian_1")  # Inactive when drawn
    assert state.active_events == {"pretender_emerges": 1}


def test_1_07_21_new_alliance_simply_defeats_a_province_revolt() -> None:
    state = _state(wars={"prov:sicilia": "active"}, treasury=50, active_events={"new_alliance": 1})
    ctx = Ctx(state)
    make_peace(ctx, "prov:sicilia")
    assert "prov:sicilia" in state.provinces and state.treasury == 50
    assert "prov:sicilia" not in state.deck + state.discard


# ---------------------------------------------------------------- HRAO, rounding [§1.3, §1.5]


def test_1_09_11_the_hrao_is_in_rome_a_consul_away_is_not() -> None:
    state = _state(
        senators={
            "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"},
            "fam:4": {"faction": "populares", "leader": True, "office": "censor"},
        }
    )
    assert hrao_order(state)[0] == "optimates"
    state.senators["fam:2"].command = "war:punic_1"  # the Rome Consul leads an army
    assert hrao_order(state) == ["populares", "equites", "optimates"]  # the Censor
    state.senators["fam:4"].captive = "war:punic_1"
    assert hrao_order(state)[0] == "equites"  # the most influential senator left in Rome


def test_1_10_3_popularity_lost_for_legions_rounds_down() -> None:
    # 8 + 10 - 10 = 8: Stalemate, 5 legions lost; 5 // 2 = 2 Popularity (rounded down)
    state, events = combat(force=[2, 3, 3, *SAFE[:5]], legions=10)
    assert battles(events)[0]["legions_lost"] == 5
    assert state.senators["fam:3"].popularity == -2
    assert "commander_popularity_lost" in kinds(events)


# ---------------------------------------------------------------- rebel maintenance [1.06.2]


@pytest.mark.parametrize(("refuse", "veterans"), [(True, []), (False, ["fam:5"])])
def test_1_06_2_the_hrao_may_refuse_the_upkeep_of_released_units(
    refuse: bool, veterans: list[str]
) -> None:
    state = _in_revolt(faction_treasury={"populares": 2}, legions=0)
    state.procedures = []
    ctx = Ctx(state)
    rebel_maintenance(ctx)  # 7T pays for 3 of his 4 units: the veteran loyal to fam:5 goes
    (decision,) = pending(state)
    assert (decision.kind, decision.seat, decision.data["legions"]) == (
        "released_units",
        hrao_order(state)[0],
        1,
    )
    assert legal_actions(state, decision.seat) == [Done(), EliminateReleased()]
    choice = EliminateReleased() if refuse else Done()
    released_units.apply_choice(ctx, decision.seat, choice, "1.06.2")
    assert state.veterans == veterans and state.procedures == []
    assert_narrated(ctx.events)
