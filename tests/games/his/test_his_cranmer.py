"""Papal Bull (#5) option A aimed at Cranmer: the response window before his
excommunication (PAPAL.md §3.1 point 6), in which Thomas Cromwell (#115, a response card in
the deck from turn 4) may answer the bull (docs/RULES_CHOICES.md)."""

from __future__ import annotations

import pytest
from his_factory import act, event, game, impulse, kinds, step

from bot.engine.errors import IllegalAction
from bot.games.his.rules import actions as a
from bot.games.his.rules.engine import legal_actions, pending
from bot.games.his.rules.state import HisState
from bot.narrate import event_line


def bull_on_cranmer(turn: int = 4, seats: int = 6) -> HisState:
    """Cranmer in London, the Papacy's impulse with the bull played, at `turn`."""
    state = game(seats)
    state = act(state, "protestant", a.SetReformer(reformer="cranmer", space="london"))
    state = state.model_copy(deep=True)
    state.turn = turn
    return act(impulse(state, "papacy"), "papacy", a.PlayPapalBull())


def test_5_A_6_cranmer_from_turn_4_opens_a_response_window_before_he_is_excommunicated() -> None:
    state = bull_on_cranmer()
    result = step(state, "papacy", a.ExcommunicateReformer(reformer="cranmer"))
    windowed = result.state
    assert kinds(result)[-1] == "his_cranmer_window"
    assert event_line(result.events[-1]).startswith("The Papacy aims the Papal Bull at Cranmer")
    assert windowed.reformers["cranmer"].space == "london"  # not yet off the map
    asked = {d.seat for d in pending(windowed)}
    assert {d.kind for d in pending(windowed)} == {"his_bull_cranmer"}
    assert asked == {s for s in windowed.seats if s != windowed.control["papacy"]}
    for seat in sorted(asked):
        assert legal_actions(windowed, seat) == [a.Done()]  # #115 is nowhere known
        windowed = act(windowed, seat, a.Done())
    cranmer = windowed.reformers["cranmer"]
    assert cranmer.space is None and cranmer.committed and cranmer.excommunicated_turn == 4
    assert [d.kind for d in pending(windowed)] == ["his_bull_debate"]


def test_5_A_6_thomas_cromwell_answers_the_bull_and_cranmer_stays() -> None:
    state = step(bull_on_cranmer(), "papacy", a.ExcommunicateReformer(reformer="cranmer")).state
    england = state.control["england"]
    result = step(state, england, a.RespondCromwell(power="england"))
    after = result.state
    assert event(result, "his_cranmer_saved") == {
        "power": "england",
        "card_id": "his:card:115",
        "reformer_id": "his:reformer:cranmer",
    }
    assert "his_bull_done" in kinds(result) and after.bull is None
    cranmer = after.reformers["cranmer"]
    assert cranmer.space == "london" and not cranmer.committed
    assert cranmer.excommunicated_turn is None and "cranmer" not in after.ever_excommunicated
    assert after.places[115] == "discard"
    assert [d.kind for d in pending(after)] != ["his_bull_cranmer"]


@pytest.mark.parametrize(("turn", "place"), [(3, None), (4, "removed"), (4, "discard")])
def test_5_A_6_no_window_before_turn_4_or_with_cromwell_known_out_of_reach(
    turn: int, place: str | None
) -> None:
    state = bull_on_cranmer(turn)
    if place is not None:
        state.places[115] = place
    result = step(state, "papacy", a.ExcommunicateReformer(reformer="cranmer"))
    assert "his_cranmer_window" not in kinds(result)
    assert result.state.reformers["cranmer"].space is None


def test_5_A_6_the_window_opens_with_cromwell_in_the_papal_hand_and_a_claim_is_refused() -> None:
    """Only the Papacy may know that nobody can answer: the window opens all the same, and
    a power claiming the card the Papal hand holds is refused, nothing changed."""
    state = bull_on_cranmer()
    state.papal_hand = sorted({*state.papal_hand, 115})
    windowed = step(state, "papacy", a.ExcommunicateReformer(reformer="cranmer")).state
    assert {d.kind for d in pending(windowed)} == {"his_bull_cranmer"}
    with pytest.raises(IllegalAction) as refused:
        step(windowed, windowed.control["england"], a.RespondCromwell(power="england"))
    assert (refused.value.key, refused.value.rule) == ("his_card_unavailable", "#5.A")
    with pytest.raises(IllegalAction):  # nor for a power the seat does not play
        step(windowed, windowed.control["france"], a.RespondCromwell(power="england"))


def test_5_A_6_a_power_known_to_hold_cromwell_is_offered_it_privately() -> None:
    state = bull_on_cranmer()
    state.places[115] = "held:france"
    windowed = step(state, "papacy", a.ExcommunicateReformer(reformer="cranmer")).state
    france = windowed.control["france"]
    offered = legal_actions(windowed, france)
    assert offered == [a.Done(), a.RespondCromwell(power="france")]
    assert all(
        a.RespondCromwell(power="france") not in legal_actions(windowed, s)
        for s in windowed.seats
        if s != france
    )
    after = act(windowed, france, a.RespondCromwell(power="france"))
    assert after.reformers["cranmer"].space == "london" and after.bull is None


@pytest.mark.parametrize("seed", range(8))
def test_5_A_6_computer_players_close_the_window_either_way(seed: int) -> None:
    """Random computer players answer the window (by command where they may hold #115) or
    let it pass; every step keeps the invariants, and the bull ends with Cranmer either
    excommunicated or answered."""
    from bot.games.his import rules
    from bot.games.his.ai import player_for

    state = step(bull_on_cranmer(), "papacy", a.ExcommunicateReformer(reformer="cranmer")).state
    players = {s: player_for("random", f"{seed}:{s}") for s in state.seats}
    seen = set()
    while state.bull is not None:
        decision = pending(state)[0]
        seen.add(decision.kind)
        state = act(
            state, decision.seat, players[decision.seat].choose(rules, state, decision.seat)
        )
    assert "his_bull_cranmer" in seen
    cranmer = state.reformers["cranmer"]
    assert (cranmer.space is None) == (state.places.get(115) != "discard")
