"""`basic` raising provincial armies and fleets with a province's local taxes, where the
province will fight [2.02]."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import RaiseProvincialForces
from bot.games.ror.rules.provincial.taxes_and_builds import even_mix
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import make_state
from tests.rules.test_provincial import PEOPLE

ROR = get_game("ror")
SEEDS = range(1, 9)  # a random choice among the mixes passes each seed by luck at most


def _building(province: str, wars: dict[str, str]) -> RorState:
    """Local taxes are spent [2.02]: fam:2 (optimates) governs `province`, `wars` on the
    board."""
    state, _ = make_state(
        options={"provincial_wars": True},
        clear_factions=True,
        senators=PEOPLE,
        provinces={province: {"governor": "fam:2", "term": 3}},
        wars=wars,
    )
    state.procedures = []
    state.phase, state.step = "revenue", "provincial"
    ctx = Ctx(state)
    advance(ctx)
    (decision,) = ROR.pending(ctx.state)
    assert (decision.kind, decision.seat) == ("raise_provincial_forces", "optimates")
    return ctx.state


def _mixes(state: RorState) -> set[tuple[int, int]]:
    chosen: set[Any] = {BasicPlayer(seed).choose(ROR, state, "optimates") for seed in SEEDS}
    assert all(isinstance(a, RaiseProvincialForces) for a in chosen)
    return {(a.armies, a.fleets) for a in chosen}


def test_2_02_basic_raises_armies_against_a_land_war_that_attacks_the_province() -> None:
    """The 1st Sicilian Slave Revolt attacks Sicilia on land: 3 armies, no fleet."""
    state = _building("prov:sicilia", {"war:sicilian_slave_1": "inactive"})
    assert _mixes(state) == {(3, 0)}


def test_2_02_basic_raises_fleets_against_a_war_fought_at_sea() -> None:
    """The 2nd Cilician Pirates War attacks Creta and Cyrenaica with its fleet: the
    province's battle is at sea, where only its fleets fight; its 15 talents raise one
    unit."""
    state = _building("prov:creta_et_cyrenaica", {"war:cilician_pirates_2": "imminent"})
    assert _mixes(state) == {(0, 1)}


def test_2_02_basic_raises_the_even_mix_when_no_war_attacks_the_province() -> None:
    state = _building("prov:sicilia", {"war:gallic_1": "inactive"})
    assert _mixes(state) == {even_mix(state, state.provinces["prov:sicilia"])}
