"""Russian texts of The Republic of Rome: the empty faction part (a faction left with no
senators) [1.05.4]."""

MESSAGES: dict[str, str] = {
    # a faction with no senators [1.05.4]
    "decision.empty_faction": (
        "{seat}: в вашей фракции нет сенаторов. Сделать лидером фракции сенатора из Курии "
        "({senator}), подождать или выйти из партии? [{rule}]"
    ),
    "action.quit_game": "Выйти из партии",
    "event.faction_quits": (
        "{faction}: фракция выходит из партии, карты с руки сброшены, казна потеряна. [{rule}]"
    ),
    "event.faction_waits": "{faction}: фракция ждёт, пока в Курии появится сенатор. [{rule}]",
    "illegal.last_faction_cannot_quit": "Последняя фракция в партии не может выйти. [1.05.4]",
    "illegal.not_the_top_curia_senator": (
        "Взять можно только первого из подходящих сенаторов в Курии: {senator}. [1.05.4]"
    ),
    "illegal.curia_senator_waiting": (
        "В Курии ждёт сенатор: возьмите его или выйдите из партии. [1.05.4]"
    ),
}
