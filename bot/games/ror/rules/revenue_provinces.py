"""The provinces in the Revenue Phase [1.06]: Barbarian Raids and Internal Disorder at its
start [1.07.21], province development [1.06.4] and returning governors [1.06.6].

Which province yields what: a province produces spoils, taxes and development only with a
governor who is no rebel, when it was not overrun or in disorder this turn, and (while
Internal Disorder is in play) only when it is Developed.
"""

from __future__ import annotations

import re
from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules import modifiers
from bot.games.ror.rules.cards import PROVINCE_DATA, province_side, senator_number
from bot.games.ror.rules.data import ProvinceSide
from bot.games.ror.rules.mortality import chit_number, draw_chits, kill
from bot.games.ror.rules.province_revolts import revolt
from bot.games.ror.rules.provincial.forces import under_attack
from bot.games.ror.rules.raid_captives import capture_governor, captured
from bot.games.ror.rules.senate.governors import note_return
from bot.games.ror.rules.state import Province, RorState, Senator

DEVELOP_TARGET = 6  # 1.06.4 (v1.07B: "6 or more")
DEVELOP_INFLUENCE = 3  # 1.06.4
_DICE = re.compile(r"^(-?)(\d+)d6([+-]\d+)?$")


def roll_expression(
    ctx: Ctx[RorState], expression: str, *, purpose: str, rule: str, **about: Any
) -> int:
    """Roll a printed dice expression: "1d6-1", "2d6+3", "-1d6+1" (one minus a die);
    `purpose` and `about` as for `Ctx.dice`."""
    match = _DICE.match(expression)
    if match is None:
        raise ValueError(f"not a dice expression: {expression!r}")
    sign, count, offset = match.groups()
    total = sum(ctx.dice(int(count), purpose=purpose, rule=rule, **about))
    return (-total if sign else total) + int(offset or 0)


def side(state: RorState, province: Province) -> ProvinceSide:
    return province_side(province.card, province.developed, state.options)


def governor(state: RorState, province: Province) -> Senator | None:
    """The province's governor when he is no rebel (a rebel province yields no spoils or
    taxes [1.11.33])."""
    found = state.senators.get(province.governor) if province.governor else None
    return found if found is not None and not found.rebel else None


def producing(state: RorState) -> list[Province]:
    """Provinces that yield spoils, taxes and development rolls this Revenue Phase
    [1.06.12, 1.06.4, 1.06.51, 1.07.21 Internal Disorder and Barbarian Raids]."""
    disorder = modifiers.event_level(state, "internal_disorder") > 0
    attacked = under_attack(state)  # 2.02: no spoils, taxes or builds under attack
    return [
        p
        for _, p in sorted(state.provinces.items())
        if governor(state, p) is not None
        and p.card not in state.revenue_disrupted
        and not (disorder and not p.developed)
        and p.card not in attacked
    ]


def _facts(province: Province, ruler: Senator, total: int, **extra: Any) -> dict[str, Any]:
    """What the narration of a province's roll names."""
    return {
        "province": province.card,
        "province_name_id": province.card,
        "senator": ruler.card,
        "name_id": ruler.card,
        "total": total,
        **extra,
    }


def _lose_garrison(province: Province, legions: int) -> int:
    lost = min(legions, province.garrison)
    province.garrison -= lost  # garrison legions are counted apart from Rome's
    return lost


# ---------------------------------------------------------------- start of the phase


def barbarian_raids(ctx: Ctx[RorState]) -> None:
    """1.07.21 Barbarian Raids: each frontier governor rolls 2d6 + the province's base land
    strength + 2 per garrison legion + his MIL, and needs the target (15, 17 dark) or the
    province is overrun: no income, a Developed province reverts, and as many mortality
    chits as the black die are drawn for the governor (who dies, or is captured as in
    1.10.71) and garrison legions lost."""
    state = ctx.state
    target = modifiers.barbarian_raids_target(state)
    if target is None:
        return
    for card, province in sorted(state.provinces.items()):
        ruler = governor(state, province)
        if ruler is None or not PROVINCE_DATA[card].frontier:
            continue
        dice = ctx.dice(2, purpose="barbarian_raids", rule="1.07.21", province_id=card)
        strength = side(state, province).base_land_strength + 2 * province.garrison
        total = sum(dice) - modifiers.evil_omens(state) + strength + ruler.military
        common = _facts(province, ruler, total, target=target)
        if total >= target:
            ctx.emit("raid_repelled", "1.07.21", **common)
            continue
        black = dice[0]
        state.revenue_disrupted.append(card)
        province.developed = False
        lost = _lose_garrison(province, black)
        ctx.emit("province_overrun", "1.07.21", **common, chits=black, legions=lost)
        drawn = [chit_number(c) for c in draw_chits(ctx, black, "1.07.21")]
        number = senator_number(ruler.card)
        if captured(drawn, number):  # 1.10.71: ransomed before the Forum Phase, or he dies
            capture_governor(ctx, ruler, card)
        elif number in drawn:
            ctx.emit("governor_killed_by_raid", "1.07.21", **common)
            kill(ctx, ruler.card)


def internal_disorder(ctx: Ctx[RorState]) -> None:
    """1.07.21 Internal Disorder: each governor of an Undeveloped province rolls 1d6 + 1 per
    garrison legion and must beat 4 (5 dark), or the province revolts: governor and
    garrison die and the province becomes an Active war, a Revolt, at its base strength."""
    state = ctx.state
    target = modifiers.internal_disorder_target(state)
    if target is None:
        return
    for card, province in sorted(state.provinces.items()):
        ruler = governor(state, province)
        if ruler is None or province.developed:
            continue
        roll = ctx.dice(1, purpose="internal_disorder", rule="1.07.21", province_id=card)
        total = roll[0] - modifiers.evil_omens(state) + province.garrison
        common = _facts(province, ruler, total, target=target)
        if total > target:
            ctx.emit("disorder_contained", "1.07.21", **common)
            continue
        lost = _lose_garrison(province, province.garrison)
        ctx.emit("province_revolts", "1.07.21", **common, legions=lost)
        kill(ctx, ruler.card)
        revolt(ctx, card, "1.07.21")  # an Active war at its base strength


# ---------------------------------------------------------------- development, governors


def develop_provinces(ctx: Ctx[RorState]) -> None:
    """1.06.4: the governor of each Undeveloped province rolls 1d6, +1 if he is not
    Corrupt (Evil Omens -1 per level); on 6 or more it becomes Developed and he gains 3 INF."""
    state = ctx.state
    for province in producing(state):
        ruler = governor(state, province)
        if province.developed or ruler is None:
            continue
        roll = ctx.dice(1, purpose="development_of", rule="1.06.4", province_id=province.card)[0]
        total = roll + (0 if ruler.corrupt else 1) - modifiers.evil_omens(state)
        data = _facts(province, ruler, total)
        if total < DEVELOP_TARGET:
            ctx.emit("province_not_developed", "1.06.4", **data)
            continue
        province.developed = True
        ruler.influence += DEVELOP_INFLUENCE
        ctx.emit("province_developed", "1.06.4", **data, influence=DEVELOP_INFLUENCE)


def return_governors(ctx: Ctx[RorState]) -> None:
    """1.06.6: each non-rebel governor's term drops by 1; at 0 he comes back to Rome and
    his province, with its garrison, goes to the Forum. A Corrupt marker stays with him."""
    state = ctx.state
    for _, province in sorted(state.provinces.items()):
        ruler = governor(state, province)
        if ruler is None:
            continue
        province.term = max(province.term - 1, 0)
        if province.term:
            continue
        province.governor = None
        ruler.province = None
        note_return(state, ruler.card)  # 1.09.5: not sent again this turn unwilling
        ctx.emit(
            "governor_returns",
            "1.06.6",
            senator=ruler.card,
            name_id=ruler.card,
            province=province.card,
            province_name_id=province.card,
        )
