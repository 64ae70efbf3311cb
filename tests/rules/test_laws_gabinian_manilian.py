"""The Gabinian and Manilian Laws' lasting effects [laws.json]: one test per law, named
after it, and their edges."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, GabinianRecruit, LayDownCommand, MoveOnToWar
from bot.games.ror.rules.state import Force, RorState
from tests.rules.conftest import kinds, play
from tests.rules.test_combat import combat
from tests.rules.test_revolution import past_card_play, revolution

GABINIAN = "law:gabinian"
MANILIAN = "law:manilian"


def _gabinian(**kw: Any) -> RorState:
    people = {"fam:3": {"faction": "optimates", "office": "field_consul", "talents": 12}}
    state, _ = combat(
        force=[],
        senators=people,
        legions=3,
        laws=[GABINIAN],
        faction_treasury={"optimates": 20},
        **kw,
    )
    return state


def test_gabinian_law_commander_recruits_from_his_money_then_the_faction_treasury() -> None:
    state = _gabinian()
    state.no_recruitment_turn = state.turn  # No Recruitment does not stop him
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "gabinian_recruit")
    recruit = GabinianRecruit(commander="fam:3", legions=2, fleets=1)
    after, events = play(state, ("optimates", recruit))
    (force,) = after.forces
    assert (force.legions, force.fleets) == (5, 1)
    assert after.senators["fam:3"].talents == 0  # 12 of the 30T
    assert after.factions["optimates"].treasury == 2  # the other 18T
    assert "gabinian_recruited" in kinds(events)


def test_gabinian_law_refuses_what_the_commander_cannot_pay() -> None:
    state = _gabinian()
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "optimates", GabinianRecruit(commander="fam:3", legions=4))
    assert refused.value.key == "gabinian_short"
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "populares", GabinianRecruit(commander="fam:3", legions=1))
    assert refused.value.key in ("gabinian_not_your_commander", "not_your_turn")
    assert ror.legal_actions(state, "optimates")[-1] == Done()


def test_gabinian_law_recruits_the_treasury_covers_are_offered_privately() -> None:
    """1.04.9: the units offered are those the commander's and Faction Treasury's money
    pays for, so they go to the seat privately; the channel reads the same whatever the
    Faction Treasury holds."""
    from tests.rules.test_hidden_information import public_face

    poor = _gabinian()
    poor.senators["fam:3"].talents, poor.factions["optimates"].treasury = 0, 0
    rich = _gabinian()
    rich.senators["fam:3"].talents = 0
    (decision,) = ror.pending(poor)
    assert decision.kind == "gabinian_recruit" and decision.secret_choices
    assert public_face(poor) == public_face(rich)
    assert ror.legal_actions(poor, "optimates") == [Done()]
    assert GabinianRecruit(commander="fam:3", legions=1) in ror.legal_actions(rich, "optimates")


def test_gabinian_law_not_in_play_no_recruitment_is_offered() -> None:
    state, _ = combat(force=[], legions=3, faction_treasury={"optimates": 20})
    assert all(d.kind != "gabinian_recruit" for d in ror.pending(state))


def _victor(laws: list[str], **kw: Any) -> RorState:
    won = Force(war="war:punic_1", commander="fam:4", legions=3, fleets=2, victorious=True)
    return past_card_play(revolution(forces=(won,), laws=laws, **kw))


def test_manilian_law_a_victorious_army_moves_on_to_an_inactive_war_and_wakes_it() -> None:
    state = _victor([MANILIAN], wars={"war:punic_1": "active", "war:gallic_1": "inactive"})
    (decision,) = ror.pending(state)
    assert decision.kind == "declare_civil_war"
    assert MoveOnToWar(war="war:gallic_1") in ror.legal_actions(state, "populares")
    after, events = play(state, ("populares", MoveOnToWar(war="war:gallic_1")))
    (force,) = after.forces
    assert (force.war, force.commander, force.legions, force.victorious) == (
        "war:gallic_1",
        "fam:4",
        3,
        False,
    )
    assert after.senators["fam:4"].command == "war:gallic_1"
    assert next(w for w in after.wars if w.card == "war:gallic_1").status == "active"
    assert "manilian_moved" in kinds(events)


def test_manilian_law_needs_the_law_and_fleet_support() -> None:
    # 2 fleets support the Syrian War (2) but not the 1st Macedonian (10)
    wars = {"war:punic_1": "active", "war:gallic_1": "inactive"}
    both = _victor([MANILIAN], wars={**wars, "war:syrian": "active", "war:macedonian_1": "active"})
    moves = {a.war for a in ror.legal_actions(both, "populares") if isinstance(a, MoveOnToWar)}
    assert moves == {"war:gallic_1", "war:syrian"}
    state = _victor([], wars=wars)
    assert ror.legal_actions(state, "populares")[0] == LayDownCommand()
    assert not any(isinstance(a, MoveOnToWar) for a in ror.legal_actions(state, "populares"))
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "populares", MoveOnToWar(war="war:gallic_1"))
    assert refused.value.key == "manilian_cannot_move"
