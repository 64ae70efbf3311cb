"""English texts of The Republic of Rome: the senate part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # the order of business [1.09]
    "event.senate_opens": "The Senate convenes [{rule}].",
    "event.senate_step_done": "The Senate moves on from the {step} business [{rule}].",
    "event.senate_adjourned": "The Senate is adjourned [{rule}].",
    "event.nobody_presides": "Nobody is in Rome to preside over the {step} business [{rule}].",
    "decision.senate_floor": (
        "{seat}: {presiding_name} presides. Make a proposal or move on. [{rule}]"
    ),
    "action.adjourn": "Adjourn the Senate",
    "event.proposal_withdrawn": "The proposal is withdrawn [{rule}].",
    # votes [1.09.13]
    "decision.senate_vote": "{seat}: cast your votes on the proposal. [{rule}]",
    "decision.senate_ballot": "{seat}: cast your sealed ballot on the proposal. [{rule}]",
    "action.vote_yes": "All vote yes ({votes} votes)",
    "action.vote_no": "All vote no ({votes} votes)",
    "action.vote_split": "Split vote ({votes} votes)",
    "action.vote_yes_bought": "All vote yes, buying {bought} ({votes} votes)",
    "action.vote_no_bought": "All vote no, buying {bought} ({votes} votes)",
    "action.vote_split_bought": "Split vote, buying {bought} ({votes} votes)",
    "action.vote_abstain": "Abstain",
    "event.ballot_cast": "The {faction} vote: {yes} for, {no} against [{rule}].",
    "event.ballot_recorded": "Your ballot is recorded: {yes} for, {no} against [{rule}].",
    "event.ballot_recorded.abstain": "Your ballot is recorded: you abstain [{rule}].",
    "event.ballot_cast.abstain": "The {faction} abstain [{rule}].",
    # what a vote's prompt says of the proposal, so that a DM stands alone
    "vote.proposal": "📜 {proposal} Sponsor: {sponsor}.",
    "vote.passes_majority": "It passes with more votes for than against [{rule}].",
    "vote.passes_two_thirds": "It passes with two thirds of the votes cast [{rule}].",
    "vote.votes": {
        "one": "Your faction holds {count} vote of {total} in the Senate.",
        "other": "Your faction holds {count} votes of {total} in the Senate.",
    },
    "event.vote_tally": "The votes are counted: {yes} for, {no} against [{rule}].",
    "event.proposal_passed": "The proposal passes, {yes} to {no} [{rule}].",
    "event.proposal_failed": "The proposal fails, {yes} to {no} [{rule}].",
    "event.proposal_vetoed": "The {faction} veto the proposal with a Tribune [{rule}].",
    # unanimous defeat [1.09.144]
    "event.unanimous_defeat": "{name} is defeated unanimously [{rule}].",
    "decision.unanimous_defeat": (
        "{seat}: unanimous defeat. Your presiding magistrate loses 1 Influence or steps down. "
        "[{rule}]"
    ),
    "action.lose_influence": "Lose 1 Influence and keep presiding",
    "action.step_down": "Step down as presiding magistrate",
    "event.presider_loses_influence": "{name} loses 1 Influence and keeps presiding [{rule}].",
    "event.presider_steps_down": "{name} steps down and will not preside again [{rule}].",
    # tribunes [1.09.15]
    "action.veto": "Veto with {tribune}",
    "action.propose_with_tribune": "Propose with {tribune}",
    "action.propose_unknown": "Propose {proposal}",
    "event.tribune_used": "The {faction} play **{name}** for a {why} [{rule}].",
    "action.claim_floor": "Claim the next proposal with {tribune}",
    "action.claim_reopening": "With {tribune}, reopen the Senate after adjournment",
    "event.floor_claimed": "Secretly, {name} will make the next proposal it can [{rule}].",
    "event.reopening_claimed": "Secretly, {name} will reopen the Senate after adjournment "
    "[{rule}].",
    "event.floor_claim_lapsed": "Your claim lapses: {name} is no longer yours [{rule}].",
    "decision.tribune_floor": (
        "{seat}: your Tribune ({name}) has the floor. Make one proposal. [{rule}]"
    ),
    "event.senate_reopened": (
        "The {faction} reopen the Senate with **{name}** for one proposal [{rule}]."
    ),
    "event.tribune_proposal_forgone": (
        "The {faction} make no proposal with their Tribune [{rule}]."
    ),
    # offices [1.09.2-1.09.4]
    "event.office_taken": "{name} becomes {office} (+{influence} Influence) [{rule}].",
    "event.office_left": "{name} leaves the office of {office} [{rule}].",
    "action.propose_consuls": "Propose {a_name} and {b_name} as consuls",
    "event.proposal_consuls": "{presiding_name} proposes {a_name} and {b_name} as consuls "
    "[{rule}].",
    "event.consuls_appointed": "{a_name} and {b_name}, the last possible pair, are appointed "
    "consuls [{rule}].",
    "event.no_consuls": "No pair of consuls can be elected [{rule}].",
    "decision.choose_rome_consul": (
        "{seat}: one new consul becomes Rome Consul, the other Field Consul. Which of them takes "
        "Rome? [{rule}]"
    ),
    "action.choose_rome_consul": "{senator} is Rome Consul",
    "decision.appoint_dictator": (
        "{seat}: appoint a Dictator together with the other consul? [{rule}]"
    ),
    "action.name_senator": "Name {senator}",
    "action.name_nobody": "Name nobody",
    "event.dictator_appointed": "The consuls appoint {name} Dictator [{rule}].",
    "event.dictator_not_appointed": "The consuls appoint no Dictator [{rule}].",
    "action.propose_dictator": "Propose {name} as Dictator",
    "event.proposal_dictator": "{presiding_name} proposes {name} as Dictator [{rule}].",
    "decision.appoint_master_of_horse": "{seat}: appoint the Master of Horse. [{rule}]",
    "action.propose_censor": "Propose {name} as Censor",
    "event.proposal_censor": "{presiding_name} proposes {name} as Censor [{rule}].",
    "event.censor_appointed": "{name}, the only candidate, becomes Censor [{rule}].",
    "event.no_censor": "Nobody can be Censor [{rule}].",
    # refusals
    "illegal.no_such_proposal": "There is no such proposal [{rule}].",
    "illegal.bad_proposal_params": "That {proposal} proposal is not understood ({detail}) "
    "[{rule}].",
    "illegal.proposal_out_of_step": "That proposal does not belong to this step of the "
    "Senate ({step}) [{rule}].",
    "illegal.proposal_defeated_before": "That proposal was defeated already this turn [{rule}].",
    "illegal.proposal_vetoed_before": "That proposal was vetoed this turn [{rule}].",
    "illegal.presiding_needs_no_tribune": "The presiding magistrate proposes without a Tribune "
    "[{rule}].",
    "illegal.cannot_adjourn_yet": "The Senate cannot adjourn before its business [{rule}].",
    "illegal.business_not_finished": "The {step} business is not finished [{rule}].",
    "illegal.vote_twice": "A senator votes only once [{rule}].",
    "illegal.not_your_voter": "{senator} is not one of your senators in Rome [{rule}].",
    "illegal.bought_votes_unused": "{senator} must vote to use bought votes [{rule}].",
    "illegal.cannot_buy_votes": "{senator} cannot buy {amount} votes [{rule}].",
    "illegal.cannot_veto": "This proposal cannot be vetoed [{rule}].",
    "illegal.no_such_tribune": "You hold no such Tribune [{rule}].",
    "illegal.tribune_cannot_interrupt": "A Tribune cannot claim the floor during another "
    "Tribune's proposal [{rule}].",
    "illegal.floor_claimed_already": "Your faction has claimed the floor already [{rule}].",
    "illegal.tribune_proposes_only": "A Tribune makes one proposal, or none [{rule}].",
    "illegal.proposal_not_by_tribune": "A Tribune cannot make that proposal [{rule}].",
    "illegal.office_filled": "That office was filled this turn [{rule}].",
    "illegal.consuls_need_pair": "Consuls are proposed as a pair of two senators [{rule}].",
    "illegal.not_eligible_consul": "{senator} cannot be consul [{rule}].",
    "illegal.not_a_new_consul": "Name one of the new consuls [{rule}].",
    "illegal.no_dictator_needed": "Rome's wars do not call for a Dictator [{rule}].",
    "illegal.not_eligible_dictator": "{senator} cannot be Dictator [{rule}].",
    "illegal.not_eligible_master_of_horse": "That senator cannot be Master of Horse [{rule}].",
    "illegal.not_eligible_censor": "{senator} cannot be Censor [{rule}].",
}
