"""Russian texts of The Republic of Rome: the revenue choices part (concession income [1.06.1]
and the units a rebel cannot pay for [1.06.2])."""

MESSAGES: dict[str, str] = {
    # concession income choices [1.06.1]
    "decision.concession_income": (
        "{seat}: доход с концессий ({concessions}). Отказаться от каких-то или (Засуха: "
        "{drought}) взять надбавку зерновой концессии? «Готово» — остальное как обычно. [{rule}]"
    ),
    "action.concession_income_decline": "Отказаться от дохода: {card}",
    "action.concession_income_drought": "Надбавка за засуху: {card}",
    "event.concession_income_declined": (
        "{senator_name} отказывается от дохода концессии «{name}»: полоса коррупции остаётся "
        "скрытой. [{rule}]"
    ),
    "event.grain_drought_bonus": (
        "🌾 {senator_name} дорого продаёт зерно концессии «{name}» в засуху: {income} Т., "
        "потеря Популярности: {loss} (теперь {popularity}). [{rule}]"
    ),
    "illegal.not_your_earning_concession": (
        "{card} — не ваша концессия с доходом в этом ходу, или вы уже выбрали для неё. [1.06.1]"
    ),
    "illegal.no_drought_bonus": "{card} сейчас не даёт надбавки за засуху. [1.06.1]",
    # units a rebel could not pay for [1.06.2]
    "decision.released_units": (
        "{seat}: мятежник отпустил войска, которые не смог оплатить ({legion_count}). Вы — "
        "старший магистрат: оставить их (содержание платит государство) или распустить? [{rule}]"
    ),
    "action.eliminate_released": "Распустить их",
    "event.released_units_eliminated": (
        "Старший магистрат отказывается их содержать: Рим распускает отпущенные войска "
        "({legion_count}). [{rule}]"
    ),
}
