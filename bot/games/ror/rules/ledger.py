"""Every talent that moves goes through `move`, so the books always balance.

Accounts: `treasury` (the State), `bank` (outside the game: income arrives from it,
costs and lost money go to it), `faction:<seat>` (secret Faction Treasury) and
`senator:<card>` (public personal treasury). Each movement emits a `ledger` event seen
only by the game master's log, with the rule that caused it; the property tests check that
the talents in play change exactly by what the ledger says came from or went to the bank.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules.state import RorState

BANK = "bank"
TREASURY = "treasury"


def faction(seat: str) -> str:
    return f"faction:{seat}"


def senator(card: str) -> str:
    return f"senator:{card}"


def balance(state: RorState, account: str) -> int:
    if account == TREASURY:
        return state.treasury
    kind, _, key = account.partition(":")
    if kind == "faction":
        return state.factions[key].treasury
    if kind == "senator":
        return state.senators[key].talents
    raise ValueError(f"no balance for {account!r}")


def _adjust(state: RorState, account: str, delta: int) -> None:
    if account == BANK:
        return
    if account == TREASURY:
        state.treasury += delta
        return
    kind, _, key = account.partition(":")
    if kind == "faction":
        state.factions[key].treasury += delta
    elif kind == "senator":
        state.senators[key].talents += delta
    else:
        raise ValueError(f"unknown account {account!r}")


def move(
    ctx: Ctx[RorState], source: str, target: str, amount: int, rule: str, why: str, **about: Any
) -> None:
    """Move `amount` talents. Only the State Treasury may go below zero (bankruptcy is
    the caller's to detect); a personal or faction treasury never does. `why` names a
    phrase (`paid.<why>`) with `about` its params (card ids), or is the phrase itself."""
    if amount == 0:
        return
    if amount < 0:
        source, target, amount = target, source, -amount
    _adjust(ctx.state, source, -amount)
    _adjust(ctx.state, target, amount)
    if source not in (BANK, TREASURY) and balance(ctx.state, source) < 0:
        raise AssertionError(f"{source} would go below zero ({why}, {rule})")
    ctx.emit(
        "ledger",
        rule,
        visibility="gm",
        source=source,
        target=target,
        amount=amount,
        why=why,
        **about,
    )


def talents_in_play(state: RorState) -> int:
    """Every talent in the game: State, Faction and personal treasuries."""
    return (
        state.treasury
        + sum(f.treasury for f in state.factions.values())
        + sum(s.talents for s in state.senators.values())
    )
