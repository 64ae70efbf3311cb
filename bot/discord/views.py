"""The text of `/why`: the rule behind each pending decision, with a one-line
explanation (`why.<decision kind>` in the catalogue). A game's own views (its
`/faction view`) live with its cogs."""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.limits import CONTENT_LIMIT
from bot.discord.render import clip, seat_name
from bot.messages import has, names, t
from bot.service.outbox import PromptPayload


def why_text(prompts: Sequence[PromptPayload], waiting: Sequence[str] = ()) -> str:
    """The rule behind each of the caller's pending decisions; with none, who the game
    waits for."""
    if not prompts:
        seats = names(seat_name(s) for s in waiting) or t("ui.status.nobody")
        return t("ui.why.none", waiting=seats)
    lines = []
    for p in prompts:
        key = f"why.{p.decision}"
        explanation = t(key) if has(key) else t("ui.why.unknown")
        # a decision no rule number stands behind (a game's own procedure) is explained alone
        lines.append(t("ui.why.line", rule=p.rule, text=explanation) if p.rule else explanation)
    return clip("\n".join(lines), CONTENT_LIMIT)
