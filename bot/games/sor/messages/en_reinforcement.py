"""English texts of Sword of Rome: the Reinforcement Phase, minor leaders, the end."""

MESSAGES: dict[str, str] = {
    "decision.sor_place_leader": "{seat}, place {subject_name} with your CU. [{rule}]",
    "decision.sor_reinforce": (
        "{seat}, place your reinforcement CU one by one (report them), then say done. [{rule}]"
    ),
    "decision.sor_minor": "{seat}, place or move your minor leaders, then say done. [{rule}]",
    "decision.sor_greek_keep": (
        "{seat}, keep {subject_name} by paying his loyalty penalty from your walled cities, or "
        "remove him for good. [{rule}]"
    ),
    "decision.sor_tie_order": (
        "{seat}, you win the tie on Victory Points: name who of the tied players places "
        "reinforcements next. [{rule}]"
    ),
    "action.sor_go_next.roman": "Rome next",
    "action.sor_go_next.etruscan_samnite": "The Etruscans and Samnites next",
    "action.sor_go_next.greek": "The Greeks next",
    "action.sor_go_next.gallic": "The Gauls next",
    "action.sor_go_next.carthaginian": "Carthage next",
    "event.sor_tie_ordered": "The tied players, in the order chosen for {seat}: {order}. [{rule}]",
    "illegal.sor_not_tied": "{seat} is not one of the tied players to order. [{rule}]",
    "action.sor_place_leader": "{leader} to {space}",
    "action.sor_reinforce": "1 CU to {space}",
    "action.sor_done": "Done",
    "action.sor_keep_leader": "Keep {leader}: pay {pay}",
    "action.sor_keep_leader_sicily": "Keep {leader} (Sicily reduction): pay {pay}",
    "action.sor_remove_leader": "Remove {leader} for good",
    "event.sor_reinforcement_phase": "🛡️ Reinforcement Phase of turn {turn}: {order}. [{rule}]",
    "event.sor_leader_placed": "**{leader}** is placed at {space}. [{rule}]",
    "event.sor_leader_stays_displaced": (
        "{leader} has nowhere to return to and stays displaced. [{rule}]"
    ),
    "event.sor_consuls_to_cup": "The consuls go into the cup: {consuls}. [{rule}]",
    "event.sor_consul_drawn": "🎲 **{leader}** is drawn from the cup. [{rule}]",
    "event.sor_consul_unplaced": (
        "{leader} has no space to go to and goes back to the {status}; the table should "
        "check this. [{rule}]"
    ),
    "event.sor_reinforced": "{power}: 1 CU at {space}. [{rule}]",
    "event.sor_greek_kept": "{leader} stays: {penalty} loyalty paid ({cities}). [{rule}]",
    "event.sor_greek_removed": "**{leader}** leaves the game for good. [{rule}]",
    "event.sor_power_out": "Out of the game, with no CU left on the map: {seat}. [{rule}]",
    "event.sor_game_over": "🏁 The game ends. Winners: {winners} ({vp} VP). [{rule}]",
    "illegal.sor_cannot_place_leader": "{leader} may not be placed at {space}. [{rule}]",
    "illegal.sor_cannot_place_minor": "{leader} may go only where his power has CU. [{rule}]",
    "illegal.sor_cannot_reinforce": "{space} does not trace home for reinforcements. [{rule}]",
    "illegal.sor_penalty_unpaid": (
        "{leader} costs {penalty} loyalty, paid from Greek walled cities that have it. [{rule}]"
    ),
    "illegal.sor_no_sicily_reduction": "The Sicily reduction does not apply here. [{rule}]",
}
