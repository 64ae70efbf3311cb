"""Prompts, button labels and refusals name cards by id, as events do: the names are found
in the reader's catalogue when the text is shown (bot/narrate.py `text`), so a Russian
game never shows an English card name in a choice, a prompt or a refusal."""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from bot import messages
from bot.games import get_game, get_presenter
from bot.games.ror.rules.cards import CARDS
from bot.messages import using_locale
from bot.narrate import shown
from bot.service.game_info import GameInfo, SeatInfo
from bot.service.prompts import prompt_for
from bot.tools import simulate
from tests.rules.test_event_ids import NAMED

RULES = Path(__file__).parents[3] / "bot" / "games" / "ror" / "rules"
#: the locale the tests render in: a card's name there is `«<id>»`, never English
OTHER = "ru"
#: functions that give a card's English name
NAMING = {"card_name", "name", "short", "tribune_name", "ground_name"}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, str):
        yield value


def english_names(params: Mapping[str, Any]) -> list[str]:
    """The values among `params` that hold a card's English name."""
    return [v for v in _strings(params) if NAMED.search(v)]


@pytest.fixture
def other_names(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every card has a name of its own in the other locale: `«<id>»`."""
    catalogue = messages.CATALOGUES[OTHER]
    for card in CARDS:
        monkeypatch.setitem(catalogue, f"card.{card}", f"«{card}»")
    monkeypatch.setitem(catalogue, "card.int:tribune", "«int:tribune»")


def _texts_of_random_games(monkeypatch: pytest.MonkeyPatch, seeds: range) -> list[str]:
    """What the pending decisions of short random games give their prompts and labels
    (params as stored), checked before each move."""
    found: list[str] = []
    module = get_game("ror")

    def inspect(state: Any) -> None:
        for d in module.pending(state):
            found.extend(f"decision.{d.kind}: {v!r}" for v in english_names(d.data))
            with using_locale(OTHER):
                found.extend(
                    f"decision.{d.kind} shown: {v!r}" for v in english_names(shown(d.data))
                )
            for action in module.legal_actions(state, d.seat):
                key, params = module.describe_action(state, action)
                found.extend(f"{key}: {v!r}" for v in english_names(params))
                with using_locale(OTHER):
                    found.extend(f"{key} shown: {v!r}" for v in english_names(shown(params)))

    players = simulate.computer_players

    def watched(*args: Any) -> dict[str, Any]:
        class Watching:
            def __init__(self, player: Any) -> None:
                self.player = player

            def choose(self, module: Any, state: Any, seat: str) -> Any:
                inspect(state)
                return self.player.choose(module, state, seat)

        return {seat: Watching(p) for seat, p in players(*args).items()}

    monkeypatch.setattr(simulate, "computer_players", watched)
    scenarios = get_presenter("ror").scenarios
    for seed in seeds:
        report = simulate.play_game(
            module, seed, factions=3 + seed % 3, turns=3, scenario=scenarios[seed % len(scenarios)]
        )
        assert not report.errors, report.errors
    return found


@pytest.mark.usefixtures("other_names")
def test_random_games_prompt_and_label_with_card_ids_not_english_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert _texts_of_random_games(monkeypatch, range(1, 4)) == []


def test_the_scan_finds_an_english_name_among_params() -> None:
    assert english_names({"senator": "Cornelius", "senators": ["fam:1", "Fabius"]}) == [
        "Cornelius",
        "Fabius",
    ]
    assert english_names({"senator_id": "fam:1", "pairs": [["fam:1", "prov:africa"]]}) == []


def _naming_calls(tree: ast.AST) -> Iterator[ast.Call]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in NAMING:
                yield node


def refusals_with_names(source: str) -> list[int]:
    """The lines of `source` where a refusal (`IllegalAction(...)`) is given a card's
    English name among its params."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "IllegalAction"
            and any(True for kw in node.keywords for _ in _naming_calls(kw.value))
        ):
            lines.append(node.lineno)
    return lines


def test_refusals_name_cards_by_id() -> None:
    found = {
        str(path.relative_to(RULES)): lines
        for path in sorted(RULES.rglob("*.py"))
        if (lines := refusals_with_names(path.read_text()))
    }
    assert found == {}


def test_the_refusal_scan_finds_a_name() -> None:
    source = (
        'raise IllegalAction("x", "1.0", card=card_name(c), n=1)\nIllegalAction("y", card_id=c)\n'
    )
    assert refusals_with_names(source) == [1]


@pytest.mark.usefixtures("other_names")
def test_a_prompt_shows_the_names_of_the_readers_locale() -> None:
    module = get_game("ror")
    seats = module.SEATS[:3]
    state = module.setup(1, seats, {})
    decision = module.pending(state)[0]
    info = GameInfo(
        id=1,
        game="ror",
        status="active",
        channel_id=1,
        guild_id=None,
        creator_id=1,
        options={},
        seats=tuple(
            SeatInfo(seat=s, user_id=i, is_bot=False, bot_level=None) for i, s in enumerate(seats)
        ),
        version=1,
        paused=False,
    )
    with using_locale(OTHER):
        prompt = prompt_for(info, module, state, 1, decision)
    labels = [c.label for c in prompt.choices]
    assert any("«fam:" in label or "«st:" in label for label in labels), labels
    assert not any(NAMED.search(label) for label in labels), labels
