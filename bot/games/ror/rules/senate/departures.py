"""A senator who leaves play while the Senate sits leaves its pending business [1.09.73].

He dies (a Mob's chits, an assassin, an execution, the Popular Appeal): a proposal on the
floor that names him (a nominee, a slate, an accused, a prosecutor, a commander, a sponsor)
is void at once, its vote stopped and its ballots void, and the Senate goes on with the
next proposal. RULES §7.9 says so of an assassin's victim; a death of any other cause
voids it the same way (docs/RULES_CHOICES.md), except a Land Bill's vote, which no death
cancels (1.09.623, `ProposalKind.survives_deaths`). A kind may be void for another reason too
(a prosecution whose Censor died, 1.09.41) and may say what its voiding does
(`ProposalKind.void_when`, `ProposalKind.on_void`). The choices asked after a vote note
who died since (`died_since`): the surviving consul-elect takes Rome, a dead presider has
nothing to lose.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import mortality
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.state import RorState

RULE = "1.09.73"


def named(value: Any) -> list[str]:
    """Every string in a proposal's parameters (senators, nested in slates and pairs)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return [c for v in value for c in named(v)]
    return []


def died_in(ctx: Ctx[RorState]) -> set[str]:
    """The senators who died in this action (a dead Faction Leader's heir keeps his card,
    so the events, not the state, tell who is gone)."""
    return {e.data["senator"] for e in ctx.events if e.kind == "senator_died"}


#: the procedures that belong to the proposal on the floor: its ballots, the consents and
#: the Advocate asked before them, a challenge to its Tribune or to a veto of it
OF_THE_PROPOSAL = ("senate_ballot", "senate_vote", "consent", "name_advocate", "cancel_tribune")


def stop_vote(ctx: Ctx[RorState]) -> None:
    """The vote ends unfinished (the mob killed or freed the accused, a nominee died):
    the proposal leaves the floor with what was pending on it, and its ballots are void."""
    state = ctx.state
    state.procedures = [p for p in state.procedures if p.kind not in OF_THE_PROPOSAL]
    state.senate.proposal = None
    state.senate.ballots = {}


def void_if_gone(ctx: Ctx[RorState], died: Collection[str]) -> bool:
    """Void the proposal on the floor when it names one of `died` (or its kind says it is
    void), unless no death cancels it (a Land Bill, 1.09.623); True when it did."""
    state = ctx.state
    p = state.senate.proposal
    if p is None:
        return False
    kind = KINDS[p.kind]
    gone = [c for c in named(p.params.model_dump(mode="json")) if c in died]
    if kind.survives_deaths:
        gone = []  # 1.09.623: the vote continues regardless
    if not gone and not kind.void_when(state, p):
        return False
    stop_vote(ctx)
    ctx.emit(
        "proposal_void",
        RULE,
        proposal=p.kind,
        senator=gone[0] if gone else "",
        name_id=gone[0] if gone else "",
    )
    if kind.on_void is not None:
        kind.on_void(ctx, p)
    return True


class NotesDeaths(ProcedureData):
    """The data of a Senate procedure that names senators and notes who of them died
    since (a consul-elect before the roles are chosen, a presider before his unanimous
    defeat's choice): by the card alone a dead Faction Leader's heir would pass for him."""

    died: list[str] = Field(default_factory=list)

    def named(self) -> list[str]:
        return []


#: the key of the deaths noted while an interrupted vote was set aside
DIED = "died"


def died_since(data: NotesDeaths, card: str) -> bool:
    return card in data.died


def _left_play(ctx: Ctx[RorState], card: str) -> None:
    void_if_gone(ctx, {card})
    for proc in ctx.state.procedures:
        if isinstance(proc.data, NotesDeaths) and card in proc.data.named():
            proc.data.died.append(card)


mortality.LEFT_PLAY.append(_left_play)
