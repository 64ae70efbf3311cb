"""Battle leadership [12.2.2] and the modifiers the leader procedures carry to the battle
[12.2.3]; the battle itself is fought at the table and its result reported.

The commander with the better Tactics Rating gives his side the difference; a force with no
leader counts 0; a flanking force's general is ignored (9.5.6). Carried: +1 to the defender
after a successful interception (10.5.2), −1 to the defender after a failed avoidance
(11.1), −2 to an attacker who crossed a rough connection or a strait, +1 to a side fighting
in a space it controls. The force ratio and response events are the table's."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.sor.rules import displacement
from bot.games.sor.rules.alliances import hostile
from bot.games.sor.rules.names import power_ref, reason_ref
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.stacks import add_cu, commander, cu, group_of, merge_into, tactics
from bot.games.sor.rules.state import Activation, Battle, SorState


def leadership(attacker: int, defender: int, flanking: int | None = None) -> tuple[int, int]:
    """12.2.2: (attacker's, defender's) modifier from the commanders' Tactics Ratings. A
    flanking general's rating is ignored (9.5.6), whatever it is."""
    del flanking
    diff = attacker - defender
    return (diff, 0) if diff > 0 else (0, -diff)


def _act(state: SorState) -> Activation:
    assert state.activation is not None
    return state.activation


def defender_in(state: SorState) -> Power | None:
    """The power the mover fights in the space it entered: the one with the most CU
    outside the walls (an interceptor first) [12.1]."""
    act = _act(state)
    if act.interceptor is not None:
        return act.interceptor
    outside = {
        p: n
        for p, n in state.spaces[act.space].outside.items()
        if n > 0 and hostile(state, act.power, p)  # 15: no battle with an ally
    }
    if not outside:
        return None
    return max(sorted(outside), key=lambda p: outside[p])


def modifiers(state: SorState, defender: Power) -> dict[str, int]:
    act = _act(state)
    attacker_leader = act.force[0] if act.force else None
    defender_leader = commander(state, defender, act.space, False)
    att, dfn = leadership(tactics(state, attacker_leader), tactics(state, defender_leader))
    mods: dict[str, int] = {}
    if att:
        mods["attacker_leadership"] = att
    if dfn:
        mods["defender_leadership"] = dfn
    if act.interceptor == defender:
        mods["defender_intercepted"] = 1  # 10.5.2
    if act.avoid_failed:
        mods["defender_failed_avoid"] = -1  # 11.1
    if act.last_connection in ("rough", "strait"):
        mods["attacker_crossing"] = -2  # 12.2.3
    control = state.spaces[act.space].control
    if control == act.power:
        mods["attacker_friendly_space"] = 1
    elif control == defender:
        mods["defender_friendly_space"] = 1
    return mods


def open_battle(ctx: Ctx[SorState], defender: Power) -> Battle:
    state = ctx.state
    battle = _as_now(state, defender)
    state.battle = battle
    _tell(ctx, "sor_battle", "12.2", battle)
    return battle


def _as_now(state: SorState, defender: Power) -> Battle:
    """The battle of the moving army against `defender`, with its commanders and the
    modifiers as the board stands now."""
    act = _act(state)
    return Battle(
        space=act.space,
        attacker=act.power,
        defender=defender,
        attacker_leader=act.force[0] if act.force else None,
        defender_leader=commander(state, defender, act.space, False),
        modifiers=modifiers(state, defender),
    )


def refresh(ctx: Ctx[SorState]) -> None:
    """LEADERS.md §4.6 (12.2.2): a commander displaced by an event before the battle is
    resolved gives way at once to a subordinate (the best, docs/RULES_CHOICES.md), or his
    force fights at Tactics 0: the battle's commanders and modifiers follow the board."""
    state = ctx.state
    battle = state.battle
    if battle is None or state.activation is None:
        return
    now = _as_now(state, battle.defender)
    if now != battle:
        state.battle = now
        _tell(ctx, "sor_battle_changed", "12.2.2", now)


def _tell(ctx: Ctx[SorState], kind: str, rule: str, battle: Battle) -> None:
    ctx.emit(
        kind,
        rule,
        space=battle.space,
        attacker_id=power_ref(battle.attacker),
        defender_id=power_ref(battle.defender),
        attacker_leader=battle.attacker_leader,
        defender_leader=battle.defender_leader,
        attacker_modifier=sum(v for k, v in battle.modifiers.items() if k.startswith("attacker")),
        defender_modifier=sum(v for k, v in battle.modifiers.items() if k.startswith("defender")),
        reasons_ids=[reason_ref(r) for r in sorted(battle.modifiers) or ["none"]],
        variant=_led(battle.attacker_leader, battle.defender_leader),
    )


def _led(attacker_leader: str | None, defender_leader: str | None) -> str:
    """Which sides have a leader, the narration's variant of a battle."""
    if attacker_leader and defender_leader:
        return "leaders"
    if attacker_leader:
        return "no_defender_leader"
    return "no_attacker_leader" if defender_leader else "no_leaders"


def report(
    ctx: Ctx[SorState], attacker_losses: int, defender_losses: int, retreat: str | None
) -> None:
    """The players' result: each side's CU lost and where the loser's army retreats (the
    loser is the side that loses more, or the attacker on a tie, 12.2.5; a retreat is
    given for the loser's army, or none when it has none left or stays)."""
    state = ctx.state
    battle = state.battle
    act = _act(state)
    assert battle is not None
    standing = cu(state, battle.defender, battle.space, False)
    if not 0 <= attacker_losses <= act.cu or not 0 <= defender_losses <= standing:
        raise IllegalAction("sor_losses_exceed", "12.3", attacker=act.cu, defender=standing)
    loser = battle.attacker if attacker_losses >= defender_losses else battle.defender
    if retreat is not None and state.map.connection(battle.space, retreat) is None:
        raise IllegalAction("sor_retreat_not_adjacent", "12.4", space=retreat)
    act.cu -= attacker_losses
    add_cu(state, battle.attacker, battle.space, False, -attacker_losses)
    add_cu(state, battle.defender, battle.space, False, -defender_losses)
    ctx.emit(
        "sor_battle_reported",
        "12.3",
        space=battle.space,
        attacker_losses=attacker_losses,
        defender_losses=defender_losses,
        retreat=retreat,
        variant="retreat" if retreat else "no_retreat",
    )
    state.battle = None
    if act.cu == 0 and act.force:
        displacement.remove_stack(ctx, list(act.force), "cu_lost")  # 8.4
    displacement.all_cu_lost(ctx, battle.defender, battle.space, False)
    if retreat is not None:
        _retreat(ctx, loser, battle.space, retreat)
    displacement.check(ctx)


def _retreat(ctx: Ctx[SorState], loser: Power, space: str, to: str) -> None:
    state = ctx.state
    act = _act(state)
    if loser == act.power:
        n = act.cu
        add_cu(state, loser, space, False, -n)
        add_cu(state, loser, to, False, n)
        act.space = to
        for leader in act.force:
            state.leaders[leader].space = to
    else:
        n = cu(state, loser, space, False)
        top = commander(state, loser, space, False)
        add_cu(state, loser, space, False, -n)
        add_cu(state, loser, to, False, n)
        if top is not None:
            merge_into(state, group_of(state, top), to, False)
    ctx.emit("sor_retreated", "12.4", power_id=power_ref(loser), space=to)
