"""`basic` under the optional Rebel Governors rule (2.03): when a governor of its faction
revolts with his province's garrison, and whether he marches on Rome or stays."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import Done, GovernorRevolt
from bot.games.ror.rules.state import RorState, War
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import make_state

ROR = get_game("ror")
SEAT, GOVERNOR = "optimates", "fam:2"


def _declarations(garrison: int, talents: int) -> RorState:
    """The Revolution Phase's declarations with both advanced rules on: the optimates'
    Faction Leader, of Military 3 and holding `talents`, governs Sicilia with `garrison`
    Legions; Rome holds no unit and no talent, no war is Active, Unrest is 0."""
    people = {
        GOVERNOR: {"faction": SEAT, "leader": True, "military": 3, "talents": talents},
        "fam:4": {"faction": "populares", "leader": True, "military": 4},
        "fam:5": {"faction": "equites", "leader": True, "military": 0},
    }
    state, _ = make_state(
        options={"provincial_wars": True, "rebel_governors": True},
        clear_factions=True,
        senators=people,
        provinces={"prov:sicilia": {"governor": GOVERNOR, "term": 3, "garrison": garrison}},
    )
    state.legions, state.fleets, state.veterans, state.unrest, state.treasury = 0, 0, [], 0, 0
    state.procedures = []
    state.phase, state.step = "revolution", "declarations"
    ctx = Ctx(state)
    advance(ctx)
    assert ROR.pending(ctx.state)[0].kind == "governor_revolt"
    return ctx.state


def _choice(state: RorState) -> Any:
    return BasicPlayer(1).choose(ROR, state, SEAT)


def test_2_03_basic_governor_marches_when_his_garrison_beats_what_rome_could_send() -> None:
    """His 4 Legions, which his 8 talents keep (1.11.33), and his Military 3 (capped by
    them) make 7 against an empty Rome that cannot raise one Legion: he marches and wins
    unopposed (1.11.35); not against 10 Legions in Rome and a commander of Military 4."""
    state = _declarations(garrison=4, talents=8)
    assert _choice(state) == GovernorRevolt(senator=GOVERNOR, march=True)
    state.legions = 10
    assert _choice(state) == Done()


def test_1_11_33_basic_governor_marches_only_with_the_talents_that_keep_his_garrison() -> None:
    """A garrison its rebel cannot pay goes back to the Senate before it meets him: with
    no talent he does not march, even on an empty Rome."""
    state = _declarations(garrison=4, talents=0)
    assert _choice(state) == Done()


def test_1_12_2_basic_governor_stays_in_revolt_for_a_bankruptcy() -> None:
    """A rebel who stays in his province wins by a bankruptcy while in revolt (1.12.2 II,
    2.03): with 21 Legions and 21 Fleets in Rome (84 talents at the next Revenue Phase,
    20 more for his revolt) against an empty treasury, its 100 talents and no rival's
    talent (or 3), he revolts and stays, with no army that could beat Rome's; with 4
    talents in a rival's purse the State pays, and he does not. Nor with three wars
    Active, his revolt the fourth at the end of the turn (1.12.4)."""
    state = _declarations(garrison=2, talents=0)
    state.legions, state.fleets = 21, 21
    assert _choice(state) == GovernorRevolt(senator=GOVERNOR, march=False)
    rival = state.senators["fam:4"]
    rival.talents = 3
    assert _choice(state) == GovernorRevolt(senator=GOVERNOR, march=False)
    rival.talents = 4
    assert _choice(state) == Done()
    rival.talents = 0
    state.wars = [
        War(card=card, status="active")
        for card in ("war:gallic_1", "war:illyrian_1", "war:punic_1")
    ]
    assert _choice(state) == Done()
