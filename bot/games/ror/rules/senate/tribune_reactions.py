"""Cancelling a Tribune: Graft and Murder of a Tribune, and the Mob Incited to Violence
that may follow (RULES §13, intrigue.json; docs/RULES_CHOICES.md).

The window opens when a Tribune's veto is about to stop a vote (after any roll-off), or
when a Tribune's proposal has been announced and before its ballot opens. If a faction in
play other than the Tribune's holds one of these cards, every faction in play but the
Tribune's is asked at once and privately: play one with a senator of theirs in Rome, or
pass. The plays are resolved in voting order until one cancels the Tribune; the others
keep their cards. A cancelled veto is spent and the vote goes on; a cancelled proposal is
withdrawn (its Tribune stays spent). Right after a cancel, the factions but the one that
cancelled are asked the same way about Mob Incited to Violence: 1d6 + the Oratory of one of
their senators in Rome Mortality Chits, which kill only the cancelling faction's senators
in Rome.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, Done, ReactToTribune
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.refs import as_refs
from bot.games.ror.rules.senate.floor import withdraw
from bot.games.ror.rules.senate.presiding import voting_order
from bot.games.ror.rules.senate.proposals import BEFORE_BALLOT, KINDS, VETO_CHALLENGES
from bot.games.ror.rules.senate.prosecutions import mob_chits
from bot.games.ror.rules.senate.tribunes import tribune_ref
from bot.games.ror.rules.senate.voting import cancel_veto, finish_vote, voters
from bot.games.ror.rules.state import RorState

GRAFT = "graft"
MURDER = "murder_of_a_tribune"
MOB = "mob_incited_to_violence"
RULE = "1.09.15"


class Reactions(ProcedureData):
    tribune: str  # the Tribune reacted to
    plays: dict[str, ReactToTribune] = Field(default_factory=dict)  # secret, by faction


class Cancel(Reactions):
    """Graft or Murder of a Tribune against a Tribune's veto or proposal (RULES §13)."""

    target: Literal["veto", "proposal"]
    seat: str  # the faction that used the Tribune


class Mob(Reactions):
    """Mob Incited to Violence against the faction that cancelled the Tribune."""

    by: str


R = TypeVar("R", bound=Reactions)


def held(state: RorState, seat: str, card_id: str) -> str | None:
    """The faction's first copy of an intrigue card, or None."""
    return next((c for c in state.factions[seat].hand if c.startswith(f"int:{card_id}#")), None)


def cancel_options(state: RorState, seat: str) -> list[Action]:
    """Each card held, with each senator in Rome (Graft: one with talents, paying up to
    what he has, at most the die's 6)."""
    found: list[Action] = []
    graft, murder = held(state, seat, GRAFT), held(state, seat, MURDER)
    for s in voters(state, seat):
        if graft is not None and s.talents > 0:
            found.append(ReactToTribune(card=graft, senator=s.card, pay_up_to=min(6, s.talents)))
        if murder is not None:
            found.append(ReactToTribune(card=murder, senator=s.card))
    return found


def _open(ctx: Ctx[RorState], target: str, seat: str, tribune: str) -> bool:
    state = ctx.state
    seats = [s for s in voting_order(state) if s != seat and s not in state.eliminated]
    if not any(cancel_options(state, s) for s in seats):
        return False
    data = Cancel(target=target, seat=seat, tribune=tribune)
    push(state, "cancel_tribune", RULE, seats, simultaneous=True, data=data)
    return True


def challenge_veto(ctx: Ctx[RorState], seat: str, tribune: str) -> bool:
    return _open(ctx, "veto", seat, tribune)


def challenge_proposal(ctx: Ctx[RorState]) -> bool:
    """Once per proposal made with a Tribune, before its ballot."""
    state = ctx.state
    p = state.senate.proposal
    if p is None or p.tribune is None:
        return False
    if state.senate.data.get("challenged") == state.senate.proposals:
        return False
    state.senate.data["challenged"] = state.senate.proposals
    return _open(ctx, "proposal", p.seat, p.tribune)


VETO_CHALLENGES.append(challenge_veto)
BEFORE_BALLOT.append(challenge_proposal)


# ---------------------------------------------------------------- the decision


def cancel_prompt(state: RorState, seat: str) -> dict[str, Any]:
    proc = current(state)
    p = state.senate.proposal
    assert proc is not None and p is not None
    data = proc.data_as(Cancel)
    return {
        "target": data.target,
        "faction": data.seat,
        "name_id": tribune_ref(data.tribune),
        "proposal": p.kind,
        **as_refs(KINDS[p.kind].describe(state, p.params), p.params),
    }


def legal_cancels(state: RorState, seat: str) -> list[Action]:
    return [Done(), *cancel_options(state, seat)]


def _record(
    ctx: Ctx[RorState],
    seat: str,
    action: Action,
    rule: str,
    offered: list[Action],
    model: type[R],
) -> R | None:
    """Record a play secretly; the procedure's data once every faction has answered."""
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if isinstance(action, ReactToTribune):
        plays = [a for a in offered if isinstance(a, ReactToTribune)]
        if action.pay_up_to < 0 or not any(
            a.card == action.card and a.senator == action.senator for a in plays
        ):
            raise IllegalAction("cannot_react_to_tribune", RULE)
        proc.data_as(model).plays[seat] = action
    elif not isinstance(action, Done):
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(state, seat)
    return proc.data_as(model) if proc not in state.procedures else None


def apply_cancel(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    data = _record(ctx, seat, action, rule, cancel_options(ctx.state, seat), Cancel)
    if data is not None:
        _resolve(ctx, data)


# ---------------------------------------------------------------- resolving the plays


def _graft(ctx: Ctx[RorState], seat: str, play: ReactToTribune) -> bool:
    """1d6 T from his Personal Treasury to the Bank, or declined when too high."""
    s = ctx.state.senators[play.senator]
    roll = ctx.dice(1, purpose="graft", rule=RULE, seat=seat)[0]
    paid = roll <= min(play.pay_up_to, s.talents)
    ctx.emit(
        "graft_paid" if paid else "graft_declined",
        RULE,
        faction=seat,
        senator=s.card,
        name_id=s.card,
        roll=roll,
    )
    if paid:
        ledger.move(ctx, ledger.senator(s.card), ledger.BANK, roll, RULE, "graft")
    return paid


def _murder(ctx: Ctx[RorState], seat: str, play: ReactToTribune) -> bool:
    """1d6: even cancels; he loses that much Popularity either way."""
    s = ctx.state.senators[play.senator]
    roll = ctx.dice(1, purpose="murder_of_a_tribune", rule=RULE, seat=seat)[0]
    change_popularity(s, -roll)  # Pompey's doubled
    ctx.emit(
        "tribune_murdered" if roll % 2 == 0 else "tribune_murder_failed",
        RULE,
        faction=seat,
        senator=s.card,
        name_id=s.card,
        roll=roll,
        popularity=s.popularity,
    )
    return roll % 2 == 0


def _play(ctx: Ctx[RorState], seat: str, play: ReactToTribune) -> bool:
    """Spend the card and roll; True when the Tribune is cancelled. A card or senator gone
    since the answer (a death in the meantime) makes nothing happen."""
    state = ctx.state
    hand = state.factions[seat].hand
    if play.card not in hand or play.senator not in {s.card for s in voters(state, seat)}:
        return False
    hand.remove(play.card)
    state.discard.append(play.card)
    if play.card.startswith(f"int:{GRAFT}#"):
        return _graft(ctx, seat, play)
    return _murder(ctx, seat, play)


def _resolve(ctx: Ctx[RorState], data: Cancel) -> None:
    state = ctx.state
    by = None
    for seat in voting_order(state):
        play = data.plays.get(seat)
        if play is not None and _play(ctx, seat, play):
            by = seat
            break
    seat, tribune = data.seat, data.tribune
    if by is not None:
        ctx.emit(
            "tribune_cancelled",
            RULE,
            faction=by,
            tribune_faction=seat,
            name_id=tribune_ref(tribune),
            target=data.target,
        )
    if data.target == "veto":
        if by is None:
            finish_vote(ctx, (seat, tribune))
        else:
            cancel_veto(ctx, seat, tribune)
    elif by is not None:
        withdraw(ctx)
    if by is not None:
        _open_mob(ctx, by, tribune)


# ---------------------------------------------------------------- Mob Incited to Violence


def mob_options(state: RorState, seat: str) -> list[Action]:
    card = held(state, seat, MOB)
    return (
        []
        if card is None
        else [ReactToTribune(card=card, senator=s.card) for s in voters(state, seat)]
    )


def _open_mob(ctx: Ctx[RorState], by: str, tribune: str) -> None:
    """Right after a cancel, on top of whatever the vote does next."""
    state = ctx.state
    seats = [s for s in voting_order(state) if s != by and s not in state.eliminated]
    if any(mob_options(state, s) for s in seats):
        push(state, "mob_incited", RULE, seats, simultaneous=True, data=Mob(by=by, tribune=tribune))


def mob_prompt(state: RorState, seat: str) -> dict[str, Any]:
    proc = current(state)
    assert proc is not None
    data = proc.data_as(Mob)
    return {"faction": data.by, "name_id": tribune_ref(data.tribune)}


def legal_mobs(state: RorState, seat: str) -> list[Action]:
    return [Done(), *mob_options(state, seat)]


def apply_mob(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    """The first play in voting order: 1d6 + his Oratory chits; only the cancelling
    faction's senators in Rome die."""
    data = _record(ctx, seat, action, rule, mob_options(ctx.state, seat), Mob)
    if data is None:
        return
    state = ctx.state
    for player in voting_order(state):
        play = data.plays.get(player)
        if play is None:
            continue
        if play.card not in state.factions[player].hand or play.senator not in state.senators:
            continue
        state.factions[player].hand.remove(play.card)
        state.discard.append(play.card)
        oratory = state.senators[play.senator].oratory
        roll = ctx.dice(1, purpose="mob_incited_to_violence", rule=RULE, seat=player)[0]
        ctx.emit(
            "mob_incited",
            RULE,
            faction=player,
            name_id=play.senator,
            roll=roll,
            oratory=oratory,
            chits=roll + oratory,
            target=data.by,
        )
        vulnerable = [s.card for s in voters(state, data.by)]
        mob_chits(ctx, roll + oratory, vulnerable, RULE)
        return


# RULES §13: Graft or Murder of a Tribune against a Tribune's veto or proposal
PROCEDURES.register(
    "cancel_tribune",
    ProcedureRules(
        "cancel_tribune",
        legal_cancels,
        apply_cancel,
        done,
        private=True,
        prompt=cancel_prompt,
        data=Cancel,
    ),
)


PROCEDURES.register(
    "mob_incited",
    ProcedureRules(
        "mob_incited", legal_mobs, apply_mob, done, private=True, prompt=mob_prompt, data=Mob
    ),
)
