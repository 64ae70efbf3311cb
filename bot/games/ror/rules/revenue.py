"""The Revenue Phase [1.06], in the Valley Games order.

`state.step` names the next step: Barbarian Raids and Internal Disorder [1.07.21], personal
revenue [1.06.1], provincial spoils [1.06.12], rebel maintenance [1.06.2], redistribution
[1.06.3], development [1.06.4], state revenue [1.06.51], contributions [1.06.52], debits
[1.06.53] and returning governors [1.06.6]; then "done", when the turn loop moves on.

Personal revenue is paid to each senator's own personal treasury (the "lump" of 1.06.1 is
then split in Redistribution, where the faction may move it anywhere). Concession income
taken shows the concession's corrupt bar; a faction may first decline it, or take a grain
concession's Drought bonus (concession_income.py).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger, open_bodyguard
from bot.games.ror.rules.cards import CONCESSION_DATA
from bot.games.ror.rules.concession_income import after_income, multiplier, open_income_choices
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.priesthood import pontifex_income
from bot.games.ror.rules.provincial.rebel_governors import rebel_upkeep  # 1.06.2, 2.03
from bot.games.ror.rules.provincial.taxes_and_builds import local_taxes  # 2.02
from bot.games.ror.rules.raid_captives import open_raid_ransom, raid_captives_die
from bot.games.ror.rules.redistribution import open_redistribution
from bot.games.ror.rules.revenue_provinces import (
    barbarian_raids,
    develop_provinces,
    internal_disorder,
    return_governors,
)
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.spoils import open_spoils
from bot.games.ror.rules.state import RorState, Senator
from bot.games.ror.rules.state_revenue import open_contributions, pay_debits, state_income

LEADER_BASE = int(TABLES.income["faction_leader_base"])  # 1.06.1
SENATOR_BASE = int(TABLES.income["other_senator_base"])  # 1.06.1
PER_KNIGHT = int(TABLES.income["per_knight"])  # 1.06.1
CRASSUS = "st:29A"  # doubles his base and concession income, not his knights'


def _start(ctx: Ctx[RorState]) -> None:
    ctx.state.revenue_disrupted = []
    barbarian_raids(ctx)
    internal_disorder(ctx)


def _earning_concessions(senator: Senator) -> list[str]:
    """Concessions paying every turn (Armaments and Ship Building pay when units are
    raised [1.09.631])."""
    return [c for c in senator.concessions if CONCESSION_DATA[c].income_type == "per_turn"]


def senator_income(state: RorState, senator: Senator) -> int:
    """1.06.1: 3T for the Faction Leader, 1T for another senator, 1T per knight, and the
    printed income of his concessions; Crassus doubles all but the knights."""
    assert senator.faction is not None
    leader = state.factions[senator.faction].leader == senator.card
    doubled = 2 if senator.card == CRASSUS else 1
    base = LEADER_BASE if leader else SENATOR_BASE
    concessions = sum(
        CONCESSION_DATA[c].income * multiplier(state, c) for c in _earning_concessions(senator)
    )  # declined, or a grain concession's Drought bonus [1.06.1]
    return doubled * (base + concessions) + PER_KNIGHT * senator.knights


def personal_revenue(ctx: Ctx[RorState]) -> None:
    """1.06.1: every aligned senator who is neither a rebel nor a captive earns."""
    state = ctx.state
    for seat in state.seats:
        total = 0
        for senator in faction_senators(state, seat):
            if senator.rebel or senator.captive is not None:
                continue
            income = senator_income(state, senator) + pontifex_income(ctx, senator)  # 2.01
            ledger.move(
                ctx, ledger.BANK, ledger.senator(senator.card), income, "1.06.1", "personal revenue"
            )
            total += income
            for card in _earning_concessions(senator):
                if not after_income(ctx, senator, card):
                    continue  # declined: the corrupt bar stays hidden
                if card not in senator.corrupt_concessions:
                    senator.corrupt_concessions.append(card)
                ctx.emit(
                    "concession_income",
                    "1.06.1",
                    senator=senator.card,
                    senator_name_id=senator.card,
                    card=card,
                    name_id=card,
                    income=CONCESSION_DATA[card].income * multiplier(state, card),
                )
        if total:
            ctx.emit("personal_revenue", "1.06.1", faction=seat, amount=total)
    open_bodyguard.upkeep(ctx)  # RULES §4.1: 1T and 1 Popularity a card


# (step, what it does, next step); a step that opens a decision waits for it to close
STEPS: dict[str, tuple[Callable[[Ctx[RorState]], None], str]] = {
    "start": (_start, "income_choices"),
    "income_choices": (open_income_choices, "personal"),  # declined, grain bonus [1.06.1]
    "personal": (personal_revenue, "spoils"),
    "spoils": (lambda ctx: open_spoils(ctx.state), "rebels"),
    "rebels": (rebel_upkeep, "redistribution"),
    "redistribution": (lambda ctx: open_redistribution(ctx.state), "development"),
    "development": (develop_provinces, "state_income"),
    "state_income": (state_income, "contributions"),
    "contributions": (lambda ctx: open_contributions(ctx.state), "debits"),
    "debits": (pay_debits, "provincial"),
    "provincial": (local_taxes, "governors"),  # 2.02: local taxes and builds
    "governors": (return_governors, "raid_ransom"),
    # 1.07.21, 1.10.71: every captive may be ransomed before the Forum and the Senate; the
    # governors the barbarians hold die if not
    "raid_ransom": (open_raid_ransom, "raid_captives"),
    "raid_captives": (raid_captives_die, "done"),
}


def run_revenue(ctx: Ctx[RorState]) -> None:
    """Run the current step and name the next (the turn loop calls this again)."""
    state = ctx.state
    run, following = STEPS[state.step]
    state.step = following
    run(ctx)
