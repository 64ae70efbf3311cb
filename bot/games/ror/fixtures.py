"""Scenario fixtures: a game situation stated by card ids, forced dice and chits, actions
and the facts expected afterwards (format: docs/SCENARIOS.md). Pure: the runner in
`bot/tools/scenario.py` reads the files."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.engine.rng import ForcedMismatch
from bot.games.ror.rules.actions import parse_action
from bot.games.ror.rules.cards import CARDS
from bot.games.ror.rules.engine import apply
from bot.games.ror.rules.provinces_setup import create_province
from bot.games.ror.rules.senators import default_leader, printed
from bot.games.ror.rules.setup import setup_step
from bot.games.ror.rules.state import (
    SEATS,
    Era,
    Force,
    Office,
    Phase,
    RebelGovernor,
    RorState,
    War,
    WarStatus,
)
from bot.games.ror.rules.turn import advance, enter_phase
from bot.games.ror.rules.view import view


class FixtureError(ValueError):
    """The fixture itself is malformed (unknown card, bad path)."""


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SetupSpec(_Spec):
    seed: int = 1
    factions: int = Field(default=3, ge=3, le=6)
    options: dict[str, Any] = Field(default_factory=dict)


class SenatorSpec(_Spec):
    faction: str | None = None  # None: unaligned, in the Forum
    family: str | None = None  # family card beneath a statesman
    leader: bool = False
    office: Office | None = None
    prior_consul: bool = False
    military: int | None = None
    oratory: int | None = None
    loyalty: int | None = None
    influence: int | None = None
    popularity: int | None = None
    knights: int | None = None
    talents: int | None = None
    concessions: list[str] = Field(default_factory=list)
    corrupt: bool = False  # revenue: took provincial spoils [1.06.12]
    captive: str | None = None  # combat: the war holding him [1.10.71]
    rebel: bool = False  # a secondary rebel [1.11.32] (the Primary Rebel: `rebel_army`)
    # prosecutions: a Major marker, concessions with their corrupt bar showing
    major: bool = False
    corrupt_concessions: list[str] = Field(default_factory=list)


class ProvinceSpec(_Spec):
    developed: bool = False
    governor: str | None = None  # a senator in play
    term: int = 0
    garrison: int = 0  # revenue: legions stationed there
    armies: int = 0  # provincial wars (2.02): provincial armies and fleets
    fleets: int = 0
    legate: bool = False  # 1.13.1: the governor rules it through a Legate (not there)


class ForceSpec(_Spec):
    """combat: units sent against a war, with their commander [1.10]."""

    war: str
    commander: str | None = None
    master_of_horse: str | None = None
    legions: int = 0
    veterans: list[str] = Field(default_factory=list)  # one allegiance per veteran legion
    fleets: int = 0
    order: int = 0
    sent_turn: int = 0


class StateSpec(_Spec):
    phase: Phase | None = None
    turn: int | None = None
    clear_factions: bool = False
    senators: dict[str, SenatorSpec] = Field(default_factory=dict)
    leaders: dict[str, str | None] = Field(default_factory=dict)
    hands: dict[str, list[str]] = Field(default_factory=dict)
    deck_top: list[str] = Field(default_factory=list)
    forum: list[str] = Field(default_factory=list)
    curia: list[str] = Field(default_factory=list)
    wars: dict[str, WarStatus] = Field(default_factory=dict)
    treasury: int | None = None
    unrest: int | None = None
    legions: int | None = None
    fleets: int | None = None
    faction_treasury: dict[str, int] = Field(default_factory=dict)
    # scenarios and cards: laws in force, provinces in play, the era
    laws: list[str] = Field(default_factory=list)
    provinces: dict[str, ProvinceSpec] = Field(default_factory=dict)
    era: Era | None = None
    # events and population: event id -> level; wars in an Unprosecuted space [1.07.21, 1.08]
    active_events: dict[str, int] = Field(default_factory=dict)
    unprosecuted: list[str] = Field(default_factory=list)
    # combat [1.10]: forces in the field, the Primary Rebel's army, enemy leaders
    # with their wars, Naval Victory markers
    forces: list[ForceSpec] = Field(default_factory=list)
    rebel_army: ForceSpec | None = None
    rebel_governor: RebelGovernor | None = None  # 2.03: the rebel army's commander's province
    war_leaders: dict[str, list[str]] = Field(default_factory=dict)
    naval_victory: list[str] = Field(default_factory=list)
    consul_for_life: str | None = None  # consul for life [1.09.82]


class StepSpec(_Spec):
    seat: str
    action: dict[str, Any]
    illegal: str | None = None  # expect IllegalAction with this key


class Expectation(_Spec):
    fact: str | None = None
    view: str | None = None  # read `fact` in view(state, seat); "public" for the public view
    event: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)
    count: int | None = None
    equals: Any = None
    absent: bool = False
    contains: Any = None
    at_least: float | None = Field(default=None, alias="at-least")
    at_most: float | None = Field(default=None, alias="at-most")


class Fixture(_Spec):
    name: str
    rule: str
    description: str = ""
    setup: SetupSpec = Field(default_factory=SetupSpec)
    state: StateSpec = Field(default_factory=StateSpec)
    force: list[int | str] = Field(default_factory=list)
    actions: list[StepSpec] = Field(default_factory=list)
    expect: list[Expectation]


class FixtureResult(BaseModel):
    name: str
    passed: bool
    failures: list[str]
    events: list[Event]
    state: RorState | None


# ---------------------------------------------------------------- building the situation


def take(state: RorState, card: str) -> None:
    """Remove a card from wherever it is (it may be out of this game: nothing to do)."""
    if card not in CARDS:
        raise FixtureError(f"unknown card id {card!r}")
    zones = [
        state.deck,
        state.forum,
        state.curia,
        state.discard,
        state.removed,
        state.laws,
        state.provinces_aside,
        *(d.cards for d in state.later_decks),
    ]
    for zone in zones:
        if card in zone:
            zone.remove(card)
            return
    if card in state.provinces:  # scenarios: a province in play
        for s in state.senators.values():
            if s.province == card:
                s.province = None
        state.provinces_aside.append(state.provinces.pop(card).card)
        return
    for faction in state.factions.values():
        if card in faction.hand:
            faction.hand.remove(card)
            return
    state.wars = [w for w in state.wars if w.card != card]
    for s in state.senators.values():
        if s.family == card:
            s.family = None
            return
        if card in s.concessions:
            s.concessions.remove(card)
            return
        if card in s.bodyguards:
            s.bodyguards.remove(card)
            return
    if card in state.senators:
        gone = state.senators.pop(card)
        state.deck += [c for c in (gone.family, *gone.concessions, *gone.bodyguards) if c]
        for faction in state.factions.values():
            if faction.leader == card:
                faction.leader = None


def _place_senator(state: RorState, card: str, spec: SenatorSpec) -> None:
    if CARDS[card].type not in ("family", "statesman"):
        raise FixtureError(f"{card} is not a senator")
    take(state, card)
    senator = printed(card).model_copy(update={"faction": spec.faction})
    if spec.family:
        take(state, spec.family)
        senator.family = spec.family
    for field in (
        "military",
        "oratory",
        "loyalty",
        "influence",
        "popularity",
        "knights",
        "talents",
    ):
        value = getattr(spec, field)
        if value is not None:
            setattr(senator, field, value)
    if spec.office:
        for other in state.senators.values():
            if other.office == spec.office:
                other.office = None
        senator.office = spec.office
    senator.prior_consul = spec.prior_consul
    senator.corrupt = spec.corrupt
    senator.captive = spec.captive  # combat
    senator.rebel = spec.rebel
    senator.major = spec.major  # prosecutions
    for concession in spec.concessions:
        take(state, concession)
        senator.concessions.append(concession)
    senator.corrupt_concessions = [c for c in spec.corrupt_concessions if c in spec.concessions]
    state.senators[card] = senator


def _place_laws_and_provinces(state: RorState, spec: StateSpec) -> None:
    for card in spec.laws:
        take(state, card)
        state.laws.append(card)
    for card, p in spec.provinces.items():
        if card in state.provinces:
            take(state, card)  # back aside, to be placed anew
        if p.governor is not None and p.governor not in state.senators:
            raise FixtureError(f"governor {p.governor} is not in play")
        province = create_province(state, card, developed=p.developed)
        province.governor, province.term = p.governor, p.term
        province.garrison = p.garrison
        province.armies, province.fleets = p.armies, p.fleets
        if p.governor is not None and not p.legate:
            state.senators[p.governor].province = card
    if spec.era is not None:
        state.era = spec.era


def _force(state: RorState, spec: ForceSpec) -> Force:
    force = Force(**spec.model_dump())
    for card in (spec.commander, spec.master_of_horse):
        if card is not None:
            if card not in state.senators:
                raise FixtureError(f"commander {card} is not in play")
            state.senators[card].command = spec.war
    return force


def _place_forces(state: RorState, spec: StateSpec) -> None:
    """combat: forces, the rebel army (its commander becomes a rebel), leaders."""
    state.forces += [_force(state, f) for f in spec.forces]
    if spec.rebel_army is not None:
        state.rebel_army = _force(state, spec.rebel_army)
        if spec.rebel_army.commander is not None:
            state.senators[spec.rebel_army.commander].rebel = True
        state.rebel_governor = spec.rebel_governor
    for war in state.wars:
        for leader in spec.war_leaders.get(war.card, []):
            take(state, leader)
            war.leaders.append(leader)
        war.naval_victory = war.card in spec.naval_victory


def _seat(state: RorState, seat: str) -> str:
    if seat not in state.factions:
        raise FixtureError(f"no faction {seat!r} in a {len(state.seats)}-faction game")
    return seat


def build(fixture: Fixture) -> tuple[RorState, list[Event]]:
    """The fixture's situation and the events produced to reach it."""
    first = setup_step(fixture.setup.seed, SEATS[: fixture.setup.factions], fixture.setup.options)
    state, events = first.state, list(first.events)
    spec = fixture.state
    if spec.clear_factions:
        for card in [c for c, s in state.senators.items() if s.faction is not None]:
            take(state, card)
            state.deck.append(card)
    for card, senator in spec.senators.items():
        if senator.faction is not None:
            _seat(state, senator.faction)
        _place_senator(state, card, senator)
    if spec.phase is not None:
        for seat, faction in state.factions.items():
            if faction.leader is None:
                faction.leader = default_leader(state, seat)
    for card, senator in spec.senators.items():
        if senator.leader and senator.faction is not None:
            state.factions[senator.faction].leader = card
    for seat, leader in spec.leaders.items():
        state.factions[_seat(state, seat)].leader = leader
    for seat, cards in spec.hands.items():
        hand = state.factions[_seat(state, seat)].hand
        state.deck += hand
        hand.clear()
        for card in cards:
            take(state, card)
            hand.append(card)
    for card in reversed(spec.deck_top):
        take(state, card)
        state.deck.insert(0, card)
    for zone, cards in ((state.forum, spec.forum), (state.curia, spec.curia)):
        for card in cards:
            take(state, card)
            zone.append(card)
    for card, status in spec.wars.items():
        take(state, card)
        state.wars.append(War(card=card, status=status))
    for field in ("treasury", "unrest", "legions", "fleets", "turn"):
        value = getattr(spec, field)
        if value is not None:
            setattr(state, field, value)
    for seat, talents in spec.faction_treasury.items():
        state.factions[_seat(state, seat)].treasury = talents
    _place_laws_and_provinces(state, spec)
    state.active_events.update(spec.active_events)
    for war in state.wars:
        war.unprosecuted = war.unprosecuted or war.card in spec.unprosecuted
    _place_forces(state, spec)  # combat
    state.consul_for_life = spec.consul_for_life  # consul for life
    state.rng.forced += fixture.force
    if spec.phase is not None:
        state.procedures = []
        ctx = Ctx(state)
        enter_phase(ctx, spec.phase)
        advance(ctx)
        events += ctx.events
    return state, events


# ---------------------------------------------------------------- checking the facts

_MISSING = object()


def resolve(doc: Any, path: str) -> Any:
    """Follow a dotted path through dicts (by key) and lists (by index)."""
    node = doc
    for part in path.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif (
            isinstance(node, list)
            and part.lstrip("-").isdigit()
            and -len(node) <= int(part) < len(node)
        ):
            node = node[int(part)]
        else:
            return _MISSING
    return node


def _show(value: Any) -> str:
    return "absent" if value is _MISSING else repr(value)


def check_fact(doc: Any, e: Expectation) -> str | None:
    assert e.fact is not None
    got = resolve(doc, e.fact)
    where = f"{e.fact}" + (f" (view {e.view})" if e.view else "")
    given = e.model_fields_set
    if e.absent:
        return None if got is _MISSING else f"{where}: expected absent, got {_show(got)}"
    if got is _MISSING:
        return f"{where}: expected a value, got absent"
    if "equals" in given and got != e.equals:
        return f"{where}: expected {e.equals!r}, got {got!r}"
    if "contains" in given:
        try:
            ok = e.contains in got
        except TypeError:
            ok = False
        if not ok:
            return f"{where}: expected to contain {e.contains!r}, got {got!r}"
    if e.at_least is not None and not (isinstance(got, int | float) and got >= e.at_least):
        return f"{where}: expected at least {e.at_least:g}, got {got!r}"
    if e.at_most is not None and not (isinstance(got, int | float) and got <= e.at_most):
        return f"{where}: expected at most {e.at_most:g}, got {got!r}"
    return None


def check_event(events: list[Event], e: Expectation) -> str | None:
    matches = [
        ev
        for ev in events
        if ev.kind == e.event and all(ev.data.get(k, _MISSING) == v for k, v in e.data.items())
    ]
    label = f"event {e.event}" + (f" {e.data}" if e.data else "")
    if e.count is not None and len(matches) != e.count:
        return f"{label}: expected {e.count} time(s), got {len(matches)}"
    if e.count is None and not matches:
        seen = sorted({ev.kind for ev in events})
        return f"{label}: expected, not found (events: {', '.join(seen)})"
    return None


def run_fixture(data: Mapping[str, Any]) -> FixtureResult:
    fixture = Fixture.model_validate(dict(data))
    failures: list[str] = []
    try:
        state, events = build(fixture)
        for i, step in enumerate(fixture.actions):
            action = parse_action(step.action)
            try:
                result = apply(state, step.seat, action)
            except IllegalAction as err:
                if step.illegal != err.key:
                    failures.append(f"action {i + 1}: refused with {err.key!r}")
                    break
                continue
            if step.illegal is not None:
                failures.append(f"action {i + 1}: expected refusal {step.illegal!r}, was applied")
                break
            state, events = result.state, events + result.events
    except (FixtureError, ValueError, AssertionError, KeyError, ForcedMismatch) as err:
        return FixtureResult(
            name=fixture.name, passed=False, failures=[f"error: {err}"], events=[], state=None
        )
    state_doc = state.model_dump(mode="json")
    for e in fixture.expect:
        if e.event is not None:
            problem = check_event(events, e)
        elif e.fact is not None:
            doc = state_doc
            if e.view is not None:
                doc = view(state, None if e.view == "public" else e.view).model_dump(mode="json")
            problem = check_fact(doc, e)
        else:
            problem = "an expectation needs a fact or an event"
        if problem:
            failures.append(problem)
    return FixtureResult(
        name=fixture.name, passed=not failures, failures=failures, events=events, state=state
    )
