"""The engine's procedure machinery (`bot/engine/procedures.py`) on a toy game: two seats
call a number in turn; a seat out of the game is never asked."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, Field

from bot.engine.engine import Ctx, GameState
from bot.engine.errors import IllegalAction
from bot.engine.procedures import (
    Dispatch,
    Procedure,
    ProcedureData,
    ProcedureRules,
    ProcedureState,
    ProcedureTable,
    current,
    finish_turn_of_seat,
)
from bot.engine.rng import Rng


class Call(BaseModel):
    number: int


class Toy(ProcedureState):
    game: str = "toy"
    procedures: list[Procedure] = Field(default_factory=list)
    out: list[str] = Field(default_factory=list)
    called: dict[str, int] = Field(default_factory=dict)


TABLE: ProcedureTable[Toy, Call] = ProcedureTable(Toy, lambda state: state.out)


def _apply(ctx: Ctx[Toy], seat: str, action: Call, rule: str) -> None:
    ctx.state.called[seat] = action.number
    finish_turn_of_seat(ctx.state, seat)


TABLE.register(
    "call",
    ProcedureRules(
        "call_number",
        lambda state, seat: [Call(number=1), Call(number=2)],
        _apply,
        lambda state, seat: Call(number=0),
        prompt=lambda state, seat: {"called": len(state.called)},
    ),
)


class Tally(ProcedureData):
    total: int = 0


def _add(ctx: Ctx[Toy], seat: str, action: Call, rule: str) -> None:
    ctx.state.procedures[-1].data_as(Tally).total += action.number
    finish_turn_of_seat(ctx.state, seat)


TABLE.register(
    "add",
    ProcedureRules(
        "add_number",
        lambda state, seat: [Call(number=3)],
        _add,
        lambda s, seat: Call(number=0),
        data=Tally,
    ),
)


def _advance(ctx: Ctx[Toy]) -> None:
    pass


DISPATCH: Dispatch[Toy, Call] = Dispatch(
    TABLE,
    advance=_advance,
    encode=lambda action: action.model_dump(),
    context=lambda state: {"round": 1},
    game_over_rule="9.9",
    turn_rule="1.1",
)


def _toy(*out: str) -> Toy:
    return Toy(seats=["a", "b", "c"], rng=Rng(seed=1), out=list(out))


def test_push_leaves_out_the_eliminated_seats() -> None:
    state = _toy("b")
    TABLE.push(state, "call", "1.1", ["a", "b", "c"])
    proc = current(state)
    assert proc is not None and proc.seats == ["a", "c"]


def test_nothing_opens_when_every_seat_is_out() -> None:
    state = _toy("a", "b")
    TABLE.push(state, "call", "1.1", ["a", "b"])
    assert current(state) is None


def test_pending_asks_the_first_seat_with_context_prompt_and_default() -> None:
    state = _toy()
    TABLE.push(state, "call", "1.2", ["a", "b"])
    [decision] = DISPATCH.pending(state)
    assert (decision.seat, decision.kind, decision.rule) == ("a", "call_number", "1.2")
    assert decision.default == {"number": 0}
    assert decision.data == {"round": 1, "called": 0}
    assert DISPATCH.legal_actions(state, "b") == []


def test_apply_leaves_its_input_unchanged_and_moves_on() -> None:
    state = _toy()
    TABLE.push(state, "call", "1.1", ["a", "b"])
    step = DISPATCH.apply(state, "a", Call(number=2))
    assert state.called == {} and step.state.called == {"a": 2}
    assert [d.seat for d in DISPATCH.pending(step.state)] == ["b"]


def test_a_seat_out_of_turn_is_refused_with_the_games_rule() -> None:
    state = _toy()
    TABLE.push(state, "call", "1.1", ["a", "b"])
    with pytest.raises(IllegalAction) as refused:
        DISPATCH.apply(state, "b", Call(number=1))
    assert (refused.value.key, refused.value.rule) == ("not_your_turn", "1.1")


def test_a_seat_that_falls_during_a_decision_takes_its_default() -> None:
    state = _toy()
    TABLE.push(state, "call", "1.1", ["a", "b", "c"], simultaneous=True)
    state.out.append("c")  # out of the game after the decision opened
    step = DISPATCH.apply(state, "a", Call(number=1))
    assert step.state.called == {"a": 1, "c": 0}
    assert [d.seat for d in DISPATCH.pending(step.state)] == ["b"]


def test_a_state_without_its_procedures_field_is_refused() -> None:
    with pytest.raises(TypeError, match="procedures"):

        class Bare(ProcedureState):
            pass

    assert issubclass(Toy, GameState)


def test_a_kind_is_registered_once() -> None:
    rules: ProcedureRules[Any, Any] = TABLE["call"]
    with pytest.raises(AssertionError, match="twice"):
        TABLE.register("call", rules)


def test_a_kind_with_a_data_model_opens_with_a_fresh_one_and_reads_it_back_typed() -> None:
    state = _toy()
    TABLE.push(state, "add", "1.3", ["a", "b"])
    step = DISPATCH.apply(state, "a", Call(number=3))
    proc = current(step.state)
    assert proc is not None and proc.data_as(Tally).total == 3
    text = step.state.model_dump_json()
    assert '"data":{"total":3}' in text
    again = Toy.model_validate_json(text)
    assert again == step.state and type(again.procedures[-1].data) is Tally


def test_a_stored_plain_dict_becomes_the_kinds_model() -> None:
    stored = _toy().model_dump(mode="json")
    stored["procedures"] = [{"kind": "add", "rule": "1.3", "seats": ["a"], "data": {"total": 2}}]
    state = Toy.model_validate(stored)
    assert state.procedures[-1].data == Tally(total=2)


def test_push_refuses_data_of_another_model() -> None:
    with pytest.raises(AssertionError, match="add"):
        TABLE.push(_toy(), "add", "1.3", ["a"], data=ProcedureData())
