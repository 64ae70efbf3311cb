"""Russian texts of Here I Stand: the events part (what the game master says)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.his_setup": "На том стою: папские процедуры начинаются.",
    "event.his_turn_ends": "Ход {turn} окончен.",
    "event.his_card_draw": "Фаза раздачи карт, ход {turn}.",
    "event.his_card_draw_modifier": (
        "{power}: пока держава отлучена, она получает при раздаче на одну карту меньше "
        "(фишка «-1 карта») [#5.B]."
    ),
    "event.his_hand_size": {
        "one": "{power}: рука введена, {count} карта.",
        "few": "{power}: рука введена, {count} карты.",
        "many": "{power}: рука введена, {count} карт.",
        "other": "{power}: рука введена, {count} карты.",
    },
    "event.his_hand_entered": "Ваша рука в том виде, как вы её ввели: {cards}.",
    "event.his_card_played": "{power}: разыграна карта {card} [{rule}].",
    "event.his_card_given": "{power}: отдана карта Папству [{rule}].",
    "event.his_card_given_seen": "{power}: Папству отдана карта {card} [{rule}].",
    # board updates
    "event.his_units_set": ("{power}, {space}: {his_units}."),
    "event.his_leader_set": "{power}: полководец {leader} (бой {battle}) — {space}.",
    "event.his_leader_off": "{power}: полководец {leader} покидает карту.",
    "event.his_war_declared": "{power} и {other} — в состоянии войны.",
    "event.his_peace_made": "{power} и {other} заключают мир.",
    "event.his_alliance_made": "{power} и {other} — в союзе.",
    "event.his_alliance_ended": "{power} и {other} больше не в союзе.",
    "event.his_ruler_changed": "{power}: новый правитель — {ruler}.",
    "event.his_unrest_set": "Беспорядки: {space}.",
    "event.his_unrest_set.off": "Беспорядков больше нет: {space}.",
    "event.his_religion_set": "{space}: теперь религия — {religion}.",
    "event.his_papal_space_set": "{space}: под контролем — {power}.",
    "event.his_reformer_set": "{reformer}: поставлен — {space}.",
    "event.his_debater_committed": "Богослов {reformer} задействован ради карты {card}.",
    "event.his_st_peters_built": (
        "Папство тратит {cp} ОК на собор Святого Петра: ПО: {vp}, ОК до следующего: {progress}."
    ),
    # Sack of Rome
    "event.his_sack_played": (
        "{power}: разыграно «Разграбление Рима» соединением державы {owner} (область "
        "{space}) [{rule}]."
    ),
    "event.his_sack_moves": (
        "{owner}: соединение уходит в Рим (откуда: {space}): {his_formation} [{rule}]."
    ),
    "event.his_sack_window": (
        "Полевое сражение в Риме: {owner} — кости: {attacker_dice}, против папских регулярных "
        "войск — кости: {defender_dice} (одна дополнительная кость; ничья — в пользу Папства). "
        "Обе стороны могут заявить боевые карты, любая держава — ответные [{rule}]."
    ),
    "event.his_battle_card": (
        "{power}: разыграна карта {card}: атакующему +{attacker_dice}, обороне "
        "+{defender_dice} к кубикам [{rule}]."
    ),
    "event.his_sack_battle": (
        "Сражение: попаданий {attacker_hits} против {defender_hits}; побеждает: {winner} [{rule}]."
    ),
    "event.his_casualties": ("{power}: потери — {his_units} [{rule}]."),
    "event.his_sack_returns": ("{owner}: выжившие возвращаются — {space}; {his_units} [{rule}]."),
    "event.his_sack_repulsed": "Рим устоял: {card} уходит в сброс [{rule}].",
    "event.his_st_peters_loss": (
        "Собор Святого Петра теряет 5 ОК: {before} → {after} (ПО: {vp}, ОК до следующего: "
        "{cp}) [{rule}]."
    ),
    "event.his_grab_nothing": (
        "У Папства нет карт, кроме домашних: {owner} ничего не тянет [{rule}]."
    ),
    "event.his_grab_one": ("{owner}: взята единственная карта Папства, кроме домашних [{rule}]."),
    "event.his_grab_one_seen": "Вы берёте из руки Папства карту {card} [{rule}].",
    "event.his_grab_two": (
        "{owner}: вытянуты две случайные карты из руки Папства; одна останется, другая "
        "уйдёт в сброс [{rule}]."
    ),
    "event.his_grab_two_seen": ("Вы вытянули из руки Папства: {cards}. Оставьте одну [{rule}]."),
    "event.his_grab_kept": ("{owner}: одна карта оставлена, другая сброшена втёмную [{rule}]."),
    "event.his_grab_kept_seen": "Вы оставляете {kept} и сбрасываете {discarded} [{rule}].",
    "event.his_sack_removed": "Рим разграблен: {card} выходит из игры [{rule}].",
    # Papal Bull
    "event.his_reformer_excommunicated": (
        "{reformer} отлучён: он и его богослов вне карты до конца хода, богослов "
        "задействован [{rule}]."
    ),
    "event.his_debate_called": ("Папство объявляет диспут в языковой зоне: {zone} [{rule}]."),
    "event.his_debate_declined": ("Папство не объявляет диспута в языковой зоне: {zone} [{rule}]."),
    "event.his_luther_debates": (
        "{card}: отлучённый Лютер вводится в диспут; после него он снова уходит с карты [{rule}]."
    ),
    "event.his_reformer_returns": (
        "{reformer} возвращается — {space}; его богослов не задействован [{rule}]."
    ),
    "event.his_ruler_excommunicated": (
        "Отлучение: {ruler} ({power}); фишка «-1 карта» — на карте державы [{rule}]."
    ),
    "event.his_unrest_placed": "Папство ставит беспорядки: {space} ({power}) [{rule}].",
    "event.his_no_unrest_space": (
        "{power}: нет незанятой родной области для беспорядков [{rule}]."
    ),
    "event.his_excommunication_lifted": "{power}: отлучение снято ({how}) [{rule}].",
    "event.his_bull_done": "Папская булла разыграна [{rule}].",
}
