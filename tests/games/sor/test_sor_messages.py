"""Every text Sword of Rome shows has its words in the catalogue: each event, decision,
button label, die purpose, refusal and import problem the game can produce; and the
narration and the board render without a missing key."""

from __future__ import annotations

import random
import re
import typing
from pathlib import Path
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games.sor import ai
from bot.games.sor import rules as game
from bot.games.sor.present import PRESENTER
from bot.games.sor.rules.actions import SorAction, parse_action
from bot.games.sor.rules.activation import Source
from bot.games.sor.rules.board import ConnectionKind
from bot.games.sor.rules.powers import POWERS
from bot.games.sor.rules.state import SorOptions, SorState
from bot.messages import CATALOGUES, has, t, using_locale
from bot.narrate import event_line
from bot.service.prompts import action_label

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


# -- no id, code or Python value in what players read ---------------------------------

#: what an id or a code looks like in a text: a roster, map, power or seat id as a word, a
#: snake_case code, a `sor:` reference or a Python value (the names are capitalized)
SOR_RAW = re.compile(r"sor:|\b[a-z]+_[a-z_]+\b|\b(?:True|False|None)\b|[{}]|(?<!\S)\?(?!\w)")


def sor_ids(state: SorState) -> set[str]:
    return {
        *(d.id for d in state.roster.leaders),
        *(s.id for s in state.map.spaces),
        *POWERS,
        *game.SEATS,
    }


def sor_raw(text: str, ids: set[str]) -> list[str]:
    words = set(re.findall(r"\b[a-z]+\b", text)) & ids
    return sorted(words) + [m.group(0) for m in SOR_RAW.finditer(text)]


def test_raw_ids_and_codes_are_found_where_they_show() -> None:
    ids = {"urbs", "gaius", "samnite"}
    assert sor_raw("gaius marches to urbs: True", ids) == ["gaius", "urbs", "True"]
    found = sor_raw("the samnite at sor:power:x, samnite_minor {cu} ?", ids)
    assert sorted(found) == sorted(["samnite", "sor:", "samnite_minor", "{", "}", "?"])
    assert sor_raw("Gaius marches to Urbs Nova (2 CU), or fight? [9.2]", ids) == []


def reports(state: SorState, seat: str, rng: random.Random) -> list[SorAction]:
    """One of each report a seat may make, about random spaces, powers and leaders."""
    space = rng.choice(state.map.spaces)
    walled = rng.choice([s for s in state.map.spaces if s.walled])
    power, other = rng.sample(POWERS, 2)
    leader = rng.choice(state.roster.leaders).id
    here = [p for p, n in state.spaces[space.id].outside.items() if n > 0]
    entries: list[dict[str, Any]] = [
        {"kind": "sor_report_cu", "space": space.id, "power": power, "delta": 1},
        {"kind": "sor_report_cu", "space": walled.id, "power": power, "delta": 1, "inside": 1},
        *[{"kind": "sor_report_cu", "space": space.id, "power": p, "delta": -1} for p in here],
        {"kind": "sor_report_control", "space": space.id, "power": power},
        {"kind": "sor_report_control", "space": space.id, "power": None},
        {"kind": "sor_report_loyalty", "space": walled.id, "loyalty": 2},
        {"kind": "sor_report_vp", "seat": seat, "vp": 3},
        {"kind": "sor_report_siege", "space": walled.id, "besieged": True},
        {"kind": "sor_report_siege", "space": walled.id, "besieged": False},
        {"kind": "sor_report_alliance", "power": power, "other": other, "allied": True},
        {"kind": "sor_report_alliance", "power": power, "other": other, "allied": False},
        {"kind": "sor_event_leader", "leader": leader, "space": space.id},
        {"kind": "sor_report_displaced", "leader": leader},
    ]
    return [parse_action(data) for data in entries]


def _texts(state: SorState, seat: str, actions: list[SorAction], events: list[Any]) -> list[str]:
    texts = [action_label(game, state, a) for a in actions]
    texts += [event_line(e) for e in events]
    texts += [
        t(f"decision.{d.kind}", **{**d.data, "rule": d.rule, "seat": t(f"seat.{d.seat}")})
        for d in game.pending(state)
    ]
    return texts


def _board_texts(state: SorState) -> list[str]:
    data = PRESENTER.board(game.view(state, None).model_dump(mode="json"))
    board = PRESENTER.board_view(data)
    texts = [board.phase, *(line for f in (*board.head, *board.body) for line in f.lines)]
    texts += [line for s in board.seats for line in s.lines]
    for seat in state.seats:
        hand = PRESENTER.hand(game.view(state, seat).model_dump(mode="json"), seat)
        texts += [line for f in hand.fields for line in f.lines]
    return texts


@pytest.mark.parametrize("locale", ["en", "ru"])
def test_random_play_names_every_leader_space_and_power(locale: str) -> None:
    """Over random play with reports mixed in, no narration line, label, prompt or board
    line shows an id, a code or a Python value: leaders and spaces by the roster's and the
    map's names, powers and reasons by the catalogue's."""
    found: list[str] = []
    seen: set[str] = set()
    with using_locale(locale):
        for seed in range(8):
            rng = random.Random(seed)
            started = game.setup_step(seed, list(game.SEATS[: 2 + seed % 4]), {})
            state = started.state
            ids = sor_ids(state)
            player = ai.player_for("random" if seed % 2 else "basic", seed)
            texts = [event_line(e) for e in started.events]
            while game.outcome(state) is None:
                seat = game.pending(state)[0].seat
                extra = reports(state, seat, rng) if rng.random() < 0.1 else []
                texts += _texts(state, seat, [*game.legal_actions(state, seat), *extra], [])
                for action in extra:
                    try:
                        step = game.apply(state, seat, action)
                    except IllegalAction:
                        continue
                    seen.update(e.kind for e in step.events)
                    texts += [event_line(e) for e in step.events]
                    state = step.state
                    if game.outcome(state) is not None or not game.pending(state):
                        break
                if game.outcome(state) is not None or not game.pending(state):
                    break
                seat = game.pending(state)[0].seat
                step = game.apply(state, seat, player.choose(game, state, seat))
                seen.update(e.kind for e in step.events)
                texts += [event_line(e) for e in step.events]
                state = step.state
                if rng.random() < 0.05:
                    texts += _board_texts(state)
            texts += _board_texts(state)
            found += [f"{x!r} shows {sor_raw(x, ids)}" for x in set(texts) if sor_raw(x, ids)]
    assert {"sor_battle", "sor_report_cu", "sor_report_alliance", "sor_report_siege"} <= seen
    assert sorted(set(found)) == []


def test_a_refusal_names_the_leader_and_the_space_as_the_roster_and_map_do() -> None:
    state = game.setup(0, list(game.SEATS[:2]), {})
    seat = game.pending(state)[0].seat
    away = next(d for d in state.roster.leaders if state.leaders[d.id].status != "map")
    open_space = next(s for s in state.map.spaces if not s.walled)
    with pytest.raises(IllegalAction) as leader_refused:
        game.apply(state, seat, parse_action({"kind": "sor_report_displaced", "leader": away.id}))
    assert leader_refused.value.params == {"leader": away.name}
    report = {"kind": "sor_report_loyalty", "space": open_space.id, "loyalty": 1}
    with pytest.raises(IllegalAction) as space_refused:
        game.apply(state, seat, parse_action(report))
    assert space_refused.value.params == {"space": open_space.name} != {"space": open_space.id}
