"""Prosecutions [1.09.41-1.09.45]: the Censor accuses senators in Rome on Minor or Major
grounds; the Senate votes guilty or not, the accused may appeal to the People; a guilty
verdict costs him Popularity, Influence and concessions (Minor) or his life (Major).

This module holds the rules themselves (grounds, limits, the Appeal table, verdicts and
the clean-up); the Senate kernel runs the nomination and the vote.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, AppealToPeople
from bot.games.ror.rules.cards import SHIP_BUILDING, STATESMAN_DATA, card_name, senator_number
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.mortality import chit_number, draw_chits, kill
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.proposal_params import AccusedParams, ProsecutionParams
from bot.games.ror.rules.senate import advocates, law_fines
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.departures import stop_vote
from bot.games.ror.rules.senate.proposals import (
    BusinessStep,
    Judge,
    ProposalKind,
    SeenProposal,
    params_of,
    register,
    register_step,
)
from bot.games.ror.rules.state import Proposal, Prosecution, RorState, Senator

Kind = Literal["minor", "major"]
CORRUPT = "corrupt"  # a Corrupt marker: took provincial spoils [1.06.12]
PLUNDERED = "plundered:"  # + a province: its spoils taken through a Legate [1.13.1]
MAJOR = "major"  # a Major marker: held a Major Office last turn [1.07.8]
ARMAMENTS = "con:armaments"
MINOR_LIMIT = 2  # 1.09.41: up to 2 Minor prosecutions, or 1 Major, each turn
CONVICTION_LOSS = 5  # 1.09.441: Popularity and Influence lost on a Minor conviction


# ---------------------------------------------------------------- grounds and limits


def this_turn(state: RorState) -> list[Prosecution]:
    return [p for p in state.prosecutions if p.turn == state.turn]


def record(
    state: RorState, accused: str, kind: Literal["minor", "major", "special"], ground: str
) -> Prosecution:
    """Note a prosecution of this turn; older turns' records are dropped."""
    entry = Prosecution(turn=state.turn, accused=accused, kind=kind, ground=ground)
    state.prosecutions = [*this_turn(state), entry]
    return entry


def kinds_left(state: RorState) -> list[Kind]:
    """1.09.41: 2 Minor or 1 Major a turn; a vetoed or cancelled prosecution still counts,
    special prosecutions of assassins do not."""
    held = [p.kind for p in this_turn(state) if p.kind != "special"]
    if MAJOR in held:
        return []
    if not held:
        return ["minor", "major"]
    return ["minor"] if len(held) < MINOR_LIMIT else []


def grounds(senator: Senator, kind: Kind) -> list[str]:
    """1.09.412: a Minor prosecution needs a Corrupt marker, a Major marker or a concession
    with its corrupt bar showing (each one a ground of its own); 1.09.413: a Major one
    needs a Major marker."""
    if kind == "major":
        return [MAJOR] if senator.major else []
    # 1.13.1: a governor ruling through Legates answers once for each province plundered
    plunder = [PLUNDERED + p for p in senator.plundered]
    found = plunder or ([CORRUPT] if senator.corrupt else [])
    found += [MAJOR] if senator.major else []
    return found + [c for c in senator.corrupt_concessions if c in senator.concessions]


def tried(state: RorState, accused: str, ground: str) -> bool:
    """1.09.43, 1.09.422: an accused freed or saved by a veto may not be prosecuted again
    this turn for the same reason."""
    return any(p.accused == accused and p.ground == ground for p in this_turn(state))


def censor(state: RorState) -> Senator | None:
    return next((s for s in state.senators.values() if s.office == "censor" and s.in_rome), None)


def accusable(state: RorState, card: str) -> bool:
    """1.09.41: only aligned senators in Rome, never the Censor himself."""
    s = state.senators.get(card)
    return s is not None and s.faction is not None and s.in_rome and s.office != "censor"


def prosecution_options(state: RorState) -> list[tuple[str, Kind, str]]:
    """Every (accused, kind, ground) the Censor may bring now."""
    kinds = kinds_left(state)
    return [
        (card, kind, ground)
        for card, s in sorted(state.senators.items())
        if accusable(state, card)
        for kind in kinds
        for ground in grounds(s, kind)
        if not tried(state, card, ground)
    ]


def check_prosecution(state: RorState, accused: str, kind: str, ground: str) -> None:
    """Refuse a prosecution the rules do not allow, with the reason."""
    if kind not in kinds_left(state):
        raise IllegalAction("prosecution_limit", "1.09.41")
    if not accusable(state, accused):
        raise IllegalAction("prosecution_accused", "1.09.41")
    s = state.senators[accused]
    if ground not in grounds(s, kind):
        rule = "1.09.413" if kind == "major" else "1.09.412"
        raise IllegalAction("prosecution_no_ground", rule, senator_id=accused)
    if tried(state, accused, ground):
        raise IllegalAction("prosecution_again", "1.09.43", senator_id=accused)


def prosecutors(state: RorState, accused: str) -> list[str]:
    """1.09.411: any senator in Rome but the Censor and the accused (aligned: a faction
    consents for him)."""
    return [
        card
        for card, s in sorted(state.senators.items())
        if s.faction is not None and s.in_rome and s.office != "censor" and card != accused
    ]


# ---------------------------------------------------------------- the Appeal to the People


@dataclass(frozen=True, slots=True)
class Appeal:
    """One row of the Popular Appeal table [1.09.421]: votes (negative: for conviction),
    or the mob kills the accused, or frees him and draws `chits` against the Censor and
    the Prosecutor."""

    total: int
    votes: int = 0
    killed: bool = False
    freed: bool = False
    chits: int = 0


def _appeal_rows() -> tuple[int, int, dict[int, int]]:
    rows = TABLES.popular_appeal_table["rows"]
    numbered = {
        r["modified_total"]: r["popular_appeal"]
        for r in rows
        if isinstance(r["modified_total"], int)
    }
    return min(numbered), max(numbered), numbered


APPEAL_LOW, APPEAL_HIGH, APPEAL_VOTES = _appeal_rows()  # 3, 11, {3: -16, ..., 11: 16}


def appeal(total: int) -> Appeal:
    """1.09.421: 2d6 + the accused's Popularity on the Popular Appeal table."""
    if total < APPEAL_LOW:
        return Appeal(total, killed=True)
    if total > APPEAL_HIGH:
        return Appeal(total, freed=True, chits=total - APPEAL_HIGH)
    return Appeal(total, votes=APPEAL_VOTES[total])


def mob_chits(ctx: Ctx[RorState], count: int, vulnerable: list[str], rule: str) -> list[str]:
    """Draw `count` mortality chits; only the `vulnerable` senators can die [1.09.421,
    1.09.74]. Returns those killed."""
    killed: list[str] = []
    for chit in draw_chits(ctx, count, rule):
        number = chit_number(chit)
        hit = [c for c in vulnerable if c in ctx.state.senators and senator_number(c) == number]
        ctx.emit("prosecution_mob_chit", rule, chit=chit.removeprefix("chit:"), victims_ids=hit)
        for card in hit:
            kill(ctx, card)
            killed.append(card)
    return killed


# ---------------------------------------------------------------- verdicts


def reward_prosecutor(
    ctx: Ctx[RorState], prosecutor: str | None, lost: int, prior_consul: bool
) -> None:
    """1.09.44: the Prosecutor gains the accused's Prior Consul marker and half (rounded up)
    of the Influence he lost."""
    s = ctx.state.senators.get(prosecutor) if prosecutor else None
    if s is None:
        return
    gain = (lost + 1) // 2
    s.influence += gain
    s.prior_consul = s.prior_consul or prior_consul
    ctx.emit(
        "prosecution_reward",
        "1.09.44",
        senator=s.card,
        name_id=s.card,
        influence=gain,
        prior_consul=prior_consul,
    )


def convict(ctx: Ctx[RorState], accused: str, kind: str, prosecutor: str | None) -> None:
    """A guilty verdict: 1.09.441 (Minor) or 1.09.442 (Major: executed), and the
    Prosecutor's reward (1.09.44)."""
    state = ctx.state
    s = state.senators[accused]
    prior = s.prior_consul
    if kind == "minor":
        lost = min(CONVICTION_LOSS, s.influence)
        s.influence -= lost
        # may go negative [1.09.441], to the -9 floor; Pompey's doubled
        fall = -change_popularity(s, -CONVICTION_LOSS)
        s.prior_consul = False
        ctx.emit(
            "prosecution_minor_guilty",
            "1.09.441",
            senator=accused,
            name_id=accused,
            influence=lost,
            popularity=fall,
            concessions_id=list(s.concessions),
        )
        state.forum += s.concessions
        s.concessions, s.corrupt_concessions = [], []
    else:
        lost = s.influence  # a death counts as losing all Influence [1.09.44]
        ctx.emit("prosecution_executed", "1.09.442", senator=accused, name_id=accused)
        kill(ctx, accused)
    reward_prosecutor(ctx, prosecutor, lost, prior)


def mob_killed(ctx: Ctx[RorState], accused: str, prosecutor: str | None) -> None:
    """1.09.421: the mob kills the accused; he counts as guilty (the Prosecutor's reward)."""
    s = ctx.state.senators[accused]
    lost, prior = s.influence, s.prior_consul
    ctx.emit("prosecution_mob_kills", "1.09.421", senator=accused, name_id=accused)
    kill(ctx, accused)
    reward_prosecutor(ctx, prosecutor, lost, prior)


def end_prosecutions(ctx: Ctx[RorState]) -> None:
    """1.09.45: Corrupt and Major markers leave the senators in Rome; Armaments and Ship
    Building hide their corrupt bar again."""
    for s in ctx.state.senators.values():
        if s.in_rome:
            s.corrupt = s.major = False
            s.plundered = []  # 1.13.1: only in the turn of the plunder
        s.corrupt_concessions = [
            c for c in s.corrupt_concessions if c not in (ARMAMENTS, SHIP_BUILDING)
        ]
    ctx.emit("prosecution_end", "1.09.45")


# ---------------------------------------------------------------- the Senate's step


def _censor_card(state: RorState) -> str | None:
    s = censor(state)
    return s.card if s is not None else None


def _active(state: RorState) -> bool:
    """1.09.41: held while a Censor sits in Rome and someone may still be accused; the
    Censor's death ends the step (the HRAO presides again)."""
    return censor(state) is not None and bool(prosecution_options(state))


def _best_prosecutor(state: RorState, accused: str) -> str | None:
    """A prosecutor from the Censor's own faction if possible (no consent to ask), the
    best orator first."""
    seat = state.senators[c].faction if (c := _censor_card(state)) else None
    found = prosecutors(state, accused)
    if not found:
        return None
    return min(
        found, key=lambda x: (state.senators[x].faction != seat, -state.senators[x].oratory, x)
    )


def _nominations(state: RorState) -> list[ProsecutionParams]:
    found = []
    for accused, kind, ground in prosecution_options(state):
        prosecutor = _best_prosecutor(state, accused)
        if prosecutor is not None:
            found.append(
                ProsecutionParams(accused=accused, kind=kind, ground=ground, prosecutor=prosecutor)
            )
    return found


def _params(proposal: Proposal) -> tuple[str, str, str, str]:
    p = params_of(proposal, ProsecutionParams)
    return p.accused, p.kind, p.ground, p.prosecutor


def _refusal(state: RorState, params: ProsecutionParams) -> IllegalAction | None:
    if censor(state) is None:
        return IllegalAction("prosecution_no_censor", "1.09.41")
    accused, prosecutor = params.accused, params.prosecutor
    try:
        check_prosecution(state, accused, params.kind, params.ground)
    except IllegalAction as err:
        return err
    if prosecutor not in prosecutors(state, accused):
        return IllegalAction("prosecution_prosecutor", "1.09.411")
    return None


def ground_ref(ground: str) -> dict[str, str]:
    """The `ground` param of a prosecution's texts: a concession (`ground_id`), the plunder
    of a province (`ground.plunder` with its province), or a marker's phrase key."""
    if ground.startswith(PLUNDERED):  # 1.13.1
        return {"ground": "plunder", "plundered_id": ground.removeprefix(PLUNDERED)}
    return {"ground_id": ground} if ground.startswith("con:") else {"ground": ground}


def _describe(state: RorState, params: ProsecutionParams) -> dict[str, Any]:
    accused, prosecutor = params.accused, params.prosecutor
    return {
        "accused": accused,
        "accused_name": card_name(accused) if accused in state.senators else accused,
        "charge": params.kind,
        **ground_ref(params.ground),
        "prosecutor": prosecutor,
        "prosecutor_name": card_name(prosecutor) if prosecutor in state.senators else prosecutor,
    }


def _data(state: RorState) -> dict[str, Any]:
    data: dict[str, Any] = state.senate.data.setdefault("prosecutions", {})
    return data


def _on_propose(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.411: the Prosecutor's faction consents before the trial."""
    _data(ctx.state)["appeal"] = None
    advocates.ask_advocate(ctx, proposal)  # 2.05 (asked after the consent)
    ask_consent(ctx, proposal, [params_of(proposal, ProsecutionParams).prosecutor], "1.09.411")


def accused_votes(state: RorState, proposal: Proposal) -> dict[str, int]:
    """1.09.42: the accused adds his Influence to his votes."""
    s = state.senators.get(params_of(proposal, AccusedParams).accused)
    return {s.card: s.influence} if s is not None else {}


def appeal_votes(state: RorState, proposal: Proposal) -> tuple[int, int]:
    """1.09.421: negative results are votes for conviction, positive ones against."""
    votes = _data(state).get("appeal") or 0
    return (-votes, 0) if votes < 0 else (0, votes)


def appeal_options(state: RorState, proposal: Proposal, seat: str) -> list[Action]:
    """1.09.421: the accused may appeal once, when his faction is called to vote."""
    s = state.senators.get(params_of(proposal, ProsecutionParams).accused)
    if s is None or s.faction != seat or _data(state).get("appeal") is not None:
        return []
    if mob_orator(s):  # Glaucia (21A): 3d6 instead of 2d6, if he likes
        return [AppealToPeople(), AppealToPeople(three_dice=True)]
    return [AppealToPeople()]


def mob_orator(senator: Senator) -> bool:
    """A statesman who may roll 3d6 on a Popular Appeal (Glaucia, 21A) [statesmen.json]."""
    data = STATESMAN_DATA.get(senator.card)
    return data is not None and any(a.code == "mob_orator" for a in data.abilities)


def roll_appeal(
    ctx: Ctx[RorState], accused: str, popularity: int, rule: str, dice: int = 2
) -> Appeal:
    roll = sum(ctx.dice(dice, purpose="appeal_to_the_people", rule=rule))
    row = appeal(roll + popularity)
    ctx.emit(
        "appeal_result",
        rule,
        senator=accused,
        name_id=accused,
        roll=roll,
        popularity=popularity,
        total=row.total,
        votes=row.votes,
        killed=row.killed,
        freed=row.freed,
        chits=row.chits,
    )
    return row


def apply_appeal(ctx: Ctx[RorState], proposal: Proposal, seat: str, action: Action) -> None:
    state = ctx.state
    accused, kind, ground, prosecutor = _params(proposal)
    three = isinstance(action, AppealToPeople) and action.three_dice  # Glaucia (21A)
    row = roll_appeal(
        ctx, accused, state.senators[accused].popularity, "1.09.421", 3 if three else 2
    )
    _data(state)["appeal"] = row.votes
    if row.killed:
        stop_vote(ctx)
        record(state, accused, kind, ground).result = "guilty"  # type: ignore[arg-type]
        mob_killed(ctx, accused, prosecutor)
        if (advocate := advocates.advocate(state)) is not None:  # 2.05
            mob_chits(ctx, advocates.appeal_chits(row.total), [advocate], "2.05")
            advocates.verdict(ctx, True, prosecutor)
    elif row.freed:
        stop_vote(ctx)
        record(state, accused, kind, ground).result = "acquitted"  # type: ignore[arg-type]
        ctx.emit("prosecution_acquitted", "1.09.421", senator=accused, name_id=accused)
        mob_chits(ctx, row.chits, [c for c in (_censor_card(state), prosecutor) if c], "1.09.421")
        advocates.verdict(ctx, False, prosecutor)  # 2.05


def _verdict(ctx: Ctx[RorState], proposal: Proposal, guilty: bool) -> None:
    state = ctx.state
    accused, kind, ground, prosecutor = _params(proposal)
    entry = record(state, accused, kind, ground)  # type: ignore[arg-type]
    if censor(state) is None or accused not in state.senators:
        entry.result = "cancelled"  # 1.09.41: the Censor died, every prosecution fails
    elif prosecutor not in state.senators:
        entry.result = "cancelled"  # 1.09.45: the Prosecutor died; it still counts
        ctx.emit("prosecution_cancelled", "1.09.45", senator=accused, name_id=accused)
    elif guilty:
        entry.result = "guilty"
        convict(ctx, accused, kind, prosecutor)
        advocates.verdict(ctx, True, prosecutor)  # 2.05
    else:
        vetoed = PROSECUTION.signature(proposal.params) in state.senate.vetoed
        entry.result = "vetoed" if vetoed else "acquitted"
        ctx.emit("prosecution_acquitted", "1.09.43", senator=accused, name_id=accused)
        if not vetoed:
            advocates.verdict(ctx, False, prosecutor)  # 2.05


def _void(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """A prosecution voided by a death (its accused, its Prosecutor, the Censor) is
    cancelled; it still counts [1.09.73, 1.09.45]."""
    accused, kind, ground, _ = _params(proposal)
    record(ctx.state, accused, kind, ground).result = "cancelled"  # type: ignore[arg-type]


def _end(ctx: Ctx[RorState]) -> None:
    law_fines.offer_fine(ctx)  # Calpurnian Law: before the Corrupt markers go
    end_prosecutions(ctx)


def _stance(judge: Judge, seen: SeenProposal) -> float:
    """Against the prosecution of one of ours; for that of the leading rival's senator."""
    accused = seen.get("accused")
    if judge.is_mine(accused):
        return -10.0
    return 1.0 if judge.rival_of_leader(accused) else -0.5


PROSECUTION = register(
    ProposalKind(
        key="prosecution",
        rule="1.09.41",
        step="prosecutions",
        params=ProsecutionParams,
        nominations=_nominations,
        refusal=_refusal,
        on_pass=lambda ctx, p: _verdict(ctx, p, True),
        on_fail=lambda ctx, p: _verdict(ctx, p, False),
        describe=_describe,
        stance=_stance,
        extra_votes=accused_votes,
        added_votes=appeal_votes,
        on_propose=_on_propose,
        void_when=lambda state, p: censor(state) is None,  # 1.09.41: prosecutions end
        on_void=_void,
        ballot_options=appeal_options,
        apply_ballot_option=apply_appeal,
        by_tribune=False,  # 1.09.422
    )
)
register_step(
    BusinessStep("prosecutions", "1.09.41", active=_active, presiding=_censor_card, on_end=_end)
)
