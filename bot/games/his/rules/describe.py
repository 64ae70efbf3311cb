"""Button labels: the catalogue key and parameters that describe an action. Every id an
action holds is passed as a reference (`<param>_id`, named by the catalogue's
`card.his:<kind>:<id>`, as in events), so a label shows the space's, card's, ruler's or
reformer's name in the reader's language, never the id; a yes or no picks the key."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games.his.rules import actions as a
from bot.games.his.rules.actions import Action
from bot.games.his.rules.board import leader_ref
from bot.games.his.rules.bull import reformer_ref, space_ref
from bot.games.his.rules.data import cards
from bot.games.his.rules.hand import card_ref
from bot.games.his.rules.state import HisState


def _card(number: int) -> str:
    """A card by its name; a number not in the card table as it is."""
    return card_ref(number) if number in cards() else f"#{number}"


#: the parameters that hold an id, and the reference that names it
REFS: dict[str, Callable[[Any], str]] = {
    "space": space_ref,
    "reformer": reformer_ref,
    "card": _card,
    "ruler": lambda ruler: f"his:ruler:{ruler}",
    "leader": leader_ref,
    "religion": lambda religion: f"his:religion:{religion}",
    "unit": lambda unit: f"his:unit:{unit}",
}


def _key(action: Action, key: str) -> str:
    """The key of an entry's other half: peace for war, off the map for a place, no
    debate for a debate."""
    match action:
        case a.SetWar(at_war=False):
            return "act.his_make_peace"
        case a.SetAlliance(allied=False):
            return "act.his_end_alliance"
        case a.SetUnrest(unrest=False):
            return "act.his_clear_unrest"
        case a.SetLeader(space=None):
            return "act.his_leader_off"
        case a.SetReformer(space=None):
            return "act.his_reformer_off"
        case a.CallDebate(call=False):
            return "act.his_no_debate"
    return key


def describe_action(state: HisState, action: Action) -> tuple[str, dict[str, Any]]:
    key, data = action.describe()
    params: dict[str, Any] = {}
    for name, value in data.items():
        if value is None or isinstance(value, bool):
            continue  # said by the key
        if name in REFS:
            params[f"{name}_id"] = REFS[name](value)
        elif name == "cards":
            params["cards"] = ", ".join(f"#{c}" for c in value) or "—"
        else:
            params[name] = value
    return _key(action, key), params
