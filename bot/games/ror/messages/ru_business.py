"""Russian texts of The Republic of Rome: the business part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------ governors and other business
    # governors [1.09.5]
    "action.propose_governors": "Предложить губернаторов: {slate}",
    "event.proposal_governors": "{presiding_name} предлагает губернаторов: {slate}. [{rule}]",
    "action.propose_governor_vacancy": "Предложить губернаторов: {slate}",
    "event.proposal_governor_vacancy": (
        "{presiding_name} предлагает губернаторов в свободные провинции: {slate}. [{rule}]"
    ),
    "event.governor_elected": (
        "🏛️ {name} становится губернатором провинции **{province_name}** (ходов: {term}) и "
        "покидает Рим. [{rule}]"
    ),
    "event.governor_recalled": "{name} отозван из провинции {province_name}. [{rule}]",
    "illegal.empty_slate": "Назовите хотя бы одну провинцию и её губернатора [1.09.5]",
    "illegal.bad_slate": "Список — это пары [провинция, сенатор] [1.09.5]",
    "illegal.governor_named_twice": (
        "Каждая провинция и каждый кандидат — не больше одного раза в списке [1.09.5]"
    ),
    "illegal.no_governorship": "{province}: губернатор сейчас не нужен [1.09.52]",
    "illegal.not_governor_candidate": (
        "{senator} не может сейчас стать губернатором провинции {province} [1.09.5]"
    ),
    # laws [1.07.36]
    "decision.play_laws": (
        "{seat}: вы можете сыграть закон с руки; он сразу вступает в силу. [{rule}]"
    ),
    "action.play_law": "Сыграть закон: {card}",
    "event.law_enacted": "📜 {faction}: в силу вступает **{name}**. [{rule}]",
    "event.law_effects": "{name} действует: уровень беспорядков теперь {unrest}. [{rule}]",
    "illegal.not_a_law_in_hand": "Это не карта закона с вашей руки [1.07.36]",
    "illegal.law_condition_unmet": "{law}: сейчас сыграть нельзя, условие не выполнено [1.07.36]",
    # consent [1.09.643, 1.09.62]
    "decision.consent": (
        "{seat}: согласен ли ваш сенатор ({senators}) с этим предложением? [{rule}]"
    ),
    "action.consent_agree": "Согласиться",
    "action.consent_refuse": "Отказаться",
    "event.consent_given": "{faction}: согласие дано ({names}). [{rule}]",
    "event.consent_refused": "{faction}: отказ ({names}) — предложение снято. [{rule}]",
    # concessions [1.09.61]
    "action.propose_concessions": "Предложить концессии: {awards}",
    "event.proposal_concessions": "{presiding_name} предлагает концессии: {awards}. [{rule}]",
    "event.land_commissioner_claimed": (
        "{senator_name} ({faction}) забирает концессию {name} с Форума: так позволяет его "
        "карта, пока действует земельный закон. [{rule}]"
    ),
    "illegal.cannot_claim_land_commissioner": (
        "Забрать концессию земельного комиссара с Форума может только М. Фульвий Флакк, в "
        "Риме, после обвинений и пока действует земельный закон [{rule}]"
    ),
    "event.concession_awarded": "{senator_name} получает концессию {name}. [{rule}]",
    "illegal.bad_concession_award": (
        "Награды — это пары [концессия, сенатор], каждая концессия один раз [1.09.61]"
    ),
    "illegal.concession_not_available": "Концессию {card} сейчас выдать нельзя [1.09.61]",
    "illegal.concession_recipient_away": "{senator} — не присоединившийся сенатор в Риме [1.09.61]",
    # land bills [1.09.62]
    "action.propose_land_bill": "Земельный закон {type}: {sponsor} и {cosponsor}",
    "event.proposal_land_bill": (
        "{presiding_name} предлагает земельный закон типа {type}; авторы — {sponsor} и "
        "{cosponsor}. [{rule}]"
    ),
    "action.propose_land_bill_repeal": "Отменить земельный закон {type}: {sponsor}",
    "event.proposal_land_bill_repeal": (
        "{presiding_name} предлагает отменить земельный закон типа {type}; автор — {sponsor}. "
        "[{rule}]"
    ),
    "event.land_bill_passed": (
        "🌾 Принят земельный закон типа {type}: {sponsor_name} и {cosponsor_name} получают "
        "популярность; уровень беспорядков: {unrest}. [{rule}]"
    ),
    "event.land_bill_repealed": (
        "Земельный закон типа {type} отменён; уровень беспорядков: {unrest}. [{rule}]"
    ),
    "event.land_bill_no_votes": "Популярность {popularity} за голос «против»: {names}. [{rule}]",
    "illegal.bad_land_bill": "Укажите тип (I, II, III) и авторов [1.09.62]",
    "illegal.land_bills_not_grouped": "Земельные законы предлагаются по одному [1.09.62]",
    "illegal.land_bill_proposed_already": "Закон типа {type} уже предлагали в этом ходу [1.09.62]",
    "illegal.land_bill_markers_used": "Все маркеры типа {type} уже заняты [1.09.62]",
    "illegal.land_bill_same_sponsor": "Автор и соавтор должны быть разными сенаторами [1.09.62]",
    "illegal.land_bill_sponsor_away": (
        "Авторами могут быть только присоединившиеся сенаторы в Риме [1.09.62]"
    ),
    "illegal.no_land_bill_to_repeal": (
        "Нет земельного закона типа {type}, который можно отменить [1.09.62]"
    ),
    "illegal.repeal_tried_already": "Отмену уже пытались провести в этом ходу [1.09.62]",
    "illegal.repeal_sponsor_unpopular": "Автору нужна популярность не ниже {needed} [1.09.62]",
    # forces [1.09.63]
    "action.propose_raise_forces": "Набрать: {forces} ({cost} Т.)",
    "event.proposal_raise_forces": (
        "{presiding_name} предлагает набрать войска: {forces} за {cost} Т. [{rule}]"
    ),
    "action.propose_disband_forces": "Распустить: {forces}",
    "event.proposal_disband_forces": (
        "{presiding_name} предлагает распустить войска: {forces}. [{rule}]"
    ),
    "event.forces_raised": (
        "🛡️ Рим набирает {forces} за {cost} Т.; в государственной казне {treasury} Т. [{rule}]"
    ),
    "event.forces_disbanded": "Рим распускает {forces}. [{rule}]",
    "illegal.bad_unit_count": "Укажите, сколько легионов и флотов (не ноль) [1.09.63]",
    "illegal.no_recruitment": "В этом ходу нельзя набирать войска [1.08]",
    "illegal.unit_cap": "Предел для Рима: {forces} [1.09.63]",
    "illegal.treasury_short": (
        "Это стоит {cost} Т., а в государственной казне {treasury} Т. [1.09.63]"
    ),
    "illegal.too_few_to_disband": (
        "Распустить можно только войска в Риме, набранные не в этой фазе [1.09.63]"
    ),
    # deployment [1.09.64-1.09.9]
    "action.propose_deploy": "{commander}: {forces} → {war}",
    "event.proposal_deploy": (
        "{presiding_name} предлагает поход: командующий — {commander}, войска — {forces}, против: "
        "{war}. [{rule}]"
    ),
    "action.propose_recall_proconsul": "Отозвать: {commander} ({war})",
    "event.proposal_recall_proconsul": (
        "{presiding_name} предлагает отозвать с войны ({war}): {commander}. [{rule}]"
    ),
    "event.force_sent": "⚔️ {name} выступает против: **{war_name}**; войска: {forces}. [{rule}]",
    "event.force_recalled": "Возвращаются с войны ({war_name}): {forces}. [{rule}]",
    "illegal.bad_deployment": "Укажите командующего, войну и войска [1.09.64]",
    "illegal.no_such_war": "Такой войны, с которой можно сражаться, нет [1.09.64]",
    "illegal.commander_not_in_rome": (
        "Командующим может быть только присоединившийся сенатор в Риме [1.09.64]"
    ),
    "illegal.not_a_commander": "Командуют только диктатор и консулы [1.09.64]",
    "illegal.field_consul_goes_first": "Полевой консул выступает раньше римского [1.09.64]",
    "illegal.units_not_in_rome": "Этих войск нет в Риме [1.09.64]",
    "illegal.no_fleet_support": "{war}: нужно больше флотов поддержки [1.09.642]",
    "illegal.no_fleet_for_naval_battle": "Для морской битвы нужен хотя бы один флот [1.09.642]",
    "illegal.no_legion_for_land_battle": (
        "Для сухопутной битвы нужен хотя бы один легион [1.09.642]"
    ),
    "illegal.no_such_proconsul": "Такого командующего на войне нет [1.09.644]",
    "illegal.proconsul_just_sent": (
        "Он покинул Рим или получил подкрепления в этой фазе: отозвать его сейчас нельзя [1.09.645]"
    ),
    # repopulating Rome [1.09.81]
    "event.rome_repopulated": (
        "{faction}: к фракции присоединяется {name}, Сенат пополнен. [{rule}]"
    ),
    # ------------------------------------------------ prosecutions [1.09.41-1.09.45]
    "action.propose_prosecution": (
        "Обвинение: {accused_name} ({charge}: {ground}), обвинитель — {prosecutor_name}"
    ),
    "event.proposal_prosecution": (
        "⚖️ Цензор {presiding_name} выдвигает обвинение: **{accused_name}** ({charge}, основание: "
        "{ground}); обвинитель — {prosecutor_name}. [{rule}]"
    ),
    "action.appeal_to_people": "Апелляция к народу",
    "event.appeal_result": (
        "📣 {name} апеллирует к народу: {roll} + популярность {popularity} = {total}, голосов: "
        "{votes}. [{rule}]"
    ),
    "event.prosecution_mob_kills": (
        "☠️ Толпа расправляется с обвиняемым: **{name}** считается виновным. [{rule}]"
    ),
    "event.prosecution_mob_chit": "Разъярённая толпа тянет записку {chit}: {victims}. [{rule}]",
    "event.prosecution_acquitted": "{name} оправдан и свободен. [{rule}]",
    "event.prosecution_cancelled": "Обвинитель мёртв: обвинение снято ({name}). [{rule}]",
    "event.prosecution_minor_guilty": (
        "⚖️ **{name}** виновен: -{influence} к влиянию, -{popularity} к популярности, маркер "
        "прежнего консула снят, его концессии уходят на Форум. [{rule}]"
    ),
    "event.prosecution_executed": "⚖️ **{name}** признан виновным и казнён. [{rule}]",
    "event.prosecution_reward": (
        "{name}: +{influence} к влиянию за обвинительный приговор (и маркер прежнего консула, "
        "если он был). [{rule}]"
    ),
    "event.prosecution_end": (
        "Обвинения окончены: маркеры коррупции и главные маркеры в Риме сняты. [{rule}]"
    ),
    "illegal.prosecution_limit": (
        "Цензор может провести за ход 2 малых обвинения или 1 большое [1.09.41]"
    ),
    "illegal.prosecution_accused": (
        "Обвинить можно только присоединившегося сенатора в Риме, кроме самого цензора [1.09.41]"
    ),
    "illegal.prosecution_no_ground": "{senator}: по этому основанию обвинить нельзя [{rule}]",
    "illegal.prosecution_again": "{senator}: по этому основанию уже судили в этом ходу [1.09.43]",
    "illegal.prosecution_no_censor": "Без цензора в Риме обвинений нет [1.09.41]",
    "illegal.prosecution_prosecutor": (
        "Обвинитель — сенатор в Риме, не цензор и не обвиняемый [1.09.411]"
    ),
    "illegal.prosecution_special_only": (
        "Особое большое обвинение возможно только против пойманного убийцы [1.09.74]"
    ),
    # ------------------------------------------------ assassinations [1.09.7-1.09.74]
    "action.assassinate": "Покушение: {assassin} → {target} (карт «Убийца»: {cards})",
    "event.assassination": (
        "🗡️ {faction}: покушение! Исполнитель — **{assassin_name}**, цель — **{target_name}**, "
        "карт «Убийца»: {cards}. [{rule}]"
    ),
    "decision.bodyguards": (
        "{seat}: покушение ({assassin_name} → {target_name}), кубик: {roll}. Сыграть тайных "
        "телохранителей? [{rule}]"
    ),
    "action.assassin_bodyguards": "Тайных телохранителей: {count}",
    "event.assassination_result": (
        "🗡️ {roll} {modifier:+d} = {total}: {result}; телохранителей: {bodyguards}. [{rule}]"
    ),
    "event.assassination_killed": "☠️ **{name}** погибает от руки убийцы. [{rule}]",
    "event.proposal_void": (
        "Предложение ({proposal}) теряет силу: его сенатора больше нет. [{rule}]"
    ),
    "event.assassin_caught": "🗡️ Убийца **{name}** пойман и казнён. [{rule}]",
    "event.assassin_leader_loses": "{name}, лидер фракции убийцы: -{influence} к влиянию. [{rule}]",
    "event.assassin_special_prosecution": (
        "⚖️ **{name}** предстаёт перед особым большим обвинением; ни один трибун его не "
        "остановит. [{rule}]"
    ),
    "action.propose_special_prosecution": "Судить за покушение: {accused_name}",
    "event.proposal_special_prosecution": (
        "⚖️ Сенат судит за покушение: **{accused_name}**. [{rule}]"
    ),
    "event.assassin_leader_executed": (
        "☠️ **{name}** казнён; карта его рода уходит в Курию. [{rule}]"
    ),
    "event.assassin_faction_eliminated": (
        "{faction}: фракция уничтожена и выбывает из партии. [{rule}]"
    ),
    "illegal.assassin_not_yours": "Убийца должен быть вашим сенатором в Риме [1.09.7]",
    "illegal.assassin_target": "Цель — сенатор другой фракции в Риме [1.09.7]",
    "illegal.assassin_once": "Ваша фракция уже совершала покушение в этом ходу [1.09.7]",
    "illegal.assassin_target_once": "На эту фракцию уже покушались в этом ходу [1.09.7]",
    "illegal.assassin_cards": "Играйте с руки только карты «Убийца» [1.09.72]",
    "illegal.assassin_bodyguards": "Играйте с руки только карты «Тайный телохранитель» [1.09.72]",
    # ------------------------------------------------ consul for life [1.09.82]
    "action.propose_consul_for_life": "Пожизненный консул: {name}",
    "event.proposal_consul_for_life": (
        "👑 {presiding_name} предлагает в пожизненные консулы: **{name}** (влияние {influence}); "
        "без права вето. [{rule}]"
    ),
    "event.consul_for_life": "👑 Пожизненный консул — **{name}**. [{rule}]",
    "illegal.consul_for_life_exists": "В Риме уже есть пожизненный консул [1.09.82]",
    "illegal.consul_for_life_once": "Голосовать о пожизненном консуле можно раз в ход [1.09.82]",
    "illegal.consul_for_life_nominee": (
        "Кандидат — присоединившийся сенатор в Риме с влиянием не меньше {least} [1.09.82]"
    ),
}
