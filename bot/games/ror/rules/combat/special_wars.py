"""Wars whose provinces come in a special way [wars.json, 1.10.4]: the Germanic
Migrations create Gallia Narbonensis as soon as Rome attacks, whatever the result; the
3rd Mithridatic War creates Bithynia on its Developed side, or develops an Undeveloped
Bithynia already in play (no Influence for that)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.provinces_setup import create_province
from bot.games.ror.rules.state import RorState

GERMANIC = "war:germanic_migrations"
NARBONENSIS = "prov:gallia_narbonensis"
MITHRIDATIC_3 = "war:mithridatic_3"
BITHYNIA = "prov:bithynia"


def on_attack(ctx: Ctx[RorState], war: str) -> None:
    """Rome attacks `war`: the Germanic Migrations' province is created at once."""
    if war == GERMANIC and NARBONENSIS in ctx.state.provinces_aside:
        create_province(ctx.state, NARBONENSIS)
        ctx.emit("province_created", "1.10.4", province=NARBONENSIS, name_id=NARBONENSIS)


def special_province(ctx: Ctx[RorState], war: str, province: str) -> bool:
    """A province the won war creates in its own way; True when handled here."""
    state = ctx.state
    if war != MITHRIDATIC_3 or province != BITHYNIA:
        return False
    if province in state.provinces_aside:
        create_province(state, province, developed=True)
        ctx.emit("province_created", "1.10.4", province=province, name_id=province)
    elif province in state.provinces and not state.provinces[province].developed:
        state.provinces[province].developed = True
        ctx.emit(
            "province_developed_by_war",
            "1.10.4",
            province=province,
            name_id=province,
            war=war,
            war_name_id=war,
        )
    return True
