"""English texts of Here I Stand: units, army leaders and cards counted with their plural
forms (`counts.<group>` names the params a placeholder `{<group>}` counts, zeros left out)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "counts.his_units": "regulars mercenaries",
    "counts.his_units.none": "no units",
    "counts.his_formation": "regulars mercenaries leaders",
    "counts.his_formation.none": "no units",
    "counts.his_mercenaries": "mercenaries",
    "counts.his_mercenaries.none": "no mercenaries",
    "counts.his_regulars": "regulars",
    "counts.his_regulars.none": "no regulars",
    "count.regulars": {"one": "{count} regular", "other": "{count} regulars"},
    "count.mercenaries": {"one": "{count} mercenary", "other": "{count} mercenaries"},
    "count.leaders": {"one": "{count} army leader", "other": "{count} army leaders"},
}
