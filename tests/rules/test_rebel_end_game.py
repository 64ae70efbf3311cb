"""The rebel end game [1.12.4, RULES §12]: a rebel who wins while four or more other wars
are Active must beat them, one at a time, until fewer than four are left."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import AttackWar
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.victory import republic_falls
from tests.rules.conftest import kinds, make_state, play

# no Fleet Support needed, no matching sets; strengths 10, 6, 6, 10, 15
FOUR = ["war:gallic_1", "war:germania", "war:gladiator", "war:social"]
FIFTH = "war:germanic_migrations"
SAFE = [f"chit:{n}" for n in range(10, 30)]


def unopposed(wars: list[str], force: list[Any], **kw: Any) -> RorState:
    """The Senate sends nobody against fam:4 (20 legions, Military 0): condition I."""
    people = {
        "fam:3": {"faction": "optimates", "leader": True, "office": "rome_consul"},
        "fam:4": {"faction": "populares", "leader": True, "military": 0},
        "fam:5": {"faction": "equites", "leader": True},
        **kw.pop("senators", {}),
    }
    kw.setdefault("phase", "combat")
    state, _ = make_state(
        clear_factions=True,
        senators=people,
        wars={w: "active" for w in wars},
        legions=3,
        force=force,
        rebel_army={"war": "civil_war", "commander": "fam:4", "legions": 17},
        **kw,
    )
    return state


def test_1_12_4_with_four_other_wars_the_rebel_takes_every_legion_and_must_attack() -> None:
    state = unopposed(FOUR, [])
    assert state.outcome is None
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("populares", "rebel_end_game")
    assert state.rebel_army is not None and state.rebel_army.legions == 20
    assert state.legions == 0
    assert set(ror.legal_actions(state, "populares")) == {AttackWar(war=w) for w in FOUR}


def test_1_12_4_beating_one_war_brings_rome_below_four_and_he_wins() -> None:
    # 12 + 20 - 6 = 26: Victory, no losses
    state = unopposed(FOUR, [4, 4, 4])
    state, events = play(state, ("populares", AttackWar(war="war:germania")))
    assert "war_defeated" in kinds(events)
    assert state.outcome is not None and state.outcome.kind == "rebel_victory"
    assert state.outcome.winners == ["populares"] and state.outcome.rule == "1.12.4"
    assert state.outcome.data["condition"] == "I"  # the Senate sent nobody


def test_1_12_4_a_battle_short_of_victory_loses_for_everyone() -> None:
    # 3 + 20 - 10 = 13: Stalemate, no losses
    state = unopposed(FOUR, [1, 1, 1])
    state, events = play(state, ("populares", AttackWar(war="war:gallic_1")))
    assert "rebel_end_game_lost" in kinds(events)
    assert state.outcome is not None and state.outcome.kind == "defeat_four_wars"
    assert state.outcome.winners == []


def test_1_12_4_five_other_wars_need_two_victories() -> None:
    state = unopposed([*FOUR, FIFTH], [4, 4, 4, 4, 4, 4])
    state, _ = play(state, ("populares", AttackWar(war="war:germania")))
    assert state.outcome is None and ror.pending(state)[0].kind == "rebel_end_game"
    assert AttackWar(war="war:germania") not in ror.legal_actions(state, "populares")
    state, _ = play(state, ("populares", AttackWar(war="war:gladiator")))
    assert state.outcome is not None and state.outcome.kind == "rebel_victory"


def test_1_12_4_without_fleet_support_he_cannot_fight_and_rome_falls() -> None:
    # the Syrian War needs 2 fleets; the rebel has none
    state = unopposed([*FOUR[:3], "war:syrian"], [])
    state, events = play(state, ("populares", AttackWar(war="war:syrian")))
    assert "battle_not_fought" in kinds(events)
    assert state.outcome is not None and state.outcome.kind == "defeat_four_wars"


def test_1_12_4_condition_i_rebel_dying_in_the_final_battle_does_not_win() -> None:
    # 6 + 20 - 10 = 16: Victory, 2 legions lost, the last chit is his (fam:4)
    state = unopposed(FOUR, [1, 2, 3, "chit:12", "chit:4"])
    state, events = play(state, ("populares", AttackWar(war="war:social")))
    assert "rebel_end_game_died" in kinds(events)
    assert state.outcome is None and state.rebel_army is None
    assert state.phase == "revolution"  # the revolt has failed; play goes on
    assert state.legions == 18  # his surviving army is back in the Active Forces box


def test_1_12_4_condition_i_rebel_dying_leaves_the_win_to_a_consul_for_life() -> None:
    state = unopposed(FOUR, [1, 2, 3, "chit:12", "chit:4"], consul_for_life="fam:5")
    state, _ = play(state, ("populares", AttackWar(war="war:social")))
    assert state.outcome is not None and state.outcome.kind == "consul_for_life"
    assert state.outcome.winners == ["equites"]


def test_1_12_4_dying_before_the_final_battle_loses_for_everyone() -> None:
    state = unopposed([*FOUR, FIFTH], [1, 2, 3, "chit:12", "chit:4"])
    state, _ = play(state, ("populares", AttackWar(war="war:social")))
    assert state.outcome is not None and state.outcome.kind == "defeat_four_wars"


def test_1_12_4_condition_ii_rebel_dying_in_the_final_battle_still_wins() -> None:
    # bankrupt in the Revenue Phase with a rebel of 17 legions and 3 in Rome
    state = unopposed(FOUR, [1, 2, 3, "chit:12", "chit:4"], phase=None)
    ctx = Ctx(state)
    republic_falls(ctx, "defeat_bankruptcy", "1.06.53")
    state = ctx.state
    assert state.outcome is None and ror.pending(state)[0].kind == "rebel_end_game"
    assert state.phase == "combat"
    state, events = play(state, ("populares", AttackWar(war="war:social")))
    assert "senator_died" in kinds(events)
    assert state.outcome is not None and state.outcome.kind == "rebel_victory"
    assert state.outcome.winners == ["populares"]
    assert state.outcome.data["condition"] == "II"  # the bankruptcy began his end game


def test_1_12_4_an_attack_on_a_war_not_active_is_refused() -> None:
    state = unopposed(FOUR, [])
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "populares", AttackWar(war="war:punic_1"))
    assert refused.value.key == "not_an_active_war"
