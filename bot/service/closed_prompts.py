"""Prompts that end: when a decision closes, by whatever path (a click, a command, a
default, a standing order, the game master, the game's end, a decision that moved on),
the message of its prompt is edited to say how it was decided and loses its components.

The rows are written with the change that closed the decisions, in its transaction; the
delivery worker edits the message it kept under the prompt's key when it was sent
(`bot.service.delivery`), wherever that is, and does nothing when none was kept. Each row
is addressed to the decision's player, as what it says (the choice made) may be the
seat's own: in the channel only the kept message's edit shows it, as the prompt did."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.messages import t
from bot.service.game_info import GameInfo
from bot.service.outbox import PromptClosed
from bot.service.outbox_rows import seat_row
from bot.service.prompts import action_label, decision_id, prompt_key
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
        label = action_label(module, state, module.parse_action(dict(action)))
    for d in before:
        if decision_id(d) in still or info.user_of(d.seat) is None:
            continue
        if d.seat == seat and label is not None:
            said = t(f"ui.prompt.closed.{how}", label=label)
        else:
            said = t(f"ui.prompt.closed.{outcome}")
        # the prompt's text is kept with its message when sent (`Storage.set_message`)
        payload = PromptClosed(game_id=info.id, seat=d.seat, key=prompt_key(d), outcome=said)
        rows.append(seat_row(info, d.seat, payload))
    return rows
