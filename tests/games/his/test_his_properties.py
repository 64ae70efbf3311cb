"""Random situations played through by the computer player: every step keeps the
invariants (units conserved but for casualties, each card in one place, the marker and the
draw modifier agreeing), a replay of the log gives the same state, the state survives a JSON
round trip, and no view or event tells a seat what it may not know."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine.engine import replay
from bot.games.his import rules
from bot.games.his.ai import player_for
from bot.games.his.rules.invariants import secret_in
from bot.games.his.rules.state import HisState
from bot.games.his.rules.view import view

OPTIONS = st.fixed_dictionaries(
    {
        "scenario": st.just("random_italy"),
        "turn_limit": st.integers(1, 3),
        "ground_papal_space": st.booleans(),
        "once_per_game": st.booleans(),
        "unrest_catholic_only": st.booleans(),
        "marker_on_ruler": st.booleans(),
        "peace_needs_card": st.booleans(),
        "ragusa_italian": st.booleans(),
    }
)


#: whole games are long: a dozen random situations a run
FEW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def drawn_leaks(state: HisState) -> list[str]:
    """A view naming the two cards of a grab other than the sacker's, or the Papal hand's
    cards other than the Papacy's."""
    problems = []
    drawn = set(state.sack.drawn) if state.sack is not None else set()
    owner = state.control[state.sack.owner] if state.sack is not None else None
    for seat in [None, *state.seats]:
        seen = view(state, seat)
        if seat != owner and ((seen.sack and seen.sack.drawn) or drawn & set(seen.places)):
            problems.append(f"{seat} sees the drawn cards")
        if seat != state.control["papacy"] and (
            seen.papal_hand is not None or set(state.papal_hand) & set(seen.places)
        ):
            problems.append(f"{seat} sees the Papal hand")
    return problems


def texts(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts(v)]
    if isinstance(value, list | tuple):
        return [t for v in value for t in texts(v)]
    return [value] if isinstance(value, str) else []


def play(seed: int, seats: int, options: dict[str, Any]) -> tuple[HisState, list[Any], list[Any]]:
    state = rules.setup(seed, rules.SEATS[:seats], options)
    players = {seat: player_for("random", f"{seed}:{seat}") for seat in state.seats}
    log, events = [], []
    for _ in range(3000):
        decisions = rules.pending(state)
        if not decisions:
            break
        seat = decisions[len(log) % len(decisions)].seat
        action = players[seat].choose(rules, state, seat)
        result = rules.apply(state, seat, action)
        assert rules.transition_problems(state, result) == []
        state = result.state
        assert rules.invariants(state) == []
        assert drawn_leaks(state) == []
        text = state.model_dump_json()
        assert rules.load_state(text).model_dump_json() == text
        log.append((seat, action.model_dump(mode="json")))
        events += result.events
    return state, log, events


@FEW
@given(seed=st.integers(0, 10_000), seats=st.integers(3, 6), options=OPTIONS)
def test_random_situations_keep_the_invariants_and_replay_to_the_same_state(
    seed: int, seats: int, options: dict[str, Any]
) -> None:
    state, log, _ = play(seed, seats, options)
    assert rules.outcome(state) is not None
    again = replay(rules, seed, rules.SEATS[:seats], options, log)
    assert again.model_dump_json() == state.model_dump_json()


@FEW
@given(seed=st.integers(0, 10_000), options=OPTIONS)
def test_no_public_event_names_a_secret_card(seed: int, options: dict[str, Any]) -> None:
    state, _, events = play(seed, 6, options)
    grabbed: set[str] = set()  # the cards drawn in a grab this turn
    for e in events:
        if e.kind == "his_card_draw":  # a new turn: the deck is whole again
            grabbed = set()
        if e.kind == "his_grab_two_seen":
            grabbed |= set(e.data["cards_ids"])
        if e.visibility == "public":
            assert not grabbed & set(texts(e.data)), e
        elif e.kind.startswith("his_grab"):
            assert len(e.seats) == 1
    assert secret_in(state) >= set(state.papal_hand)


def test_a_random_game_sacks_rome_and_grabs_two_cards() -> None:
    """The random situations reach the card grab (the leak checks above are not empty)."""
    seen = set()
    for seed in range(40):
        _, _, events = play(seed, 6, {"scenario": "random_italy", "turn_limit": 3})
        seen |= {e.kind for e in events}
        if {"his_grab_two_seen", "his_ruler_excommunicated"} <= seen:
            break
    assert {"his_grab_two_seen", "his_ruler_excommunicated", "his_sack_repulsed"} <= seen


def test_the_checks_catch_a_leak_and_a_unit_lost_without_a_casualty() -> None:
    from bot.engine.engine import Step
    from bot.engine.events import Event

    state = rules.setup(1, rules.SEATS, {"scenario": "random_italy"})
    state.papal_hand = [5, 6, 65]
    after = state.model_copy(deep=True)
    after.units = {}
    leak = Event(kind="x", data={"card_id": "his:card:65"})
    problems = rules.transition_problems(state, Step(state=after, events=[leak]))
    assert any("names secret cards [65]" in p for p in problems)
    assert any("units gone, 0 casualties" in p for p in problems)
    after.draw_modifier["france"] = -1
    assert any(p.startswith("france: marker False") for p in rules.invariants(after))


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.integers(3, 6))
def test_every_legal_action_offered_applies(seed: int, seats: int) -> None:
    state = rules.setup(seed, rules.SEATS[:seats], {"scenario": "random_italy", "turn_limit": 2})
    player = player_for("random", seed)
    for _ in range(400):
        decisions = rules.pending(state)
        if not decisions:
            break
        for decision in decisions:
            for action in rules.legal_actions(state, decision.seat):
                rules.apply(state, decision.seat, action)  # raises if refused
        seat = decisions[0].seat
        state = rules.apply(state, seat, player.choose(rules, state, seat)).state
    assert rules.outcome(state) is not None
