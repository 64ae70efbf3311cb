"""Proscription [intrigue.json, RULES §5.6]: "Combat Phase, right after a Civil War
victory by either side. The HRAO (victorious commanders count as in Rome) may eliminate
every Knight on the board and take 1d6 T per Knight into his Personal Treasury; thereafter
his Faction may not recruit Knights and every other player gets +1 on Knight attraction.
If declined, discarded with no effect."

After the battles of a Combat Phase in which the Senate won a civil war Victory (a rebel's
Victory ends the game), if a faction in play holds the card, every faction in play is
asked at once and privately (so nobody learns who holds one): play it, or pass. The first
play in HRAO order is used, the others keep their cards. The played card is discarded and
the HRAO (victorious commanders counted as in Rome) accepts or declines (`Consent`); when
he is of the faction that played it, playing it is accepting."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, Consent, Done, PlayProscription
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import clockwise_from, hrao, seats_in_play
from bot.games.ror.rules.state import RorState, Senator

CARD = "proscription"
RULE = "1.11.371"  # played after a civil war Victory (intrigue.json)


def held(state: RorState, seat: str) -> str | None:
    return next((c for c in state.factions[seat].hand if c.startswith(f"int:{CARD}#")), None)


def proscriber(state: RorState) -> Senator | None:
    """The HRAO, the victorious commanders (and their Masters of Horse) counted as in Rome."""
    victors = {
        c for f in state.forces if f.victorious for c in (f.commander, f.master_of_horse) if c
    }
    return hrao(state, also=victors)


def _order(state: RorState) -> list[str]:
    top = proscriber(state)
    first = top.faction if top is not None and top.faction else state.seats[0]
    return [s for s in clockwise_from(state, first) if s in seats_in_play(state)]


class Plays(ProcedureData):
    plays: dict[str, str] = Field(default_factory=dict)  # the cards played, by faction


def open_proscription(state: RorState, civil_victory: bool) -> None:
    """Right after the battles of a Combat Phase that saw a civil war Victory."""
    if not civil_victory or state.outcome is not None:
        return
    seats = _order(state)
    if any(held(state, s) for s in seats):
        push(state, "proscription", RULE, seats, simultaneous=True)


def legal_plays(state: RorState, seat: str) -> list[Action]:
    card = held(state, seat)
    return [Done(), *([PlayProscription(card=card)] if card else [])]


def apply_play(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if isinstance(action, PlayProscription):
        if action.card != held(state, seat):
            raise IllegalAction("proscription_not_held", RULE)
        proc.data_as(Plays).plays[seat] = action.card
    elif not isinstance(action, Done):
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(state, seat)
    if proc not in state.procedures:
        _resolve(ctx, proc.data_as(Plays).plays)


def _resolve(ctx: Ctx[RorState], plays: dict[str, str]) -> None:
    state = ctx.state
    seat = next((s for s in _order(state) if s in plays), None)
    top = proscriber(state)
    if seat is None or top is None or top.faction is None:
        return
    card = plays[seat]
    state.factions[seat].hand.remove(card)
    state.discard.append(card)
    ctx.emit("proscription_played", RULE, faction=seat, hrao=top.card, hrao_name_id=top.card)
    if top.faction == seat:
        proscribe(ctx, top)
    else:
        push(state, "proscription_choice", RULE, [top.faction])


def legal_choices(state: RorState, seat: str) -> list[Action]:
    return [Consent(agree=True), Consent(agree=False)]


def decline(state: RorState, seat: str) -> Action:
    return Consent(agree=False)


def apply_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if not isinstance(action, Consent):
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(ctx.state, seat)
    top = proscriber(ctx.state)
    if action.agree and top is not None and top.faction == seat:
        proscribe(ctx, top)
    else:
        ctx.emit("proscription_declined", RULE, faction=seat)


def prompt(state: RorState, seat: str) -> dict[str, Any]:
    """Who would proscribe, and how many Knights are on the board: asked of every faction
    whether it holds the card or not, so the prompt tells nobody who does."""
    top = proscriber(state)
    knights = sum(s.knights for s in state.senators.values())
    return {"senator_id": top.card if top else "-", "knights": knights}


def proscribe(ctx: Ctx[RorState], top: Senator) -> None:
    """Every Knight on the board is eliminated; 1d6 talents each to the HRAO."""
    state = ctx.state
    knights = sum(s.knights for s in state.senators.values())
    talents = sum(ctx.dice(knights, purpose="proscription", rule=RULE)) if knights else 0
    for s in state.senators.values():
        s.knights = 0
    if talents:
        ledger.move(ctx, ledger.BANK, ledger.senator(top.card), talents, RULE, "proscription")
    state.proscribed = top.faction
    ctx.emit(
        "knights_proscribed",
        RULE,
        senator=top.card,
        name_id=top.card,
        faction=top.faction,
        knights=knights,
        talents=talents,
    )


# Proscription after a civil war Victory: every faction asked privately, then the HRAO
PROCEDURES.register(
    "proscription",
    ProcedureRules(
        "play_proscription",
        legal_plays,
        apply_play,
        done,
        private=True,
        prompt=prompt,
        data=Plays,
    ),
)


PROCEDURES.register(
    "proscription_choice",
    ProcedureRules(
        "proscription_choice",
        legal_choices,
        apply_choice,
        decline,
        prompt=prompt,
    ),
)
