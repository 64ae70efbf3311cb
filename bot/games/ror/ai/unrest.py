"""Unrest and the State of the Republic speech: what a speech is expected to cost, by
the speaker's Popularity, and the chance of a People Revolt [1.08]."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import product
from typing import TYPE_CHECKING, Any

from bot.games.ror.ai.floor_options import SPEAKERS
from bot.games.ror.rules.popularity import LOWEST
from bot.games.ror.rules.population import population_row
from bot.games.ror.rules.senate.proposals import SeenProposal
from bot.games.ror.rules.senate.prosecutions import CONVICTION_LOSS

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen


#: what a People Revolt, every faction's defeat, costs each faction [1.08, 1.12.3]
PEOPLE_REVOLT_COST = 100.0
#: what each point of Unrest a speech adds costs a faction (one it takes off: a gain), and
#: a turn of No Recruitment [1.08]
UNREST_HARM, NO_RECRUITMENT_HARM = 2.0, 10.0
#: how many of the 216 rolls of 3d6 make each total (the State of the Republic roll)
THREE_D6 = Counter(sum(dice) for dice in product(range(1, 7), repeat=3))


@cache
def speech_harm(unrest: int, popularity: int) -> float:
    """What a State of the Republic speech is expected to cost: a People Revolt, the Unrest
    it adds and No Recruitment, by the Population Table row of 3d6 - Unrest + the speaker's
    Popularity [1.08]."""
    total = 0.0
    for roll, ways in THREE_D6.items():
        row = population_row(roll - unrest + popularity)
        if row.unrest is None:
            total += PEOPLE_REVOLT_COST * ways
            continue
        total += UNREST_HARM * row.unrest * ways
        total += NO_RECRUITMENT_HARM * ways if "NR" in row.flags else 0.0
    return total / 216


@cache
def people_revolt_chance(unrest: int, popularity: int) -> float:
    """The chance that a State of the Republic speech falls on the People Revolt row of
    the Population Table: 3d6 - Unrest + the speaker's Popularity below 0 [1.08]."""
    revolts = sum(
        ways
        for roll, ways in THREE_D6.items()
        if population_row(roll - unrest + popularity).unrest is None
    )
    return revolts / 216


def unrest_at_speech(seen: Seen) -> int:
    """Unrest at the next State of the Republic speech: today's, and one more for each
    Active war no force fights yet (1.10.9 unprosecuted)."""
    fought = {f.war for f in seen.view.forces}
    unfought = sum(1 for w in seen.view.wars if w.status == "active" and w.id not in fought)
    return int(seen.view.unrest) + unfought


def speaker_risk(seen: Seen, speaker: Any) -> float:
    """What his State of the Republic speech is expected to cost beyond a speaker of no
    Popularity's (less: a gain); his Popularity is added to the roll [1.08] (Catiline's
    conspiracy, say, leaves the HRAO at -5)."""
    unrest = unrest_at_speech(seen)
    return speech_harm(unrest, int(speaker.popularity)) - speech_harm(unrest, 0)


def speech_risk(seen: Seen, kind: str, proposal: SeenProposal) -> float:
    """A Minor conviction costs the accused 5 Popularity [1.09.441]: convicting the
    official who will give the next State of the Republic speech raises what it is
    expected to cost: a People Revolt, which every faction loses, most of all [1.08]."""
    # the charge: `kind` in the params on the floor, `charge` on a ballot
    charge = (proposal.get("charge"), proposal.get("kind"))
    if seen.view is None or kind != "prosecution" or "minor" not in charge:
        return 0.0
    accused = seen.senator(proposal.get("accused"))
    if accused is None or accused.office not in SPEAKERS:
        return 0.0
    unrest = unrest_at_speech(seen)
    popularity = int(accused.popularity)
    fallen = max(popularity - CONVICTION_LOSS, LOWEST)
    return speech_harm(unrest, popularity) - speech_harm(unrest, fallen)


#: Unrest below which the State of the Republic roll (3d6 - Unrest + the HRAO's
#: Popularity) seldom raises it: no Land Bill is worth its upkeep then [1.08]
CALM = 3
#: Unrest at which a Land Bill is passed whatever the State's reserve
STIRRING = 5
