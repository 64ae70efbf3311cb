"""What the State must keep, owes and lacks: the reserve against bankruptcy, next turn's
debits, the Land Bills' costs [1.06.5, 1.06.53, 1.12.3]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.modifiers import RHODIAN_FLEETS
from bot.games.ror.rules.units import MAX_FLEETS

#: the State keeps at least this much in its treasury, and the upkeep of its units
#: [1.12.3: bankruptcy loses the game]
RESERVE = 30
#: talents above the reserve (after a raise) that let the State keep a standing army
RICH = 80
#: what the State keeps beyond its reserve before it raises units while no war is Active
IDLE_MARGIN = 40
#: talents above the reserve below which the State's treasury counts as short
SAFE_MARGIN = 40
#: the State's debit for each Active war and the Land Bills' upkeep each turn [1.06.53]
WAR_DEBIT = 20
LAND_BILL_UPKEEP = {"II": 5, "III": 10}
#: what each Land Bill costs the State at a Revenue Phase: Type I once, then its upkeep
#: [1.09.62]
LAND_BILL_COST = {"I": 20, "II": 5, "III": 10}
#: the part of the State's annual 100 talents counted on to pay next turn's debits [1.06.5]
INCOME_COUNTED = 60
#: Active wars at which Rome falls at the end of the Combat Phase [1.10.9]
FOUR_WARS = 4
#: the State's annual revenue [1.06.5]
ANNUAL_REVENUE = 100


def lent_fleets(view: Any) -> int:
    """The Fleets the Rhodian Maritime Alliance lends the State while it is in play: 8, or
    12 dark, within the 25-fleet limit; the State pays their upkeep [1.07.21]."""
    level = max((int(e.level) for e in view.events if e.id == "rhodian_alliance"), default=0)
    rebel = view.rebel_army.fleets if view.rebel_army is not None else 0
    own = int(view.fleets) + sum(int(f.fleets) for f in view.forces) + int(rebel)
    return max(0, min(RHODIAN_FLEETS[min(level, 2)], MAX_FLEETS - own))


def reserve(view: Any, units: int = 0) -> int:
    """What the State keeps in hand: next turn's debits (2 talents a unit, `units` more
    raised, the lent Fleets, 20 an Active war, the Land Bills' upkeep) beyond the part of
    its 100 talents of annual revenue counted on, and a margin against events [1.06.5,
    1.07.21, 1.12.3 bankruptcy]."""
    kept = int(view.legions + view.fleets) + sum(int(f.legions + f.fleets) for f in view.forces)
    kept += lent_fleets(view)
    wars = sum(1 for w in view.wars if w.status == "active")
    bills = sum(LAND_BILL_UPKEEP.get(b.type, 0) for b in getattr(view, "land_bills", []))
    debits = 2 * (kept + units) + WAR_DEBIT * wars + bills
    if wars >= FOUR_WARS:
        # Rome falls at this Combat Phase's end unless it wins a war: keep only what next
        # turn's debits, less that war's, need beyond the whole annual revenue, and no
        # margin against events [1.10.9]
        return max(0, debits - WAR_DEBIT - ANNUAL_REVENUE)
    return RESERVE + max(0, debits - INCOME_COUNTED)


def paid_units(view: Any) -> int:
    """The Legions and Fleets the State pays for: in Rome, at war, in garrison; Veterans
    too, and the Fleets Rhodes lends [1.06.53, 1.07.21]."""
    return lent_fleets(view) + int(
        view.legions
        + view.fleets
        + sum(view.veterans_in_rome.values())
        + sum(f.legions + f.fleets + sum(f.veterans.values()) for f in view.forces)
        + sum(p.garrison for p in view.provinces)
    )


def debits_lacking(view: Any) -> int:
    """What the State, its revenue in, lacks for this Revenue Phase's debits: 2 talents a
    Legion and Fleet it pays for, 20 an Active war, the Land Bills [1.06.53]."""
    units = paid_units(view)
    wars = sum(1 for w in view.wars if w.status == "active")
    bills = sum(LAND_BILL_COST.get(b.type, 0) for b in view.land_bills)
    return max(0, 2 * units + WAR_DEBIT * wars + bills - int(view.treasury))


def wars_at_revenue(view: Any) -> int:
    """The wars Active at the next Revenue Phase: those Active now and, from each matching
    set with a card in the Imminent box, the earliest, which the Mortality Phase before it
    activates [1.05.1]."""
    imminent = {
        getattr(WAR_DATA.get(w.id), "series", None) or w.id
        for w in view.wars
        if w.status == "imminent"
    }
    return sum(1 for w in view.wars if w.status == "active") + len(imminent)
