"""Russian texts of the game's language: the language part."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    #: the locale's own name for itself, as the language choices show it
    "locale.name": "Русский",
    "ui.gm.language_set": "🌐 {user}: язык партии теперь — {language}.",
    "error.unknown_locale": "Языка {locale} нет. Доступные языки: {valid}.",
    "cmd.game.create.language": "Язык канала партии и её сообщений",
    "cmd.gm.language": "Сменить язык, на котором говорит партия",
    "cmd.gm.language.language": "Язык",
}
