"""The Revolution Phase's civil war: whether a victorious commander revolts, or under the
Rebel Governors rule a governor, and which of his faction-mates join him to pay his army
[1.11.3, 1.11.32, 1.11.33, 1.12.2, 2.03]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.floor_options import SPEAKERS
from bot.games.ror.ai.seen import MAX_UNITS, Scorer, Seen
from bot.games.ror.ai.treasury import (
    ANNUAL_REVENUE,
    LAND_BILL_UPKEEP,
    RESERVE,
    WAR_DEBIT,
    paid_units,
    wars_at_revenue,
)
from bot.games.ror.ai.unrest import people_revolt_chance, unrest_at_speech
from bot.games.ror.rules.revolution.rebels import MAINTENANCE


def _following(seen: Seen) -> tuple[int, int] | None:
    """(Legions, veterans) that would follow a rebel, once loyalty is tested; None before
    the test."""
    legions, veterans = seen.data.get("following_legions"), seen.data.get("following_veterans")
    return (legions, veterans) if isinstance(legions, int) and isinstance(veterans, int) else None


def _roll_loyalty(seen: Seen, a: Any) -> float:
    """Test the army first: the test binds nobody to revolt [1.11.31]."""
    return float(1.0 - 0.2 * a.talents)


def our_revolt(seen: Seen) -> bool:
    """A senator of ours marches on Rome [1.11.3]."""
    army = seen.view.rebel_army
    return army is not None and seen.is_mine(army.commander)


def _rebel_force(seen: Seen, rebel: Any) -> Any:
    """The army a rebel marches with, or the force he would march with if he declared."""
    card = rebel.card if rebel is not None else None
    army = seen.view.rebel_army
    if army is not None and army.commander == card:
        return army
    return next((f for f in seen.view.forces if f.commander == card), None)


def _may_join(seen: Seen, rebel: Any) -> list[Any]:
    """His faction-mates whose talents pay a rebel's army if they join his revolt, richest
    first: free, and commanding no army of their own, which would go back to the Senate
    [1.11.32, 1.11.33]."""
    card = rebel.card if rebel is not None else None
    force = _rebel_force(seen, rebel)
    horse = force.master_of_horse if force is not None else None
    free = [
        s
        for s in seen.mine()
        if s.card != card and not (s.rebel or s.captive) and (s.command is None or s.card == horse)
    ]
    return sorted(free, key=lambda s: (-s.talents, s.card))


def _rebel_funds(seen: Seen, rebel: Any) -> int:
    """The talents his army's upkeep draws on now: his own, his fellow rebels' and his
    Faction Treasury [1.06.2, 1.11.33]."""
    mine = next((f for f in seen.view.factions if f.seat == seen.seat), None)
    treasury = mine.treasury if mine is not None and mine.treasury is not None else 0
    rebels = sum(int(s.talents) for s in seen.mine() if s.rebel)
    if rebel is not None and not rebel.rebel:
        rebels += int(rebel.talents)
    return rebels + int(treasury)


def _rebel_purse(seen: Seen, rebel: Any) -> int:
    """What pays the rebel's army at the next Revenue Phase, before any Redistribution:
    his funds and the talents of the senators free to join him [1.06.2, 1.11.32]."""
    return _rebel_funds(seen, rebel) + sum(int(s.talents) for s in _may_join(seen, rebel))


def _joining(seen: Seen) -> list[str]:
    """The senators of the rebel's faction who join him to pay his army's upkeep at the
    next Revenue Phase: the richest first, no more than it needs [1.06.2, 1.11.32]."""
    army = seen.view.rebel_army
    if army is None or not our_revolt(seen):
        return []
    rebel = seen.senator(army.commander)
    loyal_to = set(seen.view.rebels)
    units = army.legions + sum(n for v, n in army.veterans.items() if v not in loyal_to)
    need = MAINTENANCE * units - _rebel_funds(seen, rebel)
    joining = []
    for senator in _may_join(seen, rebel):
        if need <= 0 or senator.talents <= 0:
            break
        joining.append(senator.card)
        need -= senator.talents
    return joining


def _revolt_margin(seen: Seen, legions: int, veterans: int) -> int:
    """The rebel's strength less the army the Senate could raise against him from Rome.

    His army is what his purse keeps at the next Revenue Phase, 2 talents a unit, before
    the Senate meets him: Legions first, then Veterans of another allegiance; the rest go
    back to the Senate. His own Veterans serve free and desert to him from wherever they
    are [1.06.2, 1.11.33, 1.11.36]. The Senate has the legions in Rome, those that would
    not follow him or that he cannot pay, the veterans there and its best commander's
    Military [1.11.3, 1.11.35]."""
    data, view = seen.data, seen.view
    rebel = seen.named(data.get("senator"))
    card = rebel.card if rebel is not None else None
    force = _rebel_force(seen, rebel)
    own = force.veterans.get(card, 0) if force is not None else 0
    deserting = sum(f.veterans.get(card, 0) for f in view.forces if f is not force)
    deserting += view.veterans_in_rome.get(card, 0)
    paid = _rebel_purse(seen, rebel) // MAINTENANCE
    paid_legions = min(legions, paid)
    paid_veterans = max(0, min(veterans - own, paid - paid_legions))
    units = paid_legions + 2 * (paid_veterans + own + deserting)
    strength = units + min(rebel.military if rebel is not None else 0, units)
    returning = int(data.get("legions", 0)) - paid_legions
    returning += 2 * (int(data.get("veterans", 0)) - own - paid_veterans)
    return int(strength - senate_army(seen, card, returning))


def senate_army(seen: Seen, rebel: str | None, returning: int) -> int:
    """The strength the Senate could send against a rebel: the Legions in Rome and those
    that come back to it from him, the Veterans in Rome of other allegiances, the Legions
    its treasury above its reserve raises, and its best commander's Military
    [1.09.63, 1.11.35]."""
    view = seen.view
    loyal = view.legions + returning + 2 * sum(view.veterans_in_rome.values())
    if rebel is not None:
        loyal -= 2 * view.veterans_in_rome.get(rebel, 0)
    raised = 0 if view.no_recruitment else max(0, view.treasury - RESERVE) // seen.unit_cost()
    loyal += min(raised, max(0, MAX_UNITS - int(view.legions)))
    return int(loyal + min(seen.best_military(), loyal))


#: Unrest at which a People Revolt is near: a rebel in revolt then wins it [1.12.3]
RESTLESS = 7
#: Active wars at which a revolt is not declared: with his own war the next card drawn
#: could make four, and a rebel who cannot beat them loses with Rome [1.12.3]
REBEL_WARS = 2
#: the chance of a People Revolt at the next speech from which a rebel wins more often
#: than Rome is lost to it: the revolt ends the game before the Senate can fight him
PEOPLE_RISING = 0.4


def _rising(seen: Seen) -> float:
    """The chance of a People Revolt at the next speech, by the Dictator or Rome Consul
    who gives it [1.08]."""
    speaker = next((s for o in SPEAKERS for s in seen.view.senators if s.office == o), None)
    popularity = int(speaker.popularity) if speaker is not None else 0
    return people_revolt_chance(unrest_at_speech(seen), popularity)


def _bankrupting(seen: Seen, legions: int, veterans: int) -> bool:
    """The State cannot pay the next Revenue Phase's debits (the wars the Mortality Phase
    activates and the civil war counted, the units that follow the rebel not: he pays
    them), even if every other faction's senators gave it every talent they hold
    [1.05.1, 1.06.53, 1.11.3, 1.11.33]."""
    view = seen.view
    wars = wars_at_revenue(view) + 1
    bills = sum(LAND_BILL_UPKEEP.get(b.type, 0) for b in view.land_bills)
    debits = 2 * (paid_units(view) - legions - veterans) + WAR_DEBIT * wars + bills
    given = sum(int(s.talents) for s in view.senators if s.faction not in (None, seen.seat))
    return bool(debits > int(view.treasury) + ANNUAL_REVENUE + given)


def _declare_revolt(seen: Seen, a: Any) -> float:
    """Revolt when the army that follows is a match for what Rome could send, or when the
    people are about to revolt or the State to go bankrupt, which the rebel would win
    (before the Senate meets him, whatever army it could send); never while Rome has wars
    enough that his own and the next drawn could make four, nor, for the People Revolt
    and bankruptcy, one more [1.11.3, 1.12.2 II, 1.12.3]."""
    following = _following(seen)
    wars = seen.active_wars()
    if following is None or wars > REBEL_WARS:
        return -2.0
    if _rising(seen) >= PEOPLE_RISING or _bankrupting(seen, *following):
        return 2.0  # 1.12.2 II: a People Revolt or bankruptcy while he is in revolt
    if wars >= REBEL_WARS:
        return -2.0
    margin = _revolt_margin(seen, *following)
    if margin >= 0 or (seen.view.unrest >= RESTLESS and margin >= -4):
        return 2.0
    return -2.0


def _governor_revolt(seen: Seen, a: Any) -> float:
    """A governor in his province may revolt with its garrison, which follows him untested
    (1.11.31 with 2.03); his revolt is one of Rome's wars, so never while there are wars
    enough that it and the next drawn could make four. Staying there he wins only by a
    bankruptcy or a People Revolt while in revolt, his province's strength guarding him;
    he stays for those. He marches on Rome when the garrison his purse keeps, with his
    Military, is a match for what the Senate could send (his provincial armies left out:
    the province's own upkeep is paid before his army's, from his province's revenue and
    the same purses) [1.11.3, 1.11.33, 1.12.2, 2.03]."""
    governor = seen.senator(a.senator)
    province = next((p for p in seen.view.provinces if p.governor == a.senator), None)
    if governor is None or province is None or seen.active_wars() > REBEL_WARS:
        return -2.0
    if _bankrupting(seen, province.garrison, 0) or _rising(seen) >= PEOPLE_RISING:
        return 1.0 if a.march else 2.0  # 1.12.2 II, before the Senate meets him
    if not a.march or seen.active_wars() >= REBEL_WARS:
        return -2.0
    legions = min(province.garrison, _rebel_purse(seen, governor) // MAINTENANCE)
    strength = legions + min(int(governor.military), legions)
    return 2.0 if legions and strength >= senate_army(seen, governor.card, 0) else -2.0


def _choose_side(seen: Seen, a: Any) -> float:
    """A senator joins his faction's revolt only when its army needs his talents; the
    others keep their seats, offices and concessions, and their lives should it fail
    [1.11.32, 1.11.33, 1.11.371]."""
    if not a.rebel:
        return 0.0
    return 1.0 if a.senator in _joining(seen) else -1.0


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "roll_loyalty": _roll_loyalty,
    "lay_down_command": lambda seen, a: 0.0,
    "declare_revolt": _declare_revolt,
    "governor_revolt": _governor_revolt,
    "choose_side": _choose_side,
}
