"""Russian texts of async play and the game master's tools: the GM part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # deadlines
    "ui.deadline.defaulted": "⌛ **{seat}**: время истекло — {label}.",
    "ui.deadline.defaulted_privately": (
        "⌛ **{seat}**: время истекло; решение по умолчанию принято втайне."
    ),
    # absences
    "ui.away.notice": (
        "🏖️ {user} (**{seat}**) отсутствует, срок: {until}; за фракцию играют постоянные приказы."
    ),
    "ui.away.back": "👋 {user} снова во главе: **{seat}**.",
    "ui.away.done": "**{seat}**: постоянные приказы заданы.",
    "ui.away.welcome": "С возвращением! **{seat}** — снова под вашим началом.",
    "ui.away.order.default": "по умолчанию (воздержаться, пас)",
    "ui.away.order.computer": "играет компьютер",
    "error.away_bad_order": "Такого постоянного приказа я не знаю: {order}.",
    "error.away_with_votes_only": (
        "Голосовать вместе с другой фракцией можно только в голосованиях."
    ),
    "error.away_past": "Эта дата уже прошла.",
    "error.away_not_away": "Ваша фракция не отсутствует.",
    "error.bad_date": "Укажите дату как ГГГГ-ММ-ДД (UTC) или не указывайте её.",
    # game master
    "ui.gm.until_back": "до возвращения",
    "ui.gm.computer_fallback": (
        "⚠️ **{seat}**: ход компьютера не удался; вместо него принято действие по умолчанию "
        "(записано в журнал ведущего)."
    ),
    "ui.gm.the_clock": "пауза истекла",
    "ui.gm.everyone": "всех",
    "ui.gm.class.vote": "голосования",
    "ui.gm.class.quick": "прочие решения",
    "ui.gm.class.all": "все решения",
    "ui.gm.paused": (
        "⏸️ {user} ставит партию на паузу (самое позднее — {until}). Сроки заморожены."
    ),
    "ui.gm.resumed": "▶️ Партия продолжается ({user}); сроки сдвинуты на время паузы.",
    "ui.gm.deadline_set": "⏱️ {user} задаёт срок — {cls}: {hours} ч (для новых решений).",
    "ui.gm.extended": "⏱️ {user} продлевает срок на {hours} ч — для: {who}.",
    "ui.gm.undone": (
        "↩️ {user} отменяет ходы (отменено: {moves}); открытые решения запрошены заново."
    ),
    "ui.gm.replaced": "🔁 {user}: место **{seat}** переходит от {old} к {new}.",
    "ui.gm.seated_computer": "🪑 {user}: {new} занимает место **{seat}** вместо компьютера.",
    "ui.gm.seated_empty": "🪑 {user}: {new} занимает свободное место **{seat}**.",
    "ui.gm.kicked": "🚪 {user} исключает {target}; место **{seat}** занимает компьютер.",
    "ui.gm.left": "🚪 {user} выходит; место **{seat}** занимает компьютер.",
    "ui.gm.exported": "📦 {user} выгружает запись партии.",
    "ui.gm.history_head": "📜 Личная история — **{seat}**:",
    "ui.gm.history_none": "(личного пока ничего)",
    "ui.gm.history_title": "{game} — партия {game_id}",
    "ui.gm.history_end": "(выгружено {at})",
    "ui.gm.ok": "Готово.",
    "ui.gm.export_ready": "Запись партии {game_id}: JSON и история для чтения.",
    "error.gm_only": "Это может только создатель партии или ведущий.",
    "error.gm_pause_hours": "Пауза длится не больше {limit:g} ч.",
    "error.gm_not_paused": "Партия не на паузе.",
    "error.gm_deadline_class": "Выберите одно из: {classes} или all.",
    "error.gm_deadline_hours": "Срок — от нескольких минут до {limit:g} ч.",
    "error.gm_extend_hours": "Продлить можно не больше чем на {limit:g} ч.",
    "error.gm_nothing_to_extend": (
        "Ни у одного открытого решения нет срока, который можно продлить."
    ),
    "error.gm_undo_checkpoint": (
        "Отменять нечего: последний ход бросил кубики, вытянул или открыл что-то, а это"
        " вернуть нельзя."
    ),
    "error.gm_undo_too_far": (
        "Вернуть можно только последние ходы (не больше {moves}; не раньше броска или открытия)."
    ),
    "error.gm_busy": "Партия тем временем продвинулась; попробуйте ещё раз.",
    "error.gm_no_seat": "У этого игрока нет места в партии.",
    "error.gm_seat_unknown": "В этой партии нет места {seat}.",
    "error.gm_seat_held": (
        "{user} занимает место **{seat}**: чтобы поменять игроков, используйте /ведущий заменить."
    ),
    # command descriptions
    "cmd.gm": "Инструменты ведущего",
    "cmd.gm.pause": "Поставить партию на паузу (сроки заморожены)",
    "cmd.gm.pause.hours": "Сколько часов самое большее (потом пауза кончится сама)",
    "cmd.gm.resume": "Продолжить партию после паузы",
    "cmd.gm.extend": "Дать больше времени на открытые решения",
    "cmd.gm.extend.hours": "Сколько часов добавить",
    "cmd.gm.extend.faction": "Только решения этой фракции",
    "cmd.gm.deadline": "Задать, сколько ждут решения",
    "cmd.gm.deadline.kind": "Голосования, прочие решения или все",
    "cmd.gm.deadline.hours": "Часы",
    "cmd.gm.undo": "Отменить ходы с последнего броска или открытия",
    "cmd.gm.undo.moves": "Только последние N ходов",
    "cmd.gm.replace": "Отдать место игрока другому участнику",
    "cmd.gm.replace.old": "Игрок, который уходит",
    "cmd.gm.replace.new": "Игрок, который его сменяет",
    "cmd.gm.seat": "Посадить участника на свободное место или место компьютера",
    "cmd.gm.seat.player": "Участник, занимающий место",
    "cmd.gm.seat.faction": "Место (фракция)",
    "cmd.gm.kick": "Исключить игрока; его место займёт компьютер",
    "cmd.gm.kick.player": "Кого исключить",
    "cmd.gm.export": "Запись партии (JSON и история для чтения)",
    "cmd.faction.away": "Отойти: вашей фракцией играют постоянные приказы",
    "cmd.faction.away.until": "Дата возвращения (ГГГГ-ММ-ДД, UTC); без неё — пока не вернётесь",
    "cmd.faction.away.votes": "В голосованиях: default (воздержаться), computer или with:<фракция>",
    "cmd.faction.away.other": "Прочие решения: default (пас) или computer",
    "cmd.faction.back": "Вы вернулись: фракция снова ваша",
}
