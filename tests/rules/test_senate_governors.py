"""Governorships [1.09.5]: candidates, slates, last-candidate appointment, departure,
recall, the governors step."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Consent, Propose
from bot.games.ror.rules.engine import pending
from bot.games.ror.rules.senate import governors as gov
from bot.games.ror.rules.state import Proposal, RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play

SICILIA, SARDINIA = "prov:sicilia", "prov:sardinia_et_corsica"
SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "office": "rome_consul"},
    "fam:2": {"faction": "optimates"},
    "fam:3": {"faction": "populares"},
    "fam:4": {"faction": "equites"},
}


def _state(provinces: dict[str, Any] | None = None, **extra: Any) -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators={**SENATORS, **extra},
        provinces=provinces if provinces is not None else {SICILIA: {}, SARDINIA: {}},
    )
    return state


def _slate(*pairs: tuple[str, str]) -> Proposal:
    return Proposal(kind="governors", params={"slate": [list(p) for p in pairs]}, seat="optimates")


def test_1_09_5_candidates_are_aligned_in_rome_or_unaligned_without_major_office() -> None:
    state = _state(**{"fam:5": {"faction": None}, "fam:6": {"faction": "equites"}})
    state.senators["fam:6"].command = "war:punic_1"
    assert gov.candidates(state, SICILIA) == ["fam:2", "fam:3", "fam:4", "fam:5"]
    refusal = gov.check_slate(state, [(SICILIA, "fam:1")])
    assert refusal is not None and (refusal.key, refusal.rule) == (
        "not_governor_candidate",
        "1.09.5",
    )


def test_1_09_5_lex_vatinia_lets_an_official_govern_through_a_legate() -> None:
    state = _state()
    state.laws.append("law:vatinian")
    assert "fam:1" in gov.candidates(state, SICILIA)
    ctx = Ctx(state)
    gov.install(ctx, SICILIA, "fam:1", "1.09.5")
    assert state.provinces[SICILIA].governor == "fam:1" and state.senators["fam:1"].in_rome


def test_1_09_5_election_with_several_provinces_in_one_vote_and_departure() -> None:
    state = _state()
    ctx = Ctx(state)
    assert gov.slate_refusal(state, _slate((SICILIA, "fam:2"), (SARDINIA, "fam:3")).params) is None
    gov.elect(ctx, _slate((SICILIA, "fam:2"), (SARDINIA, "fam:3")))
    assert state.provinces[SICILIA].governor == "fam:2" and state.provinces[SICILIA].term == 3
    assert state.provinces[SARDINIA].governor == "fam:3"
    assert not state.senators["fam:2"].in_rome and state.senators["fam:2"].province == SICILIA
    assert kinds(ctx.events).count("governor_elected") == 2


def test_1_09_5_slate_names_each_province_and_candidate_once() -> None:
    state = _state()
    refusal = gov.check_slate(state, [(SICILIA, "fam:2"), (SARDINIA, "fam:2")])
    assert refusal is not None and refusal.key == "governor_named_twice"
    with pytest.raises(IllegalAction) as bad:  # not pairs: refused when read [1.09.1]
        Propose(proposal="governors", params={"slate": "fam:2"})
    assert bad.value.key == "bad_proposal_params"


def test_1_09_5_last_candidate_is_appointed_after_refusals() -> None:
    state = _state(provinces={SICILIA: {}})
    ctx = Ctx(state)
    gov.refuse(ctx, _slate((SICILIA, "fam:2")))
    assert state.provinces[SICILIA].governor is None  # fam:3 and fam:4 remain
    gov.refuse(ctx, _slate((SICILIA, "fam:3")))
    assert state.provinces[SICILIA].governor == "fam:4"  # the only one left
    assert ctx.events[-1].kind in ("governor_elected", "rome_repopulated")


def test_1_09_52_recall_elects_a_replacement_for_a_fresh_term() -> None:
    state = _state(provinces={SICILIA: {"governor": "fam:4", "term": 1}})
    ctx = Ctx(state)
    assert gov.recallable(state) == [SICILIA]
    gov.elect(ctx, _slate((SICILIA, "fam:3")))
    assert state.provinces[SICILIA].governor == "fam:3" and state.provinces[SICILIA].term == 3
    assert state.senators["fam:4"].in_rome
    assert "governor_recalled" in kinds(ctx.events)
    # elected this turn: no recall; recalled this turn: not sent again while others remain
    assert gov.recallable(state) == []
    state.provinces["prov:sardinia_et_corsica"] = state.provinces[SICILIA].model_copy(
        update={"card": SARDINIA, "governor": None, "term": 0}
    )
    state.provinces_aside.remove(SARDINIA)
    assert "fam:4" not in gov.candidates(state, SARDINIA)


def test_1_09_5_returned_governor_only_when_nobody_else() -> None:
    state = _state(provinces={SICILIA: {}})
    for card in ("fam:2", "fam:3"):
        state.senators[card].command = "war:punic_1"
    gov.note_return(state, "fam:4")
    assert gov.candidates(state, SICILIA) == ["fam:4"]


def test_1_09_5_governor_step_appoints_lone_candidate_without_a_floor() -> None:
    state = _state(provinces={SICILIA: {}})
    for card in ("fam:2", "fam:3"):
        state.senators[card].command = "war:punic_1"
    state.phase, state.step = "senate", "governors"
    ctx = Ctx(state)
    assert gov.run_governors(ctx) is True
    assert state.provinces[SICILIA].governor == "fam:4"


def test_1_09_5_a_governorship_left_vacant_is_filled_in_other_business() -> None:
    # a province whose governor died after the governors step: other business may fill it
    state = _state(provinces={SICILIA: {}, SARDINIA: {"governor": "fam:4"}})
    (params,) = gov.vacancy_nominations(state)
    assert [p for p, _ in params.slate] == [SICILIA]
    taken = gov.vacancy_refusal(
        state, gov.SlateParams.model_validate({"slate": [[SARDINIA, "fam:2"]]})
    )
    assert taken is not None and (taken.key, taken.rule) == ("no_governorship", "1.09.5")
    gov.elect(Ctx(state), Proposal(kind="governor_vacancy", params=params, seat="optimates"))
    assert state.provinces[SICILIA].governor == params.slate[0][1]


def _governors_step(senators: dict[str, Any]) -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators=senators,
        provinces={SICILIA: {}},
        hands={"optimates": [], "populares": [], "equites": []},
    )
    state.phase, state.step, state.senate = "senate", "governors", SenateState()
    state.procedures = []
    gov.note_return(state, "fam:2")  # back from his province this turn
    gov.note_return(state, "fam:5")
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


def test_1_09_5_returned_governor_may_be_sent_again_with_his_consent() -> None:
    """RULES §7.5: "Returned or recalled governors may not be sent out again on the turn
    they came back without their consent": his faction answers for him."""
    state = _governors_step(
        {
            "fam:1": {"faction": "optimates", "office": "rome_consul", "leader": True},
            "fam:2": {"faction": "optimates"},
            "fam:3": {"faction": "populares", "leader": True},
            "fam:4": {"faction": "equites", "leader": True},
            "fam:5": {"faction": "populares"},
        }
    )
    assert gov.candidates(state, SICILIA) == ["fam:3", "fam:4"]
    assert gov.with_consent(state, SICILIA) == ["fam:2", "fam:5"]
    # the optimates name their own returned senator: naming him, they consent
    own = Propose(proposal="governors", params={"slate": [[SICILIA, "fam:2"]]})
    after, _ = play(state, ("optimates", own))
    assert {d.kind for d in pending(after)} == {"senate_ballot"}  # no consent asked
    # the populares' returned senator: the populares are asked, and may refuse
    theirs = Propose(proposal="governors", params={"slate": [[SICILIA, "fam:5"]]})
    state, _ = play(state, ("optimates", theirs))
    assert [(d.seat, d.kind) for d in pending(state)] == [("populares", "consent")]
    state, events = play(state, ("populares", Consent(agree=False)))
    assert "consent_refused" in kinds(events) and state.senate.proposal is None
