"""English texts of The Republic of Rome: the business part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------ governors and other business
    # governors [1.09.5]
    "action.propose_governors": "Propose governors: {slate}",
    "event.proposal_governors": "{presiding_name} proposes governors: {slate}. [{rule}]",
    "action.propose_governor_vacancy": "Propose governors: {slate}",
    "event.proposal_governor_vacancy": (
        "{presiding_name} proposes governors for the vacant provinces: {slate}. [{rule}]"
    ),
    "event.governor_elected": (
        "🏛️ {name} governs **{province_name}** for {term} turns and leaves Rome. [{rule}]"
    ),
    "event.governor_recalled": "{name} is recalled from {province_name}. [{rule}]",
    "illegal.empty_slate": "Name at least one province and its governor [1.09.5]",
    "illegal.bad_slate": "A slate is a list of [province, senator] pairs [1.09.5]",
    "illegal.governor_named_twice": "Each province and each candidate once per slate [1.09.5]",
    "illegal.no_governorship": "{province} needs no governor now [1.09.52]",
    "illegal.not_governor_candidate": (
        "{senator} cannot be named governor of {province} now [1.09.5]"
    ),
    # laws [1.07.36]
    "decision.play_laws": (
        "{seat}: you may play a Law from your hand now; it takes effect at once. [{rule}]"
    ),
    "action.play_law": "Play the law {card}",
    "event.law_enacted": "📜 The {faction} enact the **{name}**. [{rule}]",
    "event.law_effects": "The {name} takes effect: Unrest is now {unrest}. [{rule}]",
    "illegal.not_a_law_in_hand": "That is not a Law card in your hand [1.07.36]",
    "illegal.law_condition_unmet": "{law} cannot be played now: its condition is unmet [1.07.36]",
    # consent [1.09.643, 1.09.62]
    "decision.consent": "{seat}: does your senator ({senators}) agree to this proposal? [{rule}]",
    "action.consent_agree": "Agree",
    "action.consent_refuse": "Refuse",
    "event.consent_given": "The {faction} agree for {names}. [{rule}]",
    "event.consent_refused": (
        "The {faction} refuse for {names}: the proposal is withdrawn. [{rule}]"
    ),
    # concessions [1.09.61]
    "action.propose_concessions": "Propose concessions: {awards}",
    "event.proposal_concessions": "{presiding_name} proposes concessions: {awards}. [{rule}]",
    "event.land_commissioner_claimed": (
        "{senator_name} of the {faction} takes {name} from the Forum, as his card allows while "
        "a Land Bill is in effect. [{rule}]"
    ),
    "illegal.cannot_claim_land_commissioner": (
        "Only M. Fulvius Flaccus, in Rome after the Prosecutions and while a Land Bill is in "
        "effect, may take the Land Commissioner from the Forum [{rule}]"
    ),
    "event.concession_awarded": "{senator_name} receives {name}. [{rule}]",
    "illegal.bad_concession_award": (
        "Awards are [concession, senator] pairs, each concession once [1.09.61]"
    ),
    "illegal.concession_not_available": "{card} cannot be awarded now [1.09.61]",
    "illegal.concession_recipient_away": ("{senator} is not an aligned senator in Rome [1.09.61]"),
    # land bills [1.09.62]
    "action.propose_land_bill": "Land Bill {type}: {sponsor} with {cosponsor}",
    "event.proposal_land_bill": (
        "{presiding_name} proposes a Type {type} Land Bill, sponsored by {sponsor} and "
        "{cosponsor}. [{rule}]"
    ),
    "action.propose_land_bill_repeal": "Repeal a Land Bill {type}: {sponsor}",
    "event.proposal_land_bill_repeal": (
        "{presiding_name} proposes to repeal a Type {type} Land Bill, sponsored by "
        "{sponsor}. [{rule}]"
    ),
    "event.land_bill_passed": (
        "🌾 A Type {type} Land Bill passes: {sponsor_name} and {cosponsor_name} gain "
        "Popularity; Unrest is now {unrest}. [{rule}]"
    ),
    "event.land_bill_repealed": (
        "A Type {type} Land Bill is repealed; Unrest is now {unrest}. [{rule}]"
    ),
    "event.land_bill_no_votes": "{popularity} Popularity for voting against: {names}. [{rule}]",
    "illegal.bad_land_bill": "Name a type (I, II, III) and the sponsors [1.09.62]",
    "illegal.land_bills_not_grouped": "Land Bills are proposed one at a time [1.09.62]",
    "illegal.land_bill_proposed_already": "A Type {type} bill was proposed this turn [1.09.62]",
    "illegal.land_bill_markers_used": "Every Type {type} marker is in use [1.09.62]",
    "illegal.land_bill_same_sponsor": "Sponsor and Co-Sponsor must differ [1.09.62]",
    "illegal.land_bill_sponsor_away": "Sponsors must be aligned senators in Rome [1.09.62]",
    "illegal.no_land_bill_to_repeal": "No Type {type} Land Bill can be repealed [1.09.62]",
    "illegal.repeal_tried_already": "A repeal was tried this turn [1.09.62]",
    "illegal.repeal_sponsor_unpopular": "The sponsor needs {needed} Popularity [1.09.62]",
    # forces [1.09.63]
    "action.propose_raise_forces": "Raise {forces} ({cost}T)",
    "event.proposal_raise_forces": (
        "{presiding_name} proposes raising {forces} for {cost}T. [{rule}]"
    ),
    "action.propose_disband_forces": "Disband {forces}",
    "event.proposal_disband_forces": ("{presiding_name} proposes disbanding {forces}. [{rule}]"),
    "event.forces_raised": (
        "🛡️ Rome raises {forces} for {cost}T; the Treasury holds {treasury}T. [{rule}]"
    ),
    "event.forces_disbanded": "Rome disbands {forces}. [{rule}]",
    "illegal.bad_unit_count": "Name how many legions and fleets (not none) [1.09.63]",
    "illegal.no_recruitment": "No forces may be raised this turn [1.08]",
    "illegal.unit_cap": "Rome may have at most {forces} [1.09.63]",
    "illegal.treasury_short": "That costs {cost}T; the Treasury holds {treasury}T [1.09.63]",
    "illegal.too_few_to_disband": (
        "Only units in Rome not raised this phase can be disbanded [1.09.63]"
    ),
    # deployment [1.09.64-1.09.9]
    "action.propose_deploy": "Send {commander} with {forces} to {war}",
    "event.proposal_deploy": (
        "{presiding_name} proposes sending {commander} with {forces} against the {war}. [{rule}]"
    ),
    "action.propose_recall_proconsul": "Recall {commander} from {war}",
    "event.proposal_recall_proconsul": (
        "{presiding_name} proposes recalling {commander} from the {war}. [{rule}]"
    ),
    "event.force_sent": ("⚔️ {name} marches against the **{war_name}** with {forces}. [{rule}]"),
    "event.force_recalled": ("Back from the {war_name}: {forces}. [{rule}]"),
    "illegal.bad_deployment": "Name a commander, a war and the units [1.09.64]",
    "illegal.no_such_war": "No such war can be fought [1.09.64]",
    "illegal.commander_not_in_rome": "The commander must be an aligned senator in Rome [1.09.64]",
    "illegal.not_a_commander": "Only the Dictator and the Consuls command [1.09.64]",
    "illegal.field_consul_goes_first": "The Field Consul goes before the Rome Consul [1.09.64]",
    "illegal.units_not_in_rome": "Those units are not in Rome [1.09.64]",
    "illegal.no_fleet_support": "The {war} needs more fleets in support [1.09.642]",
    "illegal.no_fleet_for_naval_battle": "A naval battle needs at least one fleet [1.09.642]",
    "illegal.no_legion_for_land_battle": "A land battle needs at least one legion [1.09.642]",
    "illegal.no_such_proconsul": "No such commander is away at war [1.09.644]",
    "illegal.proconsul_just_sent": (
        "He left Rome or was reinforced this phase: no recall now [1.09.645]"
    ),
    # repopulating Rome [1.09.81]
    "event.rome_repopulated": "{name} joins the {faction} to fill the Senate. [{rule}]",
    # ------------------------------------------------ prosecutions [1.09.41-1.09.45]
    "action.propose_prosecution": (
        "Prosecute {accused_name} ({charge}: {ground}), {prosecutor_name} prosecuting"
    ),
    "event.proposal_prosecution": (
        "⚖️ Censor {presiding_name} accuses **{accused_name}** ({charge}, ground: {ground}); "
        "{prosecutor_name} prosecutes. [{rule}]"
    ),
    "action.appeal_to_people": "Appeal to the People",
    "event.appeal_result": (
        "📣 {name} appeals to the People: {roll} + Popularity {popularity} = {total}, "
        "{votes} votes. [{rule}]"
    ),
    "event.prosecution_mob_kills": (
        "☠️ The mob tears **{name}** apart: he counts as guilty. [{rule}]"
    ),
    "event.prosecution_mob_chit": "The angry mob draws {chit}: {victims}. [{rule}]",
    "event.prosecution_acquitted": "{name} goes free. [{rule}]",
    "event.prosecution_cancelled": (
        "The prosecutor is dead: the case against {name} is dropped. [{rule}]"
    ),
    "event.prosecution_minor_guilty": (
        "⚖️ **{name}** is guilty: -{influence} Influence, -{popularity} Popularity, no Prior "
        "Consul marker, and his concessions go to the Forum. [{rule}]"
    ),
    "event.prosecution_executed": "⚖️ **{name}** is found guilty and executed. [{rule}]",
    "event.prosecution_reward": (
        "{name} gains {influence} Influence for the conviction"
        " (and any Prior Consul marker). [{rule}]"
    ),
    "event.prosecution_end": (
        "Prosecutions are over: Corrupt and Major markers are removed in Rome. [{rule}]"
    ),
    "illegal.prosecution_limit": (
        "The Censor may hold 2 Minor or 1 Major prosecution a turn [1.09.41]"
    ),
    "illegal.prosecution_accused": (
        "Only an aligned senator in Rome other than the Censor may be accused [1.09.41]"
    ),
    "illegal.prosecution_no_ground": "{senator} cannot be prosecuted on that ground [{rule}]",
    "illegal.prosecution_again": "{senator} was already tried on that ground this turn [1.09.43]",
    "illegal.prosecution_no_censor": "Without a Censor in Rome there are no prosecutions [1.09.41]",
    "illegal.prosecution_prosecutor": (
        "The prosecutor is a senator in Rome, neither the Censor nor the accused [1.09.411]"
    ),
    "illegal.prosecution_special_only": (
        "Only a caught assassin brings a Special Major Prosecution [1.09.74]"
    ),
    # ------------------------------------------------ assassinations [1.09.7-1.09.74]
    "action.assassinate": "Send {assassin} to kill {target} ({cards} Assassin cards)",
    "event.assassination": (
        "🗡️ The {faction} send **{assassin_name}** to kill **{target_name}** "
        "with {cards} Assassin cards. [{rule}]"
    ),
    "decision.bodyguards": (
        "{seat}: {assassin_name} tries to kill {target_name} (die: {roll}). Play Secret "
        "Bodyguards? [{rule}]"
    ),
    "action.assassin_bodyguards": "Play {count} Secret Bodyguards",
    "event.assassination_result": (
        "🗡️ {roll} {modifier:+d} = {total}: {result}, after {bodyguards} bodyguards. [{rule}]"
    ),
    "event.assassination_killed": "☠️ **{name}** is assassinated. [{rule}]",
    "event.proposal_void": "The {proposal} proposal is void: its senator is gone. [{rule}]",
    "event.assassin_caught": "🗡️ The assassin **{name}** is caught and put to death. [{rule}]",
    "event.assassin_leader_loses": (
        "{name}, his Faction Leader, loses {influence} Influence. [{rule}]"
    ),
    "event.assassin_special_prosecution": (
        "⚖️ **{name}** faces a Special Major Prosecution, which no Tribune can stop. [{rule}]"
    ),
    "action.propose_special_prosecution": "Try {accused_name} for the assassination",
    "event.proposal_special_prosecution": (
        "⚖️ The Senate tries **{accused_name}** for the assassination. [{rule}]"
    ),
    "event.assassin_leader_executed": (
        "☠️ **{name}** is executed; his family goes to the Curia. [{rule}]"
    ),
    "event.assassin_faction_eliminated": (
        "The {faction} are wiped out and leave the game. [{rule}]"
    ),
    "illegal.assassin_not_yours": "The assassin must be your senator in Rome [1.09.7]",
    "illegal.assassin_target": "The target must be another faction's senator in Rome [1.09.7]",
    "illegal.assassin_once": "Your faction has tried an assassination this turn [1.09.7]",
    "illegal.assassin_target_once": "That faction was already targeted this turn [1.09.7]",
    "illegal.assassin_cards": "Play only Assassin cards from your hand [1.09.72]",
    "illegal.assassin_bodyguards": "Play only Secret Bodyguards from your hand [1.09.72]",
    # ------------------------------------------------ consul for life [1.09.82]
    "action.propose_consul_for_life": "Propose {name} as Consul for Life",
    "event.proposal_consul_for_life": (
        "👑 {presiding_name} proposes **{name}** ({influence} Influence) as Consul for Life; "
        "no veto. [{rule}]"
    ),
    "event.consul_for_life": "👑 **{name}** is Consul for Life. [{rule}]",
    "illegal.consul_for_life_exists": "Rome already has a Consul for Life [1.09.82]",
    "illegal.consul_for_life_once": "Consul for Life may be voted on once a turn [1.09.82]",
    "illegal.consul_for_life_nominee": (
        "The nominee is an aligned senator in Rome with {least}+ Influence [1.09.82]"
    ),
}
