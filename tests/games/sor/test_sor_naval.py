"""Avoiding battle by sea, rule 11.1.1 (LEADERS.md §4.4): from a port to a friendly port
over a naval connection, as many CU as the named card carries."""

from __future__ import annotations

import pytest
from sor_factory import act, board, deciding, kinds, leader, link, space

from bot.games.sor import rules as game
from bot.games.sor.rules.naval import capacity
from bot.games.sor.rules.state import SorState

FIVE = ["roman", "etruscan_samnite", "greek", "gallic", "carthaginian"]


def _ports(seats: list[str] | None = None, lilybaeum: str | None = None) -> SorState:
    spaces = [
        space("port", port=True),
        space("syracusae", port=True, walled=True),
        space("lilybaeum", port=True, walled=True, control=lilybaeum),
        space("a", control="roman"),
    ]
    links = [link("port", "syracusae", "naval"), link("port", "lilybaeum", "naval")]
    return board(spaces, links, [leader("cos", "roman", start="a")], seats=seats or FIVE[:4])


@pytest.mark.parametrize(
    ("power", "five", "basis", "to", "cu"),
    [
        ("etruscan", False, "naval_transports", "port", 3),
        ("etruscan", False, "card_3", "port", 0),  # only Naval Transports
        ("samnite", False, "naval_transports", "port", 0),  # the Etruscans' alone
        ("greek", False, "card_3", "port", 3),
        ("greek", False, "card_2", "port", 0),  # a 3-card
        ("greek", False, "card_3", "syracusae", 6),
        ("greek", True, "card_3", "lilybaeum", 3),  # Lilybaeum not Greek: 3
        ("roman", False, "duoviri_navales", "port", 3),
        ("roman", False, "card_3", "port", 0),  # only after Duoviri Navales
        ("carthaginian", False, "no_card", "port", 10),
        ("carthaginian", False, "card_3", "port", 0),
        ("carthaginian", True, "card_1", "port", 3),
        ("carthaginian", True, "card_2", "port", 6),
        ("carthaginian", True, "card_3", "port", 10),
        ("carthaginian", True, "no_card", "port", 0),  # five players: a card is needed
        ("gallic", False, "card_3", "port", 0),
    ],
)
def test_11_1_1_naval_avoidance_capacity_by_power_and_card(
    power: str, five: bool, basis: str, to: str, cu: int
) -> None:
    state = _ports(FIVE if five else None)
    assert capacity(state, power, basis, to) == cu  # type: ignore[arg-type]


@pytest.mark.parametrize(("to", "cu"), [("syracusae", 10), ("lilybaeum", 10), ("port", 3)])
def test_11_1_1_five_player_greeks_holding_lilybaeum_carry_ten_to_syracusae_or_lilybaeum(
    to: str, cu: int
) -> None:
    state = _ports(FIVE, lilybaeum="greek")
    assert capacity(state, "greek", "card_3", to) == cu


def _greeks_in_port(port: bool = True) -> SorState:
    """The Romans march from a into the port x, where Pyrrhus stands with 4 CU; by sea:
    Syracusae and p2 are Greek ports, q a Roman one; no land way out."""
    spaces = [
        space("a", control="roman", cu={"roman": 4}),
        space("x", port=port, cu={"greek": 4}),
        space("syracusae", port=True, walled=True, control="greek"),
        space("p2", port=True, control="greek"),
        space("q", port=True, control="roman"),
    ]
    links = [
        link("a", "x"),
        link("x", "syracusae", "naval"),
        link("x", "p2", "naval"),
        link("x", "q", "naval"),
    ]
    roster = [leader("cos", "roman", "consul", t=3, start="a"), leader("pyr", "greek", start="x")]
    state = board(spaces, links, roster)
    state = act(state, "roman", kind="sor_activate", leader="cos", card=1).state
    return act(state, "roman", kind="sor_move_to", space="x").state


def test_11_1_1_the_declarations_by_sea_name_the_card_and_what_it_carries() -> None:
    state = _greeks_in_port()
    offered = {
        (a.cu, a.by_sea)  # type: ignore[union-attr]
        for a in game.legal_actions(state, "greek")
        if a.kind == "sor_avoid"
    }
    # no land way out; a 3-card carries 3 anywhere, all 4 (of 6) to Syracusae
    assert offered == {(3, "card_3"), (4, "card_3")}


@pytest.mark.parametrize(("cu", "ports"), [(3, {"p2", "syracusae"}), (4, {"syracusae"})])
def test_11_1_1_an_army_avoids_by_sea_only_to_a_friendly_port_its_card_carries_it_to(
    cu: int, ports: set[str]
) -> None:
    state = _greeks_in_port()
    state = act(state, "greek", kind="sor_avoid", leader="pyr", origin="x", cu=cu, by_sea="card_3")
    state = act(state.state, "greek", kind="sor_declared").state
    assert deciding(state) == [("roman", "sor_avoid_consent")]
    state = act(state, "roman", [1], kind="sor_consent", consent=True).state  # the pursuit die
    assert deciding(state) == [("greek", "sor_avoid_to")]
    landing = {a.space for a in game.legal_actions(state, "greek")}  # type: ignore[union-attr]
    assert landing == ports  # never the Roman port q
    step = act(state, "greek", kind="sor_avoid_to", space="syracusae")
    assert "sor_avoided" in kinds(step)
    assert step.state.spaces["syracusae"].outside == {"greek": cu}
    assert step.state.leaders["pyr"].space == "syracusae"


def test_11_1_1_no_naval_avoidance_from_a_space_that_is_no_port() -> None:
    state = _greeks_in_port(port=False)
    assert "sor_avoid" not in {a.kind for a in game.legal_actions(state, "greek")}
