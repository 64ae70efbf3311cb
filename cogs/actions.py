"""What every phase command shares (`/senate …`, `/forum …`, `/combat …`, `/revolution …`,
`/faction …`): autocomplete built from the caller's legal actions, and carrying out the
chosen action through the service.

Two kinds of options:
- a *field* of the action (`senator`, `target`, `amount`…): autocomplete offers the values
  that field takes in the caller's legal actions of that kind, narrowed by the options
  already filled in; the command builds the action and the engine checks it (so a typed
  amount outside the suggestions is judged by the rules, not by us);
- a *pick* of a whole legal action (a ballot, a proposal): autocomplete offers the legal
  actions of those kinds by label; the value is `index.digest`, as on a prompt button.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from discord import app_commands

from bot.discord.limits import CHOICE_NAME_LIMIT, CONTENT_LIMIT, MAX_SUGGESTIONS
from bot.discord.render import OPTION_VALUE, clip, prompt_message, seat_name
from bot.engine import IllegalAction
from bot.errors import NotYourSeat
from bot.messages import has, t
from bot.messages import names as joined
from bot.narrate import event_line
from cogs import ack, cmd_text, game_here, respond, service_of

if TYPE_CHECKING:
    from bot.discord.client import Interaction
    from bot.service.move_writer import SubmitResult
    from bot.service.prompts import Choice, Prompt
    from bot.service.reads import Standing

    #: an autocomplete suggestion: a field's value (a text, or a number for a number option)
    Suggestion: TypeAlias = app_commands.Choice[str | int | float]
    Completer: TypeAlias = Callable[[Interaction, str], Coroutine[Any, Any, list[Suggestion]]]

Callback = Callable[..., Awaitable[None]]


async def standing_of(interaction: Interaction) -> Standing:
    info = await game_here(interaction)
    return await service_of(interaction).standing(info.id, interaction.user.id)


def names_in(view: Any) -> dict[str, str]:
    """Display names of the cards the caller may see (senators, own hand, Forum, wars…):
    every `{"id"|"card": …, "name": …}` in the view."""
    data = view.model_dump(mode="json") if hasattr(view, "model_dump") else view
    found: dict[str, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, Mapping):
            key = node.get("id", node.get("card"))
            if isinstance(key, str) and isinstance(node.get("name"), str):
                found.setdefault(key, node["name"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(data)
    return found


def display(value: object, names: Mapping[str, str]) -> str:
    """How a field value is shown in a suggestion: cards and seats by name."""
    if isinstance(value, str):
        if value in names:
            return names[value]
        if has(f"seat.{value}"):
            return seat_name(value)
    if isinstance(value, list | tuple):
        return joined(display(v, names) for v in value) or t("ui.cmd.none")
    return str(value)


def _choices(standing: Standing, kinds: Iterable[str]) -> list[tuple[Prompt, Choice]]:
    wanted = set(kinds)
    return [(p, c) for p in standing.prompts for c in p.choices if c.action["kind"] in wanted]


def _filled(interaction: Interaction, fields: Sequence[str], focused: str) -> dict[str, Any]:
    """The other options of the command the player already filled in."""
    out = {}
    for name in fields:
        if name == focused:
            continue
        value = getattr(interaction.namespace, name, None)
        if value is not None and value != "":
            out[name] = value
    return out


def _text(value: Any) -> str:
    """An action's field as typed in an option (several cards: separated by commas)."""
    return ",".join(value) if isinstance(value, list | tuple) else str(value)


def _agrees(action: Mapping[str, Any], filled: Mapping[str, Any]) -> bool:
    return all(_text(action.get(k)) == str(v) for k, v in filled.items() if k in action)


def suggest_field(kinds: tuple[str, ...], field: str, fields: Sequence[str]) -> Completer:
    """Autocomplete for option `field`: its values among the legal actions of `kinds`."""

    async def complete(interaction: Interaction, current: str) -> list[Suggestion]:
        try:
            standing = await standing_of(interaction)
        except Exception:
            return []
        names = names_in(standing.view)
        filled = _filled(interaction, fields, field)
        typed = str(current).lower()
        out: list[Suggestion] = []
        seen: set[str] = set()
        for _prompt, choice in _choices(standing, kinds):
            if field not in choice.action or not _agrees(choice.action, filled):
                continue
            value = choice.action[field]
            if value is None or repr(value) in seen:
                continue
            name = display(value, names)
            if typed and typed not in name.lower() and typed not in str(value).lower():
                continue
            seen.add(repr(value))
            if isinstance(value, list | tuple):
                value = _text(value)
            out.append(app_commands.Choice(name=clip(name, CHOICE_NAME_LIMIT), value=value))
        return out[:MAX_SUGGESTIONS]

    return complete


def suggest_pick(kinds: tuple[str, ...]) -> Completer:
    """Autocomplete for a whole legal action of `kinds`, by its label."""

    async def complete(interaction: Interaction, current: str) -> list[Suggestion]:
        try:
            standing = await standing_of(interaction)
        except Exception:
            return []
        typed = current.lower()
        out: list[Suggestion] = [
            app_commands.Choice(
                name=clip(c.label, CHOICE_NAME_LIMIT), value=f"{c.index}.{c.digest}"
            )
            for _p, c in _choices(standing, kinds)
            if typed in c.label.lower()
        ]
        return out[:MAX_SUGGESTIONS]

    return complete


def _refusal(standing: Standing) -> IllegalAction:
    """The engine's refusal of an action the caller's decisions do not offer."""
    if not standing.prompts:
        waiting = getattr(standing.view, "pending", [])
        seats = joined(dict.fromkeys(seat_name(p.seat) for p in waiting)) or "-"
        return IllegalAction("not_your_turn", "1.04.8", waiting=seats)
    return IllegalAction("wrong_phase", standing.prompts[0].decision.rule)


async def act_pick(interaction: Interaction, kinds: tuple[str, ...], value: str) -> None:
    """Carry out the legal action picked from `suggest_pick` (or typed by its label)."""
    await ack(interaction, ephemeral=True)
    standing = await standing_of(interaction)
    if standing.seat is None:
        raise NotYourSeat()
    offered = _choices(standing, kinds)
    match = OPTION_VALUE.fullmatch(value.strip())
    picked = None
    if match:
        digest = match["digest"]
        picked = next(((p, c) for p, c in offered if c.digest == digest), None)
    if picked is None:
        typed = value.strip().lower()
        picked = next(((p, c) for p, c in offered if c.label.lower() == typed), None)
    if picked is None:
        raise _refusal(standing)
    prompt, choice = picked
    result = await service_of(interaction).choose(
        standing.info.id,
        interaction.user.id,
        prompt.version,
        choice.index,
        seat=standing.seat,
        digest=choice.digest,
    )
    await _done(interaction, result, choice.label)


async def act_fields(interaction: Interaction, kind: str, **fields: Any) -> None:
    """Build the action `kind` from the options given and submit it: the engine judges it."""
    await ack(interaction, ephemeral=True)
    info = await game_here(interaction)
    action = {"kind": kind, **{k: v for k, v in fields.items() if v is not None}}
    result = await service_of(interaction).submit(info.id, interaction.user.id, action)
    await _done(interaction, result)


async def _done(interaction: Interaction, result: SubmitResult, label: str | None = None) -> None:
    """The reply to a phase command: what was done, then the caller's decisions that stay
    open, with fresh choices."""
    await respond(interaction, done_text(result, label), ephemeral=True)
    for prompt in result.continuing:
        await respond(interaction, prompt_message(prompt.payload(), user_id=None), ephemeral=True)


def done_text(result: SubmitResult, label: str | None = None) -> str:
    """What a move did, in the catalogue's words of its events that its player may read
    (the public ones and their seat's own) up to the next phase (its narration tells the
    rest); the choice's label when it told nothing."""
    seen = [e for e in result.events if e.visibility == "public" or result.seat in e.seats]
    ends = next((i for i, e in enumerate(seen) if e.kind == "phase_start" and i), len(seen))
    lines = [event_line(e) for e in seen[:ends]]
    if lines:
        return clip(t("ui.game.did", events="\n".join(lines)), CONTENT_LIMIT)
    return t("ui.game.done_choice", label=label) if label else t("ui.game.done")


def complete(kind: str, *fields: str) -> dict[str, Completer]:
    """`@app_commands.autocomplete(**complete("persuade", "persuader", "target"))`: each
    field suggested from the legal actions of `kind`, narrowed by the others."""
    return {f: suggest_field((kind,), f, fields) for f in fields}


def card_list(value: str | None) -> list[str]:
    """A comma-separated option (several cards) as a list."""
    return [v.strip() for v in (value or "").split(",") if v.strip()]


def _command_text(key: str) -> app_commands.locale_str:
    if not has(key):
        raise LookupError(f"the catalogue has no command text {key!r}")
    return cmd_text(key)


class CommandTable(Protocol):
    """A game's table of action commands (`bot/games/<game>/commands.py`): by kind of
    action, its command `((group, name), options)`, the options being the action's fields
    (a tuple) or one option picking a whole legal action (a name); further commands making
    a kind in another group; and the option descriptions not keyed `cmd.opt.<option>`."""

    @property
    def COMMANDS(self) -> Mapping[str, tuple[tuple[str, str], tuple[str, ...] | str]]: ...
    @property
    def ALSO(self) -> Mapping[tuple[str, str], str]: ...
    @property
    def OPTION_TEXTS(self) -> Mapping[tuple[str, str], str]: ...


def action_command(
    table: CommandTable, kind: str, group: str | None = None
) -> Callable[[Callback], app_commands.Command[Any, ..., Any]]:
    """The slash command making actions of `kind` (in `group`, for a command of the
    table's `ALSO`), built from `table`: its name and description, its options' descriptions
    and their autocomplete. The callback takes the table's options, in its order (checked
    here: a mismatch fails when the cog is imported)."""
    path, options = table.COMMANDS[kind]
    if group is not None and group != path[0]:
        also = [p for p, k in table.ALSO.items() if k == kind and p[0] == group]
        if len(also) != 1:
            raise LookupError(f"the command table has no /{group} command for {kind!r}")
        path = also[0]
    group_name, name = path
    names = (options,) if isinstance(options, str) else options

    def build(callback: Callback) -> app_commands.Command[Any, ..., Any]:
        taken = tuple(inspect.signature(callback).parameters)[2:]  # after self, interaction
        if taken != names:
            raise TypeError(f"/{group_name} {name} takes {names}, its callback {taken}")
        command: Any = callback  # discord.py reads its parameters at run time
        if isinstance(options, str):
            suggest: dict[str, Any] = {options: suggest_pick((kind,))}
        else:
            suggest = dict(complete(kind, *options))
        if names:
            command = app_commands.autocomplete(**suggest)(command)
            texts = {o: table.OPTION_TEXTS.get((kind, o), f"cmd.opt.{o}") for o in names}
            described = {o: _command_text(key) for o, key in texts.items()}
            command = app_commands.describe(**described)(command)
        description = _command_text(f"cmd.{group_name}.{name}")
        built: app_commands.Command[Any, ..., Any] = app_commands.command(
            name=name, description=description
        )(command)
        return built

    return build
