"""`praetor demo`: a whole game between computer players, printed as a transcript."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from bot.tools.cli import main
from bot.tools.demo import run_demo


async def _demo(**kwargs: object) -> tuple[int, str]:
    out = io.StringIO()
    code = await run_demo(stream=out, **kwargs)  # type: ignore[arg-type]
    return code, out.getvalue()


@pytest.mark.parametrize("factions", [3, 5])
async def test_demo_plays_a_whole_game(factions: int) -> None:
    code, text = await _demo(seed=11, factions=factions, turns=2, verbose=True)
    assert code == 0, text
    lines = text.splitlines()
    assert lines[0].startswith("Praetor demo")
    assert f"{factions} factions" in lines[0]
    begins = lines.index("— The game begins. —")
    # setup narration follows the start: the deal to every faction, with rule numbers
    setup = lines[begins + 1 : begins + 4]
    assert setup and all("[3." in line for line in setup), setup
    assert any(line.startswith("⏳ ") for line in lines), "no prompt shown"
    assert "— The game is over. —" in lines
    assert lines[-1].startswith("(")
    assert "won by" in lines[-1] or "nobody wins" in lines[-1]
    # nothing private in a plain transcript
    assert "🔒" not in text
    assert "Your hand" not in text


async def test_demo_is_deterministic() -> None:
    first = await _demo(seed=5, factions=4, turns=2, verbose=True)
    second = await _demo(seed=5, factions=4, turns=2, verbose=True)
    assert first == second
    other = await _demo(seed=6, factions=4, turns=2, verbose=True)
    assert other[1] != first[1]


async def test_reveal_prints_private_rows_marked() -> None:
    code, plain = await _demo(seed=2, factions=3, turns=1, verbose=True)
    code_r, revealed = await _demo(seed=2, factions=3, turns=1, reveal=True, verbose=True)
    assert code == code_r == 0
    private = [line for line in revealed.splitlines() if "🔒" in line]
    assert private
    assert all(line.startswith("    🔒 ") for line in private if "shown indented" not in line)
    assert any("hand:" in line for line in private)
    # the public lines are the same, in the same order
    public = [
        line
        for line in revealed.splitlines()
        if not line.startswith("    🔒") and "shown indented" not in line
    ]
    assert public == plain.splitlines()


async def test_the_demo_plays_the_whole_game_in_digest_form_by_default() -> None:
    code, text = await _demo(seed=1, factions=5)
    assert code == 0, text
    lines = text.splitlines()
    assert "a whole game" in lines[0] and "turn" not in lines[0]
    assert "— The game is over. —" in lines
    assert "turn limit" not in lines[-1]  # it ended by the rules, not by a limit
    # the digest: the phases' summaries, not each event nor each decision awaited
    assert any(line.startswith("📜 Turn") for line in lines)
    assert not any(line.startswith("⏳") for line in lines)
    _, verbose = await _demo(seed=1, factions=5, verbose=True)
    assert len(verbose.splitlines()) > 2 * len(lines)


def test_cli_demo_keeps_its_game_for_export(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "demo.sqlite3"
    assert main(["demo", "--turns", "1", "--factions", "3", "--database", str(database)]) == 0
    out = capsys.readouterr().out
    assert f"praetor export 1 --database {database}" in out
    record = tmp_path / "record.json"
    assert main(["export", "1", "--database", str(database), "--out", str(record)]) == 0
    exported = json.loads(record.read_text())
    assert exported["export"] == "public" and exported["game"]["status"] == "finished"


def test_cli_demo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "3", "--factions", "3", "--turns", "1"]) == 0
    out = capsys.readouterr().out
    assert "— The game is over. —" in out


def test_cli_demo_bad_faction_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--factions", "9"]) == 1
    assert "factions" in capsys.readouterr().err


async def test_console_transport_keeps_secrets_unless_revealing() -> None:
    from bot.service.outbox import Hand, Narration, PrivateNarration, PromptPayload
    from bot.tools.console import ConsoleTransport

    out = io.StringIO()
    quiet = ConsoleTransport(out)
    prompt = PromptPayload(
        game_id=1,
        version=1,
        seat="equites",
        decision="play_cards",
        rule="1.11.1",
        private=False,
        text="Equites: choose.",
        choices=[],
    )
    await quiet.send_channel(1, Narration(content="**Rome** stands."), nonce="a")
    await quiet.send_channel(1, prompt, nonce="b")
    await quiet.send_dm(7, PrivateNarration(content="Your hand: Tribune."), nonce="c")
    await quiet.send_fallback(1, 1, 7, PrivateNarration(content="secret"), nonce="d")
    await quiet.send_seat("equites", PrivateNarration(content="secret"))
    assert out.getvalue() == "Rome stands.\n⏳ Equites: choose.\n"

    out = io.StringIO()
    loud = ConsoleTransport(out, reveal=True)
    await loud.send_dm(7, PrivateNarration(content="Your hand: Tribune."), nonce="c")
    view = {
        "seat": "equites",
        "factions": [
            {"seat": "equites", "hand": [{"id": "c1", "name": "Tribune"}], "treasury": 3},
            {"seat": "optimates", "hand": None, "treasury": None},
        ],
    }
    await loud.send_seat("equites", Hand(view=view))
    lines = out.getvalue().splitlines()
    assert lines[0] == "    🔒 user 7: Your hand: Tribune."
    assert lines[1].startswith("    🔒 ") and "hand: Tribune" in lines[1] and "3T" in lines[1]


async def test_the_demo_speaks_the_language_asked() -> None:
    """The transcript's frame is the catalogue's, in `locale`; the game speaks it too."""
    code, text = await _demo(seed=11, factions=3, turns=1, locale="ru")
    assert code == 0, text
    lines = text.splitlines()
    assert lines[0].startswith("Демо Praetor") and "3 фракции" in lines[0]
    assert "— Партия начинается. —" in lines and "— Партия окончена. —" in lines
    assert "Компьютерные игроки:" in lines[1] and " и " in lines[1]
    # the count takes the noun's plural form of its number: 1 ход, 2 хода, 5 ходов, 71 ход
    assert re.search(r"\d+ ход(а|ов)? компьютерных игроков", lines[-1]), lines[-1]


def test_cli_demo_refuses_a_language_without_a_catalogue(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--turns", "1", "--factions", "3", "--locale", "xx"]) == 2
    assert "xx" in capsys.readouterr().err
