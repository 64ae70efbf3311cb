"""Russian texts of Here I Stand: the decisions part (prompts, choice labels, refusals)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # prompts
    "decision.his_papal_hand": (
        "{seat}: введите руку Папства номерами карт (его домашние карты #5 и #6 известны) [{rule}]."
    ),
    "decision.his_diplomacy": (
        "{seat}: фаза дипломатии, ход {turn}: заключите мир, снимите или откупитесь от "
        "отлучения — или скажите, что закончили [9]."
    ),
    "decision.his_impulse": "{seat}: ваш импульс. Сыграйте карту или пасуйте [{rule}].",
    "decision.his_papal_impulse": ("{seat}: импульс Папства. Сыграйте карту или пасуйте [{rule}]."),
    "decision.his_sack_cards": (
        "{seat}: разграбление Рима, кости атакующего: {attacker_dice}, обороны: "
        "{defender_dice}. Заявите боевые или ответные карты, затем скажите, что закончили "
        "[{rule}]."
    ),
    "decision.his_sack_odd_casualty": (
        "{seat}: нечётная потеря — наёмник или регулярный отряд? [{rule}]"
    ),
    "decision.his_sack_keep": (
        "{seat}: оставьте одну из двух вытянутых карт; другая уходит в сброс [{rule}]."
    ),
    "decision.his_bull_option": (
        "{seat}: Папская булла: отлучить реформатора на карте или правителя, если есть "
        "основания [{rule}]."
    ),
    "decision.his_bull_debate": (
        "{seat}: объявить богословский диспут в языковой зоне отлучённого реформатора? [{rule}]"
    ),
    "decision.his_bull_unrest": (
        "{seat}: выберите родную область отлучённой державы для беспорядков (осталось "
        "поставить: {left}) [{rule}]."
    ),
    # choices
    "act.his_set_units": "{power}, {space}: {his_units}",
    "act.his_set_leader": "{power}: {leader} (бой {battle}) — {space}",
    "act.his_set_war": "{power} и {other}: война",
    "act.his_set_alliance": "{power} и {other}: союз",
    "act.his_set_ruler": "{power}: новый правитель — {ruler}",
    "act.his_set_unrest": "Беспорядки: {space}",
    "act.his_set_religion": "{space}: религия — {religion}",
    "act.his_set_papal_space": "{space} под контролем: {power}",
    "act.his_set_reformer": "{reformer}: {space}",
    "act.his_commit_debater": "Задействовать богослова: {reformer}, ради карты {card}",
    "act.his_luther_debates": "На том стою: ввести отлучённого Лютера в диспут",
    "act.his_build_st_peters": "Потратить {cp} ОК на собор Святого Петра",
    "act.his_enter_papal_hand": "Рука (кроме #5 и #6): {cards}",
    "act.his_done": "Готово",
    "act.his_pass": "Пас",
    "act.his_play_papal_card": "Сыграть {card}",
    "act.his_lift_excommunication": "Снять отлучение: {power} [9.1]",
    "act.his_give_card": "{power}: отдать Папству {card} [9.5]",
    "act.his_play_sack": "Разграбление Рима: {owner}, соединение: {space} [#95]",
    "act.his_battle_card": (
        "{power}: {card}, кости: атака +{attacker_dice}, оборона +{defender_dice}"
    ),
    "act.his_odd_casualty": "Потерять: {unit}",
    "act.his_keep_card": "Оставить {card}",
    "act.his_play_bull": "Папская булла [#5]",
    "act.his_excommunicate_reformer": "Отлучить: {reformer} [#5.A]",
    "act.his_excommunicate_ruler": "Отлучить правителя: {power} [#5.B]",
    "act.his_call_debate": "Объявить диспут",
    "act.his_place_unrest": "Беспорядки: {space}",
    # refusals
    "illegal.his_game_over": "Партия окончена.",
    "illegal.his_not_your_turn": "Сейчас не ваш ход: партия ждёт игрока {waiting} [{rule}].",
    "illegal.his_not_seated": "Такого места в этой партии нет.",
    "illegal.his_not_now": "Сейчас этого сделать нельзя ({action}) [{rule}].",
    "illegal.his_bad_seats": "В «На том стою» играют от 3 до 6 игроков в порядке мест.",
    "illegal.his_no_such_card": "В колоде нет карты #{card} [{rule}].",
    "illegal.his_other_home_card": "Карта #{card} — домашняя карта другой державы [{rule}].",
    "illegal.his_home_card_known": (
        "Карта #{card} — домашняя карта Папства: она уже учтена [{rule}]."
    ),
    "illegal.his_card_twice": "Карта введена дважды [{rule}].",
    "illegal.his_card_not_yet": "Карта #{card} входит в колоду только на ходу {turn} [{rule}].",
    "illegal.his_card_unavailable": "Карту #{card} сейчас нельзя ни сыграть, ни держать [{rule}].",
    "illegal.his_not_in_hand": "Карты #{card} нет в руке Папства [{rule}].",
    "illegal.his_no_such_power": "Державы {seat} нет.",
    "illegal.his_not_your_power": "Вы не играете за державу {seat} [{rule}].",
    "illegal.his_no_such_space": "Области {space} нет.",
    "illegal.his_no_ottoman_mercenaries": "Османская империя не нанимает наёмников.",
    "illegal.his_bad_leader_name": "Имя полководца — не длиннее 40 знаков.",
    "illegal.his_leader_rating": "{leader} — полководец державы {seat}, боевой рейтинг {battle}.",
    "illegal.his_two_powers": "Назовите две разные державы.",
    "illegal.his_already_so": "На поле это уже так.",
    "illegal.his_not_a_successor": "{ruler} не наследует нынешнему правителю державы {seat}.",
    "illegal.his_ruler_not_yet": "{ruler} не может править раньше хода {turn}.",
    "illegal.his_outside_the_reformation": "{space} не участвует в Реформации.",
    "illegal.his_unrest_not_yours": (
        "Беспорядки в области {space} отмечает игрок державы {seat}: это её область."
    ),
    "illegal.his_reformation_not_yours": (
        "Протестантской область {space} делает только игрок за протестантов (Реформация)."
    ),
    "illegal.his_counter_reformation_not_yours": (
        "Католической область {space} снова делает только игрок за Папство (Контрреформация)."
    ),
    "illegal.his_papal_space_not_yours": (
        "Что область {space} под контролем державы {seat}, отмечает только её игрок."
    ),
    "illegal.his_not_papal_space": "{space} — не родная область Папства.",
    "illegal.his_no_such_reformer": "Реформатора {reformer} нет.",
    "illegal.his_reformer_excommunicated": (
        "{reformer} отлучён и вне карты до следующего хода [{rule}]."
    ),
    "illegal.his_debater_committed": "Богослов {reformer} уже задействован [{rule}].",
    "illegal.his_luther_not_excommunicated": (
        "Лютер не отлучён: разыграйте «На том стою» как обычно [{rule}]."
    ),
    "illegal.his_card_being_resolved": "Подождите, пока розыгрыш карты не завершится [{rule}].",
    "illegal.his_not_your_impulse": "Сейчас не импульс державы {seat} [{rule}].",
    "illegal.his_sack_card_unavailable": (
        "{seat} не может сейчас разыграть «Разграбление Рима» [{rule}]."
    ),
    "illegal.his_sack_not_eligible": (
        "{seat}, соединение в области {space}: {his_mercenaries}, а наёмников нужно больше, "
        "чем папских регулярных войск в Риме ({his_regulars}), и в итальянской языковой зоне "
        "[{rule}]."
    ),
    "illegal.his_not_a_battle_card": (
        "Карту #{card} держава {seat} не может сыграть в этой битве: боевые карты играют обе "
        "стороны, ответные — любая держава [{rule}]."
    ),
    "illegal.his_not_drawn": "Карта #{card} не из двух вытянутых [{rule}].",
    "illegal.his_bull_no_target": (
        "Для Папской буллы нужен реформатор на карте или правитель, которого есть за что "
        "отлучить [{rule}]."
    ),
    "illegal.his_not_a_reformer_target": (
        "{reformer} не может быть отлучён: он должен быть на карте и не отлучён [{rule}]."
    ),
    "illegal.his_no_grounds": ("Нет оснований отлучить правителя державы {seat} [{rule}]."),
    "illegal.his_not_an_unrest_space": (
        "{space} — не свободная от войск и беспорядков католическая родная область этой "
        "державы [{rule}]."
    ),
    "illegal.his_not_excommunicated": "{seat}: держава не отлучена [{rule}].",
}
