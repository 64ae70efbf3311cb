"""Here I Stand's presenter: the status board, the hand, the picture and the procedure
summaries in words, from the views each may read."""

from __future__ import annotations

from typing import Any

from his_factory import act, game, hand, impulse, put, step, war

from bot.engine.events import Event
from bot.engine.present import BoardField
from bot.games import get_presenter
from bot.games.his.rules import actions as a
from bot.games.his.rules.engine import legal_actions, open_called_for
from bot.games.his.rules.setup import setup_step
from bot.games.his.rules.state import SEATS, HisState
from bot.games.his.rules.view import view

PRESENTER = get_presenter("his")
WIN = (6, 6, 6, 6, 1, 1, 1, 1)


def sacked() -> tuple[HisState, list[Event]]:
    """Hapsburg sacks Rome and draws #65 and #67 from a Papal hand of 65, 66, 67."""
    state = impulse(game(), "hapsburg")
    put(state, "florence", "hapsburg", mercenaries=4)
    put(state, "rome", "papacy", regulars=3)
    hand(state, 65, 66, 67)
    play = a.PlaySackOfRome(player="hapsburg", owner="hapsburg", space="florence")
    result = step(state, "hapsburg", play)
    state, events = result.state, list(result.events)
    *first, last = state.seats
    for seat in first:
        result = step(state, seat, a.Done())
        state, events = result.state, events + result.events
    result = step(state, last, a.Done(), dice=WIN, picks=(65, 67))
    return result.state, events + result.events


def lines(fields: tuple[BoardField, ...]) -> list[str]:
    return [line for f in fields for line in f.lines]


def test_the_board_shows_the_units_and_the_papal_hand_size_never_its_cards() -> None:
    state = game()
    put(state, "florence", "hapsburg", regulars=2, mercenaries=4, leaders=(("charles_v", 2),))
    hand(state, 65)
    board = PRESENTER.board_view(PRESENTER.board(view(state, None).model_dump(mode="json")))
    shown = lines(board.body) + [line for s in board.seats for line in s.lines]
    assert "Florence: Hapsburg 2 regulars and 4 mercenaries (Charles V 2)" in shown
    assert "Papal hand: 3 cards" in shown
    assert not any("Mighty Fortress" in line for line in shown + lines(board.head))


def test_the_board_states_the_minus_one_card_marker() -> None:
    state = game()
    state = act(state, "france", a.SetWar(power="france", other="papacy", at_war=True))
    state = act(impulse(state, "papacy"), "papacy", a.PlayPapalBull())
    state = act(state, "papacy", a.ExcommunicateRuler(power="france"))
    board = PRESENTER.board_view(PRESENTER.board(view(state, None).model_dump(mode="json")))
    assert "France (Francis I), −1 card each draw since turn 1" in lines(board.head)
    france = next(s for s in board.seats if s.seat == "france")
    assert france.lines == ("France: Francis I · draws -1",)


def test_the_hand_shows_the_papal_hand_to_the_papacy_and_the_two_drawn_to_the_sacker() -> None:
    state, _ = sacked()
    papacy = PRESENTER.hand(view(state, "papacy").model_dump(mode="json"), "papacy")
    assert lines(papacy.fields) == [
        "• #5 Papal Bull",
        "• #6 Leipzig Debate",
        "• #66 Akinji Raiders",
    ]
    sacker = PRESENTER.hand(view(state, "hapsburg").model_dump(mode="json"), "hapsburg")
    assert lines(sacker.fields) == ["• #65 A Mighty Fortress", "• #67 Anabaptists"]
    other = PRESENTER.hand(view(state, "france").model_dump(mode="json"), "france")
    assert lines(other.fields) == []


def test_the_picture_is_a_png_of_the_public_board_drawn_as_each_turn_opens() -> None:
    starts = [e for e in setup_step(1, SEATS, {}).events if e.kind == "phase_start"]
    assert PRESENTER.picture_due(starts)
    state, _ = sacked()
    name, data = PRESENTER.picture(PRESENTER.board(view(state, None).model_dump(mode="json")))
    assert name.endswith(".png") and data.startswith(b"\x89PNG")


def test_a_sack_is_summed_up_with_its_dice_and_rules_and_names_no_drawn_card() -> None:
    state, events = sacked()
    result = step(state, "hapsburg", a.KeepCard(card=65))
    public = [e for e in [*events, *result.events] if e.visibility == "public"]
    pages = PRESENTER.summaries(public[:-3], public[-3:], result.state, {}, False)
    assert [p["title"] for p in pages] == ["Sack of Rome (#95)"]
    text = str(pages[0]["fields"])
    assert "🎲" in text and "[#95.2]" in text and "[#95.6]" in text
    assert "Mighty Fortress" not in text and "Anabaptists" not in text
    assert PRESENTER.summaries([], public[:-3], state, {}, False) == []  # not over yet


def test_the_simulators_statistics_count_sacks_grabs_and_excommunications() -> None:
    state, events = sacked()
    result = step(state, "hapsburg", a.KeepCard(card=65))
    stats = PRESENTER.statistics()
    for event in [*events, *result.events]:
        stats.see(event)
    assert stats.counts["sacks"] == {"sacked": 1} and stats.counts["grabs"] == {"two": 1}


def excommunicated_france(**options: Any) -> HisState:
    """France at war with the Papacy and excommunicated, its unrest placed (#5.B)."""
    state = impulse(game(**options), "papacy")
    war(state, "france")
    state = act(state, "papacy", a.PlayPapalBull())
    state = act(state, "papacy", a.ExcommunicateRuler(power="france"))
    while state.bull is not None:
        state = act(state, "papacy", legal_actions(state, "papacy")[0])
    return state


def in_diplomacy(state: HisState) -> HisState:
    state = state.model_copy(deep=True)
    state.phase, state.diplomacy_done = "diplomacy", []
    open_called_for(state)
    return state


def test_the_simulators_statistics_count_each_way_an_excommunication_is_lifted() -> None:
    """Peace with the Papacy (the seed), a card given (9.5), the Papacy lifting it (9.1),
    and a new ruler with the option `marker_on_ruler` (DJS)."""
    by_ruler = excommunicated_france(marker_on_ruler=True)
    by_ruler.turn = 6
    lifted = [
        step(
            excommunicated_france(),
            "france",
            a.SetWar(power="france", other="papacy", at_war=False),
        ),
        step(
            in_diplomacy(excommunicated_france()),
            "france",
            a.GiveCardToPapacy(power="france", card=70),
        ),
        step(
            in_diplomacy(excommunicated_france()), "papacy", a.LiftExcommunication(power="france")
        ),
        step(by_ruler, "france", a.SetRuler(power="france", ruler="henry_ii")),
    ]
    stats = PRESENTER.statistics()
    for result in lifted:
        for event in result.events:
            stats.see(event)
    assert stats.counts["lifted"] == {"peace": 1, "card": 1, "papacy": 1, "ruler": 1}
