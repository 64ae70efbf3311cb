"""English texts of The Republic of Rome: the Revenue Phase's choices: concession income
[1.06.1] and the units a rebel cannot pay for [1.06.2]."""

MESSAGES: dict[str, str] = {
    # concession income choices [1.06.1]
    "decision.concession_income": (
        "{seat}: concession income from {concessions}. Decline any, or (Drought: {drought}) "
        "take a grain concession's bonus? Done takes the rest as usual. [{rule}]"
    ),
    "action.concession_income_decline": "Decline {card}'s income",
    "action.concession_income_drought": "Drought bonus on {card}",
    "event.concession_income_declined": (
        "{senator_name} declines the income of {name}: its corrupt bar stays hidden. [{rule}]"
    ),
    "event.grain_drought_bonus": (
        "🌾 {senator_name} sells {name}'s grain dear in the drought: {income}T, and "
        "{loss} Popularity lost (now {popularity}). [{rule}]"
    ),
    "illegal.not_your_earning_concession": (
        "{card} is no concession of yours earning this turn, or you chose for it already. [1.06.1]"
    ),
    "illegal.no_drought_bonus": "{card} earns no Drought bonus now. [1.06.1]",
    # units a rebel could not pay for [1.06.2]
    "decision.released_units": (
        "{seat}: the rebel released {legion_count} he could not pay. As HRAO, keep them "
        "(the State pays their upkeep) or eliminate them? [{rule}]"
    ),
    "action.eliminate_released": "Eliminate them",
    "event.released_units_eliminated": (
        "The HRAO refuses their upkeep: Rome disbands the {legion_count} released. [{rule}]"
    ),
}
