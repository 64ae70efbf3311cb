"""Embeds for `/faction view`: what the caller's seat may see — its hand,
faction treasury, senators and pending decisions; a spectator gets the public view only
(hand sizes, no cards, no treasuries)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.discord.limits import EMBED_TITLE_LIMIT, FIELD_VALUE_LIMIT
from bot.discord.render import clip, fit_lines, seat_name
from bot.games.ror.present.hand import card_name, faction_of
from bot.games.ror.present.names import localized
from bot.messages import has, t
from bot.service.outbox import PromptPayload

#: the factions' lines in a spectator's view share what is left of an embed's 6000 characters
PUBLIC_FACTIONS_BUDGET = 4000


def _senators(view: Mapping[str, Any], seat: str) -> list[str]:
    lines = []
    for s in view.get("senators", []):
        if not isinstance(s, Mapping) or s.get("faction") != seat:
            continue
        office = ""
        if s.get("office"):
            key = f"office.{s['office']}"
            office = f" — {t(key) if has(key) else s['office']}"
        lines.append(
            t(
                "ui.faction.senator",
                name=s.get("name", "?"),
                influence=s.get("influence", 0),
                talents=s.get("talents", 0),
                office=office,
                leader="⭐ " if s.get("leader") else "",
            )
        )
    return lines


def faction_embed(
    view: Mapping[str, Any], seat: str | None, prompts: Sequence[PromptPayload]
) -> discord.Embed:
    """The caller's faction (`seat`) or, for a spectator (None), the public view."""
    view = localized(view)  # the names in the language written
    if seat is None:
        return _public_embed(view)
    faction = faction_of(view, seat)
    title = t("ui.faction.title", seat=seat_name(seat))
    embed = discord.Embed(title=clip(title, EMBED_TITLE_LIMIT))
    cards = [f"• {card_name(c)}" for c in faction.get("hand") or []]
    embed.add_field(
        name=t("ui.hand.cards"),
        value=fit_lines(cards, FIELD_VALUE_LIMIT) if cards else t("ui.hand.empty"),
        inline=False,
    )
    talents = faction.get("treasury", 0)
    embed.add_field(name=t("ui.hand.treasury"), value=t("ui.hand.talents", talents=talents))
    senators = _senators(view, seat) or [t("ui.status.no_senators")]
    embed.add_field(
        name=t("ui.faction.senators"), value=fit_lines(senators, FIELD_VALUE_LIMIT), inline=False
    )
    waiting = [f"• {clip(p.text, 200)}" for p in prompts]
    embed.add_field(
        name=t("ui.faction.pending"),
        value=fit_lines(waiting, FIELD_VALUE_LIMIT) if waiting else t("ui.game.no_prompts"),
        inline=False,
    )
    return embed


def _public_embed(view: Mapping[str, Any]) -> discord.Embed:
    embed = discord.Embed(title=t("ui.faction.public_title"))
    embed.description = t("ui.faction.spectator")
    factions = [f for f in view.get("factions", []) if isinstance(f, Mapping)]
    budget = min(FIELD_VALUE_LIMIT, PUBLIC_FACTIONS_BUDGET // max(1, len(factions)))
    for f in factions[:20]:
        seat = str(f.get("seat", "?"))
        head = t("ui.faction.public_head", seat=seat_name(seat), cards=f.get("hand_size", 0))
        lines = _senators(view, seat) or [t("ui.status.no_senators")]
        embed.add_field(name=clip(head, 256), value=fit_lines(lines, budget), inline=False)
    return embed
