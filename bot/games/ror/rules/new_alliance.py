"""New Alliance [1.07.21, events.json]: at the end of the Senate Phase the HRAO must pick
a war in play. Light side: the State gets half its spoils (rounded down, RULES §1.5) and
the card is shuffled into the top six cards of the deck. Dark side ("Another New
Alliance"): a war that is no Revolt; the State gets its full spoils, the card is discarded
and the provinces it would create are created. Either way the event is used up; forces sent
against the war come home and its captives die when the Combat Phase opens (1.10.71).
A Revolt yields no spoils (1.10.4).
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, MakePeace
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.cleopatra import allies_leave
from bot.games.ror.rules.combat.capture import captives_die
from bot.games.ror.rules.combat.outcomes import _create_provinces, _leaders_move_on, is_revolt
from bot.games.ror.rules.modifiers import event_level
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.province_revolts import is_province_revolt, regain
from bot.games.ror.rules.refuge import refuge_ends
from bot.games.ror.rules.senate.proposals import after_adjournment
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState

RULE = "1.07.21"
EVENT = "new_alliance"
PEACE_DEPTH = 6  # shuffled into the top six cards


def choices(state: RorState) -> list[str]:
    dark = event_level(state, EVENT) >= 2
    return [w.card for w in state.wars if not (dark and is_revolt(state, w.card))]


def open_new_alliance(ctx: Ctx[RorState]) -> None:
    """After the Senate adjourns, with New Alliance in play: the HRAO chooses."""
    state = ctx.state
    if not event_level(state, EVENT):
        return
    if not choices(state):
        state.active_events.pop(EVENT)
        ctx.emit("new_alliance_unused", RULE)
        return
    push(state, "new_alliance", RULE, hrao_order(state)[:1])


def legal_choices(state: RorState, seat: str) -> list[Action]:
    return [MakePeace(war=card) for card in choices(state)]


def default_choice(state: RorState, seat: str) -> Action:
    return legal_choices(state, seat)[0]


def prompt(state: RorState, seat: str) -> dict[str, Any]:
    return {"wars_ids": choices(state)}


def apply_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, MakePeace):
        raise IllegalAction("wrong_phase", rule)
    if action.war not in choices(state):
        raise IllegalAction("no_alliance_against", RULE, war=action.war)
    finish_turn_of_seat(state, seat)
    make_peace(ctx, action.war)


def make_peace(ctx: Ctx[RorState], card: str) -> None:
    state = ctx.state
    dark = state.active_events.pop(EVENT) >= 2
    war = next(w for w in state.wars if w.card == card)
    spoils = 0 if is_revolt(state, card) else WAR_DATA[card].spoils
    spoils = spoils if dark else spoils // 2
    state.wars.remove(war)
    allies_leave(state, war)
    ledger.move(ctx, ledger.BANK, ledger.TREASURY, spoils, RULE, "New Alliance")
    if is_province_revolt(card):
        regain(ctx, card, RULE)  # a province in revolt is simply defeated
    elif dark:
        state.discard.append(card)
    else:
        top = [card, *state.deck[:PEACE_DEPTH]]
        ctx.shuffle(top)
        state.deck[:PEACE_DEPTH] = top
    ctx.emit(
        "new_alliance_ends_war" if dark else "new_alliance_returns_war",
        RULE,
        war=card,
        name_id=card,
        spoils=spoils,
        treasury=state.treasury,
    )
    captives_die(ctx, card)  # 1.10.71: discarded or returned to the deck, it kills them
    if dark:
        _create_provinces(ctx, card)
    _leaders_move_on(ctx, war)
    refuge_ends(ctx)  # a refugee aiding it leaves with his last war [1.07.21]


after_adjournment(open_new_alliance)


# New Alliance: the HRAO names a war at the end of the Senate [1.07.21]
PROCEDURES.register(
    "new_alliance",
    ProcedureRules(
        "new_alliance",
        legal_choices,
        apply_choice,
        default_choice,
        prompt=prompt,
    ),
)
