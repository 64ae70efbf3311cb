"""Provinces in revolt [1.07.21]: Internal Disorder and Pretender Emerges turn a province
into an Active war, a Revolt at its printed base strengths (`cards.PROVINCE_REVOLTS`); its
province card stands for the war. Put down by a Victory (or, on New Alliance's light side,
"simply defeated"), the province is back in play, in the Forum, Undeveloped.

Pretender Emerges stays in play until the next Active war appears: then a random province
in play revolts. Light side: its governor fights at once with his garrison (3d6 + legions +
his Military up to the legions, against the province's land strength, on the Combat
Results Table without Disaster or Standoff numbers); a Victory ends the pretender, anything
else kills the governor, and the surviving garrison goes back to Rome. Dark side ("Pretender
Victorious"): governor and garrison are killed outright. A province without a governor
revolts at once (its garrison, light side, goes back to Rome).
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules import modifiers
from bot.games.ror.rules.cards import PROVINCE_DATA, PROVINCE_REVOLTS
from bot.games.ror.rules.combat.battle import crt_row
from bot.games.ror.rules.combat.losses import unit_losses
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.state import Province, RorState, War

RULE = "1.07.21"
PRETENDER = "pretender_emerges"


def is_province_revolt(card: str) -> bool:
    return card in PROVINCE_DATA


def revolt(ctx: Ctx[RorState], card: str, rule: str) -> None:
    """The province leaves play and becomes an Active Revolt."""
    state = ctx.state
    del state.provinces[card]
    state.wars.append(War(card=card, status="active"))
    data = PROVINCE_REVOLTS[card]
    ctx.emit(
        "province_becomes_war",
        rule,
        province=card,
        name_id=card,
        land=data.land_strength,
        naval=data.naval_strength,
    )


def regain(ctx: Ctx[RorState], card: str, rule: str) -> None:
    """The revolt is put down: the province is back in the Forum, Undeveloped."""
    ctx.state.provinces[card] = Province(card=card)
    ctx.emit("province_regained", rule, province=card, name_id=card)


def pretender_strikes(ctx: Ctx[RorState]) -> None:
    """An Active war has appeared: with Pretender Emerges in play, a random province in
    play revolts (none in play: the event waits)."""
    state = ctx.state
    level = modifiers.event_level(state, PRETENDER)
    provinces = sorted(state.provinces)
    if not level or not provinces:
        return
    card = provinces[ctx.pick(provinces)]
    state.active_events.pop(PRETENDER)
    province = state.provinces[card]
    ruler = state.senators.get(province.governor or "")
    ctx.emit(
        "pretender_emerges_in",
        RULE,
        province=card,
        name_id=card,
        governor_id=ruler.card if ruler else "-",
    )
    if level >= 2:
        province.garrison = 0  # Pretender Victorious: governor and garrison killed
        if ruler is not None:
            kill(ctx, ruler.card)
    elif ruler is not None:
        if _governor_fights(ctx, province, ruler.card):
            return
    else:
        state.legions += province.garrison
        province.garrison = 0
    revolt(ctx, card, RULE)


def _governor_fights(ctx: Ctx[RorState], province: Province, governor: str) -> bool:
    """True when the governor wins and the pretender is beaten."""
    state = ctx.state
    ruler = state.senators[governor]
    legions = province.garrison
    dice = ctx.dice(3, purpose="pretender", rule=RULE, province_id=province.card)
    roman = legions + min(ruler.military, legions)
    enemy = PROVINCE_REVOLTS[province.card].land_strength
    total = sum(dice) - modifiers.evil_omens(state) + roman - enemy
    row = crt_row(total)
    lost = unit_losses(row.result, row.losses, legions)
    province.garrison -= lost
    ctx.emit(
        "pretender_battle",
        RULE,
        province=province.card,
        province_name_id=province.card,
        senator=governor,
        name_id=governor,
        roman=roman,
        enemy=enemy,
        roll=sum(dice),
        total=total,
        result=row.result,
        legions_lost=lost,
    )
    if row.result == "victory":
        return True
    state.legions += province.garrison  # the survivors go back to Rome
    province.garrison = 0
    kill(ctx, governor)
    return False
