"""Where a non-player power's armies may go, rule 16.3 (LEADERS.md §4.3): moves by Neutral
Power Activates (16.1.1) and Transalpine activations (9.2.3). Four players, so the
Carthaginians, the Volsci and the Transalpine Gauls are non-player powers."""

from __future__ import annotations

from typing import Any

import pytest
from sor_factory import act, board, deciding, leader, link, space

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.rules.state import SorState

FIVE = ["roman", "etruscan_samnite", "greek", "gallic", "carthaginian"]


def _line(power: str, steps: int, end: dict[str, Any]) -> SorState:
    """A `power` army (3 CU, leader `npc`) at s0, then s1 … s<steps> in a clear line, the
    last space with `end`'s fields; a Roman consul elsewhere."""
    spaces = [space("s0", cu={power: 3})]
    spaces += [space(f"s{i}") for i in range(1, steps)]
    spaces += [space(f"s{steps}", **end), space("r", control="roman", cu={"roman": 2})]
    links = [link(f"s{i}", f"s{i + 1}") for i in range(steps)]
    roster = [leader("npc", power, "minor", start="s0"), leader("cos", "roman", start="r")]
    return board(spaces, links, roster)


def _offered(state: SorState, seat: str = "roman") -> list[Any]:
    return game.legal_actions(state, seat)


@pytest.mark.parametrize(
    ("power", "source", "end", "steps", "allowed"),
    [
        ("volsci", "neutral_power", {"home": "roman"}, 4, True),  # 4 MP: exactly enough
        ("volsci", "neutral_power", {"home": "roman"}, 5, False),  # one step beyond
        ("volsci", "neutral_power", {"home": "volsci"}, 4, True),  # Antium
        ("volsci", "neutral_power", {"home": "gallic"}, 1, False),
        ("transalpine", "transalpine", {"home": "gallic"}, 5, True),  # 5 MP
        ("transalpine", "transalpine", {"home": "gallic"}, 6, False),
        ("transalpine", "transalpine", {"home": "roman"}, 1, False),
    ],
)
def test_16_3_a_non_player_army_is_activated_only_if_it_can_end_where_it_may(
    power: str, source: str, end: dict[str, Any], steps: int, allowed: bool
) -> None:
    state = _line(power, steps, end)
    offered = any(
        a.kind == "sor_activate" and a.leader == "npc"  # type: ignore[union-attr]
        for a in _offered(state)
    )
    assert offered is allowed
    if allowed:
        step = act(state, "roman", kind="sor_activate", leader="npc", card=3, source=source)
        assert deciding(step.state) == [("roman", "sor_move")]
    else:
        with pytest.raises(IllegalAction) as e:
            act(state, "roman", kind="sor_activate", leader="npc", card=3, source=source)
        assert (e.value.key, e.value.rule) == ("sor_no_end_in_reach", "16.3")


def test_16_3_a_volscian_army_ends_its_move_only_on_antium_or_a_roman_home_space() -> None:
    state = _line("volsci", 2, {"home": "roman"})
    state = act(
        state, "roman", kind="sor_activate", leader="npc", card=3, source="neutral_power"
    ).state
    state = act(state, "roman", kind="sor_move_to", space="s1").state
    assert "sor_end_move" not in {a.kind for a in _offered(state)}
    with pytest.raises(IllegalAction) as e:
        act(state, "roman", kind="sor_end_move")
    assert (e.value.key, e.value.rule) == ("sor_must_end_elsewhere", "16.3")
    # at the deadline the army marches on rather than stopping where it may not
    assert game.pending(state)[0].default["kind"] == "sor_move_to"
    state = act(state, "roman", kind="sor_move_to", space="s2").state
    assert "sor_end_move" in {a.kind for a in _offered(state)}
    state = act(state, "roman", kind="sor_end_move").state
    assert state.leaders["npc"].space == "s2"


def test_16_3_no_step_from_which_the_army_could_no_longer_end_where_it_may() -> None:
    """From s0 (4 MP) the Volsci may go to the Roman home space s2 by s1; the dead end d
    beyond a rough connection would leave them stranded."""
    spaces = [
        space("s0", cu={"volsci": 3}),
        space("s1"),
        space("s2", home="roman"),
        space("d"),
        space("r", control="roman", cu={"roman": 2}),
    ]
    links = [link("s0", "s1"), link("s1", "s2"), link("s0", "d", "rough")]
    roster = [leader("npc", "volsci", "minor", start="s0"), leader("cos", "roman", start="r")]
    state = board(spaces, links, roster)
    state = act(
        state, "roman", kind="sor_activate", leader="npc", card=3, source="neutral_power"
    ).state
    targets = {a.space for a in _offered(state) if a.kind == "sor_move_to"}  # type: ignore[union-attr]
    assert targets == {"s1"}


def test_16_3_no_step_into_a_battle_where_the_army_may_not_end() -> None:
    spaces = [
        space("s0", cu={"volsci": 3}),
        space("e", cu={"greek": 1}),
        space("s2", home="roman"),
        space("f"),
        space("r", control="roman", cu={"roman": 2}),
    ]
    links = [link("s0", "e"), link("e", "s2"), link("s0", "f"), link("f", "s2")]
    roster = [leader("npc", "volsci", "minor", start="s0"), leader("cos", "roman", start="r")]
    state = board(spaces, links, roster)
    state = act(
        state, "roman", kind="sor_activate", leader="npc", card=3, source="neutral_power"
    ).state
    targets = {a.space for a in _offered(state) if a.kind == "sor_move_to"}  # type: ignore[union-attr]
    assert targets == {"f"}


@pytest.mark.parametrize(("seats", "into_italy"), [(None, False), (FIVE, True)])
def test_16_3_a_non_player_carthaginian_army_never_enters_italy(
    seats: list[str] | None, into_italy: bool
) -> None:
    """With four players Carthage is a non-player power and keeps out of Italy; with five
    it is a player's and goes where it likes."""
    spaces = [
        space("q", region="sicily", cu={"carthaginian": 3}),
        space("it", region="italy"),
        space("si", region="sicily"),
        space("r", control="roman", cu={"roman": 2}),
    ]
    roster = [leader("han", "carthaginian", start="q"), leader("cos", "roman", start="r")]
    links = [link("q", "it"), link("q", "si")]
    if seats is None:
        state = board(spaces, links, roster)
        state = act(
            state, "roman", kind="sor_activate", leader="han", card=3, source="neutral_power"
        ).state
        seat = "roman"
    else:
        state = board(spaces, links, roster, seats=seats, active="carthaginian")
        state = act(state, "carthaginian", kind="sor_activate", leader="han", card=1).state
        seat = "carthaginian"
    targets = {a.space for a in _offered(state, seat) if a.kind == "sor_move_to"}  # type: ignore[union-attr]
    assert targets == ({"it", "si"} if into_italy else {"si"})
