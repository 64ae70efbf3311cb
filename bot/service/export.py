"""A game's record as JSON (`praetor export`, `/gm export`). What a public export may
hold is a secrecy rule, so it lives with the service rather than in the CLI."""

from __future__ import annotations

import json
from typing import Any

from bot import __version__


async def export_game(storage: Any, game_id: int, *, full: bool = False) -> dict[str, Any]:
    """The JSON record of a game. Without `full`, only what every spectator may know:
    public events, and the seed and the action log only once the game is over (while it
    runs they would reveal hands, sealed votes and the dice to come)."""
    row = await storage.get_game(game_id)
    if row is None:
        raise LookupError(f"no game {game_id}")
    seats = await storage.seats(game_id)
    over = row.status in ("finished", "abandoned")
    setup: dict[str, Any] = {
        "game": row.game,
        "seats": [s.seat for s in seats],
        "options": json.loads(row.options_json),
    }
    if full or over:
        setup["seed"] = row.seed
    record: dict[str, Any] = {
        "praetor": __version__,
        "export": "full" if full else "public",
        "game": {
            "id": row.id,
            "game": row.game,
            "status": row.status,
            "version": row.version,
            "guild_id": row.guild_id,
            "channel_id": row.channel_id,
            "created_at": row.created_at,
            "updated_at": row.updated_at,
            "seats": [
                {"seat": s.seat, "user_id": s.user_id, "bot": s.is_bot, "bot_level": s.bot_level}
                for s in seats
            ],
        },
        "setup": setup,
    }
    if full or over:
        record["actions"] = [
            {
                "seq": a.seq,
                "seat": a.seat,
                "user_id": a.user_id,
                "action": json.loads(a.action_json),
                "checkpoint": a.checkpoint,
                "at": a.created_at,
            }
            for a in await storage.load_actions(game_id)
        ]
    events = []
    for e in await storage.load_events(game_id):
        if not full and e.visibility != "public":
            continue
        events.append({"seq": e.seq, "idx": e.idx, **json.loads(e.event_json)})
    record["events"] = events
    if full:
        record["state"] = json.loads(row.state_json) if row.state_json else None
    return record
