"""The civil war battle [1.11.35-1.11.373]: the Senate attacks the Primary Rebel's army."""

from __future__ import annotations

from typing import Any

from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Consent, Done, PlayProscription
from bot.games.ror.rules.forum.knights import attract_modifier, attract_options
from bot.games.ror.rules.modifiers import unprosecuted_wars
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import assert_narrated, kinds, play
from tests.rules.test_combat import SAFE, battles, combat

PROSCRIPTION = "int:proscription#1"


def civil_war(
    force: list[Any], *, senate: int = 10, rebel: int = 10, attack: bool = True, **extra: Any
) -> tuple[RorState, list[Event]]:
    people = {"fam:4": {"faction": "populares", "military": 0, "influence": 6}}
    forces = [{"war": "civil_war", "commander": "fam:3", "legions": senate}] if attack else []
    return combat(
        force=force,
        senators=people,
        forces=forces,
        rebel_army={"war": "civil_war", "commander": "fam:4", "legions": rebel},
        wars={},
        unrest=3,
        **extra,
    )


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
    # 10 + 10 - 10 = 10: Stalemate, 3 legions lost on each side: 6 chits
    state, events = civil_war([3, 3, 4, *SAFE[:6]])
    data = fought(events)
    assert (data["result"], data["legions_lost"], data["rebel_lost"]) == ("stalemate", 3, 3)
    assert state.rebel_army is not None and state.rebel_army.legions == 7
    assert state.outcome is None
    assert state.senators["fam:3"].office is None  # proconsul [1.10.8]


def test_1_11_37_a_chit_for_the_senates_losses_can_kill_the_rebel() -> None:
    state, _ = civil_war([3, 3, 4, "chit:10", "chit:11", "chit:4", *SAFE[2:5]])
    assert state.rebel_army is None
    assert not any(s.rebel for s in state.senators.values())
    assert state.legions >= 7 + 7  # both armies' survivors back in the Active Forces box
    assert state.outcome is None


def test_1_11_37_chits_are_drawn_for_the_losses_of_both_sides() -> None:
    # Stalemate, 3 legions lost on each side: the 6th chit, drawn for the rebel's
    # losses, is the rebel's own number
    state, events = civil_war([3, 3, 4, *SAFE[:5], "chit:4"])
    [drawn] = [e.data for e in events if e.kind == "chits_drawn"]
    assert drawn["count"] == 6
    killed = [e.data["senator"] for e in events if e.kind == "commander_killed"]
    assert killed == ["fam:4"] and state.rebel_army is None
    assert "rebel_revolt_failed" in kinds(events)
    assert state.outcome is None


def test_1_11_371_a_victor_killed_by_a_chit_sends_his_army_home() -> None:
    # 10 + 10 - 4 = 16: Victory, 2 legions lost on each side; the last chit is fam:3's
    state, events = civil_war([3, 3, 4, *SAFE[:3], "chit:3"], rebel=4)
    assert fought(events)["result"] == "victory" and "fam:3" not in state.senators
    assert state.rebel_army is None
    assert not any(f.war == "civil_war" for f in state.forces)
    assert state.legions >= 10 - 2  # the Senate's survivors are in the Active Forces box


def test_1_10_9_a_civil_war_no_senate_army_still_faces_is_unprosecuted() -> None:
    # 16 + 2 - 10 = 8: Stalemate, 5 losses: the Senate's 2 legions are gone (7 chits)
    state, events = civil_war([6, 5, 5, *SAFE[:7]], senate=2, rebel=10)
    assert fought(events)["result"] == "stalemate" and state.rebel_army is not None
    assert not any(f.war == "civil_war" for f in state.forces)
    unprosecuted = [e.data["war"] for e in events if e.kind == "war_unprosecuted"]
    assert unprosecuted == ["civil_war"] and unprosecuted_wars(state) == 1
    assert_narrated([e for e in events if e.kind == "war_unprosecuted"])


def test_1_10_9_a_civil_war_fought_by_a_standing_senate_army_is_prosecuted() -> None:
    state, events = civil_war([3, 3, 4, *SAFE[:6]])  # Stalemate, 7 legions still face him
    assert state.rebel_army is not None and unprosecuted_wars(state) == 0
    assert "war_unprosecuted" not in kinds(events)


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


def proscription_window(
    hands: dict[str, list[str]], force: list[Any], optimates_knights: int = 1
) -> tuple[RorState, list[Event]]:
    """A Senate Victory over the rebel (12 + 10 - 4 = 18) won by the optimates' Field
    Consul fam:3, then Proscription's window; knights: fam:5 (equites) 2, fam:6
    (populares) 1, fam:7 (optimates) `optimates_knights`."""
    people = {
        "fam:4": {"faction": "populares", "military": 0, "influence": 6},
        "fam:5": {"faction": "equites", "knights": 2},
        "fam:6": {"faction": "populares", "knights": 1},
        "fam:7": {
            "faction": "optimates",
            "leader": True,
            "knights": optimates_knights,
            "influence": 30,
        },
    }
    return combat(
        force=[4, 4, 4, *force],
        senators=people,
        hands=hands,
        wars={},
        unrest=3,
        forces=[{"war": "civil_war", "commander": "fam:3", "legions": 10}],
        rebel_army={"war": "civil_war", "commander": "fam:4", "legions": 4},
    )


def test_1_11_371_proscription_after_the_civil_war_victory_the_hrao_takes_the_knights() -> None:
    state, events = proscription_window({"equites": [PROSCRIPTION]}, [6, 5, 4, 3])
    assert fought(events)["result"] == "victory"
    # every faction is asked, privately, whether to play it: nobody learns who holds it
    assert {(d.seat, d.kind) for d in ror.pending(state)} == {
        (s, "play_proscription") for s in ("optimates", "populares", "equites")
    }
    assert ror.legal_actions(state, "optimates") == [Done()]
    state, _ = play(
        state,
        ("optimates", Done()),
        ("populares", Done()),
        ("equites", PlayProscription(card=PROSCRIPTION)),
    )
    # the HRAO is the victorious Field Consul fam:3, counted as in Rome (not fam:7, 30 INF)
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "proscription_choice")
    assert PROSCRIPTION in state.discard
    talents = state.senators["fam:3"].talents
    state, events = play(state, ("optimates", Consent(agree=True)))
    assert "knights_proscribed" in kinds(events)
    assert all(s.knights == 0 for s in state.senators.values())
    assert state.senators["fam:3"].talents == talents + 6 + 5 + 4 + 3
    assert state.proscribed == "optimates" and state.phase == "revolution"
    # thereafter the proscriber's faction attracts no knights, the others get +1
    assert attract_modifier(state, state.senators["fam:5"]) == 1
    assert attract_modifier(state, state.senators["fam:7"]) == 0
    assert not attract_options(state, "optimates") and attract_options(state, "equites")


def test_1_11_371_every_faction_asked_learns_who_would_proscribe_and_how_many_knights() -> None:
    """Each faction, holding the card or not, is told the proscribing HRAO (the victorious
    Field Consul fam:3) and the 4 Knights on the board: the same prompt for all, so it
    tells nobody who holds the card."""
    state, _ = proscription_window({"equites": [PROSCRIPTION]}, [])
    prompts = [(d.data["senator_id"], d.data["knights"]) for d in ror.pending(state)]
    assert prompts == [("fam:3", 4)] * 3


def test_1_11_371_proscription_declined_is_discarded_with_no_effect() -> None:
    state, _ = proscription_window({"equites": [PROSCRIPTION]}, [])
    state, _ = play(
        state,
        ("optimates", Done()),
        ("populares", Done()),
        ("equites", PlayProscription(card=PROSCRIPTION)),
    )
    state, events = play(state, ("optimates", Consent(agree=False)))
    assert "proscription_declined" in kinds(events) and PROSCRIPTION in state.discard
    assert state.senators["fam:5"].knights == 2 and state.proscribed is None


def test_1_11_371_the_hraos_own_proscription_is_played_at_once_and_not_without_a_victory() -> None:
    state, events = proscription_window({"optimates": [PROSCRIPTION]}, [1, 1, 1, 1])
    state, events = play(
        state,
        ("optimates", PlayProscription(card=PROSCRIPTION)),
        ("populares", Done()),
        ("equites", Done()),
    )
    assert "knights_proscribed" in kinds(events) and state.proscribed == "optimates"
    # a Stalemate is no Victory: nobody is asked
    state, events = civil_war([3, 3, 4, *SAFE[:3]], hands={"optimates": [PROSCRIPTION]})
    assert fought(events)["result"] == "stalemate" and state.rebel_army is not None
    assert not any(d.kind == "play_proscription" for d in ror.pending(state))
