"""Prompts that end: when a decision closes, by whatever path (a click, a command, a
default, a standing order, the game master, the game's end, a decision that moved on),
the message of its prompt is edited to say how it was decided and loses its components.

The rows are written with the change that closed the decisions, in its transaction; the
delivery worker edits the message it kept under the prompt's key when it was sent
(`bot.service.delivery`), wherever that is, and does nothing when none was kept. A row
that may say what only its seat knows (a private decision, one whose choices are secret, a
choice naming a card in hand) is addressed to its player, in their language; the others
go to the channel, in the game's. Telling which asks nothing of the decision's other
choices."""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.messages import t
from bot.service import outbox_rows
from bot.service.game_info import GameInfo
from bot.service.outbox import PromptClosed
from bot.service.outbox_rows import channel_row, seat_row
from bot.service.prompts import DecisionId, action_label, key_of, prompt_key
from db import NewOutbox

#: how a seat's own decision was closed by its move
CHOSEN, DEFAULT, STANDING = "chosen", "default", "standing"


def own_closings(
    info: GameInfo,
    module: AnyGame,
    state: Any,
    before: Sequence[tuple[DecisionId, Decision]],
    seat: str,
    chosen: Any,
    how: str = CHOSEN,
) -> dict[DecisionId, tuple[str, bool]]:
    """What the prompt of each of `seat`'s decisions pending `before` (in `state`, with
    their ids: `prompts.with_ids`) will say if its action `chosen` (as the rules parsed it)
    closes it (what was chosen and `how`), and whether only the seat may read it: drawn
    from the state before the move, which the move changes."""
    if info.user_of(seat) is None:
        return {}
    said = {}
    for key, d in before:
        if d.seat != seat:
            continue
        # the choice made may name what only its seat knows (a card in hand) [1.04.9]
        private = d.private or d.secret_choices or module.private_choice(state, seat, chosen)
        # a row its player alone reads speaks their language; the channel's, the game's
        with outbox_rows.to_seat(info, seat) if private else contextlib.nullcontext():
            label = action_label(module, state, chosen)
            said[key] = (t(f"ui.prompt.closed.{how}", label=label), private)
    return said


def closed_rows(
    info: GameInfo,
    before: Sequence[tuple[DecisionId, Decision]],
    still: Collection[DecisionId],
    *,
    outcome: str,
    own: Mapping[DecisionId, tuple[str, bool]] | None = None,
) -> list[NewOutbox]:
    """A row for each decision pending `before` (with its id: `prompts.with_ids`) whose
    id is not `still` pending and whose prompt went to a player. The moving seat's own
    decisions say what `own_closings` drew for them; the others say `outcome` (a key of
    `ui.prompt.closed`)."""
    rows = []
    for key, d in before:
        if key in still or info.user_of(d.seat) is None:
            continue
        mine = own.get(key) if own is not None else None
        if mine is not None:
            said, private = mine
        else:
            private = d.private or d.secret_choices
            with outbox_rows.to_seat(info, d.seat) if private else contextlib.nullcontext():
                said = t(f"ui.prompt.closed.{outcome}")
        # the prompt's text is kept with its message when sent (`Storage.set_message`)
        payload = PromptClosed(game_id=info.id, seat=d.seat, key=key_of(key), outcome=said)
        rows.append(seat_row(info, d.seat, payload) if private else channel_row(info, payload))
    return rows


def handed_over_rows(
    info: GameInfo, module: AnyGame, state: Any, seat: str, outcome: str
) -> list[NewOutbox]:
    """A row for each open decision of `seat` whose prompt went to the player who held it
    (`info`, before the change): the seat changes hands, and `outcome` says to whom. The
    new holder's prompts are sent after these rows, so each closes the old message."""
    if info.user_of(seat) is None:
        return []
    rows = []
    for d in module.pending(state):
        if d.seat != seat:
            continue
        payload = PromptClosed(game_id=info.id, seat=seat, key=prompt_key(d), outcome=outcome)
        private = d.private or d.secret_choices
        rows.append(seat_row(info, seat, payload) if private else channel_row(info, payload))
    return rows
