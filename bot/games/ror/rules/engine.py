"""The engine contract for The Republic of Rome: pending, legal_actions, apply, outcome.

Every kind of open procedure has one entry in `PROCEDURES`: the decision it asks for,
its legal actions, how an action is applied, and the default action when a deadline
passes. A phase module adds its procedures here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.clone import clone
from bot.engine.decisions import Decision
from bot.engine.engine import Ctx, Outcome, Step
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import (
    cleopatra,  # issue 5
    concession_income,  # rules gaps [1.06.1]
    empty_faction,  # rules gaps [1.05.4]
    new_alliance,  # rules gaps [1.07.21]
    released_units,  # rules gaps [1.06.2]
)
from bot.games.ror.rules.actions import Action, ChooseLeader, Done, action_json
from bot.games.ror.rules.combat import (  # issue 5
    gabinian,  # the Gabinian Law (issue 4)
    proscription,  # intrigue.json
    rebel_end_game,
    veterans_back,
)
from bot.games.ror.rules.combat.capture import (
    apply_ransom,
    default_ransom,
    legal_ransoms,
    ransom_prompt,
)
from bot.games.ror.rules.deck_events import apply_catiline, catiline_default, catiline_targets
from bot.games.ror.rules.faction_phase import apply_card_play, legal_card_plays
from bot.games.ror.rules.forum import (
    auction,
    default_leader_discard,
    default_pass,
    default_roll,
    initiatives,
    persuasion,
    rome_in_order,
)
from bot.games.ror.rules.leaders import apply_leader_choice, legal_leader_choices
from bot.games.ror.rules.procedures import current
from bot.games.ror.rules.provinces_setup import (
    apply_assignment,
    default_assignment,
    legal_assignments,
    province_prompt,
)
from bot.games.ror.rules.provincial import (  # provincial wars and rebel governors (2.02, 2.03)
    governor_revolts,
    taxes_and_builds,
)
from bot.games.ror.rules.redistribution import (
    apply_transfer,
    default_transfer,
    legal_transfers,
    redistribution_prompt,
)
from bot.games.ror.rules.revolution import (  # revolution (issue 5)
    civil_war_declarations,
    disbandment,
    hand_limit,
    rebels,
    trading,
)
from bot.games.ror.rules.senate import (  # senate, governors and other business (issue 4)
    advocates,
    assassination,
    deployment,
    elections,
    floor,
    law_fines,
    laws,
    pontifex,
    tribune_floor,
    tribune_opening,
    tribune_reactions,
    voting,
)
from bot.games.ror.rules.senators import default_leader
from bot.games.ror.rules.spoils import apply_spoils, default_spoils, legal_spoils
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.state_revenue import (
    apply_contribution,
    default_contribution,
    legal_contributions,
)
from bot.games.ror.rules.turn import advance


@dataclass(frozen=True, slots=True)
class ProcedureRules:
    decision: str  # the Decision kind (`decision.<kind>` in the catalogue)
    legal: Callable[[RorState, str], list[Action]]
    apply: Callable[[Ctx[RorState], str, Action, str], None]
    default: Callable[[RorState, str], Action]
    private: bool = False  # prompted by DM rather than in the channel
    # its choices may name cards in hand (whether or not the faction holds one now) or be
    # what the Faction Treasury can pay: they are sent privately, the channel only told
    # who is deciding [1.04.9]
    secret_choices: bool = False
    # what the prompt shows besides the phase (e.g. the persuasion target and odds)
    prompt: Callable[[RorState, str], dict[str, Any]] | None = None


def _default_leader(state: RorState, seat: str) -> Action:
    leader = default_leader(state, seat)
    assert leader is not None, "a leader choice is only opened for a faction with senators"
    return ChooseLeader(senator=leader)


def _done(state: RorState, seat: str) -> Action:
    return Done()


PROCEDURES: dict[str, ProcedureRules] = {
    "choose_leader": ProcedureRules(
        "choose_faction_leader", legal_leader_choices, apply_leader_choice, _default_leader
    ),
    # the buttons name cards in hand: prompted in private [1.04.9]
    "play_cards": ProcedureRules(
        "play_cards", legal_card_plays, apply_card_play, _done, private=True
    ),
    "assign_province": ProcedureRules(
        "assign_province",
        legal_assignments,
        apply_assignment,
        default_assignment,
        prompt=province_prompt,
    ),
    "catiline": ProcedureRules(
        "name_catiline_faction", catiline_targets, apply_catiline, catiline_default
    ),
    # forum (issue 3) [1.07]
    "initiative_auction": ProcedureRules(
        "initiative_auction", auction.legal_bids, auction.apply_bid, default_pass
    ),
    "initiative": ProcedureRules(
        "initiative_actions",
        initiatives.legal_initiative_actions,
        initiatives.apply_initiative_action,
        _done,
        secret_choices=True,  # persuasion with a Seduction or Blackmail card [1.07.4]
        prompt=initiatives.prompt_data,
    ),
    "counter_bribes": ProcedureRules(
        "counter_bribe",
        persuasion.legal_counter_bribes,
        persuasion.apply_counter_bribe,
        default_pass,
        private=True,
        prompt=persuasion.prompt_data,
    ),
    "persuasion_roll": ProcedureRules(
        "persuasion_roll",
        persuasion.legal_persuader_moves,
        persuasion.apply_persuader_move,
        default_roll,
        prompt=persuasion.prompt_data,
    ),
    "discard_enemy_leader": ProcedureRules(
        "discard_enemy_leader",
        rome_in_order.legal_leader_discards,
        rome_in_order.apply_leader_discard,
        default_leader_discard,
    ),
    # revenue (issue 3) [1.06]
    "take_spoils": ProcedureRules("take_spoils", legal_spoils, apply_spoils, default_spoils),
    "redistribute": ProcedureRules(
        "redistribute",
        legal_transfers,
        apply_transfer,
        default_transfer,
        private=True,
        prompt=redistribution_prompt,
    ),
    "contribute": ProcedureRules(
        "contribute", legal_contributions, apply_contribution, default_contribution
    ),
    # senate (issue 4) [1.09]: the floor, open and sealed ballots, elections
    "senate_floor": ProcedureRules(
        "senate_floor",
        floor.legal_floor,
        floor.apply_floor,
        floor.default_floor,
        secret_choices=True,  # a proposal forced to a vote with a Tribune card [1.09.15]
        prompt=floor.floor_prompt,
    ),
    "senate_vote": ProcedureRules(
        "senate_vote",
        voting.legal_ballots,
        voting.apply_ballot,
        voting.default_ballot,
        # an open vote's vetoes, floor claims and assassinations name cards [1.09.13]
        secret_choices=True,
        prompt=voting.ballot_prompt,
    ),
    "senate_ballot": ProcedureRules(
        "senate_ballot",
        voting.legal_ballots,
        voting.apply_ballot,
        voting.default_ballot,
        private=True,
        prompt=voting.ballot_prompt,
    ),
    "tribune_floor": ProcedureRules(
        "tribune_floor",
        tribune_floor.legal_tribune_floor,
        tribune_floor.apply_tribune_floor,
        tribune_floor.default_tribune_floor,
        secret_choices=True,  # another Tribune card held [1.09.15]
        prompt=tribune_floor.tribune_prompt,
    ),
    "unanimous_defeat": ProcedureRules(
        "unanimous_defeat",
        voting.legal_defeat_choices,
        voting.apply_defeat_choice,
        voting.default_defeat_choice,
    ),
    "consul_roles": ProcedureRules(
        "choose_rome_consul", elections.legal_roles, elections.apply_role, elections.default_role
    ),
    "appoint_dictator": ProcedureRules(
        "appoint_dictator",
        elections.legal_dictator_appointments,
        elections.apply_dictator_appointment,
        elections.default_decline,
    ),
    "master_of_horse": ProcedureRules(
        "appoint_master_of_horse",
        elections.legal_masters,
        elections.apply_master,
        elections.default_master,
    ),
    # revolution (issue 5) [1.11]
    "answer_offer": ProcedureRules(
        "answer_offer",
        trading.legal_answers,
        trading.apply_answer,
        trading.decline,
        private=True,
        prompt=trading.answer_prompt,
    ),
    "discard_cards": ProcedureRules(
        "discard_cards",
        hand_limit.legal_discards,
        hand_limit.apply_discard,
        hand_limit.default_discard,
        private=True,
    ),
    "declare_civil_war": ProcedureRules(
        "declare_civil_war",
        civil_war_declarations.legal_declarations,
        civil_war_declarations.apply_declaration,
        civil_war_declarations.lay_down,
        prompt=civil_war_declarations.declaration_prompt,
    ),
    "secondary_revolt": ProcedureRules(
        "secondary_revolt",
        rebels.legal_sides,
        rebels.apply_side,
        rebels.stay_loyal,
        prompt=rebels.side_prompt,
    ),
    # provincial wars and rebel governors (2.02, 2.03)
    "raise_provincial_forces": ProcedureRules(
        "raise_provincial_forces",
        taxes_and_builds.legal_builds,
        taxes_and_builds.apply_build,
        taxes_and_builds.default_build,
        prompt=taxes_and_builds.build_prompt,
    ),
    "governor_revolt": ProcedureRules(
        "governor_revolt",
        governor_revolts.legal_governor_revolts,
        governor_revolts.apply_governor_revolt,
        _done,
        prompt=governor_revolts.revolt_prompt,
    ),
    # combat (issue 5) [1.10.71]
    "ransom": ProcedureRules(
        "pay_ransom",
        legal_ransoms,
        apply_ransom,
        default_ransom,
        # the ransoms offered are those the Faction Treasury can pay [1.04.9]
        secret_choices=True,
        prompt=ransom_prompt,
    ),
    # the rebel end game, deserting veterans, Cleopatra, 2.04 (issue 5)
    "rebel_end_game": ProcedureRules(
        "rebel_end_game",
        rebel_end_game.legal_attacks,
        rebel_end_game.apply_attack,
        rebel_end_game.default_attack,
        prompt=rebel_end_game.end_game_prompt,
    ),
    "veterans_back": ProcedureRules(
        "order_veterans_back",
        veterans_back.legal_orders,
        veterans_back.apply_order,
        _done,
        prompt=veterans_back.order_prompt,
    ),
    "gabinian": ProcedureRules(  # the Gabinian Law (issue 4)
        "gabinian_recruit",
        gabinian.legal_recruits,
        gabinian.apply_recruit,
        _done,
        # the units offered are those the Faction Treasury helps pay for [1.04.9]
        secret_choices=True,
        prompt=gabinian.recruit_prompt,
    ),
    "cleopatra": ProcedureRules(
        "play_cleopatra",
        cleopatra.legal_plays,
        cleopatra.apply_play,
        _done,
        private=True,
    ),
    # Proscription after a civil war Victory: every faction asked privately, then the HRAO
    "proscription": ProcedureRules(
        "play_proscription",
        proscription.legal_plays,
        proscription.apply_play,
        _done,
        private=True,
    ),
    "proscription_choice": ProcedureRules(
        "proscription_choice",
        proscription.legal_choices,
        proscription.apply_choice,
        proscription.decline,
        prompt=proscription.choice_prompt,
    ),
    "disband_veterans": ProcedureRules(
        "disband_veterans",
        disbandment.legal_disbandments,
        disbandment.apply_disbandment,
        _done,
    ),
    # governors and other business (issue 4) [1.09.5-1.09.81]
    "consent": ProcedureRules(
        "consent",
        deployment.legal_consents,
        deployment.apply_consent,
        deployment.default_consent,
        prompt=deployment.consent_prompt,
    ),
    # 1.09.15: a Tribune claiming the first proposal, asked as the Senate opens
    "tribune_opening": ProcedureRules(
        "tribune_opening",
        tribune_opening.legal_opening,
        tribune_opening.apply_opening,
        _done,
        private=True,
    ),
    # RULES §13: Graft or Murder of a Tribune against a Tribune's veto or proposal
    "cancel_tribune": ProcedureRules(
        "cancel_tribune",
        tribune_reactions.legal_cancels,
        tribune_reactions.apply_cancel,
        _done,
        private=True,
        prompt=tribune_reactions.cancel_prompt,
    ),
    "mob_incited": ProcedureRules(
        "mob_incited",
        tribune_reactions.legal_mobs,
        tribune_reactions.apply_mob,
        _done,
        private=True,
        prompt=tribune_reactions.mob_prompt,
    ),
    "play_laws": ProcedureRules(
        "play_laws",
        laws.legal_law_plays,
        laws.apply_law_play,
        _done,
        private=True,
    ),
    # the Calpurnian and Acilian Laws [1.07.36]: fining a corrupt governor back this turn
    "calpurnian_fine": ProcedureRules(
        "calpurnian_fine", law_fines.legal_fines, law_fines.apply_fine, law_fines.default_fine
    ),
    # Advocates (advanced rule 2.05): the accused's faction names one
    "name_advocate": ProcedureRules(
        "name_advocate",
        advocates.legal_advocates,
        advocates.apply_advocate,
        advocates.default_advocate,
        prompt=advocates.advocate_prompt,
    ),
    # the Pontifex Maximus (advanced rule 2.01): one priesthood a Senate Phase
    "pontifex_priesthood": ProcedureRules(
        "pontifex_priesthood",
        pontifex.legal_priesthoods,
        pontifex.apply_priesthood,
        _done,
    ),
    # assassinations (issue 4) [1.09.72]: the target's faction, after the roll
    "assassination_bodyguards": ProcedureRules(
        "bodyguards",
        assassination.legal_bodyguards,
        assassination.apply_bodyguards,
        assassination.default_bodyguards,
        private=True,
        prompt=assassination.bodyguard_prompt,
    ),
    # rules gaps: declining concession income, the grain Drought bonus [1.06.1]
    "concession_income": ProcedureRules(
        "concession_income",
        concession_income.legal_choices,
        concession_income.apply_choice,
        _done,
        prompt=concession_income.prompt,
    ),
    # rules gaps: New Alliance, the HRAO names a war at the end of the Senate [1.07.21]
    "new_alliance": ProcedureRules(
        "new_alliance",
        new_alliance.legal_choices,
        new_alliance.apply_choice,
        new_alliance.default_choice,
        prompt=new_alliance.prompt,
    ),
    # rules gaps: the HRAO may refuse the upkeep of units a rebel released [1.06.2]
    "released_units": ProcedureRules(
        "released_units",
        released_units.legal_choices,
        released_units.apply_choice,
        _done,
        prompt=released_units.prompt,
    ),
    # rules gaps: a faction with no senators takes a Curia senator, waits or quits [1.05.4]
    "empty_faction": ProcedureRules(
        "empty_faction",
        empty_faction.legal_choices,
        empty_faction.apply_choice,
        empty_faction.default_choice,
        prompt=empty_faction.prompt,
    ),
}


def pending(state: RorState) -> list[Decision]:
    proc = current(state)
    if proc is None or state.outcome is not None:
        return []
    rules = PROCEDURES[proc.kind]
    return [
        Decision(
            seat=seat,
            kind=rules.decision,
            rule=proc.rule,
            simultaneous=proc.simultaneous,
            private=rules.private,
            secret_choices=rules.secret_choices,
            default=action_json(rules.default(state, seat)),
            data={
                "phase": state.phase,
                "turn": state.turn,
                **(rules.prompt(state, seat) if rules.prompt else {}),
            },
        )
        for seat in proc.acting
    ]


def legal_actions(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    if proc is None or state.outcome is not None or seat not in proc.acting:
        return []
    return PROCEDURES[proc.kind].legal(state, seat)


def apply(state: RorState, seat: str, action: Action) -> Step[RorState]:
    """A new state and its events; `state` itself is never changed."""
    _check_turn(state, seat)
    return apply_owned(clone(state), seat, action)


def apply_owned(state: RorState, seat: str, action: Action) -> Step[RorState]:
    """`apply` on a state the caller owns and gives up: it is changed in place and is the
    state of the step. A refused action may leave it half changed, so only callers that
    know the action is legal (replaying a log) use this."""
    _check_turn(state, seat)
    proc = current(state)
    assert proc is not None
    ctx = Ctx(state)
    PROCEDURES[proc.kind].apply(ctx, seat, action, proc.rule)
    advance(ctx)
    _act_for_eliminated(ctx)
    return ctx.step()


def _check_turn(state: RorState, seat: str) -> None:
    if state.outcome is not None:
        raise IllegalAction("game_over", "1.12")
    proc = current(state)
    if proc is None or seat not in proc.acting:
        waiting = ", ".join(proc.acting) if proc else "-"
        raise IllegalAction("not_your_turn", "1.04.8", waiting=waiting)


def _act_for_eliminated(ctx: Ctx[RorState]) -> None:
    """1.05.4: an eliminated faction is never asked (`procedures.push` leaves it out); a
    decision it was already part of when it fell (its ballot) takes its default at once."""
    state = ctx.state
    while (proc := current(state)) is not None and state.outcome is None:
        gone = [seat for seat in proc.acting if seat in state.eliminated]
        if not gone:
            return
        rules = PROCEDURES[proc.kind]
        rules.apply(ctx, gone[0], rules.default(state, gone[0]), proc.rule)
        advance(ctx)


def outcome(state: RorState) -> Outcome | None:
    return state.outcome
