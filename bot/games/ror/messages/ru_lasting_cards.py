"""Russian texts of The Republic of Rome: the lasting cards part (Open Bodyguards [1.09.72],
the Land Commissioner)."""

MESSAGES: dict[str, str] = {
    # lasting concessions and cards
    "action.play_open_bodyguard": "Открытый телохранитель для: {senator}",
    "event.open_bodyguard_played": (
        "🛡️ {faction}: {name} получает открытого телохранителя: −2 к любому "
        "покушению на него. [{rule}]"
    ),
    "event.open_bodyguard_upkeep": (
        "{name} платит телохранителю 1 Т. и 1 Популярность (Популярность: {popularity}). [{rule}]"
    ),
    "event.open_bodyguard_dismissed": (
        "{name} не может заплатить телохранителю: открытый телохранитель сброшен. [{rule}]"
    ),
    "illegal.no_open_bodyguard": "У вас нет такого открытого телохранителя [1.09.72]",
    "illegal.bodyguard_senator_in_rome": (
        "Открытого телохранителя приставляют к одному из ваших сенаторов в Риме [1.09.72]"
    ),
    "event.land_commissioner_returns": (
        "Ни один земельный закон не действует: {senator_name} возвращает на Форум карту "
        "«{name}». [{rule}]"
    ),
}
