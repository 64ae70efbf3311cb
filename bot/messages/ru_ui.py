"""Russian texts of the Discord layer and the service: the UI part (lobby, errors,
generic UI)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # ------------------------------------------------------------------ seats
    "seat.optimates": "Оптиматы",
    "seat.populares": "Популяры",
    "seat.equites": "Всадники",
    "seat.plebeians": "Плебеи",
    "seat.patricians": "Патриции",
    "seat.publicani": "Публиканы",
    # ------------------------------------------------------------------ commands
    "cmd.game": "Создать партию в этом канале, войти в неё и вести её",
    "cmd.game.create": "Открыть новую партию в этом канале",
    "cmd.game.create.game": "Во что играть",
    "cmd.game.create.scenario": "Какой сценарий игры играть",
    "cmd.game.create.players": "Сколько игроков (сколько нужно, скажет игра)",
    "cmd.game.create.turn_limit": "Закончить партию после стольких ходов (необязательно)",
    "cmd.game.join": "Занять место в партии этого канала",
    "cmd.game.join.faction": "Желаемая фракция (если не указать — случайная свободная)",
    "cmd.game.leave": "Освободить своё место до начала партии",
    "cmd.game.bot": "Посадить компьютерного игрока (только создатель)",
    "cmd.game.bot.faction": "Его фракция (если не указать — первая свободная)",
    "cmd.game.start": "Начать партию, когда все места заняты (только создатель)",
    "cmd.game.status": "Показать состояние партии",
    "cmd.game.hand": "Показать вашу руку и казну фракции (видите только вы)",
    "cmd.game.abandon": "Бросить партию этого канала (только создатель)",
    "cmd.turn": "Ответить на решения, которые ждут вас",
    "cmd.turn.pending": "Показать решения, которые ждут вас, с новыми кнопками",
    "cmd.turn.act": "Выполнить одно из доступных вам действий",
    "cmd.turn.act.choice": "Какое действие выполнить",
    # ------------------------------------------------------------------ lobby replies
    "ui.game.created": (
        "🏛️ {creator} открывает партию — {game} ({scenario}), фракций: {players}. "
        "Займите место командой `/партия войти`."
    ),
    "ui.game.joined": "{user} занимает место: **{seat}** (занято мест: {taken} из {total}).",
    "ui.game.left": "{user} освобождает место **{seat}** (занято мест: {taken} из {total}).",
    "ui.game.bot_added": "🤖 Компьютерный игрок занимает место **{seat}** ({taken}/{total}).",
    "ui.game.started": "Партия началась. Ваша рука придёт личным сообщением.",
    "ui.game.abandoned": "Партия в этом канале брошена.",
    "ui.game.no_prompts": "Сейчас вас ничто не ждёт.",
    "ui.game.done": "Готово.",
    "ui.game.done_choice": "Готово: **{label}**.",
    # ------------------------------------------------------------------ status
    "ui.status.lobby_title": "Партия №{game_id} — ждём игроков",
    "ui.status.status": "Состояние: {status}",
    "ui.status.seats": "Места",
    "ui.status.open_seat": "*(свободно)*",
    "ui.status.bot_seat": "🤖 компьютер",
    "ui.status.nobody": "никто",
    "ui.status.no_senators": "нет сенаторов",
    "ui.status.more": "… и ещё {count}",
    # ------------------------------------------------------------------ hand
    "ui.hand.title": "Ваша рука — {seat}",
    "ui.hand.cards": "Карты на руке",
    "ui.hand.empty": "На руке нет карт.",
    "ui.hand.treasury": "Казна фракции",
    "ui.hand.talents": {
        "by": "talents",
        "one": "{talents} талант",
        "few": "{talents} таланта",
        "many": "{talents} талантов",
        "other": "{talents} таланта",
    },
    # ------------------------------------------------------------------ prompts
    "ui.prompt.for": "{mention} — {text}",
    "ui.prompt.chosen": "{text}\n✅ {user}: **{label}**",
    # what heads a private message: which game asks, where it is played, a link there
    "ui.private.context": "🏛️ **{game}** · партия №{game_id} · {place} · {link}",
    "ui.private.place": "{server} › #{channel}",
    "ui.private.place_unknown": "её канал",
    "ui.private.game_dm": "✉️ {user}: закрытые сообщения партии приходят в личные сообщения.",
    "ui.private.game_thread": (
        "🧵 {user}: закрытые сообщения партии приходят в личные ветки игроков здесь."
    ),
    "ui.private.mine_dm": "Ваши закрытые сообщения этой партии приходят в личные сообщения.",
    "ui.private.mine_thread": (
        "Ваши закрытые сообщения этой партии приходят в вашу личную ветку в её канале."
    ),
    "error.private_place": "Закрытые сообщения можно получать так: {places}.",
    # counted things joined in a sentence (`bot.messages.counted`)
    "counts.and": "{first} и {last}",
    # a prompt whose decision closed: its message says how, and its buttons go
    "ui.prompt.closed": "{text}\n{outcome}",
    "ui.prompt.closed.chosen": "✅ Решено: **{label}**.",
    "ui.prompt.closed.default": "⌛ Время вышло; решено по умолчанию: **{label}**.",
    "ui.prompt.closed.standing": "📋 Решено вашими постоянными приказами: **{label}**.",
    "ui.prompt.closed.moved_on": "➡️ Закрыто: партия пошла дальше без этого решения.",
    "ui.prompt.closed.ended": "🏁 Закрыто: партия окончена.",
    "ui.prompt.closed.undone": "↩️ Закрыто: ведущий отменил ходы; будет новый запрос.",
    "ui.prompt.closed.abandoned": "Закрыто: партия брошена.",
    "ui.prompt.placeholder": "Выберите…",
    "ui.prompt.none": "Выбирать не из чего.",
    # a public decision whose choices name the seat's secrets (docs/DESIGN.md)
    "ui.prompt.deciding": "⏳ {mention} — {text}\n🔒 Варианты выбора отправлены вам лично.",
    # ------------------------------------------------------------------ outbox kinds
    "ui.started": (
        "⚔️ Партия началась! Рука каждой фракции отправлена лично; "
        "`/партия рука` покажет вашу снова."
    ),
    "ui.abandoned": "🏚️ Партия брошена.",
    "ui.finished": "🏁 Партия окончена. `/партия состояние` покажет итоговое положение.",
    "ui.dm_closed": (
        "У {user} закрыты личные сообщения; закрытые сообщения партии пойдут в личную ветку."
    ),
    "ui.fallback_unavailable": (
        "{user}, я не могу отправлять вам сюда закрытые сообщения. Ваши тайные сведения покажет "
        "`/партия рука`."
    ),
    "ui.thread_name": "Praetor — {seat} (личная)",
    "ui.reminder": "⏰ {user}: за вами решение — **{seat}**; срок истекает {due}.",
    # ------------------------------------------------------------------ errors
    "ui.illegal": "⛔ {text}",
    #: refused by the engine's dispatch (`bot/engine/procedures.py`), with the game's rule
    "illegal.game_over": "Партия окончена [{rule}]",
    "illegal.not_your_turn": "Сейчас не ваша очередь; партия ждёт: {waiting} [{rule}]",
    "illegal.malformed": "Такое действие непонятно ({detail}).",
    "error.generic": (
        "Простите, у меня что-то пошло не так. Ничего не изменилось; попробуйте ещё раз."
    ),
    "error.game_not_found": "В этом канале нет партии. Откройте её командой `/партия создать`.",
    "error.not_in_game": "Вы не играете в этой партии.",
    "error.not_your_decision": "Это решение не ваше.",
    "error.stale": "Этот запрос устарел; вот текущий.",
    "error.stale_none": "Этот запрос устарел, и сейчас вас ничто не ждёт.",
    "error.lobby": "Сейчас в лобби этого сделать нельзя.",
    "error.already_joined": "Вы уже занимаете место **{seat}**.",
    "error.full": "Все места заняты.",
    "error.unknown_seat": "В этой партии нет места **{seat}**.",
    "error.seat_taken": "Место **{seat}** занято.",
    "error.short": "Свободных мест: {open} из {total}; сначала нужно занять все места.",
    "error.player_count": "В партии от {low} до {high} фракций.",
    "error.bad_options": "Эти настройки недопустимы: {detail}",
    "error.bad_level": "Компьютерного игрока уровня {level} нет.",
    "error.channel_busy": "В этом канале уже есть партия. Сначала закончите или бросьте её.",
    "error.already_started": "Партия уже началась.",
    "error.not_running": "Партия не идёт.",
    "error.not_started": "Партия ещё не началась.",
    "error.unknown_game": "Неизвестная игра {game}.",
    "error.paused": "Партия на паузе.",
    "error.not_allowed": "Вам этого делать нельзя.",
    "error.creator_only": "Это может только создатель партии.",
    "error.guild_only": "Используйте эту команду в канале сервера.",
    "error.check_failed": "Здесь эту команду использовать нельзя.",
    "error.bad_argument": "Не удалось прочитать `{param}`: {value}",
    "error.unknown_choice": "Выберите один из предложенных вариантов.",
    "error.storage_full": (
        "⛔ Ваш ход не сохранён: хранилище сервера переполнено. Ничего не изменилось; "
        "попробуйте снова, когда владелец освободит место."
    ),
    "error.storage_full_after": (
        "Ваш ход сохранён, но компьютерные игроки не смогли ответить: хранилище сервера "
        "переполнено. Партия продолжится, когда владелец освободит место."
    ),
    "error.storage_full_other": (
        "⛔ Это не сохранено: хранилище сервера переполнено. Ничего не изменилось; "
        "попробуйте снова, когда владелец освободит место."
    ),
    "error.wrong_channel": (
        "Этот запрос относится к партии в другом месте: ответьте в канале партии, в своей "
        "личной ветке или в личных сообщениях. Ничего не изменилось."
    ),
}
