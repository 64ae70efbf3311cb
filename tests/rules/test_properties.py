"""Random legal play of the slice (Hypothesis): invariants after every step."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.engine import Ctx, replay
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Action, ChooseLeader, Done, PlayConcession, PlayStatesman
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.state import RorState, card_locations
from bot.games.ror.rules.turn import advance
from bot.tools.simulate import options_matrix

#: a guard against a game that never ends, far above the length of a real one
MAX_STEPS = 3000
#: option sets in which every value of every game option occurs (the defaults, all on,
#: each other value alone: the ballot modes, every advanced rule, the Tribune opening...)
OPTION_SETS: list[tuple[str, dict[str, object]]] = options_matrix()
ADVANCED: list[dict[str, object]] = [options for _, options in OPTION_SETS]


def _check_invariants(state: RorState, cards: set[str]) -> None:
    assert ror.invariants(state) == []
    counts = Counter(card_locations(state))
    assert set(counts) == cards
    assert ror.load_state(state.model_dump_json()) == state


def _check_views(state: RorState) -> None:
    for seat in [None, *state.seats]:
        seen = ror.view(state, seat)
        text = seen.model_dump_json()
        assert '"rng"' not in text and '"seed"' not in text and '"forced"' not in text
        for faction in seen.factions:
            if faction.seat != seat:
                assert faction.hand is None and faction.treasury is None
        for other in state.seats:
            if other == seat:
                continue
            for card in state.factions[other].hand:
                assert json.dumps(card) not in text


def _check_not_stuck(state: RorState) -> None:
    """No game is stuck: every state short of the end has a legal action for
    some seat, and a finished game has none."""
    movable = [seat for seat in state.seats if ror.legal_actions(state, seat)]
    if ror.outcome(state) is None:
        assert movable, f"stuck in {state.phase}/{state.step}"
    else:
        assert not movable


def _illegal_candidates(state: RorState, seat: str) -> list[tuple[str, Action]]:
    others = [s for s in state.seats if s != seat]
    foreign = [s.card for s in state.senators.values() if s.faction != seat]
    candidates: list[tuple[str, Action]] = [(others[0], Done())]
    if foreign:
        candidates.append((seat, ChooseLeader(senator=foreign[0])))
    if state.deck:
        candidates.append((seat, PlayStatesman(card=state.deck[0])))
        candidates.append((seat, PlayConcession(card=state.deck[0], senator=foreign[0])))
    return [(s, a) for s, a in candidates if a not in ror.legal_actions(state, s)]


@pytest.mark.timeout(300)
@given(
    seed=st.integers(0, 2**32),
    factions=st.integers(3, 6),
    turn_limit=st.integers(1, 3),
    scenario=st.sampled_from(["early", "middle", "late", "extended", "alternative"]),
    advanced=st.sampled_from(ADVANCED),
    data=st.data(),
)
def test_random_legal_play_keeps_invariants(
    seed: int,
    factions: int,
    turn_limit: int,
    scenario: str,
    advanced: dict[str, object],
    data: st.DataObject,
) -> None:
    seats = ror.SEATS[:factions]
    options: dict[str, object] = {"turn_limit": turn_limit, "scenario": scenario, **advanced}
    state = ror.setup(seed, seats, options)
    cards = set(card_locations(state))
    log: list[tuple[str, dict[str, object]]] = []
    for _ in range(MAX_STEPS):
        _check_invariants(state, cards)
        asked = state.model_dump_json()
        _check_views(state)
        _check_not_stuck(state)
        assert state.model_dump_json() == asked, "a view, prompt or legal action wrote"
        decisions = ror.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        for bad_seat, bad in _illegal_candidates(state, seat):
            saved = state.model_copy(deep=True)
            with pytest.raises(IllegalAction):
                ror.apply(state, bad_seat, bad)
            assert state == saved
        action = data.draw(st.sampled_from(ror.legal_actions(state, seat)))
        step = ror.apply(state, seat, action)
        assert ror.transition_problems(state, step) == []
        state = step.state
        log.append((seat, action.model_dump(mode="json")))
    else:
        pytest.fail("the game did not end")
    outcome = ror.outcome(state)
    assert outcome is not None
    if outcome.kind.startswith("defeat_"):  # People Revolt [1.08], bankruptcy [1.06.53]
        assert outcome.winners == [] and state.turn <= turn_limit
    elif outcome.kind == "consul_for_life":  # 1.12: he survived a Revolution Phase
        assert outcome.winners and state.consul_for_life is not None
    elif outcome.kind in ("rebel_victory", "era_ends"):  # 1.12 conditions 1-3
        assert len(outcome.winners) == 1
    else:
        assert outcome.kind == "turn_limit" and outcome.winners
        assert state.turn == turn_limit
    assert replay(ror, seed, seats, options, log) == state


@pytest.mark.timeout(300)
@given(seed=st.integers(0, 2**32), factions=st.integers(3, 6))
def test_defaults_are_legal_and_end_the_game(seed: int, factions: int) -> None:
    state = ror.setup(seed, ror.SEATS[:factions], {"turn_limit": 2})
    for _ in range(MAX_STEPS):
        _check_not_stuck(state)
        decisions = ror.pending(state)
        if not decisions:
            break
        d = decisions[0]
        action = ror.parse_action(d.default or {})
        assert action in ror.legal_actions(state, d.seat)
        key, params = ror.describe_action(state, action)
        assert key.startswith("action.") and params is not None
        state = ror.apply(state, d.seat, action).state
    assert ror.outcome(state) is not None


def _play_out(
    state: RorState,
    choose: Callable[[list[Action]], Action],
    between: Callable[[RorState], RorState] = lambda state: state,
) -> RorState:
    """Random legal play to the end, every check after every step; `between` may change
    the state between two steps (a death) the way the engine would."""
    cards = set(card_locations(state))
    for _ in range(MAX_STEPS):
        _check_invariants(state, cards)
        asked = state.model_dump_json()
        _check_views(state)
        _check_not_stuck(state)
        assert state.model_dump_json() == asked, "a view, prompt or legal action wrote"
        decisions = ror.pending(state)
        if not decisions:
            return state
        seat = decisions[0].seat
        step = ror.apply(state, seat, choose(ror.legal_actions(state, seat)))
        assert ror.transition_problems(state, step) == []
        state = between(step.state)
    pytest.fail("the game did not end")


@pytest.mark.timeout(300)
@pytest.mark.parametrize("name, options", OPTION_SETS, ids=[name for name, _ in OPTION_SETS])
def test_every_value_of_every_option_plays_to_the_end(
    name: str, options: dict[str, object]
) -> None:
    """One random game per option set of the matrix (`praetor simulate --options-matrix`):
    every value of every game option is played; the era options in the Extended scenario."""
    era = name.startswith(("first_era", "final_era"))
    index = [n for n, _ in OPTION_SETS].index(name)
    scenario = "extended" if era else ["early", "middle", "late", "alternative"][index % 4]
    seats = ror.SEATS[:3]
    state = ror.setup(index, seats, {**options, "scenario": scenario, "turn_limit": 1})
    pick = random.Random(name)
    state = _play_out(state, lambda legal: pick.choice(legal))
    assert ror.outcome(state) is not None


@pytest.mark.timeout(300)
@given(
    seed=st.integers(0, 2**32),
    factions=st.integers(3, 6),
    scenario=st.sampled_from(["early", "middle", "late", "extended", "alternative"]),
    options=st.sampled_from(ADVANCED),
    odds=st.sampled_from([0.03, 0.1, 0.3]),
    data=st.data(),
)
def test_a_senator_dying_at_any_moment_leaves_the_game_going(
    seed: int,
    factions: int,
    scenario: str,
    options: dict[str, object],
    odds: float,
    data: st.DataObject,
) -> None:
    """Senators die at random moments of the Senate Phase through the engine's own death
    (1.05.3), as assassins, mobs and appeals kill them there: in the middle of a vote, a
    nomination, a consent, a choice of roles... Whatever was pending lets them go (1.09.73),
    every invariant holds and the game goes on to its end."""
    state = ror.setup(
        seed, ror.SEATS[:factions], {**options, "scenario": scenario, "turn_limit": 2}
    )
    deaths = random.Random(seed)

    def maybe_die(state: RorState) -> RorState:
        if state.phase != "senate" or ror.outcome(state) is not None or not state.senators:
            return state
        if deaths.random() >= odds:
            return state
        ctx = Ctx(state.model_copy(deep=True))
        kill(ctx, deaths.choice(sorted(ctx.state.senators)))
        advance(ctx)
        return ctx.state

    state = _play_out(state, lambda legal: data.draw(st.sampled_from(legal)), maybe_die)
    assert ror.outcome(state) is not None
