"""Random legal play of the demo map (every player count, both computer levels): the
invariants hold after every step (one commander per stack, no named leader under a minor
one, every leader in exactly one place, CU conserved except where an event says why), a
replay of the log equals the state, and the state survives a JSON round trip."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.engine.engine import replay
from bot.engine.errors import IllegalAction
from bot.games.sor import ai
from bot.games.sor import rules as game
from bot.games.sor.rules.powers import POWERS
from bot.games.sor.rules.state import SorState


def play(seed: int, players: int, level: str) -> tuple[SorState, list[tuple[str, dict[str, Any]]]]:
    seats = list(game.SEATS[:players])
    state = game.setup(seed, seats, {})
    computers = {seat: ai.player_for(level, f"{seed}:{seat}") for seat in seats}
    log: list[tuple[str, dict[str, Any]]] = []
    for _ in range(2000):
        if game.outcome(state) is not None:
            break
        for d in game.pending(state):  # a deadline's default is always a legal action
            assert d.default in [
                a.model_dump(mode="json") for a in game.legal_actions(state, d.seat)
            ]
        seat = game.pending(state)[0].seat
        action = computers[seat].choose(game, state, seat)
        step = game.apply(state, seat, action)
        assert game.invariants(step.state) == [], action
        assert game.transition_problems(state, step) == [], action
        for event in step.events:
            if event.kind == "dice":
                assert event.rule and event.data["purpose"].startswith("sor_")
        log.append((seat, action.model_dump(mode="json")))
        state = step.state
    assert game.outcome(state) is not None, "a game of two turns ends"
    return state, log


@settings(max_examples=8, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 5),
    level=st.sampled_from(ai.LEVELS),
)
def test_random_play_keeps_the_invariants_replays_and_round_trips(
    seed: int, players: int, level: str
) -> None:
    state, log = play(seed, players, level)
    seats = list(game.SEATS[:players])
    assert replay(game, seed, seats, {}, log) == state
    assert game.load_state(state.model_dump_json()) == state
    assert all(game.parse_action(a).model_dump(mode="json") == a for _, a in log)


def test_the_reactions_all_happen_in_random_play() -> None:
    """The property run above meets every leader procedure (so it checks them)."""
    seen: set[str] = set()
    for seed in range(12):
        state = game.setup(seed, list(game.SEATS[: 2 + seed % 4]), {})
        player = ai.player_for("random", seed)
        while game.outcome(state) is None:
            seat = game.pending(state)[0].seat
            step = game.apply(state, seat, player.choose(game, state, seat))
            seen |= {e.kind for e in step.events}
            state = step.state
    wanted = {
        "sor_intercepted",
        "sor_avoided",
        "sor_refused",
        "sor_battle",
        "sor_displaced",
        "sor_set_aside",
        "sor_consul_drawn",
        "sor_greek_kept",
        "sor_greek_removed",
        "sor_command_swapped",
        "sor_withdrew",
        "sor_minor_placed",
    }
    assert wanted <= seen, wanted - seen


def _random_report(state: SorState, rng: random.Random) -> dict[str, Any]:
    spaces = sorted(state.spaces)
    kind = rng.choice(["cu", "control", "displaced", "loyalty", "siege", "event", "vp", "ally"])
    if kind == "ally":
        power, other = rng.sample(POWERS, 2)
        return {"kind": "sor_report_alliance", "power": power, "other": other, "allied": True}
    if kind == "event":
        return {
            "kind": "sor_event_leader",
            "leader": rng.choice(sorted(state.leaders)),
            "space": rng.choice(spaces),
            "command": rng.random() < 0.5,
        }
    if kind == "vp":
        return {"kind": "sor_report_vp", "seat": rng.choice(state.seats), "vp": rng.randint(0, 9)}
    if kind == "cu":
        return {
            "kind": "sor_report_cu",
            "space": rng.choice(spaces),
            "power": rng.choice(POWERS),
            "delta": rng.choice([-2, -1, 1, 2]),
        }
    if kind == "control":
        return {
            "kind": "sor_report_control",
            "space": rng.choice(spaces),
            "power": rng.choice(POWERS),
        }
    if kind == "loyalty":
        return {
            "kind": "sor_report_loyalty",
            "space": rng.choice(spaces),
            "loyalty": rng.randint(0, 3),
        }
    if kind == "siege":
        return {
            "kind": "sor_report_siege",
            "space": rng.choice(spaces),
            "besieged": rng.random() < 0.5,
        }
    return {"kind": "sor_report_displaced", "leader": rng.choice(sorted(state.leaders))}


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5))
# a non-player army whose only space to end in lay beyond steps it could no longer take had
# no move left at all (16.3)
@example(seed=1981, players=5)
def test_reported_facts_at_any_moment_keep_the_invariants(seed: int, players: int) -> None:
    """Players may report losses, control, sieges and displacements whenever they decide:
    whatever they report, the procedures under way carry on and the invariants hold."""
    rng = random.Random(seed)
    state = game.setup(seed, list(game.SEATS[:players]), {})
    computer = ai.player_for("random", seed)
    for _ in range(3000):
        if game.outcome(state) is not None:
            break
        seat = game.pending(state)[0].seat
        if rng.random() < 0.4:
            try:
                step = game.apply(state, seat, game.parse_action(_random_report(state, rng)))
            except IllegalAction:
                continue
        else:
            step = game.apply(state, seat, computer.choose(game, state, seat))
        assert game.invariants(step.state) == []
        assert game.transition_problems(state, step) == []
        state = step.state
    assert game.outcome(state) is not None
