"""English texts of Sword of Rome: activation, movement, reactions and battles."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ seats
    "seat.roman": "Rome",
    "seat.etruscan_samnite": "the Etruscans and Samnites",
    "seat.greek": "the Greeks",
    "seat.gallic": "the Gauls",
    "seat.carthaginian": "Carthage",
    # ------------------------------------------------------------------ dice purposes
    "dice.sor_intercept": "{leader} tries to intercept (Tactics {rating}, +{modifier})",
    "dice.sor_avoid": "{leader} tries to avoid battle (Tactics {rating})",
    "dice.sor_pursue": "{leader} pursues (Tactics {rating})",
    "dice.sor_refuse": "{leader} tries to refuse battle (Tactics {rating})",
    # ------------------------------------------------------------------ decisions
    "decision.sor_setup": (
        "Before play, import your group's roster and map (`/sor import`) or start on the "
        "demo ones. [{rule}]"
    ),
    "decision.sor_impulse": (
        "{seat}, you are the active player (turn {turn}, round {round}): play a card to "
        "activate a leader, play it otherwise, or move your minor leaders. [{rule}]"
    ),
    "decision.sor_impulse_end": (
        "{seat}, your card play is made: you may still place or move minor leaders (a free "
        "action), then end your turn with Done. [{rule}]"
    ),
    "decision.sor_move": "{seat}, move your army, pick up or drop units, or end the move. [{rule}]",
    "decision.sor_declare": (
        "An enemy army has entered a space: declare any interception or avoidance now — "
        "no die is rolled until everyone has declared. The choices take each army's most CU; "
        "for fewer, type `/sor intercept` or `/sor avoid` with `cu`. [{rule}]"
    ),
    "decision.sor_avoid_consent": (
        "{seat}, an enemy army wants to avoid battle: let it go without a roll? [{rule}]"
    ),
    "decision.sor_avoid_to": "{seat}, your army avoided battle: choose where it goes. [{rule}]",
    "decision.sor_refuse": (
        "{seat}, your army was intercepted: try to step back where it came from, or fight? [{rule}]"
    ),
    "decision.sor_refuse_consent": (
        "{seat}, the army you intercepted wants to refuse battle: let it go without a roll? "
        "[{rule}]"
    ),
    "decision.sor_battle": (
        "{seat}, fight the battle at the table and report the losses (and the loser's "
        "retreat, with `/sor battle`). [{rule}]"
    ),
    # ------------------------------------------------------------------ actions (buttons)
    "action.sor_start": "Start play",
    "action.sor_import": "Import the {what}",
    "action.sor_activate": "Activate {leader} ({card}, {source})",
    "action.sor_activate_campaign": "Campaign: activate {leader} ({card})",
    "action.sor_play_other": "Play the card otherwise",
    "action.sor_place_minor": "{leader} to {space}",
    "action.sor_place_minor_inside": "{leader} to {space}, inside the walls",
    "action.sor_move_to": "March to {space}",
    "action.sor_take_cu": "Pick up {cu} CU",
    "action.sor_drop_cu": "Leave {cu} CU",
    "action.sor_take_leader": "Pick up {leader}",
    "action.sor_drop_leader": "Leave {leader}",
    "action.sor_end_move": "End the move",
    "action.sor_intercept": "Intercept with {leader} from {origin} ({cu} CU)",
    "action.sor_avoid": "Avoid with {leader} ({cu} CU)",
    "action.sor_withdraw": "{cu} CU inside the walls",
    "action.sor_declared": "Nothing more to declare",
    "action.sor_consent_yes": "Consent",
    "action.sor_consent_no": "Refuse: roll",
    "action.sor_avoid_to": "Avoid to {space}",
    "action.sor_refuse_yes": "Refuse battle",
    "action.sor_refuse_no": "Fight",
    "action.sor_report_battle": "Losses: attacker {attacker_losses}, defender {defender_losses}",
    "action.sor_report_cu": "{power} CU {delta} at {space}",
    "action.sor_report_control": "{space} controlled by {power}",
    "action.sor_report_loyalty": "{space} loyalty {loyalty}",
    "action.sor_report_vp": "{seat}: {vp} VP",
    "action.sor_report_siege": "{space} besieged: {besieged}",
    "action.sor_event_leader": "{leader} enters at {space}",
    "action.sor_report_displaced": "{leader} displaced",
    # ------------------------------------------------------------------ events
    "event.sor_setup": (
        "⚔️ Sword of Rome for {players} players: {sides}; non-player powers {non_player}. [{rule}]"
    ),
    "event.sor_imported": (
        "📥 The {what} **{name}** is loaded ({leaders} leaders, {spaces} spaces)."
    ),
    "event.sor_turn_started": "📜 Turn {turn} begins. [{rule}]",
    "event.sor_round_started": "Round {round} of turn {turn}. [{rule}]",
    "event.sor_activated": (
        "**{leader}** is activated for {seat} (Initiative {initiative}) with a {card} "
        "({source}): {mp} MP, {cu} CU. [{rule}]"
    ),
    "event.sor_command_swapped": (
        "**{leader}** takes command; {previous} serves under him. [{rule}]"
    ),
    "event.sor_moved": (
        "{leader} marches to {space} over a {connection} connection ({cost} MP, {mp_left} "
        "left, {cu} CU). [{rule}]"
    ),
    "event.sor_move_ended": "{leader}'s move ends at {space}. [{rule}]",
    "event.sor_displaced": "**{leader}** is displaced from {space} ({why}). [{rule}]",
    "event.sor_set_aside": "{leader}, a minor leader, is set aside from {space} ({why}). [{rule}]",
    "event.sor_tactics_passed": (
        "{leader}: {roll} + {modifier} is at most his Tactics {rating}: success. [{rule}]"
    ),
    "event.sor_tactics_failed": (
        "{leader}: {roll} + {modifier} is above his Tactics {rating}: failure. [{rule}]"
    ),
    "event.sor_declared": (
        "Declared for {seat}: {what} with {leader} from {origin} ({cu} CU). [{rule}]"
    ),
    "event.sor_withdrew": "{power}: {cu} CU withdraw inside the walls of {space}. [{rule}]",
    "event.sor_avoid_dropped": (
        "{leader} is inside the walls of {space} now: his avoidance is dropped. [{rule}]"
    ),
    "event.sor_intercepted": "**{leader}** intercepts into {space} with {cu} CU. [{rule}]",
    "event.sor_avoid_consented": "{leader} avoids battle with the enemy's consent. [{rule}]",
    "event.sor_avoided": "{leader} avoids battle and withdraws to {space} ({cu} CU). [{rule}]",
    "event.sor_consented": "Consent from {seat}: no roll. [{rule}]",
    "event.sor_not_consented": "No consent from {seat}: the die decides. [{rule}]",
    "event.sor_refuse_consented": "{leader} refuses battle with the enemy's consent. [{rule}]",
    "event.sor_refused": "{leader} refuses battle and steps back to {space}. [{rule}]",
    "event.sor_battle": (
        "⚔️ Battle at {space}: {attacker} ({attacker_leader}) against {defender} "
        "({defender_leader}). The leader rules give the attacker {attacker_modifier:+d} and "
        "the defender {defender_modifier:+d} ({reasons}). Fight it at the table. [{rule}]"
    ),
    "event.sor_battle_changed": (
        "⚔️ The battle at {space} changes: {attacker} ({attacker_leader}) against {defender} "
        "({defender_leader}). The leader rules now give the attacker {attacker_modifier:+d} "
        "and the defender {defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_reported": (
        "Battle at {space} reported: attacker loses {attacker_losses}, defender "
        "{defender_losses}; the loser retreats to {retreat}. [{rule}]"
    ),
    "event.sor_retreated": "The beaten army of {power} retreats to {space}. [{rule}]",
    "event.sor_played_other": "A card is played for {seat}, for its event or otherwise. [{rule}]",
    "event.sor_minor_placed": "{leader} is placed at {space}. [{rule}]",
    "event.sor_minor_placed.inside": ("{leader} is placed inside the walls of {space}. [{rule}]"),
    "event.sor_event_leader": "{seat}: **{leader}** enters play at {space}. [{rule}]",
    "event.sor_report_cu": "Reported for {seat}: {power} CU {delta:+d} at {space}.",
    "event.sor_report_control": "Reported for {seat}: {space} now controlled by {power}.",
    "event.sor_report_loyalty": "Reported for {seat}: the loyalty of {space} is {loyalty}.",
    "event.sor_report_vp": "Reported for {seat}: {player} at {vp} VP. [{rule}]",
    "event.sor_report_siege": "Reported for {seat}: a siege at {space}. [{rule}]",
    # ------------------------------------------------------------------ refusals
    "illegal.sor_not_your_turn": "Not your decision now: the game waits for {waiting}. [{rule}]",
    "illegal.sor_finished": "The game is over.",
    "illegal.sor_not_now": "That action is not part of the decision open now.",
    "illegal.sor_leader_not_on_map": "{leader} is not on the map. [{rule}]",
    "illegal.sor_not_your_leader": "You may not activate {leader} with that play. [{rule}]",
    "illegal.sor_initiative_too_high": (
        "{leader} has Initiative {initiative}: a card of {card} cannot activate him. [{rule}]"
    ),
    "illegal.sor_campaign_card": "A Campaign activates two leaders with one card. [{rule}]",
    "illegal.sor_campaign_twice": "{leader} already moved in this Campaign. [{rule}]",
    "illegal.sor_campaign_open": (
        "A Campaign is under way: activate its second leader with the same card (value "
        "{card}), or end it with Done. [{rule}]"
    ),
    "illegal.sor_already_played": (
        "Your one card play of this turn is made: place or move minor leaders, or end your "
        "turn with Done. [{rule}]"
    ),
    "illegal.sor_cannot_step": "The army cannot step to {space} now ({mp} MP left). [{rule}]",
    "illegal.sor_consul_needs_cu": "A consul never moves without a Roman CU. [{rule}]",
    "illegal.sor_carry_limit": "At most {limit} CU move together. [{rule}]",
    "illegal.sor_no_such_cu": "The army does not carry {cu} CU. [{rule}]",
    "illegal.sor_cannot_pick_up": "{leader} cannot join this army here. [{rule}]",
    "illegal.sor_cannot_drop": "{leader} is not a subordinate of this army. [{rule}]",
    "illegal.sor_cannot_declare": "That army may not make that attempt here. [{rule}]",
    "illegal.sor_cannot_withdraw": "At most {limit} CU stand inside the walls. [{rule}]",
    "illegal.sor_cannot_avoid_there": "The army may not avoid to {space}. [{rule}]",
    "illegal.sor_losses_exceed": (
        "Losses beyond the CU present (attacker {attacker}, defender {defender}). [{rule}]"
    ),
    "illegal.sor_retreat_not_adjacent": "{space} is not next to the battle. [{rule}]",
    "illegal.sor_bad_cu_report": "That CU report does not fit the board at {space}.",
    "illegal.sor_no_walls": "{space} has no walled city. [{rule}]",
    "illegal.sor_unknown_space": "There is no space {space} on this map.",
    "illegal.sor_unknown_seat": "There is no player {seat}. [{rule}]",
    "illegal.sor_leader_moving": (
        "{leader} is moving: an event displaces him only while his battle waits for its "
        "result. [{rule}]"
    ),
    "illegal.sor_not_an_event_leader": "{leader} is not waiting to enter by an event. [{rule}]",
}
