"""Russian texts of The Republic of Rome: the common part (the kernel, setup, leaders, turn
and mortality events, the first decisions, action labels and refusals)."""

MESSAGES: dict[str, str] = {
    "game.ror": "Республика Рим",
    "ror.summary.republic": "🏛️ Республика",
    "ui.faction.public_title": "Республика — открытые сведения",
    "office.dictator": "Диктатор",
    "office.rome_consul": "Римский консул",
    "office.field_consul": "Полевой консул",
    "office.censor": "Цензор",
    "office.master_of_horse": "Начальник конницы",
    "office.pontifex": "Великий понтифик",
    "office.priest": "Жрец",
    # ------------------------------------------------------------------ events: setup
    "event.senator_dealt": "{faction}: новый сенатор — **{name}**. [{rule}]",
    "event.war_in_forum": "**{name}** ждёт на Форуме ({status}). [{rule}]",
    "event.setup_forum_card": "При раздаче вышла карта {name}: отложена и заменена. [{rule}]",
    "event.hand_dealt": "Ваши карты: {cards}. [{rule}]",
    "event.hands_dealt": "Каждой фракции сдано карт: {count}. [{rule}]",
    "event.era_ends_placed": (
        "«Конец эпохи» лежит среди последних {bottom} карт колоды (всего карт: {deck}). [{rule}]"
    ),
    "event.temporary_consul": (
        "Вытянуты записки: {chits}. Временный римский консул — **{name}** ({faction}): "
        "+5 к влиянию и маркер прежнего консула. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: leaders, cards
    "event.leader_chosen": "{faction}: лидер фракции — **{name}**. [{rule}]",
    "event.faction_done": "{faction}: готово. [{rule}]",
    "event.statesman_played": (
        "{faction}: в игру вводится государственный деятель **{name}**. [{rule}]"
    ),
    "event.statesman_on_family": (
        "{faction}: государственный деятель **{name}** ложится на карту своего рода "
        "({family_name}, влияние {influence}). [{rule}]"
    ),
    "event.statesman_takes_family": (
        "{faction}: государственный деятель **{name}** забирает с Форума карту своего "
        "рода ({family_name}). [{rule}]"
    ),
    "event.concession_played": "{faction}: концессию **{name}** получает {senator_name}. [{rule}]",
    # ------------------------------------------------------------------ events: turn
    "event.province_vacated": (
        "{name}: провинция осталась без губернатора и возвращается на Форум. [{rule}]"
    ),
    "event.ledger": "{amount} Т.: {source} → {target} ({why}). [{rule}]",
    "event.phase_start": "— Ход {turn}, фаза: **{phase}** —",
    "event.turn_end": "— Конец хода {turn} —",
    "event.game_over": "🏁 Партия окончена после хода {turn}. Победа: **{winners}**. [{rule}]",
    # ------------------------------------------------------------------ events: mortality
    "event.war_activated": "⚔️ **{name}**: война становится активной. [{rule}]",
    "event.chit_draw_two": (
        "Записка смерти: «Вытянуть 2». Она возвращается, и тянутся ещё две. [{rule}]"
    ),
    "event.chit_blank": "Записка смерти: пустая. Никто не умирает. [{rule}]",
    "event.chit_no_senator": "Записка смерти {number}: такого сенатора в игре нет. [{rule}]",
    "event.chit_drawn": "Записка смерти {number}: **{name}**. [{rule}]",
    "event.senator_died": "☠️ Умирает **{name}**. [{rule}]",
    "event.concession_to_forum": "{name} возвращается на Форум. [{rule}]",
    "event.statesman_removed": "Государственный деятель {name} выходит из игры. [{rule}]",
    "event.faction_leaderless": (
        "{faction}: фракция лишилась лидера; нового она назовёт в фазе Форума. [{rule}]"
    ),
    "event.family_heir": (
        "{faction}: фракцию возглавляет новый глава рода — {name} (влияние {influence}). [{rule}]"
    ),
    "event.senator_to_curia": "{name}: карта рода уходит в Курию. [{rule}]",
    "event.faction_empty": "{faction}: у фракции нет сенаторов, и в Курии никто не ждёт. [{rule}]",
    "event.faction_repopulated": "{faction}: лидер фракции из Курии — **{name}**. [{rule}]",
    # ------------------------------------------------------------------ decisions
    "decision.choose_faction_leader": "{seat}: выберите лидера фракции. [{rule}]",
    "decision.play_cards": (
        "{seat}: сыграйте государственных деятелей и концессии, затем «Готово». [{rule}]"
    ),
    # ------------------------------------------------------------------ action labels
    "action.choose_leader": "Лидер: {senator}",
    "action.play_statesman": "Сыграть: {card}",
    "action.play_concession": "{card} → {senator}",
    "action.done": "Готово",
    # ------------------------------------------------------------------ refusals
    "illegal.wrong_phase": "Это действие не относится к нынешнему шагу партии [{rule}]",
    "illegal.leader_not_your_senator": "Вашу фракцию может возглавить только ваш сенатор [3.05]",
    "illegal.card_not_in_hand": "Этой карты нет у вас на руке [1.11.1]",
    "illegal.not_a_statesman": "{card} — не государственный деятель [1.07.312]",
    "illegal.statesman_already_in_play": (
        "Государственный деятель этого рода уже в игре, поэтому {card} сыграть нельзя [1.07.312]"
    ),
    "illegal.statesman_family_elsewhere": (
        "Род карты {card} у другой фракции, поэтому её сыграть нельзя [1.07.312]"
    ),
    "illegal.not_a_concession": "{card} — не концессия [1.07.32]",
    "illegal.concession_not_your_senator": "Концессии отдаются только вашим сенаторам [1.07.32]",
    "illegal.concession_needs_land_bill": (
        "Для карты {card} нужен действующий земельный закон [1.09.61]"
    ),
}
