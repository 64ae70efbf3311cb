"""The Senate sends an army against the Primary Rebel [1.09.64, 1.11.35, 2.03]: a commander
who may be sent (1.09.64: the Dictator with his Master of Horse, the Field Consul, the Rome
Consul after him) goes with Legions and loyal Veterans from Rome against the rebel, whether
a victorious commander marching on Rome (1.11.3) or a rebel governor in his province (2.03).
Fleets play no part (1.11.31). Several armies may be sent; they fight in the Combat Phase in
the order they were sent (1.11.37, `combat.civil_war`). Without one the rebel wins
(1.11.35)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.combat.strength import land_units
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.provincial.rebel_province import rebel_governor
from bot.games.ror.rules.provincial.rebel_province import strength as governor_strength
from bot.games.ror.rules.revolution.rebels import army_strength, primary_rebel
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.deployment import (
    commander_refusal,
    master_of_horse,
    next_order,
    take_units,
    units_refusal,
)
from bot.games.ror.rules.senate.floor import adjourn
from bot.games.ror.rules.senate.governors import business
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.repopulate import repopulate
from bot.games.ror.rules.senators import standing_military
from bot.games.ror.rules.state import CIVIL_WAR, Force, Proposal, RorState, Senator

RULE = "1.11.35"


class AttackParams(ProposalParams):
    """A commander sent with Legions and loyal Veterans from Rome against the rebel
    [1.11.35]; Fleets play no part (1.11.31)."""

    commander: str
    legions: int = 0
    veterans: list[str] = Field(default_factory=list)


def target(state: RorState) -> Senator | None:
    """The Primary Rebel once his revolt is fixed (a commander or a governor)."""
    rebel = primary_rebel(state)
    return rebel if rebel is not None and rebel.rebel else None


def rebel_strength(state: RorState) -> int:
    """The strength the Senate's army must match [1.11.37, 2.03]."""
    army = state.rebel_army
    assert army is not None
    governed = rebel_governor(state)
    return governor_strength(state, governed, army) if governed else army_strength(state, army)


def attack_refusal(state: RorState, params: AttackParams) -> IllegalAction | None:
    commander, legions, veterans = params.commander, params.legions, list(params.veterans)
    if target(state) is None:
        return IllegalAction("no_rebel_to_attack", RULE)
    if legions < 0 or legions + len(veterans) < 1:
        return IllegalAction("rebel_attack_needs_legions", RULE)
    rebels = {s.card for s in state.senators.values() if s.rebel}
    disloyal = next((v for v in veterans if v in rebels), None)
    if disloyal is not None:  # 1.11.36: they belong to the rebel
        return IllegalAction("veterans_loyal_to_the_rebel", "1.11.36", name_id=disloyal)
    return commander_refusal(state, commander, [commander]) or units_refusal(
        state, legions, veterans, 0
    )


def loyal_veterans(state: RorState) -> list[str]:
    """The Veteran legions in Rome that may march against the rebel (1.11.36)."""
    rebels = {s.card for s in state.senators.values() if s.rebel}
    return [v for v in state.veterans if v not in rebels]


def attack_nominations(state: RorState) -> list[AttackParams]:
    """The first commander who may go, with every Legion and loyal Veteran in Rome."""
    veterans = loyal_veterans(state)
    units: dict[str, Any] = {"legions": state.legions}
    if veterans:
        units["veterans"] = veterans
    for senator in sorted(state.senators.values(), key=lambda s: s.card):
        params = AttackParams(commander=senator.card, **units)
        if attack_refusal(state, params) is None:
            return [params]  # one nomination: random players must reach adjournment
    return []


def _draft(state: RorState, params: AttackParams) -> Force:
    senator = state.senators[params.commander]
    return Force(
        war=CIVIL_WAR,
        commander=senator.card,
        master_of_horse=master_of_horse(state, senator),
        legions=params.legions,
        veterans=list(params.veterans),
        order=next_order(state),
        sent_turn=state.turn,
    )


def commander_consent(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.643: a commander sent with less than the rebel army's strength must consent."""
    state = ctx.state
    force = _draft(state, proposals.params_of(proposal, AttackParams))
    units = land_units(force)
    military = min(
        units, sum(standing_military(state, c) for c in (force.commander, force.master_of_horse))
    )
    if force.commander is not None and units + military < rebel_strength(state):
        ask_consent(ctx, proposal, [force.commander], "1.09.643")


def attack(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    rebel = target(state)
    force = _draft(state, proposals.params_of(proposal, AttackParams))
    card = force.commander
    assert card is not None and rebel is not None
    presiding = presiding_magistrate(state)  # before he leaves Rome
    take_units(state, force.legions, force.veterans, 0)
    state.forces.append(force)
    business(state).sent.append(card)
    for who in (force.commander, force.master_of_horse):
        if who is not None:
            state.senators[who].command = CIVIL_WAR
    governed = rebel_governor(state)
    ctx.emit(
        "rebel_attacked",
        RULE,
        senator=card,
        name_id=card,
        legions=force.legions + len(force.veterans),
        rebel=rebel.card,
        rebel_name_id=rebel.card,
        place_id=governed.province if governed else "rome",
    )
    if presiding is not None and presiding.card == card:
        adjourn(ctx)  # 1.09.64: sending the Presiding Magistrate ends the Senate
    else:
        repopulate(ctx)  # 1.09.81


def unopposed(state: RorState) -> bool:
    """No Senate army is on its way against the rebel: he would win (1.11.35)."""
    return target(state) is not None and not any(f.war == CIVIL_WAR for f in state.forces)


def describe_attack(state: RorState, params: AttackParams) -> dict[str, Any]:
    commander, rebel = params.commander, target(state)
    governed = rebel_governor(state)
    return {
        "commander": card_name(commander) if commander in state.senators else commander,
        "legions": params.legions + len(params.veterans),
        "rebel": card_name(rebel.card) if rebel else "-",
        "place": card_name(governed.province) if governed else "rome",
    }


def rebel_stance(judge: proposals.Judge, seen: proposals.SeenProposal) -> float:
    """1.11.35: an unopposed rebel wins; his own faction hopes so."""
    army = judge.view.rebel_army
    return -10.0 if army is not None and judge.is_mine(army.commander) else 10.0


#: the margin over the rebel's strength an attacking army is given (3d6 + 6 wins 5 in 6)
ATTACK_MARGIN = 6


def attack_worth(judge: proposals.Judge, seen: proposals.SeenProposal) -> float:
    """Proposing an attack: an army that beats the rebel's strength by ATTACK_MARGIN, or
    as near as Rome can come; Legions beyond it stay for the foreign wars [1.11.37]."""
    view = judge.view
    army = view.rebel_army
    if army is None:
        return rebel_stance(judge, seen)
    military = {s.card: int(s.military) for s in view.senators}

    def strength(units: int, commanders: list[Any]) -> int:
        return units + min(units, sum(military.get(c, 0) for c in commanders))

    rebel = strength(
        army.legions + 2 * sum(army.veterans.values()), [army.commander, army.master_of_horse]
    )
    units = (seen.get("legions") or 0) + 2 * len(seen.get("veterans") or [])
    ours = strength(units, [seen.get("commander")])
    wanted = rebel + ATTACK_MARGIN
    return rebel_stance(judge, seen) + 0.2 * min(ours, wanted) - 0.05 * max(0, ours - wanted)


ATTACK_REBEL = proposals.register(
    proposals.ProposalKind(
        key="attack_rebel",
        rule=RULE,
        step="other",
        params=AttackParams,
        nominations=attack_nominations,
        refusal=attack_refusal,
        on_propose=commander_consent,
        on_pass=attack,
        describe=describe_attack,
        stance=rebel_stance,
        proposing=attack_worth,
        urgent=unopposed,
        sends=lambda params: [params.commander],  # a Tribune may suspend its vote [1.09.15]
        battle=True,  # 2.01: a civil war's battle vote too
    )
)
