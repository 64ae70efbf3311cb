"""Redistribution [1.06.3]: the one time talents move between players.

Every faction with money acts at the same time. A faction moves talents between its
senators' personal treasuries and its Faction Treasury, and may give talents to another
faction (into its Faction Treasury, or to one of its senators). Captives neither give nor
receive; a rebel deals only with rebels (a faction treasury is no rebel). `done` ends the
faction's part.

What is public: personal treasuries are [1.04.9], so a transfer that touches a senator is
told to everyone (without saying whose Faction Treasury was the other end). A Faction
Treasury's balance is told only to its faction, and a gift between Faction Treasuries only
to the two factions.

`legal_actions` offers a few moves (a senator's whole purse into the Faction Treasury, the
whole Faction Treasury to one senator, 1T to another faction), and only while the faction
has made fewer than `OFFERED_MOVES` moves, so that random players finish; `apply` accepts
any valid transfer at any time.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger, open_bodyguard
from bot.games.ror.rules.actions import Action, Done, PlayOpenBodyguard, Transfer
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import faction_senators, seats_in_play
from bot.games.ror.rules.state import RorState, Senator

RULE = "1.06.3"
OFFERED_MOVES = 2
GIFT = 1  # the gift offered to each other faction


class Moves(ProcedureData):
    moves: dict[str, int] = Field(default_factory=dict)  # transfers made, by faction


def open_redistribution(state: RorState) -> None:
    """Every faction is asked, money or not: the board shows whom the game waits for, and
    leaving out the factions with nothing would tell an empty Faction Treasury [1.04.9]."""
    push(state, "redistribute", RULE, list(state.seats), simultaneous=True)


def _free(state: RorState, seat: str) -> list[Senator]:
    """This faction's senators who may take part: no captives, no rebels."""
    return [s for s in faction_senators(state, seat) if s.captive is None and not s.rebel]


def legal_transfers(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    moves = proc.data.moves.get(seat, 0) if proc and isinstance(proc.data, Moves) else 0
    if moves >= OFFERED_MOVES:
        return [Done(), *open_bodyguard.play_options(state, seat)]
    mine, treasury = ledger.faction(seat), state.factions[seat].treasury
    actions: list[Action] = [
        Transfer(source=ledger.senator(s.card), target=mine, amount=s.talents)
        for s in _free(state, seat)
        if s.talents
    ]
    if treasury:
        actions += [
            Transfer(source=mine, target=ledger.senator(s.card), amount=treasury)
            for s in _free(state, seat)
        ]
        actions += [
            Transfer(source=mine, target=ledger.faction(other), amount=GIFT)
            for other in seats_in_play(state)
            if other != seat
        ]
    return [*actions, *open_bodyguard.play_options(state, seat), Done()]


def default_transfer(state: RorState, seat: str) -> Action:
    return Done()


def redistribution_prompt(state: RorState, seat: str) -> dict[str, Any]:
    """The faction's own Faction Treasury (the decision is prompted privately)."""
    return {"treasury": state.factions[seat].treasury}


def _owner(state: RorState, account: str) -> tuple[str, Senator | None]:
    """The faction behind an account, and the senator when it is a personal treasury."""
    kind, _, key = account.partition(":")
    if kind == "faction" and key in state.factions and key not in state.eliminated:
        return key, None  # a faction out of the game has no account [1.05.4]
    senator = state.senators.get(key) if kind == "senator" else None
    if senator is None or senator.faction is None:
        raise IllegalAction("no_such_account", RULE, account=account)
    return senator.faction, senator


def _check(state: RorState, seat: str, action: Transfer) -> None:
    giver, source = _owner(state, action.source)
    _, target = _owner(state, action.target)
    if giver != seat:
        raise IllegalAction("not_your_money", RULE)
    if action.source == action.target:
        raise IllegalAction("transfer_to_itself", RULE)
    if any(s is not None and s.captive is not None for s in (source, target)):
        raise IllegalAction("captive_cannot_trade", RULE)
    if (source is not None and source.rebel) != (target is not None and target.rebel):
        raise IllegalAction("rebels_trade_with_rebels", RULE)
    if not 0 < action.amount <= ledger.balance(state, action.source):
        raise IllegalAction("bad_transfer_amount", RULE, most=ledger.balance(state, action.source))


def apply_transfer(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        ctx.emit("redistribution_done", RULE, faction=seat)
        finish_turn_of_seat(state, seat)
        return
    if isinstance(action, PlayOpenBodyguard):  # RULES §4.1, §7.9
        open_bodyguard.play(ctx, seat, action)
        return
    if not isinstance(action, Transfer):
        raise IllegalAction("wrong_phase", rule)
    _check(state, seat, action)
    ledger.move(ctx, action.source, action.target, action.amount, RULE, "redistribution")
    proc = current(state)
    assert proc is not None
    moves = proc.data_as(Moves).moves
    moves[seat] = moves.get(seat, 0) + 1
    _narrate(ctx, seat, action)


def _narrate(ctx: Ctx[RorState], seat: str, action: Transfer) -> None:
    state = ctx.state
    receiver, target = _owner(state, action.target)
    _, source = _owner(state, action.source)
    amount = action.amount
    if source is not None and target is not None:
        ctx.emit(
            "talents_given",
            RULE,
            source=source.card,
            source_name_id=source.card,
            target=target.card,
            target_name_id=target.card,
            amount=amount,
        )
    elif source is not None:
        ctx.emit("talents_paid_in", RULE, senator=source.card, name_id=source.card, amount=amount)
    elif target is not None:
        ctx.emit("talents_paid_out", RULE, senator=target.card, name_id=target.card, amount=amount)
    if receiver != seat:
        for reader in (seat, receiver):
            if target is None:
                ctx.tell(
                    reader, "gift_to_faction", RULE, giver=seat, receiver=receiver, amount=amount
                )
            else:
                ctx.tell(
                    reader,
                    "gift_to_senator",
                    RULE,
                    giver=seat,
                    receiver=receiver,
                    senator=target.card,
                    name_id=target.card,
                    amount=amount,
                )
    for account in (action.source, action.target):
        owner, senator = _owner(state, account)
        if senator is None:
            ctx.tell(
                owner,
                "faction_treasury",
                RULE,
                faction=owner,
                treasury=state.factions[owner].treasury,
            )


PROCEDURES.register(
    "redistribute",
    ProcedureRules(
        "redistribute",
        legal_transfers,
        apply_transfer,
        default_transfer,
        private=True,
        prompt=redistribution_prompt,
        data=Moves,
    ),
)
