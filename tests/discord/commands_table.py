"""Which slash command makes each kind of action (issue 6), as the tests drive them: a
tuple of option names is a command whose options are the action's fields; a single name
is a command with one option that picks a whole legal action (`index.digest`)."""

from __future__ import annotations

from typing import Any

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
