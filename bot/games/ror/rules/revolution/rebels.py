"""Rebels [1.11.32-1.11.36, 1.06.2]: the revolt established, secondary rebels, what a rebel
loses, veterans deserting to him, his army's maintenance, and the revolt's end when the
Primary Rebel dies.

The Primary Rebel's army is `state.rebel_army`, a Force against the war CIVIL_WAR: an
Active war while it lasts (it counts for the four-war defeat and costs the State 20T in
Debits [1.11.3]). The Senate's forces sent against him carry `war=CIVIL_WAR` too.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, ChooseSide
from bot.games.ror.rules.cards import id_order
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.released_units import offer_refusal
from bot.games.ror.rules.senators import faction_senators, standing_military
from bot.games.ror.rules.state import CIVIL_WAR, Force, RorState, Senator

MAINTENANCE = 2  # talents per rebel Legion a turn [1.06.2, 1.11.33]


def primary_rebel(state: RorState) -> Senator | None:
    army = state.rebel_army
    return state.senators.get(army.commander or "") if army else None


def rebels(state: RorState) -> list[Senator]:
    return sorted((s for s in state.senators.values() if s.rebel), key=lambda s: id_order(s.card))


def army_strength(state: RorState, force: Force) -> int:
    """Units (a Veteran counts 2) plus the commander's Military, at most the units' strength
    (a Dictator adds his Master of Horse's; Pompey counts as 2, RULES §9) [1.11.3, 1.10]."""
    units = force.legions + 2 * len(force.veterans)
    military = standing_military(state, force.commander)
    military += standing_military(state, force.master_of_horse)
    return units + min(military, units)


def send_home(ctx: Ctx[RorState], force: Force, rule: str) -> None:
    """The force's units go to the Active Forces box; its commanders return to Rome."""
    state = ctx.state
    state.legions += force.legions
    state.veterans += force.veterans
    state.fleets += force.fleets
    for card in (force.commander, force.master_of_horse):
        senator = state.senators.get(card or "")
        if senator is not None and senator.command == force.war:
            senator.command = None
    if force in state.forces:
        state.forces.remove(force)
    ctx.emit(
        "force_returned",
        rule,
        senator=force.commander,
        name_id=force.commander or "-",
        legions=force.legions,
        veterans=len(force.veterans),
        fleets=force.fleets,
    )


def lose_rebel_privileges(ctx: Ctx[RorState], senator: Senator, rule: str) -> None:
    """1.11.33/1.11.34: a rebel's concessions go to the Forum, he loses his knights and every
    office but a governorship; he leaves Rome (no persuasion, no personal revenue)."""
    state = ctx.state
    senator.rebel = True
    for card in senator.concessions:
        state.forum.append(card)
    ctx.emit(
        "rebel_privileges_lost",
        rule,
        senator=senator.card,
        name_id=senator.card,
        concessions=len(senator.concessions),
        knights=senator.knights,
        office=senator.office or "-",
    )
    senator.concessions, senator.corrupt_concessions = [], []
    senator.knights = 0
    senator.office = None


def desert_to_rebel(ctx: Ctx[RorState], allegiance: str) -> None:
    """1.11.36: Veteran Legions loyal to a rebel go over to the Primary Rebel, wherever
    they are."""
    state = ctx.state
    army = state.rebel_army
    assert army is not None
    moved = state.veterans.count(allegiance)
    state.veterans = [v for v in state.veterans if v != allegiance]
    for force in state.forces:
        moved += force.veterans.count(allegiance)
        force.veterans = [v for v in force.veterans if v != allegiance]
    army.veterans += [allegiance] * moved
    if moved:
        ctx.emit(
            "veterans_desert", "1.11.36", senator=allegiance, name_id=allegiance, legions=moved
        )


def establish_revolt(ctx: Ctx[RorState]) -> None:
    """The Primary Rebel is fixed [1.11.3]: his army marches on Rome; the rest of his faction
    declares loyalty or rebellion, his Master of Horse first [1.11.32]."""
    state = ctx.state
    rebel = primary_rebel(state)
    assert rebel is not None and rebel.faction is not None
    lose_rebel_privileges(ctx, rebel, "1.11.33")
    desert_to_rebel(ctx, rebel.card)
    army = state.rebel_army
    assert army is not None
    ctx.emit(
        "civil_war_declared",
        "1.11.3",
        senator=rebel.card,
        name_id=rebel.card,
        faction=rebel.faction,
        legions=army.legions,
        veterans=len(army.veterans),
        strength=army_strength(state, army),
    )
    asked = [
        s.card
        for s in faction_senators(state, rebel.faction)
        if s.card != rebel.card and s.card != state.consul_for_life
    ]
    moh = army.master_of_horse
    if moh in asked:
        asked = [moh, *[c for c in asked if c != moh]]
    if asked:
        seats = [rebel.faction] * len(asked)
        push(state, "secondary_revolt", "1.11.32", seats, data=Asked(senators=asked))


class Asked(ProcedureData):
    senators: list[str]  # the rebel's faction's senators still to choose a side, in order


def _asked(state: RorState) -> str:
    return state.procedures[-1].data_as(Asked).senators[0]


def legal_sides(state: RorState, seat: str) -> list[Action]:
    senator = _asked(state)
    return [ChooseSide(senator=senator, rebel=False), ChooseSide(senator=senator, rebel=True)]


def stay_loyal(state: RorState, seat: str) -> Action:
    return ChooseSide(senator=_asked(state), rebel=False)


def side_prompt(state: RorState, seat: str) -> dict[str, Any]:
    return {"senator_id": _asked(state)}


def apply_side(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, ChooseSide):
        raise IllegalAction("wrong_phase", "1.11.32")
    card = _asked(state)
    if action.senator != card:
        raise IllegalAction("not_asked_to_choose", "1.11.32", senator_id=card)
    state.procedures[-1].data_as(Asked).senators.pop(0)
    finish_turn_of_seat(state, seat)
    army = state.rebel_army
    assert army is not None
    senator = state.senators[card]
    if not action.rebel:
        if army.master_of_horse == card:  # 1.11.32: he returns to Rome and keeps his office
            army.master_of_horse = None
            senator.command = None
        ctx.emit("senator_stays_loyal", "1.11.32", senator=card, name_id=card)
        return
    _join_revolt(ctx, senator)


def _join_revolt(ctx: Ctx[RorState], senator: Senator) -> None:
    """1.11.32: a Secondary Rebel leaves Rome; forces under his own command go back to the
    Senate; a governor keeps his province; his veterans go over to the Primary Rebel."""
    state = ctx.state
    army = state.rebel_army
    assert army is not None
    if army.master_of_horse != senator.card:
        for force in [f for f in state.forces if f.commander == senator.card]:
            send_home(ctx, force, "1.11.32")
        senator.command = None
    lose_rebel_privileges(ctx, senator, "1.11.32")
    desert_to_rebel(ctx, senator.card)
    ctx.emit("senator_joins_revolt", "1.11.32", senator=senator.card, name_id=senator.card)


# ---------------------------------------------------------------- maintenance [1.06.2]


def _unpaid_units(state: RorState, army: Force) -> list[str]:
    """Units needing upkeep: regular Legions ("") and Veterans not loyal to a rebel."""
    loyal = {s.card for s in rebels(state)}
    return [""] * army.legions + [v for v in army.veterans if v not in loyal]


def rebel_maintenance(ctx: Ctx[RorState]) -> None:
    """1.06.2/1.11.33: 2T per unit from the Primary Rebel's treasury, the secondary rebels'
    and then his Faction Treasury (paid in that order); units he cannot pay for are
    released to the Senate, whose HRAO may refuse their upkeep (released_units.py)."""
    state = ctx.state
    army = state.rebel_army
    rebel = primary_rebel(state)
    if army is None or rebel is None or rebel.faction is None:
        return
    units = _unpaid_units(state, army)
    secondary = [ledger.senator(s.card) for s in rebels(state) if s.card != rebel.card]
    sources = [ledger.senator(rebel.card), *secondary, ledger.faction(rebel.faction)]
    purse = sum(ledger.balance(state, a) for a in sources)
    paid = min(len(units), purse // MAINTENANCE)
    due = paid * MAINTENANCE
    for account in sources:
        part = min(due, ledger.balance(state, account))
        ledger.move(ctx, account, ledger.BANK, part, "1.06.2", "rebel maintenance")
        due -= part
    released = units[paid:]
    for unit in released:
        if unit:
            army.veterans.remove(unit)
            state.veterans.append(unit)
        else:
            army.legions -= 1
            state.legions += 1
    ctx.emit(
        "rebel_maintenance",
        "1.06.2",
        senator=rebel.card,
        name_id=rebel.card,
        units=len(units),
        paid=paid * MAINTENANCE,
        released=len(released),
    )
    offer_refusal(state, released.count(""), [u for u in released if u])


# ---------------------------------------------------------------- the revolt fails


def revolt_fails(ctx: Ctx[RorState]) -> list[str]:
    """The Primary Rebel is dead [1.11.371]: his surviving units return to the Active
    Forces box and the Senate's forces sent against him to Rome (a commander who won a
    Victory over him keeps his until the Revolution Phase). Returns the secondary rebels,
    who share his fate: the caller kills them."""
    state = ctx.state
    army = state.rebel_army
    assert army is not None
    state.rebel_army = None
    state.rebel_governor = None  # 2.03
    state.legions += army.legions
    state.veterans += army.veterans
    for force in [f for f in state.forces if f.war == CIVIL_WAR]:
        if not force.victorious:
            send_home(ctx, force, "1.11.371")
    ctx.emit(
        "rebel_revolt_failed",
        "1.11.371",
        senator=army.commander,
        name_id=army.commander or "",
        legions=army.legions,
        veterans=len(army.veterans),
    )
    return [s.card for s in rebels(state)]


PROCEDURES.register(
    "secondary_revolt",
    ProcedureRules(
        "secondary_revolt", legal_sides, apply_side, stay_loyal, prompt=side_prompt, data=Asked
    ),
)
