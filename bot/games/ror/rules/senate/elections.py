"""Elections of the officials [1.09.2-1.09.4]: the Consuls, the Dictator and his Master of
Horse, the Censor."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, ChooseRomeConsul, NameSenator
from bot.games.ror.rules.cards import WAR_DATA, card_name, id_order
from bot.games.ror.rules.combat.strength import enemy_strength, matching_multiplier
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.proposal_params import ProposalParams, SenatorParams
from bot.games.ror.rules.senate.departures import NotesDeaths, died_since
from bot.games.ror.rules.senate.floor import open_floor, proposal_refusal
from bot.games.ror.rules.senate.presiding import in_rome, presiding_magistrate
from bot.games.ror.rules.senate.proposals import (
    BusinessStep,
    Judge,
    ProposalKind,
    SeenProposal,
    params_of,
    register,
    register_step,
)
from bot.games.ror.rules.state import Office, Proposal, RorState, Senator

CONSUL_INFLUENCE = 5  # 1.09.22
DICTATOR_INFLUENCE = 7  # 1.09.33
MASTER_OF_HORSE_INFLUENCE = 3  # 1.09.33
CENSOR_INFLUENCE = 5  # 1.09.4
DICTATOR_WARS = 3  # 1.09.3: Active wars, or one war this strong
DICTATOR_STRENGTH = 20
OFFERED = 5  # candidates offered for an appointment; any other may be typed


def _ranked(state: RorState, senators: list[Senator], key: str) -> list[Senator]:
    """Candidates the presider would think of first: his own faction's, then by `key`."""
    pm = presiding_magistrate(state)
    own = pm.faction if pm else None
    return sorted(senators, key=lambda s: (s.faction != own, -getattr(s, key), id_order(s.card)))


def holder(state: RorState, office: Office) -> Senator | None:
    return next((s for s in state.senators.values() if s.office == office), None)


def _take_office(ctx: Ctx[RorState], card: str, office: Office, influence: int, rule: str) -> None:
    """No one holds two Major Offices [1.09.1]: a new holder gives up the one he had."""
    state = ctx.state
    previous = holder(state, office)
    if previous is not None and previous.card != card:
        previous.office = None
    s = state.senators[card]
    s.office = office
    s.influence += influence
    state.senate.filled.append(office)
    if card in state.senate.stepped_down and office in ("dictator", "rome_consul", "censor"):
        # 1.09.22, 1.09.33: he presides now; 1.09.41: the Censor conducts the prosecutions
        state.senate.stepped_down.remove(card)
    ctx.emit("office_taken", rule, senator=card, name_id=card, office=office, influence=influence)


# ---------------------------------------------------------------- consuls [1.09.2]


def consul_candidates(state: RorState) -> list[Senator]:
    """Aligned senators in Rome, not the sitting Consuls or Dictator (unless Tradition
    Erodes is in play) [1.09.2]."""
    sitting = (
        () if "law:tradition_erodes" in state.laws else ("rome_consul", "field_consul", "dictator")
    )
    return [s for s in in_rome(state) if s.office not in sitting]


class PairParams(ProposalParams):
    """Two senators for the consulship [1.09.2], in any order."""

    pair: list[str]


def _pair(params: PairParams) -> list[str]:
    return sorted(params.pair, key=id_order)


def consul_refusal(state: RorState, params: PairParams) -> IllegalAction | None:
    pair = _pair(params)
    if "rome_consul" in state.senate.filled:
        return IllegalAction("office_filled", "1.09.1", office="rome_consul")
    if len(pair) != 2 or pair[0] == pair[1]:
        return IllegalAction("consuls_need_pair", "1.09.2")
    eligible = {s.card for s in consul_candidates(state)}
    for card in pair:
        if card not in eligible:
            return IllegalAction("not_eligible_consul", "1.09.2", senator=card)
    return None


def possible_pairs(state: RorState, most: int) -> list[list[str]]:
    """Up to `most` pairs still possible: eligible, not defeated or vetoed this phase
    [1.09.21], the presider's own faction's and the most influential first."""
    if "rome_consul" in state.senate.filled:
        return []
    ranked = _ranked(state, consul_candidates(state), "influence")
    spent = {*state.senate.defeated, *state.senate.vetoed}
    found = []
    for a, b in combinations(ranked, 2):
        pair = sorted([a.card, b.card], key=id_order)
        if CONSULS.signature(PairParams(pair=pair)) not in spent:
            found.append(pair)
            if len(found) == most:
                break
    return found


def consul_nominations(state: RorState) -> list[PairParams]:
    return [PairParams(pair=p) for p in possible_pairs(state, OFFERED)]


def _describe_pair(state: RorState, params: PairParams) -> dict[str, Any]:
    a, b = _pair(params) or ["?", "?"]
    return {"a": a, "a_name": card_name(a), "b": b, "b_name": card_name(b)}


def _consuls_pass(ctx: Ctx[RorState], proposal: Proposal) -> None:
    elect_consuls(ctx, _pair(params_of(proposal, PairParams)))


class Roles(NotesDeaths):
    pair: list[str]  # the consuls-elect
    choices: dict[str, str] = Field(default_factory=dict)  # Rome Consul, by faction

    def named(self) -> list[str]:
        return [*self.pair, *self.choices.values(), *self.died]


def elect_consuls(ctx: Ctx[RorState], pair: list[str]) -> None:
    """1.09.22: the pair agrees who takes Rome (each faction decides; a die if they differ)."""
    state = ctx.state
    seats = list(dict.fromkeys(state.senators[c].faction or "" for c in pair))
    push(state, "consul_roles", "1.09.22", seats, simultaneous=True, data=Roles(pair=pair))
    state.senate.filled.append("rome_consul")  # no second election while they choose


def legal_roles(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    assert proc is not None
    return [ChooseRomeConsul(senator=c) for c in proc.data_as(Roles).pair]


def default_role(state: RorState, seat: str) -> Action:
    return legal_roles(state, seat)[0]


def apply_role(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    data = proc.data_as(Roles)
    pair = data.pair
    if not isinstance(action, ChooseRomeConsul) or action.senator not in pair:
        raise IllegalAction("not_a_new_consul", "1.09.22")
    data.choices[seat] = action.senator
    finish_turn_of_seat(state, seat)
    if proc in state.procedures:
        return
    choices = set(data.choices.values())
    alive = [c for c in pair if not died_since(data, c)]  # 1.09.73: died meanwhile
    if len(choices) == 1:
        rome = choices.pop()
    elif len(alive) == len(pair):
        rome = data.choices[_roll_off(ctx, pair)]
    else:  # no roll-off with the dead: the survivor takes Rome
        rome = next(iter(alive), pair[0])
    if rome not in alive:
        rome = next(iter(alive), rome)
    install_consuls(ctx, rome, next(c for c in pair if c != rome), alive)


def _roll_off(ctx: Ctx[RorState], pair: list[str]) -> str:
    """1.09.22, RULES §7.3: consuls who cannot agree roll off for the choice of office, a
    die each, ties rolled again; the faction of the higher roll has its choice."""
    seats = [ctx.state.senators[c].faction or "" for c in pair]
    while True:
        rolls = [
            ctx.dice(1, purpose="rome_consul_roll_off", rule="1.09.22", seat=seat)[0]
            for seat in seats
        ]
        if rolls[0] != rolls[1]:
            return seats[rolls.index(max(rolls))]


def install_consuls(
    ctx: Ctx[RorState], rome: str, field: str, alive: list[str] | None = None
) -> None:
    """1.09.22: +5 INF each; outgoing Consuls and the Dictator get Prior Consul markers;
    the Dictator and Master of Horse leave office; the Rome Consul presides."""
    state = ctx.state
    state.senate.filled.remove("rome_consul")
    for s in state.senators.values():
        if s.office in ("rome_consul", "field_consul", "dictator"):
            s.prior_consul = True
        if s.office in ("rome_consul", "field_consul", "dictator", "master_of_horse"):
            ctx.emit("office_left", "1.09.22", senator=s.card, name_id=s.card, office=s.office)
            s.office = None
    offices: tuple[tuple[str, Office], ...] = ((rome, "rome_consul"), (field, "field_consul"))
    for card, office in offices:
        if alive is None or card in alive:
            _take_office(ctx, card, office, CONSUL_INFLUENCE, "1.09.22")
        else:  # a consul-elect who died: his office stays filled, and empty [1.09.1]
            state.senate.filled.append(office)


def run_consuls(ctx: Ctx[RorState]) -> bool:
    state = ctx.state
    if "rome_consul" in state.senate.filled:
        return True
    pairs = possible_pairs(state, 2)
    if not pairs:
        ctx.emit("no_consuls", "1.09.21")
        return True
    if len(pairs) == 1:  # 1.09.21: the last possible pair is appointed
        ctx.emit("consuls_appointed", "1.09.21", **_describe_pair(state, PairParams(pair=pairs[0])))
        elect_consuls(ctx, pairs[0])
        return False
    return not open_floor(ctx, "consuls")


# ---------------------------------------------------------------- dictator [1.09.3]


def war_strength(state: RorState, war: str) -> int:
    """Land + naval strength of a war as combat counts them: each printed strength times
    the Active matching wars, its leaders' strength added once; a Naval Victory makes the
    naval strength 0 [1.09.3, 1.10.2]."""
    entry = next(w for w in state.wars if w.card == war)
    naval = 0 if entry.naval_victory else WAR_DATA[war].naval_strength
    return enemy_strength(state, entry, naval=False) + naval * matching_multiplier(state, war)


def dictator_allowed(state: RorState) -> bool:
    """1.09.3: 3+ Active wars, or one Active war with land + naval strength of 20+."""
    active = [w.card for w in state.wars if w.status == "active"]
    return len(active) >= DICTATOR_WARS or any(
        war_strength(state, w) >= DICTATOR_STRENGTH for w in active
    )


def dictator_candidates(state: RorState) -> list[Senator]:
    """Aligned, in Rome, no office other than Censor [1.09.3]."""
    return [s for s in in_rome(state) if s.office in (None, "censor")]


def _consul_seats(state: RorState) -> list[str]:
    """The consuls' factions; one consul alone may appoint [1.09.31]."""
    consuls = [holder(state, o) for o in ("rome_consul", "field_consul")]
    return list(dict.fromkeys(s.faction for s in consuls if s is not None and s.faction))


def dictator_refusal(state: RorState, params: SenatorParams) -> IllegalAction | None:
    card = params.senator
    if "dictator" in state.senate.filled:
        return IllegalAction("office_filled", "1.09.1", office="dictator")
    if not dictator_allowed(state):
        return IllegalAction("no_dictator_needed", "1.09.3")
    if card not in {s.card for s in dictator_candidates(state)}:
        return IllegalAction("not_eligible_dictator", "1.09.3", senator=card)
    return None


def dictator_nominations(state: RorState) -> list[SenatorParams]:
    """1.09.32: an election only once the consuls declined to appoint."""
    if not state.senate.data.get("elections", {}).get("appointment_declined"):
        return []
    ranked = _ranked(state, dictator_candidates(state), "military")
    return [SenatorParams(senator=s.card) for s in ranked[:OFFERED]]


class Appointment(ProcedureData):
    choices: dict[str, str | None] = Field(default_factory=dict)  # the dictator, by faction


def legal_dictator_appointments(state: RorState, seat: str) -> list[Action]:
    ranked = _ranked(state, dictator_candidates(state), "military")
    return [NameSenator(senator=None), *(NameSenator(senator=s.card) for s in ranked[:OFFERED])]


def default_decline(state: RorState, seat: str) -> Action:
    return NameSenator(senator=None)


def apply_dictator_appointment(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    """1.09.31: the consuls appoint together, or not at all."""
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if not isinstance(action, NameSenator):
        raise IllegalAction("wrong_phase", rule)
    if action.senator is not None and action.senator not in {
        s.card for s in dictator_candidates(state)
    }:
        raise IllegalAction("not_eligible_dictator", "1.09.3", senator=action.senator)
    data = proc.data_as(Appointment)
    data.choices[seat] = action.senator
    finish_turn_of_seat(state, seat)
    if proc in state.procedures:
        return
    choices = set(data.choices.values())
    if len(choices) == 1 and None not in choices:
        card = choices.pop()
        assert card is not None
        ctx.emit("dictator_appointed", "1.09.31", senator=card, name_id=card)
        install_dictator(ctx, card)
    else:
        ctx.emit("dictator_not_appointed", "1.09.31")
        state.senate.data.setdefault("elections", {})["appointment_declined"] = True


def install_dictator(ctx: Ctx[RorState], card: str) -> None:
    """1.09.33: +7 INF, presides, and names his Master of Horse."""
    _take_office(ctx, card, "dictator", DICTATOR_INFLUENCE, "1.09.33")
    seat = ctx.state.senators[card].faction
    if seat and master_candidates(ctx.state):
        push(ctx.state, "master_of_horse", "1.09.33", [seat])


def master_candidates(state: RorState) -> list[Senator]:
    """Aligned senators in Rome without an office, or the Censor [1.09.33]."""
    return [s for s in in_rome(state) if s.office in (None, "censor")]


def legal_masters(state: RorState, seat: str) -> list[Action]:
    ranked = _ranked(state, master_candidates(state), "military")
    return [NameSenator(senator=s.card) for s in ranked[:OFFERED]]


def default_master(state: RorState, seat: str) -> Action:
    return legal_masters(state, seat)[0]


def apply_master(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    eligible = {s.card for s in master_candidates(state)}
    if not isinstance(action, NameSenator) or action.senator not in eligible:
        raise IllegalAction("not_eligible_master_of_horse", "1.09.33")
    assert action.senator is not None
    finish_turn_of_seat(state, seat)
    censor = state.senators[action.senator].office == "censor"
    _take_office(ctx, action.senator, "master_of_horse", MASTER_OF_HORSE_INFLUENCE, "1.09.33")
    if censor:  # no one holds two offices: the Censor's seat is empty until elected
        ctx.emit(
            "office_left",
            "1.09.33",
            senator=action.senator,
            name_id=action.senator,
            office="censor",
        )


def run_dictator(ctx: Ctx[RorState]) -> bool:
    state = ctx.state
    if "dictator" in state.senate.filled or not dictator_allowed(state):
        return True
    if not dictator_candidates(state):
        return True
    data = state.senate.data.setdefault("elections", {})
    if not data.get("appointment_asked"):
        data["appointment_asked"] = True
        seats = _consul_seats(state)
        if seats:
            push(state, "appoint_dictator", "1.09.31", seats, simultaneous=True)
            return False
        data["appointment_declined"] = True
    return not open_floor(ctx, "dictator")


def commander_military(state: RorState, card: str) -> int:
    """A commander's Military: the Dictator's adds his Master of Horse's [1.09.34]."""
    s = state.senators[card]
    master = holder(state, "master_of_horse")
    if s.office == "dictator" and master is not None:
        return s.military + master.military
    return s.military


# ---------------------------------------------------------------- censor [1.09.4]


def censor_candidates(state: RorState) -> list[Senator]:
    """Prior Consuls, aligned, in Rome, without another Major Office (the Censor may
    succeed himself; this turn's Master of Horse holds one); open to all such senators
    when none qualifies [1.09.4]."""
    free = [s for s in in_rome(state) if s.office in (None, "censor")]
    priors = [s for s in free if s.prior_consul]
    return priors or free


def censor_refusal(state: RorState, params: SenatorParams) -> IllegalAction | None:
    if "censor" in state.senate.filled:
        return IllegalAction("office_filled", "1.09.1", office="censor")
    card = params.senator
    if card not in {s.card for s in censor_candidates(state)}:
        return IllegalAction("not_eligible_censor", "1.09.4", senator=card)
    return None


def _remaining_censors(state: RorState) -> list[Senator]:
    return [
        s
        for s in censor_candidates(state)
        if proposal_refusal(state, "censor", SenatorParams(senator=s.card)) is None
    ]


def censor_nominations(state: RorState) -> list[SenatorParams]:
    ranked = _ranked(state, _remaining_censors(state), "influence")
    return [SenatorParams(senator=s.card) for s in ranked]


def elect_censor(ctx: Ctx[RorState], card: str) -> None:
    """+5 INF [1.09.4]."""
    _take_office(ctx, card, "censor", CENSOR_INFLUENCE, "1.09.4")


def run_censor(ctx: Ctx[RorState]) -> bool:
    state = ctx.state
    if "censor" in state.senate.filled:
        return True
    remaining = _remaining_censors(state)
    if not remaining:
        ctx.emit("no_censor", "1.09.4")
        return True
    if len(remaining) == 1:  # 1.09.4: the only candidate is elected automatically
        ctx.emit("censor_appointed", "1.09.4", senator=remaining[0].card, name_id=remaining[0].card)
        elect_censor(ctx, remaining[0].card)
        return True
    return not open_floor(ctx, "censor")


# ---------------------------------------------------------------- registration


def _describe_senator(state: RorState, params: SenatorParams) -> dict[str, Any]:
    card = params.senator
    return {"senator": card, "name": card_name(card) if card in state.senators else card}


def _pair_stance(judge: Judge, seen: SeenProposal) -> float:
    """Each of ours among the candidates is worth 3, each of the leading rival's -1."""
    pair = seen.get("pair") or [seen.get("a"), seen.get("b")]
    return sum(3.0 if judge.is_mine(c) else -1.0 if judge.rival_of_leader(c) else 0.0 for c in pair)


def _office_stance(judge: Judge, seen: SeenProposal, war: float) -> float:
    """For one of ours; a Dictator also against 3+ wars or a strong one (`war`) [1.09.31]."""
    c = seen.get("senator")
    return 3.0 if judge.is_mine(c) else war - (1.0 if judge.rival_of_leader(c) else 0.0)


CONSULS = register(
    ProposalKind(
        key="consuls",
        rule="1.09.2",
        step="consuls",
        params=PairParams,
        nominations=consul_nominations,
        refusal=consul_refusal,
        on_pass=_consuls_pass,
        describe=_describe_pair,
        canonical=lambda params: {"pair": _pair(params)},
        stance=_pair_stance,
    )
)
register(
    ProposalKind(
        key="dictator",
        rule="1.09.32",
        step="dictator",
        params=SenatorParams,
        nominations=dictator_nominations,
        refusal=dictator_refusal,
        describe=_describe_senator,
        repeatable=True,
        stance=lambda judge, p: _office_stance(judge, p, 4.0 if judge.active_wars() else 0.0),
        on_pass=lambda ctx, p: install_dictator(ctx, params_of(p, SenatorParams).senator),
    )
)
register(
    ProposalKind(
        key="censor",
        rule="1.09.4",
        step="censor",
        params=SenatorParams,
        nominations=censor_nominations,
        refusal=censor_refusal,
        describe=_describe_senator,
        stance=lambda judge, p: _office_stance(judge, p, 0.0),
        on_pass=lambda ctx, p: elect_censor(ctx, params_of(p, SenatorParams).senator),
    )
)
register_step(BusinessStep("consuls", "1.09.2", run=run_consuls, complete=lambda s: False))
register_step(BusinessStep("dictator", "1.09.3", run=run_dictator))
register_step(BusinessStep("censor", "1.09.4", run=run_censor, complete=lambda s: False))


PROCEDURES.register(
    "consul_roles",
    ProcedureRules("choose_rome_consul", legal_roles, apply_role, default_role, data=Roles),
)


PROCEDURES.register(
    "appoint_dictator",
    ProcedureRules(
        "appoint_dictator",
        legal_dictator_appointments,
        apply_dictator_appointment,
        default_decline,
        data=Appointment,
    ),
)


PROCEDURES.register(
    "master_of_horse",
    ProcedureRules(
        "appoint_master_of_horse",
        legal_masters,
        apply_master,
        default_master,
    ),
)
