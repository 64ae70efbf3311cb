"""Every text Sword of Rome shows has its words in the catalogue: each event, decision,
button label, die purpose, refusal and import problem the game can produce; and the
narration and the board render without a missing key."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from bot.games.sor import ai
from bot.games.sor import rules as game
from bot.games.sor.present import PRESENTER
from bot.games.sor.rules.actions import SorAction
from bot.games.sor.rules.activation import Source
from bot.games.sor.rules.board import ConnectionKind
from bot.games.sor.rules.state import SorOptions
from bot.messages import CATALOGUES, has, t
from bot.narrate import event_line

RULES = Path(game.__file__).parent


def _literal_keys(pattern: str) -> set[str]:
    found: set[str] = set()
    for path in RULES.rglob("*.py"):
        found |= set(re.findall(pattern, path.read_text(encoding="utf-8")))
    return found


def test_every_refusal_and_import_problem_has_a_text() -> None:
    refusals = _literal_keys(r'IllegalAction\(\s*"([a-z_]+)"')
    problems = _literal_keys(r'(?:Problem\([^"]*|bad\()"(sor_[a-z_]+)"')
    assert len(refusals) > 20 and len(problems) > 15
    assert [k for k in sorted(refusals) if not has(f"illegal.{k}")] == []
    assert [k for k in sorted(problems) if not has(f"import.{k}")] == []


def test_every_action_kind_has_a_label() -> None:
    union = typing.get_args(typing.get_args(SorAction)[0])
    kinds = {typing.get_args(cls.model_fields["kind"].annotation)[0] for cls in union}
    plain = kinds - {"sor_consent", "sor_refuse", "sor_go_next"}  # labelled by value
    assert [k for k in sorted(plain) if not has(f"action.{k}")] == []


def test_random_play_shows_every_event_decision_and_label_in_words() -> None:
    missing: set[str] = set()
    for seed in range(6):
        state = game.setup(seed, list(game.SEATS[: 2 + seed % 4]), {})
        player = ai.player_for("random", seed)
        while game.outcome(state) is None:
            for d in game.pending(state):
                if not has(f"decision.{d.kind}"):
                    missing.add(f"decision.{d.kind}")
            seat = game.pending(state)[0].seat
            for action in game.legal_actions(state, seat):
                key, params = game.describe_action(state, action)
                if not has(key):
                    missing.add(key)
                t(key, **params)
            step = game.apply(state, seat, player.choose(game, state, seat))
            for e in step.events:
                if not has(f"event.{e.kind}"):
                    missing.add(f"event.{e.kind}")
                if e.kind == "dice" and not has(f"dice.{e.data['purpose']}"):
                    missing.add(f"dice.{e.data['purpose']}")
                assert "{" not in event_line(e), event_line(e)
            state = step.state
        data = PRESENTER.board(game.view(state, None).model_dump(mode="json"))
        board = PRESENTER.board_view(data)
        assert board.finished and len(board.seats) == len(state.seats)
        name, png = PRESENTER.picture(data)
        assert name.endswith(".png") and png.startswith(b"\x89PNG")
    assert sorted(missing) == []


@pytest.mark.parametrize("locale", ["en", "ru"])
def test_every_code_an_event_carries_is_told_in_words(locale: str) -> None:
    """The narrator's variants (`event.<kind>.<variant>`) cover every value of each code
    an event carries, so no code is shown to players."""
    codes = {
        "sor_activated": typing.get_args(Source),
        "sor_moved": typing.get_args(ConnectionKind),
        "sor_displaced": ("alone", "cu_lost", "reported"),
        "sor_set_aside": ("alone", "cu_lost", "reported"),
        "sor_declared": ("intercept", "avoid", "avoid_by_sea"),
        "sor_imported": ("roster", "map"),
        "sor_consul_unplaced": typing.get_args(
            SorOptions.model_fields["unplaced_consul"].annotation
        ),
        "sor_report_siege": ("begun", "lifted"),
        "sor_report_alliance": ("made", "ended"),
        "sor_report_cu": ("inside", "outside"),
    }
    missing = [
        f"event.{kind}.{code}"
        for kind, values in codes.items()
        for code in values
        if f"event.{kind}.{code}" not in CATALOGUES[locale]
    ]
    assert len([c for values in codes.values() for c in values]) > 25
    assert missing == []
    assert [
        s for s in typing.get_args(Source) if f"action.sor_activate.{s}" not in CATALOGUES[locale]
    ] == []
