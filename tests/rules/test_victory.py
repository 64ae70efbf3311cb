"""Victory and defeat [1.12]: defeats first, the rebel's wins, the end of the turn."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done
from bot.games.ror.rules.state import CIVIL_WAR, Force, RorState
from bot.games.ror.rules.turn import advance
from bot.games.ror.rules.victory import active_wars, rebel_victory, republic_falls
from tests.rules.conftest import kinds, make_state

BASE: dict[str, Any] = {
    "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"},
    "fam:4": {"faction": "populares"},
    "fam:5": {"faction": "equites"},
}
WARS = ["war:punic_1", "war:gallic_1", "war:illyrian_1", "war:macedonian_1"]


def _state(rebel: bool, wars: int = 0, **kw: Any) -> RorState:
    state, _ = make_state(
        clear_factions=True, senators=BASE, wars={w: "active" for w in WARS[:wars]}, **kw
    )
    if rebel:
        state.senators["fam:4"].rebel = True
        state.rebel_army = Force(war=CIVIL_WAR, commander="fam:4", legions=2)
    return state


def test_1_12_3_people_revolt_without_a_rebel_is_everyones_defeat() -> None:
    ctx = Ctx(_state(rebel=False))
    republic_falls(ctx, "defeat_people_revolt", "1.08")
    assert ctx.state.outcome is not None and ctx.state.outcome.kind == "defeat_people_revolt"
    assert ctx.state.outcome.winners == []


def test_1_12_2_people_revolt_or_bankruptcy_with_a_rebel_makes_him_win() -> None:
    for kind in ("defeat_people_revolt", "defeat_bankruptcy"):
        ctx = Ctx(_state(rebel=True))
        republic_falls(ctx, kind, "1.08")
        outcome = ctx.state.outcome
        assert outcome is not None and outcome.kind == "rebel_victory"
        assert outcome.winners == ["populares"] and outcome.data["rebel"] == "fam:4"


def test_1_12_3_bankruptcy_in_debits_with_a_rebel_is_his_win() -> None:
    state = _state(rebel=True, treasury=0, phase="revenue")
    while ror.pending(state):
        d = ror.pending(state)[0]
        state = ror.apply(state, d.seat, ror.parse_action(d.default or {})).state
    assert state.outcome is not None and state.outcome.kind == "rebel_victory"


def test_1_12_3_rebel_wins_at_once_with_fewer_than_four_other_wars() -> None:
    ctx = Ctx(_state(rebel=True, wars=3))
    assert active_wars(ctx.state) == 4  # the civil war counts
    rebel_victory(ctx, "1.11.373")
    assert ctx.state.outcome is not None and ctx.state.outcome.kind == "rebel_victory"


def test_1_12_4_rebel_facing_four_other_wars_must_fight_them() -> None:
    ctx = Ctx(_state(rebel=True, wars=4))
    rebel_victory(ctx, "1.11.373")
    assert ctx.state.outcome is None  # the rebel end game (tests/rules/test_rebel_end_game.py)
    assert [d.kind for d in ror.pending(ctx.state)] == ["rebel_end_game"]
    assert "rebel_end_game" in kinds(ctx.step().events)


def _end_revolution(state: RorState) -> RorState:
    while ror.pending(state) and state.phase == "revolution":
        state = ror.apply(state, ror.pending(state)[0].seat, Done()).state
    return state


def test_1_12_4_four_active_wars_at_the_end_of_a_turn_lose() -> None:
    state = _state(rebel=True, wars=3, phase="revolution")
    state = _end_revolution(state)
    assert state.outcome is not None and state.outcome.kind == "defeat_four_wars"
    assert state.outcome.rule == "1.12.4"


def test_1_12_4_three_active_wars_at_the_end_of_a_turn_survive() -> None:
    state = _end_revolution(_state(rebel=False, wars=3, phase="revolution"))
    assert state.outcome is None and state.turn == 2


def test_1_12_2_consul_for_life_alive_at_the_end_of_a_revolution_wins() -> None:
    state = _end_revolution(_state(rebel=False, phase="revolution", consul_for_life="fam:5"))
    assert state.outcome is not None and state.outcome.kind == "consul_for_life"
    assert state.outcome.winners == ["equites"]


def test_1_12_1_the_game_goes_on_without_a_victory() -> None:
    state = _end_revolution(_state(rebel=False, phase="revolution"))
    assert state.outcome is None and state.phase == "revenue"


def test_1_13_1_a_legate_province_produces_in_the_revenue_phase() -> None:
    # the governor (an official, under Lex Vatinia) stays in Rome: his Legate rules
    state, _ = make_state(
        clear_factions=True,
        senators=BASE,
        laws=["law:vatinian"],
        phase="revolution",
        provinces={"prov:sicilia": {"governor": "fam:2", "term": 3}},
    )
    state.senators["fam:2"].province = None
    state.procedures = []
    state.phase, state.step = "revenue", "start"
    ctx = Ctx(state)
    advance(ctx)
    decision = ror.pending(ctx.state)[0]
    assert (decision.kind, decision.seat) == ("take_spoils", "optimates")
    assert ctx.state.senators["fam:2"].in_rome
