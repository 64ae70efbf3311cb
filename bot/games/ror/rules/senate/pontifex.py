"""The Pontifex Maximus and the Priests in the Senate [2.01, advanced rule, game option
`pontifex`]: his election after the consuls when the office is vacant, the priesthood he
grants or moves once a Senate Phase, and his removal by a two-thirds vote. His battle
votes, rank, income and Evil Omens are in `priesthood.py`; his free veto in `tribunes.py`.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, Done, GrantPriesthood
from bot.games.ror.rules.cards import card_name, id_order
from bot.games.ror.rules.priesthood import (
    DISGRACE_INFLUENCE,
    OFFICE_INFLUENCE,
    PRIEST_INFLUENCE,
    battle_votes,
    pontifex,
)
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.proposal_params import SenatorParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.floor import open_floor
from bot.games.ror.rules.senate.presiding import in_rome
from bot.games.ror.rules.senate.proposals import BusinessStep, ProposalKind, params_of
from bot.games.ror.rules.state import Proposal, RorState, Senator

GRANTS_OFFERED = 3  # priesthoods offered at once; any other may be typed


def _data(state: RorState) -> dict[str, Any]:
    data: dict[str, Any] = state.senate.data.setdefault("pontifex", {})
    return data


def _name(state: RorState, card: object) -> str:
    return card_name(card) if isinstance(card, str) and card in state.senators else str(card)


# ---------------------------------------------------------------- the election


def _vacant(state: RorState) -> bool:
    return state.options.pontifex and pontifex(state) is None


def _candidates(state: RorState) -> list[Senator]:
    """Any aligned senator in Rome, the most influential first."""
    return sorted(in_rome(state), key=lambda s: (-s.influence, id_order(s.card)))


def _election_nominations(state: RorState) -> list[SenatorParams]:
    return [SenatorParams(senator=s.card) for s in _candidates(state)]


def _election_refusal(state: RorState, params: SenatorParams) -> IllegalAction | None:
    if not _vacant(state):
        return IllegalAction("pontifex_not_vacant", "2.01")
    if params.senator not in {s.card for s in _candidates(state)}:
        return IllegalAction("pontifex_candidate", "2.01", senator=_name(state, params.senator))
    return None


def _elected(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """2.01: +5 Influence once; he holds the office for life."""
    state = ctx.state
    s = state.senators[params_of(proposal, SenatorParams).senator]
    state.pontifex = s.card
    if s.card in state.priests:
        state.priests.remove(s.card)  # he cannot be his own Priest
    s.influence += OFFICE_INFLUENCE
    ctx.emit(
        "pontifex_elected",
        "2.01",
        senator=s.card,
        name_id=s.card,
        faction=s.faction or "",
        influence=OFFICE_INFLUENCE,
    )


def _election_failed(ctx: Ctx[RorState], proposal: Proposal) -> None:
    _data(ctx.state)["tried"] = True


def _describe_candidate(state: RorState, params: SenatorParams) -> dict[str, Any]:
    return {"senator": _name(state, params.senator)}


def _run(ctx: Ctx[RorState]) -> bool:
    """2.01: when the office is vacant, the Presiding Magistrate holds an election (he may
    move on after one has failed); the step is over at once when the office is filled."""
    if not _vacant(ctx.state):
        return True
    return not open_floor(ctx, "pontifex")


def _complete(state: RorState) -> bool:
    # read without writing: the floor's prompt asks this, and a prompt changes nothing
    return not _vacant(state) or bool(state.senate.data.get("pontifex", {}).get("tried"))


# ---------------------------------------------------------------- priesthoods


def _grantable(state: RorState) -> list[Senator]:
    """Aligned senators in Rome who are neither Priest nor the Pontifex [2.01]."""
    return [
        s for s in _candidates(state) if s.card not in state.priests and s.card != state.pontifex
    ]


def offer_priesthood(ctx: Ctx[RorState]) -> None:
    """2.01: once a Senate Phase the Pontifex may grant or move one priesthood (at the
    end of his step of the order of business)."""
    state = ctx.state
    top = pontifex(state)
    if top is None or top.faction is None or not _grantable(state):
        return
    push(state, "pontifex_priesthood", "2.01", [top.faction])


def legal_priesthoods(state: RorState, seat: str) -> list[Action]:
    """Done first; grants to a few of the most influential (any other, or a move, may be
    typed)."""
    grants: list[Action] = [GrantPriesthood(senator=s.card) for s in _grantable(state)]
    return [Done(), *grants[:GRANTS_OFFERED]]


def apply_priesthood(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, GrantPriesthood):
        raise IllegalAction("wrong_phase", rule)
    if action.senator not in {s.card for s in _grantable(state)}:
        raise IllegalAction("priest_candidate", "2.01", senator=_name(state, action.senator))
    old = action.from_priest
    if old is not None and old not in state.priests:
        raise IllegalAction("not_a_priest", "2.01", senator=_name(state, old))
    finish_turn_of_seat(state, seat)
    if old is not None:
        state.priests.remove(old)
        loser = state.senators[old]
        loser.influence = max(0, loser.influence - PRIEST_INFLUENCE)
    state.priests.append(action.senator)
    state.senators[action.senator].influence += PRIEST_INFLUENCE
    ctx.emit(
        "priesthood_granted",
        "2.01",
        senator=action.senator,
        name_id=action.senator,
        faction=seat,
        moved_from_id=old or "",
    )


# ---------------------------------------------------------------- removal


def two_thirds(yes: int, no: int) -> bool:
    """2.01: removing the Pontifex needs two thirds of the votes cast."""
    return yes > 0 and 3 * yes >= 2 * (yes + no)


def _removal_nominations(state: RorState) -> list[SenatorParams]:
    top = pontifex(state)
    return [SenatorParams(senator=top.card)] if top is not None else []


def _removal_refusal(state: RorState, params: SenatorParams) -> IllegalAction | None:
    top = pontifex(state)
    if top is None or params.senator != top.card:
        return IllegalAction("not_the_pontifex", "2.01", senator=_name(state, params.senator))
    return None


def _removed(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """2.01: he loses the office and 5 Influence."""
    state = ctx.state
    s = state.senators[params_of(proposal, SenatorParams).senator]
    state.pontifex = None
    lost = min(DISGRACE_INFLUENCE, s.influence)
    s.influence -= lost
    ctx.emit("pontifex_removed", "2.01", senator=s.card, name_id=s.card, influence=lost)


proposals.register(
    ProposalKind(
        key="elect_pontifex",
        rule="2.01",
        step="pontifex",
        params=SenatorParams,
        nominations=_election_nominations,
        refusal=_election_refusal,
        on_pass=_elected,
        on_fail=_election_failed,
        describe=_describe_candidate,
    )
)
proposals.register(
    ProposalKind(
        key="remove_pontifex",
        rule="2.01",
        step="other",
        params=SenatorParams,
        nominations=_removal_nominations,
        refusal=_removal_refusal,
        on_pass=_removed,
        describe=_describe_candidate,
        passes=two_thirds,
    )
)
proposals.register_step(
    BusinessStep(
        "pontifex",
        "2.01",
        run=_run,
        complete=_complete,
        active=lambda state: state.options.pontifex,
        on_end=offer_priesthood,
    )
)


def _battle_votes(state: RorState, proposal: Proposal) -> dict[str, int]:
    """2.01, v1.07B: Priests and the Pontifex count more on battle votes only."""
    return battle_votes(state) if proposals.KINDS[proposal.kind].battle else {}


proposals.EXTRA_VOTES.append(_battle_votes)


# the Pontifex Maximus (advanced rule 2.01): one priesthood a Senate Phase
PROCEDURES.register(
    "pontifex_priesthood",
    ProcedureRules(
        "pontifex_priesthood",
        legal_priesthoods,
        apply_priesthood,
        done,
    ),
)
