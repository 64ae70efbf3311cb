"""Every slash command, group and option has a Russian name that Discord accepts: the
translator gives it (from `cmd.name.<path>` keys of the Russian catalogue) when the
command tree is synced, it matches Discord's pattern for names, and no two siblings
share one (Discord refuses the whole sync otherwise); Russian texts name the commands so."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from bot.messages import CATALOGUES
from bot.messages.catalogues import BY
from tests.harness import Harness

#: Discord's rule for a command's or option's name (lower case where the letter has one)
NAME = re.compile(r"^[-_\w]{1,32}$")
OPTION_KINDS = frozenset({1, 2})  # a subcommand, a subcommand group
#: a command named in a text: `/name` and the word after it (its subcommand, if any)
COMMAND_REF = re.compile(r"(?<![\w/<>{}])/(\w+)(?: (\w+))?")


def _named(payload: dict[str, Any], path: str) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """(path, its named children) for a command payload and every group or subcommand in it."""
    children = payload.get("options", [])
    yield path, children
    for child in children:
        if child["type"] in OPTION_KINDS:
            yield from _named(child, f"{path} {child['name']}")


async def test_every_command_group_and_option_has_a_valid_distinct_russian_name(
    h: Harness,
) -> None:
    tree = h.bot.tree
    assert tree.translator is not None
    commands = [await c.get_translated_payload(tree, tree.translator) for c in tree.get_commands()]
    missing, invalid, clashes = [], [], []

    def check(siblings: list[dict[str, Any]], where: str) -> None:
        seen: dict[str, str] = {}
        for item in siblings:
            name = (item.get("name_localizations") or {}).get("ru")
            label = f"{where} {item['name']}".strip()
            if name is None:
                missing.append(label)
                continue
            if not NAME.fullmatch(name) or name != name.lower():
                invalid.append(f"{label}: {name!r}")
            if name in seen:
                clashes.append(f"{label} and {where} {seen[name]}: {name!r}")
            seen[name] = item["name"]

    check(commands, "")
    for command in commands:
        for path, children in _named(command, command["name"]):
            check(children, path)
    assert len(commands) >= 10
    assert not missing, f"no Russian name: {missing}"
    assert not invalid, f"not a Discord name: {invalid}"
    assert not clashes, f"siblings share a name: {clashes}"


async def test_russian_texts_name_commands_by_their_russian_names(h: Harness) -> None:
    """A Russian player sees `/партия создать` in the command list, so a Russian text that
    tells them to use a command names it so: the first word a top-level command's Russian
    name, the second (when it has subcommands) one of its subcommands' Russian names."""
    tree = h.bot.tree
    assert tree.translator is not None
    children: dict[str, set[str]] = {}  # Russian top-level name -> its subcommands' names
    english: set[str] = set()  # top-level names that have a Russian one
    for command in tree.get_commands():
        payload = await command.get_translated_payload(tree, tree.translator)
        name = (payload.get("name_localizations") or {}).get("ru")
        if name is None:
            continue
        english.add(payload["name"])
        children[name] = {
            (o.get("name_localizations") or {}).get("ru", o["name"])
            for o in payload.get("options", [])
            if o["type"] in OPTION_KINDS
        }
    wrong = []
    for key, entry in CATALOGUES["ru"].items():
        templates = [entry] if isinstance(entry, str) else [v for k, v in entry.items() if k != BY]
        for template in templates:
            for first, second in COMMAND_REF.findall(template):
                if first in english and first not in children:
                    wrong.append(f"{key}: /{first} (English)")
                elif first in children and children[first] and second not in children[first]:
                    wrong.append(f"{key}: /{first} {second}")
    assert children, "no command has a Russian name"
    assert not wrong, f"commands named otherwise than in Russian: {wrong}"
