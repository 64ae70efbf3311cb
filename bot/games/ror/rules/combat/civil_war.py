"""The civil war battle [1.11.35-1.11.373, RULES §9.1].

Shared with the Revolution Phase: the Primary Rebel's army is `state.rebel_army` (a
Force against `CIVIL_WAR`, commanded by the rebel, with a rebel ex-Master of Horse as
its `master_of_horse`); the Senate's armies sent against him are forces in
`state.forces` with `war == CIVIL_WAR`. The Senate attacks, the rebel defends. A Primary
Rebel who dies (in battle or otherwise) ends the revolt through `mortality.kill`.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.combat.battle import crt_row
from bot.games.ror.rules.combat.capture import commanders_fate
from bot.games.ror.rules.combat.losses import (
    commander_losses,
    lose_popularity,
    remove_legions,
    unit_losses,
)
from bot.games.ror.rules.combat.outcomes import (
    after_no_victory,
    change_unrest,
    gain_glory,
    make_veterans,
)
from bot.games.ror.rules.combat.strength import commander_military, land_units, legion_count
from bot.games.ror.rules.modifiers import evil_omens
from bot.games.ror.rules.mortality import kill, leave_force
from bot.games.ror.rules.provincial.rebel_governors import rebel_losses
from bot.games.ror.rules.provincial.rebel_province import rebel_governor, units_left
from bot.games.ror.rules.provincial.rebel_province import strength as rebel_governor_strength
from bot.games.ror.rules.revolution.rebels import primary_rebel, send_home
from bot.games.ror.rules.state import CIVIL_WAR, CombatRecord, Force, RorState


def _up(n: int, d: int) -> int:
    return -(-n // d)


def fight_civil_war(ctx: Ctx[RorState], force: Force, record: CombatRecord) -> None:
    """1.11.37: the normal procedure with the rebel's army (legions, Veterans x2, his
    Military capped by them) as the enemy; losses hit both armies, except that in a
    Defeat the rebel loses nothing; the Senate's chits can kill leaders on both sides."""
    state = ctx.state
    rebel = state.rebel_army
    if rebel is None or primary_rebel(state) is None:
        send_home(ctx, force, "1.11.37")
        return
    if legion_count(force) == 0 or force.commander not in state.senators:
        return
    units = land_units(force)
    military = commander_military(ctx, force, units)
    governed = rebel_governor(state)  # 2.03: a rebel governor fights with his province
    rebel_units = land_units(rebel)
    rebel_strength = (
        rebel_governor_strength(state, governed, rebel)
        if governed
        else rebel_units + commander_military(ctx, rebel, rebel_units)
    )
    natural = sum(ctx.dice(3, purpose="civil_war_battle", rule="1.11.37"))
    omens = evil_omens(state)
    modified = natural + units + military - rebel_strength - omens
    row = crt_row(modified)
    result = row.result
    commander = force.commander
    lost = remove_legions(
        ctx,
        force,
        commander_losses(commander, result, unit_losses(result, row.losses, legion_count(force))),
    )
    rebel_lost = 0 if result == "defeat" else rebel_losses(ctx, rebel, result, row.losses)
    record.fought.setdefault(CIVIL_WAR, set()).add("land")
    ctx.emit(
        "civil_war_battle",
        "1.11.37",
        commander=commander or "-",
        commander_name_id=commander or "-",
        rebel=rebel.commander or "-",
        rebel_name_id=rebel.commander or "",
        senate=units + military,
        rebel_strength=rebel_strength,
        roll=natural,
        omens=omens,
        modified=modified,
        result=result,
        legions_lost=len(lost),
        rebel_lost=rebel_lost,
    )
    lose_popularity(ctx, commander, len(lost))
    if result == "defeat":
        _senate_defeat(ctx, force, record)
        return
    # 1.11.371: a Senate victor keeps his force until the Revolution Phase, even when a
    # chit has already ended the revolt
    force.victorious = result == "victory"
    # 1.11.37: one chit per unit lost on either side, and they can take either side's leaders
    commanders_fate(ctx, force, CIVIL_WAR, len(lost) + rebel_lost, result, also=(rebel,))
    if force in state.forces:
        make_veterans(ctx, force)
    if result == "victory":
        record.civil_victory = True  # Proscription may be played [intrigue.json]
        # 1.11.371: the revolt is put down, every rebel dies; the victor gains half the
        # rebel army's strength
        change_unrest(ctx, -1, "1.11.371")
        gain_glory(ctx, force.commander, _up(rebel_strength, 2), "1.11.371")
        _put_down(ctx)
        if force in state.forces and force.commander is None:
            send_home(ctx, force, "1.11.371")  # no victor left to lay down his command
    elif state.rebel_army is None or units_left(state, rebel) == 0:
        _put_down(ctx)  # 1.11.371: no Victory benefits without a Victory result
    else:
        ctx.emit("civil_war_continues", "1.11.372")
        after_no_victory(ctx, force)


def _put_down(ctx: Ctx[RorState]) -> None:
    """1.11.371: the Primary Rebel dies (his death ends the revolt and takes the secondary
    rebels with him, `mortality.kill`)."""
    rebel = primary_rebel(ctx.state)
    if rebel is not None:
        ctx.emit("rebel_killed", "1.11.371", senator=rebel.card, name_id=rebel.card)
        kill(ctx, rebel.card)


def _senate_defeat(ctx: Ctx[RorState], force: Force, record: CombatRecord) -> None:
    """1.11.373: the Senate's commander and Master of Horse die, its armies return to
    Rome, and the rebel, if alive, has won."""
    for card in (force.master_of_horse, force.commander):
        if card is not None and card in ctx.state.senators:
            leave_force(ctx, force, card)
            ctx.emit("commander_killed", "1.11.373", senator=card, name_id=card)
            kill(ctx, card)
    for other in [f for f in ctx.state.forces if f.war == CIVIL_WAR]:
        send_home(ctx, other, "1.11.373")
    record.rebel_won = primary_rebel(ctx.state) is not None
