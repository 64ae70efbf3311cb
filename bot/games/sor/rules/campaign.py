"""The 4 MP limit of a Campaign [9.5]: no CU spends more than 4 MP in the action (5 for the
Gauls), over both its activations.

CU are not told apart, so the bot keeps them in batches: the CU the first activation moved
are remembered where they stopped (dropped on the way, or where the move ended) with the MP
they spent. The second army takes fresh CU first, then the least tired; the army may spend
no more MP than its most tired CU still may. It leaves the most tired behind first when it
drops CU, and loses them first in a battle. A leader who moved in the first activation
stays behind (docs/RULES_CHOICES.md)."""

from __future__ import annotations

from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.stacks import cu
from bot.games.sor.rules.state import Activation, Batch, Campaign, SorState

#: 9.5: MP a CU may spend in a Campaign's action
LIMIT = 4
GALLIC_LIMIT = 5


def limit(power: Power) -> int:
    return GALLIC_LIMIT if power == "gallic" else LIMIT


def spent(act: Activation) -> int:
    """MP the army has spent in this activation."""
    return act.mp - act.mp_left


def room(act: Activation) -> int:
    """9.5: MP the army may still spend, its most tired CU's; its MP left outside a
    Campaign."""
    _trim(act)
    caps = [b.cap for b in act.batches if b.cu > 0]
    return min(act.mp_left, min(caps) - spent(act)) if caps else act.mp_left


def take(state: SorState, act: Activation, n: int) -> None:
    """9.5: the army takes `n` CU where it stands: fresh ones first, then the least tired."""
    campaign = state.campaign
    if campaign is None:
        return
    here = [i for i, e in enumerate(campaign.spent) if e[0] == act.power and e[1] == act.space]
    available = cu(state, act.power, act.space, False) - act.cu + n
    tired = min(sum(campaign.spent[i][2] for i in here), available)
    fresh = min(n, available - tired)
    top = spent(act) + limit(act.power)
    if fresh:
        act.batches.append(Batch(cu=fresh, cap=top))
    n -= fresh
    for i in sorted(here, key=lambda i: campaign.spent[i][3]):
        if n <= 0:
            break
        power, space, count, mp = campaign.spent[i]
        k = min(n, count)
        act.batches.append(Batch(cu=k, cap=top - mp))
        campaign.spent[i] = (power, space, count - k, mp)
        n -= k
    campaign.spent = [e for e in campaign.spent if e[2] > 0]


def leave(state: SorState, act: Activation, n: int) -> None:
    """9.5: `n` CU stay where the army stands, the most tired first; in the first
    activation they are remembered there with the MP they spent."""
    campaign = state.campaign
    if campaign is None:
        return
    gone = _remove(act, n)
    if not campaign.second:
        _remember(campaign, act, gone)


def ended(state: SorState, act: Activation) -> None:
    """The first activation's move is over: its CU are remembered where they stand."""
    campaign = state.campaign
    if campaign is None or campaign.second:
        return
    _trim(act)
    _remember(campaign, act, act.batches)


def _remember(campaign: Campaign, act: Activation, batches: list[Batch]) -> None:
    for b in batches:
        mp = spent(act) - (b.cap - limit(act.power))
        if b.cu > 0 and mp > 0:
            campaign.spent.append((act.power, act.space, b.cu, mp))


def _remove(act: Activation, n: int) -> list[Batch]:
    gone: list[Batch] = []
    for b in sorted(act.batches, key=lambda b: b.cap):
        k = min(n, b.cu)
        if k:
            b.cu -= k
            gone.append(Batch(cu=k, cap=b.cap))
            n -= k
    act.batches = [b for b in act.batches if b.cu > 0]
    return gone


def _trim(act: Activation) -> None:
    """CU lost in a battle: the most tired first."""
    extra = sum(b.cu for b in act.batches) - act.cu
    if extra > 0 and act.batches:
        _remove(act, extra)
