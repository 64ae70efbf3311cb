"""The talents a faction keeps against a rival's Consul for Life.

A rival elected Consul for Life has won the game [1.12]. His nominee adds his Influence to
his votes [1.09.82], and a faction's No votes can only be raised by its senators' talents,
a talent a bought vote [1.09.13]: a faction that spent its purses in the Forum cannot stop
him in the Senate. So while a rival could carry a nomination against the senators in Rome
who oppose him, a faction spends no talent below its part of the votes to buy against
him. Nor does it hand a rival's senator the office, or the prosecution, whose Influence
takes him to the 35 that make him Consul for Life at once [1.09.823]. Built from the
seat's own view: Influence, Oratory, knights and purses are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.ror.rules.senate.consul_for_life import AUTOMATIC_AT, ELECTION_MIN, MILITARY_REFORMS
from bot.games.ror.rules.senate.prosecutions import CONVICTION_LOSS

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen

#: a senator this short of the Influence to be nominated may reach it this turn: the
#: Dictator gains 7 [1.09.33], a Consul 5 [1.09.22], a victory more [1.10.4]
NEAR = 10
#: votes kept beyond the count: the Influence the nominee may still gain this turn (a
#: Dictator's 7, a Censor's 5), and the senators his faction may persuade to join it
MARGIN = 12


def own_votes(s: Any) -> int:
    return int(s.oratory) + int(s.knights)


def in_senate(view: Any) -> list[Any]:
    """The aligned senators who vote in the Senate [1.09.11]."""
    return [s for s in view.senators if s.faction is not None and s.in_rome]


def shortfall(view: Any, rival: str) -> int:
    """The bought votes the senators in Rome outside `rival` lack to outvote his best
    nominee for Consul for Life, his Influence counted at 21 at least, his faction's
    purses all spent for him, plus MARGIN; 0 when he has no senator near 21 Influence
    [1.09.13, 1.09.82]."""
    attending = in_senate(view)
    near = [s for s in attending if s.faction == rival and s.influence >= ELECTION_MIN - NEAR]
    if not near:
        return 0
    nominee = max(int(s.influence) for s in near)
    yes = max(nominee, ELECTION_MIN) + sum(
        own_votes(s) + int(s.talents) for s in attending if s.faction == rival
    )
    no = sum(own_votes(s) for s in attending if s.faction != rival)
    return max(0, yes - no + MARGIN)


def guard(seen: Seen) -> int:
    """The talents this faction's senators in Rome keep: its even part, among the factions
    in Rome against him, of the most dangerous rival's shortfall. Each keeps its own part:
    the others' purses may be spent or persuaded away before the vote [1.07.4]."""
    attending = in_senate(view := seen.view)
    kept = 0
    for rival in {s.faction for s in attending if s.faction != seen.seat}:
        against = len({s.faction for s in attending if s.faction != rival})
        kept = max(kept, -(-shortfall(view, rival) // max(1, against)))
    return kept


def keeps(seen: Seen, amount: int) -> bool:
    """Whether this faction's senators in Rome, `amount` talents spent, still hold the
    guard."""
    held = sum(int(s.talents) for s in seen.mine() if s.in_rome)
    return held - amount >= guard(seen)


def spares(seen: Seen, senator: Any, amount: int) -> bool:
    """Whether `senator` may spend `amount` talents and leave the guard in place: one
    abroad votes no more, whatever his purse [1.09.11]."""
    return senator is None or not senator.in_rome or keeps(seen, amount)


#: Active wars from which a faction lets a rival's Consul for Life end the game (a
#: victory) rather than shake or starve the Senate that must fight them [1.12]: it gives
#: the talents it keeps against him to a State short of them, and tries no knife
PRESSED = 2


#: Influence from which a rival's senator is a danger worth a prosecution: within NEAR
#: of a nomination, and rising towards the 35 that appoint him [1.09.82, 1.09.823]
DANGER_FROM = 12
#: what each point of the accused's Influence above DANGER_FROM adds to a prosecution;
#: a Major charge kills him if he is found guilty [1.09.442], a Minor one costs him 5
#: Influence [1.09.441]
DANGER_WORTH = {"major": 1.5, "minor": 1.0}


def danger(seen: Seen, senator: Any) -> int:
    """How near a rival's senator is to Consul for Life: his Influence above DANGER_FROM;
    0 for one of ours or an unaligned one."""
    if senator is None or senator.faction in (None, seen.seat):
        return 0
    return max(0, int(senator.influence) - DANGER_FROM)


#: what each point of Influence costs that an office leaves a rival's senator within NEAR
#: of the 35 that appoint him Consul for Life [1.09.823]
CROWN_WORTH = 3.0
#: an office that takes him to 35 hands his faction the game unless he dies before the
#: end of the Revolution Phase [1.12]: worth no general's Military
CROWNED = 100.0


def crowning(seen: Seen, senator: Any, gain: int) -> float:
    """What an office worth `gain` Influence costs this faction in the hands of a rival's
    senator in Rome: CROWNED if it makes him Consul for Life at once, CROWN_WORTH a point
    above NEAR short of it otherwise; 0 for ours, an unaligned one, under the Military
    Reforms law, or once Rome has its Consul for Life [1.09.823]."""
    if senator is None or senator.faction in (None, seen.seat) or not senator.in_rome:
        return 0.0
    if not _crown_open(seen):
        return 0.0
    after = int(senator.influence) + gain
    if after >= AUTOMATIC_AT:
        return CROWNED
    return CROWN_WORTH * max(0, after - (AUTOMATIC_AT - NEAR))


def _crown_open(seen: Seen) -> bool:
    """35 Influence still make a senator Consul for Life: Rome has none, and the Military
    Reforms law is not in play [1.09.823]."""
    view = seen.view
    return view.consul_for_life is None and not any(law.id == MILITARY_REFORMS for law in view.laws)


def crowned_by(seen: Seen, senator: Any, gain: int) -> bool:
    """Whether `gain` Influence takes an aligned senator, of any faction, to the 35 that
    make him Consul for Life at once, in Rome or as he comes back to it [1.09.823]."""
    if senator is None or senator.faction is None or not _crown_open(seen):
        return False
    return int(senator.influence) + gain >= AUTOMATIC_AT


def crowns(seen: Seen, senator: Any, gain: int) -> bool:
    """Whether `gain` Influence makes a rival's senator in Rome Consul for Life at once
    [1.09.823]."""
    return crowning(seen, senator, gain) >= CROWNED


def prosecution_value(seen: Seen, proposal: Any) -> float:
    """Against the prosecution of one of ours; for a rival's, the more the nearer he is to
    Consul for Life; the leading rival's senators first among the rest [1.09.41]."""
    accused = seen.named(proposal.get("accused"))
    if accused is None:
        return 0.0
    if accused.faction == seen.seat:
        return -10.0
    charge = "major" if "major" in (proposal.get("kind"), proposal.get("charge")) else "minor"
    worth = danger(seen, accused) * DANGER_WORTH[charge]
    # the Prosecutor gains half the Influence the accused loses, a dead man all [1.09.44]
    lost = (
        int(accused.influence)
        if charge == "major"
        else min(CONVICTION_LOSS, int(accused.influence))
    )
    crowned = crowning(seen, seen.named(proposal.get("prosecutor")), -(-lost // 2))
    return (1.0 if seen.rival_of_leader(accused.card) else -0.5) + worth - crowned


def special_prosecution_value(seen: Seen, proposal: Any) -> float:
    """The Leader of a caught assassin's faction tried for his life [1.09.74]: against it
    for ours; for it otherwise, a faction that sends assassins threatens every other, the
    more the nearer he is to Consul for Life."""
    accused = seen.named(proposal.get("accused"))
    if accused is None:
        return 0.0
    if accused.faction == seen.seat:
        return -10.0
    leading = 1.0 if seen.rival_of_leader(accused.card) else 0.0
    return 1.0 + leading + danger(seen, accused) * DANGER_WORTH["major"]


def censor_value(seen: Seen, proposal: Any) -> float:
    """The Censor gains 5 Influence, and when every candidate put forward fails, the last
    one left is appointed [1.09.4]: a candidate from outside the faction of the most
    dangerous rival among the others is worth that danger (he keeps the rival out), that
    rival's own candidacy as much against."""
    candidate = seen.named(proposal.get("senator"))
    if candidate is None:
        return 0.0
    free = [s for s in in_senate(seen.view) if s.office in (None, "censor")]
    eligible = [s for s in free if s.prior_consul] or free
    worst = max(eligible, key=lambda s: (danger(seen, s), s.card), default=None)
    if worst is None or not danger(seen, worst):
        return 0.0
    if candidate.faction == worst.faction:
        return -float(danger(seen, worst))
    return float(danger(seen, worst))
