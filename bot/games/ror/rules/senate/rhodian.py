"""The Rhodian Maritime Alliance in the Senate [1.07.21, events.json]: in the turn it
appears, once the governorships are filled, the Senate may vote to reject it; the card
leaves play and its fleets with it."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.events_table import side_key
from bot.games.ror.rules.proposal_params import NoParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.proposals import ProposalKind
from bot.games.ror.rules.state import Proposal, RorState

RHODIAN = "rhodian_alliance"


def rejectable(state: RorState) -> bool:
    return RHODIAN in state.active_events and state.rhodian_turn == state.turn


def _nominations(state: RorState) -> list[NoParams]:
    return [NoParams()] if rejectable(state) else []


def _refusal(state: RorState, params: NoParams) -> IllegalAction | None:
    return None if rejectable(state) else IllegalAction("rhodian_not_rejectable", "1.07.21")


def _reject(ctx: Ctx[RorState], proposal: Proposal) -> None:
    level = ctx.state.active_events.pop(RHODIAN)
    ctx.emit("rhodian_rejected", "1.07.21", event=RHODIAN, name=side_key(RHODIAN, level))


def _describe(state: RorState, params: NoParams) -> dict[str, Any]:
    return {}


proposals.register(
    ProposalKind(
        key="reject_rhodian",
        rule="1.07.21",
        step="other",  # after the governorships are filled
        params=NoParams,
        nominations=_nominations,
        refusal=_refusal,
        on_pass=_reject,
        describe=_describe,
    )
)
