"""English texts of Sword of Rome: the status board and the hand."""

MESSAGES: dict[str, str] = {
    "ui.sor_board.phase.setup": "before play",
    "ui.sor_board.phase.action": "action rounds",
    "ui.sor_board.phase.reinforcement": "Reinforcement Phase",
    "ui.sor_board.phase.over": "game over",
    "ui.sor_board.round": "Round",
    "ui.sor_board.round_line": "Round {round}; active: {active}",
    "ui.sor_board.activation": "Army on the move",
    "ui.sor_board.activation_line": "{leader} at {space}: {mp_left} MP left, {cu} CU",
    "ui.sor_board.battle": "Battle",
    "ui.sor_board.battle_line": "{space}: {attacker} against {defender}; modifiers {modifiers}",
    "ui.sor_board.off_map": "Leaders off the map",
    "ui.sor_board.status.cup": "Consul cup: {names}",
    "ui.sor_board.status.displaced": "Displaced: {names}",
    "ui.sor_board.status.set_aside": "Set aside: {names}",
    "ui.sor_board.seat": "{faction} — {occupant} · {vp} VP",
    "ui.sor_board.space_line": "{space}: CU {cu} · {leaders}",
    "ui.sor_board.nothing": "No CU or leaders on the map",
    "ui.sor_board.partial_roster": (
        "The roster is partial (rule book examples): import your own with /sor import."
    ),
    "ui.sor_board.powers": "Powers",
    "ui.sor_board.hand": "You play {powers}; your cards stay in your hand at the table.",
}
