"""English texts of The Republic of Rome: the revenue part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ events: raids, disorder
    "event.raid_repelled": (
        "🛡️ {name} holds {province_name} against the barbarians ({total}, needed {target}). [{rule}]"
    ),
    "event.province_overrun": (
        "🔥 Barbarians overrun {province_name} ({total}, needed {target}): no income this "
        "turn, {legions} garrison legion(s) lost, {chits} chit(s) drawn for {name}. [{rule}]"
    ),
    "event.governor_killed_by_raid": "{name} falls to the raiders in {province_name}. [{rule}]",
    "event.disorder_contained": (
        "{name} keeps order in {province_name} ({total}, needed more than {target}). [{rule}]"
    ),
    "event.province_revolts": (
        "🔥 {province_name} revolts ({total}, needed more than {target}): governor {name} and "
        "{legions} garrison legion(s) are lost, and so is the province. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: personal revenue
    "event.personal_revenue": "💰 The {faction} senators collect {amount}T in all. [{rule}]",
    "event.concession_income": (
        "{senator_name} takes {income}T from {name}, showing its corrupt bar. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: spoils
    "event.spoils_taken": (
        "{name} takes the spoils of {province_name}: {amount}T, and a Corrupt marker. [{rule}]"
    ),
    "event.spoils_declined": "{name} leaves the spoils of {province_name} alone. [{rule}]",
    "event.spoils_owed_by_state": (
        "The spoils of {province_name} fall short: the State will pay {amount}T in Debits. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: redistribution
    "event.talents_given": "{source_name} gives {amount}T to {target_name}. [{rule}]",
    "event.talents_paid_in": "{name} pays {amount}T into a Faction Treasury. [{rule}]",
    "event.talents_paid_out": "{name} receives {amount}T from a Faction Treasury. [{rule}]",
    "event.gift_to_faction": (
        "🤝 The {giver} give {amount}T to the Faction Treasury of the {receiver}. [{rule}]"
    ),
    "event.gift_to_senator": (
        "🤝 The {giver} give {amount}T to {name} of the {receiver}. [{rule}]"
    ),
    "event.faction_treasury": "🔒 The {faction} Faction Treasury now holds {treasury}T. [{rule}]",
    "event.redistribution_done": "The {faction} have finished redistributing. [{rule}]",
    # ------------------------------------------------------------------ events: development
    "event.province_developed": (
        "🏗️ {province_name} is Developed ({total}): {name} gains {influence} Influence. [{rule}]"
    ),
    "event.province_not_developed": (
        "{province_name} stays Undeveloped ({total}, needed 6). [{rule}]"
    ),
    # ------------------------------------------------------------------ events: state revenue
    "event.state_annual_revenue": (
        "🏛️ The State receives its {amount}T of revenue: the Treasury holds {treasury}T. [{rule}]"
    ),
    "event.allied_enthusiasm_paid": (
        "The allies send {amount}T: the Treasury holds {treasury}T. [{rule}]"
    ),
    "event.province_taxes": (
        "Taxes of {province_name}: {amount}T; the Treasury holds {treasury}T. [{rule}]"
    ),
    "event.contribution": (
        "{name} gives {amount}T to the State and gains {influence} Influence; the Treasury "
        "holds {treasury}T. [{rule}]"
    ),
    "event.contributions_done": "The {faction} make no further contributions. [{rule}]",
    "event.state_debits": (
        "The State pays {total}T: wars {wars}T, legions and fleets {forces}T, land bills "
        "{land_bills}T, spoils {spoils}T. The Treasury holds {treasury}T. [{rule}]"
    ),
    "event.treasury_low": (
        "⚠️ The Treasury holds only {treasury}T (under {warning}T): a Natural Disaster and "
        "Evil Omens could bankrupt Rome. [{rule}]"
    ),
    "event.state_bankrupt": (
        "💀 The State owes {total}T (wars {wars}T, forces {forces}T, land bills "
        "{land_bills}T, spoils {spoils}T) but holds {treasury}T: Rome is bankrupt. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: governors
    "event.governor_returns": (
        "{name} ends his term in {province_name} and returns to Rome; the province goes to "
        "the Forum. [{rule}]"
    ),
    # ------------------------------------------------------------------ decisions
    "decision.take_spoils": (
        "{seat}: which of your governors take their province's spoils? [{rule}]"
    ),
    "decision.redistribute": (
        "{seat}: move talents between your senators, your Faction Treasury ({treasury}T) and "
        "other factions, then Done. [{rule}]"
    ),
    "decision.contribute": "{seat}: any contributions to the State this turn? [{rule}]",
    # ------------------------------------------------------------------ action labels
    "action.take_spoils": "Take the spoils of {province}",
    "action.deposit": "{senator}: {amount}T into the Faction Treasury",
    "action.withdraw": "{amount}T from the Faction Treasury to {senator}",
    "action.transfer": "{source}: {amount}T to {target}",
    "action.gift": "Give {amount}T to the {faction}",
    "action.contribute": "{senator} gives {amount}T to the State",
    # ------------------------------------------------------------------ refusals
    "illegal.no_spoils_here": "No governor of yours can take spoils in {province} [1.06.12]",
    "illegal.no_such_account": "{account} is no treasury that can give or receive [1.06.3]",
    "illegal.not_your_money": "Only your own senators and Faction Treasury can give [1.06.3]",
    "illegal.transfer_to_itself": "Talents must move to another treasury [1.06.3]",
    "illegal.captive_cannot_trade": "A captive can neither give nor receive talents [1.06.3]",
    "illegal.rebels_trade_with_rebels": "A rebel deals in talents only with rebels [1.06.3]",
    "illegal.bad_transfer_amount": "Give between 1T and {most}T [1.06.3]",
    "illegal.cannot_contribute": (
        "Only your own senators, no rebels or captives, may contribute [1.06.52]"
    ),
    "illegal.contributed_already": "That senator has contributed this turn already [1.06.52]",
    "illegal.bad_contribution_amount": "Contribute between 1T and {most}T [1.06.52]",
}
