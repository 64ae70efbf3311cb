"""Russian texts of Sword of Rome: the narration part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.sor_activated.card": (
        "{seat}: активирован **{leader}** (инициатива {initiative}) картой значением "
        "{card}: {mp} ОД, {cu} БЕ. [{rule}]"
    ),
    "event.sor_activated.desperate_times": (
        "{seat}: активирован **{leader}** (инициатива {initiative}) картой «Отчаянные "
        "времена», она считается за {card}: {mp} ОД, {cu} БЕ. [{rule}]"
    ),
    "event.sor_activated.neutral_power": (
        "{seat}: активирован **{leader}** (инициатива {initiative}) картой «Активация "
        "нейтральной державы», она считается за {card}: {mp} ОД, {cu} БЕ. [{rule}]"
    ),
    "event.sor_activated.transalpine": (
        "{seat}: за трансальпийских галлов активирован **{leader}** (инициатива "
        "{initiative}), считается за {card}: {mp} ОД, {cu} БЕ. [{rule}]"
    ),
    "event.sor_moved.clear": (
        "{leader} идёт в локацию {space} ({cost} ОД, осталось {mp_left}; {cu} БЕ). [{rule}]"
    ),
    "event.sor_moved.rough": (
        "{leader} идёт в локацию {space} по пересечённой местности ({cost} ОД, осталось "
        "{mp_left}; {cu} БЕ). [{rule}]"
    ),
    "event.sor_moved.strait": (
        "{leader} переправляется через пролив в локацию {space} ({cost} ОД, осталось "
        "{mp_left}; {cu} БЕ). [{rule}]"
    ),
    "event.sor_moved.naval": (
        "{leader} плывёт в локацию {space} ({cost} ОД, осталось {mp_left}; {cu} БЕ). [{rule}]"
    ),
    "event.sor_displaced.alone": (
        "**{leader}** вытеснен из локации {space}: он один среди вражеских БЕ, и "
        "дружественного города со стенами нет. [{rule}]"
    ),
    "event.sor_displaced.cu_lost": (
        "**{leader}** вытеснен из локации {space}: все его БЕ потеряны. [{rule}]"
    ),
    "event.sor_displaced.reported": (
        "**{leader}** вытеснен из локации {space} по сообщению игроков. [{rule}]"
    ),
    "event.sor_set_aside.alone": (
        "Второстепенный лидер {leader} один среди вражеских БЕ и отложен из локации "
        "{space}. [{rule}]"
    ),
    "event.sor_set_aside.cu_lost": (
        "Второстепенный лидер {leader} потерял все БЕ и отложен из локации {space}. [{rule}]"
    ),
    "event.sor_set_aside.reported": (
        "Второстепенный лидер {leader} отложен из локации {space} по сообщению игроков. [{rule}]"
    ),
    "event.sor_declared.intercept": (
        "{seat}: объявлен перехват — {leader} из локации {origin} ({cu} БЕ). [{rule}]"
    ),
    "event.sor_declared.avoid": "{seat}: объявлено уклонение — {leader} ({cu} БЕ). [{rule}]",
    "event.sor_declared.avoid_by_sea": (
        "{seat}: объявлено уклонение морем — {leader} ({cu} БЕ). [{rule}]"
    ),
    "event.sor_imported.roster": "📥 Загружен состав лидеров **{name}** (лидеров: {leaders}).",
    "event.sor_imported.map": "📥 Загружена карта **{name}** (локаций: {spaces}).",
    "event.sor_consul_unplaced.cup": (
        "{leader}: поставить некуда, он возвращается в чашу консулов; пусть стол это "
        "проверит. [{rule}]"
    ),
    "event.sor_consul_unplaced.displaced": (
        "{leader}: поставить некуда, он ждёт в ячейке вытесненных лидеров; пусть стол это "
        "проверит. [{rule}]"
    ),
    "event.sor_report_siege.begun": "{seat}: сообщено — {space} в осаде. [{rule}]",
    "event.sor_report_siege.lifted": "{seat}: сообщено — осада локации {space} снята. [{rule}]",
    "event.sor_report_control.nobody": (
        "{seat}: сообщено — локацию {space} теперь никто не контролирует."
    ),
    "event.sor_report_cu.outside": "{seat}: сообщено — {power}, {delta:+d} БЕ в локации {space}.",
    "event.sor_report_cu.inside": (
        "{seat}: сообщено — {power}, {delta:+d} БЕ за стенами города {space}."
    ),
    "event.sor_report_alliance.made": "{seat}: сообщено — {power} и {other} в союзе. [{rule}]",
    "event.sor_report_alliance.ended": (
        "{seat}: сообщено — {power} и {other} больше не в союзе. [{rule}]"
    ),
    "event.sor_battle_reported.no_retreat": (
        "Битва в локации {space}: потери атакующего {attacker_losses}, обороняющегося "
        "{defender_losses}; без отступления. [{rule}]"
    ),
    "action.sor_activate.card": "Активировать {leader} картой {card}",
    "action.sor_activate.desperate_times": (
        "Активировать {leader}: «Отчаянные времена» (как {card})"
    ),
    "action.sor_activate.neutral_power": (
        "Активировать {leader}: «Активация нейтральной державы» (как {card})"
    ),
    "action.sor_activate.transalpine": "Активировать {leader}: трансальпийские галлы (как {card})",
}
