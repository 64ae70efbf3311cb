"""Senate leftovers (issue 4): proconsuls replaced and reinforced, commanderless forces,
garrisons [1.09.644-1.09.647], the opening Tribune window [1.09.15], lasting cards."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # replacing [1.09.644, 1.09.646]
    "action.propose_replace_commander": (
        "Send {commander} to take over from {proconsul} in the {war} (+{legions} legions, "
        "+{fleets} fleets)"
    ),
    "event.proposal_replace_commander": (
        "{presiding_name} proposes sending {commander} to take command in the {war} "
        "(replacing {proconsul}), with {legions} more legions and {fleets} more fleets. [{rule}]"
    ),
    "event.commander_replaced": (
        "⚔️ {name} takes command in the **{war_name}** ({legions} legions, {fleets} fleets); "
        "{old_name} comes home. [{rule}]"
    ),
    "illegal.bad_replacement": "Name the force, the new commander and any extra units [1.09.644]",
    "illegal.proconsul_just_reinforced": (
        "He was reinforced this phase: he cannot be replaced now [1.09.645]"
    ),
    "illegal.no_commanderless_force": "No force without a commander is at that war [1.09.646]",
    # reinforcing [1.09.645]
    "action.propose_reinforce": (
        "Reinforce {commander} in the {war}: {legions} legions, {fleets} fleets"
    ),
    "event.proposal_reinforce": (
        "{presiding_name} proposes sending {legions} legions and {fleets} fleets to "
        "{commander} in the {war}. [{rule}]"
    ),
    "event.force_reinforced": (
        "🛡️ {legions} legions and {fleets} fleets join {name} in the **{war_name}**. [{rule}]"
    ),
    "illegal.bad_reinforcement": "Name the proconsul and at least one unit to send [1.09.645]",
    # commanderless forces [1.09.646]
    "action.propose_recall_commanderless": "Recall the commanderless force from the {war}",
    "event.proposal_recall_commanderless": (
        "{presiding_name} proposes recalling the force left without a commander in the "
        "{war}. [{rule}]"
    ),
    # garrisons [1.09.647]
    "action.propose_garrison": "Station {legions} legions in {province}",
    "event.proposal_garrison": (
        "{presiding_name} proposes stationing {legions} legions in {province}. [{rule}]"
    ),
    "action.propose_recall_garrison": "Recall {legions} legions from {province}",
    "event.proposal_recall_garrison": (
        "{presiding_name} proposes recalling {legions} legions from {province}. [{rule}]"
    ),
    "event.garrison_sent": (
        "🏰 {legions} legions march to {name}; its garrison is now {garrison}. [{rule}]"
    ),
    "event.garrison_recalled": "{legions} legions come back from {name}. [{rule}]",
    "illegal.bad_garrison": "Name a province and at least one legion [1.09.647]",
    "illegal.no_governor_to_garrison": (
        "Legions can only be stationed with a governor who is not a rebel [1.09.647]"
    ),
    "illegal.no_such_garrison": "That province has no such garrison [1.09.647]",
    "illegal.garrison_just_sent": (
        "Those legions were sent this turn: they cannot be recalled yet [1.09.647]"
    ),
    # a Tribune taking the first proposal [1.09.15]
    "decision.tribune_opening": (
        "The Senate opens. You may secretly claim its first proposal with a Tribune, or pass."
    ),
    "illegal.tribune_claims_first_proposal": (
        "Now a Tribune can only claim the first proposal [1.09.15]"
    ),
    # lasting concessions and cards
    "action.play_open_bodyguard": "Put your Open Bodyguard with {senator}",
    "event.open_bodyguard_played": (
        "🛡️ The {faction} put an Open Bodyguard with {name}: -2 to any attempt on his life. [{rule}]"
    ),
    "event.open_bodyguard_upkeep": (
        "{name} pays 1T and 1 Popularity for his bodyguard (Popularity {popularity}). [{rule}]"
    ),
    "event.open_bodyguard_dismissed": (
        "{name} cannot pay his bodyguard: the Open Bodyguard is discarded. [{rule}]"
    ),
    "illegal.no_open_bodyguard": "You hold no such Open Bodyguard [1.09.72]",
    "illegal.bodyguard_senator_in_rome": (
        "An Open Bodyguard goes with one of your senators in Rome [1.09.72]"
    ),
    "event.land_commissioner_returns": (
        "No Land Bill is in effect: {senator_name} gives the {name} back to the Forum. [{rule}]"
    ),
    # Graft and Murder of a Tribune (RULES §13)
    "decision.cancel_tribune": (
        "A Tribune ({name}, of the {faction}) has made a {target}: play Graft or Murder of a "
        "Tribune to cancel it, or pass. Nobody learns who was asked."
    ),
    "action.react_graft": "Graft: {senator} pays the 1d6 roll, up to {pay}T",
    "action.react_murder": "Murder of a Tribune: {senator} rolls 1d6 (even cancels)",
    "event.graft_paid": "💰 Graft: {name} of the {faction} rolls {roll} and pays {roll}T. [{rule}]",
    "event.graft_declined": (
        "💰 Graft: {name} of the {faction} rolls {roll} and declines to pay; the card is spent. "
        "[{rule}]"
    ),
    "event.tribune_murdered": (
        "🗡️ Murder of a Tribune: {name} of the {faction} rolls {roll}, even: the Tribune is "
        "killed. {name} loses {roll} Popularity (now {popularity}). [{rule}]"
    ),
    "event.tribune_murder_failed": (
        "🗡️ Murder of a Tribune: {name} of the {faction} rolls {roll}, odd: the Tribune "
        "lives. {name} loses {roll} Popularity (now {popularity}). [{rule}]"
    ),
    "event.tribune_cancelled": (
        "The {faction} cancel the {tribune_faction}'s Tribune ({name}) and its {target}. [{rule}]"
    ),
    "illegal.cannot_react_to_tribune": (
        "Play that card from your hand with a senator of yours in Rome (Graft: one with "
        "talents) [1.09.15]"
    ),
    # Mob Incited to Violence (RULES §13)
    "decision.mob_incited": (
        "The {faction} cancelled a Tribune ({name}): play Mob Incited to Violence against "
        "their senators in Rome, or pass."
    ),
    "action.react_mob": "Mob Incited to Violence: 1d6 + {senator}'s Oratory chits",
    "event.mob_incited": (
        "🔥 Mob Incited to Violence: {name} of the {faction} rolls {roll} + {oratory} Oratory: "
        "{chits} Mortality Chits against the {target}'s senators in Rome. [{rule}]"
    ),
}
