"""The Pontifex Maximus and the Priests outside the Senate [2.01, advanced rule, game option
`pontifex`]: his rank among the officials, the battle votes, his income, Evil Omens, and
the office falling vacant when he dies.

The office is kept in `state.pontifex` (not `Senator.office`): it is held for life beside
any Major Office (docs/RULES_CHOICES.md). The Senate business (election, priesthoods,
veto, removal) is in `senate/pontifex.py`.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.state import RorState, Senator

OFFICE_INFLUENCE = 5  # 2.01: gained once, on election
PRIEST_INFLUENCE = 1  # 2.01: +1 granted, -1 when lost
DISGRACE_INFLUENCE = 5  # 2.01: lost with the office (Evil Omens, removal)
OMENS_COST = 20  # 1.07.21: what Evil Omens costs (the Pontifex pays it, 2.01)
OMENS_FINE = 10  # 2.01: charged to his Faction Treasury with the shortfall


def pontifex(state: RorState) -> Senator | None:
    """The Pontifex Maximus in play (the option on, the office filled)."""
    if not state.options.pontifex or state.pontifex is None:
        return None
    return state.senators.get(state.pontifex)


def pontifex_in(senators: list[Senator], state: RorState) -> Senator | None:
    """2.01: the Pontifex ranks 6th for HRAO, after the Master of Horse."""
    top = pontifex(state)
    return top if top is not None and any(s is top for s in senators) else None


def battle_votes(state: RorState) -> dict[str, int]:
    """2.01, v1.07B: on a battle vote (`ProposalKind.battle`) Priests have +1 and the
    Pontifex doubles his votes (Oratory and knights, never bought votes)."""
    top = pontifex(state)
    if top is None:
        return {}
    extra = {card: 1 for card in state.priests if card in state.senators}
    extra[top.card] = top.oratory + top.knights
    return extra


def pontifex_income(ctx: Ctx[RorState], senator: Senator) -> int:
    """2.01: the Pontifex earns 1d6 more in personal revenue."""
    if pontifex(ctx.state) is not senator:
        return 0
    return ctx.dice(1, purpose="pontifex_income", rule="2.01")[0]


def vacate(state: RorState, card: str) -> None:
    """A dead senator's priesthood or office is empty again [1.05.3: markers are lost]."""
    if state.pontifex == card:
        state.pontifex = None
    if card in state.priests:
        state.priests.remove(card)


def pays_evil_omens(ctx: Ctx[RorState]) -> bool:
    """2.01: the Pontifex pays Evil Omens from his own treasury instead of the State. If he
    cannot pay it all, or it is the second Evil Omens of the turn, he falls: False when
    there is no Pontifex (the State pays)."""
    state = ctx.state
    top = pontifex(state)
    if top is None:
        return False
    second = state.event_payments.get("evil_omens") == state.turn
    paid = 0 if second else min(OMENS_COST, top.talents)
    ledger.move(ctx, ledger.senator(top.card), ledger.BANK, paid, "2.01", "Evil Omens")
    state.event_payments["evil_omens"] = state.turn
    ctx.emit("pontifex_pays_omens", "2.01", senator=top.card, name_id=top.card, amount=paid)
    if second or paid < OMENS_COST:
        _disgrace(ctx, top, 0 if second else OMENS_COST - paid)
    return True


def _disgrace(ctx: Ctx[RorState], top: Senator, shortfall: int) -> None:
    """2.01: he loses the office, takes a Major marker and loses 5 Influence; his Faction
    Treasury pays the shortfall and a 10T fine; what it cannot pay makes his Faction Leader
    liable to a Major Prosecution (a Major marker)."""
    state = ctx.state
    state.pontifex = None
    top.major = True
    lost = min(DISGRACE_INFLUENCE, top.influence)
    top.influence -= lost
    owed = shortfall + OMENS_FINE
    seat = top.faction
    paid = min(owed, state.factions[seat].treasury) if seat else 0
    if seat:
        ledger.move(ctx, ledger.faction(seat), ledger.BANK, paid, "2.01", "Pontifex's fine")
    leader = state.factions[seat].leader if seat else None
    liable = paid < owed and leader is not None and leader in state.senators
    if liable and leader is not None:
        state.senators[leader].major = True
    ctx.emit(
        "pontifex_disgraced",
        "2.01",
        senator=top.card,
        name_id=top.card,
        influence=lost,
        owed=owed,
        faction=seat or "",
        leader_liable_id=leader if liable and leader else "",
    )
