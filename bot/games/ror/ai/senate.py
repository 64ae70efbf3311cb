"""The Senate Phase: proposals, ballots, vetoes, Tribunes, elections and the knife,
as the `basic` player weighs each by its stance on the proposal [1.09]."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games.ror.ai.alliance import rhodian_stance
from bot.games.ror.ai.assassins import carried
from bot.games.ror.ai.ballots import BOUGHT_AGAINST
from bot.games.ror.ai.forces import recall_commanderless_value, replace_value
from bot.games.ror.ai.garrisons import garrison_value, recall_garrison_value
from bot.games.ror.ai.guard import (
    PRESSED,
    censor_value,
    crowning,
    keeps,
    prosecution_value,
    special_prosecution_value,
)
from bot.games.ror.ai.land_bills import repeal_value
from bot.games.ror.ai.optional_rules import pontifex_stance, recall_stance, removal_stance
from bot.games.ror.ai.proscription import proscription_consent
from bot.games.ror.ai.seen import FRONTS, Scorer, Seen
from bot.games.ror.ai.unrest import speaker_risk, speech_risk
from bot.games.ror.rules.senate.bequests import UNITS
from bot.games.ror.rules.senate.elections import (
    CENSOR_INFLUENCE,
    CONSUL_INFLUENCE,
    DICTATOR_INFLUENCE,
    MASTER_OF_HORSE_INFLUENCE,
)
from bot.games.ror.rules.senate.land_bills import LAND_BILL
from bot.games.ror.rules.senate.proposals import KINDS, SeenProposal
from bot.games.ror.rules.senate.tribunes import proposes_only

#: the Influence a nominee for Consul for Life needs [1.09.82]
CONSUL_FOR_LIFE_INFLUENCE = 21


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
    kept_out = censor_value(seen, proposal) if kind == "censor" else 0.0
    return stance + _rome_needs(seen, kind, proposal) + speech_risk(seen, kind, proposal) + kept_out


#: the stances this player takes for kinds whose own declares none
OWN_STANCES: dict[str, Callable[[Seen, SeenProposal], float]] = {
    "replace_commander": replace_value,
    "governors": lambda seen, p: _governors_value(seen, p),
    "governor_vacancy": lambda seen, p: _governors_value(seen, p),
    "garrison": garrison_value,
    "recall_garrison": recall_garrison_value,
    "recall_commanderless": recall_commanderless_value,
    "land_bill_repeal": lambda seen, p: repeal_value(seen),
    "prosecution": prosecution_value,
    "special_prosecution": special_prosecution_value,
    "reject_rhodian": rhodian_stance,
    "elect_pontifex": pontifex_stance,
    "remove_pontifex": removal_stance,
    "recall_legions": recall_stance,
    "collect_bequest": lambda seen, p: _bequest_value(seen),
}
#: what collecting a Bequest is worth to every faction: its talents for the State, and a
#: province whose taxes it pays and whose governorship some faction holds [1.07.3]
BEQUEST = 3.0


def _bequest_value(seen: Seen) -> float:
    """The Field Consul goes with 3 Legions and 3 Fleets and is back in the Revolution
    Phase: collected while the other Consul and the Dictator in Rome are enough for the
    Active wars no force fights yet, and the units left in Rome suffice for the campaign
    it plans against them [1.07.3, 1.09.64]."""
    view = seen.view
    unfought = [w for w in seen.pressing() if w.status == "active"]
    spared = view.legions - UNITS >= seen.land_need() and view.fleets - UNITS >= seen.fleet_need()
    return BEQUEST if spared and len(unfought) < len(seen.commanders()) else -BEQUEST


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


#: what each point of a commander's Military is worth in an election, for each Active war
#: (FRONTS at most): a unit Rome need not raise and better odds of victory. At war it
#: outweighs which faction holds the office: a rival's general beats Rome's defeat
#: [1.09.2, 1.10.2, 1.10.9]
MILITARY_WORTH = 5.0
#: the offices elected, and the Influence each brings [1.09.2-1.09.4]
OFFICES = {"consuls": CONSUL_INFLUENCE, "dictator": DICTATOR_INFLUENCE, "censor": CENSOR_INFLUENCE}
#: a rival above this Influence is kept from offices, each point worth RISING_WORTH
RISING, RISING_WORTH = 8, 0.75
#: the leading rival's lead in Influence over this faction from which its senators are
#: kept from offices, each point beyond worth RUNAWAY_WORTH (0.25 lost more games)
RUNAWAY, RUNAWAY_WORTH = 10, 0.1


def _rome_needs(seen: Seen, kind: str, proposal: SeenProposal) -> float:
    """What Rome needs of a proposal, whoever gains by it: commanders who can win its
    wars (the Consuls and the Dictator command them [1.09.2, 1.09.3, 1.09.64]), and a
    speaker the people heed (the Dictator, or either Consul, who may be Rome Consul)."""
    if seen.view is None or kind not in OFFICES:
        return 0.0
    named = proposal.get("pair") or [proposal.get("a"), proposal.get("b"), proposal.get("senator")]
    if not isinstance(named, list):
        return 0.0
    found = [s for s in (seen.named(c) for c in named if isinstance(c, str)) if s]
    wars = seen.active_wars() if kind != "censor" else 0
    military = MILITARY_WORTH * sum(s.military for s in found) * min(wars, FRONTS)
    # an office's Influence brings a rival nearer Consul for Life [1.09.82]
    rising = sum(max(0, s.influence - RISING) for s in found if s.faction not in (None, seen.seat))
    crowned = sum(crowning(seen, s, OFFICES[kind]) for s in found)
    # the faction far ahead in Influence wins the Senate's votes, then a Consul for Life's
    # (the nominee's Influence counts as votes [1.09.82]): no office to its senators
    lead = seen.influence(seen.leader_rival() or "") - seen.influence(seen.seat)
    runaway = (
        RUNAWAY_WORTH * max(0, lead - RUNAWAY) * sum(seen.rival_of_leader(s.card) for s in found)
    )
    speech = 0.0
    if kind != "censor" and found:
        speech = sum(speaker_risk(seen, s) for s in found) / len(found)
    return float(military - RISING_WORTH * rising - crowned - speech - runaway)


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
        # the talents kept against a rival's Consul for Life buy no other votes
        kept = data.get("proposal") not in BOUGHT_AGAINST and not keeps(seen, bought)
        worth = abs(stance) >= 10 and contested and not kept
        score += 0.2 * bought if worth else -0.5 * bought
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
    faction's rebel, who wins if the Senate sends none [1.09.15, 1.09.82, 1.11.35]. The
    Gracchi's free Land Bill proposal costs no card: claimed for the next Land Bill it can
    make (statesmen.json 25A/25B)."""
    rebel = seen.view.rebel_army
    if proposes_only(a.tribune) is not None:
        return -1.0 if a.after_adjournment else 2.0
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
    return mine + float(s.oratory) * 0.1 - speaker_risk(seen, s)


#: the appointments that bring Influence: the Dictator the Consuls name, his Master of
#: Horse [1.09.31, 1.09.33]
APPOINTMENTS = {
    "appoint_dictator": DICTATOR_INFLUENCE,
    "master_of_horse": MASTER_OF_HORSE_INFLUENCE,
}


def _name_senator(seen: Seen, a: Any) -> float:
    s = seen.senator(a.senator)
    if s is None:
        return 0.0
    kind = seen.decision.kind if seen.decision is not None else ""
    crowned = crowning(seen, s, APPOINTMENTS[kind]) if kind in APPOINTMENTS else 0.0
    return float(s.military * 0.5 + (2.0 if s.faction == seen.seat else 0.0)) - crowned


def _unanimous_defeat(seen: Seen, a: Any) -> float:
    return 0.5 if a.step_down else 0.0


def _consent(seen: Seen, a: Any) -> float:
    if seen.decision is not None and seen.decision.kind == "proscription_choice":
        return proscription_consent(seen, a.agree)
    return 0.5 if a.agree else 0.0


def _name_faction(seen: Seen, a: Any) -> float:
    return 1.0 if a.faction == seen.leader_rival() else 0.0


def _appeal(seen: Seen, a: Any) -> float:
    return 3.0


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


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
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
}
