"""The Revolution Phase [1.11]: trading, the hand limit, declarations of civil war, loyalty,
secondary rebels, rebel effects and maintenance."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import (
    AnswerOffer,
    ChooseSide,
    DeclareRevolt,
    DiscardCard,
    Done,
    LayDownCommand,
    OfferCard,
    RollLoyalty,
)
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.revenue import personal_revenue
from bot.games.ror.rules.revolution.rebels import rebel_maintenance
from bot.games.ror.rules.state import CIVIL_WAR, Force, RorState
from bot.games.ror.rules.state_revenue import pay_debits
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state

BASE: dict[str, Any] = {
    "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"},
    "fam:3": {"faction": "optimates"},
    "fam:4": {"faction": "populares"},
    "fam:5": {"faction": "equites"},
}
# a faction-mate of the populares: his choice of side [1.11.32] holds the phase open
MATE: dict[str, Any] = {**BASE, "fam:6": {"faction": "populares"}}
NO_HANDS: dict[str, list[str]] = {"optimates": [], "populares": [], "equites": []}


def revolution(
    senators: dict[str, Any] | None = None, forces: tuple[Force, ...] = (), **kw: Any
) -> RorState:
    """At the Revolution's card play, with these forces away (victorious ones included)."""
    hands = {**NO_HANDS, **kw.pop("hands", {})}
    kw = {"legions": 0, "fleets": 0, **kw}
    state, _ = make_state(
        phase="revolution", clear_factions=True, hands=hands, senators=senators or BASE, **kw
    )
    for force in forces:
        state.forces.append(force)
        for card in (force.commander, force.master_of_horse):
            if card:
                state.senators[card].command = force.war
    return state


def won(
    commander: str,
    legions: int = 0,
    veterans: tuple[str, ...] = (),
    fleets: int = 0,
    moh: str | None = None,
) -> Force:
    return Force(
        war="war:punic_1",
        commander=commander,
        legions=legions,
        veterans=list(veterans),
        fleets=fleets,
        master_of_horse=moh,
        victorious=True,
    )


def play(state: RorState, *moves: tuple[str, Any]) -> RorState:
    for seat, action in moves:
        state = ror.apply(state, seat, action).state
    return state


def past_card_play(state: RorState) -> RorState:
    while ror.pending(state) and ror.pending(state)[0].kind == "play_cards":
        state = play(state, (ror.pending(state)[0].seat, Done()))
    return state


# ---------------------------------------------------------------- trading [1.11.1]


def test_1_11_1_a_card_given_is_secret_to_third_parties() -> None:
    state = revolution(hands={"optimates": ["int:tribune#1"]})
    assert OfferCard(card="int:tribune#1", to="equites") in ror.legal_actions(state, "optimates")
    step = ror.apply(state, "optimates", OfferCard(card="int:tribune#1", to="equites"))
    decision = ror.pending(step.state)[0]
    assert (decision.seat, decision.kind, decision.private) == ("equites", "answer_offer", True)
    step = ror.apply(step.state, "equites", AnswerOffer(accept=True))
    assert step.state.factions["equites"].hand == ["int:tribune#1"]
    given = next(e for e in step.events if e.kind == "card_given")
    assert "card" not in given.data and given.visibility == "public"
    told = [e for e in step.events if e.kind == "card_given_private"]
    assert {tuple(e.seats) for e in told} == {("optimates",), ("equites",)}
    assert ror.pending(step.state)[0].seat == "optimates"  # his turn goes on


def test_1_11_1_a_declined_card_stays_and_is_offered_only_once() -> None:
    state = revolution(hands={"optimates": ["int:tribune#1"]})
    state = play(
        state,
        ("optimates", OfferCard(card="int:tribune#1", to="populares")),
        ("populares", AnswerOffer(accept=False)),
    )
    assert state.factions["optimates"].hand == ["int:tribune#1"]
    assert ror.legal_actions(state, "optimates") == [Done()]
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, "optimates", OfferCard(card="int:tribune#1", to="equites"))
    assert err.value.key == "card_already_offered"


def test_1_11_1_cards_cannot_be_traded_in_the_initial_faction_phase() -> None:
    state, _ = make_state(hands={"optimates": ["int:tribune#1"]})
    assert not any(isinstance(a, OfferCard) for a in ror.legal_actions(state, "optimates"))


# ---------------------------------------------------------------- hand limit [1.11.2]

SEVEN = [
    "int:tribune#1",
    "int:tribune#2",
    "int:tribune#3",
    "int:tribune#4",
    "int:tribune#5",
    "int:tribune#6",
    "law:vatinian",
]


def test_1_11_2_hand_limit_discards_down_to_five() -> None:
    five = ["int:tribune#7", "int:tribune#8", "int:tribune#9", "con:mining", "con:armaments"]
    state = past_card_play(revolution(hands={"optimates": SEVEN, "populares": five}))
    decision = ror.pending(state)[0]
    assert (decision.seat, decision.kind) == ("optimates", "discard_cards")
    assert len(ror.legal_actions(state, "optimates")) == 7
    state = play(state, ("optimates", DiscardCard(card="law:vatinian")))
    assert ror.pending(state)[0].kind == "discard_cards"
    step = ror.apply(state, "optimates", DiscardCard(card="int:tribune#1"))
    assert len(step.state.factions["optimates"].hand) == 5
    assert step.state.discard[-2:] == ["law:vatinian", "int:tribune#1"]
    assert all(d.kind != "discard_cards" for d in ror.pending(step.state))


def test_1_11_2_hand_of_five_keeps_every_card() -> None:
    state = past_card_play(revolution(hands={"optimates": SEVEN[:5]}))
    assert state.factions["optimates"].hand == SEVEN[:5]
    assert state.turn == 2


def test_2_06_laws_are_discarded_last_with_the_option() -> None:
    state = past_card_play(
        revolution(hands={"optimates": SEVEN}, options={"laws_kept_at_hand_limit": True})
    )
    assert DiscardCard(card="law:vatinian") not in ror.legal_actions(state, "optimates")
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, "optimates", DiscardCard(card="law:vatinian"))
    assert err.value.key == "law_kept_at_hand_limit"


# ---------------------------------------------------------------- declarations [1.11.3]


def test_1_11_3_victor_lays_down_his_command() -> None:
    state = past_card_play(
        revolution(forces=(won("fam:4", 3, ("fam:4",), fleets=2),), legions=1, fleets=0)
    )
    decision = ror.pending(state)[0]
    assert (decision.seat, decision.kind) == ("populares", "declare_civil_war")
    step = ror.apply(state, "populares", LayDownCommand())
    after = step.state
    assert (after.legions, after.fleets, after.veterans) == (4, 2, ["fam:4"])
    assert after.forces == [] and after.senators["fam:4"].command is None
    assert "command_laid_down" in kinds(step.events) and after.rebel_army is None


def test_1_11_3_only_victorious_forces_declare() -> None:
    beaten = won("fam:4", 2).model_copy(update={"victorious": False})
    state = past_card_play(revolution(forces=(beaten,)))
    assert state.turn == 2 and state.forces == [beaten]


def test_1_11_3_declaration_order_is_hrao_order() -> None:
    state = past_card_play(revolution(forces=(won("fam:5", 1), won("fam:4", 1), won("fam:3", 1))))
    order = []
    while ror.pending(state) and ror.pending(state)[0].kind == "declare_civil_war":
        seat = ror.pending(state)[0].seat
        order.append(seat)
        state = play(state, (seat, LayDownCommand()))
    assert order == ["optimates", "populares", "equites"]


def test_1_11_3_declaration_order_counts_everyone_as_in_rome() -> None:
    """The Dictator in the field ranks first for this order, ahead of the Rome Consul: with
    equal strengths the first to declare stays the rebel (a later one must be stronger)."""
    senators = {
        **MATE,
        "fam:3": {"faction": "optimates", "military": 2},
        "fam:4": {"faction": "populares", "office": "dictator", "military": 2},
    }
    forces = (won("fam:3", 2), won("fam:4", 2))
    state = past_card_play(revolution(senators, forces=forces, force=[6, 6, 6, 6]))
    assert ror.pending(state)[0].seat == "populares"
    state = _revolt(state, "populares", DeclareRevolt())
    assert ror.pending(state)[0].seat == "optimates"
    step = ror.apply(state, "optimates", DeclareRevolt())
    assert "revolt_outweighed" in kinds(step.events)
    army = step.state.rebel_army
    assert army is not None and army.commander == "fam:4"
    assert not step.state.senators["fam:3"].rebel


def _revolt(state: RorState, seat: str, *moves: Any) -> RorState:
    return play(state, *[(seat, m) for m in moves])


def test_1_11_3_revolt_takes_following_legions_and_sends_fleets_home() -> None:
    senators = {
        **MATE,
        "fam:4": {
            "faction": "populares",
            "knights": 2,
            "concessions": ["con:mining"],
            "office": "censor",
        },
    }
    state = past_card_play(revolution(senators, forces=(won("fam:4", 2, fleets=3),), force=[5, 4]))
    state = _revolt(state, "populares", DeclareRevolt())
    army = state.rebel_army
    assert army is not None and army.war == CIVIL_WAR
    assert (army.commander, army.legions, army.veterans) == ("fam:4", 1, [])
    assert (state.legions, state.fleets, state.forces) == (1, 3, [])
    rebel = state.senators["fam:4"]
    # 1.11.33: concessions to the Forum, knights and office lost
    assert rebel.rebel and rebel.knights == 0 and rebel.office is None
    assert rebel.concessions == [] and "con:mining" in state.forum
    assert not rebel.in_rome


def test_1_11_31_loyalty_roll_needs_the_era_number() -> None:
    for era, rolls, follow in (
        ("early", [4, 5], 1),
        ("middle", [3, 4], 1),
        ("late", [2, 3], 1),
        ("late", [1, 6], 1),
        ("early", [6, 6], 2),
        ("early", [1, 4], 0),
    ):
        state = past_card_play(revolution(forces=(won("fam:4", 2),), era=era, force=rolls))
        state = _revolt(state, "populares", RollLoyalty(talents=0))
        assert ror.pending(state)[0].data["following_legions"] == follow, (era, rolls)
        assert DeclareRevolt() in ror.legal_actions(state, "populares")
        assert not any(isinstance(a, RollLoyalty) for a in ror.legal_actions(state, "populares"))


def test_1_11_31_talents_buy_one_pip_per_legion() -> None:
    senators = {**BASE, "fam:4": {"faction": "populares", "talents": 5}}
    state = past_card_play(revolution(senators, forces=(won("fam:4", 2),), force=[4, 4]))
    assert RollLoyalty(talents=2) in ror.legal_actions(state, "populares")
    assert RollLoyalty(talents=3) not in ror.legal_actions(state, "populares")
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, "populares", RollLoyalty(talents=3))
    assert err.value.key == "loyalty_spend_out_of_range"
    state = _revolt(state, "populares", RollLoyalty(talents=1))
    assert state.senators["fam:4"].talents == 4  # spent, whatever he decides
    data = ror.pending(state)[0].data
    assert (data["following_legions"], data["following_veterans"]) == (1, 0)


def test_1_11_31_veterans_loyal_to_him_follow_others_roll() -> None:
    force = won("fam:4", 0, ("fam:4", "fam:4", "fam:5"))
    state = past_card_play(revolution(MATE, forces=(force,), force=[4]))
    state = _revolt(state, "populares", DeclareRevolt())
    assert state.rebel_army is not None and state.rebel_army.veterans == ["fam:4", "fam:4"]
    assert state.veterans == ["fam:5"]


def test_1_11_3_a_stronger_later_declarer_replaces_the_first() -> None:
    state = past_card_play(
        revolution(MATE, forces=(won("fam:3", 2), won("fam:4", 4)), force=[6, 6, 6, 6, 6, 6])
    )
    state = _revolt(state, "optimates", DeclareRevolt())
    assert state.rebel_army is not None and state.rebel_army.commander == "fam:3"
    step = ror.apply(state, "populares", DeclareRevolt())
    assert "revolt_replaced" in kinds(step.events)
    state = step.state
    assert state.rebel_army is not None and state.rebel_army.commander == "fam:4"
    assert state.senators["fam:4"].rebel and not state.senators["fam:3"].rebel
    assert state.senators["fam:3"].command is None and state.legions == 2


def test_1_11_3_a_weaker_later_declarer_lays_down() -> None:
    senators = {
        **BASE,
        "fam:3": {"faction": "optimates", "military": 2},
        "fam:4": {"faction": "populares", "military": 2},
    }
    state = past_card_play(
        revolution(senators, forces=(won("fam:3", 3), won("fam:4", 3)), force=[6, 6, 6, 6, 6, 6])
    )
    state = _revolt(state, "optimates", DeclareRevolt())
    step = ror.apply(state, "populares", DeclareRevolt())
    assert "revolt_outweighed" in kinds(step.events)
    assert step.state.rebel_army is not None and step.state.rebel_army.commander == "fam:3"
    assert step.state.legions == 3 and not step.state.senators["fam:4"].rebel


def test_1_11_3_pompey_counts_as_military_2_against_an_earlier_declarer() -> None:
    senators = {
        **BASE,
        "fam:3": {"faction": "optimates", "military": 0},
        "st:30A": {"faction": "populares"},
        "fam:6": {"faction": "populares"},
    }
    state = past_card_play(
        revolution(senators, forces=(won("fam:3", 4), won("st:30A", 3)), force=[6] * 7)
    )
    state = _revolt(state, "optimates", DeclareRevolt())
    step = ror.apply(state, "populares", DeclareRevolt())  # 3 Legions + 2 beat 4 + 0 (RULES §9)
    assert "revolt_replaced" in kinds(step.events)
    assert step.state.rebel_army is not None and step.state.rebel_army.commander == "st:30A"


def test_1_11_3_nobody_revolts_while_a_rebel_stands() -> None:
    senators = {**BASE, "fam:6": {"faction": "equites"}}
    state = revolution(senators, forces=(won("fam:4", 2),))
    state.senators["fam:6"].rebel = True
    state.rebel_army = Force(war=CIVIL_WAR, commander="fam:6")
    state = past_card_play(state)
    assert state.turn == 2 and state.legions == 2 and state.forces == []


def test_1_11_3_consul_for_life_cannot_revolt() -> None:
    state = past_card_play(revolution(forces=(won("fam:4", 2),), consul_for_life="fam:4"))
    assert ror.legal_actions(state, "populares") == [LayDownCommand()]
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, "populares", DeclareRevolt())
    assert err.value.key == "consul_for_life_cannot_revolt"


# ---------------------------------------------------------------- secondary rebels [1.11.32]


def test_1_11_32_faction_mates_join_or_stay_loyal() -> None:
    senators = {
        **BASE,
        "fam:6": {"faction": "populares", "office": "censor", "talents": 3},
        "fam:7": {"faction": "populares"},
    }
    held = won("fam:7", 2).model_copy(update={"victorious": False})
    state = past_card_play(revolution(senators, forces=(won("fam:4", 1), held), force=[6]))
    state = _revolt(state, "populares", DeclareRevolt())
    decision = ror.pending(state)[0]
    assert (decision.kind, decision.data["senator_id"]) == ("secondary_revolt", "fam:6")
    with pytest.raises(IllegalAction):
        ror.apply(state, "populares", ChooseSide(senator="fam:7", rebel=True))
    state = play(state, ("populares", ChooseSide(senator="fam:6", rebel=True)))
    assert state.senators["fam:6"].rebel and state.senators["fam:6"].office is None
    # 1.11.32: his own command goes back to the Senate
    state = play(state, ("populares", ChooseSide(senator="fam:7", rebel=True)))
    assert state.senators["fam:7"].rebel and state.senators["fam:7"].command is None
    assert state.forces == [] and state.turn == 2


def test_1_11_32_master_of_horse_of_the_dictator_may_join() -> None:
    senators = {
        **BASE,
        "fam:4": {"faction": "populares", "office": "dictator"},
        "fam:6": {"faction": "populares", "office": "master_of_horse"},
    }
    state = past_card_play(revolution(senators, forces=(won("fam:4", 1, moh="fam:6"),), force=[6]))
    state = _revolt(state, "populares", DeclareRevolt())
    assert state.rebel_army is not None and state.rebel_army.master_of_horse == "fam:6"
    state = play(state, ("populares", ChooseSide(senator="fam:6", rebel=False)))
    assert state.rebel_army is not None and state.rebel_army.master_of_horse is None
    assert state.senators["fam:6"].in_rome and state.senators["fam:6"].office == "master_of_horse"


def test_1_11_32_rebel_governor_keeps_his_province() -> None:
    senators = {**BASE, "fam:6": {"faction": "populares"}}
    state = past_card_play(
        revolution(
            senators,
            forces=(won("fam:4", 1),),
            force=[6],
            provinces={"prov:sicilia": {"governor": "fam:6", "term": 2}},
        )
    )
    state = play(
        state,
        ("populares", DeclareRevolt()),
        ("populares", ChooseSide(senator="fam:6", rebel=True)),
    )
    assert state.senators["fam:6"].province == "prov:sicilia"
    assert state.provinces["prov:sicilia"].governor == "fam:6"


def test_1_11_34_no_personal_revenue_for_rebels() -> None:
    state, _ = make_state(clear_factions=True, senators=BASE)
    state.senators["fam:4"].rebel = True
    ctx = Ctx(state)
    personal_revenue(ctx)
    assert state.senators["fam:4"].talents == 0 and state.senators["fam:5"].talents > 0


def test_1_11_36_veterans_loyal_to_a_rebel_desert_to_the_primary_rebel() -> None:
    senators = {**BASE, "fam:6": {"faction": "populares"}}
    state = revolution(
        senators,
        forces=(won("fam:4", 1), Force(war="war:punic_1", commander="fam:5", veterans=["fam:6"])),
        force=[6],
    )
    state.veterans = ["fam:4", "fam:6", "fam:5"]
    state = past_card_play(state)
    state = play(state, ("populares", DeclareRevolt()))
    assert state.rebel_army is not None and state.rebel_army.veterans == ["fam:4"]
    state = play(state, ("populares", ChooseSide(senator="fam:6", rebel=True)))
    assert sorted(state.rebel_army.veterans) == ["fam:4", "fam:6", "fam:6"]  # type: ignore[union-attr]
    assert state.veterans == ["fam:5"]


# ---------------------------------------------------------------- maintenance, failure


def _in_revolt(**kw: Any) -> RorState:
    senators = {
        **BASE,
        "fam:4": {"faction": "populares", "talents": 3},
        "fam:6": {"faction": "populares", "talents": 2},
    }
    state, _ = make_state(clear_factions=True, senators=senators, **kw)
    for card in ("fam:4", "fam:6"):
        state.senators[card].rebel = True
    state.rebel_army = Force(
        war=CIVIL_WAR, commander="fam:4", legions=3, veterans=["fam:4", "fam:5"]
    )
    return state


def test_1_06_2_rebel_pays_two_talents_a_unit_and_releases_the_rest() -> None:
    state = _in_revolt(faction_treasury={"populares": 2}, legions=0)
    ctx = Ctx(state)
    rebel_maintenance(ctx)
    # 3 legions and 1 veteran of another allegiance cost 8T; he has 3 + 2 + 2 = 7T
    army = state.rebel_army
    assert army is not None and (army.legions, army.veterans) == (3, ["fam:4"])
    assert state.veterans == ["fam:5"]
    assert state.senators["fam:4"].talents == 0 and state.senators["fam:6"].talents == 0
    assert state.factions["populares"].treasury == 1


def test_1_11_371_primary_rebel_death_ends_the_revolt() -> None:
    state = _in_revolt(legions=0)
    state.forces.append(Force(war=CIVIL_WAR, commander="fam:5", legions=2))
    state.senators["fam:5"].command = CIVIL_WAR
    ctx = Ctx(state)
    kill(ctx, "fam:4")
    assert state.rebel_army is None and "fam:6" not in state.senators
    assert state.legions == 5 and sorted(state.veterans) == ["fam:4", "fam:5"]
    assert state.senators["fam:5"].command is None and state.forces == []
    assert "rebel_revolt_failed" in [e.kind for e in ctx.step().events]


def test_1_06_53_debits_count_the_civil_war_as_a_war() -> None:
    state = _in_revolt(legions=0, fleets=0, treasury=100)
    pay_debits(Ctx(state))
    assert state.treasury == 80


def test_1_11_33_rebel_legions_cost_two_talents_before_redistribution() -> None:
    """2T a turn for each Legion and each Veteran legion not loyal to him (his own Veterans
    cost nothing), from his Personal Treasury and then the Faction Treasury, paid in the
    Revenue Phase before the Redistribution of Wealth."""
    state, _ = make_state(
        clear_factions=True,
        senators=BASE,
        phase="revenue",
        faction_treasury={"populares": 5},
        legions=0,
    )
    state.senators["fam:4"].rebel, state.senators["fam:4"].talents = True, 4
    state.rebel_army = Force(
        war=CIVIL_WAR, commander="fam:4", legions=2, veterans=["fam:4", "fam:5"]
    )
    state.procedures, state.step = [], "start"
    ctx = Ctx(state)
    advance(ctx)
    assert ror.pending(state)[0].kind == "redistribute"
    paid = [e for e in ctx.events if e.kind == "rebel_maintenance"]
    assert [(e.data["units"], e.data["paid"], e.data["released"]) for e in paid] == [(3, 6, 0)]
    assert state.senators["fam:4"].talents == 0  # no personal revenue for a rebel [1.11.34]
    assert state.factions["populares"].treasury == 3
    army = state.rebel_army
    assert army is not None and (army.legions, army.veterans) == (2, ["fam:4", "fam:5"])


def test_1_07_3_a_rebel_consul_keeps_the_bequest_he_went_to_collect() -> None:
    expedition = Force(
        war="evt:pergamene_bequest", commander="fam:4", legions=3, fleets=3, victorious=True
    )
    state = revolution(MATE, forces=(expedition,), force=[6, 6, 6])
    state.bequest_talents = 50  # collected this turn, due to the State next Revenue Phase
    state = past_card_play(state)
    talents = state.senators["fam:4"].talents
    step = ror.apply(state, "populares", DeclareRevolt())
    assert "bequest_kept_by_rebel" in kinds(step.events)
    after = step.state
    assert after.bequest_talents == 0 and after.senators["fam:4"].talents == talents + 50
    army = after.rebel_army
    assert army is not None and army.legions == 3 and after.fleets == 3  # fleets go home
