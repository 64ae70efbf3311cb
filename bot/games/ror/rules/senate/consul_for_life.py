"""Consul for Life [1.09.82-1.09.823]: after the consular elections (not during the
Prosecutions) the Presiding Magistrate or a Tribune may nominate an aligned senator in Rome
with 21+ Influence, once a turn, unvetoable; the nominee adds his Influence to his votes.
A senator in Rome with 35+ Influence becomes Consul for Life at once (not under the
Military Reforms law). He wins if alive at the end of a Revolution Phase or at Era Ends.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.proposal_params import SenatorParams
from bot.games.ror.rules.senate.proposals import (
    ProposalKind,
    after_adjournment,
    params_of,
    register,
    whenever,
)
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import Proposal, RorState, Senator

ELECTION_MIN = int(TABLES.consul_for_life["election_min_influence"])  # 21
AUTOMATIC_AT = int(TABLES.consul_for_life["auto_appointment_influence"])  # 35
MILITARY_REFORMS = "law:military_reforms"


def candidate(s: Senator) -> bool:
    return s.faction is not None and s.in_rome and s.influence >= ELECTION_MIN


def nominees(state: RorState) -> list[str]:
    """1.09.82: who may be nominated now (nobody once the vote was held this turn or a
    Consul for Life exists)."""
    if state.consul_for_life is not None or state.consul_for_life_vote_turn == state.turn:
        return []
    return [card for card, s in sorted(state.senators.items()) if candidate(s)]


def check_nomination(state: RorState, nominee: str) -> None:
    if state.consul_for_life is not None:
        raise IllegalAction("consul_for_life_exists", "1.09.82")
    if state.consul_for_life_vote_turn == state.turn:
        raise IllegalAction("consul_for_life_once", "1.09.82")
    s = state.senators.get(nominee)
    if s is None or not candidate(s):
        raise IllegalAction("consul_for_life_nominee", "1.09.82", least=ELECTION_MIN)


def nominated(state: RorState, nominee: str) -> None:
    """The vote is held: no other this turn [1.09.82]."""
    check_nomination(state, nominee)
    state.consul_for_life_vote_turn = state.turn


def extra_votes(state: RorState, nominee: str) -> int:
    """1.09.82: the nominee adds his Influence to his votes."""
    s = state.senators.get(nominee)
    return s.influence if s is not None else 0


def appoint(ctx: Ctx[RorState], card: str, rule: str) -> None:
    ctx.state.consul_for_life = card
    s = ctx.state.senators[card]
    ctx.emit("consul_for_life", rule, senator=card, name_id=card, faction=s.faction)


def faction_influence(state: RorState, seat: str | None) -> int:
    return sum(s.influence for s in faction_senators(state, seat)) if seat else 0


def automatic_candidates(state: RorState) -> list[str]:
    """1.09.823: aligned senators in Rome with 35+ Influence, the furthest above 34 first,
    then the one whose faction has the most Influence; those still tied come together."""
    if state.consul_for_life is not None or MILITARY_REFORMS in state.laws:
        return []
    found = [
        s
        for s in state.senators.values()
        if s.faction is not None and s.in_rome and s.influence >= AUTOMATIC_AT
    ]
    if not found:
        return []

    def rank(s: Senator) -> tuple[int, int]:
        return (s.influence, faction_influence(state, s.faction))

    best = max(rank(s) for s in found)
    return sorted(s.card for s in found if rank(s) == best)


def check_automatic(ctx: Ctx[RorState]) -> bool:
    """1.09.823: appoint a senator with 35+ Influence at once (a 2d6 roll-off breaks a
    tie left after Influence and faction Influence, 1.04.8). True if one was appointed."""
    tied = automatic_candidates(ctx.state)
    if not tied:
        return False
    while len(tied) > 1:
        rolls = {
            c: sum(ctx.dice(2, purpose="consul_for_life_roll_off", rule="1.04.8")) for c in tied
        }
        top = max(rolls.values())
        tied = [c for c in tied if rolls[c] == top]
    appoint(ctx, tied[0], "1.09.823")
    return True


def alive(state: RorState) -> Senator | None:
    """The Consul for Life, if he lives (a captive too) [1.12]."""
    card = state.consul_for_life
    return state.senators.get(card) if card else None


def may_rebel(state: RorState, card: str) -> bool:
    """1.09.82: the Consul for Life cannot become a rebel."""
    return state.consul_for_life != card


# ---------------------------------------------------------------- the proposal


def _nominations(state: RorState) -> list[SenatorParams]:
    # the likeliest nominees first: the most Influence
    best = sorted(nominees(state), key=lambda c: (-state.senators[c].influence, c))
    return [SenatorParams(senator=c) for c in best]


def _refusal(state: RorState, params: SenatorParams) -> IllegalAction | None:
    try:
        check_nomination(state, params.senator)
    except IllegalAction as err:
        return err
    return None


def _describe(state: RorState, params: SenatorParams) -> dict[str, Any]:
    card = params.senator
    known = card in state.senators
    return {
        "senator": card,
        "name": card_name(card) if known else card,
        "influence": state.senators[card].influence if known else 0,
    }


def _on_propose(ctx: Ctx[RorState], proposal: Proposal) -> None:
    nominated(ctx.state, params_of(proposal, SenatorParams).senator)


def _elected(ctx: Ctx[RorState], proposal: Proposal) -> None:
    card = params_of(proposal, SenatorParams).senator
    if card in ctx.state.senators:  # a nominee killed during the vote: void [1.09.73]
        appoint(ctx, card, "1.09.82")


def _nominee_votes(state: RorState, nominee: str) -> dict[str, int]:
    return {nominee: extra_votes(state, nominee)}


register(
    ProposalKind(
        key="consul_for_life",
        rule="1.09.82",
        # 1.09.82: any time after the consular elections, not during the Prosecutions
        step="other",
        also_in=("pontifex", "dictator", "censor", "governors"),
        params=SenatorParams,
        nominations=_nominations,
        refusal=_refusal,
        on_pass=_elected,
        describe=_describe,
        stance=lambda judge, p: 20.0 if judge.is_mine(p.get("senator")) else -20.0,
        vetoable=lambda state, p: False,  # 1.09.82
        extra_votes=lambda state, p: _nominee_votes(state, params_of(p, SenatorParams).senator),
        on_propose=_on_propose,
    )
)
# 1.09.823 "at once": whenever the Senate takes control back (an election's +5, a
# conviction's or a prosecutor's Influence), and once more after the automatic recalls
whenever(check_automatic)
after_adjournment(check_automatic)
