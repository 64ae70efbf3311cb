"""The Senate kernel [1.09]: the floor, open and sealed ballots, split and bought votes,
tribunes and their limits, unanimous defeat, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Action, Done, Propose, UnanimousDefeat, Veto, Vote
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play

OPT, POP, EQU = "optimates", "populares", "equites"

# three factions of two senators; fam:1 is Rome Consul (presides), fam:2 Field Consul
SENATE: dict[str, Any] = {
    "fam:1": {
        "faction": OPT,
        "office": "rome_consul",
        "oratory": 3,
        "knights": 0,
        "influence": 5,
        "talents": 5,
    },
    "fam:2": {"faction": POP, "office": "field_consul", "oratory": 2, "knights": 0},
    "fam:3": {"faction": OPT, "oratory": 2, "knights": 1, "influence": 4},
    "fam:4": {"faction": POP, "oratory": 4, "knights": 0, "influence": 6, "talents": 3},
    "fam:5": {"faction": EQU, "oratory": 3, "knights": 2, "influence": 7},
    "fam:6": {"faction": EQU, "oratory": 1, "knights": 0, "influence": 2},
}
PAIR = {"pair": ["fam:3", "fam:4"]}


def at_senate(
    senators: dict[str, Any] | None = None,
    *,
    force: list[int | str] | None = None,
    options: dict[str, Any] | None = None,
    **state: Any,
) -> tuple[RorState, list[Event]]:
    """The Senate opening, with `force` feeding the dice from there on."""
    built, _ = make_state(
        clear_factions=True, senators=senators or SENATE, options=options or {}, **state
    )
    built.procedures = []
    built.phase, built.step = "senate", "start"
    built.rng.forced = list(force or [])
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state, ctx.events


def refused(state: RorState, seat: str, action: Action, key: str) -> None:
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, seat, action)
    assert err.value.key == key


def no(state: RorState, seat: str) -> Vote:
    return Vote(no=[s.card for s in state.senators.values() if s.faction == seat and s.in_rome])


def yes(state: RorState, seat: str) -> Vote:
    return Vote(yes=[s.card for s in state.senators.values() if s.faction == seat and s.in_rome])


def test_1_09_11_the_rome_consul_presides_and_proposes_consuls() -> None:
    state, events = at_senate()
    assert "senate_opens" in kinds(events)
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (OPT, "senate_floor")
    assert decision.data["presiding"] == "fam:1"
    offered = ror.legal_actions(state, OPT)
    assert offered and all(isinstance(a, Propose) for a in offered)  # no moving on yet
    assert len(offered) <= 5


def test_1_09_refusals_change_nothing() -> None:
    state, _ = at_senate()
    refused(state, POP, Propose(proposal="consuls", params=PAIR), "not_your_turn")
    refused(
        state, OPT, Propose(proposal="censor", params={"senator": "fam:3"}), "proposal_out_of_step"
    )
    refused(
        state,
        OPT,
        Propose(proposal="consuls", params={"pair": ["fam:1", "fam:3"]}),
        "not_eligible_consul",
    )
    with pytest.raises(IllegalAction) as unknown:  # refused when the action is read
        Propose(proposal="nonsense")
    assert unknown.value.key == "no_such_proposal"
    refused(state, OPT, Done(), "business_not_finished")


def test_1_09_13_sealed_ballot_is_secret_until_the_tally() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    decisions = ror.pending(state)
    assert {d.seat for d in decisions} == {OPT, POP, EQU}
    assert all(d.simultaneous and d.private and d.kind == "senate_ballot" for d in decisions)
    before = {seat: ror.view(state, seat) for seat in [None, OPT, EQU]}
    state, events = play(state, (POP, Vote(yes=["fam:4"], no=["fam:2"], bought={"fam:4": 2})))
    assert [e.kind for e in events if e.visibility == "public"] == []
    assert [e.seats for e in events if e.kind == "ballot_recorded"] == [[POP]]
    for seat in [None, OPT, EQU]:
        after = ror.view(state, seat)
        assert after.model_dump(exclude={"pending"}) == before[seat].model_dump(exclude={"pending"})
    assert state.senators["fam:4"].talents == 3  # paid only at the reveal
    state, events = play(state, (OPT, no(state, OPT)), (EQU, yes(state, EQU)))
    [tally] = [e for e in events if e.kind == "vote_tally"]
    assert tally.visibility == "public"
    # yes: fam:4 4+2 bought, fam:5 3+2, fam:6 1 = 12; no: fam:2 2, fam:1 3, fam:3 2+1 = 8
    assert (tally.data["yes"], tally.data["no"]) == (12, 8)
    assert tally.data["factions"][POP] == {"yes": 6, "no": 2}
    assert tally.data["senators"]["fam:4"]["votes"] == 6
    assert state.senators["fam:4"].talents == 1
    assert "proposal_passed" in kinds(events)


def test_1_09_13_open_ballot_in_order_presiders_faction_first() -> None:
    state, _ = at_senate(options={"ballot": "open"})
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind, decision.simultaneous) == (OPT, "senate_vote", False)
    refused(state, POP, Vote(), "not_your_turn")
    state, events = play(state, (OPT, yes(state, OPT)))
    assert [e.data["yes"] for e in events if e.kind == "ballot_cast"] == [6]
    assert [d.seat for d in ror.pending(state)] == [POP]
    state, _ = play(state, (POP, no(state, POP)))
    assert [d.seat for d in ror.pending(state)] == [EQU]


def test_1_09_13_a_bad_ballot_is_refused() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    refused(state, POP, Vote(yes=["fam:1"]), "not_your_voter")
    refused(state, POP, Vote(yes=["fam:4"], no=["fam:4"]), "vote_twice")
    refused(state, POP, Vote(yes=["fam:4"], bought={"fam:4": 4}), "cannot_buy_votes")
    refused(state, POP, Vote(yes=["fam:4"], bought={"fam:2": 1}), "bought_votes_unused")
    refused(state, POP, Veto(tribune="int:tribune#1"), "no_such_tribune")


def test_1_09_13_abstention_and_a_tie_fail() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(state, (OPT, Vote()), (POP, Vote()), (EQU, Vote()))
    assert "proposal_failed" in kinds(events)
    assert "unanimous_defeat" not in kinds(events)  # abstaining is not voting against


def test_1_09_15_a_tribune_vetoes_and_the_slate_cannot_return() -> None:
    state, _ = at_senate(hands={EQU: ["int:tribune#1"]})
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    assert Veto(tribune="int:tribune#1") in ror.legal_actions(state, EQU)
    assert not any(isinstance(a, Veto) for a in ror.legal_actions(state, POP))
    state, events = play(
        state,
        (OPT, yes(state, OPT)),
        (POP, yes(state, POP)),
        (EQU, Veto(tribune="int:tribune#1")),
    )
    assert "proposal_vetoed" in kinds(events) and "proposal_passed" not in kinds(events)
    assert "int:tribune#1" in state.discard and state.factions[EQU].hand == []
    refused(
        state,
        OPT,
        Propose(proposal="consuls", params={"pair": ["fam:4", "fam:3"]}),
        "proposal_vetoed_before",
    )


def test_1_09_15_open_ballot_veto_by_the_last_open_voter() -> None:
    """The last faction in an open ballot vetoes: the vote ends on the veto (its turn was
    the last one, so the vote is already over) and the Senate goes on."""
    state, _ = at_senate(hands={EQU: ["int:tribune#1"]}, options={"ballot": "open"})
    state, _ = play(
        state,
        (OPT, Propose(proposal="consuls", params=PAIR)),
        (OPT, yes(state, OPT)),
        (POP, yes(state, POP)),
    )
    assert [(d.seat, d.kind) for d in ror.pending(state)] == [(EQU, "senate_vote")]
    state, events = play(state, (EQU, Veto(tribune="int:tribune#1")))
    assert "proposal_vetoed" in kinds(events) and "proposal_passed" not in kinds(events)
    assert state.senate.proposal is None and "int:tribune#1" in state.discard
    assert [(d.seat, d.kind) for d in ror.pending(state)] == [(OPT, "senate_floor")]


def test_1_09_15_simultaneous_vetoes_roll_off() -> None:
    state, _ = at_senate(hands={EQU: ["int:tribune#1"], POP: ["int:tribune#2"]}, force=[1, 1, 6, 6])
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(
        state,
        (POP, Veto(tribune="int:tribune#2")),
        (EQU, Veto(tribune="int:tribune#1")),
        (OPT, Vote()),
    )
    [used] = [e for e in events if e.kind == "tribune_used"]
    assert used.data["faction"] == EQU
    assert state.factions[POP].hand == ["int:tribune#2"]  # the loser keeps his card


def test_1_09_15_a_dictators_proposals_cannot_be_vetoed() -> None:
    senators = {**SENATE, "fam:1": {**SENATE["fam:1"], "office": "dictator"}}
    state, _ = at_senate(senators, hands={EQU: ["int:tribune#1"]})
    assert presiding_magistrate(state) is not None
    assert presiding_magistrate(state).card == "fam:1"  # type: ignore[union-attr]
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    assert not any(isinstance(a, Veto) for a in ror.legal_actions(state, EQU))
    refused(state, EQU, Veto(tribune="int:tribune#1"), "cannot_veto")


def test_1_09_15_holding_a_tribune_shows_nowhere_before_the_reveal() -> None:
    """Every faction's prompt, its timing and the public events look the same whether or
    not a faction holds a Tribune (sealed ballot)."""
    runs = []
    for hand in (["int:blackmail#1"], ["int:tribune#1"]):
        state, _ = at_senate(hands={EQU: hand})
        state, events = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
        prompts = [d.model_dump() for d in ror.pending(state)]
        state, more = play(state, (OPT, Vote()), (POP, Vote()))
        public = [e.model_dump() for e in events + more if e.visibility == "public"]
        views = [ror.view(state, s).model_dump(exclude={"factions"}) for s in (None, OPT, POP)]
        runs.append((prompts, public, [d.model_dump() for d in ror.pending(state)], views))
    assert runs[0] == runs[1]


def test_1_09_144_unanimous_defeat_lose_influence_or_step_down() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(
        state, (OPT, yes(state, OPT)), (POP, no(state, POP)), (EQU, no(state, EQU))
    )
    assert "unanimous_defeat" in kinds(events)
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (OPT, "unanimous_defeat")
    kept, _ = play(state, (OPT, UnanimousDefeat(step_down=False)))
    assert kept.senators["fam:1"].influence == 4
    assert ror.pending(kept)[0].data["presiding"] == "fam:1"
    down, _ = play(state, (OPT, UnanimousDefeat(step_down=True)))
    assert down.senators["fam:1"].influence == 5 and down.senators["fam:1"].office
    [decision] = ror.pending(down)
    assert (decision.seat, decision.data["presiding"]) == (POP, "fam:2")  # the next HRAO
    # 1.09.11: every seat's board names who presides now
    assert {ror.view(down, s).presiding for s in (None, OPT, EQU)} == {"fam:2"}
    assert ror.view(kept, EQU).presiding == "fam:1"


def test_1_09_144_at_zero_influence_he_must_step_down() -> None:
    senators = {**SENATE, "fam:1": {**SENATE["fam:1"], "influence": 0}}
    state, _ = at_senate(senators)
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(state, (OPT, Vote()), (POP, no(state, POP)), (EQU, no(state, EQU)))
    assert "presider_steps_down" in kinds(events)
    assert ror.pending(state)[0].data["presiding"] == "fam:2"
