"""Russian texts of Here I Stand: the board part (status board, picture, hand, summaries)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.his.board.st_peters": "Собор Святого Петра",
    "ui.his.board.st_peters_line": "ПО: {vp}, ОК до следующего: {cp}",
    "ui.his.board.impulse": "Импульс",
    "ui.his.board.excommunications": "Отлучены",
    "ui.his.board.excommunicated": "{power} ({ruler}): −1 карта при каждой раздаче с хода {turn}",
    "ui.his.board.reformer_excommunicated": "{reformer}: вне карты до следующего хода",
    "ui.his.board.relations": "Войны и союзы",
    "ui.his.board.war": "⚔️ {power} – {other}",
    "ui.his.board.alliance": "🤝 {power} – {other}",
    "ui.his.board.units": "Войска",
    "ui.his.board.stack": ("{space}: {power}, {his_units}{leaders}"),
    "ui.his.board.leader": "{leader} {battle}",
    "ui.his.board.reformers": "Реформаторы на карте",
    "ui.his.board.reformer": "{reformer}: {space}{committed}",
    "ui.his.board.committed": " (богослов задействован)",
    "ui.his.board.unrest": "Беспорядки",
    "ui.his.board.sack_title": "Идёт разграбление Рима",
    "ui.his.board.sack": (
        "{owner}: соединение в Риме (откуда: {origin}), {his_units}; кости: {attacker_dice} "
        "против {defender_dice}"
    ),
    "ui.his.board.seat": "{faction} — {occupant}",
    "ui.his.board.power": "{power}: {ruler}{modifier}",
    "ui.his.board.modifier": " · раздача {modifier}",
    "ui.his.board.papal_hand": {
        "one": "Рука Папства: {count} карта",
        "few": "Рука Папства: {count} карты",
        "many": "Рука Папства: {count} карт",
        "other": "Рука Папства: {count} карты",
    },
    "ui.his.board.no_power": "Нет державы",
    "ui.his.board.none": "Нет",
    "ui.his.board.footer": "Ход {turn} из {limit} · На том стою, папские процедуры",
    "ui.his.board.image_title": "На том стою · Ход {turn} · {phase}",
    "ui.his.hand.papal": "Рука Папства",
    "ui.his.hand.held": "Взятые вами карты",
    "ui.his.hand.drawn": "Две вытянутые карты: оставьте одну",
    "ui.his.hand.nothing": "Карты",
    "ui.his.hand.empty": "Карт нет",
    "ui.his.summary.sack": "Разграбление Рима (#95)",
    "ui.his.summary.bull": "Папская булла (#5)",
    "ui.his.summary.dice": "Кости",
    "ui.his.summary.what": "Что произошло",
}
