"""The `basic` level: a heuristic scorer over the legal actions of The Republic of Rome.

It sees only what its seat may see: `view(state, seat)` (its own hand and treasury, the
public board), the decision waiting for it and its legal actions. Each action kind has a
small scoring function (`SCORERS`); the best score wins, the decision's default action
wins ties at zero, and equal scores are broken by the seeded random generator. An action
kind it does not know scores None: when nothing is known it plays at random, so a new
engine action never crashes it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import product
from typing import Any

from bot.engine.decisions import Decision
from bot.engine.engine import AnyGame
from bot.games.ror.ai.assassins import attempt_on_nominee, carried
from bot.games.ror.ai.ballots import typed_ballots
from bot.games.ror.ai.floor_options import FLOORS, SPEAKERS, floor_options
from bot.games.ror.ai.purses import gathering
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.ledger import senator as purse
from bot.games.ror.rules.population import population_row
from bot.games.ror.rules.refs import as_names
from bot.games.ror.rules.revolution.rebels import MAINTENANCE
from bot.games.ror.rules.senate.land_bills import LAND_BILL, MAX_POPULARITY, PASSAGE
from bot.games.ror.rules.senate.proposals import KINDS, SeenProposal
from bot.games.ror.rules.senate.prosecutions import CONVICTION_LOSS, MIN_POPULARITY
from bot.games.ror.rules.state import CIVIL_WAR, RorState

#: the State keeps at least this much in its treasury, and the upkeep of its units
#: [1.12.3: bankruptcy loses the game]
RESERVE = 30
#: a persuasion roll of 2d6 above this fails whatever the base number [1.07.4]
HIGHEST_ROLL = 9
#: the Influence a nominee for Consul for Life needs [1.09.82]
CONSUL_FOR_LIFE_INFLUENCE = 21
#: the hand limit [1.11.2]
HAND_LIMIT = 5
#: a battle is won on 14 or more, lost on 7 or less (3d6 + strengths) [1.10.3]
VICTORY, DEFEAT = 14, 7
#: the margin over the enemy's strength a force should have: 3d6 + 6 wins 5 battles in 6
DECISIVE = 6
#: the least margin an Active war is fought at when Rome cannot pay for more: 3d6 + 1
#: wins one battle in four and loses one in eleven, better than a war left unprosecuted
#: (Unrest, 20 talents a turn and a step toward four wars) [1.10.9]
ACCEPTED = 1
#: the least margin when four Active wars would make Rome fall (3d6 wins one in twenty)
DESPERATE = -2
#: a war whose unlucky numbers keep it from ever being won as often as at DECISIVE is
#: fought at the margin that wins this share of its best chance
NEAR_BEST = 0.95
#: what a victory of one of our own commanders adds to a deployment [1.10.4]
GLORY = 2.0
#: what a Legion kept in Rome for another Active war is worth beside a deployment
SPARE = 0.4
#: strength above the enemy's beyond which more units add little to a battle but make
#: the victor a rebel to fear (3d6 + 9 loses only to a Disaster or Standoff number)
OVERKILL = 9
#: a force that wins less often than this waits for more units while Rome can raise them
GOOD_ODDS = 0.6
#: wars Rome readies forces for at once (the two Consuls' commands) [1.09.64]
FRONTS = 2
#: the offices that command armies [1.09.64]
COMMANDS = ("dictator", "rome_consul", "field_consul")
#: at most 25 Legions and 25 Fleets [1.09.63]
MAX_UNITS = 25
#: talents above the reserve (after a raise) that let the State keep a standing army
RICH = 80
#: what the State keeps beyond its reserve before it raises units while no war is Active
IDLE_MARGIN = 40
#: talents above the reserve below which the State's treasury counts as short
SAFE_MARGIN = 40
#: the State's debit for each Active war and the Land Bills' upkeep each turn [1.06.53]
WAR_DEBIT = 20
LAND_BILL_UPKEEP = {"II": 5, "III": 10}
#: the part of the State's annual 100 talents counted on to pay next turn's debits [1.06.5]
INCOME_COUNTED = 60
#: Active wars at which Rome falls at the end of the Combat Phase [1.10.9]
FOUR_WARS = 4
#: the State's annual revenue [1.06.5]
ANNUAL_REVENUE = 100


def chance_2d6_at_most(n: int) -> float:
    """P(2d6 <= n)."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= n) / 36


def persuasion_chance(base: int) -> float:
    return chance_2d6_at_most(min(base, HIGHEST_ROLL))


@cache
def battle_odds(margin: int, unlucky: tuple[int, ...] = ()) -> tuple[float, float]:
    """(P(victory), P(defeat)) of a battle fought at Roman strength - enemy = margin; a
    natural roll among the war's Disaster and Standoff numbers (`unlucky`) is no victory
    and counts with the defeats (units lost, the war goes on) [1.10.3]."""
    win = lose = 0
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                roll = a + b + c
                if roll in unlucky:
                    lose += 1
                elif roll + margin >= VICTORY:
                    win += 1
                elif roll + margin <= DEFEAT:
                    lose += 1
    return win / 216, lose / 216


def unlucky(war: Any) -> tuple[int, ...]:
    """The war's Disaster and Standoff numbers, its leaders' too (the board shows them)
    [1.10.3]."""
    return tuple(sorted({*war.disaster, *war.standoff}))


@cache
def _margin_like(margin: int, numbers: tuple[int, ...]) -> int:
    best = battle_odds(VICTORY - 3, numbers)[0]  # every roll but the unlucky ones wins
    wanted = min(battle_odds(margin)[0], best * NEAR_BEST)
    while battle_odds(margin, numbers)[0] < wanted:
        margin += 1
    return margin


def margin_like(war: Any, margin: int) -> int:
    """The margin at which the war's battles are won as often as battles at `margin`
    against a war without Disaster and Standoff numbers (or nearly as often as they ever
    are): the 1st Punic War's three unlucky numbers ask 3 more [1.10.3]."""
    return _margin_like(margin, unlucky(war))


@dataclass
class Seen:
    """What the seat knows when it chooses: its view and the decision."""

    seat: str
    view: Any
    decision: Decision | None
    #: the campaigns already planned, by budget (one decision scores many actions)
    plans: dict[int | None, list[tuple[Any, int, int]]] = field(default_factory=dict)

    @property
    def data(self) -> dict[str, Any]:
        """The decision's params, the cards it names by their printed names."""
        return as_names(self.decision.data) if self.decision is not None else {}

    def senator(self, card: str | None) -> Any:
        return next((s for s in self.view.senators if s.card == card), None)

    def mine(self) -> list[Any]:
        return [s for s in self.view.senators if s.faction == self.seat]

    def is_mine(self, card: Any) -> bool:
        s = self.senator(card) if isinstance(card, str) else None
        return s is not None and s.faction == self.seat

    def named_mine(self, text: Any) -> int:
        """How many of my senators a describing text names."""
        if not isinstance(text, str):
            return 0
        return sum(1 for s in self.mine() if s.name and s.name in text)

    def influence(self, seat: str) -> int:
        return sum(s.influence for s in self.view.senators if s.faction == seat)

    def leader_rival(self) -> str | None:
        rivals = [f.seat for f in self.view.factions if f.seat != self.seat]
        return max(rivals, key=lambda f: (self.influence(f), f), default=None)

    def rival_of_leader(self, card: Any) -> bool:
        s = self.senator(card) if isinstance(card, str) else None
        return s is not None and s.faction is not None and s.faction == self.leader_rival()

    def active_wars(self) -> int:
        return sum(1 for w in self.view.wars if w.status == "active")

    def threats(self) -> list[Any]:
        """The wars Rome must be ready for: Active ones, and those that may turn Active."""
        return [w for w in self.view.wars if w.id in WAR_DATA]

    def pressing(self) -> list[Any]:
        """The wars to fight now: Active and Imminent ones without a force at them (else
        the Inactive ones)."""
        fought = {f.war for f in self.view.forces}
        wars = [w for w in self.threats() if w.id not in fought]
        return [w for w in wars if w.status in ("active", "imminent")] or wars

    @staticmethod
    def naval_battle(war: Any) -> bool:
        """The war's next battle is at sea while its fleet is unbeaten [1.10.6]."""
        return WAR_DATA[war.id].naval_strength > 0 and not getattr(war, "naval_victory", False)

    def commanders(self) -> list[Any]:
        """The Consuls and the Dictator in Rome, who may lead an army out [1.09.64]."""
        return [
            s
            for s in self.view.senators
            if s.office in COMMANDS and s.command is None and s.captive is None
        ]

    def military(self, senator: Any) -> int:
        """A commander's Military in battle: a Dictator's with his Master of Horse's, who
        goes with him [1.09.34, 1.10.2]."""
        if senator is None:
            return 0
        if senator.office != "dictator":
            return int(senator.military)
        horse = (
            s
            for s in self.view.senators
            if s.office == "master_of_horse" and s.command is None and s.captive is None
        )
        return int(senator.military) + max((s.military for s in horse), default=0)

    def force_military(self, force: Any) -> int:
        """A force's Military at its war: its commander's and his Master of Horse's
        [1.09.34, 1.10.2]."""
        found = (self.senator(force.commander), self.senator(force.master_of_horse))
        return sum(int(s.military) for s in found if s is not None)

    def fronts_military(self) -> list[int]:
        """The Military of each army Rome may send this turn, in the order they may go:
        the Dictator and the Field Consul first, the Rome Consul once the Field Consul is
        away [1.09.64]; the best senator in Rome's alone before the elections."""
        commanders = self.commanders()
        field = any(s.office == "field_consul" for s in commanders)
        first = [s for s in commanders if not (field and s.office == "rome_consul")]
        later = [s for s in commanders if s not in first]
        found = sorted((self.military(s) for s in first), reverse=True)
        return found + [self.military(s) for s in later] or [self.best_military()]

    def best_military(self) -> int:
        """The Military of the best commander Rome could send: a Consul or the Dictator in
        Rome once elected [1.09.64], else any senator in Rome."""
        home = [s for s in self.view.senators if s.faction is not None and s.in_rome]
        commanders = [s for s in home if s.office in COMMANDS]
        return max((s.military for s in commanders or home), default=0)

    def campaign(self, budget: int | None = None) -> list[tuple[Any, int, int]]:
        if budget not in self.plans:
            self.plans[budget] = self._campaign(budget)
        return self.plans[budget]

    def _campaign(self, budget: int | None) -> list[tuple[Any, int, int]]:
        """(war, Legions, Fleets) Rome readies this turn: the pressing wars it can beat
        decisively, cheapest first, one for each commander in Rome (FRONTS at least),
        while the treasury above its reserve pays for the units it lacks; a war it cannot
        pay for waits while the talents are saved [1.09.63, 1.09.64, 1.10.2]."""
        view = self.view
        militaries = self.fronts_military()
        military = militaries[0]
        if budget is None:
            budget = self.affordable()
        in_rome = (int(view.legions) + 2 * sum(view.veterans_in_rome.values()), int(view.fleets))
        needs: list[tuple[tuple[int, int], Any, Callable[[int, bool], tuple[int, int]]]] = []
        forces = {f.war: f for f in view.forces}
        falling = self.active_wars() >= FOUR_WARS
        pressing = self.pressing()
        # a war of a series waiting Inactive doubles with the next of its series drawn:
        # beaten alone, it is beaten cheaply [1.10.2]
        candidates = pressing + [w for w in self.threats() if _lone_series(self, w)]
        for war in candidates + [w for w in self.threats() if w.id in forces]:
            if any(n[1].id == war.id for n in needs):
                continue
            need = self._need(war, forces.get(war.id), military)
            decisive = sum(need(margin_like(war, DECISIVE), False))
            if decisive:
                # facing four wars, the cheapest victories first, whatever comes next
                urgency = 0 if falling else _urgency(self, war)
                needs.append(((-urgency, decisive), war, need))
        plan: list[tuple[Any, int, int]] = []
        used = (0, 0)
        fronts = max(FRONTS, len(self.commanders()))
        for _, war, need in sorted(needs, key=lambda n: (n[0], n[1].id)):
            if len(plan) == fronts:
                break
            goes = war.id not in forces
            commander = militaries[min(len(plan), len(militaries) - 1)]
            if goes:  # each war its own commander, in the order they go
                need = self._need(war, None, commander)
            # an Active war is fought at shorter odds rather than left to grow [1.10.9]
            active = war.status == "active"
            # facing four Active wars, any chance of a victory beats none [1.10.9]
            least = (DESPERATE if falling else ACCEPTED) if active else DECISIVE
            # at the odds those margins give against a war without unlucky numbers
            margins = range(margin_like(war, DECISIVE), margin_like(war, least) - 1, -1)
            # an Active war's fleet beaten alone is a step: the war is prosecuted, though
            # still Active at the four-war check [1.10.9]
            seas = (True,) if active and not falling and self.naval_battle(war) else ()
            for legions, fleets in [need(m, sea) for sea in (False, *seas) for m in margins]:
                after = (used[0] + legions, used[1] + fleets)
                extra = sum(max(0, a - h) for a, h in zip(after, in_rome, strict=True))
                if max(after) > MAX_UNITS or extra > budget:
                    continue
                # units are raised only for a force the Senate would send [1.09.64]
                if goes:
                    odds = _turn_odds(self, war, commander, legions, fleets)
                    if _fight_value(self, war, *odds) <= 0:
                        continue
                plan.append((war, legions, fleets))
                used = after
                break
        return plan

    def _need(self, war: Any, force: Any, military: int) -> Callable[[int, bool], tuple[int, int]]:
        """The (Legions, Fleets) still lacking to fight the war at a margin over its
        strength, in each battle the war needs: at sea while its fleet is unbeaten, then on
        land with its Fleet Support (`at_sea_only`: the naval battle alone), beside the
        force already there and its commander's Military (else the best commander's)
        [1.09.641, 1.10.2, 1.10.6]."""
        support = WAR_DATA[war.id].fleet_support
        land = _enemy_when_attacked(self, war, naval=False)
        naval = self.naval_battle(war)
        sea = _enemy_when_attacked(self, war, naval=True) if naval else 0
        there = (0, 0)
        if force is not None:
            military = self.force_military(force)
            there = (force.legions + 2 * sum(force.veterans.values()), force.fleets)

        def units(target: int) -> int:
            return max(-(-target // 2), target - military)

        def need(margin: int, at_sea_only: bool = False) -> tuple[int, int]:
            legions = 0 if at_sea_only else units(land + margin)
            fleets = max(support, units(sea + margin)) if naval else support
            return (max(0, legions - there[0]), max(0, fleets - there[1]))

        return need

    def land_need(self) -> int:
        """Legions for the wars of the campaign and the garrisons [1.10.2, 1.07.21]."""
        return sum(legions for _, legions, _ in self.campaign()) + garrison_need(self)

    def standing_army(self) -> int:
        """Legions for decisive battles against the FRONTS strongest wars on the board,
        any status, once the State can afford to keep them [1.09.63]."""
        strongest = sorted((int(w.land) + DECISIVE for w in self.threats()), reverse=True)
        return min(sum(strongest[:FRONTS]), MAX_UNITS)

    def fleet_need(self) -> int:
        """Fleets for the wars of the campaign: Fleet Support or a naval battle [1.09.641]."""
        return sum(fleets for _, _, fleets in self.campaign())

    def unit_cost(self) -> int:
        """10 talents a unit, 10 more for each Manpower Shortage [1.07.21]."""
        shortages = sum(int(e.level) for e in self.view.events if e.id == "manpower_shortage")
        return 10 * (1 + shortages)

    # what a proposal's `stance` asks (`Judge` in bot/games/ror/rules/senate/proposals.py)
    def kept_in_reserve(self) -> int:
        return reserve(self.view)

    def raise_value(self, legions: Any, fleets: Any) -> float:
        return _raise_value(self, legions, fleets)

    def deploy_value(self, seen: SeenProposal) -> float:
        return _deploy_value(self, seen)

    def reinforce_value(self, seen: SeenProposal) -> float:
        return _reinforce_value(self, seen)

    def recall_value(self, seen: SeenProposal) -> float:
        return _recall_value(self, seen)

    def land_bill_value(self, seen: SeenProposal) -> float:
        return _land_bill_value(self, seen)

    def can_raise(self) -> bool:
        """Rome may still pay for a unit above its reserve [1.09.63, 1.08 NR]."""
        return self.affordable() > 0

    def affordable(self) -> int:
        """The units Rome may raise and still keep its reserve, their upkeep counted in
        it, and a margin more while no war is Active (`_raise_value` raises no more)
        [1.09.63, 1.08 NR]."""
        view = self.view
        if view.no_recruitment:
            return 0
        cost = self.unit_cost()
        idle = 0 if self.active_wars() else IDLE_MARGIN
        units = 0
        while view.treasury - cost * (units + 1) >= reserve(view, units + 1) + idle:
            units += 1
        return units


Scorer = Callable[[Seen, Any], float | None]


def reserve(view: Any, units: int = 0) -> int:
    """What the State keeps in hand: next turn's debits (2 talents a unit, `units` more
    raised, 20 an Active war, the Land Bills' upkeep) beyond the part of its 100 talents
    of annual revenue counted on, and a margin against events [1.06.5, 1.12.3 bankruptcy]."""
    kept = int(view.legions + view.fleets) + sum(int(f.legions + f.fleets) for f in view.forces)
    wars = sum(1 for w in view.wars if w.status == "active")
    bills = sum(LAND_BILL_UPKEEP.get(b.type, 0) for b in getattr(view, "land_bills", []))
    debits = 2 * (kept + units) + WAR_DEBIT * wars + bills
    if wars >= FOUR_WARS:
        # Rome falls at this Combat Phase's end unless it wins a war: keep only what next
        # turn's debits, less that war's, need beyond the whole annual revenue, and no
        # margin against events [1.10.9]
        return max(0, debits - WAR_DEBIT - ANNUAL_REVENUE)
    return RESERVE + max(0, debits - INCOME_COUNTED)


# ---------------------------------------------------------------- setup and cards


def _choose_leader(seen: Seen, a: Any) -> float:
    s = seen.senator(a.senator)
    if seen.decision is not None and seen.decision.kind != "choose_faction_leader":
        return -1.0  # during the Forum: keep the leader
    return float(s.influence + s.oratory) / 10 if s is not None else 0.0


def _card_value(card: str) -> float:
    """How useful a card in hand is: statesmen and concessions are played for good."""
    for prefix, value in (("st:", 10.0), ("con:", 8.0), ("law:", 3.0), ("int:", 2.0)):
        if card.startswith(prefix):
            return value
    return 1.0


def _discard(seen: Seen, a: Any) -> float:
    return -_card_value(a.card)


def _offer_card(seen: Seen, a: Any) -> float:
    return -5.0


def _answer_offer(seen: Seen, a: Any) -> float:
    return 1.0 if a.accept else 0.0


def _assign_province(seen: Seen, a: Any) -> float:
    # the least influential senator governs (the others stay in Rome to vote), for long
    s = seen.senator(a.senator)
    return float(a.term * 0.5 - (s.influence if s is not None else 0) * 0.1)


# ---------------------------------------------------------------- revenue


def _contribute(seen: Seen, a: Any) -> float:
    """Contributions buy Influence, and talents for a State short of its next debits
    [1.06.5, 1.12.3]."""
    s = seen.senator(a.senator)
    if s is None:
        return -1.0
    influence = 7 if a.amount >= 50 else 3 if a.amount >= 25 else 1 if a.amount >= 10 else 0
    lacking = debits_lacking(seen.view)
    if lacking and not any(mine.rebel for mine in seen.mine()):
        # Rome is bankrupt at its debits, next, unless its senators close the gap; only
        # a faction in revolt wins by that [1.06.53, 1.12.2 II]
        return float(influence + BANKRUPTCY * min(a.amount, lacking) / lacking)
    short = max(0, war_chest(seen) - int(seen.view.treasury))
    # once the people stir, a senator keeps the price of a Gladiator Gala [1.07.6, 1.08]
    kept = GALA if seen.view.unrest >= STIRRING else 0 if short >= a.amount else 5
    if s.talents - a.amount < kept:
        return -1.0
    return float(influence - 0.5 + CHEST_WORTH * min(a.amount, short))


#: what closing the whole of the State's gap at its debits is worth to a faction
BANKRUPTCY = 20.0


def debits_lacking(view: Any) -> int:
    """What the State, its revenue in, lacks for this Revenue Phase's debits: 2 talents a
    Legion and Fleet (in Rome, at war, in garrison; Veterans too), 20 an Active war, the
    Land Bills [1.06.53]."""
    units: int = (
        int(view.legions + view.fleets)
        + sum(view.veterans_in_rome.values())
        + sum(f.legions + f.fleets + sum(f.veterans.values()) for f in view.forces)
        + sum(p.garrison for p in view.provinces)
    )
    wars = sum(1 for w in view.wars if w.status == "active")
    bills = sum(LAND_BILL_COST.get(b.type, 0) for b in view.land_bills)
    return max(0, 2 * units + WAR_DEBIT * wars + bills - int(view.treasury))


#: the talents of the costliest Games, lowering Unrest by 3 [1.07.6]
GALA = 18
#: what each talent the State lacks for its wars is worth given by a senator
CHEST_WORTH = 0.15


def war_chest(seen: Seen) -> int:
    """What the State needs in hand this turn: its reserve and the margin against events,
    and the price of the Legions and Fleets its pressing wars still lack [1.09.63]."""
    view = seen.view
    plan = seen.campaign(budget=MAX_UNITS)
    short = max(0, sum(legions for _, legions, _ in plan) - int(view.legions)) + max(
        0, sum(fleets for _, _, fleets in plan) - int(view.fleets)
    )
    return reserve(view) + SAFE_MARGIN + seen.unit_cost() * short


def _take_spoils(seen: Seen, a: Any) -> float:
    return 0.5


def purse_keeper(seen: Seen) -> Any:
    """The senator who persuades and sponsors games: most Oratory and Influence."""
    return max(seen.mine(), key=lambda s: (s.oratory + s.influence, s.card), default=None)


def _transfer(seen: Seen, a: Any) -> float:
    """Talents in the faction treasury do nothing; put them on the senator who persuades
    and sponsors games [1.06.3]. Once the people stir, the other senators' purses go to
    him too: one purse pays for games, and a Gladiator Gala lowers Unrest three times as
    much as a Slice and Dice [1.07.6, 1.08]. While one of ours is in revolt, every purse
    goes to the Faction Treasury, which pays his army's next upkeep [1.06.2, 1.11.33]."""
    if _our_revolt(seen):
        to_army = a.target == f"faction:{seen.seat}" and str(a.source).startswith("senator:")
        return 1.5 if to_army else -0.5
    keeper = purse_keeper(seen)
    if keeper is None or a.target != purse(keeper.card):
        return -0.5
    if a.source == f"faction:{seen.seat}":
        return 1.0
    stirring = _unrest_at_speech(seen) >= CALM
    return 0.8 if stirring and str(a.source).startswith("senator:") else -0.5


# ---------------------------------------------------------------- forum


def _persuade(seen: Seen, a: Any) -> float:
    persuader, target = seen.senator(a.persuader), seen.senator(a.target)
    if persuader is None or target is None:
        return -1.0
    aligned = 7 if target.faction is not None else 0
    base = (
        persuader.oratory
        + persuader.influence
        - target.loyalty
        - target.talents
        - aligned
        + a.bribe
    )
    chance = persuasion_chance(base)
    if chance < 0.5 or a.card is not None:
        return -1.0
    return float(2.0 + 3.0 * chance + target.influence * 0.2 - a.bribe * 0.2)


def _attract_knight(seen: Seen, a: Any) -> float:
    s = seen.senator(a.senator)
    if s is None or s.talents - a.talents < 3:
        return -1.0 if a.talents else 0.2
    return float(1.0 * (a.talents + 1) / 6 - 0.1 * a.talents)


def _sponsor_games(seen: Seen, a: Any) -> float:
    """Games lower Unrest (the State of the Republic roll subtracts it [1.08]): worth
    more than anything else in the Forum once the people stir."""
    unrest = seen.view.unrest
    if unrest < 1:
        return -1.0
    lowered = min(a.games, unrest)
    return float(lowered * (1.0 + 1.5 * unrest) - 0.1 * a.games)


def _bid(seen: Seen, a: Any) -> float:
    return float(-0.1 * a.amount)


def _counter_bribe(seen: Seen, a: Any) -> float:
    data = seen.data
    target = next((s for s in seen.mine() if s.name == data.get("target")), None)
    base = data.get("base")
    if target is None or not isinstance(base, int):
        return -1.0
    saved = persuasion_chance(base) - persuasion_chance(base - a.amount)
    return float(saved * (3.0 + target.influence) - 0.3 * a.amount)


def _bribe(seen: Seen, a: Any) -> float:
    base = seen.data.get("base")
    if not isinstance(base, int):
        return -1.0
    gained = persuasion_chance(base + a.amount) - persuasion_chance(base)
    return float(gained * 6.0 - 0.2 * a.amount)


# ---------------------------------------------------------------- senate


def _proposal_stance(seen: Seen, kind: str, proposal: SeenProposal) -> float:
    """How much this faction wants a proposal passed: positive yes, negative no (the
    `stance` its kind declares; 0 for a kind that declares none). `proposal`: its params'
    JSON on the floor, the describing texts of a ballot."""
    own = OWN_STANCES.get(kind)
    found = KINDS.get(kind)
    if own is not None:
        stance = own(seen, proposal)
    else:
        stance = found.stance(seen, proposal) if found is not None else 0.0
    return stance + _rome_needs(seen, kind, proposal) + _speech_risk(seen, kind, proposal)


#: the stances this player takes for kinds whose own declares none
OWN_STANCES: dict[str, Callable[[Seen, SeenProposal], float]] = {
    "replace_commander": lambda seen, p: _replace_value(seen, p),
    "governors": lambda seen, p: _governors_value(seen, p),
    "governor_vacancy": lambda seen, p: _governors_value(seen, p),
    "garrison": lambda seen, p: _garrison_value(seen, p),
    "recall_garrison": lambda seen, p: _recall_garrison_value(seen, p),
    "recall_commanderless": lambda seen, p: _recall_commanderless_value(seen, p),
    "land_bill_repeal": lambda seen, p: _repeal_value(seen),
}
#: another faction's governor for a vacant province: it pays taxes, and the Senate
#: reaches other business only once the Forum's provinces are filled [1.06.5, 1.09.5];
#: a recall of a sitting governor for another's senator is worth RECALLED
OTHER_GOVERNOR, RECALLED = 0.5, -1.0


def _governors_value(seen: Seen, proposal: SeenProposal) -> float:
    """Each of ours named governor is worth 2; another's, OTHER_GOVERNOR for a vacant
    province and RECALLED for one whose governor it recalls [1.09.5]."""
    governed = {p.id: p.governor for p in seen.view.provinces}
    names = {p.name: p.governor for p in seen.view.provinces}
    slate = proposal.get("slate")
    if isinstance(slate, list):
        return sum(
            2.0 if seen.is_mine(s) else OTHER_GOVERNOR if governed.get(p) is None else RECALLED
            for p, s in slate
        )
    text = str(slate)
    others = sum(
        OTHER_GOVERNOR if governor is None else RECALLED
        for name, governor in names.items()
        if name and name in text
    )
    return 2.0 * seen.named_mine(slate) + min(others, OTHER_GOVERNOR)


#: what a province's revolt costs Rome: one more Active war, a step toward the four that
#: end the game [1.12.4], and its governor and garrison; worth more than a turn's raising
REVOLT_COST = 80.0


def _disorder_target(seen: Seen) -> int | None:
    """What a governor's 1d6 + garrison must beat at the next Revenue phase while
    Internal Disorder is in play: 4, or 5 on its dark side [1.07.21]."""
    level = sum(int(e.level) for e in seen.view.events if e.id == "internal_disorder")
    return (None, 4, 5)[min(level, 2)]


def _revolt_chance(target: int, garrison: int) -> float:
    """P(1d6 + garrison <= target) [1.07.21]."""
    return max(0, min(6, target - garrison)) / 6


def _garrison_value(seen: Seen, proposal: SeenProposal) -> float:
    """Legions sent to a governed Undeveloped province: worth the revolt they make less
    likely under Internal Disorder; else they idle there [1.07.21, 1.09.647]."""
    target = _disorder_target(seen)
    legions = proposal.get("legions")
    named = proposal.get("province")  # its card on the floor, its name in a ballot
    province = next((p for p in seen.view.provinces if named in (p.id, p.name)), None)
    if target is None or province is None or province.developed or not isinstance(legions, int):
        return -1.0
    saved = _revolt_chance(target, province.garrison) - _revolt_chance(
        target, province.garrison + legions
    )
    return REVOLT_COST * saved - 0.2 * legions


def _recall_garrison_value(seen: Seen, proposal: SeenProposal) -> float:
    """A garrison comes home once Internal Disorder has passed [1.09.647]."""
    return 0.5 if _disorder_target(seen) is None else -2.0


def garrison_need(seen: Seen) -> int:
    """Legions that would steady every governed Undeveloped province under Internal
    Disorder (a revolt then needs a 1) [1.07.21]."""
    target = _disorder_target(seen)
    if target is None:
        return 0
    return sum(
        max(0, target - 1 - p.garrison)
        for p in seen.view.provinces
        if p.governor is not None and not p.developed
    )


#: what each point of a commander's Military is worth in an election, for each Active war
#: (FRONTS at most): a unit Rome need not raise and better odds of victory. At war it
#: outweighs which faction holds the office: a rival's general beats Rome's defeat
#: [1.09.2, 1.10.2, 1.10.9]
MILITARY_WORTH = 5.0
#: the offices elected [1.09.2-1.09.4]
OFFICES = ("consuls", "dictator", "censor")
#: a rival above this Influence is kept from offices, each point worth RISING_WORTH
RISING, RISING_WORTH = 8, 0.75


def _rome_needs(seen: Seen, kind: str, proposal: SeenProposal) -> float:
    """What Rome needs of a proposal, whoever gains by it: commanders who can win its
    wars (the Consuls and the Dictator command them [1.09.2, 1.09.3, 1.09.64]), and a
    speaker the people heed (the Dictator, or either Consul, who may be Rome Consul)."""
    if seen.view is None or kind not in OFFICES:
        return 0.0
    named = proposal.get("pair") or [proposal.get("a"), proposal.get("b"), proposal.get("senator")]
    if not isinstance(named, list):
        return 0.0
    found = [s for s in (_commander(seen, c) for c in named if isinstance(c, str)) if s]
    wars = seen.active_wars() if kind != "censor" else 0
    military = MILITARY_WORTH * sum(s.military for s in found) * min(wars, FRONTS)
    # an office's Influence brings a rival nearer Consul for Life [1.09.82]
    rising = sum(max(0, s.influence - RISING) for s in found if s.faction not in (None, seen.seat))
    speech = 0.0
    if kind != "censor" and found:
        speech = sum(_speaker_risk(seen, s) for s in found) / len(found)
    return float(military - RISING_WORTH * rising - speech)


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


def _unrest_at_speech(seen: Seen) -> int:
    """Unrest at the next State of the Republic speech: today's, and one more for each
    Active war no force fights yet (1.10.9 unprosecuted)."""
    fought = {f.war for f in seen.view.forces}
    unfought = sum(1 for w in seen.view.wars if w.status == "active" and w.id not in fought)
    return int(seen.view.unrest) + unfought


def _speaker_risk(seen: Seen, speaker: Any) -> float:
    """What his State of the Republic speech is expected to cost beyond a speaker of no
    Popularity's (less: a gain); his Popularity is added to the roll [1.08] (Catiline's
    conspiracy, say, leaves the HRAO at -5)."""
    unrest = _unrest_at_speech(seen)
    return speech_harm(unrest, int(speaker.popularity)) - speech_harm(unrest, 0)


def _speech_risk(seen: Seen, kind: str, proposal: SeenProposal) -> float:
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
    unrest = _unrest_at_speech(seen)
    popularity = int(accused.popularity)
    fallen = max(popularity - CONVICTION_LOSS, MIN_POPULARITY)
    return speech_harm(unrest, popularity) - speech_harm(unrest, fallen)


#: proposals every faction weighs alike (Rome's forces): a vote bought for one is wasted
AGREED = ("raise_forces", "deploy", "reinforce", "replace_commander", "land_bill")


def _vote(seen: Seen, a: Any) -> float:
    data = seen.data
    params = {k: v for k, v in data.items() if k not in ("phase", "turn", "rule")}
    if "senator" in params and not isinstance(params.get("senator"), str):
        params.pop("senator")
    stance = _proposal_stance(seen, str(data.get("proposal", "")), params)
    if a.yes:
        score = stance
    elif a.no:
        # a senator voting against a Land Bill loses a point of Popularity [1.09.62]
        score = -stance - (1.0 if data.get("proposal") == LAND_BILL.key else 0.0)
    else:
        score = 0.1
    bought = sum(a.bought.values())
    if bought:
        contested = data.get("proposal") not in AGREED
        score += 0.2 * bought if abs(stance) >= 10 and contested else -0.5 * bought
    return score


def _veto(seen: Seen, a: Any) -> float:
    data = seen.data
    stance = _proposal_stance(seen, str(data.get("proposal", "")), dict(data))
    return 15.0 if stance <= -10 else -2.0


def _react_to_tribune(seen: Seen, a: Any) -> float:
    """Graft or Murder of a Tribune (RULES §13): cancel a veto of a proposal the faction
    wants, or a Tribune's proposal it opposes; incite the mob against a rival whenever it
    can (only that rival's senators may die)."""
    if a.card.startswith("int:mob_incited_to_violence#"):
        return 4.0
    data = seen.data
    stance = _proposal_stance(seen, str(data.get("proposal", "")), dict(data))
    wanted = stance >= 10 if data.get("target") == "veto" else stance <= -10
    return 12.0 if wanted else -3.0


def _raise_value(seen: Seen, legions: Any, fleets: Any) -> float:
    """Raise units while Rome is short of what its Active wars need, keeping a reserve
    against bankruptcy [1.09.63, 1.12.3]."""
    view = seen.view
    if not (isinstance(legions, int) and isinstance(fleets, int)) or not seen.threats():
        return -3.0
    cost = seen.unit_cost() * (legions + fleets)
    # with no Active war, only a rich State makes ready (units cost upkeep [1.06.53])
    kept = reserve(view, legions + fleets) + (0 if seen.active_wars() else IDLE_MARGIN)
    if view.treasury - cost < kept:
        return -3.0
    land_need = seen.land_need()
    if view.treasury - cost >= kept + RICH:  # a rich State keeps an army ready
        land_need = max(land_need, seen.standing_army())
    short_legions = max(0, land_need - view.legions)
    short_fleets = max(0, seen.fleet_need() - view.fleets)
    land, sea = min(legions, short_legions), min(fleets, short_fleets)
    wasted = legions + fleets - land - sea
    if not land + sea:
        return -1.0
    # a war's fleet is beaten before its army: Fleets first while a naval battle waits
    # [1.10.6]
    first = any(seen.naval_battle(w) for w in seen.pressing())
    # facing four Active wars, the units a victory needs come before any other business
    # [1.10.9]
    rescue = RESCUE if seen.active_wars() >= FOUR_WARS else 0.0
    return float(3.0 + land * 0.8 + sea * (0.9 if first else 0.8) - wasted * 0.5 + rescue)


def _war_card(text: Any) -> str | None:
    """A war card from its id or its printed name (a ballot shows the name)."""
    if isinstance(text, str) and text in WAR_DATA:
        return text
    return next((c for c, w in WAR_DATA.items() if w.name == text), None)


def _commander(seen: Seen, who: Any) -> Any:
    """A senator from his card (a proposal) or his name (a ballot)."""
    return seen.senator(who) or next((s for s in seen.view.senators if s.name == who), None)


def _war(seen: Seen, text: Any) -> Any:
    card = _war_card(text)
    return next((w for w in seen.view.wars if w.id == card), None)


def _enemy_when_attacked(seen: Seen, war: Any, naval: bool | None = None) -> int:
    """The strength the war's next battle (or the battle of the arena named) meets,
    matching wars and leaders included (the board shows it) [1.10.2]."""
    at_sea = seen.naval_battle(war) if naval is None else naval
    enemy = int(war.naval if at_sea else war.land)
    series = WAR_DATA[war.id].series
    if (
        war.status != "active"
        and series is not None
        and any(WAR_DATA[w.id].series == series for w in seen.threats() if w.status == "active")
    ):
        enemy *= 2  # attacked, it turns Active and doubles its matching wars [1.10.2]
    return enemy


def _odds(
    seen: Seen, war: Any, military: int, legions: int, fleets: int, naval: bool | None = None
) -> tuple[float, float]:
    """(P(victory), P(defeat)) of one battle of the war (the next one unless `naval` says
    which): the units of its arena plus the commander's Military (capped by the units)
    against its strength [1.10.2, 1.10.3]."""
    at_sea = seen.naval_battle(war) if naval is None else naval
    units = fleets if at_sea else legions
    margin = units + min(military, units) - _enemy_when_attacked(seen, war, at_sea)
    return battle_odds(margin, unlucky(war))


def _turn_odds(
    seen: Seen, war: Any, military: int, legions: int, fleets: int
) -> tuple[float, float, float]:
    """(P(the war ends this turn), P(a defeat), P(its fleet alone is beaten)): a war whose
    fleet is unbeaten ends only when the same force wins the naval battle and then the land
    battle, with Legions and its Fleet Support [1.10.6]."""
    if not seen.naval_battle(war):
        return (*_odds(seen, war, military, legions, fleets), 0.0)
    at_sea, sunk = _odds(seen, war, military, legions, fleets, naval=True)
    if not legions or fleets < WAR_DATA[war.id].fleet_support:
        return 0.0, sunk, at_sea
    on_land, beaten = _odds(seen, war, military, legions, fleets, naval=False)
    return at_sea * on_land, sunk + at_sea * beaten, at_sea * (1.0 - on_land)


def _urgency(seen: Seen, war: Any) -> int:
    """2: an Active war whose matching war is Imminent (it turns Active next turn and
    doubles both [1.07.33, 1.10.2]); 1: another Active war; 0: the rest."""
    if war.status != "active":
        return 0
    series = WAR_DATA[war.id].series
    matched = series is not None and any(
        w.status == "imminent" and WAR_DATA[w.id].series == series for w in seen.threats()
    )
    return 2 if matched else 1


def _lone_series(seen: Seen, war: Any) -> bool:
    """An Inactive war whose series has no other war on the board [1.10.2]."""
    series = WAR_DATA[war.id].series
    return (
        war.status == "inactive"
        and series is not None
        and not any(WAR_DATA[w.id].series == series for w in seen.threats() if w.id != war.id)
    )


#: what beating an Inactive war of a series before its matching war comes is worth
LONE_SERIES = 3.0
#: what beating an Active war before its Imminent matching war turns Active is worth
DOUBLING = 6.0
#: what beating an Active war's fleet (not the war) is worth
SEA_WON = 4.0
#: what a victory is worth beside when Rome would fall without one
RESCUE = 10.0
#: what a defeat costs when Rome would fall without a victory
FALLING_LOSS = 1.0


def _fight_value(seen: Seen, war: Any, win: float, lose: float, sea: float = 0.0) -> float:
    """What a battle is worth: a victory ends the war, a defeat costs the army and stirs
    the people, a stalemate costs units but keeps the war prosecuted; an Active war left
    alone costs 20 talents and a point of Unrest a turn and counts toward four [1.10.3,
    1.10.4, 1.10.9]. `win`: the war ends; `sea`: only its fleet is beaten [1.10.6]."""
    if war.status == "active":
        # beaten before its matching war turns Active, it is not doubled [1.10.2]
        doubling = DOUBLING * win if _urgency(seen, war) == 2 else 0.0
        # its fleet beaten alone: prosecuted, and next turn's battle is on land [1.10.6]
        stalled = 1.0 - win - lose - sea
        # facing four Active wars, a victory is what keeps Rome standing, and an army
        # kept home falls with Rome: any chance of a victory is worth a defeat [1.10.9]
        falling = seen.active_wars() >= FOUR_WARS
        rescue = RESCUE * win if falling else 0.0
        lost = (FALLING_LOSS if falling else 8.0) * lose
        value = 10.0 * win + SEA_WON * sea - lost - 2.0 * stalled + doubling + rescue
        return 1.5 + value
    # an Inactive war attacked turns Active unless beaten: fought only to win it, and
    # only while no Active war waits [1.10.2]
    lone = LONE_SERIES * win if _lone_series(seen, war) else 0.0
    return 6.0 * win - 8.0 * (1.0 - win) - 2.0 * seen.active_wars() + lone


def _deploy_value(seen: Seen, proposal: SeenProposal) -> float:
    """Send a force that can win, once Rome has raised what it can, to a war no force
    fights yet (reinforcements go to the one there) [1.09.64]."""
    war = _war(seen, proposal.get("war"))
    if war is None:
        return 1.0
    if any(f.war == war.id for f in seen.view.forces):
        return -1.0
    commander = _commander(seen, proposal.get("commander"))
    military = seen.military(commander)
    legions = (proposal.get("legions") or 0) + 2 * len(proposal.get("veterans") or [])
    if legions and _rebel_unopposed(seen):
        return -REBEL_FIRST
    win, lose, sea = _turn_odds(seen, war, military, legions, proposal.get("fleets") or 0)
    if win < GOOD_ODDS and _proposing(seen) and _raising_helps(seen, war, proposal):
        return -1.0  # raise more first (a voter takes the force on the floor or none)
    # a victor gains Influence and Popularity: better one of ours [1.10.4]
    glory = GLORY * win if commander is not None and commander.faction == seen.seat else 0.0
    # a victor keeps his army and may march on Rome with it: no more than the war needs,
    # least of all under another faction's commander [1.11.3]
    units = legions if not seen.naval_battle(war) else (proposal.get("fleets") or 0)
    excess = max(0, units + min(military, units) - _enemy_when_attacked(seen, war) - OVERKILL)
    mine = commander is not None and commander.faction == seen.seat
    glory -= (0.1 if mine else 1.0) * excess
    # units kept in Rome may go against another Active war this turn
    others = sum(1 for w in seen.pressing() if w.status == "active" and w.id != war.id)
    spare = SPARE * (seen.view.legions - (proposal.get("legions") or 0)) if others else 0.0
    value = _fight_value(seen, war, win, lose, sea) + glory + spare
    if _proposing(seen) and _presides(seen, commander):
        # sending him ends the Senate as adjourning does: after all other business worth
        # doing, and before adjourning if the battle is worth fighting [1.09.64]
        return LAST_BUSINESS + value / 1000 if value > 0 else value - PRESIDING_LEAVES
    return value


#: what Legions sent to a war cost while another faction's rebel marches unopposed
REBEL_FIRST = 5.0


def _rebel_unopposed(seen: Seen) -> bool:
    """Another faction's rebel marches on Rome and no army goes against him yet: he wins
    at the end of the Combat Phase unless the Legions in Rome go against him first
    [1.11.35]. A rebel governor who stays in his province cannot win so (2.03)."""
    army = seen.view.rebel_army
    rebel = seen.senator(army.commander) if army is not None else None
    if rebel is None or rebel.faction == seen.seat or seen.view.rebel_stays:
        return False
    return not any(f.war == CIVIL_WAR for f in seen.view.forces)


#: what leaving the rest of the Senate's business undone costs a deployment
PRESIDING_LEAVES = 6.0
#: a worthwhile deployment of the Presiding Magistrate: just above adjourning
LAST_BUSINESS = 0.05


def _presides(seen: Seen, senator: Any) -> bool:
    """He presides over the Senate: sending him away ends it [1.09.64], whoever proposes
    it (a Tribune too)."""
    return senator is not None and senator.card == seen.view.presiding


def _raising_helps(seen: Seen, war: Any, proposal: SeenProposal) -> bool:
    """The campaign raises, this turn, units this force lacks: the force waits for them.
    A force the campaign does not raise for goes as it is [1.09.63]."""
    if not seen.can_raise():
        return False
    planned = next(((lg, fl) for w, lg, fl in seen.campaign() if w.id == war.id), None)
    if planned is None:
        return False
    view = seen.view
    fleets = proposal.get("fleets") or 0
    legions = (proposal.get("legions") or 0) + 2 * len(proposal.get("veterans") or [])
    in_rome = int(view.legions) + 2 * sum(view.veterans_in_rome.values())
    lacking = max(0, planned[0] - in_rome) + max(0, planned[1] - int(view.fleets))
    affordable = seen.affordable()
    waits = (planned[0] > legions and planned[0] > in_rome) or (
        planned[1] > fleets and planned[1] > int(view.fleets)
    )
    return waits and lacking <= affordable


def _proposing(seen: Seen) -> bool:
    return seen.decision is not None and seen.decision.kind in FLOORS


def _force_at(seen: Seen, commander: Any) -> tuple[Any, Any, int] | None:
    """The force a proconsul commands, its war and his Military."""
    senator = _commander(seen, commander)
    if senator is None:
        return None
    force = next((f for f in seen.view.forces if f.commander == senator.card), None)
    war = next((w for w in seen.view.wars if force and w.id == force.war), None)
    if force is None or war is None:
        return None
    return force, war, seen.force_military(force)


def _force_value(
    seen: Seen, found: tuple[Any, Any, int], legions: int = 0, fleets: int = 0
) -> float:
    force, war, military = found
    land = force.legions + 2 * sum(force.veterans.values()) + legions
    return _fight_value(seen, war, *_turn_odds(seen, war, military, land, force.fleets + fleets))


def _reinforce_value(seen: Seen, proposal: SeenProposal) -> float:
    """Units sent to a proconsul: worth what they add to his next battle [1.09.645]."""
    found = _force_at(seen, proposal.get("proconsul") or proposal.get("commander"))
    if found is None:
        return 0.0
    legions, fleets = proposal.get("legions") or 0, proposal.get("fleets") or 0
    gain = _force_value(seen, found, legions, fleets) - _force_value(seen, found)
    return gain - 0.1 * (legions + fleets)


def _replace_value(seen: Seen, proposal: SeenProposal) -> float:
    """A new commander for a force at a war, with units from Rome: worth the battle he
    would fight [1.09.644]."""
    war = _war(seen, proposal.get("war"))
    if war is None:
        return 0.0
    force = next((f for f in seen.view.forces if f.war == war.id), None)
    commander = _commander(seen, proposal.get("commander"))
    if force is None or commander is None:
        return 0.0
    legions = force.legions + 2 * sum(force.veterans.values()) + (proposal.get("legions") or 0)
    fleets = force.fleets + (proposal.get("fleets") or 0)
    win, lose, sea = _turn_odds(seen, war, seen.military(commander), legions, fleets)
    glory = GLORY * win if commander.faction == seen.seat else 0.0
    return _fight_value(seen, war, win, lose, sea) + glory


def _recall_value(seen: Seen, proposal: SeenProposal) -> float:
    """A proconsul brought home: only one who would lose his next battle [1.09.644]."""
    found = _force_at(seen, proposal.get("commander"))
    if found is None:
        return -3.0 if seen.active_wars() else 0.0
    return -_force_value(seen, found) - 1.0


def _recall_commanderless_value(seen: Seen, proposal: SeenProposal) -> float:
    """A commanderless force that no commander in Rome would lead into a battle worth
    fighting comes home while another Active war waits unfought: its units may go there
    this turn [1.09.646]. One a commander would take over, or with nowhere else to go,
    stays."""
    war = _war(seen, proposal.get("war"))
    force = next(
        (f for f in seen.view.forces if war and f.war == war.id and f.commander is None), None
    )
    if war is None or force is None:
        return 0.0
    elsewhere = any(w.status == "active" and w.id != war.id for w in seen.pressing())
    legions = force.legions + 2 * sum(force.veterans.values())
    taken_over = any(
        _fight_value(seen, war, *_turn_odds(seen, war, seen.military(c), legions, force.fleets)) > 0
        for c in seen.commanders()
    )
    return 1.0 if elsewhere and not taken_over else -1.0


#: Unrest a Land Bill lowers and what it costs the State each turn [1.09.62]
LAND_BILL_UNREST = {"I": 1, "II": 2, "III": 3}
LAND_BILL_COST = {"I": 20, "II": 5, "III": 10}


def _land_bill_value(seen: Seen, proposal: SeenProposal) -> float:
    """Land Bills lower Unrest and make their sponsors popular (the HRAO's Popularity
    helps the State of the Republic [1.08]): worth their cost once the people stir."""
    unrest, treasury = int(seen.view.unrest), int(seen.view.treasury)
    kind = proposal.get("type")
    lowered = LAND_BILL_UNREST.get(kind, 1) if isinstance(kind, str) else 1
    cost = LAND_BILL_COST.get(kind, 10) if isinstance(kind, str) else 10
    # the State's reserve gives way once the people stir: a People Revolt loses as surely
    # as bankruptcy [1.08, 1.12.3]
    kept = reserve(seen.view) if unrest < STIRRING else 0
    if unrest < CALM or treasury - cost < kept:
        return -0.5
    sponsor = 1.5 if seen.is_mine(proposal.get("sponsor")) else 0.0
    heeded = _sponsors_heeded(seen, proposal, kind, lowered)
    return 1.0 + min(lowered, unrest) * (0.5 + 0.5 * unrest) + sponsor + heeded


def _repeal_value(seen: Seen) -> float:
    """A repeal saves the State a bill's 5 or 10 talents a turn and raises Unrest by 2 or
    3 [1.09.62]: worth it only while the treasury lacks what it keeps for next turn's
    debits and the people are calm."""
    view = seen.view
    short = int(view.treasury) < reserve(view)
    return 1.0 if short and int(view.unrest) < STIRRING else -2.0


def _sponsors_heeded(seen: Seen, proposal: SeenProposal, kind: Any, lowered: int) -> float:
    """A sponsor who gives the next State of the Republic speech gains Popularity, which
    the roll adds: what it takes off the speech's expected cost, Unrest then lowered by the
    bill [1.08, 1.09.62]."""
    if not isinstance(kind, str):
        return 0.0
    unrest = max(0, _unrest_at_speech(seen) - lowered)
    gained = 0.0
    for role in ("sponsor", "cosponsor"):
        s = seen.senator(proposal.get(role))
        if s is not None and s.office in SPEAKERS:
            popularity = int(s.popularity)
            risen = min(MAX_POPULARITY, popularity + PASSAGE[f"{role}_pop"].get(kind, 0))
            gained += speech_harm(unrest, popularity) - speech_harm(unrest, risen)
    return gained


#: Unrest below which the State of the Republic roll (3d6 - Unrest + the HRAO's
#: Popularity) seldom raises it: no Land Bill is worth its upkeep then [1.08]
CALM = 3
#: Unrest at which a Land Bill is passed whatever the State's reserve
STIRRING = 5
#: what playing a Tribune card costs: it is gone for a later use [1.09.15]
TRIBUNE_COST = 5.0


def _propose(seen: Seen, a: Any) -> float:
    kind, params = a.proposal, a.params.model_dump(mode="json")
    if a.tribune is not None:
        return _proposal_stance(seen, kind, params) - TRIBUNE_COST
    found = KINDS.get(kind)
    if found is not None and found.proposing is not None:
        return found.proposing(seen, params) + _rome_needs(seen, kind, params)
    return _proposal_stance(seen, kind, params)


def _claim_floor(seen: Seen, a: Any) -> float:
    """A Tribune claims the floor to nominate one of ours for Consul for Life, the one
    proposal worth the card whoever presides, or to send an army against another
    faction's rebel, who wins if the Senate sends none [1.09.15, 1.09.82, 1.11.35]."""
    rebel = seen.view.rebel_army
    if rebel is not None and not seen.is_mine(rebel.commander):
        return 12.0
    if a.after_adjournment:
        return -1.0
    eligible = any(s.influence >= CONSUL_FOR_LIFE_INFLUENCE and s.in_rome for s in seen.mine())
    return 12.0 if eligible else -1.0


def _choose_rome_consul(seen: Seen, a: Any) -> float:
    """The Rome Consul gives the State of the Republic speech [1.08, 1.09.2]."""
    s = seen.senator(a.senator)
    if s is None:
        return 0.0
    mine = 1.0 if seen.is_mine(a.senator) else 0.0
    return mine + float(s.oratory) * 0.1 - _speaker_risk(seen, s)


def _name_senator(seen: Seen, a: Any) -> float:
    s = seen.senator(a.senator)
    if s is None:
        return 0.0
    return float(s.military * 0.5 + (2.0 if s.faction == seen.seat else 0.0))


def _unanimous_defeat(seen: Seen, a: Any) -> float:
    return 0.5 if a.step_down else 0.0


def _consent(seen: Seen, a: Any) -> float:
    return 0.5 if a.agree else 0.0


def _name_faction(seen: Seen, a: Any) -> float:
    return 1.0 if a.faction == seen.leader_rival() else 0.0


def _appeal(seen: Seen, a: Any) -> float:
    return 3.0


#: Active wars from which a faction lets a rival's Consul for Life end the game (a victory)
#: rather than shake the Senate that must fight them [1.12]
PRESSED = 2


def _assassinate(seen: Seen, a: Any) -> float:
    """Only a rival's nominee for Consul for Life whom the faction's No votes may not stop
    (elected, he wins the game) is worth the risk of the assassin's capture, and only
    while fewer than PRESSED wars are Active; the attempt comes before the vote, by the
    senator the faction can best spare [1.09.7, 1.09.82]."""
    data = seen.data
    nominee = data.get("senator")
    if data.get("proposal") != "consul_for_life" or a.target != nominee or seen.is_mine(nominee):
        return -2.0
    if not carried(seen.view, nominee) or seen.active_wars() >= PRESSED:
        return -2.0
    assassin = seen.senator(a.assassin)
    return 30.0 + len(a.cards) - 0.01 * (assassin.influence if assassin is not None else 0)


def _bodyguards(seen: Seen, a: Any) -> float:
    return float(len(a.cards))


# ---------------------------------------------------------------- combat and revolution


def _following(seen: Seen) -> tuple[int, int] | None:
    """(Legions, veterans) that would follow a rebel, once loyalty is tested; None before
    the test."""
    legions, veterans = seen.data.get("following_legions"), seen.data.get("following_veterans")
    return (legions, veterans) if isinstance(legions, int) and isinstance(veterans, int) else None


def _roll_loyalty(seen: Seen, a: Any) -> float:
    """Test the army first: the test binds nobody to revolt [1.11.31]."""
    return float(1.0 - 0.2 * a.talents)


def _our_revolt(seen: Seen) -> bool:
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
    if army is None or not _our_revolt(seen):
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
    rebel = _commander(seen, data.get("senator"))
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
    loyal = view.legions + returning + 2 * sum(view.veterans_in_rome.values())
    loyal -= 2 * view.veterans_in_rome.get(card, 0)
    # the Senate raises Legions against him from what its treasury holds above its reserve
    # [1.09.63]
    raised = 0 if view.no_recruitment else max(0, view.treasury - RESERVE) // seen.unit_cost()
    loyal += min(raised, max(0, MAX_UNITS - int(view.legions)))
    return int(strength - (loyal + min(seen.best_military(), loyal)))


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
    return people_revolt_chance(_unrest_at_speech(seen), popularity)


def _declare_revolt(seen: Seen, a: Any) -> float:
    """Revolt when the army that follows is a match for what Rome could send, or when the
    people are about to revolt and the rebel would win that (before the Senate meets
    him, whatever army it could send); never while Rome has wars enough that his own and
    the next drawn could make four, nor, for the People Revolt, one more [1.11.3, 1.12.3]."""
    following = _following(seen)
    wars = seen.active_wars()
    if following is None or wars > REBEL_WARS:
        return -2.0
    if _rising(seen) >= PEOPLE_RISING:
        return 2.0  # 1.12.2 II: a People Revolt while he is in revolt
    if wars >= REBEL_WARS:
        return -2.0
    margin = _revolt_margin(seen, *following)
    if margin >= 0 or (seen.view.unrest >= RESTLESS and margin >= -4):
        return 2.0
    return -2.0


def _choose_side(seen: Seen, a: Any) -> float:
    """A senator joins his faction's revolt only when its army needs his talents; the
    others keep their seats, offices and concessions, and their lives should it fail
    [1.11.32, 1.11.33, 1.11.371]."""
    if not a.rebel:
        return 0.0
    return 1.0 if a.senator in _joining(seen) else -1.0


SCORERS: dict[str, Scorer] = {
    "choose_leader": _choose_leader,
    "play_statesman": lambda seen, a: 10.0,
    "play_concession": lambda seen, a: 8.0,
    "play_law": lambda seen, a: 1.0,
    "offer_card": _offer_card,
    "answer_offer": _answer_offer,
    "discard_card": _discard,
    "assign_province": _assign_province,
    "done": lambda seen, a: 0.0,
    "pass": lambda seen, a: 0.0,
    "adjourn": lambda seen, a: 0.0,
    "take_spoils": _take_spoils,
    "transfer": _transfer,
    "contribute": _contribute,
    "bid_initiative": _bid,
    "persuade": _persuade,
    "counter_bribe": _counter_bribe,
    "bribe": _bribe,
    "roll_persuasion": lambda seen, a: 0.0,
    "attract_knight": _attract_knight,
    "pressure_knights": lambda seen, a: -1.0,
    "sponsor_games": _sponsor_games,
    "discard_enemy_leader": lambda seen, a: 0.0,
    "propose": _propose,
    "vote": _vote,
    "veto": _veto,
    "react_to_tribune": _react_to_tribune,
    "claim_floor": _claim_floor,
    "choose_rome_consul": _choose_rome_consul,
    "name_senator": _name_senator,
    "unanimous_defeat": _unanimous_defeat,
    "consent": _consent,
    "name_faction": _name_faction,
    "appeal_to_people": _appeal,
    "assassinate": _assassinate,
    "play_bodyguards": _bodyguards,
    "pay_ransom": lambda seen, a: 5.0,
    "roll_loyalty": _roll_loyalty,
    "lay_down_command": lambda seen, a: 0.0,
    "declare_revolt": _declare_revolt,
    "choose_side": _choose_side,
}
#: the decision's default action wins a tie with another action scoring the same
DEFAULT_BONUS = 0.01


def _dump(action: Any) -> Any:
    return action.model_dump(mode="json") if hasattr(action, "model_dump") else action


class BasicPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        if isinstance(state, RorState):  # the proposals a Presiding Magistrate may type
            actions += [a for a in floor_options(state, seat) if a not in actions]
        decision = next((d for d in game.pending(state) if d.seat == seat), None)
        seen = Seen(seat=seat, view=game.view(state, seat), decision=decision)
        if isinstance(state, RorState):  # the ballots, transfers, attempts it may type
            actions += typed_ballots(seen.view, decision, actions)
            actions += gathering(seen.view, decision, seat, purse_keeper(seen))
            typed = attempt_on_nominee(state, seen.view, decision)
            actions += [a for a in typed if a not in actions]
        scores = [self.score(seen, a) for a in actions]
        if all(s is None for s in scores):
            return self._rng.choice(actions)
        default = decision.default if decision is not None else None
        ranked = [
            (s if s is not None else 0.0) + (DEFAULT_BONUS if _dump(a) == default else 0.0)
            for a, s in zip(actions, scores, strict=True)
        ]
        best = max(ranked)
        return self._rng.choice([a for a, s in zip(actions, ranked, strict=True) if s == best])

    @staticmethod
    def score(seen: Seen, action: Any) -> float | None:
        scorer = SCORERS.get(str(getattr(action, "kind", "")))
        if scorer is None:
            return None
        try:
            return scorer(seen, action)
        except (AttributeError, KeyError, TypeError, ValueError):
            return None  # an action shaped unlike the one the scorer knows
