"""Russian texts of The Republic of Rome: the revolution part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ trading [1.11.1]
    "event.card_offered": "🤝 {faction} → {to}: предложена карта. [{rule}]",
    "event.card_offered_private": "Вы → {to}: предложена карта «{name}». [{rule}]",
    "event.card_given": "🤝 {faction} → {to}: передана карта. [{rule}]",
    "event.card_given_private": "Карта «{name}» переходит: {faction} → {to}. [{rule}]",
    "event.card_declined": "{faction} отказываются от карты, которую предложили {giver}. [{rule}]",
    "decision.answer_offer": "{seat}: {giver} предлагают вам карту «{card}». Взять её? [{rule}]",
    "action.offer_card": "Предложить «{card}»: {to}",
    "action.accept_card": "Взять карту",
    "action.decline_card": "Отказаться",
    "illegal.no_such_partner": "Вы не можете передавать карты: {faction} [1.11.1]",
    "illegal.card_already_offered": "{card}: эту карту уже предлагали в этой фазе [1.11.1]",
    # ------------------------------------------------------------------ hand limit [1.11.2]
    "event.card_discarded": "{faction} сбрасывают карту «{name}» (осталось карт: {left}). [{rule}]",
    "decision.discard_cards": "{seat}: сбросьте карты фракции, пока их не останется пять. [{rule}]",
    "action.discard_card": "Сбросить: {card}",
    "illegal.law_kept_at_hand_limit": "{card} — закон: сначала сбросьте другие карты [2.06]",
    # ------------------------------------------------------------------ declarations [1.11.3]
    "decision.declare_civil_war": (
        "{seat}: {senator} одержал победу, силы: {forces}"
        " (пока верны: {following}). Сложить командование или поднять мятеж? [{rule}]"
    ),
    "action.roll_loyalty": "Проверить преданность легионов, потратив {talents} Т.",
    "action.lay_down_command": "Сложить командование",
    "action.declare_revolt": "Поднять мятеж",
    "event.loyalty_tested": (
        "🎲 {name} проверяет армию: броски {rolls}, нужно {needed}+, потрачено {talents} Т.; "
        "за ним идут легионов {legions} из {of_legions} и ветеранов {veterans} из {of_veterans}."
        " [{rule}]"
    ),
    "event.command_laid_down": "{name} слагает командование. [{rule}]",
    "event.force_returned": "{name}: из его армии в Рим возвращаются {forces}. [{rule}]",
    "event.revolt_declared": (
        "🔥 {name} объявляет мятеж, силы: {forces} (сила {strength}). [{rule}]"
    ),
    "event.revolt_outweighed": (
        "{name}: его мятеж (сила {strength}) уступает более сильному — {other_name} "
        "({other_strength}); он слагает командование. [{rule}]"
    ),
    "event.revolt_replaced": (
        "{name} (сила {strength}) сильнее, чем {other_name} ({other_strength}): мятеж "
        "последнего не учитывается. [{rule}]"
    ),
    "event.civil_war_declared": (
        "⚔️ Гражданская война! {name} ({faction}) идёт на Рим, силы: {forces}"
        ", сила {strength}. [{rule}]"
    ),
    "illegal.consul_for_life_cannot_revolt": "Пожизненный консул не может поднять мятеж [1.09.82]",
    "illegal.loyalty_already_tested": "Преданность армии уже проверена [1.11.31]",
    "illegal.loyalty_spend_out_of_range": (
        "Потратьте 0–{most} Т., по 1 Т. на легион с броском [1.11.31]"
    ),
    # ------------------------------------------------------------------ rebels [1.11.32-36]
    "event.rebel_privileges_lost": (
        "{name} теряет концессии ({concessions}), рыцарей ({knights}) и должность "
        "({office}). [{rule}]"
    ),
    "event.veterans_desert": (
        "{name}: преданные ему ветеранские легионы ({legions}) переходят к мятежнику. [{rule}]"
    ),
    "event.senator_stays_loyal": "{name} остаётся верен Сенату. [{rule}]",
    "event.senator_joins_revolt": "🔥 {name} присоединяется к мятежу. [{rule}]",
    "decision.secondary_revolt": "{seat}: присоединится ли {senator} к мятежу? [{rule}]",
    "action.join_revolt": "{senator} присоединяется к мятежу",
    "action.stay_loyal": "{senator} остаётся верен",
    "illegal.not_asked_to_choose": "Сейчас сторону выбирает {senator} [1.11.32]",
    "event.rebel_maintenance": (
        "{name} платит {paid} Т. за единицы войск ({units}); отпущено к Сенату: {released}. "
        "[{rule}]"
    ),
    "event.rebel_revolt_failed": (
        "{name}: мятеж провалился; в Рим возвращаются {forces}. [{rule}]"
    ),
    # ------------------------------------------------------------------ victory [1.12]
    "event.rebel_end_game_lost": (
        "{name} не смог сократить число войн вокруг Рима до трёх (осталось: {wars}). [{rule}]"
    ),
}
