"""Russian texts of The Republic of Rome: the civil part (the Senate's armies against the
Primary Rebel) [1.09.64, 1.11.35-1.11.36, 2.03]."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "action.propose_attack_rebel": "{commander}: {legion_count} → мятежник {rebel} ({place})",
    "event.proposal_attack_rebel": (
        "{presiding_name} ({faction}) предлагает поход на мятежника: {rebel} ({place}); "
        "командующий — {commander}, войска — {legion_count}. [{rule}]"
    ),
    "event.rebel_attacked": (
        "⚔️ {name} выступает против мятежника: {rebel_name} ({place}); войска: {legion_count}. "
        "[{rule}]"
    ),
    "illegal.no_rebel_to_attack": "Никто не восстал против Сената [{rule}]",
    "illegal.rebel_attack_needs_legions": (
        "Укажите командующего и хотя бы один легион или ветеранский легион в Риме [{rule}]"
    ),
    "illegal.veterans_loyal_to_the_rebel": (
        "{name}: его ветеранские легионы преданы мятежникам и не выступят против них [{rule}]"
    ),
}
