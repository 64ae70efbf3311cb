"""Land Bills [1.09.62]: three types, each limited by its markers, with a Sponsor and a
Co-Sponsor; passage moves Popularity and Unrest, and the State pays for them in Revenue.

Death never cancels a Land Bill vote [1.09.623]: a sponsor who dies during it leaves the
vote going on; the bill (or its repeal) is tallied, and the dead man gains or loses no
Popularity (a dead Faction Leader's heir keeps his card, so the deaths are noted while
the bill is before the Senate, docs/RULES_CHOICES.md)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import mortality
from bot.games.ror.rules.cards import card_name, id_order
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.popularity import change_popularity, popularity_change
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.governors import business, this_turn
from bot.games.ror.rules.state import LandBill, LandBillType, Proposal, RorState, Senator

TYPES: tuple[LandBillType, ...] = ("I", "II", "III")
_T: dict[str, Any] = TABLES.land_bills
MARKERS: dict[str, int] = _T["markers"]  # how many of each type may be in effect
COST: dict[str, int] = {"I": 20, "II": 5, "III": 10}  # 20T once; 5T, 10T each turn
ONE_OFF: tuple[LandBillType, ...] = ("I",)  # its marker goes once it is paid
PASSAGE: dict[str, dict[str, int]] = _T["pass_"]
REPEAL: dict[str, dict[str, Any]] = _T["repeal"]


def in_effect(state: RorState) -> bool:
    return bool(state.land_bills)


def land_bill_debits(state: RorState) -> int:
    """1.06.53: what the Land Bills in effect cost the State this Revenue Phase."""
    return sum(COST[bill.type] for bill in state.land_bills)


def clear_paid(state: RorState) -> None:
    """A Type I bill is paid once, then its marker comes off [1.09.62]."""
    state.land_bills = [b for b in state.land_bills if b.type not in ONE_OFF]


def repeal_loss(kind: LandBillType, sponsor: str = "") -> int:
    """Popularity a repeal's sponsor loses by sponsoring it and voting for it (Pompey
    twice as much)."""
    return -popularity_change(
        sponsor, int(REPEAL["sponsor_pop"][kind] + REPEAL["each_yes_voter_pop"][kind])
    )


def _in_rome(state: RorState, card: str) -> Senator | None:
    senator = state.senators.get(card)
    return senator if senator and senator.faction is not None and senator.in_rome else None


def check_bill(
    state: RorState, kind: LandBillType, sponsor: str, cosponsor: str
) -> IllegalAction | None:
    """One proposal of each type a turn, within its markers, by two different senators
    in Rome [1.09.62]."""
    if kind in this_turn(state).land_bills_proposed:
        return IllegalAction("land_bill_proposed_already", "1.09.62", type=kind)
    if sum(1 for b in state.land_bills if b.type == kind) >= MARKERS[kind]:
        return IllegalAction("land_bill_markers_used", "1.09.62", type=kind)
    if sponsor == cosponsor:
        return IllegalAction("land_bill_same_sponsor", "1.09.62")
    if _in_rome(state, sponsor) is None or _in_rome(state, cosponsor) is None:
        return IllegalAction("land_bill_sponsor_away", "1.09.62")
    return None


def check_repeal(state: RorState, kind: LandBillType, sponsor: str) -> IllegalAction | None:
    """Type II or III in effect, one repeal a turn, a sponsor in Rome who has the
    Popularity he would lose [1.09.62]."""
    if not REPEAL["allowed"][kind] or all(b.type != kind for b in state.land_bills):
        return IllegalAction("no_land_bill_to_repeal", "1.09.62", type=kind)
    if this_turn(state).repeal_tried:
        return IllegalAction("repeal_tried_already", "1.09.62")
    senator = _in_rome(state, sponsor)
    if senator is None:
        return IllegalAction("land_bill_sponsor_away", "1.09.62")
    if senator.popularity < repeal_loss(kind, sponsor):
        needed = repeal_loss(kind, sponsor)
        return IllegalAction("repeal_sponsor_unpopular", "1.09.62", needed=needed)
    return None


def _popularity(state: RorState, card: str, delta: int) -> None:
    senator = state.senators.get(card)
    if senator is not None:
        change_popularity(senator, delta)  # Pompey's doubled


def note_proposed(state: RorState, kind: LandBillType) -> None:
    business(state).land_bills_proposed.append(kind)


def note_repeal_tried(state: RorState) -> None:
    business(state).repeal_tried = True


def punish_no_votes(ctx: Ctx[RorState], kind: LandBillType, no_voters: list[str]) -> None:
    """1.09.62: every senator who voted against a Land Bill (or did not vote when called:
    abstention counts as No) loses Popularity, whether it passed, failed or was vetoed; a
    vetoing faction's senators, and those of a faction never called, are spared by the
    caller."""
    loss = PASSAGE["each_no_voter_pop"][kind]
    for card in no_voters:
        _popularity(ctx.state, card, loss)
    if no_voters:
        ctx.emit(
            "land_bill_no_votes",
            "1.09.62",
            type=kind,
            senators=sorted(no_voters),
            names_id=sorted(no_voters),
            popularity=loss,
        )


def pass_bill(
    ctx: Ctx[RorState],
    kind: LandBillType,
    sponsor: str,
    cosponsor: str,
    dead: Collection[str] = (),
) -> None:
    """1.09.62: the bill is in effect; the sponsors gain Popularity, Unrest falls. A
    sponsor in `dead` died during the vote: he has nothing to gain (1.09.623)."""
    state = ctx.state
    state.land_bills.append(LandBill(type=kind, sponsor=sponsor, turn=state.turn))
    if sponsor not in dead:
        _popularity(state, sponsor, PASSAGE["sponsor_pop"][kind])
    if cosponsor not in dead:
        _popularity(state, cosponsor, PASSAGE["cosponsor_pop"][kind])
    state.unrest = max(0, state.unrest + PASSAGE["unrest"][kind])
    ctx.emit(
        "land_bill_passed",
        "1.09.62",
        type=kind,
        sponsor=sponsor,
        sponsor_name_id=sponsor,
        cosponsor=cosponsor,
        cosponsor_name_id=cosponsor,
        unrest=state.unrest,
    )


def repeal_bill(
    ctx: Ctx[RorState],
    kind: LandBillType,
    sponsor: str,
    yes_voters: list[str],
    dead: Collection[str] = (),
) -> None:
    """1.09.62: one bill of the type goes; the sponsor and each Yes voter lose Popularity
    (the sponsor both ways), Unrest rises. A sponsor in `dead` died during the vote: he
    has nothing to lose (1.09.623)."""
    state = ctx.state
    bill = next(b for b in state.land_bills if b.type == kind)
    state.land_bills.remove(bill)
    if sponsor not in dead:
        _popularity(state, sponsor, REPEAL["sponsor_pop"][kind])
    for card in yes_voters:
        _popularity(state, card, REPEAL["each_yes_voter_pop"][kind])
    state.unrest += REPEAL["unrest"][kind]
    ctx.emit(
        "land_bill_repealed",
        "1.09.62",
        type=kind,
        sponsor=sponsor,
        sponsor_name_id=sponsor,
        unrest=state.unrest,
    )


# ---------------------------------------------------------------- proposals


class BillParams(ProposalParams):
    """A Land Bill: its type, Sponsor and Co-Sponsor [1.09.62]. Several types named at
    once are refused by the rule (one bill per proposal)."""

    type: LandBillType | list[LandBillType]
    sponsor: str
    cosponsor: str


class RepealParams(ProposalParams):
    """A Land Bill's repeal: its type and the repeal's Sponsor [1.09.62]."""

    type: LandBillType
    sponsor: str


def _kind(params: BillParams | RepealParams) -> LandBillType:
    assert isinstance(params.type, str)
    return params.type


def bill_refusal(state: RorState, params: BillParams) -> IllegalAction | None:
    if isinstance(params.type, list):
        return IllegalAction("land_bills_not_grouped", "1.09.62")
    return check_bill(state, params.type, params.sponsor, params.cosponsor)


def repeal_refusal(state: RorState, params: RepealParams) -> IllegalAction | None:
    return check_repeal(state, params.type, params.sponsor)


def by_popularity(state: RorState) -> list[str]:
    """Aligned senators in Rome, most Popularity first."""
    found = [s for s in state.senators.values() if s.faction is not None and s.in_rome]
    return [s.card for s in sorted(found, key=lambda s: (-s.popularity, id_order(s.card)))]


def bill_nominations(state: RorState) -> list[BillParams]:
    top = by_popularity(state)[:2]
    if len(top) < 2:
        return []
    found = [BillParams(type=t, sponsor=top[0], cosponsor=top[1]) for t in TYPES]
    return [p for p in found if bill_refusal(state, p) is None][:1]


def repeal_nominations(state: RorState) -> list[RepealParams]:
    kinds: tuple[LandBillType, ...] = ("II", "III")
    found = [RepealParams(type=t, sponsor=s) for t in kinds for s in by_popularity(state)[:1]]
    return [p for p in found if repeal_refusal(state, p) is None]


def _voters(state: RorState, want_yes: bool) -> list[str]:
    """Senators who voted for a repeal or against a bill, abstainers in Rome counting with
    them (1.09.13: abstention is a vote against a bill, or for its repeal), leaving out
    the factions that vetoed [1.09.62] and those never called to vote: a veto stops an
    open ballot at once (1.09.15), and a faction whose turn never came did not abstain."""
    found: list[str] = []
    for seat in state.seats:  # as the tally counts them (1.09.13)
        ballot = state.senate.closed_ballots.get(seat)
        if ballot is None or ballot.veto is not None:
            continue
        other = ballot.no if want_yes else ballot.yes
        present = [s.card for s in state.senators.values() if s.faction == seat and s.in_rome]
        found += [c for c in present if c not in other]
    return sorted(set(found))


#: the Senate's working data of the Land Bill before it: who died since it was proposed
DATA = "land_bill"


def _watch_deaths(state: RorState) -> None:
    state.senate.data[DATA] = {"died": []}


def died_during(state: RorState) -> list[str]:
    """The senators who died since the Land Bill (or repeal) before the Senate was
    proposed: its vote went on without them [1.09.623]."""
    found: list[str] = state.senate.data.get(DATA, {}).get("died", [])
    return found


def _note_death(ctx: Ctx[RorState], card: str) -> None:
    watched = ctx.state.senate.data.get(DATA)
    if watched is not None:
        watched["died"].append(card)


def propose_bill(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """One bill of each type a turn; the sponsors' factions consent [1.09.62]."""
    params = proposals.params_of(proposal, BillParams)
    note_proposed(ctx.state, _kind(params))
    _watch_deaths(ctx.state)
    ask_consent(ctx, proposal, [params.sponsor, params.cosponsor], "1.09.62")


def sponsors_of_one_faction(state: RorState, target: str) -> bool:
    """1.09.623: the Land Bill before the Senate has its Sponsor and Co-Sponsor in one
    faction, and `target` is one of them (his caught assassin alone dies)."""
    p = state.senate.proposal
    if p is None or p.kind != LAND_BILL.key:
        return False
    params = proposals.params_of(p, BillParams)
    pair = [state.senators.get(params.sponsor), state.senators.get(params.cosponsor)]
    if target not in (params.sponsor, params.cosponsor) or any(s is None for s in pair):
        return False
    return len({s.faction for s in pair if s is not None}) == 1


def on_bill_pass(ctx: Ctx[RorState], proposal: Proposal) -> None:
    params = proposals.params_of(proposal, BillParams)
    kind = _kind(params)
    pass_bill(ctx, kind, params.sponsor, params.cosponsor, died_during(ctx.state))
    punish_no_votes(ctx, kind, _voters(ctx.state, want_yes=False))


def on_bill_fail(ctx: Ctx[RorState], proposal: Proposal) -> None:
    kind = _kind(proposals.params_of(proposal, BillParams))
    punish_no_votes(ctx, kind, _voters(ctx.state, want_yes=False))


def propose_repeal(ctx: Ctx[RorState], proposal: Proposal) -> None:
    note_repeal_tried(ctx.state)
    _watch_deaths(ctx.state)
    ask_consent(ctx, proposal, [proposals.params_of(proposal, RepealParams).sponsor], "1.09.62")


def repeal_sponsor(state: RorState, proposal: Proposal) -> list[str]:
    """1.09.62: the repeal's sponsor must vote for it."""
    return [proposals.params_of(proposal, RepealParams).sponsor]


def on_repeal_pass(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """The sponsor must vote for his repeal: he loses Popularity as a Yes voter too
    (unless he died during the vote, 1.09.623)."""
    params = proposals.params_of(proposal, RepealParams)
    sponsor, dead = params.sponsor, died_during(ctx.state)
    yes = set(_voters(ctx.state, want_yes=True)) | {sponsor}
    repeal_bill(ctx, params.type, sponsor, sorted(yes - set(dead)), dead)


def describe_bill(state: RorState, params: BillParams | RepealParams) -> dict[str, Any]:
    sponsor = params.sponsor
    cosponsor = params.cosponsor if isinstance(params, BillParams) else None
    return {
        "type": params.type,
        "sponsor": card_name(sponsor) if sponsor in state.senators else sponsor,
        "cosponsor": card_name(cosponsor) if cosponsor in state.senators else cosponsor,
    }


LAND_BILL = proposals.register(
    proposals.ProposalKind(
        key="land_bill",
        rule="1.09.62",
        step="other",
        params=BillParams,
        nominations=bill_nominations,
        refusal=bill_refusal,
        on_propose=propose_bill,
        on_pass=on_bill_pass,
        on_fail=on_bill_fail,
        describe=describe_bill,
        stance=lambda judge, p: judge.land_bill_value(p),
        abstain_is_no=True,
        survives_deaths=True,  # 1.09.623
    )
)
REPEAL_BILL = proposals.register(
    proposals.ProposalKind(
        key="land_bill_repeal",
        rule="1.09.62",
        step="other",
        params=RepealParams,
        nominations=repeal_nominations,
        refusal=repeal_refusal,
        on_propose=propose_repeal,
        on_pass=on_repeal_pass,
        describe=describe_bill,
        stance=lambda judge, p: -2.0 if judge.view.unrest >= 2 else 0.0,
        abstain_is_yes=True,  # 1.09.13: a faction not voting counts as for the repeal
        forced_yes=repeal_sponsor,
        survives_deaths=True,  # 1.09.623: a vote on a Land Bill
    )
)
mortality.LEFT_PLAY.append(_note_death)
