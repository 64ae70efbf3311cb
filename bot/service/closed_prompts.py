"""Prompts that end: when a decision closes, by whatever path (a click, a command, a
default, a standing order, the game master, the game's end, a decision that moved on),
the message of its prompt is edited to say how it was decided and loses its components.

The rows are written with the change that closed the decisions, in its transaction; the
delivery worker edits the message it kept under the prompt's key when it was sent
(`bot.service.delivery`), and does nothing when none was kept."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.messages import t
from bot.narrate import text as told
from bot.service.game_info import GameInfo
from bot.service.outbox import PromptClosed
from bot.service.outbox_rows import channel_row, seat_row
from bot.service.prompts import decision_id, prompt_key, prompt_public, prompt_text
from db import NewOutbox

#: how a seat's own decision was closed by its move
CHOSEN, DEFAULT, STANDING = "chosen", "default", "standing"


def closed_rows(
    info: GameInfo,
    module: AnyGame,
    state: Any,
    before: Sequence[Decision],
    after: Sequence[Decision],
    *,
    outcome: str,
    seat: str | None = None,
    action: Mapping[str, Any] | None = None,
    how: str = CHOSEN,
) -> list[NewOutbox]:
    """A row for each decision pending `before` (in `state`) and not `after`
    whose prompt went to a player. `seat`'s own decision, closed by its `action`, says
    what was chosen and `how`; the others say `outcome` (a key of `ui.prompt.closed`)."""
    still = {decision_id(d) for d in after}
    rows = []
    label = None
    if seat is not None and action is not None:
        key, params = module.describe_action(state, module.parse_action(dict(action)))
        label = told(key, **params)
    for d in before:
        if decision_id(d) in still or info.user_of(d.seat) is None:
            continue
        if d.seat == seat and label is not None:
            said = t(f"ui.prompt.closed.{how}", label=label)
        else:
            said = t(f"ui.prompt.closed.{outcome}")
        text = prompt_text(info, state, d)
        payload = PromptClosed(
            game_id=info.id, seat=d.seat, key=prompt_key(d), text=text, outcome=said
        )
        public = prompt_public(module, state, d)
        rows.append(channel_row(info, payload) if public else seat_row(info, d.seat, payload))
    return rows
