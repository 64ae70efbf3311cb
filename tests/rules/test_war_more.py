"""Veterans deserting back to the Senate [1.11.36], Cleopatra VII [1.10.2] and the wars
whose provinces come specially [wars.json]."""

from __future__ import annotations

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, OrderVeteransBack, PlayCleopatra, TakeSpoils
from bot.games.ror.rules.cleopatra import CLEOPATRA
from bot.games.ror.rules.senate import prosecutions as pr
from bot.games.ror.rules.turn import advance
from bot.narrate import shown
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_combat import SAFE, battles, combat

# ---------------------------------------------------------------- 1.11.36


def rebel_with_loyal_veterans(force: list[object], loyal: str = "optimates") -> object:
    """fam:4 (populares) rebels with 4 legions and 2 veterans loyal to fam:7 (a loyal
    senator of `loyal`); fam:3 leads 6 legions against him."""
    people = {
        "fam:4": {"faction": "populares", "military": 0, "influence": 6},
        "fam:7": {"faction": loyal, "leader": loyal == "optimates"},
    }
    state, _ = combat(
        force=force,
        senators=people,
        forces=[{"war": "civil_war", "commander": "fam:3", "legions": 6}],
        rebel_army={
            "war": "civil_war",
            "commander": "fam:4",
            "legions": 4,
            "veterans": ["fam:7", "fam:7"],
        },
        wars={},
    )
    return state


def test_1_11_36_a_loyal_senator_is_asked_before_the_civil_war_battle() -> None:
    state = rebel_with_loyal_veterans([])
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "order_veterans_back")
    assert set(ror.legal_actions(state, "optimates")) == {
        OrderVeteransBack(senator="fam:7"),
        Done(),
    }


def test_1_11_36_ordered_back_his_veterans_fight_for_the_senate() -> None:
    # Senate 6 + 2 veterans x2 = 10, rebel 4: roll 12 -> 18: Victory, no losses
    state = rebel_with_loyal_veterans([4, 4, 4])
    state, events = play(state, ("optimates", OrderVeteransBack(senator="fam:7")))
    assert "veterans_desert_back" in kinds(events)
    (fought,) = [e.data for e in events if e.kind == "civil_war_battle"]
    assert (fought["senate"], fought["rebel_strength"]) == (10, 4)
    assert fought["result"] == "victory" and state.rebel_army is None


def test_1_11_36_kept_with_the_rebel_they_fight_against_the_senate() -> None:
    # Senate 6, rebel 4 + 2x2 = 8: roll 15 -> 13: Stalemate, no losses
    state = rebel_with_loyal_veterans([5, 5, 5])
    state, events = play(state, ("optimates", Done()))
    (fought,) = [e.data for e in events if e.kind == "civil_war_battle"]
    assert (fought["senate"], fought["rebel_strength"]) == (6, 8)
    assert "veterans_desert_back" not in kinds(events)


def test_1_11_36_only_a_loyal_senators_own_veterans_can_be_ordered() -> None:
    state = rebel_with_loyal_veterans([])
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "optimates", OrderVeteransBack(senator="fam:3"))
    assert refused.value.key == "no_veterans_with_the_rebel"


# ---------------------------------------------------------------- Cleopatra VII


def alexandrine(force: list[object], fleets: int = 12) -> object:
    """fam:3 (optimates, Military 0) with 4 legions and `fleets` fleets against the
    Alexandrine War (land 2, fleet support 2, naval 10); populares hold Cleopatra."""
    state, _ = combat(
        force=force,
        war="war:alexandrine",
        legions=4,
        fleets=fleets,
        hands={"populares": [CLEOPATRA]},
    )
    return state


def test_1_10_2_cleopatra_is_offered_before_the_alexandrine_war_is_fought() -> None:
    state = alexandrine([])
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind, decision.private) == ("populares", "play_cleopatra", True)
    assert set(ror.legal_actions(state, "populares")) == {
        PlayCleopatra(rome=True),
        PlayCleopatra(rome=False),
        Done(),
    }


def test_1_10_2_cleopatra_on_romes_side_gives_military_gold_and_costs_popularity() -> None:
    # naval: 12 fleets + 3 Military = 15 vs 10, roll 13 -> 18: Victory, no losses;
    # land: 4 legions + 3 = 7 vs 2, roll 13 -> 18
    state = alexandrine([4, 4, 5, 4, 4, 5])
    before = state.senators["fam:3"]
    state, events = play(state, ("populares", PlayCleopatra(rome=True)))
    naval, land = battles(events)
    assert (naval["roman"], land["roman"]) == (15, 7)
    commander = state.senators["fam:3"]
    assert commander.talents == before.talents + 50
    (joined,) = [e.data for e in events if e.kind == "cleopatra_joins_rome"]
    assert joined["popularity"] == before.popularity - 5
    assert CLEOPATRA in state.discard  # the war has left play, and she with it


def test_1_10_2_cleopatra_as_enemy_leader_adds_three_to_the_war() -> None:
    # naval: 12 fleets vs 10 + 3; roll 12 -> 11: Stalemate, 2 fleets lost
    state = alexandrine([4, 4, 4, *SAFE[:2]])
    state, events = play(state, ("populares", PlayCleopatra(rome=False)))
    (naval,) = battles(events)
    assert naval["enemy"] == 13
    (war,) = [w for w in state.wars if w.card == "war:alexandrine"]
    assert CLEOPATRA in war.leaders
    assert CLEOPATRA not in state.factions["populares"].hand


def test_1_10_2_cleopatra_kept_in_hand() -> None:
    # naval 12 vs 10, roll 16 -> 18; land 4 vs 2, roll 16 -> 18: Victories, no losses
    state = alexandrine([5, 5, 6, 5, 5, 6])
    state, events = play(state, ("populares", Done()))
    assert [b["roman"] for b in battles(events)] == [12, 4]
    assert CLEOPATRA in state.factions["populares"].hand


# ---------------------------------------------------------------- special wars [wars.json]


def test_1_10_4_germanic_migrations_create_narbonensis_even_in_defeat() -> None:
    # 3 + 6 - 15 = -6: Defeat; the province is created all the same
    state, events = combat(force=[1, 1, 1], war="war:germanic_migrations", legions=6, era="middle")
    assert battles(events)[0]["result"] == "defeat"
    assert "prov:gallia_narbonensis" in state.provinces
    assert "prov:gallia_narbonensis" not in state.provinces_aside


def test_1_10_4_germanic_migrations_unfought_create_nothing() -> None:
    state, _ = combat(force=[], war="war:germanic_migrations", legions=0, era="middle")
    assert "prov:gallia_narbonensis" not in state.provinces


def test_1_10_4_third_mithridatic_war_creates_bithynia_developed() -> None:
    # 12 legions and 6 fleets (its Fleet Support) vs 8: roll 15 -> 19: Victory, no losses
    state, events = combat(
        force=[4, 5, 6], war="war:mithridatic_3", legions=12, fleets=6, era="late"
    )
    assert battles(events)[0]["result"] == "victory"
    assert state.provinces["prov:bithynia"].developed
    assert not state.provinces["prov:syria"].developed


def test_1_10_4_third_mithridatic_war_develops_an_undeveloped_bithynia_without_influence() -> None:
    state, events = combat(
        force=[4, 5, 6],
        war="war:mithridatic_3",
        legions=12,
        fleets=6,
        era="late",
        provinces={"prov:bithynia": {}},
    )
    assert state.provinces["prov:bithynia"].developed
    (developed,) = [e for e in events if e.kind == "province_developed_by_war"]
    assert developed.data["province"] == "prov:bithynia"
    glory = [e.data["gain"] for e in events if e.kind == "commander_glory"]
    assert glory == [4]  # half the printed 8, nothing for the province


# ---------------------------------------------------------------- the public view [1.04.9]


def test_view_shows_forces_veterans_captives_and_rebels_but_not_hands_or_treasuries() -> None:
    people = {
        "fam:3": {"faction": "optimates", "leader": True},
        "fam:7": {"faction": "optimates"},
        "fam:4": {"faction": "populares", "military": 0, "influence": 6},
        "fam:5": {"faction": "equites", "influence": 7},
    }
    state, _ = make_state(
        clear_factions=True,
        senators=people,
        forces=[
            {
                "war": "war:gallic_1",
                "commander": "fam:3",
                "legions": 3,
                "veterans": ["fam:3", "fam:7", "fam:3"],
                "fleets": 2,
            }
        ],
        rebel_army={"war": "civil_war", "commander": "fam:4", "legions": 4, "veterans": ["fam:4"]},
        wars={"war:gallic_1": "active"},
        hands={"populares": [CLEOPATRA]},
        faction_treasury={"equites": 17},
    )
    state.veterans = ["fam:7", "fam:7"]
    state.senators["fam:5"].captive = "war:gallic_1"
    seen = ror.view(state, None)
    (force,) = seen.forces
    assert (force.war, force.commander, force.legions, force.fleets) == (
        "war:gallic_1",
        "fam:3",
        3,
        2,
    )
    assert force.veterans == {"fam:3": 2, "fam:7": 1}
    assert seen.veterans_in_rome == {"fam:7": 2}
    assert seen.rebel_army is not None and seen.rebel_army.veterans == {"fam:4": 1}
    assert seen.rebels == ["fam:4"]
    (captive,) = seen.captives
    assert (captive.senator, captive.war, captive.ransom) == ("fam:5", "war:gallic_1", 14)
    text = seen.model_dump_json()
    assert CLEOPATRA not in text and all(
        f.hand is None and f.treasury is None for f in seen.factions
    )
    mine = ror.view(state, "populares")
    hand = next(f.hand for f in mine.factions if f.seat == "populares")
    assert hand is not None and [c.id for c in hand] == [CLEOPATRA]


# ---------------------------------------------------------------- Lex Vatinia [1.13.1]


def legate_spoils(taken: list[str]) -> object:
    """fam:2 (Rome Consul) governs Sicilia and Africa through Legates, fam:4 governs Asia
    in person; each takes the spoils of `taken` in the Revenue Phase."""
    people = {
        "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"},
        "fam:4": {"faction": "populares", "leader": True},
        "fam:5": {"faction": "equites", "leader": True},
    }
    provinces = {
        p: {"governor": g, "term": 3}
        for p, g in (("prov:sicilia", "fam:2"), ("prov:africa", "fam:2"), ("prov:asia", "fam:4"))
    }
    state, _ = make_state(
        clear_factions=True,
        senators=people,
        laws=["law:vatinian"],
        phase="revenue",
        provinces=provinces,
    )
    state.senators["fam:2"].province = None  # the Legates rule; he stays in Rome
    state.procedures = []
    state.phase, state.step = "revenue", "start"
    ctx = Ctx(state)
    advance(ctx)
    state = ctx.state
    for seat, province in (("optimates", p) for p in taken if p != "prov:asia"):
        state, _ = play(state, (seat, TakeSpoils(province=province)))
    if "prov:asia" in taken:
        state, _ = play(state, ("populares", TakeSpoils(province="prov:asia")))
    return state


def test_1_13_1_a_legate_governor_answers_once_for_each_province_plundered() -> None:
    state = legate_spoils(["prov:sicilia", "prov:africa", "prov:asia"])
    assert pr.grounds(state.senators["fam:2"], "minor") == [
        "plundered:prov:sicilia",
        "plundered:prov:africa",
    ]
    # a governor in his province keeps the single Corrupt marker
    assert pr.grounds(state.senators["fam:4"], "minor") == ["corrupt"]
    assert shown(pr.ground_ref("plundered:prov:africa"))["ground"] == "plunder of Africa"


def test_1_13_1_only_the_plundered_province_is_a_ground() -> None:
    state = legate_spoils(["prov:africa"])
    assert pr.grounds(state.senators["fam:2"], "minor") == ["plundered:prov:africa"]


def test_1_13_1_only_in_the_turn_of_the_plunder() -> None:
    state = legate_spoils(["prov:sicilia"])
    ctx = Ctx(state)
    pr.end_prosecutions(ctx)
    assert pr.grounds(ctx.state.senators["fam:2"], "minor") == []
