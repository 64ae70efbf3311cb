"""The response window before Cranmer's excommunication: its prompt, its choice, what the
game master says and the command that answers it."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "decision.his_bull_cranmer": (
        "{seat}: the Papal Bull is aimed at Cranmer. Answer it with a response card (Thomas "
        "Cromwell, #115: `/his cromwell`), or say you are done [{rule}]."
    ),
    "act.his_respond_cromwell": "{power} plays {card}: Cranmer stays",
    "event.his_cranmer_window": (
        "The Papacy aims the Papal Bull at {reformer}: before he is excommunicated, any power "
        "may answer with a response card [{rule}]."
    ),
    "event.his_cranmer_saved": (
        "{power} plays {card}: the Papal Bull against {reformer} is spent, he stays on the "
        "map [{rule}]."
    ),
    "cmd.his.cromwell": "Papal Bull aimed at Cranmer: answer it with Thomas Cromwell (#115)",
}
