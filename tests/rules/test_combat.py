"""Combat Phase [1.10]: order, strengths, the Combat Results Table, losses and outcomes.

Every state is set up at the start of the Combat phase with forced dice (3d6 per battle)
and chits (one per unit lost); the phase then runs to the Revolution."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.events import Event
from bot.games.ror.rules.combat.battle import crt_row
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.senate.forces import RaiseParams, raise_refusal
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.state_revenue import pay_debits
from bot.games.ror.rules.turn import advance, enter_phase
from bot.games.ror.rules.units import fleets_in_play, lent_fleets
from bot.games.ror.rules.view import view
from tests.rules.conftest import kinds, make_state

OTHERS = {
    "fam:7": {"faction": "optimates", "leader": True},
    "fam:4": {"faction": "populares"},
    "fam:5": {"faction": "equites"},
}
# chits of senators not in play, to fill the draws for units lost
SAFE = [f"chit:{n}" for n in range(10, 30)]


def combat(
    *,
    force: list[Any],
    legions: int = 10,
    fleets: int = 0,
    military: int = 0,
    war: str = "war:gallic_1",
    senators: dict[str, Any] | None = None,
    forces: list[dict[str, Any]] | None = None,
    **state: Any,
) -> tuple[RorState, list[Event]]:
    """fam:3 (Field Consul, faction optimates) leads `legions` against `war`."""
    people = {
        "fam:3": {
            "faction": "optimates",
            "office": "field_consul",
            "military": military,
            "influence": 5,
        },
        **OTHERS,
        **(senators or {}),
    }
    return make_state(
        phase="combat",
        clear_factions=True,
        senators=people,
        wars=state.pop("wars", {war: "active"}),
        forces=forces
        if forces is not None
        else [{"war": war, "commander": "fam:3", "legions": legions, "fleets": fleets}],
        force=force,
        **state,
    )


def before_combat(war: str, *, legions: int, fleets: int = 0, **state: Any) -> RorState:
    """fam:3 (Field Consul, optimates) with a force against `war`, the Combat Phase not yet
    entered: the state may be changed where the fixture cannot reach."""
    people = {"fam:3": {"faction": "optimates", "office": "field_consul", "influence": 5}}
    built, _ = make_state(
        clear_factions=True,
        senators={**OTHERS, **people},
        wars={war: "active"},
        forces=[{"war": war, "commander": "fam:3", "legions": legions, "fleets": fleets}],
        **state,
    )
    return built


def into_combat(state: RorState, force: list[Any]) -> list[Event]:
    """The Combat Phase entered and run, with `force` feeding the dice; its events."""
    state.rng.forced += force
    state.procedures = []
    ctx = Ctx(state)
    enter_phase(ctx, "combat")
    advance(ctx)
    return ctx.events


def battles(events: list[Event]) -> list[dict[str, Any]]:
    return [e.data for e in events if e.kind == "battle"]


# ---------------------------------------------------------------- the table [1.10.3]


@pytest.mark.parametrize(
    ("total", "result", "losses"),
    [
        (-5, "defeat", None),
        (3, "defeat", None),
        (4, "defeat", 4),
        (7, "defeat", 1),
        (8, "stalemate", 5),
        (13, "stalemate", 0),
        (14, "victory", 4),
        (17, "victory", 1),
        (18, "victory", 0),
        (30, "victory", 0),
    ],
)
def test_1_10_3_crt_rows_at_every_boundary(total: int, result: str, losses: int | None) -> None:
    row = crt_row(total)
    assert (row.result, row.losses) == (result, losses)


def test_1_10_3_modifiers_past_the_bottom_lose_everything() -> None:
    # natural 3 + 6 legions - 10 = -1: Defeat, all lost; commander dies, Unrest +2
    state, events = combat(force=[1, 1, 1], legions=6)
    (b,) = battles(events)
    assert (b["modified"], b["result"], b["legions_lost"]) == (-1, "defeat", 6)
    assert "fam:3" not in state.senators
    assert state.unrest == 2
    assert state.forces == []


def test_1_10_3_defeat_at_7_loses_one_and_leaves_the_force_commanderless() -> None:
    state, events = combat(force=[1, 2, 4])
    (b,) = battles(events)
    assert (b["modified"], b["result"], b["legions_lost"]) == (7, "defeat", 1)
    assert state.forces[0].commander is None and state.forces[0].legions == 9


def test_1_10_3_stalemate_at_8_loses_five_and_draws_five_chits() -> None:
    _, events = combat(force=[2, 2, 4, *SAFE[:5]])
    (b,) = battles(events)
    assert (b["result"], b["legions_lost"]) == ("stalemate", 5)
    assert [e.data["count"] for e in events if e.kind == "chits_drawn"] == [5]


def test_1_10_3_stalemate_at_13_loses_nothing() -> None:
    _, events = combat(force=[4, 4, 4], legions=11)
    (b,) = battles(events)
    assert (b["modified"], b["result"], b["legions_lost"]) == (13, "stalemate", 0)


def test_1_10_3_victory_at_14_and_past_the_top() -> None:
    _, events = combat(force=[4, 4, 6, *SAFE[:4]])
    assert (battles(events)[0]["result"], battles(events)[0]["legions_lost"]) == ("victory", 4)
    _, events = combat(force=[6, 6, 6], legions=12)
    assert battles(events)[0]["modified"] == 20
    assert battles(events)[0]["legions_lost"] == 0


def test_1_10_3_evil_omens_lower_the_total() -> None:
    _, events = combat(force=[4, 4, 6, *SAFE[:5]], active_events={"evil_omens": 1})
    assert battles(events)[0]["modified"] == 13


# ---------------------------------------------------------------- D/S numbers [1.10.3]


def test_1_10_3_disaster_number_halves_the_force_and_raises_unrest() -> None:
    # 1st Gallic War: Disaster 13; 10 legions -> 5 lost (rounded up), Unrest +1
    state, events = combat(force=[4, 4, 5, *SAFE[:5]], legions=11, unrest=0)
    (b,) = battles(events)
    assert (b["result"], b["legions_lost"]) == ("disaster", 6)
    assert state.unrest == 1


def test_1_10_3_standoff_number_loses_a_quarter() -> None:
    _, events = combat(force=[5, 5, 5, *SAFE[:3]], legions=9)
    assert (battles(events)[0]["result"], battles(events)[0]["legions_lost"]) == ("standoff", 3)


def test_1_10_3_each_ds_number_triggers_once_per_war_per_turn() -> None:
    two = [
        {"war": "war:gallic_1", "commander": "fam:3", "legions": 10, "order": 1},
        {"war": "war:gallic_1", "commander": "fam:4", "legions": 10, "order": 2},
    ]
    people = {"fam:4": {"faction": "populares", "office": "rome_consul", "military": 0}}
    _, events = combat(force=[4, 4, 5, *SAFE[:5], 4, 4, 5], forces=two, senators=people)
    assert [b["result"] for b in battles(events)] == ["disaster", "stalemate"]


def test_1_10_3_statesman_nullifies_the_war_numbers_not_the_leaders() -> None:
    # 2nd Punic War: Disaster 10; Hannibal: Disaster 9. Scipio Africanus ignores Punic D/S.
    people = {"st:1A": {"faction": "optimates", "office": "rome_consul", "military": 0}}
    forces = [{"war": "war:punic_2", "commander": "st:1A", "legions": 25, "fleets": 5}]
    kwargs: dict[str, Any] = {
        "senators": people,
        "forces": forces,
        "wars": {"war:punic_2": "active"},
        "war_leaders": {"war:punic_2": ["ldr:hannibal"]},
    }
    _, events = combat(force=[3, 3, 4], **kwargs)
    assert battles(events)[0]["result"] == "stalemate"  # 10 + 25 - 22 = 13
    _, events = combat(force=[3, 3, 3, *SAFE[:16]], **kwargs)
    assert battles(events)[0]["result"] == "disaster"  # Hannibal's 9


def test_1_10_3_the_board_shows_the_disaster_and_standoff_numbers_leaders_included() -> None:
    # 1st Punic War: Disaster 13, Standoff 11 and 14; Hannibal: Disaster 9, Standoff 16
    state, _ = make_state(
        phase="combat",
        wars={"war:punic_1": "active", "war:gallic_1": "inactive"},
        war_leaders={"war:punic_1": ["ldr:hannibal"]},
    )
    shown = {w.id: (w.disaster, w.standoff) for w in view(state, None).wars}
    assert shown["war:punic_1"] == ([13, 9], [11, 14, 16])
    assert shown["war:gallic_1"] == ([13], [15])


# ---------------------------------------------------------------- strengths [1.10.2]


def test_1_10_2_matching_wars_multiply_then_leaders_add() -> None:
    state, _ = combat(
        force=[],
        forces=[],
        wars={"war:punic_1": "active", "war:punic_2": "active"},
        war_leaders={"war:punic_2": ["ldr:hannibal"]},
    )
    punic_2 = next(w for w in state.wars if w.card == "war:punic_2")
    assert enemy_strength(state, punic_2, naval=False) == 15 * 2 + 7


def test_1_10_2_commander_military_is_capped_by_his_units() -> None:
    _, events = combat(force=[1, 1, 1], legions=2, military=5)
    assert battles(events)[0]["roman"] == 4


def test_1_09_34_dictator_adds_master_of_horse_military() -> None:
    people = {"fam:6": {"faction": "optimates", "office": "master_of_horse", "military": 3}}
    forces = [
        {"war": "war:gallic_1", "commander": "fam:3", "master_of_horse": "fam:6", "legions": 10}
    ]
    _, events = combat(force=[4, 4, 4], military=2, senators=people, forces=forces)
    assert battles(events)[0]["roman"] == 15


def test_1_07_21_ally_deserts_adds_the_black_die_on_an_even_roll() -> None:
    _, events = combat(force=[4, 4, 4], active_events={"ally_deserts": 1})
    assert battles(events)[0]["enemy"] == 14


# ---------------------------------------------------------------- outcomes [1.10.4-1.10.8]


def test_1_10_4_land_victory_spoils_glory_province_and_the_force_kept() -> None:
    state, _ = combat(force=[6, 6, 6], legions=10, treasury=50, unrest=3)
    assert "war:gallic_1" in state.discard
    assert "war:gallic_1" not in [w.card for w in state.wars]
    assert state.treasury == 70  # 20T spoils
    assert state.unrest == 2
    assert state.senators["fam:3"].influence == 10  # + half of 10
    assert "prov:gallia_cisalpina" in state.provinces
    assert state.forces[0].victorious
    assert state.forces[0].veterans == ["fam:3"]  # 1.10.5


def test_1_10_4_illyricum_waits_for_the_illyrian_war_still_in_the_deck() -> None:
    # wars.json: Illyricum only once BOTH Illyrian Wars are defeated
    state, _ = combat(force=[6, 6, 4], war="war:illyrian_2", legions=10, fleets=2)
    assert "war:illyrian_2" in state.discard and "war:illyrian_1" in state.deck
    assert "prov:illyricum" not in state.provinces


@pytest.mark.parametrize(
    ("war", "province"),
    [("war:mithridatic_1", "prov:bithynia"), ("war:macedonian_1", "prov:macedonia")],
)
def test_1_10_4_a_war_is_a_revolt_once_its_province_exists_no_spoils(
    war: str, province: str
) -> None:
    # Bithynia's card reads "Bithynia (Bithynia-Pontus when developed)"
    state, events = combat(
        force=[6, 6, 5], war=war, legions=25, fleets=10, provinces={province: {}}, treasury=100
    )
    assert battles(events)[0]["result"] == "victory" and war in state.discard
    assert state.treasury == 100 and "spoils_of_war" not in kinds(events)


def test_1_10_4_an_earlier_war_of_a_series_whose_last_is_beaten_is_a_revolt() -> None:
    # wars.json: once the 3rd Punic War is defeated, the 2nd is a Revolt, with no spoils
    state = before_combat("war:punic_2", legions=25, fleets=10, treasury=100)
    state.deck.remove("war:punic_3")
    state.discard.append("war:punic_3")
    events = into_combat(state, [6, 6, 6, *SAFE[:10]])
    assert battles(events)[0]["result"] == "victory" and "war:punic_2" in state.discard
    assert state.treasury == 100 and "spoils_of_war" not in kinds(events)


def test_1_10_5_stalemate_makes_a_veteran_loyal_to_the_commander() -> None:
    state, _ = combat(force=[4, 4, 4], legions=11)
    assert state.forces[0].veterans == ["fam:3"] and state.forces[0].legions == 10


def test_1_10_8_surviving_commander_becomes_proconsul() -> None:
    state, events = combat(force=[4, 4, 4], legions=11)
    consul = state.senators["fam:3"]
    assert consul.office is None and consul.prior_consul and consul.major
    assert consul.command == "war:gallic_1"
    assert any(e.kind == "proconsul" for e in events)


def test_1_10_6_naval_battle_first_then_the_land_battle() -> None:
    # 1st Punic War: naval 10, fleet support 5, land 10
    forces = [{"war": "war:punic_1", "commander": "fam:3", "legions": 10, "fleets": 10}]
    state, events = combat(force=[6, 6, 6, 6, 6, 6], forces=forces, wars={"war:punic_1": "active"})
    assert [b["arena"] for b in battles(events)] == ["naval", "land"]
    assert state.senators["fam:3"].influence == 5 + 5 + 5  # half of each strength


def test_1_10_6_naval_stalemate_means_no_land_battle() -> None:
    forces = [{"war": "war:punic_1", "commander": "fam:3", "legions": 10, "fleets": 10}]
    state, events = combat(force=[4, 4, 4], forces=forces, wars={"war:punic_1": "active"})
    assert [b["arena"] for b in battles(events)] == ["naval"]
    assert not state.wars[0].unprosecuted  # a naval battle and fleets left [1.10.9]


# ---------------------------------------------------------------- capture [1.10.71]


def test_1_10_71_last_of_two_chits_captures_the_commander() -> None:
    # 9 + 11 - 10 = 10: Stalemate, 3 lost; chits 10, 11 then 3 (the commander's, last)
    state, _ = combat(force=[3, 3, 3, "chit:10", "chit:11", "chit:3"], legions=11)
    consul = state.senators["fam:3"]
    assert consul.captive == "war:gallic_1" and consul.command is None
    assert consul.office == "field_consul"  # kept while captive
    assert state.forces[0].commander is None


def test_1_10_71_a_chit_that_is_not_last_kills() -> None:
    state, _ = combat(force=[3, 3, 3, "chit:3", "chit:11", "chit:12"], legions=11)
    assert "fam:3" not in state.senators


def test_1_10_71_one_chit_kills_rather_than_captures() -> None:
    state, _ = combat(force=[3, 4, 5, "chit:3"], legions=10)  # 12: Stalemate, 1 lost
    assert "fam:3" not in state.senators


def test_1_10_71_no_capture_in_a_victory() -> None:
    state, _ = combat(force=[4, 4, 6, "chit:10", "chit:11", "chit:12", "chit:3"])
    assert "fam:3" not in state.senators


def test_1_10_71_captive_dies_when_his_war_is_defeated() -> None:
    people = {"fam:6": {"faction": "optimates", "captive": "war:gallic_1"}}
    state, _ = combat(force=[6, 6, 6], senators=people)
    from bot.games.ror.rules import apply
    from bot.games.ror.rules.actions import Done

    step = apply(state, "optimates", Done())  # asked, and cannot pay: declines [1.04.9]
    state, events = step.state, step.events
    assert "fam:6" not in state.senators
    assert any(e.kind == "captive_killed" for e in events)


@pytest.mark.parametrize(("influence", "ransom"), [(3, 10), (8, 16)])
def test_1_10_71_ransom_paid_from_captive_then_faction(influence: int, ransom: int) -> None:
    from bot.games.ror.rules import apply
    from bot.games.ror.rules.actions import PayRansom

    people = {
        "fam:6": {
            "faction": "optimates",
            "captive": "war:gallic_1",
            "influence": influence,
            "talents": 4,
        }
    }
    state, _ = combat(
        force=[4, 4, 4], senators=people, legions=11, faction_treasury={"optimates": 20}
    )
    assert state.procedures[-1].kind == "ransom"
    step = apply(state, "optimates", PayRansom(senator="fam:6"))
    freed = step.state.senators["fam:6"]
    assert freed.captive is None and freed.talents == 0
    assert step.state.factions["optimates"].treasury == 20 - (ransom - 4)


def _at_ransom(optimates: int, *captives: tuple[str, int]) -> RorState:
    """Optimates hold `captives` (card, Influence; 4T of their own each) of the 1st Gallic
    War, with `optimates` talents in their Faction Treasury, as the Combat Phase opens."""
    people = {
        card: {"faction": "optimates", "captive": "war:gallic_1", "influence": inf, "talents": 4}
        for card, inf in captives
    }
    state, _ = combat(
        force=[4, 4, 4],
        senators=people,
        legions=11,
        faction_treasury={"optimates": optimates, "populares": 30},
    )
    return state


def test_1_10_71_every_faction_holding_a_captive_is_asked_whatever_its_treasury() -> None:
    """1.04.9: whom the game waits for is public, so a faction that cannot pay is asked
    too; the ransoms it can pay go to it privately."""
    from bot.games.ror.rules import legal_actions, pending
    from bot.games.ror.rules.actions import Done, PayRansom
    from tests.rules.test_hidden_information import public_face

    poor, rich = _at_ransom(0, ("fam:6", 8)), _at_ransom(30, ("fam:6", 8))
    (decision,) = pending(poor)
    assert (decision.seat, decision.kind, decision.secret_choices) == (
        "optimates",
        "pay_ransom",
        True,
    )
    assert decision.data["captives_pairs"] == [["fam:6", 16]]  # 2T x 8 Influence, a public fact
    assert public_face(poor) == public_face(rich)
    assert legal_actions(poor, "optimates") == [Done()]
    assert legal_actions(rich, "optimates") == [PayRansom(senator="fam:6"), Done()]


def test_1_10_71_ransom_refused_when_unaffordable() -> None:
    from bot.engine.errors import IllegalAction
    from bot.games.ror.rules import apply
    from bot.games.ror.rules.actions import PayRansom

    state = _at_ransom(0, ("fam:6", 8))  # 16T: 4 his own, none from the faction
    with pytest.raises(IllegalAction) as refused:
        apply(state, "optimates", PayRansom(senator="fam:6"))
    assert (refused.value.key, refused.value.params["amount"]) == ("ransom_unaffordable", 16)
    assert state.senators["fam:6"].captive == "war:gallic_1"


def test_1_10_71_a_faction_stays_asked_while_it_holds_a_captive_it_cannot_pay_for() -> None:
    """Its turn ends when no captive is left or it declines, never because the next
    ransom is beyond its treasury (that would tell a ceiling of it) [1.04.9]."""
    from bot.games.ror.rules import apply, legal_actions
    from bot.games.ror.rules.actions import Done, PayRansom
    from tests.rules.test_hidden_information import public_face

    captives = (("fam:6", 3), ("fam:8", 3))  # 10T each, 4T of their own
    poor = apply(_at_ransom(6, *captives), "optimates", PayRansom(senator="fam:6")).state
    rich = apply(_at_ransom(30, *captives), "optimates", PayRansom(senator="fam:6")).state
    assert poor.factions["optimates"].treasury == 0
    assert public_face(poor) == public_face(rich)
    assert legal_actions(poor, "optimates") == [Done()]
    assert legal_actions(rich, "optimates") == [PayRansom(senator="fam:8"), Done()]


def _captured_before_a_second_attack() -> RorState:
    """Two forces against the 1st Gallic War: the first's commander (fam:3, 5 Influence:
    10T) is captured; the second (fam:6) is still to attack; 100T in the Optimates'
    Faction Treasury."""
    forces = [
        {"war": "war:gallic_1", "commander": "fam:3", "legions": 11},
        {"war": "war:gallic_1", "commander": "fam:6", "legions": 9, "order": 1},
    ]
    # 9 + 11 - 10 = 10: Stalemate, 3 lost, chits 10, 11 and 3 (last): fam:3 captured;
    # then 18 + 9 - 10 = 17: Victory, 1 lost
    state, events = combat(
        force=[3, 3, 3, "chit:10", "chit:11", "chit:3", 6, 6, 6, "chit:12"],
        forces=forces,
        senators={"fam:6": {"faction": "optimates", "military": 0}},
        faction_treasury={"optimates": 100},
    )
    assert "commander_captured" in kinds(events) and "war_defeated" not in kinds(events)
    return state


def test_1_10_71_a_captive_may_be_ransomed_before_another_force_attacks_his_war() -> None:
    from bot.games.ror.rules import apply, pending
    from bot.games.ror.rules.actions import PayRansom

    state = _captured_before_a_second_attack()
    assert [(d.seat, d.kind) for d in pending(state)] == [("optimates", "pay_ransom")]
    step = apply(state, "optimates", PayRansom(senator="fam:3"))
    assert "war_defeated" in kinds(step.events) and "captive_killed" not in kinds(step.events)
    freed = step.state.senators["fam:3"]
    assert freed.captive is None and freed.office == "field_consul"
    assert step.state.factions["optimates"].treasury == 90 and step.state.combat is None


def test_1_10_71_a_captive_not_ransomed_dies_when_the_next_attack_defeats_his_war() -> None:
    from bot.games.ror.rules import apply
    from bot.games.ror.rules.actions import Done

    step = apply(_captured_before_a_second_attack(), "optimates", Done())
    assert "war_defeated" in kinds(step.events)
    assert [e.data["senator"] for e in step.events if e.kind == "captive_killed"] == ["fam:3"]


# ---------------------------------------------------------------- end of Combat [1.10.9]


def test_1_10_9_war_without_a_battle_becomes_unprosecuted() -> None:
    state, _ = combat(
        force=[], forces=[], wars={"war:gallic_1": "active", "war:syrian": "inactive"}
    )
    wars = {w.card: w for w in state.wars}
    assert wars["war:gallic_1"].unprosecuted and not wars["war:syrian"].unprosecuted


def test_1_10_9_four_active_wars_and_everyone_loses() -> None:
    wars = {
        "war:gallic_1": "active",
        "war:syrian": "active",
        "war:punic_2": "active",
        "war:illyrian_2": "active",
    }
    state, _ = combat(force=[], forces=[], wars=wars)
    assert state.outcome is not None
    assert (state.outcome.kind, state.outcome.rule, state.outcome.winners) == (
        "defeat_four_wars",
        "1.10.9",
        [],
    )


def test_1_10_1_wars_fight_in_dispatch_order() -> None:
    forces = [
        {"war": "war:syrian", "commander": "fam:4", "legions": 10, "fleets": 2, "order": 2},
        {"war": "war:gallic_1", "commander": "fam:3", "legions": 10, "order": 1},
    ]
    people = {"fam:4": {"faction": "populares", "office": "rome_consul", "military": 0}}
    dice = [4, 4, 4, "chit:10", 4, 4, 4, "chit:11", "chit:12"]
    _, events = combat(
        force=dice,
        forces=forces,
        senators=people,
        wars={"war:syrian": "active", "war:gallic_1": "active"},
    )
    assert [b["war"] for b in battles(events)] == ["war:gallic_1", "war:syrian"]


def test_combat_events_render_without_gaps() -> None:
    from bot.messages import has
    from bot.narrate import event_line

    people = {"fam:6": {"faction": "optimates", "captive": "war:gallic_1"}}
    runs = [
        combat(force=[1, 1, 1], legions=6)[1],
        combat(force=[6, 6, 6], senators=people)[1],
        combat(force=[3, 3, 3, "chit:10", "chit:11", "chit:3"], legions=11)[1],
        combat(force=[4, 4, 5, *SAFE[:5]], legions=11)[1],
        combat(force=[], forces=[], wars={"war:gallic_1": "active"})[1],
    ]
    for event in (e for events in runs for e in events):
        assert has(f"event.{event.kind}"), event.kind
        text = event_line(event)
        assert "?" not in text and "{" not in text, text


@pytest.mark.parametrize(("level", "lent", "naval"), [(0, 0, "stalemate"), (1, 8, "victory")])
def test_1_07_21_rhodian_fleets_fight_the_naval_battle_and_go_home_when_the_war_is_won(
    level: int, lent: int, naval: str
) -> None:
    # 1st Punic War: naval 10, fleet support 5. 18 + 5 fleets - 10 = 13: a Stalemate alone;
    # with the 8 Rhodian fleets 21: a Victory, then the land battle wins the war
    forces = [{"war": "war:punic_1", "commander": "fam:3", "legions": 10, "fleets": 5}]
    events_in_play = {"rhodian_alliance": level} if level else {}
    state, events = combat(
        force=[6, 6, 6, 6, 6, 6],
        forces=forces,
        fleets=0,
        wars={"war:punic_1": "active"},
        active_events=events_in_play,
    )
    fought = battles(events)
    assert (fought[0]["arena"], fought[0]["roman"], fought[0]["result"]) == (
        "naval",
        5 + lent,
        naval,
    )
    happened = [e.kind for e in events]
    assert fought[0]["fleets_lost"] == 0 and ("rhodian_fleets_join" in happened) == bool(lent)
    if lent:
        assert [b["result"] for b in fought] == ["victory", "victory"] and state.wars == []
        assert "rhodian_alliance" not in state.active_events  # the war needing most fleets
        assert "rhodian_fleets_leave" in happened


def test_1_07_21_rhodian_fleets_count_toward_the_25_fleet_limit_and_cost_upkeep() -> None:
    state, _ = make_state(
        phase="combat",
        fleets=20,
        wars={"war:punic_1": "active"},
        active_events={"rhodian_alliance": 2},
        treasury=200,
    )
    assert (lent_fleets(state), fleets_in_play(state)) == (5, 25)  # 12 lent, room for 5
    assert raise_refusal(state, RaiseParams(legions=0, fleets=1)) is not None
    ctx = Ctx(state)
    pay_debits(ctx)
    (debits,) = [e.data for e in ctx.events if e.kind == "state_debits"]
    assert debits["forces"] == 2 * (state.legions + 20 + 5)
