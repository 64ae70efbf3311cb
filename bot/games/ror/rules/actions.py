"""Player actions: a pydantic union discriminated on `kind`.

An action describes itself: `describe(state)` is its button label (a catalogue key and its
parameters), `action.<kind>` without parameters unless the class says otherwise. Every
subclass of `_Action` must be in the `Action` union (checked at import)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializeAsAny,
    TypeAdapter,
    ValidationInfo,
    field_validator,
)

from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.labels import Label
from bot.games.ror.rules.proposal_params import ProposalParams, typed_params
from bot.games.ror.rules.state import RorState

#: every kind of action, by its `kind` (filled as the classes are declared)
ACTION_CLASSES: dict[str, type[_Action]] = {}


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    if TYPE_CHECKING:
        kind: str

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        kind = cls.model_fields["kind"].default
        assert kind not in ACTION_CLASSES, f"action kind {kind} declared twice"
        ACTION_CLASSES[kind] = cls

    def describe(self, state: RorState) -> Label:
        """The action's button label: a catalogue key and its parameters."""
        return f"action.{self.kind}", {}


class ChooseLeader(_Action):
    """Put the Faction Leader marker on one of your senators [3.05, 1.07.7]."""

    kind: Literal["choose_leader"] = "choose_leader"
    senator: str

    def describe(self, state: RorState) -> Label:
        return "action.choose_leader", {"senator_id": self.senator}


class PlayStatesman(_Action):
    """Play a statesman from your hand [1.07.312, 1.11.1]."""

    kind: Literal["play_statesman"] = "play_statesman"
    card: str

    def describe(self, state: RorState) -> Label:
        return "action.play_statesman", {"card_id": self.card}


class PlayConcession(_Action):
    """Play a concession from your hand onto one of your senators [1.07.32, 1.11.1]; in
    the Senate, M. Fulvius Flaccus taking the Land Commissioner from the Forum
    (statesmen.json 7A)."""

    kind: Literal["play_concession"] = "play_concession"
    card: str
    senator: str

    def describe(self, state: RorState) -> Label:
        return "action.play_concession", {"card_id": self.card, "senator_id": self.senator}


class Done(_Action):
    """End your part of the current procedure."""

    kind: Literal["done"] = "done"

    def describe(self, state: RorState) -> Label:
        return "action.done", {"phase": state.phase}


class NameFaction(_Action):
    """Name the faction the 2nd Catiline Conspiracy strikes [1.07.3, events.json]."""

    kind: Literal["name_faction"] = "name_faction"
    faction: str

    def describe(self, state: RorState) -> Label:
        return "action.name_faction", {"faction": self.faction}


# ---------------------------------------------------------------- revenue


class TakeSpoils(_Action):
    """A governor of yours takes his province's spoils [1.06.12]."""

    kind: Literal["take_spoils"] = "take_spoils"
    province: str

    def describe(self, state: RorState) -> Label:
        return "action.take_spoils", {"province_id": self.province}


class Transfer(_Action):
    """Move talents between ledger accounts (`senator:<card>`, `faction:<seat>`) in
    Redistribution [1.06.3]."""

    kind: Literal["transfer"] = "transfer"
    source: str
    target: str
    amount: int

    def describe(self, state: RorState) -> Label:
        source, _, source_key = self.source.partition(":")
        target, _, target_key = self.target.partition(":")
        amount = self.amount
        if source == "senator" and target == "faction" and _is_own(state, source_key, target_key):
            return "action.deposit", {**_account("senator", self.source), "amount": amount}
        if source == "faction" and target == "senator" and _is_own(state, target_key, source_key):
            return "action.withdraw", {**_account("senator", self.target), "amount": amount}
        if source == "faction" and target == "faction":
            return "action.gift", {"faction": target_key, "amount": amount}
        return "action.transfer", {
            **_account("source", self.source),
            **_account("target", self.target),
            "amount": amount,
        }


def _account(param: str, account: str) -> dict[str, str]:
    """`param` naming an account: a senator (`<param>_id`, his card), or a faction (its
    seat, shown as its name)."""
    kind, _, key = account.partition(":")
    return {f"{param}_id": key} if kind == "senator" else {param: key}


def _is_own(state: RorState, senator: str, seat: str) -> bool:
    found = state.senators.get(senator)
    return found is not None and found.faction == seat


class Contribute(_Action):
    """A senator of yours gives talents to the State for Influence [1.06.52]."""

    kind: Literal["contribute"] = "contribute"
    senator: str
    amount: int

    def describe(self, state: RorState) -> Label:
        return "action.contribute", {"senator_id": self.senator, "amount": self.amount}


# ---------------------------------------------------------------- forum


class Pass(_Action):
    """Decline: no bid, no counter-bribe [1.07.22, 1.07.4]."""

    kind: Literal["pass"] = "pass"


class BidInitiative(_Action):
    """Bid for an auctioned initiative, paid by one senator in Rome [1.07.22]."""

    kind: Literal["bid_initiative"] = "bid_initiative"
    senator: str
    amount: int

    def describe(self, state: RorState) -> Label:
        return "action.bid_initiative", {"amount": self.amount, "senator_short_id": self.senator}


class Persuade(_Action):
    """A senator of yours in Rome tries to persuade `target`, with an opening bribe and
    optionally a Seduction or Blackmail card [1.07.4]."""

    kind: Literal["persuade"] = "persuade"
    persuader: str
    target: str
    bribe: int = 0
    card: str | None = None

    def describe(self, state: RorState) -> Label:
        params: dict[str, Any] = {
            "persuader_short_id": self.persuader,
            "target_short_id": self.target,
            "bribe": self.bribe,
        }
        if self.card is not None:
            return "action.persuade_card", {**params, "card_short_id": self.card}
        return ("action.persuade_bribe" if self.bribe else "action.persuade"), params


class CounterBribe(_Action):
    """Oppose the persuasion attempt from your Faction Treasury [1.07.4]."""

    kind: Literal["counter_bribe"] = "counter_bribe"
    amount: int

    def describe(self, state: RorState) -> Label:
        return "action.counter_bribe", {"amount": self.amount}


class Bribe(_Action):
    """The persuader adds a bribe from his own treasury [1.07.4]."""

    kind: Literal["bribe"] = "bribe"
    amount: int

    def describe(self, state: RorState) -> Label:
        return "action.bribe", {"amount": self.amount}


class RollPersuasion(_Action):
    """The persuader rolls [1.07.4]."""

    kind: Literal["roll_persuasion"] = "roll_persuasion"


class AttractKnight(_Action):
    """A senator of yours in Rome spends talents and rolls for a knight [1.07.5]."""

    kind: Literal["attract_knight"] = "attract_knight"
    senator: str
    talents: int = 0

    def describe(self, state: RorState) -> Label:
        return "action.attract_knight", {"senator_short_id": self.senator, "talents": self.talents}


class PressureKnights(_Action):
    """Cash in `count` of a senator's knights for 1d6 talents each [1.07.51]."""

    kind: Literal["pressure_knights"] = "pressure_knights"
    senator: str
    count: int

    def describe(self, state: RorState) -> Label:
        return "action.pressure_knights", {"senator_short_id": self.senator, "count": self.count}


def games_key(game: Mapping[str, Any]) -> str:
    """The phrase key (`games.<key>`) of games from the games table: "slice_and_dice"."""
    return str(game.get("name", "?")).lower().replace(" ", "_")


class SponsorGames(_Action):
    """A senator of yours pays for games: 1 Slice and Dice, 2 Blood Fest, 3 Gladiator
    Gala [1.07.6]."""

    kind: Literal["sponsor_games"] = "sponsor_games"
    senator: str
    games: int

    def describe(self, state: RorState) -> Label:
        games = TABLES.games
        game = games[self.games - 1] if 1 <= self.games <= len(games) else {}
        return "action.sponsor_games", {
            "senator_short_id": self.senator,
            "games": games_key(game),
            "cost": game.get("cost", "?"),
        }


class DiscardEnemyLeader(_Action):
    """Enemy Leader Dies: the HRAO picks the leader discarded [1.07.8]."""

    kind: Literal["discard_enemy_leader"] = "discard_enemy_leader"
    card: str

    def describe(self, state: RorState) -> Label:
        return "action.discard_enemy_leader", {"card_short_id": self.card}


class AssignProvince(_Action):
    """Give a province dealt at setup to one of your senators, for 1-3 turns [3.02.4]."""

    kind: Literal["assign_province"] = "assign_province"
    province: str
    senator: str
    term: int

    def describe(self, state: RorState) -> Label:
        return "action.assign_province", {
            "province_id": self.province,
            "senator_id": self.senator,
            "term": self.term,
        }


# ---------------------------------------------------------------- senate [1.09]


class Propose(_Action):
    """Put a proposal of a registered kind on the floor [1.09.1]; with `tribune` (a
    Tribune card or `free:<statesman>`), forced to a vote by a Tribune [1.09.15]."""

    kind: Literal["propose"] = "propose"
    proposal: str
    # the model its kind declares (`ProposalKind.params`); bad ones are refused on reading
    params: SerializeAsAny[ProposalParams] = Field(default_factory=dict, validate_default=True)
    tribune: str | None = None

    @field_validator("params", mode="before")
    @classmethod
    def _typed(cls, value: Any, info: ValidationInfo) -> ProposalParams:
        return typed_params(info.data.get("proposal", ""), value)

    def describe(self, state: RorState) -> Label:
        from bot.games.ror.rules.senate.describe import propose_label  # late: imports us

        return propose_label(state, self)


class Vote(_Action):
    """A faction's ballot [1.09.13]: senators voting yes, no (the others abstain), and
    votes bought per senator (1T each from his own treasury)."""

    kind: Literal["vote"] = "vote"
    yes: list[str] = Field(default_factory=list)
    no: list[str] = Field(default_factory=list)
    bought: dict[str, int] = Field(default_factory=dict)

    def describe(self, state: RorState) -> Label:
        from bot.games.ror.rules.senate.describe import vote_label  # late: imports us

        return vote_label(state, self)


class Veto(_Action):
    """Veto the proposal with a Tribune (a card or `free:<statesman>`) [1.09.15]."""

    kind: Literal["veto"] = "veto"
    tribune: str

    def describe(self, state: RorState) -> Label:
        from bot.games.ror.rules.senate.tribunes import tribune_ref  # late: imports us

        return "action.veto", {"tribune_id": tribune_ref(self.tribune)}


class Adjourn(_Action):
    """The Presiding Magistrate adjourns the Senate [1.09]."""

    kind: Literal["adjourn"] = "adjourn"


class ChooseRomeConsul(_Action):
    """Which of the new consuls takes Rome [1.09.22]."""

    kind: Literal["choose_rome_consul"] = "choose_rome_consul"
    senator: str

    def describe(self, state: RorState) -> Label:
        return "action.choose_rome_consul", {"senator_id": self.senator}


class NameSenator(_Action):
    """Name a senator for an appointment (the Dictator, the Master of Horse) or decline
    with None [1.09.31, 1.09.33]."""

    kind: Literal["name_senator"] = "name_senator"
    senator: str | None = None

    def describe(self, state: RorState) -> Label:
        if self.senator is None:
            return "action.name_nobody", {}
        return "action.name_senator", {"senator_id": self.senator}


class UnanimousDefeat(_Action):
    """After a unanimous defeat: lose 1 Influence, or step down [1.09.144]."""

    kind: Literal["unanimous_defeat"] = "unanimous_defeat"
    step_down: bool

    def describe(self, state: RorState) -> Label:
        return ("action.step_down" if self.step_down else "action.lose_influence"), {}


# ---------------------------------------------------------------- combat


class PayRansom(_Action):
    """Ransom a captive senator of yours: his treasury first, then the Faction Treasury
    [1.10.71]."""

    kind: Literal["pay_ransom"] = "pay_ransom"
    senator: str

    def describe(self, state: RorState) -> Label:
        return "action.pay_ransom", {"senator_id": self.senator}


# ---------------------------------------------------------------- revolution [1.11]


class OfferCard(_Action):
    """Offer a Faction card from your hand to another faction [1.11.1]."""

    kind: Literal["offer_card"] = "offer_card"
    card: str
    to: str

    def describe(self, state: RorState) -> Label:
        return "action.offer_card", {"card_id": self.card, "to": self.to}


class AnswerOffer(_Action):
    """Take the card offered to you, or turn it down [1.11.1]."""

    kind: Literal["answer_offer"] = "answer_offer"
    accept: bool

    def describe(self, state: RorState) -> Label:
        return ("action.accept_card" if self.accept else "action.decline_card"), {}


class DiscardCard(_Action):
    """Discard a Faction card over the hand limit of five [1.11.2]."""

    kind: Literal["discard_card"] = "discard_card"
    card: str

    def describe(self, state: RorState) -> Label:
        return "action.discard_card", {"card_id": self.card}


class RollLoyalty(_Action):
    """Roll for your legions' loyalty, spending talents for +1 each [1.11.31]."""

    kind: Literal["roll_loyalty"] = "roll_loyalty"
    talents: int = 0

    def describe(self, state: RorState) -> Label:
        return "action.roll_loyalty", {"talents": self.talents}


class LayDownCommand(_Action):
    """A victorious commander lays down his command and returns to Rome [1.11.3]."""

    kind: Literal["lay_down_command"] = "lay_down_command"


class DeclareRevolt(_Action):
    """A victorious commander declares himself in revolt [1.11.3]."""

    kind: Literal["declare_revolt"] = "declare_revolt"


class ChooseSide(_Action):
    """A senator of the rebel's faction joins the revolt or stays loyal [1.11.32]."""

    kind: Literal["choose_side"] = "choose_side"
    senator: str
    rebel: bool

    def describe(self, state: RorState) -> Label:
        key = "action.join_revolt" if self.rebel else "action.stay_loyal"
        return key, {"senator_id": self.senator}


# ---------------------------------------------------------------- governors and other
# business [1.09.5-1.09.81]


class Consent(_Action):
    """Your senator agrees (or refuses) to command, or to sponsor a Land Bill
    [1.09.643, 1.09.62]."""

    kind: Literal["consent"] = "consent"
    agree: bool

    def describe(self, state: RorState) -> Label:
        return ("action.consent_agree" if self.agree else "action.consent_refuse"), {}


class PlayLaw(_Action):
    """Play a Law card from your hand: it takes effect without a vote [1.07.36]."""

    kind: Literal["play_law"] = "play_law"
    card: str
    repeal: bool = False  # the Servilian Law discarded to repeal the Acilian Law

    def describe(self, state: RorState) -> Label:
        key = "action.repeal_acilian" if self.repeal else "action.play_law"
        return key, {"card_id": self.card}


# ---------------------------------------------------------------- prosecutions and
# assassinations [1.09.41-1.09.74]


class AppealToPeople(_Action):
    """The accused appeals to the People when his faction votes [1.09.421]."""

    kind: Literal["appeal_to_people"] = "appeal_to_people"
    three_dice: bool = False  # Glaucia (21A) may roll 3d6 instead of 2d6

    def describe(self, state: RorState) -> Label:
        return ("action.appeal_three_dice" if self.three_dice else "action.appeal_to_people"), {}


class Assassinate(_Action):
    """A senator of yours in Rome tries to kill another faction's senator in Rome, with
    Assassin cards from your hand [1.09.7]."""

    kind: Literal["assassinate"] = "assassinate"
    assassin: str
    target: str
    cards: tuple[str, ...] = ()

    def describe(self, state: RorState) -> Label:
        return "action.assassinate", {
            "assassin_id": self.assassin,
            "target_id": self.target,
            "cards": len(self.cards),
        }


class PlayBodyguards(_Action):
    """Play Secret Bodyguards after the assassination roll (none: an empty list) [1.09.72]."""

    kind: Literal["play_bodyguards"] = "play_bodyguards"
    cards: tuple[str, ...] = ()

    def describe(self, state: RorState) -> Label:
        return "action.assassin_bodyguards", {"count": len(self.cards)}


# ---------------------------------------------------------------- proposing with a
# Tribune [1.09.15]


class ClaimFloor(_Action):
    """In your ballot, secretly claim the next proposal with a Tribune (a card or
    `free:<statesman>`), or the reopening of the Senate after adjournment [1.09.15]."""

    kind: Literal["claim_floor"] = "claim_floor"
    tribune: str
    after_adjournment: bool = False

    def describe(self, state: RorState) -> Label:
        from bot.games.ror.rules.senate.tribunes import tribune_ref  # late: imports us

        key = "action.claim_reopening" if self.after_adjournment else "action.claim_floor"
        return key, {"tribune_id": tribune_ref(self.tribune)}


class ReactToTribune(_Action):
    """Play Graft or Murder of a Tribune against a Tribune's veto or proposal, or Mob
    Incited to Violence once one cancelled it, with a senator of yours in Rome (RULES §13,
    intrigue.json). Graft pays its 1d6 roll only up to `pay_up_to` talents, else it is
    declined (the card is spent all the same)."""

    kind: Literal["react_to_tribune"] = "react_to_tribune"
    card: str
    senator: str
    pay_up_to: int = 6

    def describe(self, state: RorState) -> Label:
        card = self.card.removeprefix("int:").split("#")[0]
        labels = {"graft": "action.react_graft", "mob_incited_to_violence": "action.react_mob"}
        return labels.get(card, "action.react_murder"), {
            "senator_id": self.senator,
            "pay": self.pay_up_to,
        }


# ---------------------------------------------------------------- the rebel end game,
# deserting veterans, Cleopatra, legionary disbandment [1.12.4, 1.11.36, 2.04]


class AttackWar(_Action):
    """The rebel who has won attacks one of the Active wars still ringing Rome [1.12.4]."""

    kind: Literal["attack_war"] = "attack_war"
    war: str

    def describe(self, state: RorState) -> Label:
        return "action.attack_war", {"war_id": self.war}


class OrderVeteransBack(_Action):
    """A loyal senator of yours orders his Veteran legions in the rebel army over to the
    Senate's army [1.11.36]."""

    kind: Literal["order_veterans_back"] = "order_veterans_back"
    senator: str

    def describe(self, state: RorState) -> Label:
        return "action.order_veterans_back", {"senator_id": self.senator}


class PlayCleopatra(_Action):
    """Play Cleopatra VII before the Alexandrine War is fought: on Rome's side (its
    commander: +3 Military, 50T, -5 Popularity) or as an enemy leader [enemy_leaders.json]."""

    kind: Literal["play_cleopatra"] = "play_cleopatra"
    rome: bool

    def describe(self, state: RorState) -> Label:
        return ("action.play_cleopatra_rome" if self.rome else "action.play_cleopatra_enemy"), {}


class PlayProscription(_Action):
    """Play Proscription right after a civil war Victory: the HRAO may then eliminate every
    Knight for 1d6 talents each [intrigue.json]."""

    kind: Literal["play_proscription"] = "play_proscription"
    card: str


class DisbandVeterans(_Action):
    """A victorious returning commander of yours disbands Veteran legions loyal to him:
    +1 Oratory and +1 Influence each [2.04]."""

    kind: Literal["disband_veterans"] = "disband_veterans"
    senator: str
    count: int = Field(default=1, ge=1)

    def describe(self, state: RorState) -> Label:
        return "action.disband_veterans", {"senator_id": self.senator, "count": self.count}


class GabinianRecruit(_Action):
    """Gabinian Law: a commander of yours at war recruits Legions and Fleets into his force,
    10T each from his treasury, then the Faction Treasury [laws.json]."""

    kind: Literal["gabinian_recruit"] = "gabinian_recruit"
    commander: str
    legions: int = 0
    fleets: int = 0

    def describe(self, state: RorState) -> Label:
        fields = {"legions": self.legions, "fleets": self.fleets}
        return "action.gabinian_recruit", {"commander_id": self.commander, **fields}


class MoveOnToWar(_Action):
    """Manilian Law: your victorious commander keeps his army and moves it to another war,
    as a proconsul [laws.json]."""

    kind: Literal["move_on_to_war"] = "move_on_to_war"
    war: str

    def describe(self, state: RorState) -> Label:
        return "action.move_on_to_war", {"war_id": self.war}


class RaiseProvincialForces(_Action):
    """Spend a province's local taxes on provincial armies and fleets [2.02]."""

    kind: Literal["raise_provincial_forces"] = "raise_provincial_forces"
    province: str
    armies: int
    fleets: int

    def describe(self, state: RorState) -> Label:
        return "action.raise_provincial_forces", {
            "province_id": self.province,
            "armies": self.armies,
            "fleets": self.fleets,
        }


class GovernorRevolt(_Action):
    """A governor of yours revolts with his province, marching on Rome or staying [2.03]."""

    kind: Literal["governor_revolt"] = "governor_revolt"
    senator: str
    march: bool

    def describe(self, state: RorState) -> Label:
        key = "action.governor_marches_on_rome" if self.march else "action.governor_stays"
        return key, {"senator_id": self.senator}


# ---------------------------------------------------------------- the Pontifex Maximus
# (advanced rule 2.01)


class GrantPriesthood(_Action):
    """The Pontifex grants a priesthood to a senator, or moves one to him from
    `from_priest` [2.01]."""

    kind: Literal["grant_priesthood"] = "grant_priesthood"
    senator: str
    from_priest: str | None = None

    def describe(self, state: RorState) -> Label:
        if self.from_priest is None:
            return "action.grant_priesthood", {"senator_id": self.senator}
        return "action.move_priesthood", {
            "senator_id": self.senator,
            "priest_id": self.from_priest,
        }


class PlayOpenBodyguard(_Action):
    """In Redistribution, put an Open Bodyguard from your hand with one of your senators in
    Rome (RULES §4.1, §7.9)."""

    kind: Literal["play_open_bodyguard"] = "play_open_bodyguard"
    card: str
    senator: str

    def describe(self, state: RorState) -> Label:
        return "action.play_open_bodyguard", {"senator_id": self.senator}


class ConcessionIncome(_Action):
    """Decline a concession's income, or take a grain concession's Drought bonus [1.06.1]."""

    kind: Literal["concession_income"] = "concession_income"
    card: str
    choice: Literal["decline", "drought"]

    def describe(self, state: RorState) -> Label:
        return f"action.concession_income_{self.choice}", {"card_id": self.card}


class MakePeace(_Action):
    """New Alliance: the HRAO names the war that makes peace [1.07.21]."""

    kind: Literal["make_peace"] = "make_peace"
    war: str

    def describe(self, state: RorState) -> Label:
        return "action.make_peace", {"war_id": self.war}


class EliminateReleased(_Action):
    """As HRAO, refuse the upkeep of units a rebel released: they are eliminated [1.06.2]."""

    kind: Literal["eliminate_released"] = "eliminate_released"


class QuitGame(_Action):
    """Your faction has no senators left: quit the game [1.05.4]."""

    kind: Literal["quit_game"] = "quit_game"


Action = Annotated[
    ChooseLeader
    | PlayStatesman
    | PlayConcession
    | Done
    | NameFaction
    | TakeSpoils  # revenue
    | Transfer
    | Contribute
    | Pass  # forum
    | BidInitiative
    | Persuade
    | CounterBribe
    | Bribe
    | RollPersuasion
    | AttractKnight
    | PressureKnights
    | SponsorGames
    | DiscardEnemyLeader
    | AssignProvince  # scenarios
    | Propose  # senate
    | Vote
    | Veto
    | Adjourn
    | ChooseRomeConsul
    | NameSenator
    | UnanimousDefeat
    | PayRansom  # combat
    | OfferCard  # revolution
    | AnswerOffer
    | DiscardCard
    | RollLoyalty
    | LayDownCommand
    | DeclareRevolt
    | ChooseSide
    | Consent  # governors and other business
    | PlayLaw
    | AppealToPeople  # prosecutions and assassinations
    | Assassinate
    | PlayBodyguards
    | ClaimFloor
    | ReactToTribune
    | AttackWar  # rebel end game, veterans, Cleopatra, 2.04
    | OrderVeteransBack
    | PlayCleopatra
    | PlayProscription
    | DisbandVeterans
    | RaiseProvincialForces  # provincial wars and rebel governors (2.02, 2.03)
    | GovernorRevolt
    | GrantPriesthood  # the Pontifex Maximus (2.01)
    | PlayOpenBodyguard
    | QuitGame  # rules gaps: a faction with no senators [1.05.4]
    | ConcessionIncome
    | MakePeace
    | EliminateReleased
    | GabinianRecruit  # the Gabinian and Manilian Laws
    | MoveOnToWar,
    Field(discriminator="kind"),
]
_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


assert set(get_args(get_args(Action)[0])) == set(ACTION_CLASSES.values()), "Action union"


def parse_action(data: Mapping[str, Any]) -> Action:
    return _ADAPTER.validate_python(dict(data))


def action_json(action: Action) -> dict[str, Any]:
    return action.model_dump(mode="json")
