"""Assassination [1.09.7-1.09.74]: while the Senate sits, a senator in Rome may try to kill
another faction's senator in Rome. One attempt per faction a turn, one against each.

The attempt: the assassin's faction plays Assassin cards (+1 each) and rolls 1d6 (less Evil
Omens and 2 for an Open Bodyguard); then the target's faction may play Secret Bodyguards
(-1 each). 5+ kills the target, 3-4 does nothing, 2 or less catches the assassin. An
assassin not caught re-rolls once per bodyguard, only to see whether he is caught then.
A caught assassin dies; his Faction Leader loses 5 Influence and, if in Rome, faces a
Special Major Prosecution (unvetoable, no prosecutor) with an Appeal to the People at the
negative of the target's Popularity; his execution draws chits that kill members of his
faction in Rome. The caught assassin of a Land Bill's Sponsor or Co-Sponsor, both of one
faction, is the only one punished: only he dies [1.09.623].
"""

from __future__ import annotations

from typing import Any, Literal

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import Procedure, ProcedureData
from bot.games.ror.rules import ledger, mortality, open_bodyguard
from bot.games.ror.rules.actions import Action, Assassinate, PlayBodyguards
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.modifiers import evil_omens
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, push
from bot.games.ror.rules.proposal_params import AccusedParams
from bot.games.ror.rules.refs import as_refs
from bot.games.ror.rules.senate import departures, land_bills, prosecutions
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.proposals import (
    INTERRUPTS,
    Interrupt,
    ProposalKind,
    params_of,
    register,
)
from bot.games.ror.rules.senate.prosecutions import mob_chits
from bot.games.ror.rules.state import Assassination, Ballot, Proposal, RorState

Result = Literal["killed", "no_effect", "caught"]
ASSASSIN = "int:assassin#"
SECRET_BODYGUARD = "int:secret_bodyguard#"
KILLED_AT = 5  # 1.09.72: 5 or more kills the target
CAUGHT_AT = 2  # 2 or less catches the assassin
OPEN_BODYGUARD = 2  # an Open Bodyguard in play: -2
LEADER_LOSS = 5  # 1.09.74: the caught assassin's Faction Leader loses 5 Influence


def result(modified: int) -> Result:
    """The Assassination table [1.09.72]."""
    if modified >= KILLED_AT:
        return "killed"
    return "caught" if modified <= CAUGHT_AT else "no_effect"


def modifier(state: RorState, assassins: int, bodyguards: int, open_bodyguards: int = 0) -> int:
    """+1 per Assassin card, -1 per Secret Bodyguard, -2 per Open Bodyguard, less Evil
    Omens [1.09.72, 1.07.21]."""
    return assassins - bodyguards - OPEN_BODYGUARD * open_bodyguards - evil_omens(state)


# ---------------------------------------------------------------- who may try whom


def this_turn(state: RorState) -> list[Assassination]:
    return [a for a in state.assassinations if a.turn == state.turn]


def cards_in_hand(state: RorState, seat: str, prefix: str) -> list[str]:
    return [c for c in state.factions[seat].hand if c.startswith(prefix)]


def check_attempt(state: RorState, seat: str, assassin: str, target: str, cards: list[str]) -> None:
    """1.09.7: both in Rome, the assassin of `seat`, the target another faction's; one
    attempt by each faction and one against each a turn; Assassin cards from the hand."""
    a, t = state.senators.get(assassin), state.senators.get(target)
    if a is None or a.faction != seat or not a.in_rome:
        raise IllegalAction("assassin_not_yours", "1.09.7")
    if t is None or t.faction is None or t.faction == seat or not t.in_rome:
        raise IllegalAction("assassin_target", "1.09.7")
    done = this_turn(state)
    if any(x.faction == seat for x in done):
        raise IllegalAction("assassin_once", "1.09.7")
    if any(x.target_faction == t.faction for x in done):
        raise IllegalAction("assassin_target_once", "1.09.7")
    hand = cards_in_hand(state, seat, ASSASSIN)
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise IllegalAction("assassin_cards", "1.09.72")


def attempts(state: RorState, seat: str) -> list[tuple[str, str]]:
    """The (assassin, target) pairs `seat` may try now: for a short list, its senator in
    Rome with the most Influence against each other faction's senators in Rome."""
    done = this_turn(state)
    if any(x.faction == seat for x in done):
        return []
    mine = [s for s in state.senators.values() if s.faction == seat and s.in_rome]
    if not mine:
        return []
    assassin = max(mine, key=lambda s: (s.influence, s.card)).card
    barred = {x.target_faction for x in done}
    return [
        (assassin, card)
        for card, s in sorted(state.senators.items())
        if s.faction not in (None, seat, *barred) and s.in_rome
    ]


# ---------------------------------------------------------------- the attempt


class Attempt(ProcedureData):
    """An assassination attempt, kept while the target's faction decides on its Secret
    Bodyguards [1.09.72] and, if the assassin is caught, for the special prosecution."""

    faction: str
    assassin: str
    target: str
    target_faction: str
    target_popularity: int  # before any death [1.09.74]
    cards: int  # Assassin cards played
    roll: int
    open_bodyguards: int  # already in play
    caught: bool = False
    only_he_dies: bool = False  # 1.09.623: against a Land Bill's same-faction sponsors


def declare(ctx: Ctx[RorState], seat: str, assassin: str, target: str, cards: list[str]) -> Attempt:
    """1.09.72: the attempt is declared, the Assassin cards played and the die rolled.
    Returns the attempt's working data (kept in the procedure that follows)."""
    state = ctx.state
    check_attempt(state, seat, assassin, target, cards)
    t = state.senators[target]
    assert t.faction is not None
    entry = Assassination(turn=state.turn, faction=seat, target_faction=t.faction)
    state.assassinations = [*this_turn(state), entry]
    hand = state.factions[seat].hand
    for card in cards:
        hand.remove(card)
        state.discard.append(card)
    ctx.emit(
        "assassination",
        "1.09.72",
        faction=seat,
        assassin=assassin,
        assassin_name_id=assassin,
        target=target,
        target_name_id=target,
        target_faction=t.faction,
        cards=len(cards),
    )
    roll = ctx.dice(1, purpose="assassination", rule="1.09.72", seat=seat)[0]
    return Attempt(
        faction=seat,
        assassin=assassin,
        target=target,
        target_faction=t.faction,
        target_popularity=t.popularity,  # before any death [1.09.74]
        cards=len(cards),
        roll=roll,
        open_bodyguards=open_bodyguard.guarding(state, target),  # already in play
        only_he_dies=land_bills.sponsors_of_one_faction(state, target),
    )


def caught_outright(state: RorState, data: Attempt) -> bool:
    """Caught before any Secret Bodyguard: the target's faction has nothing to decide."""
    mod = modifier(state, data.cards, 0, data.open_bodyguards)
    return result(data.roll + mod) == "caught"


def resolve(ctx: Ctx[RorState], data: Attempt, bodyguards: list[str]) -> None:
    """The Secret Bodyguards played (from the target faction's hand), the result, the
    re-rolls once per bodyguard to see whether the assassin is caught [1.09.72-73], and
    the effects [1.09.73-74]."""
    state = ctx.state
    hand = state.factions[data.target_faction].hand
    if any(c not in hand or not c.startswith(SECRET_BODYGUARD) for c in bodyguards):
        raise IllegalAction("assassin_bodyguards", "1.09.72")
    for card in bodyguards:
        hand.remove(card)
        state.discard.append(card)
    mod = modifier(state, data.cards, len(bodyguards), data.open_bodyguards)
    outcome = result(data.roll + mod)
    ctx.emit(
        "assassination_result",
        "1.09.72",
        roll=data.roll,
        modifier=mod,
        total=data.roll + mod,
        result=outcome,
        bodyguards=len(bodyguards),
        assassin_name_id=data.assassin,
        target_name_id=data.target,
    )
    caught = outcome == "caught"
    for _ in range(len(bodyguards) + data.open_bodyguards):
        if caught:
            break
        again = ctx.dice(1, purpose="bodyguard_catch", rule="1.09.73")[0]
        caught = result(again + mod) == "caught"  # a "killed" result here is ignored
    if outcome == "killed" and data.target in state.senators:
        ctx.emit("assassination_killed", "1.09.73", senator=data.target, name_id=data.target)
        kill(ctx, data.target)
    data.caught = caught


def punish(ctx: Ctx[RorState], data: Attempt) -> str | None:
    """1.09.74: the caught assassin dies and his Faction Leader loses 5 Influence. Returns
    the Leader when he is in Rome and must face a Special Major Prosecution; when the
    assassin was the Leader himself, the chits are drawn at once. The assassin of a Land
    Bill's same-faction sponsor alone dies (1.09.623): no loss, no prosecution, no chits."""
    state = ctx.state
    seat, assassin = data.faction, data.assassin
    leader = state.factions[seat].leader
    rule = "1.09.623" if data.only_he_dies else "1.09.74"
    ctx.emit("assassin_caught", rule, senator=assassin, name_id=assassin, faction=seat)
    if assassin in state.senators:
        kill(ctx, assassin)
    if data.only_he_dies:
        eliminate_if_empty(ctx, seat)
        return None
    if leader == assassin:
        draw_punishment_chits(ctx, data)
        return None
    if leader is None or leader not in state.senators:
        return None
    s = state.senators[leader]
    lost = min(LEADER_LOSS, s.influence)
    s.influence -= lost
    ctx.emit("assassin_leader_loses", "1.09.74", senator=leader, name_id=leader, influence=lost)
    return leader if s.in_rome else None


def special_appeal_modifier(data: Attempt) -> int:
    """1.09.74: the Leader appeals with the negative of the target's Popularity."""
    return -data.target_popularity


def execute_leader(ctx: Ctx[RorState], data: Attempt, leader: str) -> None:
    """1.09.74: found guilty, the Leader dies; his family card goes to the Curia (no heir
    stays with the faction) and the chits are drawn."""
    state = ctx.state
    if leader in state.senators:
        state.factions[data.faction].leader = None
        ctx.emit("assassin_leader_executed", "1.09.74", senator=leader, name_id=leader)
        kill(ctx, leader)
    draw_punishment_chits(ctx, data)


def draw_punishment_chits(ctx: Ctx[RorState], data: Attempt) -> None:
    """1.09.74: one chit per point of the target's (positive) Popularity; members of the
    assassin's faction in Rome whose chits come up die. A faction left with no senator
    is eliminated [1.05.4]."""
    state, seat = ctx.state, data.faction
    count = max(0, data.target_popularity)
    members = [c for c, s in sorted(state.senators.items()) if s.faction == seat and s.in_rome]
    if count and members:
        mob_chits(ctx, count, members, "1.09.74")
    eliminate_if_empty(ctx, seat)


def eliminate_if_empty(ctx: Ctx[RorState], seat: str) -> None:
    """1.05.4: a faction whose last senator died as punishment for a caught assassin is out
    of the game: its hand is discarded, its treasury goes to the Bank."""
    state = ctx.state
    if seat in state.eliminated or any(s.faction == seat for s in state.senators.values()):
        return
    faction = state.factions[seat]
    state.discard += faction.hand
    faction.hand = []
    faction.leader = None
    ledger.move(ctx, ledger.faction(seat), ledger.BANK, faction.treasury, "1.05.4", "eliminated")
    state.eliminated.append(seat)
    ctx.emit("assassin_faction_eliminated", "1.05.4", faction=seat)


# ---------------------------------------------------------------- in the Senate


def _offered(state: RorState, seat: str) -> list[Action]:
    """An attempt is offered in a ballot only to a faction holding an Assassin card (one
    attempt, the card played); any other attempt may be typed [1.09.7]."""
    cards = cards_in_hand(state, seat, ASSASSIN)
    pairs = attempts(state, seat) if cards else []
    return [Assassinate(assassin=a, target=t, cards=(cards[0],)) for a, t in pairs[:1]]


def _attempt(ctx: Ctx[RorState], seat: str, action: Action) -> None:
    assert isinstance(action, Assassinate)
    state = ctx.state
    data = declare(ctx, seat, action.assassin, action.target, list(action.cards))
    if caught_outright(state, data):
        _after_roll(ctx, data, [])
        return
    # 1.09.72: the target's faction is always asked, so nobody learns who holds a bodyguard
    push(state, "assassination_bodyguards", "1.09.72", [data.target_faction], data=data)


def legal_bodyguards(state: RorState, seat: str) -> list[Action]:
    held = cards_in_hand(state, seat, SECRET_BODYGUARD)
    return [PlayBodyguards(cards=tuple(held[:n])) for n in range(len(held) + 1)]


def default_bodyguards(state: RorState, seat: str) -> Action:
    return PlayBodyguards(cards=tuple(cards_in_hand(state, seat, SECRET_BODYGUARD)))


def bodyguard_prompt(state: RorState, seat: str) -> dict[str, Any]:
    data = state.procedures[-1].data_as(Attempt)
    return {
        "assassin_name_id": data.assassin,
        "target_name_id": data.target,
        "roll": data.roll,
    }


def apply_bodyguards(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if not isinstance(action, PlayBodyguards):
        raise IllegalAction("wrong_phase", rule)
    data = ctx.state.procedures[-1].data_as(Attempt)
    if len(set(action.cards)) != len(action.cards):
        raise IllegalAction("assassin_bodyguards", "1.09.72")
    ctx.state.procedures.pop()
    _after_roll(ctx, data, list(action.cards))


def _after_roll(ctx: Ctx[RorState], data: Attempt, bodyguards: list[str]) -> None:
    resolve(ctx, data, bodyguards)
    leader = punish(ctx, data) if data.caught else None
    if leader is not None:
        _special_prosecution(ctx, data, leader)


def _special_data(state: RorState) -> dict[str, Any]:
    data: dict[str, Any] = state.senate.data.setdefault("assassination", {})
    return data


def _special_prosecution(ctx: Ctx[RorState], data: Attempt, leader: str) -> None:
    """1.09.74: the vote under way is set aside; the Leader appeals (he must) with the
    negative of the target's Popularity, then the Senate votes, without veto."""
    state = ctx.state
    stash: dict[str, Any] = {}
    if state.senate.proposal is not None:
        procs = [p for p in state.procedures if p.kind in ("senate_ballot", "senate_vote")]
        stash = {
            "proposal": state.senate.proposal.model_dump(mode="json"),
            "ballots": {k: b.model_dump(mode="json") for k, b in state.senate.ballots.items()},
            "procedures": [p.model_dump(mode="json") for p in procs],
        }
        departures.stop_vote(ctx)
    presider = prosecutions.censor(state) or presiding_magistrate(state)
    prosecutions.record(state, leader, "special", "assassin")
    special = _special_data(state)
    special.update(
        attempt=data.model_dump(mode="json"),
        leader=leader,
        stash=stash,
        appeal=0,
        presider=presider.card if presider else None,
    )
    ctx.emit("assassin_special_prosecution", "1.09.74", senator=leader, name_id=leader)
    row = prosecutions.roll_appeal(ctx, leader, special_appeal_modifier(data), "1.09.74")
    special["appeal"] = row.votes
    if row.killed:
        execute_leader(ctx, data, leader)
        _resume(ctx)
    elif row.freed:
        mob_chits(ctx, row.chits, [special["presider"]] if special["presider"] else [], "1.09.74")
        _resume(ctx)
    else:
        seat = presider.faction if presider and presider.faction else data.faction
        params = AccusedParams(accused=leader)
        state.senate.proposal = Proposal(kind=SPECIAL, params=params, seat=seat)
        ctx.emit(
            f"proposal_{SPECIAL}",
            "1.09.74",
            faction=seat,
            **as_refs(_describe_special(state, params), params),
        )


def _resume(ctx: Ctx[RorState]) -> None:
    """1.09.74: the interrupted vote resumes (votes already cast stand)."""
    state = ctx.state
    stash = _special_data(state).pop("stash", {})
    if not stash:
        return
    state.senate.proposal = Proposal.model_validate(stash["proposal"])
    state.senate.ballots = {k: Ballot.model_validate(b) for k, b in stash["ballots"].items()}
    state.procedures += [
        RorState.type_data(Procedure.model_validate(p)) for p in stash["procedures"]
    ]
    # 1.09.73: a senator it names died, in this action or while it was set aside
    departures.void_if_gone(ctx, departures.died_in(ctx) | set(stash.get(departures.DIED, [])))


def _note_death_while_set_aside(ctx: Ctx[RorState], card: str) -> None:
    """A death during the special prosecution is noted on the vote set aside, so that the
    vote is void when it resumes (by the card alone a dead Leader's heir would pass)."""
    stash = ctx.state.senate.data.get("assassination", {}).get("stash")
    if stash:
        stash.setdefault(departures.DIED, []).append(card)


def _special_verdict(ctx: Ctx[RorState], proposal: Proposal, guilty: bool) -> None:
    special = _special_data(ctx.state)
    leader = params_of(proposal, AccusedParams).accused
    if guilty:
        execute_leader(ctx, Attempt.model_validate(special["attempt"]), leader)
    else:
        ctx.emit("prosecution_acquitted", "1.09.74", senator=leader, name_id=leader)
    _resume(ctx)


def _describe_special(state: RorState, params: AccusedParams) -> dict[str, Any]:
    card = params.accused
    return {"accused": card, "accused_name": card_name(card) if card in state.senators else card}


def _special_appeal(state: RorState, proposal: Proposal) -> tuple[int, int]:
    votes = int(_special_data(state).get("appeal") or 0)
    return (-votes, 0) if votes < 0 else (0, votes)


SPECIAL = "special_prosecution"
register(
    ProposalKind(
        key=SPECIAL,
        rule="1.09.74",
        step="prosecutions",
        params=AccusedParams,
        nominations=lambda state: [],  # only a caught assassin brings it [1.09.74]
        refusal=lambda state, params: IllegalAction("prosecution_special_only", "1.09.74"),
        on_pass=lambda ctx, p: _special_verdict(ctx, p, True),
        on_fail=lambda ctx, p: _special_verdict(ctx, p, False),
        describe=_describe_special,
        vetoable=lambda state, p: False,  # 1.09.74
        on_void=lambda ctx, p: _resume(ctx),  # the Leader died: the interrupted vote resumes
        extra_votes=prosecutions.accused_votes,  # 1.09.42
        added_votes=_special_appeal,
        by_tribune=False,
    )
)
INTERRUPTS.append(
    Interrupt(options=_offered, handles=lambda a: isinstance(a, Assassinate), apply=_attempt)
)
mortality.LEFT_PLAY.append(_note_death_while_set_aside)


# 1.09.72: the target's faction answers, after the roll
PROCEDURES.register(
    "assassination_bodyguards",
    ProcedureRules(
        "bodyguards",
        legal_bodyguards,
        apply_bodyguards,
        default_bodyguards,
        private=True,
        prompt=bodyguard_prompt,
        data=Attempt,
    ),
)
