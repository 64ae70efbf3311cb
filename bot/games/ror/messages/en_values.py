"""English texts of The Republic of Rome: the words of event and prompt parameters the rules
give as ids (`value.<param>.<id>`) and the names they give from their data (`name.*`: the
random events' two sides, the games), read back by `bot.narrate` in the language written."""

from __future__ import annotations

from bot.games.ror.rules.events_table import EVENT_DATA
from bot.games.ror.rules.forum.games import GAMES
from bot.messages.catalogues import Entry

#: the names the rules take from their data, by id
NAMES: dict[str, str] = {
    **{f"name.event.{e}": data.name for e, data in EVENT_DATA.items()},
    **{f"name.event.{e}.dark": data.back for e, data in EVENT_DATA.items()},
    **{f"name.games.{n}": str(row["name"]) for n, row in enumerate(GAMES, start=1)},
}

MESSAGES: dict[str, Entry] = {
    **NAMES,
    # a prosecution [1.09.41]
    "value.charge.minor": "minor",
    "value.charge.major": "major",
    "value.ground.major": "major",
    # the Senate's business [1.09.1]
    "value.step.consuls": "consuls",
    "value.step.pontifex": "pontifex",
    "value.step.dictator": "dictator",
    "value.step.censor": "censor",
    "value.step.prosecutions": "prosecutions",
    "value.step.governors": "governors",
    "value.step.other": "other",
    # battles [1.10.4] and assassinations [1.09.72]
    "value.arena.land": "land",
    "value.arena.naval": "naval",
    "value.result.victory": "victory",
    "value.result.defeat": "defeat",
    "value.result.stalemate": "stalemate",
    "value.result.killed": "killed",
    "value.result.no_effect": "no effect",
    "value.result.caught": "caught",
    # a Tribune's use [1.09.15]
    "value.why.proposal": "proposal",
    "value.why.veto": "veto",
    # an unaligned senator persuaded [1.07.4]
    "value.target_faction.Forum": "Forum",
    "value.era.early": "early",
    "value.era.middle": "middle",
    "value.era.late": "late",
    "value.status.active": "active",
    "value.status.inactive": "inactive",
    "value.status.imminent": "imminent",
    "value.status.unprosecuted": "unprosecuted",
    "value.phase.setup": "setup",
    "value.phase.mortality": "mortality",
    "value.phase.revenue": "revenue",
    "value.phase.forum": "forum",
    "value.phase.population": "population",
    "value.phase.senate": "senate",
    "value.phase.combat": "combat",
    "value.phase.revolution": "revolution",
    # mortality chits drawn [1.05.2]
    "value.chits.blank": "blank",
    # the options' line (`/game create`, the start) [3.01-3.05]
    "value.scenario.early": "early",
    "value.scenario.middle": "middle",
    "value.scenario.late": "late",
    "value.scenario.extended": "extended",
    "value.scenario.alternative": "alternative",
    "value.first_era.early": "early",
    "value.first_era.middle": "middle",
    "value.final_era.middle": "middle",
    "value.final_era.late": "late",
}
