"""Concession income choices [1.06.1]: before personal revenue is paid, each faction whose
senators hold concessions paying every turn may decline a concession's income (its corrupt
bar then stays hidden) or, during a Drought, take a grain concession's bonus: its income
times 1 + the drought effects, for as many Popularity (allowed even at −9).

One simultaneous decision: the faction names its choices one concession at a time and says
Done to take the rest as usual (the default). The choices live in
`RorState.income_choices` until the Revenue Phase pays.
"""

from __future__ import annotations

from typing import Any, Literal

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, ConcessionIncome, Done
from bot.games.ror.rules.cards import CONCESSION_DATA
from bot.games.ror.rules.modifiers import drought_effects
from bot.games.ror.rules.popularity import change_popularity, popularity_change
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import RorState, Senator

RULE = "1.06.1"


def earning(senator: Senator) -> list[str]:
    """Concessions paying every turn (Armaments and Ship Building pay when units are
    raised [1.09.631])."""
    return [c for c in senator.concessions if CONCESSION_DATA[c].income_type == "per_turn"]


def _holdings(state: RorState, seat: str) -> dict[str, Senator]:
    """The faction's earning concessions by card, held by senators who earn [1.06.1]."""
    return {
        card: s
        for s in faction_senators(state, seat)
        if not (s.rebel or s.captive)
        for card in earning(s)
    }


def _drought(state: RorState) -> int:
    """Drought effects: Drought events and wars with the drought icon (RULES §4.1, §6)."""
    return drought_effects(state)


def _options(state: RorState, seat: str) -> list[ConcessionIncome]:
    options: list[ConcessionIncome] = []
    for card in sorted(_holdings(state, seat)):
        if card in state.income_choices:
            continue
        options.append(ConcessionIncome(card=card, choice="decline"))
        if _drought(state) and CONCESSION_DATA[card].drought_bonus:
            options.append(ConcessionIncome(card=card, choice="drought"))
    return options


def open_income_choices(ctx: Ctx[RorState]) -> None:
    state = ctx.state
    state.income_choices = {}
    seats = [seat for seat in state.seats if _holdings(state, seat)]
    push(state, "concession_income", RULE, seats, simultaneous=True)


def legal_choices(state: RorState, seat: str) -> list[Action]:
    return [Done(), *_options(state, seat)]


def prompt(state: RorState, seat: str) -> dict[str, Any]:
    cards = sorted(_holdings(state, seat))
    return {"concessions_ids": cards, "drought": _drought(state)}


def apply_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, ConcessionIncome):
        raise IllegalAction("wrong_phase", rule)
    if action.card not in _holdings(state, seat) or action.card in state.income_choices:
        raise IllegalAction("not_your_earning_concession", RULE, card=action.card)
    if action.choice == "drought" and not (
        _drought(state) and CONCESSION_DATA[action.card].drought_bonus
    ):
        raise IllegalAction("no_drought_bonus", RULE, card_id=action.card)
    state.income_choices[action.card] = action.choice
    if not _options(state, seat):
        finish_turn_of_seat(state, seat)


def multiplier(state: RorState, card: str) -> int:
    """0 when declined; 1 + the drought effects for a grain bonus; else 1."""
    choice: Literal["decline", "drought"] | None = state.income_choices.get(card)
    if choice == "decline":
        return 0
    return 1 + _drought(state) if choice == "drought" else 1


def after_income(ctx: Ctx[RorState], senator: Senator, card: str) -> bool:
    """The consequences of the choice once paid; False when the income was declined."""
    state = ctx.state
    choice = state.income_choices.get(card)
    if choice == "decline":
        ctx.emit(
            "concession_income_declined",
            RULE,
            senator=senator.card,
            senator_name_id=senator.card,
            card=card,
            name_id=card,
        )
        return False
    if choice == "drought":
        income = CONCESSION_DATA[card].income * multiplier(state, card)
        loss = popularity_change(senator.card, 1 + _drought(state))  # Pompey's doubled
        change_popularity(senator, -(1 + _drought(state)))
        ctx.emit(
            "grain_drought_bonus",
            RULE,
            senator=senator.card,
            senator_name_id=senator.card,
            card=card,
            name_id=card,
            income=income,
            loss=loss,
            popularity=senator.popularity,
        )
    return True


# declining concession income, the grain Drought bonus [1.06.1]
PROCEDURES.register(
    "concession_income",
    ProcedureRules(
        "concession_income",
        legal_choices,
        apply_choice,
        done,
        prompt=prompt,
    ),
)
