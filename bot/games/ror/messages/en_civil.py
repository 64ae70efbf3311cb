"""The Senate's armies against the Primary Rebel [1.09.64, 1.11.35-1.11.36, 2.03]."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "action.propose_attack_rebel": (
        "Send {commander} with {legion_count} against the rebel {rebel} ({place})"
    ),
    "event.proposal_attack_rebel": (
        "{presiding_name} ({faction}) proposes to send {commander} with {legion_count} "
        "against the rebel {rebel} ({place}). [{rule}]"
    ),
    "event.rebel_attacked": (
        "⚔️ {name} marches with {legion_count} against the rebel {rebel_name} ({place}). [{rule}]"
    ),
    "illegal.no_rebel_to_attack": "Nobody is in revolt against the Senate [{rule}]",
    "illegal.rebel_attack_needs_legions": (
        "Name a commander and at least one legion or veteran legion in Rome [{rule}]"
    ),
    "illegal.veterans_loyal_to_the_rebel": (
        "{name}'s veteran legions are loyal to the rebels and will not march against them [{rule}]"
    ),
}
