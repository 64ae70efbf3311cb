"""Random legal play of Ludi Romani: after every step the invariants and transition
checks hold, the state round-trips through JSON, `apply` leaves its input alone, and no
seat's secret (its hand, its sealed bid or vote) shows in another seat's view, in the
decisions others are asked, in a public prompt's choices or in the public events of a
move that reveals nothing; the log replays to the state, and every game ends."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import replay
from bot.engine.clone import clone
from bot.games import get_game
from bot.games.ludi.rules import LudiState
from bot.games.ludi.rules.state import SEATS

ludi = get_game("ludi")
#: more moves than any game needs: 8 days of 4 bids and 3 votes
BOUND = 8 * 7 + 1
#: the events that reveal what was sealed [2.3, 2.4]
REVEALING = {"ludi_bid_shown", "ludi_acclaims", "ludi_jeers"}


def other_secrets(state: LudiState, seat: str) -> LudiState:
    """`state` with `seat`'s hand, sealed bid and sealed vote changed (nothing else)."""
    changed = clone(state)
    aedile = changed.aediles[seat]
    aedile.hand = [card % 10 + 1 for card in aedile.hand]
    if aedile.bid is not None:
        aedile.bid = aedile.bid % 10 + 1
    if aedile.vote is not None:
        aedile.vote = not aedile.vote
    return changed


def secrets_kept(state: LudiState) -> list[str]:
    problems = []
    for seat in state.seats:
        changed = other_secrets(state, seat)
        for other in [None, *(s for s in state.seats if s != seat)]:
            if ludi.view(state, other) != ludi.view(changed, other):
                problems.append(f"{other or 'the public'} sees {seat}'s secrets")
        for mine, theirs in zip(ludi.pending(state), ludi.pending(changed), strict=True):
            if mine.seat != seat and mine != theirs:
                problems.append(f"{mine.seat}'s decision depends on {seat}'s secrets")
            if mine.seat == seat and mine.model_dump(exclude={"default"}) != theirs.model_dump(
                exclude={"default"}
            ):
                problems.append(f"{seat}'s public decision shows its secrets")
        for other in state.seats:
            if other != seat and ludi.legal_actions(state, other) != ludi.legal_actions(
                changed, other
            ):
                problems.append(f"{other}'s choices depend on {seat}'s secrets")
    for decision in ludi.pending(state):
        if decision.private or decision.secret_choices:
            continue
        for action in ludi.legal_actions(state, decision.seat):
            if ludi.private_choice(state, decision.seat, action):
                problems.append(f"a public prompt of {decision.seat} offers a private choice")
    return problems


def public_events_hide_the_choice(state: LudiState, seat: str, action: Any) -> list[str]:
    """Another legal choice of `seat` makes the same public events, unless the move
    reveals the sealed bids or votes."""
    problems = []
    public = [e for e in ludi.apply(state, seat, action).events if e.visibility == "public"]
    for other in ludi.legal_actions(state, seat):
        if other == action:
            continue
        theirs = [e for e in ludi.apply(state, seat, other).events if e.visibility == "public"]
        if not REVEALING & {e.kind for e in public} and theirs != public:
            problems.append(f"the public events of {seat}'s move tell its choice")
    return problems


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    players=st.integers(min_value=2, max_value=4),
    days=st.sampled_from([4, 6, 8]),
)
def test_random_legal_play_keeps_every_rule_and_every_secret(
    seed: int, players: int, days: int
) -> None:
    seats = list(SEATS[:players])
    options = {"festival_days": days}
    state: LudiState = ludi.setup(seed, seats, options)
    chooser = random.Random(seed)
    log: list[tuple[str, dict[str, Any]]] = []
    assert ludi.invariants(state) == [] and secrets_kept(state) == []
    for _ in range(BOUND):
        if ludi.outcome(state) is not None:
            break
        seat = chooser.choice(sorted({d.seat for d in ludi.pending(state)}))
        action = chooser.choice(ludi.legal_actions(state, seat))
        assert public_events_hide_the_choice(state, seat, action) == []
        before = state.model_dump_json()
        step = ludi.apply(state, seat, action)
        assert state.model_dump_json() == before, "apply changed its input"
        assert ludi.transition_problems(state, step) == []
        state = step.state
        log.append((seat, action.model_dump(mode="json")))
        assert ludi.invariants(state) == []
        text = state.model_dump_json()
        assert ludi.load_state(text).model_dump_json() == text
        assert ludi.parse_action(log[-1][1]) == action
        assert secrets_kept(state) == []
    outcome = ludi.outcome(state)
    assert outcome is not None, "the game did not end"
    assert state.turn == days and outcome.winners
    assert replay(ludi, seed, seats, options, log).model_dump_json() == state.model_dump_json()
