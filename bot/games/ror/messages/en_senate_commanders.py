"""English texts of The Republic of Rome: the Senate's commanders: replacing and reinforcing
proconsuls, commanderless forces, garrisons, both consuls in one deployment
[1.09.64-1.09.647]."""

MESSAGES: dict[str, str] = {
    # replacing [1.09.644, 1.09.646]
    "action.propose_replace_commander": (
        "{commander} replaces {proconsul} in the {war} (+{legions} legions, +{fleets} fleets)"
    ),
    "event.proposal_replace_commander": (
        "{presiding_name} proposes sending {commander} to take command in the {war} "
        "(replacing {proconsul}), with {legions} more legions and {fleets} more fleets. [{rule}]"
    ),
    "event.commander_replaced": (
        "⚔️ {name} takes command in the **{war_name}** ({forces}); {old_name} comes home. [{rule}]"
    ),
    "illegal.bad_replacement": "Name the force, the new commander and any extra units [1.09.644]",
    "illegal.proconsul_just_reinforced": (
        "He was reinforced this phase: he cannot be replaced now [1.09.645]"
    ),
    "illegal.no_commanderless_force": "No force without a commander is at that war [1.09.646]",
    # reinforcing [1.09.645]
    "action.propose_reinforce": ("Reinforce {commander} in the {war}: {forces}"),
    "event.proposal_reinforce": (
        "{presiding_name} proposes sending {forces} to {commander} in the {war}. [{rule}]"
    ),
    "event.force_reinforced": ("🛡️ {forces} join {name} in the **{war_name}**. [{rule}]"),
    "illegal.bad_reinforcement": "Name the proconsul and at least one unit to send [1.09.645]",
    # commanderless forces [1.09.646]
    "action.propose_recall_commanderless": "Recall the commanderless force from the {war}",
    "event.proposal_recall_commanderless": (
        "{presiding_name} proposes recalling the force left without a commander in the "
        "{war}. [{rule}]"
    ),
    # garrisons [1.09.647]
    "action.propose_garrison": "Station {legion_count} in {province}",
    "event.proposal_garrison": (
        "{presiding_name} proposes stationing {legion_count} in {province}. [{rule}]"
    ),
    "action.propose_recall_garrison": "Recall {legion_count} from {province}",
    "event.proposal_recall_garrison": (
        "{presiding_name} proposes recalling {legion_count} from {province}. [{rule}]"
    ),
    "event.garrison_sent": (
        "🏰 Rome sends {legion_count} to {name}; its garrison is now {garrison}. [{rule}]"
    ),
    "event.garrison_recalled": "Back from {name}: {legion_count}. [{rule}]",
    "illegal.bad_garrison": "Name a province and at least one legion [1.09.647]",
    "illegal.no_governor_to_garrison": (
        "Legions can only be stationed with a governor who is not a rebel [1.09.647]"
    ),
    "illegal.no_such_garrison": "That province has no such garrison [1.09.647]",
    "illegal.garrison_just_sent": (
        "Those legions were sent this turn: they cannot be recalled yet [1.09.647]"
    ),
    # both consuls in one deployment [1.09.64]
    "action.propose_deploy_consuls": (
        "{commander} ({forces}) → {war}; {commander2} ({legions2} leg., {fleets2} fl.) → {war2}"
    ),
    "event.proposal_deploy_consuls": (
        "{presiding_name} proposes sending {commander} with {forces}"
        " against the {war}, and {commander2} with {legions2} legions and {fleets2} "
        "fleets against the {war2}. [{rule}]"
    ),
    # part of a commanderless force [1.09.646]
    "action.propose_recall_commanderless_part": (
        "Recall {forces} of the commanderless force at {war}"
    ),
    "event.proposal_recall_commanderless_part": (
        "{presiding_name} proposes recalling {forces} of the "
        "commanderless force at the {war}. [{rule}]"
    ),
    "event.force_part_recalled": (
        "{forces} of the commanderless force at the {war_name} come back to Rome. [{rule}]"
    ),
    "illegal.units_not_with_force": "Those units are not with that force. [1.09.646]",
    # part of a proconsul's force [1.09.646]
    "action.propose_recall_proconsul_part": ("Recall {forces} from {commander} at {war}"),
    "event.proposal_recall_proconsul_part": (
        "{presiding_name} proposes recalling {forces} from "
        "{commander}'s force at the {war}. [{rule}]"
    ),
    "event.proconsul_part_recalled": (
        "{forces} of {commander_name}'s force at the {war_name} "
        "come back to Rome; he stays. [{rule}]"
    ),
}
