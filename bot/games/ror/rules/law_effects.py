"""Lasting effects of laws in play read outside the Senate [1.07.36, laws.json]: the
Servilian Law's knight bonus (Forum) and the Plautian-Papirian Law's halving of the Social
War (Combat). The Senate's own (Calpurnian and Acilian fines, Tradition Erodes, Military
Reforms, Lex Vatinia) are read where the Senate needs them."""

from __future__ import annotations

from bot.games.ror.rules.state import RorState

SERVILIAN = "law:servilian"
PLAUTIAN_PAPIRIAN = "law:plautian_papirian"
GABINIAN = "law:gabinian"  # combat/gabinian.py: commanders recruit at the start of Combat
MANILIAN = "law:manilian"  # revolution/manilian.py: a victorious army moves on
SOCIAL_WAR = "war:social"


def servilian_bonus(state: RorState, seat: str | None) -> int:
    """Servilian Law: +1 on every later knight attraction roll of the faction that played
    it (not when it was discarded to repeal the Acilian Law)."""
    return 1 if SERVILIAN in state.laws and state.law_players.get(SERVILIAN) == seat else 0


def social_war_strength(state: RorState, war: str, printed: int) -> int:
    """Plautian-Papirian Law: the Social War's printed strength is halved (rounded up,
    RULES 1.5)."""
    if war == SOCIAL_WAR and PLAUTIAN_PAPIRIAN in state.laws:
        return (printed + 1) // 2
    return printed
