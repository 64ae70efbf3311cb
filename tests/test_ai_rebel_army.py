"""`basic` with a rebel's army: the war a winning rebel attacks while four others ring
Rome [1.12.4], and the Veterans a loyal senator orders back to the Senate [1.11.36]."""

from __future__ import annotations

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import AttackWar, Done, OrderVeteransBack
from tests.rules.test_combat import combat
from tests.rules.test_rebel_end_game import unopposed

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


def _rebel_with_veterans_loyal_to(faction: str) -> object:
    """fam:4 (populares) rebels with 4 Legions and 2 Veterans loyal to fam:7, a loyal
    senator of `faction`; fam:3 (optimates) leads 6 Legions against him."""
    people = {
        "fam:4": {"faction": "populares", "military": 0, "influence": 6},
        "fam:7": {"faction": faction, "leader": faction == "optimates"},
    }
    state, _ = combat(
        force=[],
        senators=people,
        forces=[{"war": "civil_war", "commander": "fam:3", "legions": 6}],
        rebel_army={
            "war": "civil_war",
            "commander": "fam:4",
            "legions": 4,
            "veterans": ["fam:7", "fam:7"],
        },
        wars={},
    )
    return state


def test_1_11_36_basic_orders_its_veterans_away_from_a_rivals_rebel() -> None:
    state = _rebel_with_veterans_loyal_to("optimates")
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "order_veterans_back")
    chosen = {BasicPlayer(seed).choose(ROR, state, "optimates") for seed in SEEDS}
    assert chosen == {OrderVeteransBack(senator="fam:7")}


def test_1_11_36_basic_leaves_its_veterans_with_a_rebel_of_its_own() -> None:
    """His victory is his faction's [1.12.2]: a faction-mate who stayed loyal does not take
    his Veterans from him."""
    state = _rebel_with_veterans_loyal_to("populares")
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == ("populares", "order_veterans_back")
    chosen = {BasicPlayer(seed).choose(ROR, state, "populares") for seed in SEEDS}
    assert chosen == {Done()}
