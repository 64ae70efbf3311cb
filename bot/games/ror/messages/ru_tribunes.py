"""Russian texts of The Republic of Rome: the tribunes part (taking the first proposal and
suspending a vote [1.09.15], Graft, Murder of a Tribune and Mob Incited to Violence (RULES
§13))."""

MESSAGES: dict[str, str] = {
    # a Tribune taking the first proposal [1.09.15]
    "decision.tribune_opening": (
        "{seat}: Сенат открывается. Вы можете тайно заявить трибуном первое предложение или "
        "пропустить. [{rule}]"
    ),
    "illegal.tribune_claims_first_proposal": (
        "Сейчас трибун может заявить только первое предложение [1.09.15]"
    ),
    # the Gracchi's free Land Bill proposal (statesmen.json 25A/25B)
    "illegal.free_land_bill_only": (
        "{name} без трибуна может внести только земельный закон [{rule}]"
    ),
    # Graft and Murder of a Tribune (RULES §13)
    "decision.cancel_tribune": (
        "{seat}: трибун ({name}, {faction}) использован: {target}. Сыграйте «Подкуп» или "
        "«Убийство трибуна», чтобы отменить это, или пропустите; никто не узнает, кого "
        "спрашивали. [{rule}]"
    ),
    "action.react_graft": "Подкуп: {senator} платит бросок 1к6, до {pay} Т.",
    "action.react_murder": "Убийство трибуна: {senator} бросает 1к6 (чёт — отмена)",
    "event.graft_paid": (
        "💰 Подкуп: {name} ({faction}) выбрасывает {roll} и платит {roll} Т. [{rule}]"
    ),
    "event.graft_declined": (
        "💰 Подкуп: {name} ({faction}) выбрасывает {roll} и отказывается платить; карта "
        "потрачена. [{rule}]"
    ),
    "event.tribune_murdered": (
        "🗡️ Убийство трибуна: {name} ({faction}) выбрасывает {roll}, чёт: трибун убит. "
        "{name} теряет Популярность: {roll} (теперь {popularity}). [{rule}]"
    ),
    "event.tribune_murder_failed": (
        "🗡️ Убийство трибуна: {name} ({faction}) выбрасывает {roll}, нечет: трибун жив. "
        "{name} теряет Популярность: {roll} (теперь {popularity}). [{rule}]"
    ),
    "event.tribune_cancelled": (
        "{faction} отменяют трибуна ({name}; {tribune_faction}) и его действие: {target}. [{rule}]"
    ),
    "illegal.cannot_react_to_tribune": (
        "Сыграйте эту карту с руки вместе с вашим сенатором в Риме (для «Подкупа» — с "
        "сенатором, у которого есть таланты) [1.09.15]"
    ),
    # Mob Incited to Violence (RULES §13)
    "decision.mob_incited": (
        "{seat}: {faction} отменили трибуна ({name}). Сыграйте «Подстрекательство толпы» "
        "против их сенаторов в Риме или пропустите. [{rule}]"
    ),
    "action.react_mob": "Подстрекательство толпы: записок 1к6 + Красноречие ({senator})",
    "event.mob_incited": (
        "🔥 Подстрекательство толпы: {name} ({faction}) выбрасывает {roll} + Красноречие "
        "{oratory}: записок смерти против сенаторов в Риме ({target}): {chits}. [{rule}]"
    ),
    # a Tribune suspending a vote that sends the Presiding Magistrate away [1.09.15]
    "event.vote_suspended": (
        "Трибун приостанавливает голосование, после которого {name} покинул бы Рим: сначала "
        "рассматривается ещё одно предложение. [{rule}]"
    ),
    "event.vote_resumed": "Отложенное предложение снова ставится на голосование. [{rule}]",
    "event.suspended_vote_lapsed": (
        "Отложенное голосование больше не может вступить в силу и отменяется. [{rule}]"
    ),
    "cmd.revolution.move_on": "Закон Манилия: ваш победивший командующий идёт на другую войну",
}
