"""Sending forces to war and bringing them back [1.09.64-1.09.647, 1.09.9]: commanders with
their units against wars, proconsuls recalled, replaced or reinforced, garrisons, and the
automatic recalls after adjournment."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.bequests import on_expedition
from bot.games.ror.rules.cards import WAR_DATA, card_name
from bot.games.ror.rules.combat.strength import enemy_strength, land_units, legion_count
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.refs import war_ref
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.consent import ask_consent
from bot.games.ror.rules.senate.floor import adjourn
from bot.games.ror.rules.senate.governors import business, this_turn
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.repopulate import repopulate
from bot.games.ror.rules.senators import standing_military
from bot.games.ror.rules.state import CIVIL_WAR, Force, Proposal, RorState, Senator, War

COMMANDERS = ("dictator", "field_consul", "rome_consul")  # 1.09.64


def war_of(state: RorState, card: str) -> War | None:
    return next((w for w in state.wars if w.card == card), None)


def naval_battle(war: War) -> bool:
    """The war's next battle is at sea while it has a fleet and no Naval Victory [1.10.6]."""
    return WAR_DATA[war.card].naval_strength > 0 and not war.naval_victory


def force_of(state: RorState, commander: str) -> Force | None:
    return next((f for f in state.forces if f.commander == commander), None)


def units_short(war: War, legions: int, fleets: int) -> str | None:
    """1.09.641-642: Fleet Support, and at least one Fleet for a naval battle or one Legion
    for a land battle; the refusal key when the units fall short."""
    if fleets < WAR_DATA[war.card].fleet_support:
        return "no_fleet_support"
    if naval_battle(war) and fleets < 1:
        return "no_fleet_for_naval_battle"
    if not naval_battle(war) and legions < 1:
        return "no_legion_for_land_battle"
    return None


def consent_needed(state: RorState, force: Force, war: War) -> bool:
    """1.09.643: the commander may refuse unless his strength (units, plus his Military
    up to the units' strength) at least matches the war's, multiplied and with leaders."""
    naval = naval_battle(war)
    units = force.fleets if naval else land_units(force)
    military = min(
        units,
        standing_military(state, force.commander) + standing_military(state, force.master_of_horse),
    )
    return units + military < enemy_strength(state, war, naval)


def master_of_horse(state: RorState, commander: Senator) -> str | None:
    """1.09.34: the Dictator takes his Master of Horse along."""
    if commander.office != "dictator":
        return None
    return next(
        (s.card for s in state.senators.values() if s.office == "master_of_horse" and s.in_rome),
        None,
    )


def commander_refusal(state: RorState, card: str, going: list[str]) -> IllegalAction | None:
    """1.09.64: the Dictator, the Field Consul, or the Rome Consul once the Field Consul
    is away (or goes with him), in Rome."""
    senator = state.senators.get(card)
    if senator is None or senator.faction is None or not senator.in_rome:
        return IllegalAction("commander_not_in_rome", "1.09.64")
    if senator.office not in COMMANDERS:
        return IllegalAction("not_a_commander", "1.09.64")
    if senator.office == "rome_consul":
        field = [s for s in state.senators.values() if s.office == "field_consul" and s.in_rome]
        if field and field[0].card not in going:
            return IllegalAction("field_consul_goes_first", "1.09.64")
    return None


def units_refusal(
    state: RorState, legions: int, veterans: list[str], fleets: int
) -> IllegalAction | None:
    """Units sent must be in Rome."""
    if legions < 0 or fleets < 0 or legions > state.legions or fleets > state.fleets:
        return IllegalAction("units_not_in_rome", "1.09.64")
    pool = list(state.veterans)
    for v in veterans:
        if v not in pool:
            return IllegalAction("units_not_in_rome", "1.09.64")
        pool.remove(v)
    return None


def wars_to_fight(state: RorState) -> list[War]:
    """1.09.64: Active, Inactive or Imminent wars (the civil war is the Revolution's)."""
    return [w for w in state.wars if w.card != CIVIL_WAR]


def next_order(state: RorState) -> int:
    return 1 + max((f.order for f in state.forces if f.sent_turn == state.turn), default=0)


def send(
    ctx: Ctx[RorState], commander: str, war: War, legions: int, veterans: list[str], fleets: int
) -> Force:
    """1.09.64: the commander (with a Dictator's Master of Horse) leaves Rome with the
    units; an Imminent war becomes Active."""
    state = ctx.state
    senator = state.senators[commander]
    force = Force(
        war=war.card,
        commander=commander,
        master_of_horse=master_of_horse(state, senator),
        legions=legions,
        veterans=list(veterans),
        fleets=fleets,
        order=next_order(state),
        sent_turn=state.turn,
    )
    take_units(state, legions, veterans, fleets)
    state.forces.append(force)
    business(state).sent.append(commander)
    senator.command = war.card
    if force.master_of_horse:
        state.senators[force.master_of_horse].command = war.card
    if war.status == "imminent":
        war.status = "active"
        ctx.emit("war_activated", "1.09.64", war=war.card, name_id=war.card)
    ctx.emit(
        "force_sent",
        "1.09.64",
        commander=commander,
        name_id=commander,
        war=war.card,
        war_name_id=war.card,
        legions=legions + len(veterans),
        fleets=fleets,
    )
    return force


def take_units(state: RorState, legions: int, veterans: list[str], fleets: int) -> None:
    state.legions -= legions
    state.fleets -= fleets
    for v in veterans:
        state.veterans.remove(v)


def return_units(state: RorState, force: Force) -> None:
    state.legions += force.legions
    state.fleets += force.fleets
    state.veterans.extend(force.veterans)


def bring_home(ctx: Ctx[RorState], force: Force, rule: str) -> None:
    """The force comes back to the Active Forces boxes and its commander to Rome."""
    state = ctx.state
    return_units(state, force)
    state.forces.remove(force)
    for card in (force.commander, force.master_of_horse):
        if card and card in state.senators:
            state.senators[card].command = None
    ctx.emit(
        "force_recalled",
        rule,
        commander=force.commander,
        name_id=force.commander,
        war=force.war,
        **war_ref("war_name", force.war),
        legions=legion_count(force),
        fleets=force.fleets,
    )


def automatic_recalls(ctx: Ctx[RorState]) -> None:
    """1.09.9: after adjournment, proconsuls without Fleet Support, without Legions for a
    land battle or Fleets for a naval one come back, and commanderless forces too."""
    state = ctx.state
    for force in list(state.forces):
        if on_expedition(force):
            continue  # back in the Revolution Phase [events.json Bequests]
        if force.war == CIVIL_WAR:  # 1.11.31: no fleets in a civil war, only Legions
            short = legion_count(force) == 0
        else:
            war = war_of(state, force.war)
            short = war is None or units_short(war, legion_count(force), force.fleets) is not None
        if force.commander is None or short:
            bring_home(ctx, force, "1.09.9")


# ---------------------------------------------------------------- proposals


class UnitParams(ProposalParams):
    """Units a proposal names: Legions, veterans (the cards they are loyal to), Fleets;
    none unless given."""

    legions: int = 0
    fleets: int = 0
    veterans: list[str] = Field(default_factory=list)

    def counted(self) -> bool:
        """No negative count."""
        return self.legions >= 0 <= self.fleets


class DeployParams(UnitParams):
    """A commander sent from Rome against a war with units [1.09.64]."""

    commander: str
    war: str


class ProconsulParams(ProposalParams):
    """A proconsul named by his card (recalled, 1.09.644)."""

    commander: str


def deploy_refusal(state: RorState, params: DeployParams) -> IllegalAction | None:
    commander, veterans = params.commander, params.veterans
    if not params.counted():
        return IllegalAction("bad_deployment", "1.09.64")
    war = war_of(state, params.war)
    if war is None or war not in wars_to_fight(state):
        return IllegalAction("no_such_war", "1.09.64")
    refused = commander_refusal(state, commander, [commander])
    if refused is not None:
        return refused
    legions, fleets = params.legions, params.fleets
    refused = units_refusal(state, legions, veterans, fleets)
    if refused is not None:
        return refused
    short = units_short(war, legions + len(veterans), fleets)
    if short is not None:
        return IllegalAction(short, "1.09.642", war_id=war.card)
    return None


def commanders_in_rome(state: RorState) -> list[str]:
    """The senators who may be sent against a war now [1.09.64]."""
    return [
        s.card
        for s in sorted(state.senators.values(), key=lambda s: s.card)
        if commander_refusal(state, s.card, [s.card]) is None
    ]


#: nominations: a force this much stronger than the war wins most battles [1.10.3]
DECISIVE = 4


def _matched(state: RorState, commander: str, war: War) -> tuple[int, int]:
    """The fewest regular units from Rome whose strength, with the commander's Military,
    beats the war's by DECISIVE (so that he may not refuse, 1.09.643, and the rest stay
    for other wars); everything in Rome when that is not enough."""
    senator = state.senators[commander]
    military = standing_military(state, commander) + standing_military(
        state, master_of_horse(state, senator)
    )
    support = WAR_DATA[war.card].fleet_support
    naval = naval_battle(war)
    target = enemy_strength(state, war, naval) + DECISIVE
    units = next((n for n in range(1, target + 1) if n + min(n, military) >= target), target)
    if naval:
        return 0, min(state.fleets, max(support, units))
    return min(state.legions, units), min(state.fleets, support)


def _outmatched(state: RorState, commander: str, war: War) -> bool:
    """Even the matched force from Rome falls short of the war's strength (1.09.643)."""
    legions, fleets = _matched(state, commander, war)
    force, _ = _draft(
        state,
        DeployParams(
            commander=commander, war=war.card, veterans=[], legions=legions, fleets=fleets
        ),
    )
    return consent_needed(state, force, war)


def deploy_nominations(state: RorState) -> list[DeployParams]:
    """For the commander with the best Military who may go, against the first two wars
    (Active ones first, those a force in Rome can match before the others) that a force
    in Rome may be sent to: a force that beats the war, else the smallest that may go."""
    commanders = sorted(commanders_in_rome(state), key=lambda c: -standing_military(state, c))
    if not commanders:
        return []
    found: list[DeployParams] = []
    wars = sorted(
        wars_to_fight(state),
        key=lambda w: (w.status != "active", _outmatched(state, commanders[0], w)),
    )
    for war in wars:
        if len(found) == 2:
            break
        support = WAR_DATA[war.card].fleet_support
        naval = naval_battle(war)
        least = (0 if naval else 1, max(support, 1 if naval else 0))
        for legions, fleets in (_matched(state, commanders[0], war), least):
            params = DeployParams(
                commander=commanders[0], war=war.card, legions=legions, fleets=fleets, veterans=[]
            )
            if deploy_refusal(state, params) is None:
                found.append(params)
                break  # one force a war: random players must reach adjournment
    return found


def _draft(state: RorState, params: DeployParams) -> tuple[Force, War]:
    war = war_of(state, params.war)
    assert war is not None
    senator = state.senators[params.commander]
    force = Force(
        war=war.card,
        commander=senator.card,
        master_of_horse=master_of_horse(state, senator),
        legions=params.legions,
        veterans=list(params.veterans),
        fleets=params.fleets,
    )
    return force, war


def commander_consent(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.643: a commander sent with less than the war's strength must consent; his
    faction decides before the vote."""
    force, war = _draft(ctx.state, proposals.params_of(proposal, DeployParams))
    if force.commander is not None and consent_needed(ctx.state, force, war):
        ask_consent(ctx, proposal, [force.commander], "1.09.643")


def deploy(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    force, war = _draft(state, proposals.params_of(proposal, DeployParams))
    assert force.commander is not None
    presiding = presiding_magistrate(state)
    send(ctx, force.commander, war, force.legions, force.veterans, force.fleets)
    if presiding is not None and presiding.card == force.commander:
        adjourn(ctx)  # 1.09.64: sending the Presiding Magistrate ends the Senate
    else:
        repopulate(ctx)  # 1.09.81


def describe_deploy(state: RorState, params: DeployParams) -> dict[str, Any]:
    commander, war = params.commander, params.war
    return {
        "commander": card_name(commander) if commander in state.senators else commander,
        "war": card_name(war) if war in WAR_DATA else war,
        "legions": params.legions + len(params.veterans),
        "fleets": params.fleets,
    }


def _proconsul(state: RorState, params: ProconsulParams) -> Force | None:
    return force_of(state, params.commander)


def recall_refusal(state: RorState, params: ProconsulParams) -> IllegalAction | None:
    """1.09.644-645: not a commander who left Rome this phase, nor one reinforced (those
    sent against a rebel too: the civil war is an Active war, RULES §7.6)."""
    force = _proconsul(state, params)
    if force is None:
        return IllegalAction("no_such_proconsul", "1.09.644")
    record = this_turn(state)
    if force.commander in record.sent or force.commander in record.reinforced:
        return IllegalAction("proconsul_just_sent", "1.09.645")
    return None


def recall_nominations(state: RorState) -> list[ProconsulParams]:
    found = [ProconsulParams(commander=f.commander) for f in state.forces if f.commander]
    return [p for p in found if recall_refusal(state, p) is None][:1]


def recall(ctx: Ctx[RorState], proposal: Proposal) -> None:
    force = _proconsul(ctx.state, proposals.params_of(proposal, ProconsulParams))
    assert force is not None
    bring_home(ctx, force, "1.09.644")


def describe_recall(state: RorState, params: ProconsulParams) -> dict[str, Any]:
    force = _proconsul(state, params)
    commander = params.commander
    return {
        "commander": card_name(commander) if commander in state.senators else commander,
        "war": card_name(force.war) if force and force.war in WAR_DATA else "civil war",
    }


DEPLOY = proposals.register(
    proposals.ProposalKind(
        key="deploy",
        rule="1.09.64",
        step="other",
        params=DeployParams,
        nominations=deploy_nominations,
        refusal=deploy_refusal,
        on_propose=commander_consent,
        on_pass=deploy,
        describe=describe_deploy,
        stance=lambda judge, p: judge.deploy_value(p),
        sends=lambda params: [params.commander],
        battle=True,
    )
)
RECALL = proposals.register(
    proposals.ProposalKind(
        key="recall_proconsul",
        rule="1.09.644",
        step="other",
        params=ProconsulParams,
        nominations=recall_nominations,
        refusal=recall_refusal,
        on_pass=recall,
        describe=describe_recall,
        stance=lambda judge, p: judge.recall_value(p),
        battle=True,
    )
)
proposals.after_adjournment(automatic_recalls)
