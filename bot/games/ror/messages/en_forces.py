"""English texts of The Republic of Rome: how its forces are counted in a sentence. A
template's `{forces}` reads "3 legions, 1 veteran legion and 2 fleets", zeros left out
(`bot.messages.counted`)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "counts.forces": "legions veterans fleets",
    "counts.forces.none": "no forces",
    "count.legions": {"one": "{count} legion", "other": "{count} legions"},
    "count.veterans": {"one": "{count} veteran legion", "other": "{count} veteran legions"},
    "counts.legion_count": "legions",
    "counts.legion_count.none": "no legions",
    "count.fleets": {"one": "{count} fleet", "other": "{count} fleets"},
}
