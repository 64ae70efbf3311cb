"""Russian texts of The Republic of Rome: the rebel end game part [1.12.4] and veterans
deserting back [1.11.36]."""

MESSAGES: dict[str, str] = {
    # the rebel end game [1.12.4]
    "event.rebel_end_game": (
        "🔥 {name} победил, но Рим окружён войнами ({wars}): с силами ({forces})"
        " он должен разбить их по одной, пока их не станет меньше четырёх. [{rule}]"
    ),
    "event.rebel_attacks_war": "⚔️ {name} выступает против врага: {war_name}. [{rule}]",
    "event.rebel_end_game_died": (
        "☠️ {name} пал, выиграв последнюю битву: его мятеж провалился. [{rule}]"
    ),
    "decision.rebel_end_game": (
        "{seat}: Рим окружён войнами ({wars}); разбить нужно ещё: {to_beat}. На какую войну "
        "идёт ваш мятежник? [{rule}]"
    ),
    "action.attack_war": "Атаковать: {war}",
    "illegal.not_an_active_war": "{war} — не активная война. [1.12.4]",
    # veterans deserting back [1.11.36]
    "event.veterans_desert_back": (
        "{name}: преданные ему ветеранские легионы ({legions}) уходят от мятежника в "
        "армию Сената ({to}). [{rule}]"
    ),
    "decision.order_veterans_back": (
        "{seat}: приказать ветеранским легионам ({senators}) вернуться из армии мятежника? [{rule}]"
    ),
    "action.order_veterans_back": "Вернуть ветеранов: {senator}",
    "illegal.no_veterans_with_the_rebel": (
        "{senator} — не ваш верный сенатор с ветеранами в армии мятежника. [1.11.36]"
    ),
}
