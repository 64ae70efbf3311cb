"""Russian texts of The Republic of Rome: the laws and priests part (the Pontifex Maximus and
Priests (2.01), laws with lasting effects, laws put to a vote (2.06), the Rhodian Alliance vote,
Bequests and Advocates (2.05))."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------ the Pontifex Maximus (2.01)
    "action.propose_elect_pontifex": "Предложить в великие понтифики: {senator}",
    "event.proposal_elect_pontifex": (
        "{presiding_name} предлагает избрать великим понтификом: {senator}. [{rule}]"
    ),
    "event.pontifex_elected": (
        "⛩️ {name} — великий понтифик пожизненно (+{influence} Влияния). [{rule}]"
    ),
    "action.propose_remove_pontifex": "Сместить понтифика: {senator} (нужно ⅔)",
    "event.proposal_remove_pontifex": (
        "{presiding_name} предлагает сместить великого понтифика ({senator}); нужны две трети "
        "голосов. [{rule}]"
    ),
    "event.pontifex_removed": (
        "{name} смещён с поста великого понтифика и теряет Влияние: {influence}. [{rule}]"
    ),
    "decision.pontifex_priesthood": (
        "{seat}: как великий понтифик вы можете даровать или передать один сан жреца. [{rule}]"
    ),
    "action.grant_priesthood": "Сделать жрецом: {senator}",
    "action.move_priesthood": "Передать сан жреца: {priest} → {senator}",
    "event.priesthood_granted": "{name} становится жрецом (+1 Влияние). [{rule}]",
    "event.pontifex_pays_omens": (
        "Великий понтифик {name} платит {amount} Т. за Дурные знамения. [{rule}]"
    ),
    "event.pontifex_disgraced": (
        "{name} низложен с поста великого понтифика: главный маркер и потеря Влияния "
        "({influence}); {faction} должны {owed} Т. [{rule}]"
    ),
    "illegal.pontifex_not_vacant": "Должность великого понтифика не свободна [2.01]",
    "illegal.pontifex_candidate": "{senator} не может стать великим понтификом [2.01]",
    "illegal.priest_candidate": "{senator} не может сейчас стать жрецом [2.01]",
    "illegal.not_a_priest": "{senator} не жрец [2.01]",
    "illegal.not_the_pontifex": "{senator} не великий понтифик [2.01]",
    # ------------------------------------------------ Glaucia's appeal [1.09.421]
    "action.appeal_three_dice": "Апелляция к народу (3к6)",
    # ------------------------------------------------ Advocates (2.05)
    "decision.name_advocate": (
        "{seat}: назовите адвоката для обвиняемого ({accused_name}) или откажитесь. [{rule}]"
    ),
    "event.advocate_named": "{name} будет защищать обвиняемого ({accused}) как адвокат. [{rule}]",
    "event.advocate_trial_roll": (
        "⚖️ Адвокат {name}: бросок {roll} {modifier:+d} = {total}, голосов: {votes:+d}. [{rule}]"
    ),
    "event.advocate_verdict": (
        "Адвокат {name}: Влияние {change:+d}; обвинитель {prosecutor} теряет: "
        "{prosecutor_loss}. [{rule}]"
    ),
    "illegal.advocate_candidate": "{senator} не может быть адвокатом [2.05]",
    # ------------------------------------------------ laws with lasting effects [1.07.36]
    "decision.calpurnian_fine": (
        "{seat}: закон Кальпурния; вы можете оштрафовать на 1к6 талантов одного "
        "коррумпированного губернатора, вернувшегося в Рим в этом ходу. [{rule}]"
    ),
    "event.calpurnian_fine": (
        "⚖️ {faction}: штраф по закону Кальпурния — {name} платит {amount} Т.; неоплаченное "
        "({unpaid}) взыскано Популярностью и Влиянием. [{rule}]"
    ),
    "illegal.not_fineable": (
        "{senator} сейчас не может быть оштрафован по закону Кальпурния [1.07.36]"
    ),
    "action.repeal_acilian": "Сбросить «{card}» и отменить закон Ацилия",
    "event.acilian_repealed": "{faction} сбрасывают карту «{by}»: «{name}» отменяется. [{rule}]",
    "illegal.cannot_repeal_acilian": (
        "Действующий закон Ацилия отменяет только закон Сервилия [1.07.36]"
    ),
    # ------------------------------------------------ Passing Laws (2.06)
    "action.propose_law": "Предложить: {law}; автор {sponsor}, соавтор {cosponsor}",
    "event.proposal_law": (
        "📜 {presiding_name} выносит на Сенат закон **{law}**; автор — {sponsor}, соавтор — "
        "{cosponsor}; трибун не может наложить вето. [{rule}]"
    ),
    "event.law_sponsors_rewarded": (
        "«{name}» принимается: автор {sponsor_name} получает Влияние +{sponsor_gain}, соавтор "
        "{cosponsor_name} +{cosponsor_gain}. [{rule}]"
    ),
    "event.law_rejected": "Сенат отвергает «{name}»: карта сбрасывается. [{rule}]",
    "event.law_proposal_lapsed": (
        "«{name}» покинул игру вместе с рукой своей фракции: голосование по нему отменено. [{rule}]"
    ),
    "illegal.laws_not_by_vote": (
        "В этой партии законы играют без голосования (продвинутое правило 2.06 выключено) [2.06]"
    ),
    "illegal.law_needs_a_vote": (
        "По продвинутому правилу 2.06 закон не играют, а предлагают в Сенате [2.06]"
    ),
    "illegal.bad_law_proposal": "Укажите карту закона, его автора и соавтора [2.06]",
    "illegal.law_same_sponsor": "Автор и соавтор должны быть разными сенаторами [2.06]",
    "illegal.law_sponsor_away": (
        "Автор и соавтор должны быть сенаторами фракций, находящимися в Риме [2.06]"
    ),
    "illegal.law_sponsor_not_yours": (
        "Автор закона должен быть сенатором фракции, которая его предлагает [2.06]"
    ),
    # ------------------------------------------------ the Rhodian Alliance [1.07.21]
    "action.propose_reject_rhodian": "Предложить отвергнуть Родосский союз",
    "event.proposal_reject_rhodian": (
        "{presiding_name} предлагает Риму отвергнуть Родосский союз. [{rule}]"
    ),
    "event.rhodian_rejected": "Рим отвергает «{name}»: его флоты уходят домой. [{rule}]",
    "illegal.rhodian_not_rejectable": (
        "Родосский союз можно отвергнуть только в том ходу, когда он появился [1.07.21]"
    ),
    # ------------------------------------------------ Bequests [1.07.3]
    "action.propose_collect_bequest": "За наследством «{name}»: {consul}",
    "event.proposal_collect_bequest": (
        "{presiding_name} предлагает послать полевого консула ({consul}) с 3 легионами и 3 "
        "флотами получить наследство: {name}. [{rule}]"
    ),
    "event.bequest_collected": (
        "📜 {consul} отплывает ({forces}) за наследством «{name}»: {talents} Т. в следующую "
        "Фазу доходов и провинция {province} в следующую Фазу Форума. Он вернётся в Фазу "
        "революции. [{rule}]"
    ),
    "event.bequest_kept_by_rebel": (
        "{name} оставляет себе наследство «{card_name}», за которым отправился: {talents} Т. "
        "получает он, а не государство. [{rule}]"
    ),
    "event.bequest_paid": (
        "Наследство приносит в казну {amount} Т. (в казне {treasury} Т.). [{rule}]"
    ),
    "event.bequest_province": "Создана провинция: {name}. [{rule}]",
    "illegal.bequest_not_collectable": "Такое наследство не ждёт на Форуме [1.07.3]",
    "illegal.bequest_needs_consul": (
        "Для этого нужны полевой консул в Риме, 3 легиона и 3 флота [1.07.3]"
    ),
}
