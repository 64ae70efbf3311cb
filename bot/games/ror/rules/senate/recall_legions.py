"""Recalling disbanded legions [2.04, option `legion_disbandment`]: a Consul or Dictator
presiding may propose to recall a senator's disbanded Veteran legions at 10T each from
the State (no Manpower Shortage, no No Recruitment): they come back to Rome, loyal to
him, and he loses the Oratory and Influence their disbandment gave."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.state import Proposal, RorState

RULE = "2.04"
COST = 10  # talents per legion recalled
RECALLERS = ("dictator", "rome_consul", "field_consul")


class RecallLegionsParams(ProposalParams):
    """Disbanded legions loyal to a senator, recalled as veterans [2.04]."""

    senator: str
    count: int


def refusal(state: RorState, params: RecallLegionsParams) -> IllegalAction | None:
    if not state.options.legion_disbandment:
        return IllegalAction("legion_disbandment_off", RULE)
    count = params.count
    if count < 1 or state.disbanded.get(params.senator, 0) < count:
        return IllegalAction("no_disbanded_legions", RULE)
    presiding = presiding_magistrate(state)
    if presiding is None or presiding.office not in RECALLERS:
        return IllegalAction("recall_needs_consul", RULE)
    if COST * count > state.treasury:
        return IllegalAction("recall_unaffordable", RULE, cost=COST * count)
    return None


def nominations(state: RorState) -> list[RecallLegionsParams]:
    found = [
        RecallLegionsParams(senator=card, count=n) for card, n in sorted(state.disbanded.items())
    ]
    return [p for p in found if refusal(state, p) is None][:1]


def recall(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    params = proposals.params_of(proposal, RecallLegionsParams)
    card, count = params.senator, params.count
    ledger.move(ctx, ledger.TREASURY, ledger.BANK, COST * count, RULE, "legions recalled")
    state.disbanded[card] -= count
    if not state.disbanded[card]:
        del state.disbanded[card]
    state.veterans += [card] * count
    senator = state.senators[card]
    senator.oratory = max(0, senator.oratory - count)
    senator.influence = max(0, senator.influence - count)
    ctx.emit(
        "disbanded_legions_recalled",
        RULE,
        senator=card,
        name_id=card,
        legions=count,
        cost=COST * count,
        treasury=state.treasury,
    )


def describe(state: RorState, params: RecallLegionsParams) -> dict[str, Any]:
    senator, count = params.senator, params.count
    name = card_name(senator) if senator in state.senators else "?"
    return {"senator": name, "count": count, "cost": COST * count}


RECALL = proposals.register(
    proposals.ProposalKind(
        key="recall_legions",
        rule=RULE,
        step="other",
        params=RecallLegionsParams,
        nominations=nominations,
        refusal=refusal,
        on_pass=recall,
        describe=describe,
    )
)
