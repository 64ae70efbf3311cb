"""English texts of Sword of Rome: importing a roster or a map (bot/games/sor/IMPORT.md)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "illegal.sor_import_failed": {
        "one": "The {what} has a problem and nothing was loaded: fix it and import again.",
        "other": (
            "The {what} has {count} problems and nothing was loaded: fix them all and import again."
        ),
    },
    "illegal.sor_import_nothing": (
        "Attach the roster or map as `file` (.csv or .json), or paste its text as `text`."
    ),
    "illegal.sor_import_both": "Give the `file` or the pasted `text`, not both.",
    "illegal.sor_import_wrong_type": (
        "`{name}` ({type}) is not a .csv or .json file: save the roster or map as one of them "
        "(IMPORT.md)."
    ),
    "illegal.sor_import_too_large": (
        "`{name}` is {size} KB; an import file may be at most {limit} KB."
    ),
    "illegal.sor_import_not_utf8": (
        "`{name}` is not UTF-8 text (byte {at}): save it as UTF-8 (a spreadsheet's "
        '"CSV UTF-8") and attach it again.'
    ),
    "illegal.sor_import_unreadable": (
        "`{name}` could not be downloaded from Discord: attach it again."
    ),
    "import.sor_line": "Row {row} {item}: {text}",
    "import.sor_not_json": "the file is not JSON (line {line})",
    "import.sor_missing_list": "the file has no list `{list}`",
    "import.sor_row_not_object": "the row is not an object",
    "import.sor_missing": "`{field}` is missing",
    "import.sor_unknown_power": "unknown power `{value}`",
    "import.sor_unknown_kind": "unknown kind `{value}` (consul, dictator, named, minor)",
    "import.sor_initiative_range": "initiative `{value}` is not 1–3 (8.1)",
    "import.sor_tactics_range": "tactics `{value}` is not 0–6 (8.1)",
    "import.sor_penalty_number": "loyalty penalty `{value}` is not a number of 0 or more",
    "import.sor_penalty_only_greek": "only Greek named leaders have a loyalty penalty (8.2.3)",
    "import.sor_penalty_missing": "a Greek named leader needs his loyalty penalty (8.2.3)",
    "import.sor_roman_only_kind": "only Roman leaders are of kind {kind} (8.2.2)",
    "import.sor_not_flag": "`{field}` is `{value}`, not true or false",
    "import.sor_unknown_space": "`{field}` names no space of the map: `{value}`",
    "import.sor_duplicate_id": "this id is used twice",
    "import.sor_empty": "the file has no rows",
    "import.sor_reinforcement_needs_home": "a reinforcement space needs a `home` power (5.10)",
    "import.sor_unknown_region": "unknown region `{value}` (italy, sicily, africa, other)",
    "import.sor_loyalty_number": "loyalty `{value}` is not a number of 0 or more",
    "import.sor_loyalty_needs_walls": "only walled cities have loyalty (8.2.3)",
    "import.sor_coordinate": "`{field}` is `{value}`, not 0–1000",
    "import.sor_units_format": "`{field}` is `{value}`: write CU as `roman:3;greek:2`",
    "import.sor_inside_needs_walls": "CU inside the walls need a walled city",
    "import.sor_unknown_row_type": "unknown row type `{value}` (space, connection)",
    "import.sor_connection_loop": "a connection from a space to itself",
    "import.sor_connection_kind": "connection kind `{value}` is not clear, rough, strait or naval",
    "import.sor_duplicate_connection": "these two spaces are already connected",
}
