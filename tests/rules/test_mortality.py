"""Mortality Phase [1.05]: forced chits and dice, small factories."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import ChooseLeader, Done, QuitGame, Transfer
from bot.games.ror.rules.engine import apply, legal_actions, pending
from bot.games.ror.rules.invariants import invariants
from bot.games.ror.rules.mortality import CUP, draw_chits, kill
from bot.games.ror.rules.redistribution import legal_transfers
from bot.games.ror.rules.senate.governors import install, open_provinces
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.victory import era_ends_winners
from tests.rules.conftest import kinds, make_state, play

OTHERS: dict[str, Any] = {"fam:4": {"faction": "populares"}, "fam:5": {"faction": "equites"}}


def test_1_05_2_a_chit_for_a_senator_not_in_play_does_nothing() -> None:
    state, events = make_state(
        phase="mortality",
        clear_factions=True,
        force=["chit:30"],
        senators={"fam:2": {"faction": "optimates"}, **OTHERS},
    )
    assert "chit_no_senator" in kinds(events)
    assert "senator_died" not in kinds(events)
    assert set(state.senators) == {"fam:2", "fam:4", "fam:5"}


def test_1_05_2_chits_are_drawn_without_replacement() -> None:
    state, _ = make_state()
    ctx = Ctx(state)
    drawn = draw_chits(ctx, 34, "1.05.2")
    assert Counter(drawn) == Counter(c for c in CUP if c != "chit:draw2")


def test_1_05_2_draw_two_returns_to_the_cup_and_chains() -> None:
    state, _ = make_state()
    state.rng.forced = [
        "chit:draw2",
        "chit:draw2",
        "chit:draw2",
        "chit:1",
        "chit:2",
        "chit:3",
        "chit:4",
    ]
    ctx = Ctx(state)
    assert draw_chits(ctx, 1, "1.05.2") == ["chit:1", "chit:2", "chit:3", "chit:4"]
    assert kinds(ctx.events) == ["chit_draw_two"] * 3


def test_1_05_22_brothers_die_by_die_roll() -> None:
    brothers: dict[str, Any] = {
        "st:29A": {"faction": "optimates", "leader": True},
        "st:29B": {"faction": "optimates"},
        **OTHERS,
    }
    state, events = make_state(
        phase="mortality", clear_factions=True, senators=brothers, force=["chit:29", 2]
    )
    assert "st:29A" not in state.senators and "st:29B" in state.senators
    assert state.factions["optimates"].leader is None  # a statesman leader without a family
    assert [e.data["values"] for e in events if e.kind == "dice"] == [[2]]


def test_1_05_3_dead_senator_loses_office_money_and_concessions() -> None:
    state, _ = make_state(
        clear_factions=True,
        senators={
            "fam:2": {
                "faction": "optimates",
                "office": "censor",
                "talents": 7,
                "concessions": ["con:harbor_fees", "con:mining"],
            },
            **OTHERS,
        },
    )
    ctx = Ctx(state)
    kill(ctx, "fam:2")
    assert state.forum[-2:] == ["con:harbor_fees", "con:mining"]
    assert state.curia == ["fam:2"]
    assert kinds(ctx.events) == [
        "ledger",
        "senator_died",
        "concession_to_forum",
        "concession_to_forum",
        "senator_to_curia",
    ]
    lost = ctx.events[0]
    assert lost.visibility == "gm" and lost.data["target"] == "bank" and lost.rule == "1.05.3"


def test_1_05_3_an_official_governing_through_legates_leaves_every_province_to_the_forum() -> None:
    sicilia, sardinia = "prov:sicilia", "prov:sardinia_et_corsica"
    state, _ = make_state(
        clear_factions=True,
        senators={"fam:2": {"faction": "optimates", "office": "censor"}, **OTHERS},
        provinces={sicilia: {}, sardinia: {}},
    )
    state.laws.append("law:vatinian")
    ctx = Ctx(state)
    for province in (sicilia, sardinia):  # 1.09.5: he stays in Rome, Legates govern
        install(ctx, province, "fam:2", "1.09.5")
    kill(ctx, "fam:2")
    assert [(p.governor, p.term) for p in state.provinces.values()] == [(None, 0), (None, 0)]
    vacated = [e.data["province"] for e in ctx.events if e.kind == "province_vacated"]
    assert sorted(vacated) == sorted([sicilia, sardinia])
    assert open_provinces(state) == sorted([sicilia, sardinia])
    assert invariants(state) == []


def test_1_05_3_a_faction_leaders_heir_is_in_rome_and_commands_no_army() -> None:
    state, events = make_state(
        phase="mortality",
        clear_factions=True,
        senators={
            "fam:2": {"faction": "optimates", "leader": True, "military": 5},
            "fam:4": {"faction": "populares"},
            "fam:5": {"faction": "equites"},
        },
        wars={"war:punic_1": "active"},
        forces=[{"war": "war:punic_1", "commander": "fam:2", "legions": 6, "fleets": 6}],
        force=["chit:2"],
    )
    assert "family_heir" in kinds(events)
    heir = state.senators["fam:2"]
    assert heir.in_rome and heir.command is None
    assert state.forces[0].commander is None  # the army waits for the Senate


def test_1_05_3_unaligned_forum_senator_dies_to_the_curia() -> None:
    state, events = make_state(
        phase="mortality", force=["chit:20"], senators={"fam:20": {"faction": None}}
    )
    assert "fam:20" not in state.senators
    assert "fam:20" in state.curia
    assert "senator_to_curia" in kinds(events)


def _empty_populares(chit: str, senator: str, **extra: Any) -> RorState:
    state, _ = make_state(
        phase="mortality",
        clear_factions=True,
        force=[chit],
        senators={
            senator: {"faction": "populares"},
            "fam:2": {"faction": "optimates"},
            "fam:5": {"faction": "equites"},
        },
        leaders={"populares": None},
        **extra,
    )
    return state


def test_1_05_4_last_senator_comes_back_from_the_curia_as_leader() -> None:
    state = _empty_populares("chit:7", "fam:7")
    # fam:7 itself went to the Curia and is the top eligible senator: the faction may take him
    assert [d.kind for d in pending(state)] == ["empty_faction"]
    assert legal_actions(state, "populares") == [ChooseLeader(senator="fam:7"), QuitGame()]
    state, events = play(state, ("populares", ChooseLeader(senator="fam:7")))
    assert state.factions["populares"].leader == "fam:7"
    assert state.senators["fam:7"].influence == 4
    assert "faction_repopulated" in kinds(events) and state.phase == "revenue"


def test_1_05_4_only_the_top_eligible_curia_senator_may_be_taken() -> None:
    state = _empty_populares("chit:7", "fam:7", curia=["fam:9"])
    assert state.curia == ["fam:9", "fam:7"]  # the dead senator goes under the pile
    with pytest.raises(IllegalAction) as refused:
        apply(state, "populares", ChooseLeader(senator="fam:7"))
    assert refused.value.key == "not_the_top_curia_senator"
    with pytest.raises(IllegalAction) as waiting:
        apply(state, "populares", Done())
    assert waiting.value.key == "curia_senator_waiting"


def test_1_05_4_faction_waits_when_the_curia_has_nobody() -> None:
    state = _empty_populares("chit:22", "st:22A")
    assert state.removed == ["st:22A"]
    assert legal_actions(state, "populares") == [Done(), QuitGame()]
    state, events = play(state, ("populares", Done()))
    assert not [s for s in state.senators.values() if s.faction == "populares"]
    assert "faction_waits" in kinds(events) and "populares" not in state.eliminated
    # nobody to wait for: the empty faction has no money to redistribute [1.06.3]
    assert state.phase == "revenue" and "populares" not in {p.seats[0] for p in state.procedures}


def test_1_05_4_a_faction_that_quits_leaves_the_game() -> None:
    state = _empty_populares("chit:7", "fam:7", faction_treasury={"populares": 4})
    hand = list(state.factions["populares"].hand)
    state, events = play(state, ("populares", QuitGame()))
    assert state.eliminated == ["populares"] and state.factions["populares"].hand == []
    assert state.factions["populares"].treasury == 0 and set(hand) <= set(state.discard)
    assert "faction_quits" in kinds(events) and "fam:7" in state.curia
    # out of the game: never asked again, no initiative, and no winner
    assert "populares" not in hrao_order(state)
    assert "populares" not in era_ends_winners(state)
    state.factions["optimates"].treasury = 5  # nobody can give it money [1.06.3]
    assert Transfer(source="faction:optimates", target="faction:populares", amount=1) not in (
        legal_transfers(state, "optimates")
    )


def test_1_05_4_the_last_faction_playing_cannot_quit() -> None:
    state = _empty_populares("chit:7", "fam:7")
    state.eliminated = ["optimates", "equites"]
    assert legal_actions(state, "populares") == [ChooseLeader(senator="fam:7")]
    with pytest.raises(IllegalAction) as refused:
        apply(state, "populares", QuitGame())
    assert refused.value.key == "last_faction_cannot_quit"
