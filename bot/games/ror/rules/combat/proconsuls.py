"""Proconsuls [1.10.8]: a commander who survives a battle that is no victory stays with
his army, without his office, until he is recalled or fights again next turn."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.state import Force, RorState

COMMAND_OFFICES = ("dictator", "rome_consul", "field_consul")


def make_proconsul(ctx: Ctx[RorState], force: Force) -> None:
    """1.10.8: he loses his office, takes a Prior Consul marker and counts as holding a
    Major Office; a Dictator's Master of Horse returns to Rome keeping his."""
    state = ctx.state
    commander = state.senators.get(force.commander or "")
    if commander is None:
        return
    office = commander.office if commander.office in COMMAND_OFFICES else None
    commander.major = True
    if office is None and commander.prior_consul:
        return  # already a proconsul
    commander.office = None if office else commander.office
    commander.prior_consul = True
    ctx.emit(
        "proconsul",
        "1.10.8",
        senator=commander.card,
        name_id=commander.card,
        office=office or "-",
        war=force.war,
    )
    moh = state.senators.get(force.master_of_horse or "")
    if office == "dictator" and moh is not None:
        moh.command = None
        force.master_of_horse = None
        ctx.emit("master_of_horse_returns", "1.10.8", senator=moh.card, name_id=moh.card)
