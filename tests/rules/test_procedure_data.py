"""Stored games keep loading now that each procedure kind's working data is a typed model.

`states_saved_with_dict_data.jsonl` holds states saved by the code before (when a
procedure's data was a plain dict), one for each kind that then had data open, with the
decisions, the legal actions and the events of the first decision's default that this
code computed from them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.engine.procedures import ProcedureData
from bot.games.ror import rules as ror
from bot.games.ror.rules.state import RorState

SAVED = Path(__file__).with_name("states_saved_with_dict_data.jsonl")


def _saved() -> list[dict[str, Any]]:
    with SAVED.open() as lines:
        return [json.loads(line) for line in lines]


def _kind(saved: dict[str, Any]) -> str:
    return str(saved["state"]["procedures"][-1]["kind"])


@pytest.mark.parametrize("saved", _saved(), ids=_kind)
def test_a_state_saved_with_dict_data_loads_into_the_models(saved: dict[str, Any]) -> None:
    stored = saved["state"]
    state = ror.load_state(json.dumps(stored))
    for before, proc in zip(stored["procedures"], state.procedures, strict=True):
        model = RorState.PROCEDURE_DATA.get(proc.kind)
        if model is not None:
            assert type(proc.data) is model
        dumped = json.loads(proc.model_dump_json())["data"]
        assert {k: dumped[k] for k in before["data"]} == before["data"]
    assert ror.load_state(state.model_dump_json()) == state


@pytest.mark.parametrize("saved", _saved(), ids=_kind)
def test_a_state_saved_with_dict_data_plays_on_as_before(saved: dict[str, Any]) -> None:
    state = ror.load_state(json.dumps(saved["state"]))
    pending = ror.pending(state)
    assert [d.model_dump(mode="json") for d in pending] == saved["pending"]
    for seat, legal in saved["legal"].items():
        assert [a.model_dump(mode="json") for a in ror.legal_actions(state, seat)] == legal
    first = pending[0]
    assert first.default is not None
    step = ror.apply(state, first.seat, ror.parse_action(first.default))
    assert [e.model_dump(mode="json") for e in step.events] == saved["default_events"]


def test_every_kind_with_data_is_among_the_saved_states() -> None:
    """The saved states cover the kinds whose data reaches them in play (the rest are
    typed too; their tests build their data)."""
    kinds = {p["kind"] for s in _saved() for p in s["state"]["procedures"] if p["data"]}
    assert kinds <= set(RorState.PROCEDURE_DATA)
    assert len(kinds) >= 20
    assert all(issubclass(m, ProcedureData) for m in RorState.PROCEDURE_DATA.values())
