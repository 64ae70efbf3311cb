"""Consent [1.09.411, 1.09.5, 1.09.62, 1.09.643]: a senator named in a proposal who must
agree to it (a commander short of his war, a prosecutor, a Land Bill's sponsors, a
governor sent again on the turn he came back). His faction answers for him before the
vote, publicly; the proposing faction consents by proposing; one refusal withdraws the
proposal."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, Consent
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senate.floor import withdraw
from bot.games.ror.rules.state import Proposal, RorState


class Consents(ProcedureData):
    senators: list[str]  # the senators whose factions must consent
    proposal: str  # the kind of the proposal naming them


def ask_consent(ctx: Ctx[RorState], proposal: Proposal, senators: list[str], rule: str) -> None:
    """Before the vote, the factions of the named senators (other than the proposing
    faction) agree or refuse for them; one refusal withdraws the proposal."""
    state = ctx.state
    seats = []
    for card in senators:
        seat = state.senators[card].faction
        if seat is not None and seat != proposal.seat and seat not in seats:
            seats.append(seat)
    asked = Consents(senators=senators, proposal=proposal.kind)
    push(state, "consent", rule, seats, simultaneous=True, data=asked)


def legal_consents(state: RorState, seat: str) -> list[Action]:
    return [Consent(agree=True), Consent(agree=False)]


def default_consent(state: RorState, seat: str) -> Action:
    return Consent(agree=False)


def apply_consent(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if not isinstance(action, Consent):
        raise IllegalAction("wrong_phase", rule)
    state = ctx.state
    proc = state.procedures[-1]
    ctx.emit(
        "consent_given" if action.agree else "consent_refused",
        rule,
        faction=seat,
        names_ids=list(proc.data_as(Consents).senators),
    )
    if action.agree:
        finish_turn_of_seat(state, seat)
        return
    state.procedures.pop()
    withdraw(ctx)


def consent_prompt(state: RorState, seat: str) -> dict[str, Any]:
    data = state.procedures[-1].data_as(Consents)
    return {"senators_ids": list(data.senators), "proposal": data.proposal}


PROCEDURES.register(
    "consent",
    ProcedureRules(
        "consent",
        legal_consents,
        apply_consent,
        default_consent,
        prompt=consent_prompt,
        data=Consents,
    ),
)
