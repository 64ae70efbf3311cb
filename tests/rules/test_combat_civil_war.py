"""The civil war battle [1.11.35-1.11.373]: the Senate attacks the Primary Rebel's army."""

from __future__ import annotations

from typing import Any

from bot.rules.core.events import Event
from bot.rules.ror.state import RorState
from tests.rules.test_combat import SAFE, battles, combat


def civil_war(
    force: list[Any], *, senate: int = 10, rebel: int = 10, attack: bool = True
) -> tuple[RorState, list[Event]]:
    people = {"fam:4": {"faction": "populares", "military": 0, "influence": 6}}
    forces = [{"war": "civil_war", "commander": "fam:3", "legions": senate}] if attack else []
    return combat(force=force, senators=people, forces=forces,
                  rebel_army={"war": "civil_war", "commander": "fam:4", "legions": rebel},
                  wars={}, unrest=3)  # fmt: skip


def fought(events: list[Event]) -> dict[str, Any]:
    (data,) = [e.data for e in events if e.kind == "civil_war_battle"]
    return data


def test_1_11_371_senate_victory_puts_the_revolt_down() -> None:
    # 12 + 10 - 4 = 18: Victory, no losses
    state, events = civil_war([4, 4, 4], rebel=4)
    assert fought(events)["result"] == "victory" and not battles(events)
    assert state.rebel_army is None
    assert not any(s.rebel for s in state.senators.values())
    assert state.unrest == 2
    assert state.senators["fam:3"].influence == 5 + 2  # half of the rebel's 4
    assert state.forces[0].victorious and state.outcome is None


def test_1_11_372_stalemate_both_armies_lose_and_the_war_goes_on() -> None:
    # 10 + 10 - 10 = 10: Stalemate, 3 legions lost on each side; 3 chits for the Senate's
    state, events = civil_war([3, 3, 4, *SAFE[:3]])
    data = fought(events)
    assert (data["result"], data["legions_lost"], data["rebel_lost"]) == ("stalemate", 3, 3)
    assert state.rebel_army is not None and state.rebel_army.legions == 7
    assert state.outcome is None
    assert state.senators["fam:3"].office is None  # proconsul [1.10.8]


def test_1_11_37_a_chit_for_the_senates_losses_can_kill_the_rebel() -> None:
    state, _ = civil_war([3, 3, 4, "chit:10", "chit:11", "chit:4"])
    assert state.rebel_army is None
    assert not any(s.rebel for s in state.senators.values())
    assert state.legions >= 7 + 7  # both armies' survivors back in the Active Forces box
    assert state.outcome is None


def test_1_11_373_senate_defeat_the_rebel_wins() -> None:
    # 3 + 10 - 10 = 3: Defeat; the rebel loses nothing
    state, events = civil_war([1, 1, 1])
    assert fought(events)["rebel_lost"] == 0
    assert "fam:3" not in state.senators
    assert state.outcome is not None
    assert (state.outcome.kind, state.outcome.winners) == ("rebel_victory", ["populares"])


def test_1_11_35_no_army_sent_against_the_rebel_and_he_wins() -> None:
    state, events = civil_war([], attack=False)
    assert any(e.kind == "rebel_unopposed" for e in events)
    assert state.outcome is not None and state.outcome.kind == "rebel_victory"


def test_1_11_371_rebel_army_destroyed_by_losses_ends_the_revolt_without_a_victory() -> None:
    # 8 + 5 - 3 = 10: Stalemate, 3 legions lost on each side: the rebel has none left
    state, events = civil_war([2, 2, 4, *SAFE[:3]], senate=5, rebel=3)
    data = fought(events)
    assert (data["result"], data["rebel_lost"]) == ("stalemate", 3)
    assert state.rebel_army is None and "rebel_killed" in [e.kind for e in events]
    assert not any(s.rebel for s in state.senators.values())
    # no Victory: no glory, no Unrest change, and the Senate's army comes home
    assert state.senators["fam:3"].influence == 5 and state.unrest == 3
    assert not any(f.war == "civil_war" for f in state.forces)
    assert state.outcome is None
