"""Raising and disbancing forces [1.09.63]: 10T a unit (more under Manpower Shortage), at
most 25 Legions and 25 Fleets, none under No Recruitment; the Armaments and Ship Building
holders take their income at once."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger, modifiers
from bot.games.ror.rules.cards import CONCESSION_DATA, WAR_DATA, concession_income
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.deployment import UnitParams
from bot.games.ror.rules.senate.governors import business, this_turn
from bot.games.ror.rules.state import CIVIL_WAR, Proposal, RorState
from bot.games.ror.rules.units import fleets_in_play, legions_in_play

MAX_LEGIONS = int(TABLES.income["max_legions"])  # 1.09.63, RULES §1.5
MAX_FLEETS = int(TABLES.income["max_fleets"])
SIZES: tuple[tuple[int, int], ...] = ((2, 0), (0, 2), (1, 0), (0, 1))
MOST_NOMINATIONS = 2  # few: random players must reach adjournment


class RaiseParams(ProposalParams):
    """Legions and Fleets to raise [1.09.63]; none unless given."""

    legions: int = 0
    fleets: int = 0


def _units(params: RaiseParams) -> tuple[int, int] | None:
    legions, fleets = params.legions, params.fleets
    if legions < 0 or fleets < 0 or legions + fleets == 0:
        return None
    return legions, fleets


def raise_cost(state: RorState, legions: int, fleets: int) -> int:
    return modifiers.unit_cost(state) * (legions + fleets)


def raise_refusal(state: RorState, params: RaiseParams) -> IllegalAction | None:
    units = _units(params)
    if units is None:
        return IllegalAction("bad_unit_count", "1.09.63")
    legions, fleets = units
    if modifiers.no_recruitment(state):
        return IllegalAction("no_recruitment", "1.08")
    if (
        legions_in_play(state) + legions > MAX_LEGIONS
        or fleets_in_play(state) + fleets > MAX_FLEETS
    ):
        return IllegalAction("unit_cap", "1.09.63", legions=MAX_LEGIONS, fleets=MAX_FLEETS)
    cost = raise_cost(state, legions, fleets)
    if cost > state.treasury:
        return IllegalAction("treasury_short", "1.09.63", cost=cost, treasury=state.treasury)
    return None


def disband_refusal(state: RorState, params: UnitParams) -> IllegalAction | None:
    """Only units in Rome (the Active Forces boxes, Veteran legions too: one allegiance,
    a senator card, each), and not those raised this phase [1.09.63]."""
    veterans, legions, fleets = params.veterans, params.legions, params.fleets
    if min(legions, fleets) < 0 or legions + fleets + len(veterans) == 0:
        return IllegalAction("bad_unit_count", "1.09.63")
    if any(veterans.count(v) > state.veterans.count(v) for v in veterans):
        return IllegalAction("too_few_to_disband", "1.09.63")
    record = this_turn(state)
    if (
        legions > state.legions - record.raised_legions
        or fleets > state.fleets - record.raised_fleets
    ):
        return IllegalAction("too_few_to_disband", "1.09.63")
    return None


def fleets_short(state: RorState) -> bool:
    """Fewer Fleets in Rome than an Active war's Fleet Support or fleet needs [1.09.641]:
    no force could be sent against it, however many Legions."""
    needs = [0]
    for war in state.wars:
        if war.status == "active" and war.card in WAR_DATA:
            data = WAR_DATA[war.card]
            needs.append(max(data.fleet_support, 0 if war.naval_victory else data.naval_strength))
    return state.fleets < max(needs)


def raise_nominations(state: RorState) -> list[RaiseParams]:
    """Fleets first while the Active wars lack them, else Legions first (the floor shows
    the first of each kind)."""
    sizes = (
        sorted(SIZES, key=lambda size: size[0] == 0)
        if not fleets_short(state)
        else (sorted(SIZES, key=lambda size: size[1] == 0))
    )
    found = [RaiseParams(legions=n, fleets=m) for n, m in sizes]
    return [p for p in found if raise_refusal(state, p) is None][:MOST_NOMINATIONS]


def disband_nominations(state: RorState) -> list[UnitParams]:
    found = [UnitParams(legions=n, fleets=m) for n, m in SIZES[2:]]
    regular = [p for p in found if disband_refusal(state, p) is None][:1]
    veteran = [UnitParams(legions=0, fleets=0, veterans=[v]) for v in sorted(set(state.veterans))]
    return regular + veteran[:1]


def _supplier_income(ctx: Ctx[RorState], raised: int, income_type: str) -> None:
    """Armaments (per Legion) and Ship Building (per Fleet): the holder must take the
    income at once, which shows the concession's corrupt bar [1.09.63]."""
    if not raised:
        return
    state = ctx.state
    for senator in sorted(state.senators.values(), key=lambda s: s.card):
        for card in senator.concessions:
            if CONCESSION_DATA[card].income_type != income_type:
                continue
            income = concession_income(card, state.options) * raised
            ledger.move(
                ctx,
                ledger.BANK,
                ledger.senator(senator.card),
                income,
                "1.09.63",
                "concession income",
            )
            if card not in senator.corrupt_concessions:
                senator.corrupt_concessions.append(card)
            ctx.emit(
                "concession_income",
                "1.09.63",
                senator=senator.card,
                senator_name_id=senator.card,
                card=card,
                name_id=card,
                income=income,
            )


def raise_forces(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    units = _units(proposals.params_of(proposal, RaiseParams))
    assert units is not None
    legions, fleets = units
    cost = raise_cost(state, legions, fleets)
    ledger.move(ctx, ledger.TREASURY, ledger.BANK, cost, "1.09.63", "forces raised")
    state.legions += legions
    state.fleets += fleets
    record = business(state)
    record.raised_legions += legions
    record.raised_fleets += fleets
    ctx.emit(
        "forces_raised",
        "1.09.63",
        legions=legions,
        fleets=fleets,
        cost=cost,
        treasury=state.treasury,
    )
    _supplier_income(ctx, legions, "per_legion_raised")
    _supplier_income(ctx, fleets, "per_fleet_raised")


def veteran_consent(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.63 (docs/RULES_CHOICES.md): a Veteran legion is disbanded only with the consent
    of the living senator it is loyal to; his faction answers before the vote."""
    veterans = proposals.params_of(proposal, UnitParams).veterans
    loyal = sorted({v for v in veterans if v in ctx.state.senators})
    if loyal:
        ask_consent(ctx, proposal, loyal, "1.09.63")


def disband_forces(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    params = proposals.params_of(proposal, UnitParams)
    veterans, legions, fleets = params.veterans, params.legions, params.fleets
    state.legions -= legions
    state.fleets -= fleets
    for card in veterans:
        state.veterans.remove(card)
    ctx.emit("forces_disbanded", "1.09.63", legions=legions + len(veterans), fleets=fleets)


def describe(state: RorState, params: RaiseParams | UnitParams) -> dict[str, Any]:
    legions, fleets = params.legions, params.fleets
    if isinstance(params, UnitParams):
        legions += len(params.veterans)  # disbanding: Veteran legions count with the others
    return {"legions": legions, "fleets": fleets, "cost": raise_cost(state, legions, fleets)}


def rebel_unopposed_without_legions(state: RorState) -> bool:
    """A fixed rebel, nobody sent against him and no Legion in Rome to send (1.11.35)."""
    army = state.rebel_army
    rebel = state.senators.get(army.commander or "") if army else None
    return (
        rebel is not None
        and rebel.rebel
        and state.legions == 0
        and not state.veterans
        and not any(f.war == CIVIL_WAR for f in state.forces)
    )


RAISE = proposals.register(
    proposals.ProposalKind(
        key="raise_forces",
        rule="1.09.63",
        step="other",
        params=RaiseParams,
        nominations=raise_nominations,
        refusal=raise_refusal,
        on_pass=raise_forces,
        describe=describe,
        stance=lambda judge, p: judge.raise_value(p.get("legions", 0), p.get("fleets", 0)),
        urgent=rebel_unopposed_without_legions,
    )
)
DISBAND = proposals.register(
    proposals.ProposalKind(
        key="disband_forces",
        rule="1.09.63",
        step="other",
        params=UnitParams,
        nominations=disband_nominations,
        refusal=disband_refusal,
        on_propose=veteran_consent,
        on_pass=disband_forces,
        describe=describe,
        stance=lambda judge, p: (
            1.0
            if not judge.active_wars() and judge.view.treasury < judge.kept_in_reserve()
            else -3.0
        ),
    )
)
