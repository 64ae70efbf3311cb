"""The phase digests (`bot.service.digest`): which phases a move ends, what a game that
says nothing of a phase gets, the turns the narration is cut into, and who is not
mentioned again."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Event
from bot.games import get_presenter
from bot.games.ror import rules as ror
from bot.service import digest
from bot.service.outbox import Digest, SummaryPage


def start(turn: int, phase: str) -> Event:
    return Event(kind="phase_start", data={"turn": turn, "phase": phase})


def dice(value: int) -> Event:
    return Event(kind="dice", rule="1.1", data={"purpose": "x", "values": [value], "total": value})


SECRET = Event(kind="dice", visibility="seats", seats=["a"], data={"values": [9], "total": 9})


class Silent:
    """A presenter that says nothing of a phase (a game whose digest is the default)."""

    def summaries(
        self,
        earlier: Sequence[Event],
        public: Sequence[Event],
        state: Any,
        view: Mapping[str, Any],
        finished: bool,
    ) -> list[dict[str, Any]]:
        return []


def test_a_move_ends_each_phase_a_later_phase_start_closes() -> None:
    earlier = [start(1, "forum"), dice(3)]
    moved = [dice(4), SECRET, start(1, "senate"), dice(5), start(2, "mortality")]
    phases = digest.ended_phases(earlier, moved, finished=False)
    assert [p.start and p.start.data["phase"] for p in phases] == ["forum", "senate"]
    assert phases[0].earlier == earlier and phases[0].moved == [dice(4), start(1, "senate")]
    assert SECRET not in phases[0].events  # only public events reach a digest
    assert digest.ended_phases(earlier, [dice(4)], finished=False) == []
    # the end of the game ends the phase under way
    [last] = digest.ended_phases(earlier, [dice(4)], finished=True)
    assert last.events == [*earlier, dice(4)]


def test_a_game_that_marks_no_phase_is_digested_when_it_ends() -> None:
    assert digest.ended_phases([], [dice(2)], finished=False) == []
    [whole] = digest.ended_phases([], [dice(2)], finished=True)
    assert whole.start is None and whole.moved == [dice(2)]


def test_a_phase_its_game_says_nothing_of_gets_its_dice_and_the_last_names_the_waiting() -> None:
    phases = digest.ended_phases([start(3, "forum"), dice(6)], [start(3, "senate")], False)
    phases += digest.ended_phases([start(3, "senate")], [start(4, "mortality")], False)
    out = digest.digests(9, Silent(), phases, None, {}, False, ["a", "b"])  # type: ignore[arg-type]
    first, second = out
    assert isinstance(first, Digest) and isinstance(second, Digest)
    assert (first.turn, first.waiting, second.waiting) == (3, [], ["a", "b"])
    assert "Forum" in first.title and "Senate" in second.title
    assert first.fields[0].value.count("\n") == 0 and "6" in first.fields[0].value
    assert second.fields[0].name != first.fields[0].name  # nothing rolled: a quiet phase


def test_a_games_summary_is_its_digest_and_further_pages_follow() -> None:
    """The Republic's presenter writes the phase: its first page is the digest."""
    presenter = get_presenter("ror")
    state = ror.setup(1, ror.SEATS[:3], {})
    lines = [Event(kind="dice", rule="1.1", data={"values": [i], "total": i}) for i in range(400)]
    phases = digest.ended_phases([start(1, "forum"), *lines], [start(1, "senate")], False)
    out = digest.digests(1, presenter, phases, state, {}, False, ["a"])
    assert isinstance(out[0], Digest) and out[0].waiting == ["a"]
    assert len(out) > 1 and all(isinstance(p, SummaryPage) for p in out[1:])
    assert out[0].title.endswith(f"(1/{len(out)})")


def test_narration_is_cut_where_a_turn_begins() -> None:
    events = [dice(1), start(2, "mortality"), dice(2), start(2, "revenue")]
    assert digest.turns_of(events, 1) == [(1, [dice(1)]), (2, events[1:])]


def test_a_seat_is_not_mentioned_twice_in_a_phase() -> None:
    # a move that opens a phase: its digest mentions the seats waited for
    assert digest.pinged(True, ["a", "b"], [], "c") == {"a", "b"}
    # later in the phase: the seats that acted in it, and the mover
    assert digest.pinged(False, ["a", "b"], ["b"], "c") == {"b", "c"}
    assert digest.turn_of(object()) == digest.FIRST_TURN
