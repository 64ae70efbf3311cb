"""The public numbers of the Republic at one moment, for the phase summaries: what each
senator holds (Influence, Popularity, Knights, talents, office), the State Treasury, Unrest,
the wars and the units. Only what every player sees [1.04.9]: no hand, no faction treasury.

`turn.enter_phase` stamps it on each `phase_start` (and `turn_end`), so a summary compares
the tally at a phase's start with the one at its end, even when several phases run inside
one move."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.state import RorState


def public_tally(state: RorState) -> dict[str, Any]:
    return {
        "treasury": state.treasury,
        "unrest": state.unrest,
        "legions": state.legions,
        "veterans": len(state.veterans),
        "fleets": state.fleets,
        "away": [[f.war, f.legions + len(f.veterans), f.fleets] for f in state.forces],
        "wars": {w.card: w.status for w in state.wars},
        "senators": {
            s.card: [s.faction, s.influence, s.popularity, s.knights, s.talents, s.office]
            for s in sorted(state.senators.values(), key=lambda s: s.card)
        },
    }
