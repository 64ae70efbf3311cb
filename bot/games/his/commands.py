"""Here I Stand's slash commands: which `/his …` command makes each kind of action.

The decisions of the papal procedures are built from this table by `cogs/his/`
(`cogs.actions.action_command`: each option suggested from the caller's legal actions);
the board entries, whose values are not the legal actions of a decision (any power, any
space), are written out in the cog with their own choices and suggestions, under the same
names. The tests drive the game through the same table (`command_for`)."""

from __future__ import annotations

from typing import Any

#: the command groups of `cogs/his/` (Discord allows 25 commands a group): the turn and the
#: papal procedures, and the board as the players enter it
GROUPS = ("his", "his_board")

#: the command that makes each kind of action: ((group, name), options)
COMMANDS: dict[str, tuple[tuple[str, str], tuple[str, ...] | str]] = {
    # the board, entered by the players
    "enter_papal_hand": (("his", "hand"), ("cards",)),
    "set_units": (("his_board", "units"), ("power", "space", "regulars", "mercenaries")),
    "set_leader": (("his_board", "leader"), ("power", "leader", "battle", "space")),
    "set_war": (("his_board", "war"), ("power", "other", "at_war")),
    "set_alliance": (("his_board", "alliance"), ("power", "other", "allied")),
    "set_ruler": (("his_board", "ruler"), ("power", "ruler")),
    "set_unrest": (("his_board", "unrest"), ("space", "unrest")),
    "set_religion": (("his_board", "religion"), ("space", "religion")),
    "set_papal_space": (("his_board", "papal_space"), ("space", "power")),
    "set_reformer": (("his_board", "reformer"), ("reformer", "space")),
    "commit_debater": (("his_board", "commit"), ("reformer", "card")),
    "luther_debates": (("his_board", "luther"), ()),
    "build_st_peters": (("his_board", "stpeters"), ("cp",)),
    # the turn
    "done": (("his", "done"), ()),
    "pass": (("his", "pass"), ()),
    "play_papal_card": (("his", "play"), ("card",)),
    "lift_excommunication": (("his", "lift"), ("power",)),
    "give_card": (("his", "give"), ("power", "card")),
    # Sack of Rome
    "play_sack": (("his", "sack"), ("player", "owner", "space")),
    "battle_card": (("his", "battlecard"), ("power", "card", "attacker_dice", "defender_dice")),
    "odd_casualty": (("his", "casualty"), ("unit",)),
    "keep_card": (("his", "keep"), ("card",)),
    # Papal Bull
    "play_bull": (("his", "bull"), ()),
    "excommunicate_reformer": (("his", "excommunicate_reformer"), ("reformer",)),
    "excommunicate_ruler": (("his", "excommunicate_ruler"), ("power",)),
    "respond_cromwell": (("his", "cromwell"), ("power",)),
    "call_debate": (("his", "debate"), "choice"),
    "place_unrest": (("his", "place_unrest"), ("space",)),
}

#: no kind has a second command
ALSO: dict[tuple[str, str], str] = {}

#: every option is described by the game's own key, `cmd.opt.his_<option>`
OPTION_TEXTS: dict[tuple[str, str], str] = {
    (kind, option): f"cmd.opt.his_{option}"
    for kind, (_path, options) in COMMANDS.items()
    if isinstance(options, tuple)
    for option in options
}


def command_for(
    action: dict[str, Any], index: int, digest: str
) -> tuple[tuple[str, str], dict[str, Any]]:
    """The command and options that make `action` (the index-th choice of a prompt)."""
    path, options = COMMANDS[action["kind"]]
    if isinstance(options, str):
        return path, {options: f"{index}.{digest}"}
    out: dict[str, Any] = {}
    for name in options:
        value = action.get(name)
        if isinstance(value, list | tuple):
            value = ", ".join(map(str, value))
        if value is not None:
            out[name] = value
    return path, out
