"""The Republic's topics of standing orders for Senate votes: a faction may leave one way
of voting for each family of proposals (elections, prosecutions, …) for the rest of the
Senate Phase, so that a vote on such a proposal is cast the moment it opens [1.09.13]."""

from __future__ import annotations

from bot.engine import Decision
from bot.games.ror.present.decision import ON_THE_PROPOSAL
from bot.games.ror.rules.state import RorState

#: each topic and the proposal kinds it holds (`senate.proposals.KINDS`)
TOPICS: dict[str, frozenset[str]] = {
    # 1.09.41-1.09.45, 2.01: who holds an office
    "elections": frozenset(
        {"consuls", "dictator", "censor", "consul_for_life", "elect_pontifex", "remove_pontifex"}
    ),
    "prosecutions": frozenset({"prosecution", "special_prosecution"}),  # 1.09.5
    "governors": frozenset({"governors", "governor_vacancy", "recall_proconsul"}),  # 1.09.7
    # 1.09.8-1.09.9: armies, fleets and their commanders
    "war": frozenset(
        {
            "deploy",
            "deploy_consuls",
            "attack_rebel",
            "replace_commander",
            "reinforce",
            "recall_commanderless",
            "garrison",
            "recall_garrison",
            "raise_forces",
            "disband_forces",
            "recall_legions",
            "recall_commanderless_part",
            "recall_proconsul_part",
        }
    ),
    "land_bills": frozenset({"land_bill", "land_bill_repeal"}),  # 1.09.62
    # 1.09.61, 1.09.63, 2.06: concessions, bequests and laws
    "laws": frozenset({"concessions", "collect_bequest", "law", "reject_rhodian"}),
}


def topic_of(kind: str) -> str:
    """The topic of proposals of `kind` (a kind no topic names is a law's business)."""
    return next((topic for topic, kinds in TOPICS.items() if kind in kinds), "laws")


def vote_on(state: RorState, decision: Decision) -> tuple[str, str] | None:
    """The topic of the proposal `decision` votes on and the faction that put it."""
    p = state.senate.proposal
    if decision.kind not in ON_THE_PROPOSAL or p is None:
        return None
    return topic_of(p.kind), p.seat
