"""Excommunication of a ruler (#5 option B): the grounds (PAPAL.md §3.2), the "-1 card"
marker and the card-draw modifier it sets, and the three ways it is lifted (the seed: peace
with the Papacy, a card given to the Papacy as in 9.5, or the Papacy lifting it as in 9.1)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.his.rules.data import RULER_TARGETS, home_spaces
from bot.games.his.rules.state import Excommunication, HisState

#: the −1 card marker (the seed)
MARKER = -1


def grounds(state: HisState, power: str) -> list[str]:
    """Why `power` may be excommunicated now (empty: it may not). PAPAL.md §3.2: at war with
    the Papacy, allied with the Ottomans, England under Henry VIII with a Protestant English
    home space; JSENG's "controls a Papal home space" only as a game option."""
    if power not in RULER_TARGETS:
        return []
    found = []
    if state.at_war(power, "papacy"):
        found.append("war")
    if state.allied(power, "ottoman"):
        found.append("ottoman_ally")
    if (
        power == "england"
        and state.rulers.get("england") == "henry_viii"
        and any(state.religion_of(s) == "protestant" for s in home_spaces("england"))
    ):
        found.append("henry_viii")
    if state.options.ground_papal_space and power in state.papal_space_control.values():
        found.append("papal_space")
    return found


def may_excommunicate(state: HisState, power: str) -> bool:
    """Grounds exist and no marker is on the power now (nor was ever, with the option
    `once_per_game`, PAPAL.md §6.2)."""
    if power in state.excommunicated:
        return False
    if state.options.once_per_game and power in state.ever_excommunicated:
        return False
    return bool(grounds(state, power))


def place_marker(ctx: Ctx[HisState], power: str, rule: str) -> None:
    state = ctx.state
    state.excommunicated[power] = Excommunication(since_turn=state.turn, ruler=state.rulers[power])
    if power not in state.ever_excommunicated:
        state.ever_excommunicated.append(power)
    state.draw_modifier[power] = MARKER
    ctx.emit("his_ruler_excommunicated", rule, power=power, ruler_id=ruler_ref(state, power))


def lift(ctx: Ctx[HisState], power: str, how: str, rule: str) -> None:
    """The marker leaves the power: its draws are whole again."""
    state = ctx.state
    if state.excommunicated.pop(power, None) is None:
        return
    state.draw_modifier[power] = 0
    ctx.emit("his_excommunication_lifted", rule, power=power, how_id=f"his:lift:{how}")


def ruler_ref(state: HisState, power: str) -> str:
    return f"his:ruler:{state.rulers[power]}"


def draw_announcement(ctx: Ctx[HisState], rule: str | None) -> None:
    """The Card Draw Phase: each power's cards fewer or more, the marker stated."""
    state = ctx.state
    ctx.emit("his_card_draw", rule, turn=state.turn)
    for power, modifier in sorted(state.draw_modifier.items()):
        if modifier:
            ctx.emit("his_card_draw_modifier", rule, power=power, modifier=modifier)
