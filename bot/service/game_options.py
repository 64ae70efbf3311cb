"""The options a group sets before its game starts: the engine's options (the
fields of the game's options model; its presenter says which are basic and which are
advanced rules) and the deadline policy (the pace, and hours per class of decision, kept
in `bot.service.game_settings`).

Values arrive as Python values from `/game create` and as text from `/game option`
(`parse`); `shown` is how a value reads in the lobby, the status and the start
announcement. Each option's description is `option.<name>` in the catalogue."""

from __future__ import annotations

import types
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel

from bot.errors import LobbyError
from bot.games import presenters
from bot.service.deadlines import MAX_HOURS, PACES

#: the deadline options and the class of decision each one sets (`bot.service.deadlines.CLASSES`,
#: and the phase's clock)
DEADLINES = {"vote_hours": "vote", "quick_hours": "quick", "phase_hours": "phase"}
#: the option naming the game's pace (`bot.service.deadlines.PACES`), kept with the deadlines
PACE = "pace"
ON = ("on", "yes", "true")
OFF = ("off", "no", "false")
#: the value that clears an optional number: no turn limit, the default deadline
NONE = "none"

Kind = Literal["bool", "choice", "count", "hours"]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    name: str
    kind: Kind
    #: the values a "choice" option takes
    values: tuple[Any, ...] = ()
    #: whether `NONE` is a value (a count that may be unset, every deadline)
    optional: bool = False


def specs(module: Any) -> dict[str, OptionSpec]:
    """Every option of a game module (its options model's fields), then the deadlines."""
    model: type[BaseModel] = type(module.parse_options({}))
    out = {name: _spec(name, f.annotation) for name, f in model.model_fields.items()}
    out[PACE] = OptionSpec(PACE, "choice", values=PACES)
    out.update({name: OptionSpec(name, "hours", optional=True) for name in DEADLINES})
    return out


def _spec(name: str, annotation: Any) -> OptionSpec:
    if annotation is bool:
        return OptionSpec(name, "bool")
    if get_origin(annotation) is Literal:
        return OptionSpec(name, "choice", values=get_args(annotation))
    args = get_args(annotation)
    if annotation is int or (
        get_origin(annotation) is types.UnionType and int in args and type(None) in args
    ):
        return OptionSpec(name, "count", optional=annotation is not int)
    raise TypeError(f"option {name}: no way to type a {annotation}")


def parse(spec: OptionSpec, text: str) -> Any:
    """The value `text` sets `spec` to; LobbyError("bad_option_value") if none."""
    word = text.strip().lower()
    if spec.optional and word in (NONE, "default"):
        return None
    if spec.kind == "bool" and word in ON + OFF:
        return word in ON
    if spec.kind == "choice":
        for value in spec.values:
            if str(value).lower() == word:
                return value
    if spec.kind == "count" and word.isdigit() and int(word) >= 1:
        return int(word)
    if spec.kind == "hours":
        try:
            hours = float(word)
        except ValueError:
            hours = 0.0
        if 0 < hours <= MAX_HOURS:
            return hours
    raise LobbyError("bad_option_value", name=spec.name, values=", ".join(suggested(spec)))


def check_hours(name: str, hours: Any) -> float:
    """A deadline given as a number (`/game create`)."""
    if isinstance(hours, int | float) and not isinstance(hours, bool) and 0 < hours <= MAX_HOURS:
        return float(hours)
    spec = OptionSpec(name, "hours", optional=True)
    raise LobbyError("bad_option_value", name=name, values=", ".join(suggested(spec)))


def suggested(spec: OptionSpec) -> list[str]:
    """The values offered for `spec` (a number may be any other, within its range)."""
    if spec.kind == "bool":
        return ["on", "off"]
    if spec.kind == "choice":
        return [str(v) for v in spec.values]
    if spec.kind == "count":
        return [NONE, "1", "5", "10"] if spec.optional else ["1", "5", "10"]
    return [NONE, "12", "24", "48", "72", f"{MAX_HOURS:g}"]


def shown(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        return NONE
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


@cache
def advanced_options() -> dict[str, str]:
    """The games' advanced rules: each option and the rule it enables (from their
    presenters, read when first needed: the presenters import the games)."""
    return {name: rule for p in presenters() for name, rule in p.advanced_options.items()}


@cache
def basic_options() -> tuple[str, ...]:
    """What the lobby shows first; every other engine option is a variant where sources
    differ."""
    return tuple(dict.fromkeys(name for p in presenters() for name in p.basic_options))


def groups(names: Mapping[str, Any]) -> dict[str, list[str]]:
    """The option names of `names` by what they are: basic, advanced rules, deadlines and
    variants (in that order)."""
    out: dict[str, list[str]] = {"basic": [], "advanced": [], "deadlines": [], "variants": []}
    for name in names:
        if name in basic_options():
            out["basic"].append(name)
        elif name in advanced_options():
            out["advanced"].append(name)
        elif name in DEADLINES or name == PACE:
            out["deadlines"].append(name)
        else:
            out["variants"].append(name)
    out["advanced"] = [name for name in advanced_options() if name in out["advanced"]]  # by rule
    return out
