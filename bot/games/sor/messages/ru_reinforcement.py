"""Russian texts of Sword of Rome: the reinforcement part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "decision.sor_place_leader": "{seat}, поставьте лидера {subject_name} к своим БЕ. [{rule}]",
    "decision.sor_reinforce": (
        "{seat}, ставьте подкрепления по одной БЕ (сообщайте о каждой), затем нажмите "
        "«Готово». [{rule}]"
    ),
    "decision.sor_minor": (
        "{seat}, поставьте или переставьте второстепенных лидеров, затем нажмите «Готово». [{rule}]"
    ),
    "decision.sor_greek_keep": (
        "{seat}, оставьте лидера {subject_name}, заплатив его штраф лояльности из своих городов со "
        "стенами, или уберите его навсегда. [{rule}]"
    ),
    "decision.sor_tie_order": (
        "{seat}, при равенстве победных очков решаете вы: назовите, кто из игроков с равными "
        "очками ставит подкрепления следующим. [{rule}]"
    ),
    "action.sor_go_next.roman": "Следующий — Рим",
    "action.sor_go_next.etruscan_samnite": "Следующие — этруски и самниты",
    "action.sor_go_next.greek": "Следующие — греки",
    "action.sor_go_next.gallic": "Следующие — галлы",
    "action.sor_go_next.carthaginian": "Следующий — Карфаген",
    "event.sor_tie_ordered": "{seat}: порядок игроков с равными очками — {order}. [{rule}]",
    "illegal.sor_not_tied": "Среди игроков с равными очками нет: {seat}. [{rule}]",
    "action.sor_place_leader": "{leader} → {space}",
    "action.sor_reinforce": "1 БЕ → {space}",
    "action.sor_done": "Готово",
    "action.sor_keep_leader": "Оставить {leader}: заплатить {pay}",
    "action.sor_keep_leader_sicily": "Оставить {leader} (скидка Сицилии): заплатить {pay}",
    "action.sor_remove_leader": "Убрать {leader} навсегда",
    "event.sor_reinforcement_phase": "🛡️ Фаза подкреплений хода {turn}: {order}. [{rule}]",
    "event.sor_leader_placed": "**{leader}** поставлен в локацию {space}. [{rule}]",
    "event.sor_leader_stays_displaced": (
        "{leader}: возвращаться некуда, лидер остаётся вытесненным. [{rule}]"
    ),
    "event.sor_consuls_to_cup": "Консулы отправляются в чашу: {consuls}. [{rule}]",
    "event.sor_consul_drawn": "🎲 Из чаши вытянут **{leader}**. [{rule}]",
    "event.sor_consul_unplaced": (
        "{leader}: поставить некуда, он возвращается ({status}); пусть стол это проверит. [{rule}]"
    ),
    "event.sor_reinforced": "{power}: 1 БЕ в локации {space}. [{rule}]",
    "event.sor_greek_kept": (
        "{leader} остаётся: заплачено {penalty} ед. лояльности ({cities}). [{rule}]"
    ),
    "event.sor_greek_removed": "**{leader}** навсегда покидает игру. [{rule}]",
    "event.sor_power_out": "{seat}: на карте нет БЕ, держава выбывает из игры. [{rule}]",
    "event.sor_game_over": "🏁 Партия окончена. Победители: {winners} ({vp} ПО). [{rule}]",
    "illegal.sor_cannot_place_leader": "{leader} нельзя поставить в локацию {space}. [{rule}]",
    "illegal.sor_cannot_place_minor": (
        "{leader} может встать только туда, где есть БЕ его державы. [{rule}]"
    ),
    "illegal.sor_cannot_reinforce": (
        "От локации {space} нет пути домой для подкреплений. [{rule}]"
    ),
    "illegal.sor_penalty_unpaid": (
        "За лидера {leader} нужно заплатить {penalty} ед. лояльности из греческих городов со "
        "стенами, где она есть. [{rule}]"
    ),
    "illegal.sor_no_sicily_reduction": "Скидка Сицилии здесь не применяется. [{rule}]",
}
