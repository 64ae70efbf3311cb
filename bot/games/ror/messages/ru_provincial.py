"""Russian texts of The Republic of Rome: the provincial part (provincial wars and rebel
governors (2.02, 2.03))."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ local taxes [2.02]
    "event.provincial_forces_raised": (
        "🏛️ {province_name} тратит местные налоги ({taxes} Т.): провинциальных армий +{armies}, "
        "провинциальных флотов +{fleets} (теперь {total_armies} и {total_fleets}). [{rule}]"
    ),
    "decision.raise_provincial_forces": (
        "{seat}: {province} набирает провинциальные войска на местные налоги ({taxes} Т.), "
        "единиц: {units} (место для армий: {armies}, флотов: {fleets}). Выберите состав. [{rule}]"
    ),
    "action.raise_provincial_forces": "{province}: армий {armies}, флотов {fleets}",
    "illegal.not_this_province": "Сначала наберите войска провинции {province} [{rule}]",
    "illegal.bad_provincial_mix": (
        "Потратьте налоги ровно на столько единиц: {units} (армий не больше {armies}, флотов "
        "не больше {fleets}) [{rule}]"
    ),
    # ------------------------------------------------------------------ provincial battles [2.02]
    "event.provincial_battle": (
        "⚔️ {province_name} атакует: {name} ({arena}); {strength} против {enemy}, бросок "
        "{roll} (знамения −{omens}) → {modified}: {result}; потеряно провинциальных единиц: "
        "{units_lost}, легионов: {legions_lost}. [{rule}]"
    ),
    "event.province_allied_with_war": (
        "🏴 {province_name} переходит на сторону врага: {name}. [{rule}]"
    ),
    "event.governor_killed_in_province": (
        "💀 {name} погибает при падении провинции {province_name}. [{rule}]"
    ),
    "event.war_made_inactive": (
        "🛡️ Провинция отбивает врага ({name}): война становится неактивной. [{rule}]"
    ),
    "event.war_shuffled_into_deck": (
        "🛡️ Провинция отбивает врага ({name}): карта замешивается в верхние карты колоды "
        "(карт: {cards}). [{rule}]"
    ),
    "event.province_freed": (
        "🏛️ {province_name} возвращается к Риму: войны «{war_name}» больше нет. [{rule}]"
    ),
    # ------------------------------------------------------------------ rebel governors [2.03]
    "decision.governor_revolt": (
        "{seat}: ваши губернаторы ({governors}) могут поднять мятеж вместе со своими "
        "провинциями. [{rule}]"
    ),
    "action.governor_marches_on_rome": "{senator}: мятеж и поход на Рим",
    "action.governor_stays": "{senator}: мятеж, удерживая провинцию",
    "illegal.not_a_governor_in_province": (
        "{senator} — не ваш губернатор в своей провинции [{rule}]"
    ),
    "event.governor_revolts": (
        "🔥 {name} поднимает мятеж в провинции {province_name}: {legion_count}, провинциальных "
        "армий {armies}, флотов {fleets} (сила {strength}; поход на Рим: {marches}). [{rule}]"
    ),
    "event.governor_revolt_outweighed": (
        "{name} ({province_name}, сила {strength}) слабее, чем {other_name} "
        "(сила {other_strength}): его мятеж не учитывается. [{rule}]"
    ),
    "event.governor_revolt_replaces": (
        "{name} ({province_name}, сила {strength}) сильнее, чем {other_name} "
        "(сила {other_strength}), и становится мятежником вместо него. [{rule}]"
    ),
    "event.legate_province_returns": (
        "{province_name}: провинцией через легата правил мятежник {name}; она возвращается "
        "на Форум. [{rule}]"
    ),
    "event.rebel_governor_revenue": (
        "💰 Мятежник {name} забирает у провинции {province_name} добычу {spoils} Т., налоги "
        "{taxes} Т. и местные налоги {local} Т.: всего {total} Т. [{rule}]"
    ),
    "event.rebel_province_upkeep": (
        "Мятежник {name} должен по 2 Т. за силу провинции {province_name} (очков: {points}): "
        "платит {paid} Т., распущено провинциальных единиц: {disbanded}. [{rule}]"
    ),
}
