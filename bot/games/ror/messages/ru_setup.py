"""Russian texts of The Republic of Rome: the setup part (scenarios, decks, provinces)."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ the scenarios offered
    "scenario.early": "Ранняя республика",
    "scenario.middle": "Средняя республика",
    "scenario.late": "Поздняя республика",
    "scenario.extended": "Полная (от Ранней до Поздней)",
    "scenario.alternative": "Альтернативная история (все колоды)",
    # ------------------------------------------------------------------ events: scenarios
    "event.scenario": "📜 Сценарий: **{name}**. [{rule}]",
    "event.scenario_ready": (
        "🏛️ Начинается эпоха: {era}. Фракций: {factions}, в казне {treasury} Т., "
        "легионов: {legions}, провинций: {provinces}, действующих законов: {laws}, "
        "карт в колоде: {deck}. [{rule}]"
    ),
    "event.extra_cards_added": (
        "В колоду добавлены ещё не вышедшие карты фракций прежних колод: {count} (карт в "
        "колоде: {deck}). [{rule}]"
    ),
    "event.law_in_play": "**{name}** уже действует. [{rule}]",
    "event.law_removed": "{name}: в этой партии не используется. [{rule}]",
    "event.decks_to_follow": "Когда колода кончится, за ней последуют: {eras}. [{rule}]",
    "event.era_begins": (
        "📜 Начинается эпоха: **{name}**. Теперь действуют её столбец событий и преданность "
        "легионов ({allegiance}+). [{rule}]"
    ),
    "event.province_dealt": "Провинция **{name}** достаётся: {faction}. [{rule}]",
    "event.province_in_forum": "Провинция {name} ждёт губернатора на Форуме. [{rule}]",
    "event.governor_appointed": (
        "{faction}: **{senator_name}** — губернатор провинции {name} (ходов: {term}). [{rule}]"
    ),
    # ------------------------------------------------------------------ decisions, actions
    "decision.assign_province": (
        "{seat}: выберите губернатора провинции {name} и его срок (1–3 хода). [{rule}]"
    ),
    "action.assign_province": "{senator} — {province}, ходов: {term}",
    # ------------------------------------------------------------------ refusals
    "illegal.province_not_yours": "Сейчас не вам назначать губернатора этой провинции. [3.02.4]",
    "illegal.province_term": "Первый срок губернатора — 1, 2 или 3 хода. [3.02.4]",
    "illegal.governor_not_available": (
        "Губернатором может стать только ваш сенатор в Риме без должности и провинции. [3.02.4]"
    ),
}
