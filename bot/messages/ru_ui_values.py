"""Russian texts of the words values are shown by in the lobby and the status: a game's
status and an option's value."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "ui.game_status.lobby": "набор игроков",
    "ui.game_status.active": "идёт",
    "ui.game_status.finished": "окончена",
    "ui.game_status.abandoned": "брошена",
    "ui.option_value.on": "вкл.",
    "ui.option_value.off": "выкл.",
    "ui.option_value.none": "нет",
    "ui.option_value.phase": "по фазам",
    "ui.option_value.decision": "по решениям",
    "ui.option_value.early": "ранняя республика",
    "ui.option_value.middle": "средняя республика",
    "ui.option_value.late": "поздняя республика",
    "ui.option_value.extended": "расширенный",
    "ui.option_value.alternative": "альтернативный",
    "ui.option_value.romani": "Римские игры",
    "ui.option_value.open_board": "открытое поле",
    "ui.option_value.random_italy": "случайная Италия",
    "ui.option_value.sealed": "тайное",
    "ui.option_value.open": "открытое",
    "ui.option_value.demo": "демонстрационный",
    "ui.option_value.rulebook": "по правилам",
    "ui.option_value.rough_strait": "бурный пролив",
    "ui.option_value.free": "свободно",
    "ui.option_value.cup": "чаша консулов",
    "ui.option_value.displaced": "вытеснен",
}
