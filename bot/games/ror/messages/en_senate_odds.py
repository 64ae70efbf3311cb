"""The Senate's odds and ends (issue 4): the Gabinian and Manilian Laws' lasting effects,
Land Bills' repeal, disbanding veterans, deploying both consuls, commanderless forces and
Viriathus [laws.json, 1.09.62–1.09.646, 1.07.341]."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # the Gabinian Law [laws.json]
    "event.gabinian_recruited": (
        "Gabinian Law: {name} recruits {legions} legion(s) and {fleets} fleet(s) for "
        "{cost}T against {war}. [{rule}]"
    ),
    "decision.gabinian_recruit": (
        "{seat}: under the Gabinian Law your commanders at war ({commanders}) may recruit "
        "legions and fleets at {cost}T each, from their own money and then your Faction "
        "Treasury. [{rule}]"
    ),
    "action.gabinian_recruit": "{commander} recruits {legions} legion(s), {fleets} fleet(s)",
    "illegal.gabinian_not_your_commander": ("That is no commander of yours at war. [1.10.1]"),
    "illegal.gabinian_short": (
        "The commander and your Faction Treasury cannot pay {cost}T. [1.10.1]"
    ),
    "why.gabinian_recruit": (
        "The Gabinian Law lets commanders at war recruit units with their own money before "
        "the battles, even under No Recruitment or a Manpower Shortage."
    ),
    "cmd.combat.gabinian": "Gabinian Law: your commander at war recruits units (10T each)",
    "cmd.opt.commander": "Your commander",
    "cmd.opt.legions": "Legions",
    "cmd.opt.fleets": "Fleets",
    # the Manilian Law [laws.json]
    "event.manilian_moved": (
        "Manilian Law: {name} keeps his army and marches from {old_name} to {war_name}, "
        "as a proconsul. [{rule}]"
    ),
    "action.move_on_to_war": "Move on to {war} (Manilian Law)",
    "illegal.manilian_cannot_move": (
        "Your victorious army cannot move on to that war (no Manilian Law, no such current "
        "war, or not enough units for it). [1.11.3]"
    ),
    # Land Bills [1.09.62]
    "illegal.must_vote_yes": "{senator} sponsors this repeal and must vote for it. [1.09.62]",
    # both consuls in one deployment [1.09.64]
    "action.propose_deploy_consuls": (
        "Send {commander} ({legions} legions, {fleets} fleets) to {war} and {commander2} "
        "({legions2} legions, {fleets2} fleets) to {war2}"
    ),
    "event.proposal_deploy_consuls": (
        "{presiding_name} proposes sending {commander} with {legions} legions and {fleets} "
        "fleets against the {war}, and {commander2} with {legions2} legions and {fleets2} "
        "fleets against the {war2}. [{rule}]"
    ),
    # part of a commanderless force [1.09.646]
    "action.propose_recall_commanderless_part": (
        "Recall {legions} legions, {fleets} fleets of the commanderless force at {war}"
    ),
    "event.proposal_recall_commanderless_part": (
        "{presiding_name} proposes recalling {legions} legions and {fleets} fleets of the "
        "commanderless force at the {war}. [{rule}]"
    ),
    "event.force_part_recalled": (
        "{legions} legions and {fleets} fleets of the commanderless force at the {war_name} "
        "come back to Rome. [{rule}]"
    ),
    "illegal.units_not_with_force": "Those units are not with that force. [1.09.646]",
    # part of a proconsul's force [1.09.646]
    "action.propose_recall_proconsul_part": (
        "Recall {legions} legions, {fleets} fleets from {commander} at {war}"
    ),
    "event.proposal_recall_proconsul_part": (
        "{presiding_name} proposes recalling {legions} legions and {fleets} fleets from "
        "{commander}'s force at the {war}. [{rule}]"
    ),
    "event.proconsul_part_recalled": (
        "{legions} legions and {fleets} fleets of {commander_name}'s force at the {war_name} "
        "come back to Rome; he stays. [{rule}]"
    ),
    # a Tribune suspending a vote that sends the Presiding Magistrate away [1.09.15]
    "event.vote_suspended": (
        "A Tribune suspends the vote that would send {name} away: one more proposal comes "
        "first. [{rule}]"
    ),
    "event.vote_resumed": "The suspended proposal is put to the vote again. [{rule}]",
    "event.suspended_vote_lapsed": (
        "The suspended vote can no longer take effect and lapses. [{rule}]"
    ),
    "cmd.revolution.move_on": "Manilian Law: your victorious commander moves on to another war",
}
