"""Proposals a computer player may type on the floor, beyond the two the floor offers.

The floor offers two nominations at a time so that random players soon adjourn
(bot/games/ror/rules/senate/floor.py); a player may type any other proposal. The `basic` level
types them too: every nomination of each kind of the current step, raises of any size up
to the unit cap, each war attacked with the whole force in Rome by each commander who may
go (a war whose fleet is unbeaten: its Fleets, alone or with the Legions for the land
battle that follows), each proconsul reinforced with any number of the units in Rome,
each governed Undeveloped province garrisoned with a few of its legions, and each Land Bill
sponsored by the senator who gives the next State of the Republic speech. Everything here is
built from the public board; each proposal is checked as the engine checks a typed one, so
none is refused.
"""

from __future__ import annotations

from bot.games.ror.rules.actions import Propose
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.procedures import current
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.provincial.senate_attack import (
    ATTACK_REBEL,
    AttackParams,
    loyal_veterans,
    target,
)
from bot.games.ror.rules.senate.commands import (
    GARRISON,
    REINFORCE,
    REPLACE,
    ForceUnitParams,
    GarrisonParams,
    ReplaceParams,
)
from bot.games.ror.rules.senate.deployment import (
    DEPLOY,
    DeployParams,
    commanders_in_rome,
    naval_battle,
    wars_to_fight,
)
from bot.games.ror.rules.senate.floor import OnTheFloor, proposal_refusal
from bot.games.ror.rules.senate.forces import RAISE, RaiseParams
from bot.games.ror.rules.senate.land_bills import LAND_BILL, TYPES, BillParams, by_popularity
from bot.games.ror.rules.senate.proposals import kinds_of_step
from bot.games.ror.rules.senate.tribune_floor import TribuneFloor
from bot.games.ror.rules.senate.tribunes import proposes_only
from bot.games.ror.rules.state import RorState, War

#: the largest raise typed in one proposal (Legions and Fleets each) [1.09.63]
MOST_RAISED = 12
#: the decisions in which a faction proposes
FLOORS = ("senate_floor", "tribune_floor")
#: commanders considered for a whole-force attack, best Military first [1.09.64]
COMMANDERS = 3
#: a matched force beats the war's strength by this much (3d6 + 6 wins 5 battles in 6)
MARGIN = 6


def floor_options(state: RorState, seat: str) -> list[Propose]:
    """Every valid proposal of the step, while `seat` presides or holds the floor with a
    Tribune (then only the kinds a Tribune may make, 1.09.15, a Land Bill alone with a
    Gracchus's free proposal); [] otherwise."""
    proc = current(state)
    if proc is None or proc.kind not in FLOORS or seat not in proc.seats:
        return []
    step = proc.data_as(OnTheFloor).step
    tribune = proc.kind == "tribune_floor"
    # the Gracchi's free proposal makes a Land Bill only [statesmen.json 25A/25B]
    only = proposes_only(proc.data_as(TribuneFloor).tribune) if tribune else None
    found: list[Propose] = []
    for kind in kinds_of_step(step):
        if (tribune and not kind.by_tribune) or only not in (None, kind.key):
            continue
        typed: list[ProposalParams] = list(kind.nominations(state))
        if kind is RAISE:
            typed += RAISES
        elif kind is DEPLOY:
            typed += _whole_forces(state)
        elif kind is REINFORCE:
            typed += _reinforcements(state)
        elif kind is REPLACE:
            typed += _replacements(state)
        elif kind is GARRISON:
            typed += _garrisons(state)
        elif kind is ATTACK_REBEL:
            typed += _rebel_attacks(state)
        elif kind is LAND_BILL:
            typed += _speakers_bills(state)
        found += [
            Propose(proposal=kind.key, params=params)
            for params in typed
            if proposal_refusal(state, kind.key, params) is None
            and kind.proposer_refusal(state, seat, params) is None
        ]
    return found


#: every raise typed, up to MOST_RAISED of each (built once: params are immutable)
RAISES = tuple(
    RaiseParams(legions=n, fleets=m)
    for n in range(MOST_RAISED + 1)
    for m in range(MOST_RAISED + 1)
    if n + m
)


#: the offices whose holder gives the next State of the Republic speech [1.08, 1.09.11]
SPEAKERS = ("dictator", "rome_consul")


def _speakers_bills(state: RorState) -> list[BillParams]:
    """Each Land Bill sponsored by the Dictator or the Rome Consul in Rome, who gives the
    next State of the Republic speech, with the most popular senator beside him [1.08,
    1.09.62]."""
    in_rome = by_popularity(state)
    offices = {card: state.senators[card].office for card in in_rome}
    speaker = next((c for o in SPEAKERS for c in in_rome if offices[c] == o), None)
    beside = next((c for c in in_rome if c != speaker), None)
    if speaker is None or beside is None:
        return []
    return [BillParams(type=t, sponsor=speaker, cosponsor=beside) for t in TYPES]


def _whole_forces(state: RorState) -> list[DeployParams]:
    """Each war attacked with every Legion and veteran in Rome (a land battle) or every
    Fleet (a naval one, alone or with every Legion for the land battle that follows), with
    the Fleet Support it needs [1.09.641, 1.10.6]."""
    commanders = sorted(commanders_in_rome(state), key=lambda c: -state.senators[c].military)
    forces: list[DeployParams] = []
    for war in wars_to_fight(state):
        support = WAR_DATA[war.card].fleet_support
        naval = naval_battle(war)
        armies = [(state.legions, list(state.veterans))]
        if naval:
            armies.insert(0, (0, []))
        fleets = state.fleets if naval else min(state.fleets, support)
        forces += [
            DeployParams(
                commander=c, war=war.card, legions=legions, fleets=fleets, veterans=veterans
            )
            for legions, veterans in armies
            for c in commanders[:COMMANDERS]
        ]
        lands = (False, True) if naval else (True,)
        forces += [_matched(state, c, war, land) for land in lands for c in commanders[:COMMANDERS]]
    return forces


def _units(target: int, military: int) -> int:
    """The fewest units that, with the commander's Military (at most the units), reach
    `target` [1.10.2]."""
    return next((n for n in range(1, target + 1) if n + min(n, military) >= target), target)


def _matched(state: RorState, commander: str, war: War, with_land: bool) -> DeployParams:
    """The fewest regular units that, with the commander's Military, beat the war by
    MARGIN, so that the rest may go against another war; at sea while its fleet is
    unbeaten, and then on land when `with_land` [1.09.64, 1.10.2, 1.10.6]."""
    military = state.senators[commander].military
    naval = naval_battle(war)
    support = WAR_DATA[war.card].fleet_support
    land = _units(enemy_strength(state, war, False) + MARGIN, military)
    if naval:
        sea = _units(enemy_strength(state, war, True) + MARGIN, military)
        return DeployParams(
            commander=commander,
            war=war.card,
            legions=min(state.legions, land) if with_land else 0,
            fleets=min(state.fleets, max(support, sea)),
            veterans=[],
        )
    return DeployParams(
        commander=commander,
        war=war.card,
        legions=min(state.legions, land),
        fleets=min(state.fleets, support),
        veterans=[],
    )


def _rebel_attacks(state: RorState) -> list[AttackParams]:
    """Each commander who may go sent against the rebel with every loyal Veteran and all
    or some of the Legions in Rome: a vetoed attack may be proposed again with another
    commander or other units, until the rebel's faction has no Tribune left [1.09.15,
    1.11.35]."""
    if target(state) is None:
        return []
    veterans = loyal_veterans(state)
    commanders = sorted(commanders_in_rome(state), key=lambda c: -state.senators[c].military)
    return [
        AttackParams(commander=c, legions=n, veterans=veterans)
        for c in commanders[:COMMANDERS]
        for n in range(state.legions, -1, -1)
        if n or veterans
    ]


#: the most legions typed for one garrison [1.09.647]
MOST_GARRISONED = 5


def _garrisons(state: RorState) -> list[GarrisonParams]:
    """Each governed Undeveloped province sent 1 to MOST_GARRISONED of the legions in Rome
    (a garrison steadies it against Internal Disorder, 1.07.21) [1.09.647]."""
    return [
        GarrisonParams(province=card, legions=n)
        for card, province in sorted(state.provinces.items())
        if province.governor is not None and not province.developed
        for n in range(1, min(state.legions, MOST_GARRISONED) + 1)
    ]


def _reinforcements(state: RorState) -> list[ForceUnitParams]:
    """Each proconsul sent 1 to all of the Legions (a land battle) or Fleets (a naval one)
    in Rome, with the Fleet Support he lacks [1.09.645]."""
    found: list[ForceUnitParams] = []
    for force in state.forces:
        war = next((w for w in state.wars if w.card == force.war), None)
        if force.commander is None or war is None or war.card not in WAR_DATA:
            continue
        support = max(0, WAR_DATA[war.card].fleet_support - force.fleets)
        naval = naval_battle(war)
        for n in range(1, (state.fleets if naval else state.legions) + 1):
            legions, fleets = (0, n) if naval else (n, min(support, state.fleets))
            found.append(
                ForceUnitParams(
                    war=force.war,
                    proconsul=force.commander,
                    legions=legions,
                    fleets=fleets,
                    veterans=[],
                )
            )
    return found


def _replacements(state: RorState) -> list[ReplaceParams]:
    """Each force at a war taken over by each commander who may go, alone or with every
    unit of its arena in Rome [1.09.644]."""
    commanders = sorted(commanders_in_rome(state), key=lambda c: -state.senators[c].military)
    found: list[ReplaceParams] = []
    for force in state.forces:
        war = next((w for w in state.wars if w.card == force.war), None)
        if war is None or war.card not in WAR_DATA:
            continue
        naval = naval_battle(war)
        support = max(0, WAR_DATA[war.card].fleet_support - force.fleets)
        legions, fleets = (
            (0, state.fleets) if naval else (state.legions, min(support, state.fleets))
        )
        found += [
            ReplaceParams(
                legions=n,
                fleets=m,
                veterans=[],
                war=force.war,
                proconsul=force.commander,
                commander=c,
            )
            for c in commanders[:COMMANDERS]
            for n, m in ((0, 0), (legions, fleets))
        ]
    return found
