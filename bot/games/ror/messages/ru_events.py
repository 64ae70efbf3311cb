"""Russian texts of The Republic of Rome: the events and population part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ random events
    "event.random_event_rolled": "{faction}: выпадает случайное событие — **{name}**. [{rule}]",
    "event.rhodian_declined": (
        "{name}: флоты не нужны ни одной войне, поэтому Родос остаётся дома, а карта "
        "сбрасывается. [{rule}]"
    ),
    "event.event_placed": "📜 В игру вступает событие: **{name}**. [{rule}]",
    "event.event_flipped": "📜 Событие уже в игре: карта переворачивается — **{name}**. [{rule}]",
    "event.event_intensified": "📜 **{name}** усиливается: уровень {level}. [{rule}]",
    "event.event_repeated": "📜 **{name}**: удар повторяется. [{rule}]",
    "event.event_no_further_effect": (
        "{name}: событие уже в игре, больше ничего не происходит. [{rule}]"
    ),
    "event.event_expires": "{name}: событие выходит из игры. [{rule}]",
    "event.state_paid": (
        "Государство платит {amount} Т. ({name}); в казне осталось {treasury} Т. [{rule}]"
    ),
    "event.event_already_paid": "Государство уже заплатило в этом ходу ({name}). [{rule}]",
    "event.state_cannot_pay": (
        "Государство должно {amount} Т. ({name}), а в казне лишь {treasury} Т. [{rule}]"
    ),
    "event.republic_falls": "🏚️ Рим пал: проигрывают все игроки. [{rule}]",
    "event.concession_destroyed": (
        "🔥 Концессия {name} уничтожена (её теряет {senator_name}) и уходит в Курию. [{rule}]"
    ),
    "event.concession_not_in_play": (
        "{name}: этой концессии нет в игре, уничтожать нечего. [{rule}]"
    ),
    "event.chits_drawn": "Записки смерти (вытянуто: {count}): {chits}. [{rule}]",
    "event.chit_spared": "Записка смерти {number}: **{name}** остаётся в живых. [{rule}]",
    "event.mob_violence": (
        "Толпа бесчинствует: записок — {chits}; умереть могут только сенаторы в Риме с "
        "популярностью ниже {unrest}. [{rule}]"
    ),
    "event.fleets_lost": "🌊 Шторм топит флоты: {lost} (осталось: {fleets}). [{rule}]",
    # lasting effects, read by the phases they touch
    "event.lasting_ally_deserts": (
        "В этом ходу битва с чётной суммой на трёх кубиках повышает силу войны. [{rule}]"
    ),
    "event.lasting_enemy_ally_deserts": (
        "В этом ходу битва с нечётной суммой на трёх кубиках снижает силу войны. [{rule}]"
    ),
    "event.lasting_allied_enthusiasm": (
        "Союзники пришлют государству золото в следующую фазу доходов. [{rule}]"
    ),
    "event.lasting_barbarian_raids": (
        "В следующую фазу доходов пограничным губернаторам придётся отражать набеги. [{rule}]"
    ),
    "event.lasting_drought": (
        "Засуха: каждый эффект засухи добавляет 1 к уровню беспорядков в фазе населения. [{rule}]"
    ),
    "event.lasting_enemy_leader_dies": (
        "В конце фазы Форума старший магистрат в Риме убирает вражеского лидера. [{rule}]"
    ),
    "event.lasting_internal_disorder": (
        "В следующую фазу доходов неразвитые провинции ничего не приносят и могут восстать. "
        "[{rule}]"
    ),
    "event.lasting_manpower_shortage": (
        "Нехватка людских ресурсов: каждый набранный легион или флот дороже на 10 Т. за каждый "
        "уровень. [{rule}]"
    ),
    "event.lasting_new_alliance": (
        "В конце фазы Сената старший магистрат в Риме завершает одну войну благодаря союзу. "
        "[{rule}]"
    ),
    "event.lasting_pretender_emerges": (
        "Когда следующая война станет активной, одна провинция восстанет за претендента. [{rule}]"
    ),
    "event.lasting_refuge": (
        "Следующий вражеский лидер, которого убрала бы победа, найдёт убежище у новой войны. "
        "[{rule}]"
    ),
    "event.lasting_rhodian_alliance": (
        "Родос предоставляет Республике свои флоты, пока морская война не будет выиграна. [{rule}]"
    ),
    "event.rhodian_fleets_join": (
        "🚢 Родосские флоты ({fleets}) выступают против: {name}; командующий — {commander_name}. "
        "[{rule}]"
    ),
    "event.rhodian_fleets_leave": (
        "🚢 Война выиграна ({war_name}): {name} заканчивается, и Родос уводит свои флоты домой. "
        "[{rule}]"
    ),
    "event.lasting_trial_of_verres": (
        "В следующую фазу доходов провинции платят государству больше, а губернаторам — меньше. "
        "[{rule}]"
    ),
    # ------------------------------------------------------------------ deck events
    "event.bequest_offered": "📜 **{name}** лежит на Форуме: его ещё можно получить. [{rule}]",
    "event.bequest_void": (
        "{name}: провинция {province_name} уже существует, карта сбрасывается. [{rule}]"
    ),
    "event.catiline_revealed": (
        "🗡️ **{name}**: {senator_name}, старший магистрат в Риме, должен назвать фракцию, против "
        "которой направлен заговор. [{rule}]"
    ),
    "event.catiline_no_hrao": (
        "{name}: нет старшего магистрата в Риме, чтобы назвать фракцию. [{rule}]"
    ),
    "event.catiline_named": "{faction}: заговорщиками названа фракция {target}. [{rule}]",
    "event.popularity_lost": "{name} теряет популярность: {amount} (теперь {popularity}). [{rule}]",
    "decision.name_catiline_faction": (
        "{seat}: назовите фракцию, против которой направлен заговор Катилины. [{rule}]"
    ),
    "action.name_faction": "Назвать: {faction}",
    "illegal.catiline_other_faction": "Назовите чужую фракцию, не свою [1.07.3]",
    # ------------------------------------------------------------------ population
    "event.unrest_from_wars": (
        "Беспорядки растут: войн без командующего — {unprosecuted}, эффектов засухи — {drought}. "
        "Уровень беспорядков: {unrest}. [{rule}]"
    ),
    "event.state_of_the_republic": (
        "🏛️ {name} произносит речь о положении Республики: {roll} − беспорядки {unrest} + "
        "популярность {popularity} − дурные знамения {omens} = **{total}**. [{rule}]"
    ),
    "event.unrest_changed": "Беспорядки: {change}, теперь уровень **{unrest}**. [{rule}]",
    "event.no_recruitment": "Набора нет: в этом ходу нельзя набирать войска. [{rule}]",
    "event.mob_attacks_senate": (
        "Толпа штурмует Сенат: записок — {chits}, умереть могут только сенаторы в Риме. [{rule}]"
    ),
    "event.people_revolt": (
        "🔥 Народное восстание (результат {total}): Республика свергнута. [{rule}]"
    ),
}
