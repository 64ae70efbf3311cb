"""The text of `/why` (issue 6): the rule behind each pending decision, with a one-line
explanation (`why.<decision kind>` in the catalogue). A game's own views (its
`/faction view`) live with its cogs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.discord.limits import CONTENT_LIMIT
from bot.discord.render import clip, seat_name
from bot.messages import has, t


def why_text(prompts: Sequence[Mapping[str, Any]], waiting: Sequence[str] = ()) -> str:
    """The rule behind each of the caller's pending decisions; with none, who the game
    waits for."""
    if not prompts:
        names = ", ".join(seat_name(s) for s in waiting) or t("ui.status.nobody")
        return t("ui.why.none", waiting=names)
    lines = []
    for p in prompts:
        kind = str(p.get("decision", ""))
        key = f"why.{kind}"
        explanation = t(key) if has(key) else t("ui.why.unknown")
        lines.append(t("ui.why.line", rule=p.get("rule") or "?", text=explanation))
    return clip("\n".join(lines), CONTENT_LIMIT)
