"""Facts the players report and the bot does not adjudicate: CU gained or lost outside the
battles it opens (sieges, events, attrition), control, loyalty, VP, sieges, leaders an event
brings or displaces. Each is checked against the board, logged, and undoable by the GM; a
leader left alone by one is displaced at once (8.4)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.sor.rules import battle, displacement
from bot.games.sor.rules.actions import (
    EventLeader,
    ReportAlliance,
    ReportControl,
    ReportCU,
    ReportDisplaced,
    ReportLoyalty,
    ReportSiege,
    ReportVP,
)
from bot.games.sor.rules.alliances import pair
from bot.games.sor.rules.names import power_ref
from bot.games.sor.rules.stacks import (
    add_cu,
    commander,
    cu,
    definition,
    merge_into,
    named,
    power_of,
    take_command,
)
from bot.games.sor.rules.state import SorState

Report = (
    ReportCU
    | ReportControl
    | ReportLoyalty
    | ReportVP
    | ReportSiege
    | ReportAlliance
    | EventLeader
    | ReportDisplaced
)


def _space(state: SorState, space: str) -> None:
    if space not in state.spaces:
        raise IllegalAction("sor_unknown_space", None, space=space)


def apply_report(ctx: Ctx[SorState], seat: str, r: Report) -> None:
    state = ctx.state
    if isinstance(r, ReportCU):
        _space(state, r.space)
        if r.inside and not state.map.space(r.space).walled:
            raise IllegalAction("sor_no_walls", None, space=r.space)
        moving = 0
        act = state.activation
        if act is not None and act.power == r.power and act.space == r.space and not r.inside:
            moving = act.cu
        if cu(state, r.power, r.space, r.inside) + r.delta < moving or r.delta == 0:
            raise IllegalAction("sor_bad_cu_report", None, space=r.space, delta=r.delta)
        add_cu(state, r.power, r.space, r.inside, r.delta)
        ctx.emit(
            "sor_report_cu",
            None,
            seat=seat,
            space=r.space,
            power_id=power_ref(r.power),
            inside=r.inside,
            delta=r.delta,
            variant="inside" if r.inside else "outside",
        )
        if r.delta < 0:
            displacement.all_cu_lost(ctx, r.power, r.space, r.inside)  # 8.4
    elif isinstance(r, ReportControl):
        _space(state, r.space)
        state.spaces[r.space].control = r.power
        ctx.emit(
            "sor_report_control",
            None,
            seat=seat,
            space=r.space,
            power_id=power_ref(r.power) if r.power else None,
            variant="held" if r.power else "nobody",
        )
    elif isinstance(r, ReportLoyalty):
        _space(state, r.space)
        if not state.map.space(r.space).walled:
            raise IllegalAction("sor_no_walls", "8.2.3", space=r.space)
        state.spaces[r.space].loyalty = r.loyalty
        ctx.emit("sor_report_loyalty", None, seat=seat, space=r.space, loyalty=r.loyalty)
    elif isinstance(r, ReportVP):
        if r.seat not in state.seat_powers:
            raise IllegalAction("sor_unknown_seat", "5.10", seat=r.seat)
        state.vp[r.seat] = r.vp
        ctx.emit("sor_report_vp", "5.10", seat=seat, player=r.seat, vp=r.vp)
    elif isinstance(r, ReportSiege):
        _space(state, r.space)
        state.spaces[r.space].besieged = r.besieged
        ctx.emit(
            "sor_report_siege",
            "13",
            seat=seat,
            space=r.space,
            besieged=r.besieged,
            variant="begun" if r.besieged else "lifted",
        )
    elif isinstance(r, ReportAlliance):
        _alliance(ctx, seat, r)
    elif isinstance(r, EventLeader):
        _event_leader(ctx, seat, r)
    else:
        ls = state.leaders.get(r.leader)
        if ls is None or ls.status != "map":
            raise IllegalAction("sor_leader_not_on_map", "8.4", leader=r.leader)
        moving = state.activation is not None and r.leader in state.activation.force
        if moving and state.battle is None:  # LEADERS.md §4.6: only a battle waiting
            raise IllegalAction("sor_leader_moving", "8.4", leader=r.leader)
        displacement.remove_stack(ctx, [r.leader], "reported")
    displacement.check(ctx)
    battle.refresh(ctx)  # LEADERS.md §4.6: a commander displaced before the battle's result


def _event_leader(ctx: Ctx[SorState], seat: str, r: EventLeader) -> None:
    """8.2, 8.2.1: a named leader an event brings in; placed with a named leader, his
    owner chooses who commands (never a minor one over a named one)."""
    state = ctx.state
    _space(state, r.space)
    ls = state.leaders.get(r.leader)
    if ls is None or not named(state, r.leader) or ls.status not in ("offboard", "cup"):
        raise IllegalAction("sor_not_an_event_leader", "8.2", leader=r.leader)
    if definition(state, r.leader).kind == "consul":
        raise IllegalAction("sor_not_an_event_leader", "8.2.2", leader=r.leader)
    power = power_of(state, r.leader)
    before = commander(state, power, r.space, False)
    merge_into(state, [r.leader], r.space, False)
    if before is not None and not r.command and named(state, before):
        take_command(state, before)
    ctx.emit("sor_event_leader", "8.2.1", seat=seat, leader=r.leader, space=r.space)


def _alliance(ctx: Ctx[SorState], seat: str, r: ReportAlliance) -> None:
    """15: an alliance made or broken at the table; CU of the new ally no longer displace
    (8.4), those of a former ally do at once."""
    state = ctx.state
    if r.power == r.other or (pair(r.power, r.other) in state.alliances) == r.allied:
        raise IllegalAction("sor_bad_alliance", "15", power=r.power, other=r.other)
    if r.allied:
        state.alliances.append(pair(r.power, r.other))
    else:
        state.alliances.remove(pair(r.power, r.other))
    ctx.emit(
        "sor_report_alliance",
        "15",
        seat=seat,
        power_id=power_ref(r.power),
        other_id=power_ref(r.other),
        allied=r.allied,
        variant="made" if r.allied else "ended",
    )
    displacement.check(ctx)
