"""The registry of Senate business [1.09]: the steps of the order of business and the
kinds of proposal that can be put to a vote in each (docs/SENATE.md).

A part of the Senate registers its steps and proposal kinds here, from a module imported
by `senate/parts.py`; the kernel (`senate/__init__.py`) never names them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pydantic_core import to_jsonable_python

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action
from bot.games.ror.rules.proposal_params import PARAMS, ProposalParams
from bot.games.ror.rules.state import Proposal, RorState

P = TypeVar("P", bound=ProposalParams)

#: what a computer player sees of a proposal when it weighs it: its params' JSON on the
#: floor, the describing texts of a ballot's decision (`Judge` below)
SeenProposal = Mapping[str, Any]


def params_of(proposal: Proposal, model: type[P]) -> P:
    """The params of a proposal on the floor, as its kind's model."""
    params = proposal.params
    assert isinstance(params, model), (proposal.kind, type(params))
    return params


# 1.09 / RULES §7.3: the order of business; adjournment follows "other"
STEPS: tuple[str, ...] = (
    "consuls",
    "pontifex",
    "dictator",
    "censor",
    "prosecutions",
    "governors",
    "other",
)


def _never(state: RorState) -> bool:
    return False


def _always(state: RorState) -> bool:
    return True


def _no_options(state: RorState, proposal: Proposal, seat: str) -> list[Action]:
    return []


def _majority(yes: int, no: int) -> bool:
    return yes > no  # 1.09.13: a simple majority of the votes cast


class Judge(Protocol):
    """What a computer player answers when it weighs a proposal (`Seen` in
    `bot/games/ror/ai/seen.py`): it knows only its seat's view (`view`); the valuations
    of armies, Land Bills and recalls are its own."""

    @property
    def view(self) -> Any: ...
    def is_mine(self, card: Any) -> bool: ...
    def named_mine(self, text: Any) -> int: ...
    def rival_of_leader(self, card: Any) -> bool: ...
    def active_wars(self) -> int: ...
    def kept_in_reserve(self) -> int: ...
    def raise_value(self, legions: Any, fleets: Any) -> float: ...
    def deploy_value(self, seen: SeenProposal) -> float: ...
    def reinforce_value(self, seen: SeenProposal) -> float: ...
    def recall_value(self, seen: SeenProposal) -> float: ...
    def land_bill_value(self, seen: SeenProposal) -> float: ...


#: how much a computer player wants a proposal passed: positive yes, negative no
Stance = Callable[[Judge, SeenProposal], float]


def pairs_stance(key: str) -> Stance:
    """For a slate or a set of awards (`params[key]`: [id, senator] pairs on the floor, a
    describing text in a ballot): each of our senators named is worth 2, another -0.5."""

    def stance(judge: Judge, seen: SeenProposal) -> float:
        pairs = seen.get(key)
        if isinstance(pairs, list):
            return sum(2.0 if judge.is_mine(s) else -0.5 for _, s in pairs)
        return 2.0 * judge.named_mine(pairs) - 0.5

    return stance


@dataclass(frozen=True, slots=True)
class ProposalKind(Generic[P]):
    """One kind of proposal, whose params are a `P` (`params`, its pydantic model: fields
    the player gives, checked when the action is read). Catalogue keys its part must provide:
    `action.propose_<key>` (button, filled by `describe`), `event.proposal_<key>`
    (announcement, filled by `describe` plus `presiding`, `presiding_name`, `faction`).

    - `nominations(state)`: the proposals the Presiding Magistrate may make now, as `P`s
      (a small finite list, best first: computer players pick among them).
    - `refusal(state, params)`: why these params cannot be proposed now (an
      `IllegalAction` with its rule) or None. Checked on every proposal, typed ones too.
    - `proposer_refusal(state, seat, params)`: why this faction may not make it, though
      another might (a law from its own hand, 2.06), or None; checked after `refusal`,
      and the nominations offered to a faction leave out what it may not make.
    - `vetoable(state, proposal)`: whether a Tribune may veto it [1.09.15]. The kernel
      already refuses vetoes of a Dictator's proposals.
    - `extra_votes(state, proposal)`: senator -> extra votes counted with his ballot (the
      accused's and the Consul-for-Life nominee's Influence).
    - `abstain_is_no`: a faction not voting counts as voting against (Land Bills);
      `abstain_is_yes`: for it (a Land Bill's repeal) [1.09.13].
    - `forced_yes(state, proposal)`: senators who must vote for it (a repeal's sponsor,
      1.09.62): their ballot may not put them against it, and abstaining they vote yes.
    - `on_propose(ctx, proposal)`: runs when the proposal is made, before the vote; may
      push procedures (a prosecutor's consent); the vote opens when they are closed,
      unless it called `senate.withdraw(ctx)`.
    - `on_pass(ctx, proposal)` / `on_fail(ctx, proposal)`: the effect of passing
      (failing); `on_fail` also runs after a veto.
    - `ballot_options(state, proposal, seat)` / `apply_ballot_option(ctx, proposal, seat,
      action)`: extra actions offered in a faction's ballot (the Appeal to the People).
    - `also_in`: further steps in which it may be made (the Consul for Life, any time
      after the consular elections but not during the Prosecutions, 1.09.82).
    - `repeatable`: a defeated proposal may be made again (Dictator elections, 1.09.32).
    - `by_tribune`: may be proposed with a Tribune (not prosecutions) [1.09.422].
    - `passes(yes, no)`: whether the totals pass it (a simple majority unless it says).
    - `urgent(state)`: while true, its best nomination is offered first on the floor.
    - `canonical(params)`: the JSON that says what "the same proposal" is for 1.09.13
      (e.g. a pair in a fixed order; None: the params' own); `signature(params)` is built
      from it.
    - `void_when(state, proposal)`: void at a death though it names nobody who died (a
      prosecution whose Censor died, 1.09.41); `on_void(ctx, proposal)`: what voiding it
      does besides stopping its vote (`senate/departures.py`, 1.09.73).
    - `survives_deaths`: the death of a senator it names does not void it; its vote goes
      on and is tallied (a Land Bill, 1.09.623).
    - `stance(judge, seen)`: the computer player's stance on it, voting or vetoing
      (positive: for it); `proposing(judge, seen)`: what making it is worth to a
      Presiding Magistrate, when that differs from the stance. `seen` is what the player
      sees (`SeenProposal`): the params' JSON (ids) on the floor, the describing texts of
      a ballot's decision.
    - `sends(params)`: the commanders passing it sends away from Rome [1.09.15].
    - `battle`: a battle vote, deploying forces against a war or recalling or replacing
      a commander: Priests +1, the Pontifex's votes doubled [2.01, v1.07B].
    """

    key: str
    rule: str
    step: str  # one of STEPS
    params: type[P]
    nominations: Callable[[RorState], list[P]]
    refusal: Callable[[RorState, P], IllegalAction | None]
    on_pass: Callable[[Ctx[RorState], Proposal], None]
    describe: Callable[[RorState, P], dict[str, Any]]
    proposer_refusal: Callable[[RorState, str, P], IllegalAction | None] = (
        lambda state, seat, params: None
    )
    vetoable: Callable[[RorState, Proposal], bool] = lambda state, proposal: True
    extra_votes: Callable[[RorState, Proposal], dict[str, int]] = lambda state, p: {}
    # (yes, no) votes added to the totals, not to a senator (the Appeal to the People)
    added_votes: Callable[[RorState, Proposal], tuple[int, int]] = lambda state, p: (0, 0)
    abstain_is_no: bool = False
    abstain_is_yes: bool = False
    forced_yes: Callable[[RorState, Proposal], list[str]] = lambda state, p: []
    on_propose: Callable[[Ctx[RorState], Proposal], None] | None = None
    on_fail: Callable[[Ctx[RorState], Proposal], None] | None = None
    void_when: Callable[[RorState, Proposal], bool] = lambda state, p: False
    on_void: Callable[[Ctx[RorState], Proposal], None] | None = None
    survives_deaths: bool = False  # 1.09.623: death never cancels a Land Bill vote
    ballot_options: Callable[[RorState, Proposal, str], list[Action]] = _no_options
    apply_ballot_option: Callable[[Ctx[RorState], Proposal, str, Action], None] | None = None
    also_in: tuple[str, ...] = ()
    repeatable: bool = False
    by_tribune: bool = True
    # the JSON that says what "the same proposal" is (1.09.13); None: the params' own
    canonical: Callable[[P], dict[str, Any]] | None = None
    # offered first on the floor while it holds (an unopposed rebel wins, 1.11.35)
    urgent: Callable[[RorState], bool] = lambda state: False
    # whether (yes, no) passes it: a simple majority, or 2/3 to remove the Pontifex [2.01]
    passes: Callable[[int, int], bool] = _majority
    stance: Stance = lambda judge, params: 0.0
    proposing: Stance | None = None
    # the commanders it sends from Rome (a Tribune may suspend its vote, 1.09.15)
    sends: Callable[[P], list[str]] = lambda params: []
    # deploys forces against a war, recalls or replaces a commander [2.01, v1.07B]
    battle: bool = False

    def signature(self, params: ProposalParams) -> str:
        """The same proposal whether or not a field left at its default was written: a
        vetoed or defeated one is not made again by spelling out a default [1.09.13]."""
        assert isinstance(params, self.params)
        if self.canonical is not None:
            said = self.canonical(params)
        else:
            said = to_jsonable_python(
                {name: getattr(params, name) for name in self.params.model_fields}
            )
        return self.key + ":" + json.dumps(said, sort_keys=True)

    def made_in(self, step: str) -> bool:
        """Whether it may be proposed during this step of the order of business."""
        return step == self.step or step in self.also_in


@dataclass(frozen=True, slots=True)
class BusinessStep:
    """One step of the order of business [1.09].

    - `run(ctx)`: called again and again while the Senate is at this step and no
      procedure is open; it pushes procedures (a decision is pending) or does automatic
      work, and returns True when the step is over. None: the kernel's floor (the
      Presiding Magistrate proposes this step's kinds until `complete` and he moves on).
    - `complete(state)`: the Presiding Magistrate may move on (or adjourn, in "other").
    - `active(state)`: the step is held at all this turn (False: skipped).
    - `presiding(state)`: who presides during this step instead of the HRAO (the Censor
      during prosecutions), or None for the usual Presiding Magistrate.
    - `on_end(ctx)`: runs once when the step is over (1.09.45 clean-up).
    """

    key: str
    rule: str
    run: Callable[[Ctx[RorState]], bool] | None = None
    complete: Callable[[RorState], bool] = _always
    active: Callable[[RorState], bool] = _always
    presiding: Callable[[RorState], str | None] | None = None
    on_end: Callable[[Ctx[RorState]], None] | None = None


KINDS: dict[str, ProposalKind[Any]] = {}
BUSINESS: dict[str, BusinessStep] = {
    "consuls": BusinessStep("consuls", "1.09.2"),
    # advanced rule 2.01: senate/pontifex.py registers the real step when the option is on
    "pontifex": BusinessStep("pontifex", "2.01", active=_never),
    "dictator": BusinessStep("dictator", "1.09.3"),
    "censor": BusinessStep("censor", "1.09.4"),
    "prosecutions": BusinessStep("prosecutions", "1.09.41"),
    "governors": BusinessStep("governors", "1.09.5"),
    "other": BusinessStep("other", "1.09.6"),
}
# run after adjournment, in order (automatic recalls, 1.09.9); what they return is ignored
AFTER_ADJOURNMENT: list[Callable[[Ctx[RorState]], object]] = []


@dataclass(frozen=True, slots=True)
class Interrupt:
    """An action a faction may take in its ballot on any proposal, besides voting (an
    assassination attempt, 1.09.7): `options(state, seat)` offered, `handles(action)`,
    `apply(ctx, seat, action)` (the ballot stays open; it may push procedures).
    `on_floor`: also offered to the Presiding Magistrate's faction on the floor, which
    stays open too (a law played at any time, 1.07.36)."""

    options: Callable[[RorState, str], list[Action]]
    handles: Callable[[Action], bool]
    apply: Callable[[Ctx[RorState], str, Action], None]
    on_floor: bool = False


INTERRUPTS: list[Interrupt] = []

# Votes counted on every kind of proposal that qualifies, added by the advanced rules:
# senator -> extra votes when he votes (Priests and the Pontifex, 2.01), (yes, no) added to
# the totals (an Advocate's trial roll, 2.05); and what happens when the last ballot is in
# and no Tribune vetoed, before the tally (the trial roll itself).
EXTRA_VOTES: list[Callable[[RorState, Proposal], dict[str, int]]] = []
ADDED_VOTES: list[Callable[[RorState, Proposal], tuple[int, int]]] = []
BEFORE_TALLY: list[Callable[[Ctx[RorState], Proposal], None]] = []
# a proposal that passed, before it takes effect: True holds its effect back (a Tribune
# suspending a vote that sends the Presiding Magistrate away, 1.09.15)
SUSPEND: list[Callable[[Ctx[RorState], Proposal], bool]] = []
# a Tribune's veto about to stop a vote (seat, tribune), or a Tribune's proposal before its
# ballot opens: True when the factions are asked whether to cancel that Tribune (Graft,
# Murder of a Tribune, RULES §13) and the vote waits for their answers
VETO_CHALLENGES: list[Callable[[Ctx[RorState], str, str], bool]] = []
BEFORE_BALLOT: list[Callable[[Ctx[RorState]], bool]] = []
# while the Senate waits for a proposal, before the claims and the floor: True when it
# acted (a suspended vote resumed)
BEFORE_FLOOR: list[Callable[[Ctx[RorState]], bool]] = []
# each time the Senate takes control back (after every decision of the phase is resolved,
# before anything else happens): what must hold "at once" whatever changed (1.09.823)
WHENEVER: list[Callable[[Ctx[RorState]], object]] = []


def register(kind: ProposalKind[P]) -> ProposalKind[P]:
    assert kind.step in STEPS and set(kind.also_in) <= set(STEPS), kind.key
    assert kind.key not in KINDS, f"proposal kind {kind.key} registered twice"
    KINDS[kind.key] = kind
    PARAMS[kind.key] = kind.params
    return kind


def register_step(step: BusinessStep) -> BusinessStep:
    """Replace the default entry of one step of the order of business."""
    assert step.key in STEPS, step.key
    BUSINESS[step.key] = step
    return step


def after_adjournment(hook: Callable[[Ctx[RorState]], object]) -> None:
    AFTER_ADJOURNMENT.append(hook)


def whenever(hook: Callable[[Ctx[RorState]], object]) -> None:
    WHENEVER.append(hook)


def kinds_of_step(step: str) -> list[ProposalKind[Any]]:
    return [k for k in KINDS.values() if k.made_in(step)]
