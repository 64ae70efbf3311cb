"""English texts of the game's language: its name, the option at creation, the GM's change."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    #: the locale's own name for itself, as the language choices show it
    "locale.name": "English",
    "ui.gm.language_set": "🌐 {user} set the game's language to {language}.",
    "error.unknown_locale": "There is no language {locale}. The languages are: {valid}.",
    "cmd.game.create.language": "The language of the game's channel and messages",
    "cmd.gm.language": "Change the language the game speaks",
    "cmd.gm.language.language": "The language",
}
