"""Fewer than six players: who plays the unseated powers (docs/RULES_CHOICES.md, "Here I
Stand", seats). Saito's engine pairs them, the only source at hand: five players, England
with the Protestant; four, the Hapsburgs with the Papacy too; three, the Ottomans with
France too."""

from __future__ import annotations

import pytest

from bot.games.his.rules.data import POWERS
from bot.games.his.rules.setup import setup
from bot.games.his.rules.state import SEATS

PAIRED = {
    6: {},
    5: {"england": "protestant"},
    4: {"england": "protestant", "hapsburg": "papacy"},
    3: {"england": "protestant", "hapsburg": "papacy", "ottoman": "france"},
}


@pytest.mark.parametrize("players", [6, 5, 4, 3])
def test_seats_fewer_players_pair_the_powers_as_saito_does(players: int) -> None:
    state = setup(1, SEATS[:players], {})
    assert set(state.seats) == set(SEATS[:players])
    assert {p: state.control[p] for p in POWERS if state.control[p] != p} == PAIRED[players]
    assert set(state.control.values()) == set(state.seats)  # every seat plays a power
    assert all(state.control[seat] == seat for seat in state.seats)


def test_seats_three_players_each_play_two_powers() -> None:
    state = setup(1, SEATS[:3], {})
    assert {seat: sorted(state.powers_of(seat)) for seat in state.seats} == {
        "papacy": ["hapsburg", "papacy"],
        "protestant": ["england", "protestant"],
        "france": ["france", "ottoman"],
    }
