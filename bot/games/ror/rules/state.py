"""The game state: plain pydantic data that round-trips through JSON exactly.

Where the game stands is data too: `phase` and `step` name the point in the turn, and
`procedures` is the stack of open sequential procedures (the top one, last in the list,
says whose decision the game waits for). Nothing lives in the Python call stack.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    Field,
    PlainSerializer,
    SerializeAsAny,
    ValidationInfo,
    field_validator,
    model_validator,
)

from bot.engine.procedures import Procedure, ProcedureState
from bot.games.ror.rules.proposal_params import ProposalParams, typed_params

SEATS: tuple[str, ...] = (
    "optimates",
    "populares",
    "equites",
    "plebeians",
    "patricians",
    "publicani",
)
MIN_SEATS = 3
MAX_SEATS = 6

Phase = Literal[
    "setup",
    "mortality",
    "revenue",
    "forum",
    "population",
    "senate",
    "combat",
    "revolution",
    "ended",
]
TURN_PHASES: tuple[Phase, ...] = (
    "mortality",
    "revenue",
    "forum",
    "population",
    "senate",
    "combat",
    "revolution",
)
Era = Literal["early", "middle", "late"]
Office = Literal["dictator", "rome_consul", "field_consul", "censor", "master_of_horse"]
# 1.09.11: the order in which officials preside
OFFICE_RANK: tuple[Office, ...] = (
    "dictator",
    "rome_consul",
    "field_consul",
    "censor",
    "master_of_horse",
)
WarStatus = Literal["active", "inactive", "imminent"]
# revolution [1.11.3]: the war id of the civil war, in `Force.war` for the Primary
# Rebel's army (`RorState.rebel_army`) and for the Senate's forces sent against him
CIVIL_WAR = "civil_war"


Scenario = Literal["early", "middle", "late", "extended", "alternative"]


class RorOptions(BaseModel):
    scenario: Scenario = "early"
    turn_limit: int | None = Field(default=None, ge=1)
    ballot: Literal["sealed", "open"] = "sealed"
    # scenarios and cards: where sources disagree (RULES §15, docs/RULES_CHOICES.md)
    # the Extended scenario's first and last decks [3.04.1]
    first_era: Literal["early", "middle"] = "early"
    final_era: Literal["middle", "late"] = "late"
    sicilia_developed_income: Literal["1d6+2", "2d6+2"] = "1d6+2"  # §15.2
    ship_building_income: Literal[3, 2] = 3  # talents per fleet raised, §15.6
    mithridatic_3_disaster: Literal[14, 13] = 14  # §15.3
    gladiator_revolt_is_slave_revolt: bool = True  # matches the Sicilian slave revolts, §15.4
    pompey_opposes: Literal["29A", "29B"] = "29A"  # §15.5
    # revolution, advanced rules (default off): 2.06's hand-limit part, a Law card
    # is discarded only from a hand of laws [1.11.2]
    laws_kept_at_hand_limit: bool = False
    # advanced rule 2.06 (default off): a law is not played outright but proposed in the
    # Senate, unvetoable, with a Sponsor (+3 Influence) and a Co-Sponsor (+1); a law voted
    # down is discarded (senate/law_votes.py, docs/RULES_CHOICES.md)
    laws_by_vote: bool = False
    # advanced rule 2.04 (default off): victorious commanders may disband their
    # Veteran legions for Oratory and Influence; a Consul or Dictator may recall them
    legion_disbandment: bool = False
    # provincial wars and rebel governors, advanced rules 2.02 and 2.03 (default
    # off; 2.03 requires 2.02, and is played without the reinforcement and naval
    # interception the outline names but does not give, docs/RULES_CHOICES.md),
    # bot/games/ror/rules/provincial/
    provincial_wars: bool = False
    rebel_governors: bool = False
    # senate, advanced rules (default off, docs/RULES_CHOICES.md): the Pontifex Maximus and
    # Priests [2.01], Advocates in prosecutions [2.05]
    pontifex: bool = False
    advocates: bool = False
    # senate: ask every faction, as the Senate opens, whether it claims the first
    # proposal with a Tribune [1.09.15] (one more prompt a Senate; docs/RULES_CHOICES.md)
    tribune_opening: bool = False

    @model_validator(mode="after")
    def _extended_runs_forward(self) -> RorOptions:
        if self.scenario == "extended" and self.first_era == self.final_era:
            raise ValueError("the Extended scenario goes on into a later era")
        return self

    @model_validator(mode="after")
    def _rebel_governors_need_provincial_wars(self) -> RorOptions:
        if self.rebel_governors and not self.provincial_wars:
            raise ValueError("rebel_governors (rule 2.03) requires provincial_wars (rule 2.02)")
        return self


def parse_options(data: Mapping[str, Any]) -> RorOptions:
    return RorOptions.model_validate(dict(data))


class Senator(BaseModel):
    """A senator in play, keyed by its top card (a statesman sits on his family card)."""

    card: str
    family: str | None = None  # the family card beneath a statesman
    faction: str | None = None  # None: unaligned, in the Forum
    military: int
    oratory: int
    loyalty: int
    influence: int
    popularity: int = 0
    knights: int = 0
    talents: int = 0
    office: Office | None = None
    prior_consul: bool = False
    concessions: list[str] = Field(default_factory=list)
    corrupt_concessions: list[str] = Field(default_factory=list)  # corrupt bar showing [1.06.1]
    bodyguards: list[str] = Field(default_factory=list)  # Open Bodyguard cards with him
    corrupt: bool = False  # took provincial spoils [1.06.12]
    # provinces whose spoils he took this turn through a Legate (Lex Vatinia),
    # each a Minor prosecution ground until the Senate's prosecutions end [1.13.1]
    plundered: list[str] = Field(default_factory=list)
    major: bool = False  # held a Major Office this turn [1.07.8]
    # away from Rome (1.09.11): governing a province, commanding against a war, captive, rebel
    province: str | None = None
    command: str | None = None
    captive: str | None = None  # the war card holding him [1.10.71]
    rebel: bool = False

    @property
    def in_rome(self) -> bool:
        return not (self.province or self.command or self.captive or self.rebel)


class Faction(BaseModel):
    seat: str
    leader: str | None = None
    treasury: int = 0
    hand: list[str] = Field(default_factory=list)


class War(BaseModel):
    card: str
    status: WarStatus
    unprosecuted: bool = False  # [1.10.9]
    leaders: list[str] = Field(default_factory=list)  # enemy leader cards with this war
    naval_victory: bool = False  # [1.10.6]
    # cards on Rome's side in this war while it lasts (Cleopatra VII) [1.10.2]
    allies: list[str] = Field(default_factory=list)


class Force(BaseModel):
    """Roman units sent against a war, with their commander [1.09.64]; they fight in the
    Combat phase in dispatch order [1.10.1] and stay there under a proconsul [1.10.8]."""

    war: str  # the war card they face
    commander: str | None = None  # None: commanderless, waiting for the Senate
    master_of_horse: str | None = None  # goes with a Dictator [1.09.34]
    legions: int = 0  # regular legions
    veterans: list[str] = Field(default_factory=list)  # one entry per veteran legion: its
    # allegiance (a senator card) [1.10.5]
    fleets: int = 0
    order: int = 0  # dispatch order this turn [1.10.1]
    sent_turn: int = 0
    # combat: won a land Victory (or a Senate Victory in a civil war) this turn:
    # the commander keeps it until he lays down his command or revolts [1.10.4, 1.11.3]
    victorious: bool = False
    # the rebel's army only: the Senate did not prosecute the civil war this turn [1.10.9]
    unprosecuted: bool = False


class Attack(BaseModel):
    """A force's turn to attack its war this Combat Phase [1.10.1]: a force is known by
    its war and when it was sent (turn, order), which no other force shares."""

    war: str
    sent_turn: int
    order: int


#: sets kept in the state, stored sorted: the same state is always the same text
Names = Annotated[set[str], PlainSerializer(sorted, return_type=list[str])]
Numbers = Annotated[set[int], PlainSerializer(sorted, return_type=list[int])]


class CombatRecord(BaseModel):
    """What this Combat Phase has done so far, kept in the state while a ransom between
    two battles is offered [1.10.71]: the attacks still to come, in order [1.10.1]; D/S
    numbers used per war [1.10.3]; battles fought per war [1.10.9]; wars Lucullus left
    unprosecuted; whether the rebel beat the Senate [1.11.373]."""

    attacks: list[Attack] = Field(default_factory=list)
    ds_used: dict[str, Numbers] = Field(default_factory=dict)
    fought: dict[str, Names] = Field(default_factory=dict)
    lucullus: Names = Field(default_factory=set)
    rebel_won: bool = False
    civil_victory: bool = False  # the Senate won a civil war Victory (Proscription)
    held: Names = Field(default_factory=set)  # 2.02: wars fought to a Stalemate or better
    sailed: Names = Field(default_factory=set)  # lent fleets already at sea this phase
    needing_fleets: Names = Field(default_factory=set)  # the Rhodian fleets' wars [1.07.21]


class Province(BaseModel):
    """A province in play: in the Forum while it has no governor [1.09.5]."""

    card: str
    developed: bool = False
    governor: str | None = None
    term: int = 0  # turns left on the governor's dial [1.06.6]
    garrison: int = 0  # legions stationed there [1.09.647]
    # provincial wars (2.02): provincial armies and fleets raised from local taxes, and the
    # war the province went over to after a provincial Defeat
    armies: int = 0
    fleets: int = 0
    allied_with: str | None = None


class RebelGovernor(BaseModel):
    """A governor in revolt with his province (2.03): he marches on Rome with his army or
    stays in the province; his garrison legions are the Primary Rebel's army."""

    senator: str
    province: str
    stays: bool


LandBillType = Literal["I", "II", "III"]


class LandBill(BaseModel):
    """A Land Bill in effect [1.09.62] (governors and other business)."""

    type: LandBillType
    sponsor: str
    turn: int  # the turn it passed


class BusinessTurn(BaseModel):
    """What the Senate's other business did this turn, for its once-a-turn limits
    (governors and other business); stale when `turn` is not the current turn."""

    turn: int = 0
    land_bills_proposed: list[LandBillType] = Field(default_factory=list)  # [1.09.62]
    repeal_tried: bool = False  # [1.09.62]
    concessions_refused: list[str] = Field(default_factory=list)  # flipped [1.09.61]
    raised_legions: int = 0  # [1.09.63]: not disbanded in the same phase
    raised_fleets: int = 0
    sent: list[str] = Field(default_factory=list)  # commanders who left Rome [1.09.645]
    reinforced: list[str] = Field(default_factory=list)  # forces' wars reinforced [1.09.645]
    garrisoned: list[str] = Field(default_factory=list)  # provinces sent legions [1.09.647]
    governors_elected: list[str] = Field(default_factory=list)  # not recallable [1.09.52]
    came_back: list[str] = Field(default_factory=list)  # returned or recalled governors
    rejected: list[str] = Field(default_factory=list)  # "province|senator" refused [1.09.5]


class LaterDeck(BaseModel):
    """A deck waiting to follow the draw pile (Extended scenario) [3.04.1]."""

    era: Era
    cards: list[str] = Field(default_factory=list)  # top first


class Persuasion(BaseModel):
    """A persuasion attempt being bid on [1.07.4]. The bribes and counter-bribes already
    sit in the target's treasury; the base number leaves them out of his own talents."""

    faction: str
    persuader: str
    target: str
    bribes: int = 0
    counter_bribes: int = 0
    card: str | None = None  # Seduction or Blackmail played for it [intrigue]
    countered: bool = False  # the last round of counter-bribes had one


class Prosecution(BaseModel):
    """A prosecution held this turn [1.09.41]: `ground` is `corrupt`, `major` or the card of
    a concession with its corrupt bar showing; `kind` is `minor`, `major` or `special` (of
    a caught assassin's Faction Leader, outside the Censor's limit [1.09.74])."""

    turn: int
    accused: str
    kind: Literal["minor", "major", "special"]
    ground: str
    result: Literal["pending", "guilty", "acquitted", "vetoed", "cancelled"] = "pending"


class Assassination(BaseModel):
    """An assassination attempt this turn: one per faction, one against each [1.09.7]."""

    turn: int
    faction: str
    target_faction: str


# ---------------------------------------------------------------- senate [1.09]


class Proposal(BaseModel):
    """A proposal on the floor [1.09.1]: a registered kind (`senate.proposals.KINDS`) and
    its parameters, e.g. {"pair": ["fam:1", "fam:2"]} for a consular pair."""

    kind: str
    # the model its kind declares (`ProposalKind.params`), in the JSON it was given in
    params: SerializeAsAny[ProposalParams] = Field(default_factory=dict, validate_default=True)
    seat: str  # the faction that put it on the floor
    proposer: str | None = None  # the presiding senator; None for a Tribune proposal
    tribune: str | None = None  # the Tribune used to propose it [1.09.15]

    @field_validator("params", mode="before")
    @classmethod
    def _typed(cls, value: Any, info: ValidationInfo) -> ProposalParams:
        return typed_params(info.data.get("kind", ""), value)


class Ballot(BaseModel):
    """One faction's ballot [1.09.13]: senators voting yes, no (the rest abstain), votes
    bought per senator (1T each, paid at the reveal), or a veto with a Tribune."""

    yes: list[str] = Field(default_factory=list)
    no: list[str] = Field(default_factory=list)
    bought: dict[str, int] = Field(default_factory=dict)
    veto: str | None = None  # the Tribune used [1.09.15]


class TribuneClaim(BaseModel):
    """A faction's secret claim, made in a ballot, to make the next proposal with a
    Tribune, or to reopen the Senate after adjournment for one proposal [1.09.15]."""

    tribune: str
    after_adjournment: bool = False


class SenateState(BaseModel):
    """The Senate Phase's working data; reset when the phase opens [1.09]."""

    stepped_down: list[str] = Field(default_factory=list)  # may not preside again [1.09.144]
    proposal: Proposal | None = None
    ballots: dict[str, Ballot] = Field(default_factory=dict)  # hidden until the reveal
    # the ballots of the vote just closed, for `on_pass`/`on_fail` (Land Bills: who voted
    # No) [1.09.62] (governors and other business)
    closed_ballots: dict[str, Ballot] = Field(default_factory=dict)
    defeated: list[str] = Field(default_factory=list)  # signatures of defeated proposals
    vetoed: list[str] = Field(default_factory=list)  # signatures of vetoed proposals
    filled: list[str] = Field(default_factory=list)  # offices filled this turn [1.09.1]
    free_tribunes: list[str] = Field(default_factory=list)  # statesmen's, used this turn
    end_step: bool = False  # the step's own presider stepped down (1.09.41)
    proposals: int = 0  # proposals made this phase
    data: dict[str, Any] = Field(default_factory=dict)  # each business part's own data
    # proposing with a Tribune [1.09.15]: secret claims by faction, and whether the Senate
    # was reopened after adjournment for one proposal
    claims: dict[str, TribuneClaim] = Field(default_factory=dict)
    reopened: bool = False


class RorState(ProcedureState):
    game: str = "ror"
    options: RorOptions
    turn: int = 1
    phase: Phase = "setup"
    step: str = "start"
    procedures: list[Procedure] = Field(default_factory=list)
    treasury: int = 100
    unrest: int = 0
    legions: int = 0  # regular legions in the Active Forces box (in Rome)
    fleets: int = 0
    veterans: list[str] = Field(default_factory=list)  # veteran legions in Rome: allegiance
    forces: list[Force] = Field(default_factory=list)  # units away against wars
    factions: dict[str, Faction]
    senators: dict[str, Senator] = Field(default_factory=dict)
    deck: list[str] = Field(default_factory=list)  # top first
    forum: list[str] = Field(default_factory=list)  # cards in the Forum other than senators, wars
    wars: list[War] = Field(default_factory=list)
    curia: list[str] = Field(default_factory=list)  # top first
    discard: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)  # out of the game (dead statesmen)
    era: Era = "early"
    provinces: dict[str, Province] = Field(default_factory=dict)
    # random events in play [1.07.21]: event id -> level (1 light side, 2 dark side; a few
    # events such as Manpower Shortage count up)
    active_events: dict[str, int] = Field(default_factory=dict)
    laws: list[str] = Field(default_factory=list)  # laws in play
    era_ends: bool = False  # Era Ends was revealed [1.07.35]
    # events and population [1.07.21, 1.08]
    event_payments: dict[str, int] = Field(default_factory=dict)  # event -> turn the State paid
    no_recruitment_turn: int | None = None  # 1.08 NR: no forces may be raised this turn
    # revenue [1.06]: provinces overrun by Barbarian Raids or in Internal Disorder
    # this turn (no spoils, taxes or development), and negative spoils the State owes
    revenue_disrupted: list[str] = Field(default_factory=list)
    spoils_debt: int = 0  # paid in Debits [1.06.12, 1.06.53]
    # scenarios and cards: the decks still to come [3.04.1], and the province
    # cards not yet created, kept aside so that every card is always somewhere
    later_decks: list[LaterDeck] = Field(default_factory=list)
    provinces_aside: list[str] = Field(default_factory=list)
    # forum phase [1.07]: the initiatives of this turn and the persuasion under way
    initiative: int = 0  # initiatives begun this turn [1.07.2]
    initiative_order: list[str] = Field(default_factory=list)  # the regular initiatives
    initiative_seat: str | None = None  # whose initiative is being played
    persuasion: Persuasion | None = None
    # senate [1.09]
    senate: SenateState = Field(default_factory=SenateState)
    # governors and other business [1.09.5-1.09.81]: Land Bills in effect and
    # this turn's once-a-turn limits
    land_bills: list[LandBill] = Field(default_factory=list)
    business: BusinessTurn = Field(default_factory=BusinessTurn)
    # prosecutions, assassinations, consul for life [1.09.41, 1.09.7, 1.09.82]:
    # this turn's prosecutions and attempts (older turns are dropped when one is added)
    prosecutions: list[Prosecution] = Field(default_factory=list)
    assassinations: list[Assassination] = Field(default_factory=list)
    consul_for_life: str | None = None  # the senator; he wins at the end of a Revolution
    consul_for_life_vote_turn: int | None = None  # once per turn [1.09.82]
    eliminated: list[str] = Field(default_factory=list)  # factions out of the game [1.05.4]
    # revolution and victory [1.11, 1.12]: the Primary Rebel's army marching on
    # Rome, an Active war [1.11.3] (its `war` is CIVIL_WAR, its commander the rebel)
    rebel_army: Force | None = None
    traded: list[str] = Field(default_factory=list)  # cards offered this Revolution [1.11.1]
    # advanced rule 2.04: Veteran legions disbanded by each senator, in the Bank
    disbanded: dict[str, int] = Field(default_factory=dict)
    # rebel governors (2.03): the Primary Rebel when he is a governor in revolt
    rebel_governor: RebelGovernor | None = None
    # senate, advanced rule 2.01: the Pontifex Maximus (for life) and the Priests
    pontifex: str | None = None
    priests: list[str] = Field(default_factory=list)
    # laws with lasting effects [1.07.36]: the faction that played each law in play (the
    # Servilian Law's owner), the turn the Calpurnian fine was last levied; the turn the
    # Rhodian Alliance was placed (the Senate may reject it that turn)
    law_players: dict[str, str] = Field(default_factory=dict)
    calpurnian_turn: int | None = None
    rhodian_turn: int | None = None
    # Bequests collected by the Field Consul [events.json]: talents the State gains in the
    # next Revenue Phase, provinces created at the start of the next Forum Phase
    bequest_talents: int = 0
    bequest_provinces: list[str] = Field(default_factory=list)
    # rules gaps: commanders recalled when the next Senate Phase closes (Lucullus, 29B)
    recall_after_senate: list[str] = Field(default_factory=list)
    # rules gaps: this Revenue Phase's concession income choices, card -> "decline" or
    # "drought" (the grain bonus) [1.06.1]
    income_choices: dict[str, Literal["decline", "drought"]] = Field(default_factory=dict)
    # rules gaps: Refuge [1.07.21], the enemy leader held aside in refuge and the wars he aids
    refugee: str | None = None
    refuge_wars: list[str] = Field(default_factory=list)
    # Proscription [intrigue.json]: the faction of the HRAO who proscribed the knights; it
    # may not attract knights and every other faction gets +1 on knight rolls
    proscribed: str | None = None
    # the Combat Phase under way, between its first battle and its last [1.10]
    combat: CombatRecord | None = None


def load_state(text: str) -> RorState:
    return RorState.model_validate_json(text)


def card_locations(state: RorState) -> list[str]:
    """Every card id in the game, once per place it is found (an invariant checks that
    each card appears exactly once)."""
    found = [*state.deck, *state.forum, *state.curia, *state.discard, *state.removed]
    for later in state.later_decks:
        found += later.cards
    found += [*state.provinces, *state.provinces_aside]
    for war in state.wars:
        found += [war.card, *war.leaders, *war.allies]
    found += state.laws
    if state.refugee is not None:  # Refuge [1.07.21]
        found.append(state.refugee)
    for faction in state.factions.values():
        found += faction.hand
    for senator in state.senators.values():
        found.append(senator.card)
        if senator.family:
            found.append(senator.family)
        found += senator.concessions
        found += senator.bodyguards
    return found
