"""Russian texts of Here I Stand: the Cranmer part (the window before his excommunication)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "decision.his_bull_cranmer": (
        "{seat}: Папская булла направлена против Кранмера. Ответьте ответной картой (Томас "
        "Кромвель, #115: `/на_том_стою кромвель`) или скажите, что закончили [{rule}]."
    ),
    "act.his_respond_cromwell": "{power}: {card} — Кранмер остаётся",
    "event.his_cranmer_window": (
        "Папство направляет Папскую буллу против реформатора {reformer}: пока он не отлучён, "
        "любая держава может ответить ответной картой [{rule}]."
    ),
    "event.his_cranmer_saved": (
        "{power}: разыграна карта {card}; Папская булла против реформатора {reformer} "
        "потрачена впустую, он остаётся на карте [{rule}]."
    ),
    "cmd.his.cromwell": "Папская булла против Кранмера: ответить картой «Томас Кромвель» (#115)",
}
