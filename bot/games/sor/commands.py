"""Sword of Rome's slash commands for its actions: which `/sor …` command makes each kind
of action. `cogs/sor/` builds each command from this table (`cogs.actions.action_command`):
its name, description (`cmd.sor.<name>`) and options, each described by
`cmd.sor_opt.<option>` and suggested from the caller's legal actions of that kind. Two
commands are the cog's own: `/sor answer` (a whole legal action of several kinds) and
`/sor import` (an attached file, with every problem listed). The commands with a choice or a
yes/no option are written out in the cog (Discord suggests no values for those), from the
same entries."""

from __future__ import annotations

#: the command that makes each kind of action: ((group, name), options)
COMMANDS: dict[str, tuple[tuple[str, str], tuple[str, ...] | str]] = {
    "sor_start": (("sor", "start"), ()),
    "sor_activate": (("sor", "activate"), ("leader", "card", "source", "campaign")),
    "sor_place_minor": (("sor", "minor"), ("leader", "space")),
    "sor_play_other": (("sor", "other"), ()),
    "sor_move_to": (("sor", "move"), ("space",)),
    "sor_take_cu": (("sor", "take"), ("cu",)),
    "sor_drop_cu": (("sor", "drop"), ("cu",)),
    "sor_take_leader": (("sor", "pickup"), ("leader",)),
    "sor_drop_leader": (("sor", "leave"), ("leader",)),
    "sor_end_move": (("sor", "end"), ()),
    "sor_intercept": (("sor", "intercept"), ("leader", "origin", "cu")),
    "sor_avoid": (("sor", "avoid"), ("leader", "origin", "cu", "by_sea")),
    "sor_withdraw": (("sor", "withdraw"), ("power", "cu")),
    "sor_report_battle": (("sor", "battle"), ("attacker_losses", "defender_losses", "retreat")),
    "sor_report_cu": (("sor", "units"), ("space", "power", "delta", "inside")),
    "sor_report_control": (("sor", "control"), ("space", "power")),
    "sor_report_loyalty": (("sor", "loyalty"), ("space", "loyalty")),
    "sor_report_vp": (("sor", "vp"), ("seat", "vp")),
    "sor_report_siege": (("sor", "siege"), ("space", "besieged")),
    "sor_report_alliance": (("sor", "alliance"), ("power", "other", "allied")),
    "sor_event_leader": (("sor", "event_leader"), ("leader", "space", "command")),
    "sor_report_displaced": (("sor", "displaced"), ("leader",)),
}

#: the kinds `/sor answer` picks among (the decisions with a choice of whole actions)
ANSWERS: tuple[str, ...] = (
    "sor_declared",
    "sor_consent",
    "sor_avoid_to",
    "sor_refuse",
    "sor_sea_return",
    "sor_go_next",
    "sor_place_leader",
    "sor_reinforce",
    "sor_keep_leader",
    "sor_remove_leader",
    "sor_done",
)

#: no kind is made by a second command
ALSO: dict[tuple[str, str], str] = {}

#: every option is described by `cmd.sor_opt.<option>`
OPTION_TEXTS: dict[tuple[str, str], str] = {
    (kind, option): f"cmd.sor_opt.{option}"
    for kind, (_path, options) in COMMANDS.items()
    if isinstance(options, tuple)
    for option in options
}
