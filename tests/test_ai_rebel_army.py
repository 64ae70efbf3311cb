"""`basic` with a rebel's army: the war a winning rebel attacks while four others ring
Rome [1.12.4], and the Veterans a loyal senator orders back to the Senate [1.11.36]."""

from __future__ import annotations

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import AttackWar, Done, OrderVeteransBack
from tests.rules.test_rebel_end_game import unopposed
from tests.rules.test_war_more import rebel_with_loyal_veterans

ROR = get_game("ror")
SEEDS = range(1, 9)  # a random choice among the actions passes each seed by luck at most


def test_1_12_4_basic_attacks_the_war_its_army_can_beat() -> None:
    """Seven Legions, Military 0: the Germania War (6) may be beaten in one battle, the
    others (10, 10, 15) hardly; anything short of a victory loses every faction the game."""
    wars = ["war:gallic_1", "war:germania", "war:social", "war:germanic_migrations"]
    state = unopposed(wars, [])
    assert state.rebel_army is not None
    state.rebel_army.legions = 7
    chosen = {BasicPlayer(seed).choose(ROR, state, "populares") for seed in SEEDS}
    assert chosen == {AttackWar(war="war:germania")}


def test_1_11_36_basic_orders_its_veterans_away_from_a_rivals_rebel() -> None:
    state = rebel_with_loyal_veterans([])
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "order_veterans_back")
    chosen = {BasicPlayer(seed).choose(ROR, state, "optimates") for seed in SEEDS}
    assert chosen == {OrderVeteransBack(senator="fam:7")}


def test_1_11_36_basic_leaves_its_veterans_with_a_rebel_of_its_own() -> None:
    """His victory is his faction's [1.12.2]: a faction-mate who stayed loyal does not take
    his Veterans from him."""
    state = rebel_with_loyal_veterans([], loyal="populares")
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == ("populares", "order_veterans_back")
    chosen = {BasicPlayer(seed).choose(ROR, state, "populares") for seed in SEEDS}
    assert chosen == {Done()}
