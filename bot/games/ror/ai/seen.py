"""What a seat knows when it chooses (`Seen`): its own view of the board and the decision
waiting for it, with the campaign Rome can mount this turn and the valuations the
proposals' stances ask of a player (`Judge` in bot/games/ror/rules/senate/proposals.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.decisions import Decision
from bot.games.ror.ai import forces, land_bills
from bot.games.ror.ai.battles import (
    enemy_when_attacked,
    fight_value,
    land_units,
    lone_series,
    turn_odds,
    urgency_of,
)
from bot.games.ror.ai.dice import ACCEPTED, DECISIVE, DESPERATE, margin_like
from bot.games.ror.ai.garrisons import garrison_need
from bot.games.ror.ai.treasury import FOUR_WARS, IDLE_MARGIN, reserve
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.refs import as_names
from bot.games.ror.rules.senate.proposals import SeenProposal

#: wars Rome readies forces for at once (the two Consuls' commands) [1.09.64]
FRONTS = 2
#: the offices that command armies [1.09.64]
COMMANDS = ("dictator", "rome_consul", "field_consul")
#: at most 25 Legions and 25 Fleets [1.09.63]
MAX_UNITS = 25


def war_card(text: Any) -> str | None:
    """A war card from its id or its printed name (a ballot shows the name)."""
    if isinstance(text, str) and text in WAR_DATA:
        return text
    return next((c for c, w in WAR_DATA.items() if w.name == text), None)


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

    def named(self, who: Any) -> Any:
        """A senator from his card (a proposal) or his name (a ballot)."""
        return self.senator(who) or next((s for s in self.view.senators if s.name == who), None)

    def war_named(self, text: Any) -> Any:
        """A war on the board from its card or its printed name."""
        card = war_card(text)
        return next((w for w in self.view.wars if w.id == card), None)

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
        sent = {f.war: f for f in view.forces}
        falling = self.active_wars() >= FOUR_WARS
        pressing = self.pressing()
        # a war of a series waiting Inactive doubles with the next of its series drawn:
        # beaten alone, it is beaten cheaply [1.10.2]
        candidates = pressing + [w for w in self.threats() if lone_series(self, w)]
        for war in candidates + [w for w in self.threats() if w.id in sent]:
            if any(n[1].id == war.id for n in needs):
                continue
            need = self._need(war, sent.get(war.id), military)
            decisive = sum(need(margin_like(war, DECISIVE), False))
            if decisive:
                # facing four wars, the cheapest victories first, whatever comes next
                urgency = 0 if falling else urgency_of(self, war)
                needs.append(((-urgency, decisive), war, need))
        plan: list[tuple[Any, int, int]] = []
        used = (0, 0)
        fronts = max(FRONTS, len(self.commanders()))
        for _, war, need in sorted(needs, key=lambda n: (n[0], n[1].id)):
            if len(plan) == fronts:
                break
            goes = war.id not in sent
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
                    odds = turn_odds(self, war, commander, legions, fleets)
                    if fight_value(self, war, *odds) <= 0:
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
        land = enemy_when_attacked(self, war, naval=False)
        naval = self.naval_battle(war)
        sea = enemy_when_attacked(self, war, naval=True) if naval else 0
        there = (0, 0)
        if force is not None:
            military = self.force_military(force)
            there = (land_units(force), force.fleets)

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
        return forces.raise_value(self, legions, fleets)

    def deploy_value(self, seen: SeenProposal) -> float:
        return forces.deploy_value(self, seen)

    def reinforce_value(self, seen: SeenProposal) -> float:
        return forces.reinforce_value(self, seen)

    def recall_value(self, seen: SeenProposal) -> float:
        return forces.recall_value(self, seen)

    def land_bill_value(self, seen: SeenProposal) -> float:
        return land_bills.land_bill_value(self, seen)

    def can_raise(self) -> bool:
        """Rome may still pay for a unit above its reserve [1.09.63, 1.08 NR]."""
        return self.affordable() > 0

    def affordable(self) -> int:
        """The units Rome may raise and still keep its reserve, their upkeep counted in
        it, and a margin more while no war is Active (`raise_value` raises no more)
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


#: how a player scores one action kind: None when it does not know the action's shape
Scorer = Callable[[Seen, Any], float | None]
