"""Governorships [1.09.5]: every province without a governor (and every recall) is filled by
election right after the prosecutions; the governor leaves Rome at once for three turns."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import card_name, id_order
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.refs import PAIRED
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.floor import open_floor
from bot.games.ror.rules.senate.laws import law_in_effect, open_law_window
from bot.games.ror.rules.senate.repopulate import repopulate
from bot.games.ror.rules.state import BusinessTurn, Proposal, RorState, Senator

TERM = 3  # 1.09.5: the governor's dial is set to 3
LEX_VATINIA = "law:vatinian"

Slate = list[tuple[str, str]]  # (province, senator) pairs voted together


class SlateParams(ProposalParams):
    """Governors voted together: (province, senator) pairs [1.09.5]."""

    slate: Slate


def this_turn(state: RorState) -> BusinessTurn:
    """This turn's record of the Senate's once-a-turn limits, to read (an empty one when
    the stored record is of an earlier turn; the state is not changed)."""
    if state.business.turn != state.turn:
        return BusinessTurn(turn=state.turn)
    return state.business


def business(state: RorState) -> BusinessTurn:
    """This turn's record, to write to (a new one each turn)."""
    if state.business.turn != state.turn:
        state.business = BusinessTurn(turn=state.turn)
    return state.business


def _key(province: str, senator: str) -> str:
    return f"{province}|{senator}"


def ruling(state: RorState, province: str) -> Senator | None:
    card = state.provinces[province].governor
    return state.senators.get(card) if card else None


def open_provinces(state: RorState) -> list[str]:
    """Provinces in the Forum: without a governor [1.09.5, 1.05.3]."""
    return sorted(
        p
        for p in state.provinces
        if ruling(state, p) is None and state.provinces[p].allied_with is None  # 2.02
    )


def recallable(state: RorState) -> list[str]:
    """1.09.52: provinces whose non-rebel governor was not elected this turn."""
    elected = this_turn(state).governors_elected
    found = []
    for p in sorted(state.provinces):
        ruler = ruling(state, p)
        if ruler is not None and not ruler.rebel and ruler.card not in elected:
            found.append(p)
    return found


def eligible(state: RorState, senator: Senator) -> bool:
    """1.09.5: an aligned senator in Rome or an unaligned one in the Forum, holding no Major
    Office (Lex Vatinia lets officials govern through a Legate)."""
    if senator.faction is not None and not senator.in_rome:
        return False
    if senator.faction is None and (senator.province or senator.rebel):
        return False
    return senator.office is None or law_in_effect(state, LEX_VATINIA)


def _standing(state: RorState, province: str) -> list[str]:
    """Eligible for this province and not already refused for it [1.09.5]."""
    refused = this_turn(state).rejected
    ruler = ruling(state, province)
    return sorted(
        (
            s.card
            for s in state.senators.values()
            if eligible(state, s)
            and _key(province, s.card) not in refused
            and (ruler is None or s.card != ruler.card)
        ),
        key=id_order,
    )


def candidates(state: RorState, province: str) -> list[str]:
    """Who may be named for this province without anyone's consent: eligible, not already
    refused for it; a governor back this turn only when nobody else is left [1.09.5]."""
    found = _standing(state, province)
    back = this_turn(state).came_back
    fresh = [c for c in found if c not in back]
    return fresh or found


def with_consent(state: RorState, province: str) -> list[str]:
    """1.09.5: the governors back this turn passed over while another candidate exists,
    who may still be sent "with their consent": aligned ones, whose faction answers for
    them (an unaligned one has nobody to consent)."""
    left = candidates(state, province)
    return [
        c
        for c in _standing(state, province)
        if c not in left and state.senators[c].faction is not None
    ]


def check_slate(state: RorState, slate: Slate) -> IllegalAction | None:
    """A slate names distinct provinces open or recallable and distinct candidates."""
    if not slate:
        return IllegalAction("empty_slate", "1.09.5")
    provinces = [p for p, _ in slate]
    named = [s for _, s in slate]
    if len(set(provinces)) != len(provinces) or len(set(named)) != len(named):
        return IllegalAction("governor_named_twice", "1.09.5")
    allowed = set(open_provinces(state)) | set(recallable(state))
    for province, senator in slate:
        if province not in allowed:
            return IllegalAction("no_governorship", "1.09.52", province=province)
        if senator not in candidates(state, province) + with_consent(state, province):
            return IllegalAction(
                "not_governor_candidate", "1.09.5", senator=senator, province=province
            )
    return None


def reject(state: RorState, slate: Slate) -> None:
    """A defeated or vetoed slate: its pairs cannot be named again this turn."""
    business(state).rejected.extend(_key(p, s) for p, s in slate)


def install(ctx: Ctx[RorState], province: str, card: str, rule: str) -> None:
    """The senator takes the province for a full term and leaves Rome at once (an
    official under Lex Vatinia governs through a Legate and stays); a recalled governor
    comes back to Rome [1.09.5, 1.09.52]."""
    state = ctx.state
    record = business(state)
    old = ruling(state, province)
    if old is not None:
        old.province = None
        record.came_back.append(old.card)
        ctx.emit(
            "governor_recalled",
            "1.09.52",
            senator=old.card,
            name_id=old.card,
            province=province,
            province_name_id=province,
        )
    senator = state.senators[card]
    place = state.provinces[province]
    place.governor, place.term = card, TERM
    legate = senator.office is not None
    if not legate:
        senator.province = province
    record.governors_elected.append(card)
    ctx.emit(
        "governor_elected",
        rule,
        senator=card,
        name_id=card,
        province=province,
        province_name_id=province,
        term=TERM,
        legate=legate,
    )


def appoint_last_candidates(ctx: Ctx[RorState]) -> None:
    """1.09.5: a province left with a single candidate gets him without a vote; with none
    it stays vacant."""
    for province in open_provinces(ctx.state):
        left = candidates(ctx.state, province)
        if len(left) == 1:
            install(ctx, province, left[0], "1.09.5")


def note_return(state: RorState, card: str) -> None:
    """A governor back from his province this turn is not sent again without his consent
    (`with_consent`) [1.09.5] (called by the Revenue phase, 1.06.6)."""
    business(state).came_back.append(card)


# ---------------------------------------------------------------- proposals

MOST_NOMINATIONS = 6


def slate_refusal(state: RorState, params: SlateParams) -> IllegalAction | None:
    slate = params.slate
    return IllegalAction("bad_slate", "1.09.5") if not slate else check_slate(state, slate)


def vacancy_refusal(state: RorState, params: SlateParams) -> IllegalAction | None:
    """In other business, only provinces left without a governor (a governor died)."""
    slate = params.slate
    if not slate:
        return IllegalAction("bad_slate", "1.09.5")
    vacant = open_provinces(state)
    if any(p not in vacant for p, _ in slate):
        return IllegalAction("no_governorship", "1.09.5", province=slate[0][0])
    return check_slate(state, slate)


def contested(state: RorState) -> list[str]:
    """Open provinces with a choice of candidates: they need a vote."""
    return [p for p in open_provinces(state) if len(candidates(state, p)) > 1]


def slate_nominations(state: RorState, provinces: list[str]) -> list[SlateParams]:
    """Each province with each of its first two candidates, and all of them at once."""
    found: list[SlateParams] = []
    firsts: Slate = []
    taken: set[str] = set()
    for province in provinces:
        names = candidates(state, province)
        for senator in names[:2]:
            found.append(SlateParams(slate=[(province, senator)]))
        free = [c for c in names if c not in taken]
        if free:
            firsts.append((province, free[0]))
            taken.add(free[0])
    if len(firsts) > 1:
        found.insert(0, SlateParams(slate=firsts[:2]))
    return found[:MOST_NOMINATIONS]


def governor_nominations(state: RorState) -> list[SlateParams]:
    found = slate_nominations(state, contested(state))
    if not contested(state):
        found += slate_nominations(state, recallable(state)[:1])
    return [p for p in found if slate_refusal(state, p) is None]


def vacancy_nominations(state: RorState) -> list[SlateParams]:
    found = slate_nominations(state, contested(state))
    return [p for p in found if vacancy_refusal(state, p) is None][:1]


def ask_returned(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.5: a governor back this turn, named while another candidate exists, is sent
    again only if he consents: his faction answers before the vote (naming him, his own
    faction consents)."""
    state = ctx.state
    slate = proposals.params_of(proposal, SlateParams).slate
    asked = [s for p, s in slate if s not in candidates(state, p)]
    if asked:
        ask_consent(ctx, proposal, asked, "1.09.5")


def elect(ctx: Ctx[RorState], proposal: Proposal) -> None:
    for province, senator in proposals.params_of(proposal, SlateParams).slate:
        install(ctx, province, senator, "1.09.5")
    appoint_last_candidates(ctx)
    repopulate(ctx)  # 1.09.81


def refuse(ctx: Ctx[RorState], proposal: Proposal) -> None:
    reject(ctx.state, proposals.params_of(proposal, SlateParams).slate)
    appoint_last_candidates(ctx)
    repopulate(ctx)  # 1.09.81


def describe(state: RorState, params: SlateParams) -> dict[str, Any]:
    slate = params.slate
    return {"slate": ", ".join(f"{card_name(s)} to {card_name(p)}" for p, s in slate)}


# the slate's event holds (senator, province) ids
PAIRED["slate"] = lambda params: [
    (s, p) for p, s in (params.slate if isinstance(params, SlateParams) else [])
]


GOVERNORS = proposals.register(
    proposals.ProposalKind(
        key="governors",
        rule="1.09.5",
        step="governors",
        params=SlateParams,
        nominations=governor_nominations,
        refusal=slate_refusal,
        on_propose=ask_returned,
        on_pass=elect,
        on_fail=refuse,
        describe=describe,
        stance=proposals.pairs_stance("slate"),
        repeatable=True,  # refused pairs are remembered by `reject`
    )
)
VACANCY = proposals.register(
    proposals.ProposalKind(
        key="governor_vacancy",
        rule="1.09.5",
        step="other",
        params=SlateParams,
        nominations=vacancy_nominations,
        refusal=vacancy_refusal,
        on_propose=ask_returned,
        on_pass=elect,
        on_fail=refuse,
        describe=describe,
        stance=proposals.pairs_stance("slate"),
        repeatable=True,
    )
)


def run_governors(ctx: Ctx[RorState]) -> bool:
    """1.09.5 (with 1.07.36 and 1.09.81 on the way): the laws window once, Rome
    repopulated, last candidates appointed; then the floor while a governorship is
    contested or a governor may be recalled. True when the step is over."""
    state = ctx.state
    data = state.senate.data.setdefault("governors", {})
    if not data.get("laws_offered"):
        data["laws_offered"] = True
        if open_law_window(state):
            return False
    repopulate(ctx)
    appoint_last_candidates(ctx)
    if not contested(state) and not recallable(state):
        return True
    return not open_floor(ctx, "governors")


proposals.register_step(
    proposals.BusinessStep(
        "governors", "1.09.5", run=run_governors, complete=lambda state: not contested(state)
    )
)
