"""Russian texts of the channel one can catch up on: the digest part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.digest.title": "Ход {turn}: {phase}",
    "ui.digest.dice": "Броски",
    "ui.digest.happened": "Что произошло",
    "ui.digest.quiet": "Ничего примечательного.",
    "ui.digest.waiting": "⏳ Теперь партия ждёт: {who}.",
    "ui.digest.seat": "{mention} (**{seat}**)",
    "ui.digest.thread": "Все шаги хода: {thread}",
    "ui.turn_thread": "Партия {game_id} · ход {turn}",
    "ui.orientation.title": "📌 **Как идёт эта партия**",
    "ui.orientation.decisions": (
        "Когда партии нужно ваше решение, вас упоминают один раз за фазу. Открытые решения "
        "приходят кнопками в этот канал, тайные (бюллетени, карты) — личным сообщением. "
        "Каждая фаза заканчивается сводкой здесь; все шаги хода — в ветке хода."
    ),
    "ui.orientation.commands": (
        "`/ход запросы` показывает, что вам нужно решить, `/почему` — правило, стоящее за "
        "решением; после `/фракция отойти` за вашу фракцию, пока вас нет, играют постоянные "
        "приказы."
    ),
    "ui.orientation.next": (
        "Когда срок истекает, партия выбирает действие по умолчанию. Следующий срок: {due}."
    ),
    "ui.orientation.no_deadline": (
        "Сейчас никакой срок не идёт; `/партия состояние` покажет следующий."
    ),
}
