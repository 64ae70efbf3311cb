"""Russian texts of The Republic of Rome: the combat part."""

MESSAGES: dict[str, str] = {
    # combat [1.10]
    "event.combat_order": "⚔️ Порядок битв: {wars}. [{rule}]",
    "event.battle": (
        "⚔️ Битва ({arena}): {name}, командующий — {commander_name}. Рим {roman} против {enemy}, "
        "бросок {roll} (дурные знамения: -{omens}) → {modified}: **{result}**; потеряно легионов: "
        "{legions_lost}, флотов: {fleets_lost}. [{rule}]"
    ),
    "event.battle_not_fought": "Битвы нет ({name}): {reason}. [{rule}]",
    "event.commander_popularity_lost": (
        "{name} теряет популярность: {loss} (теперь {popularity}). [{rule}]"
    ),
    "event.commander_killed": "☠️ {name} погибает в бою. [{rule}]",
    "event.commander_captured": (
        "⛓️ {name} попадает в плен ({war_name}); выкуп — {ransom} Т. [{rule}]"
    ),
    "event.captive_killed": "☠️ Пленного казнят: {name} ({war_name}). [{rule}]",
    "event.ransom_paid": "{name} выкуплен за {amount} Т. и возвращается в Рим. [{rule}]",
    "event.master_of_horse_returns": "{name}, начальник конницы, возвращается в Рим. [{rule}]",
    "event.force_commanderless": "В поле без командующего: {forces}. [{rule}]",
    "event.naval_victory": "⚓ Морская победа: {name}. [{rule}]",
    "event.war_defeated": "🏆 Война выиграна: {name}. [{rule}]",
    "event.commander_glory": (
        "{name}: +{gain} к влиянию и популярности ({influence} / {popularity}). [{rule}]"
    ),
    "event.spoils_of_war": (
        "Трофеи ({name}): {amount} Т. государству (в казне {treasury} Т.). [{rule}]"
    ),
    "event.province_created": "Новая провинция на Форуме: {name}. [{rule}]",
    "event.leader_moves": "{name} уходит: {to}. [{rule}]",
    "event.veterans_created": "Новые ветеранские легионы (преданы: {name}): {count}. [{rule}]",
    "event.proconsul": "{name} остаётся в поле как проконсул. [{rule}]",
    "event.war_unprosecuted": "{name}: война остаётся без командующего. [{rule}]",
    "event.four_wars": "Активных войн против Рима в конце фазы битв: {wars}. [{rule}]",
    # civil war [1.11.35-1.11.373]
    "event.civil_war_battle": (
        "⚔️ Гражданская война: Сенат — {commander_name} ({senate}), мятежник — {rebel_name} "
        "({rebel_strength}); бросок {roll} (дурные знамения: -{omens}) → {modified}: "
        "**{result}**; потеряно легионов: Сенат — {legions_lost}, мятежник — {rebel_lost}. "
        "[{rule}]"
    ),
    "event.civil_war_continues": "Гражданская война продолжается. [{rule}]",
    "event.rebel_killed": "☠️ Мятежник {name} погибает. [{rule}]",
    "event.rebel_unopposed": "Против мятежника ({name}) не выступает ни одна армия. [{rule}]",
    # ransom [1.10.71]
    "decision.pay_ransom": "{seat}: выкупить ваших пленных ({captives})? [{rule}]",
    "action.pay_ransom": "Выкупить: {senator}",
    "illegal.not_a_ransom_action": "Заплатите выкуп или закончите. [1.10.71]",
    "illegal.not_your_captive": "Это не пленный вашей фракции: {senator}. [1.10.71]",
    "illegal.ransom_unaffordable": "Выкуп в {amount} Т. вам не по средствам. [1.10.71]",
}
