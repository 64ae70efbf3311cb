"""Commanders' fate [1.10.7-1.10.71]: mortality chits for units lost, death or capture,
ransom and release, and captives who die with their war."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, Done, PayRansom
from bot.games.ror.rules.cards import senator_number
from bot.games.ror.rules.combat.battle import Result
from bot.games.ror.rules.mortality import chit_number, draw_chits, kill, leave_force
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.state import Force, RorState, Senator

RANSOM_RULE = "1.10.71"
CAPTURE_RESULTS: tuple[Result, ...] = ("disaster", "stalemate", "standoff")


def ransom(senator: Senator) -> int:
    """1.10.71: 10 talents or 2 per point of Influence, whichever is greater."""
    return max(10, 2 * senator.influence)


def commanders_fate(
    ctx: Ctx[RorState],
    force: Force,
    war: str,
    units_lost: int,
    result: Result,
    *,
    also: tuple[Force, ...] = (),
) -> None:
    """1.10.7: after any result but a Defeat, one chit per unit lost; the commander's or
    Master of Horse's number kills him, or captures him when it is the last chit drawn, at
    least 2 were drawn and the result was a Disaster, Stalemate or Standoff (1.10.71).
    `also`: forces whose leaders the same chits can kill (the rebel's, 1.11.37; no
    capture in a civil war)."""
    if units_lost <= 0:
        return
    chits = draw_chits(ctx, units_lost, "1.10.7")
    ctx.emit(
        "chits_drawn",
        "1.10.7",
        count=len(chits),
        chits=[c.removeprefix("chit:") for c in chits],
    )
    at_risk = [(force, c) for c in (force.commander, force.master_of_horse) if c]
    at_risk += [(f, c) for f in also for c in (f.commander, f.master_of_horse) if c]
    for i, chit in enumerate(chits):
        for owner, card in at_risk:
            if card not in ctx.state.senators or senator_number(card) != chit_number(chit):
                continue
            captured = (
                not also and i == len(chits) - 1 and len(chits) >= 2 and result in CAPTURE_RESULTS
            )
            if captured:
                leave_force(ctx, owner, card)
                capture(ctx, card, war)
            else:
                ctx.emit("commander_killed", "1.10.7", senator=card, name_id=card)
                kill(ctx, card)  # a Primary Rebel's death ends his revolt there
                leave_force(ctx, owner, card)


def capture(ctx: Ctx[RorState], card: str, war: str) -> None:
    """1.10.71: the senator is held by the war; he keeps his office."""
    senator = ctx.state.senators[card]
    senator.command = None
    senator.captive = war
    ctx.emit(
        "commander_captured",
        RANSOM_RULE,
        senator=card,
        name_id=card,
        war=war,
        war_name_id=war,
        ransom=ransom(senator),
    )


def captives_die(ctx: Ctx[RorState], war: str) -> None:
    """1.10.71: captives not ransomed before their war is defeated, discarded or returned
    to the deck die."""
    for card in [c for c, s in ctx.state.senators.items() if s.captive == war]:
        ctx.emit(
            "captive_killed", RANSOM_RULE, senator=card, name_id=card, war=war, war_name_id=war
        )
        kill(ctx, card)


def captives_of_gone_wars_die(ctx: Ctx[RorState]) -> None:
    """1.10.71: a captive whose war has left play (however it left) dies."""
    in_play = {w.card for w in ctx.state.wars}
    for war in sorted({s.captive for s in ctx.state.senators.values() if s.captive}):
        if war not in in_play:
            captives_die(ctx, war)


# ---------------------------------------------------------------- ransom [1.10.71]


def _payable(state: RorState, seat: str, senator: Senator) -> bool:
    """1.10.71: from the captive's own treasury and/or his Faction Treasury."""
    return senator.talents + state.factions[seat].treasury >= ransom(senator)


def _captives(state: RorState, seat: str) -> list[Senator]:
    return sorted(
        (s for s in state.senators.values() if s.faction == seat and s.captive),
        key=lambda s: s.card,
    )


def open_ransom(state: RorState, war: str | None = None) -> None:
    """Ask each faction holding a captive (of `war`, if named) whether it ransoms him: at
    the start of Combat, before their wars are fought; between two battles against the
    war holding him; after the Revenue Phase, before the Senate elects (1.10.71: he keeps
    his office if he returns before its term ends). Every such faction is asked, whether
    or not it can pay: whom the game waits for is public, and asking only those who can
    pay would tell everyone a floor of their Faction Treasury [1.04.9]."""
    seats = [
        seat
        for seat in state.seats
        if any(war in (None, s.captive) for s in _captives(state, seat))
    ]
    push(state, "ransom", RANSOM_RULE, seats)


def legal_ransoms(state: RorState, seat: str) -> list[Action]:
    """The ransoms the faction can pay now: they depend on its Faction Treasury, so the
    decision's choices go to the seat privately (`secret_choices`)."""
    payable = (s for s in _captives(state, seat) if _payable(state, seat, s))
    return [*(PayRansom(senator=s.card) for s in payable), Done()]


def default_ransom(state: RorState, seat: str) -> Action:
    return Done()


def ransom_prompt(state: RorState, seat: str) -> dict[str, Any]:
    """Every captive of the faction with his ransom: public facts only."""
    return {"captives_pairs": [[s.card, ransom(s)] for s in _captives(state, seat)]}


def apply_ransom(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, PayRansom):
        raise IllegalAction("not_a_ransom_action", RANSOM_RULE)
    senator = state.senators.get(action.senator)
    if senator is None or senator.faction != seat or not senator.captive:
        raise IllegalAction("not_your_captive", RANSOM_RULE, senator=action.senator)
    if not _payable(state, seat, senator):
        raise IllegalAction("ransom_unaffordable", RANSOM_RULE, amount=ransom(senator))
    pay(ctx, seat, senator)
    proc = current(state)
    # 1.04.9: the turn ends when no captive is left, never because the rest are
    # unaffordable (that would tell a ceiling of the Faction Treasury)
    if proc is not None and proc.kind == "ransom" and not _captives(state, seat):
        finish_turn_of_seat(state, seat)


def pay(ctx: Ctx[RorState], seat: str, senator: Senator) -> None:
    """1.10.71: the captive's own treasury first, the Faction Treasury for the rest; he
    returns to Rome."""
    amount = ransom(senator)
    own = min(senator.talents, amount)
    about = {"senator_id": senator.card}
    ledger.move(ctx, ledger.senator(senator.card), ledger.BANK, own, RANSOM_RULE, "ransom", **about)
    ledger.move(
        ctx, ledger.faction(seat), ledger.BANK, amount - own, RANSOM_RULE, "ransom", **about
    )
    war = senator.captive or ""
    senator.captive = None
    ctx.emit(
        "ransom_paid",
        RANSOM_RULE,
        senator=senator.card,
        name_id=senator.card,
        faction=seat,
        amount=amount,
        war=war,
        war_name_id=war,
    )


PROCEDURES.register(
    "ransom",
    ProcedureRules(
        "pay_ransom",
        legal_ransoms,
        apply_ransom,
        default_ransom,
        # the ransoms offered are those the Faction Treasury can pay [1.04.9]
        secret_choices=True,
        prompt=ransom_prompt,
    ),
)
