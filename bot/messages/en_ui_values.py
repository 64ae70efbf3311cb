"""English texts of the words values are shown by in the lobby and the status: a game's
status (`ui.game_status.<status>`) and an option's value (`ui.option_value.<word>`: the
word itself, as it is typed in `/game option`)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "ui.game_status.lobby": "lobby",
    "ui.game_status.active": "active",
    "ui.game_status.finished": "finished",
    "ui.game_status.abandoned": "abandoned",
    "ui.option_value.on": "on",
    "ui.option_value.off": "off",
    "ui.option_value.none": "none",
    # the pace (bot/service/deadlines.py)
    "ui.option_value.phase": "phase",
    "ui.option_value.decision": "decision",
    # scenarios and eras
    "ui.option_value.early": "early",
    "ui.option_value.middle": "middle",
    "ui.option_value.late": "late",
    "ui.option_value.extended": "extended",
    "ui.option_value.alternative": "alternative",
    "ui.option_value.romani": "romani",
    "ui.option_value.open_board": "open_board",
    "ui.option_value.random_italy": "random_italy",
    # The Republic of Rome: Senate votes [1.09.13]
    "ui.option_value.sealed": "sealed",
    "ui.option_value.open": "open",
    # Sword of Rome's variants
    "ui.option_value.demo": "demo",
    "ui.option_value.rulebook": "rulebook",
    "ui.option_value.rough_strait": "rough_strait",
    "ui.option_value.free": "free",
    "ui.option_value.cup": "cup",
    "ui.option_value.displaced": "displaced",
}
