"""Advanced rule 2.04, legionary disbandment and recall (option `legion_disbandment`)."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import DisbandVeterans, Done
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.senate import recall_legions as rl
from bot.games.ror.rules.state import Proposal, RorState
from bot.games.ror.rules.units import legions_in_play
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_revolution import BASE, past_card_play, revolution, won

ON = {"legion_disbandment": True}
PEOPLE: dict[str, Any] = {**BASE, "fam:4": {"faction": "populares", "oratory": 3, "influence": 4}}


def victor(options: dict[str, Any] | None = None) -> RorState:
    """fam:4 won with 1 legion and 3 veterans, two loyal to him and one to fam:5."""
    return past_card_play(
        revolution(PEOPLE, forces=(won("fam:4", 1, ("fam:4", "fam:5", "fam:4")),), options=options)
    )


def test_2_04_off_by_default_the_victor_only_declares() -> None:
    state = victor()
    assert ror.pending(state)[0].kind == "declare_civil_war"


def test_2_04_the_victor_may_disband_only_veterans_loyal_to_him() -> None:
    state = victor(ON)
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("populares", "disband_veterans")
    assert set(ror.legal_actions(state, "populares")) == {
        DisbandVeterans(senator="fam:4", count=1),
        DisbandVeterans(senator="fam:4", count=2),
        Done(),
    }


def test_2_04_disbanding_gives_one_oratory_and_one_influence_a_legion() -> None:
    state, events = play(victor(ON), ("populares", DisbandVeterans(senator="fam:4", count=2)))
    senator = state.senators["fam:4"]
    assert (senator.oratory, senator.influence) == (3 + 2, 4 + 2)
    assert state.disbanded == {"fam:4": 2}
    assert state.forces[0].veterans == ["fam:5"]
    assert "veterans_disbanded" in kinds(events)
    assert ror.pending(state)[0].kind == "declare_civil_war"  # then he declares


def _with_disbanded(
    office: str = "rome_consul", treasury: int = 100, options: dict[str, Any] | None = ON
) -> RorState:
    people = {**PEOPLE, "fam:2": {"faction": "optimates", "leader": True, "office": office}}
    state, _ = make_state(clear_factions=True, senators=people, treasury=treasury, options=options)
    state.senators["fam:4"].oratory, state.senators["fam:4"].influence = 5, 6
    state.disbanded = {"fam:4": 2}
    return state


def test_2_04_a_consul_recalls_them_at_ten_talents_each_undoing_the_gain() -> None:
    state = _with_disbanded()
    (params,) = rl.nominations(state)
    assert params.model_dump() == {"senator": "fam:4", "count": 2}
    ctx = Ctx(state)
    rl.recall(ctx, Proposal(kind="recall_legions", params=params, seat="optimates"))
    after = ctx.state
    assert after.treasury == 100 - 20 and after.disbanded == {}
    assert after.veterans == ["fam:4", "fam:4"]
    assert (after.senators["fam:4"].oratory, after.senators["fam:4"].influence) == (3, 4)


def test_2_04_recall_refused_without_consul_money_or_the_option() -> None:
    params = rl.RecallLegionsParams(senator="fam:4", count=2)
    cases = (
        (_with_disbanded(office="censor"), "recall_needs_consul"),
        (_with_disbanded(treasury=19), "recall_unaffordable"),
        (_with_disbanded(options=None), "legion_disbandment_off"),
    )
    for state, key in cases:
        refused = rl.refusal(state, params)
        assert refused is not None and refused.key == key
        assert rl.nominations(state) == []
    assert rl.refusal(_with_disbanded(treasury=20), params) is None
    refused = rl.refusal(_with_disbanded(), rl.RecallLegionsParams(senator="fam:4", count=3))
    assert refused is not None and refused.key == "no_disbanded_legions"


def test_2_04_when_he_dies_his_disbanded_legions_rejoin_the_pool() -> None:
    state = _with_disbanded()
    before = legions_in_play(state)
    ctx = Ctx(state)
    kill(ctx, "fam:4")
    assert ctx.state.disbanded == {} and legions_in_play(ctx.state) == before - 2
    assert "disbanded_legions_to_pool" in kinds(ctx.step().events)
