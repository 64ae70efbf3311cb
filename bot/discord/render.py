"""Outbox payloads and service results -> Discord messages, embeds and components.

Prompt buttons and selects are `DynamicItem`s: their `custom_id` carries the game, the
state version, the seat and (for buttons) the choice index, so a click still works after
a restart. Their callbacks hand the click to the `Play` cog.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol, assert_never, runtime_checkable

import discord

from bot.discord.limits import (
    BUTTONS_PER_ROW,
    CONTENT_LIMIT,
    EMBED_TITLE_LIMIT,
    FIELD_VALUE_LIMIT,
    LABEL_LIMIT,
    MAX_OPTIONS,
    OPTION_LIMIT,
)
from bot.games import DEFAULT_GAME, get_presenter, presenters
from bot.messages import has, t
from bot.service import game_options
from bot.service.absence import VOTE_ORDERS
from bot.service.outbox import (
    Abandoned,
    BoardImage,
    BoardRef,
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
    StatusBoard,
    SummaryPage,
)

if TYPE_CHECKING:
    from bot.discord.client import Interaction
    from bot.service.game_info import GameInfo, SeatInfo


_SEAT = r"[a-z_]{1,20}"
BUTTON_TEMPLATE = (
    rf"praetor:c:(?P<game>\d+):(?P<version>\d+):(?P<seat>{_SEAT}):"
    r"(?P<index>\d+)\.(?P<digest>[0-9a-f]{8})"
)
#: a select option's value: the choice index and its digest
OPTION_VALUE = re.compile(r"(?P<index>\d+)\.(?P<digest>[0-9a-f]{8})")
SELECT_TEMPLATE = rf"praetor:s:(?P<game>\d+):(?P<version>\d+):(?P<seat>{_SEAT})"
#: a page button of a prompt with more than 25 choices: the page it shows
PAGE_TEMPLATE = rf"praetor:p:(?P<game>\d+):(?P<version>\d+):(?P<seat>{_SEAT}):(?P<page>\d+)"
#: "Ready" on a prompt, and its confirmation, which names the phase it was asked in
#: (`deadlines.phase_of`, its ':' written '.')
READY_TEMPLATE = rf"praetor:r:(?P<game>\d+):(?P<seat>{_SEAT})"
#: the standing order for the phase's votes picked on a vote's prompt
ORDER_TEMPLATE = rf"praetor:o:(?P<game>\d+):(?P<seat>{_SEAT})"
CONFIRM_TEMPLATE = rf"praetor:rc:(?P<game>\d+):(?P<seat>{_SEAT}):(?P<phase>[\w.-]{{1,40}})"


@cache
def ordered_votes() -> frozenset[str]:
    """The votes whose prompts offer a standing order for the phase's votes: those of the
    games whose votes are on sponsored proposals (`Presenter.vote_topics`), where every way
    (yes, no, abstain, as the sponsor) is one the game has."""
    return frozenset(kind for p in presenters() if p.vote_topics for kind in p.vote_kinds)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_name(seat: str | None) -> str:
    if seat is None:
        return "?"
    return t(f"seat.{seat}") if has(f"seat.{seat}") else seat


def mention(user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id is not None else ""


@dataclass(slots=True)
class Rendered:
    """One Discord message: what `Messageable.send` and friends take."""

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    view: discord.ui.View | None = None
    #: attachments: (file name, bytes), e.g. the picture of the Republic
    files: list[tuple[str, bytes]] = field(default_factory=list)

    def kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {"content": self.content, "embeds": self.embeds}
        if self.view is not None:
            out["view"] = self.view
        if self.files:
            out["files"] = [
                discord.File(io.BytesIO(data), filename=name) for name, data in self.files
            ]
        return out


# ---------------------------------------------------------------------- prompts


# discord.py types a component's `callback` for any client (`Interaction[ClientT]`), but only
# the client an item is registered on (`PraetorBot.setup_hook`) calls it: our callbacks take
# the bot's `Interaction`, hence their `ignore[override]`.


class ChoiceButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    def __init__(
        self, game_id: int, version: int, seat: str, index: int, digest: str, label: str
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(label, LABEL_LIMIT),
                style=discord.ButtonStyle.primary,
                custom_id=f"praetor:c:{game_id}:{version}:{seat}:{index}.{digest}",
            )
        )
        self.game_id, self.version, self.seat = game_id, version, seat
        self.index, self.digest = index, digest

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ChoiceButton:
        label = getattr(item, "label", None) or ""
        return cls(
            int(match["game"]),
            int(match["version"]),
            match["seat"],
            int(match["index"]),
            match["digest"],
            label,
        )

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]  # see above
        label = self.item.label or ""
        await _play_cog(interaction).on_choice(
            interaction, self.game_id, self.version, self.seat, self.index, self.digest, label
        )


class ChoiceSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    def __init__(
        self,
        game_id: int,
        version: int,
        seat: str,
        options: Sequence[discord.SelectOption] = (),
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"praetor:s:{game_id}:{version}:{seat}",
                placeholder=t("ui.prompt.placeholder"),
                options=list(options),
                min_values=1,
                max_values=1,
            )
        )
        self.game_id, self.version, self.seat = game_id, version, seat

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ChoiceSelect:
        options = list(getattr(item, "options", []))
        return cls(int(match["game"]), int(match["version"]), match["seat"], options)

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]  # see above
        value = self.item.values[0] if self.item.values else ""
        labels = {o.value: o.label for o in self.item.options}
        match = OPTION_VALUE.fullmatch(value)
        index, digest = (int(match["index"]), match["digest"]) if match else (-1, None)
        await _play_cog(interaction).on_choice(
            interaction,
            self.game_id,
            self.version,
            self.seat,
            index,
            digest,
            labels.get(value, value),
        )


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """Shows another page of a prompt's choices: the page is in the custom_id,
    so paging works after a restart too."""

    def __init__(self, game_id: int, version: int, seat: str, page: int, label: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(label, LABEL_LIMIT),
                style=discord.ButtonStyle.secondary,
                custom_id=f"praetor:p:{game_id}:{version}:{seat}:{page}",
                row=1,
            )
        )
        self.game_id, self.version, self.seat, self.page = game_id, version, seat, page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PageButton:
        label = getattr(item, "label", None) or ""
        game, version, page = int(match["game"]), int(match["version"]), int(match["page"])
        return cls(game, version, match["seat"], page, label)

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]  # see above
        await _play_cog(interaction).on_page(interaction, self.game_id, self.seat, self.page)


class ReadyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=READY_TEMPLATE):
    """ "Ready" on a prompt: asks the seat's player to confirm that they are done for the
    phase (`/turn ready`)."""

    def __init__(self, game_id: int, seat: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(t("ui.ready.button"), LABEL_LIMIT),
                style=discord.ButtonStyle.secondary,
                custom_id=f"praetor:r:{game_id}:{seat}",
                row=4,
            )
        )
        self.game_id, self.seat = game_id, seat

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ReadyButton:
        return cls(int(match["game"]), match["seat"])

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]  # see above
        await _play_cog(interaction).on_ready(interaction, self.game_id, self.seat)


class ConfirmReady(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CONFIRM_TEMPLATE):
    """The confirmation of "Ready": done for the phase it was asked in, and no other."""

    def __init__(self, game_id: int, seat: str, phase: str | None) -> None:
        token = phase.replace(":", ".") if phase is not None else "-"
        super().__init__(
            discord.ui.Button(
                label=clip(t("ui.ready.confirm_button"), LABEL_LIMIT),
                style=discord.ButtonStyle.success,
                custom_id=f"praetor:rc:{game_id}:{seat}:{token}",
            )
        )
        self.game_id, self.seat, self.phase = game_id, seat, phase

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ConfirmReady:
        token = match["phase"]
        return cls(
            int(match["game"]), match["seat"], None if token == "-" else token.replace(".", ":")
        )

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]  # see above
        await _play_cog(interaction).on_ready_confirmed(
            interaction, self.game_id, self.seat, self.phase
        )


class OrderSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=ORDER_TEMPLATE):
    """On a vote's prompt: vote one way on this vote and every other of the phase (a
    standing order for the phase's votes, `/turn orders votes:`)."""

    def __init__(self, game_id: int, seat: str, options: Sequence[discord.SelectOption]) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"praetor:o:{game_id}:{seat}",
                placeholder=clip(t("ui.orders.select"), OPTION_LIMIT),
                options=list(options),
                min_values=1,
                max_values=1,
                row=3,
            )
        )
        self.game_id, self.seat = game_id, seat

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> OrderSelect:
        return cls(int(match["game"]), match["seat"], list(getattr(item, "options", [])))

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]  # see above
        value = self.item.values[0] if self.item.values else ""
        await _play_cog(interaction).on_order(interaction, self.game_id, self.seat, value)


def order_select(game_id: int, seat: str, orders: Mapping[str, str]) -> OrderSelect:
    """The vote orders offered on a vote's prompt: `orders`, each value with its name."""
    options = [
        discord.SelectOption(label=clip(name, OPTION_LIMIT), value=value)
        for value, name in orders.items()
    ]
    return OrderSelect(game_id, seat, options)


def ready_confirmation(game_id: int, seat: str, phase: str | None, count: int) -> Rendered:
    """What "Ready" asks before it closes the player's `count` open decisions."""
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmReady(game_id, seat, phase))
    return Rendered(content=t("ui.ready.confirm", count=count), view=view)


@runtime_checkable
class PromptClicks(Protocol):
    """What handles a click on a prompt's component: the `Play` cog (`cogs.play`)."""

    async def on_choice(
        self,
        interaction: Interaction,
        game_id: int,
        version: int,
        seat: str,
        index: int,
        digest: str | None,
        label: str,
    ) -> None: ...

    async def on_page(
        self, interaction: Interaction, game_id: int, seat: str, page: int
    ) -> None: ...

    async def on_ready(self, interaction: Interaction, game_id: int, seat: str) -> None: ...

    async def on_order(
        self, interaction: Interaction, game_id: int, seat: str, order: str
    ) -> None: ...

    async def on_ready_confirmed(
        self, interaction: Interaction, game_id: int, seat: str, phase: str | None
    ) -> None: ...


def _play_cog(interaction: Interaction) -> PromptClicks:
    cog = interaction.client.get_cog("Play")
    if not isinstance(cog, PromptClicks):  # pragma: no cover - the cog is loaded in setup_hook
        raise RuntimeError("the Play cog is not loaded")
    return cog


DYNAMIC_ITEMS = (ChoiceButton, ChoiceSelect, PageButton, ReadyButton, ConfirmReady, OrderSelect)


def pages(total: int) -> int:
    return max(1, -(-total // MAX_OPTIONS))


def prompt_view(
    game_id: int,
    version: int,
    seat: str,
    choices: Sequence[PromptChoice],
    page: int = 0,
) -> discord.ui.View:
    """Up to 5 choices as buttons; more in a select of 25, paged beyond 25 with
    "previous" / "more" buttons carrying the page to show."""
    view = discord.ui.View(timeout=None)
    if len(choices) <= BUTTONS_PER_ROW:
        for c in choices:
            view.add_item(ChoiceButton(game_id, version, seat, c.index, c.digest, c.label))
        return view
    page = min(max(0, page), pages(len(choices)) - 1)
    shown = choices[page * MAX_OPTIONS : (page + 1) * MAX_OPTIONS]
    options = [
        discord.SelectOption(label=clip(c.label, OPTION_LIMIT), value=f"{c.index}.{c.digest}")
        for c in shown
    ]
    view.add_item(ChoiceSelect(game_id, version, seat, options))
    if page > 0:
        view.add_item(PageButton(game_id, version, seat, page - 1, t("ui.prompt.previous")))
    if page < pages(len(choices)) - 1:
        view.add_item(PageButton(game_id, version, seat, page + 1, t("ui.prompt.next")))
    return view


def prompt_message(payload: PromptPayload, *, user_id: int | None, page: int = 0) -> Rendered:
    """A prompt payload (see `bot.service.prompts.Prompt.payload`) with its components; the
    seat's player is mentioned when `user_id` is given (channel prompts). Beyond 25
    choices, `page` is the page of 25 shown."""
    choices = payload.choices
    text = payload.text
    if user_id is not None:
        text = t("ui.prompt.for", mention=mention(user_id), text=text)
    if len(choices) > MAX_OPTIONS:
        page = min(max(0, page), pages(len(choices)) - 1)
        last = min(len(choices), (page + 1) * MAX_OPTIONS)
        text += "\n" + t(
            "ui.prompt.page",
            first=page * MAX_OPTIONS + 1,
            last=last,
            total=len(choices),
            page=page + 1,
            pages=pages(len(choices)),
        )
    if not choices:
        text += "\n" + t("ui.prompt.none")
    if payload.due_at is not None:
        text += "\n" + t("ui.prompt.due", due=f"<t:{int(payload.due_at)}:R>")
    view = prompt_view(payload.game_id, payload.version, payload.seat, choices, page)
    if choices and payload.decision in ordered_votes():  # this way on the phase's every vote
        orders = {o: t(f"ui.away.order.{o}") for o in VOTE_ORDERS}
        view.add_item(order_select(payload.game_id, payload.seat, orders))
    if choices and payload.due_at is not None:  # a game on a clock: done for the phase
        view.add_item(ReadyButton(payload.game_id, payload.seat))
    return Rendered(content=clip(text, CONTENT_LIMIT), view=view if choices else None)


def chosen_message(
    original: str, user_id: int, label: str, continuing: Sequence[PromptPayload] = ()
) -> Rendered:
    """The prompt once a choice was made: the choice is shown and the buttons go, or,
    when the player's decision stays open (they may play another card), they are
    replaced by the current choices."""
    text = t("ui.prompt.chosen", text=original, user=mention(user_id), label=label)
    if not continuing:
        return Rendered(content=clip(text, CONTENT_LIMIT))
    nxt = prompt_message(continuing[0], user_id=user_id)
    content = clip(f"{_last_line(text)}\n\n{nxt.content}", CONTENT_LIMIT)
    return Rendered(content=content, view=nxt.view)


def _last_line(text: str) -> str:
    return text.rsplit("\n", 1)[-1]


# ---------------------------------------------------------------------- hand and status


def hand_embed(
    view: Mapping[str, Any], seat: str | None = None, game: str = DEFAULT_GAME
) -> discord.Embed:
    """A seat's private view as `game`'s presenter words it (`HandView`): for the
    Republic, the cards in hand (by name) and the faction's treasury."""
    hand = get_presenter(game).hand(view, seat)
    title = t("ui.hand.title", seat=seat_name(hand.seat))
    embed = discord.Embed(title=clip(title, EMBED_TITLE_LIMIT))
    for f in hand.fields:
        value = fit_lines(f.lines, FIELD_VALUE_LIMIT) if f.lines else f.empty
        if value is not None:
            embed.add_field(name=f.name, value=value, inline=f.inline)
    return embed


def fit_lines(lines: Sequence[str], limit: int) -> str:
    """Join lines, ending with "… and N more" when they would not fit in `limit`."""
    out: list[str] = []
    size = 0
    for i, line in enumerate(lines):
        more = t("ui.status.more", count=len(lines) - i)
        room = 0 if i == len(lines) - 1 else len(more) + 1
        if size + len(line) + 1 + room > limit:
            out.append(more)
            break
        out.append(line)
        size += len(line) + 1
    return clip("\n".join(out), limit)


def lobby_embed(info: GameInfo, options: Mapping[str, Any] | None = None) -> discord.Embed:
    """A game in its lobby: the seats with who holds them and the game's `options`
    (`GameService.option_values`). A running game shows its status board instead
    (`bot.discord.board.board_message`)."""
    embed = discord.Embed(title=t("ui.status.lobby_title", game_id=info.id))
    embed.description = t("ui.status.status", status=t(f"ui.game_status.{info.status}"))
    lines = [f"**{seat_name(s.seat)}** — {_occupant(s)}" for s in info.seats]
    embed.add_field(name=t("ui.status.seats"), value=fit_lines(lines, FIELD_VALUE_LIMIT))
    if options:
        text = f"{options_text(options)}\n{t('ui.options.change')}"
        embed.add_field(
            name=t("ui.options.title"), value=clip(text, FIELD_VALUE_LIMIT), inline=False
        )
    return embed


def options_text(values: Mapping[str, Any]) -> str:
    """A game's options (`GameService.option_values`), one line per kind: the basic
    ones, the advanced rules with their rule numbers, the deadlines and the variants."""
    lines = []
    for group, names in game_options.groups(values).items():
        if names:
            items = " · ".join(_option_item(name, values[name]) for name in names)
            lines.append(t(f"ui.options.{group}", items=items))
    return "\n".join(lines)


def option_value(name: str, value: Any) -> str:
    """How the value of option `name` reads."""
    if name in game_options.DEADLINES and value is None:
        return t("ui.options.no_deadline")
    word = game_options.shown(value)
    return t(f"ui.option_value.{word}") if has(f"ui.option_value.{word}") else word


def _option_item(name: str, value: Any) -> str:
    shown = option_value(name, value)
    rule = game_options.advanced_options().get(name)
    if rule is not None:
        return t("ui.options.advanced_item", name=name, rule=rule, value=shown)
    return t("ui.options.item", name=name, value=shown)


def _occupant(seat: SeatInfo) -> str:
    if seat.is_bot:
        return t("ui.status.bot_seat")
    if seat.user_id is None:
        return t("ui.status.open_seat")
    return mention(seat.user_id)


# ---------------------------------------------------------------------- outbox payloads


def outbox_message(
    payload: OutboxPayload, *, user_id: int | None = None, seat_user: int | None = None
) -> Rendered:
    """Render one outbox payload. `user_id` is the recipient of a private message (or the
    subject of a public notice); `seat_user` the player a public prompt (or notice) is for."""
    match payload:
        case StatusBoard() | SummaryPage() | BoardImage():  # outcomes
            from bot.discord import board as discord_board

            return discord_board.outbox_message(payload)
        case Narration() | PrivateNarration():
            return Rendered(content=clip(payload.content, CONTENT_LIMIT))
        case PromptPayload():
            return prompt_message(payload, user_id=None if payload.quiet else seat_user)
        case PromptClosed():  # delivery edits the prompt's message with it
            # no text: a prompt kept before its text was (migration 0006) says how it closed
            text = (
                t("ui.prompt.closed", text=payload.text, outcome=payload.outcome)
                if payload.text
                else payload.outcome
            )
            return Rendered(content=clip(text, CONTENT_LIMIT))
        case Deciding():  # the choices went privately (`bot.service.prompts.Prompt.notice`)
            who = seat_name(payload.seat) if payload.quiet else mention(seat_user)
            text = t("ui.prompt.deciding", mention=who, text=payload.text)
            return Rendered(content=clip(text, CONTENT_LIMIT))
        case Hand():
            return Rendered(embeds=[hand_embed(payload.view, None, payload.game)])
        case Started():
            if payload.options is None:  # rows from before the options were shown
                return Rendered(content=t("ui.started"))
            text = f"{t('ui.started')}\n{options_text(payload.options)}"
            return Rendered(content=clip(text, CONTENT_LIMIT))
        case Abandoned() | Finished():
            return Rendered(content=t(f"ui.{payload.kind}"))
        case DmClosed():
            return Rendered(content=t("ui.dm_closed", user=mention(payload.user_id)))
        case Reminder():
            due = payload.due_at
            text = t(
                "ui.reminder",
                user=mention(seat_user or user_id),
                seat=seat_name(payload.seat),
                due=f"<t:{int(due)}:R>" if due is not None else "?",
            )
            return Rendered(content=clip(text, CONTENT_LIMIT))
        case Digest() | Orientation():  # a channel one can catch up on
            from bot.discord import digest

            if isinstance(payload, Digest):
                return digest.digest_message(payload)
            return digest.orientation_message(None)
        case BoardRef():  # delivery draws the board it stands for; it is never shown
            raise ValueError(f"the board of game {payload.game_id} was not drawn")
        case _:
            assert_never(payload)
