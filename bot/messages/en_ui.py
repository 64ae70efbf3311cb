"""English texts of the Discord layer and the service (lobby, errors, generic UI)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # ------------------------------------------------------------------ seats
    "seat.optimates": "Optimates",
    "seat.populares": "Populares",
    "seat.equites": "Equites",
    "seat.plebeians": "Plebeians",
    "seat.patricians": "Patricians",
    "seat.publicani": "Publicani",
    # ------------------------------------------------------------------ commands
    "cmd.game": "Create, join and run a game in this channel",
    "cmd.game.create": "Open a new game in this channel",
    "cmd.game.create.game": "Which game to play",
    "cmd.game.create.scenario": "Which scenario of the game to play",
    "cmd.game.create.players": "How many players (the game says how many it takes)",
    "cmd.game.create.turn_limit": "End the game after this many turns (optional)",
    "cmd.game.join": "Take a seat in this channel's game",
    "cmd.game.join.faction": "The faction you want (a free one at random if omitted)",
    "cmd.game.leave": "Give up your seat before the game starts",
    "cmd.game.bot": "Seat a computer player (creator only)",
    "cmd.game.bot.faction": "The faction it plays (the first free one if omitted)",
    "cmd.game.start": "Start the game once every seat is taken (creator only)",
    "cmd.game.status": "Show where the game stands",
    "cmd.game.hand": "Show your hand and faction treasury (only you see it)",
    "cmd.game.abandon": "Abandon this channel's game (creator only)",
    "cmd.turn": "Act on the decisions waiting for you",
    "cmd.turn.pending": "Show the decisions waiting for you, with fresh buttons",
    "cmd.turn.act": "Take one of your legal actions",
    "cmd.turn.act.choice": "The action to take",
    # ------------------------------------------------------------------ lobby replies
    "ui.game.created": (
        "🏛️ {creator} opens a game of {game} ({scenario}) for {players} "
        "factions. Take a seat with `/game join`."
    ),
    "ui.game.joined": "{user} joins as the **{seat}** ({taken}/{total} seats taken).",
    "ui.game.left": "{user} leaves the **{seat}** seat ({taken}/{total} seats taken).",
    "ui.game.bot_added": "🤖 A computer player takes the **{seat}** seat ({taken}/{total}).",
    "ui.game.started": "The game is under way. Your hand comes by direct message.",
    "ui.game.abandoned": "The game in this channel was abandoned.",
    "ui.game.no_prompts": "Nothing is waiting for you right now.",
    "ui.game.done": "Done.",
    "ui.game.done_choice": "Done: **{label}**.",
    # ------------------------------------------------------------------ status
    "ui.status.lobby_title": "Game #{game_id} — waiting for players",
    "ui.status.status": "Status: {status}",
    "ui.status.seats": "Seats",
    "ui.status.open_seat": "*(open)*",
    "ui.status.bot_seat": "🤖 computer",
    "ui.status.nobody": "nobody",
    "ui.status.no_senators": "no senators",
    "ui.status.more": "… and {count} more",
    # ------------------------------------------------------------------ hand
    "ui.hand.title": "Your hand — {seat}",
    "ui.hand.cards": "Cards in hand",
    "ui.hand.empty": "No cards in hand.",
    "ui.hand.treasury": "Faction treasury",
    "ui.hand.talents": {"by": "talents", "one": "{talents} talent", "other": "{talents} talents"},
    # ------------------------------------------------------------------ prompts
    "ui.prompt.for": "{mention} — {text}",
    "ui.prompt.chosen": "{text}\n✅ {user}: **{label}**",
    # what heads a private message: which game asks, where it is played, a link there
    "ui.private.context": "🏛️ **{game}** · game #{game_id} · {place} · {link}",
    "ui.private.place": "{server} › #{channel}",
    "ui.private.place_unknown": "its channel",
    "ui.private.game_dm": "✉️ {user}: the game's private messages go by direct message.",
    "ui.private.game_thread": (
        "🧵 {user}: the game's private messages go to each player's private thread here."
    ),
    "ui.private.mine_dm": "Your private messages of this game go by direct message.",
    "ui.private.mine_thread": (
        "Your private messages of this game go to your private thread in its channel."
    ),
    "error.private_place": "Private messages go to one of: {places}.",
    # counted things joined in a sentence (`bot.messages.counted`)
    "counts.and": "{first} and {last}",
    # a prompt whose decision closed: its message says how, and its buttons go
    "ui.prompt.closed": "{text}\n{outcome}",
    "ui.prompt.closed.chosen": "✅ Decided: **{label}**.",
    "ui.prompt.closed.default": "⌛ Time ran out; decided by default: **{label}**.",
    "ui.prompt.closed.standing": "📋 Decided by your standing orders: **{label}**.",
    "ui.prompt.closed.moved_on": "➡️ Closed: the game moved on without this decision.",
    "ui.prompt.closed.ended": "🏁 Closed: the game is over.",
    "ui.prompt.closed.undone": "↩️ Closed: the game master took moves back; a new prompt follows.",
    "ui.prompt.closed.abandoned": "Closed: the game was abandoned.",
    "ui.prompt.placeholder": "Choose…",
    "ui.prompt.none": "No choice is available.",
    # a public decision whose choices name the seat's secrets (docs/DESIGN.md)
    "ui.prompt.deciding": "⏳ {mention} — {text}\n🔒 Your choices were sent to you privately.",
    # ------------------------------------------------------------------ outbox kinds
    "ui.started": (
        "⚔️ The game has begun! Each faction's hand was sent privately; "
        "`/game hand` shows yours again."
    ),
    "ui.abandoned": "🏚️ The game was abandoned.",
    "ui.finished": "🏁 The game is over. `/game status` shows the final position.",
    "ui.dm_closed": (
        "{user}'s direct messages are closed; their private messages go to a private thread."
    ),
    "ui.fallback_unavailable": (
        "{user}, I cannot send you private messages here. Use `/game hand` to see your "
        "private information."
    ),
    "ui.thread_name": "Praetor — {seat} (private)",
    "ui.reminder": "⏰ {user}: a decision is waiting for the **{seat}**; time runs out {due}.",
    # ------------------------------------------------------------------ errors
    "ui.illegal": "⛔ {text}",
    #: refused by the engine's dispatch (`bot/engine/procedures.py`), with the game's rule
    "illegal.game_over": "The game is over [{rule}]",
    "illegal.not_your_turn": "Not your turn: the game waits for {waiting} [{rule}]",
    "illegal.malformed": "That action is not understood ({detail}).",
    "error.generic": (
        "Sorry, something went wrong on my side. Nothing was changed; please try again."
    ),
    "error.game_not_found": "There is no game in this channel. Open one with `/game create`.",
    "error.not_in_game": "You are not playing in this game.",
    "error.not_your_decision": "That is not your decision.",
    "error.stale": "This prompt is out of date; here is the current one.",
    "error.stale_none": "This prompt is out of date, and nothing is waiting for you now.",
    "error.lobby": "That cannot be done in the lobby now.",
    "error.already_joined": "You already hold the **{seat}** seat.",
    "error.full": "Every seat is taken.",
    "error.unknown_seat": "There is no **{seat}** seat in this game.",
    "error.seat_taken": "The **{seat}** seat is taken.",
    "error.short": "{open} of {total} seats are still open; every seat must be filled first.",
    "error.player_count": "A game has {low} to {high} factions.",
    "error.bad_options": "Those options are not valid: {detail}",
    "error.bad_level": "There is no computer player of level {level}.",
    "error.channel_busy": "This channel already has a game. Finish or abandon it first.",
    "error.already_started": "The game has already started.",
    "error.not_running": "The game is not running.",
    "error.not_started": "The game has not started yet.",
    "error.unknown_game": "Unknown game {game}.",
    "error.paused": "The game is paused.",
    "error.not_allowed": "You may not do that.",
    "error.creator_only": "Only the game's creator can do that.",
    "error.guild_only": "Use this command in a server channel.",
    "error.check_failed": "You cannot use this command here.",
    "error.bad_argument": "I could not read `{param}`: {value}",
    "error.unknown_choice": "Pick one of the offered choices.",
    "error.storage_full": (
        "⛔ Your move was not saved: the server's storage is full. Nothing changed; try "
        "again once the host has made room."
    ),
    "error.storage_full_after": (
        "Your move was saved, but the computer players could not answer it: the server's "
        "storage is full. The game goes on once the host has made room."
    ),
    "error.storage_full_other": (
        "⛔ That was not saved: the server's storage is full. Nothing changed; try again "
        "once the host has made room."
    ),
    "error.wrong_channel": (
        "This prompt belongs to a game elsewhere: answer it in the game's channel, your "
        "private thread or your direct messages. Nothing was changed."
    ),
}
