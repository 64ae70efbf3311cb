"""Tribunes [1.09.15]: cards in hand and statesmen's free tribunes; proposing and vetoing."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import STATESMAN_DATA
from bot.games.ror.rules.priesthood import pontifex
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.state import Proposal, RorState

FREE = "free:"  # a statesman's free tribune: "free:st:22A"
PONTIFEX = "pontifex:"  # the Pontifex Maximus's free veto, once a Senate Phase [2.01]
UNVETOABLE_BY_PONTIFEX = "remove_pontifex"  # 2.01: not his own removal
LAND_VETO = "land_veto:"  # a statesman's free Land Bill veto, once a turn: "land_veto:st:23A"
LAND_VETOABLE = "land_bill"  # not a repeal (docs/RULES_CHOICES.md)
# a statesman's free Land Bill proposal, once a turn each: "land_bill:st:25A"
LAND_PROPOSAL = "land_bill:"


def _statesmen_with(state: RorState, seat: str, ability: str) -> list[str]:
    """The faction's statesmen with this ability code [statesmen.json]."""
    return [
        s.card
        for s in state.senators.values()
        if s.faction == seat
        and s.card in STATESMAN_DATA
        and any(a.code == ability for a in STATESMAN_DATA[s.card].abilities)
    ]


def _free_tribune_statesmen(state: RorState, seat: str) -> list[str]:
    """Statesmen of the faction with an unused inherent Tribune this turn [intrigue.json]."""
    used = state.senate.free_tribunes
    return [card for card in _statesmen_with(state, seat, "free_tribune") if card not in used]


def _land_bill_proposers(state: RorState, seat: str) -> list[str]:
    """The Gracchi's free Land Bill proposal [statesmen.json 25A/25B]: "may propose one Land
    Bill per turn without a Tribune card", aligned and in Rome (as 23A's veto); the Senate
    Phase is once a turn, so it is marked in the Senate's state."""
    used = state.senate.data.get("land_bill_proposals", [])
    return [
        LAND_PROPOSAL + card
        for card in _statesmen_with(state, seat, "free_land_bill_proposal")
        if card not in used and state.senators[card].in_rome
    ]


def tribunes_of(state: RorState, seat: str) -> list[str]:
    """Tribunes the faction may use now: Tribune cards in hand, then free tribunes, then
    the free Land Bill proposals."""
    cards = [c for c in state.factions[seat].hand if c.startswith("int:tribune#")]
    free = [FREE + s for s in _free_tribune_statesmen(state, seat)]
    return cards + free + _land_bill_proposers(state, seat)


def proposes_only(tribune: str) -> str | None:
    """The one kind of proposal a tribune may make, if it is limited to one: a Land Bill
    for the Gracchi's [statesmen.json 25A/25B] (a repeal is no Land Bill, as for 23A)."""
    return LAND_VETOABLE if tribune.startswith(LAND_PROPOSAL) else None


def tribune_card(tribune: str) -> str:
    """The card behind a tribune: the Tribune card, or the statesman whose free tribune
    it is."""
    for prefix in (FREE, PONTIFEX, LAND_VETO, LAND_PROPOSAL):
        tribune = tribune.removeprefix(prefix)
    return tribune


def tribune_ref(tribune: str) -> str:
    """What an event names a tribune by: the statesman, or "int:tribune" for any Tribune
    card (which copy a hand held is nobody's business [1.04.9]; they share one name)."""
    card = tribune_card(tribune)
    return card.split("#")[0] if card.startswith("int:") else card


def pontifex_veto(state: RorState, seat: str, proposal: Proposal) -> list[str]:
    """2.01: the Pontifex's free veto, once a Senate Phase, never on his own removal (he
    may not propose with it: it is no Tribune)."""
    top = pontifex(state)
    if top is None or top.faction != seat or not top.in_rome:
        return []
    if proposal.kind == UNVETOABLE_BY_PONTIFEX or state.senate.data.get("pontifex_veto"):
        return []
    return [PONTIFEX + top.card]


def land_bill_veto(state: RorState, seat: str, proposal: Proposal) -> list[str]:
    """A statesman's free veto of one Land Bill a turn, aligned and in Rome [statesmen.json
    23A]; the Senate Phase is once a turn, so it is marked in the Senate's state."""
    if proposal.kind != LAND_VETOABLE or state.senate.data.get("land_bill_veto"):
        return []
    return [
        LAND_VETO + card
        for card in _statesmen_with(state, seat, "free_land_bill_veto")
        if state.senators[card].in_rome
    ]


def check_tribune(state: RorState, seat: str, tribune: str) -> None:
    if tribune not in tribunes_of(state, seat):
        raise IllegalAction("no_such_tribune", "1.09.15", tribune=tribune)


def use_tribune(ctx: Ctx[RorState], seat: str, tribune: str, why: str) -> None:
    """Discard the card, or mark the statesman's free tribune used this turn."""
    state = ctx.state
    if tribune.startswith(FREE):
        state.senate.free_tribunes.append(tribune.removeprefix(FREE))
    elif tribune.startswith(PONTIFEX):
        state.senate.data["pontifex_veto"] = True  # 2.01
    elif tribune.startswith(LAND_VETO):
        state.senate.data["land_bill_veto"] = True  # statesmen.json 23A
    elif tribune.startswith(LAND_PROPOSAL):  # statesmen.json 25A/25B
        used = state.senate.data.setdefault("land_bill_proposals", [])
        used.append(tribune.removeprefix(LAND_PROPOSAL))
    else:
        state.factions[seat].hand.remove(tribune)
        state.discard.append(tribune)
    ctx.emit(
        "tribune_used",
        "1.09.15",
        faction=seat,
        tribune=tribune,
        name_id=tribune_ref(tribune),
        why=why,
    )


def roll_off(ctx: Ctx[RorState], played: list[tuple[str, str]]) -> tuple[str, str]:
    """Tribunes played at once roll off [1.09.15]: 2d6 each, ties to the earlier faction
    in voting order (`played` is in that order); the losers keep their Tribunes."""
    if len(played) == 1:
        return played[0]
    rolls = [
        sum(ctx.dice(2, purpose="tribune_roll_off", rule="1.09.15", seat=seat))
        for seat, _ in played
    ]
    return played[rolls.index(max(rolls))]


def can_veto(state: RorState, proposal: Proposal) -> bool:
    """1.09.15, 1.09.33: a Dictator's proposals and the unvetoable kinds may not be vetoed."""
    proposer = state.senators.get(proposal.proposer) if proposal.proposer else None
    if proposer is not None and proposer.office == "dictator":
        return False
    return KINDS[proposal.kind].vetoable(state, proposal)


def veto_options(state: RorState, seat: str, proposal: Proposal) -> list[str]:
    """The Tribunes this faction could veto the proposal with (one of each source)."""
    if not can_veto(state, proposal):
        return []
    held = tribunes_of(state, seat)
    cards = [c for c in held if not c.startswith((FREE, LAND_PROPOSAL))]  # no veto [25A]
    free = [c for c in held if c.startswith(FREE)]
    return (
        cards[:1]
        + free
        + pontifex_veto(state, seat, proposal)
        + land_bill_veto(state, seat, proposal)
    )
