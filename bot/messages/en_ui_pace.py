"""English texts of the game's pace: which clock decisions run on, the GM's change, and a
player's "ready" (done for this phase)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "option.pace": "Deadlines: one clock per phase, one per decision, or none",
    "option.phase_hours": "Hours a phase's clock runs before what is open takes its default",
    "ui.gm.class.phase": "each phase's clock",
    "ui.prompt.due": "⏳ Time runs out {due}.",
    "ui.orientation.phase": (
        "This phase runs on one clock: it runs out {due}, and then what is still open takes "
        "its default. Done sooner? `/turn ready`."
    ),
    "ui.pace.phase": "one clock per phase",
    "ui.pace.decision": "one clock per decision",
    "ui.pace.none": "no deadlines",
    "cmd.gm.pace": "Change which clock the game's decisions run on",
    "cmd.gm.pace.pace": "The pace",
    "ui.gm.pace_set": "⏱️ {user} set the game's pace: {pace} (from the next move).",
    "error.gm_pace": "Choose one of: {paces}.",
    "cmd.turn.ready": "Done for this phase: your open decisions take their defaults",
    "ui.ready.notice": "✅ The **{seat}** is done for this phase.",
    "ui.ready.done": {
        "one": "✅ Done for this phase. Played for you:\n{played}",
        "other": "✅ Done for this phase. Played for you ({count} decisions):\n{played}",
    },
    "error.ready_nothing_open": "Nothing of yours is open in this phase.",
    "error.ready_no_default": (
        "Your open decisions have no default: choose with the prompt or `/turn act`."
    ),
}
