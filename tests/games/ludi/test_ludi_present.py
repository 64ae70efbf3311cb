"""The presenter of Ludi Romani: the board from the public view, a seat's hand from its own
view, the picture, the final summary, and the sealed vote as the shared layers read it."""

from __future__ import annotations

from bot.engine import Decision
from bot.games import get_game, get_presenter
from bot.messages import t
from tests.games.ludi.test_ludi_rules import A, C, K, arranged, play

ludi = get_game("ludi")
presenter = get_presenter("ludi")


def test_the_board_shows_favour_and_who_is_waited_on_never_a_hand() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]}, prize=4)
    state, _ = play(state, {A: 9})
    data = presenter.board(ludi.view(state, None).model_dump(mode="json"))
    board = presenter.board_view(data)
    assert board.waiting == (C, K) and not board.finished
    assert [s.seat for s in board.seats] == [A, C, K]
    assert not {"hand", "bid", "vote"} & set(data)  # A's sealed bid and every hand stay out
    assert all("hand" not in a and "bid" not in a for a in data["aediles"])
    name, png = presenter.picture(data)
    assert name.endswith(".png") and png.startswith(b"\x89PNG")


def test_a_hand_is_shown_from_its_seats_own_view() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2]}, prize=4)
    state, _ = play(state, {A: 9})
    hand = presenter.hand(ludi.view(state, A).model_dump(mode="json"), None)
    assert hand.seat == A
    assert hand.fields[0].lines == ("1, 1, 1",)
    assert t("ludi.hand.bid", card=9) in hand.fields[1].lines


def test_the_summary_comes_when_the_festival_ends_with_the_winners_first() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2]}, prize=2)
    view = ludi.view(state, None).model_dump(mode="json")
    assert presenter.summaries([], [], state, view, False) == []
    state.turn = state.options.last_round
    state, events = play(state, {A: 9, C: 3}, {C: True})
    view = ludi.view(state, None).model_dump(mode="json")
    [page] = presenter.summaries([], events, state, view, True)
    assert page["kind"] == "summary" and page["fields"][0]["name"].startswith(t("seat.aurelii"))


def test_vote_with_follows_acclaim_and_jeer_and_has_no_abstention() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2]}, prize=2)
    state, _ = play(state, {A: 9, C: 3})
    [decision] = ludi.pending(state)
    assert isinstance(decision, Decision) and decision.kind in presenter.vote_kinds
    assert presenter.vote_like(ludi, state, decision, "yes") == {"kind": "vote", "yes": True}
    assert presenter.vote_like(ludi, state, decision, "no") == {"kind": "vote", "yes": False}
    assert presenter.vote_like(ludi, state, decision, "abstain") is None
