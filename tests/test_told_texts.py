"""The texts `bot.narrate.text` keeps (a prompt's labels, told move after move) are the
texts the catalogues give now: in the reader's language, for the params given, and anew
once a catalogue changes."""

from __future__ import annotations

import pytest

from bot import narrate
from bot.engine import Event
from bot.messages import CATALOGUES, using_locale


@pytest.fixture
def entry(monkeypatch: pytest.MonkeyPatch) -> str:
    """A key of our own in English and Russian."""
    monkeypatch.setitem(CATALOGUES["en"], "test.told", "told {n}")
    monkeypatch.setitem(CATALOGUES["ru"], "test.told", "сказано {n}")
    return "test.told"


def test_a_changed_entry_is_told_as_it_reads_now(
    entry: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert narrate.text(entry, n=1) == "told 1"
    monkeypatch.setitem(CATALOGUES["en"], entry, "said {n}")
    assert narrate.text(entry, n=1) == "said 1"
    monkeypatch.delitem(CATALOGUES["en"], entry)
    assert narrate.text(entry, n=1) == entry  # a missing key shows itself


def test_a_locale_added_or_dropped_is_seen(entry: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with using_locale("ru"):
        assert narrate.text(entry, n=1) == "сказано 1"
        monkeypatch.setitem(CATALOGUES, "ru", {})
        assert narrate.text(entry, n=1) == "told 1"  # English, as for any key ru lacks


def test_each_locale_tells_its_own(entry: str) -> None:
    assert narrate.text(entry, n=2) == "told 2"
    with using_locale("ru"):
        assert narrate.text(entry, n=2) == "сказано 2"
    assert narrate.text(entry, n=2) == "told 2"


def test_params_that_compare_equal_are_told_apart(entry: str) -> None:
    told = [narrate.text(entry, n=value) for value in (1, True, 1.0, "1", [1], (1,))]
    assert told == ["told 1", "told True", "told 1", "told 1", "told [1]", "told (1,)"]


class _Counter:
    """A param whose text changes between two tellings: never kept."""

    def __init__(self) -> None:
        self.told = 0

    def __str__(self) -> str:
        self.told += 1
        return str(self.told)


def test_params_of_other_types_are_told_each_time(entry: str) -> None:
    counter = _Counter()
    assert [narrate.text(entry, n=counter) for _ in range(2)] == ["told 1", "told 2"]


def test_an_event_is_told_by_its_kind_and_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGUES["en"], "event.test_told", "told {n} [{rule}]")
    event = Event(kind="test_told", rule="1.01", data={"n": 1})
    assert narrate.event_line(event) == "told 1 [1.01]"
    assert narrate.event_line(event.model_copy(update={"rule": "1.02"})) == "told 1 [1.02]"
    monkeypatch.setitem(CATALOGUES["en"], "event.test_told", "said {n} [{rule}]")
    assert narrate.event_line(event) == "said 1 [1.01]"
