"""English texts of The Republic of Rome: the Pontifex Maximus and Priests (2.01), laws
with lasting effects, laws put to a vote (2.06), the Rhodian Alliance vote, Bequests and
Advocates (2.05)."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------ the Pontifex Maximus (2.01)
    "action.propose_elect_pontifex": "Propose {senator} as Pontifex Maximus",
    "event.proposal_elect_pontifex": (
        "{presiding_name} proposes {senator} as Pontifex Maximus. [{rule}]"
    ),
    "event.pontifex_elected": (
        "⛩️ {name} is Pontifex Maximus for life (+{influence} Influence). [{rule}]"
    ),
    "action.propose_remove_pontifex": "Propose removing {senator} as Pontifex (⅔ needed)",
    "event.proposal_remove_pontifex": (
        "{presiding_name} proposes to remove {senator} as Pontifex Maximus; two thirds of the "
        "votes are needed. [{rule}]"
    ),
    "event.pontifex_removed": (
        "{name} is removed as Pontifex Maximus and loses {influence} Influence. [{rule}]"
    ),
    "decision.pontifex_priesthood": (
        "{seat}: as Pontifex Maximus you may grant or move one priesthood. [{rule}]"
    ),
    "action.grant_priesthood": "Make {senator} a Priest",
    "action.move_priesthood": "Move {priest}'s priesthood to {senator}",
    "event.priesthood_granted": "{name} becomes a Priest (+1 Influence). [{rule}]",
    "event.pontifex_pays_omens": (
        "The Pontifex Maximus {name} pays {amount}T for the Evil Omens. [{rule}]"
    ),
    "event.pontifex_disgraced": (
        "{name} falls as Pontifex Maximus: a Major marker and {influence} Influence lost; the "
        "{faction} owe {owed}T. [{rule}]"
    ),
    "illegal.pontifex_not_vacant": "The office of Pontifex Maximus is not vacant [2.01]",
    "illegal.pontifex_candidate": "{senator} cannot stand for Pontifex Maximus [2.01]",
    "illegal.priest_candidate": "{senator} cannot be made a Priest now [2.01]",
    "illegal.not_a_priest": "{senator} is no Priest [2.01]",
    "illegal.not_the_pontifex": "{senator} is not the Pontifex Maximus [2.01]",
    # ------------------------------------------------ Glaucia's appeal [1.09.421]
    "action.appeal_three_dice": "Appeal to the People (3d6)",
    # ------------------------------------------------ Advocates (2.05)
    "decision.name_advocate": "{seat}: name an Advocate for {accused_name}, or none. [{rule}]",
    "event.advocate_named": "{name} will defend {accused} as Advocate. [{rule}]",
    "event.advocate_trial_roll": (
        "⚖️ The Advocate {name} rolls {roll} {modifier:+d} = {total}: {votes:+d} votes. [{rule}]"
    ),
    "event.advocate_verdict": (
        "The Advocate {name}: {change:+d} Influence; the Prosecutor {prosecutor} loses "
        "{prosecutor_loss}. [{rule}]"
    ),
    "illegal.advocate_candidate": "{senator} cannot be the Advocate [2.05]",
    # ------------------------------------------------ laws with lasting effects [1.07.36]
    "decision.calpurnian_fine": (
        "{seat}: Calpurnian Law; you may fine one corrupt governor back in Rome this turn 1d6 "
        "talents. [{rule}]"
    ),
    "event.calpurnian_fine": (
        "⚖️ The {faction} fine {name} {amount}T under the Calpurnian Law; {unpaid} unpaid "
        "is taken as Popularity and Influence. [{rule}]"
    ),
    "illegal.not_fineable": "{senator} cannot be fined under the Calpurnian Law now [1.07.36]",
    "action.repeal_acilian": "Discard {card} to repeal the Acilian Law",
    "event.acilian_repealed": "The {faction} discard the {by}: the {name} is repealed. [{rule}]",
    "illegal.cannot_repeal_acilian": (
        "Only the Servilian Law repeals the Acilian Law, once it is in effect [1.07.36]"
    ),
    # ------------------------------------------------ Passing Laws (2.06)
    "action.propose_law": "Propose the {law}: {sponsor} sponsors, {cosponsor} seconds",
    "event.proposal_law": (
        "📜 {presiding_name} lays the **{law}** before the Senate, sponsored by {sponsor} "
        "with {cosponsor}; no Tribune may veto it. [{rule}]"
    ),
    "event.law_sponsors_rewarded": (
        "The {name} passes: its Sponsor {sponsor_name} gains {sponsor_gain} Influence, its "
        "Co-Sponsor {cosponsor_name} {cosponsor_gain}. [{rule}]"
    ),
    "event.law_rejected": "The Senate rejects the {name}: the card is discarded. [{rule}]",
    "event.law_proposal_lapsed": (
        "The {name} left the game with its faction's hand: the vote on it is void. [{rule}]"
    ),
    "illegal.laws_not_by_vote": (
        "Laws are played without a vote in this game (advanced rule 2.06 is off) [2.06]"
    ),
    "illegal.law_needs_a_vote": (
        "Under advanced rule 2.06 a law is proposed in the Senate, not played [2.06]"
    ),
    "illegal.bad_law_proposal": "Name a Law card, its Sponsor and its Co-Sponsor [2.06]",
    "illegal.law_same_sponsor": "The Sponsor and the Co-Sponsor must differ [2.06]",
    "illegal.law_sponsor_away": (
        "The Sponsor and the Co-Sponsor must be aligned senators in Rome [2.06]"
    ),
    "illegal.law_sponsor_not_yours": (
        "The Sponsor of a law must be a senator of the faction proposing it [2.06]"
    ),
    # ------------------------------------------------ the Rhodian Alliance [1.07.21]
    "action.propose_reject_rhodian": "Propose to reject the Rhodian Alliance",
    "event.proposal_reject_rhodian": (
        "{presiding_name} proposes that Rome reject the Rhodian Alliance. [{rule}]"
    ),
    "event.rhodian_rejected": "Rome rejects the {name}: its fleets sail home. [{rule}]",
    "illegal.rhodian_not_rejectable": (
        "The Rhodian Alliance may be rejected only in the turn it appears [1.07.21]"
    ),
    # ------------------------------------------------ Bequests [1.07.3]
    "action.propose_collect_bequest": "Send {consul} to collect the {name}",
    "event.proposal_collect_bequest": (
        "{presiding_name} proposes sending the Field Consul {consul} with 3 Legions and 3 "
        "Fleets to collect the {name}. [{rule}]"
    ),
    "event.bequest_collected": (
        "📜 {consul} sails with {forces} to collect the {name}: "
        "{talents}T next Revenue Phase, and {province} next Forum Phase. He is back in the "
        "Revolution Phase. [{rule}]"
    ),
    "event.bequest_kept_by_rebel": (
        "{name} keeps the {card_name} he went to collect: {talents}T go to him, not the "
        "State. [{rule}]"
    ),
    "event.bequest_paid": "The Bequest brings {amount}T to the Treasury ({treasury}T). [{rule}]",
    "event.bequest_province": "The province of {name} is created. [{rule}]",
    "illegal.bequest_not_collectable": "No such Bequest waits in the Forum [1.07.3]",
    "illegal.bequest_needs_consul": (
        "Collecting it needs the Field Consul in Rome, 3 Legions and 3 Fleets [1.07.3]"
    ),
}
