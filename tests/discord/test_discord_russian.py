"""A Republic of Rome game in Russian, through Discord: the server's preferred language is
Russian, so is every player's Discord; one turn is played by clicking the prompts (each
user picks what the `basic` computer player would), with the ephemeral commands a player
uses on the way and a refusal. Everything the bot sent anyone (posts and edits in the
channel, the turns' threads, DMs, the private thread of the player whose DMs are closed,
replies, embeds, button and select labels, thread names) holds no English word: what is
left once Discord's own syntax (mentions, timestamps, links), rule numbers and the names
in `NOT_ENGLISH` are taken out has no Latin word. And a Russian client sees the commands,
their options in Russian, each described (the synced payload's ru localizations)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest

import bot.service.lobby
from tests.discord.test_full_game import _click_choice, _pick
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness

#: what may stay Latin in Russian text: the bot's name and the Roman numerals of land bills
#: and the names the players gave the server and its channel (the harness's)
NOT_ENGLISH = frozenset({"Praetor", "II", "III", "IV", "Rome", "praetor"})
#: Discord's syntax and ours that is no word: mentions, timestamps, links, rule numbers and
#: `code` (what a player types: an option's name and value in `/game option`)
NOT_WORDS = re.compile(
    r"<(?:@[!&]?|#)\d+>|<t:\d+(?::[A-Za-z])?>|https?://\S+|\[\d[\w.,;\- ]*\]|`[^`]*`"
)
LATIN = re.compile(r"[A-Za-z]{2,}")
RUSSIAN = "ru"
GAME_SEED = 4
MAX_STEPS = 3000


def texts_of(body: dict[str, Any]) -> Iterator[str]:
    """Every text of a message's JSON a player reads."""
    for key in ("content", "name"):
        if isinstance(body.get(key), str):
            yield body[key]
    for embed in body.get("embeds") or []:
        yield from (embed.get(k) or "" for k in ("title", "description"))
        yield (embed.get("footer") or {}).get("text") or ""
        yield (embed.get("author") or {}).get("name") or ""
        for field in embed.get("fields") or []:
            yield from (field["name"], field["value"])
    for row in body.get("components") or []:
        for item in row.get("components") or []:
            yield from (item.get(k) or "" for k in ("label", "placeholder"))
            for option in item.get("options") or []:
                yield from (option.get("label") or "", option.get("description") or "")


def english_words(text: str) -> list[str]:
    return [w for w in LATIN.findall(NOT_WORDS.sub(" ", text)) if w not in NOT_ENGLISH]


def test_the_checker_finds_english_and_passes_discords_syntax() -> None:
    assert english_words("Сенат: голосует <@123> <t:1700000000:R> [1.09.41]") == []
    assert english_words("Praetor · https://discord.com/channels/1/2 закон типа II") == []
    assert english_words("Корнелий становится: Censor") == ["Censor"]
    assert english_words("🎭 игры (Slice and Dice)") == ["Slice", "and", "Dice"]


@pytest.fixture
def seen(h: Harness, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every message body the bot sends, as it is posted or edited."""
    bodies: list[dict[str, Any]] = []
    api = h.api
    message, edit = api.message, api.edit

    def posted(channel_id: int, where: str, data: dict[str, Any], **kw: Any) -> Any:
        bodies.append(data)
        return message(channel_id, where, data, **kw)

    def edited(message_id: int, data: dict[str, Any]) -> Any:
        bodies.append(data)
        return edit(message_id, data)

    monkeypatch.setattr(api, "message", posted)
    monkeypatch.setattr(api, "edit", edited)
    return bodies


async def test_a_russian_game_shows_no_english_word(
    h: Harness, seen: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.service.lobby.secrets, "randbits", lambda bits: GAME_SEED)
    h.guild_locale = RUSSIAN
    h.locales = dict.fromkeys((ALICE, BOB, CAROL), RUSSIAN)
    await h.slash(ALICE, "game", "create", players=3)
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    await h.slash(BOB, "game", "start")  # refused: not the creator
    await h.slash(ALICE, "game", "start")
    service = h.bot.service
    game_id = (await service.game_in_channel(CHANNEL_ID)).id
    assert await service.locale(game_id) == RUSSIAN
    steps = 0
    for steps in range(MAX_STEPS):
        info = await service.info(game_id)
        if info.status != "active":
            break
        prompts = await service.prompts(game_id)
        prompt = prompts[0]
        user = info.user_of(prompt.seat)
        assert user is not None
        if steps % 15 == 3:  # what a player asks on the way, answered to them alone
            await h.slash(user, "faction", "view")
            await h.slash(user, "turn", "pending")
            await h.slash(user, "why")
        _, state = await service.state(game_id)
        pick = _pick(prompt, state)
        msg = next(
            (
                m
                for m in reversed(list(h.messages.values()))
                if m.custom_ids and m.custom_ids[0].split(":")[4:5] == [prompt.seat]
            ),
            None,
        )
        if msg is None or not await _click_choice(h, msg, user, prompt.version, pick):
            await h.slash(user, "turn", "act", choice=f"{prompt.version}:{pick}")
    assert (await service.info(game_id)).status == "finished", steps
    threads = [r.json or {} for r in h.api.sent("POST", "/channels/{channel_id}/threads")]
    bodies = [*seen, *threads, *(data for _, _, data in h.responses)]
    assert len(bodies) > 100 and h.thread_posts(CAROL) and h.dms[ALICE]
    leaks = sorted(
        {
            f"{', '.join(words)} ← {text[:160]!r}"
            for body in bodies
            for text in texts_of(body)
            if (words := english_words(text))
        }
    )
    assert not leaks, f"{len(leaks)} texts with English:\n" + "\n".join(leaks[:80])


def _localized(payload: dict[str, Any], path: str) -> Iterator[tuple[str, str | None]]:
    """(where, its Russian text) for a command's name and description and those of its
    subcommands and options, recursively."""
    for field in ("name", "description"):
        yield f"{path} {field}", (payload.get(f"{field}_localizations") or {}).get("ru")
    for option in payload.get("options") or []:
        yield from _localized(option, f"{path} {option['name']}")


async def test_a_russian_client_sees_russian_commands(h: Harness) -> None:
    tree = h.bot.tree
    translator = tree.translator
    assert translator is not None
    missing = []
    for command in tree.get_commands():
        payload = await command.get_translated_payload(tree, translator)
        for where, text in _localized(payload, command.name):
            # a name is Russian; a description may quote what is typed (`default`, UTC)
            if not text or (where.endswith(" name") and english_words(text)):
                missing.append(f"/{where}: {text!r}")
    assert not missing, "\n".join(missing)
    assert discord.Locale.russian.value == RUSSIAN
