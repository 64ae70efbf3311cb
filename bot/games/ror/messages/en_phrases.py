"""Words that events, prompts, labels and refusals store as keys (a Senate step, a battle's
result, a war's status...), by the param that holds them (`bot/narrate.py` `PHRASES`):
the engine stores the key; the word is found when the text is shown."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # `step`: the Senate's business [1.09]
    "senate_step.consuls": "consuls",
    "senate_step.pontifex": "pontifex",
    "senate_step.dictator": "dictator",
    "senate_step.censor": "censor",
    "senate_step.prosecutions": "prosecutions",
    "senate_step.governors": "governors",
    "senate_step.other": "other",
    # `why` of a Tribune played, `target` of a Tribune's play cancelled [1.09.15]
    "paid.veto": "veto",
    "paid.proposal": "proposal",
    "tribune_target.veto": "veto",
    "tribune_target.proposal": "proposal",
    # `marches` of a governor's revolt [1.13.3]
    "marches.True": "yes",
    "marches.False": "no",
    # `arena` and `result` of a battle [1.10.4, 1.10.5], `result` of an assassination
    "arena.land": "land",
    "arena.naval": "naval",
    "result.victory": "victory",
    "result.defeat": "defeat",
    "result.stalemate": "stalemate",
    "result.disaster": "disaster",
    "result.standoff": "standoff",
    "result.killed": "killed",
    "result.no_effect": "no effect",
    "result.caught": "caught",
    # `reason` a battle is not fought [1.10.4, 1.10.6]
    "battle_reason.no_fleets": "no fleets for the naval battle",
    "battle_reason.no_legions": "no legions or too few fleets",
    # `status` of a war [1.07.33]
    "war_status.active": "active",
    "war_status.inactive": "inactive",
    "war_status.imminent": "imminent",
    # `charge` and `ground` of a prosecution [1.09.41]
    "charge.minor": "minor",
    "charge.major": "major",
    "ground.major": "major",
    "ground.corrupt": "corrupt",
    "ground.plunder": "plunder of {plundered}",
    # `games` sponsored [1.07.6]
    "games.slice_and_dice": "Slice and Dice",
    "games.blood_fest": "Blood Fest",
    "games.gladiator_gala": "Gladiator Gala",
    # `to`: where an enemy leader goes after a battle [1.10.4]
    "leader_to.curia": "curia",
    "leader_to.removed": "removed",
    # lists of pairs with a form of their own (`<param>_pairs`)
    "refs.pair.governors": "{first} ({second})",
    "refs.pair.captives": "{first} ({second}T)",
}
