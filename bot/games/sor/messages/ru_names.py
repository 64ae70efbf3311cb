"""Russian texts of Sword of Rome: the names part (державы, причины модификаторов битвы)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "card.sor:power:roman": "Рим",
    "card.sor:power:gallic": "Галлы",
    "card.sor:power:etruscan": "Этруски",
    "card.sor:power:samnite": "Самниты",
    "card.sor:power:greek": "Греки",
    "card.sor:power:carthaginian": "Карфаген",
    "card.sor:power:volsci": "Вольски",
    "card.sor:power:transalpine": "Трансальпийские галлы",
    "card.sor:reason:attacker_leadership": "лидер атакующего лучше",
    "card.sor:reason:defender_leadership": "лидер обороняющегося лучше",
    "card.sor:reason:defender_intercepted": "обороняющийся перехватил",
    "card.sor:reason:defender_failed_avoid": "обороняющийся не смог уклониться от битвы",
    "card.sor:reason:attacker_crossing": "атакующий шёл по пересечённой местности или через пролив",
    "card.sor:reason:attacker_friendly_space": "локация атакующего",
    "card.sor:reason:defender_friendly_space": "локация обороняющегося",
    "card.sor:reason:none": "правила о лидерах ничего не меняют",
    "event.sor_battle.leaders": (
        "⚔️ Битва в локации {space}: атака — {attacker} (командует {attacker_leader}), "
        "оборона — {defender} (командует {defender_leader}). По правилам о лидерах атакующий "
        "получает {attacker_modifier:+d}, обороняющийся {defender_modifier:+d} ({reasons}). "
        "Разыграйте её за столом. [{rule}]"
    ),
    "event.sor_battle.no_defender_leader": (
        "⚔️ Битва в локации {space}: атака — {attacker} (командует {attacker_leader}), "
        "оборона — {defender} без лидера. По правилам о лидерах атакующий получает "
        "{attacker_modifier:+d}, обороняющийся {defender_modifier:+d} ({reasons}). "
        "Разыграйте её за столом. [{rule}]"
    ),
    "event.sor_battle.no_attacker_leader": (
        "⚔️ Битва в локации {space}: атака — {attacker} без лидера, оборона — {defender} "
        "(командует {defender_leader}). По правилам о лидерах атакующий получает "
        "{attacker_modifier:+d}, обороняющийся {defender_modifier:+d} ({reasons}). "
        "Разыграйте её за столом. [{rule}]"
    ),
    "event.sor_battle.no_leaders": (
        "⚔️ Битва в локации {space}: атака — {attacker}, оборона — {defender}, обе без "
        "лидеров. По правилам о лидерах атакующий получает {attacker_modifier:+d}, "
        "обороняющийся {defender_modifier:+d} ({reasons}). Разыграйте её за столом. [{rule}]"
    ),
    "event.sor_battle_changed.leaders": (
        "⚔️ Битва в локации {space} меняется: атакой теперь командует {attacker_leader} "
        "({attacker}), обороной — {defender_leader} ({defender}). По правилам о лидерах "
        "теперь атакующий получает {attacker_modifier:+d}, обороняющийся "
        "{defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_changed.no_defender_leader": (
        "⚔️ Битва в локации {space} меняется: атакой теперь командует {attacker_leader} "
        "({attacker}), оборона — {defender} без лидера. По правилам о лидерах теперь "
        "атакующий получает {attacker_modifier:+d}, обороняющийся {defender_modifier:+d} "
        "({reasons}). [{rule}]"
    ),
    "event.sor_battle_changed.no_attacker_leader": (
        "⚔️ Битва в локации {space} меняется: атака — {attacker} теперь без лидера, "
        "обороной командует {defender_leader} ({defender}). По правилам о лидерах теперь "
        "атакующий получает {attacker_modifier:+d}, обороняющийся {defender_modifier:+d} "
        "({reasons}). [{rule}]"
    ),
    "event.sor_battle_changed.no_leaders": (
        "⚔️ Битва в локации {space} меняется: {attacker} и {defender} теперь сражаются без "
        "лидеров. По правилам о лидерах теперь атакующий получает {attacker_modifier:+d}, "
        "обороняющийся {defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_reported.retreat": (
        "Битва в локации {space}: потери атакующего {attacker_losses}, обороняющегося "
        "{defender_losses}; проигравший отступает в локацию {retreat}. [{rule}]"
    ),
    "event.sor_move_ended.leaderless": "Армия заканчивает движение в локации {space}. [{rule}]",
    "action.sor_import.roster": "Загрузить состав лидеров",
    "action.sor_import.map": "Загрузить карту",
    "action.sor_report_siege.begun": "{space}: осада",
    "action.sor_report_siege.lifted": "{space}: осада снята",
    "action.sor_report_alliance.made": "{power} и {other}: союз",
    "action.sor_report_alliance.ended": "{power} и {other}: союз расторгнут",
    "action.sor_report_cu.outside": "{power}: {delta:+d} БЕ в локации {space}",
    "action.sor_report_cu.inside": "{power}: {delta:+d} БЕ за стенами города {space}",
    "action.sor_report_control.nobody": "{space}: никто не контролирует",
    "action.sor_withdraw.power": "{power}: {cu} БЕ за стены",
    "ui.sor_board.units": "{power} {cu}",
    "ui.sor_board.units_inside": "{power} {cu} за стенами",
    "ui.sor_board.modifier": "{reason} {value:+d}",
}
