"""Russian texts of Sword of Rome: the leaders part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # ------------------------------------------------------------------ seats
    "seat.roman": "Рим",
    "seat.etruscan_samnite": "Этруски и самниты",
    "seat.greek": "Греки",
    "seat.gallic": "Галлы",
    "seat.carthaginian": "Карфаген",
    # ------------------------------------------------------------------ dice purposes
    "dice.sor_intercept": "{leader}: попытка перехвата (тактический рейтинг {rating}, +{modifier})",
    "dice.sor_avoid": "{leader}: попытка уклониться от битвы (тактический рейтинг {rating})",
    "dice.sor_pursue": "{leader}: преследование (тактический рейтинг {rating})",
    "dice.sor_refuse": "{leader}: попытка отказаться от битвы (тактический рейтинг {rating})",
    # ------------------------------------------------------------------ decisions
    "decision.sor_setup": (
        "До начала игры загрузите состав лидеров и карту своей группы (`/меч_рима загрузить`) или "
        "начните с демонстрационных. [{rule}]"
    ),
    "decision.sor_impulse": (
        "{seat}, вы — активный игрок (ход {turn}, раунд {round}): сыграйте карту, чтобы "
        "активировать лидера, сыграйте её иначе или переставьте второстепенных лидеров. [{rule}]"
    ),
    "decision.sor_impulse_end": (
        "{seat}, ваша карта сыграна: можно ещё поставить или переставить второстепенных "
        "лидеров (свободное действие), затем закончите ход кнопкой «Готово». [{rule}]"
    ),
    "decision.sor_move": (
        "{seat}, ведите армию, берите или оставляйте БЕ и лидеров либо закончите движение. [{rule}]"
    ),
    "decision.sor_declare": (
        "Вражеская армия вошла в локацию: объявляйте перехват или уклонение сейчас — кубик "
        "не бросается, пока все не объявят. В вариантах армия берёт наибольшее число БЕ; "
        "чтобы взять меньше, введите `/меч_рима перехват` или `/меч_рима уклонение` с "
        "параметром `бе`. [{rule}]"
    ),
    "decision.sor_avoid_consent": (
        "{seat}, вражеская армия хочет уклониться от битвы: отпустить её без броска? [{rule}]"
    ),
    "decision.sor_avoid_to": (
        "{seat}, ваша армия уклонилась от битвы: выберите, куда она отходит. [{rule}]"
    ),
    "decision.sor_refuse": (
        "{seat}, вашу армию перехватили: попытаться отступить туда, откуда она пришла, или "
        "сражаться? [{rule}]"
    ),
    "decision.sor_refuse_consent": (
        "{seat}, перехваченная вами армия хочет отказаться от битвы: отпустить её без "
        "броска? [{rule}]"
    ),
    "decision.sor_battle": (
        "{seat}, разыграйте битву за столом и сообщите потери (и отступление проигравшего) "
        "командой `/меч_рима битва`. [{rule}]"
    ),
    # ------------------------------------------------------------------ actions (buttons)
    "action.sor_start": "Начать игру",
    "action.sor_import": "Загрузить: {what}",
    "action.sor_activate": "Активировать {leader} ({card}, {source})",
    "action.sor_activate_campaign": "Кампания: активировать {leader} ({card})",
    "action.sor_play_other": "Сыграть карту иначе",
    "action.sor_place_minor": "{leader} → {space}",
    "action.sor_place_minor_inside": "{leader} → {space}, за стены",
    "action.sor_move_to": "В локацию {space}",
    "action.sor_take_cu": "Взять {cu} БЕ",
    "action.sor_drop_cu": "Оставить {cu} БЕ",
    "action.sor_take_leader": "Взять: {leader}",
    "action.sor_drop_leader": "Оставить: {leader}",
    "action.sor_end_move": "Закончить движение",
    "action.sor_intercept": "Перехват: {leader} из локации {origin} ({cu} БЕ)",
    "action.sor_avoid": "Уклонение: {leader} ({cu} БЕ)",
    "action.sor_withdraw": "{cu} БЕ за стены",
    "action.sor_declared": "Больше нечего объявлять",
    "action.sor_consent_yes": "Согласиться",
    "action.sor_consent_no": "Отказать: бросок",
    "action.sor_avoid_to": "Уклониться в локацию {space}",
    "action.sor_refuse_yes": "Отказаться от битвы",
    "action.sor_refuse_no": "Сражаться",
    "action.sor_report_battle": (
        "Потери: атакующий {attacker_losses}, обороняющийся {defender_losses}"
    ),
    "action.sor_report_cu": "{power}: {delta} БЕ, {space}",
    "action.sor_report_control": "{space}: контроль — {power}",
    "action.sor_report_loyalty": "{space}: лояльность {loyalty}",
    "action.sor_report_vp": "{seat}: {vp} ПО",
    "action.sor_report_siege": "{space}, осада: {besieged}",
    "action.sor_event_leader": "{leader} входит в игру: {space}",
    "action.sor_report_displaced": "{leader} вытеснен",
    # ------------------------------------------------------------------ events
    "event.sor_setup": (
        "⚔️ «Меч Рима» на {players} игроков: {sides}; неигровые державы: {non_player}. [{rule}]"
    ),
    "event.sor_imported": (
        "📥 Загружено ({what}): **{name}** (лидеров: {leaders}, локаций: {spaces})."
    ),
    "event.sor_turn_started": "📜 Начинается ход {turn}. [{rule}]",
    "event.sor_round_started": "Раунд {round} хода {turn}. [{rule}]",
    "event.sor_activated": (
        "{seat}: активирован **{leader}** (инициатива {initiative}) картой {card} ({source}): "
        "{mp} ОД, {cu} БЕ. [{rule}]"
    ),
    "event.sor_command_swapped": (
        "**{leader}** принимает командование; {previous} теперь его подчинённый. [{rule}]"
    ),
    "event.sor_moved": (
        "{leader} идёт в локацию {space}, соединение: {connection} ({cost} ОД, осталось "
        "{mp_left}; {cu} БЕ). [{rule}]"
    ),
    "event.sor_move_ended": "{leader} заканчивает движение в локации {space}. [{rule}]",
    "event.sor_displaced": "**{leader}** вытеснен из локации {space} ({why}). [{rule}]",
    "event.sor_set_aside": (
        "Второстепенный лидер {leader} отложен из локации {space} ({why}). [{rule}]"
    ),
    "event.sor_tactics_passed": (
        "{leader}: {roll} + {modifier} не больше его тактического рейтинга {rating}: успех. "
        "[{rule}]"
    ),
    "event.sor_tactics_failed": (
        "{leader}: {roll} + {modifier} больше его тактического рейтинга {rating}: неудача. [{rule}]"
    ),
    "event.sor_declared": (
        "{seat}: объявлено — {what}, {leader} из локации {origin} ({cu} БЕ). [{rule}]"
    ),
    "event.sor_withdrew": "{power}: {cu} БЕ — за стены города {space}. [{rule}]",
    "event.sor_avoid_dropped": (
        "{leader} теперь за стенами города {space}: его уклонение отменено. [{rule}]"
    ),
    "event.sor_intercepted": "**{leader}** перехватывает в локацию {space} с {cu} БЕ. [{rule}]",
    "event.sor_avoid_consented": "{leader} уклоняется от битвы с согласия противника. [{rule}]",
    "event.sor_avoided": (
        "{leader} уклоняется от битвы и отходит в локацию {space} ({cu} БЕ). [{rule}]"
    ),
    "event.sor_consented": "{seat}: согласие, без броска. [{rule}]",
    "event.sor_not_consented": "{seat}: согласия нет, решает кубик. [{rule}]",
    "event.sor_refuse_consented": "{leader} отказывается от битвы с согласия противника. [{rule}]",
    "event.sor_refused": ("{leader} отказывается от битвы и отступает в локацию {space}. [{rule}]"),
    "event.sor_battle": (
        "⚔️ Битва в локации {space}: атака — {attacker} ({attacker_leader}), оборона — "
        "{defender} ({defender_leader}). По правилам о лидерах атакующий получает "
        "{attacker_modifier:+d}, обороняющийся {defender_modifier:+d} ({reasons}). "
        "Разыграйте её за столом. [{rule}]"
    ),
    "event.sor_battle_changed": (
        "⚔️ Битва в локации {space} меняется: атака — {attacker} ({attacker_leader}), "
        "оборона — {defender} ({defender_leader}). По правилам о лидерах теперь атакующий "
        "получает {attacker_modifier:+d}, обороняющийся {defender_modifier:+d} ({reasons}). "
        "[{rule}]"
    ),
    "event.sor_battle_reported": (
        "Битва в локации {space}: потери атакующего {attacker_losses}, обороняющегося "
        "{defender_losses}; отступление: {retreat}. [{rule}]"
    ),
    "event.sor_retreated": "{power}: отступление в локацию {space}. [{rule}]",
    "event.sor_played_other": "{seat}: карта сыграна как событие или иначе. [{rule}]",
    "event.sor_minor_placed": "{leader} поставлен в локацию {space}. [{rule}]",
    "event.sor_minor_placed.inside": "{leader} поставлен за стены города {space}. [{rule}]",
    "event.sor_event_leader": "{seat}: **{leader}** входит в игру в локации {space}. [{rule}]",
    "event.sor_report_cu": ("{seat}: сообщено — {power}, {delta:+d} БЕ в локации {space}."),
    "event.sor_report_control": "{seat}: сообщено — локацию {space} теперь контролирует {power}.",
    "event.sor_report_loyalty": "{seat}: сообщено — лояльность города {space}: {loyalty}.",
    "event.sor_report_vp": "{seat}: сообщено — {player}, {vp} ПО. [{rule}]",
    "event.sor_report_siege": "{seat}: сообщено — осада в локации {space}. [{rule}]",
    # ------------------------------------------------------------------ refusals
    "illegal.sor_not_your_turn": "Сейчас решение не за вами; партия ждёт: {waiting}. [{rule}]",
    "illegal.sor_finished": "Партия окончена.",
    "illegal.sor_not_now": "Это действие не относится к открытому сейчас решению.",
    "illegal.sor_leader_not_on_map": "{leader} не на карте. [{rule}]",
    "illegal.sor_not_your_leader": "Этим розыгрышем нельзя активировать {leader}. [{rule}]",
    "illegal.sor_initiative_too_high": (
        "У лидера {leader} инициатива {initiative}: карта значением {card} не может его "
        "активировать. [{rule}]"
    ),
    "illegal.sor_campaign_card": "«Кампания» активирует двух лидеров одной картой. [{rule}]",
    "illegal.sor_campaign_twice": "{leader} уже двигался в этой «Кампании». [{rule}]",
    "illegal.sor_campaign_open": (
        "Идёт «Кампания»: активируйте второго лидера той же картой (значением {card}) "
        "или завершите её кнопкой «Готово». [{rule}]"
    ),
    "illegal.sor_already_played": (
        "Свою единственную карту в этом ходу вы уже сыграли: переставьте второстепенных "
        "лидеров или закончите ход кнопкой «Готово». [{rule}]"
    ),
    "illegal.sor_cannot_step": (
        "Армия не может сейчас пройти в локацию {space} (осталось ОД: {mp}). [{rule}]"
    ),
    "illegal.sor_consul_needs_cu": "Консул никогда не движется без римских БЕ. [{rule}]",
    "illegal.sor_carry_limit": "Вместе могут двигаться не больше {limit} БЕ. [{rule}]",
    "illegal.sor_no_such_cu": "У армии нет {cu} БЕ. [{rule}]",
    "illegal.sor_cannot_pick_up": "{leader} не может присоединиться к этой армии здесь. [{rule}]",
    "illegal.sor_cannot_drop": "{leader} не подчинён этой армии. [{rule}]",
    "illegal.sor_cannot_declare": "Эта армия не может сделать здесь такую попытку. [{rule}]",
    "illegal.sor_cannot_withdraw": "За стенами могут стоять не больше {limit} БЕ. [{rule}]",
    "illegal.sor_cannot_avoid_there": "Армия не может уклониться в локацию {space}. [{rule}]",
    "illegal.sor_losses_exceed": (
        "Потери больше, чем БЕ в локации (атакующий {attacker}, обороняющийся {defender}). [{rule}]"
    ),
    "illegal.sor_retreat_not_adjacent": "{space} не граничит с местом битвы. [{rule}]",
    "illegal.sor_bad_cu_report": "Это сообщение о БЕ не сходится с полем в локации {space}.",
    "illegal.sor_no_walls": "В локации {space} нет города со стенами. [{rule}]",
    "illegal.sor_unknown_space": "На этой карте нет локации {space}.",
    "illegal.sor_unknown_seat": "Нет игрока {seat}. [{rule}]",
    "illegal.sor_leader_moving": (
        "{leader} в движении: событие вытесняет его, только пока его битва ждёт "
        "результата. [{rule}]"
    ),
    "illegal.sor_not_an_event_leader": "{leader} не ждёт ввода в игру событием. [{rule}]",
}
