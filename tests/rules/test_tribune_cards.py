"""Senate reactions to Tribunes [1.09.15, RULES §13]: P. Popillius Laenas's free Land Bill
veto (statesmen.json 23A)."""

from __future__ import annotations

from typing import Any

from bot.rules.core.engine import Ctx
from bot.rules.ror.actions import Propose, Veto, Vote
from bot.rules.ror.engine import legal_actions
from bot.rules.ror.state import LandBill, RorState, SenateState
from bot.rules.ror.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

OPT, POP, EQU = "optimates", "populares", "equites"
POPILLIUS = "st:23A"
SENATORS: dict[str, Any] = {
    "fam:1": {"faction": OPT, "office": "rome_consul", "influence": 5, "oratory": 3,
              "leader": True},
    "fam:2": {"faction": OPT, "influence": 9, "oratory": 4},
    "fam:4": {"faction": POP, "influence": 7, "oratory": 2, "leader": True},
    "fam:5": {"faction": EQU, "influence": 3, "oratory": 5, "leader": True},
    POPILLIUS: {"faction": POP, "influence": 4, "oratory": 5},
}  # fmt: skip


def _other_business(**extra: Any) -> RorState:
    state, _ = make_state(clear_factions=True, senators={**SENATORS, **extra},
                          options={"ballot": "open"})  # fmt: skip
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


def _bill(kind: str = "II") -> tuple[str, Propose]:
    params = {"type": kind, "sponsor": "fam:1", "cosponsor": "fam:2"}
    return OPT, Propose(proposal="land_bill", params=params)


def _vetoes(state: RorState, seat: str) -> list[Veto]:
    return [a for a in legal_actions(state, seat) if isinstance(a, Veto)]


def test_1_09_15_popillius_vetoes_a_land_bill_without_a_tribune() -> None:
    state = _other_business()
    state, _ = play(state, _bill(), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == [Veto(tribune="land_veto:" + POPILLIUS)]
    assert _vetoes(state, EQU) == []
    state, events = play(state, (POP, Veto(tribune="land_veto:" + POPILLIUS)))
    assert "proposal_vetoed" in kinds(events)
    [used] = [e for e in events if e.kind == "tribune_used"]
    assert used.data["name"] == "P. Popillius Laenas"
    assert state.land_bills == []
    assert_narrated(events)


def test_1_09_15_popillius_vetoes_one_land_bill_a_turn() -> None:
    state = _other_business()
    state, _ = play(state, _bill("II"), (OPT, Vote(yes=["fam:1", "fam:2"])))
    state, _ = play(state, (POP, Veto(tribune="land_veto:" + POPILLIUS)))
    state, _ = play(state, _bill("III"), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == []


def test_1_09_15_popillius_cannot_veto_a_repeal_or_from_abroad() -> None:
    state = _other_business(**{"fam:1": {**SENATORS["fam:1"], "popularity": 5}})
    state.land_bills = [LandBill(type="II", sponsor="fam:2", turn=1)]
    repeal = Propose(proposal="land_bill_repeal", params={"type": "II", "sponsor": "fam:1"})
    state, _ = play(state, (OPT, repeal), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == []
    state = _other_business()
    state.senators[POPILLIUS].province = "prov:sicilia"
    state, _ = play(state, _bill(), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == []
