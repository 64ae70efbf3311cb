"""Random events [1.07.21]: the 3d6 table, light and dark sides, each immediate effect,
the passage of time [1.07.1] and the event cards of the deck [1.07.3]."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import NameFaction
from bot.games.ror.rules.deck_events import apply_catiline
from bot.games.ror.rules.modifiers import (
    allied_enthusiasm,
    barbarian_raids_target,
    evil_omens,
    internal_disorder_target,
    rhodian_fleets,
    trial_of_verres,
    unit_cost,
)
from bot.games.ror.rules.random_events import (
    passage_of_time,
    place_event,
    resolve_deck_event,
    resolve_random_event,
)
from bot.games.ror.rules.state import Province, RorState
from bot.messages import has
from bot.narrate import event_line
from tests.rules.conftest import kinds, make_state

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "office": "rome_consul", "popularity": 2},
    "fam:2": {"faction": "optimates", "popularity": 5},
    "fam:3": {"faction": "populares", "concessions": ["con:mining"]},
    "fam:4": {"faction": "equites"},
}


def _ctx(force: list[int | str] | None = None, **state: Any) -> Ctx[RorState]:
    state.setdefault("clear_factions", True)
    state.setdefault("senators", SENATORS)
    built, _ = make_state(**state)
    built.procedures = []
    built.rng.forced += force or []
    return Ctx(built)


def _roll(total: int) -> list[int | str]:
    """Three dice adding up to `total` (3..18)."""
    first = min(6, total - 2)
    second = min(6, total - first - 1)
    return [first, second, total - first - second]


def _rendered(ctx: Ctx[RorState]) -> list[str]:
    texts = []
    for e in ctx.events:
        assert has(f"event.{e.kind}"), e.kind
        text = event_line(e)
        assert "?" not in text and "{" not in text, text
        texts.append(text)
    return texts


@pytest.mark.parametrize(
    ("era", "roll", "event"),
    [
        ("early", 3, "mob_violence"),
        ("early", 18, "trial_of_verres"),
        ("middle", 3, "pretender_emerges"),
        ("middle", 18, "rhodian_alliance"),
        ("late", 3, "epidemic"),
        ("late", 18, "new_alliance"),
    ],
)
def test_1_07_21_event_table_lowest_and_highest_roll_of_each_era(
    era: str, roll: int, event: str
) -> None:
    ctx = _ctx(force=[*_roll(roll), *(f"chit:{n}" for n in range(25, 31))])
    ctx.state.era = era  # type: ignore[assignment]
    ctx.state.active_events["evil_omens"] = 3  # never modifies the event roll
    resolve_random_event(ctx, "optimates")
    assert ctx.state.active_events[event] == 1
    rolled = next(e for e in ctx.events if e.kind == "random_event_rolled")
    assert rolled.data["roll"] == roll and rolled.data["event"] == event
    _rendered(ctx)


def test_1_07_21_second_result_flips_to_the_dark_side_then_no_further_effect() -> None:
    ctx = _ctx(force=[*_roll(18), *_roll(18), *_roll(18)])
    for _ in range(3):
        resolve_random_event(ctx, "optimates")
    assert ctx.state.active_events["trial_of_verres"] == 2
    assert kinds(ctx.events).count("event_no_further_effect") == 1
    flipped = next(e for e in ctx.events if e.kind == "event_flipped")
    assert "**Another Corruption Trial**" in event_line(flipped)
    assert trial_of_verres(ctx.state) == 5
    _rendered(ctx)


@pytest.mark.parametrize("event", ["manpower_shortage", "drought", "evil_omens"])
def test_1_07_21_accumulating_events_count_up(event: str) -> None:
    ctx = _ctx()
    for _ in range(4):
        place_event(ctx, event, "1.07.21")
    assert ctx.state.active_events[event] == 4
    assert kinds(ctx.events).count("event_intensified") == 2


def test_1_07_21_manpower_shortage_raises_the_unit_cost() -> None:
    ctx = _ctx()
    assert unit_cost(ctx.state) == 10
    place_event(ctx, "manpower_shortage", "1.07.21")
    assert unit_cost(ctx.state) == 20
    place_event(ctx, "manpower_shortage", "1.07.21")
    place_event(ctx, "manpower_shortage", "1.07.21")
    assert unit_cost(ctx.state) == 40


def test_1_07_21_lasting_modifiers_by_side() -> None:
    ctx = _ctx()
    state = ctx.state
    assert (allied_enthusiasm(state), barbarian_raids_target(state)) == (0, None)
    for event in ("allied_enthusiasm", "barbarian_raids", "internal_disorder"):
        place_event(ctx, event, "1.07.21")
    assert allied_enthusiasm(state) == 50
    assert (barbarian_raids_target(state), internal_disorder_target(state)) == (15, 4)
    for event in ("allied_enthusiasm", "barbarian_raids", "internal_disorder"):
        place_event(ctx, event, "1.07.21")
    assert allied_enthusiasm(state) == 75
    assert (barbarian_raids_target(state), internal_disorder_target(state)) == (17, 5)
    _rendered(ctx)


def test_1_07_21_natural_disaster_costs_50_once_a_turn_and_destroys_concessions() -> None:
    ctx = _ctx(force=[*_roll(4), 1, *_roll(4), 6], treasury=120, forum=["con:harbor_fees"])
    resolve_random_event(ctx, "optimates")
    state = ctx.state
    assert state.treasury == 70
    assert "con:mining" in state.curia and not state.senators["fam:3"].concessions
    resolve_random_event(ctx, "optimates")  # dark side: no second 50T, another roll
    assert state.treasury == 70 and state.active_events["natural_disaster"] == 2
    assert "event_already_paid" in kinds(ctx.events)
    assert "concession_not_in_play" in kinds(ctx.events)  # Ship Building is not in play
    _rendered(ctx)


def test_1_07_21_natural_disaster_destroys_a_concession_lying_in_the_forum() -> None:
    ctx = _ctx(force=[*_roll(4), 3], forum=["con:harbor_fees"])
    ctx.state.active_events["evil_omens"] = 2  # does not modify the concession roll
    resolve_random_event(ctx, "optimates")
    assert "con:harbor_fees" in ctx.state.curia and "con:harbor_fees" not in ctx.state.forum


def test_1_06_53_natural_disaster_the_state_cannot_pay_is_bankruptcy() -> None:
    ctx = _ctx(force=_roll(4), treasury=49)
    resolve_random_event(ctx, "optimates")
    outcome = ctx.state.outcome
    assert outcome is not None and outcome.kind == "defeat_bankruptcy" and outcome.winners == []
    assert ctx.state.treasury == 49 and ctx.state.phase == "ended"
    assert "dice" not in kinds(ctx.events)[-3:]  # no concession roll after the fall
    _rendered(ctx)


def test_1_07_21_evil_omens_pays_20_once_a_turn_and_adds_a_level() -> None:
    ctx = _ctx(force=[*_roll(6), *_roll(10), *_roll(10)], treasury=100)
    resolve_random_event(ctx, "optimates")
    resolve_random_event(ctx, "optimates")
    assert ctx.state.treasury == 80 and evil_omens(ctx.state) == 2
    ctx.state.turn += 1  # a new turn: the State pays again
    resolve_random_event(ctx, "optimates")
    assert ctx.state.treasury == 60 and evil_omens(ctx.state) == 3
    _rendered(ctx)


def test_1_07_21_epidemic_kills_only_senators_in_rome() -> None:
    ctx = _ctx(force=[*_roll(8), "chit:2", "chit:4", "chit:blank", "chit:20", "chit:21", "chit:22"])
    ctx.state.senators["fam:4"].command = "war:punic_1"  # away from Rome
    resolve_random_event(ctx, "optimates")
    assert "fam:2" not in ctx.state.senators  # died, family to the Curia
    assert "fam:4" in ctx.state.senators
    assert "chit_spared" in kinds(ctx.events)
    _rendered(ctx)


def test_1_07_21_foreign_epidemic_kills_only_the_first_senator_away() -> None:
    ctx = _ctx(
        force=[*_roll(8), "chit:2", "chit:4", "chit:3", "chit:blank", "chit:20", "chit:21"],
        active_events={"epidemic": 1},
    )
    for card in ("fam:4", "fam:3"):
        ctx.state.senators[card].command = "war:punic_1"
    resolve_random_event(ctx, "optimates")
    assert ctx.state.active_events["epidemic"] == 2
    assert "fam:2" in ctx.state.senators and "fam:3" in ctx.state.senators
    assert "fam:4" not in ctx.state.senators
    _rendered(ctx)


def test_1_07_21_mob_violence_kills_senators_in_rome_less_popular_than_the_unrest() -> None:
    ctx = _ctx(force=[*_roll(3), "chit:1", "chit:2", "chit:3"], unrest=3)
    ctx.state.senators["fam:1"].popularity = 3  # not below the Unrest: spared
    ctx.state.senators["fam:2"].popularity = 2
    resolve_random_event(ctx, "optimates")
    assert set(ctx.state.senators) == {"fam:1", "fam:4"}
    _rendered(ctx)


def test_1_07_21_more_mob_violence_draws_unrest_plus_1d6_chits() -> None:
    force: list[int | str] = [*_roll(3), 2, "chit:blank", "chit:blank", "chit:blank"]
    ctx = _ctx(force=force, unrest=1, active_events={"mob_violence": 2})
    resolve_random_event(ctx, "optimates")
    mob = next(e for e in ctx.events if e.kind == "mob_violence")
    assert mob.data["chits"] == 3 and ctx.state.rng.forced == []
    assert ctx.state.active_events["mob_violence"] == 2  # stays dark, strikes again
    assert "event_repeated" in kinds(ctx.events)


def test_1_07_21_mob_violence_without_unrest_draws_nothing() -> None:
    ctx = _ctx(force=_roll(3), unrest=0)
    resolve_random_event(ctx, "optimates")
    assert next(e for e in ctx.events if e.kind == "chits_drawn").data["count"] == 0


@pytest.mark.parametrize(("fleets", "dice", "left"), [(20, [2, 3], 15), (5, [6, 6], 0)])
def test_1_07_21_storm_at_sea_sinks_2d6_fleets(fleets: int, dice: list[int], left: int) -> None:
    ctx = _ctx(force=[*_roll(11), *dice], fleets=fleets)
    resolve_random_event(ctx, "optimates")
    assert ctx.state.fleets == left
    _rendered(ctx)


def test_1_07_21_storm_at_sea_sinks_deployed_fleets_too_rome_s_idle_ones_first() -> None:
    # 7 to sink: Rome's 2, then the force with most fleets beyond its war's Fleet Support
    # (the 1st Punic War needs 5: 8 spare 3; the 1st Gallic War needs none: 4 spare 4)
    forces = [
        {"war": "war:punic_1", "commander": "fam:1", "legions": 4, "fleets": 8},
        {"war": "war:gallic_1", "commander": "fam:4", "legions": 4, "fleets": 4},
    ]
    wars = {"war:punic_1": "active", "war:gallic_1": "active"}
    ctx = _ctx(force=[*_roll(11), 3, 4], fleets=2, forces=forces, wars=wars)
    resolve_random_event(ctx, "optimates")
    assert ctx.state.fleets == 0
    assert [f.fleets for f in ctx.state.forces] == [6, 1]
    _rendered(ctx)


def test_1_07_21_a_force_the_storm_leaves_without_units_comes_home() -> None:
    forces = [{"war": "war:punic_1", "commander": "fam:1", "fleets": 3}]
    ctx = _ctx(force=[*_roll(11), 3, 4], forces=forces, wars={"war:punic_1": "active"})
    resolve_random_event(ctx, "optimates")
    assert ctx.state.forces == [] and ctx.state.senators["fam:1"].command is None


def test_1_07_21_rhodian_alliance_is_discarded_when_no_war_needs_fleets() -> None:
    ctx = _ctx(force=_roll(15))
    ctx.state.wars = []
    resolve_random_event(ctx, "optimates")
    assert "rhodian_alliance" not in ctx.state.active_events
    assert "rhodian_declined" in kinds(ctx.events)


def test_1_07_21_rhodian_alliance_lends_fleets_while_a_war_needs_them() -> None:
    ctx = _ctx(force=[*_roll(15), *_roll(15)], wars={"war:punic_1": "inactive"})
    resolve_random_event(ctx, "optimates")
    assert rhodian_fleets(ctx.state) == 8
    resolve_random_event(ctx, "optimates")
    assert rhodian_fleets(ctx.state) == 12
    _rendered(ctx)


@pytest.mark.parametrize(
    "roll", [5, 7, 9, 12, 13, 14, 16, 17]
)  # the events the early column places without an immediate effect
def test_1_07_21_lasting_events_are_placed_and_narrated(roll: int) -> None:
    ctx = _ctx(force=_roll(roll))
    resolve_random_event(ctx, "optimates")
    assert any(e.kind.startswith("lasting_") for e in ctx.events)
    assert sum(ctx.state.active_events.values()) == 1
    _rendered(ctx)


def test_1_07_1_passage_of_time_removes_events_that_do_not_persist() -> None:
    events = {
        "drought": 2,
        "evil_omens": 1,
        "manpower_shortage": 3,
        "refuge": 1,
        "pretender_emerges": 2,
        "rhodian_alliance": 1,
    }
    ctx = _ctx(active_events=events, forum=["evt:ptolemy_apion_bequest", "evt:pergamene_bequest"])
    passage_of_time(ctx)
    assert ctx.state.active_events == {"refuge": 1, "pretender_emerges": 2, "rhodian_alliance": 1}
    assert ctx.state.forum == ["evt:pergamene_bequest"]
    assert "evt:ptolemy_apion_bequest" in ctx.state.discard
    _rendered(ctx)


def test_1_07_3_bequests_wait_in_the_forum_unless_their_province_exists() -> None:
    ctx = _ctx()
    ctx.state.provinces["prov:bithynia"] = Province(card="prov:bithynia")
    for card in ("evt:pergamene_bequest", "evt:bithynian_bequest", "evt:ptolemy_apion_bequest"):
        resolve_deck_event(ctx, card)
    assert "evt:pergamene_bequest" in ctx.state.forum
    assert "evt:ptolemy_apion_bequest" in ctx.state.forum
    assert "evt:bithynian_bequest" in ctx.state.discard
    _rendered(ctx)


def test_1_07_3_catiline_hrao_names_another_faction_whose_drawn_senators_die() -> None:
    ctx = _ctx()
    resolve_deck_event(ctx, "evt:catiline_conspiracy")
    state = ctx.state
    assert "evt:catiline_conspiracy" in state.discard
    assert ror.pending(state)[0].kind == "name_catiline_faction"
    legal = ror.legal_actions(state, "optimates")
    assert (
        NameFaction(faction="populares") in legal and NameFaction(faction="optimates") not in legal
    )
    with pytest.raises(IllegalAction):
        apply_catiline(ctx, "optimates", NameFaction(faction="optimates"), "1.07.3")
    state.rng.forced += [2, "chit:3", "chit:4"]
    apply_catiline(ctx, "optimates", NameFaction(faction="populares"), "1.07.3")
    assert "fam:3" not in state.senators and "fam:4" in state.senators  # fam:4 is an eques
    assert state.senators["fam:1"].popularity == 0  # the HRAO: 2 - 2 chits
    assert not state.procedures
    _rendered(ctx)
