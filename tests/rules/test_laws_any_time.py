"""A law is played at any time in the Senate Phase [1.07.36, RULES §7.8, laws.json]: in its
holder's ballot on any proposal and on its Presiding Magistrate's floor, besides the window
before the governors; never in a prompt only a holder gets (docs/RULES_CHOICES.md)."""

from __future__ import annotations

from typing import Any

from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import ChooseRomeConsul, PlayLaw, Propose
from bot.games.ror.rules.secrecy import private_choice
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import kinds, play
from tests.rules.test_senate_kernel import EQU, OPT, PAIR, POP, SENATE, at_senate, yes

MILITARY_REFORMS = PlayLaw(card="law:military_reforms")
TRADITION_ERODES = PlayLaw(card="law:tradition_erodes")


def _consuls_on_the_floor(hands: dict[str, list[str]]) -> RorState:
    """fam:4 (30 INF) is put up for consul with fam:3: the +5 would take him to 35."""
    senators: dict[str, Any] = {**SENATE, "fam:4": {**SENATE["fam:4"], "influence": 30}}
    state, _ = at_senate(senators, hands=hands)
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    return state


def test_1_07_36_military_reforms_played_in_a_ballot_before_a_consul_reaches_35() -> None:
    """laws.json: "played at any time in the Senate Phase (even before Consul elections)";
    Military Reforms stops the automatic Consul for Life [1.09.823]."""
    state = _consuls_on_the_floor({POP: ["law:military_reforms"]})
    assert MILITARY_REFORMS in ror.legal_actions(state, POP)
    state, events = play(state, (POP, MILITARY_REFORMS))
    assert "law_enacted" in kinds(events) and state.factions[POP].hand == []
    assert [d.seat for d in ror.pending(state)].count(POP) == 1  # the ballot stays open
    state, _ = play(state, *((seat, yes(state, seat)) for seat in (OPT, POP, EQU)))
    state, _ = play(
        state, (OPT, ChooseRomeConsul(senator="fam:3")), (POP, ChooseRomeConsul(senator="fam:3"))
    )
    assert state.senators["fam:4"].influence == 35
    assert state.consul_for_life is None and "law:military_reforms" in state.laws


def test_1_07_36_tradition_erodes_played_on_the_floor_before_the_consular_election() -> None:
    """The Presiding Magistrate's faction plays it before proposing: the sitting Rome
    Consul may then be elected again [1.09.2, laws.json]."""
    state, _ = at_senate(hands={OPT: ["law:tradition_erodes"]}, wars={"war:punic_2": "active"})
    again = Propose(proposal="consuls", params={"pair": ["fam:1", "fam:3"]})
    assert TRADITION_ERODES in ror.legal_actions(state, OPT)
    assert again not in ror.legal_actions(state, OPT)
    state, events = play(state, (OPT, TRADITION_ERODES))
    assert "law_enacted" in kinds(events) and ror.pending(state)[0].kind == "senate_floor"
    state, events = play(state, (OPT, again))
    assert "proposal_consuls" in kinds(events)


def test_1_07_36_whether_a_faction_holds_a_law_changes_no_prompt() -> None:
    """1.04.9: the same seats are asked the same decisions with or without a law in hand,
    and the law is offered among choices that only its holder sees."""
    held = _consuls_on_the_floor({POP: ["law:military_reforms"]})
    empty = _consuls_on_the_floor({})
    assert ror.pending(held) == ror.pending(empty)
    assert all(d.private or d.secret_choices for d in ror.pending(held))
    assert private_choice(held, POP, MILITARY_REFORMS)
