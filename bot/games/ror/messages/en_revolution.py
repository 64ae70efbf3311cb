"""English texts of The Republic of Rome: the revolution part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ trading [1.11.1]
    "event.card_offered": "🤝 The {faction} offer a card to the {to}. [{rule}]",
    "event.card_offered_private": "You offer {name} to the {to}. [{rule}]",
    "event.card_given": "🤝 The {faction} give a card to the {to}. [{rule}]",
    "event.card_given_private": "{name} passes from the {faction} to the {to}. [{rule}]",
    "event.card_declined": "The {faction} turn down the card of the {giver}. [{rule}]",
    "decision.answer_offer": "{seat}: the {giver} offer you {card}. Take it? [{rule}]",
    "action.offer_card": "Offer {card} to the {to}",
    "action.accept_card": "Take the card",
    "action.decline_card": "Turn it down",
    "illegal.no_such_partner": "You cannot give cards to {faction} [1.11.1]",
    "illegal.card_already_offered": "{card} was already offered this phase [1.11.1]",
    # ------------------------------------------------------------------ hand limit [1.11.2]
    "event.card_discarded": "The {faction} discard {name} ({left} card(s) left). [{rule}]",
    "decision.discard_cards": "{seat}: discard down to five Faction cards. [{rule}]",
    "action.discard_card": "Discard {card}",
    "illegal.law_kept_at_hand_limit": "{card} is a Law: discard the other cards first [2.06]",
    # ------------------------------------------------------------------ declarations [1.11.3]
    "decision.declare_civil_war": (
        "{seat}: {senator} won a Victory with {forces}"
        " (loyal so far: {following}). Lay down the command or revolt? [{rule}]"
    ),
    "action.roll_loyalty": "Test the legions' loyalty, spending {talents}T",
    "action.lay_down_command": "Lay down the command",
    "action.declare_revolt": "Declare revolt",
    "event.loyalty_tested": (
        "🎲 {name} tests his army: rolls {rolls}, {needed}+ needed, {talents}T spent; "
        "{legions} of {of_legions} legion(s) and {veterans} of {of_veterans} veteran(s) follow."
        " [{rule}]"
    ),
    "event.command_laid_down": "{name} lays down his command. [{rule}]",
    "event.force_returned": ("Back in Rome from the army of {name}: {forces}. [{rule}]"),
    "event.revolt_declared": (
        "🔥 {name} declares himself in revolt with {forces} (strength {strength}). [{rule}]"
    ),
    "event.revolt_outweighed": (
        "{name}'s revolt (strength {strength}) yields to {other_name}'s ({other_strength}): "
        "he lays down his command. [{rule}]"
    ),
    "event.revolt_replaced": (
        "{name} (strength {strength}) outweighs {other_name} ({other_strength}), whose "
        "revolt is ignored. [{rule}]"
    ),
    "event.civil_war_declared": (
        "⚔️ Civil war! {name} of the {faction} marches on Rome with {forces}"
        ", strength {strength}. [{rule}]"
    ),
    "illegal.consul_for_life_cannot_revolt": "A Consul for Life cannot revolt [1.09.82]",
    "illegal.loyalty_already_tested": "The army's loyalty was already tested [1.11.31]",
    "illegal.loyalty_spend_out_of_range": "Spend 0 to {most}T, 1T per rolled legion [1.11.31]",
    # ------------------------------------------------------------------ rebels [1.11.32-36]
    "event.rebel_privileges_lost": (
        "{name} loses {concessions} concession(s), {knights} knight(s) and his office "
        "({office}). [{rule}]"
    ),
    "event.veterans_desert": (
        "{legions} veteran legion(s) loyal to {name} go over to the rebel. [{rule}]"
    ),
    "event.senator_stays_loyal": "{name} stays loyal to the Senate. [{rule}]",
    "event.senator_joins_revolt": "🔥 {name} joins the revolt. [{rule}]",
    "decision.secondary_revolt": "{seat}: does {senator} join the revolt? [{rule}]",
    "action.join_revolt": "{senator} joins the revolt",
    "action.stay_loyal": "{senator} stays loyal",
    "illegal.not_asked_to_choose": "It is {senator}'s turn to choose a side [1.11.32]",
    "event.rebel_maintenance": (
        "{name} pays {paid}T for {units} unit(s); {released} released to the Senate. [{rule}]"
    ),
    "event.rebel_revolt_failed": (
        "The revolt of {name} has failed; back in Rome: {forces}. [{rule}]"
    ),
    # ------------------------------------------------------------------ victory [1.12]
    "event.rebel_end_game_lost": (
        "{name} has not brought the wars around Rome below four ({wars} left). [{rule}]"
    ),
}
