"""Russian texts of The Republic of Rome: the revenue part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ events: raids, disorder
    "event.raid_repelled": (
        "🛡️ {name} удерживает провинцию {province_name} от варваров ({total}, нужно "
        "{target}). [{rule}]"
    ),
    "event.province_overrun": (
        "🔥 Варвары захватывают провинцию {province_name} ({total}, нужно {target}): дохода "
        "в этом ходу нет, потеряно легионов гарнизона: {legions}, губернатор {name} — "
        "записок смерти: {chits}. [{rule}]"
    ),
    "event.governor_killed_by_raid": (
        "{name} гибнет от рук варваров в провинции {province_name}. [{rule}]"
    ),
    "event.disorder_contained": (
        "{name} сохраняет порядок в провинции {province_name} ({total}, нужно больше "
        "{target}). [{rule}]"
    ),
    "event.province_revolts": (
        "🔥 Провинция {province_name} восстаёт ({total}, нужно больше {target}): губернатор "
        "{name} и легионы гарнизона ({legions}) потеряны, как и сама провинция. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: personal revenue
    "event.personal_revenue": "💰 {faction}: сенаторы получают всего {amount} Т. [{rule}]",
    "event.concession_income": (
        "{senator_name} берёт {income} Т. с концессии «{name}» и открывает её полосу "
        "коррупции. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: spoils
    "event.spoils_taken": (
        "{name} грабит провинцию {province_name}: {amount} Т. и маркер коррупции. [{rule}]"
    ),
    "event.spoils_declined": "{name} не трогает добычу провинции {province_name}. [{rule}]",
    "event.spoils_owed_by_state": (
        "Добычи провинции {province_name} не хватает: государство доплатит {amount} Т. в "
        "расходах. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: redistribution
    "event.talents_given": "{source_name} → {target_name}: {amount} Т. [{rule}]",
    "event.talents_paid_in": "{name} вносит {amount} Т. в казну фракции. [{rule}]",
    "event.talents_paid_out": "{name} получает {amount} Т. из казны фракции. [{rule}]",
    "event.gift_to_faction": ("🤝 {giver} → {receiver}: {amount} Т. в казну фракции. [{rule}]"),
    "event.gift_to_senator": (
        "🤝 {giver} дарят {amount} Т.: получатель — {name} ({receiver}). [{rule}]"
    ),
    "event.faction_treasury": "🔒 {faction}: в казне фракции теперь {treasury} Т. [{rule}]",
    "event.redistribution_done": "{faction} закончили перераспределение. [{rule}]",
    # ------------------------------------------------------------------ events: development
    "event.province_developed": (
        "🏗️ Провинция {province_name} становится развитой ({total}): {name} получает "
        "Влияние +{influence}. [{rule}]"
    ),
    "event.province_not_developed": (
        "Провинция {province_name} остаётся неразвитой ({total}, нужно 6). [{rule}]"
    ),
    # ------------------------------------------------------------------ events: state revenue
    "event.state_annual_revenue": (
        "🏛️ Государство получает свой доход, {amount} Т.: в казне {treasury} Т. [{rule}]"
    ),
    "event.allied_enthusiasm_paid": (
        "Союзники присылают {amount} Т.: в казне {treasury} Т. [{rule}]"
    ),
    "event.province_taxes": (
        "Налоги провинции {province_name}: {amount} Т.; в казне {treasury} Т. [{rule}]"
    ),
    "event.contribution": (
        "{name} жертвует государству {amount} Т. и получает Влияние +{influence}; в казне "
        "{treasury} Т. [{rule}]"
    ),
    "event.contributions_done": "{faction} больше ничего не жертвуют. [{rule}]",
    "event.state_debits": (
        "Государство платит {total} Т.: войны {wars} Т., легионы и флоты {forces} Т., "
        "земельные законы {land_bills} Т., добыча {spoils} Т. В казне {treasury} Т. [{rule}]"
    ),
    "event.treasury_low": (
        "⚠️ В казне всего {treasury} Т. (меньше {warning} Т.): Стихийное бедствие и Дурные "
        "знамения могут разорить Рим. [{rule}]"
    ),
    "event.state_bankrupt": (
        "💀 Государство должно {total} Т. (войны {wars} Т., войска {forces} Т., земельные "
        "законы {land_bills} Т., добыча {spoils} Т.), а в казне {treasury} Т.: Рим — "
        "банкрот. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: governors
    "event.governor_returns": (
        "{name} завершает срок в провинции {province_name} и возвращается в Рим; провинция "
        "уходит на Форум. [{rule}]"
    ),
    # ------------------------------------------------------------------ decisions
    "decision.take_spoils": (
        "{seat}: кто из ваших губернаторов заберёт добычу своей провинции? [{rule}]"
    ),
    "decision.redistribute": (
        "{seat}: перемещайте таланты между своими сенаторами, казной фракции ({treasury} Т.) "
        "и другими фракциями, затем «Готово». [{rule}]"
    ),
    "decision.contribute": "{seat}: пожертвования государству в этом ходу? [{rule}]",
    # ------------------------------------------------------------------ action labels
    "action.take_spoils": "Забрать добычу: {province}",
    "action.deposit": "{senator}: {amount} Т. в казну фракции",
    "action.withdraw": "{amount} Т. из казны фракции: {senator}",
    "action.transfer": "{source}: {amount} Т. → {target}",
    "action.gift": "Подарить {amount} Т.: {faction}",
    "action.contribute": "{senator} жертвует государству {amount} Т.",
    # ------------------------------------------------------------------ refusals
    "illegal.no_spoils_here": (
        "Никто из ваших губернаторов не может забрать добычу: {province} [1.06.12]"
    ),
    "illegal.no_such_account": "{account} — не казна, которая может давать или получать [1.06.3]",
    "illegal.not_your_money": "Давать могут только ваши сенаторы и казна вашей фракции [1.06.3]",
    "illegal.transfer_to_itself": "Таланты должны уйти в другую казну [1.06.3]",
    "illegal.captive_cannot_trade": "Пленный не может ни давать, ни получать таланты [1.06.3]",
    "illegal.rebels_trade_with_rebels": (
        "Мятежник передаёт таланты только мятежникам и получает только от них [1.06.3]"
    ),
    "illegal.bad_transfer_amount": "Передайте от 1 до {most} Т. [1.06.3]",
    "illegal.cannot_contribute": (
        "Жертвовать могут только ваши сенаторы, не мятежники и не пленные [1.06.52]"
    ),
    "illegal.contributed_already": "Этот сенатор уже жертвовал в этом ходу [1.06.52]",
    "illegal.bad_contribution_amount": "Пожертвуйте от 1 до {most} Т. [1.06.52]",
}
