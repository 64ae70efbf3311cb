"""A faction left with no senators [1.05.4]: after Mortality its player either takes the
top Curia senator that does not match a played statesman as his new Faction Leader (or,
when there is none, waits for one), or quits the game. A faction that quits is out: its
hand is discarded and its treasury goes to the Bank, as for an eliminated faction.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, ChooseLeader, Done, QuitGame
from bot.games.ror.rules.cards import STATESMAN_DATA, senator_number
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senators import hrao_order, printed
from bot.games.ror.rules.state import RorState

RULE = "1.05.4"


def _empty(state: RorState, seat: str) -> bool:
    return seat not in state.eliminated and not any(
        s.faction == seat for s in state.senators.values()
    )


def curia_candidate(state: RorState) -> str | None:
    """The top Curia family senator whose number matches no statesman in play."""
    blocked = {senator_number(s.card) for s in state.senators.values() if s.card in STATESMAN_DATA}
    return next(
        (c for c in state.curia if c.startswith("fam:") and senator_number(c) not in blocked),
        None,
    )


def open_empty_factions(ctx: Ctx[RorState]) -> None:
    """1.05.4: ask each faction left with no senators, in HRAO order, to take a Curia
    senator (or wait) or quit."""
    state = ctx.state
    seats = [seat for seat in hrao_order(state) if _empty(state, seat)]
    for seat in seats:
        if curia_candidate(state) is None:
            ctx.emit("faction_empty", RULE, faction=seat)
    push(state, "empty_faction", RULE, seats)


def _may_quit(state: RorState, seat: str) -> bool:
    """The last faction still playing cannot quit: the game needs a player."""
    return any(s != seat and s not in state.eliminated for s in state.seats)


def legal_choices(state: RorState, seat: str) -> list[Action]:
    card = curia_candidate(state)
    stay: Action = ChooseLeader(senator=card) if card is not None else Done()
    return [stay, QuitGame()] if _may_quit(state, seat) else [stay]


def default_choice(state: RorState, seat: str) -> Action:
    return legal_choices(state, seat)[0]


def prompt(state: RorState, seat: str) -> dict[str, Any]:
    card = curia_candidate(state)
    return {"senator_id": card or "-"}


def apply_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, QuitGame):
        if not _may_quit(state, seat):
            raise IllegalAction("last_faction_cannot_quit", RULE)
        quit_game(ctx, seat)
    elif isinstance(action, ChooseLeader):
        card = curia_candidate(state)
        if action.senator != card:
            raise IllegalAction("not_the_top_curia_senator", RULE, senator_id=card or "-")
        take_senator(ctx, seat, action.senator)
    elif isinstance(action, Done):
        if curia_candidate(state) is not None:
            raise IllegalAction("curia_senator_waiting", RULE)
        ctx.emit("faction_waits", RULE, faction=seat)
    else:
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(state, seat)


def take_senator(ctx: Ctx[RorState], seat: str, card: str) -> None:
    """1.05.4: the Curia senator joins the faction as its Faction Leader."""
    state = ctx.state
    state.curia.remove(card)
    state.senators[card] = printed(card).model_copy(update={"faction": seat})
    state.factions[seat].leader = card
    ctx.emit("faction_repopulated", RULE, faction=seat, senator=card, name_id=card)


def quit_game(ctx: Ctx[RorState], seat: str) -> None:
    """1.05.4: the player quits; his faction leaves the game like an eliminated one."""
    state = ctx.state
    faction = state.factions[seat]
    state.discard += faction.hand
    faction.hand = []
    faction.leader = None
    ledger.move(ctx, ledger.faction(seat), ledger.BANK, faction.treasury, RULE, "quit the game")
    state.eliminated.append(seat)
    ctx.emit("faction_quits", RULE, faction=seat)


# a faction with no senators takes a Curia senator, waits or quits [1.05.4]
PROCEDURES.register(
    "empty_faction",
    ProcedureRules(
        "empty_faction",
        legal_choices,
        apply_choice,
        default_choice,
        prompt=prompt,
    ),
)
