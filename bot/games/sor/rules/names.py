"""Events name their leaders and spaces as the group's roster and map do: beside each id an
event holds (`leader`, `space`, …), the name it had when the event happened
(`<param>_name`, shown in its place by `bot.narrate`). Those names are the group's own data,
in no catalogue, so the narrator could not find them; the id stays for everything else.
The powers and the battle's reasons are the game's own words: `<param>_id` refs named in
the catalogue (`card.sor:power:<power>`, `card.sor:reason:<reason>`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from bot.engine import Event, IllegalAction, Step

if TYPE_CHECKING:
    from bot.games.sor.rules.state import SorState

LEADER_PARAMS = ("leader", "previous", "attacker_leader", "defender_leader", "consuls_ids")
SPACE_PARAMS = ("space", "origin", "retreat", "cities_ids")


def power_ref(power: str) -> str:
    """A power in events (`card.sor:power:<power>` names it)."""
    return f"sor:power:{power}"


def power_refs(powers: Iterable[str]) -> list[str]:
    return [power_ref(p) for p in powers]


def reason_ref(reason: str) -> str:
    """A battle modifier's reason in events (`card.sor:reason:<reason>` names it)."""
    return f"sor:reason:{reason}"


def _named(ids: Any, names: Mapping[str, str]) -> Any:
    if isinstance(ids, str):
        return names.get(ids)
    if isinstance(ids, list) and ids and all(isinstance(i, str) and i in names for i in ids):
        return [names[i] for i in ids]
    return None


def _with_names(event: Event, leaders: Mapping[str, str], spaces: Mapping[str, str]) -> Event:
    extra: dict[str, Any] = {}
    for params, names in ((LEADER_PARAMS, leaders), (SPACE_PARAMS, spaces)):
        for param in params:
            name = _named(event.data.get(param), names)
            if name is not None:
                extra[f"{param.removesuffix('_ids')}_name"] = name
    return event.model_copy(update={"data": {**event.data, **extra}}) if extra else event


def named(step: Step[SorState]) -> Step[SorState]:
    """`step` with each event naming its leaders and spaces (`<param>_name`)."""
    leaders = {d.id: d.name for d in step.state.roster.leaders}
    spaces = {s.id: s.name for s in step.state.map.spaces}
    events = [_with_names(e, leaders, spaces) for e in step.events]
    return step.model_copy(update={"events": events})


def named_refusal(state: SorState, refusal: IllegalAction) -> IllegalAction:
    """`refusal` naming the leader and space it is about by the roster's and map's names
    (a refusal is shown at once, from its params)."""
    leaders = {d.id: d.name for d in state.roster.leaders}
    spaces = {s.id: s.name for s in state.map.spaces}
    params = dict(refusal.params)
    for param, value in refusal.params.items():
        names = leaders if param in LEADER_PARAMS else spaces if param in SPACE_PARAMS else {}
        if isinstance(value, str) and value in names:
            params[param] = names[value]
    if params == refusal.params:
        return refusal
    return IllegalAction(refusal.key, refusal.rule, **params)
