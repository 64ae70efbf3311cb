"""English texts of the console (`praetor demo`): the transcript's frame, the hands it reveals."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.console.started": "— The game begins. —",
    "ui.console.finished": "— The game is over. —",
    "ui.console.abandoned": "— The game was abandoned. —",
    "ui.console.dm_closed": "(a player's direct messages are closed)",
    "ui.console.waiting": "⏳ Waiting for {who}",
    "ui.console.hand": "hand: {cards}",
    "ui.console.hand_empty": "(empty)",
    "ui.console.treasury": "faction treasury {talents}T",
    "ui.console.private_view": "(private view)",
    "ui.console.demo_title": "Praetor demo — {game}, seed {seed}, {factions}, {length}.",
    "ui.console.demo_factions": {
        "by": "factions",
        "one": "{factions} faction",
        "other": "{factions} factions",
    },
    "ui.console.demo_whole": "a whole game",
    "ui.console.demo_turns": {
        "by": "turns",
        "one": "at most {turns} turn",
        "other": "at most {turns} turns",
    },
    "ui.console.demo_players": "Computer players: {seats}.",
    "ui.console.demo_private": "Private messages are shown indented and marked 🔒.",
    "ui.console.demo_stuck": "error: the game did not end after {moves} moves",
    "ui.console.demo_nobody_waited": "error: the game waits on nobody but has not ended",
    "ui.console.demo_no_move": "error: the computer players made no move",
    "ui.console.demo_end": {
        "by": "moves",
        "one": "({moves} move by the computer players; {outcome}.)",
        "other": "({moves} moves by the computer players; {outcome}.)",
    },
    "ui.console.demo_no_outcome": "no outcome",
    "ui.console.demo_won": "{outcome}, won by {winners}",
    "ui.console.demo_nobody_wins": "{outcome}, nobody wins",
    "ui.console.demo_kept": (
        "The game is kept in {database} as game {game_id}: "
        "praetor export {game_id} --database {database}"
    ),
    #: how a game ended (`Outcome.kind`), shared by the games that end so
    "outcome.turn_limit": "the turn limit",
}
