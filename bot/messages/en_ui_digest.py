"""The channel one can catch up on: the phase digests, the turn threads and the game's
pinned orientation message."""

MESSAGES = {
    "ui.digest.title": "Turn {turn}: {phase}",
    "ui.digest.dice": "Dice",
    "ui.digest.happened": "What happened",
    "ui.digest.quiet": "Nothing of note.",
    "ui.digest.waiting": "⏳ The game now waits for {who}.",
    "ui.digest.seat": "{mention} (**{seat}**)",
    "ui.digest.thread": "Every step of the turn: {thread}",
    "ui.turn_thread": "Game {game_id} · turn {turn}",
    "ui.orientation.title": "📌 **How this game runs**",
    "ui.orientation.decisions": (
        "When the game needs you, you are mentioned once per phase. Public choices come as "
        "buttons in this channel, secret ones (ballots, cards) by direct message. Each phase "
        "ends with a digest here; every step of a turn is in the turn's thread."
    ),
    "ui.orientation.commands": (
        "`/turn pending` shows what you have to decide, `/why` the rule behind it, "
        "`/faction away` keeps your seat playing by standing orders while you are away."
    ),
    "ui.orientation.next": (
        "When a deadline passes, the game takes its default. Next deadline: {due}."
    ),
    "ui.orientation.no_deadline": "No deadline is running now; `/game status` shows the next one.",
}
