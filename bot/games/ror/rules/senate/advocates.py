"""Advocates in prosecutions [2.05, advanced rule, game option `advocates`].

The accused's faction names an Advocate (a senator of its own in Rome, or none) when the
prosecution is proposed. When the last ballot is in, the Advocate rolls 2d6 + his Oratory
− the Prosecutor's (Cicero +2 as Advocate, −2 as Prosecutor) on the Trial column of the
Popular Appeal table; those votes join the tally (negative: for conviction). The verdict
costs a guilty man's Advocate 3 Influence, or gains the acquitted man's Advocate 3 and
costs the Prosecutor 3; an Appeal of 2 or less draws chits against the Advocate.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, NameSenator
from bot.games.ror.rules.cards import STATESMAN_DATA
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.proposal_params import ProsecutionParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.proposals import params_of
from bot.games.ror.rules.state import Proposal, RorState

PROSECUTION = "prosecution"
VERDICT_INFLUENCE = 3  # 2.05
CICERO_MODIFIER = 2  # 2.05.1 (VG errata): +2 as Advocate, −2 as Prosecutor
APPEAL_CHITS_BELOW = 3  # an Appeal total of 2 or less: one chit per point below 3
OFFERED = 2  # advocates offered at once; any other may be typed


def _trial_rows() -> tuple[int, int, dict[int, int]]:
    rows = TABLES.popular_appeal_table["rows"]
    numbered = {
        r["modified_total"]: r["trial_votes_advanced"]
        for r in rows
        if isinstance(r["modified_total"], int)
    }
    return min(numbered), max(numbered), numbered


TRIAL_LOW, TRIAL_HIGH, TRIAL_VOTES = _trial_rows()  # 3, 11, {3: -16, ..., 11: 16}
TRIAL_EDGE = 20  # ≤2 → −20, ≥12 → +20


def trial_votes(total: int) -> int:
    """2.05: the Trial column of the Popular Appeal table."""
    if total < TRIAL_LOW:
        return -TRIAL_EDGE
    if total > TRIAL_HIGH:
        return TRIAL_EDGE
    return TRIAL_VOTES[total]


def _data(state: RorState) -> dict[str, Any]:
    data: dict[str, Any] = state.senate.data.setdefault("advocates", {})
    return data


def advocate(state: RorState) -> str | None:
    """The Advocate of the prosecution under way, if alive."""
    card = state.senate.data.get("advocates", {}).get("advocate")  # read: nothing written
    return card if isinstance(card, str) and card in state.senators else None


def _trial_modifier(card: str) -> int:
    data = STATESMAN_DATA.get(card)
    return (
        CICERO_MODIFIER if data and any(a.code == "trial_modifier" for a in data.abilities) else 0
    )


# ---------------------------------------------------------------- naming the Advocate


def candidates(state: RorState, accused: str) -> list[str]:
    """Senators of the accused's faction in Rome other than himself, best orator first."""
    seat = state.senators[accused].faction
    found = [
        s for s in state.senators.values() if s.faction == seat and s.in_rome and s.card != accused
    ]
    return [s.card for s in sorted(found, key=lambda s: (-s.oratory, s.card))]


class Accused(ProcedureData):
    accused: str  # the senator prosecuted


def ask_advocate(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """2.05: when a prosecution is proposed, the accused's faction may name an Advocate."""
    state = ctx.state
    _data(state).clear()
    accused = params_of(proposal, ProsecutionParams).accused
    seat = state.senators[accused].faction
    if not state.options.advocates or seat is None or not candidates(state, accused):
        return
    push(state, "name_advocate", "2.05", [seat], data=Accused(accused=accused))


def legal_advocates(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    assert proc is not None
    named = candidates(state, proc.data_as(Accused).accused)[:OFFERED]
    return [*(NameSenator(senator=c) for c in named), NameSenator()]


def advocate_prompt(state: RorState, seat: str) -> dict[str, Any]:
    proc = current(state)
    assert proc is not None
    accused = proc.data_as(Accused).accused
    return {"accused": accused, "accused_name_id": accused}


def default_advocate(state: RorState, seat: str) -> Action:
    return NameSenator()


def apply_advocate(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if not isinstance(action, NameSenator):
        raise IllegalAction("wrong_phase", rule)
    accused = proc.data_as(Accused).accused
    if action.senator is not None and action.senator not in candidates(state, accused):
        raise IllegalAction("advocate_candidate", "2.05", senator=action.senator)
    finish_turn_of_seat(state, seat)
    if action.senator is None or state.senate.proposal is None:
        return  # none named, or the prosecution was withdrawn
    _data(state)["advocate"] = action.senator
    ctx.emit(
        "advocate_named",
        "2.05",
        senator=action.senator,
        name_id=action.senator,
        accused_id=accused,
        faction=seat,
    )


# ---------------------------------------------------------------- the trial roll


def trial_roll(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """2.05: after the Senate vote, the Advocate's roll on the Trial column."""
    state = ctx.state
    card = advocate(state)
    if proposal.kind != PROSECUTION or card is None:
        return
    prosecutor = params_of(proposal, ProsecutionParams).prosecutor
    if prosecutor not in state.senators:
        return
    roll = sum(ctx.dice(2, purpose="advocate_trial", rule="2.05"))
    modifier = (
        state.senators[card].oratory
        + _trial_modifier(card)
        - state.senators[prosecutor].oratory
        - _trial_modifier(prosecutor)
    )
    votes = trial_votes(roll + modifier)
    _data(state)["trial"] = votes
    ctx.emit(
        "advocate_trial_roll",
        "2.05",
        senator=card,
        name_id=card,
        roll=roll,
        modifier=modifier,
        total=roll + modifier,
        votes=votes,
    )


def trial_added_votes(state: RorState, proposal: Proposal) -> tuple[int, int]:
    """Negative results are votes for conviction, positive ones against [2.05]."""
    votes = (
        state.senate.data.get("advocates", {}).get("trial")
        if proposal.kind == PROSECUTION
        else None
    )
    if not isinstance(votes, int):
        return 0, 0
    return (-votes, 0) if votes < 0 else (0, votes)


# ---------------------------------------------------------------- the verdict


def verdict(ctx: Ctx[RorState], guilty: bool, prosecutor: str | None) -> None:
    """2.05: guilty, the Advocate loses 3 Influence; not guilty, he gains 3 and the
    Prosecutor loses 3."""
    state = ctx.state
    card = advocate(state)
    if card is None:
        return
    s = state.senators[card]
    change = -min(VERDICT_INFLUENCE, s.influence) if guilty else VERDICT_INFLUENCE
    s.influence += change
    lost = 0
    if not guilty and prosecutor is not None and prosecutor in state.senators:
        p = state.senators[prosecutor]
        lost = min(VERDICT_INFLUENCE, p.influence)
        p.influence -= lost
    ctx.emit(
        "advocate_verdict",
        "2.05",
        senator=card,
        name_id=card,
        change=change,
        prosecutor_id=prosecutor or "",
        prosecutor_loss=lost,
        guilty=guilty,
    )
    _data(state).clear()


def appeal_chits(total: int) -> int:
    """2.05: an Appeal of 2 or less draws one chit per point below 3 against the Advocate."""
    return max(0, APPEAL_CHITS_BELOW - total)


proposals.BEFORE_TALLY.append(trial_roll)
proposals.ADDED_VOTES.append(trial_added_votes)


# Advocates (advanced rule 2.05): the accused's faction names one
PROCEDURES.register(
    "name_advocate",
    ProcedureRules(
        "name_advocate",
        legal_advocates,
        apply_advocate,
        default_advocate,
        prompt=advocate_prompt,
        data=Accused,
    ),
)
