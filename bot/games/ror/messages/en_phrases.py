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
    # random events' names by side (`name` of a random event's texts) [1.07.21]
    "random_event.ally_deserts.light": "Ally Deserts",
    "random_event.ally_deserts.dark": "Roman Auxiliary Deserts",
    "random_event.allied_enthusiasm.light": "Allied Enthusiasm",
    "random_event.allied_enthusiasm.dark": "Extreme Allied Enthusiasm",
    "random_event.barbarian_raids.light": "Barbarian Raids",
    "random_event.barbarian_raids.dark": "Barbarian Raids Increase",
    "random_event.drought.light": "Drought",
    "random_event.drought.dark": "Severe Drought",
    "random_event.enemy_ally_deserts.light": "Enemy's Ally Deserts",
    "random_event.enemy_ally_deserts.dark": "Enemy Mercenaries Desert",
    "random_event.enemy_leader_dies.light": "Enemy Leader Dies",
    "random_event.enemy_leader_dies.dark": "Enemy Sues for Peace",
    "random_event.epidemic.light": "Epidemic",
    "random_event.epidemic.dark": "Foreign Epidemic",
    "random_event.evil_omens.light": "Evil Omens",
    "random_event.evil_omens.dark": "More Evil Omens",
    "random_event.internal_disorder.light": "Internal Disorder",
    "random_event.internal_disorder.dark": "Increased Internal Disorder",
    "random_event.manpower_shortage.light": "Manpower Shortage",
    "random_event.manpower_shortage.dark": "Increased Manpower Shortage",
    "random_event.mob_violence.light": "Mob Violence",
    "random_event.mob_violence.dark": "More Mob Violence",
    "random_event.natural_disaster.light": "Natural Disaster",
    "random_event.natural_disaster.dark": "Widespread Natural Disaster",
    "random_event.new_alliance.light": "New Alliance",
    "random_event.new_alliance.dark": "Another New Alliance",
    "random_event.pretender_emerges.light": "Pretender Emerges",
    "random_event.pretender_emerges.dark": "Pretender Victorious",
    "random_event.refuge.light": "Refuge",
    "random_event.refuge.dark": "Rise from Refuge",
    "random_event.rhodian_alliance.light": "Rhodian Maritime Alliance",
    "random_event.rhodian_alliance.dark": "Increased Rhodian Involvement",
    "random_event.storm_at_sea.light": "Storm at Sea",
    "random_event.storm_at_sea.dark": "Another Storm at Sea",
    "random_event.trial_of_verres.light": "Trial of Verres",
    "random_event.trial_of_verres.dark": "Another Corruption Trial",
}
