"""Russian texts of Here I Stand: the counts part (отряды, полководцы, карты)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "counts.his_units": "regulars mercenaries",
    "counts.his_units.none": "войск нет",
    "counts.his_formation": "regulars mercenaries leaders",
    "counts.his_formation.none": "войск нет",
    "counts.his_mercenaries": "mercenaries",
    "counts.his_mercenaries.none": "наёмников нет",
    "counts.his_regulars": "regulars",
    "counts.his_regulars.none": "регулярных войск нет",
    "count.regulars": {
        "one": "{count} отряд регулярных войск",
        "few": "{count} отряда регулярных войск",
        "many": "{count} отрядов регулярных войск",
        "other": "{count} отряда регулярных войск",
    },
    "count.mercenaries": {
        "one": "{count} отряд наёмников",
        "few": "{count} отряда наёмников",
        "many": "{count} отрядов наёмников",
        "other": "{count} отряда наёмников",
    },
    "count.leaders": {
        "one": "{count} полководец",
        "few": "{count} полководца",
        "many": "{count} полководцев",
        "other": "{count} полководца",
    },
}
