"""Votes in the Senate [1.09.13]: ballots, the tally, the reveal, unanimous defeat.

Every faction gets a ballot on every proposal. Open ballot: factions vote one at a time,
the Presiding Magistrate's first then clockwise, each ballot announced. Sealed ballot
(default): every faction votes at once and privately; nothing is public until the last
ballot is in and the full tally is revealed.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, UnanimousDefeat, Veto, Vote
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.refs import as_refs
from bot.games.ror.rules.senate.departures import NotesDeaths, died_since
from bot.games.ror.rules.senate.presiding import voting_order
from bot.games.ror.rules.senate.proposals import (
    ADDED_VOTES,
    BEFORE_TALLY,
    BUSINESS,
    EXTRA_VOTES,
    INTERRUPTS,
    KINDS,
    SUSPEND,
    VETO_CHALLENGES,
)
from bot.games.ror.rules.senate.tribunes import (
    check_tribune,
    roll_off,
    tribune_ref,
    use_tribune,
    veto_options,
)
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import Ballot, Proposal, RorState, Senator

BUY = (1, 3)  # votes offered for purchase by the faction's richest voter; any may be typed


def votes_of(state: RorState, card: str) -> int:
    """A senator's own votes: Oratory + knights [1.09.13]."""
    s = state.senators[card]
    return s.oratory + s.knights


def voters(state: RorState, seat: str) -> list[Senator]:
    """The faction's senators attending the Senate [1.09.11]."""
    return [s for s in faction_senators(state, seat) if s.in_rome]


def proposal(state: RorState) -> Proposal:
    assert state.senate.proposal is not None, "no proposal on the floor"
    return state.senate.proposal


# ---------------------------------------------------------------- opening the ballot


def open_ballot(ctx: Ctx[RorState]) -> None:
    """Call every faction to vote on the proposal on the floor."""
    state = ctx.state
    state.senate.ballots = {}
    _call_voters(state, voting_order(state))


def _call_voters(state: RorState, seats: list[str]) -> None:
    """Sealed ballots are cast at once, open votes in voting order [1.09.13]."""
    sealed = state.options.ballot == "sealed"
    push(state, "senate_ballot" if sealed else "senate_vote", "1.09.13", seats, simultaneous=sealed)


def ballot_prompt(state: RorState, seat: str) -> dict[str, Any]:
    """What every faction's ballot prompt shows: the proposal, never who can veto."""
    p = proposal(state)
    kind = KINDS[p.kind]
    return {
        "proposal": p.kind,
        "rule": kind.rule,
        **as_refs(kind.describe(state, p.params), p.params),
    }


def legal_ballots(state: RorState, seat: str) -> list[Action]:
    """All yes, all no, abstain; all yes with a few votes bought by the richest voter (any
    other ballot may be typed); the part's ballot options (the Appeal); a veto for each
    Tribune source held."""
    p = proposal(state)
    mine = [s.card for s in voters(state, seat)]
    forced = [c for c in mine if c in KINDS[p.kind].forced_yes(state, p)]  # 1.09.62
    against = Vote(yes=forced, no=[c for c in mine if c not in forced])
    actions: list[Action] = [Vote(yes=mine), against, Vote()] if mine else [Vote()]
    if mine:
        richest = max(voters(state, seat), key=lambda s: (s.talents, s.card))
        actions += [Vote(yes=mine, bought={richest.card: n}) for n in BUY if richest.talents >= n]
    actions += KINDS[p.kind].ballot_options(state, p, seat)
    for interrupt in INTERRUPTS:  # an assassination attempt [1.09.7]
        actions += interrupt.options(state, seat)
    actions += [Veto(tribune=t) for t in veto_options(state, seat, p)]
    return actions


def default_ballot(state: RorState, seat: str) -> Action:
    """At the deadline a faction abstains [1.09.13]; the proposer's faction backs its own
    proposal."""
    if seat == proposal(state).seat:
        return Vote(yes=[s.card for s in voters(state, seat)])
    return Vote()


# ---------------------------------------------------------------- casting a ballot


def _check_ballot(state: RorState, seat: str, vote: Vote) -> Ballot:
    mine = {s.card for s in voters(state, seat)}
    named = [*vote.yes, *vote.no]
    if len(set(named)) != len(named):
        raise IllegalAction("vote_twice", "1.09.13")
    for card in named:
        if card not in mine:
            raise IllegalAction("not_your_voter", "1.09.13", senator=card)
    for card, n in vote.bought.items():
        if card not in named:
            raise IllegalAction("bought_votes_unused", "1.09.13", senator=card)
        if n < 0 or n > state.senators[card].talents:
            raise IllegalAction("cannot_buy_votes", "1.09.13", senator=card, amount=n)
    p = proposal(state)
    for card in vote.no:
        if card in KINDS[p.kind].forced_yes(state, p):
            raise IllegalAction("must_vote_yes", "1.09.62", senator_id=card)
    bought = {c: n for c, n in vote.bought.items() if n > 0}
    return Ballot(yes=list(vote.yes), no=list(vote.no), bought=bought)


def apply_ballot(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    p = proposal(state)
    kind = KINDS[p.kind]
    proc = current(state)
    assert proc is not None
    if isinstance(action, Veto):
        if action.tribune not in veto_options(state, seat, p):
            check_tribune(state, seat, action.tribune)
            raise IllegalAction("cannot_veto", "1.09.15")
        state.senate.ballots[seat] = Ballot(veto=action.tribune)
    elif isinstance(action, Vote):
        state.senate.ballots[seat] = _check_ballot(state, seat, action)
    elif kind.apply_ballot_option is not None and action in kind.ballot_options(state, p, seat):
        kind.apply_ballot_option(ctx, p, seat, action)  # not the end of the ballot
        return
    elif interrupt := next((i for i in INTERRUPTS if i.handles(action)), None):
        interrupt.apply(ctx, seat, action)  # not the end of the ballot either
        return
    else:
        raise IllegalAction("wrong_phase", rule)
    ballot = state.senate.ballots[seat]
    data = _ballot_data(state, ballot)
    if not (ballot.yes or ballot.no or ballot.veto):
        data["variant"] = "abstain"  # told as an abstention [1.09.13]
    if proc.simultaneous:
        ctx.tell(seat, "ballot_recorded", "1.09.13", faction=seat, **data)
    else:
        ctx.emit("ballot_cast", "1.09.13", faction=seat, **data)
    finish_turn_of_seat(state, seat)
    if ballot.veto is not None and not proc.simultaneous and proc in state.procedures:
        state.procedures.remove(proc)  # 1.09.15: the veto ends the vote at once (unless last)
    if proc not in state.procedures:
        close_vote(ctx)


def _ballot_data(state: RorState, ballot: Ballot) -> dict[str, Any]:
    return {
        "yes": sum(votes_of(state, c) + ballot.bought.get(c, 0) for c in ballot.yes),
        "no": sum(votes_of(state, c) + ballot.bought.get(c, 0) for c in ballot.no),
        "veto_id": tribune_ref(ballot.veto) if ballot.veto else "",
    }


# ---------------------------------------------------------------- the tally


def tally(state: RorState, p: Proposal) -> dict[str, Any]:
    """Votes for and against, per faction and per senator [1.09.13]; abstaining senators
    count against a proposal whose kind says so (Land Bills)."""
    kind = KINDS[p.kind]
    extra = dict(kind.extra_votes(state, p))
    for bonus in EXTRA_VOTES:  # advanced rules (2.01)
        for card, n in bonus(state, p).items():
            extra[card] = extra.get(card, 0) + n
    forced = set(kind.forced_yes(state, p))
    senators: dict[str, dict[str, Any]] = {}
    factions: dict[str, dict[str, int]] = {}
    for seat in state.seats:
        ballot = state.senate.ballots.get(seat, Ballot())
        counts = {"yes": 0, "no": 0}
        for s in voters(state, seat):
            vote = "yes" if s.card in ballot.yes else "no" if s.card in ballot.no else "abstain"
            n = votes_of(state, s.card) + ballot.bought.get(s.card, 0)
            if vote == "abstain" and (s.card in forced or kind.abstain_is_yes):
                vote, n = "yes", votes_of(state, s.card) + extra.get(s.card, 0)  # 1.09.62
            elif vote == "abstain" and kind.abstain_is_no:
                vote, n = "no", votes_of(state, s.card)
            elif vote != "abstain":
                n += extra.get(s.card, 0)
            else:
                n = 0
            senators[s.card] = {"faction": seat, "vote": vote, "votes": n}
            if vote != "abstain":
                counts[vote] += n
        factions[seat] = counts
    added_yes, added_no = kind.added_votes(state, p)  # the Appeal to the People [1.09.421]
    for added in ADDED_VOTES:  # advanced rules (2.05)
        more_yes, more_no = added(state, p)
        added_yes, added_no = added_yes + more_yes, added_no + more_no
    yes = sum(f["yes"] for f in factions.values()) + added_yes
    no = sum(f["no"] for f in factions.values()) + added_no
    return {"yes": yes, "no": no, "factions": factions, "senators": senators}


def _pay_bought_votes(ctx: Ctx[RorState]) -> None:
    """Each bought vote costs 1T; a senator who died during the vote pays nothing."""
    senators = ctx.state.senators
    for ballot in ctx.state.senate.ballots.values():
        for card, n in ballot.bought.items():
            if card in senators:
                paid = min(n, senators[card].talents)
                ledger.move(ctx, ledger.senator(card), ledger.BANK, paid, "1.09.13", "bought votes")


def close_vote(ctx: Ctx[RorState]) -> None:
    """The last faction has voted: a veto (after any roll-off) may first be challenged;
    then reveal, pay bought votes, and apply the result."""
    state = ctx.state
    order = voting_order(state)
    vetoes = [(seat, b.veto) for seat in order if (b := state.senate.ballots.get(seat)) and b.veto]
    if not vetoes:
        finish_vote(ctx, None)
        return
    seat, tribune = roll_off(ctx, vetoes)
    if any(hook(ctx, seat, tribune) for hook in VETO_CHALLENGES):
        return  # the vote waits: its veto may be cancelled (RULES §13)
    finish_vote(ctx, (seat, tribune))


def cancel_veto(ctx: Ctx[RorState], seat: str, tribune: str) -> None:
    """A cancelled veto is spent, and the vote goes on: the vetoing faction, and those that
    had not voted when it stopped an open ballot, vote (another Tribune may veto)."""
    state = ctx.state
    use_tribune(ctx, seat, tribune, "veto")
    del state.senate.ballots[seat]
    _call_voters(state, [s for s in voting_order(state) if s not in state.senate.ballots])


def finish_vote(ctx: Ctx[RorState], veto: tuple[str, str] | None) -> None:
    state = ctx.state
    p = proposal(state)
    kind = KINDS[p.kind]
    if veto is None:
        for hook in BEFORE_TALLY:  # advanced rules (2.05)
            hook(ctx, p)
    result = tally(state, p)
    ctx.emit("vote_tally", "1.09.13", proposal=p.kind, **result)
    _pay_bought_votes(ctx)
    unanimous = _unanimous(state, p, result)
    state.senate.proposal = None
    state.senate.closed_ballots, state.senate.ballots = state.senate.ballots, {}
    if veto is not None:
        seat, tribune = veto
        use_tribune(ctx, seat, tribune, "veto")
        state.senate.vetoed.append(kind.signature(p.params))
        ctx.emit("proposal_vetoed", "1.09.15", proposal=p.kind, faction=seat)
        if kind.on_fail is not None:
            kind.on_fail(ctx, p)
        return
    if kind.passes(result["yes"], result["no"]):
        if any(hook(ctx, p) for hook in SUSPEND):  # 1.09.15: voted again later
            return
        ctx.emit("proposal_passed", kind.rule, proposal=p.kind, yes=result["yes"], no=result["no"])
        kind.on_pass(ctx, p)
        return
    ctx.emit("proposal_failed", kind.rule, proposal=p.kind, yes=result["yes"], no=result["no"])
    if not kind.repeatable:
        state.senate.defeated.append(kind.signature(p.params))
    if kind.on_fail is not None:
        kind.on_fail(ctx, p)
    if unanimous:
        unanimous_defeat(ctx, p)


# ---------------------------------------------------------------- unanimous defeat


def _unanimous(state: RorState, p: Proposal, result: dict[str, Any]) -> bool:
    """1.09.144: the presider's own proposal (not a Tribune's), every other faction's
    senator in Rome voting against it."""
    if p.tribune is not None or p.proposer is None or p.proposer not in state.senators:
        return False
    others = [v for v in result["senators"].values() if v["faction"] != p.seat]
    return bool(others) and all(v["vote"] == "no" for v in others)


class Defeated(NotesDeaths):
    senator: str  # the presider whose proposal every other faction voted down (1.09.144)

    def named(self) -> list[str]:
        return [self.senator, *self.died]


def unanimous_defeat(ctx: Ctx[RorState], p: Proposal) -> None:
    state = ctx.state
    assert p.proposer is not None
    presider = state.senators[p.proposer]
    ctx.emit(
        "unanimous_defeat", "1.09.144", senator=presider.card, name_id=presider.card, faction=p.seat
    )
    if presider.influence == 0:
        step_down(ctx, presider.card)  # forced at 0 Influence
        return
    push(state, "unanimous_defeat", "1.09.144", [p.seat], data=Defeated(senator=presider.card))


def legal_defeat_choices(state: RorState, seat: str) -> list[Action]:
    return [UnanimousDefeat(step_down=False), UnanimousDefeat(step_down=True)]


def default_defeat_choice(state: RorState, seat: str) -> Action:
    return UnanimousDefeat(step_down=False)


def apply_defeat_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if not isinstance(action, UnanimousDefeat):
        raise IllegalAction("wrong_phase", rule)
    proc = current(ctx.state)
    assert proc is not None
    data = proc.data_as(Defeated)
    card = data.senator
    finish_turn_of_seat(ctx.state, seat)
    if died_since(data, card):
        return  # he died meanwhile: no one to lose Influence or step down (1.09.73)
    if action.step_down:
        step_down(ctx, card)
        return
    ctx.state.senators[card].influence -= 1
    ctx.emit("presider_loses_influence", "1.09.144", senator=card, name_id=card)


def step_down(ctx: Ctx[RorState], card: str) -> None:
    """He keeps his office, but never presides again this phase [1.09.144]; a presider
    named by the step (the Censor) stepping down ends that step (1.09.41)."""
    state = ctx.state
    state.senate.stepped_down.append(card)
    business = BUSINESS.get(state.step)
    if business is not None and business.presiding is not None:
        state.senate.end_step = business.presiding(state) == card
    ctx.emit("presider_steps_down", "1.09.144", senator=card, name_id=card)


PROCEDURES.register(
    "senate_vote",
    ProcedureRules(
        "senate_vote",
        legal_ballots,
        apply_ballot,
        default_ballot,
        # an open vote's vetoes, floor claims and assassinations name cards [1.09.13]
        secret_choices=True,
        prompt=ballot_prompt,
    ),
)


PROCEDURES.register(
    "senate_ballot",
    ProcedureRules(
        "senate_ballot",
        legal_ballots,
        apply_ballot,
        default_ballot,
        private=True,
        prompt=ballot_prompt,
    ),
)


PROCEDURES.register(
    "unanimous_defeat",
    ProcedureRules(
        "unanimous_defeat",
        legal_defeat_choices,
        apply_defeat_choice,
        default_defeat_choice,
        data=Defeated,
    ),
)
