"""`basic` with the cards of the Combat Phase's start: Cleopatra VII before the
Alexandrine War is fought [1.10.2] and the Gabinian Law's recruits [1.10.1]."""

from __future__ import annotations

from typing import Any

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import Done, GabinianRecruit, PlayCleopatra
from bot.games.ror.rules.cleopatra import CLEOPATRA
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import play
from tests.rules.test_combat import combat

ROR = get_game("ror")
SEEDS = range(1, 9)  # a random choice among the actions passes each seed by luck at most


def _choices(state: RorState, seat: str) -> set[Any]:
    return {BasicPlayer(seed).choose(ROR, state, seat) for seed in SEEDS}


def _alexandrine(holder: str, legions: int, fleets: int) -> RorState:
    """fam:3 (optimates, Military 0) leads `legions` and `fleets` against the Alexandrine
    War (land 2, Fleet Support 2, naval 10); `holder` holds Cleopatra."""
    state, _ = combat(
        force=[],
        war="war:alexandrine",
        legions=legions,
        fleets=fleets,
        hands={holder: [CLEOPATRA]},
    )
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == (holder, "play_cleopatra")
    return state


def test_1_10_2_basic_sides_cleopatra_with_its_own_commander() -> None:
    """Her 3 Military and 50 talents go to our commander, for 5 Popularity."""
    state = _alexandrine("optimates", legions=10, fleets=25)
    assert _choices(state, "optimates") == {PlayCleopatra(rome=True)}


def test_1_10_2_basic_helps_a_rivals_commander_only_when_the_battle_needs_her() -> None:
    """12 Fleets against 10 win the naval battle on 12 or more; her 3 Military make it 9
    or more, worth more to Rome than her gold to the rival. With 25 Fleets the battle is
    won without her: the card is kept. Never as the enemy's leader."""
    close = _alexandrine("populares", legions=4, fleets=12)
    assert _choices(close, "populares") == {PlayCleopatra(rome=True)}
    won = _alexandrine("populares", legions=10, fleets=25)
    assert _choices(won, "populares") == {Done()}


def _gabinian(legions: int) -> RorState:
    """fam:3 (optimates, Military 0) leads `legions` against the 1st Gallic War (10) under
    the Gabinian Law, with 12 talents and 30 in the Faction Treasury."""
    people = {
        "fam:3": {"faction": "optimates", "office": "field_consul", "military": 0, "talents": 12}
    }
    state, _ = combat(
        force=[],
        senators=people,
        legions=legions,
        laws=["law:gabinian"],
        faction_treasury={"optimates": 30},
    )
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "gabinian_recruit")
    return state


def test_1_10_1_basic_recruits_where_a_legion_changes_its_commanders_battle() -> None:
    """Nine Legions against 10 win on 16 or more (15 is its Standoff) and lose on 8 or
    less or on 13 (its Disaster); a tenth wins on 14 too and loses on 8 no more: worth its
    10 talents. An eleventh changes the battle less than it costs."""
    state = _gabinian(legions=9)
    assert _choices(state, "optimates") == {GabinianRecruit(commander="fam:3", legions=1)}
    state, _ = play(state, ("optimates", GabinianRecruit(commander="fam:3", legions=1)))
    assert _choices(state, "optimates") == {Done()}


def test_1_10_1_basic_keeps_its_talents_when_the_battle_is_won_without_them() -> None:
    state = _gabinian(legions=20)
    assert _choices(state, "optimates") == {Done()}
