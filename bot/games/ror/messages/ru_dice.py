"""Russian texts of The Republic of Rome: the dice part (what a die roll is for,
`dice.<purpose>`, and what a payment is for, `paid.<why>`)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # setup, mortality, revenue
    "dice.which_brother_dies": "кто из братьев умирает",
    "dice.no_governorship": "кто остаётся без провинции",
    "dice.taxes_of": "налоги: {province}",
    "dice.spoils_of": "грабёж провинции: {province}",
    "dice.development_of": "развитие провинции: {province}",
    "dice.barbarian_raids": "набеги варваров: {province}",
    "dice.internal_disorder": "внутренние беспорядки: {province}",
    "dice.pretender": "претендент: {province}",
    "dice.provincial_battle": "битва в провинции: {province}",
    "dice.pontifex_income": "доход великого понтифика",
    # forum
    "dice.initiative": "инициатива {number}",
    "dice.random_event": "случайное событие",
    "dice.persuasion": "убеждение",
    "dice.blackmail_influence": "шантаж: потеря влияния",
    "dice.blackmail_popularity": "шантаж: потеря популярности",
    "dice.knight_for": "рыцарь для: {senator}",
    "dice.pressure_knights": "давление на рыцарей: {senator}",
    "dice.tax_farmers": "откупщики ({threat})",
    "dice.curia": "Курия: {card}",
    "dice.concession_disaster": "какую концессию уничтожает бедствие",
    "dice.more_mob_violence": "новые бесчинства толпы: записки сверх уровня беспорядков",
    "dice.storm_at_sea": "флоты, погибшие в шторме",
    "dice.catiline_chits": "Катилина: записки смерти",
    # population
    "dice.state_of_the_republic": "речь о положении Республики",
    # senate
    "dice.tribune_roll_off": "жребий между трибунами",
    "dice.rome_consul_roll_off": "жребий: кто римский консул",
    "dice.consul_for_life_roll_off": "жребий: пожизненный консул",
    "dice.repopulating_rome": "пополнение Сената",
    "dice.appeal_to_the_people": "апелляция к народу",
    "dice.advocate_trial": "бросок защитника в суде",
    "dice.assassination": "покушение",
    "dice.bodyguard_catch": "телохранитель: пойман ли убийца?",
    "dice.graft": "подкуп",
    "dice.murder_of_a_tribune": "убийство трибуна",
    "dice.mob_incited_to_violence": "подстрекательство толпы: записки",
    "dice.julian_law": "закон Юлия: {senator} теряет влияние",
    "dice.acilian_law_tie": "закон Ацилия: ничья",
    "dice.calpurnian_fine": "штраф по закону Кальпурния: {senator}",
    # combat and revolution
    "dice.order_of_battle": "порядок битв: {war}",
    "dice.land_battle": "сухопутная битва: {war}",
    "dice.naval_battle": "морская битва: {war}",
    "dice.pompeys_military": "военное дело Помпея",
    "dice.civil_war_battle": "битва гражданской войны",
    "dice.proscription": "проскрипции",
    "dice.legion_loyalty": "верность легионов",
    # what a payment in the ledger is for (`paid.<why>`)
    "paid.taxes_of": "налоги: {province}",
    "paid.war_spoils": "трофеи: {war}",
    "paid.ransom": "выкуп: {senator}",
}
