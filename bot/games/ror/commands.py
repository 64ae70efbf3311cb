"""The Republic's slash commands for its actions: which command makes each kind of action.

The game's command cogs (`cogs/ror/`) build each action command from this table: its group
and name, its description (`cmd.<group>.<name>` in the catalogue) and its options with
their descriptions (`cmd.opt.<option>`, or the key `OPTION_TEXTS` gives). An entry's
options are either a tuple of option names, the action's fields (each suggested from the
caller's legal actions of that kind), or a single name: one option that picks a whole
legal action (`index.digest`, as on a prompt button). The tests drive the game through the
same table (`command_for`).
"""

from __future__ import annotations

from typing import Any

#: the command groups, one per cog of `cogs/ror/`, in loading order
GROUPS = ("faction", "forum", "senate", "combat", "revolution")

#: the command that makes each kind of action: ((group, name), options)
COMMANDS: dict[str, tuple[tuple[str, str], tuple[str, ...] | str]] = {
    "choose_leader": (("faction", "leader"), ("senator",)),
    "play_statesman": (("faction", "statesman"), ("card",)),
    "play_concession": (("faction", "concession"), ("card", "senator")),
    "done": (("faction", "done"), ()),
    "assign_province": (("faction", "province"), ("province", "senator", "term")),
    "take_spoils": (("faction", "spoils"), ("province",)),
    "transfer": (("faction", "transfer"), ("source", "target", "amount")),
    "contribute": (("faction", "contribute"), ("senator", "amount")),
    "name_faction": (("forum", "catiline"), ("faction",)),
    "pass": (("forum", "pass"), ()),
    "bid_initiative": (("forum", "bid"), ("senator", "amount")),
    "persuade": (("forum", "persuade"), ("persuader", "target", "bribe", "card")),
    "counter_bribe": (("forum", "counterbribe"), ("amount",)),
    "bribe": (("forum", "bribe"), ("amount",)),
    "roll_persuasion": (("forum", "roll"), ()),
    "attract_knight": (("forum", "knight"), ("senator", "talents")),
    "pressure_knights": (("forum", "pressure"), ("senator", "count")),
    "sponsor_games": (("forum", "games"), ("senator", "games")),
    "discard_enemy_leader": (("forum", "enemy_leader"), ("card",)),
    "propose": (("senate", "propose"), "proposal"),
    "vote": (("senate", "vote"), "ballot"),
    "veto": (("senate", "veto"), ("tribune",)),
    "claim_floor": (("senate", "claim"), "claim"),
    "react_to_tribune": (("senate", "react"), "choice"),
    "adjourn": (("senate", "adjourn"), ()),
    "choose_rome_consul": (("senate", "rome_consul"), ("senator",)),
    "name_senator": (("senate", "appoint"), "choice"),
    "unanimous_defeat": (("senate", "defeat"), "choice"),
    "consent": (("senate", "consent"), "choice"),
    "play_law": (("senate", "law"), ("card",)),
    "appeal_to_people": (("senate", "appeal"), ()),
    "assassinate": (("senate", "assassinate"), ("assassin", "target", "cards")),
    "play_bodyguards": (("senate", "bodyguards"), "choice"),
    "grant_priesthood": (("senate", "priesthood"), "choice"),
    "play_open_bodyguard": (("faction", "bodyguard"), ("card", "senator")),
    "concession_income": (("faction", "income"), "choice"),
    "eliminate_released": (("faction", "refuse_upkeep"), ()),
    "quit_game": (("faction", "quit"), ()),
    "make_peace": (("senate", "peace"), ("war",)),
    "pay_ransom": (("combat", "ransom"), ("senator",)),
    "attack_war": (("combat", "attack"), ("war",)),
    "order_veterans_back": (("combat", "veterans"), ("senator",)),
    "play_cleopatra": (("combat", "cleopatra"), "choice"),
    "play_proscription": (("combat", "proscription"), ("card",)),
    "raise_provincial_forces": (("faction", "provincial"), "choice"),
    "disband_veterans": (("revolution", "disband"), ("senator", "count")),
    "governor_revolt": (("revolution", "governor"), "choice"),
    "offer_card": (("revolution", "offer"), ("card", "to")),
    "answer_offer": (("revolution", "answer"), "choice"),
    "discard_card": (("revolution", "discard"), ("card",)),
    "roll_loyalty": (("revolution", "loyalty"), ("talents",)),
    "lay_down_command": (("revolution", "lay_down"), ()),
    "declare_revolt": (("revolution", "declare"), ()),
    "choose_side": (("revolution", "side"), "choice"),
    "gabinian_recruit": (("combat", "gabinian"), ("commander", "legions", "fleets")),
    "move_on_to_war": (("revolution", "move_on"), ("war",)),
}


#: further commands making a kind of the table in another group: "done" in every phase
ALSO: dict[tuple[str, str], str] = {
    ("forum", "done"): "done",
    ("senate", "done"): "done",
    ("combat", "done"): "done",
    ("revolution", "done"): "done",
}

#: an option's description key where it is not `cmd.opt.<option>`, by (kind, option)
OPTION_TEXTS: dict[tuple[str, str], str] = {
    ("name_senator", "choice"): "cmd.opt.appointee",
    ("transfer", "target"): "cmd.opt.account",
    ("offer_card", "to"): "cmd.opt.faction",
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
            value = ",".join(value) or None
        if value is not None:
            out[name] = value
    return path, out
