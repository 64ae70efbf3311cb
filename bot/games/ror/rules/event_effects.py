"""What events do at once when they come into play [1.07.21], and the ways the Republic
falls that events and the Population Phase can cause [1.06.53, 1.08]."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.cards import WAR_DATA, senator_number
from bot.games.ror.rules.combat.strength import land_units
from bot.games.ror.rules.events_table import side_key
from bot.games.ror.rules.mortality import chit_number, draw_chits, kill
from bot.games.ror.rules.priesthood import pays_evil_omens
from bot.games.ror.rules.refuge import refuge_placed
from bot.games.ror.rules.revolution.rebels import send_home
from bot.games.ror.rules.state import RorState, Senator
from bot.games.ror.rules.units import senate_fleets
from bot.games.ror.rules.victory import republic_falls  # a rebel may win instead [1.12]

EVIL_OMENS_COST = 20
NATURAL_DISASTER_COST = 50
EPIDEMIC_CHITS = 6
# 1.07.21 Natural Disaster: 1d6 (never modified by Evil Omens) names the concession lost
DISASTER_CONCESSIONS: dict[int, str] = {
    1: "con:mining",
    2: "con:mining",
    3: "con:harbor_fees",
    4: "con:harbor_fees",
    5: "con:armaments",
    6: "con:ship_building",
}


def state_pays(ctx: Ctx[RorState], event: str, amount: int, rule: str) -> None:
    """The State pays for an event once a turn; if it cannot, Rome is bankrupt [1.06.53]."""
    state = ctx.state
    name = side_key(event, 1)
    if state.event_payments.get(event) == state.turn:
        ctx.emit("event_already_paid", rule, event=event, name=name)
        return
    if state.treasury < amount:
        ctx.emit(
            "state_cannot_pay", rule, event=event, name=name, amount=amount, treasury=state.treasury
        )
        republic_falls(ctx, "defeat_bankruptcy", "1.06.53")
        return
    state.event_payments[event] = state.turn
    ledger.move(ctx, ledger.TREASURY, ledger.BANK, amount, rule, name)
    ctx.emit("state_paid", rule, event=event, name=name, amount=amount, treasury=state.treasury)


def chit_deaths(
    ctx: Ctx[RorState],
    count: int,
    rule: str,
    may_die: Callable[[Senator], bool],
    *,
    first_only: bool = False,
) -> list[str]:
    """Draw `count` mortality chits; a senator drawn dies only if `may_die` says so (and,
    with `first_only`, only the first such senator) [1.05.2, 1.07.21]. Returns the chits."""
    chits = draw_chits(ctx, count, rule)
    shown = [c.removeprefix("chit:") for c in chits]
    ctx.emit("chits_drawn", rule, count=len(chits), chits=shown)
    for chit in chits:
        number = chit_number(chit)
        found = [s for s in ctx.state.senators.values() if senator_number(s.card) == number]
        eligible = sorted(s.card for s in found if may_die(s))
        for spared in (s for s in found if s.card not in eligible):
            ctx.emit("chit_spared", rule, number=number, senator=spared.card, name_id=spared.card)
        if not eligible:
            continue
        victim = eligible[0]
        if len(eligible) > 1:
            # 1.05.22: both brothers may die, a die decides: 1-3 the A brother, 4-6 the B
            roll = ctx.dice(1, purpose="which_brother_dies", rule="1.05.22")[0]
            victim = eligible[0] if roll <= 3 else eligible[1]
        ctx.emit("chit_drawn", rule, number=number, senator=victim, name_id=victim)
        kill(ctx, victim)
        if first_only:
            break
    return chits


def _away(s: Senator) -> bool:
    return not s.in_rome


def _in_rome(s: Senator) -> bool:
    return s.in_rome


def mob_in_rome(ctx: Ctx[RorState], chits: int, rule: str) -> None:
    """Only senators in Rome die [1.08 Mob, 1.07.21 Epidemic]."""
    chit_deaths(ctx, chits, rule, _in_rome)


# ---------------------------------------------------------------- the immediate effects


def evil_omens(ctx: Ctx[RorState], level: int) -> None:
    if pays_evil_omens(ctx):  # 2.01: the Pontifex Maximus pays instead of the State
        return
    state_pays(ctx, "evil_omens", EVIL_OMENS_COST, "1.07.21")


def natural_disaster(ctx: Ctx[RorState], level: int) -> None:
    state_pays(ctx, "natural_disaster", NATURAL_DISASTER_COST, "1.07.21")
    if ctx.state.outcome is not None:
        return
    roll = ctx.dice(1, purpose="concession_disaster", rule="1.07.21")[0]
    destroy_concession(ctx, DISASTER_CONCESSIONS[roll], "1.07.21")


def destroy_concession(ctx: Ctx[RorState], card: str, rule: str) -> None:
    """A concession in play (held by a senator or face up in the Forum) goes to the Curia;
    one in a hand, the deck or the Curia is not in play: no effect."""
    state = ctx.state
    holder = next((s for s in state.senators.values() if card in s.concessions), None)
    if holder is not None:
        holder.concessions.remove(card)
        if card in holder.corrupt_concessions:
            holder.corrupt_concessions.remove(card)
    elif card in state.forum:
        state.forum.remove(card)
    else:
        ctx.emit("concession_not_in_play", rule, card=card, name_id=card)
        return
    state.curia.append(card)
    ctx.emit(
        "concession_destroyed",
        rule,
        card=card,
        name_id=card,
        senator=holder.card if holder else None,
        senator_name_id=holder.card if holder else "forum",
    )


def epidemic(ctx: Ctx[RorState], level: int) -> None:
    if level <= 1:
        chit_deaths(ctx, EPIDEMIC_CHITS, "1.07.21", _in_rome)
    else:  # Foreign Epidemic: only the first senator away from Rome drawn dies
        chit_deaths(ctx, EPIDEMIC_CHITS, "1.07.21", _away, first_only=True)


def mob_violence(ctx: Ctx[RorState], level: int) -> None:
    unrest = ctx.state.unrest
    count = unrest
    if level >= 2:
        count += ctx.dice(1, purpose="more_mob_violence", rule="1.07.21")[0]
    ctx.emit("mob_violence", "1.07.21", chits=count, unrest=unrest)

    def unpopular(s: Senator) -> bool:
        return s.in_rome and s.popularity < unrest

    chit_deaths(ctx, count, "1.07.21", unpopular)


def _fleet_support(war: str) -> int:
    """The fleets a war's land battles need [1.09.642]; none against a rebel."""
    return WAR_DATA[war].fleet_support if war in WAR_DATA else 0


def storm_at_sea(ctx: Ctx[RorState], level: int) -> None:
    """2d6 Roman fleets of the HRAO's choice, in Rome or with a force (provincial fleets
    aside), sink [events.json]. The choice is made for him, as a prudent HRAO would make
    it: the idle fleets in Rome first, then one at a time from the force with the most
    fleets beyond its war's Fleet Support (RULES_CHOICES.md). A force left with no unit
    comes home."""
    state = ctx.state
    roll = sum(ctx.dice(2, purpose="storm_at_sea", rule="1.07.21"))
    lost = min(roll, state.fleets)
    state.fleets -= lost
    while lost < roll and any(f.fleets for f in state.forces):
        force = max(
            (f for f in state.forces if f.fleets),
            key=lambda f: (f.fleets - _fleet_support(f.war), -state.forces.index(f)),
        )
        force.fleets -= 1
        lost += 1
        if force.fleets == 0 and land_units(force) == 0:
            send_home(ctx, force, "1.07.21")
    ctx.emit("fleets_lost", "1.07.21", roll=roll, lost=lost, fleets=senate_fleets(state))


IMMEDIATE: dict[str, Callable[[Ctx[RorState], int], None]] = {
    "evil_omens": evil_omens,
    "natural_disaster": natural_disaster,
    "epidemic": epidemic,
    "mob_violence": mob_violence,
    "storm_at_sea": storm_at_sea,
    "refuge": refuge_placed,  # rules gaps: Rise from Refuge raises a waiting refugee
}
