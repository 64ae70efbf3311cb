"""A game speaks its language (set at `/game create`, changed with `/gm language`) in its
channel; a reply only the user sees speaks the user's language when it has a catalogue,
else the game's. Russian has no catalogue yet: a pseudo-catalogue ("[ru] " before every
English text) stands in for it, planted for the test only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.messages import CATALOG, CATALOGUES
from bot.messages.catalogues import BY, needed_categories
from tests.discord.story import answer, open_prompts
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness

MARK = "[ru] "


@pytest.fixture
def ru(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    pseudo: dict[str, object] = {}
    for key, entry in CATALOG.items():
        if isinstance(entry, str):
            pseudo[key] = MARK + entry
        else:
            forms = {c: MARK + entry["other"] for c in needed_categories("ru")}
            pseudo[key] = {**forms, BY: entry.get(BY, "count")}
    monkeypatch.setitem(CATALOGUES, "ru", pseudo)
    yield


def _text(replies: list) -> str:
    return "\n".join(m.text for m in replies)


async def test_a_game_speaks_its_language_in_the_channel_and_users_theirs_privately(
    h: Harness, ru: None
) -> None:
    [created] = await h.slash(ALICE, "game", "create", players=3, language="ru")
    assert (created.content or "").startswith(MARK)  # public: the game's language
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert await h.bot.service.locale(info.id) == "ru"
    [joined] = await h.slash(BOB, "game", "join", locale="en-GB")
    assert not joined.ephemeral and (joined.content or "").startswith(MARK)
    # refused, privately: in English for an English user, in the game's language for a
    # user whose own (German) has no catalogue, in Russian for a Russian user
    [english] = await h.slash(BOB, "game", "bot", locale="en-US")
    [german] = await h.slash(BOB, "game", "bot", locale="de")
    [russian] = await h.slash(BOB, "game", "bot", locale="ru")
    assert english.ephemeral and german.ephemeral and russian.ephemeral
    assert "creator" in english.text and MARK not in english.text
    assert german.text.startswith(MARK) and russian.text.startswith(MARK)
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "bot")
    before = len(h.channel_posts)
    [started] = await h.slash(ALICE, "game", "start")
    assert (started.content or "").startswith(MARK)
    await h.drain()
    narration = [m.content for m in h.channel_posts[before:] if m.content]
    assert narration and all(text.startswith(MARK) for text in narration), narration


async def test_the_game_master_changes_the_language(h: Harness, ru: None) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    [english] = await h.slash(BOB, "game", "bot", locale="ru")
    assert english.text.startswith(MARK)  # the user's language, the game's being English
    [refused] = await h.slash(BOB, "gm", "language", language="ru")
    assert refused.ephemeral and await h.bot.service.locale(info.id) == "en"
    [done] = await h.slash(ALICE, "gm", "language", language="ru")
    assert done.ephemeral and await h.bot.service.locale(info.id) == "ru"
    await h.drain()
    assert (h.channel_posts[-1].content or "").startswith(MARK + "🌐")
    [joined] = await h.slash(BOB, "game", "join")
    assert (joined.content or "").startswith(MARK)
    [unknown] = await h.slash(ALICE, "gm", "language", language="xx")
    assert "xx" in unknown.text and await h.bot.service.locale(info.id) == "ru"


async def test_a_move_made_by_an_english_player_is_told_in_the_games_language(
    h: Harness, ru: None
) -> None:
    """The player clicks in English; what the move posts for everyone speaks the game's
    language, what it sends to the players alone (the next prompts, in DMs) theirs."""
    await h.slash(ALICE, "game", "create", players=3, language="ru")
    await h.slash(ALICE, "game", "join")
    await h.slash(BOB, "game", "join")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "start")
    await h.drain()
    clicks = 0
    while clicks < 6 and open_prompts(h):
        prompt = open_prompts(h)[0]
        before = len(h.channel_posts)
        await answer(h, prompt)
        await h.drain()
        clicks += 1
        posts = [m.content for m in h.channel_posts[before:] if m.content]
        assert all(text.startswith(MARK) for text in posts), posts
    assert clicks == 6
    # what went to the players alone speaks their own language (English, as they click)
    private = [m.content for ms in h.dms.values() for m in ms if m.content]
    assert private and not any(MARK in text for text in private), private


async def test_a_new_game_speaks_the_servers_language_unless_its_creator_chooses(
    h: Harness, ru: None
) -> None:
    h.guild_locale = "ru"
    [created] = await h.slash(ALICE, "game", "create", players=3)
    assert (created.content or "").startswith(MARK)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert await h.bot.service.locale(info.id) == "ru"
    await h.slash(ALICE, "game", "abandon")
    h.guild_locale = "de"  # no catalogue: English
    await h.slash(ALICE, "game", "create", players=3)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert await h.bot.service.locale(info.id) == "en"
    await h.slash(ALICE, "game", "abandon")
    h.guild_locale = "ru"
    await h.slash(ALICE, "game", "create", players=3, language="en")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert await h.bot.service.locale(info.id) == "en"


async def test_what_goes_to_a_player_alone_speaks_their_own_language(h: Harness, ru: None) -> None:
    """An English game: BOB's Discord speaks Russian, so his hand, prompts and private
    narration (DMs) are Russian; ALICE's are English; the channel stays English. CAROL's
    DMs are closed: her private thread speaks her language (Russian) too."""
    h.locales = {BOB: "ru", CAROL: "ru-RU"}
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join")
    await h.slash(BOB, "game", "join")
    await h.slash(CAROL, "game", "join")
    await h.slash(ALICE, "game", "start")
    await h.drain()
    for _ in range(8):
        if not open_prompts(h):
            break
        await answer(h, open_prompts(h)[0])
    public = [m.text for m in h.public_posts if m.text]
    assert public and not any(MARK in text for text in public), public
    for user, russian in ((ALICE, False), (BOB, True), (CAROL, True)):
        private = [m for m in h.private_to(user) if m.text]
        assert private, user
        for m in private:
            assert (MARK in m.text) is russian, (user, m.text)
        labels = [label for m in private for label in m.labels]
        assert all(label.startswith(MARK) is russian for label in labels), (user, labels)


async def test_a_players_language_is_written_only_when_it_changes(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    writes: list[tuple[int, str]] = []
    storage = h.bot.storage
    real = storage.set_user_locale

    async def counted(user_id: int, locale: str, now: float) -> None:
        writes.append((user_id, locale))
        await real(user_id, locale, now)

    monkeypatch.setattr(storage, "set_user_locale", counted)
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join")
    await h.slash(ALICE, "game", "leave")
    await h.slash(ALICE, "game", "join", locale="ru")
    await h.slash(ALICE, "game", "leave", locale="ru")
    assert writes == [(ALICE, "en-US"), (ALICE, "ru")]
    assert await storage.user_locale(ALICE) == "ru"
    await h.restart()  # a new process reads what is stored: nothing written again
    storage = h.bot.storage
    monkeypatch.setattr(storage, "set_user_locale", counted)
    await h.slash(ALICE, "game", "join", locale="ru")
    assert writes == [(ALICE, "en-US"), (ALICE, "ru")]
