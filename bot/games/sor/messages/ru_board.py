"""Russian texts of Sword of Rome: the board part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.sor_board.phase.setup": "до начала игры",
    "ui.sor_board.phase.action": "раунды действий",
    "ui.sor_board.phase.reinforcement": "фаза подкреплений",
    "ui.sor_board.phase.over": "партия окончена",
    "ui.sor_board.round": "Раунд",
    "ui.sor_board.round_line": "Раунд {round}; ходит: {active}",
    "ui.sor_board.activation": "Армия в движении",
    "ui.sor_board.activation_line": "{leader}, {space}: осталось {mp_left} ОД, {cu} БЕ",
    "ui.sor_board.battle": "Битва",
    "ui.sor_board.battle_line": (
        "{space}: атака — {attacker}, оборона — {defender}; модификаторы {modifiers}"
    ),
    "ui.sor_board.off_map": "Лидеры вне карты",
    "ui.sor_board.status.cup": "Чаша консулов: {names}",
    "ui.sor_board.status.displaced": "Вытеснены: {names}",
    "ui.sor_board.status.set_aside": "Отложены: {names}",
    "ui.sor_board.seat": "{faction} — {occupant} · {vp} ПО",
    "ui.sor_board.space_line": "{space}: БЕ {cu} · {leaders}",
    "ui.sor_board.nothing": "На карте нет ни БЕ, ни лидеров",
    "ui.sor_board.partial_roster": (
        "Состав лидеров неполный (примеры из правил): загрузите свой через /меч_рима загрузить."
    ),
    "ui.sor_board.powers": "Державы",
    "ui.sor_board.hand": "Вы играете за: {powers}; карты остаются у вас на руке за столом.",
}
