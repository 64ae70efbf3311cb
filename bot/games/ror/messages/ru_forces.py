"""Russian texts of The Republic of Rome: the forces part (how its forces are counted in
a sentence; the `counts.*` values name parameters and stay as in English)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "counts.forces": "legions veterans fleets",
    "counts.forces.none": "нет войск",
    "count.legions": {
        "one": "{count} легион",
        "few": "{count} легиона",
        "many": "{count} легионов",
        "other": "{count} легиона",
    },
    "count.veterans": {
        "one": "{count} ветеранский легион",
        "few": "{count} ветеранских легиона",
        "many": "{count} ветеранских легионов",
        "other": "{count} ветеранского легиона",
    },
    "counts.legion_count": "legions",
    "counts.legion_count.none": "нет легионов",
    "count.fleets": {
        "one": "{count} флот",
        "few": "{count} флота",
        "many": "{count} флотов",
        "other": "{count} флота",
    },
}
