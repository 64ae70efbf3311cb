"""Proscription, right after a civil war Victory (intrigue.json, 1.11.371): every Knight on
the board is eliminated and the HRAO, victorious commanders counted as in Rome, takes 1d6
talents for each; his faction may never recruit Knights again, and every other faction
attracts them a point more easily. `basic` plays the card, or accepts another's, only when
the HRAO is its own senator and the talents are worth more than its own Knights."""

from __future__ import annotations

from bot.games.ror.ai.seen import Scorer, Seen

#: what 1d6 talents a Knight bring on average
AVERAGE_DIE = 3.5
#: what a Knight is worth to his faction, in talents: a talent a turn for the turns a game
#: has left, and a vote in the Senate [1.07.5]
KNIGHT_WORTH = 6.0
#: what the HRAO's faction gives up for good: no Knight recruited again, every rival a
#: point better at attracting them [1.07.5]
BARRED = 10.0


def proscription_value(seen: Seen) -> float:
    """What proscribing every Knight is worth to this faction, in talents: the HRAO's dice
    and the rivals' Knights lost (shared among them), less its own Knights and what it
    gives up for good; a rival's HRAO's gain is never worth the card. The prompt names
    the HRAO, victorious commanders counted as in Rome."""
    top = seen.named(seen.data.get("senator"))
    if top is None or top.faction != seen.seat:
        return -1.0
    total = sum(int(s.knights) for s in seen.view.senators)
    own = sum(int(s.knights) for s in seen.mine())
    rivals = max(1, len(seen.view.factions) - 1)
    lost_by_rivals = KNIGHT_WORTH / rivals * (total - own)
    return AVERAGE_DIE * total + lost_by_rivals - KNIGHT_WORTH * own - BARRED


def proscription_consent(seen: Seen, agree: bool) -> float:
    """The HRAO's faction accepts another's Proscription on the same count."""
    return proscription_value(seen) if agree else 0.0


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "play_proscription": lambda seen, a: proscription_value(seen),
}
