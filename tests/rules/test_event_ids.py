"""Events and dice purposes carry ids and numbers, never English: a card is stored as its
id (`name_id="fam:12"`) and a die roll's purpose as a key (`purpose="taxes_of"`); the
names and sentences are found when an event is shown (bot/narrate.py). Events stored
before that carry the names themselves and still render as they did."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine.events import Event
from bot.games import get_game, get_presenter
from bot.games.ror.rules.cards import CARDS
from bot.messages import has
from bot.narrate import event_line
from bot.tools import simulate

#: every printed card name (a province's without its note: "Illyricum (only once ...)")
CARD_NAMES = {c.name for c in CARDS.values()} | {c.name.split(" (")[0] for c in CARDS.values()}
#: a card's name as a whole word in a text ("taxes of Sicilia", "Fabius to Africa")
NAMED = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, CARD_NAMES), key=len, reverse=True)) + r")\b"
)


def _values(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _values(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _values(v)
    else:
        yield value


def text_in(events: Iterable[Event]) -> list[str]:
    """What in `events` is English: a param that holds a card's name, a dice purpose that
    is no key of the catalogue."""
    found: list[str] = []
    for e in events:
        for key, value in e.data.items():
            if e.kind == "dice" and key == "purpose":
                if not has(f"dice.{value}"):
                    found.append(f"dice purpose {value!r}")
                continue
            names = [v for v in _values(value) if isinstance(v, str) and NAMED.search(v)]
            found += [f"{e.kind}.{key} = {v!r}" for v in names]
    return found


MATRIX = simulate.options_matrix()
SCENARIOS = get_presenter("ror").scenarios


def _events_of_a_random_game(i: int, monkeypatch: pytest.MonkeyPatch) -> list[Event]:
    """The events of a short random game with option set i of the simulate matrix (every
    value of every game option occurs in one of them), the scenarios in turn."""
    events: list[Event] = []
    see = simulate.GameReport.see

    def keep(report: simulate.GameReport, seen: Iterable[Event]) -> None:
        seen = list(seen)
        events.extend(seen)
        see(report, seen)

    monkeypatch.setattr(simulate.GameReport, "see", keep)
    scenario = SCENARIOS[i % len(SCENARIOS)]
    report = simulate.play_game(
        get_game("ror"), i + 1, factions=3 + i % 4, turns=3, scenario=scenario, options=MATRIX[i][1]
    )
    assert not report.errors, report.errors
    return events


@pytest.mark.parametrize("i", range(len(MATRIX)), ids=[name for name, _ in MATRIX])
def test_random_games_store_card_ids_and_purpose_keys_not_english(
    i: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = _events_of_a_random_game(i, monkeypatch)
    assert {"dice", "senator_dealt"} <= {e.kind for e in events}
    assert text_in(events) == []


def test_the_scan_finds_a_stored_name_and_a_sentence_purpose() -> None:
    named = Event(kind="senator_died", data={"senator": "fam:1", "name": "Cornelius"})
    sentence = Event(kind="dice", data={"purpose": "taxes of Sicilia", "values": [3]})
    keyed = Event(kind="dice", data={"purpose": "taxes_of", "province_id": "prov:sicilia"})
    slate = Event(kind="proposal_governors", data={"slate": "Fabius to Africa"})
    pairs = Event(kind="proposal_governors", data={"slate_pairs": [["fam:9", "prov:africa"]]})
    assert text_in([named, sentence, keyed, slate, pairs]) == [
        "senator_died.name = 'Cornelius'",
        "dice purpose 'taxes of Sicilia'",
        "proposal_governors.slate = 'Fabius to Africa'",
    ]


def test_a_stored_event_with_a_name_renders_as_one_with_the_id() -> None:
    old = Event(kind="senator_died", rule="1.05", data={"senator": "fam:1", "name": "Cornelius"})
    new = Event(kind="senator_died", rule="1.05", data={"senator": "fam:1", "name_id": "fam:1"})
    assert "Cornelius" in event_line(old)
    assert event_line(old) == event_line(new)


def test_a_stored_sentence_purpose_renders_as_the_keyed_purpose() -> None:
    roll = {"seat": None, "values": [2, 3], "total": 5}
    old = Event(kind="dice", rule="1.06.51", data={"purpose": "taxes of Sicilia", **roll})
    new = Event(
        kind="dice",
        rule="1.06.51",
        data={"purpose": "taxes_of", "province_id": "prov:sicilia", **roll},
    )
    assert event_line(old) == "🎲 taxes of Sicilia: [2, 3] = **5** [1.06.51]"
    assert event_line(new) == event_line(old)


def test_ids_render_as_the_names_they_stand_for() -> None:
    slate = Event(
        kind="proposal_governors",
        rule="1.09.5",
        data={
            "faction": "optimates",
            "presiding_name_id": "fam:9",
            "slate_pairs": [["fam:9", "prov:africa"]],
        },
    )
    assert event_line(slate) == event_line(
        slate.model_copy(
            update={
                "data": {
                    "faction": "optimates",
                    "presiding_name": "Aurelius",
                    "slate": "Aurelius to Africa",
                }
            }
        )
    )
    assert "Aurelius to Africa" in event_line(slate)
    paid = {"source": "bank", "target": "treasury", "amount": 7}
    old = Event(kind="ledger", rule="1.06.51", data={**paid, "why": "taxes of Africa"})
    new = Event(
        kind="ledger",
        rule="1.06.51",
        data={**paid, "why": "taxes_of", "province_id": "prov:africa"},
    )
    assert (
        event_line(new) == event_line(old) == "7T from bank to treasury: taxes of Africa. [1.06.51]"
    )
    hand = Event(kind="hand_dealt", rule="3.01", data={"cards_ids": ["fam:9", "prov:africa"]})
    assert event_line(hand) == "Your hand: Aurelius, Africa. [3.01]"


#: one event of each kind (and each dice purpose) as games stored them before events
#: carried ids (commit ce3faeb), each with the text it was shown with then
STORED = Path(__file__).with_name("events_stored_with_names.jsonl")


def test_events_stored_with_names_render_as_they_did() -> None:
    lines = [json.loads(line) for line in STORED.read_text().splitlines()]
    assert len(lines) > 200
    assert any(line["event"]["data"].get("name") == "Cornelius" for line in lines)
    for line in lines:
        assert event_line(Event.model_validate(line["event"])) == line["text"]
