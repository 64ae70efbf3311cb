"""English texts of The Republic of Rome: Tribunes: taking the first proposal and suspending
a vote [1.09.15], Graft, Murder of a Tribune and Mob Incited to Violence (RULES §13)."""

MESSAGES: dict[str, str] = {
    # a Tribune taking the first proposal [1.09.15]
    "decision.tribune_opening": (
        "{seat}: the Senate opens. You may secretly claim its first proposal with a Tribune, or "
        "pass. [{rule}]"
    ),
    "illegal.tribune_claims_first_proposal": (
        "Now a Tribune can only claim the first proposal [1.09.15]"
    ),
    # the Gracchi's free Land Bill proposal (statesmen.json 25A/25B)
    "illegal.free_land_bill_only": "{name} may propose only a Land Bill without a Tribune [{rule}]",
    # Graft and Murder of a Tribune (RULES §13)
    "decision.cancel_tribune": (
        "{seat}: a Tribune ({name}, of the {faction}) has made a {target}. Play Graft or Murder "
        "of a Tribune to cancel it, or pass; nobody learns who was asked. [{rule}]"
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
        "{seat}: the {faction} cancelled a Tribune ({name}). Play Mob Incited to Violence against"
        " their senators in Rome, or pass. [{rule}]"
    ),
    "action.react_mob": "Mob Incited to Violence: 1d6 + {senator}'s Oratory chits",
    "event.mob_incited": (
        "🔥 Mob Incited to Violence: {name} of the {faction} rolls {roll} + {oratory} Oratory: "
        "{chits} Mortality Chits against the {target}'s senators in Rome. [{rule}]"
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
