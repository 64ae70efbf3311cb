"""English texts of The Republic of Rome: the rebel end game [1.12.4] and veterans deserting
back [1.11.36]."""

MESSAGES: dict[str, str] = {
    # the rebel end game [1.12.4]
    "event.rebel_end_game": (
        "🔥 {name} has won, but {wars} wars ring Rome: with {forces}"
        " he must beat them one by one until fewer than four are left. [{rule}]"
    ),
    "event.rebel_attacks_war": "⚔️ {name} marches against the {war_name}. [{rule}]",
    "event.rebel_end_game_died": (
        "☠️ {name} fell winning the last battle: his revolt has failed. [{rule}]"
    ),
    "decision.rebel_end_game": (
        "{seat}: {wars} wars ring Rome; beat {to_beat} more. Which war does your rebel attack? "
        "[{rule}]"
    ),
    "action.attack_war": "Attack the {war}",
    "illegal.not_an_active_war": "{war} is not an Active war. [1.12.4]",
    # veterans deserting back [1.11.36]
    "event.veterans_desert_back": (
        "{legions} veteran legion(s) loyal to {name} leave the rebel for the Senate's army "
        "({to}). [{rule}]"
    ),
    "decision.order_veterans_back": (
        "{seat}: order veteran legions of {senators} back from the rebel army? [{rule}]"
    ),
    "action.order_veterans_back": "Order {senator}'s veterans back",
    "illegal.no_veterans_with_the_rebel": (
        "{senator} is no loyal senator of yours with veterans in the rebel army. [1.11.36]"
    ),
}
