"""The engine contract for Sword of Rome: pending, legal_actions, apply, outcome.

Every kind of open procedure is registered in the engine's table (`procedures.TABLE`): the
decision it asks for, its legal actions, how an action is applied, and the default action
when a deadline passes; `bot.engine.procedures.Dispatch` answers the contract from it.
Reported facts (`actions.REPORTS`) are accepted from any seat the game waits on."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine.clone import clone
from bot.engine.engine import Ctx, Outcome, Step
from bot.engine.errors import IllegalAction
from bot.engine.procedures import Dispatch, ProcedureRules
from bot.games.sor.rules import (
    activation,
    avoidance,
    battle,
    movement,
    reaction,
    reinforcement,
)
from bot.games.sor.rules.actions import (
    REPORTS,
    Activate,
    Avoid,
    AvoidTo,
    Consent,
    Done,
    DoneDeclaring,
    DropCU,
    DropLeader,
    EndMove,
    GoNext,
    ImportData,
    Intercept,
    KeepLeader,
    MoveTo,
    PlaceLeader,
    PlaceMinor,
    PlayOther,
    RefuseBattle,
    Reinforce,
    RemoveLeader,
    ReportBattle,
    SeaReturn,
    SorAction,
    StartGame,
    TakeCU,
    TakeLeader,
    Withdraw,
    action_json,
)
from bot.games.sor.rules.importing import (
    ImportFailed,
    Problem,
    check_roster_on_map,
    read_map,
    read_roster,
)
from bot.games.sor.rules.names import named, named_refusal
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.procedures import TABLE, current, finish, finish_seat, subject
from bot.games.sor.rules.reports import apply_report
from bot.games.sor.rules.setup import positions
from bot.games.sor.rules.stacks import cu, power_of
from bot.games.sor.rules.state import Campaign, Declaration, SorState, Subject
from bot.games.sor.rules.turn import advance, impulse_over, start_play

Legal = Callable[[SorState, str], list[Any]]
Apply = Callable[[Ctx[SorState], str, Any], None]


def _wrong(action: Any) -> IllegalAction:
    return IllegalAction("sor_not_now", None, action=getattr(action, "kind", "?"))


def _act(state: SorState) -> Any:
    assert state.activation is not None
    return state.activation


# ------------------------------------------------------------------------ setup


def _setup_legal(state: SorState, seat: str) -> list[Any]:
    return [StartGame()]


def _setup_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if isinstance(action, StartGame):
        finish(state)
        start_play(ctx)
    elif isinstance(action, ImportData):
        import_data(ctx, action)
    else:
        raise _wrong(action)


def import_data(ctx: Ctx[SorState], action: ImportData) -> None:
    """LEADERS.md §0: an owner's roster or map replaces the demo one before play; every
    problem is listed at once and nothing changes on any problem."""
    state = ctx.state
    try:
        if action.what == "roster":
            roster, game_map = read_roster(action.text, action.fmt, state.map), state.map
        else:
            game_map, roster = read_map(action.text, action.fmt), state.roster
            problems = check_roster_on_map(roster, game_map)
            if problems:
                raise ImportFailed(problems)
    except ImportFailed as e:
        raise IllegalAction(
            "sor_import_failed",
            None,
            what=action.what,
            count=len(e.problems),
            problems=[p.as_dict() for p in e.problems],
        ) from None
    positions(state, game_map, roster)
    ctx.emit(
        "sor_imported",
        None,
        what=action.what,
        variant=action.what,
        name=roster.name if action.what == "roster" else game_map.name,
        complete=roster.complete,
        leaders=len(roster.leaders),
        spaces=len(game_map.spaces),
    )


def import_problems(state: SorState, what: str, fmt: str, text: str) -> list[Problem]:
    """What an import would find wrong (for a command's preview); [] when it loads."""
    try:
        if what == "roster":
            read_roster(text, fmt, state.map)
        else:
            problems = check_roster_on_map(state.roster, read_map(text, fmt))
            if problems:
                return problems
    except ImportFailed as e:
        return e.problems
    return []


# ------------------------------------------------------------------------ the impulse


def minor_moves(state: SorState, seat: str, powers: list[Power]) -> list[PlaceMinor]:
    return [
        PlaceMinor(leader=leader, space=s, inside=inside)
        for leader, s, inside in reinforcement.movable_minors(state, powers)
    ]


def _impulse_legal(state: SorState, seat: str) -> list[Any]:
    options = activation.activatable(state, seat)
    campaign = state.campaign
    if campaign is not None:  # 9.5: the Campaign's second activation, or none
        return [
            *(
                Activate(leader=leader, card=value, campaign=True)
                for leader, value, source in options
                if source == "card" and value == campaign.card and leader not in campaign.moved
            ),
            Done(),
        ]
    acts: list[Any] = [
        Activate(leader=leader, card=value, source=source) for leader, value, source in options
    ]
    acts += [
        Activate(leader=leader, card=value, campaign=True)
        for leader, value, source in options
        if source == "card"
    ]
    return [
        *acts,
        *minor_moves(state, seat, reinforcement.impulse_powers(state, seat)),
        PlayOther(),
    ]


def _offered(action: Any) -> Any:
    """The action as the impulse offers it: a play counting as 3 (7.4.3, 16.1.1, 9.2.3)
    is offered with the value 3, whatever value the player typed."""
    if isinstance(action, Activate) and action.source in activation.COUNTS_AS_THREE:
        return action.model_copy(update={"card": 3})
    return action


def _impulse_refusal(state: SorState, seat: str, action: Any) -> IllegalAction:
    """Why the impulse refuses an action it does not offer, as plainly as it can say."""
    campaign = state.campaign
    if isinstance(action, Activate):
        if action.campaign and action.source != "card":
            return IllegalAction("sor_campaign_card", "9.5")
        if campaign is not None and action.campaign and action.card != campaign.card:
            return IllegalAction("sor_campaign_card", "9.5")
        if campaign is not None and action.leader in campaign.moved:
            return IllegalAction("sor_campaign_twice", "9.5", leader=action.leader)
    if campaign is not None and not (isinstance(action, Activate) and action.campaign):
        # 9.5: a Campaign is one card play; its second activation, or none, ends it
        return IllegalAction("sor_campaign_open", "9.5", card=campaign.card)
    if isinstance(action, Activate):
        activation.check(state, seat, action.leader, action.card, action.source)
    if isinstance(action, PlaceMinor):
        return IllegalAction("sor_cannot_place_minor", "8.3", leader=action.leader)
    return _wrong(action)


def _impulse_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    """5.4: the impulse accepts only what it offers (a typed command may send anything)."""
    state = ctx.state
    action = _offered(action)
    if action not in _impulse_legal(state, seat):
        raise _impulse_refusal(state, seat, action)
    if isinstance(action, Activate):
        campaign = state.campaign
        if campaign is not None:
            campaign.second = True
        elif action.campaign:
            state.campaign = Campaign(card=action.card)
        activation.activate(ctx, seat, action.leader, action.card, action.source)
        if action.source == "neutral_power":  # 16.1.1: his minor leaders too
            state.neutral_activated.append(power_of(state, action.leader))
        finish(state)
        state.acted = True
    elif isinstance(action, Done) and state.campaign is not None:
        state.campaign = None  # 9.5: no second activation
        finish(state)
        state.acted = True
    elif isinstance(action, PlaceMinor):
        reinforcement.place_minor(ctx, action.leader, action.space, action.inside)
    elif isinstance(action, PlayOther):
        finish(state)
        state.acted = True
        ctx.emit("sor_played_other", "5.4", seat=seat)
    else:
        raise _wrong(action)


def _impulse_end_legal(state: SorState, seat: str) -> list[Any]:
    """16.1.1: after a Neutral Power Activates play, the player may still adjust that
    power's minor leaders (and his own, 5.4: a free action, repeatable), then is done."""
    return [*minor_moves(state, seat, reinforcement.impulse_powers(state, seat)), Done()]


def _impulse_end_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if action not in _impulse_end_legal(state, seat):
        if isinstance(action, PlaceMinor):
            raise IllegalAction("sor_cannot_place_minor", "8.3", leader=action.leader)
        raise IllegalAction("sor_already_played", "5.4")
    if isinstance(action, PlaceMinor):
        reinforcement.place_minor(ctx, action.leader, action.space, action.inside)
    else:
        finish(state)
        impulse_over(ctx)


# ------------------------------------------------------------------------ moving


def _move_legal(state: SorState, seat: str) -> list[Any]:
    act = _act(state)
    found: list[Any] = [MoveTo(space=s) for s, _, _ in movement.legal_steps(state)]
    room = min(
        activation.CARRY_LIMIT - act.cu,
        state.spaces[act.space].outside.get(act.power, 0) - act.cu,
    )
    found += [TakeCU(cu=n) for n in range(1, room + 1)]
    keep = 1 if movement.has_consul(state) else 0
    found += [DropCU(cu=n) for n in range(1, act.cu - keep + 1)]
    found += [TakeLeader(leader=x) for x in movement.pickable_leaders(state)]
    found += [DropLeader(leader=x) for x in act.force[1:]]
    return [*found, EndMove()] if movement.may_end_here(state) else found


def _move_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if isinstance(action, MoveTo):
        movement.step(ctx, action.space)
        finish(state)
        reaction.after_step(ctx)
    elif isinstance(action, TakeCU):
        movement.pick_up_cu(state, action.cu)
    elif isinstance(action, DropCU):
        movement.drop_cu(state, action.cu)
    elif isinstance(action, TakeLeader):
        movement.pick_up_leader(state, action.leader)
    elif isinstance(action, DropLeader):
        movement.drop_leader(ctx, action.leader)
        if state.activation is None or not state.activation.force:
            finish(state)
    elif isinstance(action, EndMove):
        if not movement.may_end_here(state):
            raise IllegalAction("sor_must_end_elsewhere", "16.3", space=_act(state).space)
        finish(state)
        movement.end_move(ctx)
    else:
        raise _wrong(action)


# ------------------------------------------------------------------------ reactions


def _as_action(d: Declaration) -> Intercept | Avoid:
    if d.kind == "intercept":
        return Intercept(leader=d.leader, origin=d.origin, cu=d.cu)
    return Avoid.model_validate(
        {"leader": d.leader, "origin": d.origin, "cu": d.cu, "by_sea": d.by_sea}
    )


def _declare_legal(state: SorState, seat: str) -> list[Any]:
    found: list[Any] = [_as_action(d) for d in reaction.open_declarations(state, seat)]
    found += [Withdraw(power=p, cu=n) for p, n in reaction.withdrawals(state, seat)]
    return [*found, DoneDeclaring()]


def _declare_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if isinstance(action, Intercept | Avoid):
        kind = "intercept" if isinstance(action, Intercept) else "avoid"
        power = power_of(state, action.leader) if action.leader in state.leaders else "roman"
        reaction.declare(
            state,
            seat,
            Declaration(
                kind=kind,
                seat=seat,
                power=power,
                leader=action.leader,
                origin=action.origin,
                cu=action.cu,
                by_sea=action.by_sea if isinstance(action, Avoid) else None,
            ),
        )
        ctx.emit(
            "sor_declared",
            "9.3",
            seat=seat,
            what=(what := "avoid_by_sea" if isinstance(action, Avoid) and action.by_sea else kind),
            variant=what,
            leader=action.leader,
            origin=action.origin,
            cu=action.cu,
        )
    elif isinstance(action, Withdraw):
        reaction.withdraw(ctx, seat, action.power, action.cu)
    elif isinstance(action, DoneDeclaring):
        finish_seat(state, seat)
    else:
        raise _wrong(action)


def _yes_no(state: SorState, seat: str) -> list[Any]:
    return [Consent(consent=True), Consent(consent=False)]


def _no(state: SorState, seat: str) -> Any:
    return Consent(consent=False)


def _avoid_consent_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if not isinstance(action, Consent):
        raise _wrong(action)
    d = _act(state).reactions[int(subject(state))]
    d.consent = action.consent
    finish(state)
    kind = "sor_consented" if action.consent else "sor_not_consented"
    ctx.emit(kind, "11.1", seat=seat, leader=d.leader)


def _avoid_to_legal(state: SorState, seat: str) -> list[Any]:
    d = _act(state).reactions[int(subject(state))]
    if not reaction.still_there(state, d):
        return []
    return [AvoidTo(space=s) for s in avoidance.landing(state, d)]


def _avoid_to_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if not isinstance(action, AvoidTo):
        raise _wrong(action)
    index = int(subject(ctx.state))
    reaction.avoid_to(ctx, index, action.space)
    finish(ctx.state)


def _refuse_legal(state: SorState, seat: str) -> list[Any]:
    return [RefuseBattle(refuse=True), RefuseBattle(refuse=False)]


def _refuse_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if not isinstance(action, RefuseBattle):
        raise _wrong(action)
    finish(ctx.state)
    reaction.refuse(ctx, action.refuse)


def _refuse_consent_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if not isinstance(action, Consent):
        raise _wrong(action)
    finish(ctx.state)
    kind = "sor_consented" if action.consent else "sor_not_consented"
    ctx.emit(kind, "10.5.1", seat=seat)
    reaction.refuse_answer(ctx, action.consent)


def _sea_legal(state: SorState, seat: str) -> list[Any]:
    return [SeaReturn(forced=False), SeaReturn(forced=True)]


def _sea_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if not isinstance(action, SeaReturn):
        raise _wrong(action)
    finish(ctx.state)
    reaction.sea_return(ctx, action.forced)


def _sails(state: SorState, seat: str) -> Any:
    """The deadline's report: no naval result against the return, the army sails back."""
    return SeaReturn(forced=False)


#: the losses offered as buttons go up to this many CU a side (any number may be reported)
LOSS_BUTTONS = 3


def _battle_legal(state: SorState, seat: str) -> list[Any]:
    b = state.battle
    act = _act(state)
    assert b is not None
    standing = cu(state, b.defender, b.space, False)
    found: list[Any] = []
    for a in range(min(LOSS_BUTTONS, act.cu) + 1):
        for d in range(min(LOSS_BUTTONS, standing) + 1):
            found.append(ReportBattle(attacker_losses=a, defender_losses=d))
    return found


def _battle_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if not isinstance(action, ReportBattle):
        raise _wrong(action)
    battle.report(ctx, action.attacker_losses, action.defender_losses, action.retreat)
    finish(state)
    if state.activation is not None:
        movement.end_move(ctx)  # the battle ends the move (docs/RULES_CHOICES.md)


# ------------------------------------------------------------------------ reinforcement


def _tie_legal(state: SorState, seat: str) -> list[Any]:
    r = state.reinforcement
    assert r is not None and r.ties
    return [GoNext(player=s) for s in r.ties[0].left]


def _tie_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if not isinstance(action, GoNext):
        raise _wrong(action)
    finish(ctx.state)
    reinforcement.go_next(ctx, seat, action.player)


def _place_legal(state: SorState, seat: str) -> list[Any]:
    leader = subject(state)
    return [PlaceLeader(leader=leader, space=s) for s in reinforcement.placements(state, leader)]


def _place_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if not isinstance(action, PlaceLeader) or action.leader != subject(ctx.state):
        raise _wrong(action)
    reinforcement.place_leader(ctx, action.leader, action.space)
    finish(ctx.state)


def _first(legal: Legal) -> Callable[[SorState, str], Any]:
    def default(state: SorState, seat: str) -> Any:
        return legal(state, seat)[0]

    return default


def _reinforce_legal(state: SorState, seat: str) -> list[Any]:
    return [*(Reinforce(space=s) for s in reinforcement.reinforcement_spaces(state)), Done()]


def _reinforce_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    if isinstance(action, Reinforce):
        reinforcement.add_reinforcement(ctx, seat, action.space)
    elif isinstance(action, Done):
        finish(ctx.state)
        reinforcement.next_step(ctx.state)
    else:
        raise _wrong(action)


def _phase_power(state: SorState) -> Power:
    r = state.reinforcement
    assert r is not None
    return r.order[r.index]


def _minor_legal(state: SorState, seat: str) -> list[Any]:
    return [*minor_moves(state, seat, [_phase_power(state)]), Done()]


def _minor_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    if isinstance(action, PlaceMinor):
        if action not in minor_moves(state, seat, [_phase_power(state)]):
            raise IllegalAction("sor_cannot_place_minor", "8.3", leader=action.leader)
        reinforcement.place_minor(ctx, action.leader, action.space, action.inside)
    elif isinstance(action, Done):
        finish(state)
        reinforcement.next_step(state)
    else:
        raise _wrong(action)


def _greek_legal(state: SorState, seat: str) -> list[Any]:
    leader = subject(state)
    found: list[Any] = []
    options = [False, True] if reinforcement.may_use_sicily(state, leader) else [False]
    for sicily in options:
        cost = reinforcement.penalty(state, leader, sicily)
        found += [
            KeepLeader(leader=leader, pay=pay, sicily=sicily)
            for pay in reinforcement.spreads(state, cost)
        ]
    return [*found, RemoveLeader(leader=leader)]


def _greek_apply(ctx: Ctx[SorState], seat: str, action: Any) -> None:
    state = ctx.state
    leader = subject(state)
    if isinstance(action, KeepLeader) and action.leader == leader:
        reinforcement.keep(ctx, leader, dict(action.pay), action.sicily)
    elif isinstance(action, RemoveLeader) and action.leader == leader:
        reinforcement.dismiss(ctx, leader)
    else:
        raise _wrong(action)
    finish(state)


def _no_activation(state: SorState, seat: str) -> Any:
    """The deadline's play: the card played otherwise, or no second Campaign activation."""
    return Done() if state.campaign is not None else PlayOther()


def _impulse_done(state: SorState, seat: str) -> Any:
    """The deadline's end of the impulse: no more minor leaders moved."""
    return Done()


def _no_losses(state: SorState, seat: str) -> Any:
    return ReportBattle(attacker_losses=0, defender_losses=0)


def _done(state: SorState, seat: str) -> Any:
    return Done()


def _end_move(state: SorState, seat: str) -> Any:
    """The deadline's move: end it, or a step on toward where a non-player army may end
    (16.3)."""
    return EndMove() if movement.may_end_here(state) else _move_legal(state, seat)[0]


def _declared(state: SorState, seat: str) -> Any:
    return DoneDeclaring()


def _fight(state: SorState, seat: str) -> Any:
    return RefuseBattle(refuse=False)


def _register(
    kind: str,
    legal: Callable[[SorState, str], list[Any]],
    apply: Callable[[Ctx[SorState], str, Any], None],
    default: Callable[[SorState, str], Any],
    *,
    about: bool = False,
) -> None:
    """One kind of procedure; `about`: its prompt names its subject (a leader...)."""
    TABLE.register(
        kind,
        ProcedureRules(
            decision=kind,
            legal=legal,
            apply=lambda ctx, seat, action, rule: apply(ctx, seat, action),
            default=default,
            prompt=_about if about else None,
            data=Subject if about else None,
        ),
    )


def _about(state: SorState, seat: str) -> dict[str, Any]:
    """The subject, and a leader's name as the roster gives it (`subject_name`)."""
    about = subject(state)
    names = {d.id: d.name for d in state.roster.leaders}
    return {"subject": about, "subject_name": names.get(about, about)}


_register("sor_setup", _setup_legal, _setup_apply, _first(_setup_legal))
_register("sor_impulse", _impulse_legal, _impulse_apply, _no_activation)
_register("sor_impulse_end", _impulse_end_legal, _impulse_end_apply, _impulse_done)
_register("sor_move", _move_legal, _move_apply, _end_move)
_register("sor_declare", _declare_legal, _declare_apply, _declared)
_register("sor_avoid_consent", _yes_no, _avoid_consent_apply, _no, about=True)
_register("sor_avoid_to", _avoid_to_legal, _avoid_to_apply, _first(_avoid_to_legal), about=True)
_register("sor_refuse", _refuse_legal, _refuse_apply, _fight)
_register("sor_refuse_consent", _yes_no, _refuse_consent_apply, _no)
_register("sor_sea_return", _sea_legal, _sea_apply, _sails)
_register("sor_battle", _battle_legal, _battle_apply, _no_losses)
_register("sor_tie_order", _tie_legal, _tie_apply, _first(_tie_legal))
_register("sor_place_leader", _place_legal, _place_apply, _first(_place_legal), about=True)
_register("sor_reinforce", _reinforce_legal, _reinforce_apply, _done)
_register("sor_minor", _minor_legal, _minor_apply, _done)
_register("sor_greek_keep", _greek_legal, _greek_apply, _first(_greek_legal), about=True)


def _context(state: SorState) -> Mapping[str, Any]:
    return {"phase": state.phase, "turn": state.turn, "round": state.round}


DISPATCH: Dispatch[SorState, Any] = Dispatch(
    TABLE,
    advance=advance,
    encode=action_json,
    context=_context,
    game_over_rule="5.10",
    turn_rule="5.4",
)
pending = DISPATCH.pending


def legal_actions(state: SorState, seat: str) -> list[SorAction]:
    found: list[SorAction] = DISPATCH.legal_actions(state, seat)
    return found


def apply(state: SorState, seat: str, action: SorAction) -> Step[SorState]:
    """A new state and its events; `state` itself is never changed."""
    _check_turn(state, seat)
    return apply_owned(clone(state), seat, action)


def apply_owned(state: SorState, seat: str, action: SorAction) -> Step[SorState]:
    """`apply` on a state the caller owns and gives up (a refused action may leave it half
    changed, so only callers that know the action is legal use this). A reported fact is
    taken from any seat the game waits on, whatever the open procedure."""
    _check_turn(state, seat)
    try:
        if not isinstance(action, REPORTS):
            return named(DISPATCH.apply_owned(state, seat, action))
        ctx = Ctx(state)
        apply_report(ctx, seat, action)
    except IllegalAction as refusal:
        raise named_refusal(state, refusal) from None
    _close_stale(state)
    advance(ctx)
    return named(ctx.step())


def _close_stale(state: SorState) -> None:
    """A reported fact may leave an open decision without a choice (the only space a
    leader could return to now besieged): it closes, and the game carries on without it."""
    while (proc := current(state)) is not None and not any(
        TABLE[proc.kind].legal(state, seat) for seat in proc.acting
    ):
        finish(state)


def _check_turn(state: SorState, seat: str) -> None:
    if state.outcome is not None:
        raise IllegalAction("sor_finished", None)
    proc = current(state)
    if proc is None or seat not in proc.acting:
        waiting = ", ".join(proc.acting) if proc else "-"
        raise IllegalAction("sor_not_your_turn", "5.4", waiting=waiting)


def outcome(state: SorState) -> Outcome | None:
    return state.outcome
