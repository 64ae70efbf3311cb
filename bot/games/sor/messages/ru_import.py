"""Russian texts of Sword of Rome: the import part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "illegal.sor_import_failed": {
        "one": (
            "{what}: найдена {count} проблема, ничего не загружено; исправьте её и загрузите снова."
        ),
        "few": (
            "{what}: найдено {count} проблемы, ничего не загружено; исправьте их все и загрузите "
            "снова."
        ),
        "many": (
            "{what}: найдено {count} проблем, ничего не загружено; исправьте их все и загрузите "
            "снова."
        ),
        "other": (
            "{what}: найдено {count} проблемы, ничего не загружено; исправьте их все и загрузите "
            "снова."
        ),
    },
    "illegal.sor_import_nothing": (
        "Приложите состав лидеров или карту как `file` (.csv или .json) или вставьте "
        "текст в `text`."
    ),
    "illegal.sor_import_both": "Укажите либо `file`, либо вставленный `text`, но не оба сразу.",
    "illegal.sor_import_wrong_type": (
        "`{name}` ({type}) — не файл .csv или .json: сохраните состав лидеров или карту в одном "
        "из этих форматов (IMPORT.md)."
    ),
    "illegal.sor_import_too_large": (
        "`{name}`: {size} КБ; файл для загрузки может занимать не больше {limit} КБ."
    ),
    "illegal.sor_import_not_utf8": (
        "`{name}` — не текст в UTF-8 (байт {at}): сохраните его в UTF-8 (в таблице — "
        "«CSV UTF-8») и приложите снова."
    ),
    "illegal.sor_import_unreadable": "`{name}` не удалось скачать из Discord: приложите его снова.",
    "import.sor_line": "Строка {row} {item}: {text}",
    "import.sor_not_json": "файл не в формате JSON (строка {line})",
    "import.sor_missing_list": "в файле нет списка `{list}`",
    "import.sor_row_not_object": "строка — не объект",
    "import.sor_missing": "нет поля `{field}`",
    "import.sor_unknown_power": "неизвестная держава `{value}`",
    "import.sor_unknown_kind": "неизвестный вид `{value}` (consul, dictator, named, minor)",
    "import.sor_initiative_range": "инициатива `{value}` не от 1 до 3 (8.1)",
    "import.sor_tactics_range": "тактический рейтинг `{value}` не от 0 до 6 (8.1)",
    "import.sor_penalty_number": "штраф лояльности `{value}` — не число от 0 и больше",
    "import.sor_penalty_only_greek": (
        "штраф лояльности бывает только у греческих исторически значимых лидеров (8.2.3)"
    ),
    "import.sor_penalty_missing": (
        "греческому исторически значимому лидеру нужен штраф лояльности (8.2.3)"
    ),
    "import.sor_roman_only_kind": "вид {kind} бывает только у римских лидеров (8.2.2)",
    "import.sor_not_flag": "`{field}` равно `{value}`, а не true или false",
    "import.sor_unknown_space": "`{field}` указывает на локацию, которой нет на карте: `{value}`",
    "import.sor_duplicate_id": "этот id встречается дважды",
    "import.sor_empty": "в файле нет строк",
    "import.sor_reinforcement_needs_home": (
        "локации подкреплений нужна держава в поле `home` (5.10)"
    ),
    "import.sor_unknown_region": "неизвестный регион `{value}` (italy, sicily, africa, other)",
    "import.sor_loyalty_number": "лояльность `{value}` — не число от 0 и больше",
    "import.sor_loyalty_needs_walls": "лояльность бывает только у городов со стенами (8.2.3)",
    "import.sor_coordinate": "`{field}` равно `{value}`, а не числу от 0 до 1000",
    "import.sor_units_format": "`{field}` равно `{value}`: запишите БЕ как `roman:3;greek:2`",
    "import.sor_inside_needs_walls": "БЕ внутри стен возможны только в городе со стенами",
    "import.sor_unknown_row_type": "неизвестный тип строки `{value}` (space, connection)",
    "import.sor_connection_loop": "соединение локации с самой собой",
    "import.sor_connection_kind": ("вид соединения `{value}` — не clear, rough, strait или naval"),
    "import.sor_duplicate_connection": "эти две локации уже соединены",
}
