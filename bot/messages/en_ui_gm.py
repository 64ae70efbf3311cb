"""Async play and the game master's tools: deadlines, absences, `/gm`."""

MESSAGES: dict[str, str] = {
    # deadlines
    "ui.deadline.defaulted": "⌛ Time ran out for the **{seat}**: {label}.",
    "ui.deadline.defaulted_privately": (
        "⌛ Time ran out for the **{seat}**: their default choice was made, in private."
    ),
    # absences
    "ui.away.notice": "🏖️ {user} (**{seat}**) is away {until}; standing orders play for them.",
    "ui.away.back": "👋 {user} is back at the head of the **{seat}**.",
    "ui.away.done": "Standing orders are set for the **{seat}**.",
    "ui.away.welcome": "Welcome back: the **{seat}** is yours again.",
    "ui.away.order.default": "the default (abstain, pass)",
    "ui.away.order.computer": "let the computer play",
    "error.away_bad_order": "That standing order is not one I know: {order}.",
    "error.away_with_votes_only": "Voting with another faction is an order for votes only.",
    "error.away_past": "That date has already passed.",
    "error.away_not_away": "Your faction is not away.",
    "error.bad_date": "Give the date as YYYY-MM-DD (UTC), or leave it out.",
    # game master
    "ui.gm.until_back": "until they are back",
    "ui.gm.computer_fallback": (
        "⚠️ The computer move for the **{seat}** failed; its default action was taken instead "
        "(noted in the GM log)."
    ),
    "ui.gm.the_clock": "the end of the pause",
    "ui.gm.everyone": "everyone",
    "ui.gm.class.vote": "votes",
    "ui.gm.class.quick": "other decisions",
    "ui.gm.class.all": "every decision",
    "ui.gm.paused": "⏸️ {user} paused the game (at the latest until {until}). Deadlines are frozen.",
    "ui.gm.resumed": "▶️ The game resumes ({user}); deadlines move by the time it stood still.",
    "ui.gm.deadline_set": "⏱️ {user} set the time for {cls} to {hours} h (new decisions).",
    "ui.gm.extended": "⏱️ {user} gave {who} {hours} h more.",
    "ui.gm.undone": "↩️ {user} took back {moves} move(s); the open decisions are asked again.",
    "ui.gm.replaced": "🔁 {user}: {new} takes over the **{seat}** from {old}.",
    "ui.gm.seated_computer": ("🪑 {user}: {new} takes the **{seat}** from its computer player."),
    "ui.gm.seated_empty": "🪑 {user}: {new} takes the empty **{seat}**.",
    "ui.gm.kicked": "🚪 {user} removed {target}; a computer player holds the **{seat}**.",
    "ui.gm.left": "🚪 {user} left; a computer player holds the **{seat}**.",
    "ui.gm.exported": "📦 {user} exported the game's record.",
    "ui.gm.history_head": "📜 The private history of the **{seat}**:",
    "ui.gm.history_none": "(nothing private so far)",
    "ui.gm.history_title": "{game} — game {game_id}",
    "ui.gm.history_end": "(exported {at})",
    "ui.gm.ok": "Done.",
    "ui.gm.export_ready": "The record of game {game_id}: JSON and a readable history.",
    "error.gm_only": "Only the game's creator or a game master may do that.",
    "error.gm_pause_hours": "A pause lasts at most {limit:g} hours.",
    "error.gm_not_paused": "The game is not paused.",
    "error.gm_deadline_class": "Choose one of: {classes}, or all.",
    "error.gm_deadline_hours": "A deadline is between a few minutes and {limit:g} hours.",
    "error.gm_extend_hours": "An extension is at most {limit:g} hours.",
    "error.gm_nothing_to_extend": "No open decision has a deadline to extend.",
    "error.gm_undo_checkpoint": (
        "Nothing to undo: the last move rolled dice, drew or revealed something, and that"
        " cannot be taken back."
    ),
    "error.gm_undo_too_far": (
        "Only the last {moves} move(s) can be taken back (not past a die roll or a reveal)."
    ),
    "error.gm_busy": "The game moved meanwhile; try again.",
    "error.gm_no_seat": "That player holds no seat in this game.",
    "error.gm_seat_unknown": "This game has no seat {seat}.",
    "error.gm_seat_held": "{user} holds the **{seat}**: use /gm replace to swap players.",
    # command descriptions
    "cmd.gm": "Game master's tools",
    "cmd.gm.pause": "Pause the game (deadlines frozen)",
    "cmd.gm.pause.hours": "Hours at most (the pause ends on its own)",
    "cmd.gm.resume": "Resume a paused game",
    "cmd.gm.extend": "Give more time for the open decisions",
    "cmd.gm.extend.hours": "Hours to add",
    "cmd.gm.extend.faction": "Only this faction's decisions",
    "cmd.gm.deadline": "Set how long decisions wait",
    "cmd.gm.deadline.kind": "Votes, other decisions, or all",
    "cmd.gm.deadline.hours": "Hours",
    "cmd.gm.undo": "Take back the moves since the last die roll or reveal",
    "cmd.gm.undo.moves": "Only the last N moves",
    "cmd.gm.replace": "Give a player's seat to another member",
    "cmd.gm.replace.old": "The player leaving",
    "cmd.gm.replace.new": "The player taking over",
    "cmd.gm.seat": "Seat a member in an empty seat or one a computer player holds",
    "cmd.gm.seat.player": "The member taking the seat",
    "cmd.gm.seat.faction": "The seat (faction)",
    "cmd.gm.kick": "Remove a player; a computer player holds the seat",
    "cmd.gm.kick.player": "The player to remove",
    "cmd.gm.export": "The game's record (JSON and readable history)",
    "cmd.faction.away": "Away: standing orders play your faction",
    "cmd.faction.away.until": "Back on (YYYY-MM-DD, UTC); leave out: until you are back",
    "cmd.faction.away.votes": "On votes: default (abstain), computer, or with:<faction>",
    "cmd.faction.away.other": "Other decisions: default (pass) or computer",
    "cmd.faction.back": "You are back: your faction is yours again",
}
