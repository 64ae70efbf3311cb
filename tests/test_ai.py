"""Computer players: the `basic` level plays only legal actions, never reads another seat's
secrets, is deterministic for a seed, and mixed games keep every engine invariant."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.engine.decisions import Decision
from bot.games import get_game, get_presenter
from bot.games.ror import ai
from bot.games.ror.ai import civil_war, forum, revenue, senate
from bot.games.ror.ai.assassins import attempt_on_nominee
from bot.games.ror.ai.ballots import typed_ballots
from bot.games.ror.ai.basic import SCORERS as basic_scorers
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.ai.dice import (
    ACCEPTED,
    DECISIVE,
    DESPERATE,
    NEAR_BEST,
    battle_odds,
    chance_2d6_at_most,
    margin_like,
)
from bot.games.ror.ai.floor_options import FLOORS, floor_options
from bot.games.ror.ai.purses import gathering, purse_keeper
from bot.games.ror.ai.seen import Seen
from bot.games.ror.ai.unrest import (
    PEOPLE_REVOLT_COST,
    UNREST_HARM,
    people_revolt_chance,
    speech_harm,
)
from bot.games.ror.rules.actions import (
    ACTION_CLASSES,
    Adjourn,
    ChooseRomeConsul,
    Contribute,
    DeclareRevolt,
    Done,
    Propose,
    Transfer,
    Veto,
    Vote,
)
from bot.games.ror.rules.procedures import current
from bot.games.ror.rules.proposal_params import PARAMS, NoParams
from bot.games.ror.rules.provincial.senate_attack import ATTACK_REBEL, attack_nominations
from bot.games.ror.rules.senate.consul_for_life import MILITARY_REFORMS
from bot.games.ror.rules.senate.floor import Floor
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.state import CIVIL_WAR, Force, LandBill, Province, RebelGovernor, War
from bot.games.ror.rules.view import ProvinceView
from bot.tools import simulate
from bot.tools.cli import main
from tests.rules.test_tribune_cards import gracchus_floor

ROR = get_game("ror")
SCENARIOS = get_presenter("ror").scenarios


def _random_states(seed: int, *, turns: int = 3, factions: int = 5) -> Iterator[tuple[Any, str]]:
    """Every (state, waiting seat) met in a random game, scenarios cycling with the seed."""
    scenario = SCENARIOS[seed % len(SCENARIOS)]
    seats = list(ROR.SEATS[:factions])
    state = ROR.setup(seed, seats, {"scenario": scenario, "turn_limit": turns})
    player = ai.RandomPlayer(seed)
    order = random.Random(f"test:{seed}")
    for _ in range(simulate.MAX_STEPS):
        if ROR.outcome(state) is not None:
            return
        seat = order.choice(sorted({d.seat for d in ROR.pending(state)}))
        yield state, seat
        state = ROR.apply(state, seat, player.choose(ROR, state, seat)).state


def test_levels() -> None:
    assert ai.LEVELS == ("random", "reckless", "basic")  # the strongest last (the bench)
    assert isinstance(ai.player_for("basic", 1), BasicPlayer)
    assert isinstance(ai.player_for("random", 1), ai.RandomPlayer)
    assert isinstance(ai.player_for("reckless", 1), ai.RecklessPlayer)
    with pytest.raises(ValueError):
        ai.player_for("grandmaster", 1)


def test_two_dice() -> None:
    assert chance_2d6_at_most(1) == 0
    assert chance_2d6_at_most(7) == pytest.approx(21 / 36)
    assert chance_2d6_at_most(12) == 1


def test_battle_odds_count_disaster_and_standoff_rolls_as_losses() -> None:
    # 1.10.3: 3d6 + margin, 14+ a victory, 7 or less a defeat
    assert battle_odds(0) == (pytest.approx(35 / 216), pytest.approx(35 / 216))
    assert battle_odds(6) == (pytest.approx(181 / 216), 0)
    # a natural 13 (a Disaster number) is no victory even 6 above the enemy
    win, lose = battle_odds(6, (13,))
    assert win == pytest.approx((181 - 21) / 216) and lose == pytest.approx(21 / 216)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_basic_only_plays_legal_actions(seed: int) -> None:
    """A listed legal action, or a proposal its Presiding Magistrate types (the floor
    lists two), a ballot, a transfer or an assassination it types: the engine accepts each
    one."""
    basic = BasicPlayer(seed)
    kinds, typed = set(), 0
    for state, seat in _random_states(seed):
        action = basic.choose(ROR, state, seat)
        if action not in ROR.legal_actions(state, seat):
            decision = next(d for d in ROR.pending(state) if d.seat == seat)
            listed = ROR.legal_actions(state, seat)
            seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
            ballots = typed_ballots(seen.view, decision, listed)
            moves = gathering(seen.view, decision, seat, purse_keeper(seen))
            knives = attempt_on_nominee(state, seen.view, decision)
            typed_ones = floor_options(state, seat) + ballots + moves + knives
            assert action in typed_ones, (seat, action)
            typed += 1
        ROR.apply(state, seat, action)  # raises IllegalAction if the engine refuses it
        kinds.add(next(d.kind for d in ROR.pending(state) if d.seat == seat))
    assert {"senate_ballot", "initiative_actions"} <= kinds
    assert typed


def test_floor_options_are_offered_only_to_the_presiding_magistrate() -> None:
    for state, seat in _random_states(4):
        options = floor_options(state, seat)
        if options:
            assert next(d.kind for d in ROR.pending(state) if d.seat == seat) in FLOORS
            offered = [a for a in ROR.legal_actions(state, seat) if a not in (Adjourn(), Done())]
            assert all(a in options for a in offered)
        elif any(d.seat == seat and d.kind in FLOORS for d in ROR.pending(state)):
            assert all(a in (Adjourn(), Done()) for a in ROR.legal_actions(state, seat))


def _presiding_over_other_business() -> tuple[Any, str]:
    """A random game's Senate at other business, its Presiding Magistrate's seat, with the
    1st Gallic War (land 10, no Fleet Support) the only war and no force away."""
    for state, seat in _random_states(2, turns=2):
        floor = [d for d in ROR.pending(state) if d.seat == seat and d.kind == "senate_floor"]
        if floor and floor[0].data.get("step") == "other":
            state = state.model_copy(deep=True)
            state.wars = [War(card="war:gallic_1", status="active")]
            state.forces, state.legions, state.fleets, state.veterans = [], 4, 0, []
            state.active_events = {}
            state.no_recruitment_turn = None
            return state, seat
    raise AssertionError("no Senate reached other business")


def test_1_09_63_basic_raises_legions_before_sending_a_weak_force() -> None:
    state, seat = _presiding_over_other_business()
    state.treasury = 300
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "raise_forces", action
    units = action.params.model_dump()
    assert units["legions"] >= 8 and units["fleets"] == 0


def test_1_09_64_basic_sends_a_decisive_force_once_it_cannot_raise_more() -> None:
    state, seat = _presiding_over_other_business()
    state.treasury, state.legions = 30, 16  # the reserve only: no more units
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "deploy", action
    force = action.params.model_dump()
    assert force["war"] == "war:gallic_1" and force["legions"] == 16


def test_reckless_plays_legal_actions_and_always_spends() -> None:
    reckless = ai.RecklessPlayer(1)
    spent = 0
    for state, seat in _random_states(7):
        actions = ROR.legal_actions(state, seat)
        action = reckless.choose(ROR, state, seat)
        assert action in actions
        if any(getattr(a, "proposal", None) in ("raise_forces", "land_bill") for a in actions):
            assert action.proposal in ("raise_forces", "land_bill")
            spent += 1
        decision = next(d for d in ROR.pending(state) if d.seat == seat)
        spending = decision.data.get("proposal") in ("raise_forces", "land_bill")
        if spending and any(getattr(a, "yes", None) for a in actions):  # it has a voter
            assert action.yes and not action.no
    assert spent


def _scrambled(state: Any, seat: str) -> Any:
    """The same state but for the other factions' hands and treasuries."""
    other = state.model_copy(deep=True)
    others = [f for s, f in other.factions.items() if s != seat]
    hands = [list(f.hand) for f in others]
    for i, faction in enumerate(others):
        faction.hand = hands[(i + 1) % len(hands)] + ["int:tribune#99"]
        faction.treasury = faction.treasury * 3 + 17 + i
    return other


def test_basic_never_reads_other_secrets() -> None:
    checked = 0
    for seed in (4, 5):
        for n, (state, seat) in enumerate(_random_states(seed)):
            if n % 3:
                continue
            other = _scrambled(state, seat)
            assert other.model_dump_json() != state.model_dump_json()
            mine = BasicPlayer(f"secret:{seed}").choose(ROR, state, seat)
            theirs = BasicPlayer(f"secret:{seed}").choose(ROR, other, seat)
            assert mine == theirs, (seed, n, seat)
            checked += 1
    assert checked > 50


def test_basic_is_deterministic_for_a_seed() -> None:
    def choices(seed: str) -> list[Any]:
        basic = BasicPlayer(seed)
        return [basic.choose(ROR, state, seat) for state, seat in _random_states(6, turns=2)]

    assert choices("a") == choices("a")


def test_basic_scores_each_action_kind_in_one_module_only() -> None:
    """Each phase's module scores its own action kinds; `basic` gathers them, and a kind
    scored twice would silently lose one scorer to the other."""
    modules = (revenue, forum, senate, civil_war)
    kinds = [k for m in modules for k in m.SCORERS]
    assert len(kinds) == len(set(kinds))
    assert set(kinds) <= set(basic_scorers)
    assert set(basic_scorers) <= set(ACTION_CLASSES), "a scorer for no action kind"


def test_basic_proposes_only_land_bills_with_a_gracchus_free_proposal() -> None:
    """statesmen.json 25A/25B: the floor a Gracchus's free proposal opens takes a Land Bill
    alone, so the typed proposals a computer player weighs are Land Bills only."""
    state = gracchus_floor()
    typed = floor_options(state, "equites")
    assert typed and {p.proposal for p in typed} == {"land_bill"}
    chosen = BasicPlayer(1).choose(ROR, state, "equites")
    assert not isinstance(chosen, Propose) or chosen.proposal == "land_bill"


def test_basic_falls_back_on_unknown_actions() -> None:
    class Odd:
        kind = "brand_new_engine_action"

    class Game:
        def legal_actions(self, state: Any, seat: str) -> list[Any]:
            return [Odd(), Odd()]

        def pending(self, state: Any) -> list[Any]:
            return []

        def view(self, state: Any, seat: str) -> Any:
            return None

    assert isinstance(BasicPlayer(1).choose(Game(), None, "x"), Odd)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_mixed_games_keep_invariants(seed: int) -> None:
    """Whole games of `basic` and `random` seats: `play_game` checks `ror.invariants` and
    `ror.transition_problems` (and a JSON round trip) after every step."""
    scenario = SCENARIOS[seed % len(SCENARIOS)]
    report = simulate.play_game(
        ROR, seed, factions=5, scenario=scenario, players=("basic", "random")
    )
    assert report.errors == []
    assert report.outcome != "error"
    assert report.levels == {
        "optimates": "basic",
        "populares": "random",
        "equites": "basic",
        "plebeians": "random",
        "patricians": "basic",
    }


def test_win_rates_by_level() -> None:
    def report(winners: list[str]) -> simulate.GameReport:
        r = simulate.GameReport(seed=1, factions=2, scenario="early", winners=winners)
        r.levels = {"a": "basic", "b": "random"}
        return r

    rates = simulate.win_rates([report(["a"]), report([]), report(["b"]), report(["a"])])
    assert rates["decided"] == 3
    assert rates["wins_by_level"] == {"basic": 0.5, "random": 0.25}
    assert rates["wins_by_level_decided"] == {"basic": round(2 / 3, 4), "random": round(1 / 3, 4)}


def test_simulate_players_option(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "--games",
            "2",
            "--seed",
            "3",
            "--turns",
            "1",
            "--json",
            "--players",
            "basic,random",
        ]
    )
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 0
    *games, summary = lines
    assert all(g["levels"]["optimates"] == "basic" for g in games)
    assert set(summary["wins_by_level"]) == {"basic", "random"}
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "basic,grandmaster"])


def test_run_reports_levels_in_text() -> None:
    out = io.StringIO()
    assert (
        simulate.run(games=1, seed=2, turns=1, as_json=False, stream=out, players=("basic",)) == 0
    )
    assert "win rate by level" in out.getvalue()


def test_basic_votes_by_the_stance_a_proposal_kind_declares(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A new kind of proposal names the computer player's stance beside its rules: the
    player votes, vetoes and proposes by it without naming the kind anywhere."""
    law = replace(KINDS["law"], params=NoParams)
    monkeypatch.setitem(PARAMS, "new_kind", NoParams)
    monkeypatch.setitem(KINDS, "new_kind", replace(law, key="new_kind", stance=lambda j, p: -12.0))
    decision = Decision(
        seat="x", kind="senate_ballot", rule="1.09.13", data={"proposal": "new_kind"}
    )
    seen = Seen(seat="x", view=None, decision=decision)
    assert BasicPlayer.score(seen, Vote(no=["c"])) == 12.0
    assert BasicPlayer.score(seen, Vote(yes=["c"])) == -12.0
    assert BasicPlayer.score(seen, Veto(tribune="t")) == 15.0  # against it: worth a Tribune
    assert BasicPlayer.score(seen, Propose(proposal="new_kind")) == -12.0
    monkeypatch.setitem(
        KINDS,
        "new_kind",
        replace(law, key="new_kind", stance=lambda j, p: 3.0, proposing=lambda j, p: 7.0),
    )
    assert BasicPlayer.score(seen, Vote(yes=["c"])) == 3.0
    assert BasicPlayer.score(seen, Propose(proposal="new_kind")) == 7.0
    assert BasicPlayer.score(seen, Propose(proposal="new_kind", tribune="t")) == 3.0 - 5.0


def test_1_09_5_basic_fills_a_vacant_province_but_recalls_no_governor_for_a_rival() -> None:
    """Rome needs its provinces governed (and the Senate reaches other business only then):
    a faction votes for another's senator to a vacant province, not to replace a sitting
    governor."""
    state, seat = _presiding_over_other_business()
    view = ROR.view(state, seat)
    mine = next(s for s in view.senators if s.faction == seat)
    other = next(s for s in view.senators if s.faction not in (None, seat))
    vacant = ProvinceView(id="prov:sicilia", name="Sicilia", developed=False, governor=None, term=0)
    ballot = Decision(
        seat=seat,
        kind="senate_ballot",
        rule="1.09.5",
        data={"proposal": "governors", "slate": f"{other.name} to Sicilia"},
    )
    seen = Seen(seat=seat, view=view.model_copy(update={"provinces": [vacant]}), decision=ballot)
    yes, no = Vote(yes=[mine.card]), Vote(no=[mine.card])
    assert (BasicPlayer.score(seen, yes) or 0) > (BasicPlayer.score(seen, no) or 0)
    governed = vacant.model_copy(update={"governor": mine.card, "term": 2})
    seen = Seen(seat=seat, view=view.model_copy(update={"provinces": [governed]}), decision=ballot)
    assert (BasicPlayer.score(seen, yes) or 0) < (BasicPlayer.score(seen, no) or 0)


def test_1_09_644_basic_sends_a_commander_with_units_to_a_commanderless_force() -> None:
    state, seat = _presiding_over_other_business()
    state.treasury, state.legions = 30, 12  # the reserve only: no more units
    state.forces = [Force(war="war:gallic_1", legions=4)]
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "replace_commander", action
    assert action.params.model_dump()["legions"] == 12


def test_1_09_646_basic_brings_home_a_stranded_commanderless_force_for_another_war() -> None:
    """15 Legions and 9 Fleets wait without a commander at the 1st Punic War, doubled by
    the 2nd (20 at sea): no commander in Rome would lead them there, so they come home for
    the 1st Gallic War, which no force fights. At the 1st Gallic War beside the 1st
    Illyrian they are worth a commander instead."""
    state, seat = _senate_at_war(
        ("war:punic_1", "active"), ("war:punic_2", "active"), ("war:gallic_1", "active")
    )
    state.forces = [Force(war="war:punic_1", legions=15, fleets=9)]
    state.treasury, state.legions, state.fleets = 30, 0, 2
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "recall_commanderless", action
    state.wars = [
        War(card="war:gallic_1", status="active"),
        War(card="war:illyrian_1", status="active"),
    ]
    state.forces = [Force(war="war:gallic_1", legions=15, fleets=9)]
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "replace_commander", action


def _governed(state: Any, seat: str, garrison: int = 0) -> str:
    """Sicilia in play, Undeveloped, governed by one of `seat`'s senators away from Rome."""
    governor = next(s for s in state.senators.values() if s.faction == seat and s.office is None)
    state.provinces = {"prov:sicilia": Province(card="prov:sicilia", governor=governor.card)}
    state.provinces["prov:sicilia"].term, state.provinces["prov:sicilia"].garrison = 3, garrison
    governor.province = "prov:sicilia"
    return governor.card


def test_1_07_21_basic_garrisons_an_undeveloped_province_under_internal_disorder() -> None:
    """Internal Disorder: at the next Revenue phase each governed Undeveloped province
    revolts on 1d6 + its garrison <= 4; the Presiding Magistrate sends legions there, and
    none while the event is not in play."""
    state, seat = _presiding_over_other_business()
    state.wars, state.legions = [], 6
    _governed(state, seat)
    quiet = BasicPlayer(1).choose(ROR, state, seat)
    assert not (quiet.kind == "propose" and quiet.proposal == "garrison"), quiet
    state.active_events = {"internal_disorder": 1}
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "garrison", action
    params = action.params.model_dump()
    assert params["province"] == "prov:sicilia" and params["legions"] >= 3


def test_1_07_21_basic_garrisons_a_bare_province_before_raising_for_its_wars() -> None:
    """With two Active wars and the talents to raise more, a bare Undeveloped province
    under Internal Disorder is garrisoned first: its revolt would be one more Active war
    [1.07.21, 1.12.4]; the units can still be raised later in the same Senate."""
    state, seat = _presiding_over_other_business()
    state.wars = [
        War(card="war:gallic_1", status="active"),
        War(card="war:punic_1", status="active"),
    ]
    state.legions, state.treasury = 20, 200
    _governed(state, seat)
    state.active_events = {"internal_disorder": 1}
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "garrison", action
    params = action.params.model_dump()
    assert params["province"] == "prov:sicilia" and params["legions"] >= 3


def test_1_07_21_basic_votes_for_a_garrison_by_the_province_named_on_its_ballot() -> None:
    state, seat = _presiding_over_other_business()
    state.wars, state.legions, state.active_events = [], 6, {"internal_disorder": 1}
    _governed(state, seat)
    view = ROR.view(state, seat)
    mine = next(s for s in view.senators if s.faction == seat and s.province is None)
    ballot = Decision(
        seat=seat,
        kind="senate_ballot",
        rule="1.09.647",
        data={"proposal": "garrison", "province": "Sicilia", "legions": 3},
    )
    seen = Seen(seat=seat, view=view, decision=ballot)
    yes, no = Vote(yes=[mine.card]), Vote(no=[mine.card])
    assert (BasicPlayer.score(seen, yes) or 0) > (BasicPlayer.score(seen, no) or 0)
    _governed(state, seat, garrison=4)  # 1d6 + 4 beats 4 whatever the roll: no need
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=ballot)
    assert (BasicPlayer.score(seen, yes) or 0) < (BasicPlayer.score(seen, no) or 0)


def test_1_09_63_basic_saves_its_talents_while_it_cannot_pay_for_an_army_that_can_win() -> None:
    """The 1st Gallic War (land 10) needs some 7 legions or more even at short odds; with
    the talents for 5 above its reserve the State raises none (they would idle and cost
    upkeep) and keeps the talents for a later turn; with more it raises them."""
    state, seat = _presiding_over_other_business()
    state.legions, state.treasury = 0, 80
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert not (action.kind == "propose" and action.proposal == "raise_forces"), action
    state.treasury = 200
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "raise_forces", action


def test_1_10_9_basic_raises_for_an_active_war_at_short_odds_rather_than_leave_it() -> None:
    """The 1st Gallic War (land 10, Disaster 13, Standoff 15) is Active, 7 Legions are in
    Rome and the treasury pays for 3 more: with its Consul's Military they beat the war's
    strength by 3 (one victory in three, its unlucky numbers counted). Rome raises them
    rather than leave the war unprosecuted; with 5 Legions in Rome, short of even that,
    it keeps its talents."""
    state, seat = _presiding_over_other_business()
    state.legions, state.treasury = 7, 60
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "raise_forces", action
    assert action.params.model_dump()["legions"] == 3
    state.legions = 5
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert not (action.kind == "propose" and action.proposal == "raise_forces"), action


def test_1_06_52_basic_gives_the_state_the_talents_its_campaign_lacks() -> None:
    """A senator with talents to spare contributes while the State cannot pay for the
    army its Active war needs; once it can, a contribution is worth only its Influence."""
    state, seat = _presiding_over_other_business()
    state.legions, state.treasury = 0, 60
    rich = next(s for s in state.senators.values() if s.faction == seat)
    rich.talents = 30
    give = Contribute(senator=rich.card, amount=25)
    decision = Decision(seat=seat, kind="contribute", rule="1.06.52", data={})
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
    short = BasicPlayer.score(seen, give) or 0
    assert short > (BasicPlayer.score(seen, Done()) or 0)
    state.treasury, state.legions = 400, 20
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
    assert (BasicPlayer.score(seen, give) or 0) < short


def test_1_09_13_basic_buys_no_votes_for_what_every_faction_votes_alike() -> None:
    """Raising the legions Rome needs passes with every faction's votes: talents spent
    buying votes for it are lost to the State; against a rival's Consul for Life they are
    worth spending."""
    state, seat = _presiding_over_other_business()
    view = ROR.view(state, seat)
    mine = next(s for s in view.senators if s.faction == seat)
    ballot = Decision(
        seat=seat,
        kind="senate_ballot",
        rule="1.09.63",
        data={"proposal": "raise_forces", "legions": 10, "fleets": 0},
    )
    seen = Seen(seat=seat, view=view, decision=ballot)
    plain, bought = Vote(yes=[mine.card]), Vote(yes=[mine.card], bought={mine.card: 3})
    assert (BasicPlayer.score(seen, plain) or 0) > (BasicPlayer.score(seen, bought) or 0)


def test_1_09_2_basic_elects_the_leading_rivals_generals_while_rome_is_at_war() -> None:
    """Rome's wars are won by its Consuls: with two Active wars a faction votes for a pair
    of able generals of the leading rival; at peace it votes them down."""
    state, seat = _presiding_over_other_business()
    view = ROR.view(state, seat)
    rival = Seen(seat=seat, view=view, decision=None).leader_rival()
    generals = [s for s in state.senators.values() if s.faction == rival][:2]
    assert len(generals) == 2
    for general, military in zip(generals, (4, 3), strict=True):
        general.military, general.influence = military, 12
    mine = next(s for s in view.senators if s.faction == seat)
    a, b = (g.card for g in generals)
    ballot = Decision(
        seat=seat, kind="senate_ballot", rule="1.09.2", data={"proposal": "consuls", "a": a, "b": b}
    )
    yes, no = Vote(yes=[mine.card]), Vote(no=[mine.card])
    state.wars = [War(card=card, status="active") for card in ("war:gallic_1", "war:syrian")]
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=ballot)
    assert (BasicPlayer.score(seen, yes) or 0) > (BasicPlayer.score(seen, no) or 0)
    state.wars = []
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=ballot)
    assert (BasicPlayer.score(seen, yes) or 0) < (BasicPlayer.score(seen, no) or 0)


def test_1_09_82_basic_keeps_a_runaway_faction_from_the_consulship() -> None:
    """At peace, a pair of Consuls with one of ours and one of the leading rival's has our
    vote while that faction leads ours by a little. Once it leads by 60 Influence, its
    Consul's 5 Influence carry it nearer the votes that elect a Consul for Life (the
    nominee's Influence counts as votes [1.09.82]): voted down, though one of ours goes
    with him."""
    state, seat = _presiding_over_other_business()
    state.wars = []
    view = ROR.view(state, seat)
    rival = Seen(seat=seat, view=view, decision=None).leader_rival()
    for s in state.senators.values():  # none a general, none a risky speaker
        s.influence, s.military, s.popularity = (6 if s.faction == rival else 5), 0, 0
    mine = next(s for s in state.senators.values() if s.faction == seat and s.in_rome)
    theirs = [s for s in state.senators.values() if s.faction == rival and s.in_rome]
    candidate, others = theirs[0], theirs[1:]
    assert others
    ballot = Decision(
        seat=seat,
        kind="senate_ballot",
        rule="1.09.2",
        data={"proposal": "consuls", "a": mine.card, "b": candidate.card},
    )
    yes, no = Vote(yes=[mine.card]), Vote(no=[mine.card])

    def voted_for() -> bool:
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=ballot)
        return (BasicPlayer.score(seen, yes) or 0) > (BasicPlayer.score(seen, no) or 0)

    assert voted_for()
    for s in others:
        s.influence += -(-60 // len(others))  # the candidate himself no nearer 21
    assert not voted_for()


def _senate_at_war(*wars: tuple[str, str]) -> tuple[Any, str]:
    """`_presiding_over_other_business` with the wars given as (card, status)."""
    state, seat = _presiding_over_other_business()
    state.wars = [War(card=card, status=status) for card, status in wars]
    return state, seat


def test_1_09_64_basic_sends_the_presiding_magistrate_last() -> None:
    """Sending the Presiding Magistrate ends the Senate: with two Active wars, a Dictator
    presiding and the Consuls in Rome, a Consul goes first, though the Dictator is the
    better general, so that both wars are fought."""
    state, seat = _senate_at_war(("war:gallic_1", "active"), ("war:illyrian_1", "active"))
    state.treasury, state.legions, state.fleets = 40, 24, 4  # no talents to raise more
    consuls = [s for s in state.senators.values() if s.office in ("rome_consul", "field_consul")]
    dictator = next(s for s in state.senators.values() if s.faction == seat and s.office is None)
    assert len(consuls) == 2 and all(s.in_rome for s in (*consuls, dictator))
    dictator.office, dictator.military = "dictator", 6
    for consul in consuls:
        consul.military = 2
    floor = current(state)
    assert floor is not None
    floor.data_as(Floor).presiding = dictator.card
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "deploy", action
    assert action.params.model_dump()["commander"] in {s.card for s in consuls}


def _rebel_marching(state: Any, seat: str) -> str:
    """Another faction's senator in revolt marching on Rome with 3 Legions [1.11.3]."""
    rebel = next(
        s
        for s in state.senators.values()
        if s.faction not in (None, seat) and s.in_rome and s.office is None
    )
    rebel.rebel = True
    state.rebel_army = Force(war=CIVIL_WAR, commander=rebel.card, legions=3)
    return str(rebel.faction)


def test_1_11_35_basic_proposes_the_attack_on_a_rebel_again_after_a_veto() -> None:
    """A Tribune's veto bars that very proposal, not the attack: the presider proposes it
    again with other units, as the rebel wins if no army goes against him [1.09.15]."""
    state, seat = _senate_at_war(("war:gallic_1", "active"))
    state.treasury, state.legions = 30, 16  # nothing to raise
    _rebel_marching(state, seat)
    (vetoed,) = attack_nominations(state)
    state.senate.vetoed.append(ATTACK_REBEL.signature(vetoed))
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "attack_rebel", action
    assert action.params != vetoed and action.params.legions >= 1


def _gallic_deployment(state: Any, commander: str) -> Callable[[str], float]:
    """The score, for a seat, of a proposal sending `commander` with 16 Legions against
    the 1st Gallic War."""
    deploy = Propose(
        proposal="deploy",
        params=PARAMS["deploy"].model_validate(
            {"commander": commander, "war": "war:gallic_1", "legions": 16}
        ),
    )

    def worth(who: str) -> float:
        decision = next((d for d in ROR.pending(state) if d.seat == who), None)
        score = BasicPlayer.score(
            Seen(seat=who, view=ROR.view(state, who), decision=decision), deploy
        )
        assert score is not None
        return score

    return worth


def test_1_11_35_basic_sends_no_legions_elsewhere_while_a_rebel_marches_unopposed() -> None:
    """Legions sent to a foreign war while no army goes against another faction's rebel
    hand him the game [1.11.35]; the rebel's own faction wants just that, and once an army
    is on its way the rest may go."""
    state, seat = _senate_at_war(("war:gallic_1", "active"))
    state.treasury, state.legions = 30, 16
    rebels = _rebel_marching(state, seat)
    commander = next(s.card for s in state.senators.values() if s.office == "field_consul")
    worth = _gallic_deployment(state, commander)
    assert worth(seat) < 0 < worth(rebels)
    state.forces.append(Force(war=CIVIL_WAR, commander=None, legions=6))
    assert worth(seat) > 0


@pytest.mark.parametrize("influence", [29, 30])
def test_1_10_4_basic_sends_no_rival_to_the_victory_that_makes_him_consul_for_life(
    influence: int,
) -> None:
    """The victor of the 1st Gallic War (land strength 10) gains 5 Influence [1.10.4], and
    35 make a senator in Rome Consul for Life at once [1.09.823]: the other factions
    send the Plebeians' Field Consul at 29 Influence, not at 30; his own faction does."""
    state, _ = _senate_at_war(("war:gallic_1", "active"))
    state.treasury, state.legions = 30, 16
    state.laws.remove(MILITARY_REFORMS)
    consul = next(s for s in state.senators.values() if s.office == "field_consul")
    consul.influence = influence
    worth = _gallic_deployment(state, consul.card)
    rivals = [seat for seat in state.factions if seat != consul.faction]
    assert all((worth(seat) > 0) == (influence == 29) for seat in rivals)
    assert consul.faction is not None and worth(consul.faction) > 0


def test_2_03_basic_sends_legions_abroad_while_a_rebel_governor_stays_home() -> None:
    """A rebel governor staying in his province cannot win by battle (2.03): the Legions
    may go to a foreign war; marching on Rome, he can, and they stay."""
    state, seat = _senate_at_war(("war:gallic_1", "active"))
    state.treasury, state.legions = 30, 16
    _rebel_marching(state, seat)
    assert state.rebel_army is not None and state.rebel_army.commander is not None
    governor = RebelGovernor(
        senator=state.rebel_army.commander, province="prov:illyricum", stays=True
    )
    state.rebel_governor = governor
    commander = next(s.card for s in state.senators.values() if s.office == "field_consul")
    deploy = Propose(
        proposal="deploy",
        params=PARAMS["deploy"].model_validate(
            {"commander": commander, "war": "war:gallic_1", "legions": 16}
        ),
    )

    def worth() -> float | None:
        decision = next((d for d in ROR.pending(state) if d.seat == seat), None)
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
        return BasicPlayer.score(seen, deploy)

    staying = worth()
    assert staying is not None and staying > 0
    state.rebel_governor = governor.model_copy(update={"stays": False})
    marching = worth()
    assert marching is not None and marching < 0


def test_1_11_37_basic_attacks_a_rebel_with_enough_and_keeps_the_rest() -> None:
    """The attack proposed beats the rebel's strength by a margin; more Legions would only
    be missing from the foreign wars [1.11.37]."""
    state, seat = _senate_at_war(("war:gallic_1", "active"))
    state.treasury, state.legions = 30, 25
    _rebel_marching(state, seat)
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "attack_rebel", action
    assert 3 < action.params.legions < 25


def _victor_declaring(state: Any, seat: str) -> Decision:
    """The seat's first senator, of Military 2 and with the 16 talents that pay for them,
    declares after his victory, 8 Legions following him once tested [1.06.2, 1.11.31]."""
    general = next(s for s in state.senators.values() if s.faction == seat)
    general.military, general.talents = 2, 16
    tested = {"following": "tested", "following_legions": 8, "following_veterans": 0}
    return Decision(
        seat=seat,
        kind="declare_revolt",
        rule="1.11.3",
        data={"senator_id": general.card, "legions": 8, "veterans": 0, "fleets": 0, **tested},
    )


def test_1_11_3_basic_revolts_only_with_an_army_beyond_what_the_senate_can_raise() -> None:
    """A rebel is attacked by the Legions in Rome and by those the Senate raises from its
    treasury [1.09.63, 1.11.35]: 8 Legions beat an empty Rome with 30 talents, not one
    with 230."""
    state, seat = _senate_at_war(("war:gallic_1", "inactive"))
    state.legions, state.veterans, state.unrest = 0, [], 0
    decision = _victor_declaring(state, seat)

    def worth(treasury: int) -> float | None:
        state.treasury = treasury
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
        return BasicPlayer.score(seen, DeclareRevolt())

    assert worth(30) == 2.0
    assert worth(230) == -2.0


def _bankrupt_revolt(*imminent: str) -> tuple[Any, str, Callable[[int], float | None]]:
    """A victor who may revolt, 25 Legions and 25 Fleets in Rome, no talent in the other
    factions' senators' purses, the `imminent` wars Imminent: the state, his faction, and
    the score of his revolt by the State's treasury."""
    state, seat = _senate_at_war(("war:gallic_1", "inactive"))
    state.legions, state.fleets, state.veterans, state.unrest = 25, 25, [], 0
    state.wars += [War(card=card, status="imminent") for card in imminent]
    decision = _victor_declaring(state, seat)
    for senator in state.senators.values():
        if senator.faction != seat:
            senator.talents = 0

    def worth(treasury: int) -> float | None:
        state.treasury = treasury
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
        return BasicPlayer.score(seen, DeclareRevolt())

    return state, seat, worth


def test_1_12_2_basic_revolts_when_the_state_goes_bankrupt_before_the_senate_meets_him() -> None:
    """A bankruptcy while a senator is in revolt makes him the winner (1.12.2 II): with 25
    Legions and 25 Fleets in Rome his 8 Legions are no match for the Senate, yet he
    revolts when the next Revenue Phase's debits (84 talents for the units he leaves it,
    20 for his civil war) exceed the State's treasury, its 100 talents and every talent
    the other factions' senators could give it; not when they do not [1.06.53]."""
    state, seat, worth = _bankrupt_revolt()
    assert worth(3) == 2.0
    assert worth(4) == -2.0
    rival = next(s for s in state.senators.values() if s.faction not in (None, seat))
    rival.talents = 5
    assert worth(3) == -2.0


def test_1_05_1_basic_counts_the_wars_the_mortality_phase_activates_in_a_bankruptcy() -> None:
    """The Mortality Phase before the Revenue Phase activates the earliest Imminent war of
    each matching set [1.05.1]: with the second and third Punic Wars and the second
    Macedonian War Imminent, the debits grow by two wars (40 talents), so the victor
    revolts for the bankruptcy with up to 43 talents in the treasury, not 44 [1.12.2 II]."""
    _, _, worth = _bankrupt_revolt("war:punic_2", "war:punic_3", "war:macedonian_2")
    assert worth(43) == 2.0
    assert worth(44) == -2.0


def test_1_11_33_basic_revolts_only_with_the_talents_that_keep_his_army() -> None:
    """A rebel pays 2 talents a Legion from his purse and his Faction Treasury before the
    Senate meets him, and the Legions he cannot pay go back to the Senate [1.06.2,
    1.11.33]: with his 16 talents 8 Legions beat an empty Rome; with 4 they do not, and
    the talents his faction holds count as his own, as do those of a faction-mate free to
    join him (1.11.32), not a captive's."""
    state, seat = _senate_at_war(("war:gallic_1", "inactive"))
    state.legions, state.veterans, state.unrest, state.treasury = 0, [], 0, 30
    decision = _victor_declaring(state, seat)
    general = state.senators[decision.data["senator_id"]]
    mates = [s for s in state.senators.values() if s.faction == seat and s is not general]
    for mate in mates:
        mate.talents = 0

    def worth(talents: int, faction_treasury: int, mate: int = 0) -> float | None:
        general.talents, state.factions[seat].treasury = talents, faction_treasury
        mates[0].talents = mate
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
        return BasicPlayer.score(seen, DeclareRevolt())

    assert worth(16, 0) == 2.0
    assert worth(4, 0) == -2.0
    assert worth(4, 12) == 2.0
    assert worth(4, 0, mate=12) == 2.0
    mates[0].captive = "war:gallic_1"
    assert worth(4, 0, mate=12) == -2.0


def test_1_10_6_basic_attacks_a_war_at_sea_only_with_the_legions_to_end_it() -> None:
    """The 1st Punic War (Inactive) is fought at sea, then on land by the same force: a
    fleet that wins alone leaves the war Active. With Fleets only Rome does not attack it;
    with Legions too, the force sent carries both."""
    state, seat = _senate_at_war(("war:punic_1", "inactive"))
    state.treasury, state.legions, state.fleets = 30, 0, 20
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert not (action.kind == "propose" and action.proposal == "deploy"), action
    state.legions = 20
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "deploy", action
    force = action.params.model_dump()
    assert force["legions"] > 0 and force["fleets"] > 0


def test_1_10_3_basic_raises_no_fleets_for_a_sea_battle_it_would_not_fight() -> None:
    """The 1st Punic War (Active, naval 10) is fought at sea first, and its Disaster and
    Standoff numbers (13; 11, 14) cost a battle fought 1 or 2 above its strength most of
    its victories. 9 Fleets in Rome, with no talents for more, are not sent; so with the
    talents for 9 above its reserve Rome raises no Fleets at all."""
    state, seat = _senate_at_war(("war:punic_1", "active"))
    state.treasury, state.legions, state.fleets = 30, 3, 9
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert not (action.kind == "propose" and action.proposal == "deploy"), action
    state.treasury, state.fleets = 120, 0
    action = BasicPlayer(1).choose(ROR, state, seat)
    raised = action.kind == "propose" and action.proposal == "raise_forces"
    assert not (raised and action.params.model_dump()["fleets"]), action


def test_1_10_3_a_war_with_unlucky_numbers_is_fought_at_a_larger_margin() -> None:
    """Against the 1st Punic War with Hannibal (Disaster 13 and 9, Standoff 11, 14 and 16)
    the least margin winning as often as a short or a desperate one against a war without
    such numbers is larger; a decisive one wins nearly as often as any margin can."""
    state, _ = _senate_at_war(("war:punic_1", "active"))
    state.wars[0].leaders = ["ldr:hannibal"]
    (punic,) = ROR.view(state, None).wars
    unlucky = (9, 11, 13, 14, 16)
    for margin in (DESPERATE, ACCEPTED):
        larger = margin_like(punic, margin)
        assert battle_odds(larger, unlucky)[0] >= battle_odds(margin)[0]
        assert battle_odds(larger - 1, unlucky)[0] < battle_odds(margin)[0]
    best = 1 - (25 + 27 + 21 + 15 + 6) / 216  # every natural roll but the five wins
    decisive = margin_like(punic, DECISIVE)
    assert battle_odds(decisive, unlucky)[0] >= NEAR_BEST * best
    assert battle_odds(decisive - 1, unlucky)[0] < NEAR_BEST * best


def test_1_10_9_basic_spends_its_reserve_facing_four_active_wars() -> None:
    """Four Active wars at the Combat Phase's end make Rome fall: then the State raises
    with the talents it keeps against next turn's debits; with three it keeps them."""
    wars = ("war:gallic_1", "war:illyrian_1", "war:macedonian_1", "war:syrian")
    state, seat = _senate_at_war(*((card, "active") for card in wars))
    state.treasury, state.legions, state.fleets = 50, 4, 0
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "raise_forces", action
    state.wars = state.wars[:3]
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert not (action.kind == "propose" and action.proposal == "raise_forces"), action


def test_1_10_2_basic_fights_an_active_war_before_its_imminent_match_doubles_it() -> None:
    """The 2nd Macedonian War is Active and the 1st Imminent: next turn both are Active and
    each counts double. Rome's one army goes against it rather than the 1st Gallic War,
    which it would attack were no matching war Imminent."""
    state, seat = _senate_at_war(
        ("war:gallic_1", "active"),
        ("war:macedonian_2", "active"),
        ("war:macedonian_1", "imminent"),
    )
    state.treasury, state.legions, state.fleets = 30, 14, 5
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "deploy", action
    assert action.params.model_dump()["war"] == "war:macedonian_2"
    state.wars = state.wars[:2]
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "deploy", action
    assert action.params.model_dump()["war"] == "war:gallic_1"


def _commanders(state: Any) -> dict[str, Any]:
    """The Consuls (and a Dictator) of a Senate by office."""
    return {
        s.office: s for s in state.senators.values() if s.office in ("rome_consul", "field_consul")
    }


def test_1_09_64_basic_sizes_its_army_for_the_field_consul_who_goes_first() -> None:
    """The Rome Consul may leave only once the Field Consul is away: the army raised for the
    one war is the one the weak Field Consul needs, not the strong Rome Consul's."""
    state, seat = _presiding_over_other_business()
    state.treasury = 150  # not so rich that a standing army is raised whatever the general
    consuls = _commanders(state)
    consuls["field_consul"].military, consuls["rome_consul"].military = 1, 5
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=None)
    assert seen.fronts_military() == [1, 5]
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "raise_forces", action
    # 1st Gallic War 10 + decisive margin 6, less the Field Consul's Military 1
    assert state.legions + action.params.model_dump()["legions"] >= 15


def test_1_09_34_a_dictator_fights_with_his_master_of_horse() -> None:
    state, seat = _presiding_over_other_business()
    dictator, horse = [s for s in state.senators.values() if s.office is None and s.in_rome][:2]
    dictator.office, dictator.military = "dictator", 3
    horse.office, horse.military = "master_of_horse", 2
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=None)
    assert seen.military(seen.senator(dictator.card)) == 5
    assert seen.fronts_military()[0] == 5


def test_1_09_64_basic_sends_the_presiding_magistrate_rather_than_adjourn() -> None:
    """Sending the Presiding Magistrate ends the Senate, as adjourning does: when he is the
    one commander who may go and the battle is worth fighting, he goes."""
    state, seat = _presiding_over_other_business()
    state.treasury, state.legions = 0, 11  # nothing to raise; 11 + 2 against 10
    consuls = _commanders(state)
    for consul in consuls.values():
        consul.office = None
    presiding = next(s for s in state.senators.values() if s.faction == seat and s.in_rome)
    presiding.office, presiding.military = "dictator", 2
    floor = current(state)
    assert floor is not None
    floor.data_as(Floor).presiding = presiding.card
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal == "deploy", action
    assert action.params.model_dump()["commander"] == presiding.card


def test_1_09_64_a_tribune_sends_the_presiding_magistrate_no_sooner_than_he_would() -> None:
    """Sending the Presiding Magistrate ends the Senate: a faction with a Tribune does not
    propose it while other business is worth doing (seed 1, early: a Tribune sent the
    Dictator to the 1st Gallic War, and the proconsul whom the doubled 1st Punic War would
    sink, which the presider was about to recall, was lost with his 13 Fleets)."""
    state, seat = _presiding_over_other_business()
    state.treasury, state.legions = 0, 16  # nothing to raise; 16 + 4 against 10
    presiding = state.senators[ROR.view(state, seat).presiding or ""]
    presiding.military = 4
    other = next(s for s in state.seats if s != seat)
    floor = Decision(seat=other, kind="tribune_floor", rule="1.09.15", data={"step": "other"})
    commanders = [presiding] + [s for s in _commanders(state).values() if s.card != presiding.card]

    def worth(commander: Any) -> float:
        deploy = Propose(
            proposal="deploy",
            params=PARAMS["deploy"].model_validate(
                {"commander": commander.card, "war": "war:gallic_1", "legions": 16}
            ),
            tribune="int:tribune#99",
        )
        score = BasicPlayer.score(
            Seen(seat=other, view=ROR.view(state, other), decision=floor), deploy
        )
        assert score is not None
        return score

    assert worth(commanders[0]) < 0 < worth(commanders[1])


def test_1_10_9_basic_attacks_at_long_odds_when_rome_would_fall() -> None:
    """With four Active wars and no talents, a battle at long odds is Rome's one chance:
    the army goes rather than the Senate adjourning."""
    wars = ("war:gallic_1", "war:illyrian_1", "war:macedonian_1", "war:syrian")
    state, seat = _senate_at_war(*((card, "active") for card in wars))
    state.treasury, state.legions, state.fleets = 0, 2, 2  # 2 Legions and a Consul against 6
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal in ("deploy", "deploy_consuls"), action


def test_1_09_63_basic_waits_for_no_raise_its_reserve_forbids() -> None:
    """13 Legions and a Consul of Military 2 against the 1st Gallic War (10) win a little
    less often than the army waits for. A 14th Legion would keep 37 talents where the
    reserve, the new legion's upkeep counted, needs 38: no raise comes, so the army goes."""
    state, seat = _presiding_over_other_business()
    state.treasury, state.legions, state.fleets = 47, 13, 10
    for consul in _commanders(state).values():
        consul.military = 2
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=None)
    assert seen.affordable() == 0 and seen.raise_value(1, 0) == -3.0
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "propose" and action.proposal in ("deploy", "deploy_consuls"), action


def _prosecution_ballot(unrest: int, office: str | None) -> tuple[Seen, str]:
    """A Minor prosecution of the leading rival's senator on the ballot, that senator
    holding `office`, with `unrest` and no war fought or unfought."""
    state, seat = _presiding_over_other_business()
    state.wars, state.unrest = [], unrest
    rival = Seen(seat=seat, view=ROR.view(state, seat), decision=None).leader_rival()
    accused = next(s for s in state.senators.values() if s.faction == rival)
    for s in state.senators.values():
        s.office = office if s is accused else None
    accused.popularity = 0
    ballot = Decision(
        seat=seat,
        kind="senate_ballot",
        rule="1.09.41",
        data={"proposal": "prosecution", "accused": accused.card, "charge": "minor"},
    )
    mine = next(s.card for s in state.senators.values() if s.faction == seat)
    return Seen(seat=seat, view=ROR.view(state, seat), decision=ballot), mine


@pytest.mark.parametrize("office", ["rome_consul", "dictator"])
def test_1_09_441_basic_convicts_no_speaker_while_the_people_stir(office: str) -> None:
    """A Minor conviction costs 5 Popularity, and the Rome Consul or the Dictator gives the
    next State of the Republic speech (3d6 - Unrest + his Popularity below 0: a People
    Revolt, 1.08): a rival's official is spared while Unrest makes that likely; the same
    senator out of office is convicted."""
    seen, mine = _prosecution_ballot(5, office)
    assert (BasicPlayer.score(seen, Vote(no=[mine])) or 0) > (
        BasicPlayer.score(seen, Vote(yes=[mine])) or 0
    )
    params = {"accused": seen.data["accused"], "kind": "minor", "ground": "x", "prosecutor": mine}
    bring = Propose(proposal="prosecution", params=params)
    assert (BasicPlayer.score(seen, bring) or 0) < 0  # nor does a Censor bring it
    seen, mine = _prosecution_ballot(5, None)
    assert (BasicPlayer.score(seen, Vote(yes=[mine])) or 0) > (
        BasicPlayer.score(seen, Vote(no=[mine])) or 0
    )


def test_1_08_a_speech_costs_by_its_population_table_row() -> None:
    """3d6 - Unrest + the speaker's Popularity: a People Revolt below 0, Unrest +1 to +6
    from 10 down, No Recruitment from 2 down, Unrest -1 to -3 from 16 up."""
    assert speech_harm(0, -19) == PEOPLE_REVOLT_COST  # 3d6 - 19 is always below 0
    # Unrest 0, Popularity 9: 12 or more, so Unrest never rises; it falls from 16 up
    calm = speech_harm(0, 9)
    assert calm < 0
    assert calm == pytest.approx(
        -UNREST_HARM
        * sum(
            ways * (3 if t >= 18 else 2 if t == 17 else 1 if t == 16 else 0)
            for t, ways in _three_d6(9).items()
        )
        / 216
    )
    # a People Revolt below 0: at Unrest 4 and Popularity -5, 3d6 of 8 or less (56 in 216)
    assert speech_harm(4, -5) >= PEOPLE_REVOLT_COST * 56 / 216
    for unrest in range(0, 12):
        harms = [speech_harm(unrest, popularity) for popularity in range(-9, 10)]
        assert harms == sorted(harms, reverse=True)  # more Popularity, never worse
        assert speech_harm(unrest + 1, 0) >= speech_harm(unrest, 0)


def _three_d6(shift: int) -> dict[int, int]:
    """Ways in 216 of each 3d6 total plus `shift`."""
    found: dict[int, int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                found[a + b + c + shift] = found.get(a + b + c + shift, 0) + 1
    return found


def test_1_08_basic_elects_no_speaker_whose_unpopularity_would_raise_the_mob() -> None:
    """The Rome Consul or the Dictator gives the State of the Republic speech, his
    Popularity added to the roll: with the people stirring, a pair of Consuls with a
    senator at -5 Popularity (Catiline's conspiracy leaves the HRAO so) is worse than the
    same pair with one at 0, and of two new Consuls the popular one takes Rome, even
    another faction's (seed 3, alternative: a speaker at -5 lost Rome to the People)."""
    state, seat = _presiding_over_other_business()
    state.unrest = 4  # and the 1st Gallic War unfought: 5 at the speech
    free = [
        s
        for s in state.senators.values()
        if s.faction not in (None, seat) and s.in_rome and s.office is None
    ]
    b, c = next((x, y) for x in free for y in free if x.faction == y.faction and x != y)
    a = next(x for x in free if x.faction != b.faction)
    c.military, c.influence, c.popularity, c.oratory = (
        b.military,
        b.influence,
        b.popularity,
        b.oratory,
    )
    view = ROR.view(state, seat)
    decision = Decision(seat=seat, kind="senate_floor", rule="1.09.2", data={"step": "consuls"})
    seen = Seen(seat=seat, view=view, decision=decision)

    def pair(x: Any, y: Any) -> Propose:
        return Propose(proposal="consuls", params={"pair": [x.card, y.card]})

    assert BasicPlayer.score(seen, pair(a, b)) == BasicPlayer.score(seen, pair(a, c))
    c.popularity = -5
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
    assert (BasicPlayer.score(seen, pair(a, c)) or 0) < (BasicPlayer.score(seen, pair(a, b)) or 0)
    mine = next(s for s in state.senators.values() if s.faction == seat)
    mine.popularity = -5
    choose = Decision(seat=seat, kind="choose_rome_consul", rule="1.09.22", data={})
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=choose)
    rome = [ChooseRomeConsul(senator=mine.card), ChooseRomeConsul(senator=b.card)]
    assert max(rome, key=lambda x: BasicPlayer.score(seen, x) or 0) == rome[1]


def test_1_09_62_basic_has_the_next_speaker_sponsor_a_land_bill() -> None:
    """A Land Bill's Sponsor gains Popularity, which the next State of the Republic roll
    adds if he gives the speech: the presider types the bill with the Rome Consul as its
    Sponsor, and prefers it to the same bill from another senator while the people stir."""
    state, seat = _presiding_over_other_business()
    state.unrest = 6
    consul = next(s for s in state.senators.values() if s.office == "rome_consul")
    assert consul.in_rome
    consul.popularity = 0
    other = next(
        s
        for s in state.senators.values()
        if s.faction == consul.faction and s.in_rome and s.office is None
    )
    other.popularity = 0
    beside = next(
        s for s in state.senators.values() if s.in_rome and s.faction not in (None, consul.faction)
    )
    offered = floor_options(state, seat)
    assert any(
        a.proposal == "land_bill" and a.params.model_dump()["sponsor"] == consul.card
        for a in offered
    )
    seen = Seen(
        seat=seat,
        view=ROR.view(state, seat),
        decision=next(d for d in ROR.pending(state) if d.seat == seat),
    )

    def bill(sponsor: Any) -> float:
        params = {"type": "III", "sponsor": sponsor.card, "cosponsor": beside.card}
        score = BasicPlayer.score(seen, Propose(proposal="land_bill", params=params))
        assert score is not None
        return score

    assert bill(consul) > bill(other)


def test_1_06_53_basic_gives_what_the_state_lacks_for_its_debits() -> None:
    """With the revenue in and the debits next, a State short of them is bankrupt and
    every faction loses: a senator gives even the talents he would keep for Games while
    the people stir, unless his faction is in revolt and wins by it (1.12.2 II)."""
    state, seat = _presiding_over_other_business()
    state.unrest, state.treasury, state.legions = 6, 20, 4  # debits: 20 the war, 8 units
    giver = next(s for s in state.senators.values() if s.faction == seat)
    giver.talents = 12
    give = Contribute(senator=giver.card, amount=10)
    decision = Decision(seat=seat, kind="contribute", rule="1.06.52", data={})

    def gives() -> bool:
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
        return (BasicPlayer.score(seen, give) or 0) > (BasicPlayer.score(seen, Done()) or 0)

    assert gives()
    state.treasury = 28  # the debits paid: he keeps the price of a Gladiator Gala
    assert not gives()
    state.treasury = 20
    rebel = next(s for s in state.senators.values() if s.faction == seat and s is not giver)
    rebel.rebel = True
    assert not gives()


def test_1_11_3_basic_revolts_when_the_people_would_rise_before_the_senate_meets_him() -> None:
    """A People Revolt while a senator is in revolt makes him the winner, Rome or no Rome
    [1.12.2 II], and the next State of the Republic speech comes before the Senate can
    send an army against him: with Unrest 12 (3d6 - 12 below 0 five times in eight) he
    revolts whatever the Senate could raise; with Unrest 2 he does not; nor with three
    Active wars, his own and one more drawn making the four that lose every faction."""
    state, seat = _senate_at_war(("war:gallic_1", "inactive"))
    state.legions, state.veterans, state.treasury = 0, [], 230
    for s in state.senators.values():
        s.popularity = 0
    decision = _victor_declaring(state, seat)

    def worth(unrest: int) -> float | None:
        state.unrest = unrest
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
        return BasicPlayer.score(seen, DeclareRevolt())

    assert people_revolt_chance(12, 0) == pytest.approx(135 / 216)
    assert worth(2) == -2.0
    assert worth(12) == 2.0
    state.wars = [
        War(card=card, status="active", unprosecuted=False)
        for card in ("war:gallic_1", "war:illyrian_1", "war:punic_1")
    ]
    assert worth(12) == -2.0


def test_1_07_6_basic_gathers_its_purses_on_the_games_sponsor_while_the_people_stir() -> None:
    """Games are paid from one purse: in Redistribution, once Unrest at the next speech is
    3 or more, each other senator's talents go to the one who sponsors them, so that
    three purses of 6 buy a Gladiator Gala (18) rather than nothing [1.06.3, 1.07.6]."""
    state, seat = _presiding_over_other_business()
    mine = [s for s in state.senators.values() if s.faction == seat]
    for s in mine:
        s.talents, s.captive, s.rebel = 6, None, False
    decision = Decision(seat=seat, kind="redistribute", rule="1.06.3", data={})
    seen = Seen(seat=seat, view=ROR.view(state, seat), decision=decision)
    keeper = purse_keeper(seen)
    moves = gathering(seen.view, decision, seat, keeper)
    assert {m.source for m in moves} == {f"senator:{s.card}" for s in mine if s.card != keeper.card}
    assert all(m.target == f"senator:{keeper.card}" and m.amount == 6 for m in moves)
    assert gathering(seen.view, None, seat, keeper) == []

    def worth(unrest: int, move: Transfer) -> float | None:
        state.unrest = unrest
        return BasicPlayer.score(
            Seen(seat=seat, view=ROR.view(state, seat), decision=decision), move
        )

    assert (worth(2, moves[0]) or 0) > (BasicPlayer.score(seen, Done()) or 0)
    assert (worth(0, moves[0]) or 0) < 0  # only the 1st Gallic War unfought: Unrest 1
    away = Transfer(source=moves[0].source, target=f"faction:{seat}", amount=6)
    assert (worth(2, away) or 0) < 0


def test_1_09_62_basic_repeals_no_land_bill_while_the_treasury_pays_for_it() -> None:
    """A repeal raises Unrest by 3 to save a Type III bill's 10 talents a turn: a faction
    holding the floor (with a Tribune, say, after the bill it came for was proposed)
    forgoes it while the treasury pays for next turn's debits, and proposes it only when
    the treasury is short and the people are calm."""
    state, seat = _presiding_over_other_business()
    mine = next(s for s in state.senators.values() if s.faction == seat and s.in_rome)
    mine.popularity = 9
    state.land_bills = [LandBill(type="III", sponsor=mine.card, turn=state.turn - 1)]
    repeal = Propose(proposal="land_bill_repeal", params={"type": "III", "sponsor": mine.card})
    floor = Decision(seat=seat, kind="tribune_floor", rule="1.09.15", data={"step": "other"})

    def worth(treasury: int, unrest: int) -> float:
        state.treasury, state.unrest = treasury, unrest
        seen = Seen(seat=seat, view=ROR.view(state, seat), decision=floor)
        return (BasicPlayer.score(seen, repeal) or 0) - (BasicPlayer.score(seen, Done()) or 0)

    assert worth(300, 0) < 0
    assert worth(0, 0) > 0
    assert worth(0, 6) < 0
