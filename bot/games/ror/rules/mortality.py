"""Mortality Phase [1.05]: imminent wars activate, a chit is drawn, senators die."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.cards import STATESMAN_DATA, WAR_DATA, senator_number
from bot.games.ror.rules.data import CHITS
from bot.games.ror.rules.empty_faction import open_empty_factions
from bot.games.ror.rules.priesthood import vacate
from bot.games.ror.rules.revolution.rebels import revolt_fails
from bot.games.ror.rules.senators import printed
from bot.games.ror.rules.state import Force, RorState


def _chit_name(kind: str, number: int | None) -> str:
    if kind == "senator":
        return f"chit:{number}"
    return "chit:blank" if kind == "none" else "chit:draw2"


# The 36 chits in the cup, named as forced draws name them [1.05.2].
CUP: tuple[str, ...] = tuple(_chit_name(c.kind, c.id) for c in CHITS)
DRAW_2 = "chit:draw2"


def chit_number(chit: str) -> int | None:
    tail = chit.removeprefix("chit:")
    return int(tail) if tail.isdigit() else None


def draw_chits(ctx: Ctx[RorState], count: int, rule: str) -> list[str]:
    """Draw `count` chits without replacement; a Draw 2 chit goes straight back and two
    more are drawn, which can chain [1.05.2]. Returns the chits that count, in order."""
    cup = list(CUP)
    drawn: list[str] = []
    need = count
    while need and any(c != DRAW_2 for c in cup):
        chit = cup[ctx.pick(cup)]
        need -= 1
        if chit == DRAW_2:
            ctx.emit("chit_draw_two", rule)
            need += 2
            continue
        cup.remove(chit)
        drawn.append(chit)
    return drawn


def activate_imminent_wars(ctx: Ctx[RorState]) -> None:
    """1.05.1: from each matching set, the earliest Imminent war becomes Active."""
    by_series: dict[str, list[int]] = {}
    for i, war in enumerate(ctx.state.wars):
        if war.status == "imminent":
            series = WAR_DATA[war.card].series or war.card
            by_series.setdefault(series, []).append(i)
    for indexes in by_series.values():
        first = min(indexes, key=lambda i: WAR_DATA[ctx.state.wars[i].card].series_index or 0)
        war = ctx.state.wars[first]
        war.status = "active"
        ctx.emit("war_activated", "1.05.1", war=war.card, name_id=war.card)


def run_mortality(ctx: Ctx[RorState]) -> None:
    activate_imminent_wars(ctx)
    for chit in draw_chits(ctx, 1, "1.05.2"):
        resolve_chit(ctx, chit, "1.05.2")
    open_empty_factions(ctx)  # 1.05.4: take a Curia senator, wait, or quit


def resolve_chit(ctx: Ctx[RorState], chit: str, rule: str) -> None:
    number = chit_number(chit)
    if number is None:
        ctx.emit("chit_blank", rule)
        return
    victims = [s.card for s in ctx.state.senators.values() if senator_number(s.card) == number]
    if not victims:
        ctx.emit("chit_no_senator", rule, number=number)
        return
    if len(victims) > 1:
        # 1.05.22: both brothers in play, a die decides: 1-3 the A brother, 4-6 the B brother
        victims.sort()
        roll = ctx.dice(1, purpose="which_brother_dies", rule="1.05.22")[0]
        victims = [victims[0] if roll <= 3 else victims[1]]
    ctx.emit("chit_drawn", rule, number=number, senator=victims[0], name_id=victims[0])
    kill(ctx, victims[0])


#: run when a senator has left play, once his death's consequences are done: business
#: still pending lets him go (the Senate's proposal naming him is void, senate/departures.py)
LEFT_PLAY: list[Callable[[Ctx[RorState], str], None]] = []


def kill(ctx: Ctx[RorState], card: str) -> None:
    """Death and its consequences [1.05.3]."""
    state = ctx.state
    talents = state.senators[card].talents
    # 1.05.3: money in a personal treasury is lost
    ledger.move(ctx, ledger.senator(card), ledger.BANK, talents, "1.05.3", "died")
    dead = state.senators.pop(card)
    if state.disbanded.pop(card, 0):  # 2.04: his disbanded legions rejoin the pool
        ctx.emit("disbanded_legions_to_pool", "2.04", senator=card, name_id=card)
    if state.consul_for_life == card:  # 1.09.82: his heir is no Consul for Life
        state.consul_for_life = None
    vacate(state, card)  # 2.01: the Pontifex's office, a priesthood
    # 1.05.3: a governor's province, with its garrison, goes back to the Forum; an
    # official may govern several through Legates from Rome (Lex Vatinia)
    for name, place in sorted(state.provinces.items()):
        if place.governor == card:
            place.governor, place.term = None, 0
            ctx.emit("province_vacated", "1.05.3", province=name, name_id=name)
    faction = state.factions[dead.faction] if dead.faction else None
    was_leader = faction is not None and faction.leader == card
    ctx.emit(
        "senator_died",
        "1.05.3",
        senator=card,
        name_id=card,
        faction=dead.faction,
        office=dead.office,
        talents=talents,
        leader=was_leader,
    )
    state.discard += dead.bodyguards  # an Open Bodyguard goes with him
    # 1.05.3: concessions go to the Forum; markers, office and personal money are lost
    for concession in dead.concessions:
        state.forum.append(concession)
        ctx.emit("concession_to_forum", "1.05.3", card=concession, name_id=concession)
    if card in STATESMAN_DATA:
        # 1.05.3: a dead statesman leaves the game; his family card suffers the family fate
        state.removed.append(card)
        ctx.emit("statesman_removed", "1.05.3", senator=card, name_id=card)
        if dead.family:
            _family_fate(ctx, dead.family, dead.faction, was_leader)
        elif faction is not None and was_leader:
            faction.leader = None
            ctx.emit("faction_leaderless", "1.05.3", faction=faction.seat)
    else:
        _family_fate(ctx, card, dead.faction, was_leader)
    for hook in LEFT_PLAY:
        hook(ctx, card)
    if state.rebel_army is not None and state.rebel_army.commander == card:
        for follower in revolt_fails(ctx):  # 1.11.371: the secondary rebels share his fate
            kill(ctx, follower)


def leave_force(ctx: Ctx[RorState], force: Force, card: str) -> None:
    """A commander or Master of Horse is gone from the force (dead or captive); a Dictator's
    Master of Horse then returns to Rome, keeping his office [1.10.71]."""
    state = ctx.state
    if force.master_of_horse == card:
        force.master_of_horse = None
    if force.commander == card:
        force.commander = None
        moh = state.senators.get(force.master_of_horse or "")
        if moh is not None:
            moh.command = None
            ctx.emit("master_of_horse_returns", "1.10.71", senator=moh.card, name_id=moh.card)
        force.master_of_horse = None


def _family_fate(ctx: Ctx[RorState], family: str, seat: str | None, was_leader: bool) -> None:
    state = ctx.state
    if seat is not None and was_leader:
        # 1.05.3: the Faction Leader's family stays, its next head with printed stats
        heir = printed(family).model_copy(update={"faction": seat})
        state.senators[family] = heir
        for force in list(state.forces):  # he is in Rome, no commander of the dead man's army
            leave_force(ctx, force, family)
        state.factions[seat].leader = family
        ctx.emit(
            "family_heir",
            "1.05.3",
            senator=family,
            name_id=family,
            faction=seat,
            influence=heir.influence,
        )
    else:
        state.curia.append(family)  # under the Repopulating Rome pile
        ctx.emit("senator_to_curia", "1.05.3", senator=family, name_id=family)
