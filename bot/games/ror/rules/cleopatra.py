"""Cleopatra VII [enemy_leaders.json, RULES §8.2]: a Faction card played before the
Alexandrine War is fought (offered at the start of each Combat Phase while that war is
Active). Her owner chooses: on Rome's side, the Roman commander against the war gains
3 Military, 50T and loses 5 Popularity; or as an enemy leader of the war (+3 strength,
her Disaster and Standoff numbers). Either way she stays until the war leaves play."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, Done, PlayCleopatra
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.state import Force, RorState, War

CLEOPATRA = "ldr:cleopatra_vii"
ALEXANDRINE = "war:alexandrine"
RULE = "1.10.2"
MILITARY = 3
GOLD = 50
POPULARITY = -5


def _war(state: RorState) -> War | None:
    return next((w for w in state.wars if w.card == ALEXANDRINE and w.status == "active"), None)


def _holder(state: RorState) -> str | None:
    return next((f.seat for f in state.factions.values() if CLEOPATRA in f.hand), None)


def _commander(state: RorState) -> str | None:
    """The first Roman commander sent against the Alexandrine War."""
    forces = sorted(
        (f for f in state.forces if f.war == ALEXANDRINE and f.commander),
        key=lambda f: (f.sent_turn, f.order),
    )
    return forces[0].commander if forces else None


def open_cleopatra(state: RorState) -> None:
    holder = _holder(state)
    if holder is not None and _war(state) is not None:
        push(state, "cleopatra", RULE, [holder])


def legal_plays(state: RorState, seat: str) -> list[Action]:
    sides = [PlayCleopatra(rome=True)] if _commander(state) else []
    return [*sides, PlayCleopatra(rome=False), Done()]


def apply_play(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, PlayCleopatra):
        raise IllegalAction("wrong_phase", RULE)
    war = _war(state)
    if war is None or CLEOPATRA not in state.factions[seat].hand:
        raise IllegalAction("cleopatra_not_playable", RULE)
    commander = _commander(state)
    if action.rome and commander is None:
        raise IllegalAction("cleopatra_needs_a_commander", RULE)
    state.factions[seat].hand.remove(CLEOPATRA)
    finish_turn_of_seat(state, seat)
    if not action.rome:
        war.leaders.append(CLEOPATRA)
        ctx.emit("cleopatra_joins_enemy", RULE, faction=seat, war=war.card, war_name_id=war.card)
        return
    assert commander is not None
    war.allies.append(CLEOPATRA)
    senator = state.senators[commander]
    ledger.move(ctx, ledger.BANK, ledger.senator(commander), GOLD, RULE, "Cleopatra's gold")
    change_popularity(senator, POPULARITY)  # Pompey's doubled
    ctx.emit(
        "cleopatra_joins_rome",
        RULE,
        faction=seat,
        senator=commander,
        name_id=commander,
        talents=GOLD,
        popularity=senator.popularity,
    )


def allied_military(state: RorState, force: Force) -> int:
    """+3 Military for the Roman commander while Cleopatra sides with Rome in his war."""
    war = next((w for w in state.wars if w.card == force.war), None)
    return MILITARY if war is not None and CLEOPATRA in war.allies else 0


def allies_leave(state: RorState, war: War) -> None:
    """The war has left play: the cards on Rome's side in it are discarded."""
    state.discard += war.allies
    war.allies = []


PROCEDURES.register(
    "cleopatra",
    ProcedureRules(
        "play_cleopatra",
        legal_plays,
        apply_play,
        done,
        private=True,
    ),
)
