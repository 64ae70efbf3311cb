"""Russian texts of the game's pace: the pace part."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "option.pace": "Сроки: один на фазу, один на каждое решение или без сроков",
    "option.phase_hours": "Часы на фазу, после которых открытые решения принимаются по умолчанию",
    "ui.gm.class.phase": "срок каждой фазы",
    "ui.prompt.due": "⏳ Срок истекает {due}.",
    "ui.orientation.phase": (
        "У этой фазы один срок: он истекает {due}, и тогда всё ещё открытое решается по "
        "умолчанию. Закончили раньше? `/ход готово`."
    ),
    "ui.pace.phase": "срок на фазу",
    "ui.pace.decision": "срок на каждое решение",
    "ui.pace.none": "без сроков",
    "cmd.gm.pace": "Сменить темп: по какому сроку идут решения партии",
    "cmd.gm.pace.pace": "Темп",
    "ui.gm.pace_set": "⏱️ {user} меняет темп партии: {pace} (со следующего хода).",
    "error.gm_pace": "Выберите одно из: {paces}.",
    "cmd.turn.ready": "Готово на эту фазу: ваши открытые решения принимаются по умолчанию",
    "ui.ready.notice": "✅ **{seat}**: готово на эту фазу.",
    "ui.ready.done": {
        "one": "✅ Готово на эту фазу. За вас принято {count} решение:\n{played}",
        "few": "✅ Готово на эту фазу. За вас приняты {count} решения:\n{played}",
        "many": "✅ Готово на эту фазу. За вас принято {count} решений:\n{played}",
        "other": "✅ Готово на эту фазу. За вас принято {count} решения:\n{played}",
    },
    "error.ready_nothing_open": "В этой фазе у вас нет открытых решений.",
    "error.ready_no_default": (
        "У ваших открытых решений нет действия по умолчанию: выберите в запросе или через "
        "`/ход сделать`."
    ),
}
