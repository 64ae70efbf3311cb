"""Russian texts of The Republic of Rome: the forum part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ initiatives
    "event.initiative_auction": "Инициатива {number} выставлена на торги. [{rule}]",
    "event.initiative_bid": "{faction}: ставка {amount} Т. за инициативу (платит {name}). [{rule}]",
    "event.initiative_pass": "{faction}: без ставки. [{rule}]",
    "event.initiative_won": (
        "{faction}: инициатива {number} за фракцией; {name} платит {amount} Т. в банк. [{rule}]"
    ),
    "event.initiative_unclaimed": (
        "Ставок нет: инициатива {number} переходит к фракции старшего магистрата в Риме — "
        "{faction}. [{rule}]"
    ),
    "event.initiative_begins": "🏛️ Инициатива {number}: {faction}. [{rule}]",
    "event.initiative_done": "{faction}: инициатива {number} завершена. [{rule}]",
    # ------------------------------------------------------------------ drawn cards
    "event.deck_empty": "{faction}: колода пуста, карта не вытянута. [{rule}]",
    "event.card_to_hand": "{faction}: фракция берёт карту на руку. [{rule}]",
    "event.card_drawn": "Вытянутая карта: **{name}**. [{rule}]",
    "event.forum_card_drawn": "{faction}: вытянута карта Форума — **{name}**. [{rule}]",
    "event.senator_to_forum": (
        "**{name}** появляется на Форуме (неприсоединившийся сенатор). [{rule}]"
    ),
    "event.family_joins_statesman": (
        "{name}: карта рода ложится под своего государственного деятеля ({statesman_name}). "
        "[{rule}]"
    ),
    "event.war_drawn": "⚔️ **{name}** выходит на Форум ({status}). [{rule}]",
    "event.war_imminent": (
        "⚔️ **{name}**: такая война уже в игре, эта ждёт как надвигающаяся. [{rule}]"
    ),
    "event.leader_to_curia": "{name} не находит своей войны и ждёт в Курии. [{rule}]",
    "event.leader_joins_war": "{name} принимает командование: {war_name}. [{rule}]",
    "event.leader_leaves_curia": "{name} покидает Курию и возглавляет войну: {war_name}. [{rule}]",
    "event.era_ends_revealed": (
        "⌛ **Конец эпохи**: партия закончится с этой фазой Форума; убеждение теперь проваливается "
        "при броске 9 и выше. [{rule}]"
    ),
    # ------------------------------------------------------------------ persuasion
    "event.persuasion_attempt": (
        "🗣️ {faction}: {persuader_name} пытается убедить: {target_name} ({target_faction}, "
        "лояльность {loyalty}). [{rule}]"
    ),
    "event.persuasion_card": "{faction}: сыграна карта {name}, контрвзяток не будет. [{rule}]",
    "event.persuasion_bribe": (
        "{persuader_name} → {target_name}: взятка {amount} Т. (базовое число {base}). [{rule}]"
    ),
    "event.counter_bribe": (
        "{faction}: контрвзятка {amount} Т. для: {target_name} (базовое число {base}). [{rule}]"
    ),
    "event.counter_bribe_pass": "{faction}: без контрвзятки. [{rule}]",
    "event.persuasion_succeeded": (
        "✅ {target_name} переходит во фракцию {faction}: выпало {modified} (кубики: {roll}) "
        "против базового числа {base}. [{rule}]"
    ),
    "event.persuasion_failed": (
        "❌ {target_name} не поддаётся на убеждение ({persuader_name}): выпало {modified} (кубики: "
        "{roll}) против базового числа {base}; бросок выше {limit} всегда неудачен. [{rule}]"
    ),
    "event.blackmail_backfires": (
        "Шантаж не удался: {name} теряет влияние ({influence}) и популярность ({popularity}). "
        "[{rule}]"
    ),
    # ------------------------------------------------------------------ knights, games, leader
    "event.knight_attracted": (
        "🐎 {name} привлекает рыцаря: кубик {die} + {talents} Т. + {modifier} = {total} (рыцарей: "
        "{knights}). [{rule}]"
    ),
    "event.knight_not_attracted": (
        "{name} не привлекает рыцаря: кубик {die} + {talents} Т. + {modifier} = {total}, нужно 6. "
        "[{rule}]"
    ),
    "event.knights_pressured": (
        "{name} оказывает давление на рыцарей (рыцарей: {count}) и получает {talents} Т. [{rule}]"
    ),
    "event.games_sponsored": (
        "🎭 {name} устраивает игры ({games}) за {cost} Т.: популярность {popularity}, беспорядки "
        "{unrest}. [{rule}]"
    ),
    "event.leader_changed": "{faction}: новый лидер фракции — **{name}**. [{rule}]",
    # ------------------------------------------------------------------ putting Rome in order
    "event.rome_in_order": "Шесть инициатив позади: в Риме наводят порядок. [{rule}]",
    "event.no_enemy_leader": "Смерть вражеского лидера: в игре нет вражеских лидеров. [{rule}]",
    "event.enemy_leader_died": "☠️ Вражеский лидер {name} умирает, карта сбрасывается. [{rule}]",
    "event.enemy_sues_for_peace": (
        "{name}: враг просит мира; государство получает {spoils} Т., а война возвращается наверх "
        "колоды. [{rule}]"
    ),
    "event.major_marker": "{name} в этом ходу занимает высшую должность (главный маркер). [{rule}]",
    "event.curia_stays": "{name} остаётся в Курии ({total}). [{rule}]",
    "event.curia_returns": "{name} возвращается из Курии на Форум ({total}). [{rule}]",
    "event.curia_leader_dies": "Вражеский лидер {name} умирает в Курии ({total}). [{rule}]",
    # ------------------------------------------------------------------ decisions
    "decision.initiative_auction": (
        "{seat}: сделайте ставку за следующую инициативу или пасуйте. [{rule}]"
    ),
    "decision.initiative_actions": (
        "{seat}: инициатива {number}: убеждение, рыцари, игры, лидер фракции или «Готово». [{rule}]"
    ),
    "decision.counter_bribe": (
        "{seat}: {persuader} убеждает: {target} (базовое число {base}). Дать контрвзятку? [{rule}]"
    ),
    "decision.persuasion_roll": (
        "{seat}: цель убеждения — {target}, базовое число {base}. Бросайте кубики или добавьте "
        "взятку. [{rule}]"
    ),
    "decision.discard_enemy_leader": "{seat}: выберите вражеского лидера, который умрёт. [{rule}]",
    # ------------------------------------------------------------------ action labels
    "action.pass": "Пас",
    "action.bid_initiative": "Ставка {amount} Т. (платит {senator})",
    "action.persuade": "{persuader} убеждает: {target}",
    "action.persuade_bribe": "{persuader} убеждает: {target}, взятка {bribe} Т.",
    "action.persuade_card": "{card}: {persuader} убеждает: {target}",
    "action.counter_bribe": "Контрвзятка {amount} Т.",
    "action.bribe": "Ещё {amount} Т. взятки",
    "action.roll_persuasion": "Бросить",
    "action.attract_knight": "{senator}: привлечь рыцаря ({talents} Т.)",
    "action.pressure_knights": "{senator}: давить на рыцарей ({count})",
    "action.sponsor_games": "{senator}: {games} ({cost} Т.)",
    "action.discard_enemy_leader": "Умирает: {card}",
    # ------------------------------------------------------------------ refusals
    "illegal.persuader_not_in_rome": "Убеждающий должен быть вашим сенатором в Риме [1.07.4]",
    "illegal.not_a_persuasion_target": (
        "Убеждать можно неприсоединившегося сенатора на Форуме или сенатора другой фракции в "
        "Риме, если он не её лидер [1.07.4]"
    ),
    "illegal.bribe_too_large": (
        "Взятка платится из личной казны убеждающего: не больше {most} Т. [1.07.4]"
    ),
    "illegal.counter_bribe_unaffordable": (
        "Контрвзятка — не меньше 1 Т. из казны вашей фракции [1.07.4]"
    ),
    "illegal.not_your_senator": "Это не ваш сенатор [{rule}]",
    "illegal.senator_not_in_rome": "Это может сделать только сенатор в Риме [{rule}]",
    "illegal.treasury_frozen": (
        "Его казна заморожена: пленный платит только выкуп, "
        "мятежник — только содержание своей армии [{rule}]"
    ),
    "illegal.not_enough_talents": "У него только {most} Т. [{rule}]",
    "illegal.not_enough_knights": "Рыцарей у него только: {most} [1.07.51]",
    "illegal.no_such_games": (
        "Игры бывают 1, 2 или 3 (от «Мясорубки» до «Гладиаторских боёв») [1.07.6]"
    ),
    "illegal.bidder_not_in_rome": "Ставку делает один из ваших сенаторов в Риме [1.07.22]",
    "illegal.bad_bid": "Ставка — больше {high} Т., но не больше {most} Т. сенатора [1.07.22]",
    "illegal.initiative_step_over": "Этот шаг инициативы уже пройден [1.07.3]",
    "illegal.not_an_enemy_leader": "Выберите вражеского лидера в игре [1.07.8]",
}
