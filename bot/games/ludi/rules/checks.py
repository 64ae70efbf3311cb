"""What holds in every state of Ludi Romani and what no step may do."""

from __future__ import annotations

from collections import Counter

from bot.engine import Step
from bot.games.ludi.rules.state import DECK, HAND_SIZE, LudiState, cards_in_play


def invariants(state: LudiState) -> list[str]:
    problems = []
    if cards_in_play(state) != Counter(DECK):
        problems.append("the purse cards are not the thirty of the deck [1.2]")
    for seat, aedile in state.aediles.items():
        held = len(aedile.hand) + (aedile.bid is not None)
        if held != HAND_SIZE:
            problems.append(f"{seat} holds {held} cards, not {HAND_SIZE} [1.2, 2.5]")
        if aedile.favour < 0:
            problems.append(f"{seat} has negative favour")
        if aedile.vote is not None and state.phase != "vote":
            problems.append(f"{seat} has a vote outside the acclamation [2.4]")
    if state.phase == "vote" and state.sponsor not in state.aediles:
        problems.append("the acclamation has no sponsor [2.3]")
    if (state.phase == "over") != (state.outcome is not None):
        problems.append("the game is over exactly when it has an outcome [3.1]")
    if not 1 <= state.turn <= state.options.last_round:
        problems.append(f"round {state.turn} is not a round of the game [1.3]")
    return problems


def transition_problems(before: LudiState, step: Step[LudiState]) -> list[str]:
    """Favour never falls [2.3, 2.4], the round never goes back, a finished game stays so."""
    after = step.state
    problems = []
    for seat, aedile in after.aediles.items():
        if aedile.favour < before.aediles[seat].favour:
            problems.append(f"{seat} lost favour")
    if after.turn < before.turn:
        problems.append("the round went back")
    if before.outcome is not None and after.outcome != before.outcome:
        problems.append("a finished game changed its outcome")
    return problems
