"""The outbox payloads (`bot.service.outbox`): each kind is stored as the JSON its rows
have always held, byte for byte, and reads back as the payload it was."""

from __future__ import annotations

import hashlib
import json
from typing import Any, get_args

import pytest

from bot.board import board_payload, board_ref, image_payload
from bot.engine import Decision
from bot.service import outbox
from bot.service.outbox import (
    Abandoned,
    Deciding,
    Digest,
    DmClosed,
    Finished,
    Hand,
    Narration,
    Orientation,
    OutboxPayload,
    PrivateNarration,
    PromptChoice,
    PromptClosed,
    PromptPayload,
    Reminder,
    Started,
    SummaryField,
    SummaryPage,
    decode,
    encode,
)
from bot.service.prompts import decision_head, digest_in

SEAT = type("Seat", (), {"seat": "equites", "user_id": 7, "is_bot": False})


#: each payload with the dict the code before the typed payloads wrote for it
CASES: list[tuple[OutboxPayload, dict[str, Any]]] = [
    (Narration(content="Cæsar — ⚔ crosses"), {"kind": "narration", "content": "Cæsar — ⚔ crosses"}),
    (PrivateNarration(content="secret"), {"kind": "private", "content": "secret"}),
    (
        PromptPayload(
            game_id=3,
            version=12,
            seat="equites",
            decision="play_cards",
            rule="1.11.1",
            private=True,
            text="Choose",
            choices=[PromptChoice(index=0, label="Done", digest="0a1b2c3d")],
            key="prompt:equites:0a1b2c3d4e5f",
        ),
        {
            "kind": "prompt",
            "game_id": 3,
            "version": 12,
            "seat": "equites",
            "decision": "play_cards",
            "rule": "1.11.1",
            "private": True,
            "text": "Choose",
            "choices": [{"label": "Done", "digest": "0a1b2c3d"}],  # its index: its place
            "key": "prompt:equites:0a1b2c3d4e5f",
        },
    ),
    (
        PromptClosed(
            game_id=3,
            seat="equites",
            key="prompt:equites:0a1b2c3d4e5f",
            text="Choose",
            outcome="Done",
        ),
        {
            "kind": "prompt_closed",
            "game_id": 3,
            "seat": "equites",
            "key": "prompt:equites:0a1b2c3d4e5f",
            "text": "Choose",
            "outcome": "Done",
        },
    ),
    (
        Deciding(game_id=3, seat="equites", decision="initiative", text="Equites decide"),
        {
            "kind": "deciding",
            "game_id": 3,
            "seat": "equites",
            "decision": "initiative",
            "text": "Equites decide",
        },
    ),
    (
        Hand(game="g", view={"seat": "equites", "factions": [{"hand": ["c1"]}]}),
        {"kind": "hand", "game": "g", "view": {"seat": "equites", "factions": [{"hand": ["c1"]}]}},
    ),
    (
        Started(options={"ballot": "open", "hours": None}),
        {"kind": "started", "options": {"ballot": "open", "hours": None}},
    ),
    (Abandoned(), {"kind": "abandoned"}),
    (Finished(), {"kind": "finished"}),
    (DmClosed(user_id=7), {"kind": "dm_closed", "user_id": 7}),
    (
        Reminder(game_id=3, seat="equites", due_at=1.5e9),
        {"kind": "reminder", "game_id": 3, "seat": "equites", "due_at": 1.5e9},
    ),
    (
        board_payload(3, {"turn": 1}, [SEAT], "g"),
        {
            "kind": "board",
            "game_id": 3,
            "game": "g",
            "board": {"turn": 1},
            "seats": {"equites": {"user_id": 7, "bot": False}},
        },
    ),
    (board_ref(3), {"kind": "board_ref", "game_id": 3}),
    (
        image_payload(3, {"turn": 1}, "g"),
        {"kind": "board_image", "game_id": 3, "board": {"turn": 1}, "game": "g"},
    ),
    (
        SummaryPage(fields=[SummaryField(name="Dice", value="🎲 6")], title="Forum"),
        {"fields": [{"name": "Dice", "value": "🎲 6"}], "kind": "summary", "title": "Forum"},
    ),
    (
        Digest(
            game_id=3,
            turn=2,
            title="Forum",
            fields=[SummaryField(name="Dice", value="🎲 6")],
            waiting=["equites"],
        ),
        {
            "kind": "digest",
            "game_id": 3,
            "turn": 2,
            "title": "Forum",
            "fields": [{"name": "Dice", "value": "🎲 6"}],
            "waiting": ["equites"],
        },
    ),
    (Orientation(game_id=3), {"kind": "orientation", "game_id": 3}),
]

#: payloads of kinds older than their `turn` (narration), `quiet` and `due_at` (prompts)
#: fields, with them set: the fields are written only then
LATER: list[tuple[OutboxPayload, dict[str, Any]]] = [
    (
        PromptPayload(
            game_id=3,
            version=12,
            seat="equites",
            decision="d",
            rule="1.11.1",
            private=False,
            text="t",
            choices=[],
            due_at=1.5e9,
        ),
        {
            "kind": "prompt",
            "game_id": 3,
            "version": 12,
            "seat": "equites",
            "decision": "d",
            "rule": "1.11.1",
            "private": False,
            "text": "t",
            "choices": [],
            "due_at": 1.5e9,
        },
    ),
    (Narration(content="x", turn=2), {"kind": "narration", "content": "x", "turn": 2}),
    (
        Deciding(game_id=3, seat="equites", decision="d", text="t", quiet=True, turn=1),
        {
            "kind": "deciding",
            "game_id": 3,
            "seat": "equites",
            "decision": "d",
            "text": "t",
            "quiet": True,
            "turn": 1,
        },
    ),
]


@pytest.mark.parametrize("payload, stored", LATER, ids=lambda c: getattr(c, "kind", ""))
def test_a_field_added_later_is_written_when_set(
    payload: OutboxPayload, stored: dict[str, Any]
) -> None:
    assert _fields(encode(payload)) == list(stored.items())
    assert decode(encode(payload)) == payload
    assert outbox.thread_turn(payload) == stored.get("turn")


@pytest.mark.parametrize("payload, old", CASES, ids=lambda c: getattr(c, "kind", ""))
def test_a_payload_is_stored_as_the_json_its_rows_always_held(
    payload: OutboxPayload, old: dict[str, Any]
) -> None:
    assert _fields(encode(payload)) == list(old.items())
    assert decode(json.dumps(old)) == payload  # as rows were written before: with spaces


def _fields(stored: str) -> list[tuple[str, Any]]:
    """A stored row's fields, in their order."""
    return list(json.loads(stored).items())


def test_a_choice_whose_index_is_not_its_place_keeps_it() -> None:
    payload = PromptPayload(
        game_id=3,
        version=1,
        seat="equites",
        decision="d",
        rule="1",
        private=False,
        text="t",
        choices=[
            PromptChoice(index=0, label="A", digest="a"),
            PromptChoice(index=2, label="C", digest="c"),
        ],
    )
    assert json.loads(encode(payload))["choices"] == [
        {"label": "A", "digest": "a"},
        {"index": 2, "label": "C", "digest": "c"},
    ]
    assert decode(encode(payload)) == payload


def test_a_row_is_compact_and_keeps_a_russian_text_in_its_letters() -> None:
    """A row is written without spaces between its fields and in UTF-8: a Russian text
    costs two bytes a letter, not an escape of six."""
    payload = Narration(content="Сенат собирается")
    stored = encode(payload)
    assert stored == '{"kind":"narration","content":"Сенат собирается"}'
    assert decode(stored) == payload


def test_every_kind_of_payload_is_covered() -> None:
    (union, _field) = get_args(OutboxPayload)
    kinds = {model.model_fields["kind"].default for model in get_args(union)}
    assert kinds == {p.kind for p, _ in CASES}


@pytest.mark.parametrize(
    "stored, payload",
    [
        ('{"kind": "hand", "view": {}}', Hand(game=outbox.DEFAULT_GAME, view={})),
        ('{"kind": "started"}', Started(options=None)),
        (  # a prompt from before prompts were kept to be closed
            '{"kind": "prompt", "game_id": 3, "version": 1, "seat": "equites", "decision": "d",'
            ' "rule": "1", "private": false, "text": "t", "choices": []}',
            PromptPayload(
                game_id=3,
                version=1,
                seat="equites",
                decision="d",
                rule="1",
                private=False,
                text="t",
                choices=[],
                key="",
            ),
        ),
        (  # a prompt from before a choice's index was left out when it is its place
            '{"kind": "prompt", "game_id": 3, "version": 1, "seat": "equites", "decision": "d",'
            ' "rule": "1", "private": false, "text": "t", "choices": [{"index": 0, "label": "A",'
            ' "digest": "0a"}, {"index": 1, "label": "B", "digest": "1b"}], "key": "k"}',
            PromptPayload(
                game_id=3,
                version=1,
                seat="equites",
                decision="d",
                rule="1",
                private=False,
                text="t",
                choices=[
                    PromptChoice(index=0, label="A", digest="0a"),
                    PromptChoice(index=1, label="B", digest="1b"),
                ],
                key="k",
            ),
        ),
        (
            '{"kind": "reminder", "seat": "equites", "due_at": 5.0}',
            Reminder(game_id=None, seat="equites", due_at=5.0),
        ),
        (
            '{"kind": "board_image", "game_id": 3, "board": {}}',
            outbox.BoardImage(game_id=3, board={}, game=outbox.DEFAULT_GAME),
        ),
    ],
)
def test_rows_of_older_shapes_read_with_what_they_meant(
    stored: str, payload: OutboxPayload
) -> None:
    assert decode(stored) == payload


@pytest.mark.parametrize(
    "stored",
    ['{"kind": "telegram"}', '{"content": "x"}', '{"kind": "dm_closed"}', "[1, 2]", "{"],
)
def test_a_row_no_payload_reads_is_refused(stored: str) -> None:
    with pytest.raises(ValueError):
        decode(stored)


def test_a_choice_keeps_the_fingerprint_the_buttons_already_posted_carry() -> None:
    """A button posted before carries the hash of `[kind, data, action]` as JSON with sorted
    keys; the fingerprint written from the decision's head once gives the same."""
    decision = Decision(
        seat="optimates",
        kind="vote",
        rule="1.09.4",
        data={"z": [1, 2.5, None], "proposal": {"kind": "война", "b": True}, "a": 'x\n"y"'},
    )
    for action in ({"kind": "vote", "ballot": "yes"}, {"kind": "pass"}, {"b": {"ä": [1]}}):
        text = json.dumps([decision.kind, decision.data, action], sort_keys=True)
        posted = hashlib.blake2b(text.encode(), digest_size=4).hexdigest()
        assert digest_in(decision_head(decision), action) == posted
