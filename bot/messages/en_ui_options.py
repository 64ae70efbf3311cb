"""English texts of a game's options: what each option sets (shown as the
option's description in `/game create`, in `/game option`'s suggestions and in the
lobby), the commands that set them and the refusals. Each description is at most 100
characters (Discord's limit for an option description)."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ the options
    "option.scenario": "The scenario: the era whose cards and situation the game starts with",
    "option.turn_limit": "End the game after this many turns (none: play to the end)",
    "option.ballot": (
        "Senate votes [1.09.13]: sealed (every faction at once, in secret) or open (in turn)"
    ),
    "option.ballot.sealed": "Sealed: every faction votes at once, in secret",
    "option.ballot.open": "Open: the factions vote in turn and see the earlier votes",
    "option.first_era": "Extended scenario [3.04.1]: the era it starts in (early or middle)",
    "option.final_era": "Extended scenario [3.04.1]: the era it ends in (middle or late)",
    "option.sicilia_developed_income": (
        "Developed Sicilia's state income: 1d6+2 or 2d6+2 (the sources differ)"
    ),
    "option.ship_building_income": (
        "Ship Building concession: talents per fleet raised, 3 or 2 (sources differ)"
    ),
    "option.mithridatic_3_disaster": (
        "3rd Mithridatic War's Disaster number: 14 or 13 (the sources differ)"
    ),
    "option.gladiator_revolt_is_slave_revolt": (
        "Gladiator Revolt counts as a Slave Revolt (sources differ)"
    ),
    "option.pompey_opposes": "Which statesman Pompey (30A) opposes: 29A or 29B (sources differ)",
    "option.laws_kept_at_hand_limit": (
        "Advanced rule 2.06, hand limit: Law cards go only from a hand of laws"
    ),
    "option.laws_by_vote": (
        "Advanced rule 2.06: a law is proposed in the Senate with a Sponsor and voted on"
    ),
    "option.legion_disbandment": (
        "Advanced rule 2.04: victors may disband veterans; a Consul may recall them"
    ),
    "option.provincial_wars": "Advanced rule 2.02: provinces may rise in provincial wars",
    "option.rebel_governors": (
        "Advanced rule 2.03: governors may rebel with their provinces (needs rule 2.02)"
    ),
    "option.pontifex": "Advanced rule 2.01: the Pontifex Maximus and the Priests",
    "option.advocates": "Advanced rule 2.05: an Advocate may defend the accused in a prosecution",
    "option.tribune_opening": (
        "A Tribune may claim the first proposal as the Senate opens [1.09.15]"
    ),
    "option.vote_hours": "Hours a Senate vote waits before the late ballots abstain",
    "option.quick_hours": "Hours every other decision waits before its default is taken",
    # ------------------------------------------------------------------ commands
    "cmd.game.option": "Change an option of this channel's game before it starts (creator only)",
    "cmd.game.option.name": "The option to change",
    "cmd.game.option.value": "Its new value",
    # ------------------------------------------------------------------ display
    "ui.options.title": "Options",
    "ui.options.basic": "⚙️ {items}",
    "ui.options.advanced": "Advanced rules: {items}",
    "ui.options.deadlines": "Deadlines (hours): {items}",
    "ui.options.variants": "Variants: {items}",
    "ui.options.item": "`{name}` {value}",
    "ui.options.advanced_item": "`{name}` ({rule}) {value}",
    "ui.options.no_deadline": "no deadline",
    "ui.options.set": "⚙️ {user} sets `{name}` to **{value}**.",
    "ui.options.change": "The creator may change them with `/game option` until the start.",
    # ------------------------------------------------------------------ refusals
    "error.unknown_option": "There is no option {name}. The options are: {valid}.",
    "error.bad_option_value": "`{name}` takes one of: {values}.",
}
