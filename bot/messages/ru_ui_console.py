"""Russian texts of the console (`praetor demo`): the transcript's frame, the hands it reveals."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.console.started": "— Партия начинается. —",
    "ui.console.finished": "— Партия окончена. —",
    "ui.console.abandoned": "— Партия прервана. —",
    "ui.console.dm_closed": "(личные сообщения игрока закрыты)",
    "ui.console.waiting": "⏳ Ждём: {who}",
    "ui.console.hand": "на руке: {cards}",
    "ui.console.hand_empty": "(пусто)",
    "ui.console.treasury": "казна фракции: {talents} Т.",
    "ui.console.private_view": "(закрытые сведения)",
    "ui.console.demo_title": "Демо Praetor — {game}, сид {seed}, {factions}, {length}.",
    "ui.console.demo_factions": {
        "by": "factions",
        "one": "{factions} фракция",
        "few": "{factions} фракции",
        "many": "{factions} фракций",
        "other": "{factions} фракции",
    },
    "ui.console.demo_whole": "вся партия",
    "ui.console.demo_turns": {
        "by": "turns",
        "one": "не больше {turns} хода",
        "few": "не больше {turns} ходов",
        "many": "не больше {turns} ходов",
        "other": "не больше {turns} хода",
    },
    "ui.console.demo_players": "Компьютерные игроки: {seats}.",
    "ui.console.demo_private": "Личные сообщения показаны с отступом и пометкой 🔒.",
    "ui.console.demo_stuck": "ошибка: партия не закончилась за ходов: {moves}",
    "ui.console.demo_nobody_waited": "ошибка: партия никого не ждёт, но не закончилась",
    "ui.console.demo_no_move": "ошибка: компьютерные игроки не сделали ни одного хода",
    "ui.console.demo_end": {
        "by": "moves",
        "one": "({moves} ход компьютерных игроков; {outcome}.)",
        "few": "({moves} хода компьютерных игроков; {outcome}.)",
        "many": "({moves} ходов компьютерных игроков; {outcome}.)",
        "other": "({moves} хода компьютерных игроков; {outcome}.)",
    },
    "ui.console.demo_no_outcome": "без итога",
    "ui.console.demo_won": "{outcome}, победа: {winners}",
    "ui.console.demo_nobody_wins": "{outcome}, победителей нет",
    "ui.console.demo_kept": (
        "Партия сохранена в {database} как партия {game_id}: "
        "praetor export {game_id} --database {database}"
    ),
    "outcome.turn_limit": "предел ходов",
}
