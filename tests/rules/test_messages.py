"""Every player-facing key the engine uses exists in the catalogue and renders fully."""

from __future__ import annotations

import re
from pathlib import Path

from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import ACTION_CLASSES
from bot.messages import CATALOG, PARTS, has, t
from tests.rules.conftest import make_state

ROR = Path(__file__).parents[2] / "bot" / "games" / "ror" / "rules"


def test_every_illegal_key_is_in_the_catalogue_with_a_rule_number() -> None:
    source = "\n".join(p.read_text() for p in ROR.rglob("*.py"))
    keys = set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', source))
    assert keys, "no IllegalAction keys found"
    for key in keys:
        assert has(f"illegal.{key}"), key
        assert re.search(r"\[[0-9.{}a-z]+\]", CATALOG[f"illegal.{key}"]), key


def test_no_key_is_written_twice_in_the_catalogue() -> None:
    seen: set[str] = set()
    for part in PARTS:
        assert not seen & part.keys(), sorted(seen & part.keys())
        seen |= part.keys()


def _render(event: Event) -> str:
    return t(f"event.{event.kind}", rule=event.rule or "", **event.data)


def test_events_of_play_render_without_gaps() -> None:
    events = list(ror.setup_step(5, ror.SEATS[:6], {"turn_limit": 2}).events)
    state = ror.setup(5, ror.SEATS[:6], {"turn_limit": 2})
    while ror.pending(state):
        d = ror.pending(state)[0]
        step = ror.apply(state, d.seat, ror.legal_actions(state, d.seat)[0])
        state, events = step.state, events + step.events
    for fixture_state in (
        make_state(phase="mortality", force=["chit:draw2", "chit:blank", "chit:30"])[1],
        make_state(
            phase="mortality",
            clear_factions=True,
            force=["chit:22"],
            senators={
                "st:22A": {"faction": "optimates", "leader": True},
                "fam:3": {"faction": "optimates", "concessions": ["con:mining"]},
                "fam:4": {"faction": "populares"},
                "fam:5": {"faction": "equites"},
            },
        )[1],
    ):
        events += fixture_state
    assert {e.kind for e in events} >= {"senator_dealt", "temporary_consul", "game_over"}
    for event in events:
        assert has(f"event.{event.kind}"), event.kind
        text = _render(event)
        assert "?" not in text and "{" not in text, text


def test_decisions_and_actions_have_labels_within_80_chars() -> None:
    state = ror.setup(1, ror.SEATS[:3], {})
    for _ in range(20):
        decisions = ror.pending(state)
        if not decisions:
            break
        d = decisions[0]
        assert has(f"decision.{d.kind}")
        for action in ror.legal_actions(state, d.seat):
            key, params = ror.describe_action(state, action)
            assert has(key) and len(t(key, **params)) <= 80
        state = ror.apply(state, d.seat, ror.parse_action(d.default or {})).state


def test_an_action_labelled_by_its_kind_has_that_label_in_the_catalogue() -> None:
    """An action class without its own `describe` is labelled `action.<kind>`."""
    plain = [k for k, cls in ACTION_CLASSES.items() if "describe" not in vars(cls)]
    assert "pass" in plain and "vote" not in plain
    assert [k for k in plain if not has(f"action.{k}")] == []
