"""Battles and their outcomes [1.10.3-1.10.6]: a force fights its war (naval battle
first when the war has a fleet), then Defeat, Stalemate, Disaster, Standoff or Victory
with spoils, provinces, leaders, veterans and the commander's glory."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.cards import (
    LAST_OF_SERIES,
    REVOLT_IF_PROVINCE,
    WAR_CREATES,
    WAR_DATA,
    leader_wars,
    matching_wars,
)
from bot.games.ror.rules.cleopatra import allies_leave
from bot.games.ror.rules.combat.battle import UNREST, Result, crt_row, natural_result
from bot.games.ror.rules.combat.capture import captives_die, commanders_fate
from bot.games.ror.rules.combat.losses import (
    LUCULLUS,
    commander_losses,
    lose_popularity,
    remove_legions,
    unit_losses,
)
from bot.games.ror.rules.combat.proconsuls import make_proconsul
from bot.games.ror.rules.combat.rhodian import join_naval_battle
from bot.games.ror.rules.combat.special_wars import on_attack, special_province
from bot.games.ror.rules.combat.strength import (
    commander_military,
    enemy_strength,
    event_adjustment,
    land_units,
    legion_count,
)
from bot.games.ror.rules.modifiers import evil_omens
from bot.games.ror.rules.mortality import kill, leave_force
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.province_revolts import is_province_revolt, regain
from bot.games.ror.rules.provinces_setup import create_province
from bot.games.ror.rules.refuge import refuge_ends, take_refuge
from bot.games.ror.rules.revolution.rebels import send_home
from bot.games.ror.rules.state import CombatRecord, Force, RorState, War

CAESAR = "st:4A"


def _up(n: int, d: int) -> int:
    return -(-n // d)


def change_unrest(ctx: Ctx[RorState], change: int, rule: str) -> None:
    if change:
        ctx.state.unrest = max(0, ctx.state.unrest + change)  # 1.5: never below 0
        ctx.emit("unrest_changed", rule, change=f"{change:+d}", unrest=ctx.state.unrest)


def gain_glory(ctx: Ctx[RorState], card: str | None, gain: int, rule: str) -> None:
    """1.10.4: the victor gains Influence and Popularity."""
    senator = ctx.state.senators.get(card or "")
    if senator is None or gain <= 0:
        return
    senator.influence += gain
    change_popularity(senator, gain)  # Pompey's doubled
    ctx.emit(
        "commander_glory",
        rule,
        senator=senator.card,
        name_id=senator.card,
        gain=gain,
        influence=senator.influence,
        popularity=senator.popularity,
    )


def make_veterans(ctx: Ctx[RorState], force: Force) -> None:
    """1.10.5: one surviving legion (two with Caesar) becomes a Veteran owing allegiance
    to the commander."""
    card = force.commander
    if card is None or card not in ctx.state.senators:
        return
    count = min(force.legions, 2 if card == CAESAR else 1)
    if count:
        force.legions -= count
        force.veterans += [card] * count
        ctx.emit("veterans_created", "1.10.5", senator=card, name_id=card, count=count)


def after_no_victory(ctx: Ctx[RorState], force: Force) -> None:
    """1.10.8: a surviving commander stays as proconsul; a force with no units left comes
    home, and one without a commander waits for the Senate."""
    if land_units(force) + force.fleets == 0:
        if force.commander is None:
            ctx.state.forces.remove(force)
        else:
            send_home(ctx, force, "1.10.8")
    elif force.commander is not None:
        make_proconsul(ctx, force)


def war_of(state: RorState, card: str) -> War | None:
    return next((w for w in state.wars if w.card == card), None)


def fight(ctx: Ctx[RorState], force: Force, record: CombatRecord) -> None:
    """One commander attacks his war: the naval battle first while the war has a fleet
    and no Naval Victory marker, then the land battle with Fleet Support [1.10.4, 1.10.6]."""
    state = ctx.state
    war = war_of(state, force.war)
    if war is None or force.commander not in state.senators:
        return
    data = WAR_DATA[war.card]
    if war.status != "active":
        war.status = "active"  # 1.09.64: attacking an Inactive war makes it Active
        ctx.emit("war_activated", "1.10.1", war=war.card, name_id=war.card)
    naval_won = False
    if data.naval_strength and not war.naval_victory:
        if force.fleets == 0:
            ctx.emit(
                "battle_not_fought",
                "1.10.6",
                war=war.card,
                name_id=war.card,
                reason="no_fleets",
            )
            return
        if battle(ctx, force, war, record, naval=True) != "victory":
            return
        naval_won = True
        if legion_count(force) == 0 or force.commander is None:
            send_home(ctx, force, "1.10.6")  # a fleet-only force returns
            return
    if legion_count(force) == 0 or force.fleets < data.fleet_support:
        ctx.emit(
            "battle_not_fought",
            "1.10.4",
            war=war.card,
            name_id=war.card,
            reason="no_legions",
        )
        if naval_won:
            make_proconsul(ctx, force)  # 1.10.8: naval victory, no land battle
        return
    on_attack(ctx, war.card)  # Germanic Migrations: its province at once [wars.json]
    battle(ctx, force, war, record, naval=False, naval_won=naval_won)


def battle(
    ctx: Ctx[RorState],
    force: Force,
    war: War,
    record: CombatRecord,
    *,
    naval: bool,
    naval_won: bool = False,
) -> Result:
    """1.10.3: one battle roll and its result."""
    state = ctx.state
    commander = force.commander
    units = (
        force.fleets + join_naval_battle(ctx, force, war, record.sailed)
        if naval
        else land_units(force)
    )
    military = commander_military(ctx, force, units)
    kind = "naval" if naval else "land"
    roll = ctx.dice(3, purpose=f"{kind}_battle", rule="1.10.3", war_id=war.card)
    natural = sum(roll)
    enemy = max(0, enemy_strength(state, war, naval) + event_adjustment(state, roll))
    omens = evil_omens(state)
    special = natural_result(
        state, war, commander, natural, record.ds_used.setdefault(war.card, set())
    )
    modified = natural + units + military - enemy - omens
    row = crt_row(modified)
    result: Result = special or row.result
    legions_lost = commander_losses(
        commander, result, unit_losses(result, row.losses, legion_count(force))
    )
    fleets_lost = commander_losses(commander, result, unit_losses(result, row.losses, force.fleets))
    if special and commander == LUCULLUS:
        record.lucullus.add(war.card)  # statesmen abilities: the war counts unprosecuted
    lost = remove_legions(ctx, force, legions_lost)
    force.fleets -= fleets_lost
    record.fought.setdefault(war.card, set()).add(kind)
    if result in ("stalemate", "standoff", "victory"):
        record.held.add(war.card)
    ctx.emit(
        "battle",
        "1.10.3",
        arena=kind,
        war=war.card,
        name_id=war.card,
        commander=commander or "-",
        commander_name_id=commander or "-",
        roman=units + military,
        enemy=enemy,
        roll=natural,
        omens=omens,
        modified=modified,
        result=result,
        legions_lost=len(lost),
        fleets_lost=fleets_lost,
    )
    lose_popularity(ctx, commander, len(lost))
    change_unrest(ctx, UNREST[result], "1.10.4")
    if result == "defeat":
        _defeat(ctx, force)
        return result
    commanders_fate(ctx, force, war.card, len(lost) + fleets_lost, result)
    if naval and result == "victory":
        war.naval_victory = True
        ctx.emit("naval_victory", "1.10.6", war=war.card, name_id=war.card)
        return result
    if not naval and result != "disaster":
        make_veterans(ctx, force)
    if not naval and result == "victory":
        war_won(ctx, force, war, naval_won)
    else:
        after_no_victory(ctx, force)
    return result


def _defeat(ctx: Ctx[RorState], force: Force) -> None:
    """1.10.4: the commander and the Master of Horse die; the survivors stay on the war
    without a commander."""
    for card in (force.master_of_horse, force.commander):
        if card is not None and card in ctx.state.senators:
            leave_force(ctx, force, card)
            ctx.emit("commander_killed", "1.10.4", senator=card, name_id=card)
            kill(ctx, card)
    force.commander = force.master_of_horse = None
    if land_units(force) + force.fleets == 0:
        ctx.state.forces.remove(force)
    else:
        ctx.emit(
            "force_commanderless",
            "1.10.4",
            war=force.war,
            legions=legion_count(force),
            fleets=force.fleets,
        )


def is_revolt(state: RorState, war: str) -> bool:
    """A Revolt yields no spoils; some wars are revolts once their province exists, and
    the earlier wars of a numbered series once its last has been defeated (wars.json)."""
    province = REVOLT_IF_PROVINCE.get(war)
    if WAR_DATA[war].is_revolt or (province is not None and province in state.provinces):
        return True
    last = LAST_OF_SERIES.get(war)
    return last is not None and last in state.discard


def war_won(ctx: Ctx[RorState], force: Force, war: War, naval_won: bool) -> None:
    """1.10.4 Land Victory: the war is eliminated, the victor gains half its printed
    strength (land, and naval when he also won at sea this turn), spoils go to the State,
    provinces are created, leaders move on, other commanders come home, captives die, and
    the victor keeps his force until the Revolution Phase."""
    state = ctx.state
    data = WAR_DATA[war.card]
    state.wars.remove(war)
    if is_province_revolt(war.card):
        regain(ctx, war.card, "1.10.4")  # a province in revolt put down [1.07.21]
    else:
        state.discard.append(war.card)
    allies_leave(state, war)
    ctx.emit(
        "war_defeated", "1.10.4", war=war.card, name_id=war.card, commander=force.commander or "-"
    )
    gain = _up(data.land_strength, 2) + (_up(data.naval_strength, 2) if naval_won else 0)
    gain_glory(ctx, force.commander, gain, "1.10.4")
    if data.spoils and not is_revolt(state, war.card):
        ledger.move(
            ctx, ledger.BANK, ledger.TREASURY, data.spoils, "1.10.4", "war_spoils", war_id=war.card
        )
        ctx.emit(
            "spoils_of_war",
            "1.10.4",
            war=war.card,
            name_id=war.card,
            amount=data.spoils,
            treasury=state.treasury,
        )
    _create_provinces(ctx, war.card)
    _leaders_move_on(ctx, war, victory=True)
    refuge_ends(ctx)  # a refugee aiding it is discarded with his last war [1.07.21]
    captives_die(ctx, war.card)
    for other in [f for f in state.forces if f.war == war.card and f is not force]:
        send_home(ctx, other, "1.10.4")
    if force.commander is None:
        send_home(ctx, force, "1.10.4")
    else:
        force.victorious = True  # 1.11.3: he lays down his command or revolts


def _create_provinces(ctx: Ctx[RorState], war: str) -> None:
    state = ctx.state
    creates = WAR_CREATES.get(war, [])  # none for a province in revolt
    for card, text in zip(creates, WAR_DATA[war].creates_provinces, strict=True):
        if special_province(ctx, war, card):  # 3rd Mithridatic War: Bithynia developed
            continue
        if card not in state.provinces_aside:
            continue
        if "BOTH" in text and set(matching_wars(war, state.options)) & set(_to_come(state)):
            continue  # Illyricum waits for the other Illyrian War, in play or still to come
        create_province(state, card)
        ctx.emit("province_created", "1.10.4", province=card, name_id=card)


def _to_come(state: RorState) -> list[str]:
    """War cards not yet beaten: in play, in the deck or in a deck still to be added."""
    return [
        *(w.card for w in state.wars),
        *state.deck,
        *(c for d in state.later_decks for c in d.cards),
    ]


def _leaders_move_on(ctx: Ctx[RorState], war: War, *, victory: bool = False) -> None:
    """1.10.4: a leader joins another Active war of his set, else goes to the Curia while a
    war of his set is still to come, else leaves the game; after a Victory, with Refuge in
    play, the first leader to be removed takes refuge instead [1.07.21]."""
    state = ctx.state
    waiting = _to_come(state)
    for leader in war.leaders:
        wars = leader_wars(leader)
        active = [w for w in state.wars if w.card in wars and w.status == "active"]
        if active:
            active[0].leaders.append(leader)
            where = active[0].card
        elif victory and take_refuge(ctx, leader):
            continue
        elif any(c in wars for c in waiting):
            state.curia.append(leader)
            where = "curia"
        else:
            state.removed.append(leader)
            where = "removed"
        to: dict[str, Any] = {"to_id": where} if where.startswith("war:") else {"to": where}
        ctx.emit("leader_moves", "1.10.4", leader=leader, name_id=leader, **to)
    war.leaders = []
