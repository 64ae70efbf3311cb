"""`/sor import` through Discord (bot/games/sor/IMPORT.md): the roster or map comes as an
attached file, downloaded from Discord's CDN, or as pasted text; every problem of the
file is listed at once and a file that is too large, of another type or not UTF-8 is
refused briefly — and in every refusal nothing changes."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.discord.limits import CONTENT_LIMIT
from bot.games.sor.messages.en_commands import MESSAGES
from bot.messages import t
from cogs.sor.import_file import LIMIT
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg, Upload
from tests.harness.discord_api import CDN, not_found

#: the reply to an import: what was loaded, in the words of its event
LOADED = t("ui.game.did", events="📥")
USERS = {"roman": ALICE, "etruscan_samnite": BOB, "greek": CAROL}

ROSTER = {
    "name": "Our table's roster",
    "complete": True,
    "leaders": [
        {"id": "aulus", "power": "roman", "kind": "consul", "initiative": 1, "tactics": 2},
        {
            "id": "lykos",
            "name": "Lykos",
            "power": "greek",
            "kind": "named",
            "initiative": 2,
            "tactics": 3,
            "loyalty_penalty": 2,
            "start": "polis",
        },
    ],
}

#: as a spreadsheet saves "CSV UTF-8": with a byte order mark, and CRLF line ends
MAP_CSV = (
    "\ufefftype,id,name,walled,home,reinforcement,region,control,loyalty,cu,x,y,a,b,kind\r\n"
    "space,urbs,Urbs Nova,true,roman,true,italy,roman,,roman:4,380,420,,,\r\n"
    "space,polis,Pólis Kalé,true,greek,true,italy,greek,2,greek:2,640,600,,,\r\n"
    "connection,,,,,,,,,,,,urbs,polis,naval\r\n"
).encode()

BAD_ROSTER = (
    "id,name,power,kind,initiative,tactics,loyalty_penalty,africa_only,start\n"
    "aulus,Aulus,roman,consul,4,2,,,urbs\n"
    "lykos,Lykos,greek,named,2,9,,,polis\n"
)

BAD_MAP = {
    "name": "bad",
    "spaces": [{"id": "a", "walled": True, "x": 2000}, {"id": "b"}, {"id": "b", "region": "gaul"}],
    "connections": [{"a": "a", "b": "z", "kind": "bridge"}],
}


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3")
    await harness.start()
    yield harness
    await harness.close()


async def _sor_game(h: Harness) -> int:
    """A three-player game of Sword of Rome waiting for Rome (ALICE) to set up."""
    info = await h.bot.service.create_game(
        channel_id=CHANNEL_ID, guild_id=None, creator_id=ALICE, players=3, game="sor", seed=1
    )
    for seat, user in USERS.items():
        await h.slash(user, "game", "join", faction=seat)
    await h.slash(ALICE, "game", "start")
    return info.id


async def _version(h: Harness, game_id: int) -> int:
    return (await h.bot.service.info(game_id)).version


def _downloaded(h: Harness) -> list[str]:
    return [r.params["url"] for r in h.api.sent("GET", CDN)]


def _refusal(replies: list[Msg]) -> str:
    """The one short ephemeral refusal a bad import gets."""
    [reply] = replies
    assert reply.ephemeral and reply.content is not None
    assert reply.content.startswith("⛔ ") and len(reply.content) <= 300
    return reply.content


async def test_a_roster_and_a_map_import_from_attached_files(h: Harness) -> None:
    game_id = await _sor_game(h)
    roster = Upload("roster.json", json.dumps(ROSTER, ensure_ascii=False).encode())
    replies = await h.slash(ALICE, "sor", "import", what="roster", file=roster)
    assert (replies[0].content or "").startswith(LOADED) and replies[0].ephemeral
    assert _downloaded(h) == [roster.url]  # Attachment.read, through the HTTP layer
    view = await h.bot.service.view(game_id, None)
    assert sorted(view.leaders) == ["aulus", "lykos"]

    spaces = Upload("map.csv", MAP_CSV, content_type="application/vnd.ms-excel")  # Windows'
    replies = await h.slash(ALICE, "sor", "import", what="map", file=spaces)
    assert (replies[0].content or "").startswith(LOADED)
    view = await h.bot.service.view(game_id, None)
    assert sorted(view.spaces) == ["polis", "urbs"]
    assert view.leaders["lykos"].space == "polis"
    assert any("Pólis Kalé" in m.text for m in h.messages.values())  # read as UTF-8


async def test_a_file_with_several_errors_lists_them_all_and_changes_nothing(
    h: Harness,
) -> None:
    game_id = await _sor_game(h)
    version = await _version(h, game_id)
    roster = Upload("roster.csv", BAD_ROSTER.encode())
    replies = await h.slash(ALICE, "sor", "import", what="roster", file=roster)
    text = "\n".join(m.content or "" for m in replies)
    assert all(m.ephemeral for m in replies) and len(text) <= CONTENT_LIMIT
    assert "The roster has 3 problems and nothing was loaded" in text
    assert "Row 1 aulus: initiative `4` is not 1–3 (8.1)" in text
    assert "Row 2 lykos: tactics `9` is not 0–6 (8.1)" in text
    assert "Row 2 lykos: a Greek named leader needs his loyalty penalty (8.2.3)" in text

    game_map = Upload("map.json", json.dumps(BAD_MAP).encode())
    replies = await h.slash(ALICE, "sor", "import", what="map", file=game_map)
    text = "\n".join(m.content or "" for m in replies)
    lines = text.splitlines()
    assert lines == [
        "The map has 5 problems and nothing was loaded: fix them all and import again.",
        "Row 1 a: `x` is `2000`, not 0–1000",
        "Row 3 b: unknown region `gaul` (italy, sicily, africa, other)",
        "Row 3 b: this id is used twice",
        "Row 4 a-z: `a/b` names no space of the map: `z`",
        "Row 4 a-z: connection kind `bridge` is not clear, rough, strait or naval",
    ]
    assert await _version(h, game_id) == version
    view = await h.bot.service.view(game_id, None)
    assert "gaius" in view.leaders and "a" not in view.spaces  # still the demo's


async def test_a_file_that_is_not_json_says_where_in_one_line(h: Harness) -> None:
    game_id = await _sor_game(h)
    version = await _version(h, game_id)
    broken = Upload("roster.json", b'{"name": "ours",\n "leaders": [}')
    replies = await h.slash(ALICE, "sor", "import", what="roster", file=broken)
    assert [m.content for m in replies] == [
        "The roster has a problem and nothing was loaded: fix it and import again.\n"
        "the file is not JSON (line 2)"
    ]
    assert await _version(h, game_id) == version


LATIN_1 = "id,name,power,kind,initiative,tactics\nleon,Léon,roman,consul,1,2\n".encode("latin-1")
PNG = b"\x89PNG\r\n\x1a\n" + bytes(64)


@pytest.mark.parametrize(
    ("upload", "words", "downloaded"),
    [
        (
            Upload("roster.csv", b"id\n" + b"x\n" * (LIMIT // 2)),
            "`roster.csv` is 257 KB; an import file may be at most 256 KB.",
            False,
        ),
        (Upload("map.png", PNG), "`map.png` (image/png) is not a .csv or .json file", False),
        (
            Upload("roster.csv", b"id\n", content_type="image/png"),
            "`roster.csv` (image/png) is not a .csv or .json file",
            False,
        ),
        (Upload("roster.txt", b"id\n"), "`roster.txt` (text/plain) is not a .csv or .json", False),
        (Upload("roster.csv", LATIN_1), "`roster.csv` is not UTF-8 text (byte 45)", True),
        (Upload("map.csv", "type,id\n".encode("utf-16-le")), "not UTF-8 text (byte 2)", True),
    ],
    ids=["too_large", "png", "png_named_csv", "txt", "latin_1", "utf_16"],
)
async def test_a_bad_file_is_refused_clearly_and_changes_nothing(
    h: Harness, upload: Upload, words: str, downloaded: bool
) -> None:
    game_id = await _sor_game(h)
    version = await _version(h, game_id)
    replies = await h.slash(ALICE, "sor", "import", what="roster", file=upload)
    assert words in _refusal(replies)
    assert _downloaded(h) == ([upload.url] if downloaded else [])  # type and size: before
    assert await _version(h, game_id) == version


async def test_a_file_discord_cannot_serve_is_refused_clearly(h: Harness) -> None:
    game_id = await _sor_game(h)
    version = await _version(h, game_id)
    h.api.fail("GET", CDN, not_found(0))
    roster = Upload("roster.json", json.dumps(ROSTER).encode())
    replies = await h.slash(ALICE, "sor", "import", what="roster", file=roster)
    assert "`roster.json` could not be downloaded from Discord" in _refusal(replies)
    assert await _version(h, game_id) == version
    await h.slash(ALICE, "sor", "import", what="roster", file=roster)  # attached again
    assert await _version(h, game_id) == version + 1


async def test_a_file_or_a_pasted_text_is_needed_not_both(h: Harness) -> None:
    game_id = await _sor_game(h)
    version = await _version(h, game_id)
    roster = Upload("roster.json", json.dumps(ROSTER).encode())
    neither = _refusal(await h.slash(ALICE, "sor", "import", what="roster"))
    assert "Attach the roster or map as `file`" in neither
    both = await h.slash(ALICE, "sor", "import", what="roster", file=roster, text="{}")
    assert "not both" in _refusal(both)
    assert _downloaded(h) == [] and await _version(h, game_id) == version

    replies = await h.slash(ALICE, "sor", "import", what="roster", text=json.dumps(ROSTER))
    assert (replies[0].content or "").startswith(LOADED)  # pasted JSON
    pasted_csv = BAD_ROSTER.replace(",4,2,", ",1,2,").replace(",9,,", ",3,2,")
    await h.slash(ALICE, "sor", "import", what="roster", text=pasted_csv)
    assert await _version(h, game_id) == version + 2
    view = await h.bot.service.view(game_id, None)
    assert view.leaders["aulus"].space == "urbs"  # the CSV's start, not the JSON's cup


async def test_only_the_player_setting_up_imports(h: Harness) -> None:
    game_id = await _sor_game(h)
    version = await _version(h, game_id)
    roster = Upload("roster.json", json.dumps(ROSTER).encode())
    replies = await h.slash(BOB, "sor", "import", what="roster", file=roster)
    _refusal(replies)
    assert await _version(h, game_id) == version


def test_the_option_names_the_size_limit() -> None:
    assert f"at most {LIMIT // 1024} KB" in MESSAGES["cmd.sor_opt.file"]
